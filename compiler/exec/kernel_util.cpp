// Helpers shared by kernels: casts, broadcasting, axes, outputs.
#include "compiler/exec/kernel_util.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>

namespace tessera::exec {
namespace {

/// Reads element i of any dtype as double (f16/bf16 decoded).
double readAsDouble(const Tensor& t, std::int64_t i) { return t.at(i); }

template <class To>
To saturatingFromDouble(double v) {
  if constexpr (std::is_same_v<To, bool>) {
    return v != 0.0;
  } else if constexpr (std::is_floating_point_v<To>) {
    return static_cast<To>(v);
  } else {
    if (std::isnan(v)) return To{0};
    double t = std::trunc(v);
    if (t <= static_cast<double>(std::numeric_limits<To>::lowest())) return std::numeric_limits<To>::lowest();
    if (t >= static_cast<double>(std::numeric_limits<To>::max())) return std::numeric_limits<To>::max();
    return static_cast<To>(t);
  }
}

}  // namespace

Tensor castTensor(const Tensor& tensor, DType to) {
  if (tensor.dtype() == to) return tensor;
  Tensor out(to, tensor.shape());
  const std::int64_t n = tensor.size();
  const DType from = tensor.dtype();
  // Integer -> integer goes through int64 so 64-bit values stay exact.
  const bool exact_int = ir::isInteger(from) && (ir::isInteger(to) || to == DType::kBool);
  if (to == DType::kF16 || to == DType::kBF16) {
    auto* dst = out.data<std::uint16_t>();
    for (std::int64_t i = 0; i < n; ++i) {
      float v = from == DType::kF32 ? tensor.data<float>()[i] : static_cast<float>(readAsDouble(tensor, i));
      dst[i] = to == DType::kF16 ? ir::floatToHalf(v) : ir::floatToBf16(v);
    }
    return out;
  }
  if (to == DType::kI4) {
    auto* dst = out.data<std::int8_t>();
    for (std::int64_t i = 0; i < n; ++i) {
      double v = std::trunc(readAsDouble(tensor, i));
      dst[i] = static_cast<std::int8_t>(std::isnan(v) ? 0 : std::clamp(v, -8.0, 7.0));
    }
    return out;
  }
  visitType(to, [&](auto tag) {
    using To = decltype(tag);
    To* dst = out.data<To>();
    if (exact_int) {
      for (std::int64_t i = 0; i < n; ++i) {
        std::int64_t v = tensor.intAt(i);
        if constexpr (std::is_same_v<To, bool>) dst[i] = v != 0;
        else dst[i] = static_cast<To>(v);  // wraps like NumPy/ONNX Runtime
      }
    } else {
      for (std::int64_t i = 0; i < n; ++i) dst[i] = saturatingFromDouble<To>(readAsDouble(tensor, i));
    }
  });
  return out;
}

std::optional<Shape> broadcastShapes(const Shape& a, const Shape& b) {
  const size_t rank = std::max(a.size(), b.size());
  Shape out(rank);
  for (size_t i = 0; i < rank; ++i) {
    std::int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    std::int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1) return std::nullopt;
    out[i] = da == 1 ? db : da;
  }
  return out;
}

std::vector<std::int64_t> stridesOf(const Shape& shape) {
  std::vector<std::int64_t> strides(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i)
    strides[static_cast<size_t>(i)] = strides[static_cast<size_t>(i) + 1] * shape[static_cast<size_t>(i) + 1];
  return strides;
}

std::vector<std::int64_t> broadcastStrides(const Shape& in, const Shape& out) {
  std::vector<std::int64_t> strides(out.size(), 0);
  std::vector<std::int64_t> own = stridesOf(in);
  const size_t offset = out.size() - in.size();
  for (size_t i = 0; i < in.size(); ++i) strides[offset + i] = in[i] == 1 ? 0 : own[i];
  return strides;
}

std::optional<int> normalizeAxis(std::int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) return std::nullopt;
  return static_cast<int>(axis < 0 ? axis + rank : axis);
}

std::vector<std::int64_t> toInt64Vector(const Tensor& tensor) {
  std::vector<std::int64_t> out(static_cast<size_t>(tensor.size()));
  for (std::int64_t i = 0; i < tensor.size(); ++i) out[static_cast<size_t>(i)] = tensor.intAt(i);
  return out;
}

Expected<Tensor> makeOutput(const KernelContext& ctx, DType dtype, const Shape& shape) {
  std::int64_t count = ir::elementCount(shape);
  if (count < 0 || count > kMaxOutputElements)
    return ctx.error(fmt::format("output shape {} is negative or too large (limit {} elements)", ir::formatShape(shape),
                                 kMaxOutputElements));
  return Tensor(dtype, shape);
}

}  // namespace tessera::exec
