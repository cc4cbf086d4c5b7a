// Helpers shared by the nn and quantized kernels (see nn_common.h).
#include "compiler/exec/kernels/nn_common.h"

#include <cblas.h>
#include <fmt/format.h>

#include <atomic>
#include <climits>
#include <cmath>

namespace tessera::exec::nn {

Status checkInputs(const KernelContext& ctx, int min, int max) {
  const int given = ctx.inputCount();
  if (given < min || given > max)
    return ctx.error(min == max ? fmt::format("expected {} inputs, found {}", min, given)
                                : fmt::format("expected {} to {} inputs, found {}", min, max, given));
  for (int i = 0; i < min; ++i)
    if (!ctx.input(i)) return ctx.error(fmt::format("input {} is required but omitted", i));
  return Status();
}

Status checkFloat(const KernelContext& ctx, const Tensor& t, const std::string& what) {
  if (t.dtype() == DType::kF32 || t.dtype() == DType::kF64) return Status();
  return ctx.unsupported(fmt::format("{} has dtype {}; this kernel computes f32, f64, f16 and bf16", what, ir::name(t.dtype())));
}

Status checkSameType(const KernelContext& ctx, const Tensor& t, const Tensor& like, const std::string& what) {
  if (t.dtype() == like.dtype()) return Status();
  return ctx.error(fmt::format("{} has dtype {}, expected {} like input 0", what, ir::name(t.dtype()), ir::name(like.dtype())));
}

Status runHalfAsF32(KernelContext& ctx, Status (*body)(KernelContext&)) {
  const DType half = ctx.input(0)->dtype();
  std::vector<Tensor> casted(ctx.inputs.size());
  KernelContext sub{ctx.graph, ctx.node, {}, {}, ctx.opset, ctx.threads};
  sub.ordered_float_sums = ctx.ordered_float_sums;
  for (size_t i = 0; i < ctx.inputs.size(); ++i) {
    const Tensor* in = ctx.inputs[i];
    if (in && in->dtype() == half) {
      casted[i] = castTensor(*in, DType::kF32);
      sub.inputs.push_back(&casted[i]);
    } else {
      sub.inputs.push_back(in);
    }
  }
  sub.outputs.resize(ctx.outputs.size());
  Status status = body(sub);
  if (!status.ok()) return status;
  for (size_t k = 0; k < ctx.outputs.size(); ++k) {
    Tensor& out = sub.outputs[k];
    ctx.outputs[k] = out.defined() && out.dtype() == DType::kF32 ? castTensor(out, half) : std::move(out);
  }
  return Status();
}

std::vector<double> toDoubles(const Tensor& t) {
  std::vector<double> out(static_cast<size_t>(t.size()));
  for (std::int64_t i = 0; i < t.size(); ++i) out[static_cast<size_t>(i)] = t.at(i);
  return out;
}

Shape Window::outShape(std::int64_t n, std::int64_t c) const {
  Shape shape{n, c};
  for (int i = 3 - spatial; i < 3; ++i) shape.push_back(out[static_cast<size_t>(i)]);
  return shape;
}

bool Window::isPointwise() const {
  for (size_t i = 0; i < 3; ++i)
    if (kernel[i] != 1 || stride[i] != 1 || pad_begin[i] != 0 || pad_end[i] != 0) return false;
  return true;
}

namespace {

/// Largest kernel, stride, dilation or pad accepted (keeps index arithmetic in int64).
constexpr std::int64_t kMaxWindowAttr = std::int64_t{1} << 31;

Expected<std::vector<std::int64_t>> intsAttr(const KernelContext& ctx, const std::string& name, size_t count,
                                             std::int64_t fallback, std::int64_t min) {
  std::vector<std::int64_t> values = ctx.node.attrInts(name, std::vector<std::int64_t>(count, fallback));
  if (values.size() != count)
    return ctx.error(fmt::format("attribute '{}' has {} values, expected {}", name, values.size(), count));
  for (std::int64_t v : values)
    if (v < min || v > kMaxWindowAttr)
      return ctx.error(fmt::format("attribute '{}' has value {}, expected {} to {}", name, v, min, kMaxWindowAttr));
  return values;
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

}  // namespace

Expected<Window> resolveWindow(const KernelContext& ctx, const Shape& x, const std::vector<std::int64_t>& kernel_from_weights,
                               bool ceil_mode) {
  Window w;
  const int rank = static_cast<int>(x.size());
  if (rank < 3) return ctx.error(fmt::format("input 0 has shape {}, expected rank >= 3 (N, C, spatial...)", ir::formatShape(x)));
  if (rank > 5) return ctx.unsupported(fmt::format("{} spatial dims; this kernel handles 1 to 3", rank - 2));
  w.spatial = rank - 2;
  const size_t n = static_cast<size_t>(w.spatial);

  std::vector<std::int64_t> kernel = kernel_from_weights;
  if (ctx.node.has("kernel_shape")) {
    Expected<std::vector<std::int64_t>> attr = intsAttr(ctx, "kernel_shape", n, 1, 1);
    if (!attr) return attr.status();
    if (!kernel.empty() && *attr != kernel)
      return ctx.error(fmt::format("kernel_shape [{}] does not match the weight's spatial dims [{}]", fmt::join(*attr, ","),
                                   fmt::join(kernel, ",")));
    kernel = *attr;
  }
  if (kernel.empty()) return ctx.error("attribute 'kernel_shape' is required");
  if (kernel.size() != n) return ctx.error(fmt::format("kernel has {} dims, expected {}", kernel.size(), n));
  for (std::int64_t k : kernel)
    if (k < 1) return ctx.error(fmt::format("kernel dims [{}] must be positive", fmt::join(kernel, ",")));
  Expected<std::vector<std::int64_t>> strides = intsAttr(ctx, "strides", n, 1, 1);
  if (!strides) return strides.status();
  Expected<std::vector<std::int64_t>> dilations = intsAttr(ctx, "dilations", n, 1, 1);
  if (!dilations) return dilations.status();
  const std::string auto_pad = ctx.node.attrString("auto_pad", "NOTSET");
  if (auto_pad != "NOTSET" && auto_pad != "" && auto_pad != "SAME_UPPER" && auto_pad != "SAME_LOWER" && auto_pad != "VALID")
    return ctx.error(fmt::format("auto_pad is '{}', expected NOTSET, SAME_UPPER, SAME_LOWER or VALID", auto_pad));
  const bool explicit_pads = auto_pad == "NOTSET" || auto_pad.empty();
  Expected<std::vector<std::int64_t>> pads = intsAttr(ctx, "pads", 2 * n, 0, 0);
  if (explicit_pads && !pads) return pads.status();

  for (size_t i = 0; i < n; ++i) {
    const size_t d = 3 - n + i;
    w.in[d] = x[2 + i];
    w.kernel[d] = kernel[i];
    w.stride[d] = (*strides)[i];
    w.dilation[d] = (*dilations)[i];
    const std::int64_t dk = (kernel[i] - 1) * w.dilation[d] + 1;
    const std::int64_t s = w.stride[d];
    if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
      w.out[d] = ceilDiv(w.in[d], s);
      const std::int64_t total = std::max<std::int64_t>(0, (w.out[d] - 1) * s + dk - w.in[d]);
      w.pad_begin[d] = auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
      w.pad_end[d] = total - w.pad_begin[d];
    } else {
      if (explicit_pads) {
        w.pad_begin[d] = (*pads)[i];
        w.pad_end[d] = (*pads)[i + n];
      }
      const std::int64_t span = w.in[d] + w.pad_begin[d] + w.pad_end[d] - dk;
      if (span < 0)
        return ctx.error(fmt::format("spatial dim {} of size {} (padded by {}+{}) is smaller than the dilated kernel {}", i,
                                     w.in[d], w.pad_begin[d], w.pad_end[d], dk));
      w.out[d] = (ceil_mode ? ceilDiv(span, s) : span / s) + 1;
      // A last window starting in the end padding is dropped (PyTorch, ONNX Runtime).
      if (ceil_mode && (w.out[d] - 1) * s >= w.in[d] + w.pad_begin[d]) --w.out[d];
    }
    if (w.in[d] < 1 || w.out[d] < 1)
      return ctx.error(fmt::format("spatial dim {} has input size {} and output size {}; expected both positive", i, w.in[d],
                                   w.out[d]));
  }
  if (ir::elementCount({w.out[0], w.out[1], w.out[2]}) > kMaxOutputElements ||
      ir::elementCount({w.kernel[0], w.kernel[1], w.kernel[2]}) > kMaxOutputElements)
    return ctx.error(fmt::format("output spatial dims [{}] or kernel [{}] are too large", fmt::join(w.out, ","),
                                 fmt::join(w.kernel, ",")));
  return w;
}

void setBlasThreads(int threads) {
  static std::atomic<int> current{-1};
  threads = std::max(1, threads);
  if (current.exchange(threads) != threads) openblas_set_num_threads(threads);
}

bool fitsBlas(std::int64_t m, std::int64_t n, std::int64_t k) {
  return m <= INT_MAX && n <= INT_MAX && k <= INT_MAX && m * k <= INT_MAX && k * n <= INT_MAX && m * n <= INT_MAX;
}

namespace {

template <class T>
bool trivialGemm(std::int64_t m, std::int64_t n, std::int64_t k, T beta, T* c, std::int64_t ldc) {
  if (m == 0 || n == 0) return true;
  if (k != 0) return false;
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) c[i * ldc + j] = beta == T{0} ? T{0} : beta * c[i * ldc + j];
  return true;
}

}  // namespace

