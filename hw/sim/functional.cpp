// FunctionalCore: the bit-exact effect of each instruction (see functional.h).
#include "hw/sim/functional.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "hw/isa/fixed_point.h"
#include "hw/isa/weight_codec.h"
#include "hw/support/half.h"
#include "hw/support/packed.h"

namespace tessera::sim {
namespace {

Status simError(const std::string& message) { return Status::error(fileError("<sim>", message)); }

std::int64_t signExtend(std::uint64_t raw, int bits) {
  if (bits >= 64) return static_cast<std::int64_t>(raw);
  const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
  raw &= (sign << 1) - 1;
  return static_cast<std::int64_t>((raw ^ sign) - sign);
}

/// max for float formats: NaN propagates, +0 over -0 (isa.h).
float maxFloat(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

}  // namespace

FunctionalCore::FunctionalCore(const hw::Spec& spec, std::int64_t dram_bytes)
    : spec_(spec),
      format_(spec.params().precision.number_format),
      dram_(static_cast<size_t>(dram_bytes), 0) {
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    const auto b = static_cast<size_t>(kind);
    row_elements_[b] = g.elements_per_row;
    rows_[b] = g.total_rows;
    bits_[b] = g.element_bits;
    buffers_[b].assign(static_cast<size_t>(g.total_rows * g.elements_per_row), 0);
  }
}

std::int64_t FunctionalCore::wrap(std::int64_t value, int bits) const {
  return signExtend(static_cast<std::uint64_t>(value), bits);
}

float FunctionalCore::toFloat(std::int64_t raw, hw::BufferKind buffer) const {
  if (buffer == hw::BufferKind::kOutput) return hw::bitsFloat(static_cast<std::uint32_t>(raw));
  const auto bits = static_cast<std::uint16_t>(raw);
  return hw::formatToFloat(bits, format_ == hw::NumberFormat::kBf16);
}

std::int64_t FunctionalCore::fromFloat(float value, hw::BufferKind buffer) const {
  if (buffer == hw::BufferKind::kOutput) return static_cast<std::int64_t>(hw::floatBits(value));
  return hw::floatToFormat(value, format_ == hw::NumberFormat::kBf16);
}

float FunctionalCore::roundToFormat(float value) const {
  const bool bf16 = format_ == hw::NumberFormat::kBf16;
  return hw::formatToFloat(hw::floatToFormat(value, bf16), bf16);
}

std::int64_t FunctionalCore::readElement(std::int64_t address, std::int64_t index, int bits) const {
  return hw::readPacked(dram_.data() + address, index, bits);
}

void FunctionalCore::writeElement(std::int64_t address, std::int64_t index, int bits, std::int64_t value) {
  hw::writePacked(dram_.data() + address, index, bits, value);
}

std::int64_t FunctionalCore::bufferElement(hw::BufferKind buffer, std::int64_t r, std::int64_t e) const {
  const auto b = static_cast<size_t>(buffer);
  return buffers_[b][static_cast<size_t>(r * row_elements_[b] + e)];
}

std::int64_t* FunctionalCore::row(hw::BufferKind buffer, std::uint64_t r) {
  const auto b = static_cast<size_t>(buffer);
  return buffers_[b].data() + static_cast<std::int64_t>(r) * row_elements_[b];
}

std::int64_t* FunctionalCore::bufferRow(hw::BufferKind buffer, std::int64_t r) {
  if (r < 0 || r >= rows_[static_cast<size_t>(buffer)]) return nullptr;
  return row(buffer, static_cast<std::uint64_t>(r));
}

Status FunctionalCore::checkRows(hw::BufferKind buffer, std::uint64_t first, std::uint64_t count,
                                 const char* field) const {
  if (first + count > static_cast<std::uint64_t>(rows_[static_cast<size_t>(buffer)]))
    return simError(fmt::format("{}: rows [{}, {}) leave the {} buffer's {} rows", field, first, first + count,
                                hw::name(buffer), rows_[static_cast<size_t>(buffer)]));
  return {};
}

Status FunctionalCore::execute(const isa::Instruction& in) {
  switch (in.opcode) {
    case isa::Opcode::kLoad: return transfer(true, in.transfer);
    case isa::Opcode::kStore: return transfer(false, in.transfer);
    case isa::Opcode::kCompute: return compute(in.compute);
    case isa::Opcode::kVector: return vector(in.vector);
    case isa::Opcode::kHalt: return {};
  }
  return {};
}

Status FunctionalCore::transfer(bool load, const isa::TransferFields& t) {
  if (t.rows == 0) return {};
  const auto b = static_cast<size_t>(t.buffer);
  const int bits = isa::transferElementBits(spec_, load, t.buffer);
  if (t.elements > static_cast<std::uint64_t>(row_elements_[b]))
    return simError(fmt::format("{} elements per row, the {} buffer's rows hold {}", t.elements, hw::name(t.buffer),
                                row_elements_[b]));
  if (t.transpose && bits % 8 != 0) return simError(fmt::format("a transposing transfer of {}-bit elements", bits));
  const std::int64_t element_bytes = bits / 8;
  const bool rounds = !load && format_ != hw::NumberFormat::kInt && bits < bits_[b];
  for (std::uint64_t plane = 0; plane < isa::planeCount(t); ++plane)
    for (std::uint64_t r = 0; r < t.rows; ++r) {
      const std::uint64_t buffer_row = isa::bufferRow(t, plane, r);
      if (Status s = checkRows(t.buffer, buffer_row, 1, load ? "load" : "store"); !s.ok()) return s;
      std::int64_t* values = row(t.buffer, buffer_row);
      const auto base = static_cast<std::int64_t>(t.dram_address + plane * t.dram_plane_stride_bytes);
      for (std::uint64_t e = 0; e < t.elements; ++e) {
        // Element e of row r: along the DRAM row, or down a DRAM column when transposed.
        const std::int64_t address =
            t.transpose ? base + static_cast<std::int64_t>(e * t.dram_stride_bytes) + static_cast<std::int64_t>(r) * element_bytes
                        : base + static_cast<std::int64_t>(r * t.dram_stride_bytes);
        const std::int64_t index = t.transpose ? 0 : static_cast<std::int64_t>(e);
        const std::int64_t last_bit = address * 8 + (index + 1) * bits;
        if (address < 0 || last_bit > static_cast<std::int64_t>(dram_.size()) * 8)
          return simError(fmt::format("DRAM byte {:#x} is outside the {} bytes of DRAM", address, dram_.size()));
        if (load)
          values[e] = readElement(address, index, bits);
        else if (rounds)  // float formats: fp32 sums to the activation format
          writeElement(address, index, bits, fromFloat(toFloat(values[e], t.buffer), hw::BufferKind::kInput));
        else
          writeElement(address, index, bits, values[e]);
      }
    }
  return {};
}

void FunctionalCore::setWeightEncoding(isa::WeightEncoding encoding) { weight_encoding_ = encoding; }

Status FunctionalCore::preloadCompressed(const isa::ComputeFields& f) {
  // The weight rows from weight_row on hold the block's bytes as LOADed:
  // rows of tile_cols elements at the weight width (hw/isa/weight_codec.h).
  const int wbits = bits_[static_cast<size_t>(hw::BufferKind::kWeight)];
  const auto cols = static_cast<std::int64_t>(f.tile_cols);
  const std::int64_t row_bytes = (cols * wbits + 7) / 8;
  // At most the rows of a block with every weight nonzero (bitmask), up to the buffer's end.
  const std::int64_t most_bytes = isa::encodedBlockBytes(spec_, weight_encoding_, static_cast<std::int64_t>(f.tile_rows),
                                                         cols, static_cast<std::int64_t>(f.tile_rows) * cols);
  const std::int64_t rows_left =
      std::min(rows_[static_cast<size_t>(hw::BufferKind::kWeight)] - static_cast<std::int64_t>(f.weight_row),
               (most_bytes + row_bytes - 1) / std::max<std::int64_t>(row_bytes, 1));
  std::vector<std::uint8_t> bytes(static_cast<size_t>(std::max<std::int64_t>(rows_left, 0) * row_bytes), 0);
  for (std::int64_t r = 0; r < rows_left; ++r) {
    const std::int64_t* w = row(hw::BufferKind::kWeight, f.weight_row + static_cast<std::uint64_t>(r));
    for (std::int64_t j = 0; j < cols; ++j) hw::writePacked(bytes.data() + r * row_bytes, j, wbits, w[j]);
  }
  auto codes = isa::decodeWeightBlock(spec_, weight_encoding_, static_cast<std::int64_t>(f.tile_rows), cols,
                                      bytes.data(), std::ssize(bytes),
                                      fmt::format("the compressed weights at weight row {}", f.weight_row));
  if (!codes) return codes.status();
  const std::int64_t out_cols = row_elements_[static_cast<size_t>(hw::BufferKind::kOutput)];
  for (std::uint64_t i = 0; i < f.tile_rows; ++i)
    for (std::int64_t j = 0; j < cols; ++j)
      weights_[static_cast<size_t>(static_cast<std::int64_t>(i) * out_cols + j)] =
          (*codes)[static_cast<size_t>(static_cast<std::int64_t>(i) * cols + j)];
  return {};
}

Status FunctionalCore::compute(const isa::ComputeFields& f) {
  const std::int64_t cols = row_elements_[static_cast<size_t>(hw::BufferKind::kOutput)];
  if (f.tile_rows > static_cast<std::uint64_t>(spec_.params().pe_array.rows) ||
      f.tile_cols > static_cast<std::uint64_t>(spec_.params().pe_array.cols))
    return simError(fmt::format("a {}x{} tile on a {}x{} array", f.tile_rows, f.tile_cols,
                                spec_.params().pe_array.rows, spec_.params().pe_array.cols));
  if (f.preload_weights) {
    // Compressed: fewer stored rows than tile_rows; the decoder checks the bytes it needs.
    const bool compressed = weight_encoding_ != isa::WeightEncoding::kDense;
    if (Status s = checkRows(hw::BufferKind::kWeight, f.weight_row, compressed ? 1 : f.tile_rows, "weight_row");
        !s.ok())
      return s;
    weight_rows_ = static_cast<std::int64_t>(f.tile_rows);
    weights_.assign(static_cast<size_t>(weight_rows_ * cols), 0);
    zero_weights_cols_ = 0;  // countZeroProducts recounts
    if (compressed) {
      if (Status s = preloadCompressed(f); !s.ok()) return s;
    } else {
      for (std::uint64_t i = 0; i < f.tile_rows; ++i) {
        const std::int64_t* w = row(hw::BufferKind::kWeight, f.weight_row + i);
        std::copy(w, w + std::min<std::int64_t>(cols, row_elements_[1]),
                  weights_.begin() + static_cast<std::int64_t>(i) * cols);
      }
    }
  }
  if (f.preload_weights && format_ != hw::NumberFormat::kInt) {
    weights_float_.resize(weights_.size());
    for (size_t i = 0; i < weights_.size(); ++i) weights_float_[i] = toFloat(weights_[i], hw::BufferKind::kWeight);
  }
  if (f.depth == 0) return {};
  if (static_cast<std::int64_t>(f.tile_rows) > weight_rows_)
    return simError(fmt::format("a compute of {} rows uses {} preloaded weight rows", f.tile_rows, weight_rows_));
  if (Status s = checkRows(hw::BufferKind::kInput, f.input_row, f.depth, "input_row"); !s.ok()) return s;
  if (Status s = checkRows(hw::BufferKind::kOutput, f.output_row, f.depth, "output_row"); !s.ok()) return s;
  if (spec_.params().sparsity.zero_gating) countZeroProducts(f);  // only gating prices them
  if (format_ != hw::NumberFormat::kInt) return computeFloat(f);
  const int acc_bits = spec_.params().precision.accumulator_bits;
  for (std::uint64_t d = 0; d < f.depth; ++d) {
    const std::int64_t* x = row(hw::BufferKind::kInput, f.input_row + d);
    std::int64_t* out = row(hw::BufferKind::kOutput, f.output_row + d);
    for (std::uint64_t j = 0; j < f.tile_cols; ++j) {
      std::int64_t sum = f.accumulate ? out[j] : 0;
      for (std::uint64_t i = 0; i < f.tile_rows; ++i) sum += x[i] * weights_[static_cast<size_t>(i * cols + j)];
      out[j] = wrap(sum, acc_bits);
    }
  }
  return {};
}

void FunctionalCore::countZeroProducts(const isa::ComputeFields& f) {
  const auto cols = static_cast<std::uint64_t>(row_elements_[static_cast<size_t>(hw::BufferKind::kOutput)]);
  const bool integer = format_ == hw::NumberFormat::kInt;
  // Zero weights per array row among the tile's columns: counted once per
  // preload (the array keeps its weights) and tile width.
  std::vector<std::int64_t>& zero_weights = zero_weights_;
  if (zero_weights_cols_ != f.tile_cols || zero_weights.size() < f.tile_rows) {
    zero_weights.assign(static_cast<std::size_t>(weight_rows_), 0);
    for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(weight_rows_); ++i)
      for (std::uint64_t j = 0; j < f.tile_cols; ++j)
        zero_weights[i] += integer ? weights_[i * cols + j] == 0 : weights_float_[i * cols + j] == 0.0f;
    zero_weights_cols_ = f.tile_cols;
  }
  const auto all = static_cast<std::int64_t>(f.tile_cols);
  for (std::uint64_t d = 0; d < f.depth; ++d) {
    const std::int64_t* x = row(hw::BufferKind::kInput, f.input_row + d);
    std::int64_t zeros = 0;
    if (integer)  // branch-free: ReLU's zeros fall at random
      for (std::uint64_t i = 0; i < f.tile_rows; ++i)
        zeros += zero_weights[i] + static_cast<std::int64_t>(x[i] == 0) * (all - zero_weights[i]);
    else
      for (std::uint64_t i = 0; i < f.tile_rows; ++i)
        zeros += toFloat(x[i], hw::BufferKind::kInput) == 0.0f ? all : zero_weights[i];
    zero_products_ += zeros;
  }
}

