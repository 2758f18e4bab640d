extension RecoveryModel {
    /// Where the reference model's text comes from in the repository.
    public static let referencePath = "Models/reference.json"

    /// The reference model (SPEC 10.2), the default when a person has no model of their own:
    /// fitted to nobody, it standardises each feature against the person's own last 28 days,
    /// so a usual day reads 62 (Steady) and each standard deviation away from the person's
    /// usual moves the Flow by the feature's weight in points.
    public static func reference() throws -> RecoveryModel {
        try RecoveryModel(text: referenceText, file: "(built-in) \(referencePath)")
    }
}
