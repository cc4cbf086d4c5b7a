#!/bin/bash
# `tessera check`: the three-way cross-check on real models.
#   fashion   the Fashion-MNIST CNN, int8 per channel, one real test image,
#             every kernel on CONFIG: with the Verilated compute unit inside
#             the SystemC model, every instruction starts, frees its unit and
#             completes in the same cycle as with the TLM compute unit, every
#             kernel's cycles (what it adds to the run) within the stated
#             tolerance of the estimate,
#             every tensor bit-exact.
#   gpt       the GPT decoder block, int8 per channel, random input (seeded),
#             its first KERNELS kernels, likewise.
#   errors    a tolerance that cannot hold exits 1 and marks the kernels
#             outside it; a float model on an integer spec and a spec with no
#             Verilated unit are located errors.
# TOLERANCE: the percentage each kernel's SystemC cycles may differ from its
# estimate, the bound the model holds today (docs/rtl.md, "tessera check").
# Usage: check_test.sh TESSERA OUT_DIR fashion|gpt|errors CONFIG [TOLERANCE [KERNELS]]
set -euo pipefail
tessera=$1 out=$2 which=$3 config=$4 TOLERANCE=${5:-5} kernels=${6:-0}
rm -rf "$out" && mkdir -p "$out"
fashion() {
  "$tessera" quantize models/fashion_mnist/fashion_cnn.onnx --precision int8 --per-channel \
    --calib models/fashion_mnist/test_1000_input.pb --calib-count 50 --out "$out/fashion.onnx" >/dev/null
  /usr/bin/python3 - "$out/image.pb" <<'PY'
import sys, onnx, onnx.numpy_helper as nh
t = nh.to_array(onnx.load_tensor("models/fashion_mnist/test_1000_input.pb"))
onnx.save_tensor(nh.from_array(t[7:8], "image"), sys.argv[1])
PY
}
case "$which" in
  fashion)
    fashion
    "$tessera" check "$out/fashion.onnx" --hw "configs/$config.yaml" --input image="$out/image.pb" \
      --tolerance "$TOLERANCE" | tee "$out/check.txt"
    ;;
  gpt)
    "$tessera" quantize models/cache/zoo/gpt_decoder_block.onnx --precision int8 --per-channel \
      --calib models/cache/zoo/gpt_decoder_block_inputs/input_0.pb --out "$out/gpt.onnx" >/dev/null
    "$tessera" check "$out/gpt.onnx" --hw "configs/$config.yaml" --kernels "$kernels" --seed 3 \
      --tolerance "$TOLERANCE" | tee "$out/check.txt"
    ;;
  errors)
    fashion
    if "$tessera" check "$out/fashion.onnx" --hw "configs/$config.yaml" --input image="$out/image.pb" \
      --kernels 3 --tolerance 0 > "$out/tight.txt"; then
      echo "check with --tolerance 0 should fail"; exit 1
    fi
    cat "$out/tight.txt"
    grep -q "check: DISAGREE" "$out/tight.txt"
    grep -qE "^SystemC against the estimate: [0-9]+ of 3 kernel\(s\) within 0%" "$out/tight.txt"
    if "$tessera" check models/fashion_mnist/fashion_cnn.onnx --hw "configs/$config.yaml" 2> "$out/float.txt"; then
      echo "check of a float model on an integer spec should fail"; exit 1
    fi
    cat "$out/float.txt"
    grep -q "fashion_cnn.onnx.*quantize it first" "$out/float.txt"
    if "$tessera" check "$out/fashion.onnx" --hw configs/scalesim_32x32_ws.yaml 2> "$out/nortl.txt"; then
      echo "check on a spec without a Verilated unit should fail"; exit 1
    fi
    cat "$out/nortl.txt"
    grep -q "no Verilated compute unit for spec fingerprint ws32x32" "$out/nortl.txt"
    exit 0
    ;;
  *) echo "usage: check_test.sh TESSERA OUT_DIR fashion|gpt|errors CONFIG [TOLERANCE [KERNELS]]"; exit 2 ;;
esac
grep -q "^check: agree" "$out/check.txt"
grep -qE "^RTL against SystemC \(tolerance 0 cycles\): [1-9][0-9]* COMPUTE\(s\) on the Verilated unit; 0 instruction\(s\) started, freed their unit or completed at another cycle; 0 kernel span" \
  "$out/check.txt"
grep -q "^outputs against the reference executor (bit-exact): 0 tensor(s) differ" "$out/check.txt"
