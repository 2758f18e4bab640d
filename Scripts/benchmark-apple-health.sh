#!/usr/bin/env bash
# Release-mode benchmark of the Apple Health import against yardsticks, in one run: simulates
# one year as export.xml and export.zip (the simulator writes exports the way phones do: about
# 950,000 records of 22 types, of which flow reads about a sixth, `MetadataEntry` children,
# beat-to-beat lists, `device` attributes, workouts with events), then times each to the
# millisecond, best of 5 (of 3 for the slow Python loops and unzip):
#   flow features on export.xml and on export.zip (end to end, features included; the binary
#   Scripts/install.sh installs);
#   grep -c over export.xml (how fast the machine can merely look at every byte);
#   unzip -p of export.zip (zlib's inflate, the other yardstick);
#   Python loops extracting the same types into lists: lxml's iterparse (Debian's python3-lxml;
#   skipped when no Python here has lxml) and xml.etree's;
# and prints the ratios the targets are written in.
# Usage: bash Scripts/benchmark-apple-health.sh [days]
set -euo pipefail
days=${1:-365}
source "$(dirname "$0")/release-flow.sh" python3 grep unzip
$flow simulate --days "$days" --seed 7 --format apple-health --out "$work" >/dev/null
xml_mb=$(awk -v b="$(stat -c %s "$work/export.xml")" 'BEGIN { print b / 1e6 }')
zip_mb=$(awk -v b="$(stat -c %s "$work/export.zip")" 'BEGIN { print b / 1e6 }')
records=$(grep -c "<Record " "$work/export.xml" || true)


read -r xml_s xml_kb <<< "$(best 5 $flow features --history "$work/export.xml" --out "$work/t.csv")"
read -r zip_s zip_kb <<< "$(best 5 $flow features --history "$work/export.zip" --out "$work/t.csv")"
# Into a file: GNU grep stops at the first match when its output is /dev/null.
read -r grep_s _ <<< "$(best 5 sh -c "grep -c '<Record ' '$work/export.xml' > '$work/count'")"
read -r unzip_s _ <<< "$(best 3 sh -c "unzip -p '$work/export.zip' > /dev/null")"
cat > "$work/loop.py" <<'PY'
import sys
kind, path = sys.argv[1], sys.argv[2]
if kind == "lxml":
    from lxml import etree as ET
else:
    import xml.etree.ElementTree as ET
wanted = {"HKCategoryTypeIdentifierSleepAnalysis", "HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierHeartRate",
          "HKQuantityTypeIdentifierRestingHeartRate", "HKQuantityTypeIdentifierHeartRateVariabilitySDNN",
          "HKQuantityTypeIdentifierHeartRateVariabilityRMSSD", "HKQuantityTypeIdentifierBodyMass",
          "HKQuantityTypeIdentifierRespiratoryRate", "HKQuantityTypeIdentifierOxygenSaturation",
          "HKQuantityTypeIdentifierAppleSleepingWristTemperature", "HKQuantityTypeIdentifierVO2Max"}
lists = {t: [] for t in wanted}
for _, el in ET.iterparse(path, events=("end",)):
    if el.tag == "Record":
        t = el.get("type")
        if t in wanted:
            lists[t].append((el.get("sourceName"), el.get("startDate"), el.get("endDate"), el.get("value"), el.get("unit")))
        el.clear()
    elif el.tag in ("Workout", "ActivitySummary", "Correlation"):
        el.clear()
print(sum(len(v) for v in lists.values()))
PY
lxml_s=""
# lxml from any Python here (Debian's python3-lxml lives in /usr/bin/python3's packages).
for py in python3 /usr/bin/python3; do
  if "$py" -c "import lxml" 2>/dev/null; then
    read -r lxml_s _ <<< "$(best 3 "$py" "$work/loop.py" lxml "$work/export.xml")"
    break
  fi
done
read -r py_s _ <<< "$(best 3 python3 "$work/loop.py" etree "$work/export.xml")"
awk -v d="$days" -v n="$records" -v xm="$xml_mb" -v zm="$zip_mb" -v xs="$xml_s" -v xk="$xml_kb" -v zs="$zip_s" \
    -v zk="$zip_kb" -v gs="$grep_s" -v us="$unzip_s" -v ls="$lxml_s" -v ps="$py_s" 'BEGIN {
  printf "simulated %d days: export.xml %.0f MB, %d records; export.zip %.0f MB\n", d, xm, n, zm
  printf "flow features, export.xml: %.3f s, %.0f MB/s, peak %.0f MB\n", xs, xm / xs, xk / 1024
  printf "flow features, export.zip: %.3f s, peak %.0f MB\n", zs, zk / 1024
  printf "grep -c over export.xml: %.3f s; unzip -p of export.zip: %.3f s\n", gs, us
  if (ls != "") printf "python lxml iterparse (the same types into lists): %.2f s\n", ls
  printf "python xml.etree iterparse (the same types into lists): %.2f s\n", ps
  printf "ratios: export.xml / grep -c %.2f (target at most 3); export.zip / export.xml %.2f (at most 1.15); ", xs / gs, zs / xs
  printf "export.zip / unzip -p %.2f (at most 0.5)\n", zs / us
  if (ls != "") printf "        lxml / flow %.1f (at least 15); ", ls / xs
  printf "xml.etree / flow %.1f\n", ps / xs
}'
