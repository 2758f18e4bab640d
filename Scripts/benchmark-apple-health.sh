#!/usr/bin/env bash
# Release-mode benchmark of the Apple Health import, side by side with Python: simulates one
# year as export.xml and export.zip, times `flow features` on each (end to end, features
# included, best of 3) and a plain Python xml.etree.ElementTree.iterparse loop that only
# extracts the same five record types into lists, on the same export.xml.
# Usage: bash Scripts/benchmark-apple-health.sh [days]
set -euo pipefail
days=${1:-365}
source "$(dirname "$0")/release-flow.sh" python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$flow simulate --days "$days" --seed 7 --format apple-health --out "$work" >/dev/null
xml_mb=$(awk -v b="$(stat -c %s "$work/export.xml")" 'BEGIN { print b / 1e6 }')
zip_mb=$(awk -v b="$(stat -c %s "$work/export.zip")" 'BEGIN { print b / 1e6 }')

best() {  # best wall seconds and its peak KB over 3 runs of "$@"
  local b="" p=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1
    read -r s k < "$work/time"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; p=$k; fi
  done
  echo "$b $p"
}

read -r xml_s xml_kb <<< "$(best $flow features --history "$work/export.xml" --out "$work/t.csv")"
read -r zip_s zip_kb <<< "$(best $flow features --history "$work/export.zip" --out "$work/t.csv")"
cat > "$work/loop.py" <<'PY'
import sys
import xml.etree.ElementTree as ET
wanted = {"HKCategoryTypeIdentifierSleepAnalysis", "HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierHeartRate",
          "HKQuantityTypeIdentifierRestingHeartRate", "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"}
lists = {t: [] for t in wanted}
for _, el in ET.iterparse(sys.argv[1], events=("end",)):
    if el.tag == "Record":
        t = el.get("type")
        if t in wanted:
            lists[t].append((el.get("sourceName"), el.get("startDate"), el.get("endDate"), el.get("value"), el.get("unit")))
        el.clear()
    elif el.tag in ("Workout", "ActivitySummary", "Correlation"):
        el.clear()
print(sum(len(v) for v in lists.values()))
PY
read -r py_s py_kb <<< "$(best python3 "$work/loop.py" "$work/export.xml")"
# zlib's own speed on the same archive: raw inflate of the entry in 1 MB pieces, output discarded.
gz=$(python3 - "$work/export.zip" <<'PY'
import sys, time, zipfile, zlib, struct
z = zipfile.ZipFile(sys.argv[1])
info = max(z.infolist(), key=lambda i: i.file_size)
f = open(sys.argv[1], "rb")
f.seek(info.header_offset)
h = f.read(30)
f.seek(info.header_offset + 30 + struct.unpack("<H", h[26:28])[0] + struct.unpack("<H", h[28:30])[0])
data = f.read(info.compress_size)
best = 1e9
for _ in range(3):
    d = zlib.decompressobj(-15)
    t = time.time()
    for i in range(0, len(data), 1 << 20):
        d.decompress(data[i:i + (1 << 20)])
    best = min(best, time.time() - t)
print(info.file_size / 1e6 / best)
PY
)
awk -v d="$days" -v xm="$xml_mb" -v zm="$zip_mb" -v xs="$xml_s" -v xk="$xml_kb" -v zs="$zip_s" -v zk="$zip_kb" \
    -v ps="$py_s" -v pk="$py_kb" -v gz="$gz" 'BEGIN {
  printf "simulated %d days: export.xml %.0f MB, export.zip %.0f MB\n", d, xm, zm
  printf "flow features, export.xml: %.2f s, %.0f MB/s, peak %.0f MB\n", xs, xm / xs, xk / 1024
  printf "flow features, export.zip: %.2f s, %.0f MB/s of XML inflated, peak %.0f MB (zlib alone inflates this at about %.0f MB/s)\n", zs, xm / zs, zk / 1024, gz
  printf "python iterparse loop (five types into lists only): %.2f s, %.0f MB/s, peak %.0f MB\n", ps, xm / ps, pk / 1024
  printf "flow is %.1f times faster than the Python loop on export.xml\n", ps / xs
}'
