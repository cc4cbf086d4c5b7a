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

[ "$(id -u)" -eq 0 ] || fail "needs root: slurmd runs the array tasks as the submitting user and must run as root"
for program in munged slurmctld slurmd sbatch squeue scancel sinfo; do
  command -v "$program" >/dev/null ||
    fail "$program not found: install slurmctld slurmd slurm-client munge (scripts/setup.sh)"
done

work=$(mktemp -d /tmp/tessera-slurm.XXXXXX)
chmod 755 "$work"
stop() {
  # Jobs first (their steps are children of slurmstepd, not of the daemons), then the daemons by pid.
  if [ -f "$work/slurmctld.pid" ]; then
    scancel --quiet --user="$(id -un)" 2>/dev/null
    for _ in $(seq 20); do [ -z "$(squeue -h 2>/dev/null)" ] && break; sleep 0.5; done
  fi
  for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munge/munged.pid"; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null
  done
  sleep 1
  for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munge/munged.pid"; do
    [ -f "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null
  done
  rm -rf "$work"
}
trap stop EXIT

# Two free TCP ports: bound by the kernel, released just before slurmctld takes them.
read -r ctld_port slurmd_port < <(/usr/bin/python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("", 0))
print(*[x.getsockname()[1] for x in s])')

mkdir -p "$work/munge" "$work/state" "$work/spool" "$work/log"
chmod 700 "$work/munge"
head -c 1024 /dev/urandom > "$work/munge/munge.key"
chmod 600 "$work/munge/munge.key"
munged --force --socket="$work/munge/munge.sock" --key-file="$work/munge/munge.key" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/munge/munged.log" --seed-file="$work/munge/seed" ||
  fail "munged did not start: $(tail -3 "$work/munge/munged.log" 2>/dev/null)"

host=$(hostname -s)
memory_mb=$(awk '/MemTotal/ {print int($2 / 1024 / 2)}' /proc/meminfo)
cat > "$work/slurm.conf" <<EOF
ClusterName=tessera-test
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/munge.sock
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ReturnToService=2
MpiDefault=none
NodeName=$host CPUs=1 RealMemory=$memory_mb State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
# One CPU: the tasks run one after another, so a task can be cancelled before it starts.
echo "CgroupPlugin=cgroup/v1" > "$work/cgroup.conf"
export SLURM_CONF=$work/slurm.conf
slurmctld -f "$SLURM_CONF" || fail "slurmctld did not start: $(tail -5 "$work/log/slurmctld.log" 2>/dev/null)"
slurmd -f "$SLURM_CONF" || fail "slurmd did not start: $(tail -5 "$work/log/slurmd.log" 2>/dev/null)"
for _ in $(seq 60); do
  [ "$(sinfo -h -o %t 2>/dev/null)" = "idle" ] && break
  sleep 0.5
done
[ "$(sinfo -h -o %t 2>/dev/null)" = "idle" ] ||
  fail "the Slurm node did not become idle: $(sinfo 2>&1); $(tail -5 "$work/log/slurmctld.log" "$work/log/slurmd.log")"

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
