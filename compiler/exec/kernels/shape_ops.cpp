// Shape kernels: registration, shared helpers (strided copy), Reshape, Flatten, Squeeze, Unsqueeze, Shape, Size, Range.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/extra_kernels.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec {
namespace shape {

Expected<std::vector<std::int64_t>> readInts(const KernelContext& ctx, const Tensor& tensor, const std::string& what) {
  if (!ir::isInteger(tensor.dtype()))
    return ctx.error(fmt::format("expected {} to be an integer tensor, found {}", what, ir::name(tensor.dtype())));
  if (tensor.rank() > 1)
    return ctx.error(fmt::format("expected {} to be 1-D, found shape {}", what, ir::formatShape(tensor.shape())));
  return toInt64Vector(tensor);
}

Expected<int> checkedAxis(const KernelContext& ctx, std::int64_t axis, int rank, const std::string& what) {
  std::optional<int> normalized = normalizeAxis(axis, rank);
  if (!normalized)
    return ctx.error(fmt::format("{} {} is out of range for rank {} (expected {}..{})", what, axis, rank, -rank, rank - 1));
  return *normalized;
}

namespace {

template <class T>
void copyRow(const std::byte* src, std::int64_t stride, std::int64_t count, std::byte* dst) {
  const T* s = reinterpret_cast<const T*>(src);
  T* d = reinterpret_cast<T*>(dst);
  for (std::int64_t j = 0; j < count; ++j) d[j] = s[j * stride];
}

}  // namespace

void stridedCopy(const std::byte* in, std::int64_t base, const std::vector<std::int64_t>& in_strides, const Shape& out_shape,
                 std::byte* out, int element_bytes) {
  if (ir::elementCount(out_shape) <= 0) return;
  // Drop unit dims and merge dims that are contiguous in the input.
  Shape dims;
  std::vector<std::int64_t> strides;
  for (size_t d = 0; d < out_shape.size(); ++d) {
    if (out_shape[d] == 1) continue;
    if (!dims.empty() && strides.back() == in_strides[d] * out_shape[d]) {
      dims.back() *= out_shape[d];
      strides.back() = in_strides[d];
      continue;
    }
    dims.push_back(out_shape[d]);
    strides.push_back(in_strides[d]);
  }
  const auto bytes = static_cast<size_t>(element_bytes);
  if (dims.empty()) {
    std::memcpy(out, in + static_cast<size_t>(base) * bytes, bytes);
    return;
  }
  const std::int64_t length = dims.back();
  const std::int64_t inner = strides.back();
  const int outer_rank = static_cast<int>(dims.size()) - 1;
  std::vector<std::int64_t> index(static_cast<size_t>(outer_rank), 0);
  std::int64_t offset = base;
  std::byte* dst = out;
  for (;;) {
    const std::byte* src = in + offset * element_bytes;
    if (inner == 1) {
      std::memcpy(dst, src, static_cast<size_t>(length) * bytes);
    } else {
      switch (element_bytes) {
        case 1: copyRow<std::uint8_t>(src, inner, length, dst); break;
        case 2: copyRow<std::uint16_t>(src, inner, length, dst); break;
        case 4: copyRow<std::uint32_t>(src, inner, length, dst); break;
        case 8: copyRow<std::uint64_t>(src, inner, length, dst); break;
        default:
          for (std::int64_t j = 0; j < length; ++j) std::memcpy(dst + j * element_bytes, src + j * inner * element_bytes, bytes);
      }
    }
    dst += static_cast<size_t>(length) * bytes;
    int axis = outer_rank - 1;
    for (; axis >= 0; --axis) {
      const size_t a = static_cast<size_t>(axis);
      if (++index[a] < dims[a]) {
        offset += strides[a];
        break;
      }
      offset -= strides[a] * (dims[a] - 1);
      index[a] = 0;
    }
    if (axis < 0) return;
  }
}

namespace {

/// Reshape: shape from input 1 (opset 5+) or the `shape` attribute; 0 copies
/// the input dim (unless allowzero), -1 is inferred.
Status reshapeKernel(KernelContext& ctx) {
  const bool from_input = ctx.opset >= 5;
  if (Status s = checkArity(ctx, from_input ? 2 : 1, from_input ? 2 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  std::vector<std::int64_t> spec;
  if (from_input) {
    Expected<std::vector<std::int64_t>> read = readInts(ctx, *ctx.input(1), "the shape input");
    if (!read) return read.status();
    spec = std::move(read).value();
  } else {
    if (!ctx.node.has("shape")) return ctx.error("missing required attribute 'shape'");
    spec = ctx.node.attrInts("shape");
  }
  const bool allow_zero = ctx.node.attrInt("allowzero", 0) != 0;
  Shape out;
  int inferred = -1;
  for (size_t i = 0; i < spec.size(); ++i) {
    const std::int64_t d = spec[i];
    if (d == -1) {
      if (inferred >= 0) return ctx.error(fmt::format("shape {} has more than one -1", ir::formatShape(spec)));
      inferred = static_cast<int>(i);
      out.push_back(1);
    } else if (d == 0 && !allow_zero) {
      if (static_cast<int>(i) >= data.rank())
        return ctx.error(fmt::format("shape {} copies dim {} (a 0) but the input {} has rank {}", ir::formatShape(spec), i,
                                     ir::formatShape(data.shape()), data.rank()));
      out.push_back(data.dim(static_cast<int>(i)));
    } else if (d < 0) {
      return ctx.error(fmt::format("shape {} has invalid dim {}", ir::formatShape(spec), d));
    } else {
      out.push_back(d);
    }
  }
  const std::int64_t known = ir::elementCount(out);
  if (inferred >= 0) {
    if (known <= 0 || data.size() % known != 0)
      return ctx.error(fmt::format("cannot infer the -1 in shape {} for an input of shape {} ({} elements)",
                                   ir::formatShape(spec), ir::formatShape(data.shape()), data.size()));
    out[static_cast<size_t>(inferred)] = data.size() / known;
  }
  if (ir::elementCount(out) != data.size())
    return ctx.error(fmt::format("cannot reshape {} ({} elements) to {}", ir::formatShape(data.shape()), data.size(),
                                 ir::formatShape(out)));
  return setOutput(ctx, Tensor::reshaped(data, out));
}

Status flattenKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const std::int64_t axis_attr = ctx.node.attrInt("axis", 1);
  const int rank = data.rank();
  if (axis_attr < -rank || axis_attr > rank)
    return ctx.error(fmt::format("axis {} is out of range for rank {} (expected {}..{})", axis_attr, rank, -rank, rank));
  const auto axis = static_cast<size_t>(axis_attr < 0 ? axis_attr + rank : axis_attr);
  const Shape& dims = data.shape();
  const std::int64_t outer = ir::elementCount(Shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(axis)));
  const std::int64_t inner = ir::elementCount(Shape(dims.begin() + static_cast<std::ptrdiff_t>(axis), dims.end()));
  return setOutput(ctx, Tensor::reshaped(data, {outer, inner}));
}

/// Axes from input `index` (opset 13+) or the `axes` attribute; nullopt if absent.
Expected<std::optional<std::vector<std::int64_t>>> axesArgument(const KernelContext& ctx, int index) {
  if (ctx.opset >= 13) {
    const Tensor* axes = ctx.input(index);
    if (!axes) return std::optional<std::vector<std::int64_t>>();
    Expected<std::vector<std::int64_t>> read = readInts(ctx, *axes, "the axes input");
    if (!read) return read.status();
    return std::optional<std::vector<std::int64_t>>(std::move(read).value());
  }
  if (!ctx.node.has("axes")) return std::optional<std::vector<std::int64_t>>();
  return std::optional<std::vector<std::int64_t>>(ctx.node.attrInts("axes"));
}

Status squeezeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, ctx.opset >= 13 ? 2 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  Expected<std::optional<std::vector<std::int64_t>>> axes = axesArgument(ctx, 1);
  if (!axes) return axes.status();
  std::vector<bool> drop(static_cast<size_t>(data.rank()), false);
  if (!axes->has_value()) {
    for (int d = 0; d < data.rank(); ++d) drop[static_cast<size_t>(d)] = data.dim(d) == 1;
  } else {
    for (std::int64_t a : **axes) {
      Expected<int> axis = checkedAxis(ctx, a, data.rank(), "axis");
      if (!axis) return axis.status();
      if (data.dim(*axis) != 1)
        return ctx.error(fmt::format("cannot squeeze axis {} of shape {}: its size is {}, not 1", a,
                                     ir::formatShape(data.shape()), data.dim(*axis)));
      drop[static_cast<size_t>(*axis)] = true;
    }
  }
  Shape out;
  for (int d = 0; d < data.rank(); ++d)
    if (!drop[static_cast<size_t>(d)]) out.push_back(data.dim(d));
  return setOutput(ctx, Tensor::reshaped(data, out));
}

Status unsqueezeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, ctx.opset >= 13 ? 2 : 1, ctx.opset >= 13 ? 2 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  Expected<std::optional<std::vector<std::int64_t>>> axes = axesArgument(ctx, 1);
  if (!axes) return axes.status();
  if (!axes->has_value()) return ctx.error("missing required attribute 'axes'");
  const int out_rank = data.rank() + static_cast<int>((*axes)->size());
  std::vector<bool> inserted(static_cast<size_t>(out_rank), false);
  for (std::int64_t a : **axes) {
    Expected<int> axis = checkedAxis(ctx, a, out_rank, "axis");
    if (!axis) return axis.status();
    if (inserted[static_cast<size_t>(*axis)]) return ctx.error(fmt::format("axis {} is repeated", a));
    inserted[static_cast<size_t>(*axis)] = true;
  }
  Shape out;
  int next = 0;
  for (int d = 0; d < out_rank; ++d) out.push_back(inserted[static_cast<size_t>(d)] ? 1 : data.dim(next++));
  return setOutput(ctx, Tensor::reshaped(data, out));
}

