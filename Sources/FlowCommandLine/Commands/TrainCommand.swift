import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow train`: history and labels in, model file out.
enum TrainCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "train")
        let out = try args.required("--out")
        try AtomicFile.checkTarget(out, inputs: [args.value("--history"), args.value("--labels")])
        let options = try FitOptions(args)
        let settings = try args.featureSettings()
        let labelled = try LabelInput.labelledDays(args, settings: settings, console: console, target: options.target(for:))
        let result = try Trainer.train(labelled, features: options.features, target: labelled.target, ridge: options.ridge,
                                       settings: settings, toolVersion: FlowCommand.version)
        let piped = try AtomicFile.write(result.model.json.text() + "\n", to: out, console: console)
        (piped ? console.err : console.out)(TrainingText.summary(result, path: piped ? "standard output" : out))
    }
}
