// Step immediates for a spec's number format (see immediates.h).
#include "compiler/backend/plan/immediates.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::backend {
namespace {

using hw::VectorOp;

constexpr double kInf = std::numeric_limits<double>::infinity();

bool isBound(VectorOp op) { return op == VectorOp::kRelu || op == VectorOp::kClip; }

/// Output channels of an array kernel's sums (a convolution's groups included).
std::int64_t outputChannels(const Kernel& kernel) {
  return kernel.kind == KernelKind::kConv ? kernel.shape.g * kernel.shape.k : kernel.shape.k;
}

}  // namespace

std::optional<ChannelRequantize> channelRequantize(const KernelPlan& plan) {
  for (const std::vector<VectorStep>* steps : {&plan.chain, &plan.after_pool})
    for (const VectorStep& step : *steps) {
      if (step.operand.kind != OperandKind::kRequantize) continue;
      ChannelRequantize rows;
      for (const isa::FixedPointMultiplier& m : step.immediates.channels) {
        rows.multipliers.push_back(m.multiplier);
        rows.shifts.push_back(m.shift);
      }
      return rows;
    }
  return std::nullopt;
}

Expected<std::optional<ChannelRequantize>> channelRequantize(const hw::Spec& spec, const Kernel& kernel) {
  auto plan = planKernel(spec, kernel);
  if (!plan) return plan.status();
  return channelRequantize(*plan);
}

Immediates::Immediates(const hw::Spec& spec, const Kernel& kernel, bool array, std::vector<std::string>& notes)
    : kernel_(kernel), notes_(notes), array_(array) {
  const hw::Precision& precision = spec.params().precision;
  integer_ = precision.number_format == hw::NumberFormat::kInt;
  const int bits = precision.activation_bits;
  format_min_ = -(std::int64_t{1} << (bits - 1));
  format_max_ = (std::int64_t{1} << (bits - 1)) - 1;
  if (!integer_) {
    for (size_t i = 0; i < kernel.vector_ops.size(); ++i)
      if (kernel.paramsOf(i).role == QuantRole::kQuantize || kernel.paramsOf(i).role == QuantRole::kDequantize)
        note(fmt::format("QuantizeLinear/DequantizeLinear on a {} point run as format conversions (immediates 0): the "
                         "model's integer grid is not emulated",
                         hw::name(precision.number_format)));
    return;
  }
  on_sums_ = array;
  if (!array) return;
  // The kernel's requantize takes its parameters from the group's tessera.Requantize, else its first QuantizeLinear.
  for (QuantRole role : {QuantRole::kRequantize, QuantRole::kQuantize}) {
    for (size_t i = 0; i < kernel.vector_ops.size() && source_ < 0; ++i)
      if (kernel.paramsOf(i).role == role && kernel.paramsOf(i).grid) source_ = static_cast<int>(i);
  }
  if (kernel.input_grid) {
    const QuantGrid input = onFormat(*kernel.input_grid, false);  // its producer notes a grid that does not fit
    if (input.zero_point != 0)
      note(fmt::format("kernel '{}' ({}): the input zero point {} is not subtracted on the array (asymmetric "
                       "activations): its sums are off by {} * sum(w) per output",
                       kernel.name, kernel.ops, input.zero_point, input.zero_point));
  }
}

void Immediates::note(const std::string& text) {
  if (std::find(notes_.begin(), notes_.end(), text) == notes_.end()) notes_.push_back(text);
}

QuantGrid Immediates::onFormat(const QuantGrid& grid, bool report) {
  QuantGrid g = grid;
  // An unsigned grid too wide for the signed format moves down by 2^(bits - 1): uint8 [0, 255] -> int8 [-128, 127].
  const std::int64_t offset = g.qmin >= 0 && g.qmax > format_max_ ? format_min_ : 0;
  g.qmin += offset;
  g.qmax += offset;
  g.zero_point += offset;
  if (report && (g.qmin < format_min_ || g.qmax > format_max_ || g.zero_point < format_min_ || g.zero_point > format_max_))
    note(fmt::format("kernel '{}' ({}): the model's integer grid [{}, {}] (zero point {}) does not fit the spec's "
                     "[{}, {}] activations: clamped to the format",
                     kernel_.name, kernel_.ops, grid.qmin, grid.qmax, grid.zero_point, format_min_, format_max_));
  g.qmin = std::clamp(g.qmin, format_min_, format_max_);
  g.qmax = std::clamp(g.qmax, g.qmin, format_max_);
  g.zero_point = std::clamp(g.zero_point, format_min_, format_max_);
  return g;
}

