#!/usr/bin/env python3
"""Works out every pooled interval of a cohort database again from its predictions table alone
(SPEC 10.6, "Pooled over people": each person's daily loss differences, their own Newey-West
variance with floor(n^(1/3)) Bartlett lags, W = sum of n*V, Student's t with the days less the
people as degrees of freedom) and prints each beside flow's, with the largest difference.
Needs scipy for the t quantile. Usage: check-cohort-interval.py COHORT.sqlite"""
import math, sqlite3, sys
from scipy.stats import t as student

db = sqlite3.connect(sys.argv[1])
for (target,) in db.execute("select target from pooled order by target").fetchall():
    people = [r[0] for r in db.execute(
        "select distinct person from predictions where target = ? order by person", (target,))]
    for base in ["mean", "persistence", "recent"]:
        loss = variance = baseline = 0.0
        days = 0
        for person in people:
            rows = db.execute(f"select label, predicted, {base} from predictions where person = ? and target = ? "
                              "order by date", (person, target)).fetchall()
            d = [(y - f) ** 2 - (y - b) ** 2 for y, f, b in rows]
            n = len(d)
            mean = sum(d) / n
            e = [x - mean for x in d]
            gamma = lambda k: sum(e[i] * e[i - k] for i in range(k, n)) / n
            lags = 0
            while (lags + 1) ** 3 <= n:
                lags += 1
            v = gamma(0) + sum(2 * (1 - k / (lags + 1)) * gamma(k) for k in range(1, lags + 1))
            if v <= 0:
                v = gamma(0)
            loss += sum(d)
            variance += n * v
            baseline += sum((y - b) ** 2 for y, _, b in rows)
            days += n
        if days < 10 or baseline == 0:
            print(f"{target} vs {base}: no interval ({days} days)")
            continue
        q = student.ppf(0.95, days - len(people))
        lo, hi = -(loss + q * math.sqrt(variance)) / baseline, -(loss - q * math.sqrt(variance)) / baseline
        flo, fhi = db.execute(f"select skill_vs_{base}_lo, skill_vs_{base}_hi from pooled where target = ?",
                              (target,)).fetchone()
        print(f"{target} vs {base}: [{lo:+.9f}, {hi:+.9f}], flow [{flo:+.9f}, {fhi:+.9f}], "
              f"largest difference {max(abs(lo - flo), abs(hi - fhi)):.1e}")
