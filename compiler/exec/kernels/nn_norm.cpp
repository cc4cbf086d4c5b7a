// Normalization kernels: BatchNormalization, InstanceNormalization, LayerNormalization, LpNormalization, LRN.
#include <fmt/format.h>

#include <cmath>

#include "compiler/exec/kernels/nn_common.h"

namespace tessera::exec::nn {
namespace {

/// x as f32 or f64 (half types widened to f32); the result dtype to round back to.
struct FloatView {
  Tensor tensor;
  DType original = DType::kUndefined;
};
FloatView widen(const Tensor& x) { return {isHalf(x.dtype()) ? castTensor(x, DType::kF32) : x, x.dtype()}; }
/// Rounds a result computed in f32 back to the input's half type.
Tensor narrow(Tensor y, DType original) { return isHalf(original) ? castTensor(y, original) : y; }

bool outputWanted(const KernelContext& ctx, size_t k) {
  return ctx.node.outputs.size() > k && ctx.node.outputs[k] != ir::kNoValue;
}

/// Per-channel statistics over N and the spatial dims, in double.
template <class T>
void channelMoments(const T* x, std::int64_t batch, std::int64_t channels, std::int64_t inner, std::vector<double>& mean,
                    std::vector<double>& var) {
  mean.assign(static_cast<size_t>(channels), 0.0);
  var.assign(static_cast<size_t>(channels), 0.0);
  const double count = static_cast<double>(batch * inner);
  for (std::int64_t c = 0; c < channels; ++c) {
    double sum = 0, sq = 0;
    for (std::int64_t n = 0; n < batch; ++n)
      for (std::int64_t i = 0; i < inner; ++i) sum += static_cast<double>(x[(n * channels + c) * inner + i]);
    const double m = count > 0 ? sum / count : 0;
    for (std::int64_t n = 0; n < batch; ++n)
      for (std::int64_t i = 0; i < inner; ++i) {
        const double d = static_cast<double>(x[(n * channels + c) * inner + i]) - m;
        sq += d * d;
      }
    mean[static_cast<size_t>(c)] = m;
    var[static_cast<size_t>(c)] = count > 0 ? sq / count : 0;
  }
}

/// y = (x - mean) / sqrt(var + eps) * scale + bias, parameters per channel
/// (per_element false) or per channel-and-position (legacy spatial = 0).
template <class T>
void batchNormApply(const T* x, T* y, std::int64_t batch, std::int64_t channels, std::int64_t inner, bool per_element,
                    const std::vector<double>& scale, const std::vector<double>& bias, const std::vector<double>& mean,
                    const std::vector<double>& var, double epsilon) {
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t c = 0; c < channels; ++c)
      for (std::int64_t i = 0; i < inner; ++i) {
        const size_t p = static_cast<size_t>(per_element ? c * inner + i : c);
        const std::int64_t at = (n * channels + c) * inner + i;
        y[at] = static_cast<T>((static_cast<double>(x[at]) - mean[p]) / std::sqrt(var[p] + epsilon) * scale[p] + bias[p]);
      }
}

Status batchNorm(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 5, 5); !s.ok()) return s;
  FloatView x = widen(*ctx.input(0));
  if (Status s = checkFloat(ctx, x.tensor, "input X"); !s.ok()) return s;
  if (x.tensor.rank() < 2) return ctx.error(fmt::format("X has shape {}, expected rank >= 2", ir::formatShape(x.tensor.shape())));
  const std::int64_t batch = x.tensor.dim(0), channels = x.tensor.dim(1);
  const std::int64_t inner = channels == 0 ? 0 : x.tensor.size() / std::max<std::int64_t>(1, batch * channels);
  const bool training = ctx.opset >= 14 && ctx.node.attrInt("training_mode", 0) != 0;
  const bool extra_outputs = outputWanted(ctx, 1) || outputWanted(ctx, 2) || outputWanted(ctx, 3) || outputWanted(ctx, 4);
  if (ctx.opset < 14 && extra_outputs)
    return ctx.unsupported("training-mode outputs (mean, var, saved_mean, saved_var) of BatchNormalization before opset 14");
  if (!training && extra_outputs) return ctx.error("running_mean / running_var outputs need training_mode = 1");
  const bool spatial = ctx.opset >= 9 || ctx.node.attrInt("spatial", 1) != 0;
  const std::vector<double> scale = toDoubles(*ctx.input(1)), bias = toDoubles(*ctx.input(2));
  std::vector<double> mean = toDoubles(*ctx.input(3)), var = toDoubles(*ctx.input(4));
  const size_t per_channel = static_cast<size_t>(channels);
  const size_t per_element = static_cast<size_t>(channels * inner);
  const size_t params = scale.size();
  const bool element_params = !spatial && params == per_element && params != per_channel;
  if ((params != per_channel && !element_params) || bias.size() != params || mean.size() != params || var.size() != params)
    return ctx.error(fmt::format("scale, B, mean and var have {}, {}, {} and {} elements; expected {} (one per channel{})",
                                 scale.size(), bias.size(), mean.size(), var.size(), channels,
                                 spatial ? "" : fmt::format(", or {} with spatial = 0", per_element)));
  const double epsilon = ctx.node.attrFloat("epsilon", 1e-5f);
  Expected<Tensor> y = makeOutput(ctx, x.tensor.dtype(), x.tensor.shape());
  if (!y) return y.status();
  std::vector<double> running_mean, running_var;
  if (training) {
    std::vector<double> batch_mean, batch_var;
    if (x.tensor.dtype() == DType::kF32)
      channelMoments(x.tensor.data<float>(), batch, channels, inner, batch_mean, batch_var);
    else
      channelMoments(x.tensor.data<double>(), batch, channels, inner, batch_mean, batch_var);
    const double momentum = ctx.node.attrFloat("momentum", 0.9f);
    for (size_t c = 0; c < per_channel; ++c) {
      running_mean.push_back(mean[c] * momentum + batch_mean[c] * (1 - momentum));
      running_var.push_back(var[c] * momentum + batch_var[c] * (1 - momentum));
    }
    mean = std::move(batch_mean);
    var = std::move(batch_var);
  }
  if (x.tensor.dtype() == DType::kF32)
    batchNormApply(x.tensor.data<float>(), y.value().data<float>(), batch, channels, inner, element_params, scale, bias, mean,
                   var, epsilon);
  else
    batchNormApply(x.tensor.data<double>(), y.value().data<double>(), batch, channels, inner, element_params, scale, bias,
                   mean, var, epsilon);
  ctx.outputs[0] = narrow(std::move(y).value(), x.original);
  const std::vector<double>* stats[2] = {&running_mean, &running_var};
  for (size_t k = 1; k <= 2 && training; ++k) {
    if (!outputWanted(ctx, k)) continue;
    Tensor t(DType::kF64, {channels});
    for (std::int64_t c = 0; c < channels; ++c) t.data<double>()[c] = (*stats[k - 1])[static_cast<size_t>(c)];
    ctx.outputs[k] = castTensor(t, ctx.input(static_cast<int>(k) + 2)->dtype());
  }
  return Status();
}

