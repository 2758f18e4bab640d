import FlowInference

extension Arguments {
    /// The model of `--model`, or the built-in reference model without it.
    func model() throws -> RecoveryModel {
        guard let path = self[.model] else { return try RecoveryModel.reference() }
        return try RecoveryModel.read(path: path)
    }
}
