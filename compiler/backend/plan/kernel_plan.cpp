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
#include "hw/isa/isa.h"
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

  /// Elements of the constant binary(`constant`) would take next (-1: it takes an activation or none).
  std::int64_t nextConstantElements(std::optional<bool> constant) const {
    if (constant != true)
      for (size_t i = 0; i < kernel_.inputs.size(); ++i)
        if (!used_inputs_[i]) return -1;
    for (size_t i = 0; i < kernel_.weights.size(); ++i)
      if (!used_weights_[i]) return kernel_.weights[i].elements;
    return -1;
  }

  /// The next unused operand: a constant when `constant` says so, else an
  /// activation first (VectorParams::constant_operand).
  Operand binary(std::int64_t result_elements, std::optional<bool> constant) {
    if (constant != true)
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

/// What a pooling reads before it runs: the array pass's output (a
/// convolution) or the kernel's input (a pooling kernel); 0: not known.
struct PoolSource {
  std::int64_t batch = 1, channels = 0, h = 0, w = 0;
};

/// Step 1 of an array kernel: the input and the constant (or second input)
/// the array reads, its channels, the convolution's input extents and what a
/// pooling after it reads.
Status planArrayOperands(const Kernel& kernel, KernelPlan& plan, PoolSource& pool_source) {
  const hw::model::LayerShape& l = kernel.shape;
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
  if (kernel.kind != KernelKind::kConv) {
    plan.input_channels = l.c;
    plan.result_channels = l.k;
    return {};
  }
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
  pool_source = {l.n, l.g * l.k, l.p, l.q};
  return {};
}

/// Step 1 of a vector kernel: its input and what a pooling reads; false when
/// the kernel has nothing for the vector unit (the plan is then complete).
bool planVectorInput(const Kernel& kernel, KernelPlan& plan, PoolSource& pool_source) {
  plan.mode = PlanMode::kVector;
  if (kernel.inputs.empty() || plan.result < 0) {
    plan.mode = PlanMode::kNone;
    plan.host_ops = kernel.host_ops;
    return false;
  }
  plan.array_input = 0;
  if (kernel.kind == KernelKind::kPool && kernel.pool.r > 0) {
    pool_source.channels = kernel.pool.g;
    pool_source.batch = kernel.pool.n;
    const std::int64_t pixels =
        kernel.inputs[0].elements / std::max<std::int64_t>(pool_source.batch * pool_source.channels, 1);
    pool_source.h = kernel.pool_input.in_h > 0 ? kernel.pool_input.in_h : kernel.pool.inputRowsFor(kernel.pool.p);
    pool_source.w =
        kernel.pool_input.in_w > 0 ? kernel.pool_input.in_w : pixels / std::max<std::int64_t>(pool_source.h, 1);
    plan.input_channels = plan.result_channels = pool_source.channels;
  }
  return true;
}

/// Step 2: places a kernel's vector ops in their order, each on the vector
/// unit (the chain, the pooling, the steps after it), in the stores (a
/// Concat, the result's Transpose) or on the host with a note saying why.
/// Once an op runs on the host every later op does. Call placeResultView(),
/// then placeOp() for every op in order, then finish().
class ChainPlanner {
 public:
  ChainPlanner(const hw::Spec& spec, const Kernel& kernel, KernelPlan& plan, bool array, const PoolSource& pool_source)
      : spec_(spec),
        kernel_(kernel),
        plan_(plan),
        unit_(spec.params().vector_unit),
        array_(array),
        integer_(spec.params().precision.number_format == hw::NumberFormat::kInt),
        result_elements_(plan.result >= 0 ? kernel.outputs.back().elements : 0),
        chain_elements_(array && kernel.shape.outputElements() > 0 ? kernel.shape.outputElements() : result_elements_),
        array_pixels_(kernel.shape.g * kernel.shape.k > 0
                          ? kernel.shape.outputElements() / (kernel.shape.g * kernel.shape.k)
                          : 0),
        pool_source_(pool_source),
        operands_(kernel, plan),
        immediates_(spec, kernel, array, plan.notes),
        requantized_(!integer_ || !array),
        view_on_host_(kernel.result_view.empty()) {}

  /// The result's Transposes (kMatMul): placed by the stores, or the host's.
  void placeResultView() {
    if (view_on_host_) return;
    if (plan_.mode != PlanMode::kArray || kernel_.kind != KernelKind::kMatMul) {
      viewToHost("a Transpose after array work other than a matrix product");
      return;
    }
    auto placed = placementOf(kernel_, spec_.params().precision.activation_bits);
    if (auto* why = std::get_if<std::string>(&placed))
      viewToHost(*why);
    else
      plan_.placement = std::get<ResultPlacement>(placed);
  }

  /// Places the Concats before vector_ops[i], then the op itself.
  void placeOp(size_t i) {
    const VectorOp op = kernel_.vector_ops[i];
    placeConcats(i);
    placeViewBefore(i, op);
    if (i >= kernel_.host_from_op && !to_host_) {
      to_host_ = true;
      plan_.notes.push_back(
          fmt::format("kernel '{}': {} has no accelerator lowering; it and every later op run on "
                      "the host",
                      kernel_.name, kernel_.host_ops.empty() ? "an op" : kernel_.host_ops.front()));
    }
    if (to_host_) {
      plan_.host_ops.emplace_back(hw::name(op));
      return;
    }
    if (!immediates_.runs(i)) return;  // the identity on this format (a DequantizeLinear on integers)
    if (roundedByStore(i)) return;

    if (const std::string why = hostReason(i, op); !why.empty()) {
      sendToHost(std::string(hw::name(op)), why);
      return;
    }
    if (op == VectorOp::kRequantize) requantized_ = true;
    if (isPool(op))
      placePool(op);
    else
      placeStep(i, op);
  }

  /// After the last op: the Concats after it, the host remainder, the
  /// kernel's requantize, the residual rule and the plan's sizes.
  void finish() {
    placeConcats(kernel_.vector_ops.size());
    if (kernel_.host_from_op != static_cast<std::size_t>(-1) && !to_host_) {
      to_host_ = true;
      plan_.notes.push_back(fmt::format("kernel '{}': {} has no accelerator lowering; it runs on the host",
                                        kernel_.name, kernel_.host_ops.empty() ? "an op" : kernel_.host_ops.front()));
    }
    if (to_host_ && kernel_.result_view.before_op >= kernel_.vector_ops.size()) viewToHost("");
    if (!plan_.pool) placeRequantize();
    immediates_.finish();
    if (array_ && integer_ && rescaleResidual(kernel_, plan_.chain))
      std::erase_if(plan_.notes,
                    [](const std::string& n) { return n.find("quantized residual") != std::string::npos; });
    if (plan_.mode == PlanMode::kArray && integer_ && !kernel_.banded) fuseBias();
    plan_.host_ops.insert(plan_.host_ops.end(), kernel_.host_ops.begin(), kernel_.host_ops.end());
    // A result stored in place in a later kernel's Concat (placeConcatOperands):
    // its channels at the slot's offset of each pixel there, as a Concat's own.
    if (const std::optional<ConcatSlot>& slot = kernel_.concat_slot;
        slot && plan_.mode == PlanMode::kArray && !plan_.pool && !plan_.concat && plan_.host_ops.empty()) {
      plan_.concat = ConcatPlan{slot->offset, {}};
      plan_.result_channels = slot->channels;
    }
    if (plan_.mode == PlanMode::kArray)
      plan_.array_elements = plan_.concat ? array_pixels_ * plan_.result_channels : kernel_.shape.outputElements();
    if (plan_.mode == PlanMode::kArray && plan_.pool) plan_.scratch_elements = plan_.array_elements;
    if (plan_.mode == PlanMode::kVector && plan_.chain.empty() && !plan_.pool) plan_.mode = PlanMode::kNone;
  }

 private:
  /// A bias_add right before the requantize of the array's sums is that
  /// requantize's (VECTOR `bias`): the vector unit passes over the sums once
  /// for both, with the same result (the sum wraps at the accumulator width
  /// either way). Not in a banded kernel: its passes run per channel beside
  /// the next chunk's computes, and a chunk's STORE that came sooner took
  /// the bus ahead of the next chunk's window (MobileNetV2's 7 x 7 banded
  /// layers on edge_16x16_int8: 20,975 -> 22,021 cycles each, tried).
  void fuseBias() {
    for (size_t i = 0; i + 1 < plan_.chain.size(); ++i) {
      const VectorStep &step = plan_.chain[i], &next = plan_.chain[i + 1];
      plan_.chain[i].fused = step.op == VectorOp::kBiasAdd && step.operand.kind == OperandKind::kBias &&
                             next.op == VectorOp::kRequantize &&
                             (next.operand.kind == OperandKind::kNone || next.operand.kind == OperandKind::kRequantize);
    }
  }

  /// A Cast to the point's float format that the result's STORE performs: the
  /// STORE rounds to the format, and the ops after the Cast (relu, max
  /// pooling) commute with that rounding (it is monotone and keeps 0). An
  /// average pooling after the array's work reads the array's result from
  /// the DRAM scratch, whose STORE rounded it: the Cast is that STORE.
  bool roundedByStore(size_t i) const {
    const QuantRole role = kernel_.paramsOf(i).role;
    const hw::NumberFormat format = spec_.params().precision.number_format;
    if (!((role == QuantRole::kToFp16 && format == hw::NumberFormat::kFp16) ||
          (role == QuantRole::kToBf16 && format == hw::NumberFormat::kBf16)))
      return false;
    if (!array_ && plan_.chain.empty()) return false;  // nothing computed here for a STORE to round
    for (size_t j = i + 1; j < kernel_.vector_ops.size(); ++j) {
      const VectorOp op = kernel_.vector_ops[j];
      if (array_ && op == VectorOp::kAvgPool) break;  // it pools what the scratch STORE rounded
      if (op != VectorOp::kRelu && op != VectorOp::kMaxPool) return false;
    }
    return kernel_.host_from_op > i && std::none_of(kernel_.concats.begin(), kernel_.concats.end(),
                                                    [&](const GroupConcat& c) { return c.before_op > i; });
  }

  /// Sends `op` and every later op to the host; `why` (if any) becomes a note.
  void sendToHost(const std::string& op, const std::string& why) {
    to_host_ = true;
    plan_.host_ops.push_back(op);
    if (!why.empty()) plan_.notes.push_back(why);
  }

  /// The result's Transpose runs on the host; `why` (if any) becomes a note.
  void viewToHost(const std::string& why) {
    if (view_on_host_) return;
    view_on_host_ = true;
    plan_.placement.reset();
    plan_.host_ops.emplace_back("transpose");
    if (!why.empty())
      plan_.notes.push_back(fmt::format("kernel '{}': {}: the Transpose runs on the host", kernel_.name, why));
  }

  /// Before vector_ops[i]: the Transpose follows the host, and an op needing
  /// its operand in the transposed layout sends the Transpose there.
  void placeViewBefore(size_t i, VectorOp op) {
    if (i == kernel_.result_view.before_op && !view_on_host_ && to_host_) viewToHost("");
    if (i >= kernel_.result_view.before_op && !view_on_host_ && !to_host_ &&
        (isBinary(op) || isPool(op) || op == VectorOp::kBiasAdd))
      viewToHost(fmt::format("{} after the Transpose needs its operand in the transposed layout", hw::name(op)));
  }

  /// Why a Concat (kernel.h GroupConcat) cannot be assembled in DRAM, or "".
  std::string concatProblem(const GroupConcat& c) const {
    const hw::model::LayerShape& l = kernel_.shape;
    if (plan_.mode != PlanMode::kArray || kernel_.kind != KernelKind::kConv)
      return "a Concat runs on the accelerator only after a convolution";
    if (!c.along_channels)
      return "a Concat not along channels, or of operands other than activations, runs on the host";
    if (plan_.concat) return "a second Concat runs on the host";
    if (plan_.pool) return "a Concat after the pooling runs on the host";
    const int bits = spec_.params().precision.activation_bits;
    if (c.own_offset * bits % 8 != 0)
      return fmt::format("the convolution's channels start at channel {}, inside a byte", c.own_offset);
    for (const GroupConcat::Part& part : c.parts) {
      const TensorRef& input = kernel_.inputs[static_cast<size_t>(part.input)];
      if (part.offset * bits % 8 != 0)
        return fmt::format("Concat operand '{}' starts at channel {}, inside a byte", input.name, part.offset);
      if (input.elements != array_pixels_ * part.channels)
        return fmt::format("Concat operand '{}' is not {} pixels of {} channels", input.name, array_pixels_,
                           part.channels);
    }
    if (c.own_offset + l.g * l.k > c.channels) return "the Concat is narrower than the convolution";
    // codegen's copyOp(): max(x, x) or a full-range clip moves the operands' rows.
    if (!unit_.supports(VectorOp::kMaxPool) && !unit_.supports(VectorOp::kClip))
      return "the vector unit has neither max_pool nor clip to copy the Concat's operands with";
    // The chain runs on the array's own channels only; the operands are activations already.
    bool sums_pending = !requantized_;
    for (size_t j = c.before_op; j < kernel_.vector_ops.size() && !isPool(kernel_.vector_ops[j]); ++j) {
      const VectorOp op = kernel_.vector_ops[j];
      const bool ok = op == VectorOp::kRequantize &&
                      (!integer_ ||  // a format conversion
                       kernel_.paramsOf(j).role == QuantRole::kDequantize || std::exchange(sums_pending, false));
      if (!ok)
        return fmt::format("{} after a Concat applies to every channel, the array pass only to its own", hw::name(op));
    }
    return {};
  }

  /// The Concats placed before vector_ops[before_op]: assembled in DRAM or sent to the host.
  void placeConcats(size_t before_op) {
    for (; next_concat_ < kernel_.concats.size() && kernel_.concats[next_concat_].before_op <= before_op;
         ++next_concat_) {
      const GroupConcat& c = kernel_.concats[next_concat_];
      if (to_host_) {
        plan_.host_ops.emplace_back("concat");
        continue;
      }
      if (const std::string why = concatProblem(c); !why.empty()) {
        sendToHost("concat", fmt::format("kernel '{}': {}", kernel_.name, why));
        continue;
      }
      plan_.concat = ConcatPlan{c.own_offset, {}};
      for (const GroupConcat::Part& part : c.parts)
        if (!part.in_place) plan_.concat->parts.push_back(part);
      plan_.result_channels = pool_source_.channels = c.channels;
    }
  }

  /// The kernel's requantize of its sums, once, unless the host runs the rest.
  void placeRequantize() {
    if (requantized_ || to_host_) return;
    requantized_ = true;
    if (unit_.supports(VectorOp::kRequantize))
      immediates_.append(plan_.chain, {VectorOp::kRequantize, {}, immediates_.kernelRequantize()});
    else
      sendToHost("requantize", fmt::format("kernel '{}': the vector unit has no requantize", kernel_.name));
  }

  /// Why vector_ops[i] runs on the host rather than the vector unit, or "".
  std::string hostReason(size_t i, VectorOp op) const {
    if (!unit_.supports(op))
      return fmt::format("kernel '{}': vector op {} is not supported by {}", kernel_.name, hw::name(op),
                         spec_.params().name);
    // A kernel starting with the QuantizeLinear of a float tensor (the model's
    // float input): integer hardware holds no floats, so the host quantizes.
    if (integer_ && !array_ && i == 0 && op == VectorOp::kRequantize &&
        kernel_.paramsOf(i).role == QuantRole::kQuantize && !(kernel_.paramsOf(i).input_scale > 0))
      return fmt::format("kernel '{}': QuantizeLinear of a float tensor, which integer hardware does not hold: the "
                         "host quantizes it",
                         kernel_.name);
    // Float points compute values; integer points run such a node on float
    // tensors, which the host replaces (runtime.h), and keep its cost here.
    if (!integer_ && kernel_.paramsOf(i).role == QuantRole::kCostOnly)
      return fmt::format("kernel '{}': {} stands for the cost of a Sub, Div, Neg or Pow, not its value (no negated "
                         "operand, no divide): the host computes it",
                         kernel_.name, hw::name(op));
    // A binary op whose other operand is larger than the array's result (a
    // squeeze-and-excitation Mul broadcasting per-channel scales over an
    // image): the chain runs on the array's result rows only.
    if (!integer_ && array_ && isBinary(op) && result_elements_ > chain_elements_)
      return fmt::format("kernel '{}': {} broadcasts the array's {} results to {} elements: the host computes it",
                         kernel_.name, hw::name(op), chain_elements_, result_elements_);
    // An array kernel's broadcast constant is one row repeated over every
    // result row (codegen's loadOperandRows): a scalar or one value per
    // output channel. A larger constant broadcast along another axis (an
    // attention mask [T, T] added to scores [H, T, T]) is not that row.
    if (array_ && isBinary(op)) {
      const std::int64_t constant = operands_.nextConstantElements(kernel_.paramsOf(i).constant_operand);
      const std::int64_t elements = plan_.pool ? result_elements_ : chain_elements_;
      const std::int64_t channels = kernel_.shape.g * kernel_.shape.k;
      if (constant > 1 && constant < elements && constant != channels)
        return fmt::format("kernel '{}': {} broadcasts a {}-element constant over {} results along an axis other "
                           "than the output channels ({}); the vector unit repeats one row: the host computes it",
                           kernel_.name, hw::name(op), constant, elements, channels);
    }
    // A Cast to fp16 is the format conversion of an fp16 point only.
    if (const QuantRole role = kernel_.paramsOf(i).role; role == QuantRole::kToFp16 || role == QuantRole::kToBf16) {
      const hw::NumberFormat format = role == QuantRole::kToFp16 ? hw::NumberFormat::kFp16 : hw::NumberFormat::kBf16;
      if (spec_.params().precision.number_format != format)
        return fmt::format("kernel '{}': a Cast to {} is a format conversion on {} points only, not on {}",
                           kernel_.name, hw::name(format), hw::name(format),
                           hw::name(spec_.params().precision.number_format));
      if (!array_ && plan_.chain.empty() && !unit_.supports(op))
        return fmt::format("kernel '{}': a format conversion of a value no op here computes: the host converts it "
                           "(a STORE rounds what a kernel computes; the vector unit has no requantize)",
                           kernel_.name);
    }
    // Standalone reductions are planned by planReduction (kernel_plan_rows.cpp); inside a
    // group of other work the tile does not know the reduced axes (no flat approximation).
    if (!isa::definedOnIntegers(op) && op != VectorOp::kReduceSum && op != VectorOp::kReduceMax && integer_)
      return fmt::format("kernel '{}': {} is defined on float formats only (isa.h)", kernel_.name, hw::name(op));
    if (op == VectorOp::kReduceSum || op == VectorOp::kReduceMax)
      return fmt::format(
          "kernel '{}': a reduction fused with other work runs on the host (its axes are not "
          "the tile's rows)",
          kernel_.name);
    if (op == VectorOp::kClip && !kernel_.paramsOf(i).bounds_known)
      return fmt::format("kernel '{}': Clip bounds computed at run time: the vector unit takes them as immediates",
                         kernel_.name);
    if (isPool(op) && plan_.pool) return fmt::format("kernel '{}': a second pooling runs on the host", kernel_.name);
    if (isPool(op) && !array_ && !plan_.chain.empty())
      return fmt::format("kernel '{}': pooling after other vector ops runs on the host", kernel_.name);
    if (plan_.pool && (isBinary(op) || op == VectorOp::kBiasAdd))
      return fmt::format("kernel '{}': a binary op after pooling runs on the host", kernel_.name);
    return {};
  }

  /// The pooling: after the kernel's requantize, on the geometry it reads.
  void placePool(VectorOp op) {
    const bool requantize_here = !requantized_ && !to_host_;
    placeRequantize();
    // Max pooling commutes with the requantize; an average does not: the
    // sums are narrowed to the pooled output's grid before averaging.
    if (requantize_here && requantized_ && op == VectorOp::kAvgPool && !kernel_.accumulator_scales.empty() && integer_)
      plan_.notes.push_back(
          fmt::format("kernel '{}': the sums are requantized to the average pooling's output "
                      "grid before it averages them (the ISA pools activations): values beyond "
                      "that grid saturate, so this kernel's result is not the model's",
                      kernel_.name));
    if (to_host_) {
      plan_.host_ops.emplace_back(hw::name(op));
      return;
    }
    const PoolSource& s = pool_source_;
    if (const std::string why = poolInputProblem(kernel_, s.batch, s.channels, s.h, s.w); array_ && !why.empty()) {
      sendToHost(std::string(hw::name(op)), why);
      return;
    }
    plan_.pool = poolPlan(kernel_, op, s.batch, s.channels, s.h, s.w, result_elements_, plan_.notes);
    if (!plan_.pool) {
      to_host_ = true;
      plan_.host_ops.emplace_back(hw::name(op));
    }
  }

  /// A step of the chain (before the pooling) or after it, with its operand.
  void placeStep(size_t i, VectorOp op) {
    VectorStep step{op, {}, immediates_.of(i)};
    if (op == VectorOp::kBiasAdd)
      step.operand = operands_.bias();
    else if (isBinary(op))  // a constant smaller than what the step adds it to is broadcast
      step.operand = operands_.binary(plan_.pool ? result_elements_ : chain_elements_, kernel_.paramsOf(i).constant_operand);
    // A constant added to an array kernel's sums that is one row broadcast (a
    // MatMul's bias: one value per output channel, or a scalar) is a bias:
    // bias_add reads its one row per k fold, which the output slot keeps
    // across tiles, where an add reads it repeated over every result row
    // (each a LOAD of the same bytes). Both compute s + o element for element.
    if (array_ && !plan_.pool && op == VectorOp::kAdd && step.operand.kind == OperandKind::kConstant &&
        step.operand.broadcast && step.immediates.multiplier == 0 && unit_.supports(VectorOp::kBiasAdd)) {
      step.op = VectorOp::kBiasAdd;
      step.operand.kind = OperandKind::kBias;
    }
    // A residual on the int32 sums of a quantized model: rescaleResidual()
    // in finish() brings it to the sums' grid and drops this note; when it
    // cannot (no per-tensor grid with zero point 0 for the operand: the model
    // left it float) the operand is added as it is, and the user is told.
    if (array_ && !requantized_ && step.operand.kind == OperandKind::kActivation &&
        !kernel_.accumulator_scales.empty() && integer_)
      plan_.notes.push_back(
          fmt::format("kernel '{}': the quantized residual {} cannot be rescaled to the sums' grid "
                      "(the model gives its operand no per-tensor grid with zero point 0): the "
                      "operand is added as it is, so this kernel's result is not the model's",
                      kernel_.name, hw::name(op)));
    // Two tensors already on integer grids (after the requantize, or a vector
    // kernel's activations) with different scales: the ISA adds their integers
    // as they are. Said when the model states a grid for the operand.
    const bool on_integers = !array_ || requantized_;
    if (on_integers && isBinary(op) && step.operand.kind == OperandKind::kActivation &&
        kernel_.paramsOf(i).operand_grid && integer_)
      plan_.notes.push_back(
          fmt::format("kernel '{}': the {} of two quantized tensors adds their integers without "
                      "bringing them to one grid: this kernel's result is not the model's",
                      kernel_.name, hw::name(op)));
    immediates_.append(plan_.pool ? plan_.after_pool : plan_.chain, step);
  }

  const hw::Spec& spec_;
  const Kernel& kernel_;
  KernelPlan& plan_;
  const hw::VectorUnit& unit_;
  const bool array_;    ///< the kernel runs array work first
  const bool integer_;  ///< the spec computes on integers
  const std::int64_t result_elements_;
  /// Elements the steps before a pooling work on: the array's sums (the
  /// result may be pooled and flattened to far fewer), else the result's.
  const std::int64_t chain_elements_;
  const std::int64_t array_pixels_;  ///< output pixels of the array pass (0: none)
  PoolSource pool_source_;           ///< widened by a Concat placed before the pooling
  OperandPool operands_;
  Immediates immediates_;
  bool requantized_;        ///< the sums are on an activation grid already
  bool view_on_host_;       ///< the result's Transpose (if any) runs on the host
  bool to_host_ = false;    ///< this op and every later one run on the host
  size_t next_concat_ = 0;  ///< kernel.concats placed so far
};

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
  PoolSource pool_source;
  if (array) {
    if (Status status = planArrayOperands(kernel, plan, pool_source); !status.ok()) return status;
  } else if (!planVectorInput(kernel, plan, pool_source)) {
    return plan;
  }
  ChainPlanner chain(spec, kernel, plan, array, pool_source);
  chain.placeResultView();
  for (size_t i = 0; i < kernel.vector_ops.size(); ++i) chain.placeOp(i);
  chain.finish();
  if (kernel.concat_slot && !plan.concat)
    return kernelError(kernel, fmt::format("internal error: its result cannot be stored in place in '{}'",
                                           kernel.concat_slot->result.name));
  return plan;
}

int vectorPasses(const KernelPlan& plan) {
  const auto fused = std::ranges::count_if(plan.chain, [](const VectorStep& s) { return s.fused; });
  return static_cast<int>(plan.chain.size() - static_cast<size_t>(fused) + plan.after_pool.size()) +
         (plan.pool ? 1 : 0) + (plan.mode == PlanMode::kCopy || plan.copiesConcat() ? 1 : 0);
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
