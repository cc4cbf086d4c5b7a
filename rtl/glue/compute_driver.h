// Drives a Verilated tessera_compute_unit cycle by cycle against a
// FunctionalCore's buffers.
//
// The unit's memory ports are served from the core's input, weight and
// output buffers (reads combinational, writes at the clock edge, as
// rtl/tessera_compute_unit.sv specifies), so the RTL computes on exactly the
// data the functional core holds and its results land where the core's
// would. One call to cycle() is one clock: offer an instruction word (or
// none), settle the read ports, sample the writes, clock, write. A template
// over the Verilated class (one per hardware point); Verilated with --cc,
// its ports are plain integers or VlWide words.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "hw/sim/functional.h"
#include "hw/spec/spec.h"

namespace tessera::rtl {

/// Bits [lsb, lsb + bits) of a Verilated signal (bits <= 64).
template <class T>
std::uint64_t getBits(const T& signal, int lsb, int bits) {
  const std::uint64_t mask = bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
  if constexpr (std::is_integral_v<T>) {
    return lsb >= 64 ? 0 : (static_cast<std::uint64_t>(signal) >> lsb) & mask;
  } else {
    std::uint64_t value = 0;
    for (int got = 0; got < bits;) {
      const int pos = lsb + got, word = pos / 32, offset = pos % 32, take = std::min(32 - offset, bits - got);
      value |= ((static_cast<std::uint64_t>(signal[word]) >> offset) & ((std::uint64_t{1} << take) - 1)) << got;
      got += take;
    }
    return value;
  }
}

/// Sets bits [lsb, lsb + bits) of a Verilated signal (bits <= 64) to the low bits of `value`.
template <class T>
void setBits(T& signal, int lsb, int bits, std::uint64_t value) {
  if constexpr (std::is_integral_v<T>) {
    const std::uint64_t mask = (bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1) << lsb;
    signal = static_cast<T>((static_cast<std::uint64_t>(signal) & ~mask) | ((value << lsb) & mask));
  } else {
    for (int put = 0; put < bits;) {
      const int pos = lsb + put, word = pos / 32, offset = pos % 32, take = std::min(32 - offset, bits - put);
      const std::uint32_t mask = static_cast<std::uint32_t>(((std::uint64_t{1} << take) - 1) << offset);
      const auto chunk = static_cast<std::uint32_t>(((value >> put) << offset) & mask);
      signal[word] = (signal[word] & ~mask) | chunk;
      put += take;
    }
  }
}

/// Two's complement value of the low `bits` bits.
inline std::int64_t signExtend(std::uint64_t value, int bits) {
  if (bits >= 64) return static_cast<std::int64_t>(value);
  const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
  value &= (sign << 1) - 1;
  return static_cast<std::int64_t>((value ^ sign) - sign);
}

/// The compute unit's port geometry, read from the spec (the generated
/// package gives the RTL the same numbers): the array, the element widths
/// and the width of one column's output row address.
struct PortWidths {
  explicit PortWidths(const hw::Spec& spec)
      : rows(spec.params().pe_array.rows),
        cols(spec.params().pe_array.cols),
        act_bits(spec.params().precision.activation_bits),
        weight_bits(spec.params().precision.weight_bits),
        acc_bits(spec.params().precision.accumulator_bits),
        out_addr_bits(spec.derived().isa.output_row_address_bits) {}
  int rows, cols, act_bits, weight_bits, acc_bits, out_addr_bits;
};

/// One Verilated compute unit bound to one functional core's buffers.
template <class Model>
class ComputeUnitDriver {
 public:
  ComputeUnitDriver(const hw::Spec& spec, Model& model, sim::FunctionalCore& core)
      : spec_(spec), model_(model), core_(&core), w_(spec) {
    input_elements_ = spec.buffer(hw::BufferKind::kInput).elements_per_row;
    weight_elements_ = spec.buffer(hw::BufferKind::kWeight).elements_per_row;
    output_elements_ = spec.buffer(hw::BufferKind::kOutput).elements_per_row;
  }

  /// Two cycles of reset; the cycle count restarts at 0.
  void reset() {
    model_.rst_n = 0;
    model_.instr_valid = 0;
    for (int i = 0; i < 2; ++i) {
      model_.clk = 0;
      model_.eval();
      model_.clk = 1;
      model_.eval();
    }
    model_.rst_n = 1;
    cycle_ = 0;
  }

