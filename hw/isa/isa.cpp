// Instruction layouts derived from hw::Spec, names, and generic field access.
//
// Widths not stated by IsaFieldWidths are derived here, each from a spec value:
//   opcode            ceil(log2(kOpcodeCount))
//   rows (transfer)   scratchpad_row_address_bits + 1   (0 .. every row of the largest buffer)
//   elements          max(tile_rows_bits, tile_cols_bits) (0 .. one buffer row: PE rows or cols)
//   dram_stride_bytes dram_address_bits                  (any distance inside DRAM)
//   planes (transfer) scratchpad_row_address_bits + 1   (as wide as rows: a plane is at least one row)
//   dram_plane_stride_bytes dram_address_bits            (any distance inside DRAM)
//   row_plane_stride  scratchpad_row_address_bits       (as wide as row_address: any distance inside a buffer)
//   depth             input_row_address_bits + 1         (0 .. every input row)
//   count (vector)    scratchpad_row_address_bits + 1
//   multiplier        accumulator_bits                   (the vector unit's multiplier width)
//   shift             ceil(log2(accumulator_bits)) + 1, signed (-32..31 for 32-bit accumulators)
//   zero_point, clamp activation_bits, signed            (values in the activation format)
//   transpose, per_lane 1                                 (flags, program.bin version 4)
//   bias              1                                   (VECTOR flag, program.bin version 7)
//   row_stride        scratchpad_row_address_bits       (any distance inside a buffer; version 6)
#include "hw/isa/isa.h"

#include <algorithm>
#include <type_traits>

