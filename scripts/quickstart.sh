#!/usr/bin/env bash
# Quick start, main job: install dependencies, build, then validate every
# reference hardware point in configs/ and print its derived summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
build/tools/tessera validate configs
