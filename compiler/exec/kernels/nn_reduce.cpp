// Reduction kernels: ReduceSum/Mean/Max/Min/Prod/SumSquare/L1/L2/LogSum/LogSumExp, ArgMax, ArgMin.
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

enum class ReduceOp { kSum, kMean, kMax, kMin, kProd, kSumSquare, kL1, kL2, kLogSum, kLogSumExp };

/// Flat offsets of every index combination over the dims where `take` is
/// set, in row-major order of those dims.
std::vector<std::int64_t> enumerateOffsets(const Shape& shape, const std::vector<std::int64_t>& strides,
                                           const std::vector<bool>& take) {
  std::vector<std::int64_t> offsets{0};
  for (size_t d = 0; d < shape.size(); ++d) {
    if (!take[d]) continue;
    std::vector<std::int64_t> next;
    next.reserve(offsets.size() * static_cast<size_t>(shape[d]));
    for (std::int64_t base : offsets)
      for (std::int64_t i = 0; i < shape[d]; ++i) next.push_back(base + i * strides[d]);
    offsets = std::move(next);
  }
  return offsets;
}

/// One reduction over x[base + offsets[i]]: double for floats, two's-complement
/// integer sums and products for integers.
template <class T>
T reduceOne(const T* x, std::int64_t base, const std::vector<std::int64_t>& offsets, ReduceOp op) {
  using Limits = std::numeric_limits<T>;
  const size_t n = offsets.size();
  auto at = [&](size_t i) { return x[base + offsets[i]]; };
  if (op == ReduceOp::kMax || op == ReduceOp::kMin) {
    const bool is_max = op == ReduceOp::kMax;
    T best = Limits::has_infinity ? (is_max ? -Limits::infinity() : Limits::infinity()) : (is_max ? Limits::lowest() : Limits::max());
    for (size_t i = 0; i < n; ++i) {
      const T v = at(i);
      if (is_max ? v > best : v < best) best = v;
      if (v != v) return v;  // NaN propagates
    }
    return best;
  }
  if constexpr (std::is_integral_v<T>) {
    if (op == ReduceOp::kSum || op == ReduceOp::kProd || op == ReduceOp::kSumSquare || op == ReduceOp::kL1) {
      std::uint64_t acc = op == ReduceOp::kProd ? 1 : 0;
      for (size_t i = 0; i < n; ++i) {
        const std::int64_t v = static_cast<std::int64_t>(at(i));
        std::uint64_t u = static_cast<std::uint64_t>(v);
        if (op == ReduceOp::kL1 && v < 0) u = 0 - u;
        if (op == ReduceOp::kProd) acc *= u;
        else acc += op == ReduceOp::kSumSquare ? u * u : u;
      }
      return static_cast<T>(acc);
    }
  }
  double acc = op == ReduceOp::kProd ? 1.0 : 0.0;
  double shift = 0;
  if (op == ReduceOp::kLogSumExp) {
    shift = -std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < n; ++i) shift = std::max(shift, static_cast<double>(at(i)));
    if (!std::isfinite(shift)) shift = 0;
  }
  for (size_t i = 0; i < n; ++i) {
    const double v = static_cast<double>(at(i));
    switch (op) {
      case ReduceOp::kProd: acc *= v; break;
      case ReduceOp::kSumSquare: case ReduceOp::kL2: acc += v * v; break;
      case ReduceOp::kL1: acc += std::abs(v); break;
      case ReduceOp::kLogSumExp: acc += std::exp(v - shift); break;
      default: acc += v; break;
    }
  }
  double result = acc;
  switch (op) {
    case ReduceOp::kMean: result = n ? acc / static_cast<double>(n) : std::numeric_limits<double>::quiet_NaN(); break;
    case ReduceOp::kL2: result = std::sqrt(acc); break;
    case ReduceOp::kLogSum: result = std::log(acc); break;
    case ReduceOp::kLogSumExp: result = shift + std::log(acc); break;
    default: break;
  }
  if constexpr (std::is_integral_v<T>) {
    if (!std::isfinite(result)) return T{0};
    result = std::trunc(result);
    if (result <= static_cast<double>(Limits::lowest())) return Limits::lowest();
    if (result >= static_cast<double>(Limits::max())) return Limits::max();
  }
  return static_cast<T>(result);
}

/// The reduced axes: the `axes` attribute, or input 1 where the opset takes
/// them as an input. `noop` is set when empty axes mean "return the input".
struct Axes {
  std::vector<std::int64_t> values;
  bool noop = false;
};
Expected<Axes> readAxes(const KernelContext& ctx, ReduceOp op) {
  Axes axes;
  const bool from_input = ctx.opset >= 18 || (op == ReduceOp::kSum && ctx.opset >= 13);
  if (from_input) {
    if (ctx.inputCount() > 2) return ctx.error(fmt::format("expected 1 or 2 inputs, found {}", ctx.inputCount()));
    if (const Tensor* t = ctx.input(1)) {
      if (t->dtype() != DType::kI64 || t->rank() > 1)
        return ctx.error(fmt::format("axes has dtype {} and shape {}, expected 1-D i64", ir::name(t->dtype()),
                                     ir::formatShape(t->shape())));
      axes.values = toInt64Vector(*t);
    }
    axes.noop = ctx.node.attrInt("noop_with_empty_axes", 0) != 0;
  } else {
    if (ctx.inputCount() != 1) return ctx.error(fmt::format("expected 1 input, found {}", ctx.inputCount()));
    axes.values = ctx.node.attrInts("axes");
  }
  return axes;
}

