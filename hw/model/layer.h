// LayerShape: one layer as a (possibly grouped) convolution loop nest.
//
// The analytical model sees every compute layer as the seven-deep nest
//   for g < G, n < N, k < K, p < P, q < Q, c < C, r < R, s < S:
//     out[n][g*K+k][p][q] += w[g*K+k][c][r][s] *
//         in[n][g*C+c][p*stride_h + r*dilation_h][q*stride_w + s*dilation_w]
// K and C count channels per group. The input extents are those of the
// padded input the nest touches. A GEMM (M x K) * (K x N) is N=M, K=N, C=K
// with P = Q = R = S = 1.
#pragma once

#include <cstdint>

namespace tessera::hw::model {

/// One layer as a grouped convolution loop nest (all dimensions >= 1).
struct LayerShape {
  std::int64_t n = 1;           ///< batch; a GEMM's rows M
  std::int64_t k = 1;           ///< output channels per group; a GEMM's columns N
  std::int64_t c = 1;           ///< input channels per group; a GEMM's reduction K
  std::int64_t g = 1;           ///< groups (depthwise: g = channels, k = c = 1)
  std::int64_t p = 1;           ///< output height
  std::int64_t q = 1;           ///< output width
  std::int64_t r = 1;           ///< kernel height
  std::int64_t s = 1;           ///< kernel width
  std::int64_t stride_h = 1;
  std::int64_t stride_w = 1;
  std::int64_t dilation_h = 1;
  std::int64_t dilation_w = 1;
  double weight_density = 1.0;  ///< fraction of weights that are nonzero, in (0, 1]
  /// Element widths the layer's operands are stored at in DRAM; 0: the
  /// spec's. A layer quantized narrower than the datapath (per-layer
  /// precision, docs/exploration.md) is stored packed in DRAM at its own
  /// width; the DMA widens it to the datapath's width on the way into the
  /// buffers, so only DRAM bytes change (buffers, the array and MAC energy
  /// stay at the spec's widths).
  int weight_dram_bits = 0;
  int input_dram_bits = 0;
  int output_dram_bits = 0;

  /// Rows of (padded) input that `rows_out` consecutive output rows read.
  constexpr std::int64_t inputRowsFor(std::int64_t rows_out) const {
    return (rows_out - 1) * stride_h + (r - 1) * dilation_h + 1;
  }
  /// Columns of (padded) input that `cols_out` consecutive output columns read.
  constexpr std::int64_t inputColsFor(std::int64_t cols_out) const {
    return (cols_out - 1) * stride_w + (s - 1) * dilation_w + 1;
  }
  /// Multiply-accumulates of the dense layer.
  constexpr std::int64_t macs() const { return g * n * k * p * q * c * r * s; }
  /// Elements of the padded input tensor.
  constexpr std::int64_t inputElements() const { return g * n * c * inputRowsFor(p) * inputColsFor(q); }
  /// Elements of the (dense) weight tensor.
  constexpr std::int64_t weightElements() const { return g * k * c * r * s; }
  /// Elements of the output tensor.
  constexpr std::int64_t outputElements() const { return g * n * k * p * q; }
  /// True when every dimension is >= 1 and the density is in (0, 1].
  constexpr bool valid() const {
    return n >= 1 && k >= 1 && c >= 1 && g >= 1 && p >= 1 && q >= 1 && r >= 1 && s >= 1 &&
           stride_h >= 1 && stride_w >= 1 && dilation_h >= 1 && dilation_w >= 1 &&
           weight_density > 0 && weight_density <= 1 && weight_dram_bits >= 0 && input_dram_bits >= 0 &&
           output_dram_bits >= 0;
  }
  bool operator==(const LayerShape&) const = default;
};

/// A 2-D convolution as ONNX states it; output size follows from the input and pads.
struct Conv2dParams {
  std::int64_t batch = 1;
  std::int64_t in_channels = 1;   ///< total, all groups
  std::int64_t out_channels = 1;  ///< total, all groups
  std::int64_t in_h = 1;
  std::int64_t in_w = 1;
  std::int64_t kernel_h = 1;
  std::int64_t kernel_w = 1;
  std::int64_t stride = 1;
  std::int64_t pad = 0;           ///< on each side
  std::int64_t dilation = 1;
  std::int64_t groups = 1;        ///< must divide both channel counts
};

/// LayerShape of a 2-D convolution.
constexpr LayerShape conv2d(const Conv2dParams& a) {
  LayerShape l;
  l.n = a.batch;
  l.g = a.groups;
  l.k = a.out_channels / a.groups;
  l.c = a.in_channels / a.groups;
  l.r = a.kernel_h;
  l.s = a.kernel_w;
  l.stride_h = l.stride_w = a.stride;
  l.dilation_h = l.dilation_w = a.dilation;
  l.p = (a.in_h + 2 * a.pad - a.dilation * (a.kernel_h - 1) - 1) / a.stride + 1;
  l.q = (a.in_w + 2 * a.pad - a.dilation * (a.kernel_w - 1) - 1) / a.stride + 1;
  return l;
}

/// LayerShape of (rows x reduction) * (reduction x cols): M rows, N columns, K reduction.
constexpr LayerShape gemm(std::int64_t rows_m, std::int64_t cols_n, std::int64_t reduction_k) {
  LayerShape l;
  l.n = rows_m;
  l.k = cols_n;
  l.c = reduction_k;
  return l;
}

}  // namespace tessera::hw::model
