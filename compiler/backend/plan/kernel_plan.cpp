// Kernel plans: accelerator ops, operands and host remainder (see kernel_plan.h).
#include "compiler/backend/plan/kernel_plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <variant>

#include "compiler/backend/plan/immediates.h"
#include "hw/isa/fixed_point.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;

bool isPool(VectorOp op) { return op == VectorOp::kMaxPool || op == VectorOp::kAvgPool; }

bool isBinary(VectorOp op) { return op == VectorOp::kAdd || op == VectorOp::kMul; }

Status kernelError(const Kernel& kernel, const std::string& message) {
  return Status::error(fileError("<kernel>", fmt::format("kernel '{}' ({}): {}", kernel.name, kernel.ops, message)));
}

/// Hands out a kernel's tensors to the ops that consume them, in order.
class OperandPool {
 public:
  OperandPool(const Kernel& kernel, const KernelPlan& plan) : kernel_(kernel) {
    used_inputs_.assign(kernel.inputs.size(), false);
    used_weights_.assign(kernel.weights.size(), false);
    if (plan.array_input >= 0) used_inputs_[static_cast<size_t>(plan.array_input)] = true;
    if (plan.array_rhs >= 0) used_inputs_[static_cast<size_t>(plan.array_rhs)] = true;
    if (plan.array_weight >= 0) used_weights_[static_cast<size_t>(plan.array_weight)] = true;
    // A Concat's operands are no binary op's (whether the Concat runs here or on the host).
    for (const GroupConcat& c : kernel.concats)
      for (const GroupConcat::Part& part : c.parts) used_inputs_[static_cast<size_t>(part.input)] = true;
  }

  Operand bias() {
    for (size_t i = 0; i < kernel_.weights.size(); ++i)
      if (!used_weights_[i]) {
        used_weights_[i] = true;
        return {OperandKind::kBias, static_cast<int>(i), true};
      }
    return {OperandKind::kSelf, -1, false};
  }

  Operand binary(std::int64_t result_elements) {
    for (size_t i = 0; i < kernel_.inputs.size(); ++i)
      if (!used_inputs_[i]) {
        used_inputs_[i] = true;
        return {OperandKind::kActivation, static_cast<int>(i), false};
      }
    for (size_t i = 0; i < kernel_.weights.size(); ++i)
      if (!used_weights_[i]) {
        used_weights_[i] = true;
        return {OperandKind::kConstant, static_cast<int>(i), kernel_.weights[i].elements < result_elements};
      }
    return {OperandKind::kSelf, -1, false};
  }

 private:
  const Kernel& kernel_;
  std::vector<bool> used_inputs_, used_weights_;
};

std::int64_t isqrt(std::int64_t v) {
  auto r = static_cast<std::int64_t>(std::llround(std::sqrt(static_cast<double>(v))));
  while (r * r > v) --r;
  while ((r + 1) * (r + 1) <= v) ++r;
  return r;
}

/// Pooling over an n x p x q map of `channels`, writing `result_elements`.
std::optional<PoolPlan> poolPlan(const Kernel& kernel, VectorOp op, std::int64_t n, std::int64_t channels,
                                 std::int64_t in_h, std::int64_t in_w, std::int64_t result_elements,
                                 std::vector<std::string>& notes) {
  PoolPlan plan;
  plan.op = op;
  if (kernel.pool.r > 0) {
    plan.window = kernel.pool;
    plan.input = kernel.pool_input;
    if (plan.input.in_h == 0) {
      auto inferred = inferWindowInput(plan.window, in_h * in_w, kernel.name);
      if (!inferred) {
        notes.push_back(inferred.status().diagnostics().front().message);
        return std::nullopt;
      }
      plan.input = *inferred;
    }
    return plan;
  }
  // Not stated by lowering: a global window, or a non-overlapping square one.
  hw::model::LayerShape w;
  w.n = n;
  w.g = channels;
  if (in_h <= 0 || in_w <= 0 || channels <= 0 || result_elements <= 0) {
    notes.push_back(fmt::format("kernel '{}': pooling geometry unknown (Kernel::pool not set)", kernel.name));
    return std::nullopt;
  }
  const std::int64_t pixels_out = result_elements / (n * channels);
  if (pixels_out == 1) {
    w.r = in_h;
    w.s = in_w;
  } else if (in_h * in_w % pixels_out == 0) {
    const std::int64_t k = isqrt(in_h * in_w / pixels_out);
    if (k * k * pixels_out != in_h * in_w || in_h % k != 0 || in_w % k != 0) {
      notes.push_back(fmt::format("kernel '{}': pooling geometry unknown (Kernel::pool not set)", kernel.name));
      return std::nullopt;
    }
    w.r = w.s = w.stride_h = w.stride_w = k;
  }
  w.p = (in_h - w.r) / w.stride_h + 1;
  w.q = (in_w - w.s) / w.stride_w + 1;
  plan.window = w;
  plan.input = {in_h, in_w, 0, 0};
  return plan;
}

