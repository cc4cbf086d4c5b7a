#!/usr/bin/python3
"""synth_area.py: cell area of the RTL PE and array from Yosys, beside the area model's.

For every point of a grid (PE, whole array, operator; rows x cols; int4/int8/int16)
this writes a variant of a base config, runs `tessera gen` on it (so every
parameter, and the area model's figures in spec.json, come from hw::Spec), and
synthesizes rtl/tessera_pe.sv or rtl/tessera_array.sv with Yosys against the
generated package:

    synth -top TOP -noalumacc [-flatten]; abc -g cmos2; stat -tech cmos      (transistors)
    synth ...; dfflibmap -liberty LIB; abc -liberty LIB; stat -liberty LIB   (cell area)

Yosys 0.23's SystemVerilog frontend reads neither `localparam string` nor
`import pkg::*`, so the script derives a flat include from the generated
package (its integer localparams at compilation-unit scope, in package order)
and reads copies of the RTL with the import removed; nothing is typed by hand.
Nor does 0.23 read multi-dimensional packed arrays: for RTL that uses them,
--frontend yowasp has Yosys 0.55 (npm @yowasp/yosys, tools/yosys/elaborate.mjs)
read the SystemVerilog and write plain Verilog (no optimization), and Debian's
0.23 synthesizes that, so every area comes from one Yosys version. The
current rtl/ has flat ports and is read by 0.23 directly (the default).

Points whose config is written with technology_nm equal to the library's node
(180 nm for OSU018) make spec.json's pe_area_um2 / array_area_um2 the model's
figure at that node, directly comparable with the synthesized cell area.

Writes OUT/area.json and OUT/area.csv; prints one line per point.
"""

import argparse
import concurrent.futures
import csv
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

import yaml

DEFAULT_LIBERTY = "/usr/share/qflow/tech/osu018/osu018_stdcells.lib"
LIBERTY_NODE_NM = 180  # OSU018: a 0.18 um library
RTL_SOURCES = ("tessera_pe.sv", "tessera_array.sv")
PACKAGE = "tessera_params_pkg"


class SynthError(Exception):
    pass


def accumulator_bits_for(bits):
    """The smallest accumulator the loader accepts: 16 or 32, at least one full product."""
    for acc in (16, 32):
        if acc >= 2 * bits:
            return acc
    raise SynthError(f"no legal accumulator width for int{bits}")


def parse_points(text):
    """'pe:8', 'pe:8/32' (accumulator 32), 'array:4x8:16', 'array:4x4:8/32:hier', 'mult:8', 'add:32'.

    Without '/ACC' the accumulator is the smallest the loader accepts."""
    points = []
    for item in text.split(","):
        item = item.strip()
        fields = item.split(":")
        kind = fields[0]
        try:
            if kind == "pe":
                bits, _, acc = fields[1].partition("/")
                bits = int(bits)
                points.append(dict(kind="pe", rows=1, cols=1, bits=bits,
                                   acc=int(acc) if acc else accumulator_bits_for(bits), mode="flat"))
            elif kind == "array":
                rows, cols = (int(v) for v in fields[1].split("x"))
                bits, _, acc = fields[2].partition("/")
                bits = int(bits)
                mode = fields[3] if len(fields) > 3 else "flat"
                if mode not in ("flat", "hier"):
                    raise ValueError(f"mode '{mode}' is neither flat nor hier")
                points.append(dict(kind="array", rows=rows, cols=cols, bits=bits,
                                   acc=int(acc) if acc else accumulator_bits_for(bits), mode=mode))
            elif kind in ("mult", "add"):
                points.append(dict(kind=kind, rows=1, cols=1, bits=int(fields[1]), acc=0, mode="flat"))
            else:
                raise ValueError(f"unknown kind '{kind}' (expected pe, array, mult or add)")
        except (IndexError, ValueError) as error:
            raise SynthError(f"--points: '{item}': {error}")
    return points


def point_name(p):
    if p["kind"] in ("mult", "add"):
        return f"{p['kind']}{p['bits']}"
    name = f"{p['kind']}_{p['rows']}x{p['cols']}_int{p['bits']}_acc{p['acc']}"
    return name + ("_hier" if p["mode"] == "hier" else "")