Status FunctionalCore::computeFloat(const isa::ComputeFields& f) {
  // The sum enters the column at its top and each PE adds its product with
  // one rounding (fused multiply-add in fp32): out = fma(x[n-1], w[n-1], ...
  // fma(x[0], w[0], acc)), acc the output row's value (accumulate) or +0.
  const auto cols = static_cast<std::uint64_t>(row_elements_[static_cast<size_t>(hw::BufferKind::kOutput)]);
  const std::vector<float>& w = weights_float_;
  std::vector<float> x(f.tile_rows);
  for (std::uint64_t d = 0; d < f.depth; ++d) {
    const std::int64_t* in = row(hw::BufferKind::kInput, f.input_row + d);
    std::int64_t* out = row(hw::BufferKind::kOutput, f.output_row + d);
    for (std::uint64_t i = 0; i < f.tile_rows; ++i) x[i] = toFloat(in[i], hw::BufferKind::kInput);
    for (std::uint64_t j = 0; j < f.tile_cols; ++j) {
      float sum = f.accumulate ? toFloat(out[j], hw::BufferKind::kOutput) : 0.0f;
      for (std::uint64_t i = 0; i < f.tile_rows; ++i) sum = std::fma(x[i], w[i * cols + j], sum);
      out[j] = fromFloat(sum, hw::BufferKind::kOutput);
    }
  }
  return {};
}

