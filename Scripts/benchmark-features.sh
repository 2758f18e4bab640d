#!/usr/bin/env bash
# Release-mode benchmark of `flow features`: simulates 10 years, then times parsing and
# featurising the records CSV end to end on one core (best of 3), with peak memory; then
# times `flow predict` for the latest day from the 10-year feature table it wrote.
# Usage: bash Scripts/benchmark-features.sh [days]
set -euo pipefail
days=${1:-3650}
source "$(dirname "$0")/release-flow.sh" awk
$flow simulate --days "$days" --seed 7 --out "$work" >/dev/null
pin=""
command -v taskset >/dev/null && pin="taskset -c 0"
best=""
for run in 1 2 3; do
  /usr/bin/time -f "%e %M" -o "$work/time" $pin $flow features --history "$work/records.csv" --out "$work/table.csv" \
    >/dev/null 2>"$work/report"
  read -r secs kb < "$work/time"
  if [ -z "$best" ] || awk "BEGIN{exit !($secs < $best)}"; then best=$secs; peak=$kb; fi
done
records=$(head -1 "$work/report" | awk '{print $2}')
size=$(stat -c %s "$work/records.csv")
awk -v r="$records" -v s="$best" -v kb="$peak" -v b="$size" -v d="$days" 'BEGIN {
  printf "flow features, %d simulated days: %d records (%.0f MB) in %.2f s on one core\n", d, r, b / 1e6, s
  printf "throughput: %.2f million records/s, %.0f MB/s; peak memory: %.0f MB\n", r / s / 1e6, b / s / 1e6, kb / 1024
}'
best=""
for run in 1 2 3 4 5; do
  /usr/bin/time -f "%e %M" -o "$work/time" $flow predict --history "$work/table.csv" >/dev/null 2>&1
  read -r secs kb < "$work/time"
  if [ -z "$best" ] || awk "BEGIN{exit !($secs < $best)}"; then best=$secs; peak=$kb; fi
done
awk -v s="$best" -v kb="$peak" 'BEGIN { printf "flow predict, latest day from the 10-year table: %.0f ms wall, peak memory %.0f MB\n", s * 1000, kb / 1024 }'
