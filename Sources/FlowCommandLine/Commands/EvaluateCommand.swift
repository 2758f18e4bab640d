import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow evaluate`: how well a fit (or a model file) predicts, in sample and out of sample.
enum EvaluateCommand {
    static let descriptor = CommandDescriptor(
        name: "evaluate",
        summary: "how well a fit (or a model file) predicts, in sample and day by day",
        usage: """
            usage: flow evaluate --history H --labels labels.csv [--model model.json]
                                 [--target ...] [--scale ...] [--direction ...] [--ridge ...] [--features ...]
                                 [--max-hr N | --age N] [--sleep-need H] [--label-tz ±HH:MM] [--tz ZONE] [--json]
            """,
        about: """
            In sample: the fit on all the given days (R², adjusted R², RMSE, MAE, rank, condition
            number; standard errors and t values when λ = 0). With --model, that model as it is
            (on days after its training period, a true test); target, λ, features and settings
            then come from the model file.
            Rolling origin: each labelled day with at least 28 before it, predicted from a fit
            on the days before it; RMSE, MAE, skill against predicting your average, yesterday's
            label and your recent level (weighted 0.3 on the newest label), the verdict, and the
            4x4 table of actual against predicted states. --json lists every evaluated day.
            A model that standardises personally (the reference model) has no fit to evaluate.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labels,
            .model.saying("a model file from flow train, evaluated as it is"), .anchor,
            .select,
        ]
            + CommandOption.fit + CommandOption.featureSettings + [.json.saying("every evaluated day as well")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let modelFile = args[.model]
        if modelFile != nil {
            for option in FitOptions.all + Arguments.featureSettingOptions
            where option.name != CommandOption.labelZone.name && args[option] != nil {
                throw CommandError.usage(
                    option, "comes from the model file; leave it out with \(CommandOption.model.name)")
            }
        }
        let request = FitRequest(
            history: try args.history(), labels: try args.requiredLabels(),
            plan: modelFile == nil ? try FitOptions.plan(args) : FitPlan(),
            settings: modelFile == nil ? try args.featureSettings() : FeatureSettings())
        switch try Evaluate.run(request, modelFile: modelFile, observer: console.observer) {
        case .classic(let e): console.show(args, json: { EvaluationText.json(e) }, text: { EvaluationText.text(e) })
        case .anchored(let e): console.show(args, json: { EvaluationText.json(e) }, text: { EvaluationText.text(e) })
        }
    }
}
