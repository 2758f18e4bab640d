#!/usr/bin/env bash
# Release-mode benchmark of flow cohort --out at 50, 200 and 800 simulated people (120 days
# each, with daily stress labels; the smaller cohorts are the first people of the larger), on
# every core: prints each run's people per second and peak memory, and the growth of the peak
# from 50 to 800 (the target: at most 2 MB, memory independent of the number of people).
# Usage: bash Scripts/benchmark-cohort.sh
set -euo pipefail
source "$(dirname "$0")/release-flow.sh" seq
mkdir -p "$work/800" "$work/200" "$work/50"
for k in $(seq -f %04g 1 800); do
  "$flow" simulate --days 120 --seed "$((10#$k + 1000))" --out "$work/800/p$k" >/dev/null
  [ "$((10#$k))" -le 200 ] && ln -s "$work/800/p$k" "$work/200/p$k"
  [ "$((10#$k))" -le 50 ] && ln -s "$work/800/p$k" "$work/50/p$k"
done
peaks=()
for n in 50 200 800; do
  read -r s kb <<< "$(best 1 "$flow" cohort --people "$work/$n" --labels-name labels.csv --out "$work/$n.sqlite")"
  awk -v n="$n" -v s="$s" -v kb="$kb" 'BEGIN { printf "flow cohort --out, %d people: %.2f s, %.1f people/s, peak %.1f MB\n", n, s, n / s, kb / 1024 }'
  peaks+=("$kb")
done
awk -v a="${peaks[0]}" -v b="${peaks[2]}" 'BEGIN { printf "peak growth from 50 to 800 people: %.1f MB (target at most 2)\n", (b - a) / 1024 }'
