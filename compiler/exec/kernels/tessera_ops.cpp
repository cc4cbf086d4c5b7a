// Kernels of the "tessera" domain: activations recognized from expanded subgraphs.
//
// Each computes what its expanded ONNX form computes, in the input's float
// type (f16/bf16 in f32, rounded once at the end):
//   Gelu(x)      = x * 0.5 * (1 + erf(x / sqrt(2)))   (erf form, not tanh)
//   Swish(x)     = x * Sigmoid(x)
//   HardSwish(x) = x * clamp(x / 6 + 0.5, 0, 1)       (ONNX HardSwish, for opsets < 14)
#include "compiler/exec/kernels/tessera_ops.h"

#include <cmath>

#include "compiler/exec/kernel_util.h"
#include "compiler/ir/half.h"
#include "compiler/exec/kernels/elementwise_common.h"
#include "compiler/exec/kernels/tessera_quant_ops.h"

namespace tessera::exec {
namespace {

using elementwise::checkArity;
using elementwise::dtypeError;
using elementwise::setOutput;

/// A one-input float kernel computing f(x) elementwise.
template <class F>
Kernel floatKernel(F f) {
  return [f](KernelContext& ctx) -> Status {
    if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
    const Tensor& input = *ctx.input(0);
    const DType dtype = input.dtype();
    const Tensor x = isHalf(dtype) ? castTensor(input, DType::kF32) : input;
    if (x.dtype() != DType::kF32 && x.dtype() != DType::kF64) return dtypeError(ctx, dtype, "a float");
    Expected<Tensor> out = makeOutput(ctx, x.dtype(), x.shape());
    if (!out) return out.status();
    Tensor y = std::move(out).value();
    auto run = [&](auto tag) {
      using T = decltype(tag);
      const T* in = x.data<T>();
      T* o = y.data<T>();
      for (std::int64_t i = 0; i < x.size(); ++i) o[i] = f(in[i]);
    };
    if (x.dtype() == DType::kF32) run(float{});
    else run(double{});
    return setOutput(ctx, isHalf(dtype) ? castTensor(y, dtype) : std::move(y));
  };
}

template <class T>
T gelu(T v) {
  const T sqrt2 = static_cast<T>(1.41421356237309504880);
  return v * T{0.5} * (T{1} + std::erf(v / sqrt2));
}

// Same formula as the Sigmoid kernel, so Swish matches Mul(x, Sigmoid(x)) bit for bit.
template <class T>
T sigmoid(T v) {
  if (v >= T{0}) return T{1} / (T{1} + std::exp(-v));
  const T e = std::exp(v);
  return e / (T{1} + e);
}

template <class T>
T hardSwish(T v) {
  const T gate = v / T{6} + T{0.5};
  return v * (gate < T{0} ? T{0} : (gate > T{1} ? T{1} : gate));
}

/// tessera.ToBf16(x): fp32 -> bf16 rounded to nearest even (ONNX's Cast
/// truncates at these opsets; recognize-activations writes this node for the
/// quantizer's Veltkamp split followed by that Cast).
Status toBf16(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (x.dtype() != DType::kF32) return dtypeError(ctx, x.dtype(), "f32");
  Expected<Tensor> out = makeOutput(ctx, DType::kBF16, x.shape());
  if (!out) return out.status();
  Tensor y = std::move(out).value();
  for (std::int64_t i = 0; i < x.size(); ++i) y.data<std::uint16_t>()[i] = ir::floatToBf16(x.data<float>()[i]);
  return setOutput(ctx, std::move(y));
}

}  // namespace

void registerTesseraKernels(KernelRegistry& registry) {
  registry.add("ToBf16", toBf16, "tessera");
  registry.add("Gelu", floatKernel([](auto v) { return gelu(v); }), "tessera");
  registry.add("Swish", floatKernel([](auto v) { return v * sigmoid(v); }), "tessera");
  registry.add("HardSwish", floatKernel([](auto v) { return hardSwish(v); }), "tessera");
  registerTesseraQuantKernels(registry);
}

}  // namespace tessera::exec
