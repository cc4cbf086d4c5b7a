// Read and write ONNX TensorProto (.pb) files, as used by the ONNX backend test
// data (test_data_set_N/input_K.pb, output_K.pb). Shared by ort_run.mjs and
// compare.mjs. The schema is the committed tensor.proto beside this file.
import { readFileSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';

if (endianness() !== 'LE') {
  throw new Error('tensor_pb.mjs assumes a little-endian host (ONNX raw_data is little-endian)');
}

const root = protobuf.loadSync(fileURLToPath(new URL('./tensor.proto', import.meta.url)));
const TensorProto = root.lookupType('onnx.TensorProto');

/** A failure tied to one file: the CLI prints "FILE: message". */
export class TensorFileError extends Error {
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.name = 'TensorFileError';
    this.file = file;
  }
}

// ONNX data_type code -> name, onnxruntime-node tensor type, element size, the
// typed array used for raw_data, and the typed *_data field of TensorProto.
// Codes absent here (COMPLEX*, BFLOAT16, FLOAT8*, INT4/UINT4, FLOAT4) have no
// onnxruntime-node tensor type and are rejected with a clear message.
export const DTYPES = new Map([
  [1, { name: 'FLOAT', ort: 'float32', size: 4, Array: Float32Array, field: 'floatData' }],
  [2, { name: 'UINT8', ort: 'uint8', size: 1, Array: Uint8Array, field: 'int32Data' }],
  [3, { name: 'INT8', ort: 'int8', size: 1, Array: Int8Array, field: 'int32Data' }],
  [4, { name: 'UINT16', ort: 'uint16', size: 2, Array: Uint16Array, field: 'int32Data' }],
  [5, { name: 'INT16', ort: 'int16', size: 2, Array: Int16Array, field: 'int32Data' }],
  [6, { name: 'INT32', ort: 'int32', size: 4, Array: Int32Array, field: 'int32Data' }],
  [7, { name: 'INT64', ort: 'int64', size: 8, Array: BigInt64Array, field: 'int64Data' }],
  [8, { name: 'STRING', ort: 'string', size: 0, Array: null, field: 'stringData' }],
  [9, { name: 'BOOL', ort: 'bool', size: 1, Array: Uint8Array, field: 'int32Data' }],
  // FLOAT16 is carried as its IEEE half bit patterns (int32_data holds the bits).
  [10, { name: 'FLOAT16', ort: 'float16', size: 2, Array: Uint16Array, field: 'int32Data' }],
  [11, { name: 'DOUBLE', ort: 'float64', size: 8, Array: Float64Array, field: 'doubleData' }],
  [12, { name: 'UINT32', ort: 'uint32', size: 4, Array: Uint32Array, field: 'uint64Data' }],
  [13, { name: 'UINT64', ort: 'uint64', size: 8, Array: BigUint64Array, field: 'uint64Data' }],
]);

const ORT_TO_CODE = new Map([...DTYPES].map(([code, d]) => [d.ort, code]));

const TYPE_NAMES = [
  'UNDEFINED', 'FLOAT', 'UINT8', 'INT8', 'UINT16', 'INT16', 'INT32', 'INT64', 'STRING', 'BOOL',
  'FLOAT16', 'DOUBLE', 'UINT32', 'UINT64', 'COMPLEX64', 'COMPLEX128', 'BFLOAT16', 'FLOAT8E4M3FN',
  'FLOAT8E4M3FNUZ', 'FLOAT8E5M2', 'FLOAT8E5M2FNUZ', 'UINT4', 'INT4', 'FLOAT4E2M1',
];

export function dataTypeName(code) {
  return TYPE_NAMES[code] ?? `data_type ${code}`;
}

/** onnxruntime-node tensor type ('float32', ...) -> ONNX data_type code. */
export function ortTypeToCode(ortType) {
  const code = ORT_TO_CODE.get(ortType);
  if (code === undefined) throw new Error(`onnxruntime tensor type '${ortType}' has no TensorProto mapping here`);
  return code;
}

