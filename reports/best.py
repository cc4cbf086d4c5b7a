"""The best points per model, under each criterion of the summary table.

Ties go to the lower point_index, so the table is deterministic and a test
can recompute it independently.
"""

import dataclasses

# Latency slack for "smallest area near the best latency": the architect's
# usual question is what the last few percent of speed cost in silicon.
NEAR_BEST_LATENCY = 1.10


@dataclasses.dataclass
class Criterion:
    key: str          # stable id, used in index.html's data-criterion attribute
    title: str
    order_by: str     # SQL over pts, ascending is better
    near_best: bool = False


CRITERIA = (
    Criterion("best-latency", "lowest latency", "latency_us"),
    Criterion("best-energy", "lowest energy", "energy_pj"),
    Criterion("best-edp", "lowest energy-delay product", "edp"),
    Criterion("smallest-area", "smallest area", "area_um2"),
    Criterion("area-near-best-latency",
              f"smallest area within {NEAR_BEST_LATENCY:g}x of the lowest latency", "area_um2", near_best=True),
    Criterion("best-accuracy", "highest accuracy (then lowest latency)", "-accuracy, latency_us"),
)


def _best_sql(criterion):
    first = criterion.order_by.split(",")[0].lstrip("-").strip()
    near = ""
    if criterion.near_best:  # joined once per model, not a correlated subquery per point
        near = f"""AND latency_us <= {NEAR_BEST_LATENCY!r} * (SELECT fastest FROM fastest_per_model f
                                                              WHERE f.model = pts.model)"""
    return f"""WITH fastest_per_model AS (
                 SELECT model, MIN(latency_us) AS fastest FROM pts WHERE status = 'ok' GROUP BY model)
               SELECT * FROM (
                 SELECT *, ROW_NUMBER() OVER (PARTITION BY model ORDER BY {criterion.order_by}, point_index) AS rank
                 FROM pts WHERE status = 'ok' AND latency_us IS NOT NULL AND energy_pj IS NOT NULL
                   AND area_um2 IS NOT NULL AND {first} IS NOT NULL {near})
               WHERE rank = 1 ORDER BY model"""


def best_points(store):
    """{model: [(criterion, point row)]}, criteria in table order; criteria with no data are left out."""
    table = {}
    for criterion in CRITERIA:
        for row in store.query(_best_sql(criterion)):
            table.setdefault(row["model"], []).append((criterion, row))
    return table


def roofline_candidates(store, best, limit):
    """Point keys to draw rooflines for: each model's best points first (interleaved across
    models so every model gets its best one), then further points by energy-delay product."""
    if limit <= 0:
        return []
    chosen, seen = [], set()

    def take(key):
        if key not in seen and len(chosen) < limit:
            seen.add(key)
            chosen.append(key)

    per_model = [[row["point_key"] for _, row in entries] for entries in best.values()]
    for depth in range(max((len(keys) for keys in per_model), default=0)):
        for keys in per_model:
            if depth < len(keys):
                take(keys[depth])
    if len(chosen) < limit:
        rows = store.query("""SELECT point_key FROM (
                                SELECT point_key, model, ROW_NUMBER() OVER (PARTITION BY model ORDER BY edp, point_index) AS r
                                FROM pts WHERE status = 'ok' AND edp IS NOT NULL)
                              WHERE r <= ? ORDER BY r, model""", (limit,))
        for row in rows:
            take(row["point_key"])
    return chosen