/// Shape: the input's dims [start, end) (start/end from opset 15, clamped).
Status shapeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const std::int64_t rank = data.rank();
  auto clampIndex = [rank](std::int64_t i) { return std::clamp(i < 0 ? i + rank : i, std::int64_t{0}, rank); };
  const std::int64_t start = clampIndex(ctx.node.attrInt("start", 0));
  const std::int64_t end = clampIndex(ctx.node.attrInt("end", rank));
  const std::int64_t count = std::max<std::int64_t>(end - start, 0);
  Tensor out(DType::kI64, {count});
  for (std::int64_t i = 0; i < count; ++i) out.data<std::int64_t>()[i] = data.dim(static_cast<int>(start + i));
  return setOutput(ctx, std::move(out));
}

Status sizeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  Tensor out(DType::kI64, {});
  out.data<std::int64_t>()[0] = ctx.input(0)->size();
  return setOutput(ctx, std::move(out));
}

/// Range(start, limit, delta): max(ceil((limit - start) / delta), 0) values.
Status rangeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 3, 3); !s.ok()) return s;
  const DType dtype = ctx.input(0)->dtype();
  for (int i = 0; i < 3; ++i) {
    const Tensor& t = *ctx.input(i);
    if (t.size() != 1) return ctx.error(fmt::format("expected input {} to be a scalar, found shape {}", i, ir::formatShape(t.shape())));
    if (t.dtype() != dtype)
      return ctx.error(fmt::format("expected every input to be {} like input 0, found {} at input {}", ir::name(dtype),
                                   ir::name(t.dtype()), i));
  }
  Status status;
  const bool handled = elementwise::visitTypes<elementwise::Types::kSigned>(dtype, [&](auto tag) {
    using T = decltype(tag);
    const T start = ctx.input(0)->data<T>()[0];
    const T limit = ctx.input(1)->data<T>()[0];
    const T delta = ctx.input(2)->data<T>()[0];
    if (delta == T{0}) {
      status = ctx.error("delta must not be 0");
      return;
    }
    const double steps = std::ceil((static_cast<double>(limit) - static_cast<double>(start)) / static_cast<double>(delta));
    if (!(steps < static_cast<double>(kMaxOutputElements))) {
      status = ctx.error(fmt::format("Range({}, {}, {}) has too many elements", start, limit, delta));
      return;
    }
    const auto count = static_cast<std::int64_t>(std::max(steps, 0.0));
    Expected<Tensor> out = makeOutput(ctx, dtype, {count});
    if (!out) {
      status = out.status();
      return;
    }
    Tensor result = std::move(out).value();
    T* o = result.template data<T>();
    for (std::int64_t i = 0; i < count; ++i) {
      if constexpr (std::is_integral_v<T>) {  // start + i * delta fits T, but i * delta alone may not
        const auto wide = static_cast<std::uint64_t>(static_cast<std::int64_t>(start)) +
                          static_cast<std::uint64_t>(i) * static_cast<std::uint64_t>(static_cast<std::int64_t>(delta));
        o[i] = static_cast<T>(wide);
      } else {
        o[i] = static_cast<T>(start + static_cast<T>(i) * delta);
      }
    }
    ctx.outputs[0] = std::move(result);
  });
  if (!handled) return elementwise::dtypeError(ctx, dtype, "a float or signed integer");
  return status;
}

}  // namespace

}  // namespace shape

void registerShapeKernels(KernelRegistry& registry) {
  registry.add("Reshape", shape::reshapeKernel);
  registry.add("Flatten", shape::flattenKernel);
  registry.add("Squeeze", shape::squeezeKernel);
  registry.add("Unsqueeze", shape::unsqueezeKernel);
  registry.add("Shape", shape::shapeKernel);
  registry.add("Size", shape::sizeKernel);
  registry.add("Range", shape::rangeKernel);
  shape::registerLayoutKernels(registry);
  shape::registerSlicePadKernels(registry);
  shape::registerResizeKernels(registry);
  registerShapeExtraKernels(registry);
}

}  // namespace tessera::exec