Status FunctionalCore::vector(const isa::VectorFields& f) {
  using hw::VectorOp;
  if (f.count == 0) return {};
  if (f.bias && f.op != VectorOp::kRequantize)
    return simError(fmt::format("bias set on a {}: only requantize adds a bias row", hw::name(f.op)));
  if (f.lanes > static_cast<std::uint64_t>(spec_.derived().vector_row_max_elements))
    return simError(fmt::format("{} elements per row, a VECTOR row holds at most {} (the widest of the lanes and "
                                "buffer rows)",
                                f.lanes, spec_.derived().vector_row_max_elements));
  // A row wider than a buffer's rows spans several of them (isa.h, VectorFields).
  const isa::VectorBufferRows rows = isa::vectorBufferRows(spec_, f);
  if (Status s = checkRows(f.src_buffer, f.src_row, rows.src_rows, "src_row"); !s.ok()) return s;
  if (Status s = checkRows(f.dst_buffer, f.dst_row, rows.dst_rows, "dst_row"); !s.ok()) return s;
  if (Status s = checkRows(f.operand_buffer, f.operand_row, rows.operand_rows, "operand_row"); !s.ok()) return s;
  const Spans spans{isa::vectorRowSpan(spec_, f.lanes, f.src_buffer), isa::vectorRowSpan(spec_, f.lanes, f.operand_buffer),
                    isa::vectorRowSpan(spec_, f.lanes, f.dst_buffer)};
  const auto lanes = static_cast<std::int64_t>(f.lanes);
  if (format_ != hw::NumberFormat::kInt) return vectorFloat(f, lanes, spans);
  const std::uint64_t operand_rows = isa::vectorOperandRows(f);
  const bool rowwise_operand = isa::rowwiseOperand(f.op) && !(f.op == VectorOp::kMul && f.per_lane);
  std::vector<std::int64_t> result(static_cast<size_t>(f.count * lanes));
  for (std::uint64_t i = 0; i < f.count; ++i) {
    const std::int64_t* x = row(f.src_buffer, f.src_row + i * spans.src);
    const std::int64_t* y =
        operand_rows == 0 ? nullptr : row(f.operand_buffer, f.operand_row + (rowwise_operand ? i : 0) * spans.operand);
    for (std::int64_t j = 0; j < lanes; ++j) {
      std::int64_t v = 0;
      switch (f.op) {
        case VectorOp::kBiasAdd: v = x[j] + y[j]; break;
        case VectorOp::kAdd:  // the operand scaled first when the multiplier is set (a quantized residual)
          v = x[j] + (f.multiplier != 0 ? isa::requantize(y[j], {static_cast<std::int32_t>(f.multiplier),
                                                                   static_cast<int>(f.shift)},
                                                            0, std::numeric_limits<std::int32_t>::min(),
                                                            std::numeric_limits<std::int32_t>::max())
                                        : y[j]);
          break;
        case VectorOp::kMul: v = x[j] * y[j]; break;
        case VectorOp::kMaxPool: v = std::max(x[j], y[j]); break;
        case VectorOp::kAvgPool:
          v = x[j] + y[j];
          if (f.multiplier != 0)
            v = isa::requantize(v, {static_cast<std::int32_t>(f.multiplier), static_cast<int>(f.shift)}, 0,
                                  std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
          break;
        case VectorOp::kRelu: v = std::max(x[j], f.clamp_min); break;
        case VectorOp::kClip: v = std::clamp(x[j], f.clamp_min, std::max(f.clamp_min, f.clamp_max)); break;
        case VectorOp::kRequantize: {
          // Operand rows: the bias row (bias), then the multipliers and shifts (per_lane).
          const std::uint64_t lane_row = f.operand_row + (f.bias ? spans.operand : 0);
          const std::int64_t m =
              f.per_lane ? row(f.operand_buffer, lane_row)[j] : static_cast<std::int64_t>(f.multiplier);
          const std::int64_t shift = f.per_lane ? row(f.operand_buffer, lane_row + spans.operand)[j] : f.shift;
          // The bias added accumulator-wide first, as a bias_add before it writes its sums.
          const std::int64_t s = f.bias ? wrap(x[j] + y[j], bits_[static_cast<size_t>(hw::BufferKind::kOutput)]) : x[j];
          // clamp_min > clamp_max: no clamp (the value stays accumulator-wide).
          const bool clamp = f.clamp_min <= f.clamp_max;
          v = isa::requantize(s, {static_cast<std::int32_t>(m), static_cast<int>(shift)},
                              static_cast<std::int32_t>(f.zero_point),
                              clamp ? static_cast<int>(f.clamp_min) : std::numeric_limits<std::int32_t>::min(),
                              clamp ? static_cast<int>(f.clamp_max) : std::numeric_limits<std::int32_t>::max());
          break;
        }
        default:
          return simError(fmt::format("vector op '{}' is not defined on integer formats", hw::name(f.op)));
      }
      // The destination row holds values of its buffer's width (an input-buffer row: activations).
      result[static_cast<size_t>(static_cast<std::int64_t>(i) * lanes + j)] =
          wrap(v, bits_[static_cast<size_t>(f.dst_buffer)]);
    }
  }
  for (std::uint64_t i = 0; i < f.count; ++i)
    std::copy_n(result.begin() + static_cast<std::int64_t>(i) * lanes, lanes, row(f.dst_buffer, f.dst_row + i * spans.dst));
  return {};
}

Status FunctionalCore::vectorFloat(const isa::VectorFields& f, std::int64_t lanes, const Spans& spans) {
  using hw::VectorOp;
  const bool rowwise_operand = isa::rowwiseOperand(f.op) && !(f.op == VectorOp::kMul && f.per_lane);
  const bool reduction = f.op == VectorOp::kReduceSum || f.op == VectorOp::kReduceMax;
  // Element j of VECTOR row i, whose first buffer row is r (spans applied by the callers).
  auto element = [&](hw::BufferKind b, std::uint64_t r, std::int64_t j) { return toFloat(row(b, r)[j], b); };
  // A bound immediate: the activation format's bits, sign-extended.
  auto bound = [&](std::int64_t bits) { return toFloat(bits, hw::BufferKind::kInput); };
  const float factor = f.multiplier == 0 ? 1.0f : hw::bitsFloat(static_cast<std::uint32_t>(f.multiplier));
  if (f.op == VectorOp::kAdd && f.multiplier != 0)
    return simError("an add with an operand multiplier on a float format (the multiplier scales integer residuals)");
  const std::uint64_t out_rows = reduction ? 1 : f.count;
  std::vector<float> result(static_cast<size_t>(static_cast<std::int64_t>(out_rows) * lanes));
  for (std::int64_t j = 0; j < lanes; ++j) {
    if (reduction) {
      float acc = element(f.src_buffer, f.src_row, j);
      for (std::uint64_t i = 1; i < f.count; ++i) {
        const float v = element(f.src_buffer, f.src_row + i * spans.src, j);
        acc = f.op == VectorOp::kReduceSum ? acc + v : maxFloat(acc, v);
      }
      result[static_cast<size_t>(j)] = f.multiplier == 0 ? acc : acc * factor;
      continue;
    }
    for (std::uint64_t i = 0; i < f.count; ++i) {
      const float x = element(f.src_buffer, f.src_row + i * spans.src, j);
      const std::uint64_t operand_row = f.operand_row + (rowwise_operand ? i : 0) * spans.operand;
      auto y = [&] { return element(f.operand_buffer, operand_row, j); };
      float v = 0;
      switch (f.op) {
        case VectorOp::kBiasAdd:
        case VectorOp::kAdd: v = x + y(); break;
        case VectorOp::kMul: v = x * y(); break;
        case VectorOp::kMaxPool: v = maxFloat(x, y()); break;
        case VectorOp::kAvgPool:
          // The last sum of a window scales by multiplier * 2^(shift - 31) = 1 / window, that product rounded to fp32.
          v = x + y();
          if (f.multiplier != 0)
            v *= static_cast<float>(std::ldexp(static_cast<double>(f.multiplier), static_cast<int>(f.shift) - 31));
          break;
        // Bounds as ONNX Relu and Clip compare: x < lo ? lo : x (-0 and NaN stay).
        case VectorOp::kRelu: v = x < bound(f.clamp_min) ? bound(f.clamp_min) : x; break;
        case VectorOp::kClip: {
          const float lo = bound(f.clamp_min), hi = bound(f.clamp_max);
          v = x < lo ? lo : (x > hi ? hi : x);
          break;
        }
        case VectorOp::kRequantize:  // a format conversion, after the bias row's add (rounded to fp32)
          v = roundToFormat(f.bias ? x + y() : x);
          break;
        case VectorOp::kExp: v = static_cast<float>(std::exp(static_cast<double>(x))); break;
        case VectorOp::kRsqrt: v = static_cast<float>(1.0 / std::sqrt(static_cast<double>(x))); break;
        case VectorOp::kReciprocal: v = 1.0f / x; break;
        // Activations: the ONNX formulas in fp32 with the C library's expf,
        // tanhf and erff, as the reference executor computes them; leaky_relu
        // and hard_sigmoid with ONNX's default alpha (beta): lowering marks
        // other values cost-only, run on the host.
        case VectorOp::kSigmoid: {
          const float e = std::exp(x < 0.0f ? x : -x);
          v = x >= 0.0f ? 1.0f / (1.0f + e) : e / (1.0f + e);
          break;
        }
        case VectorOp::kTanh: v = std::tanh(x); break;
        case VectorOp::kGelu: v = x * 0.5f * (1.0f + std::erf(x / static_cast<float>(1.41421356237309504880))); break;
        case VectorOp::kHardSwish: {
          const float gate = x / 6.0f + 0.5f;
          v = x * (gate < 0.0f ? 0.0f : (gate > 1.0f ? 1.0f : gate));
          break;
        }
        case VectorOp::kHardSigmoid: {
          const float y = 0.2f * x + 0.5f;
          v = y < 0.0f ? 0.0f : (y > 1.0f ? 1.0f : y);
          break;
        }
        case VectorOp::kLeakyRelu: v = x < 0.0f ? x * 0.01f : x; break;
        default:
          return simError(fmt::format("vector op '{}' has no float semantics in the ISA (isa.h)", hw::name(f.op)));
      }
      result[static_cast<size_t>(static_cast<std::int64_t>(i) * lanes + j)] = v;
    }
  }
  for (std::uint64_t i = 0; i < out_rows; ++i) {
    std::int64_t* d = row(f.dst_buffer, f.dst_row + i * spans.dst);
    for (std::int64_t j = 0; j < lanes; ++j)
      d[j] = fromFloat(result[static_cast<size_t>(static_cast<std::int64_t>(i) * lanes + j)], f.dst_buffer);
  }
  return {};
}

Status SequentialTokens::step(const isa::Instruction& in, std::size_t index) {
  const int stage = static_cast<int>(isa::stageOf(in.opcode));
  auto pop = [&](int from) -> Status {
    if (from < 0 || from > 3) return simError(fmt::format("instruction {} pops from no stage", index));
    std::int64_t& queue = tokens_[static_cast<size_t>(from)][static_cast<size_t>(stage)];
    if (queue == 0)
      return simError(fmt::format("instruction {} ({}) pops a token the {} stage has not pushed yet in stream order",
                                  index, isa::name(in.opcode), isa::name(static_cast<isa::Stage>(from))));
    --queue;
    return {};
  };
  if (in.deps.pop_prev)
    if (Status s = pop(stage - 1); !s.ok()) return s;
  if (in.deps.pop_next)
    if (Status s = pop(stage + 1); !s.ok()) return s;
  if (in.deps.push_prev && stage > 0) ++tokens_[static_cast<size_t>(stage)][static_cast<size_t>(stage - 1)];
  if (in.deps.push_next && stage < 3) ++tokens_[static_cast<size_t>(stage)][static_cast<size_t>(stage + 1)];
  return {};
}

bool SequentialTokens::drained() const {
  for (const auto& row : tokens_)
    for (std::int64_t t : row)
      if (t != 0) return false;
  return true;
}

}  // namespace tessera::sim
