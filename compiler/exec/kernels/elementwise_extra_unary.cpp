// Extra elementwise unary kernels: trig/hyperbolic functions, Round, Softsign, ThresholdedRelu, Shrink, Celu, Mish.
#include <fmt/format.h>

#include <cmath>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"
#include "compiler/exec/kernels/extra_kernels.h"

namespace tessera::exec {
namespace {

using namespace elementwise;

/// Output 0 = f(input 0) elementwise for the storage types in kTypes;
/// f16/bf16 are computed in f32 and rounded back.
template <Types kTypes, class F>
Status mapInput(KernelContext& ctx, F f) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  const DType dtype = input.dtype();
  const Tensor x = isHalf(dtype) ? castTensor(input, DType::kF32) : input;
  Expected<Tensor> out = makeOutput(ctx, x.dtype(), x.shape());
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  const bool handled = visitTypes<kTypes>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* in = x.data<T>();
    T* o = y.data<T>();
    for (std::int64_t i = 0; i < x.size(); ++i) o[i] = static_cast<T>(f(in[i]));
  });
  if (!handled) return dtypeError(ctx, dtype, kTypes == Types::kFloat ? "a float" : "a numeric");
  return setOutput(ctx, isHalf(dtype) ? castTensor(y, dtype) : std::move(y));
}

/// A kernel for a float op; make(ctx) reads attributes and returns f.
template <Types kTypes, class Make>
Kernel mapKernel(Make make) {
  return [make](KernelContext& ctx) -> Status { return mapInput<kTypes>(ctx, make(ctx)); };
}

/// A kernel for an attribute-free float function.
template <class F>
Kernel floatKernel(F f) {
  return mapKernel<Types::kFloat>([f](const KernelContext&) { return f; });
}

template <class T>
T softplus(T v) {
  return v > T{0} ? v + std::log1p(std::exp(-v)) : std::log1p(std::exp(v));
}

}  // namespace

void registerElementwiseExtraUnaryKernels(KernelRegistry& registry) {
  registry.add("Sin", floatKernel([](auto v) { return std::sin(v); }));
  registry.add("Cos", floatKernel([](auto v) { return std::cos(v); }));
  registry.add("Tan", floatKernel([](auto v) { return std::tan(v); }));
  registry.add("Asin", floatKernel([](auto v) { return std::asin(v); }));
  registry.add("Acos", floatKernel([](auto v) { return std::acos(v); }));
  registry.add("Atan", floatKernel([](auto v) { return std::atan(v); }));
  registry.add("Sinh", floatKernel([](auto v) { return std::sinh(v); }));
  registry.add("Cosh", floatKernel([](auto v) { return std::cosh(v); }));
  registry.add("Asinh", floatKernel([](auto v) { return std::asinh(v); }));
  registry.add("Acosh", floatKernel([](auto v) { return std::acosh(v); }));
  registry.add("Atanh", floatKernel([](auto v) { return std::atanh(v); }));
  // Round halves to even: nearbyint under the default round-to-nearest mode.
  registry.add("Round", floatKernel([](auto v) { return std::nearbyint(v); }));
  registry.add("Softsign", floatKernel([](auto v) { return v / (decltype(v){1} + std::abs(v)); }));
  registry.add("Mish", floatKernel([](auto v) { return v * std::tanh(softplus(v)); }));
  registry.add("ThresholdedRelu", mapKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 1.0f);
                 return [alpha](auto v) { return static_cast<double>(v) > alpha ? v : decltype(v){0}; };
               }));
  registry.add("Celu", mapKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 1.0f);
                 return [alpha](auto v) {
                   using T = decltype(v);
                   const T a = static_cast<T>(alpha);
                   return v > T{0} ? v : static_cast<T>(a * std::expm1(v / a));
                 };
               }));
  // Shrink: x < -lambd -> x + bias, x > lambd -> x - bias, else 0 (any numeric type).
  registry.add("Shrink", mapKernel<Types::kNumeric>([](const KernelContext& ctx) {
                 const double lambd = ctx.node.attrFloat("lambd", 0.5f);
                 const double bias = ctx.node.attrFloat("bias", 0.0f);
                 return [lambd, bias](auto v) {
                   using T = decltype(v);
                   const double d = static_cast<double>(v);
                   if (d < -lambd) return static_cast<T>(d + bias);
                   if (d > lambd) return static_cast<T>(d - bias);
                   return T{0};
                 };
               }));
}

}  // namespace tessera::exec