/// Why an array kernel's pooling cannot read what its array pass writes
/// (n x h x w pixels of `channels`; 0: not known), or "" when it can: an op
/// between them (a Slice, a Pad, a broadcasting Add) changed the shape.
std::string poolInputProblem(const Kernel& kernel, std::int64_t n, std::int64_t channels, std::int64_t h,
                             std::int64_t w) {
  const hw::model::LayerShape& pool = kernel.pool;
  const WindowInput& in = kernel.pool_input;
  if (pool.r <= 0 || channels <= 0) return {};
  const bool pixels_known = in.in_h > 0 && h > 0;
  if (pool.g == channels && pool.n == n && (!pixels_known || (in.in_h == h && in.in_w == w))) return {};
  return fmt::format(
      "kernel '{}': the pooling reads {} x {} channels of {}x{} pixels, the array pass writes {} x {} "
      "of {}x{}: an op between them changes the shape, so the pooling runs on the host",
      kernel.name, pool.n, pool.g, in.in_h, in.in_w, n, channels, h, w);
}

/// How the stores place a product's transposed result (see ResultPlacement),
/// or why they cannot: the widest column block, dividing N, in which every
/// result row's columns lie one common stride apart in the output.
std::variant<ResultPlacement, std::string> placementOf(const Kernel& kernel, int activation_bits) {
  const std::int64_t n = kernel.shape.k, rows = n > 0 ? kernel.shape.outputElements() / n : 0;
  const ResultView& view = kernel.result_view;
  for (std::int64_t run = n; run >= 1; --run) {
    if (n % run != 0) continue;
    const std::int64_t stride = run > 1 ? view.map(1) - view.map(0) : 1;
    bool ok = stride > 0;
    for (std::int64_t r = 0; ok && r < rows; ++r)
      for (std::int64_t b = 0; ok && b < n; b += run) {
        const std::int64_t first = view.map(r * n + b);
        if (stride == 1 && first * activation_bits % 8 != 0) ok = false;
        for (std::int64_t j = 1; ok && j < run; ++j) ok = view.map(r * n + b + j) == first + j * stride;
      }
    if (!ok) continue;
    if (run == 1 && n > 1)
      return std::string("no two result columns lie a common stride apart in the output");
    if (stride != 1 && activation_bits % 8 != 0)
      return fmt::format("the transposing store needs whole-byte elements, not {}-bit ones", activation_bits);
    if (stride == 1 && run * activation_bits % 8 != 0)
      return fmt::format("blocks of {} {}-bit columns do not end on a byte", run, activation_bits);
    return ResultPlacement{run, stride};
  }
  return std::string("no column block of the result is placed contiguously");
}

