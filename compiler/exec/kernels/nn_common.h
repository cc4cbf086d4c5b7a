// Helpers shared by the nn and quantized kernels: checks, window geometry, im2col, GEMM.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"

namespace tessera::exec::nn {

// Kernel families of nn.cpp, each in its own file.
void registerConvKernels(KernelRegistry& registry);      ///< nn_conv.cpp: Conv, ConvTranspose
void registerPoolKernels(KernelRegistry& registry);      ///< nn_pool.cpp: MaxPool, AveragePool, LpPool, global pools, MaxUnpool
void registerNormKernels(KernelRegistry& registry);      ///< nn_norm.cpp: BatchNorm, InstanceNorm, LayerNorm, LpNormalization, LRN
void registerReduceKernels(KernelRegistry& registry);    ///< nn_reduce.cpp: Reduce*, ArgMax, ArgMin
void registerLossKernels(KernelRegistry& registry);      ///< nn_loss.cpp: NegativeLogLikelihoodLoss, SoftmaxCrossEntropyLoss
void registerRecurrentKernels(KernelRegistry& registry); ///< nn_rnn.cpp: RNN, GRU, LSTM
void registerQuantizedConvKernels(KernelRegistry& registry);  ///< quantized_conv.cpp: ConvInteger, QLinearConv

/// Fails unless between `min` and `max` inputs are given and the first `min` are present.
Status checkInputs(const KernelContext& ctx, int min, int max);
/// Fails unless dtype is f32 or f64 ("what" names the tensor in the message).
Status checkFloat(const KernelContext& ctx, const Tensor& t, const std::string& what);
/// Fails unless `t` has the same dtype as `like`.
Status checkSameType(const KernelContext& ctx, const Tensor& t, const Tensor& like, const std::string& what);

/// For an f16/bf16 input 0: runs `body` on f32 copies of the inputs of that
/// dtype and rounds its f32 outputs back. The kernel calls this first and
/// returns its result when input 0 is a half type.
Status runHalfAsF32(KernelContext& ctx, Status (*body)(KernelContext&));

/// Elements of a float or integer tensor as double.
std::vector<double> toDoubles(const Tensor& t);

/// Sliding-window geometry of conv and pooling over 1..3 spatial dims. It is
/// stored as 3-D with leading unit dims (a 1-D window has in = {1, 1, W}), so
/// one loop nest serves every rank.
struct Window {
  int spatial = 0;  ///< real spatial rank
  std::array<std::int64_t, 3> in{1, 1, 1}, out{1, 1, 1}, kernel{1, 1, 1};
  std::array<std::int64_t, 3> stride{1, 1, 1}, dilation{1, 1, 1}, pad_begin{0, 0, 0}, pad_end{0, 0, 0};

  std::int64_t inSize() const { return in[0] * in[1] * in[2]; }
  std::int64_t outSize() const { return out[0] * out[1] * out[2]; }
  std::int64_t kernelSize() const { return kernel[0] * kernel[1] * kernel[2]; }
  /// [n, c, out spatial dims...]
  Shape outShape(std::int64_t n, std::int64_t c) const;
  /// True for a 1x1 kernel with unit strides and no padding (conv is a plain GEMM).
  bool isPointwise() const;
};

/// Resolves kernel_shape (else `kernel_from_weights`), strides, dilations,
/// pads and auto_pad of a conv or pool node for input shape `x` (N, C, ...).
/// `ceil_mode` rounds output sizes up (pooling), dropping a last window that
/// would start in the end padding.
Expected<Window> resolveWindow(const KernelContext& ctx, const Shape& x, const std::vector<std::int64_t>& kernel_from_weights,
                               bool ceil_mode);

/// Unfolds one image's `channels` x in into col [channels * kernel, out]:
/// row (c, kd, kh, kw), column the output position; padding reads as zero.
template <class T>
void im2col(const T* x, std::int64_t channels, const Window& w, T* col) {
  const std::int64_t plane = w.inSize();
  const std::int64_t ow_count = w.out[2];
  for (std::int64_t c = 0; c < channels; ++c) {
    const T* xc = x + c * plane;
    for (std::int64_t kd = 0; kd < w.kernel[0]; ++kd)
      for (std::int64_t kh = 0; kh < w.kernel[1]; ++kh)
        for (std::int64_t kw = 0; kw < w.kernel[2]; ++kw) {
          // Output columns whose input column iw = ow * s - p + kw * d lies in [0, W).
          const std::int64_t s = w.stride[2], off = kw * w.dilation[2] - w.pad_begin[2];
          std::int64_t lo = off >= 0 ? 0 : (-off + s - 1) / s;
          std::int64_t hi = w.in[2] - off <= 0 ? 0 : (w.in[2] - off + s - 1) / s;
          lo = std::min(lo, ow_count);
          hi = std::max(lo, std::min(hi, ow_count));
          for (std::int64_t od = 0; od < w.out[0]; ++od) {
            const std::int64_t id = od * w.stride[0] - w.pad_begin[0] + kd * w.dilation[0];
            for (std::int64_t oh = 0; oh < w.out[1]; ++oh, col += ow_count) {
              const std::int64_t ih = oh * w.stride[1] - w.pad_begin[1] + kh * w.dilation[1];
              if (id < 0 || id >= w.in[0] || ih < 0 || ih >= w.in[1]) {
                std::fill(col, col + ow_count, T{0});
                continue;
              }
              const T* row = xc + (id * w.in[1] + ih) * w.in[2];
              std::fill(col, col + lo, T{0});
              if (s == 1) {
                if (hi > lo) std::memcpy(col + lo, row + lo + off, static_cast<size_t>(hi - lo) * sizeof(T));
              } else {
                for (std::int64_t ow = lo; ow < hi; ++ow) col[ow] = row[ow * s + off];
              }
              std::fill(col + hi, col + ow_count, T{0});
            }
          }
        }
  }
}

/// Sets the BLAS thread count (cheap when unchanged).
void setBlasThreads(int threads);
/// True when a GEMM dimension fits BLAS's int.
bool fitsBlas(std::int64_t m, std::int64_t n, std::int64_t k);

/// Row-major C = alpha * op(A) * op(B) + beta * C through BLAS.
void gemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float* a,
          std::int64_t lda, const float* b, std::int64_t ldb, float beta, float* c, std::int64_t ldc);
void gemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, double alpha, const double* a,
          std::int64_t lda, const double* b, std::int64_t ldb, double beta, double* c, std::int64_t ldc);

/// Row-major C += A * B for integers (no transposes), wrapping like two's complement.
template <class T>
void gemmInt(std::int64_t m, std::int64_t n, std::int64_t k, const T* a, const T* b, T* c) {
  using U = std::make_unsigned_t<T>;
  for (std::int64_t i = 0; i < m; ++i) {
    U* ci = reinterpret_cast<U*>(c + i * n);
    for (std::int64_t p = 0; p < k; ++p) {
      const U av = static_cast<U>(a[i * k + p]);
      if (av == 0) continue;
      const T* bp = b + p * n;
      for (std::int64_t j = 0; j < n; ++j) ci[j] += av * static_cast<U>(bp[j]);
    }
  }
}

/// NumPy matmul of a [..., M, K] by b [..., K, N] with 1-D promotion and
/// batch broadcasting: the output shape and each batch's matrix offsets.
/// Row-major y[M,N] = alpha * op(a) * op(b) (+ beta * y when `add_y`), each
/// sum a chain of fused multiply-adds over k from +0 (ExecOptions::ordered_float_sums).
void gemmOrdered(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float* a,
                 const float* b, bool add_y, float beta, float* y);

struct MatMulPlan {
  std::int64_t m = 1, k = 1, n = 1;
  Shape out;
  std::vector<std::int64_t> a_offsets, b_offsets;  ///< element offset of each batch's matrices
  bool a_folds = false;  ///< b is one shared matrix and a is not broadcast: a is one [batch*M, K] matrix
};
Expected<MatMulPlan> planMatMul(const KernelContext& ctx, const Shape& a, const Shape& b);

/// saturate(round_half_even(v) + zero_point) into T's range; NaN gives T's
/// lowest value (as ONNX Runtime does).
template <class T>
T quantizeValue(double v, std::int32_t zero_point) {
  if (std::isnan(v)) return std::numeric_limits<T>::lowest();
  const double q = std::nearbyint(v) + zero_point;  // the default rounding mode rounds half to even
  const double lo = static_cast<double>(std::numeric_limits<T>::lowest()), hi = static_cast<double>(std::numeric_limits<T>::max());
  return static_cast<T>(q < lo ? lo : q > hi ? hi : q);
}

/// Scale and zero point of a quantized tensor: one value (per tensor) or one
/// per index along an axis.
struct Quant {
  std::vector<float> scale;
  std::vector<std::int32_t> zero;
  bool perTensor() const { return scale.size() == 1; }
  float scaleAt(std::int64_t i) const { return scale[perTensor() ? 0 : static_cast<size_t>(i)]; }
  std::int32_t zeroAt(std::int64_t i) const { return zero[perTensor() ? 0 : static_cast<size_t>(i)]; }
};
/// Reads a scale (float, optional when `scale` is null: 1) and zero point
/// (int8/uint8/int32, optional: 0): one element, or `per_axis` elements
/// (0: per tensor only). `zero_like` is the dtype the zero point must have,
/// kUndefined for any. `what` names the pair in messages.
Expected<Quant> readQuant(const KernelContext& ctx, const Tensor* scale, const Tensor* zero, std::int64_t per_axis,
                          DType zero_like, const std::string& what);

}  // namespace tessera::exec::nn
