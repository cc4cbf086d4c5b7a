// Tests of the TensorProto codec and of ort_run.mjs / compare.mjs end to end.
// Run: node --test tools/ort/   (after scripts/setup_npm.sh)
// The end-to-end cases use Debian's ONNX backend test data
// (/usr/share/libonnx-testdata, package libonnx-testdata) and skip without it.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import protobuf from 'protobufjs';
import { decodeTensor, encodeTensor, halfToFloat, toFloat64 } from './tensor_pb.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const TensorProto = protobuf.loadSync(join(here, 'tensor.proto')).lookupType('onnx.TensorProto');
const proto = (obj) => TensorProto.encode(TensorProto.create(obj)).finish();

test('typed *_data fields decode for every supported type', () => {
  const cases = [
    [1, 'floatData', [1.5, -2, 0.25], Float32Array, [1.5, -2, 0.25]],
    [2, 'int32Data', [0, 7, 255], Uint8Array, [0, 7, 255]],
    [3, 'int32Data', [-128, 0, 127], Int8Array, [-128, 0, 127]],
    [4, 'int32Data', [0, 1, 65535], Uint16Array, [0, 1, 65535]],
    [5, 'int32Data', [-32768, 0, 32767], Int16Array, [-32768, 0, 32767]],
    [6, 'int32Data', [-2147483648, 0, 2147483647], Int32Array, [-2147483648, 0, 2147483647]],
    [7, 'int64Data', ['-9223372036854775808', '3', '9223372036854775807'], BigInt64Array,
      [-9223372036854775808n, 3n, 9223372036854775807n]],
    [9, 'int32Data', [1, 0, 1], Uint8Array, [1, 0, 1]],
    [10, 'int32Data', [0x3c00, 0xc000, 0x3555], Uint16Array, [0x3c00, 0xc000, 0x3555]],
    [11, 'doubleData', [0.1, -1e300, 3], Float64Array, [0.1, -1e300, 3]],
    [12, 'uint64Data', [0, 1, 4294967295], Uint32Array, [0, 1, 4294967295]],
    [13, 'uint64Data', ['0', '1', '18446744073709551615'], BigUint64Array, [0n, 1n, 18446744073709551615n]],
  ];
  for (const [dataType, field, values, Array, want] of cases) {
    const obj = { dataType, dims: [3], name: 't' };
    obj[field] = values.map((v) => (typeof v === 'string' ? protobuf.util.Long.fromString(v, dataType === 13) : v));
    const t = decodeTensor(proto(obj), `case ${dataType}`);
    assert.ok(t.data instanceof Array, `type ${dataType}: ${t.data.constructor.name}`);
    assert.deepEqual([...t.data], want, `type ${dataType}`);
    assert.deepEqual(t.dims, [3]);
    assert.equal(t.name, 't');
  }
});

test('raw_data round trip for every supported type, byte-exact output layout', () => {
  const arrays = [
    [1, new Float32Array([1, -2.5, 3e-8, NaN])],
    [2, new Uint8Array([0, 1, 200, 255])],
    [3, new Int8Array([-128, -1, 0, 127])],
    [4, new Uint16Array([0, 1, 2, 65535])],
    [5, new Int16Array([-32768, -1, 0, 32767])],
    [6, new Int32Array([-5, 0, 5, 2147483647])],
    [7, new BigInt64Array([-1n, 0n, 1n, 1n << 62n])],
    [9, new Uint8Array([1, 0, 0, 1])],
    [10, new Uint16Array([0x3c00, 0x7c00, 0x8001, 0x7e00])],
    [11, new Float64Array([Math.PI, -0, 1e-310, Infinity])],
    [12, new Uint32Array([0, 1, 2, 4294967295])],
    [13, new BigUint64Array([0n, 1n, 2n, (1n << 64n) - 1n])],
  ];
  for (const [dataType, data] of arrays) {
    const bytes = encodeTensor({ name: 'out', dataType, dims: [2, 2], data });
    const t = decodeTensor(bytes);
    assert.equal(t.dataType, dataType);
    assert.deepEqual(t.dims, [2, 2]);
    assert.deepEqual(new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength),
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength), `type ${dataType}`);
  }
  // Field order and unpacked dims exactly as the official protobuf runtime writes them.
  const b = encodeTensor({ name: 'y', dataType: 1, dims: [1, 2], data: new Float32Array([1, 2]) });
  assert.equal(Buffer.from(b).toString('hex'), '080108021001420179' + '4a08' + '0000803f00000040');
});

test('strings, scalars and empty tensors', () => {
  const s = decodeTensor(encodeTensor({ name: 's', dataType: 8, dims: [2], data: ['a', 'héllo'] }));
  assert.deepEqual(s.data, ['a', 'héllo']);
  const scalar = decodeTensor(encodeTensor({ name: '', dataType: 1, dims: [], data: new Float32Array([7]) }));
  assert.deepEqual(scalar.dims, []);
  assert.deepEqual([...scalar.data], [7]);
  const empty = decodeTensor(proto({ dataType: 7, dims: [0] }));
  assert.equal(empty.data.length, 0);
});

