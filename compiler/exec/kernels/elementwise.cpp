// Elementwise kernels: registration, shared helpers, and binary/variadic ops (arithmetic, Pow, comparisons, logic, Where, PRelu).
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"
#include "compiler/exec/kernels/extra_kernels.h"

namespace tessera::exec {
namespace elementwise {

Status checkArity(const KernelContext& ctx, int min_inputs, int max_inputs) {
  const int given = ctx.inputCount();
  if (given < min_inputs || given > max_inputs) {
    std::string expected = min_inputs == max_inputs ? fmt::format("{}", min_inputs)
                           : max_inputs == std::numeric_limits<int>::max()
                               ? fmt::format("at least {}", min_inputs)
                               : fmt::format("{} to {}", min_inputs, max_inputs);
    return ctx.error(fmt::format("expected {} inputs, found {}", expected, given));
  }
  for (int i = 0; i < min_inputs; ++i)
    if (!ctx.input(i)) return ctx.error(fmt::format("input {} is required but was omitted", i));
  if (ctx.outputs.empty()) return ctx.error("expected at least one output, found none");
  return Status();
}

Status dtypeError(const KernelContext& ctx, DType dtype, const std::string& expected) {
  if (dtype == DType::kI4) return ctx.unsupported(fmt::format("{} inputs (expected {})", ir::name(dtype), expected));
  return ctx.error(fmt::format("expected {} input, found {}", expected, ir::name(dtype)));
}

Expected<Tensor> legacyBroadcastOperand(const KernelContext& ctx, const Tensor& a, const Tensor& b) {
  if (ctx.node.attrInt("broadcast", 0) == 0 || !ctx.node.has("axis")) return b;
  const std::int64_t axis_attr = ctx.node.attrInt("axis", 0);
  const int rank_a = a.rank();
  const int rank_b = b.rank();
  std::optional<int> axis = normalizeAxis(axis_attr, rank_a);
  if (rank_b > rank_a || !axis || *axis + rank_b > rank_a)
    return ctx.error(fmt::format("legacy broadcast: input 1 of shape {} cannot align with input 0 of shape {} at axis {}",
                                 ir::formatShape(b.shape()), ir::formatShape(a.shape()), axis_attr));
  Shape aligned(static_cast<size_t>(rank_a), 1);
  for (int i = 0; i < rank_b; ++i) aligned[static_cast<size_t>(*axis + i)] = b.dim(i);
  return Tensor::reshaped(b, aligned);
}

Expected<BinaryOperands> binaryOperands(const KernelContext& ctx, bool same_dtype) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  Tensor a = *ctx.input(0);
  Tensor b = *ctx.input(1);
  if (ctx.opset < 7) {
    Expected<Tensor> aligned = legacyBroadcastOperand(ctx, a, b);
    if (!aligned) return aligned.status();
    b = std::move(aligned).value();
  }
  if (same_dtype && a.dtype() != b.dtype())
    return ctx.error(fmt::format("expected both inputs to have the same dtype, found {} and {}", ir::name(a.dtype()),
                                 ir::name(b.dtype())));
  std::optional<Shape> shape = broadcastShapes(a.shape(), b.shape());
  if (!shape)
    return ctx.error(fmt::format("input shapes {} and {} do not broadcast", ir::formatShape(a.shape()),
                                 ir::formatShape(b.shape())));
  return BinaryOperands{std::move(a), std::move(b), std::move(*shape)};
}

}  // namespace elementwise

namespace {

using namespace elementwise;

/// Integer results wrap modulo 2^bits (like NumPy) instead of overflowing.
template <class T>
T wrapped(std::uint64_t v) {
  return static_cast<T>(v);
}
template <class T>
std::uint64_t widened(T v) {
  return static_cast<std::uint64_t>(static_cast<std::int64_t>(v));
}

struct AddOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) return wrapped<T>(widened(x) + widened(y));
    else return x + y;
  }
};
struct SubOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) return wrapped<T>(widened(x) - widened(y));
    else return x - y;
  }
};
struct MulOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) return wrapped<T>(widened(x) * widened(y));
    else return x * y;
  }
};
/// Integer division truncates toward zero like C; x / 0 gives 0 and
/// INT_MIN / -1 wraps, instead of trapping.
struct DivOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      if (y == 0) return T{0};
      if constexpr (std::is_signed_v<T>)
        if (y == T(-1)) return wrapped<T>(std::uint64_t{0} - widened(x));
      return static_cast<T>(x / y);
    } else {
      return x / y;
    }
  }
};
/// Max and Min propagate NaN like NumPy's maximum/minimum.
struct MaxOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>)
      if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<T>::quiet_NaN();
    return x < y ? y : x;
  }
};
struct MinOp {
  template <class T>
  T operator()(T x, T y) const {
    if constexpr (std::is_floating_point_v<T>)
      if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<T>::quiet_NaN();
    return y < x ? y : x;
  }
};

