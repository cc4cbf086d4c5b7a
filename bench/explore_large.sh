#!/usr/bin/env bash
# A search of a space far too large to enumerate (sweeps/explore_resnet50_5e9.yaml:
# 5.4e9 points): NSGA-II and random search, 20,000 evaluations each, with
# their convergence: hypervolume against evaluations and wall time. There is
# no exact front, so each front is measured against the best known one: the
# front of both searches' points together (`sweep merge`, then `sweep pareto
# --exact`).
#
# The budgets run in increasing order into one store per algorithm (a larger
# budget first proposes exactly what a smaller one did, so each run computes
# only its new points), and the store is copied after each.
#
#   bench/explore_large.sh [TESSERA] [JOBS] [SEED] [SPEC]
set -euo pipefail
cd "$(dirname "$0")/.."
tessera=$(realpath "${1:-build/tools/tessera}")
jobs=${2:-2}
seed=${3:-1}
spec=${4:-sweeps/explore_resnet50_5e9.yaml}
budgets=(1000 2000 5000 10000 20000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$(pwd)

variant() {  # spec sampling out: another sampling line; base and zoo model as absolute paths
  sed -e "s|^sampling: .*|sampling: $2|" \
      -e "s|^base: \.\./|base: $root/|" \
      -e "s|^models: \[\([a-z0-9_]*\)\]|models: [$root/models/cache/zoo/\1.onnx]|" "$1" > "$3"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), load $(cut -d' ' -f1-3 /proc/loadavg), -j $jobs, seed $seed"
"$tessera" sweep "$spec" --check
declare -A seconds evaluated
for algorithm in nsga2 random; do
  total=0
  for budget in "${budgets[@]}"; do
    variant "$spec" "{search: $algorithm, budget: $budget, seed: $seed, population: 100}" "$work/search.yaml"
    start=$(date +%s.%N)
    "$tessera" sweep "$work/search.yaml" -q -j "$jobs" --out "$work/$algorithm.sqlite" > "$work/search.log"
    total=$(echo "$total + $(date +%s.%N) - $start" | bc)
    seconds[$algorithm.$budget]=$total
    evaluated[$algorithm.$budget]=$(sed -n 's/.*evaluated \([0-9]*\) of at most.*/\1/p' "$work/search.log")
    cp "$work/$algorithm.sqlite" "$work/$algorithm.$budget.sqlite"
  done
done
"$tessera" sweep merge "$work/best.sqlite" "$work/nsga2.sqlite" "$work/random.sqlite" > /dev/null
best=$("$tessera" sweep pareto "$work/best.sqlite" | sed -n 's/.*: \([0-9]*\) of \([0-9]*\) points on the front/\1 of \2/p')
printf '\nBest known front: %s points (both searches together).\n\n' "$best"
printf '| algorithm | budget | evaluations | wall time (cumulative) | evaluations/s | hypervolume / best known | front points |\n'
printf '|---|---|---|---|---|---|---|\n'
for algorithm in nsga2 random; do
  for budget in "${budgets[@]}"; do
    line=$("$tessera" sweep pareto "$work/$algorithm.$budget.sqlite" --exact "$work/best.sqlite" | grep ': ratio ')
    ratio=$(echo "$line" | sed -n 's/.*: ratio \([0-9.]*\) .*/\1/p')
    front=$(echo "$line" | sed -n 's/.*(\([0-9]*\) front points.*/\1/p')
    printf '| %s | %s | %s | %.1f s | %.0f | %s | %s |\n' "$algorithm" "$budget" "${evaluated[$algorithm.$budget]}" \
      "${seconds[$algorithm.$budget]}" "$(echo "${evaluated[$algorithm.$budget]} / ${seconds[$algorithm.$budget]}" | bc -l)" \
      "$ratio" "$front"
  done
done
