#!/usr/bin/env bash
# Release-mode benchmark of `flow export`: simulates 10 years, then times writing the whole
# history into a new SQLite file and exporting it again into that file (every record merged,
# none new), best of 3 each, with peak memory and the database's size.
# Usage: bash Scripts/benchmark-export.sh [days]
set -euo pipefail
days=${1:-3650}
source "$(dirname "$0")/release-flow.sh" awk
$flow simulate --days "$days" --seed 7 --out "$work" >/dev/null

best() {  # best wall seconds and its peak KB over 3 runs; $1 = "new" removes the database first
  local b="" p=""
  for _ in 1 2 3; do
    [ "$1" = new ] && rm -f "$work/history.sqlite"
    /usr/bin/time -f "%e %M" -o "$work/time" $flow export --history "$work/records.csv" \
      --out "$work/history.sqlite" -q > "$work/said"
    read -r s k < "$work/time"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; p=$k; fi
  done
  echo "$b $p"
}
read -r new_s new_kb <<< "$(best new)"
records=$(awk '{print $3}' "$work/said")
read -r again_s again_kb <<< "$(best again)"
size=$(stat -c %s "$work/history.sqlite")
awk -v d="$days" -v r="$records" -v ns="$new_s" -v nk="$new_kb" -v as="$again_s" -v ak="$again_kb" -v b="$size" 'BEGIN {
  printf "flow export, %d simulated days: %d records into a new database in %.2f s (%.2f million records/s), peak %.0f MB\n", d, r, ns, r / ns / 1e6, nk / 1024
  printf "the same export again into it (all merged, none new): %.2f s, peak %.0f MB; database %.0f MB\n", as, ak / 1024, b / 1e6
  printf "target: under 5 s\n"
}'
