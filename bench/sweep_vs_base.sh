#!/usr/bin/env bash
# Runs one sweep with two tessera binaries in turn (e.g. the unmodified main
# and this tree), prints the wall and CPU time and peak RSS of each, and
# compares their databases value by value (bench/compare_stores.py): every
# stored value must be identical; only the per-point timing columns differ.
#
#   git worktree add /work/wt-base 5575faf && cmake -S /work/wt-base -B /work/wt-base/build -G Ninja \
#     -DCMAKE_BUILD_TYPE=Release && cmake --build /work/wt-base/build --target tessera
#   bench/sweep_vs_base.sh /work/wt-base/build/tools/tessera build/tools/tessera sweeps/resnet50_10k.yaml 2
set -euo pipefail
old=${1:?usage: sweep_vs_base.sh OLD_TESSERA NEW_TESSERA [SPEC] [JOBS]}
new=${2:?usage: sweep_vs_base.sh OLD_TESSERA NEW_TESSERA [SPEC] [JOBS]}
spec=${3:-sweeps/resnet50_10k.yaml}
jobs=${4:-2}
spec=$(realpath "$spec")  # an older binary may need the older tree's configs: give that tree's sweep file
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for which in old new; do
  binary=${!which}
  /usr/bin/time -f "$which: %e s wall, %U s user, %S s system, %M KB peak RSS" \
    "$binary" sweep "$spec" -j "$jobs" -q --out "$work/$which.sqlite" 2> "$work/$which.time" | sed "s/^/$which: /"
  cat "$work/$which.time"
  echo "$which: database $(du -k "$work/$which.sqlite" | cut -f1) KB"
done
/usr/bin/python3 bench/compare_stores.py "$work/old.sqlite" "$work/new.sqlite"
