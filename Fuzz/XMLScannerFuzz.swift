// libFuzzer entry for the Apple Health XML scanner and reader. Built by Scripts/fuzz-xml.sh
// together with the FlowRecords and FlowImport sources (one module, so `@testable` is not needed).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleHealthXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var reader = AppleHealthReader(file: "fuzz.xml", expectedRecords: 0)
    var scanner = XMLScanner(file: "fuzz.xml")
    // Feed in two uneven pieces so tokens split across chunks are exercised too.
    let cut = size / 3
    do {
        try scanner.feed(UnsafeBufferPointer(rebasing: bytes[0..<cut]), &reader)
        try scanner.feed(UnsafeBufferPointer(rebasing: bytes[cut..<size]), &reader)
        try scanner.finish(&reader)
        _ = try reader.finish()
    } catch {
        // Errors are the expected answer to malformed input; only a crash is a finding.
    }
    return 0
}
