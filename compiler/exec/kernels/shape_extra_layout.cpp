// Extra shape kernels that rearrange or synthesize data: DepthToSpace, SpaceToDepth, OneHot, EyeLike, NonZero.
#include <fmt/format.h>

#include <array>
#include <cmath>
#include <cstring>
#include <variant>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/extra_kernels.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec {
namespace {

using shape::checkArity;
using shape::setOutput;

/// Output = input viewed with the 6-D shape `view`, transposed by `perm`,
/// then reshaped to `out_shape`.
Status permuted6d(KernelContext& ctx, const Tensor& input, const Shape& view, const std::array<int, 6>& perm,
                  const Shape& out_shape) {
  const std::vector<std::int64_t> view_strides = stridesOf(view);
  Shape shape6(6);
  std::vector<std::int64_t> strides6(6);
  for (size_t i = 0; i < 6; ++i) {
    shape6[i] = view[static_cast<size_t>(perm[i])];
    strides6[i] = view_strides[static_cast<size_t>(perm[i])];
  }
  Expected<Tensor> made = makeOutput(ctx, input.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  shape::stridedCopy(input.bytes(), 0, strides6, shape6, out.bytes(), ir::storageBytes(input.dtype()));
  return setOutput(ctx, std::move(out));
}

/// Checks a rank-4 NCHW input and a positive blocksize attribute.
Expected<std::int64_t> blockSize(const KernelContext& ctx, const Tensor& input) {
  if (input.rank() != 4)
    return ctx.error(fmt::format("expected a rank-4 (NCHW) input, found shape {}", ir::formatShape(input.shape())));
  if (!ctx.node.has("blocksize")) return ctx.error("missing required attribute 'blocksize'");
  const std::int64_t b = ctx.node.attrInt("blocksize", 0);
  if (b <= 0 || b > (std::int64_t{1} << 20)) return ctx.error(fmt::format("blocksize must be positive, found {}", b));
  return b;
}

Status depthToSpaceKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  Expected<std::int64_t> block = blockSize(ctx, input);
  if (!block) return block.status();
  const std::int64_t b = *block;
  const std::int64_t n = input.dim(0), c = input.dim(1), h = input.dim(2), w = input.dim(3);
  if (c % (b * b) != 0) return ctx.error(fmt::format("channels {} are not divisible by blocksize^2 = {}", c, b * b));
  const std::int64_t depth = c / (b * b);
  const std::string mode = ctx.node.attrString("mode", "DCR");
  const Shape out_shape = {n, depth, h * b, w * b};
  if (mode == "DCR") return permuted6d(ctx, input, {n, b, b, depth, h, w}, {0, 3, 4, 1, 5, 2}, out_shape);
  if (mode == "CRD") return permuted6d(ctx, input, {n, depth, b, b, h, w}, {0, 1, 4, 2, 5, 3}, out_shape);
  return ctx.error(fmt::format("attribute 'mode' must be \"DCR\" or \"CRD\", found \"{}\"", mode));
}

Status spaceToDepthKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  Expected<std::int64_t> block = blockSize(ctx, input);
  if (!block) return block.status();
  const std::int64_t b = *block;
  const std::int64_t n = input.dim(0), c = input.dim(1), h = input.dim(2), w = input.dim(3);
  if (h % b != 0 || w % b != 0)
    return ctx.error(fmt::format("spatial dims {}x{} are not divisible by blocksize {}", h, w, b));
  return permuted6d(ctx, input, {n, c, h / b, b, w / b, b}, {0, 3, 5, 1, 2, 4}, {n, c * b * b, h / b, w / b});
}

/// Reads element i of a numeric tensor as an integer (floats truncate);
/// nullopt for NaN or values outside int64.
std::optional<std::int64_t> integralAt(const Tensor& t, std::int64_t i) {
  if (ir::isInteger(t.dtype()) || t.dtype() == DType::kBool) return t.intAt(i);
  const double v = t.at(i);
  if (!(std::fabs(v) < 9.2e18)) return std::nullopt;
  return static_cast<std::int64_t>(v);
}

