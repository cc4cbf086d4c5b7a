"""index.html: sweep facts, point counts, the best-points table, every figure, failures.

Table rows carry data-* attributes (model, criterion, point index, status)
so tests and scripts can read the page without scraping cell text.
"""

import html
import json
import os

from store import hardware_label, variant_label

FAILURE_ROWS = 500      # individual failures listed; the rest are counted
FAILURE_MESSAGES = 50   # distinct messages listed

STYLE = """body{font-family:sans-serif;margin:1.5em;max-width:1400px}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #bbb;padding:.2em .5em;font-size:.9em}
th{background:#eee}td.num{text-align:right}figure{display:inline-block;margin:.5em;vertical-align:top;max-width:640px}
figure img{max-width:640px;border:1px solid #ccc}figcaption{font-size:.85em}p.skipped{color:#855;font-style:italic}p.note{color:#555}
code{font-size:.9em}"""


def _e(value):
    return html.escape("" if value is None else str(value), quote=True)


def _num(value, scale=1.0, digits=4):
    return "" if value is None else f"{value * scale:.{digits}g}"


def _meta(store):
    keys = ("sweep", "spec_file", "base_config", "fidelity", "objectives", "created", "tessera_version")
    rows = [f"<tr><th>{_e(k)}</th><td><code>{_e(store.meta[k])}</code></td></tr>" for k in keys if k in store.meta]
    axes = store.axes()
    if axes is not None:
        rows.append(f"<tr><th>axes</th><td><code>{_e(json.dumps(axes))}</code></td></tr>")
    rows.append(f"<tr><th>results store</th><td><code>{_e(os.path.abspath(store.path))}</code></td></tr>")
    return "<table class=\"meta\">" + "".join(rows) + "</table>"


def _counts(store):
    counts = store.status_counts()
    rows = "".join(f"<tr data-status=\"{_e(s)}\"><td>{_e(s)}</td><td class=\"num\">{n}</td></tr>" for s, n in counts.items())
    rows += f"<tr data-status=\"total\"><th>total</th><td class=\"num\">{sum(counts.values())}</td></tr>"
    note = ""
    others = store.other_fidelity_count()
    if others:
        note = f"<p class=\"note\">{others} points at other fidelities than {_e(store.fidelity)} are not shown.</p>"
    planned = store.meta.get("points_total", "")  # written by the sweep engine when it plans the sweep
    if planned.isdigit() and int(planned) > sum(counts.values()) + others:
        note += (f"<p class=\"note\">Sweep not finished: {sum(counts.values()) + others} of {int(planned)} planned "
                 "points are in the store (re-running the sweep adds the rest).</p>")
    return f"<table class=\"counts\"><tr><th>status</th><th>points</th></tr>{rows}</table>{note}"


def _summary(best):
    if not best:
        return "<p class=\"skipped\">No ok point: no best points to show.</p>"
    head = ("<tr><th>model</th><th>criterion</th><th>point</th><th>hardware</th><th>precision, pruning</th>"
            "<th>latency (us)</th><th>energy (uJ)</th><th>EDP (us x uJ)</th><th>area (mm^2)</th>"
            "<th>accuracy (%)</th><th>physical limit / cycles (%)</th></tr>")
    rows = []
    for model, entries in best.items():
        for criterion, p in entries:
            limit = (p["lower_bound_cycles"] / p["cycles"]) if p["lower_bound_cycles"] and p["cycles"] else None
            rows.append(
                f"<tr data-model=\"{_e(model)}\" data-criterion=\"{criterion.key}\" data-point=\"{p['point_index']}\">"
                f"<td>{_e(model)}</td><td>{_e(criterion.title)}</td><td class=\"num\">{p['point_index']}</td>"
                f"<td>{_e(hardware_label(p))}</td><td>{_e(variant_label(p))}</td>"
                f"<td class=\"num\">{_num(p['latency_us'])}</td><td class=\"num\">{_num(p['energy_pj'], 1e-6)}</td>"
                f"<td class=\"num\">{_num(p['edp'], 1e-6)}</td><td class=\"num\">{_num(p['area_um2'], 1e-6)}</td>"
                f"<td class=\"num\">{_num(p['accuracy'], 100.0)}</td><td class=\"num\">{_num(limit, 100.0, 3)}</td></tr>")
    return f"<table class=\"summary\">{head}{''.join(rows)}</table>"


def _section(section):
    parts = [f"<h2 id=\"{section.anchor}\">{_e(section.title)}</h2>"]
    for note in section.notes:
        parts.append(f"<p class=\"note\">{_e(note)}</p>")
    for reason in section.skipped:
        parts.append(f"<p class=\"skipped\">{_e(reason)}</p>")
    parts.extend(section.tables)
    for figure in section.figures:
        parts.append(f"<figure><a href=\"{_e(figure.file)}\"><img src=\"{_e(figure.file)}\" alt=\"{_e(figure.caption)}\">"
                     f"</a><figcaption>{_e(figure.caption)}</figcaption></figure>")
    return "\n".join(parts)


def _failures(store):
    rows, total = store.failures(FAILURE_ROWS)
    if total == 0:
        return "<p>No failed, infeasible or rejected point.</p>"
    messages = store.failure_messages(FAILURE_MESSAGES)
    grouped = "".join(f"<tr><td>{_e(m['status'])}</td><td class=\"num\">{m['n']}</td><td>{_e(m['error'])}</td></tr>"
                      for m in messages)
    listed = "".join(
        f"<tr data-point=\"{r['point_index']}\" data-status=\"{_e(r['status'])}\"><td class=\"num\">{r['point_index']}</td>"
        f"<td>{_e(r['model'])}</td><td>{_e(r['status'])}</td><td>{_e(r['error'])}</td>"
        f"<td><code>{_e(r['params'])}</code></td><td><code>{_e(r['compiler_options'])}</code></td></tr>" for r in rows)
    more = f"<p>{total - len(rows)} more not listed.</p>" if total > len(rows) else ""
    return ("<h3>By message</h3><table class=\"failure-messages\"><tr><th>status</th><th>points</th><th>error</th></tr>"
            f"{grouped}</table><h3>Points (sweep order)</h3><table class=\"failures\"><tr><th>point</th><th>model</th>"
            f"<th>status</th><th>error</th><th>axis values</th><th>compiler options</th></tr>{listed}</table>{more}")


def write(store, best, sections, out_dir):
    title = f"Tessera sweep report: {store.meta.get('sweep', os.path.basename(store.path))}"
    toc = "".join(f"<li><a href=\"#{s.anchor}\">{_e(s.title)}</a> ({len(s.figures)} figures)</li>" for s in sections)
    body = [
        f"<h1>{_e(title)}</h1>", _meta(store),
        "<h2 id=\"counts\">Points</h2>", _counts(store),
        "<h2 id=\"summary\">Best points per model</h2>", _summary(best),
        f"<ul>{toc}<li><a href=\"#failures\">Failures</a></li></ul>",
        *(_section(s) for s in sections),
        "<h2 id=\"failures\">Failures</h2>", _failures(store),
    ]
    page = (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{_e(title)}</title>"
            f"<style>{STYLE}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n")
    with open(os.path.join(out_dir, "index.html"), "w", encoding="utf-8") as f:
        f.write(page)
