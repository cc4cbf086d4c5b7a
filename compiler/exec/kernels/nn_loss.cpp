// Loss kernels: NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (inference forms, opsets 12-13).
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <optional>
#include <type_traits>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

enum class Reduction { kNone, kSum, kMean };

/// The inputs shared by both losses: scores [N, C, d...], labels [N, d...], optional weight [C].
struct LossInputs {
  std::int64_t batch = 0, classes = 0, inner = 1;
  Reduction reduction = Reduction::kMean;
  std::optional<std::int64_t> ignore_index;
};

Expected<LossInputs> checkLoss(const KernelContext& ctx, const Tensor& scores, const Tensor& labels, const Tensor* weight) {
  LossInputs in;
  if (Status s = checkFloat(ctx, scores, "scores"); !s.ok()) return s;
  if (labels.dtype() != DType::kI32 && labels.dtype() != DType::kI64)
    return ctx.error(fmt::format("target has dtype {}, expected i32 or i64", ir::name(labels.dtype())));
  Shape expected_labels = scores.shape();
  if (scores.rank() >= 2) expected_labels.erase(expected_labels.begin() + 1);
  if (scores.rank() < 2 || labels.shape() != expected_labels)
    return ctx.error(fmt::format("input has shape {} and target {}; expected (N, C, d...) and (N, d...)",
                                 ir::formatShape(scores.shape()), ir::formatShape(labels.shape())));
  in.batch = scores.dim(0);
  in.classes = scores.dim(1);
  for (int d = 2; d < scores.rank(); ++d) in.inner *= scores.dim(d);
  if (weight) {
    if (Status s = checkSameType(ctx, *weight, scores, "weight"); !s.ok()) return s;
    if (weight->rank() != 1 || weight->dim(0) != in.classes)
      return ctx.error(fmt::format("weight has shape {}, expected [{}]", ir::formatShape(weight->shape()), in.classes));
  }
  const std::string reduction = ctx.node.attrString("reduction", "mean");
  if (reduction == "none") in.reduction = Reduction::kNone;
  else if (reduction == "sum") in.reduction = Reduction::kSum;
  else if (reduction != "mean") return ctx.error(fmt::format("reduction is '{}', expected none, sum or mean", reduction));
  if (ctx.node.has("ignore_index")) in.ignore_index = ctx.node.attrInt("ignore_index", 0);
  return in;
}

/// loss = -logp[n, target, d] * weight[target] (0 where ignored), then reduced.
template <class T>
Status negativeLogLikelihood(const KernelContext& ctx, const T* logp, const Tensor& labels, const T* weight,
                             const LossInputs& in, Tensor& out) {
  Shape out_shape = in.reduction == Reduction::kNone ? labels.shape() : Shape{};
  Expected<Tensor> y = makeOutput(ctx, std::is_same_v<T, float> ? DType::kF32 : DType::kF64, out_shape);
  if (!y) return y.status();
  T* loss = y.value().template data<T>();
  double total = 0, weight_sum = 0;
  for (std::int64_t n = 0; n < in.batch; ++n)
    for (std::int64_t d = 0; d < in.inner; ++d) {
      const std::int64_t i = n * in.inner + d;
      const std::int64_t target = labels.intAt(i);
      double value = 0;
      if (!in.ignore_index || target != *in.ignore_index) {
        if (target < 0 || target >= in.classes)
          return ctx.error(fmt::format("target {} at position {} is outside [0, {})", target, i, in.classes));
        const double w = weight ? static_cast<double>(weight[target]) : 1.0;
        value = -static_cast<double>(logp[(n * in.classes + target) * in.inner + d]) * w;
        weight_sum += w;
      }
      if (in.reduction == Reduction::kNone) loss[i] = static_cast<T>(value);
      total += value;
    }
  if (in.reduction == Reduction::kSum) loss[0] = static_cast<T>(total);
  if (in.reduction == Reduction::kMean)
    loss[0] = static_cast<T>(weight_sum != 0 ? total / weight_sum : std::numeric_limits<double>::quiet_NaN());
  out = std::move(y).value();
  return Status();
}

Status nllLoss(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, nllLoss);
  const Tensor* weight = ctx.input(2);
  Expected<LossInputs> in = checkLoss(ctx, x, *ctx.input(1), weight);
  if (!in) return in.status();
  if (x.dtype() == DType::kF32)
    return negativeLogLikelihood(ctx, x.data<float>(), *ctx.input(1), weight ? weight->data<float>() : nullptr, *in,
                                 ctx.outputs[0]);
  return negativeLogLikelihood(ctx, x.data<double>(), *ctx.input(1), weight ? weight->data<double>() : nullptr, *in,
                               ctx.outputs[0]);
}

/// log_softmax over the class axis of [N, C, inner].
template <class T>
void logSoftmaxClasses(const T* x, T* y, const LossInputs& in) {
  for (std::int64_t n = 0; n < in.batch; ++n)
    for (std::int64_t d = 0; d < in.inner; ++d) {
      const std::int64_t base = n * in.classes * in.inner + d;
      double max = -std::numeric_limits<double>::infinity();
      for (std::int64_t c = 0; c < in.classes; ++c) max = std::max(max, static_cast<double>(x[base + c * in.inner]));
      double sum = 0;
      for (std::int64_t c = 0; c < in.classes; ++c) sum += std::exp(static_cast<double>(x[base + c * in.inner]) - max);
      const double shift = max + std::log(sum);
      for (std::int64_t c = 0; c < in.classes; ++c)
        y[base + c * in.inner] = static_cast<T>(static_cast<double>(x[base + c * in.inner]) - shift);
    }
}

Status softmaxCrossEntropy(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  if (isHalf(x.dtype())) return runHalfAsF32(ctx, softmaxCrossEntropy);
  const Tensor* weight = ctx.input(2);
  Expected<LossInputs> in = checkLoss(ctx, x, *ctx.input(1), weight);
  if (!in) return in.status();
  Expected<Tensor> log_prob = makeOutput(ctx, x.dtype(), x.shape());
  if (!log_prob) return log_prob.status();
  Status status;
  if (x.dtype() == DType::kF32) {
    logSoftmaxClasses(x.data<float>(), log_prob.value().data<float>(), *in);
    status = negativeLogLikelihood(ctx, log_prob.value().data<float>(), *ctx.input(1),
                                   weight ? weight->data<float>() : nullptr, *in, ctx.outputs[0]);
  } else {
    logSoftmaxClasses(x.data<double>(), log_prob.value().data<double>(), *in);
    status = negativeLogLikelihood(ctx, log_prob.value().data<double>(), *ctx.input(1),
                                   weight ? weight->data<double>() : nullptr, *in, ctx.outputs[0]);
  }
  if (!status.ok()) return status;
  if (ctx.outputs.size() > 1) ctx.outputs[1] = std::move(log_prob).value();
  return Status();
}

}  // namespace

void registerLossKernels(KernelRegistry& registry) {
  registry.add("NegativeLogLikelihoodLoss", nllLoss);
  registry.add("SoftmaxCrossEntropyLoss", softmaxCrossEntropy);
}

}  // namespace tessera::exec::nn
