#!/usr/bin/env bash
# `tessera lower --emit` + `tessera compile --kernels` against `tessera compile
# MODEL`: program.bin, program.s, memory_map.json, estimate.json and dram.bin
# byte for byte, for the Fashion-MNIST CNN (float and int8 per channel,
# calibrated on 4 seeded random inputs) and BERT (2 layers) on three configs;
# then bad kernels.json files (truncated, corrupted, wrong version, a changed
# constants file) must exit 1 with an error naming the file.
# Usage: kernels_roundtrip.sh TESSERA WORK_DIR   (run from the source root)
set -euo pipefail
T=$1
W=$2
rm -rf "$W" && mkdir -p "$W"
"$T" quantize models/fashion_mnist/fashion_cnn.onnx --precision int8 --per-channel --calib-random 4 --seed 0 \
  --out "$W/fashion_cnn.int8.onnx" >/dev/null
fails=0
check() {  # name model config
  local name=$1 model=$2 config=$3
  "$T" compile "$model" --hw "$config" --out "$W/$name/direct" >/dev/null 2>&1
  [ -f "$W/$name.json" ] || "$T" lower "$model" --emit "$W/$name.json" >/dev/null
  "$T" compile --kernels "$W/$name.json" --hw "$config" --out "$W/$name/kernels" >/dev/null 2>&1
  for f in program.bin program.s memory_map.json estimate.json dram.bin; do
    if [ -f "$W/$name/direct/$f" ] || [ -f "$W/$name/kernels/$f" ]; then
      if ! cmp -s "$W/$name/direct/$f" "$W/$name/kernels/$f"; then
        echo "DIFFERS: $name on $config: $f" >&2
        fails=$((fails + 1))
      fi
    fi
  done
  rm -rf "$W/$name/direct" "$W/$name/kernels"
}
for config in configs/edge_16x16_int8.yaml configs/tiny_4x4_int8.yaml configs/edge_16x16_fp16.yaml; do
  check fashion models/fashion_mnist/fashion_cnn.onnx "$config"
  check fashion_int8 "$W/fashion_cnn.int8.onnx" "$config"
  check bert models/cache/zoo/bert_encoder_2layer.onnx "$config"
done
# dram.bin exists for the quantized model (the comparison covered the image).
"$T" compile --kernels "$W/fashion_int8.json" --hw configs/edge_16x16_int8.yaml --out "$W/image" >/dev/null 2>&1
[ -s "$W/image/dram.bin" ] || { echo "no dram.bin for the int8 model" >&2; fails=$((fails + 1)); }

expect_error() {  # description, file, expected text in stderr
  local rc=0
  "$T" compile --kernels "$2" --hw configs/tiny_4x4_int8.yaml --out "$W/bad" >/dev/null 2>"$W/err" || rc=$?
  if [ "$rc" -ne 1 ] || ! grep -qF -- "$3" "$W/err"; then
    echo "$1: exit $rc, stderr: $(cat "$W/err")" >&2
    fails=$((fails + 1))
  fi
}
# Each bad kernels.json names its constants file fashion.constants.bin (the name it was written with).
mkdir -p "$W/badfiles" "$W/badblob"
cp "$W/fashion.constants.bin" "$W/badfiles/"
head -c 3000 "$W/fashion.json" >"$W/badfiles/trunc.json"
expect_error truncated "$W/badfiles/trunc.json" "trunc.json: not valid JSON"
sed 's/"version": 1,/"version": 7,/' "$W/fashion.json" >"$W/badfiles/version.json"
expect_error "wrong version" "$W/badfiles/version.json" "version.json: version: expected 1, found 7"
sed '0,/"k":[0-9]*/s//"k":-3/' "$W/fashion.json" >"$W/badfiles/shape.json"
expect_error "corrupted shape" "$W/badfiles/shape.json" "shape.json: kernels[0].shape.k: expected an integer >= 1"
cp "$W/fashion.json" "$W/badblob/blob.json"
head -c 1000 "$W/fashion.constants.bin" >"$W/badblob/fashion.constants.bin"
expect_error "truncated constants" "$W/badblob/blob.json" "blob.json: constants.bytes: fashion.constants.bin holds 1000 bytes"
expect_error "missing file" "$W/badfiles/none.json" "none.json: cannot open"
[ "$fails" -eq 0 ] && echo "kernels.json round trip: identical; bad inputs: located errors"
exit "$fails"