test('float16 conversion', () => {
  assert.equal(halfToFloat(0x3c00), 1);
  assert.equal(halfToFloat(0xc000), -2);
  assert.equal(halfToFloat(0x0001), 2 ** -24);
  assert.equal(halfToFloat(0x7c00), Infinity);
  assert.ok(Number.isNaN(halfToFloat(0x7e00)));
  const t = decodeTensor(proto({ dataType: 10, dims: [2], int32Data: [0x3800, 0x4500] }));
  assert.deepEqual([...toFloat64(t)], [0.5, 5]);
});

test('bad files give clear errors naming the file', () => {
  assert.throws(() => decodeTensor(Buffer.from([0xff, 0xff, 0xff]), 'x.pb'), /^TensorFileError: x\.pb: not a valid ONNX TensorProto/);
  assert.throws(() => decodeTensor(proto({ dataType: 16, dims: [1], rawData: Buffer.alloc(2) }), 'b.pb'),
    /b\.pb: unsupported data_type 16 \(BFLOAT16\)/);
  assert.throws(() => decodeTensor(proto({ dataType: 1, dims: [3], rawData: Buffer.alloc(8) }), 'c.pb'),
    /c\.pb: raw_data has 8 bytes but dims \[3\] of FLOAT need 12/);
  assert.throws(() => decodeTensor(proto({ dataType: 1, dims: [3], floatData: [1, 2] }), 'd.pb'),
    /d\.pb: holds 2 FLOAT values but dims \[3\] need 3/);
  assert.throws(() => decodeTensor(proto({ dataType: 1, dims: [1], dataLocation: 1 }), 'e.pb'), /e\.pb: .*externally/);
  assert.throws(() => decodeTensor(proto({ dims: [1] }), 'f.pb'), /f\.pb: unsupported data_type 0/);
});

const DATA = '/usr/share/libonnx-testdata/data';
const E2E = [
  'node/test_conv_with_strides_padding', 'node/test_relu', 'node/test_matmul_2d',
  'node/test_softmax_axis_1', 'pytorch-converted/test_Conv2d',
];
const node = process.execPath;
const ortRun = join(here, 'ort_run.mjs');
const compare = join(here, 'compare.mjs');

for (const name of E2E) {
  const dir = join(DATA, name);
  test(`ort_run matches ONNX backend data: ${name}`, { skip: !existsSync(dir) && 'libonnx-testdata not installed' }, () => {
    const out = mkdtempSync(join(tmpdir(), 'ort-run-'));
    try {
      execFileSync(node, [ortRun, '--model', join(dir, 'model.onnx'),
        '--inputs-dir', join(dir, 'test_data_set_0'), '--out', out], { stdio: 'pipe' });
      const r = spawnSync(node, [compare, '--json', join(out, 'output_0.pb'),
        join(dir, 'test_data_set_0', 'output_0.pb')], { encoding: 'utf8' });
      const j = JSON.parse(r.stdout);
      assert.equal(r.status, 0, r.stdout + r.stderr);
      assert.ok(j.close && j.max_abs_err < 1e-5, r.stdout);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
}

test('ort_run --bench prints JSON and errors exit 1 naming the file',
  { skip: !existsSync(join(DATA, 'node/test_relu')) && 'libonnx-testdata not installed' }, () => {
    const dir = join(DATA, 'node/test_relu');
    const r = spawnSync(node, [ortRun, '--model', join(dir, 'model.onnx'),
      '--inputs-dir', join(dir, 'test_data_set_0'), '--bench', '5'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    assert.equal(j.iterations, 5);
    for (const k of ['mean_ms', 'median_ms', 'min_ms']) assert.ok(j[k] >= 0 && j[k] < 1e4, k);

    const tmp = mkdtempSync(join(tmpdir(), 'ort-run-'));
    try {
      const bad = join(tmp, 'bad.pb');
      writeFileSync(bad, Buffer.from([0xff, 0xff, 0xff]));
      const e = spawnSync(node, [ortRun, '--model', join(dir, 'model.onnx'), '--input', `x=${bad}`, '--out', tmp],
        { encoding: 'utf8' });
      assert.equal(e.status, 1);
      assert.match(e.stderr, /bad\.pb: not a valid ONNX TensorProto/);
      const m = spawnSync(node, [ortRun, '--model', join(tmp, 'missing.onnx'), '--input', `x=${bad}`, '--out', tmp],
        { encoding: 'utf8' });
      assert.equal(m.status, 1);
      assert.match(m.stderr, /missing\.onnx: cannot read model/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
