// Conv and ConvTranspose kernels: im2col / col2im around a BLAS GEMM per image and group
// (or, with ExecOptions::ordered_float_sums, each output summed in the array's order).
#include <fmt/format.h>

#include <cmath>
#include <memory>
#include <vector>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

/// Uninitialized scratch of n elements (im2col overwrites every element).
template <class T>
std::unique_ptr<T[]> scratch(std::int64_t n) {
  return std::unique_ptr<T[]>(new T[static_cast<size_t>(std::max<std::int64_t>(n, 1))]);
}

/// Adds col [channels * kernel, out] back into the image y (channels x in):
/// the transpose of im2col. Positions landing in the padding are dropped.
template <class T>
void col2im(const T* col, std::int64_t channels, const Window& w, T* y) {
  const std::int64_t plane = w.inSize();
  const std::int64_t ow_count = w.out[2];
  for (std::int64_t c = 0; c < channels; ++c) {
    T* yc = y + c * plane;
    for (std::int64_t kd = 0; kd < w.kernel[0]; ++kd)
      for (std::int64_t kh = 0; kh < w.kernel[1]; ++kh)
        for (std::int64_t kw = 0; kw < w.kernel[2]; ++kw) {
          const std::int64_t s = w.stride[2], off = kw * w.dilation[2] - w.pad_begin[2];
          std::int64_t lo = off >= 0 ? 0 : (-off + s - 1) / s;
          std::int64_t hi = w.in[2] - off <= 0 ? 0 : (w.in[2] - off + s - 1) / s;
          lo = std::min(lo, ow_count);
          hi = std::max(lo, std::min(hi, ow_count));
          for (std::int64_t od = 0; od < w.out[0]; ++od) {
            const std::int64_t id = od * w.stride[0] - w.pad_begin[0] + kd * w.dilation[0];
            for (std::int64_t oh = 0; oh < w.out[1]; ++oh, col += ow_count) {
              const std::int64_t ih = oh * w.stride[1] - w.pad_begin[1] + kh * w.dilation[1];
              if (id < 0 || id >= w.in[0] || ih < 0 || ih >= w.in[1]) continue;
              T* row = yc + (id * w.in[1] + ih) * w.in[2];
              for (std::int64_t ow = lo; ow < hi; ++ow) row[ow * s + off] += col[ow];
            }
          }
        }
  }
}

/// Fills each of the `channels` planes of y (size `plane`) with its bias.
template <class T>
void fillBias(const T* bias, std::int64_t channels, std::int64_t plane, T* y) {
  for (std::int64_t m = 0; m < channels; ++m) std::fill(y + m * plane, y + (m + 1) * plane, bias[m]);
}

/// out[i] += weight * in[i * stride] for i in [0, n): the depthwise inner
/// loop, cloned for AVX-512 and AVX2 (chosen when the library loads).
template <class T>
void axpyRow(T* out, const T* in, T weight, std::int64_t n, std::int64_t stride) {
  for (std::int64_t i = 0; i < n; ++i) out[i] += weight * in[i * stride];
}
template <>
__attribute__((target_clones("avx512f", "avx2", "default"))) void axpyRow<float>(float* out, const float* in, float weight,
                                                                                 std::int64_t n, std::int64_t stride) {
  if (stride == 1)
    for (std::int64_t i = 0; i < n; ++i) out[i] += weight * in[i];
  else
    for (std::int64_t i = 0; i < n; ++i) out[i] += weight * in[i * stride];
}

