#!/usr/bin/env python3
"""Writes a realistic simulated Google Takeout of a Fitbit user, as Google lays it out
(../shared/formats/google-takeout-newer.md and the older Global Export Data layout): DAYS days of
heart rate every 5 seconds while worn (one JSON file a day, as Takeout splits it), steps every
minute (one file a month), a sleep log a night with stages, resting heart rate, the profile,
and the newer layout's daily and per-day CSV files beside them (Physical Activity_GoogleData,
Health Fitness Data_GoogleData), plus folders flow does not read. The older layout's JSON is
pretty-printed as Fitbit writes it (`"bpm" : 76` on lines of their own, entries joined by `},{`).
Deterministic for a seed.
Usage: make-takeout.py OUT_FOLDER [DAYS] [SEED]"""
import json, os, random, sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

out = sys.argv[1]
days = int(sys.argv[2]) if len(sys.argv) > 2 else 365
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
root = os.path.join(out, "Takeout", "Fitbit")
older = os.path.join(root, "Global Export Data")
activity = os.path.join(root, "Physical Activity_GoogleData")
health = os.path.join(root, "Health Fitness Data_GoogleData")
for d in [older, activity, health, os.path.join(root, "Your Profile"), os.path.join(root, "Stress Score"),
          os.path.join(root, "Daily Readiness")]:
    os.makedirs(d, exist_ok=True)
with open(os.path.join(root, "Your Profile", "Profile.csv"), "w") as f:
    f.write("id,full_name,first_name,last_name,display_name_setting,display_name,username,email_address,date_of_birth,"
            "child,country,state,city,timezone,locale,member_since,about_me,start_of_week,sleep_tracking,"
            "time_display_format,gender,height,weight,stride_length_walking,stride_length_running,weight_unit,"
            "distance_unit,height_unit,water_unit,glucose_unit,swim_unit\n"
            "ABC123,Pat Doe,Pat,Doe,name,Pat,,,1985-04-02,false,US,,,America/Los_Angeles,en_US,2019-01-01,,"
            "SUNDAY,Normal,12hour,FEMALE,170.0,65.0,70.0,110.0,METRIC,METRIC,METRIC,METRIC,METRIC,METRIC\n")
first = date(2025, 1, 1)
zone = ZoneInfo("America/Los_Angeles")  # the profile's: sleep on its wall clock, heart rate and steps in UTC


def utc(local):
    """A wall-clock time in Los Angeles as the naive UTC time Takeout writes."""
    return local.replace(tzinfo=zone).astimezone(timezone.utc).replace(tzinfo=None)
