"""Search convergence: hypervolume of the front found so far against evaluations and wall time.

A search sweep (sweeps/README.md, "Search") records in meta key
search_convergence, at up to 64 evaluation counts n, the hypervolume of the
front of its first n evaluations relative to the front of all of them
(objectives normalised to the final front, reference point 1.1). report.py
adds this section only for a store that has it.
"""

import json

from figure import Figure, Section, plt, save


def convergence(store, out_dir):
    section = Section("convergence", "Search convergence (hypervolume against evaluations and wall time)")
    try:
        curve = json.loads(store.meta["search_convergence"])
        evaluations = [int(n) for n in curve["evaluations"]]
        seconds = [float(s) for s in curve["seconds"]]
        ratios = [float(r) for r in curve["hypervolume_ratio"]]
    except (ValueError, KeyError, TypeError):
        section.skipped.append("search_convergence in the store's meta is not readable JSON of the expected shape.")
        return section
    if len(evaluations) < 2 or not len(evaluations) == len(seconds) == len(ratios):
        section.skipped.append("The search evaluated too few valid points to draw a curve.")
        return section
    title = (f"{curve.get('algorithm', '?')} search, seed {curve.get('seed', '?')}, population "
             f"{curve.get('population', '?')}: {', '.join(curve.get('objectives', []))}")
    fig, (by_count, by_time) = plt.subplots(1, 2, figsize=(10.0, 4.2), sharey=True)
    for ax, xs, label in ((by_count, evaluations, "evaluations"), (by_time, seconds, "wall time (s)")):
        ax.plot(xs, ratios, marker=".", color="tab:blue", label="front so far")
        ax.axhline(0.99, color="grey", lw=0.8, ls="--", label="99 %")
        ax.set_xlabel(label)
        ax.grid(True, alpha=0.25)
    by_count.set_ylabel("hypervolume / final front's")
    by_count.legend(fontsize=8, loc="lower right")
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    file = save(fig, out_dir, "convergence.png")
    first = next((n for n, r in zip(evaluations, ratios) if r >= 0.99), None)
    reached = f"99 % after {first} evaluations" if first is not None else "99 % not reached before the end"
    section.notes.append("The final front is the search's own (its best known); `tessera sweep pareto DB --exact "
                         "GRID_DB` compares it with a grid's exact front.")
    section.figures.append(Figure(file, f"{evaluations[-1]} evaluations in {seconds[-1]:.1f} s; {reached}."))
    return section
