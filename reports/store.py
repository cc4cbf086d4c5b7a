"""Read-only access to a Tessera results store (sweeps/SCHEMA.md, version 1).

Everything the report needs goes through here, so the schema is named in one
place. Queries run against a temporary view, `pts`, that holds the points of
one fidelity and adds the derived columns the plots share: a precision label,
the weight density (1.0 when not pruned), the N:M pattern and EDP.
"""

import json
import os
import re
import sqlite3
import urllib.parse

SCHEMA_VERSION = "1"

# Columns the report reads; a store missing one is not a version-1 store.
POINT_COLUMNS = (
    "point_key", "point_index", "fidelity", "status", "error", "params", "spec_name", "model",
    "compiler_options", "pe_rows", "pe_cols", "dataflow", "weight_bits", "activation_bits",
    "number_format", "input_buffer_bytes", "weight_buffer_bytes", "output_buffer_bytes",
    "clock_mhz", "peak_ops_per_second", "dram_bytes_per_second", "quant_precision", "pruning",
    "weight_density", "cycles", "latency_us", "energy_pj", "area_um2", "dram_bytes", "utilization",
    "lower_bound_cycles", "accuracy", "agreement_with_fp32",
)
LAYER_COLUMNS = (
    "point_key", "idx", "name", "op", "kind", "cycles", "compute_cycles", "vector_cycles",
    "memory_cycles", "dram_bytes", "energy_pj", "bound", "operational_intensity",
    "attained_ops_per_second",
)

# The precision a point ran at: the compiler's quantization precision when the
# sweep set one, else the hardware's widths and non-integer format ("w8a8", "w16a16 fp16").
_PRECISION_SQL = """COALESCE(NULLIF(quant_precision, ''),
                    'w' || weight_bits || 'a' || activation_bits || COALESCE(' ' || NULLIF(number_format, 'int'), ''),
                    'unknown')"""


class StoreError(Exception):
    """The file is missing, is not SQLite, or is not a version-1 Tessera results store."""


def precision_bits(label):
    """Sort key for precision labels: the first number in the label (fp32 -> 32, w4a8 -> 4)."""
    match = re.search(r"\d+", label or "")
    return int(match.group()) if match else 0


