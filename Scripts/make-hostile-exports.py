#!/usr/bin/env python3
"""Writes the vendor-export cases of Tests/BadInput that issue 42 added: numbers a reader once
turned into integers without a check, values once dropped silently, rejections that must name
their file, zip archives that lie, and folders whose files an --out must never replace. Each
file is built from the layouts in ../shared/formats; run from the package root."""
import os, shutil, struct, zipfile, zlib

root = "Tests/BadInput"


def zipped(name, files):
    with zipfile.ZipFile(os.path.join(root, name), "w", zipfile.ZIP_DEFLATED) as z:
        for member, text in files.items():
            info = zipfile.ZipInfo(member, date_time=(2026, 12, 4, 12, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)


def folder(name, files):
    path = os.path.join(root, name)
    shutil.rmtree(path, ignore_errors=True)
    for member, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(path, member)), exist_ok=True)
        with open(os.path.join(path, member), "w", newline="") as f:
            f.write(text)


# Garmin: a daily summary the reader can use beside the hostile one.
uds = "DI_CONNECT/DI-Connect-Aggregator/UDSFile_2024-06-01_2024-09-09.json"
sleep = "DI_CONNECT/DI-Connect-Wellness/2024-06-01_2024-09-09_1_sleepData.json"
# A whole day runs from local midnight to the next (wellnessEndTimeLocal): a summary that ends
# before then is the day the export was made, not a day (issue 69).
good_day = ('{"calendarDate":"2024-06-23","wellnessStartTimeGmt":"2024-06-22T22:00:00.0",'
            '"wellnessStartTimeLocal":"2024-06-23T00:00:00.0","wellnessEndTimeGmt":"2024-06-23T22:00:00.0",'
            '"wellnessEndTimeLocal":"2024-06-24T00:00:00.0","currentDayRestingHeartRate":52,"totalSteps":8100}')
good_night = ('{"sleepStartTimestampGMT":"2024-06-22T21:47:00.0","sleepEndTimestampGMT":"2024-06-23T05:31:00.0",'
              '"calendarDate":"2024-06-23","deepSleepSeconds":4980,"lightSleepSeconds":15240,'
              '"remSleepSeconds":6300,"awakeSleepSeconds":1320}')
zipped("garmin-calendar-date-1e300.zip", {
    uds: "[" + good_day + ',{"calendarDate":1e300,"currentDayRestingHeartRate":50,"totalSteps":7000}]'})
zipped("garmin-sleep-time-1e300.zip", {
    uds: "[" + good_day + "]",
    sleep: '[{"sleepStartTimestampGMT":1e300,"sleepEndTimestampGMT":1e300,"deepSleepSeconds":4980}]'})
zipped("garmin-bad-times.zip", {
    uds: "[" + good_day + "]", sleep: "[" + good_night.replace('"2024-06-22T21:47:00.0"', '"yesterday"') + "]"})
zipped("garmin-end-before-start.zip", {
    uds: "[" + good_day + "]", sleep: "[" + good_night.replace('"2024-06-23T05:31:00.0"', '"2024-06-22T05:31:00.0"') + "]"})
zipped("garmin-old-dates.zip", {
    "DI_CONNECT/DI-Connect-User/UDSFile_2024-06-01_2024-09-09.json":
        '[{"calendarDate":{"date":"Jun 23, 2024 12:00:00 AM"},"wellnessStartTimeGmt":{"date":"Jun 22, 2024 10:00:00 PM"},'
        '"wellnessStartTimeLocal":{"date":"Jun 23, 2024 12:00:00 AM"},"wellnessEndTimeLocal":{"date":"Jun 24, 2024 12:00:00 AM"},'
        '"currentDayRestingHeartRate":52}]'})
zipped("garmin-values-as-text.zip", {
    uds: "[" + good_day + ',{"calendarDate":"2024-06-24","currentDayRestingHeartRate":"fifty","totalSteps":9000}]',
    sleep: "[" + good_night + "," + good_night + "]"})

# Samsung: step_daily_trend with day_time of nan, inf and 1e300 beside a good row, and the day the
# export was made (its steps so far: a day not over when exported, issue 69) after them.
steps_header = "binning_data,update_time,create_time,source_pkg_name,source_type,count,speed,distance,calorie,deviceuuid,pkg_name,datauuid,day_time"
def steps_row(day_time):
    return f",2025-01-06 00:00:00.000,2025-01-06 00:00:00.000,x,-2,8000,1.2,6000,300,d,p,u,{day_time},"
