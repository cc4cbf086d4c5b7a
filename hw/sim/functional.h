// Functional execution of a Program: what each instruction does to the
// scratchpad and DRAM, bit for bit, without time.
//
// This is the data half of the simulator: the SystemC model decides *when*
// an instruction runs (queues, tokens, latencies) and asks this core *what*
// it does. Semantics are those of hw/isa/isa.h and docs/backend.md
// ("How codegen uses the ISA"), for integer number formats:
//   DRAM       bytes; element i of a transfer row sits at bit i * bits of the
//              row (low bits first: two int4 values per byte, the first in
//              the low nibble), two's complement, sign-extended on LOAD and
//              truncated to the activation width on STORE (the vector unit
//              has already clamped);
//   buffers    rows of elements_per_row values: input at the activation
//              width, weight at the weight width, output at the accumulator
//              width (a LOAD into it reads accumulator-wide constants);
//   COMPUTE    out[output_row + d][j] (+)= sum_i in[input_row + d][i] * W[i][j],
//              W the tile_rows x tile_cols weights preloaded from
//              weight_row (kept until the next preload), sums wrapping at
//              the accumulator width;
//   VECTOR     per row i < count and lane j < lanes, from src (and the
//              operand) to dst: bias_add (one operand row for every row),
//              add (the operand first scaled by the fixed-point multiplier
//              when it is nonzero: a quantized residual), mul, max_pool
//              (max), avg_pool (sum, scaled by the multiplier when it is
//              nonzero), relu, clip, requantize (TFLite
//              MultiplyByQuantizedMultiplier, + zero point, clamp unless
//              clamp_min > clamp_max; per_lane: multiplier and shift from the
//              operand rows; bias: a row before them added first,
//              wrapped to the accumulator width). All rows are read before any is written.
//              A row of more lanes than a buffer's row spans consecutive
//              rows of that buffer (isa.h, VectorFields: row width).
//   compressed weights (N:M, bitmask; hw/isa/weight_codec.h): a weight LOAD
//              moves the stored bytes as rows of the fold width (tile_cols
//              elements); a COMPUTE preloading weights decompresses
//              tile_rows x tile_cols codes from weight_row on, under the
//              encoding the host set for the kernel (setWeightEncoding: no
//              instruction says whether a kernel's weights are compressed;
//              the compiled Program's kernel table does, in memory only).
// Float formats (fp16, bf16; isa.h): buffers hold the raw bits, input and
// weight rows in the 16-bit format, output rows fp32. A STORE from the
// output buffer rounds to the format (nearest even); COMPUTE sums
// out = fma(x[n-1], w[n-1], ... fma(x[0], w[0], acc)) in fp32, acc the
// output row (accumulate) or +0, so a reduction split into folds sums in
// one order; VECTOR computes each op in fp32 and rounds once (a
// requantize is the conversion to the format), writing fp32 to the output
// buffer and the format to the input buffer.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/isa/weight_codec.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::sim {

/// The architectural state and the instructions' effects on it.
class FunctionalCore {
 public:
  /// An accelerator of `spec` with `dram_bytes` of zeroed DRAM.
  FunctionalCore(const hw::Spec& spec, std::int64_t dram_bytes);

  /// Applies one instruction (HALT: nothing). Errors name the instruction's
  /// field that leaves a buffer or DRAM, or a vector op the spec's number
  /// format does not define.
  Status execute(const isa::Instruction& instruction);

  /// How the weights a COMPUTE preloads are stored (dense by default). The
  /// host sets it per kernel from the Program's kernel table
  /// (ProgramKernel::weight_compression < 1: the spec's sparsity format);
  /// instructions do not carry it.
  void setWeightEncoding(isa::WeightEncoding encoding);
  /// The encoding setWeightEncoding() set last.
  isa::WeightEncoding weightEncoding() const { return weight_encoding_; }
  /// Multiply-accumulates the COMPUTEs so far performed with a zero operand
  /// (input element or weight): what sparsity.zero_gating gates (energy, not
  /// cycles). Counted from the data, since the core was built, on a spec
  /// with zero gating only (0 otherwise: nothing prices them).
  std::int64_t zeroProducts() const { return zero_products_; }
  /// Adds products another compute unit counted while it computed on this
  /// core's buffers (the RTL's gated products under `tessera sim --rtl`).
  void addZeroProducts(std::int64_t count) { zero_products_ += count; }

