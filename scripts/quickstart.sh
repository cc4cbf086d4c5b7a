#!/usr/bin/env bash
# Quick start, main job: install dependencies, build, then run the quick-start
# design-space sweep (sweeps/quickstart.yaml: three models incl. a Transformer
# on 108 hardware points with a precision and a sparsity axis, analytical
# fidelity) into results/quickstart.sqlite and render its report.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
start=$(date +%s)
build/tools/tessera sweep sweeps/quickstart.yaml -j "$(nproc)"
build/tools/tessera report results/quickstart.sqlite --out results/quickstart_report
echo "sweep + report: $(( $(date +%s) - start )) s; open results/quickstart_report/index.html"
