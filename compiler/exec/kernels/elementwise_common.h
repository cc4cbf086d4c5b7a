// Helpers shared by the elementwise kernel files: arity checks, type visitors, broadcast rows.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"

namespace tessera::exec::elementwise {

/// Checks the number of given inputs (trailing omitted ones excluded) and
/// that input 0..min_inputs-1 are present and the node has an output.
Status checkArity(const KernelContext& ctx, int min_inputs, int max_inputs);

/// An error for a dtype the op does not accept (unsupported for dtypes
/// valid in ONNX that this build lacks, such as int4).
Status dtypeError(const KernelContext& ctx, DType dtype, const std::string& expected);

/// Stores `tensor` as output 0.
inline Status setOutput(KernelContext& ctx, Tensor tensor) {
  ctx.outputs[0] = std::move(tensor);
  return Status();
}

/// Which storage types a kernel instantiates for.
enum class Types { kFloat, kSigned, kNumeric, kAll };

/// Calls f(T{}) for the storage type of `dtype` if it is in `kTypes`
/// (kFloat: f32/f64; kSigned: + signed ints; kNumeric: + unsigned ints;
/// kAll: + bool). f16/bf16 are never visited: cast them to f32 first.
template <Types kTypes, class F>
bool visitTypes(DType dtype, F&& f) {
  switch (dtype) {
    case DType::kF32: f(float{}); return true;
    case DType::kF64: f(double{}); return true;
    default: break;
  }
  if constexpr (kTypes != Types::kFloat) {
    switch (dtype) {
      case DType::kI64: f(std::int64_t{}); return true;
      case DType::kI32: f(std::int32_t{}); return true;
      case DType::kI16: f(std::int16_t{}); return true;
      case DType::kI8: f(std::int8_t{}); return true;
      default: break;
    }
  }
  if constexpr (kTypes == Types::kNumeric || kTypes == Types::kAll) {
    switch (dtype) {
      case DType::kU8: f(std::uint8_t{}); return true;
      case DType::kU16: f(std::uint16_t{}); return true;
      case DType::kU32: f(std::uint32_t{}); return true;
      case DType::kU64: f(std::uint64_t{}); return true;
      default: break;
    }
  }
  if constexpr (kTypes == Types::kAll) {
    if (dtype == DType::kBool) {
      f(bool{});
      return true;
    }
  }
  return false;
}

/// Calls row(out_offset, in_offsets, length, in_strides) for every innermost
/// row of the broadcast of `inputs` to `out`: element j of the row is output
/// element out_offset + j and input k element in_offsets[k] + j * in_strides[k]
/// (a stride is 0 along a broadcast dim). Adjacent dims that are contiguous
/// in every input are merged, so equal shapes give one row and a scalar
/// operand gives stride 0.
template <size_t N, class RowFn>
void forEachBroadcastRow(const Shape& out, const std::array<const Shape*, N>& inputs, RowFn&& row) {
  if (ir::elementCount(out) <= 0) return;
  std::array<std::vector<std::int64_t>, N> full;
  for (size_t k = 0; k < N; ++k) full[k] = broadcastStrides(*inputs[k], out);
  Shape dims;
  std::array<std::vector<std::int64_t>, N> strides;
  for (size_t d = 0; d < out.size(); ++d) {
    if (out[d] == 1) continue;
    bool mergeable = !dims.empty();
    for (size_t k = 0; k < N && mergeable; ++k) mergeable = strides[k].back() == full[k][d] * out[d];
    if (mergeable) {
      dims.back() *= out[d];
      for (size_t k = 0; k < N; ++k) strides[k].back() = full[k][d];
      continue;
    }
    dims.push_back(out[d]);
    for (size_t k = 0; k < N; ++k) strides[k].push_back(full[k][d]);
  }
  std::array<std::int64_t, N> offsets{};
  std::array<std::int64_t, N> inner{};
  if (dims.empty()) {
    row(std::int64_t{0}, offsets, std::int64_t{1}, inner);
    return;
  }
  const std::int64_t length = dims.back();
  for (size_t k = 0; k < N; ++k) inner[k] = strides[k].back();
  const int outer_rank = static_cast<int>(dims.size()) - 1;
  std::vector<std::int64_t> index(static_cast<size_t>(outer_rank), 0);
  for (std::int64_t out_offset = 0;; out_offset += length) {
    row(out_offset, offsets, length, inner);
    int axis = outer_rank - 1;
    for (; axis >= 0; --axis) {
      const size_t a = static_cast<size_t>(axis);
      if (++index[a] < dims[a]) {
        for (size_t k = 0; k < N; ++k) offsets[k] += strides[k][a];
        break;
      }
      for (size_t k = 0; k < N; ++k) offsets[k] -= strides[k][a] * (dims[a] - 1);
      index[a] = 0;
    }
    if (axis < 0) return;
  }
}

/// out[i] = f(a[i], b[i]) with NumPy broadcasting; `out` already has the
/// broadcast shape. Fast paths for equal shapes and scalar operands.
template <class A, class B, class R, class F>
void applyBinary(const Tensor& a, const Tensor& b, Tensor& out, F&& f) {
  const A* pa = a.data<A>();
  const B* pb = b.data<B>();
  R* po = out.data<R>();
  forEachBroadcastRow<2>(out.shape(), {&a.shape(), &b.shape()},
                         [&](std::int64_t o, const auto& offsets, std::int64_t n, const auto& strides) {
                           const A* x = pa + offsets[0];
                           const B* y = pb + offsets[1];
                           R* z = po + o;
                           if (strides[0] == 1 && strides[1] == 1) {
                             for (std::int64_t j = 0; j < n; ++j) z[j] = f(x[j], y[j]);
                           } else if (strides[0] == 0 && strides[1] == 1) {
                             const A xv = *x;
                             for (std::int64_t j = 0; j < n; ++j) z[j] = f(xv, y[j]);
                           } else if (strides[0] == 1 && strides[1] == 0) {
                             const B yv = *y;
                             for (std::int64_t j = 0; j < n; ++j) z[j] = f(x[j], yv);
                           } else {
                             for (std::int64_t j = 0; j < n; ++j) z[j] = f(x[j * strides[0]], y[j * strides[1]]);
                           }
                         });
}

/// Tensor with `b`'s data seen with a shape that broadcasts against `a`
/// under the legacy (opset < 7) rules: with broadcast=1 and an `axis`
/// attribute, b's dims align with a's starting at axis; without an axis
/// they align with a's trailing dims (NumPy-like). Errors name both shapes.
Expected<Tensor> legacyBroadcastOperand(const KernelContext& ctx, const Tensor& a, const Tensor& b);

/// Inputs 0 and 1 of a binary op, with legacy broadcasting applied to
/// input 1 for opset < 7, and their broadcast output shape.
struct BinaryOperands {
  Tensor a, b;
  Shape out_shape;
};
Expected<BinaryOperands> binaryOperands(const KernelContext& ctx, bool same_dtype);

// Registration of the kernel groups (one per file).
void registerArithmeticKernels(KernelRegistry& registry);  ///< elementwise.cpp
void registerUnaryKernels(KernelRegistry& registry);       ///< elementwise_unary.cpp
void registerMiscKernels(KernelRegistry& registry);        ///< elementwise_misc.cpp

}  // namespace tessera::exec::elementwise
