#!/usr/bin/python3
"""plot_area.py: tables and figures comparing synthesized area with the area model.

Reads the area.json that scripts/synth_area.py wrote and the energy table the
model uses, prints Markdown tables (for docs/area.md) and writes two figures:

  OUT/area_precision.png  area relative to int8, against operand width: the PE
                          and the multiplier, synthesized and modelled
  OUT/area_array.png      array area against PE count per precision, synthesized
                          (whole and hierarchical) and modelled

Usage: plot_area.py AREA_JSON --table-energy configs/energy/horowitz_45nm.yaml --out docs/figures
"""

import argparse
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import yaml  # noqa: E402


def load(path):
    with open(path) as f:
        data = json.load(f)
    return data["meta"], data["results"]


def table_area(table, op, node_nm):
    """The table's area for an operation at node_nm, scaled as hw::Spec scales it."""
    scale = (node_nm / table["technology_nm"]) ** table["scaling"]["area_exponent"]
    return table["operations"][op]["area_um2"] * scale


def by_point(results):
    return {r["point"]: r for r in results}


def operator_rows(results, table, node_nm):
    rows = []
    pts = by_point(results)
    for kind, widths, ref in (("mult", (4, 8, 16, 32), 8), ("add", (16, 32), 32)):
        ref_point = pts.get(f"{kind}{ref}")
        if not ref_point:
            continue
        ref_model = table_area(table, f"int{ref}_{kind}", node_nm)
        for w in widths:
            r = pts.get(f"{kind}{w}")
            if not r:
                continue
            model = table_area(table, f"int{w}_{kind}", node_nm)
            rows.append(dict(op=f"int{w}_{kind}", synth=r["area_um2"], model=model,
                             synth_rel=r["area_um2"] / ref_point["area_um2"], model_rel=model / ref_model,
                             transistors=r["transistors"], source=table["operations"][f"int{w}_{kind}"]["source"]))
    return rows


def pe_rows(results):
    pes = [r for r in results if r["kind"] == "pe"]
    ref = next((r for r in pes if r["weight_bits"] == 8 and r["accumulator_bits"] == 16), None)
    rows = []
    for r in pes:
        rows.append(dict(r, synth_rel=r["area_um2"] / ref["area_um2"] if ref else float("nan"),
                         model_rel=r["model_area_um2"] / ref["model_area_um2"] if ref else float("nan")))
    return rows


def array_rows(results):
    pts = by_point(results)
    rows = []
    for r in results:
        if r["kind"] != "array":
            continue
        pe = pts.get(f"pe_1x1_int{r['weight_bits']}_acc{r['accumulator_bits']}")
        n = r["rows"] * r["cols"]
        rows.append(dict(r, pes=n, per_pe=r["area_um2"] / n,
                         vs_pe=r["area_um2"] / (n * pe["area_um2"]) if pe else float("nan")))
    return rows


