#!/usr/bin/env python3
"""Writes the hostile databases of Tests/BadInput (`flow export --out` must refuse each, untouched):
another program's SQLite file, one from a newer flow, a damaged one, one cut short, and text;
and the Health Connect exports `--history` must refuse: a `.db` that is text, a damaged one.
Usage: python3 Scripts/make-bad-databases.py (from the repository's root)."""
import os
import sqlite3


def make(name, application_id, version, damage=False, cut=False):
    path = os.path.join("Tests/BadInput", name)
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA page_size = 4096")
    con.execute("CREATE TABLE records (kind TEXT, start TEXT, value REAL)")
    con.executemany("INSERT INTO records VALUES (?, ?, ?)",
                    [("steps", "2026-01-%02dT08:00:00+01:00" % (i % 28 + 1), i) for i in range(400)])
    con.execute("PRAGMA application_id = %d" % application_id)
    con.execute("PRAGMA user_version = %d" % version)
    con.commit()
    con.close()
    if damage:  # the second page's B-tree header overwritten
        with open(path, "r+b") as f:
            f.seek(4096)
            f.write(b"\xff" * 100)
    if cut:
        with open(path, "r+b") as f:
            f.truncate(os.path.getsize(path) // 2 + 100)


FLOW = 0x666C6F77  # "flow": the application_id of flow's databases
make("database-foreign.sqlite", 0, 0)
make("database-newer.sqlite", FLOW, 3)
make("database-damaged.sqlite", FLOW, 1, damage=True)
make("database-cut-short.sqlite", FLOW, 1, cut=True)
with open("Tests/BadInput/database-text.sqlite", "w") as f:
    f.write("date,stress\n2026-01-02,3\n")


def health_connect_damaged():
    """An export's app table and 3,000 heart-rate samples, the samples' last pages scrambled."""
    path = "Tests/BadInput/health-connect-damaged.db"
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA page_size = 4096")
    con.execute("CREATE TABLE application_info_table (row_id INTEGER PRIMARY KEY, package_name TEXT, app_name TEXT)")
    con.execute("INSERT INTO application_info_table VALUES (1, 'com.fitbit.FitbitMobile', 'Fitbit')")
    con.execute("CREATE TABLE heart_rate_record_series_table (parent_key INTEGER, beats_per_minute INTEGER, "
                "epoch_millis INTEGER)")
    con.executemany("INSERT INTO heart_rate_record_series_table VALUES (1, 60, ?)", [(i,) for i in range(3000)])
    con.commit()
    con.close()
    size = os.path.getsize(path)
    with open(path, "r+b") as f:
        for page in range(size // 4096 - 3, size // 4096):
            f.seek(page * 4096 + 8)
            f.write(b"\xa5" * 392)


health_connect_damaged()
with open("Tests/BadInput/health-connect-text.db", "w") as f:
    f.write("steps,2026-01-02,3\n")
