/// The sex an export states for its person: it picks Banister's TRIMP weighting (SPEC 17).
public enum BiologicalSex: String, Sendable, CaseIterable {
    /// Women's coefficients: 0.86 · e^(1.67·x).
    case female
    /// Men's coefficients: 0.64 · e^(1.92·x), also used when nothing says otherwise.
    case male
}
