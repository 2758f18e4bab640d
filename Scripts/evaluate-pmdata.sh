#!/usr/bin/env bash
# Honest evaluation on real people's data: for every participant folder under the given
# PMData folder, `flow evaluate` with PMSys stress labels (on PMSys's own 1-5 scale, where
# 5 is relaxed, which flow picks up from the wellness.csv header), --ridge auto and rolling
# origin against three baselines: the person's average, yesterday's label and their recent
# level. One line per person and a pooled summary.
# Usage: bash Scripts/evaluate-pmdata.sh [../shared/data/pmdata] [--label-tz +01:00]
set -euo pipefail
cd "$(dirname "$0")/.."
data=${1:-../shared/data/pmdata}
tz=${3:-+01:00}
[ -d "$data" ] || { echo "no PMData folder at $data" >&2; exit 66; }
swift build -c release --product flow >/dev/null
flow=$PWD/.build/release/flow
results="${TMPDIR:-/tmp}/flow-pmdata-$$.txt"
: > "$results"
printf "%-6s %9s %7s %8s %11s %11s %11s\n" person labelled scored cv_rmse vs_mean vs_persist vs_recent
start=$(date +%s.%N)
for person in "$data"/p*/; do
  name=$(basename "$person")
  labels="$person/pmsys/wellness.csv"
  [ -f "$labels" ] || { printf "%-6s no pmsys/wellness.csv\n" "$name"; continue; }
  if ! out=$("$flow" evaluate --history "$person" --labels "$labels" --target stress --ridge auto --label-tz "$tz" --json 2>/dev/null); then
    printf "%-6s %s\n" "$name" "not evaluated: $("$flow" evaluate --history "$person" --labels "$labels" --target stress \
      --ridge auto --label-tz "$tz" 2>&1 >/dev/null | grep 'flow: error' | head -1)"
    continue
  fi
  # flow's JSON puts one key per line: read the rolling block's summary numbers (the per-day
  # list inside it has other keys).
  echo "$out" | awk -v name="$name" '
    /"in_sample"/ { block = "in" } /"rolling"/ { block = "rolling" } /"labels"/ { block = "labels" }
    { gsub(/[",]/, ""); }
    block == "labels" && $1 == "used:" { used = $2 }
    block == "rolling" && $1 == "n:" { n = $2 }
    block == "rolling" && $1 == "rmse:" { rmse = $2 }
    block == "rolling" && $1 == "baseline_mean_rmse:" { bm = $2 }
    block == "rolling" && $1 == "baseline_persistence_rmse:" { bp = $2 }
    block == "rolling" && $1 == "baseline_recent_rmse:" { br = $2 }
    block == "rolling" && $1 == "skill_vs_mean:" { sm = $2 }
    block == "rolling" && $1 == "skill_vs_persistence:" { sp = $2 }
    block == "rolling" && $1 == "skill_vs_recent:" { sr = $2 }
    function show(x) { return (x == "" || x == "null") ? "n/a" : sprintf("%.3f", x) }
    END {
      printf "%-6s %9d %7d %8.3f %11s %11s %11s\n", name, used, n, rmse, show(sm), show(sp), show(sr)
      printf "%s %d %d %.12g %.12g %.12g %.12g\n", name, used, n, rmse, bm, bp, br > "/dev/stderr"
    }' 2>>"$results"
done
end=$(date +%s.%N)
awk -v secs="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" '
  { used += $2; n += $3; sse += $3 * $4 * $4; sbm += $3 * $5 * $5; sbp += $3 * $6 * $6; sbr += $3 * $7 * $7; people++
    if ($4 < $5) beat_mean++; if ($4 < $6) beat_persist++; if ($4 < $7) beat_recent++ }
  END {
    if (n == 0) { print "no participant could be evaluated"; exit }
    printf "pooled over %d people: %d labelled days, %d scored; RMSE %.3f; skill vs mean %.3f, vs persistence %.3f, vs recent level %.3f\n",
      people, used, n, sqrt(sse / n), 1 - sse / sbm, 1 - sse / sbp, 1 - sse / sbr
    printf "better than predicting their average for %d of %d people, than yesterday'"'"'s label for %d, than their recent level for %d\n",
      beat_mean, people, beat_persist, beat_recent
    printf "import and evaluation of all participants: %.1f s\n", secs
  }' "$results"
rm -f "$results"
