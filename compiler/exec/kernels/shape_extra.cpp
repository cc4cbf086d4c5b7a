// Extra shape kernels indexing along an axis: GatherElements, ScatterElements, Scatter, ScatterND, CumSum, Trilu.
#include <fmt/format.h>

#include <cstring>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/extra_kernels.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec {
namespace {

using shape::checkArity;
using shape::checkedAxis;
using shape::setOutput;

/// Checks the indices of GatherElements/ScatterElements against `data`:
/// an integer tensor of data's rank, no larger than data off the axis.
Status checkElementIndices(const KernelContext& ctx, const Tensor& data, const Tensor& indices, int axis) {
  if (indices.dtype() != DType::kI64 && indices.dtype() != DType::kI32)
    return ctx.error(fmt::format("expected i32 or i64 indices, found {}", ir::name(indices.dtype())));
  if (indices.rank() != data.rank())
    return ctx.error(fmt::format("expected indices of rank {} (the data rank), found shape {}", data.rank(),
                                 ir::formatShape(indices.shape())));
  for (int d = 0; d < data.rank(); ++d)
    if (d != axis && indices.dim(d) > data.dim(d))
      return ctx.error(fmt::format("indices shape {} exceeds data shape {} at dim {}", ir::formatShape(indices.shape()),
                                   ir::formatShape(data.shape()), d));
  return Status();
}

/// For every element i of `indices` (row-major), the flat offset into `data`
/// of i with its axis coordinate replaced by the (possibly negative) index.
Expected<std::vector<std::int64_t>> elementOffsets(const KernelContext& ctx, const Tensor& data, const Tensor& indices,
                                                   int axis) {
  const std::vector<std::int64_t> strides = stridesOf(data.shape());
  const auto a = static_cast<size_t>(axis);
  const std::int64_t axis_size = data.dim(axis);
  std::vector<std::int64_t> offsets(static_cast<size_t>(indices.size()));
  std::vector<std::int64_t> index(static_cast<size_t>(indices.rank()), 0);
  for (std::int64_t i = 0; i < indices.size(); ++i) {
    std::int64_t p = indices.intAt(i);
    if (p < -axis_size || p >= axis_size)
      return ctx.error(fmt::format("index {} is out of range for axis {} of size {} (expected {}..{})", p, axis,
                                   axis_size, -axis_size, axis_size - 1));
    if (p < 0) p += axis_size;
    std::int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d) offset += (d == a ? p : index[d]) * strides[d];
    offsets[static_cast<size_t>(i)] = offset;
    for (int d = indices.rank() - 1; d >= 0; --d) {
      const auto u = static_cast<size_t>(d);
      if (++index[u] < indices.dim(d)) break;
      index[u] = 0;
    }
  }
  return offsets;
}

Status gatherElementsKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const Tensor& indices = *ctx.input(1);
  if (data.rank() == 0) return ctx.error("cannot gather from a scalar (rank 0)");
  Expected<int> axis = checkedAxis(ctx, ctx.node.attrInt("axis", 0), data.rank(), "axis");
  if (!axis) return axis.status();
  if (Status s = checkElementIndices(ctx, data, indices, *axis); !s.ok()) return s;
  Expected<std::vector<std::int64_t>> offsets = elementOffsets(ctx, data, indices, *axis);
  if (!offsets) return offsets.status();
  Expected<Tensor> made = makeOutput(ctx, data.dtype(), indices.shape());
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const auto bytes = static_cast<size_t>(ir::storageBytes(data.dtype()));
  for (size_t i = 0; i < offsets->size(); ++i)
    std::memcpy(out.bytes() + i * bytes, data.bytes() + static_cast<size_t>((*offsets)[i]) * bytes, bytes);
  return setOutput(ctx, std::move(out));
}

Status scatterAt(KernelContext& ctx, const Tensor& data, const Tensor& updates, const std::vector<std::int64_t>& offsets,
                 const std::string& reduction);

