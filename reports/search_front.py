"""The sweep's own Pareto front (its objectives) against every point evaluated, and per-layer precision.

`search_front_<model>.png` (a search sweep): every ok point with all of the
sweep's objectives (meta `objectives`) in grey, the front over all objectives
at once (accuracy maximised, the others minimised) in colour, one panel per
pair of objectives; a front point may look dominated in a panel, because it
is better in an objective the panel does not show.

`layer_precision_<model>.png` (a sweep with `compiler.layer_precision`, the
`layer_precision` column): one row per front point (sorted by the first
objective), one column per layer, the precision the point gives each layer;
the caption counts, per layer, the front points that keep it at int8.
"""

import itertools
import json

from figure import Figure, Section, plt, save

# objective name -> (column at analytical fidelity, column at systemc, axis label, scale, maximised)
OBJECTIVES = {
    "latency": ("latency_us", "sim_latency_us", "latency (us)", 1.0, False),
    "energy": ("energy_pj", "sim_energy_pj", "energy (uJ)", 1e-6, False),
    "area": ("area_um2", "area_um2", "area (mm^2)", 1e-6, False),
    "accuracy": ("accuracy", "accuracy", "accuracy (%)", 100.0, True),
}
MAX_ROWS = 60  # front points drawn in the per-layer chart (evenly spaced beyond)
MAX_LAYER_COLUMNS = 16  # more layers than this: one row per layer instead of one column
PRECISION_COLOURS = {"int4": "#9ecae1", "int8": "#08519c", "int16": "#fd8d3c"}


def objectives(store):
    """The sweep's objectives (meta `objectives`) this report knows, in order; [] when unreadable."""
    try:
        names = json.loads(store.meta.get("objectives", "[]"))
    except ValueError:
        return []
    return [name for name in names if name in OBJECTIVES] if isinstance(names, list) else []


def pareto_front(vectors):
    """Indices of the non-dominated vectors (every component minimised); of equal vectors the first is kept."""
    order = sorted(range(len(vectors)), key=lambda i: vectors[i])
    front = []
    for i in order:
        v = vectors[i]
        if not any(all(a <= b for a, b in zip(vectors[k], v)) for k in front):
            front.append(i)
    return sorted(front)


def _rows(store, model, names):
    """Ok points of `model` with every objective measured, and their oriented objective vectors."""
    columns = [OBJECTIVES[n][1 if store.fidelity == "systemc" else 0] for n in names]
    wanted = ", ".join(dict.fromkeys(columns))
    present = store.has_columns("points", "layer_precision")
    rows = store.query(f"""SELECT point_index, {wanted}{', layer_precision' if present else ''} FROM pts
                           WHERE status = 'ok' AND model = ? AND {' AND '.join(f'{c} IS NOT NULL' for c in columns)}
                           ORDER BY point_index""", (model,))
    vectors = [[-row[c] if OBJECTIVES[n][4] else row[c] for n, c in zip(names, columns)] for row in rows]
    return rows, columns, vectors


def _value(row, name, column):
    return row[column] * OBJECTIVES[name][3]


def _front_figure(model, slug, names, rows, columns, front, out_dir):
    pairs = list(itertools.combinations(range(len(names)), 2))
    fig, axes = plt.subplots(1, len(pairs), figsize=(4.6 * len(pairs), 4.2), squeeze=False)
    on_front = set(front)
    for ax, (i, j) in zip(axes[0], pairs):
        xs = [_value(r, names[i], columns[i]) for r in rows]
        ys = [_value(r, names[j], columns[j]) for r in rows]
        rest = [k for k in range(len(rows)) if k not in on_front]
        ax.scatter([xs[k] for k in rest], [ys[k] for k in rest], s=10, color="0.65", alpha=0.6,
                   label=f"evaluated ({len(rows)} points)", zorder=2)
        ax.scatter([xs[k] for k in front], [ys[k] for k in front], s=28, color="tab:red", edgecolors="black",
                   linewidths=0.5, label=f"front ({len(front)} points)", zorder=3)
        for values, axis in ((xs, "x"), (ys, "y")):
            positive = [v for v in values if v > 0]
            if positive and not OBJECTIVES[names[i if axis == "x" else j]][4] and max(positive) / min(positive) > 20:
                (ax.set_xscale if axis == "x" else ax.set_yscale)("log")
        ax.set_xlabel(OBJECTIVES[names[i]][2])
        ax.set_ylabel(OBJECTIVES[names[j]][2])
        ax.grid(True, which="both", alpha=0.25)
    axes[0][0].legend(fontsize=8, loc="best")
    fig.suptitle(f"{model}: the front over {', '.join(names)} against every point evaluated", fontsize=10)
    fig.tight_layout()
    file = save(fig, out_dir, f"search_front_{slug}.png")
    return Figure(file, f"{model}: {len(front)} front points of {len(rows)} ok points evaluated "
                        f"({', '.join(names)}; a front point is best in some objective, maybe not one its panel shows).")


