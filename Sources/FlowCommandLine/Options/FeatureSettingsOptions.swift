import FlowApp
import FlowFeatures

extension Arguments {
    /// The options that say how features are computed.
    static let featureSettingOptions: Set<String> = ["--max-hr", "--age", "--sleep-need"]

    /// The feature settings from `--max-hr`, `--age` and `--sleep-need`.
    func featureSettings() throws -> FeatureSettings {
        var settings = FeatureSettings()
        let maxHR = try number("--max-hr", in: FeatureSettings.maxHRRange)
        let age = try number("--age", in: 5...110)
        if maxHR != nil, age != nil { throw CommandError.usage("give --max-hr or --age, not both") }
        if let maxHR { settings.maxHR = maxHR }
        if let age { settings.maxHR = FeatureSettings.maxHR(forAge: age) }
        if let need = try number("--sleep-need", in: FeatureSettings.sleepNeedRange) { settings.sleepNeedHours = need }
        return settings
    }
}