def write_config(base_path, point, out_path):
    """The base config with the point's array shape and precision, at the library's node."""
    with open(base_path) as f:
        config = yaml.safe_load(f)
    config["name"] = os.path.basename(out_path)[:-5]
    config["technology_nm"] = LIBERTY_NODE_NM
    config["energy_table"] = os.path.abspath(os.path.join(os.path.dirname(base_path), config["energy_table"]))
    if point["kind"] in ("pe", "array"):
        config["pe_array"]["rows"] = point["rows"]
        config["pe_array"]["cols"] = point["cols"]
        config["precision"].update(weight_bits=point["bits"], activation_bits=point["bits"],
                                   accumulator_bits=point["acc"], number_format="int")
    with open(out_path, "w") as f:
        yaml.safe_dump(config, f, sort_keys=False)


def flat_parameters(package_text, package_path):
    """The package's integer localparams as compilation-unit declarations Yosys 0.23 reads."""
    lines = []
    for number, line in enumerate(package_text.splitlines(), 1):
        stripped = line.strip()
        if not stripped.startswith("localparam"):
            continue
        m = re.match(r"localparam\s+(\w+)\s+(\w+)\s*=\s*([^;]+);", stripped)
        if not m:
            raise SynthError(f"{package_path}:{number}: expected 'localparam TYPE NAME = VALUE;', got '{stripped}'")
        kind, name, value = m.groups()
        if kind == "string":
            continue  # labels only (FINGERPRINT); Yosys 0.23 has no string parameters
        lines.append(f"localparam {kind} {name} = {value};")
    if not lines:
        raise SynthError(f"{package_path}: no integer localparams found")
    return "\n".join(lines) + "\n"


def strip_import(text, path):
    """The RTL source with `import tessera_params_pkg::*;` and `tessera_params_pkg::` removed."""
    out, count = re.subn(r"\bimport\s+" + PACKAGE + r"\s*::\s*\*\s*;", "", text)
    out = re.sub(r"\b" + PACKAGE + r"\s*::\s*", "", out)
    if re.search(r"\bimport\s+\w+\s*::", out):
        raise SynthError(f"{path}: an import other than {PACKAGE}::* remains; Yosys 0.23 cannot read it")
    return out


def unsigned_array_wires(text, path):
    """tessera_array.sv with `signed` dropped from its internal declarations.

    Yosys 0.55 fails an assertion (genrtlil.cc:2133, signedness of a port
    argument) when a signed element of an unpacked array is connected to a
    PE port. In the array every such wire only carries a PE's output to the
    next PE's input or to a same-width output (no arithmetic: the products and
    sums are inside tessera_pe), so its signedness changes no bit. The check
    below refuses a file where that may no longer hold."""
    for line_number, line in enumerate(text.splitlines(), 1):
        code = line.split("//")[0].replace("++", "")
        if re.search(r"\$signed|>>>|\+|\*", code):
            raise SynthError(f"{path}:{line_number}: arithmetic in the array ('{code.strip()}'); dropping `signed` "
                             "from its wires for Yosys 0.55 is only safe while the array passes values through")
    return re.sub(r"\blogic\s+signed\b", "logic", text)


def operator_module(kind, bits):
    """One table operation alone, combinational: a signed bits x bits multiplier
    (full 2*bits product) or a bits-wide adder, as the energy table prices them."""
    out_bits = 2 * bits if kind == "mult" else bits
    op = "*" if kind == "mult" else "+"
    return (f"module op_{kind}(input logic signed [{bits - 1}:0] a, b, output logic signed [{out_bits - 1}:0] y);\n"
            f"  assign y = {out_bits}'(a) {op} {out_bits}'(b);\n"
            f"endmodule\n")


def parse_stat(text, what, path):
    if what == "area":
        found = re.findall(r"Chip area for (?:top )?module '\\?[\w$]+': ([0-9.]+)", text)
    else:
        found = re.findall(r"Estimated number of transistors:\s+([0-9]+)(\+?)", text)
    if not found:
        raise SynthError(f"{path}: no {'chip area' if what == 'area' else 'transistor count'} in Yosys' stat output")
    return found[-1]


def flop_count(text):
    """Flip-flops in the last stat listing of a liberty-mapped netlist (cells named DFF*)."""
    block = text.split("design hierarchy")[-1]
    return sum(int(n) for n in re.findall(r"^\s+DFF\w*\s+([0-9]+)\s*$", block, re.M))


