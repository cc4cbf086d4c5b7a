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
"$tessera" quantize "$out/cls.onnx" --precision int8 --per-channel --method minmax --calib models/ocr/cls_input.pb \
  --out "$out/q.onnx" >/dev/null
"$tessera" exec "$out/q.onnx" --pipeline "$pipeline" --input x=models/ocr/cls_input.pb --out "$out/ref" >/dev/null
for config in edge_16x16_int8 edge_8x32_int8; do
  "$tessera" compile "$out/q.onnx" --hw "configs/$config.yaml" --pipeline "$pipeline" --unknown-dim 16 \
    --input-shape x=16,3,48,192 --out "$out/$config" >/dev/null 2>&1
  "$tessera" run "$out/$config" --input x=models/ocr/cls_input.pb --out "$out/$config.out" > "$out/$config.log"
  head -1 "$out/$config.log"
  if grep '^warning' "$out/$config.log"; then exit 1; fi
  cmp "$out/ref/output_0.pb" "$out/$config.out/output_0.pb"
  echo "$config: exact"
done
# fp16 on edge_16x16_fp16 against the ordered reference (the array's summation
# order): the HardSwish's and the squeeze-excitation's reads of a convolution's
# result are the DRAM copy in fp16, as the quantizer's Cast pairs say.
float_pipeline=${pipeline#lower-to-integer,}
"$tessera" quantize "$out/cls.onnx" --precision fp16 --per-channel --method minmax --calib models/ocr/cls_input.pb \
  --out "$out/fp16.onnx" >/dev/null
"$tessera" exec "$out/fp16.onnx" --pipeline "$float_pipeline" --ordered-float-sums --input x=models/ocr/cls_input.pb \
  --out "$out/ref_fp16" >/dev/null
"$tessera" compile "$out/fp16.onnx" --hw configs/edge_16x16_fp16.yaml --pipeline "$float_pipeline" --unknown-dim 16 \
  --input-shape x=16,3,48,192 --out "$out/fp16" >/dev/null 2>&1
"$tessera" run "$out/fp16" --input x=models/ocr/cls_input.pb --out "$out/fp16.out" > "$out/fp16.log"
head -1 "$out/fp16.log"
if grep '^warning' "$out/fp16.log"; then exit 1; fi
cmp "$out/ref_fp16/output_0.pb" "$out/fp16.out/output_0.pb"
echo "edge_16x16_fp16: exact"