void gemmOrdered(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float* a,
                 const float* b, bool add_y, float beta, float* y) {
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      float sum = 0.0f;
      for (std::int64_t p = 0; p < k; ++p)
        sum = std::fma(a[trans_a ? p * m + i : i * k + p], b[trans_b ? j * k + p : p * n + j], sum);
      float& out = y[i * n + j];
      const float v = alpha == 1.0f ? sum : alpha * sum;
      out = add_y ? v + (beta == 1.0f ? out : beta * out) : v;
    }
}

void gemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float* a,
          std::int64_t lda, const float* b, std::int64_t ldb, float beta, float* c, std::int64_t ldc) {
  if (trivialGemm(m, n, k, beta, c, ldc)) return;
  cblas_sgemm(CblasRowMajor, trans_a ? CblasTrans : CblasNoTrans, trans_b ? CblasTrans : CblasNoTrans, static_cast<int>(m),
              static_cast<int>(n), static_cast<int>(k), alpha, a, static_cast<int>(lda), b, static_cast<int>(ldb), beta, c,
              static_cast<int>(ldc));
}

void gemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, double alpha, const double* a,
          std::int64_t lda, const double* b, std::int64_t ldb, double beta, double* c, std::int64_t ldc) {
  if (trivialGemm(m, n, k, beta, c, ldc)) return;
  cblas_dgemm(CblasRowMajor, trans_a ? CblasTrans : CblasNoTrans, trans_b ? CblasTrans : CblasNoTrans, static_cast<int>(m),
              static_cast<int>(n), static_cast<int>(k), alpha, a, static_cast<int>(lda), b, static_cast<int>(ldb), beta, c,
              static_cast<int>(ldc));
}

