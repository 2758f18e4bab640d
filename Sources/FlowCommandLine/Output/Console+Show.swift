import FlowRecords

extension Console {
    /// A command's result, written once for every command: as JSON data when `--json` was
    /// given (the bytes never change with the terminal), else as text for people, fitted to
    /// this console's width (the terminal's, else 100 columns) with hanging indents, as every
    /// command's text is; a line that fits is written as it is.
    func show(_ args: Arguments, json: () -> JSONValue, text: () -> String) {
        if args.has(.json) {
            data(json().text() + "\n")
        } else {
            out(fitted(text(), width: width))
        }
    }

    /// A result whose text is prose for people (today, tonight, insights, vitals, scores).
    func show(_ args: Arguments, json: () -> JSONValue, prose: () -> String) {
        show(args, json: json, text: prose)
    }
}
