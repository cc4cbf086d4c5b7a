// Step immediates: requantize multipliers, zero points and clamp bounds for a spec's number format.
//
// Used by planKernel (kernel_plan.cpp), which decides which steps run and
// where; this decides what their immediates are, step by step in chain
// order, tracking what the data are at each point:
//   integer format, array kernel   int32 sums (scale s_x * s_w) until the
//                                  kernel's requantize, then the grid of
//                                  the QuantizeLinear / tessera.Requantize
//                                  it takes its parameters from
//   integer format, vector kernel  the grid of the last QuantizeLinear run
//                                  (unknown before the first)
//   float format                   real values: relu/clip carry real bounds,
//                                  requantize none
// A bound is quantized as TFLite quantizes fused activations:
// q(b) = zero_point + round(b / scale), clamped to the grid's [qmin, qmax].
// Model grids are moved onto the spec's signed activations (an unsigned
// grid down by 2^(bits - 1), the usual uint8 -> int8 shift).
// Per-channel scales (quantize --per-channel, or a tessera.Requantize with
// one multiplier per channel) on an array kernel's sums become
// StepImmediates::channels: the requantize reads each lane's multiplier and
// shift from operand rows (OperandKind::kRequantize) loaded from a constant
// region per kernel, whose values channelRequantize() returns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/plan/kernel_plan.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Per-output-channel requantization of an array kernel's int32 sums, the
/// values of its DRAM constant "<kernel>/requantize" (requantizeRegionName,
/// memory_plan.h). Byte layout (dram_layout.h requantizeShiftOffset): the
/// `multipliers` row, then the `shifts` row starting
/// packedBytes(channels, accumulator_bits) bytes later; channel c is element
/// c of each row; every value is one accumulator-precision element, little
/// endian, the multiplier as its raw bits (as the VECTOR multiplier field
/// holds it) and the shift in two's complement. Channels are the model's
/// output channels in order (conv: group-major, g * k of them; product: k),
/// which is also the order of a grouped convolution packed block-diagonal
/// (pack.h: packed channel g' * P * k + j is model channel g' * P * k + j).
/// requantize semantics per lane: isa::requantize(sum, {multipliers[c],
/// shifts[c]}, zero_point, clamp_min, clamp_max), the per-tensor zero point
/// and clamp from the VECTOR immediates.
struct ChannelRequantize {
  std::vector<std::int32_t> multipliers;  ///< isa::FixedPointMultiplier::multiplier, in [2^30, 2^31)
  std::vector<std::int32_t> shifts;       ///< isa::FixedPointMultiplier::shift: > 0 left, < 0 rounding right
};

/// The per-channel requantize of `plan` (its step with OperandKind::kRequantize);
/// nullopt when the plan has none (per-tensor scale, float format, no scales).
std::optional<ChannelRequantize> channelRequantize(const KernelPlan& plan);

/// The per-channel requantize of `kernel` on `spec`: plans it (planKernel)
/// and returns channelRequantize(plan). `kernel` may be the model's or its
/// packed form (packGroups): both give the same values. Errors: planKernel's.
Expected<std::optional<ChannelRequantize>> channelRequantize(const hw::Spec& spec, const Kernel& kernel);

/// Note (once per program) for a model without any quantization on an integer spec.
inline constexpr const char* kNeedsQuantizedModel =
    "requantize parameters need a quantized model: run tessera quantize first "
    "(requantize multiplier 0, Clip bounds at the activation format's range)";

class Immediates {
 public:
  /// `array`: the kernel runs array work (its vector ops start on int32 sums on integer formats).
  /// Notes about what the ISA cannot express go to `notes`.
  Immediates(const hw::Spec& spec, const Kernel& kernel, bool array, std::vector<std::string>& notes);

  /// False when vector_ops[i] is the identity on this format and emits no
  /// step: a DequantizeLinear on integer formats, or the QuantizeLinear the
  /// kernel's requantize already applied (placed before a pooling).
  bool runs(size_t i) const;
  /// True when vector_ops[i] is the kernel's requantize of its int32 sums.
  bool isKernelRequantize(size_t i) const;
  /// The immediates of vector_ops[i], run at this point of the chain.
  StepImmediates of(size_t i);
  /// The kernel's requantize of its int32 sums (appended before a pooling or at the end, or one of its ops).
  StepImmediates kernelRequantize();
  /// Appends `step`, folding a Relu/Clip into an adjacent requantize on integer
  /// formats; a requantize with per-channel multipliers gets its operand
  /// (OperandKind::kRequantize).
  void append(std::vector<VectorStep>& steps, VectorStep step);
  /// Notes Clips left on int32 sums (their bounds do not fit the clamp fields).
  void finish();

 private:
  struct Grid {
    QuantGrid grid;       ///< on the spec's activation format
    bool scaled = false;  ///< grid.scale is known (> 0)
  };
  /// A model grid on the spec's activation format (`report`: note when it does not fit).
  QuantGrid onFormat(const QuantGrid& grid, bool report = true);
  /// Requantize immediates to `grid` by `multipliers` (one: the immediates;
  /// one per output channel of the array's sums, `sums`: StepImmediates::channels;
  /// none: unknown, multiplier 0).
  StepImmediates requantizeTo(const QuantGrid& grid, std::vector<isa::FixedPointMultiplier> multipliers,
                              bool sums = false);
  /// q(b) on the current grid; nullopt when it needs a scale that is not known.
  std::optional<std::int64_t> quantizeBound(double bound) const;
  /// Narrows requantize `rq` to the real bounds [lo, hi] (one that cannot be quantized: the format's).
  void fold(StepImmediates& rq, double lo, double hi) const;
  void note(const std::string& text);

  const Kernel& kernel_;
  std::vector<std::string>& notes_;
  bool integer_ = true;
  bool array_ = false;
  std::int64_t format_min_ = -128, format_max_ = 127;
  bool unscaled_ = false;  ///< the kernel's sums have no output scale (kernelRequantize: multiplier 0)
  int source_ = -1;            ///< vector_ops index of the kernel requantize's parameters (-1: none)
  bool on_sums_ = false;       ///< the data are the array's int32 sums
  std::optional<Grid> current_;  ///< grid of the data (integer formats)
  int clips_on_sums_ = 0;      ///< Clips emitted on int32 sums and not folded yet
  bool requantizing_sums_ = false;  ///< kernelRequantize() ran; its step is the next requantize appended
};

}  // namespace tessera::backend