def _layer_figure(model, slug, names, rows, columns, front, out_dir):
    assignments = [json.loads(rows[k]["layer_precision"]) for k in front]
    layers = list(assignments[0].keys())
    ordered = sorted(range(len(front)), key=lambda n: [_value(rows[front[n]], names[0], columns[0])])
    shown = ordered
    if len(ordered) > MAX_ROWS:
        shown = [ordered[round(s * (len(ordered) - 1) / (MAX_ROWS - 1))] for s in range(MAX_ROWS)]
    precisions = sorted({p for a in assignments for p in a.values()}, key=lambda p: int("".join(filter(str.isdigit, p)) or 0))
    int8 = {layer: sum(1 for a in assignments if a.get(layer) == "int8") for layer in layers}
    layer_labels = [f"{layer}\nint8 in {int8[layer]}/{len(front)}" for layer in layers]
    point_labels = []
    for n in shown:
        row = rows[front[n]]
        values = ", ".join(f"{_value(row, name, column):.4g}" for name, column in zip(names, columns))
        point_labels.append(f"p{row['point_index']}: {values}")
    point_title = f"front point: {', '.join(OBJECTIVES[n][2] for n in names)}"
    # A few layers: one column each, a row per front point. Many (a whole
    # network): a row per layer, so the chart grows downwards, not sideways.
    transposed = len(layers) > MAX_LAYER_COLUMNS
    if transposed:
        fig, ax = plt.subplots(figsize=(0.42 * len(shown) + 4.6, 0.26 * len(layers) + 3.2))
    else:
        fig, ax = plt.subplots(figsize=(1.3 * len(layers) + 4.2, max(4.0, 0.24 * len(shown) + 1.8)))
    for y, n in enumerate(shown):
        for x, layer in enumerate(layers):
            precision = assignments[n].get(layer, "")
            ax.add_patch(plt.Rectangle((y, x) if transposed else (x, y), 1, 1,
                                       facecolor=PRECISION_COLOURS.get(precision, "0.8"),
                                       edgecolor="white", linewidth=0.8))
    across, down = (point_labels, layer_labels) if transposed else (layer_labels, point_labels)
    ax.set_xlim(0, len(across))
    ax.set_ylim(len(down), 0)
    ax.set_xticks([x + 0.5 for x in range(len(across))])
    ax.set_yticks([y + 0.5 for y in range(len(down))])
    if transposed:
        ax.set_xticklabels(across, fontsize=6, rotation=60, ha="right")
        ax.set_yticklabels([label.replace("\n", "  ") for label in down], fontsize=6)
        ax.set_xlabel(point_title, fontsize=8)
    else:
        ax.set_xticklabels(across, fontsize=7)
        ax.set_yticklabels(down, fontsize=6)
        ax.set_ylabel(point_title, fontsize=8)
    handles = [plt.Rectangle((0, 0), 1, 1, facecolor=PRECISION_COLOURS.get(p, "0.8")) for p in precisions]
    ax.legend(handles, precisions, fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), title="precision")
    more = f", {len(shown)} of them evenly spaced" if len(shown) < len(front) else ""
    ax.set_title(f"{model}: precision of each layer on the {len(front)} front points{more}", fontsize=10)
    fig.tight_layout()
    file = save(fig, out_dir, f"layer_precision_{slug}.png")
    kept = "; ".join(f"{layer} {int8[layer]} of {len(front)}" for layer in layers)
    return Figure(file, f"{model}: layers kept at int8 by the {len(front)} front points: {kept}.")


def search_front(store, models, slugs, out_dir, draw_front):
    """The front-against-evaluated figure (when `draw_front`: a search) and the per-layer precision chart."""
    section = Section("search_front", "The sweep's front against the points evaluated; per-layer precision")
    names = objectives(store)
    if len(names) < 2:
        section.skipped.append("The store's meta names fewer than two objectives this report knows.")
        return section
    has_layers = store.has_columns("points", "layer_precision")
    for model in models:
        rows, columns, vectors = _rows(store, model, names)
        if len(rows) < 2:
            section.skipped.append(f"{model}: fewer than two ok points with {', '.join(names)}.")
            continue
        front = pareto_front(vectors)
        if draw_front:
            section.figures.append(_front_figure(model, slugs[model], names, rows, columns, front, out_dir))
        if has_layers and all(rows[k]["layer_precision"] for k in front):
            section.figures.append(_layer_figure(model, slugs[model], names, rows, columns, front, out_dir))
    return section


def applies(store):
    """True for a search sweep or a sweep with per-layer precision."""
    if "search_convergence" in store.meta:
        return True
    return store.has_columns("points", "layer_precision") and store.query(
        "SELECT COUNT(*) AS n FROM pts WHERE layer_precision IS NOT NULL")[0]["n"] > 0
