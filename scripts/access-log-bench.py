#!/usr/bin/env python3
"""The access log's cost at its bounds (docs/DECISIONS.md, "Version 3: each app's log is its own").

Builds version 3's access_log layout with Python's sqlite3, filled to APPS x PER entries, and
prints the file size, the median of 5 opens with `PRAGMA quick_check` (every open of the
permission database runs one), and the median of 200 appends as SQLitePermissionStore.logAccess
makes them (find the app's seq on the index, insert, range delete), and of 20 appends by new apps.

    python3 scripts/access-log-bench.py
"""
import os
import sqlite3
import statistics
import tempfile
import time

SERVICE = "kTCCServiceAddressBook"


def build(path, apps, per):
    c = sqlite3.connect(path)
    c.execute(
        "CREATE TABLE access_log (id INTEGER PRIMARY KEY, time INTEGER NOT NULL, service TEXT NOT NULL, "
        "client TEXT NOT NULL, command TEXT NOT NULL, count INTEGER NOT NULL, kind TEXT NOT NULL DEFAULT 'read', "
        "contacts TEXT NOT NULL DEFAULT '', seq INTEGER NOT NULL DEFAULT 0)")
    c.execute("CREATE INDEX access_log_by_client ON access_log (service, client, seq)")
    rows = [(1700000000 + i, SERVICE, "com.example.app%d" % a, "query", 3, i + 1)
            for i in range(per) for a in range(apps)]
    c.executemany("INSERT INTO access_log (time, service, client, command, count, seq) VALUES (?,?,?,?,?,?)", rows)
    c.commit()
    c.close()


def append(c, client, limit, apps):
    c.execute("BEGIN IMMEDIATE")
    last = c.execute("SELECT seq FROM access_log WHERE service = ? AND client = ? ORDER BY seq DESC LIMIT 1",
                     (SERVICE, client)).fetchone()
    seq = (last[0] if last else 0) + 1
    c.execute("INSERT INTO access_log (time, service, client, command, count, kind, contacts, seq) "
              "VALUES (1, ?, ?, 'query', 1, 'read', '', ?)", (SERVICE, client, seq))
    c.execute("DELETE FROM access_log WHERE service = ? AND client = ? AND seq <= ?", (SERVICE, client, seq - limit))
    if last is None:
        c.execute("DELETE FROM access_log WHERE service = ?1 AND client IN (SELECT client FROM access_log "
                  "WHERE service = ?1 GROUP BY client ORDER BY MAX(id) DESC LIMIT -1 OFFSET ?2)", (SERVICE, apps))
    c.execute("COMMIT")


def main():
    for apps, per in [(1, 5000), (3, 5000), (16, 5000), (32, 10000)]:
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "log.sqlite3")
            build(path, apps, per)
            size = os.path.getsize(path)
            opens = []
            for _ in range(5):
                start = time.perf_counter()
                c = sqlite3.connect(path)
                c.execute("PRAGMA quick_check").fetchall()
                c.close()
                opens.append(time.perf_counter() - start)
            c = sqlite3.connect(path, isolation_level=None)
            c.execute("PRAGMA synchronous = OFF")
            known = []
            for _ in range(200):
                start = time.perf_counter()
                append(c, "com.example.app0", per, apps)
                known.append(time.perf_counter() - start)
            new = []
            for index in range(20):
                start = time.perf_counter()
                append(c, "com.example.new%d" % index, per, apps)
                new.append(time.perf_counter() - start)
            c.close()
            print("%2d apps x %5d: %5.1f MB, open %6.1f ms, append %5.0f us, new app %6.1f ms" % (
                apps, per, size / 1e6, statistics.median(opens) * 1e3, statistics.median(known) * 1e6,
                statistics.median(new) * 1e3))


if __name__ == "__main__":
    main()