/// ScatterElements (and the deprecated Scatter): a copy of data with
/// updates written (or combined by `reduction`) at the indexed positions.
Status scatterElementsKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 3, 3); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const Tensor& indices = *ctx.input(1);
  const Tensor& updates = *ctx.input(2);
  if (data.rank() == 0) return ctx.error("cannot scatter into a scalar (rank 0)");
  if (updates.dtype() != data.dtype())
    return ctx.error(fmt::format("expected updates of the data dtype {}, found {}", ir::name(data.dtype()),
                                 ir::name(updates.dtype())));
  if (updates.shape() != indices.shape())
    return ctx.error(fmt::format("expected updates of the indices shape {}, found {}", ir::formatShape(indices.shape()),
                                 ir::formatShape(updates.shape())));
  const std::string reduction = ctx.node.attrString("reduction", "none");
  if (reduction != "none" && reduction != "add" && reduction != "mul" && reduction != "max" && reduction != "min")
    return ctx.error(fmt::format("attribute 'reduction' must be none, add, mul, max or min, found '{}'", reduction));
  Expected<int> axis = checkedAxis(ctx, ctx.node.attrInt("axis", 0), data.rank(), "axis");
  if (!axis) return axis.status();
  if (Status s = checkElementIndices(ctx, data, indices, *axis); !s.ok()) return s;
  Expected<std::vector<std::int64_t>> offsets = elementOffsets(ctx, data, indices, *axis);
  if (!offsets) return offsets.status();
  return scatterAt(ctx, data, updates, *offsets, reduction);
}

/// A copy of `data` with updates[i] written (or combined by `reduction`:
/// none, add, mul, max or min) at flat offset offsets[i], in order.
Status scatterAt(KernelContext& ctx, const Tensor& data, const Tensor& updates, const std::vector<std::int64_t>& offsets,
                 const std::string& reduction) {
  if (reduction == "none") {
    Expected<Tensor> made = makeOutput(ctx, data.dtype(), data.shape());
    if (!made) return made.status();
    Tensor out = std::move(made).value();
    const auto bytes = static_cast<size_t>(ir::storageBytes(data.dtype()));
    if (data.size() > 0) std::memcpy(out.bytes(), data.bytes(), data.byteSize());
    for (size_t i = 0; i < offsets.size(); ++i)
      std::memcpy(out.bytes() + static_cast<size_t>(offsets[i]) * bytes, updates.bytes() + i * bytes, bytes);
    return setOutput(ctx, std::move(out));
  }
  const DType dtype = data.dtype();
  const Tensor widened = castTensor(data, isHalf(dtype) ? DType::kF32 : dtype);
  Expected<Tensor> made = makeOutput(ctx, widened.dtype(), widened.shape());
  if (!made) return made.status();
  Tensor out = std::move(made).value();  // a fresh buffer: castTensor may share data's storage
  if (widened.size() > 0) std::memcpy(out.bytes(), widened.bytes(), widened.byteSize());
  const Tensor values = isHalf(dtype) ? castTensor(updates, DType::kF32) : updates;
  const bool handled = elementwise::visitTypes<elementwise::Types::kNumeric>(out.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* o = out.data<T>();
    const T* u = values.data<T>();
    for (size_t i = 0; i < offsets.size(); ++i) {
      T& target = o[offsets[i]];
      const T v = u[i];
      if (reduction == "add")
        target = static_cast<T>(target + v);
      else if (reduction == "mul")
        target = static_cast<T>(target * v);
      else if (reduction == "max")
        target = target < v ? v : target;
      else
        target = v < target ? v : target;
    }
  });
  if (!handled) return ctx.unsupported(fmt::format("reduction '{}' on {} data", reduction, ir::name(dtype)));
  return setOutput(ctx, isHalf(dtype) ? castTensor(out, dtype) : std::move(out));
}

