// Quantized kernels: Quantize/DequantizeLinear, DynamicQuantizeLinear, MatMulInteger, QLinearMatMul (convs in quantized_conv.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec {
namespace {

using namespace nn;

/// Size of the quantization axis and of the dims after it, for per-axis
/// parameters; {0, 1} for a one-element scale or when only per-tensor
/// parameters are allowed (opset < 13).
struct AxisSplit {
  std::int64_t len = 0, inner = 1;
};
Expected<AxisSplit> quantAxis(const KernelContext& ctx, const Tensor& x, const Tensor& scale) {
  AxisSplit split;
  if (ctx.opset < 13 || scale.size() == 1) return split;
  const std::int64_t axis_attr = ctx.node.attrInt("axis", 1);
  std::optional<int> axis = normalizeAxis(axis_attr, x.rank());
  if (!axis) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis_attr, x.rank()));
  split.len = x.dim(*axis);
  for (int d = *axis + 1; d < x.rank(); ++d) split.inner *= x.dim(d);
  return split;
}

template <class Q>
void quantize(const Tensor& x, const Quant& q, const AxisSplit& split, Q* y) {
  const bool f32 = x.dtype() == DType::kF32;
  for (std::int64_t i = 0; i < x.size(); ++i) {
    const std::int64_t c = q.perTensor() ? 0 : (i / split.inner) % split.len;
    const float v = f32 ? x.data<float>()[i] : static_cast<float>(x.at(i));
    y[i] = quantizeValue<Q>(v / q.scaleAt(c), q.zeroAt(c));
  }
}

