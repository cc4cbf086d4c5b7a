#!/usr/bin/env python3
"""Renders inputs for the real PaddleOCR recogniser and detector with Debian's
DejaVu font (the classifier's inputs are committed: render_text_lines.py).

  rec: 4 text lines, each [1,3,48,320] (height 48, aspect kept, padded right
       with 0; (x/255-0.5)/0.5) -> rec_input_K.pb named "x", rec_strings.txt
  det: one 320x640 page with 3 lines, ImageNet mean/std -> det_input.pb "x"

usage: /usr/bin/python3 models/ocr/make_inputs.py --out DIR   (skips existing files)
"""
import argparse
import math
import os

import numpy as np
from onnx import numpy_helper
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
REC_STRINGS = ["Invoice 8506", "Total: $636.50", "2019-11-14", "Flight No. 60"]
DET_ROWS = [(40, "Invoice 8506   Total: $636.50"), (150, "Flight No. 60"), (240, "2019-11-14 Gate 12")]


def write(path, array):
    with open(path, "wb") as f:
        f.write(numpy_helper.from_array(array.astype(np.float32), "x").SerializeToString())


def rec_input(text, font, width=320):
    left, top, right, bottom = font.getbbox(text)
    img = Image.new("RGB", (right - left + 12, bottom - top + 12), (255, 255, 255))
    ImageDraw.Draw(img).text((6 - left, 6 - top), text, fill=(0, 0, 0), font=font)
    w, h = img.size
    rw = min(width, int(math.ceil(48 * w / h)))
    arr = (np.asarray(img.resize((rw, 48), Image.BILINEAR), dtype=np.float32) / 255.0 - 0.5) / 0.5
    out = np.zeros((1, 3, 48, width), dtype=np.float32)
    out[0, :, :, :rw] = arr.transpose(2, 0, 1)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if os.path.exists(os.path.join(args.out, "det_input.pb")):
        return
    font = ImageFont.truetype(FONT, 32)
    for k, text in enumerate(REC_STRINGS):
        write(os.path.join(args.out, f"rec_input_{k}.pb"), rec_input(text, font))
    with open(os.path.join(args.out, "rec_strings.txt"), "w") as f:
        f.write("\n".join(REC_STRINGS) + "\n")
    page = Image.new("RGB", (640, 320), (255, 255, 255))
    draw = ImageDraw.Draw(page)
    for top, text in DET_ROWS:
        draw.text((30, top), text, fill=(0, 0, 0), font=font)
    mean, std = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])
    det = ((np.asarray(page, dtype=np.float32) / 255.0 - mean) / std).transpose(2, 0, 1)[None]
    write(os.path.join(args.out, "det_input.pb"), det)


if __name__ == "__main__":
    main()
