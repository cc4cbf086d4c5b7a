// Integer kernels of the "tessera" domain (lower-to-integer), bit for bit what
// the accelerator's vector unit computes (hw/sim/functional.h):
//
// tessera.Requantize: int32 accumulator (+ int32 bias per channel) -> int8/uint8 by fixed-point multiply and shift.
//   y = clamp(MultiplyByQuantizedMultiplier(acc + bias[c], multipliers[c], shifts[c]) + zero_point, qmin, qmax)
// (rounding as in hw/isa/fixed_point.h). Inputs: acc (i32, any rank),
// optional bias (i32, 1-D, one per channel along `axis`). Attributes:
// multipliers, shifts (ints, one or one per channel), zero_point (int),
// axis (int, default 1), qmin, qmax (ints), to (int, optional ONNX dtype code:
// 2 = u8, 3 = i8; default u8 when qmin >= 0, else i8, so a Relu folded into
// qmin = 0 of an int8 output sets to = 3). [qmin, qmax] must fit the output
// dtype (e.g. -128/127, int4 -8/7, 0/255). to = 6 (i32): no clamp, the value
// stays accumulator-wide (saturating at the int32 range; qmin/qmax not given):
// a residual's finer intermediate grid.
//
// tessera.ScaledAdd(a, b): a (i32) + MultiplyByQuantizedMultiplier(b, multiplier, shift),
// wrapped to int32 — the vector unit's `add` with an operand multiplier (a
// quantized residual brought to the sums' grid). b: i8, u8 or i32, a's shape.
//
// tessera.GlobalAveragePool(x): x (i8, u8 or i32, [N, C, H, W]) -> i32 [N, C, 1, 1],
// MultiplyByQuantizedMultiplier(sum over H x W, fixed-point 1 / max(H * W, 2))
// — the vector unit's avg_pool (a single pixel is added to itself and halved).
#include "compiler/exec/kernels/tessera_quant_ops.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "compiler/exec/kernel_util.h"
#include "hw/isa/fixed_point.h"