/// A quantized residual add on the sums (Conv + Add(DQ(r)) + [Relu] +
/// QuantizeLinear, ResNet's and MobileNet's blocks): the sums (scale s_acc,
/// per channel or not) and the residual's integers (scale s_r) meet on a
/// grid 2^8 finer than the output's, s_m = s_y / 2^8. The sums are
/// requantized to s_m without a clamp, the add scales its operand by
/// s_r / s_m (its multiplier), and the kernel's requantize takes the total
/// by 2^-8 to the output grid (zero point, clamp, folded activation). Two
/// roundings, like TFLite's quantized add; the result is within one step of
/// Q(s_acc * sums + s_r * r). Returns false (the plan's note stays) when a
/// scale is unknown, the residual has a zero point, or a shift is out of range.
bool rescaleResidual(const Kernel& kernel, std::vector<VectorStep>& chain) {
  std::optional<QuantGrid> residual, output;
  for (size_t i = 0; i < kernel.vector_ops.size(); ++i) {
    const VectorParams& p = kernel.paramsOf(i);
    if (p.role == QuantRole::kRequantize) return false;  // an integer form states its own multipliers
    if (p.operand_grid && !residual) residual = p.operand_grid;
    if (p.role == QuantRole::kQuantize && p.grid && p.grid->scale > 0 && !output) output = p.grid;
  }
  if (!residual || !output || residual->zero_point != 0) return false;
  std::optional<size_t> add, rq;
  for (size_t i = 0; i < chain.size(); ++i) {
    if (chain[i].op == VectorOp::kRequantize && !rq) rq = i;
    if (chain[i].op == VectorOp::kAdd && chain[i].operand.kind == OperandKind::kActivation && !rq) {
      if (add) return false;  // two residuals: not this rule
      add = i;
    }
  }
  if (!add || !rq) return false;
  constexpr int kFiner = 8;  // s_m = s_y / 2^8
  StepImmediates to_mid = chain[*rq].immediates;
  if (to_mid.multiplier == 0 && to_mid.channels.empty()) return false;  // the sums' scale is unknown
  to_mid.shift += kFiner;
  for (isa::FixedPointMultiplier& m : to_mid.channels) m.shift += kFiner;
  if (to_mid.shift > isa::kMaxShift) return false;
  for (const isa::FixedPointMultiplier& m : to_mid.channels)
    if (m.shift > isa::kMaxShift) return false;
  auto operand = isa::fixedPointMultiplier(residual->scale * (1 << kFiner) / output->scale);
  if (!operand) return false;
  to_mid.zero_point = 0;
  to_mid.clamp_min = 1;  // clamp_min > clamp_max: no clamp (isa.h)
  to_mid.clamp_max = 0;
  VectorStep mid{VectorOp::kRequantize, {}, to_mid};
  if (!to_mid.channels.empty()) mid.operand = {OperandKind::kRequantize, -1, false};
  chain[*add].immediates.multiplier = operand->multiplier;
  chain[*add].immediates.shift = operand->shift;
  VectorStep& last = chain[*rq];
  last.immediates.channels.clear();
  last.immediates.multiplier = std::int64_t{1} << 30;  // 2^30 * 2^(-7 - 31) = 2^-8
  last.immediates.shift = 1 - kFiner;
  last.operand = {};
  chain.insert(chain.begin() + static_cast<std::ptrdiff_t>(*add), mid);
  return true;
}

}  // namespace

Expected<WindowInput> inferWindowInput(const hw::model::LayerShape& shape, std::int64_t input_pixels,
                                       const std::string& kernel_name) {
  const std::int64_t hp = shape.inputRowsFor(shape.p), wp = shape.inputColsFor(shape.q);
  // d < 0: the stride leaves trailing input rows unread.
  for (std::int64_t d = -std::max(shape.stride_h, shape.stride_w); d < std::min(hp, wp); ++d) {
    if ((hp - d) * (wp - d) != input_pixels) continue;
    const std::int64_t pad = d > 0 ? (d + 1) / 2 : 0;
    return WindowInput{hp - d, wp - d, pad, pad};
  }
  return Status::error(fileError(
      "<kernel>", fmt::format("kernel '{}': cannot infer the input extents: padded input {}x{} but {} input pixels; "
                              "lowering must set Kernel::conv_input",
                              kernel_name, hp, wp, input_pixels)));
}