template <class T>
void instanceNorm(const T* x, T* y, std::int64_t planes, std::int64_t channels, std::int64_t inner,
                  const std::vector<double>& scale, const std::vector<double>& bias, double epsilon) {
  for (std::int64_t p = 0; p < planes; ++p) {
    const T* xp = x + p * inner;
    double sum = 0, sq = 0;
    for (std::int64_t i = 0; i < inner; ++i) sum += static_cast<double>(xp[i]);
    const double mean = inner > 0 ? sum / static_cast<double>(inner) : 0;
    for (std::int64_t i = 0; i < inner; ++i) sq += (static_cast<double>(xp[i]) - mean) * (static_cast<double>(xp[i]) - mean);
    const double var = inner > 0 ? sq / static_cast<double>(inner) : 0;
    const size_t c = static_cast<size_t>(p % channels);
    const double a = scale[c] / std::sqrt(var + epsilon);
    for (std::int64_t i = 0; i < inner; ++i) y[p * inner + i] = static_cast<T>((static_cast<double>(xp[i]) - mean) * a + bias[c]);
  }
}

Status instanceNormKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 3, 3); !s.ok()) return s;
  FloatView x = widen(*ctx.input(0));
  if (Status s = checkFloat(ctx, x.tensor, "input"); !s.ok()) return s;
  if (x.tensor.rank() < 2) return ctx.error(fmt::format("input has shape {}, expected rank >= 2", ir::formatShape(x.tensor.shape())));
  const std::int64_t channels = x.tensor.dim(1), planes = x.tensor.dim(0) * channels;
  const std::int64_t inner = planes == 0 ? 0 : x.tensor.size() / planes;
  const std::vector<double> scale = toDoubles(*ctx.input(1)), bias = toDoubles(*ctx.input(2));
  if (scale.size() != static_cast<size_t>(channels) || bias.size() != scale.size())
    return ctx.error(fmt::format("scale and B have {} and {} elements, expected {} (one per channel)", scale.size(), bias.size(),
                                 channels));
  Expected<Tensor> y = makeOutput(ctx, x.tensor.dtype(), x.tensor.shape());
  if (!y) return y.status();
  const double epsilon = ctx.node.attrFloat("epsilon", 1e-5f);
  if (x.tensor.dtype() == DType::kF32)
    instanceNorm(x.tensor.data<float>(), y.value().data<float>(), planes, channels, inner, scale, bias, epsilon);
  else
    instanceNorm(x.tensor.data<double>(), y.value().data<double>(), planes, channels, inner, scale, bias, epsilon);
  ctx.outputs[0] = narrow(std::move(y).value(), x.original);
  return Status();
}

