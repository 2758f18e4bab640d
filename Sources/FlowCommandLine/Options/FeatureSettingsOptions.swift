import FlowApp
import FlowFeatures

extension Arguments {
    /// The options that say how features are computed.
    static let featureSettingOptions = CommandOption.featureSettings

    /// The feature settings from `--max-hr`, `--age` and `--sleep-need`.
    func featureSettings() throws -> FeatureSettings {
        var settings = FeatureSettings()
        let maxHR = try number(.maxHR, in: FeatureSettings.maxHRRange)
        let age = try number(.age, in: 5...110)
        if maxHR != nil, age != nil {
            throw CommandError.usage("give \(CommandOption.maxHR.name) or \(CommandOption.age.name), not both")
        }
        if let maxHR { settings.maxHR = maxHR }
        if let age { settings.maxHR = FeatureSettings.maxHR(forAge: age) }
        if let need = try number(.sleepNeed, in: FeatureSettings.sleepNeedRange) { settings.sleepNeedHours = need }
        return settings
    }
}