/// Direct convolution for one input channel per group (depthwise, with any
/// channel multiplier): for each output row, y_row += w * x_row over every
/// kernel tap's valid span, so the row stays in cache.
template <class T>
void convolveDepthwise(const T* x, const T* w, const T* bias, T* y, std::int64_t batch, std::int64_t channels,
                       std::int64_t maps, const Window& win) {
  const std::int64_t multiplier = maps / channels, in = win.inSize(), p = win.outSize(), ks = win.kernelSize();
  const std::int64_t ow_count = win.out[2], s = win.stride[2];
  // Per kernel column: input offset and the span of output columns that read real input.
  struct Column {
    std::int64_t off, lo, hi;
  };
  std::vector<Column> columns;
  for (std::int64_t kw = 0; kw < win.kernel[2]; ++kw) {
    const std::int64_t off = kw * win.dilation[2] - win.pad_begin[2];
    std::int64_t lo = std::min(off >= 0 ? 0 : (-off + s - 1) / s, ow_count);
    std::int64_t hi = win.in[2] - off <= 0 ? 0 : (win.in[2] - off + s - 1) / s;
    columns.push_back({off, lo, std::max(lo, std::min(hi, ow_count))});
  }
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t m = 0; m < maps; ++m) {
      const T* xc = x + (n * channels + m / multiplier) * in;
      const T* wm = w + m * ks;
      T* out = y + (n * maps + m) * p;
      for (std::int64_t od = 0; od < win.out[0]; ++od)
        for (std::int64_t oh = 0; oh < win.out[1]; ++oh, out += ow_count) {
          std::fill(out, out + ow_count, bias ? bias[m] : T{0});
          for (std::int64_t kd = 0; kd < win.kernel[0]; ++kd) {
            const std::int64_t id = od * win.stride[0] - win.pad_begin[0] + kd * win.dilation[0];
            if (id < 0 || id >= win.in[0]) continue;
            for (std::int64_t kh = 0; kh < win.kernel[1]; ++kh) {
              const std::int64_t ih = oh * win.stride[1] - win.pad_begin[1] + kh * win.dilation[1];
              if (ih < 0 || ih >= win.in[1]) continue;
              const T* row = xc + (id * win.in[1] + ih) * win.in[2];
              const T* wk = wm + (kd * win.kernel[1] + kh) * win.kernel[2];
              for (size_t kw = 0; kw < columns.size(); ++kw) {
                const Column& c = columns[kw];
                if (c.hi > c.lo) axpyRow(out + c.lo, row + c.lo * s + c.off, wk[kw], c.hi - c.lo, s);
              }
            }
          }
        }
    }
}

/// ExecOptions::ordered_float_sums: each output a chain of fused
/// multiply-adds from +0 over the window's taps (kd, kh, kw), the group's
/// channels innermost (taps on padding add nothing), then + bias.
void convolveOrdered(const float* x, const float* w, const float* bias, float* y, std::int64_t batch,
                     std::int64_t channels, std::int64_t maps, std::int64_t group, const Window& win) {
  const std::int64_t cg = channels / group, mg = maps / group, in = win.inSize(), ks = win.kernelSize();
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t m = 0; m < maps; ++m) {
      const float* xg = x + (n * channels + m / mg * cg) * in;
      const float* wm = w + m * cg * ks;
      float* out = y + (n * maps + m) * win.outSize();
      for (std::int64_t od = 0; od < win.out[0]; ++od)
        for (std::int64_t oh = 0; oh < win.out[1]; ++oh)
          for (std::int64_t ow = 0; ow < win.out[2]; ++ow) {
            float sum = 0.0f;
            for (std::int64_t kd = 0; kd < win.kernel[0]; ++kd) {
              const std::int64_t id = od * win.stride[0] - win.pad_begin[0] + kd * win.dilation[0];
              if (id < 0 || id >= win.in[0]) continue;
              for (std::int64_t kh = 0; kh < win.kernel[1]; ++kh) {
                const std::int64_t ih = oh * win.stride[1] - win.pad_begin[1] + kh * win.dilation[1];
                if (ih < 0 || ih >= win.in[1]) continue;
                for (std::int64_t kw = 0; kw < win.kernel[2]; ++kw) {
                  const std::int64_t iw = ow * win.stride[2] - win.pad_begin[2] + kw * win.dilation[2];
                  if (iw < 0 || iw >= win.in[2]) continue;
                  const std::int64_t pixel = (id * win.in[1] + ih) * win.in[2] + iw;
                  const std::int64_t tap = (kd * win.kernel[1] + kh) * win.kernel[2] + kw;
                  for (std::int64_t c = 0; c < cg; ++c) sum = std::fma(xg[c * in + pixel], wm[c * ks + tap], sum);
                }
              }
            }
            *out++ = bias ? sum + bias[m] : sum;
          }
    }
}

