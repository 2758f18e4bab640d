/// The UTC offsets a night of a Google Takeout may have been lived on: every whole hour from
/// −12:00 to +14:00, then the half and quarter hours the tz database's zones used in
/// 2020-2026. Their order is the order ties are broken in (whole hours first).
enum CandidateOffsets {
    /// The 40 offsets in seconds east of UTC, whole hours first, then half hours, then quarter hours.
    static let all: [Int32] =
        (-12...14).map { Int32($0 * 3600) }
        + [-9.5, -3.5, -2.5, 3.5, 4.5, 5.5, 6.5, 9.5, 10.5].map { Int32($0 * 3600) }
        + [5.75, 8.75, 12.75, 13.75].map { Int32($0 * 3600) }

    /// 0 for a whole hour, 1 for a half hour, 2 for a quarter hour: whole hours win ties.
    static func rank(_ offset: Int32) -> Int {
        offset % 3600 == 0 ? 0 : offset % 1800 == 0 ? 1 : 2
    }

    /// An offset as people write it: `UTC+5:30`, `UTC−5`, `UTC+0`.
    static func name(_ offset: Int32) -> String {
        let sign = offset < 0 ? "\u{2212}" : "+"
        let m = Int(offset.magnitude) / 60
        return "UTC" + sign + "\(m / 60)" + (m % 60 == 0 ? "" : ":" + (m % 60 < 10 ? "0" : "") + "\(m % 60)")
    }
}