Expected<MatMulPlan> planMatMul(const KernelContext& ctx, const Shape& a, const Shape& b) {
  if (a.empty() || b.empty())
    return ctx.error(fmt::format("inputs have shapes {} and {}; expected rank >= 1", ir::formatShape(a), ir::formatShape(b)));
  MatMulPlan plan;
  const bool a_vector = a.size() == 1, b_vector = b.size() == 1;
  plan.m = a_vector ? 1 : a[a.size() - 2];
  plan.k = a.back();
  const std::int64_t kb = b_vector ? b[0] : b[b.size() - 2];
  plan.n = b_vector ? 1 : b.back();
  if (kb != plan.k)
    return ctx.error(fmt::format("inner dims differ: {} x {} (K {} vs {})", ir::formatShape(a), ir::formatShape(b), plan.k, kb));
  Shape batch_a(a.begin(), a.end() - (a_vector ? 1 : 2));
  Shape batch_b(b.begin(), b.end() - (b_vector ? 1 : 2));
  std::optional<Shape> batch = broadcastShapes(batch_a, batch_b);
  if (!batch)
    return ctx.error(fmt::format("batch dims of {} and {} do not broadcast", ir::formatShape(a), ir::formatShape(b)));
  plan.out = *batch;
  if (!a_vector) plan.out.push_back(plan.m);
  if (!b_vector) plan.out.push_back(plan.n);
  if (ir::elementCount(plan.out) < 0 || ir::elementCount(plan.out) > kMaxOutputElements)
    return ctx.error(fmt::format("output shape {} is too large", ir::formatShape(plan.out)));
  std::vector<std::int64_t> sa = broadcastStrides(batch_a, *batch), sb = broadcastStrides(batch_b, *batch);
  const std::int64_t a_matrix = plan.m * plan.k, b_matrix = plan.k * plan.n;
  forEachBroadcast(*batch, {sa, sb}, [&](std::int64_t, const std::vector<std::int64_t>& offsets) {
    plan.a_offsets.push_back(offsets[0] * a_matrix);
    plan.b_offsets.push_back(offsets[1] * b_matrix);
  });
  plan.a_folds = ir::elementCount(batch_b) == 1 && ir::elementCount(batch_a) == ir::elementCount(*batch);
  return plan;
}

