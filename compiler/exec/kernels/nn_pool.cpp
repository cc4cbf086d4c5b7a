// Pooling kernels: MaxPool (with Indices), AveragePool, LpPool, their Global forms, and MaxUnpool.
#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "compiler/exec/kernels/nn_common.h"
#include "hw/isa/fixed_point.h"

namespace tessera::exec::nn {
namespace {

/// Kernel taps t in [0, k) whose position start + t * d lies in [lo, hi).
struct Taps {
  std::int64_t first = 0, last = 0;  ///< [first, last)
  std::int64_t count() const { return last - first; }
};
Taps tapsWithin(std::int64_t start, std::int64_t d, std::int64_t k, std::int64_t lo, std::int64_t hi) {
  Taps t;
  t.first = start >= lo ? 0 : (lo - start + d - 1) / d;
  t.last = start >= hi ? 0 : std::min(k, (hi - start + d - 1) / d);
  t.last = std::max(t.first, t.last);
  return t;
}

/// Calls f(out_index, taps, starts) for every output position of one plane,
/// with the taps of each of the 3 dims that read real input.
template <class F>
void forEachWindow(const Window& w, F&& f) {
  std::int64_t o = 0;
  std::array<Taps, 3> taps;
  std::array<std::int64_t, 3> start{};
  for (std::int64_t od = 0; od < w.out[0]; ++od) {
    start[0] = od * w.stride[0] - w.pad_begin[0];
    taps[0] = tapsWithin(start[0], w.dilation[0], w.kernel[0], 0, w.in[0]);
    for (std::int64_t oh = 0; oh < w.out[1]; ++oh) {
      start[1] = oh * w.stride[1] - w.pad_begin[1];
      taps[1] = tapsWithin(start[1], w.dilation[1], w.kernel[1], 0, w.in[1]);
      for (std::int64_t ow = 0; ow < w.out[2]; ++ow, ++o) {
        start[2] = ow * w.stride[2] - w.pad_begin[2];
        taps[2] = tapsWithin(start[2], w.dilation[2], w.kernel[2], 0, w.in[2]);
        f(o, taps, start);
      }
    }
  }
}

/// Max over each window; with `indices`, also the flat input index of the
/// first maximum (row-major, or column-major over the spatial dims).
template <class T, bool kIndices>
void maxPool(const T* x, T* y, std::int64_t* indices, std::int64_t planes, const Window& w, bool column_major) {
  const std::int64_t in = w.inSize(), out = w.outSize();
  const T lowest = std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::lowest();
  for (std::int64_t p = 0; p < planes; ++p) {
    const T* xp = x + p * in;
    forEachWindow(w, [&](std::int64_t o, const std::array<Taps, 3>& taps, const std::array<std::int64_t, 3>& start) {
      T best = lowest;
      std::int64_t arg = -1;
      for (std::int64_t kd = taps[0].first; kd < taps[0].last; ++kd) {
        const std::int64_t id = start[0] + kd * w.dilation[0];
        for (std::int64_t kh = taps[1].first; kh < taps[1].last; ++kh) {
          const std::int64_t ih = start[1] + kh * w.dilation[1];
          const T* row = xp + (id * w.in[1] + ih) * w.in[2] + start[2];
          if constexpr (kIndices) {
            for (std::int64_t kw = taps[2].first; kw < taps[2].last; ++kw) {
              const std::int64_t iw = start[2] + kw * w.dilation[2];
              if (arg < 0 || row[kw * w.dilation[2]] > best) {
                best = row[kw * w.dilation[2]];
                arg = column_major ? id + (ih + iw * w.in[1]) * w.in[0] : (id * w.in[1] + ih) * w.in[2] + iw;
              }
            }
          } else {
            for (std::int64_t kw = taps[2].first; kw < taps[2].last; ++kw) {
              const T v = row[kw * w.dilation[2]];
              best = v > best ? v : best;
            }
          }
        }
      }
      y[p * out + o] = best;
      if constexpr (kIndices) indices[p * out + o] = arg < 0 ? -1 : p * in + arg;
    });
  }
}

template <class T>
void maxPool(const T* x, T* y, std::int64_t* indices, std::int64_t planes, const Window& w, bool column_major) {
  if (indices) maxPool<T, true>(x, y, indices, planes, w, column_major);
  else maxPool<T, false>(x, y, nullptr, planes, w, column_major);
}

enum class PoolKind { kMax, kAverage, kLp };

/// The vector unit's fp32 average (ExecOptions::ordered_float_sums) of
/// `sum`, the taps added one at a time in window order, each addition
/// rounded: times fp32(1 / terms) as avg_pool's fixed-point scale gives it
/// (isa.h, avg_pool; a one-element window is added to itself).
float orderedAverage(float sum, std::int64_t terms, float only_tap) {
  if (terms == 1) sum = only_tap + only_tap;
  const Expected<isa::FixedPointMultiplier> m = isa::averageScale(terms);
  if (!m) return std::numeric_limits<float>::quiet_NaN();
  return sum * static_cast<float>(isa::realScale(*m));
}

/// AveragePool (divisor: real taps, or taps within the pads with
/// count_include_pad) and LpPool ((sum |x|^p)^(1/p); padding adds nothing);
/// `ordered` (fp32 averages): the vector unit's sum (orderedAverage).
template <class T>
void sumPool(const T* x, T* y, std::int64_t planes, const Window& w, PoolKind kind, bool count_include_pad, double p_norm,
             bool ordered) {
  const std::int64_t in = w.inSize(), out = w.outSize();
  for (std::int64_t p = 0; p < planes; ++p) {
    const T* xp = x + p * in;
    forEachWindow(w, [&](std::int64_t o, const std::array<Taps, 3>& taps, const std::array<std::int64_t, 3>& start) {
      double sum = 0;
      float ordered_sum = 0, first = 0;
      std::int64_t summed = 0;
      for (std::int64_t kd = taps[0].first; kd < taps[0].last; ++kd) {
        const std::int64_t id = start[0] + kd * w.dilation[0];
        for (std::int64_t kh = taps[1].first; kh < taps[1].last; ++kh) {
          const T* row = xp + (id * w.in[1] + start[1] + kh * w.dilation[1]) * w.in[2];
          for (std::int64_t kw = taps[2].first; kw < taps[2].last; ++kw) {
            const double v = static_cast<double>(row[start[2] + kw * w.dilation[2]]);
            sum += kind == PoolKind::kLp ? (p_norm == 2.0 ? v * v : std::pow(std::abs(v), p_norm)) : v;
            if (ordered) {
              const auto f = static_cast<float>(row[start[2] + kw * w.dilation[2]]);
              ordered_sum = summed++ == 0 ? (first = f) : ordered_sum + f;
            }
          }
        }
      }
      if (kind == PoolKind::kLp) {
        y[p * out + o] = static_cast<T>(p_norm == 2.0 ? std::sqrt(sum) : std::pow(sum, 1.0 / p_norm));
        return;
      }
      double count = 1;
      for (size_t d = 0; d < 3; ++d)
        count *= static_cast<double>(
            count_include_pad
                ? tapsWithin(start[d], w.dilation[d], w.kernel[d], -w.pad_begin[d], w.in[d] + w.pad_end[d]).count()
                : taps[d].count());
      if (ordered && count > 0)
        y[p * out + o] = static_cast<T>(orderedAverage(ordered_sum, static_cast<std::int64_t>(count), first));
      else
        y[p * out + o] = static_cast<T>(count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN());
    });
  }
}

/// The p attribute of LpPool / GlobalLpPool (a float in opset 1, an int after).
Expected<double> lpNorm(const KernelContext& ctx) {
  double p = 2;
  auto it = ctx.node.attributes.find("p");
  if (it != ctx.node.attributes.end()) {
    if (const auto* f = std::get_if<float>(&it->second)) p = *f;
    else if (const auto* i = std::get_if<std::int64_t>(&it->second)) p = static_cast<double>(*i);
  }
  if (!(p > 0) || !std::isfinite(p)) return ctx.error(fmt::format("p is {}, expected a positive number", p));
  return p;
}

template <PoolKind kKind>
Status pool(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, pool<kKind>);
  const bool int8 = x.dtype() == DType::kI8 || x.dtype() == DType::kU8;
  if (!(kKind == PoolKind::kMax && int8))
    if (Status s = checkFloat(ctx, x, "input X"); !s.ok()) return s;
  const std::int64_t ceil_mode = ctx.node.attrInt("ceil_mode", 0);
  const std::int64_t storage_order = ctx.node.attrInt("storage_order", 0);
  if ((ceil_mode != 0 && ceil_mode != 1) || (storage_order != 0 && storage_order != 1))
    return ctx.error(fmt::format("ceil_mode {} and storage_order {}: expected 0 or 1", ceil_mode, storage_order));
  if (x.rank() < 3)
    return ctx.error(fmt::format("input has shape {}, expected rank >= 3 (N, C, spatial...)", ir::formatShape(x.shape())));
  Expected<Window> win = resolveWindow(ctx, x.shape(), {}, ceil_mode != 0);
  if (!win) return win.status();
  for (size_t d = 0; d < 3; ++d) {
    const std::int64_t extent = (win->kernel[d] - 1) * win->dilation[d] + 1;
    if (win->pad_begin[d] >= extent || win->pad_end[d] >= extent)
      return ctx.error(fmt::format("pads {}/{} must be smaller than the (dilated) kernel extent {}", win->pad_begin[d],
                                   win->pad_end[d], extent));
  }
  const Shape out_shape = win->outShape(x.dim(0), x.dim(1));
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), out_shape);
  if (!y) return y.status();
  const std::int64_t planes = x.dim(0) * x.dim(1);
  if constexpr (kKind == PoolKind::kMax) {
    const bool want_indices = ctx.outputs.size() > 1 && ctx.node.outputs[1] != ir::kNoValue;
    Tensor indices;
    if (want_indices) {
      Expected<Tensor> t = makeOutput(ctx, DType::kI64, out_shape);
      if (!t) return t.status();
      indices = std::move(t).value();
    }
    std::int64_t* idx = want_indices ? indices.data<std::int64_t>() : nullptr;
    const bool column_major = storage_order == 1;
    switch (x.dtype()) {
      case DType::kF32: maxPool(x.data<float>(), y.value().data<float>(), idx, planes, *win, column_major); break;
      case DType::kF64: maxPool(x.data<double>(), y.value().data<double>(), idx, planes, *win, column_major); break;
      case DType::kI8: maxPool(x.data<std::int8_t>(), y.value().data<std::int8_t>(), idx, planes, *win, column_major); break;
      default: maxPool(x.data<std::uint8_t>(), y.value().data<std::uint8_t>(), idx, planes, *win, column_major); break;
    }
    if (want_indices) ctx.outputs[1] = std::move(indices);
  } else {
    double p = 1;
    if constexpr (kKind == PoolKind::kLp) {
      Expected<double> norm = lpNorm(ctx);
      if (!norm) return norm.status();
      p = *norm;
    }
    const bool include_pad = ctx.node.attrInt("count_include_pad", 0) != 0;
    if (x.dtype() == DType::kF32)
      sumPool(x.data<float>(), y.value().data<float>(), planes, *win, kKind, include_pad, p,
              kKind == PoolKind::kAverage && ctx.ordered_float_sums);
    else
      sumPool(x.data<double>(), y.value().data<double>(), planes, *win, kKind, include_pad, p, false);
  }
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

