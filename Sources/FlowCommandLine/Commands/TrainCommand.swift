import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow train`: history and labels in, model file out.
enum TrainCommand {
    static let descriptor = CommandDescriptor(
        name: "train",
        summary: "fit your personal model to your own labels and write a model file",
        usage: """
            usage: flow train --history H --labels labels.csv --out model.json
                              [--anchor recent|mean|none] [--select auto|all] [--ridge λ|auto]
                              [--target stress] [--scale 1:5] [--direction higher-is-worse|higher-is-better]
                              [--features a,b,...] [--max-hr N | --age N] [--sleep-need H]
            """,
        about: """
            Starts from your own recent ratings (the anchor), learns how much they carry over
            from day to day, and admits one of the 12 candidate features (with --sessions, also
            yesterday's session load; --features may name any load column of 'flow load') only
            when it predicted days it had not seen clearly better (10 % less error; at most 6).
            An empty load cell counts as that column's usual value. Writes the model
            file atomically with its honest verdict: each morning predicted by this whole
            procedure run on the days before it alone, against your average, yesterday's label
            and your recent level. --anchor none --select all is the classic ridge regression
            on every feature and the 9 missingness flags. Only mornings with a night measurement
            are trained on: at least 14 labelled ones (29 before anything can be admitted).
            Labels outside the scale and labels on other dates are skipped and counted; more than
            20 % outside the scale is an error that says the scale they are on. A PMSys
            wellness.csv gives each item its own scale (readiness 0:10, the others 1:5, all
            higher-is-better) unless --scale/--direction say otherwise.
            """,
        options: [.history, .zone, .sex, .sessions, .labels, .anchor, .select] + CommandOption.fit
            + CommandOption.featureSettings + [
                .out.saying("the model file to write")
            ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let out = try args.required(.out)
        try AtomicFile.checkTarget(out, inputs: try args.history().inputs + [args[.labels]])
        let request = FitRequest(
            history: try args.history(), labels: try args.requiredLabels(), plan: try FitOptions.plan(args),
            settings: try args.featureSettings())
        let result = try Train.run(request, toolVersion: FlowCommand.version, observer: console.observer)
        let piped = try AtomicFile.write(result.model.json.text() + "\n", to: out, console: console)
        let path = piped ? "standard output" : out
        let summary: String
        switch result {
        case .classic(let r): summary = TrainingText.summary(r, path: path)
        case .anchored(let r): summary = TrainingText.summary(r, path: path)
        }
        (piped ? console.err : console.out)(summary)
    }
}
