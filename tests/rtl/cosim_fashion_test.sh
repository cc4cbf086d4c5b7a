#!/bin/bash
# RTL co-simulation end to end: the Fashion-MNIST CNN quantized (int8 per
# channel), compiled for one config, one real test image. `tessera run`,
# `tessera sim` and `tessera sim --rtl` (every COMPUTE on the Verilated
# compute unit) write byte-identical output_0.pb; with --rtl every COMPUTE
# took the timing rule's issue and latency (the TLM compute unit's), and the
# accelerator's total cycles equal `tessera sim`'s, and so does the energy,
# in total and per kernel: on a config with zero gating (edge_8x8_int8) the
# RTL's PEs count the gated products themselves. On tiny_4x4_int8 also: a
# spec this build has no Verilated compute unit for is an error naming its
# fingerprint.
# Usage: cosim_fashion_test.sh TESSERA OUT_DIR CONFIG
set -euo pipefail
tessera=$1 out=$2 config=$3
rm -rf "$out" && mkdir -p "$out"
"$tessera" quantize models/fashion_mnist/fashion_cnn.onnx --precision int8 --per-channel \
  --calib models/fashion_mnist/test_1000_input.pb --out "$out/q.onnx" --report "$out/q.json" >/dev/null
"$tessera" compile "$out/q.onnx" --hw "configs/$config.yaml" --out "$out/c" \
  --pipeline lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse \
  >/dev/null 2>&1
# Image 100 of the 1000-image test batch as a [1, 1, 28, 28] tensor.
/usr/bin/python3 - "$out/image.pb" <<'PY'
import sys, onnx, onnx.numpy_helper as nh
t = nh.to_array(onnx.load_tensor("models/fashion_mnist/test_1000_input.pb"))
onnx.save_tensor(nh.from_array(t[100:101], "image"), sys.argv[1])
PY
"$tessera" run "$out/c" --input image="$out/image.pb" --out "$out/run" >/dev/null 2>&1
"$tessera" sim "$out/c" --input image="$out/image.pb" --out "$out/sim" > "$out/sim.txt" 2>/dev/null
"$tessera" sim "$out/c" --input image="$out/image.pb" --out "$out/rtl" --rtl > "$out/rtl.txt" 2>/dev/null
cat "$out/rtl.txt" | grep -E "cycles|rtl:"
cmp "$out/run/output_0.pb" "$out/sim/output_0.pb"
cmp "$out/run/output_0.pb" "$out/rtl/output_0.pb"
grep -qE "rtl: [1-9][0-9]* COMPUTEs .* 0 took another issue or latency than the timing rule" "$out/rtl.txt"
sim_cycles=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cycles"])' "$out/sim/sim_stats.json")
rtl_cycles=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cycles"])' "$out/rtl/sim_stats.json")
echo "$config: sim $sim_cycles cycles, sim --rtl $rtl_cycles cycles"
test "$sim_cycles" = "$rtl_cycles"
/usr/bin/python3 - "$out/sim/sim_stats.json" "$out/rtl/sim_stats.json" <<'PY'
import json, sys
sim, rtl = (json.load(open(path)) for path in sys.argv[1:3])
print(f"energy: sim {sim['energy_pj']['total']:.1f} pJ (MACs {sim['energy_pj']['mac']:.1f}), "
      f"sim --rtl {rtl['energy_pj']['total']:.1f} pJ (MACs {rtl['energy_pj']['mac']:.1f})")
assert sim["energy_pj"] == rtl["energy_pj"], (sim["energy_pj"], rtl["energy_pj"])
assert [(k["name"], k["macs"], k["energy_pj"]) for k in sim["kernels"]] == \
       [(k["name"], k["macs"], k["energy_pj"]) for k in rtl["kernels"]]
PY
if [ "$config" = tiny_4x4_int8 ]; then
  "$tessera" compile "$out/q.onnx" --hw configs/scalesim_32x32_ws.yaml --out "$out/c32" \
    --pipeline lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse \
    >/dev/null 2>&1
  if "$tessera" sim "$out/c32" --input image="$out/image.pb" --out "$out/rtl32" --rtl 2> "$out/rtl32.txt"; then
    echo "sim --rtl on scalesim_32x32_ws should fail"; exit 1
  fi
  cat "$out/rtl32.txt"
  grep -q "no Verilated compute unit for spec fingerprint ws32x32" "$out/rtl32.txt"
fi
