extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, as a CSV cell or a typed list's
    /// word is read.
    public var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
