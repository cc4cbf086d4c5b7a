#!/usr/bin/python3
"""Mutation fuzzing of program.bin through `tessera sim` (docs/robustness.md).

    program_bin_sim_fuzz.py TESSERA DIR NAME=INPUT.pb SECONDS WORK_DIR

Copies the compiled folder DIR to WORK_DIR, then until SECONDS have passed:
flips 1-4 random bits in program.bin's instruction words (the header is left
alone: its checks are the reader's, tested elsewhere), runs `tessera sim` on
the copy and classifies the outcome from its exit code and message: ran,
refused at load (program.bin decode), refused at an instruction (located
effect), deadlock (named units), other error, crash (exit code other than 0
and 1) or hang (no exit within 30 s). Crashing and hanging inputs are kept in
WORK_DIR. Prints the counts and one message of each kind; exit code 1 when
any input crashed or hung.
"""
import collections, os, random, re, shutil, subprocess, sys, time

tessera, src, input_arg, seconds, work = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5]
os.makedirs(work, exist_ok=True)
folder = os.path.join(work, 'compiled')
shutil.rmtree(folder, ignore_errors=True)
shutil.copytree(src, folder)
original = open(os.path.join(src, 'program.bin'), 'rb').read()
header = 28 + int.from_bytes(original[24:28], 'little')  # magic, version, width, count, fingerprint length + bytes
rnd = random.Random(2)
counts, samples, start, n = collections.Counter(), {}, time.time(), 0
while time.time() - start < seconds:
    mutated = bytearray(original)
    for _ in range(rnd.randint(1, 4)):
        i = rnd.randrange(header, len(mutated))
        mutated[i] ^= 1 << rnd.randrange(8)
    open(os.path.join(folder, 'program.bin'), 'wb').write(mutated)
    n += 1
    try:
        r = subprocess.run([tessera, 'sim', folder, '--input', input_arg, '--out', os.path.join(work, 'out')],
                           capture_output=True, timeout=30)
        err = r.stderr.decode(errors='replace')
        if r.returncode == 0: kind = 'ran'
        elif r.returncode != 1: kind = 'crash'
        elif 'deadlock' in err: kind = 'deadlock'
        elif re.search(r'instruction \d+ \(kernel', err): kind = 'refused at an instruction'
        elif 'program.bin' in err: kind = 'refused at load'
        else: kind = 'other error'
    except subprocess.TimeoutExpired:
        kind, err = 'hang', ''
    counts[kind] += 1
    samples.setdefault(kind, err.strip().splitlines()[0][:300] if err.strip() else '')
    if kind in ('crash', 'hang'):
        open(os.path.join(work, '%s_%d.bin' % (kind, n)), 'wb').write(mutated)
print('%d inputs in %.0f s: %s' % (n, time.time() - start, dict(counts)))
for kind, message in samples.items():
    print('  %s: %s' % (kind, message))
sys.exit(1 if counts['crash'] or counts['hang'] else 0)
