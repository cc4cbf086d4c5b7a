#!/usr/bin/env node
// Independent reference runner: runs an ONNX model with onnxruntime-node on CPU,
// reading inputs from and writing outputs to ONNX TensorProto (.pb) files.
// See README.md beside this file.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ort from 'onnxruntime-node';
import { TensorFileError, dataTypeName, ortTypeToCode, readTensorFile, writeTensorFile } from './tensor_pb.mjs';

const USAGE = `usage: node tools/ort/ort_run.mjs --model M.onnx
         (--input NAME=FILE.pb [--input ...] | --inputs-dir test_data_set_N [--input NAME=FILE.pb ...])
         --out DIR [--threads 1] [--bench N]

  --model FILE       ONNX model to run (onnxruntime-node, CPU execution provider)
  --input NAME=FILE  feed graph input NAME from TensorProto FILE (repeatable)
  --inputs-dir DIR   feed input_0.pb, input_1.pb, ... in DIR to the graph inputs in order;
                     --input NAME=FILE overrides one of them
  --out DIR          write output K (session output order) to DIR/output_K.pb;
                     may be left out with --bench
  --threads N        intra-op threads (default 1; 0 = onnxruntime's default)
  --bench N          after 2 warm-up runs, time N runs and print JSON stats to stdout
  -h, --help         this text`;

const WARMUPS = 2;

class UsageError extends Error {}

function parseCli(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        model: { type: 'string' },
        input: { type: 'string', multiple: true },
        'inputs-dir': { type: 'string' },
        out: { type: 'string' },
        threads: { type: 'string' },
        bench: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(e.message);
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  if (!v.model) throw new UsageError('--model is required');
  const intArg = (name, value, min) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min) {
      throw new UsageError(`--${name} must be an integer >= ${min}, got '${value}'`);
    }
    return Number(value);
  };
  const threads = intArg('threads', v.threads, 0) ?? 1;
  const bench = intArg('bench', v.bench, 1);
  if (!v.out && bench === undefined) throw new UsageError('--out is required (unless --bench is given)');
  const inputs = (v.input ?? []).map((spec) => {
    const eq = spec.indexOf('=');
    if (eq <= 0 || eq === spec.length - 1) throw new UsageError(`--input expects NAME=FILE.pb, got '${spec}'`);
    return { name: spec.slice(0, eq), file: spec.slice(eq + 1) };
  });
  if (!inputs.length && !v['inputs-dir']) throw new UsageError('give --input NAME=FILE.pb or --inputs-dir DIR');
  return { model: v.model, inputs, inputsDir: v['inputs-dir'], out: v.out, threads, bench };
}

// input_0.pb, input_1.pb, ... of an ONNX backend-test data set, in index order.
function listInputsDir(dir) {
  let entries;
  try {
    if (!statSync(dir).isDirectory()) throw new TensorFileError(dir, 'not a directory');
    entries = readdirSync(dir);
  } catch (e) {
    if (e instanceof TensorFileError) throw e;
    throw new TensorFileError(dir, `cannot read directory (${e.code ?? e.message})`);
  }
  const indexed = entries
    .map((f) => /^input_(\d+)\.pb$/.exec(f))
    .filter(Boolean)
    .map((m) => ({ index: Number(m[1]), file: join(dir, m[0]) }))
    .sort((a, b) => a.index - b.index);
  indexed.forEach((e, i) => {
    if (e.index !== i) throw new TensorFileError(dir, `input files are not numbered 0..${indexed.length - 1} (input_${i}.pb missing)`);
  });
  return indexed.map((e) => e.file);
}

// mkdir -p, one level at a time: Node's mkdirSync(..., { recursive: true })
// never returns for some paths (e.g. under /proc), so it is not used here.
function makeDirs(dir) {
  const abs = resolve(dir);
  const missing = [];
  for (let d = abs; ; d = dirname(d)) {
    let st;
    try {
      st = statSync(d);
    } catch (e) {
      if (e.code !== 'ENOENT' || dirname(d) === d) {
        throw new TensorFileError(dir, `cannot create output directory (${e.code ?? e.message} at ${d})`);
      }
      missing.push(d);
      continue;
    }
    if (!st.isDirectory()) throw new TensorFileError(dir, `cannot create output directory (${d} is not a directory)`);
    break;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (e) {
      if (e.code !== 'EEXIST') throw new TensorFileError(dir, `cannot create output directory (${e.code ?? e.message} at ${d})`);
    }
  }
}

function checkAgainstMetadata(tensor, file, meta) {
  if (!meta || !meta.isTensor) return;
  if (meta.type && meta.type !== tensor.ortType) {
    throw new TensorFileError(file, `holds ${tensor.typeName} but model input '${meta.name}' is ` +
      `${dataTypeName(ortTypeToCode(meta.type))}`);
  }
  const shape = meta.shape ?? [];
  if (!shape.length) return; // unknown (or scalar): leave it to onnxruntime
  const bad = shape.length !== tensor.dims.length ||
    shape.some((d, i) => typeof d === 'number' && d >= 0 && d !== tensor.dims[i]);
  if (bad) {
    throw new TensorFileError(file, `has shape [${tensor.dims}] but model input '${meta.name}' ` +
      `expects [${shape.map((d) => (typeof d === 'number' && d >= 0 ? d : `${d}`)).join(',')}]`);
  }
}

