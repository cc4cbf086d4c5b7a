#!/usr/bin/env bash
# Measures the zoo and the PaddleOCR classifier for docs/quantization.md and
# docs/zoo_summary.md: default-pipeline node and group counts, quantization
# agreement with fp32, 2:4 weight density and activation sparsity. Writes one
# JSON/text report per run into OUT (default build-q/zoo_measure) and prints
# the markdown rows. The zoo has random weights and no data, so it is
# calibrated and evaluated on seeded N(0,1) inputs (--calib-random /
# --eval-random, seed 0 and 1): agreement, not accuracy, is what means something.
# Usage: scripts/measure_zoo.sh [TESSERA_BINARY] [OUT]   (about 20 min on 2 shared cores)
set -euo pipefail
cd "$(dirname "$0")/.."
T=${1:-build-q/tools/tessera}
OUT=${2:-build-q/zoo_measure}
CALIB=16   # calibration samples per zoo model
EVAL=64    # evaluation samples per zoo model
mkdir -p "$OUT"
zoo=(resnet18 resnet50 mobilenet_v2 squeezenet1_1 efficientnet_b0 bert_encoder_2layer gpt_decoder_block)
precisions=("int8 --per-channel" "int4 --per-channel" "fp16" "bf16")

for m in "${zoo[@]}"; do
  model=models/cache/zoo/$m.onnx
  "$T" opt "$model" --stats >/dev/null 2>"$OUT/$m.opt.txt"
  "$T" sparsify "$model" --n-of-m 2:4 --calib-random 8 --threads 2 --report "$OUT/$m.sparse24.json" >/dev/null
  for p in "${precisions[@]}"; do
    tag=$(echo "$p" | tr -d ' -')
    # shellcheck disable=SC2086  # $p holds several arguments
    "$T" quantize "$model" --precision $p --calib-random $CALIB --eval-random $EVAL --threads 2 \
      --report "$OUT/$m.$tag.json" >/dev/null
  done
done

# PaddleOCR classifier: opset 9 has no QuantizeLinear, so raise it to 13 first
# (upgrade-opset; same outputs), then calibrate and evaluate on the 16 real lines.
cls=models/cache/ocr/ocr-models-1.4.2/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx
"$T" opt "$cls" --pipeline "upgrade-opset{to=13}" --out "$OUT/cls_opset13.onnx" >/dev/null
for p in "${precisions[@]}" "int4 --per-channel --asymmetric"; do
  tag=$(echo "$p" | tr -d ' -')
  # shellcheck disable=SC2086
  "$T" quantize "$OUT/cls_opset13.onnx" --precision $p --calib models/ocr/cls_input.pb \
    --eval-input models/ocr/cls_input.pb --eval-labels models/ocr/cls_labels.pb --threads 2 \
    --report "$OUT/cls.$tag.json" >/dev/null
done

/usr/bin/python3 - "$OUT" "${zoo[@]}" <<'EOF'
import json, re, sys
out, zoo = sys.argv[1], sys.argv[2:]
def load(path):
    with open(path) as f: return json.load(f)
def pct(x): return "-" if x is None else f"{100 * x:.1f} %"
def db(x): return "inf" if x is None else f"{x:.1f}"
tags = ["int8perchannel", "int4perchannel", "fp16", "bf16"]
print("## quantization agreement (agreement / output SQNR dB / distinct fp32 predictions)")
for m in zoo + ["cls"]:
    cells = []
    for t in tags + (["int4perchannelasymmetric"] if m == "cls" else []):
        r = load(f"{out}/{m}.{t}.json")
        cells.append(f"{pct(r['agreement_with_fp32'])} / {db(r['output_sqnr_db'])}")
        n, distinct = r["eval_predictions"], r["fp32_distinct_predictions"]
    print(f"| {m} | {n} ({distinct}) | " + " | ".join(cells) + " |")
print("## zoo summary")
for m in zoo:
    stats = open(f"{out}/{m}.opt.txt").read()
    count = lambda key: int(re.search(rf"^\s*(\d+)\s+{re.escape(key)}$", stats, re.M).group(1))
    patterns = re.findall(r"^\s*(\d+)\s+group pattern: (.*)$", stats, re.M)[:3]
    s = load(f"{out}/{m}.sparse24.json")
    q = load(f"{out}/{m}.int8perchannel.json")
    print(f"| {m} | {count('nodes imported')} | {count('nodes after')} | {count('fuse.groups')} | "
          + "; ".join(f"{ops} ×{n}" for n, ops in patterns)
          + f" | {pct(q['agreement_with_fp32'])} ({db(q['output_sqnr_db'])} dB)"
          + f" | {s['total_nonzeros'] / s['total_weights']:.3f}"
          + f" | {pct(s['activation_zero_fraction_overall_fp32'])} / {pct(s['activation_zero_fraction_overall'])} |")
EOF
