"""tessera report: render a sweep's results store into PNG plots and an index.html.

Usage: /usr/bin/python3 reports/report.py RESULTS.sqlite --out DIR [--max-rooflines N] [--synth-area AREA_JSON]
(normally through `tessera report`, which checks the store first). Reads only
the results store (sweeps/SCHEMA.md) and needs only the standard library and
Debian's python3-matplotlib. Exit status: 0 written, 1 bad store or output
folder, 2 bad arguments. reports/README.md describes every plot.
"""

import argparse
import glob
import importlib.util
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

# Files a previous report wrote; removed first so index.html and the folder agree.
OWN_FILES = ("index.html", "roofline_*.png", "breakdown_*.png", "pareto_*.png", "sensitivity_*.png",
             "sparsity.png", "quantization.png", "convergence.png", "simulation.png", "search_front_*.png",
             "layer_precision_*.png")


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="report.py", description=__doc__.split("\n")[0])
    parser.add_argument("db", help="results store written by 'tessera sweep' (SQLite)")
    parser.add_argument("--out", required=True, help="output folder (created if missing)")
    parser.add_argument("--max-rooflines", type=int, default=8, metavar="N",
                        help="at most N roofline plots: each model's best points first, then by EDP (default 8)")
    parser.add_argument("--synth-area", metavar="AREA_JSON",
                        help="area.json of scripts/synth_area.py: show the synthesized array area beside the model's")
    args = parser.parse_args(argv)
    if args.max_rooflines < 0:
        parser.error("--max-rooflines: expected an integer >= 0")
    return args


def main(argv):
    args = parse_args(argv)
    started = time.monotonic()
    if importlib.util.find_spec("matplotlib") is None:  # checked first to name the Debian package
        print(f"error: report: {sys.executable} cannot import matplotlib; install Debian's python3-matplotlib "
              "(apt-get install python3-matplotlib)", file=sys.stderr)
        return 1
    import best as best_points
    import convergence
    import effects
    import html_index
    import pareto
    import roofline
    import search_front
    import sensitivity
    import simulation
    import synthesis
    from figure import model_slugs
    from store import Store, StoreError

    try:
        store = Store(args.db)
    except StoreError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    synthesized = None
    if args.synth_area:  # read before anything is drawn: a bad file writes no report
        try:
            synthesized = synthesis.load(args.synth_area)
        except synthesis.SynthAreaError as error:
            print(f"error: --synth-area: {error}", file=sys.stderr)
            return 1
    try:
        os.makedirs(args.out, exist_ok=True)
        for pattern in OWN_FILES:
            for path in glob.glob(os.path.join(args.out, pattern)):
                os.remove(path)
    except OSError as error:
        print(f"error: {args.out}: cannot prepare the output folder: {error.strerror}", file=sys.stderr)
        return 1

    models = store.ok_models()
    slugs = model_slugs(store.models())
    best = best_points.best_points(store)
    keys = best_points.roofline_candidates(store, best, args.max_rooflines)
    sections = [
        roofline.rooflines(store, keys, slugs, args.out, args.max_rooflines),
        roofline.breakdowns(store, best, slugs, args.out),
        pareto.pareto(store, models, slugs, args.out),
        sensitivity.sensitivity(store, args.out),
        effects.sparsity(store, args.out),
        effects.quantization(store, args.out),
    ]
    if simulation.has_simulation(store):  # a sweep at fidelity: systemc
        sections.append(simulation.simulation(store, models, slugs, args.out))
    if "search_convergence" in store.meta:  # a search sweep (sweeps/README.md, "Search")
        sections.append(convergence.convergence(store, args.out))
    if search_front.applies(store):  # a search, or a sweep with per-layer precision
        sections.append(search_front.search_front(store, models, slugs, args.out,
                                                  "search_convergence" in store.meta))
    if synthesized is not None:
        sections.append(synthesis.synthesis(store, args.synth_area, *synthesized))
    html_index.write(store, best, sections, args.out)
    figures = sum(len(s.figures) for s in sections)
    counts = store.status_counts()
    print(f"report: {sum(counts.values())} points ({counts['ok']} ok), {figures} figures in "
          f"{time.monotonic() - started:.1f} s -> {os.path.join(args.out, 'index.html')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