sleeps, rhr, nights = [], [], []
steps_by_month = {}
for k in range(days):
    day = first + timedelta(days=k)
    bed = datetime(day.year, day.month, day.day, 22, 30) + timedelta(minutes=rng.randint(-40, 60))
    length = timedelta(minutes=rng.randint(380, 500))
    wake = bed + length
    # Stages in 30-minute blocks (Fitbit's levels.data).
    data, t = [], bed
    while t < wake:
        seconds = min(1800, int((wake - t).total_seconds()))
        data.append({"dateTime": t.strftime("%Y-%m-%dT%H:%M:%S.000"),
                     "level": rng.choice(["light", "light", "deep", "rem", "wake"]), "seconds": seconds})
        t += timedelta(seconds=seconds)
    sleeps.append({"logId": 30000000000 + k, "dateOfSleep": wake.strftime("%Y-%m-%d"),
                   "startTime": bed.strftime("%Y-%m-%dT%H:%M:%S.000"), "endTime": wake.strftime("%Y-%m-%dT%H:%M:%S.000"),
                   "duration": int(length.total_seconds() * 1000), "minutesToFallAsleep": 0,
                   "minutesAsleep": int(length.total_seconds() / 60) - 30, "minutesAwake": 30,
                   "minutesAfterWakeup": 0, "timeInBed": int(length.total_seconds() / 60), "efficiency": 93,
                   "type": "stages", "infoCode": 0, "logType": "auto_detected",
                   "levels": {"summary": {}, "data": data, "shortData": []}, "mainSleep": True})
    rest = 55 + rng.gauss(0, 2.5)
    rhr.append({"dateTime": day.strftime("%m/%d/%y 00:00:00"),
                "value": {"date": day.strftime("%m/%d/%y"), "value": round(rest, 2), "error": 6.8}})
    # Heart rate every 5 seconds (UTC in Takeout's dated files), 22 of 24 hours worn, down near
    # the resting rate through the night's sleep (as a watch sees it), up by day.
    samples = []
    start = utc(datetime(day.year, day.month, day.day))
    nights.append((utc(bed), utc(wake)))
    for s in range(0, 22 * 3600, 5):
        t = start + timedelta(seconds=s)
        sleeping = any(a <= t < b for a, b in nights[-2:])
        bpm = int(rest + (2 if sleeping else 15) + 10 * rng.random())
        samples.append('{\n  "dateTime" : "%s",\n  "value" : {\n    "bpm" : %d,\n    "confidence" : %d\n  }\n}'
                       % ((start + timedelta(seconds=s)).strftime("%m/%d/%y %H:%M:%S"), bpm, rng.randint(1, 3)))
    with open(os.path.join(older, "heart_rate-%s.json" % day.isoformat()), "w") as f:
        f.write("[" + ",".join(samples) + "]")
    # Steps each minute while awake.
    month = steps_by_month.setdefault(day.strftime("%Y-%m-01"), [])
    for m in range(7 * 60, 22 * 60):
        n = rng.choice([0, 0, 0, 12, 40, 95, 110])
        if n:
            month.append('{\n  "dateTime" : "%s",\n  "value" : "%d"\n}'
                         % ((start + timedelta(minutes=m)).strftime("%m/%d/%y %H:%M:%S"), n))
    # The newer layout's per-day heart rate beside it (read only for kinds the older lacks).
    with open(os.path.join(activity, "heart_rate_%s.csv" % day.isoformat()), "w") as f:
        f.write("timestamp,beats per minute,data source\n")
        for s in range(0, 22 * 3600, 15):
            f.write("%sZ,%d,Charge 6\n" % ((start + timedelta(seconds=s)).strftime("%Y-%m-%dT%H:%M:%S"),
                                          int(rest + 15 + 10 * rng.random())))
for month, entries in steps_by_month.items():
    with open(os.path.join(older, "steps-%s.json" % month), "w") as f:
        f.write("[" + ",".join(entries) + "]")
for k in range(0, len(sleeps), 30):
    with open(os.path.join(older, "sleep-%s.json" % (first + timedelta(days=k)).isoformat()), "w") as f:
        json.dump(sleeps[k:k + 30], f, indent=2, separators=(",", " : "))
with open(os.path.join(older, "resting_heart_rate-%s.json" % first.isoformat()), "w") as f:
    json.dump(rhr, f, indent=2, separators=(",", " : "))
with open(os.path.join(activity, "daily_resting_heart_rate.csv"), "w") as f:
    f.write("timestamp,beats per minute,data source\n")
    for k, r in enumerate(rhr):
        f.write("%sT00:00:00Z,%.3f,Charge 6\n" % ((first + timedelta(days=k)).isoformat(), r["value"]["value"]))
with open(os.path.join(root, "Stress Score", "Stress Score.csv"), "w") as f:
    f.write("DATE,UPDATED_AT,STRESS_SCORE\n"
            + "".join("%s,%s,80\n" % (((first + timedelta(days=k)).isoformat(),) * 2) for k in range(days)))
with open(os.path.join(root, "Daily Readiness", "Daily Readiness User Properties.csv"), "w") as f:
    f.write("property,value\nbaseline,1\n")