/// `t` broadcast (unidirectionally) to `shape`, as doubles; nullopt if it does not fit.
std::optional<std::vector<double>> expandTo(const Tensor& t, const Shape& shape) {
  if (t.rank() > static_cast<int>(shape.size()) || broadcastShapes(t.shape(), shape) != shape) return std::nullopt;
  std::vector<double> out(static_cast<size_t>(ir::elementCount(shape)));
  forEachBroadcast(shape, {broadcastStrides(t.shape(), shape)},
                   [&](std::int64_t i, const std::vector<std::int64_t>& off) { out[static_cast<size_t>(i)] = t.at(off[0]); });
  return out;
}

template <class T>
void layerNorm(const T* x, T* y, std::int64_t rows, std::int64_t cols, const std::vector<double>& scale,
               const std::vector<double>* bias, double epsilon, float* mean_out, float* inv_out) {
  for (std::int64_t r = 0; r < rows; ++r) {
    const T* xr = x + r * cols;
    double sum = 0, sq = 0;
    for (std::int64_t j = 0; j < cols; ++j) sum += static_cast<double>(xr[j]);
    const double mean = cols > 0 ? sum / static_cast<double>(cols) : 0;
    for (std::int64_t j = 0; j < cols; ++j) sq += (static_cast<double>(xr[j]) - mean) * (static_cast<double>(xr[j]) - mean);
    const double inv = 1.0 / std::sqrt((cols > 0 ? sq / static_cast<double>(cols) : 0) + epsilon);
    for (std::int64_t j = 0; j < cols; ++j) {
      const size_t c = static_cast<size_t>(j);
      y[r * cols + j] = static_cast<T>((static_cast<double>(xr[j]) - mean) * inv * scale[c] + (bias ? (*bias)[c] : 0.0));
    }
    if (mean_out) mean_out[r] = static_cast<float>(mean);
    if (inv_out) inv_out[r] = static_cast<float>(inv);
  }
}

