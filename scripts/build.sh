#!/usr/bin/env bash
# Configures and builds Tessera into build/ (Release, Ninja, all cores).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)"
