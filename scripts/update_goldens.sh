#!/usr/bin/env bash
# Regenerates golden files after a deliberate change; review `git diff` before
# committing, and say in the commit message why the goldens changed.
set -euo pipefail
cd "$(dirname "$0")/.."
tessera=${TESSERA:-build/tools/tessera}
for config in tests/hw/spec/bad/*.yaml; do
  "$tessera" validate "$config" 2> "${config%.yaml}.out" && { echo "error: $config loaded" >&2; exit 1; } || true
done
# tests/hw/spec/golden/*.sv and *.h are generateSvPackage / generateCppTarget
# alone (generate_test.cpp); `tessera gen` appends the instruction layout to
# both, so they are not regenerated here: update them from the test's output.
for sweep in tests/sweeps/bad/*.yaml; do
  "$tessera" sweep "$sweep" --check > /dev/null 2> "${sweep%.yaml}.out" && { echo "error: $sweep loaded" >&2; exit 1; } || true
done
# kernels.json and the kernel plans of the Fashion-MNIST CNN (tests/compiler/backend/lower/golden).
"$tessera" lower models/fashion_mnist/fashion_cnn.onnx --emit tests/compiler/backend/lower/golden/fashion_cnn.kernels.json >/dev/null
rm -f tests/compiler/backend/lower/golden/fashion_cnn.kernels.constants.bin
"$tessera" lower models/fashion_mnist/fashion_cnn.onnx --hw configs/tiny_4x4_int8.yaml --print-plans \
  > tests/compiler/backend/lower/golden/fashion_cnn_tiny_4x4_int8.plans.txt
# program.s of the Fashion-MNIST CNN on tiny_4x4_int8 (cli_compile_fashion_golden).
golden_dir=$(mktemp -d)
"$tessera" compile models/fashion_mnist/fashion_cnn.onnx --hw configs/tiny_4x4_int8.yaml --out "$golden_dir" >/dev/null 2>&1
cp "$golden_dir/program.s" tests/compiler/backend/golden/fashion_cnn_tiny_4x4_int8.s
rm -rf "$golden_dir"
