#!/usr/bin/env python3
"""Writes Datasets/sample/checkins.csv: evening check-ins for the sample person, made up here
(seeded, so the same file every time) so that the README's `flow insights` example has data.

Alcohol is logged more often on evenings before nights whose sleeping heart rate turned out
high, so a real run has one association to find; the other columns are random; about one
evening in ten is not logged at all, and cells are left blank at random (not logged)."""
import csv, random, subprocess, sys

random.seed(20261201)
table = subprocess.run([sys.argv[1] if len(sys.argv) > 1 else ".build/debug/flow", "features", "--history",
                        "Datasets/sample/records.csv"], capture_output=True, text=True, check=True).stdout
rows = list(csv.DictReader(line for line in table.splitlines() if not line.startswith("#")))
observed = sorted(float(r["sleeping_hr"]) for r in rows if r["sleeping_hr_src"] == "observed")
high = observed[2 * len(observed) // 3]
with open("Datasets/sample/checkins.csv", "w") as out:
    out.write("date,alcohol,caffeine_late,late_meal,screen_before_bed,late_workout,meditation,stretching,cold_exposure,stress\n")
    for today, tomorrow in zip(rows, rows[1:]):
        if random.random() < 0.1:
            continue
        hot = tomorrow["sleeping_hr_src"] == "observed" and float(tomorrow["sleeping_hr"]) >= high
        drinks = random.choice([1, 2, 3]) if random.random() < (0.8 if hot else 0.15) else 0
        cells = [str(drinks)] + [str(int(random.random() < p)) for p in (0.2, 0.25, 0.6, 0.15, 0.3, 0.3, 0.1)]
        cells = [c if random.random() > 0.08 else "" for c in cells]
        out.write(",".join([today["date"]] + cells + [str(random.randint(1, 5))]) + "\n")