Status quantizeLinear(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (!ir::isFloat(x.dtype()) && x.dtype() != DType::kI32)
    return ctx.error(fmt::format("x has dtype {}, expected a float type or i32", ir::name(x.dtype())));
  const Tensor* zero = ctx.input(2);
  const DType out = zero ? zero->dtype() : DType::kU8;
  if (out != DType::kU8 && out != DType::kI8)
    return ctx.unsupported(fmt::format("output dtype {}; this build quantizes to u8 and i8", ir::name(out)));
  Expected<AxisSplit> split = quantAxis(ctx, x, *ctx.input(1));
  if (!split) return split.status();
  Expected<Quant> q = readQuant(ctx, ctx.input(1), zero, split->len, DType::kUndefined, "y");
  if (!q) return q.status();
  Expected<Tensor> y = makeOutput(ctx, out, x.shape());
  if (!y) return y.status();
  if (out == DType::kU8) quantize(x, *q, *split, y.value().data<std::uint8_t>());
  else quantize(x, *q, *split, y.value().data<std::int8_t>());
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

Status dequantizeLinear(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (x.dtype() != DType::kU8 && x.dtype() != DType::kI8 && x.dtype() != DType::kI32)
    return ctx.unsupported(fmt::format("x has dtype {}; this build dequantizes u8, i8 and i32", ir::name(x.dtype())));
  Expected<AxisSplit> split = quantAxis(ctx, x, *ctx.input(1));
  if (!split) return split.status();
  Expected<Quant> q = readQuant(ctx, ctx.input(1), ctx.input(2), split->len, x.dtype(), "x");
  if (!q) return q.status();
  Expected<Tensor> y = makeOutput(ctx, DType::kF32, x.shape());
  if (!y) return y.status();
  float* out = y.value().data<float>();
  for (std::int64_t i = 0; i < x.size(); ++i) {
    const std::int64_t c = q->perTensor() ? 0 : (i / split->inner) % split->len;
    out[i] = static_cast<float>(x.intAt(i) - q->zeroAt(c)) * q->scaleAt(c);
  }
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

/// DynamicQuantizeLinear: u8 with scale and zero point from the data range (including 0).
Status dynamicQuantizeLinear(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (!ir::isFloat(x.dtype())) return ctx.error(fmt::format("x has dtype {}, expected a float type", ir::name(x.dtype())));
  const Tensor xf = castTensor(x, DType::kF32);
  const float* xd = xf.data<float>();
  float lo = 0, hi = 0;
  for (std::int64_t i = 0; i < xf.size(); ++i) {
    lo = std::min(lo, xd[i]);
    hi = std::max(hi, xd[i]);
  }
  const float scale = (hi - lo) / 255.0f;
  const std::uint8_t zero = scale == 0 ? 0 : quantizeValue<std::uint8_t>(0.0f - lo / scale, 0);
  Expected<Tensor> y = makeOutput(ctx, DType::kU8, x.shape());
  if (!y) return y.status();
  std::uint8_t* out = y.value().data<std::uint8_t>();
  for (std::int64_t i = 0; i < xf.size(); ++i) out[i] = scale == 0 ? zero : quantizeValue<std::uint8_t>(xd[i] / scale, zero);
  Tensor scale_out(DType::kF32, {}), zero_out(DType::kU8, {});
  scale_out.data<float>()[0] = scale;
  zero_out.data<std::uint8_t>()[0] = zero;
  ctx.outputs[0] = std::move(y).value();
  if (ctx.outputs.size() > 1) ctx.outputs[1] = scale_out;
  if (ctx.outputs.size() > 2) ctx.outputs[2] = zero_out;
  return Status();
}

/// An 8-bit matrix operand minus its zero point (per tensor, per row of A or
/// per column of B), widened to i32.
std::vector<std::int32_t> centered(const Tensor& t, const Quant& q, std::int64_t rows, std::int64_t cols, bool per_row) {
  std::vector<std::int32_t> out(static_cast<size_t>(t.size()));
  for (std::int64_t i = 0; i < t.size(); ++i) {
    const std::int64_t c = q.perTensor() ? 0 : per_row ? (i / cols) % rows : i % cols;
    out[static_cast<size_t>(i)] = static_cast<std::int32_t>(t.intAt(i)) - q.zeroAt(c);
  }
  return out;
}

bool is8Bit(DType d) { return d == DType::kU8 || d == DType::kI8; }

/// A [..., M, K] x B [..., K, N] in i32 with zero points removed first.
Status integerMatMul(const KernelContext& ctx, const Tensor& a, const Quant& aq, const Tensor& b, const Quant& bq,
                     const MatMulPlan& plan, Tensor& acc) {
  if (!aq.perTensor() && static_cast<std::int64_t>(aq.zero.size()) != plan.m)
    return ctx.error(fmt::format("A's per-row quantization has {} values, expected M = {}", aq.zero.size(), plan.m));
  if (!bq.perTensor() && static_cast<std::int64_t>(bq.zero.size()) != plan.n)
    return ctx.error(fmt::format("B's per-column quantization has {} values, expected N = {}", bq.zero.size(), plan.n));
  const std::vector<std::int32_t> ac = centered(a, aq, plan.m, plan.k, true);
  const std::vector<std::int32_t> bc = centered(b, bq, plan.k, plan.n, false);
  std::int32_t* out = acc.data<std::int32_t>();
  for (size_t i = 0; i < plan.a_offsets.size(); ++i)
    gemmInt(plan.m, plan.n, plan.k, ac.data() + plan.a_offsets[i], bc.data() + plan.b_offsets[i],
            out + static_cast<std::int64_t>(i) * plan.m * plan.n);
  return Status();
}

/// Per-row / per-column parameter counts (M of A, N of B) for 1-D quantization params.
std::int64_t rowsOf(const Shape& a) { return a.size() >= 2 ? a[a.size() - 2] : 1; }
std::int64_t colsOf(const Shape& b) { return b.size() >= 2 ? b.back() : 1; }

Status matMulInteger(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 4); !s.ok()) return s;
  const Tensor& a = *ctx.input(0);
  const Tensor& b = *ctx.input(1);
  if (!is8Bit(a.dtype()) || !is8Bit(b.dtype()))
    return ctx.error(fmt::format("A and B have dtypes {} and {}, expected u8 or i8", ir::name(a.dtype()), ir::name(b.dtype())));
  Expected<MatMulPlan> plan = planMatMul(ctx, a.shape(), b.shape());
  if (!plan) return plan.status();
  Expected<Quant> aq = readQuant(ctx, nullptr, ctx.input(2), rowsOf(a.shape()), a.dtype(), "A");
  if (!aq) return aq.status();
  Expected<Quant> bq = readQuant(ctx, nullptr, ctx.input(3), colsOf(b.shape()), b.dtype(), "B");
  if (!bq) return bq.status();
  Expected<Tensor> y = makeOutput(ctx, DType::kI32, plan->out);
  if (!y) return y.status();
  if (Status s = integerMatMul(ctx, a, *aq, b, *bq, *plan, y.value()); !s.ok()) return s;
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

Status qlinearMatMul(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 8, 8); !s.ok()) return s;
  const Tensor& a = *ctx.input(0);
  const Tensor& b = *ctx.input(3);
  if (!is8Bit(a.dtype()) || !is8Bit(b.dtype()))
    return ctx.error(fmt::format("a and b have dtypes {} and {}, expected u8 or i8", ir::name(a.dtype()), ir::name(b.dtype())));
  Expected<MatMulPlan> plan = planMatMul(ctx, a.shape(), b.shape());
  if (!plan) return plan.status();
  Expected<Quant> aq = readQuant(ctx, ctx.input(1), ctx.input(2), rowsOf(a.shape()), a.dtype(), "a");
  if (!aq) return aq.status();
  Expected<Quant> bq = readQuant(ctx, ctx.input(4), ctx.input(5), colsOf(b.shape()), b.dtype(), "b");
  if (!bq) return bq.status();
  Expected<Quant> yq = readQuant(ctx, ctx.input(6), ctx.input(7), 0, DType::kUndefined, "y");
  if (!yq) return yq.status();
  const DType out = ctx.input(7)->dtype();
  if (!is8Bit(out)) return ctx.error(fmt::format("y_zero_point has dtype {}, expected u8 or i8", ir::name(out)));
  Tensor acc(DType::kI32, plan->out);
  if (Status s = integerMatMul(ctx, a, *aq, b, *bq, *plan, acc); !s.ok()) return s;
  Expected<Tensor> y = makeOutput(ctx, out, plan->out);
  if (!y) return y.status();
  const std::int32_t* ad = acc.data<std::int32_t>();
  const std::int64_t mn = plan->m * plan->n;
  for (std::int64_t i = 0; i < acc.size(); ++i) {
    const std::int64_t row = (i % mn) / plan->n, col = i % plan->n;
    const float multiplier = aq->scaleAt(row) * bq->scaleAt(col) / yq->scaleAt(0);
    const float v = static_cast<float>(ad[i]) * multiplier;
    if (out == DType::kU8) y.value().data<std::uint8_t>()[i] = quantizeValue<std::uint8_t>(v, yq->zeroAt(0));
    else y.value().data<std::int8_t>()[i] = quantizeValue<std::int8_t>(v, yq->zeroAt(0));
  }
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerQuantizedKernels(KernelRegistry& registry) {
  registry.add("QuantizeLinear", quantizeLinear);
  registry.add("DequantizeLinear", dequantizeLinear);
  registry.add("DynamicQuantizeLinear", dynamicQuantizeLinear);
  registry.add("MatMulInteger", matMulInteger);
  registry.add("QLinearMatMul", qlinearMatMul);
  nn::registerQuantizedConvKernels(registry);
}

}  // namespace tessera::exec