def frontend_of(point, args):
    """Which Yosys reads the SystemVerilog: Debian's 0.23 ("native") or 0.55 under Node ("yowasp",
    tools/yosys/elaborate.mjs), whose plain-Verilog output 0.23 then synthesizes. The RTL has
    flat ports since it was made readable by 0.23, so "auto" reads it natively; "yowasp" is for
    RTL with multi-dimensional packed ports, which only 0.55 parses."""
    if point["kind"] in ("mult", "add") or args.frontend == "auto":
        return "native"
    return args.frontend


def synthesize(point, args, workdir):
    name = point_name(point)
    pdir = os.path.join(workdir, name)
    os.makedirs(pdir, exist_ok=True)
    result = dict(point=name, kind=point["kind"], mode=point["mode"], rows=point["rows"], cols=point["cols"],
                  weight_bits=point["bits"], activation_bits=point["bits"], accumulator_bits=point["acc"])
    if point["kind"] in ("mult", "add"):
        with open(os.path.join(pdir, "op.sv"), "w") as f:
            f.write(operator_module(point["kind"], point["bits"]))
        sources, top, flatten = ["op.sv"], f"op_{point['kind']}", True
        result["frontend"] = "native"
    else:
        config = os.path.join(pdir, f"{name}.yaml")
        write_config(args.base_config, point, config)
        gen = subprocess.run([args.tessera, "gen", config, "--out", os.path.join(pdir, "gen")],
                             capture_output=True, text=True)
        if gen.returncode != 0:
            raise SynthError(f"{name}: tessera gen {config} failed:\n{gen.stderr.strip()}")
        package = os.path.join(pdir, "gen", f"{PACKAGE}.sv")
        with open(package) as f:
            flat = flat_parameters(f.read(), package)
        with open(os.path.join(pdir, "params.svh"), "w") as f:
            f.write(flat)
        top = "tessera_pe" if point["kind"] == "pe" else "tessera_array"
        sources = ["params.svh"]
        for source in RTL_SOURCES if point["kind"] == "array" else RTL_SOURCES[:1]:
            path = os.path.join(args.rtl_dir, source)
            if not os.path.exists(path):
                raise SynthError(f"{path}: not found (the PE and array RTL are synthesized from rtl/)")
            with open(path) as f:
                text = strip_import(f.read(), path)
            if source == "tessera_array.sv" and frontend_of(point, args) == "yowasp":
                text = unsigned_array_wires(text, path)
            with open(os.path.join(pdir, source), "w") as f:
                f.write(text)
            sources.append(source)
        if frontend_of(point, args) == "yowasp":
            elaborate = subprocess.run([args.node, args.elaborate, top, "elaborated.v", *sources], cwd=pdir,
                                       capture_output=True, text=True)
            if elaborate.returncode != 0:
                raise SynthError(f"{name}: elaborating with {args.elaborate} failed:\n{elaborate.stderr.strip()[-2000:]}")
            sources = ["elaborated.v"]
        result["frontend"] = frontend_of(point, args)
        with open(os.path.join(pdir, "gen", "spec.json")) as f:
            derived = json.load(f)["derived"]
        result["model_pe_area_um2"] = derived["pe_area_um2"]
        result["model_area_um2"] = derived["pe_area_um2"] if point["kind"] == "pe" else derived["array_area_um2"]
        flatten = point["mode"] == "flat"

    lib = os.path.abspath(args.liberty)
    # -noalumacc: Yosys 0.23's alumacc merges the PE's multiply and add into one
    # $macc whose partial products are extended to the accumulator width; the
    # int4/acc16 PE came out 62% and the int8/acc32 PE 57% larger than with the
    # multiplier and adder mapped apart (docs/area.md), which is what a
    # datapath flow does and what the model's mult + add assumes.
    synth = f"synth -top {top} -noalumacc" + (" -flatten" if flatten else "")
    script = "\n".join([
        f"read_verilog {'' if sources == ['elaborated.v'] else '-sv '}{' '.join(sources)}",
        f"hierarchy -check -top {top}",
        synth,
        "design -save synthesized",
        "abc -g cmos2",
        "tee -o cmos.txt stat -tech cmos" + ("" if flatten else f" -top {top}"),
        "design -load synthesized",
        f"dfflibmap -liberty {lib}",
        f"abc -liberty {lib}",
        "opt_clean",
        f"tee -o liberty.txt stat -liberty {lib}" + ("" if flatten else f" -top {top}"),
    ]) + "\n"
    with open(os.path.join(pdir, "synth.ys"), "w") as f:
        f.write(script)
    start = time.monotonic()
    run = subprocess.run([args.yosys, "-q", "-l", "yosys.log", "synth.ys"], cwd=pdir, capture_output=True, text=True)
    result["seconds"] = round(time.monotonic() - start, 2)
    if run.returncode != 0:
        raise SynthError(f"{name}: yosys failed (log {os.path.join(pdir, 'yosys.log')}):\n"
                         f"{(run.stderr or run.stdout).strip()[-2000:]}")
    with open(os.path.join(pdir, "liberty.txt")) as f:
        liberty_text = f.read()
    with open(os.path.join(pdir, "cmos.txt")) as f:
        cmos_text = f.read()
    result["area_um2"] = float(parse_stat(liberty_text, "area", os.path.join(pdir, "liberty.txt")))
    transistors, partial = parse_stat(cmos_text, "transistors", os.path.join(pdir, "cmos.txt"))
    result["transistors"] = int(transistors)
    result["transistors_exclude_flops"] = partial == "+"
    result["flops"] = flop_count(liberty_text)
    if result["area_um2"] <= 0:
        raise SynthError(f"{name}: chip area {result['area_um2']} um2 is not positive")
    return result


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tessera", default=os.path.join(root, "build/tools/tessera"))
    parser.add_argument("--yosys", default=shutil.which("yosys") or "yosys")
    parser.add_argument("--liberty", default=DEFAULT_LIBERTY)
    parser.add_argument("--base-config", default=os.path.join(root, "configs/tiny_4x4_int8.yaml"))
    parser.add_argument("--rtl-dir", default=os.path.join(root, "rtl"))
    parser.add_argument("--points", default=",".join(
        [f"mult:{b}" for b in (4, 8, 16, 32)] + [f"add:{b}" for b in (8, 16, 32)] +
        [f"pe:{b}" for b in (4, 8, 16)] + ["pe:4/32", "pe:8/32"] +
        [f"array:{n}x{n}:{b}" for n in (4, 8) for b in (4, 8, 16)] + ["array:16x16:4"] +
        [f"array:{n}x{n}:{b}:hier" for n in (4, 8, 16) for b in (4, 8, 16)] + ["array:4x8:8", "array:8x4:8"] +
        # the shipped configs' 32-bit accumulators, as sweeps on them use (sweeps/quickstart.yaml)
        ["array:8x8:4/32", "array:8x8:8/32", "array:16x16:4/32:hier", "array:16x16:8/32:hier"]))
    parser.add_argument("--frontend", choices=("auto", "native", "yowasp"), default="auto",
                        help="who reads the RTL: auto/native = Debian's Yosys 0.23; yowasp = Yosys 0.55 (npm "
                             "@yowasp/yosys, tools/yosys) elaborates it first, for RTL with packed 2-D ports")
    parser.add_argument("--node", default=shutil.which("node") or "node")
    parser.add_argument("--elaborate", default=os.path.join(root, "tools/yosys/elaborate.mjs"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", required=True, help="folder for area.json, area.csv and the per-point runs")
    args = parser.parse_args()
    try:
        points = parse_points(args.points)
        if not os.path.exists(args.liberty):
            raise SynthError(f"{args.liberty}: liberty file not found (apt-get install qflow-tech-osu018)")
        os.makedirs(args.out, exist_ok=True)
        workdir = os.path.join(args.out, "runs")
        results = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = [pool.submit(synthesize, p, args, workdir) for p in points]
            for future in futures:
                r = future.result()
                results.append(r)
                model = f"  model {r['model_area_um2']:.0f} um2" if "model_area_um2" in r else ""
                print(f"{r['point']:32s} area {r['area_um2']:12.0f} um2  transistors {r['transistors']:9d}"
                      f"{'+' if r['transistors_exclude_flops'] else ' '}  flops {r['flops']:6d}{model}"
                      f"  {r['seconds']:.1f} s", flush=True)
    except SynthError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    version = subprocess.run([args.yosys, "-V"], capture_output=True, text=True).stdout.strip()
    meta = dict(yosys=version, liberty=os.path.abspath(args.liberty), liberty_node_nm=LIBERTY_NODE_NM,
                date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
                command=" ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]))
    with open(os.path.join(args.out, "area.json"), "w") as f:
        json.dump(dict(meta=meta, results=results), f, indent=1)
    fields = sorted({k for r in results for k in r}, key=lambda k: list(results[0]).index(k)
                    if k in results[0] else len(results[0]))
    with open(os.path.join(args.out, "area.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
