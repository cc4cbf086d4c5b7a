"""Shared figure plumbing: the Agg backend, one saving routine, file names.

Every plot module returns Section objects: the figures it wrote, or the
reason it wrote none (a skipped plot is a note in index.html, never an empty
figure).
"""

import dataclasses
import os
import re

import matplotlib

matplotlib.use("Agg")  # before pyplot: no display, deterministic PNG output
import matplotlib.pyplot as plt  # noqa: E402

DPI = 110
PALETTE = plt.get_cmap("tab10").colors


@dataclasses.dataclass
class Figure:
    file: str      # PNG name inside the output folder
    caption: str   # one sentence for index.html


@dataclasses.dataclass
class Section:
    anchor: str
    title: str
    figures: list = dataclasses.field(default_factory=list)
    notes: list = dataclasses.field(default_factory=list)    # what the figures hold fixed or select
    skipped: list = dataclasses.field(default_factory=list)  # why a plot (or panel) was not drawn
    tables: list = dataclasses.field(default_factory=list)   # HTML tables, already escaped


def slug(text):
    """File-name-safe form of a model name or path: 'models/x/resnet-50.onnx' -> 'resnet-50'."""
    base = os.path.basename(text or "model")
    base = re.sub(r"\.(onnx|csv)$", "", base)
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", base).strip("_") or "model"


def model_slugs(models):
    """One distinct slug per model, even when two models share a base name."""
    slugs, used = {}, set()
    for model in models:
        candidate, n = slug(model), 2
        while candidate in used:
            candidate, n = f"{slug(model)}_{n}", n + 1
        used.add(candidate)
        slugs[model] = candidate
    return slugs


def save(fig, out_dir, file):
    fig.savefig(os.path.join(out_dir, file), dpi=DPI)
    plt.close(fig)
    return file


def colour(i):
    return PALETTE[i % len(PALETTE)]


def log_axis_if_wide(ax, values, axis="y", ratio=20.0):
    """Log scale when the positive values span more than `ratio`; linear otherwise."""
    positive = [v for v in values if v is not None and v > 0]
    if positive and max(positive) / min(positive) > ratio:
        (ax.set_yscale if axis == "y" else ax.set_xscale)("log")
