"""Simulated against estimated cycles, for a sweep at `fidelity: systemc`.

Each ok point of such a sweep holds the analytical estimate and, beside it,
its compiled Program simulated on the SystemC model (sim_* columns,
sweeps/SCHEMA.md). One figure: per layer, simulated cycles (the kernel's span
on the model, first start to last completion) against the estimate's, every
layer of every ok point, one colour per model, with the line of agreement and
a 5 % band; a second panel does the same for whole points. A table gives per
model the geometric mean of simulated / estimated cycles and the share of
layers within 5 %. report.py adds this section only when some point has
simulated cycles.
"""

import html
import math

from figure import Figure, Section, colour, plt, save

BAND = 0.05  # the agreement the SystemC model aims at per layer (docs/systemc.md)


def has_simulation(store):
    if not store.has_columns("points", "sim_cycles") or not store.has_columns("layers", "sim_cycles"):
        return False  # a store written before the sim_* columns existed
    return store.query("SELECT COUNT(*) AS n FROM pts WHERE status = 'ok' AND sim_cycles IS NOT NULL")[0]["n"] > 0


def _geomean(ratios):
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else float("nan")


def simulation(store, models, slugs, out_dir):
    section = Section("simulation", "Simulated against estimated cycles (SystemC model, per layer)")
    layers = store.query("""SELECT p.model AS model, l.name AS name, l.cycles AS est, l.sim_cycles AS sim
                            FROM layers l JOIN pts p USING (point_key)
                            WHERE p.status = 'ok' AND l.sim_cycles > 0 AND l.cycles > 0""")
    points = store.query("""SELECT model, cycles AS est, sim_cycles AS sim FROM pts
                            WHERE status = 'ok' AND sim_cycles > 0 AND cycles > 0""")
    if not points:
        section.skipped.append("No ok point has simulated cycles.")
        return section
    fig, (by_layer, by_point) = plt.subplots(1, 2, figsize=(11.0, 4.8))
    for ax, rows, what in ((by_layer, layers, "layer"), (by_point, points, "point")):
        values = [r["est"] for r in rows] + [r["sim"] for r in rows]
        if not values:
            ax.set_axis_off()
            continue
        low, high = min(values) * 0.8, max(values) * 1.25
        ax.plot([low, high], [low, high], color="black", lw=0.8, label="simulated = estimated")
        ax.fill_between([low, high], [low * (1 - BAND), high * (1 - BAND)], [low * (1 + BAND), high * (1 + BAND)],
                        color="grey", alpha=0.25, lw=0, label=f"within {BAND:.0%}")
        for i, model in enumerate(models):
            mine = [r for r in rows if r["model"] == model]
            if mine:
                ax.scatter([r["est"] for r in mine], [r["sim"] for r in mine], s=10 if what == "layer" else 22,
                           color=colour(i), alpha=0.7, label=f"{slugs.get(model, model)} ({len(mine)})")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlim(low, high)
        ax.set_ylim(low, high)
        ax.set_xlabel(f"estimated cycles per {what}")
        ax.set_ylabel(f"simulated cycles per {what}")
        ax.grid(True, which="both", alpha=0.2)
        ax.legend(fontsize=7, loc="upper left")
    fig.tight_layout()
    file = save(fig, out_dir, "simulation.png")
    head = ("<tr><th>model</th><th>points</th><th>layers</th><th>geomean simulated / estimated, per layer</th>"
            "<th>layers within 5 %</th><th>geomean, whole points</th><th>worst layer (ratio)</th></tr>")
    rows_html = []
    for model in models:
        mine = [r["sim"] / r["est"] for r in layers if r["model"] == model]
        whole = [r["sim"] / r["est"] for r in points if r["model"] == model]
        if not whole:
            continue
        worst = max((r for r in layers if r["model"] == model), key=lambda r: r["sim"] / r["est"], default=None)
        worst_text = f"{html.escape(worst['name'])} ({worst['sim'] / worst['est']:.2f})" if worst else "-"
        within = sum(abs(x - 1) <= BAND for x in mine)
        rows_html.append(
            f"<tr><td>{html.escape(model)}</td><td class=\"num\">{len(whole)}</td><td class=\"num\">{len(mine)}</td>"
            f"<td class=\"num\">{_geomean(mine):.3f}</td>"
            f"<td class=\"num\">{within} ({100 * within / max(len(mine), 1):.0f} %)</td>"
            f"<td class=\"num\">{_geomean(whole):.3f}</td><td>{worst_text}</td></tr>")
    section.tables.append(f"<table class=\"simulation\">{head}{''.join(rows_html)}</table>")
    section.notes.append("Simulated: the point's compiled Program on the SystemC model, timing only (data never "
                         "changes timing); a layer's span runs from its first instruction's start to its last one's "
                         "completion, so neighbouring layers overlap. Points with layers not stored "
                         "(store_layers: false) appear only in the right panel.")
    section.figures.append(Figure(file, f"{len(layers)} layers of {len(points)} points; geometric mean of simulated / "
                                        f"estimated cycles per layer {_geomean([r['sim'] / r['est'] for r in layers]):.3f}."))
    return section
