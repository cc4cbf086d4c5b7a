// Extra elementwise binary and predicate kernels: Mod, Xor, BitShift, Bitwise*, IsInf, IsNaN.
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"
#include "compiler/exec/kernels/extra_kernels.h"

namespace tessera::exec {
namespace {

using namespace elementwise;

Tensor widenHalf(const Tensor& t) { return isHalf(t.dtype()) ? castTensor(t, DType::kF32) : t; }

/// Mod: fmod=0 follows Python's % (sign of the divisor), fmod=1 C's fmod
/// (sign of the dividend). Integer x % 0 gives 0 instead of trapping.
template <class T>
T modulo(T x, T y, bool c_fmod) {
  if constexpr (std::is_floating_point_v<T>) {
    const T r = std::fmod(x, y);
    if (!c_fmod && r != T{0} && ((r < T{0}) != (y < T{0}))) return r + y;
    return r;
  } else {
    if (y == T{0}) return T{0};
    if constexpr (std::is_signed_v<T>)
      if (y == T(-1)) return T{0};
    const T r = static_cast<T>(x % y);
    if constexpr (std::is_signed_v<T>)
      if (!c_fmod && r != T{0} && ((r < T{0}) != (y < T{0}))) return static_cast<T>(r + y);
    return r;
  }
}

Status modKernel(KernelContext& ctx) {
  Expected<BinaryOperands> operands = binaryOperands(ctx, true);
  if (!operands) return operands.status();
  const std::int64_t fmod_attr = ctx.node.attrInt("fmod", 0);
  if (fmod_attr != 0 && fmod_attr != 1)
    return ctx.error(fmt::format("attribute 'fmod' must be 0 or 1, found {}", fmod_attr));
  const bool c_fmod = fmod_attr == 1;
  const DType dtype = operands->a.dtype();
  Tensor a = widenHalf(operands->a);
  Tensor b = widenHalf(operands->b);
  Expected<Tensor> out = makeOutput(ctx, a.dtype(), operands->out_shape);
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  const bool handled = visitTypes<Types::kNumeric>(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    applyBinary<T, T, T>(a, b, result, [c_fmod](T x, T y) { return modulo(x, y, c_fmod); });
  });
  if (!handled) return dtypeError(ctx, dtype, "a numeric");
  return setOutput(ctx, isHalf(dtype) ? castTensor(result, dtype) : std::move(result));
}

Status xorKernel(KernelContext& ctx) {
  Expected<BinaryOperands> operands = binaryOperands(ctx, true);
  if (!operands) return operands.status();
  if (operands->a.dtype() != DType::kBool) return dtypeError(ctx, operands->a.dtype(), "a bool");
  Expected<Tensor> out = makeOutput(ctx, DType::kBool, operands->out_shape);
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  applyBinary<bool, bool, bool>(operands->a, operands->b, result, [](bool x, bool y) { return x != y; });
  return setOutput(ctx, std::move(result));
}

/// Calls f(T{}) for integer storage types only (signed or unsigned as asked).
template <bool kSignedToo, class F>
bool visitIntegers(DType dtype, F&& f) {
  bool integral = false;
  const bool visited = visitTypes<Types::kNumeric>(dtype, [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_integral_v<T> && (kSignedToo || std::is_unsigned_v<T>)) {
      integral = true;
      f(tag);
    }
  });
  return visited && integral;
}

/// BitShift: unsigned integers; shifting by the bit width or more gives 0.
Status bitShiftKernel(KernelContext& ctx) {
  Expected<BinaryOperands> operands = binaryOperands(ctx, true);
  if (!operands) return operands.status();
  const std::string direction = ctx.node.attrString("direction", "");
  if (direction != "LEFT" && direction != "RIGHT")
    return ctx.error(fmt::format("attribute 'direction' must be \"LEFT\" or \"RIGHT\", found \"{}\"", direction));
  const bool left = direction == "LEFT";
  Expected<Tensor> out = makeOutput(ctx, operands->a.dtype(), operands->out_shape);
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  const bool handled = visitIntegers<false>(operands->a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    applyBinary<T, T, T>(operands->a, operands->b, result, [left](T x, T y) {
      if (y >= static_cast<T>(sizeof(T) * 8)) return T{0};
      return static_cast<T>(left ? x << y : x >> y);
    });
  });
  if (!handled) return dtypeError(ctx, operands->a.dtype(), "an unsigned integer");
  return setOutput(ctx, std::move(result));
}