Expected<Quant> readQuant(const KernelContext& ctx, const Tensor* scale, const Tensor* zero, std::int64_t per_axis,
                          DType zero_like, const std::string& what) {
  Quant q;
  const std::int64_t count = scale ? scale->size() : zero ? zero->size() : 1;
  const bool count_ok = count == 1 || (per_axis > 0 && count == per_axis);
  if (!count_ok || (scale && scale->rank() > 1) || (zero && (zero->rank() > 1 || zero->size() != count)))
    return ctx.error(fmt::format("{} scale {} and zero point {} must be scalars{}", what,
                                 scale ? ir::formatShape(scale->shape()) : "(none)",
                                 zero ? ir::formatShape(zero->shape()) : "(none)",
                                 per_axis > 0 ? fmt::format(" or 1-D of {} elements", per_axis) : ""));
  if (scale && !ir::isFloat(scale->dtype()))
    return ctx.error(fmt::format("{} scale has dtype {}, expected a float type", what, ir::name(scale->dtype())));
  if (zero && zero->dtype() != DType::kU8 && zero->dtype() != DType::kI8 && zero->dtype() != DType::kI32)
    return ctx.unsupported(fmt::format("{} zero point has dtype {}; this build handles u8, i8 and i32", what,
                                       ir::name(zero->dtype())));
  if (zero && zero_like != DType::kUndefined && zero->dtype() != zero_like)
    return ctx.error(fmt::format("{} zero point has dtype {}, expected {}", what, ir::name(zero->dtype()), ir::name(zero_like)));
  for (std::int64_t i = 0; i < count; ++i) {
    q.scale.push_back(scale ? static_cast<float>(scale->at(i)) : 1.0f);
    q.zero.push_back(zero ? static_cast<std::int32_t>(zero->intAt(i)) : 0);
  }
  return q;
}

}  // namespace tessera::exec::nn
