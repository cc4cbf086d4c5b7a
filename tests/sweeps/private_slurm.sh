# A private single-node Slurm for tests and benchmarks, sourced by
# tests/sweeps/slurm_test.sh and bench/slurm_scale.sh: its own munged (socket
# and key), its own free ports, config, state and logs in one temporary
# folder; every daemon is stopped by its process id.
#
#   source tests/sweeps/private_slurm.sh
#   trap private_slurm_stop EXIT
#   private_slurm_start CPUS     # sets $work, exports SLURM_CONF; calls fail() on any error
#
# The caller defines fail() (print the reason, exit 1).

private_slurm_stop() {
  [ -n "${work:-}" ] && [ -d "$work" ] || return 0
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

private_slurm_start() {
  local cpus=${1:?CPUS}
  [ "$(id -u)" -eq 0 ] || fail "needs root: slurmd runs the jobs as the submitting user and must run as root"
  for program in munged slurmctld slurmd sbatch squeue scancel sinfo; do
    command -v "$program" >/dev/null ||
      fail "$program not found: install slurmctld slurmd slurm-client munge (scripts/setup.sh)"
  done
  work=$(mktemp -d /tmp/tessera-slurm.XXXXXX) || fail "mktemp failed"
  chmod 755 "$work"
  # Two free TCP ports: bound by the kernel, released just before slurmctld takes them.
  local ctld_port slurmd_port
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
  local host memory_mb
  host=$(hostname -s)
  memory_mb=$(awk '/MemTotal/ {print int($2 / 1024 / 2)}' /proc/meminfo)
  {
    echo "ClusterName=tessera-test"
    echo "SlurmctldHost=$host"
    echo "SlurmctldPort=$ctld_port"
    echo "SlurmdPort=$slurmd_port"
    echo "SlurmUser=root"
    echo "SlurmdUser=root"
    echo "AuthType=auth/munge"
    echo "CredType=cred/munge"
    echo "AuthInfo=socket=$work/munge/munge.sock"
    echo "ProctrackType=proctrack/linuxproc"
    echo "TaskPlugin=task/none"
    echo "SelectType=select/cons_tres"
    echo "SelectTypeParameters=CR_CPU"
    echo "AccountingStorageType=accounting_storage/none"
    echo "JobAcctGatherType=jobacct_gather/none"
    echo "StateSaveLocation=$work/state"
    echo "SlurmdSpoolDir=$work/spool"
    echo "SlurmctldPidFile=$work/slurmctld.pid"
    echo "SlurmdPidFile=$work/slurmd.pid"
    echo "SlurmctldLogFile=$work/log/slurmctld.log"
    echo "SlurmdLogFile=$work/log/slurmd.log"
    echo "ReturnToService=2"
    echo "MpiDefault=none"
    echo "NodeName=$host CPUs=$cpus RealMemory=$memory_mb State=UNKNOWN"
    echo "PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP"
  } > "$work/slurm.conf"
  # cgroup v1 on these machines; `disabled` is not a plugin in Slurm 22.05.
  echo "CgroupPlugin=cgroup/v1" > "$work/cgroup.conf"
  export SLURM_CONF=$work/slurm.conf
  slurmctld -f "$SLURM_CONF" || fail "slurmctld did not start: $(tail -5 "$work/log/slurmctld.log" 2>/dev/null)"
  slurmd -f "$SLURM_CONF" || fail "slurmd did not start: $(tail -5 "$work/log/slurmd.log" 2>/dev/null)"
  for _ in $(seq 60); do
    [ "$(sinfo -h -o %t 2>/dev/null)" = "idle" ] && return 0
    sleep 0.5
  done
  fail "the Slurm node did not become idle: $(sinfo 2>&1); $(tail -5 "$work/log/slurmctld.log" "$work/log/slurmd.log")"
}
