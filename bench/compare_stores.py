#!/usr/bin/python3
"""Compares two sweep results databases value by value (sweeps/SCHEMA.md).

Every row of `points` (by point_key) and of `layers` (by point_key, idx)
must be identical in every column both stores have, except the run's own
timing (`elapsed_ms`, `finished_at`); REALs are compared exactly (as
stored, 8-byte IEEE). Columns only one store has (a newer schema's config
columns) are listed, not compared. Prints the counts, the differences per
column and the first differing rows; exits 1 if any value differs.

    bench/compare_stores.py A.sqlite B.sqlite
"""
import collections
import sqlite3
import sys

SKIP = {"elapsed_ms", "finished_at"}


def columns(path, table):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    names = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    db.close()
    return names


def rows(path, table, names, order):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    out = list(db.execute(f"SELECT {', '.join(names)} FROM {table} ORDER BY {order}"))
    db.close()
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: compare_stores.py A.sqlite B.sqlite")
    a, b = sys.argv[1], sys.argv[2]
    differences = 0
    for table, order in (("points", "point_key"), ("layers", "point_key, idx")):
        names_a, names_b = columns(a, table), columns(b, table)
        only = [f"{n} (only in {a})" for n in names_a if n not in names_b] + \
               [f"{n} (only in {b})" for n in names_b if n not in names_a]
        if only:
            print(f"{table}: not compared: {', '.join(only)}")
        names = [n for n in names_a if n in names_b and n not in SKIP]
        rows_a, rows_b = rows(a, table, names, order), rows(b, table, names, order)
        if len(rows_a) != len(rows_b):
            print(f"{table}: {len(rows_a)} rows in {a}, {len(rows_b)} in {b}")
            differences += 1
        per_column = collections.Counter()
        shown = 0
        for ra, rb in zip(rows_a, rows_b):
            if ra == rb:
                continue
            differences += 1
            cols = [(n, x, y) for n, x, y in zip(names, ra, rb) if x != y]
            per_column.update(n for n, _, _ in cols)
            if shown < 5:
                shown += 1
                print(f"{table} {ra[0]}: " + "; ".join(f"{n}: {x!r} vs {y!r}" for n, x, y in cols))
        print(f"{table}: {len(rows_a)} rows x {len(names)} columns = {len(rows_a) * len(names)} values compared")
        for name, count in per_column.most_common():
            print(f"{table}: {count} rows differ in {name}")
    print("identical" if differences == 0 else f"{differences} differing rows")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