template <ReduceOp kOp>
Status reduceKernel(KernelContext& ctx) {
  if (ctx.inputCount() < 1 || !ctx.input(0)) return ctx.error("input 0 is required");
  const Tensor& input = *ctx.input(0);
  Expected<Axes> axes = readAxes(ctx, kOp);
  if (!axes) return axes.status();
  if (axes->values.empty() && axes->noop) {
    ctx.outputs[0] = input;
    return Status();
  }
  if (input.dtype() == DType::kBool || input.dtype() == DType::kI4 || !input.defined())
    return ctx.unsupported(fmt::format("dtype {}", ir::name(input.dtype())));
  const Tensor x = isHalf(input.dtype()) ? castTensor(input, DType::kF32) : input;
  const int rank = x.rank();
  std::vector<bool> reduced(static_cast<size_t>(rank), axes->values.empty());
  for (std::int64_t a : axes->values) {
    std::optional<int> axis = normalizeAxis(a, rank);
    if (!axis) return ctx.error(fmt::format("axis {} is out of range for rank {}", a, rank));
    if (reduced[static_cast<size_t>(*axis)] && !axes->values.empty())
      return ctx.error(fmt::format("axis {} appears twice in axes [{}]", a, fmt::join(axes->values, ",")));
    reduced[static_cast<size_t>(*axis)] = true;
  }
  const bool keepdims = ctx.node.attrInt("keepdims", 1) != 0;
  Shape out_shape;
  for (int d = 0; d < rank; ++d) {
    const size_t i = static_cast<size_t>(d);
    if (!reduced[i]) out_shape.push_back(x.dim(d));
    else if (keepdims) out_shape.push_back(1);
  }
  Expected<Tensor> y = makeOutput(ctx, x.dtype(), out_shape);
  if (!y) return y.status();
  const std::vector<std::int64_t> strides = stridesOf(x.shape());
  std::vector<bool> kept(reduced.size());
  for (size_t i = 0; i < reduced.size(); ++i) kept[i] = !reduced[i];
  const std::vector<std::int64_t> bases = enumerateOffsets(x.shape(), strides, kept);
  const std::vector<std::int64_t> offsets = enumerateOffsets(x.shape(), strides, reduced);
  visitType(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    if constexpr (!std::is_same_v<T, bool>) {
      const T* xd = x.template data<T>();
      T* out = y.value().template data<T>();
      for (size_t o = 0; o < bases.size() && static_cast<std::int64_t>(o) < y.value().size(); ++o)
        out[o] = reduceOne(xd, bases[o], offsets, kOp);
    }
  });
  ctx.outputs[0] = isHalf(input.dtype()) ? castTensor(y.value(), input.dtype()) : std::move(y).value();
  return Status();
}

template <class T>
void argReduce(const T* x, std::int64_t* y, std::int64_t outer, std::int64_t len, std::int64_t inner, bool is_max,
               bool last) {
  for (std::int64_t o = 0; o < outer; ++o)
    for (std::int64_t i = 0; i < inner; ++i) {
      const T* base = x + o * len * inner + i;
      T best = base[0];
      std::int64_t arg = 0;
      for (std::int64_t j = 1; j < len; ++j) {
        const T v = base[j * inner];
        if ((is_max ? v > best : v < best) || (last && v == best)) {
          best = v;
          arg = j;
        }
      }
      y[o * inner + i] = arg;
    }
}

template <bool kIsMax>
Status argKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  if (input.dtype() == DType::kBool || input.dtype() == DType::kI4)
    return ctx.unsupported(fmt::format("dtype {}", ir::name(input.dtype())));
  const Tensor x = isHalf(input.dtype()) ? castTensor(input, DType::kF32) : input;
  const int rank = x.rank();
  const std::int64_t axis_attr = ctx.node.attrInt("axis", 0);
  std::optional<int> axis = normalizeAxis(axis_attr, rank);
  if (!axis) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis_attr, rank));
  if (x.dim(*axis) == 0) return ctx.error(fmt::format("axis {} has size 0; there is no element to pick", axis_attr));
  std::int64_t outer = 1, len = 1, inner = 1;
  for (int d = 0; d < rank; ++d) (d < *axis ? outer : d == *axis ? len : inner) *= x.dim(d);
  Shape out_shape = x.shape();
  if (ctx.node.attrInt("keepdims", 1) != 0) out_shape[static_cast<size_t>(*axis)] = 1;
  else out_shape.erase(out_shape.begin() + *axis);
  Expected<Tensor> y = makeOutput(ctx, DType::kI64, out_shape);
  if (!y) return y.status();
  const bool last = ctx.node.attrInt("select_last_index", 0) != 0;
  visitType(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    argReduce(x.template data<T>(), y.value().template data<std::int64_t>(), outer, len, inner, kIsMax, last);
  });
  ctx.outputs[0] = std::move(y).value();
  return Status();
}

}  // namespace

void registerReduceKernels(KernelRegistry& registry) {
  registry.add("ReduceSum", reduceKernel<ReduceOp::kSum>);
  registry.add("ReduceMean", reduceKernel<ReduceOp::kMean>);
  registry.add("ReduceMax", reduceKernel<ReduceOp::kMax>);
  registry.add("ReduceMin", reduceKernel<ReduceOp::kMin>);
  registry.add("ReduceProd", reduceKernel<ReduceOp::kProd>);
  registry.add("ReduceSumSquare", reduceKernel<ReduceOp::kSumSquare>);
  registry.add("ReduceL1", reduceKernel<ReduceOp::kL1>);
  registry.add("ReduceL2", reduceKernel<ReduceOp::kL2>);
  registry.add("ReduceLogSum", reduceKernel<ReduceOp::kLogSum>);
  registry.add("ReduceLogSumExp", reduceKernel<ReduceOp::kLogSumExp>);
  registry.add("ArgMax", argKernel<true>);
  registry.add("ArgMin", argKernel<false>);
}

}  // namespace tessera::exec::nn