namespace tessera::exec {
namespace {

Status requantizeKernel(KernelContext& ctx) {
  const int given = ctx.inputCount();
  if (given < 1 || given > 2) return ctx.error(fmt::format("expected 1 or 2 inputs (acc, bias), got {}", given));
  const Tensor* acc = ctx.input(0);
  const Tensor* bias = ctx.input(1);
  if (!acc || acc->dtype() != DType::kI32) return ctx.error("input acc must be an i32 tensor");
  const std::vector<std::int64_t> multipliers = ctx.node.attrInts("multipliers");
  const std::vector<std::int64_t> shifts = ctx.node.attrInts("shifts");
  const std::int64_t zero_point = ctx.node.attrInt("zero_point", 0);
  const std::int64_t qmin = ctx.node.attrInt("qmin", -128), qmax = ctx.node.attrInt("qmax", 127);
  const std::int64_t to = ctx.node.attrInt("to", qmin >= 0 ? 2 : 3);
  if (to != 2 && to != 3 && to != 6)
    return ctx.error(fmt::format("to = {}, expected 2 (uint8), 3 (int8) or 6 (int32, no clamp)", to));
  const bool unsigned_out = to == 2, wide = to == 6;
  if (wide && (ctx.node.attributes.count("qmin") || ctx.node.attributes.count("qmax")))
    return ctx.error("to = 6 (int32) does not clamp: qmin and qmax must not be given");
  if (!wide && (qmin > qmax || (unsigned_out ? (qmin < 0 || qmax > 255) : (qmin < -128 || qmax > 127))))
    return ctx.error(fmt::format("[qmin, qmax] = [{}, {}] is empty or does not fit {}", qmin, qmax, unsigned_out ? "uint8" : "int8"));
  if (!wide && (zero_point < qmin || zero_point > qmax))
    return ctx.error(fmt::format("zero_point {} is outside [qmin, qmax] = [{}, {}]", zero_point, qmin, qmax));
  if (multipliers.empty() || multipliers.size() != shifts.size())
    return ctx.error(fmt::format("multipliers ({}) and shifts ({}) must be non-empty and of equal length", multipliers.size(),
                                 shifts.size()));
  for (size_t i = 0; i < multipliers.size(); ++i) {
    if (multipliers[i] < (std::int64_t{1} << 30) || multipliers[i] >= (std::int64_t{1} << 31))
      return ctx.error(fmt::format("multipliers[{}] = {} is outside [2^30, 2^31)", i, multipliers[i]));
    if (shifts[i] < isa::kMinShift || shifts[i] > isa::kMaxShift)
      return ctx.error(fmt::format("shifts[{}] = {} is outside [{}, {}]", i, shifts[i], isa::kMinShift, isa::kMaxShift));
  }
  const std::int64_t channels = static_cast<std::int64_t>(multipliers.size());
  const bool per_channel = channels > 1 || (bias && bias->size() > 1);
  std::int64_t len = 1, inner = 1;
  if (per_channel) {
    std::optional<int> axis = normalizeAxis(ctx.node.attrInt("axis", 1), acc->rank());
    if (!axis) return ctx.error(fmt::format("axis {} is out of range for acc of rank {}", ctx.node.attrInt("axis", 1), acc->rank()));
    len = acc->dim(*axis);
    for (int d = *axis + 1; d < acc->rank(); ++d) inner *= acc->dim(d);
    if (channels != 1 && channels != len)
      return ctx.error(fmt::format("{} multipliers for {} channels along axis {}", channels, len, *axis));
  }
  if (bias && (bias->dtype() != DType::kI32 || bias->rank() != 1 || (bias->size() != len && bias->size() != 1)))
    return ctx.error(fmt::format("bias has dtype {} and shape {}, expected i32 [{}]", ir::name(bias->dtype()),
                                 ir::formatShape(bias->shape()), len));
  Expected<Tensor> out = makeOutput(ctx, wide ? DType::kI32 : unsigned_out ? DType::kU8 : DType::kI8, acc->shape());
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  const std::int32_t* a = acc->data<std::int32_t>();
  for (std::int64_t i = 0; i < acc->size(); ++i) {
    const std::int64_t c = per_channel ? (i / inner) % len : 0;
    const size_t k = static_cast<size_t>(channels == 1 ? 0 : c);
    const std::int64_t sum = std::int64_t{a[i]} + (bias ? bias->data<std::int32_t>()[bias->size() == 1 ? 0 : c] : 0);
    const isa::FixedPointMultiplier m{static_cast<std::int32_t>(multipliers[k]), static_cast<int>(shifts[k])};
    const std::int32_t q =
        isa::requantize(sum, m, static_cast<std::int32_t>(zero_point),
                        wide ? std::numeric_limits<std::int32_t>::min() : static_cast<int>(qmin),
                        wide ? std::numeric_limits<std::int32_t>::max() : static_cast<int>(qmax));
    if (wide) y.data<std::int32_t>()[i] = q;
    else if (unsigned_out) y.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(q);
    else y.data<std::int8_t>()[i] = static_cast<std::int8_t>(q);
  }
  ctx.outputs[0] = std::move(y);
  return Status();
}

Status scaledAddKernel(KernelContext& ctx) {
  if (ctx.inputCount() != 2) return ctx.error(fmt::format("expected 2 inputs (a, b), got {}", ctx.inputCount()));
  const Tensor* a = ctx.input(0);
  const Tensor* b = ctx.input(1);
  if (!a || a->dtype() != DType::kI32) return ctx.error("input a must be an i32 tensor");
  if (!b || (b->dtype() != DType::kI8 && b->dtype() != DType::kU8 && b->dtype() != DType::kI32))
    return ctx.error("input b must be an i8, u8 or i32 tensor");
  if (a->shape() != b->shape())
    return ctx.error(fmt::format("a is {} and b is {}: expected one shape", ir::formatShape(a->shape()),
                                 ir::formatShape(b->shape())));
  const std::int64_t multiplier = ctx.node.attrInt("multiplier", 0), shift = ctx.node.attrInt("shift", 0);
  if (multiplier < (std::int64_t{1} << 30) || multiplier >= (std::int64_t{1} << 31))
    return ctx.error(fmt::format("multiplier = {} is outside [2^30, 2^31)", multiplier));
  if (shift < isa::kMinShift || shift > isa::kMaxShift)
    return ctx.error(fmt::format("shift = {} is outside [{}, {}]", shift, isa::kMinShift, isa::kMaxShift));
  Expected<Tensor> out = makeOutput(ctx, DType::kI32, a->shape());
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  const isa::FixedPointMultiplier m{static_cast<std::int32_t>(multiplier), static_cast<int>(shift)};
  for (std::int64_t i = 0; i < a->size(); ++i) {
    const std::int64_t scaled = isa::requantize(b->intAt(i), m, 0, std::numeric_limits<std::int32_t>::min(),
                                                std::numeric_limits<std::int32_t>::max());
    // Two's-complement wrap at 32 bits, as the accumulator-wide buffer row holds it.
    y.data<std::int32_t>()[i] =
        static_cast<std::int32_t>(static_cast<std::uint32_t>(std::int64_t{a->data<std::int32_t>()[i]} + scaled));
  }
  ctx.outputs[0] = std::move(y);
  return Status();
}

Status globalAveragePoolKernel(KernelContext& ctx) {
  const Tensor* x = ctx.input(0);
  if (ctx.inputCount() != 1 || !x || x->rank() != 4 ||
      (x->dtype() != DType::kI8 && x->dtype() != DType::kU8 && x->dtype() != DType::kI32))
    return ctx.error("expected one i8, u8 or i32 input of rank 4");
  const std::int64_t n = x->dim(0), c = x->dim(1), pixels = x->dim(2) * x->dim(3);
  Expected<isa::FixedPointMultiplier> scale = isa::averageScale(pixels);
  if (!scale) return ctx.error(scale.status().diagnostics().front().message);
  Expected<Tensor> out = makeOutput(ctx, DType::kI32, {n, c, 1, 1});
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  for (std::int64_t plane = 0; plane < n * c; ++plane) {
    std::int64_t sum = 0;
    for (std::int64_t i = 0; i < pixels; ++i) sum += x->intAt(plane * pixels + i);
    if (pixels < isa::averageTerms(pixels)) sum *= 2;  // a single pixel, added to itself
    y.data<std::int32_t>()[plane] = isa::requantize(sum, *scale, 0, std::numeric_limits<std::int32_t>::min(),
                                                    std::numeric_limits<std::int32_t>::max());
  }
  ctx.outputs[0] = std::move(y);
  return Status();
}

}  // namespace

void registerTesseraQuantKernels(KernelRegistry& registry) {
  registry.add("Requantize", requantizeKernel, "tessera");
  registry.add("ScaledAdd", scaledAddKernel, "tessera");
  registry.add("GlobalAveragePool", globalAveragePoolKernel, "tessera");
}

}  // namespace tessera::exec