for label, value in [("nan", "nan"), ("inf", "inf"), ("1e300", "1e300")]:
    zipped(f"samsung-day-time-{label}.zip", {
        "samsunghealth_x/com.samsung.shealth.step_daily_trend.20250110120000.csv":
            "com.samsung.shealth.step_daily_trend,6305012,3\n" + steps_header + "\n"
            + steps_row("1736035200000") + "\n" + steps_row(value) + "\n" + steps_row("1736121600000") + "\n"})

zipped("samsung-steps-negative.zip", {
    "samsunghealth_x/com.samsung.shealth.step_daily_trend.20250110120000.csv":
        "com.samsung.shealth.step_daily_trend,6305012,3\n" + steps_header + "\n"
        + steps_row("1736035200000") + "\n" + steps_row("1736121600000").replace(",-2,8000,", ",-2,-8000,") + "\n"
        + steps_row("1736208000000") + "\n"})

# Google's newer layout: an offset of the smallest Int, and resting HR of inf and 1e999.
profile = {"Takeout/Fitbit/Your Profile/Profile.csv": "id,full_name,timezone\nABC,Pat Doe,America/Los_Angeles\n"}
sleeps_header = ("sleep_id,sleep_type,minutes_in_sleep_period,minutes_after_wake_up,minutes_to_fall_asleep,"
                 "minutes_asleep,minutes_awake,minutes_longest_awakening,minutes_to_persistent_sleep,start_utc_offset,"
                 "sleep_start,end_utc_offset,sleep_end,data_source,sleep_created,sleep_last_updated")
folder("google-offset-int-min", {**profile,
    "Takeout/Fitbit/Health Fitness Data_GoogleData/UserSleeps_2025.csv": sleeps_header + "\n"
        "1,CLASSIC,480,0,0,480,0,0,0,-9223372036854775808,2025-08-13 23:00:00+0000,"
        "-9223372036854775808,2025-08-14 07:00:00+0000,DERIVED,,\n"})
folder("google-resting-hr-infinite", {**profile,
    "Takeout/Fitbit/Physical Activity_GoogleData/daily_resting_heart_rate.csv":
        "timestamp,beats per minute,data source\n2025-08-12T00:00:00Z,55.000,Pixel Watch\n"
        "2025-08-13T00:00:00Z,inf,Pixel Watch\n2025-08-14T00:00:00Z,1e999,Pixel Watch\n"
        "2025-08-15T00:00:00Z,NaN,Pixel Watch\n"})

# WHOOP: two cycles whose sleeps wake on one day, both answering the journal; a bad sleeps row
# whose rejection must name sleeps.csv.
cycles_header = ("Cycle start time,Cycle end time,Cycle timezone,Recovery score %,Resting heart rate (bpm),"
                 "Heart rate variability (ms),Skin temp (celsius),Blood oxygen %,Day Strain,Energy burned (cal),"
                 "Max HR (bpm),Average HR (bpm),Sleep onset,Wake onset,Sleep performance %,Respiratory rate (rpm),"
                 "Asleep duration (min),In bed duration (min),Light sleep duration (min),Deep (SWS) duration (min),"
                 "REM duration (min),Awake duration (min),Sleep need (min),Sleep debt (min),Sleep efficiency %,"
                 "Sleep consistency %")
def cycle(start, end, onset, wake):
    return (f"{start},{end},UTC-04:00,44,58,41,33.02,95.87,12.8,2410,171,72,{onset},{wake},79,15.6,402,469,214,88,"
            "100,67,492,51,86,81")
journal_header = "Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes"
sleeps_header_w = ("Cycle start time,Cycle end time,Cycle timezone,Sleep onset,Wake onset,Sleep performance %,"
                   "Respiratory rate (rpm),Asleep duration (min),In bed duration (min),Light sleep duration (min),"
                   "Deep (SWS) duration (min),REM duration (min),Awake duration (min),Sleep need (min),"
                   "Sleep debt (min),Sleep efficiency %,Sleep consistency %,Nap")
whoop = {
    "physiological_cycles.csv": cycles_header + "\n"
        + cycle("2024-05-02 03:10:00", "2024-05-02 09:00:00", "2024-05-02 03:10:00", "2024-05-02 06:00:00") + "\n"
        + cycle("2024-05-01 22:51:00", "2024-05-02 03:10:00", "2024-05-01 22:51:00", "2024-05-02 01:40:00") + "\n",
    "journal_entries.csv": journal_header + "\n"
        "2024-05-02 03:10:00,2024-05-02 09:00:00,UTC-04:00,Have any alcoholic drinks?,false,\n"
        "2024-05-01 22:51:00,2024-05-02 03:10:00,UTC-04:00,Have any alcoholic drinks?,true,\n",
    "sleeps.csv": sleeps_header_w + "\n"
        "2024-05-02 03:10:00,2024-05-02 09:00:00,UTC-04:00,2024-05-02 03:10:00,2024-05-02 06:00:00,79,15.6,150,170,"
        "80,30,40,20,492,51,86,81,false\n"
        "2024-05-01 22:51:00,2024-05-02 03:10:00,UTC-04:00,2024-05-01 22:51:00,2024-05-02 01:40:00,79,15.6,many,169,"
        "80,30,40,20,492,51,86,81,false\n",
}
zipped("whoop-two-cycles-one-evening.zip", whoop)
folder("whoop-export-folder", whoop)

