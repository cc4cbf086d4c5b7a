#!/usr/bin/env bash
# Search quality against the truth (sweeps/README.md, "Search"): for each
# search sweep, runs its grid for the exact Pareto front, then NSGA-II,
# MOEA/D, simulated annealing and random search with budgets from 1 % to
# 20 % of the grid and several seeds, and prints the hypervolume of each
# search's front relative to the exact front's (`sweep pareto --exact`).
#
# Each algorithm and seed has one store: the budgets run in increasing order
# into it, and since a larger budget first proposes exactly what a smaller
# one did, each run computes only its new points (the run's "computed").
#
#   bench/explore_quality.sh [TESSERA] [JOBS] [SEEDS] [SPEC...]
#   bench/explore_quality.sh build/tools/tessera 2 "1 2 3" sweeps/explore_resnet50.yaml sweeps/explore_bert.yaml
set -euo pipefail
cd "$(dirname "$0")/.."
tessera=$(realpath "${1:-build/tools/tessera}")
jobs=${2:-2}
seeds=${3:-1 2 3}
shift $(( $# < 3 ? $# : 3 ))
specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(sweeps/explore_resnet50.yaml sweeps/explore_bert.yaml)
percents=(1 2 5 10 20)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$(pwd)

# The sweep file with another sampling line, in $work: the base config and a
# zoo model become absolute paths (same files, so same point keys).
variant() {  # spec sampling out
  sed -e "s|^sampling: .*|sampling: $2|" \
      -e "s|^base: \.\./|base: $root/|" \
      -e "s|^models: \[\([a-z0-9_]*\)\]|models: [$root/models/cache/zoo/\1.onnx]|" "$1" > "$3"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), load $(cut -d' ' -f1-3 /proc/loadavg), -j $jobs"
for spec in "${specs[@]}"; do
  name=$(basename "$spec" .yaml)
  variant "$spec" grid "$work/$name.grid.yaml"
  start=$(date +%s.%N)
  "$tessera" sweep "$work/$name.grid.yaml" -q -j "$jobs" --out "$work/$name.grid.sqlite" > "$work/grid.log"
  grid_seconds=$(echo "$(date +%s.%N) - $start" | bc)
  grid=$(sed -n 's/.*: \([0-9]*\) points in this run.*/\1/p' "$work/grid.log")
  front=$("$tessera" sweep pareto "$work/$name.grid.sqlite" | sed -n 's/.*: \([0-9]*\) of \([0-9]*\) points on the front/\1/p')
  printf '\n## %s: grid of %s points in %.1f s, exact front %s points\n\n' "$name" "$grid" "$grid_seconds" "$front"
  printf '| algorithm | budget | evaluations (mean) | hypervolume ratio per seed (%s) | mean | min | seconds (mean, new points only) |\n' "$seeds"
  printf '|---|---|---|---|---|---|---|\n'
  for algorithm in nsga2 moead sa random; do
    population=40
    for percent in "${percents[@]}"; do
      budget=$(( grid * percent / 100 ))
      ratios=() evaluations=0 seconds=0
      for seed in $seeds; do
        variant "$spec" "{search: $algorithm, budget: $budget, seed: $seed, population: $population}" "$work/$name.search.yaml"
        store="$work/$name.$algorithm.$seed.sqlite"
        start=$(date +%s.%N)
        "$tessera" sweep "$work/$name.search.yaml" -q -j "$jobs" --out "$store" > "$work/search.log"
        seconds=$(echo "$seconds + $(date +%s.%N) - $start" | bc)
        evaluations=$(( evaluations + $(sed -n 's/.*evaluated \([0-9]*\) of at most.*/\1/p' "$work/search.log") ))
        ratios+=("$("$tessera" sweep pareto "$store" --exact "$work/$name.grid.sqlite" | sed -n 's/.*: ratio \([0-9.]*\) .*/\1/p')")
      done
      count=${#ratios[@]}
      mean=$(printf '%s\n' "${ratios[@]}" | awk '{ s += $1 } END { printf "%.4f", s / NR }')
      min=$(printf '%s\n' "${ratios[@]}" | sort -n | head -1)
      printf '| %s | %s %% (%s) | %s | %s | %s | %s | %.1f |\n' "$algorithm" "$percent" "$budget" \
        "$(( evaluations / count ))" "${ratios[*]}" "$mean" "$min" "$(echo "$seconds / $count" | bc -l)"
    done
  done
done
