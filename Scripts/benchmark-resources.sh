#!/usr/bin/env bash
# Release-mode resource bounds of the readers on hostile and large inputs: wall time and peak
# memory of `flow features` on each. Writes its inputs to a scratch folder (about 4.5 GB with
# the default 2000-day export; give a smaller day count as $1 to try it quickly).
# Usage: bash Scripts/benchmark-resources.sh [export-days]
set -euo pipefail
days=${1:-2000}
source "$(dirname "$0")/release-flow.sh" python3
cd "$work"
measure() {  # label, then the command
  local label=$1; shift
  /usr/bin/time -f "%e %M %x" -o time.txt "$@" >/dev/null 2>err.txt || true
  read -r s kb code <<< "$(tail -1 time.txt)"
  printf "%-58s %7.2f s %6.0f MB  exit %s\n" "$label" "$s" "$((kb / 1024))" "$code"
}
"$flow" simulate --days "$days" --seed 7 --format apple-health --out export >/dev/null
xml_mb=$(( $(stat -c %s export/export.xml) / 1000000 ))
measure "Apple Health export.xml of $xml_mb MB" "$flow" features --history export/export.xml --out t.csv
measure "the same as export.zip ($(( $(stat -c %s export/export.zip) / 1000000 )) MB)" "$flow" features --history export/export.zip --out t.csv
rm -rf export
python3 - <<'PY'
import datetime, os
t0 = datetime.datetime(2026, 1, 1)
os.makedirs("fitbit", exist_ok=True)
with open("fitbit/heart_rate.json", "w") as f:
    f.write("[")
    for k in range(2_000_000):
        t = (t0 + datetime.timedelta(seconds=5 * k)).strftime("%Y-%m-%d %H:%M:%S")
        f.write(("," if k else "") + '{"dateTime": "%s", "value": {"bpm": %d, "confidence": 2}}' % (t, 60 + k % 40))
    f.write("]")
secs = ["%02d:%02d:%02d" % (s // 3600, s // 60 % 60, s % 60) for s in range(86400)]
with open("hr-second.csv", "w", buffering=1 << 24) as f:   # a year: 31.5 million lines, 2 GB
    f.write("kind,start,end,value,source\n")
    for d in range(365):
        day = (t0 + datetime.timedelta(days=d)).strftime("%Y-%m-%d")
        f.write("".join("heart_rate,%sT%sZ,%sT%sZ,%d,Watch\n" % (day, s, day, s, 60 + (d * 86400 + k) % 40)
                        for k, s in enumerate(secs)))
with open("instant.csv", "w") as f:
    f.write("kind,start,end,value,source\n")
    for k in range(200_000):
        f.write("heart_rate,2026-03-01T10:00:00Z,2026-03-01T10:00:00Z,%d,S%d\n" % (60 + k % 100, k))
with open("years.csv", "w") as f:
    f.write("kind,start,end,value,source\nsteps,0001-01-01T00:00:00Z,0001-01-01T00:10:00Z,5,P\n"
            "steps,9999-12-31T00:00:00Z,9999-12-31T00:10:00Z,5,P\nsteps,2026-03-01T10:00:00Z,2026-03-01T10:10:00Z,5,P\n")
with open("attribute.xml", "wb") as f:
    f.write(b'<?xml version="1.0"?>\n<HealthData>\n<Record type="')
    for _ in range(300):
        f.write(b"a" * (1 << 20))
    f.write(b'"/></HealthData>\n')
PY
measure "Fitbit heart_rate.json, 2 million entries" "$flow" features --history fitbit
measure "records CSV, heart rate every second for a year (2 GB)" "$flow" features --history hr-second.csv
measure "records CSV, 200,000 records at one instant" "$flow" features --history instant.csv
measure "records CSV with records in the years 0001 and 9999" "$flow" features --history years.csv
measure "XML with a 300 MB attribute (refused past 64 MiB)" "$flow" features --history attribute.xml