/// f16/bf16 are computed in f32 and rounded back.
Tensor widenHalf(const Tensor& t) { return isHalf(t.dtype()) ? castTensor(t, DType::kF32) : t; }

/// Add, Sub, Mul, Div: two inputs of one numeric dtype, NumPy broadcasting.
template <class Op>
Kernel arithmeticKernel(Op op) {
  return [op](KernelContext& ctx) -> Status {
    Expected<BinaryOperands> operands = binaryOperands(ctx, true);
    if (!operands) return operands.status();
    const DType dtype = operands->a.dtype();
    Tensor a = widenHalf(operands->a);
    Tensor b = widenHalf(operands->b);
    Expected<Tensor> out = makeOutput(ctx, a.dtype(), operands->out_shape);
    if (!out) return out.status();
    Tensor result = std::move(out).value();
    const bool handled = visitTypes<Types::kNumeric>(a.dtype(), [&](auto tag) {
      using T = decltype(tag);
      applyBinary<T, T, T>(a, b, result, [op](T x, T y) { return op(x, y); });
    });
    if (!handled) return dtypeError(ctx, dtype, "a numeric");
    return setOutput(ctx, isHalf(dtype) ? castTensor(result, dtype) : std::move(result));
  };
}

/// Max, Min, Sum, Mean: one or more inputs of one dtype, broadcast together.
template <class Op>
Kernel variadicKernel(Op op, bool mean) {
  return [op, mean](KernelContext& ctx) -> Status {
    if (Status s = checkArity(ctx, 1, std::numeric_limits<int>::max()); !s.ok()) return s;
    const int count = ctx.inputCount();
    const DType dtype = ctx.input(0)->dtype();
    for (int i = 1; i < count; ++i) {
      if (!ctx.input(i)) return ctx.error(fmt::format("input {} was omitted; every input is required", i));
      if (ctx.input(i)->dtype() != dtype)
        return ctx.error(fmt::format("expected every input to be {} like input 0, found {} at input {}", ir::name(dtype),
                                     ir::name(ctx.input(i)->dtype()), i));
    }
    Tensor acc = widenHalf(*ctx.input(0));
    Status status;
    const bool handled = visitTypes<Types::kNumeric>(acc.dtype(), [&](auto tag) {
      using T = decltype(tag);
      for (int i = 1; i < count && status.ok(); ++i) {
        Tensor next = widenHalf(*ctx.input(i));
        std::optional<Shape> shape = broadcastShapes(acc.shape(), next.shape());
        if (!shape) {
          status = ctx.error(fmt::format("input {} of shape {} does not broadcast with shape {}", i,
                                         ir::formatShape(next.shape()), ir::formatShape(acc.shape())));
          return;
        }
        Expected<Tensor> out = makeOutput(ctx, acc.dtype(), *shape);
        if (!out) {
          status = out.status();
          return;
        }
        Tensor result = std::move(out).value();
        applyBinary<T, T, T>(acc, next, result, [op](T x, T y) { return op(x, y); });
        acc = std::move(result);
      }
      if (mean && status.ok() && count > 1) {
        Tensor result(acc.dtype(), acc.shape());
        const T* in = acc.data<T>();
        T* o = result.data<T>();
        for (std::int64_t j = 0; j < acc.size(); ++j) o[j] = static_cast<T>(in[j] / static_cast<T>(count));
        acc = std::move(result);
      }
    });
    if (!handled) return dtypeError(ctx, dtype, "a numeric");
    if (!status.ok()) return status;
    return setOutput(ctx, isHalf(dtype) ? castTensor(acc, dtype) : std::move(acc));
  };
}

/// Base raised to exponent; integer powers by repeated squaring (wrapping).
template <class B, class E>
B power(B base, E exponent) {
  if constexpr (std::is_integral_v<B> && std::is_integral_v<E>) {
    if (exponent < 0) {
      if (base == 1) return B{1};
      if constexpr (std::is_signed_v<B>)
        if (base == B(-1)) return (static_cast<std::int64_t>(exponent) % 2 == 0) ? B{1} : B(-1);
      return B{0};
    }
    std::uint64_t result = 1, factor = widened(base);
    for (auto e = static_cast<std::uint64_t>(exponent); e != 0; e >>= 1) {
      if (e & 1) result *= factor;
      factor *= factor;
    }
    return wrapped<B>(result);
  } else if constexpr (std::is_integral_v<B>) {
    const double v = std::pow(static_cast<double>(base), static_cast<double>(exponent));
    if (std::isnan(v)) return B{0};
    if (v <= static_cast<double>(std::numeric_limits<B>::lowest())) return std::numeric_limits<B>::lowest();
    if (v >= static_cast<double>(std::numeric_limits<B>::max())) return std::numeric_limits<B>::max();
    return static_cast<B>(v);
  } else if constexpr (std::is_same_v<B, float> && (std::is_same_v<E, float> || std::is_integral_v<E>)) {
    return std::pow(base, static_cast<float>(exponent));
  } else {
    return static_cast<B>(std::pow(static_cast<double>(base), static_cast<double>(exponent)));
  }
}

