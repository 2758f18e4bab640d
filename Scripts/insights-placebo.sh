#!/usr/bin/env bash
# A placebo check of `flow insights`: the person's own check-ins, rolled by 30 to 90 days
# against their own nights, should find (almost) nothing, since a behaviour then sits beside
# nights it never touched. Prints the findings of the real journal, then of each rolled run,
# and the mean per rolled run.
# Usage: bash Scripts/insights-placebo.sh HISTORY [CHECKINS] [RUNS]
#   CHECKINS: a check-in file (default: the export's own journal, a WHOOP export's or Oura's tags)
#   RUNS: rolled runs, shifts spread evenly over 30-90 days (default 20)
# Rolling keeps every check-in inside the journal's own span (a date past its end comes round
# to its start), so each run has as many evenings as the real one.
set -euo pipefail
[ $# -ge 1 ] || { sed -n 6,8p "$0" >&2; exit 64; }
history=$1
checkins=""
runs=20
if [ $# -ge 2 ]; then
  if [[ $2 =~ ^[0-9]+$ ]]; then runs=$2; else checkins=$2; fi
fi
[ $# -ge 3 ] && runs=$3
source "$(dirname "$0")/release-flow.sh" python3
cd - >/dev/null
if [ -z "$checkins" ]; then
  # The export's own journal, as `flow export` keeps it.
  "$flow" export --history "$history" --out "$work/journal.sqlite" -q >/dev/null
  python3 - "$work/journal.sqlite" "$work/journal.csv" <<'PY'
import csv, sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).execute("SELECT date, behaviour, value FROM checkins").fetchall()
if not rows:
    sys.exit("the export holds no journal: give a check-in file")
names = sorted({b for _, b, _ in rows if b != "stress"})
days = {}
for d, b, v in rows:
    days.setdefault(d, {})[b] = v
with open(sys.argv[2], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["date"] + names)
    for d in sorted(days):
        w.writerow([d] + [("" if days[d].get(b) is None else f"{days[d][b]:g}") for b in names])
PY
  checkins=$work/journal.csv
fi
findings() { "$flow" insights --history "$history" --checkins "$1" --json -q | python3 -c '
import json, sys
r = json.load(sys.stdin)
print(r["findings"], r["tested"], " ".join(i["behaviour"] + "->" + i["outcome"] for i in r["insights"] if i["finding"]))'; }
read -r real tested names <<< "$(findings "$checkins") "
echo "real journal: $real finding(s) of $tested pairs tested ${names:+($names)}"
total=0
for k in $(seq 0 $((runs - 1))); do
  shift_days=$(( runs > 1 ? 30 + (60 * k) / (runs - 1) : 30 ))
  python3 - "$checkins" "$shift_days" "$work/rolled.csv" <<'PY'
import csv, datetime, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
head, body = rows[0], [r for r in rows[1:] if r]
dates = [datetime.date.fromisoformat(r[0]) for r in body]
first, span = min(dates), (max(dates) - min(dates)).days + 1
shift = int(sys.argv[2])
rolled = sorted(((first + datetime.timedelta((d - first).days + shift) if (d - first).days + shift < span
                  else first + datetime.timedelta((d - first).days + shift - span)), r[1:]) for d, r in zip(dates, body))
with open(sys.argv[3], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(head)
    for d, r in rolled:
        w.writerow([d.isoformat()] + r)
PY
  read -r n t names <<< "$(findings "$work/rolled.csv") "
  echo "rolled by $shift_days days: $n finding(s) of $t pairs tested ${names:+($names)}"
  total=$((total + n))
done
awk -v t="$total" -v r="$runs" 'BEGIN { printf "mean findings per rolled run: %.2f (%d runs)\n", t / r, r }'
