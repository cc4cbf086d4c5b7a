#!/usr/bin/env bash
# `tessera sweep --slurm` against a real scheduler: starts a private
# single-node Slurm (its own munged socket and key, its own ports, config,
# state and logs in a temporary folder), runs tests/sweeps/data/slurm_256.yaml
# as an array of 4 tasks, cancels tasks with scancel while the array runs,
# resubmits (only the missing points run), waits for the merge and compares
# the merged database value by value with a local `-j 2` run of the same spec:
# every point exactly once, every value the same. Every daemon is stopped by
# its process id when the test ends, whatever the outcome.
#
# Needs root (slurmd runs the jobs) and Debian's slurmctld slurmd
# slurm-client munge (scripts/setup.sh). It fails, never skips, when they are
# missing or Slurm cannot start.
#
#   tests/sweeps/slurm_test.sh TESSERA_BINARY
set -uo pipefail
tessera=$(realpath "${1:?usage: slurm_test.sh TESSERA_BINARY}")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
spec=$source_dir/tests/sweeps/data/slurm_256.yaml
points=256

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

source "$source_dir/tests/sweeps/private_slurm.sh"
trap private_slurm_stop EXIT
# One CPU: the tasks run one after another, so a task can be cancelled before it starts.
private_slurm_start 1

cd "$work" || fail "cannot enter $work"
shards=$work/results/slurm_256.shards
merged=$work/results/slurm_256.sqlite
count() { /usr/bin/python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])" "$@"; }
wait_job() {  # until job $1 (and its array tasks) left the queue
  for _ in $(seq 240); do
    [ -z "$(squeue -h -j "$1" 2>/dev/null)" ] && return 0
    sleep 0.5
  done
  fail "job $1 still queued after 120 s: $(squeue 2>&1)"
}

# An unknown partition is refused with Slurm's own message.
if "$tessera" sweep "$spec" --slurm --partition no_such_partition > out.txt 2>&1; then
  fail "--partition no_such_partition was accepted: $(cat out.txt)"
fi
grep -q "invalid partition" out.txt || fail "sbatch's message is missing: $(cat out.txt)"

# Round 1: submit, cancel task 1 as soon as it has committed points (or else
# once task 0 is done) and task 3 while it waits.
"$tessera" sweep "$spec" --slurm --tasks 4 > submit1.txt 2>&1 || fail "submission failed: $(cat submit1.txt)"
array=$(sed -n 's/.*array_job=\([0-9]*\).*/\1/p' submit1.txt)
merge=$(sed -n 's/.*merge_job=\([0-9]*\).*/\1/p' submit1.txt)
[ -n "$array" ] && [ -n "$merge" ] || fail "no job ids in: $(cat submit1.txt)"
scancel "${array}_3" || fail "scancel ${array}_3 failed"
for _ in $(seq 400); do
  if [ -f "$shards/shard-1-of-4.sqlite" ] && [ "$(count "$shards/shard-1-of-4.sqlite" "SELECT COUNT(*) FROM points" 2>/dev/null || echo 0)" -gt 0 ]; then
    break
  fi
  sleep 0.05
done
scancel "${array}_1" || fail "scancel ${array}_1 failed"
"$tessera" sweep status "$spec" > status1.txt || fail "sweep status failed"
wait_job "$array"
wait_job "$merge"
[ -f "$merged" ] || fail "the merge job wrote no database: $(cat "$shards"/slurm-*merge.out 2>/dev/null)"
first=$(count "$merged" "SELECT COUNT(*) FROM points")
[ "$first" -lt "$points" ] || fail "round 1 merged all $points points although tasks were cancelled"
grep -q "^3/4 .*(not started)" status1.txt || fail "status did not show the cancelled task 3 as not started: $(cat status1.txt)"

# Round 2: the same submission runs only what is missing, then merges.
"$tessera" sweep "$spec" --slurm --tasks 4 > submit2.txt 2>&1 || fail "resubmission failed: $(cat submit2.txt)"
array=$(sed -n 's/.*array_job=\([0-9]*\).*/\1/p' submit2.txt)
merge=$(sed -n 's/.*merge_job=\([0-9]*\).*/\1/p' submit2.txt)
wait_job "$array"
wait_job "$merge"
"$tessera" sweep status "$spec" > status2.txt || fail "sweep status failed"
grep -q "^total .* $points .* $points .* 0 " status2.txt || fail "status after round 2: $(cat status2.txt)"
# Task 0 finished in round 1: in round 2 it computed nothing.
grep -q "64 already stored, 0 computed" "$shards/slurm-${array}_0.out" ||
  fail "task 0 of round 2 did not skip its stored points: $(cat "$shards/slurm-${array}_0.out")"

[ "$(count "$merged" "SELECT COUNT(*) FROM points")" -eq "$points" ] || fail "merged database has not $points points"
[ "$(count "$merged" "SELECT COUNT(DISTINCT point_index) FROM points")" -eq "$points" ] ||
  fail "a point index is missing or stored twice"
[ "$(count "$merged" "SELECT MIN(point_index) + MAX(point_index) FROM points")" -eq $((points - 1)) ] ||
  fail "point indices are not 0..$((points - 1))"

"$tessera" sweep "$spec" -j 2 -q --out "$work/local.sqlite" > local.txt || fail "local run failed"
/usr/bin/python3 "$source_dir/bench/compare_stores.py" "$work/local.sqlite" "$merged" ||
  fail "the merged database differs from the local run"
echo "PASS: $points points as 4 Slurm array tasks (round 1 merged $first, round 2 the rest), identical to a local -j 2 run"