Status layerNormKernel(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 2, 3); !s.ok()) return s;
  FloatView x = widen(*ctx.input(0));
  if (Status s = checkFloat(ctx, x.tensor, "input X"); !s.ok()) return s;
  const int rank = x.tensor.rank();
  const std::int64_t axis_attr = ctx.node.attrInt("axis", -1);
  std::optional<int> axis = normalizeAxis(axis_attr, rank);
  if (!axis) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis_attr, rank));
  const Shape norm_shape(x.tensor.shape().begin() + *axis, x.tensor.shape().end());
  const std::int64_t cols = ir::elementCount(norm_shape);
  const std::int64_t rows = cols == 0 ? 0 : x.tensor.size() / cols;
  std::optional<std::vector<double>> scale = expandTo(*ctx.input(1), norm_shape);
  std::optional<std::vector<double>> bias;
  if (ctx.input(2)) bias = expandTo(*ctx.input(2), norm_shape);
  if (!scale || (ctx.input(2) && !bias))
    return ctx.error(fmt::format("Scale {} and B {} must broadcast to the normalized shape {}",
                                 ir::formatShape(ctx.input(1)->shape()),
                                 ctx.input(2) ? ir::formatShape(ctx.input(2)->shape()) : "(none)", ir::formatShape(norm_shape)));
  Expected<Tensor> y = makeOutput(ctx, x.tensor.dtype(), x.tensor.shape());
  if (!y) return y.status();
  Shape stat_shape = x.tensor.shape();
  for (int d = *axis; d < rank; ++d) stat_shape[static_cast<size_t>(d)] = 1;
  Tensor mean(DType::kF32, stat_shape), inv(DType::kF32, stat_shape);
  const double epsilon = ctx.node.attrFloat("epsilon", 1e-5f);
  const std::vector<double>* b = bias ? &*bias : nullptr;
  if (x.tensor.dtype() == DType::kF32)
    layerNorm(x.tensor.data<float>(), y.value().data<float>(), rows, cols, *scale, b, epsilon, mean.data<float>(),
              inv.data<float>());
  else
    layerNorm(x.tensor.data<double>(), y.value().data<double>(), rows, cols, *scale, b, epsilon, mean.data<float>(),
              inv.data<float>());
  ctx.outputs[0] = narrow(std::move(y).value(), x.original);
  // Mean and InvStdDev take their declared type (stash_type's float unless inference said otherwise).
  for (size_t k = 1; k <= 2; ++k) {
    if (!outputWanted(ctx, k)) continue;
    const DType declared = ctx.graph.value(ctx.node.outputs[k]).type.dtype;
    Tensor& stat = k == 1 ? mean : inv;
    ctx.outputs[k] = ir::isFloat(declared) ? castTensor(stat, declared) : stat;
  }
  return Status();
}

template <class T>
void lpNormalize(const T* x, T* y, std::int64_t outer, std::int64_t len, std::int64_t inner, int p) {
  for (std::int64_t o = 0; o < outer; ++o)
    for (std::int64_t i = 0; i < inner; ++i) {
      const std::int64_t base = o * len * inner + i;
      double norm = 0;
      for (std::int64_t j = 0; j < len; ++j) {
        const double v = static_cast<double>(x[base + j * inner]);
        norm += p == 1 ? std::abs(v) : v * v;
      }
      if (p == 2) norm = std::sqrt(norm);
      for (std::int64_t j = 0; j < len; ++j)
        y[base + j * inner] = norm == 0 ? T{0} : static_cast<T>(static_cast<double>(x[base + j * inner]) / norm);
    }
}

