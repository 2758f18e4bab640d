import FlowDatabase
import FlowRecords

/// A cell of a Health Connect table read by the sheet's rules (`formats/health-connect.md`
/// §4, §7): a number, or why the row it is in is rejected. A NULL, text that is no number,
/// or Android's "unset" (a float below 1e-300, such as `Double.MIN_VALUE`) is never a value.
enum HealthConnectCell {
    /// The most a zone offset may be, in seconds (18 hours either way).
    static let largestOffset: Int64 = 18 * 3600

    /// Cell `i` as a number.
    static func number(_ row: SQLStatement, _ i: Int32) -> Result<Double, RejectionReason> {
        if row.isNull(i) { return .failure(.nullValue) }
        let value: Double
        if row.isText(i) {
            switch DecimalParser.parse(row.bytes(i)[...]) {
            case .finite(let v): value = v
            case .nonFinite: return .failure(.nonFinite)
            case .nonNumeric: return .failure(.nonNumeric)
            }
        } else if row.isInteger(i) {
            value = Double(row.integer(i))
        } else {
            value = row.double(i)
        }
        guard value.isFinite else { return .failure(.nonFinite) }
        if value != 0, value.magnitude < 1e-300 { return .failure(.unsetValue) }
        return .success(value)
    }

    /// Cell `i` as epoch milliseconds (a whole number, or text holding one).
    static func millis(_ row: SQLStatement, _ i: Int32) -> Result<Int64, RejectionReason> {
        if row.isInteger(i) { return .success(row.integer(i)) }
        return number(row, i).flatMap { v in
            v == v.rounded(.towardZero) && v.magnitude < 9e15 ? .success(Int64(v)) : .failure(.unparseableTime)
        }
    }

    /// Cell `i` as a zone offset in seconds, at most 18 hours either way.
    static func offset(_ row: SQLStatement, _ i: Int32) -> Result<Int32, RejectionReason> {
        millis(row, i).flatMap { s in
            s.magnitude <= largestOffset ? .success(Int32(s)) : .failure(.offsetOutOfRange)
        }
    }

    /// The time at epoch milliseconds `ms` on the clock `offset` seconds east of UTC.
    static func timestamp(_ ms: Int64, _ offset: Int32) -> Timestamp {
        Timestamp(instant: Double(ms) / 1000, offsetSeconds: offset)
    }

    /// The time in cells `ms` and `offset` of the current row.
    static func time(_ row: SQLStatement, _ ms: Int32, _ offset: Int32) -> Result<Timestamp, RejectionReason> {
        millis(row, ms).flatMap { t in HealthConnectCell.offset(row, offset).map { timestamp(t, $0) } }
    }
}