/// OneHot(indices, depth, values=[off, on]): a new axis of size depth;
/// indices outside [-depth, depth) give an all-off row.
Status oneHotKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 3, 3); !s.ok()) return s;
  const Tensor& indices = *ctx.input(0);
  const Tensor& depth_tensor = *ctx.input(1);
  const Tensor& values = *ctx.input(2);
  if (depth_tensor.size() != 1 || depth_tensor.rank() > 1)
    return ctx.error(
        fmt::format("expected depth to be a scalar, found shape {}", ir::formatShape(depth_tensor.shape())));
  if (values.size() != 2 || values.rank() != 1)
    return ctx.error(
        fmt::format("expected values to have shape [2] (off, on), found {}", ir::formatShape(values.shape())));
  if (!ir::isInteger(indices.dtype()) && !ir::isFloat(indices.dtype()))
    return ctx.error(fmt::format("expected numeric indices, found {}", ir::name(indices.dtype())));
  const std::optional<std::int64_t> depth = integralAt(depth_tensor, 0);
  if (!depth || *depth < 1 || *depth > kMaxOutputElements)
    return ctx.error(fmt::format("depth must be a positive integer, found {}", depth_tensor.at(0)));
  const int rank = indices.rank() + 1;
  Expected<int> axis = shape::checkedAxis(ctx, ctx.node.attrInt("axis", -1), rank, "axis");
  if (!axis) return axis.status();
  const Shape& dims = indices.shape();
  const auto a = static_cast<size_t>(*axis);
  Shape out_shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(a));
  out_shape.push_back(*depth);
  out_shape.insert(out_shape.end(), dims.begin() + static_cast<std::ptrdiff_t>(a), dims.end());
  Expected<Tensor> made = makeOutput(ctx, values.dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const std::int64_t outer = ir::elementCount(Shape(dims.begin(), dims.begin() + static_cast<std::ptrdiff_t>(a)));
  const std::int64_t inner = ir::elementCount(Shape(dims.begin() + static_cast<std::ptrdiff_t>(a), dims.end()));
  const auto bytes = static_cast<size_t>(ir::storageBytes(values.dtype()));
  const std::byte* off = values.bytes();
  const std::byte* on = values.bytes() + bytes;
  for (std::int64_t o = 0; o < outer; ++o)
    for (std::int64_t i = 0; i < inner; ++i) {
      std::optional<std::int64_t> hot = integralAt(indices, o * inner + i);
      if (hot && *hot < 0) *hot += *depth;
      for (std::int64_t d = 0; d < *depth; ++d)
        std::memcpy(out.bytes() + static_cast<size_t>((o * *depth + d) * inner + i) * bytes,
                    hot && *hot == d ? on : off, bytes);
    }
  return setOutput(ctx, std::move(out));
}

/// EyeLike: a 2-D tensor of the input's shape with ones on diagonal k.
Status eyeLikeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  if (input.rank() != 2)
    return ctx.error(fmt::format("expected a 2-D input, found shape {}", ir::formatShape(input.shape())));
  DType dtype = input.dtype();
  if (ctx.node.has("dtype")) {
    const std::int64_t code = ctx.node.attrInt("dtype", 0);
    std::optional<DType> parsed = ir::dtypeFromOnnx(static_cast<int>(code));
    if (!parsed) return ctx.unsupported(fmt::format("dtype {} (strings and complex are not supported)", code));
    dtype = *parsed;
  }
  Tensor one(DType::kF32, {});
  one.data<float>()[0] = 1.0f;
  one = castTensor(one, dtype);
  Expected<Tensor> made = makeOutput(ctx, dtype, input.shape());
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const std::int64_t k = ctx.node.attrInt("k", 0);
  const std::int64_t rows = input.dim(0), cols = input.dim(1);
  const auto bytes = static_cast<size_t>(ir::storageBytes(dtype));
  for (std::int64_t i = 0; i < rows; ++i) {
    if (k > cols || k < -rows) break;
    const std::int64_t j = i + k;
    if (j >= 0 && j < cols) std::memcpy(out.bytes() + static_cast<size_t>(i * cols + j) * bytes, one.bytes(), bytes);
  }
  return setOutput(ctx, std::move(out));
}

/// NonZero: int64 [rank, count] coordinates of the non-zero elements in
/// row-major order (a scalar counts as shape [1], like NumPy).
Status nonZeroKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  if (!ir::isInteger(input.dtype()) && !ir::isFloat(input.dtype()) && input.dtype() != DType::kBool)
    return ctx.error(fmt::format("expected a numeric or bool input, found {}", ir::name(input.dtype())));
  const Tensor values = castTensor(input, DType::kF64);
  const Shape dims = input.rank() == 0 ? Shape{1} : input.shape();
  const auto rank = static_cast<std::int64_t>(dims.size());
  std::vector<std::int64_t> hits;
  for (std::int64_t i = 0; i < values.size(); ++i)
    if (values.data<double>()[i] != 0.0) hits.push_back(i);
  const auto count = static_cast<std::int64_t>(hits.size());
  Expected<Tensor> made = makeOutput(ctx, DType::kI64, {rank, count});
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  std::int64_t* o = out.data<std::int64_t>();
  for (std::int64_t h = 0; h < count; ++h) {
    std::int64_t flat = hits[static_cast<size_t>(h)];
    for (std::int64_t d = rank - 1; d >= 0; --d) {
      const std::int64_t size = dims[static_cast<size_t>(d)];
      o[d * count + h] = flat % size;
      flat /= size;
    }
  }
  return setOutput(ctx, std::move(out));
}

}  // namespace

void registerShapeExtraLayoutKernels(KernelRegistry& registry) {
  registry.add("DepthToSpace", depthToSpaceKernel);
  registry.add("SpaceToDepth", spaceToDepthKernel);
  registry.add("OneHot", oneHotKernel);
  registry.add("EyeLike", eyeLikeKernel);
  registry.add("NonZero", nonZeroKernel);
}

}  // namespace tessera::exec
