import FlowRecords

extension Console {
    /// A command's result, written once for every command: as JSON data when `--json` was
    /// given (the bytes never change with the terminal), else as text for people.
    func show(_ args: Arguments, json: () -> JSONValue, text: () -> String) {
        if args.has(.json) {
            data(json().text() + "\n")
        } else {
            out(text())
        }
    }

    /// A result whose text is prose for people (today, tonight, insights, vitals, scores): as
    /// `show`, the text fitted to this console's width with hanging indents.
    func show(_ args: Arguments, json: () -> JSONValue, prose: () -> String) {
        show(args, json: json, text: { fitted(prose(), width: width) })
    }
}