/// Pow: the exponent may have a different numeric dtype (opset 12+); the
/// output has the base's dtype.
Status powKernel(KernelContext& ctx) {
  Expected<BinaryOperands> operands = binaryOperands(ctx, false);
  if (!operands) return operands.status();
  const DType dtype = operands->a.dtype();
  Tensor base = widenHalf(operands->a);
  Tensor exponent = widenHalf(operands->b);
  Expected<Tensor> out = makeOutput(ctx, base.dtype(), operands->out_shape);
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  bool exponent_handled = true;
  const bool handled = visitTypes<Types::kNumeric>(base.dtype(), [&](auto base_tag) {
    using B = decltype(base_tag);
    exponent_handled = visitTypes<Types::kNumeric>(exponent.dtype(), [&](auto exponent_tag) {
      using E = decltype(exponent_tag);
      applyBinary<B, E, B>(base, exponent, result, [](B x, E y) { return power(x, y); });
    });
  });
  if (!handled) return dtypeError(ctx, dtype, "a numeric base");
  if (!exponent_handled) return dtypeError(ctx, operands->b.dtype(), "a numeric exponent");
  return setOutput(ctx, isHalf(dtype) ? castTensor(result, dtype) : std::move(result));
}

/// Equal, Less, Greater, ...: bool output.
template <Types kTypes, class Compare>
Kernel comparisonKernel(Compare compare) {
  return [compare](KernelContext& ctx) -> Status {
    Expected<BinaryOperands> operands = binaryOperands(ctx, true);
    if (!operands) return operands.status();
    const DType dtype = operands->a.dtype();
    Tensor a = widenHalf(operands->a);
    Tensor b = widenHalf(operands->b);
    Expected<Tensor> out = makeOutput(ctx, DType::kBool, operands->out_shape);
    if (!out) return out.status();
    Tensor result = std::move(out).value();
    const bool handled = visitTypes<kTypes>(a.dtype(), [&](auto tag) {
      using T = decltype(tag);
      applyBinary<T, T, bool>(a, b, result, [compare](T x, T y) { return compare(x, y); });
    });
    if (!handled) return dtypeError(ctx, dtype, kTypes == Types::kAll ? "a numeric or bool" : "a numeric");
    return setOutput(ctx, std::move(result));
  };
}

/// And, Or: bool inputs and output.
template <class Logic>
Kernel logicKernel(Logic logic) {
  return [logic](KernelContext& ctx) -> Status {
    Expected<BinaryOperands> operands = binaryOperands(ctx, true);
    if (!operands) return operands.status();
    if (operands->a.dtype() != DType::kBool) return dtypeError(ctx, operands->a.dtype(), "a bool");
    Expected<Tensor> out = makeOutput(ctx, DType::kBool, operands->out_shape);
    if (!out) return out.status();
    Tensor result = std::move(out).value();
    applyBinary<bool, bool, bool>(operands->a, operands->b, result, [logic](bool x, bool y) { return logic(x, y); });
    return setOutput(ctx, std::move(result));
  };
}

/// Where(condition, X, Y): copies elements as raw bytes, so any dtype works.
template <class T>
void selectElements(const Tensor& condition, const Tensor& x, const Tensor& y, Tensor& out) {
  const bool* c = condition.data<bool>();
  const T* px = reinterpret_cast<const T*>(x.bytes());
  const T* py = reinterpret_cast<const T*>(y.bytes());
  T* po = reinterpret_cast<T*>(out.bytes());
  forEachBroadcastRow<3>(out.shape(), {&condition.shape(), &x.shape(), &y.shape()},
                         [&](std::int64_t o, const auto& offsets, std::int64_t n, const auto& strides) {
                           for (std::int64_t j = 0; j < n; ++j)
                             po[o + j] = c[offsets[0] + j * strides[0]] ? px[offsets[1] + j * strides[1]]
                                                                        : py[offsets[2] + j * strides[2]];
                         });
}

