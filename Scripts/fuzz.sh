#!/usr/bin/env bash
# Runs one libFuzzer target over a seed corpus of valid files.
# Usage: bash Scripts/fuzz.sh TARGET SECONDS     (TARGET: records labels checkins pmsys fitbit whoop oura garmin samsung
#   hae healthconnect library zip zip-structure xml table model, or all)
# SECONDS 0 runs each seed once. The fuzzer binary holds every reader (Fuzz/Harnesses.swift) and is
# built once into $FUZZ_WORK (default .build/fuzz); the seeds are what `flow simulate`, `flow features`
# and `flow train` write for a few simulated days, Python's zipfile's ZIP64 archives when python3 is
# present, and the hand-written seeds in Fuzz/corpus. A crash leaves its input as crash-* in the work folder.
# FUZZ_OPT sets the optimisation (default -O; the tests' few-second smoke run builds with -Onone, in
# less than half the time).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: fuzz.sh TARGET SECONDS}
seconds=${2:-60}
work=${FUZZ_WORK:-.build/fuzz}
mkdir -p "$work"
work=$(cd "$work" && pwd)
all=(records labels checkins pmsys fitbit whoop oura garmin samsung hae healthconnect library zip zip-structure xml table model)
if [ "$target" = all ]; then
  for t in "${all[@]}"; do bash "$0" "$t" "$seconds"; done
  exit 0
fi
case " ${all[*]} " in *" $target "*) ;; *) echo "fuzz.sh: unknown target '$target' (${all[*]})" >&2; exit 64 ;; esac

# The fuzzer: the readers' sources as one module with the harness.
modules="Sources/FlowRecords Sources/FlowStatistics Sources/FlowDatabase Sources/FlowImport Sources/FlowFeatures Sources/FlowInference"
if [ ! -x "$work/flow-fuzz" ] || [ -n "$(find $modules Fuzz -name '*.swift' -newer "$work/flow-fuzz")" ]; then
  rm -rf "$work/src" && mkdir -p "$work/src"
  find $modules -name '*.swift' | while read -r f; do
    sed -E '/^import (FlowRecords|FlowStatistics|FlowDatabase|FlowImport|FlowFeatures|FlowInference|CZlib|CISAL)$/d' "$f" > "$work/src/$(echo "${f#Sources/}" | tr '/' '-')"
  done
  sed -i '1i import CISAL' "$work/src/FlowImport-Zip-ZipArchive.swift"
  sed -i '1i import CZlib' "$work/src/FlowImport-Zip-ZipWriter.swift"
  swiftc ${FUZZ_OPT:--O} -j "$(nproc 2>/dev/null || echo 2)" -sanitize=fuzzer,address -parse-as-library -module-name FlowFuzz -package-name flow -I Sources/CZlib \
    -I Sources/CISAL -I Sources/CSQLite -lz -lisal -lsqlite3 -lm \
    "$work"/src/*.swift Fuzz/Harnesses.swift -o "$work/flow-fuzz"
fi

# Seeds of valid files: $FUZZ_SEEDS/TARGET when given (the tests write them in process), else made here.
seeds=${FUZZ_SEEDS:+$FUZZ_SEEDS/$target}
seeds=${seeds:-$work/seeds-$target}
if [ ! -d "$seeds" ]; then
  mkdir -p "$seeds" "$work/sim"
  swift build --product flow >/dev/null
  flow=$(swift build --show-bin-path)/flow
  "$flow" simulate --days 4 --seed 3 --out "$work/sim" >/dev/null
  case $target in
    records) head -c 6000 "$work/sim/records.csv" > "$seeds/records.csv"; cp Datasets/sample/records.csv "$seeds/sample.csv" 2>/dev/null || true
             head -c 20000 "$seeds/sample.csv" > "$seeds/sample-head.csv"; rm -f "$seeds/sample.csv" ;;
    labels)  cp "$work/sim/labels.csv" "$seeds/labels.csv"; printf 'date,stress,readiness\n2026-03-01,2.5,\n2026-03-02,,7\n' > "$seeds/two.csv" ;;
    checkins) for d in 01 02 03; do "$flow" checkin --file "$seeds/checkins.csv" --date 2026-03-$d --alcohol $d --meditation --stress 2 >/dev/null; done
             printf 'date,alcohol,sauna,stress\n2026-03-01,4.5,,1\n2026-03-02,,1,\n' > "$seeds/other.csv" ;;
    pmsys)   printf 'effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,soreness_area,stress\n2019-11-01T08:31:40.751Z,2,3,5,6,3,2,"[12921003, 1]",3\n2019-11-02T10:00:01.229Z,2,3,6,6,3,2,[],3\n' > "$seeds/wellness.csv" ;;
    fitbit)  cp Fuzz/corpus/fitbit/* "$seeds/" ;;
    whoop|oura|garmin|samsung) cp Fuzz/corpus/vendor/"$target"-* "$seeds/" ;;
    hae)     cp Fuzz/corpus/hae/* "$seeds/" ;;
    healthconnect) "$flow" simulate --days 2 --seed 3 --format health-connect --out "$work/sim-hc" >/dev/null
             python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("health_connect_export.db"))' \
               "$work/sim-hc/Health Connect.zip" > "$seeds/health_connect_export.db"
             python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("PRAGMA page_size = 512"); c.execute("VACUUM")' \
               "$seeds/health_connect_export.db" ;;
    library) head -c 6000 "$work/sim/records.csv" > "$seeds/records.csv" ;;
    zip-structure) cp Fuzz/corpus/zip-structure/* "$seeds/" ;;
    zip)     "$flow" simulate --days 2 --seed 3 --format apple-health --out "$work/sim-apple" >/dev/null
             cp "$work/sim-apple/export.zip" "$seeds/export.zip"
             if command -v python3 >/dev/null; then
               python3 - "$seeds" <<'PY'
import sys, zipfile
out = sys.argv[1]
for zip64 in (False, True):
    if zip64:
        zipfile.ZIP64_LIMIT = 1
    with zipfile.ZipFile(f"{out}/python-{int(zip64)}.zip", "w") as z:
        for name, data, method in [("a.xml", b"<HealthData/>\n" * 20, zipfile.ZIP_STORED),
                                   ("b/export.xml", b"<HealthData>\n</HealthData>\n" * 30, zipfile.ZIP_DEFLATED)]:
            info = zipfile.ZipInfo(name)
            info.compress_type = method
            with z.open(info, "w", force_zip64=zip64) as f:
                f.write(data)
PY
             fi ;;
    xml)     cp Fuzz/corpus/xml/* "$seeds/"
             "$flow" simulate --days 1 --seed 3 --format apple-health --out "$work/sim-apple1" >/dev/null
             head -c 30000 "$work/sim-apple1/export.xml" > "$seeds/simulated-head.xml" ;;
    table)   "$flow" features --history "$work/sim/records.csv" --out "$seeds/table.csv" >/dev/null 2>&1 ;;
    model)   cp Models/reference.json "$seeds/reference.json"; cp Datasets/sample/model.json "$seeds/sample-model.json" ;;
  esac
fi

corpus="$work/corpus-$target"
mkdir -p "$corpus"
cd "$work"
export FLOW_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no
if [ "$seconds" = 0 ]; then
  ./flow-fuzz -runs=0 "$corpus" "$seeds"
else
  ./flow-fuzz -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=1500 "$corpus" "$seeds"
fi
