#!/bin/bash
# `tessera sim` end to end, as a user runs it: the Fashion-MNIST CNN quantized
# (int8 per channel) and compiled for edge_16x16_int8 with --check; one real
# test image; `tessera run` and `tessera sim --compare --trace --vcd` write
# byte-identical output_0.pb, and sim_stats.json's cycles equal the checker's
# critical path.
# Usage: sim_cli_test.sh TESSERA OUT_DIR
set -euo pipefail
tessera=$1 out=$2
rm -rf "$out" && mkdir -p "$out"
"$tessera" quantize models/fashion_mnist/fashion_cnn.onnx --precision int8 --per-channel \
  --calib models/fashion_mnist/test_1000_input.pb --out "$out/q.onnx" --report "$out/q.json" >/dev/null
check=$("$tessera" compile "$out/q.onnx" --hw configs/edge_16x16_int8.yaml --out "$out/c" --check \
  --pipeline lower-to-integer,remove-identity,fold-transposes,rewrite-gap,recognize-activations,fold-constants,fold-batchnorm,cse,dce,fuse \
  2>/dev/null | sed -n 's/.*critical path \([0-9]*\) cycles.*/\1/p')
test -n "$check"
# Image 100 of the 1000-image test batch as a [1, 1, 28, 28] TensorProto (dims, data_type, name, raw_data).
/usr/bin/python3 - models/fashion_mnist/test_1000_input.pb 100 "$out/image.pb" <<'PY'
import sys
def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i
def enc(v):
    o = bytearray()
    while True:
        c = v & 0x7f; v >>= 7
        if not v: o.append(c); return bytes(o)
        o.append(c | 0x80)
src, k, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
b = open(src, 'rb').read(); i = 0; dims = []; dtype = 0; raw = b''; name = b''
while i < len(b):
    key, i = varint(b, i); field, wire = key >> 3, key & 7
    if wire == 0:
        v, i = varint(b, i)
        if field == 1: dims.append(v)
        if field == 2: dtype = v
    elif wire == 2:
        n, i = varint(b, i); payload = b[i:i + n]; i += n
        if field == 1:
            j = 0
            while j < len(payload): v, j = varint(payload, j); dims.append(v)
        if field == 8: name = payload
        if field == 9: raw = payload
    else: sys.exit('unexpected wire type %d' % wire)
per = len(raw) // dims[0]
out = bytearray()
for d in [1] + dims[1:]: out += b'\x08' + enc(d)
out += b'\x10' + enc(dtype) + b'\x42' + enc(len(name)) + name
chunk = raw[k * per:(k + 1) * per]
out += b'\x4a' + enc(len(chunk)) + chunk
open(dst, 'wb').write(out)
PY
"$tessera" run "$out/c" --input image="$out/image.pb" --out "$out/run" >/dev/null 2>&1
"$tessera" sim "$out/c" --input image="$out/image.pb" --out "$out/sim" --compare --trace "$out/trace.json" \
  --vcd "$out/units.vcd" 2>/dev/null | tee "$out/sim.txt" | grep -E "cycles|^kernel|^array busy"
cmp "$out/run/output_0.pb" "$out/sim/output_0.pb"
cycles=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cycles"])' "$out/sim/sim_stats.json")
echo "checker $check, sim_stats.json $cycles"
test "$cycles" = "$check"
grep -q "^/conv1/Conv_acc " "$out/sim.txt"
/usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert any(e["ph"] == "X" for e in d["traceEvents"])' "$out/trace.json"
grep -q '^\$enddefinitions' "$out/units.vcd"
