#!/usr/bin/env bash
# Honest evaluation on real people's data: for every participant folder under the given PMData
# folder and for PMSys readiness and soreness, `flow evaluate` with the default procedure (the
# person's recent level as anchor, features admitted only when they cut the error on unseen days
# by 10 %, scored by the nested rolling origin) beside the classic 12-feature fit
# (--anchor none --select all --ridge auto). Each prints its skill against the person's average,
# yesterday's label and their recent level (1 − SSE / SSE of that baseline; above 0 is better).
# Usage: bash Scripts/evaluate-pmdata.sh [../shared/data/pmdata] [--label-tz +01:00]
set -euo pipefail
data=${1:-../shared/data/pmdata}
tz=${3:-+01:00}
[ -d "$data" ] || { echo "no PMData folder at $data" >&2; exit 66; }
source "$(dirname "$0")/release-flow.sh" python3
printf "%-6s %-10s %5s  %-34s %18s   %18s\n" person target days "admitted (default procedure)" "default: mean/last/recent" "classic: mean/last/recent"
start=$(date +%s.%N)
for person in "$data"/p*/; do
  name=$(basename "$person")
  labels="$person/pmsys/wellness.csv"
  [ -f "$labels" ] || { printf "%-6s no pmsys/wellness.csv\n" "$name"; continue; }
  for target in readiness soreness; do
    common=(evaluate --history "$person" --labels "$labels" --target "$target" --label-tz "$tz" --json -q)
    anchored=$("$flow" "${common[@]}" 2>/dev/null || true)
    classic=$("$flow" "${common[@]}" --anchor none --select all --ridge auto 2>/dev/null || true)
    python3 - "$name" "$target" "$anchored" "$classic" <<'PY'
import json, sys
name, target, anchored, classic = sys.argv[1:5]
def skills(text):
    try:
        r = json.loads(text)["rolling"]
    except (ValueError, KeyError):
        return None, "not evaluated"
    if r.get("n", 0) == 0:
        return r, "no day to test"
    f = lambda x: "n/a" if x is None else "%+.3f" % x
    return r, "%s %s %s" % (f(r["skill_vs_mean"]), f(r["skill_vs_persistence"]), f(r["skill_vs_recent"]))
a, a_text = skills(anchored)
_, c_text = skills(classic)
try:
    doc = json.loads(anchored)
    days = doc["labels"]["used"]
    admitted = ", ".join(doc["admitted"]) or "none: the anchor alone"
except (ValueError, KeyError):
    days, admitted = 0, "-"
print("%-6s %-10s %5d  %-34s %-22s %s" % (name, target, days, admitted[:34], a_text, c_text))
PY
  done
done
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" 'BEGIN { printf "import and evaluation of all participants: %.1f s\n", b - a }'
