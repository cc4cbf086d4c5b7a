// Binary encode/decode of instructions against an IsaLayout, and semantic validation.
//
// Every value is range-checked against its field width before packing;
// decoding re-validates, so a decoded instruction always re-encodes to the
// same words.
#include "hw/isa/encode.h"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

namespace tessera::isa {
namespace {

Diagnostic error(std::string message) {
  Diagnostic d;
  d.location.file = "<isa>";
  d.message = std::move(message);
  return d;
}

std::string_view shortName(hw::BufferKind kind) { return hw::name(kind); }

// Largest unsigned value / signed range of a field.
std::uint64_t maxUnsigned(int bits) { return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1; }

std::string rangeText(const FieldLayout& f) {
  if (f.is_signed)
    return fmt::format("{}..{}", -(std::int64_t{1} << (f.bits - 1)), (std::int64_t{1} << (f.bits - 1)) - 1);
  return fmt::format("0..{}", maxUnsigned(f.bits));
}

bool fits(const FieldLayout& f, std::int64_t value) {
  if (f.bits == 0) return value == 0;
  if (f.is_signed) {
    const std::int64_t half = std::int64_t{1} << (f.bits - 1);
    return value >= -half && value < half;
  }
  return value >= 0 && static_cast<std::uint64_t>(value) <= maxUnsigned(f.bits);
}

// `value` holds at most `bits` bits; a field spans at most two words.
void putBits(std::span<std::uint64_t> words, int lsb, int bits, std::uint64_t value) {
  if (bits == 0) return;
  const size_t word = static_cast<size_t>(lsb / 64);
  const int offset = lsb % 64;
  words[word] |= value << offset;
  if (offset + bits > 64) words[word + 1] |= value >> (64 - offset);
}

std::uint64_t getBits(std::span<const std::uint64_t> words, int lsb, int bits) {
  if (bits == 0) return 0;
  const size_t word = static_cast<size_t>(lsb / 64);
  const int offset = lsb % 64;
  std::uint64_t value = words[word] >> offset;
  if (offset + bits > 64) value |= words[word + 1] << (64 - offset);
  return value & maxUnsigned(bits);
}

void checkRow(const IsaLayout& layout, std::string_view opcode, std::string_view field, hw::BufferKind buffer,
              std::uint64_t row, std::vector<Diagnostic>& out) {
  const int bits = layout.buffer_row_bits[static_cast<size_t>(buffer)];
  if (row > maxUnsigned(bits))
    out.push_back(error(fmt::format("{}: field '{}' = {} is outside the {} buffer ({}-bit row address, 0..{})",
                                    opcode, field, row, shortName(buffer), bits, maxUnsigned(bits))));
}

}  // namespace

Status validate(const IsaLayout& layout, const Instruction& in) {
  std::vector<Diagnostic> out;
  const int op_index = static_cast<int>(in.opcode);
  if (op_index < 0 || op_index >= kOpcodeCount) {
    out.push_back(error(fmt::format("unknown opcode {}", op_index)));
    return Status(std::move(out));
  }
  const std::string_view op = name(in.opcode);
  const bool transfer = in.opcode == Opcode::kLoad || in.opcode == Opcode::kStore;
  if (!transfer && !(in.transfer == TransferFields{}))
    out.push_back(error(fmt::format("{}: load/store fields are set but are not part of {}", op, op)));
  if (in.opcode != Opcode::kCompute && !(in.compute == ComputeFields{}))
    out.push_back(error(fmt::format("{}: compute fields are set but are not part of {}", op, op)));
  if (in.opcode != Opcode::kVector && !(in.vector == VectorFields{}))
    out.push_back(error(fmt::format("{}: vector fields are set but are not part of {}", op, op)));

  const Stage stage = stageOf(in.opcode);
  if (stage == Stage::kLoad && (in.deps.pop_prev || in.deps.push_prev))
    out.push_back(error(fmt::format("{}: pop_prev/push_prev set, but the load stage has no previous stage", op)));
  if (stage == Stage::kStore && (in.deps.pop_next || in.deps.push_next))
    out.push_back(error(fmt::format("{}: pop_next/push_next set, but the store stage has no next stage", op)));

  if (transfer) {
    const int buffer = static_cast<int>(in.transfer.buffer);
    if (buffer < 0 || buffer > 2)
      out.push_back(error(fmt::format("{}: field 'buffer' = {} names no buffer", op, buffer)));
    else if (in.opcode == Opcode::kStore && in.transfer.buffer == hw::BufferKind::kWeight)
      out.push_back(error("store: field 'buffer' = weight; store reads the input or output buffer only"));
    else
      checkRow(layout, op, "row_address", in.transfer.buffer, in.transfer.row_address, out);
  }
  if (in.opcode == Opcode::kVector) {
    const VectorFields& v = in.vector;
    const int vop = static_cast<int>(v.op);
    if (vop < 0 || vop >= static_cast<int>(hw::vectorOpNames().size()))
      out.push_back(error(fmt::format("vector: field 'op' = {} is not a vector operation", vop)));
    else if (!((layout.supported_vector_ops >> vop) & 1u))
      out.push_back(error(fmt::format("vector: op '{}' is not supported by this hardware ({})", hw::name(v.op),
                                      layout.spec_fingerprint)));
    for (auto [field, buffer, row] : {std::tuple{"src_row", v.src_buffer, v.src_row},
                                      std::tuple{"operand_row", v.operand_buffer, v.operand_row},
                                      std::tuple{"dst_row", v.dst_buffer, v.dst_row}}) {
      const int b = static_cast<int>(buffer);
      if (b < 0 || b > 2)
        out.push_back(error(fmt::format("vector: buffer of '{}' = {} names no buffer", field, b)));
      else
        checkRow(layout, op, field, buffer, row, out);
    }
  }
  return Status(std::move(out));
}

Expected<std::vector<std::uint64_t>> encode(const IsaLayout& layout, const Instruction& instruction) {
  std::vector<std::uint64_t> words(static_cast<size_t>(layout.words), 0);
  if (Status s = encodeInto(layout, instruction, words); !s.ok()) return s;
  return words;
}

Status encodeInto(const IsaLayout& layout, const Instruction& instruction, std::span<std::uint64_t> words) {
  Status status = validate(layout, instruction);
  std::vector<Diagnostic> errors = status.diagnostics();
  if (errors.empty()) {
    const OpcodeFormat& format = layout.format(instruction.opcode);
    for (const FieldLayout& f : format.fields) {
      const std::int64_t value = fieldValue(instruction, f.field);
      if (!fits(f, value))
        errors.push_back(error(fmt::format("{}: field '{}' ({} bits{}) cannot hold {} (range {})",
                                           name(instruction.opcode), f.name, f.bits, f.is_signed ? ", signed" : "",
                                           f.is_signed ? fmt::format("{}", value)
                                                       : fmt::format("{}", static_cast<std::uint64_t>(value)),
                                           rangeText(f))));
    }
  }
  if (!errors.empty()) return Status(std::move(errors));
  if (words.size() != static_cast<size_t>(layout.words))
    return Status::error(error(fmt::format("encode: {} words given, the layout has {}", words.size(), layout.words)));
  std::fill(words.begin(), words.end(), 0);
  for (const FieldLayout& f : layout.format(instruction.opcode).fields)
    putBits(words, f.lsb, f.bits, static_cast<std::uint64_t>(fieldValue(instruction, f.field)) & maxUnsigned(f.bits));
  return {};
}

Expected<Instruction> decode(const IsaLayout& layout, std::span<const std::uint64_t> words) {
  if (words.size() != static_cast<size_t>(layout.words))
    return Status::error(error(fmt::format("decode: expected {} words ({} bits) per instruction, got {}",
                                           layout.words, layout.instruction_bits, words.size())));
  const FieldLayout& opcode_field = layout.formats[0].fields[0];
  const std::uint64_t opcode = getBits(words, opcode_field.lsb, opcode_field.bits);
  if (opcode >= static_cast<std::uint64_t>(kOpcodeCount))
    return Status::error(error(fmt::format("decode: unknown opcode {} (word 0 = {:#018x})", opcode, words[0])));
  const OpcodeFormat& format = layout.formats[opcode];
  for (int bit = format.used_bits; bit < layout.instruction_bits; ++bit)
    if (getBits(words, bit, 1))
      return Status::error(error(fmt::format("decode: {}: reserved bit {} is set (fields end at bit {})",
                                             name(format.opcode), bit, format.used_bits)));
  Instruction in;
  for (const FieldLayout& f : format.fields) {
    const std::uint64_t raw = getBits(words, f.lsb, f.bits);
    std::int64_t value = static_cast<std::int64_t>(raw);
    if (f.is_signed && f.bits > 0 && f.bits < 64 && ((raw >> (f.bits - 1)) & 1u))
      value = static_cast<std::int64_t>(raw | ~maxUnsigned(f.bits));
    const bool is_buffer =
        f.field == Field::kBuffer || f.field == Field::kSrcBuffer || f.field == Field::kOperandBuffer ||
        f.field == Field::kDstBuffer;
    if (is_buffer && value > 2)
      return Status::error(error(fmt::format("decode: {}: field '{}' = {} names no buffer (0 input, 1 weight, 2 output)",
                                             name(format.opcode), f.name, value)));
    if (f.field == Field::kVectorOp && value >= static_cast<std::int64_t>(hw::vectorOpNames().size()))
      return Status::error(error(fmt::format("decode: vector: field 'op' = {} is not a vector operation", value)));
    setFieldValue(in, f.field, value);
  }
  Status status = validate(layout, in);
  if (!status.ok()) return status;
  return in;
}

}  // namespace tessera::isa