# Fitbit's older layout, a folder whose file an --out must not replace.
folder("fitbit-folder-output", {
    "resting_heart_rate.json":
        '[{"dateTime":"2025-08-13 00:00:00","value":{"date":"08/13/25","value":55.2,"error":6.8}}]\n'})

# Zip archives that lie: a member inflating past its declared size, two entries on one member.
def lying_zip(name, members):
    """members: (name, compressed bytes, declared size, crc, local header index or None)."""
    out, central, offsets = b"", b"", []
    for member, data, size, crc, shared in members:
        if shared is not None:
            offsets.append(offsets[shared]); continue
        offsets.append(len(out))
        n = member.encode()
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0, crc, len(data), size, len(n), 0) + n + data
    for (member, data, size, crc, _), at in zip(members, offsets):
        n = member.encode()
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0, crc, len(data), size,
                               len(n), 0, 0, 0, 0, 0, at) + n
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(members), len(members), len(central), len(out), 0)
    with open(os.path.join(root, name), "wb") as f:
        f.write(out + central + end)

def deflate(b):
    c = zlib.compressobj(6, zlib.DEFLATED, -15)
    return c.compress(b) + c.flush()

cycles_text = (cycles_header + "\n" + cycle("2024-05-01 22:51:00", "2024-05-02 23:10:00", "2024-05-01 22:51:00",
                                           "2024-05-02 06:40:00") + "\n") * 200
lying_zip("zip-member-inflates-past-size.zip",
          [("physiological_cycles.csv", deflate(cycles_text.encode()), 2048, zlib.crc32(cycles_text.encode()), None)])
small = "a,b\n1,2\n".encode()
lying_zip("zip-overlapping-entries.zip",
          [("sleepmodel.csv", deflate(small), len(small), zlib.crc32(small), None)]
          + [(f"App Data/sleepmodel-{k}.csv", deflate(small), len(small), zlib.crc32(small), 0) for k in range(1, 300)])


# Health Auto Export (issue 50): the hostile files of formats/health-auto-export.md's layout.
def hae(metrics):
    return '{"data": {"metrics": [' + ", ".join(metrics) + "]}}\n"


def written(name, text):
    with open(os.path.join(root, name), "w", newline="") as f:
        f.write(text)


rhr = '{"name": "resting_heart_rate", "units": "count/min", "data": [%s]}'
good_rhr = '{"date": "2026-07-12 00:00:00 +0200", "qty": 48, "source": "Apple Watch"}'
night = ('{"date": "2026-07-12 06:41:00 +0200", "sleepStart": "2026-07-11 23:02:00 +0200", '
         '"sleepEnd": "%s", "inBed": 7.9, "asleep": 0, "core": 4.1, "deep": 1.1, "rem": 1.45, '
         '"awake": 0.55, "source": "Apple Watch"}')
written("hae-truncated.json", hae([rhr % good_rhr])[:60])
written("hae-string-qty.json", hae([rhr % (good_rhr + ', {"date": "2026-07-13 00:00:00 +0200", "qty": "48"}')]))
written("hae-no-offset.json", hae([rhr % (good_rhr + ', {"date": "2026-07-13 00:00:00", "qty": 50}')]))
written("hae-night-backwards.json", hae([
    rhr % good_rhr, '{"name": "sleep_analysis", "units": "hr", "data": [%s]}' % (night % "2026-07-11 06:41:00 +0200")]))
written("hae-empty-data.json", '{"data": {}}\n')
folder("hae-folder-named-like-file", {
    "HealthAutoExport-2026-07-12.json": hae([rhr % good_rhr]),
    "heart_rate.json/HealthAutoExport-2026-07-13.txt": "a file inside a folder named like a file\n"})
# A folder whose only entry is a symbolic link to a WHOOP export's folder beside it.
linked = os.path.join(root, "linked-folder")
shutil.rmtree(linked, ignore_errors=True)
os.makedirs(linked)
os.symlink("../whoop-export-folder", os.path.join(linked, "whoop"))