template <class T>
void convolve(const T* x, const T* w, const T* bias, T* y, std::int64_t batch, std::int64_t channels, std::int64_t maps,
              std::int64_t group, const Window& win) {
  if (channels == group && channels > 0) {
    convolveDepthwise(x, w, bias, y, batch, channels, maps, win);
    return;
  }
  const std::int64_t cg = channels / group, mg = maps / group, kg = cg * win.kernelSize();
  const std::int64_t in = win.inSize(), p = win.outSize();
  const bool pointwise = win.isPointwise();
  std::unique_ptr<T[]> col = scratch<T>(pointwise ? 0 : kg * p);
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t g = 0; g < group; ++g) {
      const T* xg = x + (n * channels + g * cg) * in;
      T* yg = y + (n * maps + g * mg) * p;
      if (bias) fillBias(bias + g * mg, mg, p, yg);
      const T* src = xg;
      if (!pointwise) {
        im2col(xg, cg, win, col.get());
        src = col.get();
      }
      gemm(false, false, mg, p, kg, T{1}, w + g * mg * kg, kg, src, p, bias ? T{1} : T{0}, yg, p);
    }
}

/// Checks the optional bias: 1-D of `maps` elements with x's dtype.
Status checkBias(const KernelContext& ctx, const Tensor* b, const Tensor& x, std::int64_t maps) {
  if (!b) return Status();
  if (Status s = checkSameType(ctx, *b, x, "bias"); !s.ok()) return s;
  if (b->rank() != 1 || b->dim(0) != maps)
    return ctx.error(fmt::format("bias has shape {}, expected [{}]", ir::formatShape(b->shape()), maps));
  return Status();
}

Status conv(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, conv);
  const Tensor& w = *ctx.input(1);
  const Tensor* b = ctx.input(2);
  if (Status s = checkFloat(ctx, x, "input X"); !s.ok()) return s;
  if (Status s = checkSameType(ctx, w, x, "weight W"); !s.ok()) return s;
  if (x.rank() < 3 || w.rank() != x.rank())
    return ctx.error(fmt::format("X has shape {} and W {}; expected equal ranks >= 3", ir::formatShape(x.shape()),
                                 ir::formatShape(w.shape())));
  const std::int64_t group = ctx.node.attrInt("group", 1);
  const std::int64_t channels = x.dim(1), maps = w.dim(0);
  if (group < 1 || channels % group != 0 || maps % group != 0 || w.dim(1) != channels / group)
    return ctx.error(fmt::format("group {} does not fit X {} and W {}: expected C and M divisible by group and W[1] == C/group",
                                 group, ir::formatShape(x.shape()), ir::formatShape(w.shape())));
  if (Status s = checkBias(ctx, b, x, maps); !s.ok()) return s;
  Expected<Window> win = resolveWindow(ctx, x.shape(), Shape(w.shape().begin() + 2, w.shape().end()), false);
  if (!win) return win.status();
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), win->outShape(x.dim(0), maps));
  if (!y) return y.status();
  const std::int64_t kg = channels / group * win->kernelSize();
  if (!fitsBlas(maps / group, win->outSize(), kg) || ir::elementCount({kg, win->outSize()}) > kMaxOutputElements)
    return ctx.unsupported(fmt::format("im2col matrix {}x{} exceeds BLAS's 32-bit int", kg, win->outSize()));
  setBlasThreads(ctx.threads);
  if (x.dtype() == DType::kF32 && ctx.ordered_float_sums)
    convolveOrdered(x.data<float>(), w.data<float>(), b ? b->data<float>() : nullptr, y.value().data<float>(), x.dim(0),
                    channels, maps, group, *win);
  else if (x.dtype() == DType::kF32)
    convolve(x.data<float>(), w.data<float>(), b ? b->data<float>() : nullptr, y.value().data<float>(), x.dim(0), channels,
             maps, group, *win);
  else
    convolve(x.data<double>(), w.data<double>(), b ? b->data<double>() : nullptr, y.value().data<double>(), x.dim(0),
             channels, maps, group, *win);
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