/// ScatterND (opset 11/13/16/18): indices [..., k] address slices
/// data[i_0, ..., i_{k-1}, :, ...] of data's last rank - k dims; updates
/// has shape indices.shape[:-1] + data.shape[k:]. Written (or combined by
/// `reduction`) in index order, as onnxruntime does for duplicates.
Status scatterNDKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 3, 3); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const Tensor& indices = *ctx.input(1);
  const Tensor& updates = *ctx.input(2);
  if (indices.dtype() != DType::kI64) return ctx.error(fmt::format("expected i64 indices, found {}", ir::name(indices.dtype())));
  if (updates.dtype() != data.dtype())
    return ctx.error(fmt::format("expected updates of the data dtype {}, found {}", ir::name(data.dtype()),
                                 ir::name(updates.dtype())));
  if (indices.rank() < 1) return ctx.error("expected indices of rank >= 1, found a scalar");
  const int k = static_cast<int>(indices.dim(indices.rank() - 1));
  if (k < 1 || k > data.rank())
    return ctx.error(fmt::format("indices' last dim {} must be 1..{} (the data rank)", k, data.rank()));
  ir::Shape expected(indices.shape().begin(), indices.shape().end() - 1);
  expected.insert(expected.end(), data.shape().begin() + k, data.shape().end());
  if (updates.shape() != expected)
    return ctx.error(fmt::format("expected updates of shape {} (indices {} and data {}), found {}", ir::formatShape(expected),
                                 ir::formatShape(indices.shape()), ir::formatShape(data.shape()),
                                 ir::formatShape(updates.shape())));
  const std::string reduction = ctx.node.attrString("reduction", "none");
  if (reduction != "none" && reduction != "add" && reduction != "mul" && reduction != "max" && reduction != "min")
    return ctx.error(fmt::format("attribute 'reduction' must be none, add, mul, max or min, found '{}'", reduction));
  const std::vector<std::int64_t> strides = stridesOf(data.shape());
  const std::int64_t block = k == data.rank() ? 1 : strides[static_cast<size_t>(k - 1)];
  const std::int64_t tuples = indices.size() / k;
  std::vector<std::int64_t> offsets(static_cast<size_t>(tuples * block));
  for (std::int64_t t = 0; t < tuples; ++t) {
    std::int64_t base = 0;
    for (int d = 0; d < k; ++d) {
      std::int64_t p = indices.intAt(t * k + d);
      if (p < -data.dim(d) || p >= data.dim(d))
        return ctx.error(fmt::format("index {} is out of range for dim {} of size {} (expected {}..{})", p, d, data.dim(d),
                                     -data.dim(d), data.dim(d) - 1));
      base += (p < 0 ? p + data.dim(d) : p) * strides[static_cast<size_t>(d)];
    }
    for (std::int64_t e = 0; e < block; ++e) offsets[static_cast<size_t>(t * block + e)] = base + e;
  }
  return scatterAt(ctx, data, updates, offsets, reduction);
}

