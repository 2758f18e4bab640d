import FlowRecords

extension FeatureTable {
    /// How many rows observed each of the flagged measurements (`flag` not set), in flag order.
    /// - Complexity: O(rows).
    public func daysObserving(_ flag: MissingFlag) -> Int { rows.filter { !$0[flag] }.count }

    /// How many rows have nothing at all.
    public var noDataDays: Int { rows.filter(\.isNoData).count }

    /// How many rows carry an RMSSD value of their own.
    public var rmssdDays: Int { rows.filter { $0.hrvRMSSD != nil }.count }
}