  /// DRAM bytes, to fill before and read after a run.
  std::vector<std::uint8_t>& dram() { return dram_; }
  const std::vector<std::uint8_t>& dram() const { return dram_; }

  /// Element `index` of `bits` at byte `address` (sign-extended), and its inverse.
  std::int64_t readElement(std::int64_t address, std::int64_t index, int bits) const;
  void writeElement(std::int64_t address, std::int64_t index, int bits, std::int64_t value);

  /// Element `e` of row `row` of `buffer`.
  std::int64_t bufferElement(hw::BufferKind buffer, std::int64_t row, std::int64_t e) const;

  /// Row `row` of `buffer` (its elements_per_row values), or nullptr outside
  /// the buffer: for a compute unit outside this core (the RTL co-simulation,
  /// rtl/glue) that reads and writes the same buffers.
  std::int64_t* bufferRow(hw::BufferKind buffer, std::int64_t row);

 private:
  Status transfer(bool load, const isa::TransferFields& t);
  Status compute(const isa::ComputeFields& f);
  Status preloadCompressed(const isa::ComputeFields& f);
  Status computeFloat(const isa::ComputeFields& f);
  void countZeroProducts(const isa::ComputeFields& f);
  Status vector(const isa::VectorFields& f);
  /// Buffer rows per VECTOR row of the source, operand and destination (isa::vectorRowSpan).
  struct Spans {
    std::uint64_t src = 1, operand = 1, dst = 1;
  };
  Status vectorFloat(const isa::VectorFields& f, std::int64_t lanes, const Spans& spans);
  /// Float formats: an element of `buffer` (its raw bits) as fp32, and back (rounded to the format).
  float toFloat(std::int64_t raw, hw::BufferKind buffer) const;
  std::int64_t fromFloat(float value, hw::BufferKind buffer) const;
  float roundToFormat(float value) const;
  Status checkRows(hw::BufferKind buffer, std::uint64_t first, std::uint64_t count, const char* field) const;
  std::int64_t* row(hw::BufferKind buffer, std::uint64_t r);
  std::int64_t wrap(std::int64_t value, int bits) const;

  const hw::Spec& spec_;
  hw::NumberFormat format_;
  std::vector<std::uint8_t> dram_;
  std::array<std::vector<std::int64_t>, 3> buffers_;
  std::array<std::int64_t, 3> row_elements_{};
  std::array<std::int64_t, 3> rows_{};
  std::array<int, 3> bits_{};
  std::vector<std::int64_t> weights_;  ///< the array's preloaded weights, tile_rows x cols
  std::vector<float> weights_float_;   ///< float formats: the preloaded weights as fp32
  std::int64_t weight_rows_ = 0;
  isa::WeightEncoding weight_encoding_ = isa::WeightEncoding::kDense;
  std::int64_t zero_products_ = 0;
  std::vector<std::int64_t> zero_weights_;  ///< per preloaded weight row, zeros among zero_weights_cols_ columns
  std::uint64_t zero_weights_cols_ = 0;     ///< 0: not counted since the last preload
};

/// The dependency-token queues under sequential execution in stream order:
/// each pop must find a token its neighbour pushed earlier in the stream, or
/// stream order would not be a schedule the hardware could run.
class SequentialTokens {
 public:
  /// Pops then pushes the tokens of instruction `index`.
  Status step(const isa::Instruction& instruction, std::size_t index);
  /// True when every queue is empty (the end of a program).
  bool drained() const;

 private:
  /// tokens_[from][to]: tokens stage `from` pushed towards neighbour `to`.
  std::array<std::array<std::int64_t, 4>, 4> tokens_{};
};

}  // namespace tessera::sim