class Store:
    """A results store opened read-only, restricted to one fidelity."""

    def __init__(self, path):
        if not os.path.isfile(path):
            raise StoreError(f"{path}: no such file; expected a results store written by 'tessera sweep'")
        uri = "file:" + urllib.parse.quote(os.path.abspath(path)) + "?mode=ro"
        try:
            self.db = sqlite3.connect(uri, uri=True)
            self.db.row_factory = sqlite3.Row
            rows = self.db.execute("SELECT key, value FROM meta").fetchall()
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{path}: not a Tessera results store ({error}); "
                             "expected a SQLite file with a 'meta' table (sweeps/SCHEMA.md)") from None
        self.path = path
        self.meta = {row["key"]: row["value"] for row in rows}
        version = self.meta.get("schema_version")
        if version is None:
            raise StoreError(f"{path}: not a Tessera results store: meta has no 'schema_version' key")
        if version != SCHEMA_VERSION:
            raise StoreError(f"{path}: results store schema version {version}; this report reads version {SCHEMA_VERSION}")
        self._check_columns("points", POINT_COLUMNS)
        self._check_columns("layers", LAYER_COLUMNS)
        self.fidelity = self._choose_fidelity()
        quoted = self.fidelity.replace("'", "''")
        self.db.execute(f"""CREATE TEMP VIEW pts AS
            SELECT *, {_PRECISION_SQL} AS precision_label,
                   COALESCE(weight_density, 1.0) AS density,
                   CASE WHEN pruning LIKE '%:%' THEN pruning END AS n_of_m,
                   latency_us * energy_pj AS edp
            FROM points WHERE fidelity = '{quoted}'""")

    def _check_columns(self, table, wanted):
        present = {row["name"] for row in self.db.execute(f"PRAGMA table_info({table})")}
        missing = [column for column in wanted if column not in present]
        if not present:
            raise StoreError(f"{self.path}: not a Tessera results store: no '{table}' table")
        if missing:
            raise StoreError(f"{self.path}: table '{table}' lacks columns {', '.join(missing)} "
                             f"(schema version {SCHEMA_VERSION}, sweeps/SCHEMA.md)")

    def _choose_fidelity(self):
        """The sweep's fidelity from meta; else the most common one among the points."""
        if self.meta.get("fidelity"):
            return self.meta["fidelity"]
        row = self.db.execute("SELECT fidelity FROM points GROUP BY fidelity ORDER BY COUNT(*) DESC LIMIT 1").fetchone()
        return row["fidelity"] if row else "analytical"

    def has_columns(self, table, *columns):
        """True when `table` has every column (an older store lacks the sim_* ones)."""
        present = {row["name"] for row in self.db.execute(f"PRAGMA table_info({table})")}
        return all(column in present for column in columns)

    def query(self, sql, parameters=()):
        return self.db.execute(sql, parameters).fetchall()

    def other_fidelity_count(self):
        return self.query("SELECT COUNT(*) AS n FROM points WHERE fidelity <> ?", (self.fidelity,))[0]["n"]

    def axes(self):
        """The sweep's axes from meta (JSON), or None when absent or unreadable."""
        try:
            return json.loads(self.meta["axes"]) if "axes" in self.meta else None
        except ValueError:
            return None

    def status_counts(self):
        """Points per status; the four statuses the schema defines are always present."""
        counts = {status: 0 for status in ("ok", "failed", "infeasible", "rejected")}
        for row in self.query("SELECT status, COUNT(*) AS n FROM pts GROUP BY status ORDER BY status"):
            counts[row["status"]] = row["n"]
        return counts

    def models(self):
        return [row["model"] for row in self.query("SELECT DISTINCT model FROM pts ORDER BY model")]

    def ok_models(self):
        return [row["model"] for row in self.query("SELECT DISTINCT model FROM pts WHERE status = 'ok' ORDER BY model")]

    def point(self, point_key):
        return self.query("SELECT * FROM pts WHERE point_key = ?", (point_key,))[0]

    def layers(self, point_key):
        return self.query("SELECT * FROM layers WHERE point_key = ? ORDER BY idx", (point_key,))

    def failures(self, limit):
        """Non-ok points in sweep order (at most `limit`), and how many there are in all."""
        rows = self.query("""SELECT point_index, model, status, error, params, compiler_options FROM pts
                             WHERE status <> 'ok' ORDER BY point_index LIMIT ?""", (limit,))
        total = self.query("SELECT COUNT(*) AS n FROM pts WHERE status <> 'ok'")[0]["n"]
        return rows, total

    def failure_messages(self, limit):
        """Distinct (status, error) pairs with their counts, most frequent first."""
        return self.query("""SELECT status, COALESCE(error, '(no message)') AS error, COUNT(*) AS n FROM pts
                             WHERE status <> 'ok' GROUP BY status, error ORDER BY n DESC, status, error
                             LIMIT ?""", (limit,))

    def precision_labels(self):
        """Precision labels of ok points, widest first."""
        labels = [row["precision_label"] for row in
                  self.query("SELECT DISTINCT precision_label FROM pts WHERE status = 'ok'")]
        return sorted(labels, key=lambda label: (-precision_bits(label), label))

    def baseline_precision(self):
        """The precision most ok points ran at (ties: the widest): sparsity plots hold it fixed."""
        rows = self.query("SELECT precision_label, COUNT(*) AS n FROM pts WHERE status = 'ok' GROUP BY precision_label")
        if not rows:
            return None
        return max(rows, key=lambda row: (row["n"], precision_bits(row["precision_label"])))["precision_label"]


def hardware_label(point):
    """Short description of a point's hardware, e.g. '16x16 ws, IB 64 KiB, WB 128 KiB, w8a8'."""
    parts = [f"{point['pe_rows']}x{point['pe_cols']} {point['dataflow'] or ''}".strip()]
    for key, short in (("input_buffer_bytes", "IB"), ("weight_buffer_bytes", "WB")):
        if point[key] is not None:
            parts.append(f"{short} {format_bytes(point[key])}")
    if point["weight_bits"] is not None:
        parts.append(f"w{point['weight_bits']}a{point['activation_bits']}")
    return ", ".join(parts)


def variant_label(point):
    """The compiled model variant: precision and pruning."""
    if point["pruning"] and point["pruning"] != "none":
        pruning = point["pruning"]
    elif point["pruning"] is None and point["density"] < 1.0:
        pruning = f"density {point['density']:.3g}"
    else:
        pruning = "dense"
    return f"{point['precision_label']}, {pruning}"


def format_bytes(value):
    value = float(value)
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if value >= scale:
            return f"{value / scale:g} {unit}"
    return f"{value:g} B"