Status lpNormalization(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  FloatView x = widen(*ctx.input(0));
  if (Status s = checkFloat(ctx, x.tensor, "input"); !s.ok()) return s;
  const std::int64_t p = ctx.node.attrInt("p", 2);
  if (p != 1 && p != 2) return ctx.error(fmt::format("p is {}, expected 1 or 2", p));
  const std::int64_t axis_attr = ctx.node.attrInt("axis", -1);
  std::optional<int> axis = normalizeAxis(axis_attr, x.tensor.rank());
  if (!axis) return ctx.error(fmt::format("axis {} is out of range for rank {}", axis_attr, x.tensor.rank()));
  std::int64_t outer = 1, len = 1, inner = 1;
  for (int d = 0; d < x.tensor.rank(); ++d) (d < *axis ? outer : d == *axis ? len : inner) *= x.tensor.dim(d);
  Expected<Tensor> y = makeOutput(ctx, x.tensor.dtype(), x.tensor.shape());
  if (!y) return y.status();
  if (x.tensor.dtype() == DType::kF32)
    lpNormalize(x.tensor.data<float>(), y.value().data<float>(), outer, len, inner, static_cast<int>(p));
  else
    lpNormalize(x.tensor.data<double>(), y.value().data<double>(), outer, len, inner, static_cast<int>(p));
  ctx.outputs[0] = narrow(std::move(y).value(), x.original);
  return Status();
}

/// LRN: x / (bias + alpha / size * sum of squares over nearby channels)^beta.
template <class T>
void localResponseNorm(const T* x, T* y, std::int64_t batch, std::int64_t channels, std::int64_t inner, std::int64_t size,
                       double alpha, double beta, double bias) {
  const std::int64_t before = (size - 1) / 2, after = size - 1 - before;
  for (std::int64_t n = 0; n < batch; ++n)
    for (std::int64_t c = 0; c < channels; ++c)
      for (std::int64_t i = 0; i < inner; ++i) {
        double sum = 0;
        for (std::int64_t k = std::max<std::int64_t>(0, c - before); k <= std::min(channels - 1, c + after); ++k) {
          const double v = static_cast<double>(x[(n * channels + k) * inner + i]);
          sum += v * v;
        }
        const std::int64_t at = (n * channels + c) * inner + i;
        y[at] = static_cast<T>(static_cast<double>(x[at]) / std::pow(bias + alpha / static_cast<double>(size) * sum, beta));
      }
}

Status lrn(KernelContext& ctx) {
  if (Status s = checkInputs(ctx, 1, 1); !s.ok()) return s;
  FloatView x = widen(*ctx.input(0));
  if (Status s = checkFloat(ctx, x.tensor, "input"); !s.ok()) return s;
  if (x.tensor.rank() < 2) return ctx.error(fmt::format("input has shape {}, expected rank >= 2", ir::formatShape(x.tensor.shape())));
  const std::int64_t size = ctx.node.attrInt("size", 0);
  if (size < 1) return ctx.error(fmt::format("size is {}, expected a positive integer", size));
  const std::int64_t batch = x.tensor.dim(0), channels = x.tensor.dim(1);
  const std::int64_t inner = batch * channels == 0 ? 0 : x.tensor.size() / (batch * channels);
  Expected<Tensor> y = makeOutput(ctx, x.tensor.dtype(), x.tensor.shape());
  if (!y) return y.status();
  const double alpha = ctx.node.attrFloat("alpha", 1e-4f), beta = ctx.node.attrFloat("beta", 0.75f);
  const double bias = ctx.node.attrFloat("bias", 1.0f);
  if (x.tensor.dtype() == DType::kF32)
    localResponseNorm(x.tensor.data<float>(), y.value().data<float>(), batch, channels, inner, size, alpha, beta, bias);
  else
    localResponseNorm(x.tensor.data<double>(), y.value().data<double>(), batch, channels, inner, size, alpha, beta, bias);
  ctx.outputs[0] = narrow(std::move(y).value(), x.original);
  return Status();
}

}  // namespace

void registerNormKernels(KernelRegistry& registry) {
  registry.add("BatchNormalization", batchNorm);
  registry.add("InstanceNormalization", instanceNormKernel);
  registry.add("LayerNormalization", layerNormKernel);
  registry.add("LpNormalization", lpNormalization);
  registry.add("LRN", lrn);
}

}  // namespace tessera::exec::nn
