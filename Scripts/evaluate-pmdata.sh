#!/usr/bin/env bash
# Honest evaluation on real people's data: for every participant folder under the given PMData
# folder and for PMSys readiness and soreness, `flow evaluate` with the default procedure (the
# person's recent level as anchor, features admitted only when they cut the error on unseen days
# by 10 %, scored by the nested rolling origin) beside the classic 12-feature fit
# (--anchor none --select all --ridge auto), and the default procedure again with the person's
# session-RPE log (pmsys/srpe.csv through --sessions), where yesterday's session load joins the
# candidates. Each prints its skill against the person's average, yesterday's label and their
# recent level (1 − SSE / SSE of that baseline; above 0 is better) with its 90 % interval in
# brackets and a mark: '+' when the whole interval is above 0, '-' when it is below, '?' when
# the days cannot tell the two apart, '.' when fewer than 10 days were predicted.
# Usage: bash Scripts/evaluate-pmdata.sh [../shared/data/pmdata] [--label-tz +01:00]
set -euo pipefail
data=${1:-../shared/data/pmdata}
tz=${3:-+01:00}
[ -d "$data" ] || { echo "no PMData folder at $data" >&2; exit 66; }
source "$(dirname "$0")/release-flow.sh" python3
printf "%-6s %-10s %5s  %-26s %-70s %-26s %-70s %s\n" person target days "admitted (default)" "default: mean / last / recent" "admitted (with sessions)" "sessions: mean / last / recent" "classic: mean / last / recent"
start=$(date +%s.%N)
for person in "$data"/p*/; do
  name=$(basename "$person")
  labels="$person/pmsys/wellness.csv"
  [ -f "$labels" ] || { printf "%-6s no pmsys/wellness.csv\n" "$name"; continue; }
  for target in readiness soreness; do
    common=(evaluate --history "$person" --labels "$labels" --target "$target" --label-tz "$tz" --json -q)
    anchored=$("$flow" "${common[@]}" 2>/dev/null || true)
    classic=$("$flow" "${common[@]}" --anchor none --select all --ridge auto 2>/dev/null || true)
    sessions=""
    if [ -f "$person/pmsys/srpe.csv" ]; then
      sessions=$("$flow" "${common[@]}" --sessions "$person/pmsys/srpe.csv" 2>/dev/null || true)
    fi
    python3 - "$name" "$target" "$anchored" "$classic" "$sessions" <<'PY'
import json, sys
name, target, anchored, classic, sessions = sys.argv[1:6]
def skills(text):
    try:
        r = json.loads(text)["rolling"]
    except (ValueError, KeyError):
        return None, "not evaluated"
    if r.get("n", 0) == 0:
        return r, "no day to test"
    def f(key):
        x, i = r["skill_vs_" + key], r.get("skill_vs_%s_interval" % key)
        if x is None:
            return "n/a"
        if i is None:
            return "%+.2f %-13s ." % (x, "")
        mark = "+" if i[0] > 0 else "-" if i[1] < 0 else "?"
        return "%+.2f [%+.2f,%+.2f] %s" % (x, i[0], i[1], mark)
    return r, " / ".join(f(k) for k in ("mean", "persistence", "recent"))
def admitted(text):
    try:
        doc = json.loads(text)
        return doc["labels"]["used"], ", ".join(doc["admitted"]) or "none: the anchor alone"
    except (ValueError, KeyError):
        return 0, "-"
a, a_text = skills(anchored)
_, c_text = skills(classic)
_, s_text = skills(sessions)
days, a_list = admitted(anchored)
_, s_list = admitted(sessions)
print("%-6s %-10s %5d  %-26s %-70s %-26s %-70s %s" % (name, target, days, a_list[:26], a_text, s_list[:26], s_text, c_text))
PY
  done
done
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" 'BEGIN { printf "import and evaluation of all participants: %.1f s\n", b - a }'
