import Foundation

/// Oura's Trends CSV written by hand from `../shared/formats/oura.md`: the exact 54-column
/// header (its typo, trailing space and degree sign), CRLF line ends, `None`, and a day without
/// a night appended out of order. Every row is invented.
public enum OuraFixture {
    public static let trendsHeader =
        "date,Sleep Score,Total Sleep Score,REM Sleep Score,Deep Sleep Score,Sleep Efficiency Score,Restfulness Score,"
        + "Sleep Latency Score,Sleep Timin Score,Total Sleep Duration,Total Bedtime ,Awake Time,REM Sleep Duration,"
        + "Light Sleep Duration,Deep Sleep Duration,Restless Sleep,Sleep Efficiency,Sleep Latency,Sleep Timing,"
        + "Bedtime Start,Bedtime End,Average Resting Heart Rate,Lowest Resting Heart Rate,Average HRV,"
        + "Temperature Deviation (°C),Temperature Trend Deviation,Respiratory Rate,Activity Score,Stay Active Score,"
        + "Move Every Hour Score,Meet Daily Targets Score,Training Frequency Score,Training Volume Score,Activity Burn,"
        + "Total Burn,Steps,Equivalent Walking Distance,Inactive Time,Rest Time,Low Activity Time,"
        + "Medium Activity Time,High Activity Time,Non-wear Time,Average MET,Long Periods of Inactivity,"
        + "Readiness Score,Previous Night Score,Sleep Balance Score,Previous Day Activity Score,"
        + "Activity Balance Score,Temperature Score,Resting Heart Rate Score,HRV Balance Score,Recovery Index Score"

    /// Three days: the sheet's example night (03-05), a night with `None` scores (03-06), and
    /// 03-04 with activity only, appended last.
    public static let trends =
        [
            trendsHeader,
            "2021-03-05,82,84,90,77,88,70,86,95,27480,30210,2730,6300,17040,4140,21,91,600,15120,"
                + "2021-03-04T23:02:10+01:00,2021-03-05T07:25:40+01:00,56.41,51.0,44,-0.12,0.05,14.875,88,81,95,60,100,96,"
                + "412,2468,8123,6710,23040,30120,20160,6120,780,6180,1.53125,1,79,85,72,91,88,97,76,80,84",
            "2021-03-06,None,80,80,80,80,80,80,80,24000,27000,3000,5000,15000,4000,20,89,600,13500,"
                + "2021-03-05T23:30:00+01:00,2021-03-06T07:00:00+01:00,55,50.5,40,0.31,None,15.0,None,,,,,,,,0,,,,,,,,,,"
                + "None,None,None,None,None,None,None,None,None",
            "2021-03-04,,,,,,,,,,,,,,,,,,,,,,,,,,,70,70,70,70,70,70,300,2300,5000,4000,30000,30000,20000,6000,400,0,"
                + "1.4,2,,,,,,,,,",
        ].joined(separator: "\r\n") + "\r\n"
}
