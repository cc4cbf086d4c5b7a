"""Sparsity and quantization effects: what pruning or a narrower precision costs
in accuracy and buys in latency, energy and area.

To show one effect at a time, the sparsity plot holds the precision fixed (the
precision most points ran at) and the quantization plot holds the density
fixed (each model's densest variant, normally unpruned). Latency, energy and
area are the best over the remaining axes; accuracy is the mean (it depends
on the compiled model variant, not on the hardware).
"""

from figure import Figure, Section, colour, log_axis_if_wide, plt, save
from store import precision_bits

COST_METRICS = (("latency_us", "latency (us)", 1.0), ("energy_pj", "energy (uJ)", 1e-6))


def _accuracy_metric(store, where, parameters):
    """(column, axis label) of the accuracy measure present in these points, or None."""
    for column, label in (("accuracy", "top-1 accuracy (%)"), ("agreement_with_fp32", "top-1 agreement with fp32 (%)")):
        row = store.query(f"SELECT COUNT({column}) AS n FROM pts WHERE status = 'ok' AND {where}", parameters)[0]
        if row["n"]:
            return column, label
    return None


def _panels(count):
    """One row of up to three panels; four panels as a 2 x 2 grid."""
    rows, columns = (2, 2) if count == 4 else (1, count)
    fig, axes = plt.subplots(rows, columns, figsize=(5.2 * columns, 4.6 * rows), squeeze=False)
    return fig, [ax for row in axes for ax in row]


def _sparsity_rows(store, precision, accuracy_column):
    accuracy = f"AVG({accuracy_column})" if accuracy_column else "NULL"
    return store.query(f"""SELECT model, density, n_of_m, COUNT(*) AS n, MIN(latency_us) AS latency_us,
                                  MIN(energy_pj) AS energy_pj, {accuracy} AS accuracy
                           FROM pts WHERE status = 'ok' AND precision_label = ?
                           GROUP BY model, density, n_of_m ORDER BY model, density""", (precision,))


def sparsity(store, out_dir):
    section = Section("sparsity", "Sparsity effect (weight density)")
    precision = store.baseline_precision()
    if precision is None:
        section.skipped.append("Skipped: no ok point.")
        return section
    where = "precision_label = ?"
    found = _accuracy_metric(store, where, (precision,))
    rows = _sparsity_rows(store, precision, found[0] if found else None)
    settings = {}  # per model: a measured density may differ a little between models without any pruning axis
    for row in rows:
        settings.setdefault(row["model"], set()).add((row["density"], row["n_of_m"]))
    if max((len(s) for s in settings.values()), default=0) < 2:
        section.skipped.append("Skipped: every point has the same weight density and pruning (no sparsity axis in this sweep).")
        return section
    metrics = list(COST_METRICS) + ([("accuracy", found[1], 100.0)] if found else [])
    fig, axes = _panels(len(metrics))
    models = sorted({row["model"] for row in rows})
    for ax, (metric, label, scale) in zip(axes, metrics):
        values = []
        for i, model in enumerate(models):
            mine = [row for row in rows if row["model"] == model and row[metric] is not None]
            line = [row for row in mine if row["n_of_m"] is None]
            nm = [row for row in mine if row["n_of_m"] is not None]
            values += [row[metric] * scale for row in mine]
            if line:
                kind = "unpruned" if all(row["density"] > 0.999 for row in line) else "magnitude pruning"
                ax.plot([row["density"] for row in line], [row[metric] * scale for row in line], marker="o",
                        color=colour(i), label=f"{model}: {kind}")
            if nm:
                ax.scatter([row["density"] for row in nm], [row[metric] * scale for row in nm], marker="*", s=140,
                           color=colour(i), edgecolors="black", linewidths=0.5, zorder=3, label=f"{model}: N:M pruning")
                for row in nm:
                    ax.annotate(row["n_of_m"], (row["density"], row[metric] * scale), xytext=(6, -10),
                                textcoords="offset points", fontsize=7)
        if metric != "accuracy":
            log_axis_if_wide(ax, values)
        ax.set_xlabel("weight density (fraction of weights kept)")
        ax.set_ylabel(label)
        ax.set_title(f"{label.split(' (')[0]} vs weight density", fontsize=10)
        ax.grid(True, alpha=0.25)
        ax.legend(fontsize=7)
    fig.suptitle(f"Sparsity effect at precision {precision} (best latency/energy over the other axes)", fontsize=11)
    fig.tight_layout()
    section.figures.append(Figure(save(fig, out_dir, "sparsity.png"),
                                  f"Latency, energy{' and accuracy' if found else ''} against weight density, "
                                  f"precision held at {precision}."))
    if not found:
        section.skipped.append("Accuracy panel left out: no point of this sweep has a measured accuracy.")
    return section


