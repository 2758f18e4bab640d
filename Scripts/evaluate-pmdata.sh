#!/usr/bin/env bash
# Honest evaluation on real people's data: for every participant folder under the given
# PMData folder, `flow evaluate` with PMSys stress labels (higher is better there: 5 is
# relaxed), --ridge auto and rolling origin; one line per person and a pooled summary.
# Usage: bash Scripts/evaluate-pmdata.sh [../shared/data/pmdata] [--label-tz +01:00]
set -euo pipefail
cd "$(dirname "$0")/.."
data=${1:-../shared/data/pmdata}
tz=${3:-+01:00}
[ -d "$data" ] || { echo "no PMData folder at $data" >&2; exit 66; }
swift build -c release --product flow >/dev/null
flow=$PWD/.build/release/flow
printf "%-6s %9s %7s %8s %12s %12s\n" person labelled scored cv_rmse skill_mean skill_persist
start=$(date +%s.%N)
for person in "$data"/p*/; do
  name=$(basename "$person")
  labels="$person/pmsys/wellness.csv"
  [ -f "$labels" ] || { printf "%-6s no pmsys/wellness.csv\n" "$name"; continue; }
  if ! out=$("$flow" evaluate --history "$person" --labels "$labels" --target stress --direction higher-is-better \
        --ridge auto --label-tz "$tz" --json 2>/dev/null); then
    printf "%-6s %s\n" "$name" "not evaluated: $("$flow" evaluate --history "$person" --labels "$labels" --target stress \
      --direction higher-is-better --ridge auto --label-tz "$tz" 2>&1 >/dev/null | grep 'flow: error' | head -1)"
    continue
  fi
  # flow's JSON puts one key per line: read the rolling block's numbers.
  echo "$out" | awk -v name="$name" '
    /"in_sample"/ { block = "in" } /"rolling"/ { block = "rolling" } /"labels"/ { block = "labels" }
    { gsub(/[",]/, ""); }
    block == "labels" && $1 == "used:" { used = $2 }
    block == "rolling" && $1 == "n:" { n = $2 }
    block == "rolling" && $1 == "rmse:" { rmse = $2 }
    block == "rolling" && $1 == "baseline_mean_rmse:" { bm = $2 }
    block == "rolling" && $1 == "baseline_persistence_rmse:" { bp = $2 }
    block == "rolling" && $1 == "skill_vs_mean:" { sm = $2 }
    block == "rolling" && $1 == "skill_vs_persistence:" { sp = $2 }
    END {
      printf "%-6s %9d %7d %8.3f %12s %12s\n", name, used, n, rmse, (sm == "" ? "n/a" : sprintf("%.3f", sm)), (sp == "" ? "n/a" : sprintf("%.3f", sp))
      printf "%s %d %d %.12g %.12g %.12g\n", name, used, n, rmse, bm, bp > "/dev/stderr"
    }' 2>>"${TMPDIR:-/tmp}/flow-pmdata-$$.txt"
done
end=$(date +%s.%N)
awk -v secs="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" '
  { used += $2; n += $3; sse += $3 * $4 * $4; sbm += $3 * $5 * $5; sbp += $3 * $6 * $6; people++
    if ($4 < $5) beat_mean++; if ($4 < $6) beat_persist++ }
  END {
    if (n == 0) { print "no participant could be evaluated"; exit }
    printf "pooled over %d people: %d labelled days, %d scored; RMSE %.3f; skill vs mean %.3f, vs persistence %.3f\n",
      people, used, n, sqrt(sse / n), 1 - sse / sbm, 1 - sse / sbp
    printf "better than predicting their average for %d of %d people; better than yesterday'"'"'s label for %d of %d\n",
      beat_mean, people, beat_persist, people
    printf "import and evaluation of all participants: %.1f s\n", secs
  }' "${TMPDIR:-/tmp}/flow-pmdata-$$.txt"
rm -f "${TMPDIR:-/tmp}/flow-pmdata-$$.txt"
