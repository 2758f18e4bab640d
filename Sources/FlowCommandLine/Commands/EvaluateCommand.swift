import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow evaluate`: how well a fit (or a model file) predicts, in sample and out of sample.
enum EvaluateCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "evaluate")
        let evaluation: Evaluation
        if let modelPath = args.value("--model") {
            for option in FitOptions.valued.subtracting(LabelInput.options).union(Arguments.featureSettingOptions) where args.value(option) != nil {
                throw CommandError.usage("\(option) comes from the model file; leave it out with --model")
            }
            let model = try RecoveryModel.read(path: modelPath)
            // Before any input is read: the labels would otherwise be searched for the reference model's target.
            guard model.standardise == .training else { throw TrainingError.untrainedModel(file: modelPath) }
            let labelled = try LabelInput.labelledDays(args, settings: model.settings, console: console) { _ in model.target }
            evaluation = try Evaluation(labelled, model: model, file: modelPath)
        } else {
            let options = try FitOptions(args)
            let settings = try args.featureSettings()
            let labelled = try LabelInput.labelledDays(args, settings: settings, console: console, target: options.target(for:))
            evaluation = try Evaluation(labelled, features: options.features, target: labelled.target, ridge: options.ridge, settings: settings)
        }
        if args.has("--json") { console.data(EvaluationText.json(evaluation).text() + "\n") } else { console.out(EvaluationText.text(evaluation)) }
    }
}
