#!/usr/bin/env bash
# Reference executor against onnxruntime, same model, same input, one thread,
# measured in one run. Prints each side's JSON line and the throughput ratio.
#
#   bash bench/exec_vs_ort.sh [MODEL_NAME] [ITERATIONS]   (default resnet18 20)
#
# Needs `bash scripts/build.sh` and the model cache from scripts/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:-resnet18}
iterations=${2:-20}
model=models/cache/zoo/$name.onnx
input=models/cache/zoo/${name}_inputs/input_0.pb
input_name=$(/usr/bin/python3 -c "import onnx,sys; print(onnx.load(sys.argv[1], load_external_data=False).graph.input[0].name)" "$model")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
tessera=$(build/bench/exec_bench "$model" --input "$input_name=$input" --iterations "$iterations" --threads 1)
ort=$(node tools/ort/ort_run.mjs --model "$model" --input "$input_name=$input" --out "$out" --threads 1 --bench "$iterations")
echo "tessera:     $tessera"
echo "onnxruntime: $ort"
/usr/bin/python3 - "$tessera" "$ort" <<'PY'
import json, sys
t, o = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print(f"throughput ratio tessera/onnxruntime (median): {o['median_ms'] / t['median_ms']:.2f}"
      f"  ({t['median_ms']:.1f} ms vs {o['median_ms']:.1f} ms)")
PY
