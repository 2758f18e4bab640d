/// The numbers of SPEC sections 3 and 4 that the feature code uses, named after what they
/// mean there, so each appears once.
public enum FeatureRules {
    /// A gap in the night's asleep time counts as a wake-up from this long (feature 6).
    public static let wakeGapSeconds: Double = 3 * 60
    /// An hour is active from this many steps (feature 12), compared with `activeHourSlack`.
    public static let activeHourSteps: Double = 250
    /// The slack of that comparison, so 249.9999995 steps from a split sample still count.
    public static let activeHourSlack: Double = 1e-6
    /// Heart-rate samples needed in Main(D)'s asleep time for the sleeping heart rate (feature 18).
    public static let sleepingHRSamples = 5
    /// Heart-rate samples needed on D-1 for the strain load (feature 19).
    public static let strainSamples = 12
    /// Samples of D-1 outside the main sleeps needed for its daytime heart rate and HRV (SPEC 14).
    public static let daytimeHRSamples = 12, daytimeHRVSamples = 1
    /// Nights of D-6…D looked at for the sleep regularity, and the fewest main sleeps it needs (feature 8).
    public static let regularityNights = 7, regularityMinimum = 3
    /// Nights of D-2…D summed into the sleep debt, and the most one night adds (feature 9).
    public static let debtNights = 3, debtCapHours: Double = 2
    /// The references used when there are too few observed cells (features 15 and 17).
    public static let fixedRestingHR: Double = 60, fixedHRV: Double = 45
    /// A sleep record "nearby" row D overlaps [D-1 00:00, D 12:00): hours after D 00:00 it ends.
    public static let sleepNearbyEndHour: Double = 12
}
