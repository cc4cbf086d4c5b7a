// The Tessera instruction set: opcodes, instructions, and bit layouts derived from hw::Spec.
//
// A Program is a stream of fixed-width instructions executed by four stages
// (load -> compute -> vector -> store), VTA-style: each instruction carries
// four dependency bits that pop/push tokens on the queues between its stage
// and the neighbouring stages, so the load of tile i+1 overlaps the compute
// of tile i. Every field width comes from hw::Spec (IsaFieldWidths or values
// derived from it in layoutFor); nothing here hard-codes a hardware number.
//
// Encoding policy: one instruction = `IsaLayout::words` little-endian 64-bit
// words; bit i of the instruction is bit (i % 64) of word (i / 64). Fields are
// packed from bit 0 in the order of `OpcodeFormat::fields`; the opcode and the
// four dependency bits come first in every format so a decoder reads them
// before knowing the rest. All opcodes share one width (the widest format
// rounded up to 64 bits): a fixed width keeps the fetch unit and the
// simulator's program counter trivial, at the cost of padding in short
// instructions (halt). Unused bits are reserved and must be zero.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "hw/spec/spec.h"

namespace tessera::isa {

/// Instruction kinds; the numeric value is the encoded opcode.
enum class Opcode { kLoad, kStore, kCompute, kVector, kHalt };
/// Number of opcodes (kHalt + 1).
inline constexpr int kOpcodeCount = 5;

/// Pipeline stage that executes an instruction; the dependency queues link neighbours.
enum class Stage { kLoad, kCompute, kVector, kStore };

/// Dependency tokens (VTA semantics): pop = wait for and consume a token
/// from the neighbour's queue before executing; push = signal the neighbour
/// after completing. "prev"/"next" are the neighbouring stages in the order
/// load -> compute -> vector -> store; load has no prev, store no next.
struct DependencyFlags {
  bool pop_prev = false;
  bool pop_next = false;
  bool push_prev = false;
  bool push_next = false;
  bool operator==(const DependencyFlags&) const = default;
};

/// LOAD (DRAM -> buffer) and STORE (buffer -> DRAM): a strided 3-D transfer
/// of `planes` blocks of `rows` rows. Plane p, row r moves `elements`
/// elements between DRAM byte address
///   dram_address + p * dram_plane_stride_bytes + r * dram_stride_bytes
/// and buffer row
///   row_address + p * row_plane_stride + r
/// where row_plane_stride = 0 is read as `rows` (planeRowStride): planes
/// contiguous in the buffer, the 3-D transfer of program.bin version 2. A
/// larger buffer plane stride leaves rows between planes untouched, so the
/// data rows of a zero-padded conv window (each window row: pad, data, pad)
/// are one transfer. Rule: planes = 0 and planes = 1 both mean one block,
/// the 2-D transfer of program.bin version 1 (both plane strides are then
/// ignored), so a transfer that leaves the new fields at their defaults
/// means what it always meant; codegen writes planes >= 1. rows = 0 moves
/// nothing, whatever `planes` says. Planes may overlap in the buffer
/// (row_plane_stride < rows): rows are moved plane after plane, row after
/// row, so a later one wins; codegen never emits that. With `transpose` set
/// a buffer row maps to a DRAM column instead (element e of row r at
/// e * dram_stride_bytes + r * element bytes): the store of a matrix tile
/// writes its transpose, as Transpose(perm=[0,2,3,1]) of attention keys needs.
///
/// Buffer row stride (program.bin version 6): row r of plane p is buffer row
///   row_address + p * row_plane_stride + r * row_stride
/// with row_stride 0 read as 1 (rowStride: consecutive rows, what every older
/// transfer meant) and row_plane_stride 0 read as rows x row_stride (planes
/// back to back). A transposing LOAD whose rows are a pixel's channels
/// (consecutive bytes of a channel-last image, one burst) and whose planes
/// are image rows, with row_stride = the planes and row_plane_stride = 1,
/// puts each channel's image rows consecutive in the buffer: channel-major
/// rows (one channel's pixels along a row) from channel-last DRAM, which a
/// COMPUTE streams; a transposing STORE the same way writes them back.
struct TransferFields {
  hw::BufferKind buffer = hw::BufferKind::kInput;  ///< store: input or output only
  std::uint64_t row_address = 0;                   ///< first buffer row
  std::uint64_t rows = 0;                          ///< rows per plane (0 = nothing)
  std::uint64_t elements = 0;                      ///< elements per row, <= the buffer's row elements
  std::uint64_t dram_address = 0;                  ///< byte address of the first row
  std::uint64_t dram_stride_bytes = 0;             ///< bytes between consecutive rows of a plane in DRAM
  std::uint64_t planes = 0;                        ///< 2-D blocks (0 and 1: one block)
  std::uint64_t dram_plane_stride_bytes = 0;       ///< bytes between consecutive planes in DRAM
  std::uint64_t row_plane_stride = 0;              ///< buffer rows between first rows of planes (0: `rows`)
  /// Transposing transfer: element e of plane p, row r sits at DRAM byte
  /// dram_address + p * dram_plane_stride_bytes + e * dram_stride_bytes + r * element bytes
  /// (a buffer row is a DRAM column); elements must be whole bytes.
  bool transpose = false;
  std::uint64_t row_stride = 0;                    ///< buffer rows between consecutive rows of a plane (0: 1)
  bool operator==(const TransferFields&) const = default;
};

/// Blocks a transfer moves: `planes`, with 0 read as 1 (see TransferFields).
inline std::uint64_t planeCount(const TransferFields& t) { return t.planes == 0 ? 1 : t.planes; }
/// Buffer rows from one row of a plane to the next: row_stride, with 0 read as 1.
inline std::uint64_t rowStride(const TransferFields& t) { return t.row_stride == 0 ? 1 : t.row_stride; }
/// Buffer rows from the first row of one plane to the next: row_plane_stride,
/// with 0 read as `rows` x rowStride (planes back to back).
inline std::uint64_t planeRowStride(const TransferFields& t) {
  return t.row_plane_stride == 0 ? t.rows * rowStride(t) : t.row_plane_stride;
}
/// Buffer row of plane p, row r (see TransferFields).
inline std::uint64_t bufferRow(const TransferFields& t, std::uint64_t p, std::uint64_t r) {
  return t.row_address + p * planeRowStride(t) + r * rowStride(t);
}
/// True when the transfer's rows are one contiguous range of `bufferRows` rows.
inline bool contiguousRows(const TransferFields& t) {
  const bool rows_adjacent = t.rows <= 1 || rowStride(t) == 1;
  return rows_adjacent && (planeCount(t) == 1 || planeRowStride(t) == t.rows);
}
/// Buffer rows a transfer moves (planes x rows; not all contiguous when
/// row_plane_stride > rows, see bufferSpan). This is what a transfer costs.
inline std::uint64_t bufferRows(const TransferFields& t) { return planeCount(t) * t.rows; }
/// Buffer rows from the first row moved to the last, inclusive (0 when rows = 0):
/// the contiguous range that holds every row the transfer touches.
inline std::uint64_t bufferSpan(const TransferFields& t) {
  if (t.rows == 0) return 0;
  const std::uint64_t last_plane = (planeCount(t) - 1) * planeRowStride(t);
  const std::uint64_t plane_span = (t.rows - 1) * rowStride(t) + 1;
  return last_plane + plane_span;
}

/// COMPUTE: one array tile. `depth` input rows starting at input_row stream
/// through a tile_rows x tile_cols array tile; results go to `depth` output
/// rows starting at output_row. Float formats: each column's sum enters at
/// its top (the output row's fp32 value when accumulating, else +0) and each
/// PE adds its product with one rounding, out = fma(x[n-1], w[n-1], ...
/// fma(x[0], w[0], acc)), so a reduction split into accumulating pieces
/// sums in one order: the order of its rows across the pieces.
struct ComputeFields {
  std::uint64_t input_row = 0;
  std::uint64_t weight_row = 0;                    ///< first of tile_rows weight rows (when preloading)
  std::uint64_t output_row = 0;
  std::uint64_t tile_rows = 0;                     ///< active array rows, 0..PE rows
  std::uint64_t tile_cols = 0;                     ///< active array cols, 0..PE cols
  std::uint64_t depth = 0;                         ///< input vectors streamed
  bool accumulate = false;                         ///< true: output += result; false: output = result
  bool preload_weights = false;                    ///< true: load weights from weight_row; false: reuse
  bool operator==(const ComputeFields&) const = default;
};

/// VECTOR: `count` rows of `lanes` elements from src (and operand, for binary
/// ops and bias_add) to dst. Immediates are explicit fields, used by the ops
/// that need them and zero otherwise (see docs in isa.cpp: field table).
///
/// Row width (program.bin version 5): `lanes` is the elements of one VECTOR
/// row, 1..DerivedValues::vector_row_max_elements (max of the vector unit's
/// lanes, PE rows and PE cols). The unit computes a row in ceil(lanes /
/// vector lanes) beats. In a buffer whose rows hold fewer elements than
/// `lanes` a VECTOR row spans ceil(lanes / elements per row) consecutive
/// buffer rows (vectorRowSpan): VECTOR row i of src starts at buffer row
/// src_row + i x span, its element j is element j mod E of the span's row
/// j / E (E: the buffer's elements per row); the same for the operand and
/// dst. A per-lane requantize's shift row follows its multiplier row one
/// span later. A row costs vectorRowCycles: its beats, or more when one of
/// its buffers must read or write more rows than that (one row per cycle).
///
/// Integer formats: `requantize` clamps to [clamp_min, clamp_max] unless
/// clamp_min > clamp_max, which means no clamp (the value stays
/// accumulator-wide: a step towards a finer grid); `add` with a nonzero
/// multiplier first scales its operand by MultiplyByQuantizedMultiplier
/// (multiplier, shift), bringing a quantized residual to the sums' grid.
/// `requantize` with `bias` adds a bias row first, lane by lane, wrapped to
/// the accumulator width, then scales: bias_add and requantize in one pass
/// over the rows, with the same result (program.bin version 7).
///
/// Float formats (fp16, bf16; docs/backend.md "How codegen uses the ISA"):
/// every element is read as an fp32 value (input-buffer elements are fp16 /
/// bf16 and widen exactly; output-buffer elements are fp32), every op
/// computes in fp32 and rounds each result once to nearest, ties to even,
/// and writes fp32 to the output buffer; a STORE from the output buffer
/// rounds to the activation format (ties to even, overflow to infinity). For
/// lane j < lanes and row i < count (s = src, o = operand, d = dst rows):
///   bias_add     d[i][j] = s[i][j] + o[0][j]            (one operand row, broadcast)
///   add / mul    d[i][j] = s[i][j] (+ or x) o[i][j]     (row for row)
///   mul per_lane d[i][j] = s[i][j] x o[0][j]            (per_lane set: one operand row, broadcast)
///   exp          d[i][j] = e^s[i][j], correctly rounded
///   reciprocal   d[i][j] = 1 / s[i][j]                  (IEEE division)
///   rsqrt        d[i][j] = 1 / sqrt(s[i][j]), correctly rounded
///   relu / clip  d[i][j] = s < lo ? lo : (s > hi ? hi : s)  (bounds in the format's bits; -0 and NaN pass)
///   max_pool     d[i][j] = max(s[i][j], o[i][j])        (as reduce_max)
///   avg_pool     d[i][j] = s[i][j] + o[i][j], the last of a window times
///                fp32(multiplier x 2^(shift - 31)) (1 / window)
///   requantize   d[i][j] = s[i][j] rounded to the activation format (a format conversion);
///                with `bias`, (s[i][j] + b[j]) rounded to fp32 first
///   sigmoid, tanh, gelu (erf form), hard_swish, hard_sigmoid (alpha 0.2,
///   beta 0.5), leaky_relu (alpha 0.01): the ONNX formulas in fp32 with the C
///   library's expf / tanhf / erff, as the reference executor computes them
///   reduce_sum   d[0][j] = f x (((s[0][j] + s[1][j]) + s[2][j]) + ... + s[count-1][j])
///   reduce_max   d[0][j] = f x max(s[0][j], ..., s[count-1][j])
/// Reductions run per lane down the rows, left to right, each addition
/// rounded; max propagates NaN and takes +0 over -0; they write one row
/// (d[0]) whatever `count` is. f is `multiplier` read as fp32 bits, 0 read
/// as 1 (no multiplication): codegen writes -1.0 (0xBF800000) to make
/// Softmax's -max, 1/L for ReduceMean. rows may alias (src = dst in place):
/// each row is read before it is written. Reductions and exp / reciprocal
/// are not defined on integer formats (codegen never emits them there).
struct VectorFields {
  hw::VectorOp op = hw::VectorOp::kBiasAdd;
  hw::BufferKind src_buffer = hw::BufferKind::kInput;
  std::uint64_t src_row = 0;
  hw::BufferKind operand_buffer = hw::BufferKind::kInput;  ///< second operand (add, mul, bias_add)
  std::uint64_t operand_row = 0;
  hw::BufferKind dst_buffer = hw::BufferKind::kInput;
  std::uint64_t dst_row = 0;
  std::uint64_t lanes = 0;                         ///< elements per row, 0..vector_row_max_elements
  std::uint64_t count = 0;                         ///< rows processed
  /// requantize: fixed-point multiplier, raw accumulator-width bits;
  /// reduce_sum / reduce_max on float formats: the result's fp32 factor (0: 1.0)
  std::uint64_t multiplier = 0;
  std::int64_t shift = 0;                          ///< requantize: > 0 left shift, < 0 rounding right shift
  std::int64_t zero_point = 0;                     ///< requantize: output zero point (activation format)
  std::int64_t clamp_min = 0;                      ///< requantize/clip/relu: lower bound (activation format)
  std::int64_t clamp_max = 0;                      ///< requantize/clip: upper bound (activation format)
  /// requantize: per-lane multiplier and shift from the operand rows
  /// (lane j: multiplier operand[operand_row][j], shift operand[operand_row + 1][j],
  /// accumulator-wide; one row further with `bias`) instead of the
  /// immediates, which codegen then leaves 0;
  /// mul: the operand is one row broadcast to every row (lane j times
  /// operand[operand_row][j]); other ops ignore it (codegen writes 0).
  bool per_lane = false;
  /// requantize: adds a bias row (lane j: operand[operand_row][j],
  /// accumulator-wide) before scaling; with per_lane the multiplier and
  /// shift rows follow it (one and two spans further); other ops: 0.
  bool bias = false;
  bool operator==(const VectorFields&) const = default;
};

/// One instruction. Only the group matching `opcode` may be non-default;
/// encode() rejects values in another group rather than dropping them.
struct Instruction {
  Opcode opcode = Opcode::kHalt;
  DependencyFlags deps;
  TransferFields transfer;  ///< kLoad, kStore
  ComputeFields compute;    ///< kCompute
  VectorFields vector;      ///< kVector
  bool operator==(const Instruction&) const = default;
};

/// Every encodable field, for generic access by encoders, decoders and tests.
enum class Field {
  kOpcode,
  kPopPrev,
  kPopNext,
  kPushPrev,
  kPushNext,
  kBuffer,
  kRowAddress,
  kRows,
  kElements,
  kDramAddress,
  kDramStrideBytes,
  kPlanes,
  kDramPlaneStrideBytes,
  kRowPlaneStride,
  kTranspose,
  kRowStride,
  kInputRow,
  kWeightRow,
  kOutputRow,
  kTileRows,
  kTileCols,
  kDepth,
  kAccumulate,
  kPreloadWeights,
  kVectorOp,
  kSrcBuffer,
  kSrcRow,
  kOperandBuffer,
  kOperandRow,
  kDstBuffer,
  kDstRow,
  kLanes,
  kCount,
  kMultiplier,
  kShift,
  kZeroPoint,
  kClampMin,
  kClampMax,
  kPerLane,
  kBias,
};

/// One field's place in an instruction word.
struct FieldLayout {
  Field field = Field::kOpcode;
  std::string_view name;   ///< snake_case, as in the Instruction struct
  int bits = 0;
  int lsb = 0;             ///< bit offset from the start of the instruction
  bool is_signed = false;  ///< two's complement; range -2^(bits-1) .. 2^(bits-1)-1
  bool operator==(const FieldLayout&) const = default;
};

/// The ordered field list of one opcode.
struct OpcodeFormat {
  Opcode opcode = Opcode::kHalt;
  std::vector<FieldLayout> fields;
  int used_bits = 0;       ///< sum of field widths; bits above are reserved (zero)
  /// The layout of `field`, or nullptr when this opcode has no such field.
  const FieldLayout* find(Field field) const;
  bool operator==(const OpcodeFormat&) const = default;
};

/// The complete binary format of the ISA for one hardware point.
struct IsaLayout {
  std::string spec_fingerprint;            ///< the hw::Spec this layout was derived from
  hw::IsaFieldWidths widths;               ///< the spec's widths, copied for reference
  std::array<int, 3> buffer_row_bits{};    ///< row address bits of input, weight, output
  std::uint32_t supported_vector_ops = 0;  ///< bit i set when hw::VectorOp i is supported
  std::array<OpcodeFormat, kOpcodeCount> formats;
  int instruction_bits = 0;                ///< widest format rounded up to a multiple of 64
  int words = 0;                           ///< instruction_bits / 64

