#!/usr/bin/env bash
# Sweeps through a private single-node Slurm (tests/sweeps/private_slurm.sh,
# as root): each SPEC as a job array of TASKS tasks of one thread on a node
# of CPUS CPUs, then the merge job. Prints per spec: points, tasks, wall time
# from submission to the merged database, the merge alone (timed again on
# the same shard files into a fresh database), the database size, and the
# time `tessera report` takes on it.
#
#   bench/slurm_scale.sh TESSERA TASKS CPUS SPEC...
#   bench/slurm_scale.sh build/tools/tessera 4 2 sweeps/resnet50_10k.yaml sweeps/resnet50_100k.yaml
set -uo pipefail
tessera=$(realpath "${1:?usage: slurm_scale.sh TESSERA TASKS CPUS SPEC...}")
tasks=${2:?TASKS}
cpus=${3:?CPUS}
shift 3
specs=()
for spec in "$@"; do specs+=("$(realpath "$spec")"); done
source_dir=$(cd "$(dirname "$0")/.." && pwd)
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
source "$source_dir/tests/sweeps/private_slurm.sh"
trap private_slurm_stop EXIT
private_slurm_start "$cpus"
cd "$work" || fail "cannot enter $work"
now() { date +%s.%N; }
for spec in "${specs[@]}"; do
  name=$(sed -n 's/^name: *//p' "$spec")
  start=$(now)
  "$tessera" sweep "$spec" --slurm --tasks "$tasks" > submit.txt 2>&1 || fail "$(cat submit.txt)"
  merge=$(sed -n 's/.*merge_job=\([0-9]*\).*/\1/p' submit.txt)
  while [ -n "$(squeue -h -j "$merge" 2>/dev/null)" ]; do sleep 1; done
  end=$(now)
  db=results/$name.sqlite
  [ -f "$db" ] || fail "no merged database: $(cat results/"$name".shards/slurm-*merge.out)"
  points=$(/usr/bin/python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM points').fetchone()[0])" "$db")
  merge_start=$(now)
  "$tessera" sweep merge remerged.sqlite results/"$name".shards/shard-*-of-"$tasks".sqlite > /dev/null || fail "merge"
  merge_end=$(now)
  rm -f remerged.sqlite*
  report_start=$(now)
  "$tessera" report "$db" --out report_"$name" > /dev/null 2>&1 || echo "note: tessera report failed on $db"
  report_end=$(now)
  echo "$name: $points points, $tasks tasks on $cpus CPUs:" \
    "submit to merged $(echo "$end - $start" | bc) s, merge alone $(echo "$merge_end - $merge_start" | bc) s," \
    "database $(du -m "$db" | cut -f1) MB, report $(echo "$report_end - $report_start" | bc) s," \
    "shard task logs: $(grep -h 'points/s computed' results/"$name".shards/slurm-*_*.out | sed 's/.*time/time/' | tr '\n' ';')"
  rm -rf results report_"$name"
done