  /// One clock cycle, offering `word` (layout.words 64-bit words) when given;
  /// true when the unit took it in this cycle.
  bool cycle(std::span<const std::uint64_t> word = {}) {
    model_.instr_valid = word.empty() ? 0 : 1;
    for (size_t w = 0; w < word.size(); ++w) setBits(model_.instr, static_cast<int>(64 * w), 64, word[w]);
    model_.clk = 0;
    model_.eval();
    // Reads: combinational, from the buffers as they are before this cycle's writes.
    if (model_.in_rd_en) {
      const std::int64_t* row = rowOf(hw::BufferKind::kInput, getBits(model_.in_rd_addr, 0, 64), "input");
      for (int i = 0; i < w_.rows; ++i)
        setBits(model_.in_rd_data, i * w_.act_bits, w_.act_bits,
                row && i < input_elements_ ? static_cast<std::uint64_t>(row[i]) : 0);
    }
    if (model_.wt_rd_en) {
      const std::int64_t* row = rowOf(hw::BufferKind::kWeight, getBits(model_.wt_rd_addr, 0, 64), "weight");
      for (int j = 0; j < w_.cols; ++j)
        setBits(model_.wt_rd_data, j * w_.weight_bits, w_.weight_bits,
                row && j < weight_elements_ ? static_cast<std::uint64_t>(row[j]) : 0);
    }
    for (int j = 0; j < w_.cols; ++j) {
      if (!getBits(model_.out_rd_en, j, 1)) continue;
      const std::int64_t* row = rowOf(hw::BufferKind::kOutput, outAddress(j), "output");
      setBits(model_.out_rd_data, j * w_.acc_bits, w_.acc_bits,
              row && j < output_elements_ ? static_cast<std::uint64_t>(row[j]) : 0);
    }
    model_.eval();
    const bool took = model_.instr_valid && model_.instr_ready;
    // Writes: sampled before the edge, applied after it.
    writes_.clear();
    for (int j = 0; j < w_.cols; ++j)
      if (getBits(model_.out_wr_en, j, 1))
        writes_.push_back({outAddress(j), j, signExtend(getBits(model_.out_wr_data, j * w_.acc_bits, w_.acc_bits), w_.acc_bits)});
    model_.clk = 1;
    model_.eval();
    for (const Write& w : writes_) {
      std::int64_t* row = rowOf(hw::BufferKind::kOutput, w.row, "output");
      if (row && w.column < output_elements_) row[w.column] = w.value;
    }
    ++cycle_;
    return took;
  }

  /// Serves the ports from `core`'s buffers from now on.
  void bind(sim::FunctionalCore& core) { core_ = &core; }
  /// Cycles since reset().
  std::int64_t now() const { return cycle_; }
  /// Instructions taken and completed (results visible) since reset.
  std::uint32_t accepted() const { return model_.accepted; }
  std::uint32_t completed() const { return model_.completed; }
  /// The first port access outside a buffer, if any.
  const std::optional<std::string>& error() const { return error_; }
  Model& model() { return model_; }

 private:
  struct Write {
    std::uint64_t row;
    int column;
    std::int64_t value;
  };

  std::uint64_t outAddress(int column) const {
    return getBits(model_.out_addr, column * w_.out_addr_bits, w_.out_addr_bits);
  }

  std::int64_t* rowOf(hw::BufferKind buffer, std::uint64_t row, const char* name) {
    std::int64_t* data = core_->bufferRow(buffer, static_cast<std::int64_t>(row));
    if (!data && !error_)
      error_ = fmt::format("cycle {}: the compute unit accessed row {} of the {} buffer, outside it", cycle_, row, name);
    return data;
  }

  const hw::Spec& spec_;
  Model& model_;
  sim::FunctionalCore* core_;
  PortWidths w_;
  std::int64_t input_elements_ = 0, weight_elements_ = 0, output_elements_ = 0;
  std::int64_t cycle_ = 0;
  std::vector<Write> writes_;
  std::optional<std::string> error_;
};

}  // namespace tessera::rtl