/// CumSum(x, axis): running sums along axis, optionally exclusive and/or reversed.
Status cumSumKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  const Tensor& axis_tensor = *ctx.input(1);
  if (!ir::isInteger(axis_tensor.dtype()) || axis_tensor.size() != 1 || axis_tensor.rank() > 1)
    return ctx.error(fmt::format("expected the axis input to be an integer scalar, found {} of shape {}",
                                 ir::name(axis_tensor.dtype()), ir::formatShape(axis_tensor.shape())));
  if (input.rank() == 0) return ctx.error("expected an input of rank >= 1, found a scalar");
  Expected<int> axis = checkedAxis(ctx, axis_tensor.intAt(0), input.rank(), "axis");
  if (!axis) return axis.status();
  const bool exclusive = ctx.node.attrInt("exclusive", 0) != 0;
  const bool reverse = ctx.node.attrInt("reverse", 0) != 0;
  const DType dtype = input.dtype();
  const Tensor x = isHalf(dtype) ? castTensor(input, DType::kF32) : input;
  Expected<Tensor> made = makeOutput(ctx, x.dtype(), x.shape());
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const Shape& dims = x.shape();
  const auto a = static_cast<size_t>(*axis);
  const std::int64_t outer = ir::elementCount(Shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(a)));
  const std::int64_t inner = ir::elementCount(Shape(dims.begin() + static_cast<std::ptrdiff_t>(a) + 1, dims.end()));
  const std::int64_t n = dims[a];
  const bool handled = elementwise::visitTypes<elementwise::Types::kNumeric>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    // Integers accumulate modulo 2^64 and wrap to T, like NumPy.
    using Acc = std::conditional_t<std::is_floating_point_v<T>, T, std::uint64_t>;
    const T* in = x.data<T>();
    T* o = out.data<T>();
    for (std::int64_t b = 0; b < outer; ++b) {
      for (std::int64_t i = 0; i < inner; ++i) {
        Acc acc{0};
        for (std::int64_t k = 0; k < n; ++k) {
          const std::int64_t j = reverse ? n - 1 - k : k;
          const std::int64_t at = (b * n + j) * inner + i;
          Acc v;
          if constexpr (std::is_floating_point_v<T>)
            v = in[at];
          else
            v = static_cast<std::uint64_t>(static_cast<std::int64_t>(in[at]));
          if (!exclusive) acc += v;
          o[at] = static_cast<T>(acc);
          if (exclusive) acc += v;
        }
      }
    }
  });
  if (!handled) return elementwise::dtypeError(ctx, dtype, "a numeric");
  return setOutput(ctx, isHalf(dtype) ? castTensor(out, dtype) : std::move(out));
}

/// Trilu(input, k): keeps the upper (j - i >= k) or lower (j - i <= k)
/// triangle of every matrix in the last two dims and zeroes the rest.
Status triluKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 2); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  if (input.rank() < 2)
    return ctx.error(fmt::format("expected an input of rank >= 2, found shape {}", ir::formatShape(input.shape())));
  std::int64_t k = 0;
  if (const Tensor* k_tensor = ctx.input(1)) {
    if (!ir::isInteger(k_tensor->dtype()) || k_tensor->size() != 1 || k_tensor->rank() > 1)
      return ctx.error(fmt::format("expected k to be an integer scalar, found {} of shape {}",
                                   ir::name(k_tensor->dtype()), ir::formatShape(k_tensor->shape())));
    k = k_tensor->intAt(0);
  }
  const bool upper = ctx.node.attrInt("upper", 1) != 0;
  Expected<Tensor> made = makeOutput(ctx, input.dtype(), input.shape());
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  if (input.size() == 0) return setOutput(ctx, std::move(out));
  std::memcpy(out.bytes(), input.bytes(), input.byteSize());
  const std::int64_t rows = input.dim(input.rank() - 2);
  const std::int64_t cols = input.dim(input.rank() - 1);
  const std::int64_t matrices = input.size() / (rows * cols);
  const auto bytes = static_cast<size_t>(ir::storageBytes(input.dtype()));
  for (std::int64_t m = 0; m < matrices; ++m)
    for (std::int64_t i = 0; i < rows; ++i)
      for (std::int64_t j = 0; j < cols; ++j) {
        const bool keep = upper ? j - i >= k : j - i <= k;
        if (!keep) std::memset(out.bytes() + static_cast<size_t>((m * rows + i) * cols + j) * bytes, 0, bytes);
      }
  return setOutput(ctx, std::move(out));
}

}  // namespace

void registerShapeExtraKernels(KernelRegistry& registry) {
  registry.add("GatherElements", gatherElementsKernel);
  registry.add("ScatterElements", scatterElementsKernel);
  registry.add("Scatter", scatterElementsKernel);
  registry.add("ScatterND", scatterNDKernel);
  registry.add("CumSum", cumSumKernel);
  registry.add("Trilu", triluKernel);
  registerShapeExtraLayoutKernels(registry);
  registerEinsumExtraKernels(registry);
}

}  // namespace tessera::exec
