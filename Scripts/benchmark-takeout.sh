#!/usr/bin/env bash
# Release-mode benchmark of the Google Takeout (Fitbit) import against yardsticks, in one run:
# Scripts/make-takeout.py writes a year of a Fitbit user's Takeout as Google lays it out (heart
# rate every 5 seconds, steps every minute, sleep logs, resting heart rate, the profile, the
# newer layout's files beside them, pretty-printed as Fitbit writes its JSON), zipped as Google
# sends it and also split into two parts; then each is timed to the millisecond, best of 3:
#   flow features on the folder, on the zip and on the two parts (end to end, features included);
#   grep -rc '"bpm"' over the folder (how fast the machine can merely look at every byte);
#   unzip -p of the zip to nothing (zlib's inflate, the other yardstick);
# and prints the ratios the targets are written in and each run's peak memory.
# Usage: bash Scripts/benchmark-takeout.sh [days]
set -euo pipefail
days=${1:-365}
source "$(dirname "$0")/release-flow.sh" python3 grep unzip zip
python3 Scripts/make-takeout.py "$work/folder" "$days" 7
mb=$(du -sm "$work/folder" | cut -f1)
files=$(find "$work/folder" -type f | wc -l)
(cd "$work/folder" && zip -q -r "$work/takeout-20260101T000000Z-001.zip" Takeout)
# Two parts as Google splits a large account: the heart-rate files of the first half-year apart.
mkdir -p "$work/parts"
(cd "$work/folder" && find Takeout -type f | sort > "$work/names" \
  && head -n "$(($(wc -l < "$work/names") / 2))" "$work/names" | zip -q "$work/parts/takeout-20260101T000000Z-001.zip" -@ \
  && tail -n "+$(($(wc -l < "$work/names") / 2 + 1))" "$work/names" | zip -q "$work/parts/takeout-20260101T000000Z-002.zip" -@)
zip_mb=$(awk -v b="$(stat -c %s "$work/takeout-20260101T000000Z-001.zip")" 'BEGIN { print b / 1e6 }')


read -r folder_s folder_kb <<< "$(best 3 $flow features --history "$work/folder" --out "$work/folder.csv")"
read -r zip_s zip_kb <<< "$(best 3 $flow features --history "$work/takeout-20260101T000000Z-001.zip" --out "$work/zip.csv")"
read -r parts_s parts_kb <<< "$(best 3 $flow features --history "$work/parts" --out "$work/parts.csv")"
# Into a file: GNU grep stops at the first match when its output is /dev/null.
read -r grep_s _ <<< "$(best 3 sh -c "grep -rc '\"bpm\"' '$work/folder' > '$work/count'")"
read -r unzip_s _ <<< "$(best 3 sh -c "unzip -p '$work/takeout-20260101T000000Z-001.zip' > /dev/null")"
same=yes
for t in zip parts; do cmp -s <(tail -n +2 "$work/folder.csv") <(tail -n +2 "$work/$t.csv") || same=no; done
awk -v d="$days" -v mb="$mb" -v n="$files" -v zm="$zip_mb" -v fs="$folder_s" -v fk="$folder_kb" -v zs="$zip_s" \
    -v zk="$zip_kb" -v ps="$parts_s" -v pk="$parts_kb" -v gs="$grep_s" -v us="$unzip_s" -v same="$same" 'BEGIN {
  printf "simulated %d days: Takeout folder %d MB in %d files; zip %.0f MB\n", d, mb, n, zm
  printf "flow features, folder: %.3f s, %.0f MB/s, peak %.0f MB\n", fs, mb / fs, fk / 1024
  printf "flow features, zip: %.3f s, peak %.0f MB; two parts: %.3f s, peak %.0f MB\n", zs, zk / 1024, ps, pk / 1024
  printf "grep -rc over the folder: %.3f s; unzip -p of the zip: %.3f s\n", gs, us
  printf "ratios: folder / grep %.2f (target at most 3); zip / unzip -p %.2f (at most 1); ", fs / gs, zs / us
  printf "peak at most 150 MB; tables of zip and parts equal the folder'"'"'s: %s\n", same
}'
