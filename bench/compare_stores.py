#!/usr/bin/python3
"""Compares two sweep results databases value by value (sweeps/SCHEMA.md).

Every row of `points` (by point_key) and of `layers` (by point_key, idx)
must be identical in every column except the run's own timing
(`elapsed_ms`, `finished_at`); REALs are compared exactly (as stored, 8-byte
IEEE). Prints the counts and the first differences; exits 1 if any differ.

    bench/compare_stores.py A.sqlite B.sqlite
"""
import sqlite3
import sys

SKIP = {"elapsed_ms", "finished_at"}


def rows(path, table, order):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    cursor = db.execute(f"SELECT * FROM {table} ORDER BY {order}")
    names = [d[0] for d in cursor.description]
    keep = [i for i, n in enumerate(names) if n not in SKIP]
    out = [tuple(r[i] for i in keep) for r in cursor]
    db.close()
    return [names[i] for i in keep], out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: compare_stores.py A.sqlite B.sqlite")
    a, b = sys.argv[1], sys.argv[2]
    differences = 0
    for table, order in (("points", "point_key"), ("layers", "point_key, idx")):
        names_a, rows_a = rows(a, table, order)
        names_b, rows_b = rows(b, table, order)
        if names_a != names_b:
            print(f"{table}: columns differ: {names_a} vs {names_b}")
            differences += 1
            continue
        if len(rows_a) != len(rows_b):
            print(f"{table}: {len(rows_a)} rows in {a}, {len(rows_b)} in {b}")
            differences += 1
        shown = 0
        for ra, rb in zip(rows_a, rows_b):
            if ra != rb:
                differences += 1
                if shown < 5:
                    shown += 1
                    cols = [f"{n}: {x!r} vs {y!r}" for n, x, y in zip(names_a, ra, rb) if x != y]
                    print(f"{table} {ra[0]}: " + "; ".join(cols))
        values = len(rows_a) * len(names_a)
        print(f"{table}: {len(rows_a)} rows x {len(names_a)} columns = {values} values compared")
    print("identical" if differences == 0 else f"{differences} differences")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