StepImmediates Immediates::requantizeTo(const QuantGrid& grid, std::vector<isa::FixedPointMultiplier> multipliers,
                                        bool sums) {
  const bool wide = grid.qmin > grid.qmax;  // no clamp: the value stays accumulator-wide (a residual's finer grid)
  const QuantGrid g = wide ? grid : onFormat(grid);
  StepImmediates s;
  s.zero_point = g.zero_point;
  s.clamp_min = g.qmin;
  s.clamp_max = g.qmax;
  const bool per_tensor =
      !multipliers.empty() && std::all_of(multipliers.begin(), multipliers.end(), [&](isa::FixedPointMultiplier m) {
        return m.multiplier == multipliers[0].multiplier && m.shift == multipliers[0].shift;
      });
  if (per_tensor) {
    s.multiplier = multipliers[0].multiplier;
    s.shift = multipliers[0].shift;
  } else if (sums && array_ && static_cast<std::int64_t>(multipliers.size()) == outputChannels(kernel_)) {
    // One per output channel: read per lane from operand rows (OperandKind::kRequantize).
    s.channels = std::move(multipliers);
  } else if (!multipliers.empty()) {
    // Only an array kernel's sums sit one output channel per lane; a vector
    // kernel's rows are flat runs of elements.
    note(fmt::format("kernel '{}' ({}): per-channel requantization ({} multipliers) {}: multiplier 0 "
                     "(docs/backend.md, Immediates)",
                     kernel_.name, kernel_.ops, multipliers.size(),
                     sums && array_ ? fmt::format("does not match the array's {} output channels",
                                                  outputChannels(kernel_))
                                    : std::string("outside an array kernel's sums, where rows do not hold one "
                                                  "output channel per lane")));
  }
  if (wide)
    current_.reset();  // an intermediate grid: no bound folds into it
  else
    current_ = Grid{g, g.scale > 0};
  return s;
}

StepImmediates Immediates::kernelRequantize() {
  on_sums_ = false;
  requantizing_sums_ = true;
  if (source_ < 0) {
    current_.reset();
    unscaled_ = true;
    bool quantized = !kernel_.accumulator_scales.empty() || kernel_.input_grid.has_value();
    for (size_t i = 0; i < kernel_.vector_ops.size(); ++i) quantized |= kernel_.paramsOf(i).role != QuantRole::kNone;
    note(quantized ? fmt::format("kernel '{}' ({}): no QuantizeLinear with a constant per-tensor grid follows its "
                                 "array work, so its int32 sums have no output scale: requantize multiplier 0",
                                 kernel_.name, kernel_.ops)
                   : std::string(kNeedsQuantizedModel));
    return {};
  }
  const VectorParams& p = kernel_.paramsOf(static_cast<size_t>(source_));
  std::vector<isa::FixedPointMultiplier> multipliers;
  if (p.role == QuantRole::kRequantize) {
    multipliers = p.multipliers;
  } else if (kernel_.accumulator_scales.empty() || !(p.grid->scale > 0)) {
    note(fmt::format("kernel '{}' ({}): the model does not quantize both operands of its array work, so its int32 "
                     "sums have no scale: requantize multiplier 0",
                     kernel_.name, kernel_.ops));
  } else {
    // s_x * s_w[c] / s_y per output channel, in the fixed-point form tessera.Requantize uses.
    for (double s : kernel_.accumulator_scales) {
      Expected<isa::FixedPointMultiplier> m = isa::fixedPointMultiplier(s / p.grid->scale);
      if (!m) {
        note(fmt::format("kernel '{}' ({}): {}: requantize multiplier 0", kernel_.name, kernel_.ops,
                         m.status().diagnostics().front().message));
        multipliers.clear();
        break;
      }
      multipliers.push_back(*m);
    }
  }
  return requantizeTo(*p.grid, std::move(multipliers), true);
}

bool Immediates::isKernelRequantize(size_t i) const {
  return integer_ && array_ && on_sums_ && kernel_.vector_ops[i] == VectorOp::kRequantize;
}

bool Immediates::runs(size_t i) const {
  if (!integer_) return true;
  const VectorParams& p = kernel_.paramsOf(i);
  if (p.role == QuantRole::kDequantize) return false;
  return !(p.role == QuantRole::kQuantize && static_cast<int>(i) == source_ && !on_sums_);
}

std::optional<std::int64_t> Immediates::quantizeBound(double bound) const {
  if (!current_) return std::nullopt;
  const QuantGrid& g = current_->grid;
  if (bound == 0) return std::clamp(g.zero_point, g.qmin, g.qmax);
  if (std::isinf(bound)) return bound < 0 ? g.qmin : g.qmax;
  if (!current_->scaled) return std::nullopt;
  const double q = std::round(bound / g.scale) + static_cast<double>(g.zero_point);  // TFLite: round half away
  return static_cast<std::int64_t>(std::clamp(q, static_cast<double>(g.qmin), static_cast<double>(g.qmax)));
}

