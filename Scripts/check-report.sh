#!/usr/bin/env bash
# Renders the sample's report in headless Chromium and checks it as a browser sees it: no
# console error, no request of any kind (the page's policy would refuse one and say so),
# every section in the DOM; laid out at 1280 and at 390 CSS px, no sideways scroll of the page
# and no text in a drawing under 11 px (Scripts/report-layout.js measures it); then screenshots
# it at a phone's and a desktop's width and prints the screenshots' paths. With --update-docs
# the screenshots go to docs/ (the README shows them).
# Pages given as arguments (any report.html, say of a real export) are measured the same way.
# Usage: bash Scripts/check-report.sh [--update-docs] [page.html ...]   (needs chromium: apt-get install chromium)
set -euo pipefail
update=false
pages=()
for arg in "$@"; do
  case "$arg" in
    --update-docs) update=true ;;
    *) pages+=("$(realpath "$arg")") ;;
  esac
done
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-headless-shell || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "check-report: no chromium here (apt-get install chromium)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# FLOW_BIN: a flow binary to use (the tests give theirs: a build here would wait on their lock).
if [ -n "${FLOW_BIN:-}" ]; then flow=$FLOW_BIN; else swift build --product flow >/dev/null; flow=$(swift build --show-bin-path)/flow; fi
"$flow" report --history Datasets/sample/records.csv --labels Datasets/sample/labels.csv \
  --checkins Datasets/sample/checkins.csv --out "$work/report.html" >/dev/null 2>&1
if grep -Eq 'https?:|//[a-z]' "$work/report.html"; then echo "check-report: the page refers to a URL" >&2; exit 1; fi
run() {  # chromium with the flags every run needs; its log goes to $work/log.txt
  timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --disable-background-networking --disable-component-update --enable-logging=stderr --v=0 "$@" 2>>"$work/log.txt"
}
run --dump-dom "file://$work/report.html" > "$work/dom.html"
for id in today flow trends load vitals scores garden coverage quality model; do
  grep -q "<section id=\"$id\"" "$work/dom.html" || { echo "check-report: section '$id' is missing from the DOM" >&2; exit 1; }
done
# The device section shows only with a device's own scores: the sample again, with a made-up
# recovery score each morning (at each resting-HR record's time), must show it too.
{ cat Datasets/sample/records.csv
  awk -F, '$1 == "resting_hr" { printf "device_recovery,%s,%s,%d,Ring\n", $2, $2, (NR * 37) % 101 }' Datasets/sample/records.csv
} > "$work/device.csv"
"$flow" report --history "$work/device.csv" --out "$work/device.html" >/dev/null 2>&1
run --dump-dom "file://$work/device.html" > "$work/device-dom.html"
grep -q '<section id="device"' "$work/device-dom.html" || { echo "check-report: section 'device' is missing from the DOM" >&2; exit 1; }
if grep -q '<section id="device"' "$work/dom.html"; then echo "check-report: section 'device' without device scores" >&2; exit 1; fi
if grep -E 'CONSOLE|Refused to|net::ERR' "$work/log.txt" >&2; then echo "check-report: the browser reported the lines above" >&2; exit 1; fi
# The layout, measured: each page inside a frame of the width (a frame sets the width media
# queries see; Chromium's own window is never narrower than 500 px). The page keeps its policy.
layout() {  # page width -> prints the measurement, fails unless it ends "ok"
  python3 - "$1" "$2" "$work/frame.html" Scripts/report-layout.js <<'PY'
import html, sys
page, width, out, script = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
doc = open(page, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(
    '<!DOCTYPE html><html><body style="margin:0"><iframe style="border:0;width:%spx;height:900px" srcdoc="%s" '
    'onload="measure(this)"></iframe><script>%s</script></body></html>'
    % (width, html.escape(doc, quote=True), open(script, encoding="utf-8").read()))
PY
  run --window-size=1400,1000 --virtual-time-budget=5000 --dump-dom "file://$work/frame.html" \
    | sed -n '/<pre id="layout-check">/,/<\/pre>/p' | sed 's/<[^>]*>//g' > "$work/layout.txt"
  if [ "$(tail -n 1 "$work/layout.txt")" != "ok" ]; then
    echo "check-report: $(basename "$1") at $2 px:" >&2; cat "$work/layout.txt" >&2; exit 1
  fi
}
for page in "$work/report.html" "$work/device.html" "${pages[@]}"; do
  for width in 1280 390; do layout "$page" "$width"; done
done
dest=$work
[ "$update" = true ] && dest=docs
run --window-size=390,2600 --screenshot="$dest/report-phone.png" "file://$work/report.html" >/dev/null
run --window-size=1280,3400 --screenshot="$dest/report-desktop.png" "file://$work/report.html" >/dev/null
[ "$dest" = "$work" ] && { mkdir -p /tmp/flow-report-check; cp "$work"/report-*.png /tmp/flow-report-check/; dest=/tmp/flow-report-check; }
echo "every section present, no console error, no request; at 1280 and 390 px no sideways scroll and no drawn text under 11 px"
echo "screenshots: $dest/report-phone.png $dest/report-desktop.png"
