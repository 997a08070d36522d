import CICUShim

/// An ICU failure: the raw `UErrorCode` and ICU's name for it.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
    public var code: Int32
    public init(code: Int32) { self.code = code }
    public var name: String { String(cString: cicu_error_name(code)) }
    public var description: String { "ICU error \(name) (\(code))" }
    /// `U_BUFFER_OVERFLOW_ERROR`: the caller should grow its buffer and retry.
    static let bufferOverflow: Int32 = 15
}

/// Calls a shim function that writes UTF-8 into a buffer, growing the buffer on overflow.
/// `body(buffer, capacity, &error)` returns the full length of the text.
func icuString(
    initialCapacity: Int = 128, _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) -> Result<String, ICUError> {
    var capacity = initialCapacity
    while true {
        var error: Int32 = 0
        var length: Int32 = 0
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> String? in
            length = body(buffer.baseAddress!, Int32(capacity), &error)
            guard error <= 0, length >= 0, Int(length) <= capacity else { return nil }
            return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
        }
        if let text { return .success(text) }
        if error == ICUError.bufferOverflow || (error <= 0 && Int(length) > capacity), length < 1 << 24 {
            capacity = Int(length) + 1
            continue
        }
        return .failure(ICUError(code: error > 0 ? error : 1))
    }
}

/// The strings a shim enumeration gives for index 0, 1, 2, …: `body(index, buffer, capacity,
/// &error)` returns a negative length past the last one.
func icuStrings(_ body: (Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> [String] {
    var result: [String] = []
    var index: Int32 = 0
    while true {
        var end = false
        let name = icuString(initialCapacity: 64) { buffer, capacity, error in
            let length = body(index, buffer, capacity, &error)
            if length < 0 { end = true }
            return max(length, 0)
        }
        guard !end, case .success(let text) = name else { break }
        result.append(text)
        index += 1
    }
    return result
}
