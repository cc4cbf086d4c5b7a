// Helpers shared by kernels: type dispatch, casts, broadcasting, axes.
#pragma once

#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "compiler/exec/kernel.h"
#include "compiler/ir/half.h"

namespace tessera::exec {

/// Calls f(T{}) with T the storage type of a numeric dtype other than
/// f16/bf16/i4 (convert those with castTensor first). Returns false for
/// dtypes it does not handle.
template <class F>
bool visitType(DType dtype, F&& f) {
  switch (dtype) {
    case DType::kF32: f(float{}); return true;
    case DType::kF64: f(double{}); return true;
    case DType::kI64: f(std::int64_t{}); return true;
    case DType::kI32: f(std::int32_t{}); return true;
    case DType::kI16: f(std::int16_t{}); return true;
    case DType::kI8: f(std::int8_t{}); return true;
    case DType::kU8: f(std::uint8_t{}); return true;
    case DType::kU16: f(std::uint16_t{}); return true;
    case DType::kU32: f(std::uint32_t{}); return true;
    case DType::kU64: f(std::uint64_t{}); return true;
    case DType::kBool: f(bool{}); return true;
    default: return false;
  }
}

/// ONNX Cast semantics: float -> int truncates toward zero (clamped to the
/// target range, NaN -> 0), f16/bf16 round to nearest even, -> bool is != 0.
Tensor castTensor(const Tensor& tensor, DType to);

/// True for f16 and bf16, which kernels compute in f32 and round back.
inline bool isHalf(DType d) { return d == DType::kF16 || d == DType::kBF16; }

/// NumPy-style broadcast of two shapes; nullopt if incompatible.
std::optional<Shape> broadcastShapes(const Shape& a, const Shape& b);

/// Element strides of `in` as seen from `out` (0 along broadcast dims).
/// `in` must broadcast to `out`.
std::vector<std::int64_t> broadcastStrides(const Shape& in, const Shape& out);

/// Row-major strides of a shape.
std::vector<std::int64_t> stridesOf(const Shape& shape);

/// Calls f(out_index, in_offsets) for every element of `out`, where
/// in_offsets[k] is the flat offset into input k with strides strides[k].
template <class F>
void forEachBroadcast(const Shape& out, const std::vector<std::vector<std::int64_t>>& strides, F&& f) {
  const int rank = static_cast<int>(out.size());
  const std::int64_t total = ir::elementCount(out);
  const size_t inputs = strides.size();
  std::vector<std::int64_t> index(static_cast<size_t>(rank), 0);
  std::vector<std::int64_t> offsets(inputs, 0);
  for (std::int64_t i = 0; i < total; ++i) {
    f(i, offsets);
    for (int axis = rank - 1; axis >= 0; --axis) {
      const size_t a = static_cast<size_t>(axis);
      if (++index[a] < out[a]) {
        for (size_t k = 0; k < inputs; ++k) offsets[k] += strides[k][a];
        break;
      }
      for (size_t k = 0; k < inputs; ++k) offsets[k] -= strides[k][a] * (out[a] - 1);
      index[a] = 0;
    }
  }
}

/// Normalizes a possibly negative axis into [0, rank); nullopt if out of range.
std::optional<int> normalizeAxis(std::int64_t axis, int rank);

/// Reads a 1-D (or scalar) integer tensor (i64/i32) into a vector.
std::vector<std::int64_t> toInt64Vector(const Tensor& tensor);

/// Largest number of elements a kernel may allocate for one output.
inline constexpr std::int64_t kMaxOutputElements = std::int64_t{1} << 31;

/// Makes an output tensor, failing cleanly on negative or absurd shapes.
Expected<Tensor> makeOutput(const KernelContext& ctx, DType dtype, const Shape& shape);

}  // namespace tessera::exec
