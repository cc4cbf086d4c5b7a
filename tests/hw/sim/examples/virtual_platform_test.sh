#!/bin/bash
# The example virtual platform (hw/sim/examples) runs the Fashion-MNIST CNN's
# Program on tiny_4x4_int8 through the IP's registers: STATUS done, the
# interrupt raised, CYCLES equal to `tessera compile --sim`'s cycles.
# Usage: virtual_platform_test.sh TESSERA VIRTUAL_PLATFORM OUT_DIR
set -euo pipefail
tessera=$1 platform=$2 dir=$3
config=configs/tiny_4x4_int8.yaml
sim=$("$tessera" compile models/fashion_mnist/fashion_cnn.onnx --hw $config --out "$dir" --sim 2>/dev/null |
      sed -n 's/^sim: \([0-9]*\) cycles.*/\1/p')
test -n "$sim"
bytes=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["dram_bytes"])' "$dir/runtime.json")
out=$("$platform" --hw $config --dram-bytes "$bytes" "$dir")
echo "$out"
echo "tessera compile --sim: $sim cycles"
echo "$out" | grep -q "status done, .* $sim accelerator cycles, interrupt raised"
