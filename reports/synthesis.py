"""Area from synthesis: the sweep's array shapes and precisions, synthesized area beside the model's.

Drawn only when the report is given `--synth-area AREA_JSON`, the file
scripts/synth_area.py writes (docs/area.md). For every distinct PE array of
the sweep's ok points (rows x cols, weight/activation bits, accumulator bits
from the spec fingerprint, number format) it looks up the synthesized array of
the same shape and widths and shows its cell area beside the area model's
array area at the same node (both from that file), with their ratio. Arrays
the file does not hold are listed with the synth_area.py points that would
add them; non-integer formats have no RTL to synthesize.
"""

import html
import json
import os
import re

from figure import Section

FINGERPRINT_ACCUMULATOR = re.compile(r"_w\d+a\d+acc(\d+)_")


class SynthAreaError(Exception):
    pass


def load(path):
    """The synth_area.py results: (meta, array results); errors name the file and what was expected."""
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as error:
        raise SynthAreaError(f"{path}: cannot read: {error.strerror}") from None
    except json.JSONDecodeError as error:
        raise SynthAreaError(f"{path}:{error.lineno}:{error.colno}: not JSON: {error.msg}") from None
    if not isinstance(data, dict) or not isinstance(data.get("results"), list) or not isinstance(data.get("meta"), dict):
        raise SynthAreaError(f"{path}: expected the area.json of scripts/synth_area.py "
                             "(an object with 'meta' and a 'results' list)")
    arrays = []
    for i, r in enumerate(data["results"]):
        if not isinstance(r, dict) or r.get("kind") != "array":
            continue
        for key in ("rows", "cols", "weight_bits", "activation_bits", "accumulator_bits", "area_um2",
                    "model_area_um2", "mode"):
            if key not in r:
                raise SynthAreaError(f"{path}: results[{i}] ({r.get('point', '?')}): missing '{key}'")
        arrays.append(r)
    return data["meta"], arrays


def _e(value):
    return html.escape(str(value), quote=True)


def _match(arrays, rows, cols, weight_bits, activation_bits, accumulator_bits):
    """The synthesized array of this shape and widths, whole (flattened) before hierarchical."""
    found = [r for r in arrays if (r["rows"], r["cols"], r["weight_bits"], r["activation_bits"]) ==
             (rows, cols, weight_bits, activation_bits) and
             (accumulator_bits is None or r["accumulator_bits"] == accumulator_bits)]
    found.sort(key=lambda r: r["mode"] != "flat")
    return found[0] if found else None


def synthesis(store, area_json, meta, arrays):
    """The section; meta and arrays are load(area_json)'s."""
    section = Section("synthesis", "Area from synthesis (PE array, Yosys)")
    node = meta.get("liberty_node_nm", "?")
    section.notes.append(
        f"Synthesized with {meta.get('yosys', 'Yosys')} to {os.path.basename(str(meta.get('liberty', '')))} "
        f"on {meta.get('date', '?')} (`{meta.get('command', '')}`, file {os.path.abspath(area_json)}). Both areas are "
        f"the PE array alone at {node} nm; the sweep's area column is at each config's own node and adds the "
        "buffers and the vector unit.")
    combos = store.query("""SELECT pe_rows, pe_cols, weight_bits, activation_bits, number_format, spec_fingerprint,
                                   COUNT(*) AS n
                            FROM pts WHERE status = 'ok'
                            GROUP BY pe_rows, pe_cols, weight_bits, activation_bits, number_format, spec_fingerprint
                            ORDER BY pe_rows * pe_cols, pe_rows, weight_bits""")
    merged = {}
    for c in combos:
        m = FINGERPRINT_ACCUMULATOR.search(c["spec_fingerprint"] or "")
        key = (c["pe_rows"], c["pe_cols"], c["weight_bits"], c["activation_bits"], c["number_format"] or "int",
               int(m.group(1)) if m else None)
        merged[key] = merged.get(key, 0) + c["n"]
    if not merged:
        section.skipped.append("No ok point: no array to compare.")
        return section
    head = ("<tr><th>array</th><th>precision</th><th>ok points</th><th>model array area (mm^2)</th>"
            "<th>synthesized array area (mm^2)</th><th>synthesized / model</th><th>synthesis</th></tr>")
    rows, missing = [], []
    for (r, c, wb, ab, fmt, acc), n in merged.items():
        label = f"w{wb}a{ab}" + (f"acc{acc}" if acc else "") + ("" if fmt == "int" else f" {fmt}")
        attrs = f"data-array=\"{r}x{c}\" data-precision=\"{_e(label)}\""
        found = _match(arrays, r, c, wb, ab, acc) if fmt == "int" and wb == ab else None
        if found is None:
            point = f"array:{r}x{c}:{wb}" + (f"/{acc}" if acc else "")
            why = ("no integer RTL for this format" if fmt != "int" else
                   "the RTL uses one width for weights and activations" if wb != ab else
                   f"not in the file: scripts/synth_area.py --points {point}")
            if fmt == "int" and wb == ab:
                missing.append(point)
            rows.append(f"<tr {attrs} data-synthesized=\"no\"><td>{r}x{c}</td><td>{_e(label)}</td><td class=\"num\">{n}"
                        f"</td><td colspan=\"4\">{_e(why)}</td></tr>")
            continue
        ratio = found["area_um2"] / found["model_area_um2"]
        mode = "whole (flattened)" if found["mode"] == "flat" else "hierarchical"
        rows.append(f"<tr {attrs} data-synthesized=\"yes\" data-ratio=\"{ratio:.4f}\"><td>{r}x{c}</td>"
                    f"<td>{_e(label)}</td><td class=\"num\">{n}</td>"
                    f"<td class=\"num\">{found['model_area_um2'] * 1e-6:.4g}</td>"
                    f"<td class=\"num\">{found['area_um2'] * 1e-6:.4g}</td><td class=\"num\">{ratio:.3f}</td>"
                    f"<td>{mode}, {_e(found.get('point', ''))}</td></tr>")
    if missing:
        section.notes.append("Add the missing arrays with: scripts/synth_area.py --out DIR --points " + ",".join(missing))
    section.tables.append(f"<table class=\"synthesis\">{head}{''.join(rows)}</table>")
    return section