Expected<KernelPlan> planKernel(const hw::Spec& spec, const Kernel& kernel) {
  KernelPlan plan;
  if (!kernel.outputs.empty()) plan.result = static_cast<int>(kernel.outputs.size()) - 1;
  const hw::VectorUnit& unit = spec.params().vector_unit;
  const std::int64_t result_elements = plan.result >= 0 ? kernel.outputs.back().elements : 0;
  switch (kernel.kind) {
    case KernelKind::kView: return plan;
    case KernelKind::kHost: plan.host_ops = kernel.host_ops; return plan;
    case KernelKind::kDataMovement: return planMovement(spec, kernel, std::move(plan));
    case KernelKind::kSoftmax:
    case KernelKind::kLayerNorm:
    case KernelKind::kReduce: return planReduction(spec, kernel, std::move(plan));
    default: break;
  }
  const bool array = kernel.kind == KernelKind::kConv || kernel.kind == KernelKind::kMatMul;
  const hw::model::LayerShape& l = kernel.shape;
  std::int64_t pre_pool_channels = 0, pre_pool_h = 0, pre_pool_w = 0, batch = 1;
  if (array) {
    plan.mode = PlanMode::kArray;
    if (kernel.inputs.empty()) return kernelError(kernel, "array kernel without an activation input");
    plan.array_input = 0;
    if (!kernel.weights_constant) {
      if (kernel.inputs.size() < 2) return kernelError(kernel, "activation x activation product needs two inputs");
      plan.array_rhs = 1;
    } else {
      for (size_t i = 0; i < kernel.weights.size(); ++i)
        if (kernel.weights[i].elements == l.weightElements()) {
          plan.array_weight = static_cast<int>(i);
          break;
        }
      if (plan.array_weight < 0)
        return kernelError(kernel,
                           fmt::format("no constant with the {} weight elements of the layer", l.weightElements()));
    }
    if (kernel.kind == KernelKind::kConv) {
      plan.input_channels = l.g * l.c;
      plan.result_channels = l.g * l.k;
      if (kernel.conv_input.in_h > 0) {
        plan.conv_input = kernel.conv_input;
      } else {
        const std::int64_t planes = l.n * l.g * l.c;
        auto inferred = inferWindowInput(l, kernel.inputs[0].elements / std::max<std::int64_t>(planes, 1), kernel.name);
        if (!inferred) return inferred.status();
        plan.conv_input = *inferred;
      }
      pre_pool_channels = l.g * l.k;
      pre_pool_h = l.p;
      pre_pool_w = l.q;
      batch = l.n;
    } else {
      plan.input_channels = l.c;
      plan.result_channels = l.k;
    }
  } else {
    plan.mode = PlanMode::kVector;
    if (kernel.inputs.empty() || plan.result < 0) {
      plan.mode = PlanMode::kNone;
      plan.host_ops = kernel.host_ops;
      return plan;
    }
    plan.array_input = 0;
    if (kernel.kind == KernelKind::kPool && kernel.pool.r > 0) {
      pre_pool_channels = kernel.pool.g;
      batch = kernel.pool.n;
      const std::int64_t pixels = kernel.inputs[0].elements / std::max<std::int64_t>(batch * pre_pool_channels, 1);
      pre_pool_h = kernel.pool_input.in_h > 0 ? kernel.pool_input.in_h : kernel.pool.inputRowsFor(kernel.pool.p);
      pre_pool_w = kernel.pool_input.in_w > 0 ? kernel.pool_input.in_w : pixels / std::max<std::int64_t>(pre_pool_h, 1);
      plan.input_channels = plan.result_channels = pre_pool_channels;
    }
  }

  OperandPool operands(kernel, plan);
  Immediates immediates(spec, kernel, array, plan.notes);
  bool to_host = false, requantized = spec.params().precision.number_format != hw::NumberFormat::kInt || !array;
  auto sendToHost = [&](const std::string& op, const std::string& why) {
    to_host = true;
    plan.host_ops.push_back(op);
    if (!why.empty()) plan.notes.push_back(why);
  };
  // A Concat (kernel.h GroupConcat) before vector_ops[i]: assembled in DRAM or sent to the host.
  const std::int64_t array_pixels = l.g * l.k > 0 ? l.outputElements() / (l.g * l.k) : 0;
  auto concatProblem = [&](const GroupConcat& c) -> std::string {
    if (plan.mode != PlanMode::kArray || kernel.kind != KernelKind::kConv)
      return "a Concat runs on the accelerator only after a convolution";
    if (!c.along_channels)
      return "a Concat not along channels, or of operands other than activations, runs on the host";
    if (plan.concat) return "a second Concat runs on the host";
    if (plan.pool) return "a Concat after the pooling runs on the host";
    const int bits = spec.params().precision.activation_bits;
    if (c.own_offset * bits % 8 != 0)
      return fmt::format("the convolution's channels start at channel {}, inside a byte", c.own_offset);
    for (const GroupConcat::Part& part : c.parts) {
      if (part.offset * bits % 8 != 0)
        return fmt::format("Concat operand '{}' starts at channel {}, inside a byte",
                           kernel.inputs[static_cast<size_t>(part.input)].name, part.offset);
      if (kernel.inputs[static_cast<size_t>(part.input)].elements != array_pixels * part.channels)
        return fmt::format("Concat operand '{}' is not {} pixels of {} channels",
                           kernel.inputs[static_cast<size_t>(part.input)].name, array_pixels, part.channels);
    }
    if (c.own_offset + l.g * l.k > c.channels) return "the Concat is narrower than the convolution";
    // codegen's copyOp(): max(x, x) or a full-range clip moves the operands' rows.
    if (!unit.supports(VectorOp::kMaxPool) && !unit.supports(VectorOp::kClip))
      return "the vector unit has neither max_pool nor clip to copy the Concat's operands with";
    // The chain runs on the array's own channels only; the operands are activations already.
    bool sums_pending = !requantized;
    for (size_t j = c.before_op; j < kernel.vector_ops.size() && !isPool(kernel.vector_ops[j]); ++j) {
      const VectorOp op = kernel.vector_ops[j];
      const bool ok = op == VectorOp::kRequantize &&
                      (spec.params().precision.number_format != hw::NumberFormat::kInt ||  // a format conversion
                       kernel.paramsOf(j).role == QuantRole::kDequantize || std::exchange(sums_pending, false));
      if (!ok)
        return fmt::format("{} after a Concat applies to every channel, the array pass only to its own", hw::name(op));
    }
    return {};
  };
  size_t next_concat = 0;
  auto placeConcats = [&](size_t before_op) {
    for (; next_concat < kernel.concats.size() && kernel.concats[next_concat].before_op <= before_op; ++next_concat) {
      const GroupConcat& c = kernel.concats[next_concat];
      if (to_host) {
        plan.host_ops.emplace_back("concat");
        continue;
      }
      if (const std::string why = concatProblem(c); !why.empty()) {
        sendToHost("concat", fmt::format("kernel '{}': {}", kernel.name, why));
        continue;
      }
      plan.concat = ConcatPlan{c.own_offset, c.parts};
      plan.result_channels = pre_pool_channels = c.channels;
    }
  };
  auto placeRequantize = [&] {
    if (requantized || to_host) return;
    requantized = true;
    if (unit.supports(VectorOp::kRequantize))
      immediates.append(plan.chain, {VectorOp::kRequantize, {}, immediates.kernelRequantize()});
    else
      sendToHost("requantize", fmt::format("kernel '{}': the vector unit has no requantize", kernel.name));
  };
  // The result's Transposes (kMatMul): placed by the stores, or the host's.
  bool view_on_host = kernel.result_view.empty();
  auto viewToHost = [&](const std::string& why) {
    if (view_on_host) return;
    view_on_host = true;
    plan.placement.reset();
    plan.host_ops.emplace_back("transpose");
    if (!why.empty()) plan.notes.push_back(fmt::format("kernel '{}': {}: the Transpose runs on the host", kernel.name, why));
  };
  if (!view_on_host) {
    if (plan.mode != PlanMode::kArray || kernel.kind != KernelKind::kMatMul) {
      viewToHost("a Transpose after array work other than a matrix product");
    } else {
      auto placed = placementOf(kernel, spec.params().precision.activation_bits);
      if (auto* why = std::get_if<std::string>(&placed))
        viewToHost(*why);
      else
        plan.placement = std::get<ResultPlacement>(placed);
    }
  }
  for (size_t i = 0; i < kernel.vector_ops.size(); ++i) {
    const VectorOp op = kernel.vector_ops[i];
    placeConcats(i);
    if (i == kernel.result_view.before_op && !view_on_host && to_host) viewToHost("");
    if (i >= kernel.result_view.before_op && !view_on_host && !to_host &&
        (isBinary(op) || isPool(op) || op == VectorOp::kBiasAdd))
      viewToHost(fmt::format("{} after the Transpose needs its operand in the transposed layout", hw::name(op)));
    if (i >= kernel.host_from_op && !to_host) {
      to_host = true;
      plan.notes.push_back(fmt::format("kernel '{}': {} has no accelerator lowering; it and every later op run on "
                                       "the host",
                                       kernel.name, kernel.host_ops.empty() ? "an op" : kernel.host_ops.front()));
    }
    if (to_host) {
      plan.host_ops.emplace_back(hw::name(op));
      continue;
    }
    if (!immediates.runs(i)) continue;  // the identity on this format (a DequantizeLinear on integers)
    if (!unit.supports(op)) {
      sendToHost(std::string(hw::name(op)), fmt::format("kernel '{}': vector op {} is not supported by {}", kernel.name,
                                                        hw::name(op), spec.params().name));
      continue;
    }
    // Standalone reductions are planned by planReduction (kernel_plan_rows.cpp); inside a
    // group of other work the tile does not know the reduced axes (no flat approximation).
    if ((op == VectorOp::kExp || op == VectorOp::kReciprocal || op == VectorOp::kRsqrt) &&
        spec.params().precision.number_format == hw::NumberFormat::kInt) {
      sendToHost(std::string(hw::name(op)),
                 fmt::format("kernel '{}': {} is defined on float formats only (isa.h)", kernel.name, hw::name(op)));
      continue;
    }
    if (op == VectorOp::kReduceSum || op == VectorOp::kReduceMax) {
      sendToHost(std::string(hw::name(op)),
                 fmt::format("kernel '{}': a reduction fused with other work runs on the host (its axes are not "
                             "the tile's rows)",
                             kernel.name));
      continue;
    }
    if (op == VectorOp::kClip && !kernel.paramsOf(i).bounds_known) {
      sendToHost(std::string(hw::name(op)),
                 fmt::format("kernel '{}': Clip bounds computed at run time: the vector unit takes them as immediates",
                             kernel.name));
      continue;
    }
    if (op == VectorOp::kRequantize) requantized = true;
    if (isPool(op)) {
      if (plan.pool) {
        sendToHost(std::string(hw::name(op)),
                   fmt::format("kernel '{}': a second pooling runs on the host", kernel.name));
        continue;
      }
      if (!array && !plan.chain.empty()) {
        sendToHost(std::string(hw::name(op)),
                   fmt::format("kernel '{}': pooling after other vector ops runs on the host", kernel.name));
        continue;
      }
      const bool requantize_here = !requantized && !to_host;
      placeRequantize();
      // Max pooling commutes with the requantize; an average does not: the
      // sums are narrowed to the pooled output's grid before averaging.
      if (requantize_here && requantized && op == VectorOp::kAvgPool && !kernel.accumulator_scales.empty() &&
          spec.params().precision.number_format == hw::NumberFormat::kInt)
        plan.notes.push_back(fmt::format("kernel '{}': the sums are requantized to the average pooling's output "
                                         "grid before it averages them (the ISA pools activations): values beyond "
                                         "that grid saturate, so this kernel's result is not the model's",
                                         kernel.name));
      if (to_host) {
        plan.host_ops.emplace_back(hw::name(op));
        continue;
      }
      if (const std::string why = poolInputProblem(kernel, batch, pre_pool_channels, pre_pool_h, pre_pool_w);
          array && !why.empty()) {
        sendToHost(std::string(hw::name(op)), why);
        continue;
      }
      const std::int64_t channels = pre_pool_channels;
      plan.pool = poolPlan(kernel, op, batch, channels, pre_pool_h, pre_pool_w, result_elements, plan.notes);
      if (!plan.pool) {
        to_host = true;
        plan.host_ops.emplace_back(hw::name(op));
      }
      continue;
    }
    if (plan.pool && (isBinary(op) || op == VectorOp::kBiasAdd)) {
      sendToHost(std::string(hw::name(op)),
                 fmt::format("kernel '{}': a binary op after pooling runs on the host", kernel.name));
      continue;
    }
    VectorStep step{op, {}, immediates.of(i)};
    if (op == VectorOp::kBiasAdd)
      step.operand = operands.bias();
    else if (isBinary(op))
      step.operand = operands.binary(result_elements);
    // A residual on the int32 sums of a quantized model: rescaleResidual()
    // below brings it to the sums' grid and drops this note; when it cannot
    // (no per-tensor grid with zero point 0 for the operand: the model left
    // it float) the operand is added as it is, and the user is told.
    if (array && !requantized && step.operand.kind == OperandKind::kActivation && !kernel.accumulator_scales.empty() &&
        spec.params().precision.number_format == hw::NumberFormat::kInt)
      plan.notes.push_back(fmt::format("kernel '{}': the quantized residual {} cannot be rescaled to the sums' grid "
                                       "(the model gives its operand no per-tensor grid with zero point 0): the "
                                       "operand is added as it is, so this kernel's result is not the model's",
                                       kernel.name, hw::name(op)));
    // Two tensors already on integer grids (after the requantize, or a vector
    // kernel's activations) with different scales: the ISA adds their integers
    // as they are. Said when the model states a grid for the operand.
    const bool on_integers = !array || requantized;
    if (on_integers && isBinary(op) && step.operand.kind == OperandKind::kActivation &&
        kernel.paramsOf(i).operand_grid && spec.params().precision.number_format == hw::NumberFormat::kInt)
      plan.notes.push_back(fmt::format("kernel '{}': the {} of two quantized tensors adds their integers without "
                                       "bringing them to one grid: this kernel's result is not the model's",
                                       kernel.name, hw::name(op)));
    immediates.append(plan.pool ? plan.after_pool : plan.chain, step);
  }
  placeConcats(kernel.vector_ops.size());
  if (kernel.host_from_op != static_cast<std::size_t>(-1) && !to_host) {
    to_host = true;
    plan.notes.push_back(fmt::format("kernel '{}': {} has no accelerator lowering; it runs on the host", kernel.name,
                                     kernel.host_ops.empty() ? "an op" : kernel.host_ops.front()));
  }
  if (to_host && kernel.result_view.before_op >= kernel.vector_ops.size()) viewToHost("");
  if (!plan.pool) placeRequantize();
  immediates.finish();
  if (array && spec.params().precision.number_format == hw::NumberFormat::kInt && rescaleResidual(kernel, plan.chain))
    std::erase_if(plan.notes, [](const std::string& n) { return n.find("quantized residual") != std::string::npos; });
  plan.host_ops.insert(plan.host_ops.end(), kernel.host_ops.begin(), kernel.host_ops.end());
  if (plan.mode == PlanMode::kArray)
    plan.array_elements = plan.concat ? array_pixels * plan.result_channels : l.outputElements();
  if (plan.mode == PlanMode::kArray && plan.pool) plan.scratch_elements = plan.array_elements;
  if (plan.mode == PlanMode::kVector && plan.chain.empty() && !plan.pool) plan.mode = PlanMode::kNone;
  return plan;
}

int vectorPasses(const KernelPlan& plan) {
  return static_cast<int>(plan.chain.size() + plan.after_pool.size()) + (plan.pool ? 1 : 0) +
         (plan.mode == PlanMode::kCopy || plan.concat ? 1 : 0);
}

StepImmediates unboundedClip(const hw::Spec& spec) {
  const int bits = spec.params().precision.activation_bits;
  StepImmediates s;
  s.clamp_min = -(std::int64_t{1} << (bits - 1));
  s.clamp_max = (std::int64_t{1} << (bits - 1)) - 1;
  s.real_min = -std::numeric_limits<double>::infinity();
  s.real_max = std::numeric_limits<double>::infinity();
  return s;
}

}  // namespace tessera::backend
