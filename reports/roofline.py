"""Rooflines (one per selected point) and per-layer latency/energy breakdowns.

A roofline puts every layer of one compiled model on one hardware point at
(operational intensity, attained ops/s) under the two roofs of that point:
peak_ops_per_second and dram_bytes_per_second * intensity. The breakdown
shows where the time and the energy of the fastest point go, layer by layer.
"""

import math

from matplotlib.transforms import Bbox

from figure import Figure, Section, colour, log_axis_if_wide, plt, save
from store import hardware_label, variant_label

LABELLED_LAYERS = 10   # heaviest layers by cycles get a name on the roofline
BREAKDOWN_LAYERS = 30  # beyond this many layers, the rest are one "other" bar
BOUND_MARKERS = {"compute": "o", "memory": "s"}



def _bound_style(bounds):
    order = sorted(bounds, key=lambda b: (b not in BOUND_MARKERS, b))
    return {bound: (colour(i), BOUND_MARKERS.get(bound, "D")) for i, bound in enumerate(order)}


def _si(value, unit):
    for prefix, scale in (("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if value >= scale:
            return f"{value / scale:.3g} {prefix}{unit}"
    return f"{value:.3g} {unit}"


def short_name(layer, depth=2):
    """The last `depth` parts of a layer's name: '/layer2/layer2.1/conv2/Conv' (op 'Conv+Relu') -> 'layer2.1/conv2'."""
    parts = [part for part in (layer["name"] or "").split("/") if part]
    if len(parts) > 1 and parts[-1] in (layer["op"] or "").split("+"):  # ONNX node names end in the op type
        parts = parts[:-1]
    return "/".join(parts[-depth:])[:32] or f"layer {layer['idx']}"


def _label_groups(layers):
    """Layers at the same spot (repeated blocks) share one label: 'ffn/up (+1)'. Heaviest first."""
    groups = {}
    for layer in layers:
        spot = (round(math.log10(layer["operational_intensity"]), 2), round(math.log10(layer["attained_ops_per_second"]), 2))
        groups.setdefault(spot, []).append(layer)
    labelled = []
    for members in groups.values():
        text = short_name(members[0]) + ("" if len(members) == 1 else f" (+{len(members) - 1})")
        labelled.append((sum(l["cycles"] or 0 for l in members), text, members[0]))
    labelled.sort(key=lambda entry: -entry[0])
    return labelled[:LABELLED_LAYERS]


def _label_offsets():
    """Label positions to try, in pixels from the dot: close right/left first, then rings further out."""
    offsets = [(6, 2), (-6, 2), (6, -12), (-6, -12)]
    for radius in (22, 36, 52, 70, 90):
        for angle in range(0, 360, 30):
            offsets.append((radius * math.cos(math.radians(angle)), radius * math.sin(math.radians(angle))))
    return offsets


def _label_heaviest(fig, ax, legend, layers):
    """Names the heaviest layers, each at the first nearby spot that overlaps no other label,
    dot or the legend (greedy; the layout is fixed by now). Returns how many found no spot."""
    renderer = fig.canvas.get_renderer()
    frame = ax.get_window_extent(renderer)
    taken = [legend.get_window_extent(renderer)]
    dots = ax.transData.transform([(l["operational_intensity"], l["attained_ops_per_second"]) for l in layers])
    taken += [Bbox.from_bounds(x - 3, y - 3, 6, 6) for x, y in dots]
    height = 7 * fig.dpi / 72  # fontsize 7
    omitted = 0
    for _, text, layer in _label_groups(layers):
        x, y = ax.transData.transform((layer["operational_intensity"], layer["attained_ops_per_second"]))
        width = 0.62 * height * len(text)
        for dx, dy in LABEL_OFFSETS:
            box = Bbox.from_bounds(x + dx if dx >= 0 else x + dx - width, y + dy, width, height)
            inside = frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1)
            if inside and not any(box.overlaps(other) for other in taken):
                break
        else:
            omitted += 1
            continue
        taken.append(box)
        far = math.hypot(dx, dy) > 15
        ax.annotate(text, (layer["operational_intensity"], layer["attained_ops_per_second"]), xytext=(dx, dy),
                    textcoords="offset pixels", fontsize=7, ha="left" if dx >= 0 else "right", va="bottom",
                    arrowprops={"arrowstyle": "-", "lw": 0.5, "color": "grey", "shrinkA": 0} if far else None)
    return omitted


LABEL_OFFSETS = _label_offsets()


def _roofline(store, point, index, slugs, out_dir):
    peak, bandwidth = point["peak_ops_per_second"], point["dram_bytes_per_second"]
    where = f"point {point['point_index']} ({point['model']})"
    if not peak or not bandwidth or peak <= 0 or bandwidth <= 0:
        return None, f"Roofline for {where} skipped: the point records no peak ops/s or DRAM bandwidth."
    all_layers = store.layers(point["point_key"])
    layers = [l for l in all_layers
              if (l["operational_intensity"] or 0) > 0 and (l["attained_ops_per_second"] or 0) > 0]
    if not layers:
        return None, f"Roofline for {where} skipped: no layer has a positive operational intensity and attained ops/s."
    ridge = peak / bandwidth
    xs = [l["operational_intensity"] for l in layers]
    ys = [l["attained_ops_per_second"] for l in layers]
    x_lo, x_hi = min(min(xs), ridge) / 4, max(max(xs), ridge) * 4
    fig, ax = plt.subplots(figsize=(8.5, 5.8))
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.plot([x_lo, ridge], [bandwidth * x_lo, peak], color="tab:red", lw=2,
            label=f"bandwidth roof: {_si(bandwidth, 'B/s')} x intensity")
    ax.plot([ridge, x_hi], [peak, peak], color="black", lw=2, label=f"compute roof: {_si(peak, 'ops/s')}")
    ax.axvline(ridge, color="grey", ls=":", lw=1, label=f"ridge point: {ridge:.3g} ops/byte")
    total_cycles = sum(l["cycles"] or 0 for l in layers) or 1.0
    styles = _bound_style({l["bound"] or "unknown" for l in layers})
    for bound, (col, marker) in styles.items():
        group = [l for l in layers if (l["bound"] or "unknown") == bound]
        sizes = [20 + 400 * (l["cycles"] or 0) / total_cycles for l in group]
        ax.scatter([l["operational_intensity"] for l in group], [l["attained_ops_per_second"] for l in group],
                   s=sizes, color=col, marker=marker, alpha=0.75, edgecolors="black", linewidths=0.4,
                   label=f"{bound}-bound layers ({len(group)})", zorder=3)
    above = sum(y > peak * 1.001 for y in ys)
    if above and point["density"] < 1.0:  # attained ops count dense MACs; the array skipped the zero weights
        ax.plot([ridge, x_hi], [peak / point["density"]] * 2, color="black", lw=1, ls="--",
                label=f"compute roof / weight density {point['density']:.2f}")
    ax.set_xlim(x_lo, x_hi)
    ax.set_ylim(min(ys) / 4, max(peak, max(ys)) * 4)
    ax.set_xlabel("operational intensity (ops/byte of DRAM traffic)")
    ax.set_ylabel("attained performance (ops/s)")
    ax.set_title(f"Roofline: {point['model']} on point {point['point_index']}\n"
                 f"{hardware_label(point)}; {variant_label(point)}", fontsize=10)
    ax.grid(True, which="both", alpha=0.25)
    legend = ax.legend(loc="lower right", fontsize=8, title="dot area ~ share of cycles", title_fontsize=7)
    fig.tight_layout()
    omitted = _label_heaviest(fig, ax, legend, layers)
    file = save(fig, out_dir, f"roofline_{index:02d}_{slugs[point['model']]}_p{point['point_index']}.png")
    skipped = len(all_layers) - len(layers)
    caption = (f"{point['model']} on point {point['point_index']} ({hardware_label(point)}; {variant_label(point)}): "
               f"latency {point['latency_us']:.4g} us, utilization {100 * (point['utilization'] or 0):.1f} %")
    if point["lower_bound_cycles"] and point["cycles"]:
        caption += f", {100 * point['lower_bound_cycles'] / point['cycles']:.1f} % of the physical limit"
    if skipped:
        caption += f"; {skipped} layers without DRAM traffic or ops are not drawn"
    if above:
        caption += (f"; {above} layers sit above the compute roof: attained ops/s count the dense operations, "
                    "so layers whose zero weights the array skips can exceed it")
    if omitted:
        caption += f"; {omitted} of the {LABELLED_LAYERS} heaviest layers left unlabelled for lack of room"
    return Figure(file, caption + "."), None


def rooflines(store, keys, slugs, out_dir, limit):
    section = Section("rooflines", "Rooflines")
    for index, key in enumerate(keys):
        figure, note = _roofline(store, store.point(key), index, slugs, out_dir)
        if figure:
            section.figures.append(figure)
        if note:
            section.skipped.append(note)
    if not keys:
        section.skipped.append("No roofline drawn: --max-rooflines 0." if limit == 0 else "No roofline drawn: no ok point.")
    else:
        section.notes.append(f"Drawn for each model's best points (see the summary table), then further points by "
                             f"energy-delay product, {limit} at most (--max-rooflines).")
    return section


def _collapse(layers):
    """At most BREAKDOWN_LAYERS layers in execution order, plus one 'other' entry for the rest."""
    if len(layers) <= BREAKDOWN_LAYERS + 1:
        return [dict(l) for l in layers], 0
    heavy = sorted(layers, key=lambda l: -(l["cycles"] or 0))[:BREAKDOWN_LAYERS]
    kept = {l["idx"] for l in heavy}
    shown = [dict(l) for l in layers if l["idx"] in kept]
    rest = [l for l in layers if l["idx"] not in kept]
    other = {"name": f"other ({len(rest)} layers)", "op": None, "idx": -1, "bound": "other", "kind": "other"}
    for column in ("cycles", "compute_cycles", "vector_cycles", "memory_cycles", "energy_pj"):
        other[column] = sum(l[column] or 0 for l in rest)
    return shown + [other], len(rest)


def _breakdown(store, point, slug, out_dir):
    layers, rest = _collapse(store.layers(point["point_key"]))
    if not layers or not point["clock_mhz"]:
        return None
    to_us = 1.0 / point["clock_mhz"]  # cycles / MHz = microseconds
    names = [short_name(l, depth=3) for l in layers]
    positions = range(len(layers))
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(max(9.5, 0.28 * len(layers) + 5), 8.0), sharex=True)
    styles = _bound_style({l["bound"] or "unknown" for l in layers})
    for bound, (col, _) in styles.items():
        idx = [i for i, l in enumerate(layers) if (l["bound"] or "unknown") == bound]
        label = f"{bound}-bound layer" if bound != "other" else "other layers, summed"
        top.bar(idx, [(layers[i]["cycles"] or 0) * to_us for i in idx], color=col, label=label)
    for column, marker, col, label in (("compute_cycles", "_", "black", "PE-array time alone"),
                                       ("vector_cycles", "_", "tab:purple", "vector-unit time alone"),
                                       ("memory_cycles", "x", "tab:red", "DRAM time alone")):
        idx = [i for i, l in enumerate(layers) if (l[column] or 0) > 0]
        if idx:
            top.scatter(idx, [layers[i][column] * to_us for i in idx], marker=marker, s=120 if marker == "_" else 20,
                        color=col, label=label, zorder=3)
    log_axis_if_wide(top, [(l["cycles"] or 0) for l in layers], ratio=200)
    top.set_ylabel("latency (us)")
    top.set_title(f"Per-layer latency and energy: {point['model']}, fastest point {point['point_index']}\n"
                  f"{hardware_label(point)}; {variant_label(point)}; total {point['latency_us']:.4g} us, "
                  f"{point['energy_pj'] / 1e6:.4g} uJ", fontsize=10)
    top.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    kinds = sorted({l["kind"] or "unknown" for l in layers})
    for i, kind in enumerate(kinds):
        idx = [j for j, l in enumerate(layers) if (l["kind"] or "unknown") == kind]
        label = f"{kind} layer" if kind != "other" else "other layers, summed"
        bottom.bar(idx, [(layers[j]["energy_pj"] or 0) / 1e6 for j in idx], color=colour(i + 3), label=label)
    log_axis_if_wide(bottom, [(l["energy_pj"] or 0) for l in layers], ratio=200)
    bottom.set_ylabel("energy (uJ)")
    bottom.set_xlabel("layer (execution order)")
    bottom.set_title("Per-layer energy", fontsize=10)
    bottom.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    bottom.set_xticks(list(positions))
    bottom.set_xticklabels(names, rotation=90, fontsize=6)
    fig.tight_layout()
    file = save(fig, out_dir, f"breakdown_{slug}.png")
    caption = f"{point['model']}: {len(layers) - (1 if rest else 0)} layers"
    if rest:
        caption += f" (the {BREAKDOWN_LAYERS} slowest, in execution order; {rest} more summed as 'other')"
    return Figure(file, caption + f" on its fastest point {point['point_index']}.")


def breakdowns(store, best, slugs, out_dir):
    section = Section("breakdown", "Per-layer latency and energy (fastest point per model)")
    for model, entries in best.items():
        fastest = [row for criterion, row in entries if criterion.key == "best-latency"]
        figure = _breakdown(store, fastest[0], slugs[model], out_dir) if fastest else None
        if figure:
            section.figures.append(figure)
        else:
            section.skipped.append(f"{model}: skipped, its fastest point has no layer rows or no clock.")
    if not best:
        section.skipped.append("Skipped: no ok point.")
    return section
