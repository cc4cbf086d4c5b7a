"""Pareto plots: latency vs area and energy vs area per model, coloured by precision.

Every ok point is a dot; the points no other point beats on both axes (the
front, both axes minimised) are circled and joined by a staircase.
"""

from figure import Figure, Section, colour, plt, save
from store import precision_bits

OBJECTIVES = (
    ("latency", "latency_us", "latency (us)", 1.0),
    ("energy", "energy_pj", "energy (uJ)", 1e-6),
)


def front(points):
    """Indices of the Pareto-optimal (x, y) pairs, both minimised, sorted by x."""
    order = sorted(range(len(points)), key=lambda i: points[i])
    chosen, best_y = [], float("inf")
    for i in order:
        if points[i][1] < best_y:
            chosen.append(i)
            best_y = points[i][1]
    return chosen


def _plot(model, rows, objective, slug, labels, out_dir):
    name, column, axis_label, scale = objective
    xs = [row["area_um2"] / 1e6 for row in rows]
    ys = [row[column] * scale for row in rows]
    fig, ax = plt.subplots(figsize=(8.0, 5.5))
    for i, label in enumerate(labels):
        idx = [j for j, row in enumerate(rows) if row["precision_label"] == label]
        if idx:
            ax.scatter([xs[j] for j in idx], [ys[j] for j in idx], s=12, alpha=0.55, color=colour(i),
                       label=f"{label} ({len(idx)} points)", zorder=2)
    optimal = front(list(zip(xs, ys)))
    fx, fy = [xs[i] for i in optimal], [ys[i] for i in optimal]
    ax.step(fx, fy, where="post", color="black", lw=1.2, zorder=3)
    ax.scatter(fx, fy, s=60, facecolors="none", edgecolors="black", linewidths=1.3, zorder=4,
               label=f"Pareto front ({len(optimal)} points)")
    if max(xs) / max(min(xs), 1e-30) > 10:
        ax.set_xscale("log")
    if max(ys) / max(min(ys), 1e-30) > 10:
        ax.set_yscale("log")
    ax.set_xlabel("area (mm^2)")
    ax.set_ylabel(axis_label)
    ax.set_title(f"Pareto: {name} vs area, {model} ({len(rows)} ok points)", fontsize=10)
    ax.grid(True, which="both", alpha=0.25)
    ax.legend(fontsize=8, title="precision", title_fontsize=8)
    fig.tight_layout()
    file = save(fig, out_dir, f"pareto_{name}_area_{slug}.png")
    best = ", ".join(f"{rows[i]['point_index']}" for i in optimal[:12])
    more = "" if len(optimal) <= 12 else f" and {len(optimal) - 12} more"
    return Figure(file, f"{model}: {name} against area; front points (by point index): {best}{more}.")


def pareto(store, models, slugs, out_dir):
    section = Section("pareto", "Pareto fronts (latency and energy against area)")
    labels = sorted(store.precision_labels(), key=lambda label: (-precision_bits(label), label))
    for model in models:
        rows = store.query("""SELECT point_index, area_um2, latency_us, energy_pj, precision_label FROM pts
                              WHERE status = 'ok' AND model = ? AND area_um2 > 0 AND latency_us > 0
                                AND energy_pj > 0 ORDER BY point_index""", (model,))
        if len(rows) < 2:
            section.skipped.append(f"{model}: skipped, fewer than two ok points with latency, energy and area.")
            continue
        for objective in OBJECTIVES:
            section.figures.append(_plot(model, rows, objective, slugs[model], labels, out_dir))
    if not models:
        section.skipped.append("Skipped: no ok point.")
    return section
