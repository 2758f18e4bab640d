/// Records shared by the library tests.

/// Three records of one night and morning from a watch, resting HR from a ring.
let oneNight = [
    "sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch",
    "heart_rate,2026-03-02T03:00:00+01:00,2026-03-02T03:00:00+01:00,52,Watch",
    "resting_hr,2026-03-02T00:00:00+01:00,2026-03-02T00:00:00+01:00,50,Ring",
]