def _quantization_rows(store, accuracy_column):
    accuracy = f"AVG({accuracy_column})" if accuracy_column else "NULL"
    return store.query(f"""WITH densest AS (SELECT model, MAX(density) AS d FROM pts WHERE status = 'ok' GROUP BY model)
                           SELECT pts.model AS model, precision_label, COUNT(*) AS n, MIN(latency_us) AS latency_us,
                                  MIN(energy_pj) AS energy_pj, MIN(area_um2) AS area_um2, {accuracy} AS accuracy
                           FROM pts JOIN densest ON pts.model = densest.model AND pts.density = densest.d
                           WHERE status = 'ok' GROUP BY pts.model, precision_label""")


def quantization(store, out_dir):
    section = Section("quantization", "Quantization effect (precision)")
    found = _accuracy_metric(store, "1", ())
    rows = _quantization_rows(store, found[0] if found else None)
    labels = sorted({row["precision_label"] for row in rows}, key=lambda label: (-precision_bits(label), label))
    if len(labels) < 2:
        section.skipped.append("Skipped: every point runs at one precision (no precision axis in this sweep).")
        return section
    metrics = ([("accuracy", found[1], 100.0)] if found else []) + list(COST_METRICS) + [("area_um2", "area (mm^2)", 1e-6)]
    models = sorted({row["model"] for row in rows})
    by_key = {(row["model"], row["precision_label"]): row for row in rows}
    width = 0.8 / len(models)
    fig, axes = _panels(len(metrics))
    for ax, (metric, label, scale) in zip(axes, metrics):
        values = []
        for i, model in enumerate(models):
            xs, ys = [], []
            for j, precision in enumerate(labels):
                row = by_key.get((model, precision))
                if row is not None and row[metric] is not None:
                    xs.append(j + (i - (len(models) - 1) / 2) * width)
                    ys.append(row[metric] * scale)
            values += ys
            if ys:  # a model without this measure (accuracy not measured) gets no legend entry
                ax.bar(xs, ys, width=width, color=colour(i), label=model)
        if metric == "accuracy":
            low = min(values) if values else 0
            ax.set_ylim(max(0.0, low - 5), min(100.0, max(values) + 2) if values else 100)
        else:
            log_axis_if_wide(ax, values)
        ax.set_xticks(range(len(labels)))
        ax.set_xticklabels(labels)
        ax.set_xlabel("precision")
        ax.set_ylabel(label)
        ax.set_title(f"{label.split(' (')[0]} vs precision", fontsize=10)
        ax.grid(True, axis="y", alpha=0.25)
        ax.legend(fontsize=7)
    fig.suptitle("Quantization effect at each model's highest weight density "
                 "(best latency/energy/area over the other axes, mean accuracy)", fontsize=11)
    fig.tight_layout()
    section.figures.append(Figure(save(fig, out_dir, "quantization.png"),
                                  "Accuracy, latency, energy and area per precision, densest variant of each model."
                                  if found else "Latency, energy and area per precision, densest variant of each model."))
    if not found:
        section.skipped.append("Accuracy panel left out: no point of this sweep has a measured accuracy.")
    return section