/// The ConvTranspose geometry as the forward conv it transposes: in = the
/// output image, out = the input image.
Expected<Window> transposeWindow(const KernelContext& ctx, const Shape& x, const Shape& w) {
  Window win;
  win.spatial = static_cast<int>(x.size()) - 2;
  if (win.spatial > 3) return ctx.unsupported(fmt::format("{} spatial dims; this kernel handles 1 to 3", win.spatial));
  const size_t n = static_cast<size_t>(win.spatial);
  std::vector<std::int64_t> kernel(w.begin() + 2, w.end());
  if (ctx.node.has("kernel_shape") && ctx.node.attrInts("kernel_shape") != kernel)
    return ctx.error(fmt::format("kernel_shape [{}] does not match the weight's spatial dims [{}]",
                                 fmt::join(ctx.node.attrInts("kernel_shape"), ","), fmt::join(kernel, ",")));
  auto ints = [&](const std::string& name, size_t count, std::int64_t fallback) {
    return ctx.node.attrInts(name, std::vector<std::int64_t>(count, fallback));
  };
  const std::vector<std::int64_t> strides = ints("strides", n, 1), dilations = ints("dilations", n, 1);
  const std::vector<std::int64_t> output_padding = ints("output_padding", n, 0), pads = ints("pads", 2 * n, 0);
  std::vector<std::int64_t> output_shape = ctx.node.attrInts("output_shape");
  if (output_shape.size() == n + 2) output_shape.erase(output_shape.begin(), output_shape.begin() + 2);
  const std::string auto_pad = ctx.node.attrString("auto_pad", "NOTSET");
  if (strides.size() != n || dilations.size() != n || output_padding.size() != n || pads.size() != 2 * n ||
      (!output_shape.empty() && output_shape.size() != n))
    return ctx.error(fmt::format("strides, dilations, output_padding, output_shape need {} values and pads {}", n, 2 * n));
  if (auto_pad != "NOTSET" && auto_pad != "" && auto_pad != "SAME_UPPER" && auto_pad != "SAME_LOWER" && auto_pad != "VALID")
    return ctx.error(fmt::format("auto_pad is '{}', expected NOTSET, SAME_UPPER, SAME_LOWER or VALID", auto_pad));
  const bool same = auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER";
  for (size_t i = 0; i < n; ++i) {
    const size_t d = 3 - n + i;
    if (kernel[i] < 1 || strides[i] < 1 || dilations[i] < 1 || output_padding[i] < 0 || pads[i] < 0 || pads[i + n] < 0 ||
        kernel[i] > (1 << 20) || strides[i] > (1 << 20) || dilations[i] > (1 << 20) || output_padding[i] > (1 << 20))
      return ctx.error(fmt::format("spatial dim {}: kernel {}, stride {}, dilation {}, output_padding {}, pads {}/{}; expected "
                                   "positive kernel, stride, dilation and non-negative paddings",
                                   i, kernel[i], strides[i], dilations[i], output_padding[i], pads[i], pads[i + n]));
    win.out[d] = x[2 + i];
    win.kernel[d] = kernel[i];
    win.stride[d] = strides[i];
    win.dilation[d] = dilations[i];
    const std::int64_t full = strides[i] * (x[2 + i] - 1) + output_padding[i] + (kernel[i] - 1) * dilations[i] + 1;
    if (!output_shape.empty() || same) {
      win.in[d] = !output_shape.empty() ? output_shape[i] : x[2 + i] * strides[i];
      // A larger output than the strides reach is padded at the end (ONNX Runtime, reference).
      const std::int64_t total = std::max<std::int64_t>(0, full - win.in[d]);
      win.pad_begin[d] = auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
      win.pad_end[d] = total - win.pad_begin[d];
    } else if (auto_pad == "VALID") {
      win.in[d] = full;
    } else {
      win.pad_begin[d] = pads[i];
      win.pad_end[d] = pads[i + n];
      win.in[d] = full - pads[i] - pads[i + n];
    }
    if (win.in[d] < 1 || x[2 + i] < 1)
      return ctx.error(fmt::format("spatial dim {}: input size {} gives output size {}; expected both positive", i, x[2 + i],
                                   win.in[d]));
  }
  return win;
}

