#!/bin/bash
# `tessera sim` end to end, as a user runs it: the Fashion-MNIST CNN quantized
# (int8 per channel) and compiled for edge_16x16_int8 with --check; one real
# test image; `tessera run` and `tessera sim --compare --trace --vcd` write
# byte-identical output_0.pb, and sim_stats.json's cycles equal the checker's
# critical path; `tessera compile --sim --trace` writes the same trace.
# Usage: sim_cli_test.sh TESSERA OUT_DIR
set -euo pipefail
tessera=$1 out=$2
rm -rf "$out" && mkdir -p "$out"
"$tessera" quantize models/fashion_mnist/fashion_cnn.onnx --precision int8 --per-channel \
  --calib models/fashion_mnist/test_1000_input.pb --out "$out/q.onnx" --report "$out/q.json" >/dev/null
check=$("$tessera" compile "$out/q.onnx" --hw configs/edge_16x16_int8.yaml --out "$out/c" --check \
  --pipeline lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse \
  2>/dev/null | sed -n 's/.*critical path \([0-9]*\) cycles.*/\1/p')
test -n "$check"
# Image 100 of the 1000-image test batch as a [1, 1, 28, 28] tensor.
/usr/bin/python3 - "$out/image.pb" <<'PY'
import sys, onnx, onnx.numpy_helper as nh
t = nh.to_array(onnx.load_tensor("models/fashion_mnist/test_1000_input.pb"))
onnx.save_tensor(nh.from_array(t[100:101], "image"), sys.argv[1])
PY
"$tessera" run "$out/c" --input image="$out/image.pb" --out "$out/run" >/dev/null 2>&1
"$tessera" sim "$out/c" --input image="$out/image.pb" --out "$out/sim" --compare --trace "$out/trace.json" \
  --vcd "$out/units.vcd" 2>/dev/null | tee "$out/sim.txt" | grep -E "cycles|^kernel|^array busy"
cmp "$out/run/output_0.pb" "$out/sim/output_0.pb"
cycles=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cycles"])' "$out/sim/sim_stats.json")
echo "checker $check, sim_stats.json $cycles"
test "$cycles" = "$check"
grep -q "^/conv1/Conv_acc " "$out/sim.txt"
/usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert any(e["ph"] == "X" for e in d["traceEvents"])' "$out/trace.json"
grep -q '^\$enddefinitions' "$out/units.vcd"
# `tessera compile --sim --trace` (timing only, no data) writes the same trace: data never changes timing.
"$tessera" compile "$out/q.onnx" --hw configs/edge_16x16_int8.yaml --out "$out/c2" --sim --trace "$out/trace_timing.json" \
  --pipeline lower-to-integer,remove-identity,patchify-convs,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse \
  >/dev/null 2>&1
cmp "$out/trace.json" "$out/trace_timing.json"
# Energy and buffer bytes: components add up to the total, the kernels' energies to it too
# (a HALT moves nothing), and every MAC of the Program is counted.
/usr/bin/python3 - "$out/sim/sim_stats.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
e = s["energy_pj"]
parts = e["mac"] + e["input_buffer"] + e["weight_buffer"] + e["output_buffer"] + e["dram"] + e["vector"]
assert e["total"] > 0 and abs(parts - e["total"]) <= 1e-9 * e["total"], (parts, e["total"])
kernels = sum(k["energy_pj"] for k in s["kernels"])
assert abs(kernels - e["total"]) <= 1e-9 * e["total"], (kernels, e["total"])
assert s["macs"] == sum(k["macs"] for k in s["kernels"]) and s["macs"] > 0
for b in ("input", "weight", "output"):
    assert s["buffers"][b]["bytes_written"] > 0, b
print(f"energy {e['total']:.0f} pJ, {s['macs']:.0f} MACs")
PY
