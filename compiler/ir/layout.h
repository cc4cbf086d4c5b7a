// Channels-last (NHWC) activations: which ops run on them, and 4-D permutes.
//
// A value with Layout::kNHWC is a 4-D image activation stored channels-last:
// its type's shape *is* [N, H, W, C] (the ONNX-order NCHW shape permuted by
// kToNhwc). Pass `select-layout` produces such values; Transpose nodes
// convert at the boundaries. Ops reading an NHWC value are either
//  - channels-last aware (Conv, ConvInteger, MaxPool, AveragePool,
//    GlobalAveragePool, GlobalMaxPool, tessera.Requantize, whose per-channel
//    axis names the NCHW channel): input 0 and output 0 are NHWC, the
//    other inputs (weights, bias) keep their ONNX layout. The reference
//    executor runs them by converting input 0 to NCHW and the result back
//    (it checks values, not speed); a backend maps them channels-last;
//  - layout agnostic (elementwise ops, per-tensor Quantize/DequantizeLinear,
//    Concat with its axis remapped): every input is NHWC or holds one element,
//    so broadcasting means the same thing in either order.
// The verifier enforces this; any other op reading NHWC is an error.
#pragma once

#include <array>
#include <cstdint>

#include "compiler/ir/graph.h"

namespace tessera::ir {

/// NCHW -> NHWC: out dim i = in dim kToNhwc[i].
inline constexpr std::array<int, 4> kToNhwc = {0, 2, 3, 1};
/// NHWC -> NCHW.
inline constexpr std::array<int, 4> kToNchw = {0, 3, 1, 2};

/// True for ops that take an NHWC input 0 and give an NHWC output 0 with
/// their own (layout-specific) semantics (see the file comment).
bool isChannelsLastAware(const Node& node);
/// True for ops whose meaning does not depend on the memory order when all
/// their multi-element inputs share one layout (elementwise, Q/DQ, Concat).
bool isLayoutAgnostic(const Node& node);

/// `shape` permuted: out[i] = shape[perm[i]] (shape must have rank 4).
Shape permuteShape(const Shape& shape, const std::array<int, 4>& perm);
/// A rank-4 tensor transposed by `perm` (any dtype; a new tensor).
Tensor transpose4(const Tensor& tensor, const std::array<int, 4>& perm);

}  // namespace tessera::ir
