// Elementwise unary kernels: math functions, activations, Clip and Not.
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"

namespace tessera::exec::elementwise {
namespace {

constexpr const char* describeTypes(Types types) {
  switch (types) {
    case Types::kFloat: return "a float";
    case Types::kSigned: return "a float or signed integer";
    case Types::kNumeric: return "a numeric";
    case Types::kAll: return "a numeric or bool";
  }
  return "a numeric";
}

/// Output 0 = f(input) elementwise; f16/bf16 are computed in f32.
template <Types kTypes, class F>
Status mapTensor(KernelContext& ctx, const Tensor& input, F f) {
  const DType dtype = input.dtype();
  const Tensor x = isHalf(dtype) ? castTensor(input, DType::kF32) : input;
  Expected<Tensor> out = makeOutput(ctx, x.dtype(), x.shape());
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  const bool handled = visitTypes<kTypes>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* in = x.data<T>();
    T* o = y.data<T>();
    const std::int64_t n = x.size();
    for (std::int64_t i = 0; i < n; ++i) o[i] = static_cast<T>(f(in[i]));
  });
  if (!handled) return dtypeError(ctx, dtype, describeTypes(kTypes));
  return setOutput(ctx, isHalf(dtype) ? castTensor(y, dtype) : std::move(y));
}

/// A kernel for a one-input op; make(ctx) builds the elementwise function
/// (reading attributes once per node).
template <Types kTypes, class Make>
Kernel unaryKernel(Make make) {
  return [make](KernelContext& ctx) -> Status {
    if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
    return mapTensor<kTypes>(ctx, *ctx.input(0), make(ctx));
  };
}

/// A kernel for an attribute-free op computing f(x).
template <Types kTypes, class F>
Kernel simpleKernel(F f) {
  return unaryKernel<kTypes>([f](const KernelContext&) { return f; });
}

template <class T>
T negate(T v) {
  if constexpr (std::is_integral_v<T>) return static_cast<T>(std::uint64_t{0} - static_cast<std::uint64_t>(v));
  else return -v;
}

template <class T>
T sigmoid(T v) {
  if (v >= T{0}) return T{1} / (T{1} + std::exp(-v));
  const T e = std::exp(v);
  return e / (T{1} + e);
}

template <class T>
T softplus(T v) {
  return v > T{0} ? v + std::log1p(std::exp(-v)) : std::log1p(std::exp(v));
}

/// Clip bound from input `index` (opset 11+) cast to the input's dtype, or
/// nullopt when omitted.
Expected<std::optional<Tensor>> clipBound(const KernelContext& ctx, int index, DType dtype) {
  const Tensor* bound = ctx.input(index);
  if (!bound) return std::optional<Tensor>();
  if (bound->size() != 1)
    return ctx.error(fmt::format("expected input {} ({}) to be a scalar, found shape {}", index, index == 1 ? "min" : "max",
                                 ir::formatShape(bound->shape())));
  if (bound->dtype() != dtype)
    return ctx.error(fmt::format("expected input {} to have the input's dtype {}, found {}", index, ir::name(dtype),
                                 ir::name(bound->dtype())));
  return std::optional<Tensor>(castTensor(*bound, isHalf(dtype) ? DType::kF32 : dtype));
}

/// Clip: min/max attributes before opset 11, optional scalar inputs after.
Status clipKernel(KernelContext& ctx) {
  const bool from_inputs = ctx.opset >= 11;
  if (Status s = checkArity(ctx, 1, from_inputs ? 3 : 1); !s.ok()) return s;
  const Tensor& input = *ctx.input(0);
  std::optional<Tensor> low, high;
  if (from_inputs) {
    Expected<std::optional<Tensor>> min = clipBound(ctx, 1, input.dtype());
    if (!min) return min.status();
    Expected<std::optional<Tensor>> max = clipBound(ctx, 2, input.dtype());
    if (!max) return max.status();
    low = *min;
    high = *max;
  }
  const float min_attr = ctx.node.attrFloat("min", std::numeric_limits<float>::lowest());
  const float max_attr = ctx.node.attrFloat("max", std::numeric_limits<float>::max());
  const DType dtype = input.dtype();
  const Tensor x = isHalf(dtype) ? castTensor(input, DType::kF32) : input;
  Tensor y(x.dtype(), x.shape());
  const bool handled = visitTypes<Types::kNumeric>(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T lo = std::numeric_limits<T>::lowest(), hi = std::numeric_limits<T>::max();
    if (low) lo = low->template data<T>()[0];
    if (high) hi = high->template data<T>()[0];
    if constexpr (std::is_floating_point_v<T>) {
      if (!from_inputs) {
        lo = static_cast<T>(min_attr);
        hi = static_cast<T>(max_attr);
      }
    }
    const T* in = x.data<T>();
    T* o = y.data<T>();
    for (std::int64_t i = 0; i < x.size(); ++i) {
      const T v = in[i] < lo ? lo : in[i];
      o[i] = v > hi ? hi : v;
    }
  });
  if (!handled) return dtypeError(ctx, dtype, "a numeric");
  return setOutput(ctx, isHalf(dtype) ? castTensor(y, dtype) : std::move(y));
}