Status whereKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 3, 3); !s.ok()) return s;
  const Tensor& condition = *ctx.input(0);
  const Tensor& x = *ctx.input(1);
  const Tensor& y = *ctx.input(2);
  if (condition.dtype() != DType::kBool) return dtypeError(ctx, condition.dtype(), "a bool condition");
  if (x.dtype() != y.dtype())
    return ctx.error(fmt::format("expected X and Y to have the same dtype, found {} and {}", ir::name(x.dtype()),
                                 ir::name(y.dtype())));
  std::optional<Shape> shape = broadcastShapes(condition.shape(), x.shape());
  if (shape) shape = broadcastShapes(*shape, y.shape());
  if (!shape)
    return ctx.error(fmt::format("condition, X and Y shapes {}, {}, {} do not broadcast", ir::formatShape(condition.shape()),
                                 ir::formatShape(x.shape()), ir::formatShape(y.shape())));
  Expected<Tensor> out = makeOutput(ctx, x.dtype(), *shape);
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  switch (ir::storageBytes(x.dtype())) {
    case 1: selectElements<std::uint8_t>(condition, x, y, result); break;
    case 2: selectElements<std::uint16_t>(condition, x, y, result); break;
    case 4: selectElements<std::uint32_t>(condition, x, y, result); break;
    case 8: selectElements<std::uint64_t>(condition, x, y, result); break;
    default: return dtypeError(ctx, x.dtype(), "a fixed-size");
  }
  return setOutput(ctx, std::move(result));
}

/// PRelu: y = x < 0 ? slope * x : x, slope broadcast to X. Opset < 7 models
/// (PyTorch exports) also give one slope per channel (dim 1) as a 1-D tensor.
Status preluKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  Tensor slope = *ctx.input(1);
  if (input.dtype() != slope.dtype())
    return ctx.error(fmt::format("expected X and slope to have the same dtype, found {} and {}", ir::name(input.dtype()),
                                 ir::name(slope.dtype())));
  std::optional<Shape> shape = broadcastShapes(input.shape(), slope.shape());
  if ((!shape || *shape != input.shape()) && ctx.opset < 7 && slope.rank() == 1 && input.rank() >= 2 &&
      slope.dim(0) == input.dim(1)) {
    Shape per_channel(static_cast<size_t>(input.rank() - 1), 1);
    per_channel[0] = input.dim(1);
    slope = Tensor::reshaped(slope, per_channel);
    shape = input.shape();
  }
  if (!shape || *shape != input.shape())
    return ctx.error(fmt::format("slope of shape {} does not broadcast to X of shape {}", ir::formatShape(slope.shape()),
                                 ir::formatShape(input.shape())));
  const DType dtype = input.dtype();
  Tensor x = widenHalf(input);
  slope = widenHalf(slope);
  Tensor result(x.dtype(), x.shape());
  const bool handled = visitTypes<Types::kSigned>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    applyBinary<T, T, T>(x, slope, result, [](T v, T s) { return v < T{0} ? MulOp{}(v, s) : v; });
  });
  if (!handled) return dtypeError(ctx, dtype, "a float or signed integer");
  return setOutput(ctx, isHalf(dtype) ? castTensor(result, dtype) : std::move(result));
}

}  // namespace

namespace elementwise {

void registerArithmeticKernels(KernelRegistry& registry) {
  registry.add("Add", arithmeticKernel(AddOp{}));
  registry.add("Sub", arithmeticKernel(SubOp{}));
  registry.add("Mul", arithmeticKernel(MulOp{}));
  registry.add("Div", arithmeticKernel(DivOp{}));
  registry.add("Pow", powKernel);
  registry.add("Max", variadicKernel(MaxOp{}, false));
  registry.add("Min", variadicKernel(MinOp{}, false));
  registry.add("Sum", variadicKernel(AddOp{}, false));
  registry.add("Mean", variadicKernel(AddOp{}, true));
  registry.add("Equal", comparisonKernel<Types::kAll>([](auto x, auto y) { return x == y; }));
  registry.add("Less", comparisonKernel<Types::kNumeric>([](auto x, auto y) { return x < y; }));
  registry.add("Greater", comparisonKernel<Types::kNumeric>([](auto x, auto y) { return x > y; }));
  registry.add("LessOrEqual", comparisonKernel<Types::kNumeric>([](auto x, auto y) { return x <= y; }));
  registry.add("GreaterOrEqual", comparisonKernel<Types::kNumeric>([](auto x, auto y) { return x >= y; }));
  registry.add("And", logicKernel([](bool x, bool y) { return x && y; }));
  registry.add("Or", logicKernel([](bool x, bool y) { return x || y; }));
  registry.add("Where", whereKernel);
  registry.add("PRelu", preluKernel);
}

}  // namespace elementwise

void registerElementwiseKernels(KernelRegistry& registry) {
  elementwise::registerArithmeticKernels(registry);
  elementwise::registerUnaryKernels(registry);
  elementwise::registerMiscKernels(registry);
  registerElementwiseExtraKernels(registry);
}

}  // namespace tessera::exec
