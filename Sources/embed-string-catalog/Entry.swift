import Foundation

#if FUZZING
// `scripts/fuzz` builds every target with libFuzzer (`--sanitize=fuzzer`, `-DFUZZING`), and SwiftPM
// builds this host tool with the same flags, so libFuzzer's `main` is linked in and a `@main` of
// our own would be a second one. libFuzzer calls `LLVMFuzzerInitialize` before anything else: the
// tool does its work there and exits, so it behaves exactly as the ordinary build.

@_cdecl("LLVMFuzzerInitialize")
public func runBeforeFuzzerStarts(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    exit(embedStringCatalog(CommandLine.arguments))
}

/// Required by libFuzzer; never reached, since `LLVMFuzzerInitialize` exits.
@_cdecl("LLVMFuzzerTestOneInput")
public func neverFuzzed(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
#else
@main
enum EmbedStringCatalogTool {
    static func main() {
        exit(embedStringCatalog(CommandLine.arguments))
    }
}
#endif
