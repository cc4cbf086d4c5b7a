"""Sensitivity to array size (PEs) and to buffer sizes.

Each x value gathers every ok point with that array or buffer size, whatever
the other axes are: the solid line is the best value there (what the size
allows), the dashed line the mean (what it gives on average). The
aggregation is one GROUP BY in SQL, so a 10,000-point sweep draws a few
dozen line vertices.
"""

from figure import Figure, Section, colour, log_axis_if_wide, plt, save
from store import format_bytes

ARRAY_METRICS = (("latency_us", "latency (us)", 1.0), ("energy_pj", "energy (uJ)", 1e-6))
BUFFER_METRICS = (("latency_us", "latency (us)", 1.0), ("dram_bytes", "DRAM traffic (MiB)", 1.0 / (1 << 20)))
BUFFERS = (("weight_buffer_bytes", "weight"), ("input_buffer_bytes", "input"))


def _grouped(store, x_sql, metrics):
    columns = ", ".join(f"MIN({m}) AS min_{m}, AVG({m}) AS avg_{m}" for m, _, _ in metrics)
    return store.query(f"""SELECT model, {x_sql} AS x, COUNT(*) AS n, {columns} FROM pts
                           WHERE status = 'ok' AND {x_sql} IS NOT NULL GROUP BY model, x ORDER BY model, x""")


def _figure(rows, metrics, title, x_label, x_format, file, out_dir):
    models = sorted({row["model"] for row in rows})
    fig, axes = plt.subplots(1, len(metrics), figsize=(6.0 * len(metrics), 4.8))
    xs_all = sorted({row["x"] for row in rows})
    for ax, (metric, label, scale) in zip(axes, metrics):
        values = []
        for i, model in enumerate(models):
            series = [row for row in rows if row["model"] == model and row[f"min_{metric}"] is not None]
            xs = [row["x"] for row in series]
            best = [row[f"min_{metric}"] * scale for row in series]
            mean = [row[f"avg_{metric}"] * scale for row in series]
            values += best + mean
            if not series:
                continue
            ax.plot(xs, best, marker="o", color=colour(i), label=f"{model}: best")
            ax.plot(xs, mean, ls="--", marker=".", color=colour(i), alpha=0.7, label=f"{model}: mean")
        ax.set_xscale("log", base=2)
        ax.set_xticks(xs_all)
        ax.set_xticklabels([x_format(x) for x in xs_all], fontsize=7, rotation=30)
        ax.minorticks_off()
        log_axis_if_wide(ax, values)
        ax.set_xlabel(x_label)
        ax.set_ylabel(label)
        ax.set_title(f"{label.split(' (')[0]} vs {x_label.split(' (')[0]}", fontsize=10)
        ax.grid(True, which="both", alpha=0.25)
        ax.legend(fontsize=7)
    fig.suptitle(title, fontsize=11)
    fig.tight_layout()
    return save(fig, out_dir, file)


def _varies(rows):
    return len({row["x"] for row in rows}) >= 2


def sensitivity(store, out_dir):
    section = Section("sensitivity", "Sensitivity to array size and buffer size")
    rows = _grouped(store, "pe_rows * pe_cols", ARRAY_METRICS)
    if _varies(rows):
        file = _figure(rows, ARRAY_METRICS, "Sensitivity to PE array size (best and mean over the other axes)",
                       "PE array size (PEs = rows x cols)", lambda x: f"{int(x)}", "sensitivity_array.png", out_dir)
        section.figures.append(Figure(file, "Latency and energy against the number of PEs (rows x cols)."))
    else:
        section.skipped.append("Array-size sensitivity skipped: pe_rows x pe_cols takes one value in this sweep.")
    for column, buffer in BUFFERS:
        rows = _grouped(store, column, BUFFER_METRICS)
        if _varies(rows):
            file = _figure(rows, BUFFER_METRICS, f"Sensitivity to {buffer} buffer size (best and mean over the other axes)",
                           f"{buffer} buffer size (bytes)", format_bytes, f"sensitivity_{buffer}_buffer.png", out_dir)
            section.figures.append(Figure(file, f"Latency and DRAM traffic against the {buffer} buffer size."))
        else:
            section.skipped.append(f"{buffer.capitalize()}-buffer sensitivity skipped: {column} takes one value in this sweep.")
    return section