Status notKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (x.dtype() != DType::kBool) return dtypeError(ctx, x.dtype(), "a bool");
  Tensor y(DType::kBool, x.shape());
  const bool* in = x.data<bool>();
  bool* o = y.data<bool>();
  for (std::int64_t i = 0; i < x.size(); ++i) o[i] = !in[i];
  return setOutput(ctx, std::move(y));
}

}  // namespace

void registerUnaryKernels(KernelRegistry& registry) {
  registry.add("Abs", simpleKernel<Types::kNumeric>([](auto v) {
                 using T = decltype(v);
                 if constexpr (std::is_unsigned_v<T>) return v;
                 else return v < T{0} ? negate(v) : v;
               }));
  registry.add("Neg", simpleKernel<Types::kSigned>([](auto v) { return negate(v); }));
  registry.add("Sign", simpleKernel<Types::kNumeric>([](auto v) {
                 using T = decltype(v);
                 if constexpr (std::is_floating_point_v<T>)
                   if (std::isnan(v)) return v;
                 return static_cast<T>(T{0} < v ? 1 : (v < T{0} ? -1 : 0));
               }));
  registry.add("Relu", simpleKernel<Types::kSigned>([](auto v) { return v < decltype(v){0} ? decltype(v){0} : v; }));
  registry.add("Sqrt", simpleKernel<Types::kFloat>([](auto v) { return std::sqrt(v); }));
  registry.add("Exp", simpleKernel<Types::kFloat>([](auto v) { return std::exp(v); }));
  registry.add("Log", simpleKernel<Types::kFloat>([](auto v) { return std::log(v); }));
  registry.add("Tanh", simpleKernel<Types::kFloat>([](auto v) { return std::tanh(v); }));
  registry.add("Floor", simpleKernel<Types::kFloat>([](auto v) { return std::floor(v); }));
  registry.add("Ceil", simpleKernel<Types::kFloat>([](auto v) { return std::ceil(v); }));
  registry.add("Reciprocal", simpleKernel<Types::kFloat>([](auto v) { return decltype(v){1} / v; }));
  registry.add("Sigmoid", simpleKernel<Types::kFloat>([](auto v) { return sigmoid(v); }));
  registry.add("Softplus", simpleKernel<Types::kFloat>([](auto v) { return softplus(v); }));
  registry.add("Erf", simpleKernel<Types::kNumeric>([](auto v) {
                 using T = decltype(v);
                 if constexpr (std::is_floating_point_v<T>) return std::erf(v);
                 else return static_cast<T>(std::erf(static_cast<double>(v)));
               }));
  registry.add("HardSwish", simpleKernel<Types::kFloat>([](auto v) {
                 using T = decltype(v);
                 const T gate = v / T{6} + T{0.5};
                 return v * (gate < T{0} ? T{0} : (gate > T{1} ? T{1} : gate));
               }));
  registry.add("LeakyRelu", unaryKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 0.01f);
                 return [alpha](auto v) {
                   using T = decltype(v);
                   return v < T{0} ? static_cast<T>(v * static_cast<T>(alpha)) : v;
                 };
               }));
  registry.add("Elu", unaryKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 1.0f);
                 return [alpha](auto v) {
                   using T = decltype(v);
                   return v < T{0} ? static_cast<T>(static_cast<T>(alpha) * std::expm1(v)) : v;
                 };
               }));
  registry.add("Selu", unaryKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 1.67326319217681884765625f);
                 const double gamma = ctx.node.attrFloat("gamma", 1.05070102214813232421875f);
                 return [alpha, gamma](auto v) {
                   using T = decltype(v);
                   const T scaled = v > T{0} ? v : static_cast<T>(static_cast<T>(alpha) * std::expm1(v));
                   return static_cast<T>(static_cast<T>(gamma) * scaled);
                 };
               }));
  registry.add("HardSigmoid", unaryKernel<Types::kFloat>([](const KernelContext& ctx) {
                 const double alpha = ctx.node.attrFloat("alpha", 0.2f);
                 const double beta = ctx.node.attrFloat("beta", 0.5f);
                 return [alpha, beta](auto v) {
                   using T = decltype(v);
                   const T y = static_cast<T>(static_cast<T>(alpha) * v + static_cast<T>(beta));
                   return y < T{0} ? T{0} : (y > T{1} ? T{1} : y);
                 };
               }));
  registry.add("Clip", clipKernel);
  registry.add("Not", notKernel);
}

}  // namespace tessera::exec::elementwise
