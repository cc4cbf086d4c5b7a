#!/usr/bin/env bash
# Islands for MOEA/D and simulated annealing (sweeps/README.md, "Islands"):
# pagmo 2.18 proposes their points one at a time; with `islands: K` K copies
# run in lockstep and their K proposals are evaluated as one batch on the -j
# threads. For each algorithm, island count and seed this runs the search at
# -j 1 and at -j 2 into two stores, prints both wall times, checks that the
# stores are identical (the result must not depend on -j) and, when the
# sweep's grid is at most MAX_GRID points, the hypervolume of the search's
# front relative to the exact front (`sweep pareto --exact`, grid run once).
#
#   bench/explore_islands.sh [TESSERA] [SPEC] [BUDGET] [POPULATION] [SEEDS] [ISLANDS]
#   bench/explore_islands.sh build/tools/tessera sweeps/explore_resnet50.yaml 540 12 "1 2 3" "1 4"
#   bench/explore_islands.sh build/tools/tessera sweeps/explore_ocr_precision.yaml 120 6 "1" "1 4"
set -euo pipefail
cd "$(dirname "$0")/.."
tessera=$(realpath "${1:-build/tools/tessera}")
spec=${2:-sweeps/explore_resnet50.yaml}
budget=${3:-540}
population=${4:-12}
seeds=${5:-1 2 3}
island_counts=${6:-1 4}
max_grid=${MAX_GRID:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$(pwd)
name=$(basename "$spec" .yaml)

variant() {  # sampling out: the sweep file with another sampling line, paths made absolute
  sed -e "s|^sampling: .*|sampling: $1|" \
      -e "s|^base: \.\./|base: $root/|" \
      -e "s|^  - model: \.\./|  - model: $root/|" \
      -e "s|^      \([a-z]*\): \.\./|      \1: $root/|" \
      -e "s|^models: \[\([a-z0-9_]*\)\]|models: [$root/models/cache/zoo/\1.onnx]|" "$spec" > "$2"
}
seconds() { local start; start=$(date +%s.%N); "$@" > "$work/log"; echo "$(date +%s.%N) - $start" | bc; }

echo "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), load $(cut -d' ' -f1-3 /proc/loadavg)"
variant grid "$work/grid.yaml"
grid=$({ "$tessera" sweep "$work/grid.yaml" --check 2>&1 || true; } |
  sed -n -e 's/.* x \([0-9]*\) combinations.*/\1/p' -e 's/.*the grid has \([0-9]*\) combinations.*/\1/p' | head -1)
exact=""
if [ "$grid" -le "$max_grid" ]; then
  t=$(seconds "$tessera" sweep "$work/grid.yaml" -q -j 2 --out "$work/grid.sqlite")
  exact="$work/grid.sqlite"
  printf '\n%s: grid of %s points in %.1f s (-j 2)\n' "$name" "$grid" "$t"
else
  printf '\n%s: grid of %s points (too large to enumerate: no hypervolume ratio)\n' "$name" "$grid"
fi
printf '\n| algorithm | islands | seed | evaluations | seconds -j 1 | seconds -j 2 | speed-up | stores equal | hypervolume ratio |\n'
printf '|---|---|---|---|---|---|---|---|---|\n'
for algorithm in moead sa; do
  for islands in $island_counts; do
    for seed in $seeds; do
      variant "{search: $algorithm, budget: $budget, seed: $seed, population: $population, islands: $islands}" "$work/search.yaml"
      t1=$(seconds "$tessera" sweep "$work/search.yaml" -q -j 1 --out "$work/j1.sqlite")
      evaluated=$(sed -n 's/.*evaluated \([0-9]*\) of at most.*/\1/p' "$work/log")
      t2=$(seconds "$tessera" sweep "$work/search.yaml" -q -j 2 --out "$work/j2.sqlite")
      query="SELECT point_key, status, latency_us, energy_pj, area_um2, accuracy FROM points ORDER BY point_index"
      equal=no
      [ "$(sqlite3 "$work/j1.sqlite" "$query" | md5sum)" = "$(sqlite3 "$work/j2.sqlite" "$query" | md5sum)" ] && equal=yes
      ratio=-
      [ -n "$exact" ] && ratio=$("$tessera" sweep pareto "$work/j2.sqlite" --exact "$exact" | sed -n 's/.*: ratio \([0-9.]*\) .*/\1/p')
      printf '| %s | %s | %s | %s | %.1f | %.1f | %.2f | %s | %s |\n' "$algorithm" "$islands" "$seed" "$evaluated" \
        "$t1" "$t2" "$(echo "$t1 / $t2" | bc -l)" "$equal" "$ratio"
      rm -f "$work/j1.sqlite" "$work/j2.sqlite"
    done
  done
done
