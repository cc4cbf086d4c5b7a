#!/bin/bash
# The PaddleOCR text-direction classifier (a model nobody here tuned, with its
# HardSwish written out as Add/Clip/Mul/Div, squeeze-excitation blocks and a
# dynamic Reshape from Shape) on its 16 real text lines: quantized int8 per
# channel, compiled with lower-to-integer for edge_16x16_int8 and the 8x32
# array, run with `tessera run`; its output equals the reference executor's
# byte for byte, with no warning. The float results the quantizer leaves (the
# convolutions feeding a HardSwish) are recomputed by the host: each such
# kernel ends its segment, so the host reads its inputs before a later kernel
# reuses their bytes. Then fp16 on edge_16x16_fp16 likewise.
# Usage: ocr_exact_test.sh TESSERA OUT_DIR
set -euo pipefail
tessera=$1 out=$2
rm -rf "$out" && mkdir -p "$out"
pipeline=lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse
"$tessera" opt models/cache/ocr/ocr-models-1.4.2/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx \
  --pipeline "upgrade-opset{to=13},fold-constants,fold-batchnorm,dce" --out "$out/cls.onnx" >/dev/null 2>&1
# exact PRECISION CONFIG...: quantized at PRECISION, compiled for each config,
# run with `tessera run`; the output equals the reference executor's byte for
# byte, with no warning (float formats: compiled without lower-to-integer and
# compared with the reference summing in the array's order).
exact() {
  local precision=$1 p=$pipeline ordered=""
  shift
  case $precision in fp16|bf16) p=${pipeline#lower-to-integer,}; ordered=--ordered-float-sums ;; esac
  "$tessera" quantize "$out/cls.onnx" --precision "$precision" --per-channel --method minmax \
    --calib models/ocr/cls_input.pb --out "$out/$precision.onnx" >/dev/null
  "$tessera" exec "$out/$precision.onnx" --pipeline "$p" $ordered --input x=models/ocr/cls_input.pb \
    --out "$out/$precision.ref" >/dev/null
  for config in "$@"; do
    "$tessera" compile "$out/$precision.onnx" --hw "configs/$config.yaml" --pipeline "$p" --unknown-dim 16 \
      --input-shape x=16,3,48,192 --out "$out/$config" >/dev/null 2>&1
    "$tessera" run "$out/$config" --input x=models/ocr/cls_input.pb --out "$out/$config.out" > "$out/$config.log"
    head -1 "$out/$config.log"
    if grep '^warning' "$out/$config.log"; then exit 1; fi
    cmp "$out/$precision.ref/output_0.pb" "$out/$config.out/output_0.pb"
    echo "$config: exact"
  done
}
exact int8 edge_16x16_int8 edge_8x32_int8
# fp16: the HardSwish's and the squeeze-excitation's reads of a convolution's
# result are the DRAM copy in fp16, as the quantizer's Cast pairs say.
exact fp16 edge_16x16_fp16