namespace tessera::isa {
namespace {

int ceilLog2(std::uint64_t value) {
  int bits = 0;
  while ((std::uint64_t{1} << bits) < value) ++bits;
  return bits;
}

OpcodeFormat makeFormat(Opcode opcode, const std::vector<std::pair<Field, int>>& body) {
  OpcodeFormat format;
  format.opcode = opcode;
  int lsb = 0;
  auto add = [&](Field field, int bits) {
    format.fields.push_back({field, name(field), bits, lsb, isSignedField(field)});
    lsb += bits;
  };
  add(Field::kOpcode, ceilLog2(kOpcodeCount));
  for (Field flag : {Field::kPopPrev, Field::kPopNext, Field::kPushPrev, Field::kPushNext}) add(flag, 1);
  for (auto [field, bits] : body) add(field, bits);
  format.used_bits = lsb;
  return format;
}

}  // namespace

const FieldLayout* OpcodeFormat::find(Field field) const {
  for (const FieldLayout& layout : fields)
    if (layout.field == field) return &layout;
  return nullptr;
}

bool IsaLayout::operator==(const IsaLayout& other) const {
  return spec_fingerprint == other.spec_fingerprint && buffer_row_bits == other.buffer_row_bits &&
         supported_vector_ops == other.supported_vector_ops && formats == other.formats &&
         instruction_bits == other.instruction_bits && words == other.words;
}

IsaLayout layoutFor(const hw::Spec& spec) {
  const hw::IsaFieldWidths& w = spec.derived().isa;
  const hw::SpecParams& p = spec.params();
  IsaLayout layout;
  layout.spec_fingerprint = spec.fingerprint();
  layout.widths = w;
  layout.buffer_row_bits = {w.input_row_address_bits, w.weight_row_address_bits, w.output_row_address_bits};
  for (hw::VectorOp op : p.vector_unit.operations) layout.supported_vector_ops |= 1u << static_cast<int>(op);

  const int row_bits = w.scratchpad_row_address_bits;
  const int count_bits = row_bits + 1;
  const int element_bits = std::max(w.tile_rows_bits, w.tile_cols_bits);
  const int acc_bits = p.precision.accumulator_bits;
  const int act_bits = p.precision.activation_bits;
  const std::vector<std::pair<Field, int>> transfer = {
      {Field::kBuffer, w.buffer_select_bits}, {Field::kRowAddress, row_bits},
      {Field::kRows, count_bits},             {Field::kElements, element_bits},
      {Field::kDramAddress, w.dram_address_bits}, {Field::kDramStrideBytes, w.dram_address_bits},
      {Field::kPlanes, count_bits},           {Field::kDramPlaneStrideBytes, w.dram_address_bits},
      {Field::kRowPlaneStride, row_bits},     {Field::kTranspose, 1},
      {Field::kRowStride, row_bits}};
  layout.formats[0] = makeFormat(Opcode::kLoad, transfer);
  layout.formats[1] = makeFormat(Opcode::kStore, transfer);
  layout.formats[2] = makeFormat(Opcode::kCompute, {{Field::kInputRow, w.input_row_address_bits},
                                                    {Field::kWeightRow, w.weight_row_address_bits},
                                                    {Field::kOutputRow, w.output_row_address_bits},
                                                    {Field::kTileRows, w.tile_rows_bits},
                                                    {Field::kTileCols, w.tile_cols_bits},
                                                    {Field::kDepth, w.input_row_address_bits + 1},
                                                    {Field::kAccumulate, 1},
                                                    {Field::kPreloadWeights, 1}});
  layout.formats[3] = makeFormat(Opcode::kVector, {{Field::kVectorOp, w.vector_op_bits},
                                                   {Field::kSrcBuffer, w.buffer_select_bits},
                                                   {Field::kSrcRow, row_bits},
                                                   {Field::kOperandBuffer, w.buffer_select_bits},
                                                   {Field::kOperandRow, row_bits},
                                                   {Field::kDstBuffer, w.buffer_select_bits},
                                                   {Field::kDstRow, row_bits},
                                                   {Field::kLanes, w.vector_lanes_bits},
                                                   {Field::kCount, count_bits},
                                                   {Field::kMultiplier, acc_bits},
                                                   {Field::kShift, ceilLog2(static_cast<std::uint64_t>(acc_bits)) + 1},
                                                   {Field::kZeroPoint, act_bits},
                                                   {Field::kClampMin, act_bits},
                                                   {Field::kClampMax, act_bits},
                                                   {Field::kPerLane, 1},
                                                   {Field::kBias, 1}});
  layout.formats[4] = makeFormat(Opcode::kHalt, {});
  int widest = 0;
  for (const OpcodeFormat& format : layout.formats) widest = std::max(widest, format.used_bits);
  layout.instruction_bits = (widest + 63) / 64 * 64;
  layout.words = layout.instruction_bits / 64;
  return layout;
}

Stage stageOf(Opcode opcode) {
  switch (opcode) {
    case Opcode::kLoad: return Stage::kLoad;
    case Opcode::kCompute: return Stage::kCompute;
    case Opcode::kVector: return Stage::kVector;
    case Opcode::kStore:
    case Opcode::kHalt: return Stage::kStore;
  }
  return Stage::kStore;
}

std::string_view name(Stage stage) {
  switch (stage) {
    case Stage::kLoad: return "load";
    case Stage::kCompute: return "compute";
    case Stage::kVector: return "vector";
    case Stage::kStore: return "store";
  }
  return "";
}

std::string_view name(Opcode opcode) {
  switch (opcode) {
    case Opcode::kLoad: return "load";
    case Opcode::kStore: return "store";
    case Opcode::kCompute: return "compute";
    case Opcode::kVector: return "vector";
    case Opcode::kHalt: return "halt";
  }
  return "";
}

std::string_view name(Field field) {
  // clang-format off
  static constexpr std::array<std::string_view, 40> kNames = {
      "opcode", "pop_prev", "pop_next", "push_prev", "push_next",
      "buffer", "row_address", "rows", "elements", "dram_address", "dram_stride_bytes", "planes",
      "dram_plane_stride_bytes", "row_plane_stride", "transpose", "row_stride",
      "input_row", "weight_row", "output_row", "tile_rows", "tile_cols", "depth", "accumulate", "preload_weights",
      "op", "src_buffer", "src_row", "operand_buffer", "operand_row", "dst_buffer", "dst_row", "lanes", "count",
      "multiplier", "shift", "zero_point", "clamp_min", "clamp_max", "per_lane", "bias"};
  // clang-format on
  return kNames[static_cast<int>(field)];
}

bool isSignedField(Field field) {
  return field == Field::kShift || field == Field::kZeroPoint || field == Field::kClampMin ||
         field == Field::kClampMax;
}

namespace {

// One switch maps a Field to its member; both accessors use it so they can't disagree.
template <class Instr, class Visit>
void visitField(Instr& in, Field field, Visit&& visit) {
  auto& t = in.transfer;
  auto& c = in.compute;
  auto& v = in.vector;
  switch (field) {
    case Field::kOpcode: visit(in.opcode); return;
    case Field::kPopPrev: visit(in.deps.pop_prev); return;
    case Field::kPopNext: visit(in.deps.pop_next); return;
    case Field::kPushPrev: visit(in.deps.push_prev); return;
    case Field::kPushNext: visit(in.deps.push_next); return;
    case Field::kBuffer: visit(t.buffer); return;
    case Field::kRowAddress: visit(t.row_address); return;
    case Field::kRows: visit(t.rows); return;
    case Field::kElements: visit(t.elements); return;
    case Field::kDramAddress: visit(t.dram_address); return;
    case Field::kDramStrideBytes: visit(t.dram_stride_bytes); return;
    case Field::kPlanes: visit(t.planes); return;
    case Field::kDramPlaneStrideBytes: visit(t.dram_plane_stride_bytes); return;
    case Field::kRowPlaneStride: visit(t.row_plane_stride); return;
    case Field::kTranspose: visit(t.transpose); return;
    case Field::kRowStride: visit(t.row_stride); return;
    case Field::kInputRow: visit(c.input_row); return;
    case Field::kWeightRow: visit(c.weight_row); return;
    case Field::kOutputRow: visit(c.output_row); return;
    case Field::kTileRows: visit(c.tile_rows); return;
    case Field::kTileCols: visit(c.tile_cols); return;
    case Field::kDepth: visit(c.depth); return;
    case Field::kAccumulate: visit(c.accumulate); return;
    case Field::kPreloadWeights: visit(c.preload_weights); return;
    case Field::kVectorOp: visit(v.op); return;
    case Field::kSrcBuffer: visit(v.src_buffer); return;
    case Field::kSrcRow: visit(v.src_row); return;
    case Field::kOperandBuffer: visit(v.operand_buffer); return;
    case Field::kOperandRow: visit(v.operand_row); return;
    case Field::kDstBuffer: visit(v.dst_buffer); return;
    case Field::kDstRow: visit(v.dst_row); return;
    case Field::kLanes: visit(v.lanes); return;
    case Field::kCount: visit(v.count); return;
    case Field::kMultiplier: visit(v.multiplier); return;
    case Field::kShift: visit(v.shift); return;
    case Field::kZeroPoint: visit(v.zero_point); return;
    case Field::kClampMin: visit(v.clamp_min); return;
    case Field::kClampMax: visit(v.clamp_max); return;
    case Field::kPerLane: visit(v.per_lane); return;
    case Field::kBias: visit(v.bias); return;
  }
}

}  // namespace

std::int64_t fieldValue(const Instruction& instruction, Field field) {
  std::int64_t out = 0;
  visitField(instruction, field, [&out](const auto& member) { out = static_cast<std::int64_t>(member); });
  return out;
}

void setFieldValue(Instruction& instruction, Field field, std::int64_t value) {
  visitField(instruction, field, [value](auto& member) {
    using T = std::remove_reference_t<decltype(member)>;
    if constexpr (std::is_same_v<T, bool>)
      member = value != 0;
    else
      member = static_cast<T>(value);
  });
}

int transferElementBits(const hw::Spec& spec, bool load, hw::BufferKind buffer) {
  return load ? spec.buffer(buffer).element_bits : spec.params().precision.activation_bits;
}

std::uint64_t vectorOperandRows(const VectorFields& v) {
  using hw::VectorOp;
  if (v.op == VectorOp::kBiasAdd || (v.op == VectorOp::kMul && v.per_lane)) return 1;
  if (rowwiseOperand(v.op)) return v.count;
  if (v.op == VectorOp::kRequantize) return (v.per_lane ? 2 : 0) + (v.bias ? 1 : 0);
  return 0;
}

std::uint64_t vectorRowSpan(const hw::Spec& spec, std::uint64_t lanes, hw::BufferKind buffer) {
  const auto row = static_cast<std::uint64_t>(std::max<std::int64_t>(spec.buffer(buffer).elements_per_row, 1));
  return std::max<std::uint64_t>(1, (lanes + row - 1) / row);
}

VectorBufferRows vectorBufferRows(const hw::Spec& spec, const VectorFields& v) {
  const bool reduces = v.op == hw::VectorOp::kReduceSum || v.op == hw::VectorOp::kReduceMax;
  return {v.count * vectorRowSpan(spec, v.lanes, v.src_buffer),
          vectorOperandRows(v) * vectorRowSpan(spec, v.lanes, v.operand_buffer),
          (reduces ? std::min<std::uint64_t>(v.count, 1) : v.count) * vectorRowSpan(spec, v.lanes, v.dst_buffer)};
}

std::uint64_t vectorRowCycles(const hw::Spec& spec, const VectorFields& v) {
  const auto lanes = static_cast<std::uint64_t>(std::max(spec.params().vector_unit.lanes, 1));
  std::uint64_t cycles = std::max<std::uint64_t>(1, (v.lanes + lanes - 1) / lanes);
  cycles = std::max({cycles, vectorRowSpan(spec, v.lanes, v.src_buffer), vectorRowSpan(spec, v.lanes, v.dst_buffer)});
  const bool rowwise = rowwiseOperand(v.op) && !(v.op == hw::VectorOp::kMul && v.per_lane);
  if (rowwise) cycles = std::max(cycles, vectorRowSpan(spec, v.lanes, v.operand_buffer));
  return cycles;
}

}  // namespace tessera::isa
