#!/usr/bin/env bash
# Builds the XML scanner's libFuzzer target and runs it over the seed corpus.
# Usage: bash Scripts/fuzz-xml.sh [seconds]   (default 20; 0 runs the corpus once)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
work=${FUZZ_WORK:-$(mktemp -d)}
mkdir -p "$work/corpus"
cp Fuzz/corpus/* "$work/corpus/"
# One module from both libraries' sources: their imports of each other go.
mkdir -p "$work/src"
find Sources/FlowRecords Sources/FlowImport -name '*.swift' | while read -r f; do
  sed '/^import FlowRecords$/d' "$f" > "$work/src/$(echo "${f#Sources/}" | tr '/' '-')"
done
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FlowFuzz \
  -I Sources/CZlib -lz "$work"/src/*.swift Fuzz/XMLScannerFuzz.swift -o "$work/fuzz-xml"
if [ "$seconds" = 0 ]; then
  "$work/fuzz-xml" -runs=0 "$work/corpus"
else
  "$work/fuzz-xml" -max_total_time="$seconds" -max_len=4096 "$work/corpus"
fi
