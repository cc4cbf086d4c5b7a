#!/usr/bin/python3
"""Agreement of the compiled Program with the estimate and the lower bound.

For every zoo model on every config given, runs
  tessera compile models/cache/zoo/M.onnx --hw CONFIG --out WORK/... --check --sim --compare
and writes a markdown table (docs/systemc.md "Agreement"): per model the
estimate, the SystemC cycles (equal to the schedule checker's critical path),
the lower bound max(MACs / PEs, compulsory DRAM bytes / bandwidth) summed
over layers (estimate.json totals.lower_bound_cycles), their ratios, the
kernels within 5 % and 10 % of their estimate (simulated = attributed cycles,
what the kernel adds to its segment's time; also by span, first start to
last completion), and the geometric mean of simulated / lower bound per
config; then per config the kernels whose simulated and estimated cycles
are furthest apart. Float models on an integer spec are timed without data (the timed
model's cycles do not depend on data), but their Programs are the float model's: without a
quantization grid a ReLU before a requantize stays a pass of its own. --quantize PRECISION
first quantizes every model as scripts/exact_matrix.sh does (per channel, min/max, 4 seeded
random calibration inputs) and compiles it through the same integer pipeline: the Programs
`tessera run` executes.

  /usr/bin/python3 scripts/agreement.py [--tessera BIN] [--out OUT.md] [--work DIR]
                                        [--config configs/X.yaml ...] [--model NAME ...] [--worst N]
                                        [--quantize int8|int4] [--json ROWS.json]
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

ZOO = ["resnet18", "resnet50", "mobilenet_v2", "squeezenet1_1", "efficientnet_b0", "bert_encoder_2layer",
       "gpt_decoder_block"]
KERNEL_ROW = re.compile(r"^(\S.*?)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([\d.]+|-)\s*$")
SIM_LINE = re.compile(r"^sim: (\d+) cycles")
CHECK_LINE = re.compile(r"critical path (\d+) cycles")


# The exactness matrix's integer pipeline (scripts/exact_matrix.sh), for --quantize.
INTEGER_PIPELINE = ("lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,"
                    "recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse")


def quantized(tessera, model, precision, work):
    out = os.path.join(work, f"{model}.{precision}.onnx")
    if not os.path.exists(out):
        cmd = [tessera, "quantize", f"models/cache/zoo/{model}.onnx", "--precision", precision, "--per-channel",
               "--method", "minmax", "--calib-random", "4", "--seed", "1", "--out", out]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stderr[-2000:]}")
    return out


def run_model(tessera, model, config, work, precision=None):
    out = os.path.join(work, f"{model}.{os.path.splitext(os.path.basename(config))[0]}")
    source, pipeline = f"models/cache/zoo/{model}.onnx", []
    if precision:
        source, pipeline = quantized(tessera, model, precision, work), ["--pipeline", INTEGER_PIPELINE]
        out += f".{precision}"
    cmd = [tessera, "compile", source, "--hw", config, "--out", out, "--check", "--sim", "--compare"] + pipeline
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stderr[-2000:]}")
    sim = check = None
    kernels = []
    for line in res.stdout.splitlines():
        m = SIM_LINE.match(line)
        if m:
            sim = int(m.group(1))
        m = CHECK_LINE.search(line)
        if m and line.startswith("check:"):
            check = int(m.group(1))
        m = KERNEL_ROW.match(line)
        if m and not line.startswith("kernel "):
            span, attributed, sim_array, sim_dma, est, est_array, est_mem, bound = (int(m.group(i)) for i in range(2, 10))
            kernels.append({"name": m.group(1).strip(), "span": span, "sim": attributed, "sim_array": sim_array,
                            "sim_dma": sim_dma, "est": est, "est_array": est_array, "est_mem": est_mem, "bound": bound})
    if sim is None or check is None:
        raise RuntimeError(f"{' '.join(cmd)}: no 'sim:' or 'check:' line in its output")
    with open(os.path.join(out, "estimate.json")) as f:
        totals = json.load(f)["totals"]
    return {"model": model, "sim": sim, "check": check, "est": totals["cycles"],
            "bound": totals["lower_bound_cycles"], "kernels": kernels}


def fmt(v):
    return f"{int(round(v)):,}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tessera", default="build/tools/tessera")
    ap.add_argument("--out", default="-")
    ap.add_argument("--work", default=None)
    ap.add_argument("--config", action="append", default=None)
    ap.add_argument("--model", action="append", default=None)
    ap.add_argument("--worst", type=int, default=12)
    ap.add_argument("--quantize", choices=["int8", "int4"], default=None)
    ap.add_argument("--json", default=None, help="also write every model's kernel rows (config -> rows) as JSON here")
    args = ap.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    tessera = os.path.abspath(args.tessera)
    work = args.work or tempfile.mkdtemp(prefix="agreement.")
    os.makedirs(work, exist_ok=True)
    configs = args.config or ["configs/edge_16x16_int8.yaml"]
    models = args.model or ZOO
    lines, every = [], {}
    for config in configs:
        rows, failed = [], []
        every[config] = rows
        for model in models:
            print(f"{model} on {config}", file=sys.stderr, flush=True)
            try:
                rows.append(run_model(tessera, model, config, work, args.quantize))
            except RuntimeError as e:  # e.g. a model whose DRAM the config lacks: said, not hidden
                last = [l for l in str(e).splitlines() if l.strip()]
                failed.append((model, last[-1] if last else str(e)))
        lines.append(f"**{config}**{f' (models quantized to {args.quantize})' if args.quantize else ''}\n")
        lines.append("| model | estimate | simulated | checker | lower bound | sim / estimate | estimate / bound | "
                     "sim / bound | kernels within 5 % | within 10 % | within 5 % by span |")
        lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
        logs = []
        for r in rows:
            def within(key, tolerance):
                return sum(1 for k in r["kernels"] if k["est"] > 0 and abs(k[key] / k["est"] - 1) <= tolerance)
            n = len(r["kernels"])
            lines.append(f"| {r['model']} | {fmt(r['est'])} | {fmt(r['sim'])} | {fmt(r['check'])} | "
                         f"{fmt(r['bound'])} | {r['sim'] / r['est']:.2f} | {r['est'] / r['bound']:.2f} | "
                         f"{r['sim'] / r['bound']:.2f} | {within('sim', 0.05)} of {n} | {within('sim', 0.10)} of {n} | "
                         f"{within('span', 0.05)} of {n} |")
            logs.append(math.log(r["sim"] / r["bound"]))
        for model, why in failed:
            lines.append(f"| {model} | not compiled: {why[:160]} | | | | | | | | | |")
        if not rows:
            lines.append("")
            continue
        geo = math.exp(sum(logs) / len(logs))
        geo_est = math.exp(sum(math.log(r["est"] / r["bound"]) for r in rows) / len(rows))
        lines.append("")
        lines.append(f"Geometric mean over {len(rows)} models: simulated / lower bound **{geo:.3f}**, "
                     f"estimate / lower bound {geo_est:.3f}.\n")
        # Worst by how far simulated (attributed) and estimate are apart, either way.
        worst = sorted(((k["sim"] / k["est"] if k["est"] else 0.0, r["model"], k) for r in rows for k in r["kernels"]
                        if k["est"] > 0 and k["sim"] > 0),
                       key=lambda t: -max(t[0], 1 / t[0]))[:args.worst]
        lines.append("| model | kernel | simulated span | simulated | array busy | DMA busy | estimate | est. array | "
                     "est. memory | lower bound | simulated / estimate |")
        lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
        for ratio, model, k in worst:
            lines.append(f"| {model} | `{k['name']}` | {fmt(k['span'])} | {fmt(k['sim'])} | {fmt(k['sim_array'])} | "
                         f"{fmt(k['sim_dma'])} | {fmt(k['est'])} | {fmt(k['est_array'])} | {fmt(k['est_mem'])} | "
                         f"{fmt(k['bound'])} | {ratio:.2f} |")
        lines.append("")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(every, f, indent=1)
    text = "\n".join(lines) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
