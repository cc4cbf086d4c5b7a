// ConvInteger and QLinearConv: exact i32 convolution (im2col + integer GEMM), then requantization.
#include <fmt/format.h>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

bool is8Bit(DType d) { return d == DType::kU8 || d == DType::kI8; }

/// Shapes and geometry of an integer conv of x by w.
struct IntConv {
  std::int64_t batch = 0, channels = 0, maps = 0, group = 1;
  Window win;
};

Expected<IntConv> planIntConv(const KernelContext& ctx, const Tensor& x, const Tensor& w) {
  if (!is8Bit(x.dtype()) || !is8Bit(w.dtype()))
    return ctx.error(fmt::format("x and w have dtypes {} and {}, expected u8 or i8", ir::name(x.dtype()), ir::name(w.dtype())));
  if (x.rank() < 3 || w.rank() != x.rank())
    return ctx.error(fmt::format("x has shape {} and w {}; expected equal ranks >= 3", ir::formatShape(x.shape()),
                                 ir::formatShape(w.shape())));
  IntConv c;
  c.batch = x.dim(0);
  c.channels = x.dim(1);
  c.maps = w.dim(0);
  c.group = ctx.node.attrInt("group", 1);
  if (c.group < 1 || c.channels % c.group != 0 || c.maps % c.group != 0 || w.dim(1) != c.channels / c.group)
    return ctx.error(fmt::format("group {} does not fit x {} and w {}: expected C and M divisible by group and w[1] == C/group",
                                 c.group, ir::formatShape(x.shape()), ir::formatShape(w.shape())));
  Expected<Window> win = resolveWindow(ctx, x.shape(), Shape(w.shape().begin() + 2, w.shape().end()), false);
  if (!win) return win.status();
  c.win = *win;
  if (ir::elementCount({c.channels / c.group * c.win.kernelSize(), c.win.outSize()}) > kMaxOutputElements)
    return ctx.unsupported("im2col buffer would be too large");
  return c;
}

/// acc [N, M, out] = sum over window of (x - x_zero) * (w - w_zero[m]), in i32.
void convolveInt(const Tensor& x, std::int32_t x_zero, const Tensor& w, const Quant& wq, const IntConv& c, std::int32_t* acc) {
  std::vector<std::int32_t> xs(static_cast<size_t>(x.size())), ws(static_cast<size_t>(w.size()));
  for (std::int64_t i = 0; i < x.size(); ++i) xs[static_cast<size_t>(i)] = static_cast<std::int32_t>(x.intAt(i)) - x_zero;
  const std::int64_t per_map = c.maps == 0 ? 0 : w.size() / c.maps;
  for (std::int64_t i = 0; i < w.size(); ++i)
    ws[static_cast<size_t>(i)] = static_cast<std::int32_t>(w.intAt(i)) - wq.zeroAt(i / per_map);
  const std::int64_t cg = c.channels / c.group, mg = c.maps / c.group, kg = cg * c.win.kernelSize();
  const std::int64_t in = c.win.inSize(), p = c.win.outSize();
  const bool pointwise = c.win.isPointwise();
  std::vector<std::int32_t> col(pointwise ? 0 : static_cast<size_t>(kg * p));
  for (std::int64_t n = 0; n < c.batch; ++n)
    for (std::int64_t g = 0; g < c.group; ++g) {
      const std::int32_t* xg = xs.data() + (n * c.channels + g * cg) * in;
      if (!pointwise) im2col(xg, cg, c.win, col.data());
      gemmInt(mg, p, kg, ws.data() + g * mg * kg, pointwise ? xg : col.data(), acc + (n * c.maps + g * mg) * p);
    }
}

Status convInteger(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 4); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  const Tensor& w = *ctx.input(1);
  Expected<IntConv> plan = planIntConv(ctx, x, w);
  if (!plan) return plan.status();
  Expected<Quant> xq = readQuant(ctx, nullptr, ctx.input(2), 0, x.dtype(), "x");
  if (!xq) return xq.status();
  Expected<Quant> wq = readQuant(ctx, nullptr, ctx.input(3), plan->maps, w.dtype(), "w");
  if (!wq) return wq.status();
  Expected<Tensor> y = makeOutput(ctx, DType::kI32, plan->win.outShape(plan->batch, plan->maps));
  if (!y) return y.status();
  convolveInt(x, xq->zeroAt(0), w, *wq, *plan, y.value().data<std::int32_t>());
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

Status qlinearConv(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 8, 9); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  const Tensor& w = *ctx.input(3);
  const Tensor* bias = ctx.input(8);
  Expected<IntConv> plan = planIntConv(ctx, x, w);
  if (!plan) return plan.status();
  Expected<Quant> xq = readQuant(ctx, ctx.input(1), ctx.input(2), 0, x.dtype(), "x");
  if (!xq) return xq.status();
  Expected<Quant> wq = readQuant(ctx, ctx.input(4), ctx.input(5), plan->maps, w.dtype(), "w");
  if (!wq) return wq.status();
  Expected<Quant> yq = readQuant(ctx, ctx.input(6), ctx.input(7), 0, DType::kUndefined, "y");
  if (!yq) return yq.status();
  const DType out = ctx.input(7)->dtype();
  if (!is8Bit(out)) return ctx.error(fmt::format("y_zero_point has dtype {}, expected u8 or i8", ir::name(out)));
  if (bias && (bias->dtype() != DType::kI32 || bias->rank() != 1 || bias->dim(0) != plan->maps))
    return ctx.error(fmt::format("B has dtype {} and shape {}, expected i32 [{}]", ir::name(bias->dtype()),
                                 ir::formatShape(bias->shape()), plan->maps));
  const Shape out_shape = plan->win.outShape(plan->batch, plan->maps);
  Tensor acc(DType::kI32, out_shape);
  convolveInt(x, xq->zeroAt(0), w, *wq, *plan, acc.data<std::int32_t>());
  Expected<Tensor> y = makeOutput(ctx, out, out_shape);
  if (!y) return y.status();
  const std::int32_t* ad = acc.data<std::int32_t>();
  const std::int64_t plane = plan->win.outSize();
  for (std::int64_t i = 0; i < acc.size(); ++i) {
    const std::int64_t m = (i / plane) % plan->maps;
    const std::int64_t sum = std::int64_t{ad[i]} + (bias ? bias->data<std::int32_t>()[m] : 0);
    const float v = static_cast<float>(sum) * (xq->scaleAt(0) * wq->scaleAt(m) / yq->scaleAt(0));
    if (out == DType::kU8) y.value().data<std::uint8_t>()[i] = quantizeValue<std::uint8_t>(v, yq->zeroAt(0));
    else y.value().data<std::int8_t>()[i] = quantizeValue<std::int8_t>(v, yq->zeroAt(0));
  }
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerQuantizedConvKernels(KernelRegistry& registry) {
  registry.add("ConvInteger", convInteger);
  registry.add("QLinearConv", qlinearConv);
}

}  // namespace tessera::exec::nn
