/// `s` right-aligned in `width` characters (never cut).
func padLeft(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