template <class T>
void convolveTransposed(const T* x, const T* w, const T* bias, T* y, std::int64_t batch, std::int64_t channels,
                        std::int64_t maps, std::int64_t group, const Window& win) {
  const std::int64_t cg = channels / group, mg = maps / group, rows = mg * win.kernelSize();
  const std::int64_t in = win.outSize(), out = win.inSize();
  std::unique_ptr<T[]> col = scratch<T>(rows * in);
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t g = 0; g < group; ++g) {
      gemm(true, false, rows, in, cg, T{1}, w + g * cg * rows, rows, x + (n * channels + g * cg) * in, in, T{0}, col.get(), in);
      T* yg = y + (n * maps + g * mg) * out;
      col2im(col.get(), mg, win, yg);
      if (bias)
        for (std::int64_t m = 0; m < mg; ++m)
          for (std::int64_t i = 0; i < out; ++i) yg[m * out + i] += bias[g * mg + m];
    }
}

Status convTranspose(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, convTranspose);
  const Tensor& w = *ctx.input(1);
  const Tensor* b = ctx.input(2);
  if (Status s = checkFloat(ctx, x, "input X"); !s.ok()) return s;
  if (Status s = checkSameType(ctx, w, x, "weight W"); !s.ok()) return s;
  if (x.rank() < 3 || w.rank() != x.rank())
    return ctx.error(fmt::format("X has shape {} and W {}; expected equal ranks >= 3", ir::formatShape(x.shape()),
                                 ir::formatShape(w.shape())));
  const std::int64_t group = ctx.node.attrInt("group", 1);
  const std::int64_t channels = x.dim(1);
  if (group < 1 || channels % group != 0 || w.dim(0) != channels || w.dim(1) < 1 || w.dim(1) > (std::int64_t{1} << 30))
    return ctx.error(fmt::format("group {} does not fit X {} and W {}: expected C divisible by group and W[0] == C",
                                 group, ir::formatShape(x.shape()), ir::formatShape(w.shape())));
  const std::int64_t maps = w.dim(1) * group;
  if (Status s = checkBias(ctx, b, x, maps); !s.ok()) return s;
  Expected<Window> win = transposeWindow(ctx, x.shape(), w.shape());
  if (!win) return win.status();
  const std::int64_t rows = w.dim(1) * win->kernelSize();
  if (!fitsBlas(rows, win->outSize(), channels / group) || ir::elementCount({rows, win->outSize()}) > kMaxOutputElements)
    return ctx.unsupported("GEMM dims exceed BLAS's 32-bit int");
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), [&] {
    Shape shape{x.dim(0), maps};
    for (int i = 3 - win->spatial; i < 3; ++i) shape.push_back(win->in[static_cast<size_t>(i)]);
    return shape;
  }());
  if (!y) return y.status();
  setBlasThreads(ctx.threads);
  if (x.dtype() == DType::kF32)
    convolveTransposed(x.data<float>(), w.data<float>(), b ? b->data<float>() : nullptr, y.value().data<float>(), x.dim(0),
                       channels, maps, group, *win);
  else
    convolveTransposed(x.data<double>(), w.data<double>(), b ? b->data<double>() : nullptr, y.value().data<double>(),
                       x.dim(0), channels, maps, group, *win);
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerConvKernels(KernelRegistry& registry) {
  registry.add("Conv", conv);
  registry.add("ConvTranspose", convTranspose);
}

}  // namespace tessera::exec::nn
