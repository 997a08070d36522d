#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// C's `vsnprintf` for one directive that this module built itself from checked parts, so the
/// argument always has the type the directive reads. Used where Foundation does not localize
/// (`%x %X %o %a %A`, and every number when no locale is given), because CF hands those to the
/// C library too.
enum PrintfBridge {
    static func format(_ directive: String, _ argument: any CVarArg) -> String {
        var capacity = 64
        while true {
            let result: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                let length = withVaList([argument]) { vsnprintf(buffer.baseAddress, capacity, directive, $0) }
                guard length >= 0 else { return "" }
                guard Int(length) < capacity else {
                    capacity = Int(length) + 1
                    return nil
                }
                // vsnprintf wrote length (< capacity) bytes and a NUL.
                return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
                }
            }
            if let result { return result }
        }
    }
}
