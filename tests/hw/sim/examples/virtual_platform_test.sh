#!/bin/bash
# The example virtual platform (hw/sim/examples) runs the Fashion-MNIST CNN's
# Program on tiny_4x4_int8 through the IP's registers: STATUS done, the
# interrupt raised, CYCLES equal to `tessera compile --sim`'s cycles; then a
# 2:4-compressed Program through the encoding table.
# Usage: virtual_platform_test.sh TESSERA VIRTUAL_PLATFORM OUT_DIR
set -euo pipefail
tessera=$1 platform=$2 dir=$3

# platform_run CONFIG MODEL OUT [COMPILE_ARG...]: compiles MODEL into OUT with
# --sim and runs OUT on the platform; its cycles must be --sim's.
platform_run() {
  local config=$1 model=$2 out=$3
  shift 3
  local sim bytes run
  sim=$("$tessera" compile "$model" --hw "$config" --out "$out" --sim "$@" 2>/dev/null |
        sed -n 's/^sim: \([0-9]*\) cycles.*/\1/p')
  test -n "$sim"
  bytes=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["dram_bytes"])' "$out/runtime.json")
  run=$("$platform" --hw "$config" --dram-bytes "$bytes" "$out")
  echo "$run"
  echo "tessera compile --sim: $sim cycles"
  echo "$run" | grep -q "status done, .* $sim accelerator cycles, interrupt raised"
}

platform_run configs/tiny_4x4_int8.yaml models/fashion_mnist/fashion_cnn.onnx "$dir"

# A Program with 2:4-compressed weights (the CNN pruned 2:4 and quantized to
# int8, on edge_16x16_int8_sparse24): compile writes encodings.bin and the
# example hands it to the IP's ENCODING_TABLE.
"$tessera" sparsify models/fashion_mnist/fashion_cnn.onnx --n-of-m 2:4 --out "$dir/pruned.onnx" \
  --report "$dir/prune.json" >/dev/null
"$tessera" quantize "$dir/pruned.onnx" --precision int8 --per-channel --method minmax \
  --calib models/fashion_mnist/test_1000_input.pb --calib-count 50 --out "$dir/pruned_int8.onnx" \
  --report "$dir/q.json" >/dev/null
default=$("$tessera" opt --help | sed -n 's/^Default pipeline: //p')
platform_run configs/edge_16x16_int8_sparse24.yaml "$dir/pruned_int8.onnx" "$dir/sparse" \
  --pipeline "lower-to-integer,$default"
test -s "$dir/sparse/encodings.bin"