StepImmediates Immediates::of(size_t i) {
  const VectorOp op = kernel_.vector_ops[i];
  const VectorParams& p = kernel_.paramsOf(i);
  StepImmediates s;
  if (isBound(op)) {
    s.real_min = p.min.value_or(op == VectorOp::kRelu ? 0.0 : -kInf);
    s.real_max = p.max.value_or(kInf);
    if (!integer_) return s;
    if (on_sums_) {
      // int32 sums: relu's 0 is exact; a clip's bounds only fold into the requantize (append()).
      if (op == VectorOp::kClip) {
        s.clamp_min = format_min_;
        s.clamp_max = format_max_;
        ++clips_on_sums_;
      }
      return s;
    }
    if (op == VectorOp::kRelu) {
      s.clamp_min = quantizeBound(0).value_or(0);
      return s;
    }
    s.clamp_min = quantizeBound(s.real_min).value_or(format_min_);
    s.clamp_max = quantizeBound(s.real_max).value_or(format_max_);
    return s;
  }
  if (op == VectorOp::kAdd && integer_ && !p.multipliers.empty()) {  // tessera.ScaledAdd: the operand's multiplier
    s.multiplier = p.multipliers[0].multiplier;
    s.shift = p.multipliers[0].shift;
    return s;
  }
  if (op != VectorOp::kRequantize || !integer_) return s;
  if (isKernelRequantize(i)) return kernelRequantize();
  if (p.role == QuantRole::kRequantize && p.grid) return requantizeTo(*p.grid, p.multipliers);
  if (p.role == QuantRole::kQuantize && p.grid) {
    // Integers of the input's grid to this one: s_in / s_out.
    const double in = p.input_scale > 0 ? p.input_scale : current_ && current_->scaled ? current_->grid.scale : 0;
    std::vector<isa::FixedPointMultiplier> multipliers;
    if (in > 0 && p.grid->scale > 0) {
      if (auto m = isa::fixedPointMultiplier(in / p.grid->scale)) multipliers.push_back(*m);
    } else {
      note(fmt::format("kernel '{}' ({}): QuantizeLinear of a float tensor, which integer hardware does not hold "
                       "(the host quantizes graph inputs): requantize multiplier 0",
                       kernel_.name, kernel_.ops));
    }
    return requantizeTo(*p.grid, std::move(multipliers));
  }
  return s;
}

void Immediates::fold(StepImmediates& rq, double lo, double hi) const {
  // Unscaled (a timing-only model: no grid to quantize a bound on), a bound
  // keeps the format's range, as the Relu/Clip's own immediates would (of()).
  rq.clamp_min = std::max(rq.clamp_min, quantizeBound(lo).value_or(format_min_));
  rq.clamp_max = std::min(rq.clamp_max, quantizeBound(hi).value_or(format_max_));
  rq.clamp_min = std::min(rq.clamp_min, rq.clamp_max);  // ONNX Clip with min > max gives max
}

void Immediates::append(std::vector<VectorStep>& steps, VectorStep step) {
  if (step.op == VectorOp::kRequantize && !step.immediates.channels.empty())
    step.operand = {OperandKind::kRequantize, -1, false};
  const bool from_sums = requantizing_sums_ && step.op == VectorOp::kRequantize;
  if (step.op == VectorOp::kRequantize) requantizing_sums_ = false;
  if (integer_ && (current_ || unscaled_) && step.op == VectorOp::kRequantize) {
    // A Relu/Clip just before the requantize folds into its clamp: quantization
    // is monotone (non-decreasing), so Q(clamp(x, lo, hi)) = clamp(Q(x), q(lo), q(hi))
    // for every x, on int32 sums as on real values: clipping the sums first and
    // clamping the requantized values after give the same integers. Sums with
    // no output scale (a timing-only model) fold it too, so the Program runs
    // the vector ops a quantized model's would.
    while (!steps.empty() && isBound(steps.back().op) && steps.back().operand.kind == OperandKind::kNone) {
      const VectorStep& before = steps.back();
      fold(step.immediates, before.immediates.real_min, before.immediates.real_max);
      if (before.op == VectorOp::kClip && from_sums) --clips_on_sums_;
      steps.pop_back();
    }
  } else if (integer_ && current_ && !on_sums_ && isBound(step.op) && !steps.empty() &&
             steps.back().op == VectorOp::kRequantize) {
    // ... and one just after it (TFLite's fused activation) too.
    fold(steps.back().immediates, step.immediates.real_min, step.immediates.real_max);
    return;
  }
  steps.push_back(step);
}

void Immediates::finish() {
  if (clips_on_sums_ > 0)
    note(fmt::format("kernel '{}' ({}): a Clip on the int32 sums that does not precede the requantize keeps the "
                     "activation format's range (the clamp fields hold activation values)",
                     kernel_.name, kernel_.ops));
}

}  // namespace tessera::backend