def print_tables(meta, results, table, node_nm):
    print(f"Measured {meta['date']} with {meta['yosys']}, liberty {meta['liberty']}:")
    print(f"`{meta['command']}`\n")
    ops = operator_rows(results, table, node_nm)
    if ops:
        print("| operation | synthesized um2 | table um2 at 180 nm | synthesized, rel. | table, rel. | transistors |")
        print("|---|---:|---:|---:|---:|---:|")
        for o in ops:
            print(f"| {o['op']} | {o['synth']:.0f} | {o['model']:.0f} | {o['synth_rel']:.2f} | {o['model_rel']:.2f} "
                  f"| {o['transistors']} |")
        print()
    pes = pe_rows(results)
    if pes:
        print("| PE | synthesized um2 | model um2 at 180 nm | synth / model | synthesized, rel. int8 | model, rel. int8 "
              "| flops | transistors |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for r in pes:
            print(f"| int{r['weight_bits']} acc{r['accumulator_bits']} | {r['area_um2']:.0f} | {r['model_area_um2']:.0f} "
                  f"| {r['area_um2'] / r['model_area_um2']:.2f} | {r['synth_rel']:.2f} | {r['model_rel']:.2f} "
                  f"| {r['flops']} | {r['transistors']}{'+' if r['transistors_exclude_flops'] else ''} |")
        print()
    arrays = array_rows(results)
    if arrays:
        print("| array | synthesis | synthesized um2 | model um2 at 180 nm | synth / model | per PE um2 "
              "| array / (PEs x PE) | flops | Yosys s |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        # arrays at the smallest legal accumulator first, then the wider-accumulator ones
        for r in sorted(arrays, key=lambda r: (r["accumulator_bits"] != synth_acc(r["weight_bits"]), r["weight_bits"],
                                               r["pes"], r["rows"], r["mode"])):
            print(f"| {r['rows']}x{r['cols']} int{r['weight_bits']} acc{r['accumulator_bits']} | "
                  f"{'whole (flattened)' if r['mode'] == 'flat' else 'hierarchical'} | {r['area_um2']:.0f} "
                  f"| {r['model_area_um2']:.0f} | {r['area_um2'] / r['model_area_um2']:.2f} | {r['per_pe']:.0f} "
                  f"| {r['vs_pe']:.3f} | {r['flops']} | {r['seconds']:.1f} |")
        print()
    total = sum(r["seconds"] for r in results)
    print(f"Yosys time summed over all {len(results)} points: {total:.0f} s.")


def plot_precision(results, table, node_nm, path):
    fig, ax = plt.subplots(figsize=(6, 4))
    pes = [r for r in pe_rows(results) if r["accumulator_bits"] == synth_acc(r["weight_bits"])]
    pes.sort(key=lambda r: r["weight_bits"])
    if pes:
        bits = [r["weight_bits"] for r in pes]
        ax.plot(bits, [r["synth_rel"] for r in pes], "o-", color="C0", label="PE, Yosys/OSU018")
        ax.plot(bits, [r["model_rel"] for r in pes], "o--", color="C0", alpha=0.6, label="PE, area model")
    mults = [o for o in operator_rows(results, table, node_nm) if o["op"].endswith("_mult")]
    if mults:
        bits = [int(o["op"][3:].split("_")[0]) for o in mults]
        ax.plot(bits, [o["synth_rel"] for o in mults], "s-", color="C1", label="multiplier, Yosys/OSU018")
        ax.plot(bits, [o["model_rel"] for o in mults], "s--", color="C1", alpha=0.6, label="multiplier, energy table")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log", base=2)
    ax.set_xlabel("weight = activation bits")
    ax.set_ylabel("area relative to int8")
    ax.set_title("Area against precision")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def synth_acc(bits):
    return 16 if 2 * bits <= 16 else 32


def plot_arrays(results, path):
    fig, (ax, rx) = plt.subplots(1, 2, figsize=(11, 4.2))
    arrays = array_rows(results)
    for i, bits in enumerate(sorted({r["weight_bits"] for r in arrays})):
        color = f"C{i}"
        for mode, marker in (("flat", "o"), ("hier", "x")):
            pts = sorted((r for r in arrays if r["weight_bits"] == bits and r["mode"] == mode and r["rows"] == r["cols"]
                          and r["accumulator_bits"] == synth_acc(bits)), key=lambda r: r["pes"])
            if pts:
                label = f"int{bits}, Yosys {'whole' if mode == 'flat' else 'hierarchical'}"
                ax.plot([r["pes"] for r in pts], [r["area_um2"] for r in pts], marker, color=color, markersize=7,
                        label=label)
                rx.plot([r["pes"] for r in pts], [r["vs_pe"] for r in pts], marker + "-", color=color, markersize=7,
                        label=label)
        model = sorted({(r["pes"], r["model_area_um2"]) for r in arrays
                        if r["weight_bits"] == bits and r["accumulator_bits"] == synth_acc(bits)})
        ax.plot([m[0] for m in model], [m[1] for m in model], "--", color=color, alpha=0.6, label=f"int{bits}, model")
    pes = sorted({r["pes"] for r in arrays})
    if pes:
        rx.plot([pes[0], pes[-1]], [1.0, 1.0], "k--", alpha=0.6, label="model (area = PEs x PE)")
    for axis in (ax, rx):
        axis.set_xscale("log", base=2)
        axis.set_xlabel("PEs (rows x cols), square arrays")
        axis.grid(True, which="both", alpha=0.3)
    ax.set_yscale("log")
    ax.set_ylabel("array area, um2 at 180 nm")
    ax.set_title("Array area against size")
    ax.legend(fontsize=7)
    rx.set_ylabel("synthesized array / (PEs x synthesized PE)")
    rx.set_title("What the array adds to its PEs")
    rx.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("area_json")
    parser.add_argument("--table-energy", required=True, help="the energy/area table the configs reference")
    parser.add_argument("--out", required=True, help="folder for the figures")
    args = parser.parse_args()
    meta, results = load(args.area_json)
    with open(args.table_energy) as f:
        table = yaml.safe_load(f)
    node_nm = meta["liberty_node_nm"]
    os.makedirs(args.out, exist_ok=True)
    print_tables(meta, results, table, node_nm)
    plot_precision(results, table, node_nm, os.path.join(args.out, "area_precision.png"))
    plot_arrays(results, os.path.join(args.out, "area_array.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