template <class T>
void globalPool(const T* x, T* y, std::int64_t planes, std::int64_t size, PoolKind kind, double p, bool ordered) {
  for (std::int64_t i = 0; i < planes; ++i) {
    const T* xp = x + i * size;
    if (kind == PoolKind::kMax) {
      T best = size > 0 ? xp[0] : -std::numeric_limits<T>::infinity();
      for (std::int64_t j = 1; j < size; ++j) best = xp[j] > best ? xp[j] : best;
      y[i] = best;
      continue;
    }
    if (ordered && size > 0) {
      float sum = static_cast<float>(xp[0]);
      for (std::int64_t j = 1; j < size; ++j) sum += static_cast<float>(xp[j]);
      y[i] = static_cast<T>(orderedAverage(sum, size, static_cast<float>(xp[0])));
      continue;
    }
    double sum = 0;
    for (std::int64_t j = 0; j < size; ++j) {
      const double v = static_cast<double>(xp[j]);
      sum += kind == PoolKind::kLp ? std::pow(std::abs(v), p) : v;
    }
    y[i] = static_cast<T>(kind == PoolKind::kLp ? std::pow(sum, 1.0 / p) : sum / static_cast<double>(size));
  }
}

template <PoolKind kKind>
Status globalPoolKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, globalPoolKernel<kKind>);
  if (Status s = checkFloat(ctx, x, "input X"); !s.ok()) return s;
  if (x.rank() < 2) return ctx.error(fmt::format("input has shape {}, expected rank >= 2", ir::formatShape(x.shape())));
  double p = 1;
  if constexpr (kKind == PoolKind::kLp) {
    Expected<double> norm = lpNorm(ctx);
    if (!norm) return norm.status();
    p = *norm;
  }
  Shape out_shape = x.shape();
  std::int64_t size = 1;
  for (size_t d = 2; d < out_shape.size(); ++d) {
    size *= out_shape[d];
    out_shape[d] = 1;
  }
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), out_shape);
  if (!y) return y.status();
  const std::int64_t planes = x.dim(0) * x.dim(1);
  if (x.dtype() == DType::kF32)
    globalPool(x.data<float>(), y.value().data<float>(), planes, size, kKind, p,
               kKind == PoolKind::kAverage && ctx.ordered_float_sums);
  else
    globalPool(x.data<double>(), y.value().data<double>(), planes, size, kKind, p, false);
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

