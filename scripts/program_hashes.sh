#!/usr/bin/env bash
# Program hashes: SHA-256 of program.bin, dram.bin, memory_map.json and
# estimate.json for every zoo model (and the Fashion-MNIST CNN) on every
# reference config, float and quantized, written as one sorted TSV table.
# A refactor proves it changed nothing by producing the same table:
#
#   scripts/program_hashes.sh build/tools/tessera /tmp/before.tsv
#   ... change the code, rebuild ...
#   scripts/program_hashes.sh build/tools/tessera /tmp/after.tsv
#   diff /tmp/before.tsv /tmp/after.tsv
#
# Variants: the float model on every config; int8 per-channel (QDQ,
# calibrated on 4 seeded random inputs, so the same on every machine) on every
# 8-bit integer config; int4 per-channel on the int4 config. Besides
# configs/, an 8x8 point with 16 vector lanes (edge_16x16_int8 with an 8x8
# array), where the vector row width and the lane count differ. A compile
# that fails is a row too: its exit code and the hash of its first error line.
# Everything runs inside WORK with relative paths, so the files (which name
# their model and config) do not depend on where WORK is.
# Usage: scripts/program_hashes.sh [TESSERA] [OUT.tsv] [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
T=$(realpath "${1:-build/tools/tessera}")
OUT=$(realpath -m "${2:-program_hashes.tsv}")
WORK=${3:-$(mktemp -d)}
mkdir -p "$WORK/models" "$WORK/configs" "$WORK/out"

# Models: the zoo and the Fashion-MNIST CNN, linked into WORK/models.
zoo=(resnet18 resnet50 mobilenet_v2 squeezenet1_1 efficientnet_b0 bert_encoder_2layer gpt_decoder_block)
for m in "${zoo[@]}"; do ln -sf "$ROOT/models/cache/zoo/$m.onnx" "$WORK/models/$m.onnx"; done
ln -sf "$ROOT/models/fashion_mnist/fashion_cnn.onnx" "$WORK/models/fashion_cnn.onnx"
models=("${zoo[@]}" fashion_cnn)

# Configs: the reference points plus an 8x8 array with 16 lanes.
for c in configs/*.yaml; do cp "$c" "$WORK/configs/"; done
cp -r configs/energy "$WORK/configs/"
sed -e 's/^name: edge_16x16_int8$/name: edge_8x8_int8/' -e 's/^  rows: 16$/  rows: 8/' -e 's/^  cols: 16$/  cols: 8/' \
  configs/edge_16x16_int8.yaml >"$WORK/configs/edge_8x8_int8.yaml"
cd "$WORK"

bits_of() { sed -n 's/^  weight_bits: *\([0-9]*\).*/\1/p' "$1"; }
format_of() { sed -n 's/^  number_format: *\([a-z0-9]*\).*/\1/p' "$1"; }

# Quantized variants (cached in WORK).
for m in "${models[@]}"; do
  for p in int8 int4; do
    q="models/$m.$p.onnx"
    [ -f "$q" ] || "$T" quantize "models/$m.onnx" --precision "$p" --per-channel --calib-random 4 --seed 0 \
      --out "$q" >/dev/null 2>"models/$m.$p.err" || echo "quantize $m $p failed" >&2
  done
done

rows=()
compile() {  # model-variant name, model file, config file
  local name=$1 model=$2 config=$3 dir
  dir="out/$name.$(basename "$config" .yaml)"
  rm -rf "$dir"
  local rc=0
  "$T" compile "$model" --hw "$config" --out "$dir" >"$dir.log" 2>&1 || rc=$?
  if [ "$rc" -ne 0 ]; then
    local first
    first=$(grep -m1 '^error' "$dir.log" | sha256sum | cut -c1-16)
    rows+=("$name	$(basename "$config" .yaml)	exit-$rc	$first")
    return
  fi
  for f in program.bin dram.bin memory_map.json estimate.json; do
    if [ -f "$dir/$f" ]; then
      rows+=("$name	$(basename "$config" .yaml)	$f	$(sha256sum "$dir/$f" | cut -d' ' -f1)")
    else
      rows+=("$name	$(basename "$config" .yaml)	$f	-")
    fi
  done
  rm -f "$dir/program.s"  # large on small arrays, and not part of the table
}

for m in "${models[@]}"; do
  for config in configs/*.yaml; do
    compile "$m" "models/$m.onnx" "$config"
    fmt=$(format_of "$config") bits=$(bits_of "$config")
    if [ "$fmt" = int ] && [ "$bits" = 8 ] && [ -f "models/$m.int8.onnx" ]; then
      compile "$m.int8" "models/$m.int8.onnx" "$config"
    fi
    if [ "$fmt" = int ] && [ "$bits" = 4 ] && [ -f "models/$m.int4.onnx" ]; then
      compile "$m.int4" "models/$m.int4.onnx" "$config"
    fi
  done
done
printf '%s\n' "${rows[@]}" | LC_ALL=C sort >"$OUT"
echo "$(wc -l <"$OUT") rows -> $OUT (work files in $WORK)"