  /// The format of one opcode.
  const OpcodeFormat& format(Opcode opcode) const { return formats[static_cast<int>(opcode)]; }
  /// Equal when the encodings are identical (every format, width and validity rule).
  bool operator==(const IsaLayout& other) const;
};

/// Derives the instruction layout of a hardware point.
IsaLayout layoutFor(const hw::Spec& spec);

/// Bits per element of a transfer's rows: a LOAD fills its buffer at that
/// buffer's element width (input: activations, weight: weights, output:
/// accumulators, for accumulator-wide constants); a STORE (from the input or
/// output buffer) writes activations, the vector unit having narrowed them.
int transferElementBits(const hw::Spec& spec, bool load, hw::BufferKind buffer);

/// True for the ops the vector unit defines on integer formats (VectorFields):
/// bias_add, add, mul, max_pool, avg_pool, relu, clip, requantize. The others
/// (exp, reciprocal, rsqrt, the reductions, sigmoid, tanh, gelu, hard_swish,
/// hard_sigmoid, leaky_relu) are float-format ops; on an integer spec they run
/// on the host even when the spec lists them.
inline bool definedOnIntegers(hw::VectorOp op) {
  using enum hw::VectorOp;
  return op == kBiasAdd || op == kAdd || op == kMul || op == kMaxPool || op == kAvgPool || op == kRelu || op == kClip ||
         op == kRequantize;
}

/// True for the ops whose operand is one row per source row (add, mul, max_pool, avg_pool).
inline bool rowwiseOperand(hw::VectorOp op) {
  return op == hw::VectorOp::kAdd || op == hw::VectorOp::kMul || op == hw::VectorOp::kMaxPool ||
         op == hw::VectorOp::kAvgPool;
}

/// Operand rows a VECTOR reads, in VECTOR rows: `count` for the row-wise
/// binary ops (add, mul, max_pool, avg_pool), one for bias_add and a
/// per-lane (broadcast) mul, two for a per-lane requantize (multipliers,
/// shifts), one more for a requantize's bias row, else none.
std::uint64_t vectorOperandRows(const VectorFields& v);

/// Buffer rows one VECTOR row of `lanes` elements takes in `buffer`:
/// ceil(lanes / the buffer's elements per row), at least 1.
std::uint64_t vectorRowSpan(const hw::Spec& spec, std::uint64_t lanes, hw::BufferKind buffer);

/// The buffer rows a VECTOR touches: its source, operand and destination as
/// [first, first + rows) of their buffers (spans included; rows = 0: none).
struct VectorBufferRows {
  std::uint64_t src_rows = 0, operand_rows = 0, dst_rows = 0;
};
VectorBufferRows vectorBufferRows(const hw::Spec& spec, const VectorFields& v);

/// Cycles the vector unit spends on one VECTOR row: ceil(lanes / vector
/// lanes) beats, or the span of its source, row-wise operand or destination
/// when that is more (a buffer port moves one row a cycle). 1 for rows that
/// fit the lanes and every buffer row.
std::uint64_t vectorRowCycles(const hw::Spec& spec, const VectorFields& v);

/// The stage executing an opcode (halt: the store stage, last to drain).
Stage stageOf(Opcode opcode);
/// Lower-case names: "load", "compute", "vector", "store".
std::string_view name(Stage stage);
/// Lower-case mnemonic root: "load", "store", "compute", "vector", "halt".
std::string_view name(Opcode opcode);
/// The snake_case field name.
std::string_view name(Field field);
/// True for two's-complement fields (shift, zero_point, clamp_min, clamp_max).
bool isSignedField(Field field);

/// A field's value as a 64-bit pattern (signed fields sign-extended; enums and bools as integers).
std::int64_t fieldValue(const Instruction& instruction, Field field);
/// Sets a field from its integer value; the caller range-checks enums first.
void setFieldValue(Instruction& instruction, Field field, std::int64_t value);

}  // namespace tessera::isa