// protobufjs gives int64/uint64 as Long objects (the `long` package is installed)
// or as plain numbers; turn either into a BigInt.
function toBigInt(v, unsigned) {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(v);
  if (typeof v === 'string') return BigInt(v);
  const big = (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
  return unsigned ? BigInt.asUintN(64, big) : BigInt.asIntN(64, big);
}

function elementCount(dims) {
  return dims.reduce((n, d) => n * d, 1);
}

/**
 * Decode the bytes of a TensorProto.
 * Returns { name, dataType, typeName, ortType, dims: number[], data } where data
 * is the typed array onnxruntime-node expects (string[] for STRING).
 */
export function decodeTensor(bytes, file = '<buffer>') {
  let msg;
  try {
    msg = TensorProto.decode(bytes);
  } catch (e) {
    throw new TensorFileError(file, `not a valid ONNX TensorProto (${e.message})`);
  }
  const code = msg.dataType ?? 0;
  const dt = DTYPES.get(code);
  if (!dt) {
    throw new TensorFileError(file, `unsupported data_type ${code} (${dataTypeName(code)}); ` +
      `supported: ${[...DTYPES.values()].map((d) => d.name).join(', ')}`);
  }
  if (msg.dataLocation === 1 || (msg.externalData && msg.externalData.length)) {
    throw new TensorFileError(file, 'tensor data is stored externally (data_location=EXTERNAL); not supported');
  }
  if (msg.segment) {
    throw new TensorFileError(file, 'segmented tensors (TensorProto.segment) are not supported ' +
      '(or this is a SequenceProto/OptionalProto/MapProto, not a TensorProto)');
  }
  const dims = (msg.dims ?? []).map((d) => {
    const big = toBigInt(d, false);
    if (big < 0n || big > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new TensorFileError(file, `invalid dimension ${big}`);
    }
    return Number(big);
  });
  const count = elementCount(dims);
  const raw = msg.rawData;
  const typed = msg[dt.field] ?? [];
  let data;

  if (code === 8) {
    if (raw && raw.length) throw new TensorFileError(file, 'STRING tensors cannot use raw_data');
    data = typed.map((b) => Buffer.from(b).toString('utf8'));
  } else if (raw && raw.length) {
    if (typed.length) {
      throw new TensorFileError(file, `both raw_data and ${dt.field} are set`);
    }
    if (raw.length !== count * dt.size) {
      throw new TensorFileError(file, `raw_data has ${raw.length} bytes but dims [${dims}] of ` +
        `${dt.name} need ${count * dt.size}`);
    }
    // Copy into a fresh, aligned buffer: protobufjs returns a view into the file
    // buffer whose offset is not a multiple of the element size.
    const copy = new Uint8Array(raw.length);
    copy.set(raw);
    data = new dt.Array(copy.buffer, 0, count);
  } else if (dt.Array === BigInt64Array || dt.Array === BigUint64Array) {
    const unsigned = dt.Array === BigUint64Array;
    data = dt.Array.from(typed, (v) => toBigInt(v, unsigned));
  } else if (dt.field === 'uint64Data') {
    // UINT32 values live in uint64_data.
    data = dt.Array.from(typed, (v) => Number(toBigInt(v, true)));
  } else {
    data = dt.Array.from(typed);
  }
  if (data.length !== count) {
    throw new TensorFileError(file, `holds ${data.length} ${dt.name} values but dims [${dims}] need ${count}`);
  }
  return { name: msg.name ?? '', dataType: code, typeName: dt.name, ortType: dt.ort, dims, data };
}

export function readTensorFile(file) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new TensorFileError(file, `cannot read (${e.code ?? e.message})`);
  }
  return decodeTensor(bytes, file);
}

/**
 * Encode a tensor as a TensorProto with name, dims, data_type and raw_data
 * (string_data for STRING). `data` is a typed array or string[].
 */
export function encodeTensor({ name, dataType, dims, data }) {
  const obj = { name, dataType, dims: dims.map((d) => Number(d)) };
  if (dataType === 8) {
    obj.stringData = data.map((s) => Buffer.from(String(s), 'utf8'));
  } else {
    obj.rawData = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
  return TensorProto.encode(TensorProto.create(obj)).finish();
}

export function writeTensorFile(file, tensor) {
  writeFileSync(file, encodeTensor(tensor));
}

// IEEE 754 half (bit pattern) -> JS number.
export function halfToFloat(h) {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const f = h & 0x3ff;
  if (e === 0) return s * f * 2 ** -24;
  if (e === 31) return f ? NaN : s * Infinity;
  return s * (1 + f / 1024) * 2 ** (e - 15);
}

/** Tensor values as a Float64Array (for comparisons); STRING is rejected. */
export function toFloat64(tensor) {
  const { data, dataType } = tensor;
  if (dataType === 8) throw new Error('STRING tensors have no numeric values');
  const out = new Float64Array(data.length);
  if (dataType === 10) {
    for (let i = 0; i < data.length; i++) out[i] = halfToFloat(data[i]);
  } else {
    for (let i = 0; i < data.length; i++) out[i] = Number(data[i]);
  }
  return out;
}