async function main() {
  const opts = parseCli(process.argv.slice(2));
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }

  try {
    if (!statSync(opts.model).isFile()) throw new Error('not a file');
  } catch (e) {
    throw new TensorFileError(opts.model, `cannot read model (${e.code ?? e.message})`);
  }
  let session;
  try {
    session = await ort.InferenceSession.create(opts.model, {
      executionProviders: ['cpu'],
      intraOpNumThreads: opts.threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      // Fatal only: load/run errors reach us as exceptions and are reported once,
      // naming the file, instead of also being logged by onnxruntime in colour.
      logSeverityLevel: 4,
    });
  } catch (e) {
    throw new TensorFileError(opts.model, `onnxruntime could not load the model: ${String(e.message).trim()}`);
  }
  const inputNames = session.inputNames;
  const metaByName = new Map((session.inputMetadata ?? []).map((m) => [m.name, m]));

  // NAME -> FILE, positional files from --inputs-dir first, then --input overrides.
  const sources = new Map();
  if (opts.inputsDir) {
    const files = listInputsDir(opts.inputsDir);
    if (!files.length && inputNames.length && !opts.inputs.length) {
      throw new TensorFileError(opts.inputsDir, `no input_K.pb files, but the model has ` +
        `${inputNames.length} graph input(s): ${inputNames.join(', ')}`);
    }
    if (files.length > inputNames.length) {
      throw new TensorFileError(opts.inputsDir, `has ${files.length} input files but the model has ` +
        `${inputNames.length} graph input(s): ${inputNames.join(', ')}`);
    }
    files.forEach((file, i) => sources.set(inputNames[i], file));
  }
  for (const { name, file } of opts.inputs) {
    if (!inputNames.includes(name)) {
      throw new UsageError(`--input ${name}=${file}: the model has no input '${name}' ` +
        `(inputs: ${inputNames.join(', ')})`);
    }
    sources.set(name, file);
  }
  const missing = inputNames.filter((n) => !sources.has(n));
  if (missing.length) {
    throw new UsageError(`no data for model input(s) ${missing.join(', ')} of ${opts.model}`);
  }

  const nonTensor = (metas) => (metas ?? []).filter((m) => m.isTensor === false).map((m) => `'${m.name}'`);
  const badIn = nonTensor(session.inputMetadata);
  if (badIn.length) {
    throw new TensorFileError(opts.model, `model input(s) ${badIn.join(', ')} are not tensors ` +
      '(sequence/optional/map); only tensor inputs (TensorProto files) are supported');
  }
  const badOut = nonTensor(session.outputMetadata);
  if (badOut.length && opts.out) {
    throw new TensorFileError(opts.model, `model output(s) ${badOut.join(', ')} are not tensors ` +
      '(sequence/optional/map); only tensor outputs can be written');
  }

  const feeds = {};
  for (const name of inputNames) {
    const file = sources.get(name);
    const t = readTensorFile(file);
    if (t.name && t.name !== name) {
      console.error(`ort_run: note: ${file} names its tensor '${t.name}', fed to model input '${name}'`);
    }
    checkAgainstMetadata(t, file, metaByName.get(name));
    try {
      feeds[name] = new ort.Tensor(t.ortType, t.data, t.dims);
    } catch (e) {
      throw new TensorFileError(file, `cannot make an onnxruntime tensor: ${e.message}`);
    }
  }

  const run = async () => {
    try {
      return await session.run(feeds);
    } catch (e) {
      throw new TensorFileError(opts.model, `onnxruntime failed to run the model: ${String(e.message).trim()}`);
    }
  };

  // The first run is warm-up 1 and gives the outputs written to --out.
  const results = await run();
  if (opts.out) {
    makeDirs(opts.out);
    session.outputNames.forEach((name, k) => {
      const t = results[name];
      const file = join(opts.out, `output_${k}.pb`);
      if (!t || typeof t.type !== 'string' || !t.dims) {
        throw new TensorFileError(file, `model output '${name}' is not a tensor; only tensor outputs are supported`);
      }
      let dataType;
      try {
        dataType = ortTypeToCode(t.type);
      } catch (e) {
        throw new TensorFileError(file, `model output '${name}': ${e.message}`);
      }
      try {
        writeTensorFile(file, { name, dataType, dims: t.dims, data: t.data });
      } catch (e) {
        throw new TensorFileError(file, `cannot write (${e.code ?? e.message})`);
      }
    });
  }

  if (opts.bench !== undefined) {
    for (let i = 1; i < WARMUPS; i++) await run();
    const times = [];
    for (let i = 0; i < opts.bench; i++) {
      const t0 = process.hrtime.bigint();
      await run();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    const r = (x) => Math.round(x * 1e4) / 1e4;
    console.log(JSON.stringify({
      model: opts.model,
      iterations: opts.bench,
      mean_ms: r(times.reduce((a, b) => a + b, 0) / times.length),
      median_ms: r(median),
      min_ms: r(sorted[0]),
      max_ms: r(sorted[sorted.length - 1]),
      warmups: WARMUPS,
      threads: opts.threads,
      onnxruntime: ort.env.versions?.node ?? 'unknown',
    }));
  }
  await session.release?.();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    if (e instanceof UsageError) {
      console.error(`ort_run: error: ${e.message}\n${USAGE}`);
    } else if (e instanceof TensorFileError) {
      console.error(`ort_run: error: ${e.message}`);
    } else {
      console.error(`ort_run: error: ${e?.stack ?? e}`);
    }
    process.exit(1);
  },
);