/// MaxUnpool: scatters X into zeros at the flat positions I of the unpooled
/// shape (from kernel_shape, strides and pads); a larger output_shape keeps
/// those coordinates and pads at the end of each dim.
Status maxUnpool(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  const Tensor& indices = *ctx.input(1);
  const Tensor* output_shape = ctx.input(2);
  if (indices.dtype() != DType::kI64 || indices.shape() != x.shape())
    return ctx.error(fmt::format("I has dtype {} and shape {}; expected i64 with X's shape {}", ir::name(indices.dtype()),
                                 ir::formatShape(indices.shape()), ir::formatShape(x.shape())));
  if (x.rank() < 3) return ctx.error(fmt::format("X has shape {}, expected rank >= 3", ir::formatShape(x.shape())));
  const size_t n = static_cast<size_t>(x.rank() - 2);
  const std::vector<std::int64_t> kernel = ctx.node.attrInts("kernel_shape");
  const std::vector<std::int64_t> strides = ctx.node.attrInts("strides", std::vector<std::int64_t>(n, 1));
  const std::vector<std::int64_t> pads = ctx.node.attrInts("pads", std::vector<std::int64_t>(2 * n, 0));
  if (kernel.size() != n || strides.size() != n || pads.size() != 2 * n)
    return ctx.error(fmt::format("kernel_shape and strides need {} values and pads {}", n, 2 * n));
  Shape unpooled{x.dim(0), x.dim(1)};
  for (size_t i = 0; i < n; ++i) {
    unpooled.push_back((x.dim(static_cast<int>(i) + 2) - 1) * strides[i] + kernel[i] - pads[i] - pads[i + n]);
    if (unpooled.back() < 1 || unpooled.back() > kMaxOutputElements)
      return ctx.error(fmt::format("kernel_shape, strides and pads give unpooled shape {}", ir::formatShape(unpooled)));
  }
  Shape out_shape = unpooled;
  if (output_shape) {
    out_shape = toInt64Vector(*output_shape);
    if (out_shape.size() != unpooled.size() || out_shape[0] != x.dim(0) || out_shape[1] != x.dim(1))
      return ctx.error(fmt::format("output_shape {} must have X's rank and its N and C ({})", ir::formatShape(out_shape),
                                   ir::formatShape(x.shape())));
  }
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), out_shape);
  if (!y) return y.status();
  const std::vector<std::int64_t> out_strides = stridesOf(out_shape);
  const std::int64_t unpooled_count = ir::elementCount(unpooled);
  const size_t bytes = static_cast<size_t>(ir::storageBytes(x.dtype()));
  const std::int64_t* idx = indices.data<std::int64_t>();
  for (std::int64_t i = 0; i < x.size(); ++i) {
    if (idx[i] < 0 || idx[i] >= unpooled_count)
      return ctx.error(fmt::format("index {} at position {} is outside the unpooled shape {}", idx[i], i,
                                   ir::formatShape(unpooled)));
    std::int64_t rest = idx[i], at = 0;
    for (size_t d = unpooled.size(); d-- > 0;) {
      const std::int64_t coord = rest % unpooled[d];
      rest /= unpooled[d];
      if (coord >= out_shape[d])
        return ctx.error(fmt::format("index {} falls outside output_shape {}", idx[i], ir::formatShape(out_shape)));
      at += coord * out_strides[d];
    }
    std::memcpy(y.value().bytes() + static_cast<size_t>(at) * bytes, x.bytes() + static_cast<size_t>(i) * bytes, bytes);
  }
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerPoolKernels(KernelRegistry& registry) {
  registry.add("MaxPool", pool<PoolKind::kMax>);
  registry.add("AveragePool", pool<PoolKind::kAverage>);
  registry.add("LpPool", pool<PoolKind::kLp>);
  registry.add("GlobalMaxPool", globalPoolKernel<PoolKind::kMax>);
  registry.add("GlobalAveragePool", globalPoolKernel<PoolKind::kAverage>);
  registry.add("GlobalLpPool", globalPoolKernel<PoolKind::kLp>);
  registry.add("MaxUnpool", maxUnpool);
}

}  // namespace tessera::exec::nn
