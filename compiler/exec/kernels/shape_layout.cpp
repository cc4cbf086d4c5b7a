// Shape kernels that move data: Transpose, Concat, Split, Gather, Expand, Tile.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec::shape {
namespace {

size_t bytesOf(const Tensor& t) { return static_cast<size_t>(ir::storageBytes(t.dtype())); }

Status transposeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const int rank = data.rank();
  std::vector<std::int64_t> perm(static_cast<size_t>(rank));
  std::iota(perm.rbegin(), perm.rend(), 0);
  if (ctx.node.has("perm")) perm = ctx.node.attrInts("perm");
  std::vector<bool> seen(static_cast<size_t>(rank), false);
  bool valid = static_cast<int>(perm.size()) == rank;
  for (size_t i = 0; valid && i < perm.size(); ++i) {
    valid = perm[i] >= 0 && perm[i] < rank && !seen[static_cast<size_t>(perm[i])];
    if (valid) seen[static_cast<size_t>(perm[i])] = true;
  }
  if (!valid)
    return ctx.error(fmt::format("perm {} is not a permutation of 0..{} for input shape {}", ir::formatShape(perm), rank - 1,
                                 ir::formatShape(data.shape())));
  const std::vector<std::int64_t> in_strides = stridesOf(data.shape());
  Shape out_shape(static_cast<size_t>(rank));
  std::vector<std::int64_t> strides(static_cast<size_t>(rank));
  for (size_t i = 0; i < perm.size(); ++i) {
    out_shape[i] = data.shape()[static_cast<size_t>(perm[i])];
    strides[i] = in_strides[static_cast<size_t>(perm[i])];
  }
  Tensor out(data.dtype(), out_shape);
  stridedCopy(data.bytes(), 0, strides, out_shape, out.bytes(), ir::storageBytes(data.dtype()));
  return setOutput(ctx, std::move(out));
}

Status concatKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, std::numeric_limits<int>::max()); !s.ok()) return s;
  const int count = ctx.inputCount();
  const Tensor& first = *ctx.input(0);
  if (ctx.opset >= 4 && !ctx.node.has("axis")) return ctx.error("missing required attribute 'axis'");
  if (first.rank() == 0) return ctx.error("cannot concatenate scalars (rank 0)");
  Expected<int> axis = checkedAxis(ctx, ctx.node.attrInt("axis", 1), first.rank(), "axis");
  if (!axis) return axis.status();
  Shape out_shape = first.shape();
  out_shape[static_cast<size_t>(*axis)] = 0;
  for (int i = 0; i < count; ++i) {
    const Tensor* t = ctx.input(i);
    if (!t) return ctx.error(fmt::format("input {} was omitted; every input is required", i));
    bool compatible = t->dtype() == first.dtype() && t->rank() == first.rank();
    for (int d = 0; compatible && d < first.rank(); ++d) compatible = d == *axis || t->dim(d) == first.dim(d);
    if (!compatible)
      return ctx.error(fmt::format("input {} ({} {}) does not match input 0 ({} {}) outside axis {}", i, ir::name(t->dtype()),
                                   ir::formatShape(t->shape()), ir::name(first.dtype()), ir::formatShape(first.shape()),
                                   *axis));
    out_shape[static_cast<size_t>(*axis)] += t->dim(*axis);
  }
  Expected<Tensor> made = makeOutput(ctx, first.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const size_t element = bytesOf(first);
  const std::int64_t outer = ir::elementCount(Shape(out_shape.begin(), out_shape.begin() + *axis));
  std::byte* dst = out.bytes();
  for (std::int64_t o = 0; o < outer; ++o) {
    for (int i = 0; i < count; ++i) {
      const Tensor& t = *ctx.input(i);
      const size_t block = static_cast<size_t>(t.size() / std::max<std::int64_t>(outer, 1)) * element;
      if (block == 0) continue;
      std::memcpy(dst, t.bytes() + static_cast<size_t>(o) * block, block);
      dst += block;
    }
  }
  return setOutput(ctx, std::move(out));
}

