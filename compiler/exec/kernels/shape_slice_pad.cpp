// Shape kernels with per-axis windows: Slice and Pad (constant, reflect, edge).
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec::shape {
namespace {

/// Reads optional integer input `index`, or an empty vector if omitted.
Expected<std::vector<std::int64_t>> optionalInts(const KernelContext& ctx, int index, const std::string& what) {
  const Tensor* t = ctx.input(index);
  if (!t) return std::vector<std::int64_t>();
  return readInts(ctx, *t, what);
}

/// Slice: starts/ends/axes attributes before opset 10; inputs (with steps) after.
Status sliceKernel(KernelContext& ctx) {
  const bool from_inputs = ctx.opset >= 10;
  if (Status s = checkArity(ctx, from_inputs ? 3 : 1, from_inputs ? 5 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  std::vector<std::int64_t> starts, ends, axes, steps;
  if (from_inputs) {
    Expected<std::vector<std::int64_t>> read[4] = {readInts(ctx, *ctx.input(1), "starts"), readInts(ctx, *ctx.input(2), "ends"),
                                                   optionalInts(ctx, 3, "axes"), optionalInts(ctx, 4, "steps")};
    for (const auto& r : read)
      if (!r) return r.status();
    starts = *read[0];
    ends = *read[1];
    axes = *read[2];
    steps = *read[3];
  } else {
    if (!ctx.node.has("starts") || !ctx.node.has("ends")) return ctx.error("missing required attribute 'starts' or 'ends'");
    starts = ctx.node.attrInts("starts");
    ends = ctx.node.attrInts("ends");
    axes = ctx.node.attrInts("axes");
  }
  const size_t count = starts.size();
  if (axes.empty() && !(from_inputs && ctx.input(3))) {
    axes.resize(count);
    for (size_t i = 0; i < count; ++i) axes[i] = static_cast<std::int64_t>(i);
  }
  if (steps.empty() && !(from_inputs && ctx.input(4))) steps.assign(count, 1);
  if (ends.size() != count || axes.size() != count || steps.size() != count)
    return ctx.error(fmt::format("starts, ends, axes and steps must have equal lengths, found {}, {}, {}, {}", count,
                                 ends.size(), axes.size(), steps.size()));
  const int rank = data.rank();
  const std::vector<std::int64_t> in_strides = stridesOf(data.shape());
  Shape out_shape = data.shape();
  std::vector<std::int64_t> strides = in_strides;
  std::vector<bool> seen(static_cast<size_t>(rank), false);
  std::int64_t base = 0;
  for (size_t i = 0; i < count; ++i) {
    Expected<int> axis = checkedAxis(ctx, axes[i], rank, "axis");
    if (!axis) return axis.status();
    const auto a = static_cast<size_t>(*axis);
    if (seen[a]) return ctx.error(fmt::format("axis {} appears more than once in axes {}", *axis, ir::formatShape(axes)));
    seen[a] = true;
    const std::int64_t step = steps[i];
    if (step == 0) return ctx.error(fmt::format("steps {} must not contain 0", ir::formatShape(steps)));
    const std::int64_t dim = data.dim(*axis);
    std::int64_t start = starts[i] < 0 ? starts[i] + dim : starts[i];
    std::int64_t end = ends[i] < 0 ? ends[i] + dim : ends[i];
    std::int64_t length = 0;
    if (step > 0) {
      start = std::clamp<std::int64_t>(start, 0, dim);
      end = std::clamp<std::int64_t>(end, 0, dim);
      length = end > start ? (end - start - 1) / step + 1 : 0;
    } else if (dim > 0) {
      start = std::clamp<std::int64_t>(start, 0, dim - 1);
      end = std::clamp<std::int64_t>(end, -1, dim - 1);
      length = start > end ? (start - end - 1) / -step + 1 : 0;
    }
    out_shape[a] = length;
    if (length > 0) base += start * in_strides[a];
    strides[a] = length > 1 ? step * in_strides[a] : 0;
  }
  Tensor out(data.dtype(), out_shape);
  stridedCopy(data.bytes(), base, strides, out_shape, out.bytes(), ir::storageBytes(data.dtype()));
  return setOutput(ctx, std::move(out));
}

enum class PadMode { kConstant, kReflect, kEdge };

/// Input index that output index `i` of a padded axis reads, or -1 for the
/// constant value.
std::int64_t paddedSource(std::int64_t i, std::int64_t begin, std::int64_t dim, PadMode mode) {
  std::int64_t j = i - begin;
  if (j >= 0 && j < dim) return j;
  switch (mode) {
    case PadMode::kConstant: return -1;
    case PadMode::kEdge: return j < 0 ? 0 : dim - 1;
    case PadMode::kReflect: {
      if (dim == 1) return 0;
      const std::int64_t period = 2 * (dim - 1);
      j %= period;
      if (j < 0) j += period;
      return j < dim ? j : period - j;
    }
  }
  return -1;
}

template <class T>
void padRows(const Tensor& data, const std::vector<std::vector<std::int64_t>>& sources, Tensor& out, T fill) {
  const Shape& out_shape = out.shape();
  const int rank = out.rank();
  const T* in = reinterpret_cast<const T*>(data.bytes());
  T* dst = reinterpret_cast<T*>(out.bytes());
  const std::vector<std::int64_t> in_strides = stridesOf(data.shape());
  if (rank == 0) {
    dst[0] = in[0];
    return;
  }
  const std::int64_t length = out_shape.back();
  const std::vector<std::int64_t>& last = sources.back();
  std::vector<std::int64_t> index(static_cast<size_t>(rank - 1), 0);
  for (std::int64_t row = 0, rows = ir::elementCount(out_shape) / std::max<std::int64_t>(length, 1); row < rows; ++row) {
    std::int64_t offset = 0;
    bool inside = true;
    for (int d = 0; d < rank - 1 && inside; ++d) {
      const std::int64_t s = sources[static_cast<size_t>(d)][static_cast<size_t>(index[static_cast<size_t>(d)])];
      inside = s >= 0;
      offset += s * in_strides[static_cast<size_t>(d)];
    }
    T* o = dst + row * length;
    for (std::int64_t j = 0; j < length; ++j) o[j] = inside && last[static_cast<size_t>(j)] >= 0 ? in[offset + last[static_cast<size_t>(j)]] : fill;
    for (int d = rank - 2; d >= 0; --d) {
      if (++index[static_cast<size_t>(d)] < out_shape[static_cast<size_t>(d)]) break;
      index[static_cast<size_t>(d)] = 0;
    }
  }
}

/// Pad: pads/mode/value attributes before opset 11; pads, constant_value
/// (and axes) inputs after.
Status padKernel(KernelContext& ctx) {
  const bool from_inputs = ctx.opset >= 11;
  if (Status s = checkArity(ctx, from_inputs ? 2 : 1, from_inputs ? 4 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const int rank = data.rank();
  const std::string mode_name = ctx.node.attrString("mode", "constant");
  PadMode mode;
  if (mode_name == "constant") mode = PadMode::kConstant;
  else if (mode_name == "reflect") mode = PadMode::kReflect;
  else if (mode_name == "edge") mode = PadMode::kEdge;
  else if (mode_name == "wrap") return ctx.unsupported("Pad mode 'wrap'");
  else return ctx.error(fmt::format("unknown mode '{}'; expected constant, reflect or edge", mode_name));

  std::vector<std::int64_t> pads;
  std::vector<std::int64_t> axes;
  Tensor fill(DType::kF32, {});
  if (from_inputs) {
    Expected<std::vector<std::int64_t>> read = readInts(ctx, *ctx.input(1), "the pads input");
    if (!read) return read.status();
    pads = std::move(read).value();
    if (const Tensor* value = ctx.input(2); value && value->size() > 0) {
      if (value->size() != 1)
        return ctx.error(fmt::format("expected a scalar constant_value, found shape {}", ir::formatShape(value->shape())));
      fill = *value;
    }
    Expected<std::vector<std::int64_t>> read_axes = optionalInts(ctx, 3, "the axes input");
    if (!read_axes) return read_axes.status();
    axes = std::move(read_axes).value();
  } else {
    pads = ctx.node.has("pads") ? ctx.node.attrInts("pads") : ctx.node.attrInts("paddings");
    fill.data<float>()[0] = ctx.node.attrFloat("value", 0.0f);
  }
  if (axes.empty() && !(from_inputs && ctx.input(3)))
    for (int d = 0; d < rank; ++d) axes.push_back(d);
  if (pads.size() != 2 * axes.size())
    return ctx.error(fmt::format("expected {} pads (2 per padded axis), found {}", 2 * axes.size(), pads.size()));
  std::vector<std::int64_t> begin(static_cast<size_t>(rank), 0), end(static_cast<size_t>(rank), 0);
  for (size_t i = 0; i < axes.size(); ++i) {
    Expected<int> axis = checkedAxis(ctx, axes[i], rank, "axis");
    if (!axis) return axis.status();
    begin[static_cast<size_t>(*axis)] = pads[i];
    end[static_cast<size_t>(*axis)] = pads[i + axes.size()];
  }
  Shape out_shape(static_cast<size_t>(rank));
  std::vector<std::vector<std::int64_t>> sources(static_cast<size_t>(rank));
  for (int d = 0; d < rank; ++d) {
    const auto a = static_cast<size_t>(d);
    const std::int64_t dim = data.dim(d);
    if (std::abs(begin[a]) > kMaxOutputElements || std::abs(end[a]) > kMaxOutputElements)
      return ctx.error(fmt::format("pads {} are too large", ir::formatShape(pads)));
    out_shape[a] = dim + begin[a] + end[a];
    if (out_shape[a] < 0)
      return ctx.error(fmt::format("pads {} remove more than the {} elements of axis {}", ir::formatShape(pads), dim, d));
    if (mode != PadMode::kConstant && dim == 0 && out_shape[a] > 0)
      return ctx.error(fmt::format("cannot {}-pad axis {} of size 0", mode_name, d));
  }
  Expected<Tensor> made = makeOutput(ctx, data.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  for (int d = 0; d < rank; ++d) {
    const auto a = static_cast<size_t>(d);
    sources[a].resize(static_cast<size_t>(out_shape[a]));
    for (std::int64_t i = 0; i < out_shape[a]; ++i) sources[a][static_cast<size_t>(i)] = paddedSource(i, begin[a], data.dim(d), mode);
  }
  const Tensor fill_value = castTensor(fill, data.dtype());
  switch (ir::storageBytes(data.dtype())) {
    case 1: padRows(data, sources, out, *reinterpret_cast<const std::uint8_t*>(fill_value.bytes())); break;
    case 2: padRows(data, sources, out, *reinterpret_cast<const std::uint16_t*>(fill_value.bytes())); break;
    case 4: padRows(data, sources, out, *reinterpret_cast<const std::uint32_t*>(fill_value.bytes())); break;
    case 8: padRows(data, sources, out, *reinterpret_cast<const std::uint64_t*>(fill_value.bytes())); break;
    default: return ctx.unsupported(fmt::format("Pad on {} tensors", ir::name(data.dtype())));
  }
  return setOutput(ctx, std::move(out));
}

}  // namespace

void registerSlicePadKernels(KernelRegistry& registry) {
  registry.add("Slice", sliceKernel);
  registry.add("Pad", padKernel);
}

}  // namespace tessera::exec::shape
