import FlowRecords

extension RecoveryModel {
    /// Reads and validates a model file: a missing or unreadable file is exit 66; anything
    /// wrong inside it is exit 65, naming the field.
    public static func read(path: String) throws -> RecoveryModel {
        var bytes: [UInt8] = []
        try TextFile.forEachChunk(path: path, chunkSize: 1 << 16) { bytes.append(contentsOf: $0) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ModelError.invalid(file: path, field: "(document)", problem: "is not UTF-8 text")
        }
        return try RecoveryModel(text: text, file: path)
    }
}