/// BitwiseAnd, BitwiseOr, BitwiseXor: integer inputs of one dtype.
template <class Op>
Kernel bitwiseKernel(Op op) {
  return [op](KernelContext& ctx) -> Status {
    Expected<BinaryOperands> operands = binaryOperands(ctx, true);
    if (!operands) return operands.status();
    Expected<Tensor> out = makeOutput(ctx, operands->a.dtype(), operands->out_shape);
    if (!out) return out.status();
    Tensor result = std::move(out).value();
    const bool handled = visitIntegers<true>(operands->a.dtype(), [&](auto tag) {
      using T = decltype(tag);
      applyBinary<T, T, T>(operands->a, operands->b, result, [op](T x, T y) { return static_cast<T>(op(x, y)); });
    });
    if (!handled) return dtypeError(ctx, operands->a.dtype(), "an integer");
    return setOutput(ctx, std::move(result));
  };
}

Status bitwiseNotKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  Expected<Tensor> out = makeOutput(ctx, x.dtype(), x.shape());
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  const bool handled = visitIntegers<true>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* in = x.data<T>();
    T* o = result.data<T>();
    for (std::int64_t i = 0; i < x.size(); ++i) o[i] = static_cast<T>(~in[i]);
  });
  if (!handled) return dtypeError(ctx, x.dtype(), "an integer");
  return setOutput(ctx, std::move(result));
}

/// IsInf / IsNaN: float input (f16/bf16 widened exactly to f32), bool output.
template <class Make>
Kernel floatPredicateKernel(Make make) {
  return [make](KernelContext& ctx) -> Status {
    if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
    const Tensor& input = *ctx.input(0);
    const Tensor x = widenHalf(input);
    Expected<Tensor> out = makeOutput(ctx, DType::kBool, x.shape());
    if (!out) return out.status();
    Tensor result = std::move(out).value();
    const auto predicate = make(ctx);
    const bool handled = visitTypes<Types::kFloat>(x.dtype(), [&](auto tag) {
      using T = decltype(tag);
      const T* in = x.data<T>();
      bool* o = result.data<bool>();
      for (std::int64_t i = 0; i < x.size(); ++i) o[i] = predicate(static_cast<double>(in[i]));
    });
    if (!handled) return dtypeError(ctx, input.dtype(), "a float");
    return setOutput(ctx, std::move(result));
  };
}

}  // namespace

void registerElementwiseExtraKernels(KernelRegistry& registry) {
  registry.add("Mod", modKernel);
  registry.add("Xor", xorKernel);
  registry.add("BitShift", bitShiftKernel);
  registry.add("BitwiseAnd", bitwiseKernel([](auto x, auto y) { return x & y; }));
  registry.add("BitwiseOr", bitwiseKernel([](auto x, auto y) { return x | y; }));
  registry.add("BitwiseXor", bitwiseKernel([](auto x, auto y) { return x ^ y; }));
  registry.add("BitwiseNot", bitwiseNotKernel);
  registry.add("IsInf", floatPredicateKernel([](const KernelContext& ctx) {
                 const bool positive = ctx.node.attrInt("detect_positive", 1) != 0;
                 const bool negative = ctx.node.attrInt("detect_negative", 1) != 0;
                 return [positive, negative](double v) { return std::isinf(v) && (v > 0 ? positive : negative); };
               }));
  registry.add("IsNaN",
               floatPredicateKernel([](const KernelContext&) { return [](double v) { return std::isnan(v); }; }));
  registerElementwiseExtraUnaryKernels(registry);
}

}  // namespace tessera::exec