/// Split: sizes from input 1 (opset 1 and 13+) or the `split` attribute, else equal parts.
Status splitKernel(KernelContext& ctx) {
  const bool sizes_input = ctx.opset >= 13 || ctx.opset < 2;
  if (Status s = checkArity(ctx, 1, sizes_input ? 2 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  if (data.rank() == 0) return ctx.error("cannot split a scalar (rank 0)");
  Expected<int> axis = checkedAxis(ctx, ctx.node.attrInt("axis", 0), data.rank(), "axis");
  if (!axis) return axis.status();
  const std::int64_t dim = data.dim(*axis);
  const auto parts = static_cast<std::int64_t>(ctx.outputs.size());
  std::vector<std::int64_t> sizes;
  if (sizes_input && ctx.input(1)) {
    Expected<std::vector<std::int64_t>> read = readInts(ctx, *ctx.input(1), "the split input");
    if (!read) return read.status();
    sizes = std::move(read).value();
  } else if (ctx.opset < 13 && ctx.node.has("split")) {
    sizes = ctx.node.attrInts("split");
  } else {
    if (dim % parts != 0)
      return ctx.error(fmt::format("axis {} of size {} does not split into {} equal parts", *axis, dim, parts));
    sizes.assign(static_cast<size_t>(parts), dim / parts);
  }
  std::int64_t total = 0;
  for (std::int64_t s : sizes) {
    if (s < 0) return ctx.error(fmt::format("split sizes {} must not be negative", ir::formatShape(sizes)));
    total += s;
  }
  if (static_cast<std::int64_t>(sizes.size()) != parts || total != dim)
    return ctx.error(fmt::format("split sizes {} must have one entry per output ({}) and sum to axis {}'s size {}",
                                 ir::formatShape(sizes), parts, *axis, dim));
  const std::vector<std::int64_t> strides = stridesOf(data.shape());
  std::int64_t start = 0;
  for (size_t k = 0; k < sizes.size(); ++k) {
    Shape out_shape = data.shape();
    out_shape[static_cast<size_t>(*axis)] = sizes[k];
    Tensor out(data.dtype(), out_shape);
    stridedCopy(data.bytes(), start * strides[static_cast<size_t>(*axis)], strides, out_shape, out.bytes(),
                ir::storageBytes(data.dtype()));
    ctx.outputs[k] = std::move(out);
    start += sizes[k];
  }
  return Status();
}

/// Gather along `axis`; negative indices count from the end.
Status gatherKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const Tensor& indices = *ctx.input(1);
  if (data.rank() == 0) return ctx.error("cannot gather from a scalar (rank 0)");
  if (indices.dtype() != DType::kI64 && indices.dtype() != DType::kI32)
    return ctx.error(fmt::format("expected i32 or i64 indices, found {}", ir::name(indices.dtype())));
  Expected<int> axis = checkedAxis(ctx, ctx.node.attrInt("axis", 0), data.rank(), "axis");
  if (!axis) return axis.status();
  const Shape& dims = data.shape();
  const auto a = static_cast<size_t>(*axis);
  Shape out_shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(a));
  out_shape.insert(out_shape.end(), indices.shape().begin(), indices.shape().end());
  out_shape.insert(out_shape.end(), dims.begin() + static_cast<std::ptrdiff_t>(a) + 1, dims.end());
  Expected<Tensor> made = makeOutput(ctx, data.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const std::int64_t axis_size = dims[a];
  std::vector<std::int64_t> positions(static_cast<size_t>(indices.size()));
  for (std::int64_t i = 0; i < indices.size(); ++i) {
    std::int64_t p = indices.intAt(i);
    if (p < -axis_size || p >= axis_size)
      return ctx.error(fmt::format("index {} is out of range for axis {} of size {}", p, *axis, axis_size));
    positions[static_cast<size_t>(i)] = p < 0 ? p + axis_size : p;
  }
  const std::int64_t outer = ir::elementCount(Shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(a)));
  const size_t block = static_cast<size_t>(ir::elementCount(Shape(dims.begin() + static_cast<std::ptrdiff_t>(a) + 1, dims.end()))) *
                       bytesOf(data);
  if (out.size() == 0) return setOutput(ctx, std::move(out));
  std::byte* dst = out.bytes();
  for (std::int64_t o = 0; o < outer; ++o) {
    const std::byte* src = data.bytes() + static_cast<size_t>(o * axis_size) * block;
    for (std::int64_t p : positions) {
      std::memcpy(dst, src + static_cast<size_t>(p) * block, block);
      dst += block;
    }
  }
  return setOutput(ctx, std::move(out));
}

/// Expand: bidirectional broadcast of the input to the shape input.
Status expandKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  Expected<std::vector<std::int64_t>> target = readInts(ctx, *ctx.input(1), "the shape input");
  if (!target) return target.status();
  std::optional<Shape> out_shape = broadcastShapes(data.shape(), *target);
  if (!out_shape)
    return ctx.error(fmt::format("input shape {} does not broadcast with shape {}", ir::formatShape(data.shape()),
                                 ir::formatShape(*target)));
  Expected<Tensor> made = makeOutput(ctx, data.dtype(), *out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  stridedCopy(data.bytes(), 0, broadcastStrides(data.shape(), *out_shape), *out_shape, out.bytes(),
              ir::storageBytes(data.dtype()));
  return setOutput(ctx, std::move(out));
}

/// Tile: output [r0*d0, r1*d1, ...] is the input seen as [r0, d0, r1, d1, ...]
/// with stride 0 along every repeat dim.
Status tileKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  Expected<std::vector<std::int64_t>> repeats = readInts(ctx, *ctx.input(1), "the repeats input");
  if (!repeats) return repeats.status();
  if (static_cast<int>(repeats->size()) != data.rank())
    return ctx.error(fmt::format("expected {} repeats (the input rank), found {}", data.rank(), repeats->size()));
  const std::vector<std::int64_t> in_strides = stridesOf(data.shape());
  Shape out_shape, split_shape;
  std::vector<std::int64_t> split_strides;
  for (int d = 0; d < data.rank(); ++d) {
    const std::int64_t r = (*repeats)[static_cast<size_t>(d)];
    if (r < 0) return ctx.error(fmt::format("repeats {} must not be negative", ir::formatShape(*repeats)));
    const std::int64_t dim = data.dim(d);
    if (dim != 0 && r > kMaxOutputElements / dim)
      return ctx.error(fmt::format("repeats {} make the output too large", ir::formatShape(*repeats)));
    out_shape.push_back(r * dim);
    split_shape.insert(split_shape.end(), {r, dim});
    split_strides.insert(split_strides.end(), {0, in_strides[static_cast<size_t>(d)]});
  }
  Expected<Tensor> made = makeOutput(ctx, data.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  stridedCopy(data.bytes(), 0, split_strides, split_shape, out.bytes(), ir::storageBytes(data.dtype()));
  return setOutput(ctx, std::move(out));
}

}  // namespace

void registerLayoutKernels(KernelRegistry& registry) {
  registry.add("Transpose", transposeKernel);
  registry.add("Concat", concatKernel);
  registry.add("Split", splitKernel);
  registry.add("Gather", gatherKernel);
  registry.add("Expand", expandKernel);
  registry.add("Tile", tileKernel);
}

}  // namespace tessera::exec::shape
