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
