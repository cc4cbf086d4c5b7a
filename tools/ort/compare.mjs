#!/usr/bin/env node
// Compare two ONNX TensorProto (.pb) files element by element.
//
//   node tools/ort/compare.mjs ACTUAL.pb EXPECTED.pb [--rtol 1e-3] [--atol 1e-5] [--json]
//
// Prints max abs error max|a-e| and max relative error max|a-e|/|e| (over
// elements with e != 0; EXPECTED is the reference), and whether the tensors are
// close in numpy.allclose's sense: |a-e| <= atol + rtol*|e| for every element,
// NaN matching NaN. Exit code: 0 close, 1 not close / shape or type mismatch /
// unreadable file.
import { parseArgs } from 'node:util';
import { TensorFileError, readTensorFile, toFloat64 } from './tensor_pb.mjs';

const USAGE = 'usage: node tools/ort/compare.mjs ACTUAL.pb EXPECTED.pb [--rtol 1e-3] [--atol 1e-5] [--json]';

function fail(message) {
  console.error(`compare: error: ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    args: process.argv.slice(2),
    options: {
      rtol: { type: 'string', default: '1e-3' },
      atol: { type: 'string', default: '1e-5' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
} catch (e) {
  fail(`${e.message}\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length !== 2) fail(`expected two .pb files\n${USAGE}`);
const rtol = Number(args.values.rtol);
const atol = Number(args.values.atol);
if (!(rtol >= 0) || !(atol >= 0)) fail('--rtol and --atol must be non-negative numbers');

const [fileA, fileE] = args.positionals;
let a;
let e;
try {
  a = readTensorFile(fileA);
  e = readTensorFile(fileE);
} catch (err) {
  fail(err instanceof TensorFileError ? err.message : String(err?.stack ?? err));
}

const problems = [];
if (a.dataType !== e.dataType) problems.push(`data_type ${a.typeName} vs ${e.typeName}`);
if (a.dims.length !== e.dims.length || a.dims.some((d, i) => d !== e.dims[i])) {
  problems.push(`shape [${a.dims}] vs [${e.dims}]`);
}
if (a.name !== e.name) {
  // Names are reported, not judged: a converter may rename outputs.
  console.error(`compare: note: tensor names differ: '${a.name}' vs '${e.name}'`);
}

const result = {
  actual: fileA,
  expected: fileE,
  dtype: e.typeName,
  shape: e.dims,
  elements: e.data.length,
  max_abs_err: null,
  max_rel_err: null,
  mismatches: null,
  rtol,
  atol,
  close: false,
};

if (!problems.length) {
  if (e.dataType === 8) {
    const bad = e.data.filter((s, i) => s !== a.data[i]).length;
    result.mismatches = bad;
    result.close = bad === 0;
  } else {
    const va = toFloat64(a);
    const ve = toFloat64(e);
    let maxAbs = 0;
    let maxRel = 0;
    let bad = 0;
    for (let i = 0; i < ve.length; i++) {
      const x = va[i];
      const y = ve[i];
      if (Number.isNaN(x) || Number.isNaN(y)) {
        if (!(Number.isNaN(x) && Number.isNaN(y))) {
          bad++;
          maxAbs = Infinity;
          maxRel = Infinity;
        }
        continue;
      }
      if (x === y) continue; // also equal infinities
      const d = Math.abs(x - y);
      if (d > maxAbs) maxAbs = d;
      if (y !== 0 && d / Math.abs(y) > maxRel) maxRel = d / Math.abs(y);
      if (!(d <= atol + rtol * Math.abs(y))) bad++;
    }
    result.max_abs_err = maxAbs;
    result.max_rel_err = maxRel;
    result.mismatches = bad;
    result.close = bad === 0;
  }
}

if (args.values.json) {
  console.log(JSON.stringify(problems.length ? { ...result, error: problems.join('; ') } : result));
} else if (problems.length) {
  console.log(`${fileA} vs ${fileE}: MISMATCH ${problems.join('; ')}`);
} else {
  const fmt = (x) => (x === null ? 'n/a' : x.toExponential(3));
  console.log(`${fileA} vs ${fileE}: ${e.typeName} [${e.dims}] (${e.data.length} elements) ` +
    `max_abs_err=${fmt(result.max_abs_err)} max_rel_err=${fmt(result.max_rel_err)} ` +
    `mismatches=${result.mismatches} (rtol=${rtol}, atol=${atol}) ${result.close ? 'OK' : 'NOT CLOSE'}`);
}
process.exit(!problems.length && result.close ? 0 : 1);
