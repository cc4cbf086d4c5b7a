// Nn kernels of the reference executor: Gemm, MatMul, the Softmax family, and registration of the nn_*.cpp families.
#include <fmt/format.h>

#include <cmath>
#include <limits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec {
namespace {

using namespace nn;

bool isBlasType(DType d) { return d == DType::kF32 || d == DType::kF64; }
bool isGemmIntType(DType d) { return d == DType::kI32 || d == DType::kI64 || d == DType::kU32 || d == DType::kU64; }

/// Calls f(T{}) for the dtypes Gemm and MatMul compute (after half types became f32).
template <class F>
bool visitMatMulType(DType d, F&& f) {
  switch (d) {
    case DType::kF32: f(float{}); return true;
    case DType::kF64: f(double{}); return true;
    case DType::kI32: f(std::int32_t{}); return true;
    case DType::kI64: f(std::int64_t{}); return true;
    case DType::kU32: f(std::uint32_t{}); return true;
    case DType::kU64: f(std::uint64_t{}); return true;
    default: return false;
  }
}

/// Row-major y[M,N] = alpha * op(a) * op(b) + beta * y for integer types.
template <class T>
void gemmIntTransposed(bool ta, bool tb, std::int64_t m, std::int64_t n, std::int64_t k, double alpha, const T* a,
                       const T* b, double beta, T* y) {
  using U = std::make_unsigned_t<T>;
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      U acc = 0;
      for (std::int64_t p = 0; p < k; ++p)
        acc += static_cast<U>(a[ta ? p * m + i : i * k + p]) * static_cast<U>(b[tb ? j * k + p : p * n + j]);
      T& out = y[i * n + j];
      if (alpha == 1.0 && (beta == 1.0 || beta == 0.0))
        out = static_cast<T>(acc + (beta == 0.0 ? U{0} : static_cast<U>(out)));
      else
        out = static_cast<T>(alpha * static_cast<double>(static_cast<T>(acc)) + beta * static_cast<double>(out));
    }
}

Status gemmKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, ctx.opset < 11 ? 3 : 2, 3); !s.ok()) return s;
  const Tensor& a = *ctx.input(0);
  if (isHalf(a.dtype())) return runHalfAsF32(ctx, gemmKernel);
  const Tensor& b = *ctx.input(1);
  const Tensor* c = ctx.input(2);
  if (!isBlasType(a.dtype()) && !isGemmIntType(a.dtype()))
    return ctx.unsupported(fmt::format("dtype {}", ir::name(a.dtype())));
  if (Status s = checkSameType(ctx, b, a, "B"); !s.ok()) return s;
  if (c)
    if (Status s = checkSameType(ctx, *c, a, "C"); !s.ok()) return s;
  if (a.rank() != 2 || b.rank() != 2)
    return ctx.error(fmt::format("A has shape {} and B {}; expected 2-D matrices", ir::formatShape(a.shape()),
                                 ir::formatShape(b.shape())));
  const bool ta = ctx.node.attrInt("transA", 0) != 0, tb = ctx.node.attrInt("transB", 0) != 0;
  const std::int64_t m = ta ? a.dim(1) : a.dim(0), k = ta ? a.dim(0) : a.dim(1);
  const std::int64_t kb = tb ? b.dim(1) : b.dim(0), n = tb ? b.dim(0) : b.dim(1);
  if (k != kb)
    return ctx.error(fmt::format("op(A) is {}x{} but op(B) is {}x{} (transA {}, transB {})", m, k, kb, n, ta, tb));
  const Shape out_shape{m, n};
  if (c && (c->rank() > 2 || broadcastShapes(c->shape(), out_shape) != out_shape))
    return ctx.error(fmt::format("C has shape {}, expected one that broadcasts to [{},{}]", ir::formatShape(c->shape()), m, n));
  const float alpha = ctx.node.attrFloat("alpha", 1.0f), beta = ctx.node.attrFloat("beta", 1.0f);
  if (!fitsBlas(m, n, k)) return ctx.unsupported("GEMM dims exceed BLAS's 32-bit int");
  Expected<Tensor> y = makeOutput(ctx, a.dtype(), out_shape);
  if (!y) return y.status();
  const bool use_c = c && beta != 0.0f;
  visitMatMulType(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* out = y.value().template data<T>();
    if (use_c) {
      const T* cd = c->template data<T>();
      forEachBroadcast(out_shape, {broadcastStrides(c->shape(), out_shape)},
                       [&](std::int64_t i, const std::vector<std::int64_t>& off) { out[i] = cd[off[0]]; });
    }
    if constexpr (std::is_same_v<T, float>) {
      if (ctx.ordered_float_sums) {
        gemmOrdered(ta, tb, m, n, k, alpha, a.template data<T>(), b.template data<T>(), use_c, beta, out);
        return;
      }
    }
    if constexpr (std::is_floating_point_v<T>) {
      setBlasThreads(ctx.threads);
      gemm(ta, tb, m, n, k, static_cast<T>(alpha), a.template data<T>(), ta ? m : k, b.template data<T>(), tb ? k : n,
           use_c ? static_cast<T>(beta) : T{0}, out, n);
    } else {
      gemmIntTransposed(ta, tb, m, n, k, alpha, a.template data<T>(), b.template data<T>(), use_c ? beta : 0.0, out);
    }
  });
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

