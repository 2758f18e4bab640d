# Sourced by the benchmark and evaluation scripts: checks for the tools a benchmark needs
# (GNU time always, then each name given), builds flow as $flow the way Scripts/install.sh
# does (release, the Swift runtime linked in, in the same build folder), so what is timed is
# the program people run, and makes $work, a scratch folder removed on exit. ($flow is an
# absolute path, so the scripts may change folder.)
# Usage: source Scripts/release-flow.sh tool [tool ...]   (name at least one: with none, bash hands
# the calling script's own arguments to this file, and they would be taken for tools)
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v /usr/bin/time >/dev/null || { echo "needs GNU time: apt-get install time" >&2; exit 1; }
for tool in "$@"; do
  command -v "$tool" >/dev/null || { echo "needs $tool: apt-get install $tool" >&2; exit 1; }
done
scratch=${FLOW_SCRATCH:-.build/install}
swift build -c release --static-swift-stdlib --product flow --scratch-path "$scratch" >/dev/null
flow=$(cd "$scratch/release" && pwd)/flow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Best wall seconds (to the millisecond: GNU time's hundredths are a sixth of grep's time) and
# the peak KB of that run, of $1 runs of the command after it: `read -r s kb <<< "$(best 3 cmd …)"`.
best() {  # best wall seconds (to the millisecond: GNU time's hundredths are a sixth of grep's time) and its peak KB of $1 runs of the rest
  local b="" p="" runs=$1
  shift
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    t1=$(date +%s%N)
    local s k
    s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
    read -r k < "$work/time"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; p=$k; fi
  done
  echo "$b $p"
}