Status matmul(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 2); !s.ok()) return s;
  const Tensor& a = *ctx.input(0);
  if (isHalf(a.dtype())) return runHalfAsF32(ctx, matmul);
  const Tensor& b = *ctx.input(1);
  if (!isBlasType(a.dtype()) && !isGemmIntType(a.dtype()))
    return ctx.unsupported(fmt::format("dtype {}", ir::name(a.dtype())));
  if (Status s = checkSameType(ctx, b, a, "B"); !s.ok()) return s;
  Expected<MatMulPlan> plan = planMatMul(ctx, a.shape(), b.shape());
  if (!plan) return plan.status();
  const std::int64_t batches = static_cast<std::int64_t>(plan->a_offsets.size());
  const std::int64_t m = plan->m, n = plan->n, k = plan->k;
  if (!fitsBlas(plan->a_folds ? batches * m : m, n, k)) return ctx.unsupported("GEMM dims exceed BLAS's 32-bit int");
  Expected<Tensor> y = makeOutput(ctx, a.dtype(), plan->out);
  if (!y) return y.status();
  visitMatMulType(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* ad = a.template data<T>();
    const T* bd = b.template data<T>();
    T* out = y.value().template data<T>();
    if constexpr (std::is_same_v<T, float>) {
      if (ctx.ordered_float_sums) {
        for (std::int64_t i = 0; i < batches; ++i)
          gemmOrdered(false, false, m, n, k, 1.0f, ad + plan->a_offsets[static_cast<size_t>(i)],
                      bd + plan->b_offsets[static_cast<size_t>(i)], false, 0.0f, out + i * m * n);
        return;
      }
    }
    if constexpr (std::is_floating_point_v<T>) {
      setBlasThreads(ctx.threads);
      if (plan->a_folds) {
        gemm(false, false, batches * m, n, k, T{1}, ad, k, bd, n, T{0}, out, n);
        return;
      }
      for (std::int64_t i = 0; i < batches; ++i)
        gemm(false, false, m, n, k, T{1}, ad + plan->a_offsets[static_cast<size_t>(i)], k,
             bd + plan->b_offsets[static_cast<size_t>(i)], n, T{0}, out + i * m * n, n);
    } else {
      for (std::int64_t i = 0; i < batches; ++i)
        gemmInt(m, n, k, ad + plan->a_offsets[static_cast<size_t>(i)], bd + plan->b_offsets[static_cast<size_t>(i)],
                out + i * m * n);
    }
  });
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

enum class SoftKind { kSoftmax, kLogSoftmax, kHardmax };

/// Applies the op along the middle axis of x viewed as [outer, len, inner].
template <class T>
void softmaxAlong(const T* x, T* y, std::int64_t outer, std::int64_t len, std::int64_t inner, SoftKind kind) {
  for (std::int64_t o = 0; o < outer; ++o)
    for (std::int64_t i = 0; i < inner; ++i) {
      const std::int64_t base = o * len * inner + i;
      T max = -std::numeric_limits<T>::infinity();
      std::int64_t arg = 0;
      for (std::int64_t j = 0; j < len; ++j)
        if (x[base + j * inner] > max) {
          max = x[base + j * inner];
          arg = j;
        }
      if (kind == SoftKind::kHardmax) {
        for (std::int64_t j = 0; j < len; ++j) y[base + j * inner] = j == arg ? T{1} : T{0};
        continue;
      }
      double sum = 0;
      for (std::int64_t j = 0; j < len; ++j) {
        const T e = std::exp(x[base + j * inner] - max);
        sum += static_cast<double>(e);
        if (kind == SoftKind::kSoftmax) y[base + j * inner] = e;
      }
      if (kind == SoftKind::kSoftmax) {
        const T scale = static_cast<T>(1.0 / sum);
        for (std::int64_t j = 0; j < len; ++j) y[base + j * inner] *= scale;
      } else {
        const T shift = max + static_cast<T>(std::log(sum));
        for (std::int64_t j = 0; j < len; ++j) y[base + j * inner] = x[base + j * inner] - shift;
      }
    }
}

template <SoftKind kKind>
Status softmaxKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, softmaxKernel<kKind>);
  if (Status s = checkFloat(ctx, x, "input"); !s.ok()) return s;
  const int rank = x.rank();
  const Shape& shape = x.shape();
  std::int64_t outer = 1, len = 1, inner = 1;
  if (ctx.opset < 13) {
    // Opsets 1-12 view the input as 2-D [prod(dims[:axis]), prod(dims[axis:])].
    const std::int64_t axis = ctx.node.attrInt("axis", 1);
    const std::int64_t a = axis < 0 ? axis + rank : axis;
    if (a < 0 || a > rank) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis, rank));
    for (int d = 0; d < rank; ++d) (d < a ? outer : len) *= shape[static_cast<size_t>(d)];
  } else {
    const std::int64_t axis = ctx.node.attrInt("axis", -1);
    std::optional<int> a = normalizeAxis(axis, rank);
    if (!a) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis, rank));
    for (int d = 0; d < rank; ++d) (d < *a ? outer : d == *a ? len : inner) *= shape[static_cast<size_t>(d)];
  }
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), shape);
  if (!y) return y.status();
  if (x.dtype() == DType::kF32)
    softmaxAlong(x.data<float>(), y.value().data<float>(), outer, len, inner, kKind);
  else
    softmaxAlong(x.data<double>(), y.value().data<double>(), outer, len, inner, kKind);
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerNnKernels(KernelRegistry& registry) {
  registry.add("Gemm", gemmKernel);
  registry.add("MatMul", matmul);
  registry.add("Softmax", softmaxKernel<SoftKind::kSoftmax>);
  registry.add("LogSoftmax", softmaxKernel<SoftKind::kLogSoftmax>);
  registry.add("Hardmax", softmaxKernel<SoftKind::kHardmax>);
  nn::registerConvKernels(registry);
  nn::registerPoolKernels(registry);
  nn::registerNormKernels(registry);
  nn::registerReduceKernels(registry);
  nn::registerLossKernels(registry);
  nn::registerRecurrentKernels(registry);
}

}  // namespace tessera::exec
