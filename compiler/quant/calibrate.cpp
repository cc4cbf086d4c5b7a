// Calibration: activation ranges and |x| histograms from reference-executor runs.
#include "compiler/quant/calibrate.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>
#include <random>

#include "compiler/exec/executor.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/rewrite_gap.h"

namespace tessera::quant {
namespace {

Status fileError(const std::string& file, const std::string& message) {
  Diagnostic d;
  d.location.file = file;
  d.message = message;
  return Status::error(d);
}

bool isMatrixOp(const ir::Node& node) {
  return node.domain.empty() && (node.op_type == "Conv" || node.op_type == "ConvTranspose" ||
                                 node.op_type == "Gemm" || node.op_type == "MatMul");
}

/// Adds one batch of values to the statistics.
void accumulate(TensorStats& stats, const ir::Tensor& t, int bins) {
  const float* x = t.data<float>();
  float lo = stats.count ? stats.min : x[0], hi = stats.count ? stats.max : x[0];
  double abs_max = 0.0;
  for (std::int64_t i = 0; i < t.size(); ++i) {
    if (std::isnan(x[i])) continue;
    lo = std::min(lo, x[i]);
    hi = std::max(hi, x[i]);
    abs_max = std::max(abs_max, static_cast<double>(std::fabs(x[i])));
  }
  stats.min = lo;
  stats.max = hi;
  if (stats.histogram.empty()) {
    stats.histogram.assign(static_cast<size_t>(bins), 0);
    stats.hist_range = abs_max > 0.0 ? abs_max : 1e-30;
  }
  while (abs_max > stats.hist_range && std::isfinite(abs_max)) {  // double the range: merge bin pairs
    std::vector<std::int64_t> merged(stats.histogram.size(), 0);
    for (size_t b = 0; b < stats.histogram.size(); ++b) merged[b / 2] += stats.histogram[b];
    stats.histogram = std::move(merged);
    stats.hist_range *= 2.0;
  }
  const double per_bin = static_cast<double>(bins) / stats.hist_range;
  for (std::int64_t i = 0; i < t.size(); ++i) {
    if (!std::isfinite(x[i])) continue;
    auto b = static_cast<std::int64_t>(std::fabs(x[i]) * per_bin);
    stats.histogram[static_cast<size_t>(std::min<std::int64_t>(b, bins - 1))] += 1;
  }
  stats.count += t.size();
}

}  // namespace

std::vector<ir::ValueId> valuesToObserve(const ir::Graph& graph) {
  std::vector<char> wanted(graph.values.size(), 0);
  for (ir::ValueId id : graph.inputs) wanted[static_cast<size_t>(id)] = 1;
  for (const ir::Node& node : graph.nodes) {
    if (node.domain.empty() && (node.op_type == "Add" || node.op_type == "GlobalAveragePool" ||
                                passes::isSpatialMean(graph, node)))  // quantize.cpp (a mean pools too)
      for (ir::ValueId id : node.inputs)
        if (id != ir::kNoValue) wanted[static_cast<size_t>(id)] = 1;
    if (node.domain.empty() && node.op_type == "Concat" && !node.outputs.empty())  // its inputs take its grid
      wanted[static_cast<size_t>(node.outputs[0])] = 1;
    if (node.domain.empty() && node.op_type == "Add" && !node.outputs.empty())  // a residual sum may be quantized
      wanted[static_cast<size_t>(node.outputs[0])] = 1;
    if (!isMatrixOp(node)) continue;
    for (ir::ValueId id : node.inputs)
      if (id != ir::kNoValue) wanted[static_cast<size_t>(id)] = 1;
    for (ir::ValueId id : node.outputs)
      if (id != ir::kNoValue) wanted[static_cast<size_t>(id)] = 1;
  }
  std::vector<ir::ValueId> out;
  for (size_t i = 0; i < wanted.size(); ++i) {
    const ir::Value& v = graph.values[i];
    if (wanted[i] && !v.constant && v.type.dtype == ir::DType::kF32) out.push_back(static_cast<ir::ValueId>(i));
  }
  return out;
}

Expected<ir::ValueId> singleInput(const ir::Graph& graph) {
  if (graph.inputs.size() == 1) return graph.inputs[0];
  std::string names;
  for (ir::ValueId id : graph.inputs) names += (names.empty() ? "'" : ", '") + graph.value(id).name + "'";
  return fileError(graph.source, fmt::format("calibration needs a graph with exactly one runtime input, this one has {} ({}); "
                                             "graphs with several inputs are not supported yet",
                                             graph.inputs.size(), names.empty() ? "none" : names));
}

Expected<ir::Tensor> loadSamples(const ir::Graph& graph, const std::vector<std::filesystem::path>& files,
                                 std::int64_t max_samples) {
  Expected<ir::ValueId> input = singleInput(graph);
  if (!input) return input.status();
  const ir::Value& in = graph.value(*input);
  if (files.empty()) return fileError(graph.source, "no calibration data given");
  std::vector<ir::Tensor> parts;
  std::int64_t rows = 0;
  for (const auto& file : files) {
    Expected<onnx_io::NamedTensor> named = onnx_io::readTensorFile(file);
    if (!named) return named.status();
    const ir::Tensor& t = named->tensor;
    const std::string where = file.string();
    if (!named->name.empty() && named->name != in.name)
      return fileError(where, fmt::format("tensor '{}' does not match the model input '{}'", named->name, in.name));
    if (t.dtype() != in.type.dtype)
      return fileError(where, fmt::format("input '{}' expects {}, the file holds {}", in.name, ir::name(in.type.dtype),
                                          ir::name(t.dtype())));
    bool shape_ok = t.rank() >= 1 && (!in.type.rank_known || t.rank() == static_cast<int>(in.type.shape.size()));
    for (int d = 1; shape_ok && in.type.rank_known && d < t.rank(); ++d)
      if (in.type.shape[static_cast<size_t>(d)] >= 0 && in.type.shape[static_cast<size_t>(d)] != t.dim(d)) shape_ok = false;
    if (!shape_ok || (!parts.empty() && !std::equal(t.shape().begin() + 1, t.shape().end(),
                                                     parts[0].shape().begin() + 1, parts[0].shape().end())))
      return fileError(where, fmt::format("shape {} does not match input '{}' {} (dim 0 is the batch)",
                                          ir::formatShape(t.shape()), in.name, ir::formatShape(in.type.shape)));
    rows += t.dim(0);
    parts.push_back(t);
  }
  const std::int64_t keep = max_samples > 0 ? std::min(max_samples, rows) : rows;
  if (keep == 0) return fileError(files[0].string(), "the calibration data holds no sample");
  ir::Shape shape = parts[0].shape();
  shape[0] = keep;
  ir::Tensor all(parts[0].dtype(), shape);
  const std::size_t row_bytes = all.byteSize() / static_cast<std::size_t>(keep);
  std::size_t done = 0;
  for (const ir::Tensor& t : parts) {
    const std::size_t take = std::min(static_cast<std::size_t>(t.dim(0)), static_cast<std::size_t>(keep) - done);
    std::memcpy(all.bytes() + done * row_bytes, t.bytes(), take * row_bytes);
    done += take;
    if (done == static_cast<std::size_t>(keep)) break;
  }
  return all;
}

Expected<ir::Tensor> randomSamples(const ir::Graph& graph, std::int64_t count, std::uint64_t seed) {
  Expected<ir::ValueId> input = singleInput(graph);
  if (!input) return input.status();
  const ir::Value& in = graph.value(*input);
  if (in.type.dtype != ir::DType::kF32)
    return fileError(graph.source, fmt::format("random samples are float32; input '{}' is {} (give real data)", in.name,
                                               ir::name(in.type.dtype)));
  if (!in.type.rank_known || in.type.shape.empty() ||
      std::any_of(in.type.shape.begin() + 1, in.type.shape.end(), [](std::int64_t d) { return d < 0; }))
    return fileError(graph.source,
                     fmt::format("random samples need the static shape of input '{}', it is {} (give real data)",
                                 in.name, ir::formatShape(in.type.shape)));
  if (count < 1) return fileError(graph.source, fmt::format("random samples: count must be >= 1, got {}", count));
  ir::Shape shape = in.type.shape;
  shape[0] = count;
  ir::Tensor t(ir::DType::kF32, shape);
  std::mt19937_64 rng(seed);
  // Uniforms in (0, 1] from the top 53 bits; Box-Muller pairs.
  auto uniform = [&] { return (static_cast<double>(rng() >> 11) + 1.0) * 0x1.0p-53; };
  float* x = t.data<float>();
  for (std::int64_t i = 0; i < t.size(); i += 2) {
    const double r = std::sqrt(-2.0 * std::log(uniform())), phi = 2.0 * std::numbers::pi * uniform();
    x[i] = static_cast<float>(r * std::cos(phi));
    if (i + 1 < t.size()) x[i + 1] = static_cast<float>(r * std::sin(phi));
  }
  return t;
}

std::int64_t batchFor(const ir::Graph& graph, std::int64_t requested) {
  if (graph.inputs.size() == 1) {
    const ir::TensorType& type = graph.value(graph.inputs[0]).type;
    if (type.rank_known && !type.shape.empty() && type.shape[0] > 0) return type.shape[0];
  }
  return std::max<std::int64_t>(1, requested);
}

ir::Tensor sliceRows(const ir::Tensor& tensor, std::int64_t begin, std::int64_t end) {
  ir::Shape shape = tensor.shape();
  shape[0] = end - begin;
  ir::Tensor out(tensor.dtype(), shape);
  const std::size_t row_bytes = tensor.dim(0) ? tensor.byteSize() / static_cast<std::size_t>(tensor.dim(0)) : 0;
  if (out.byteSize()) std::memcpy(out.bytes(), tensor.bytes() + static_cast<std::size_t>(begin) * row_bytes, out.byteSize());
  return out;
}

Expected<std::vector<ir::Tensor>> runObserving(const ir::Graph& graph, const ir::Tensor& batch,
                                               const std::vector<std::string>& names, int threads) {
  Expected<ir::ValueId> input = singleInput(graph);
  if (!input) return input.status();
  ir::Graph observed = graph;
  const size_t first = observed.outputs.size();
  for (const std::string& name : names) {
    ir::ValueId id = observed.find(name);
    if (id == ir::kNoValue) return fileError(graph.source, fmt::format("value '{}' is not in the graph", name));
    observed.outputs.push_back(id);
  }
  Expected<std::vector<ir::Tensor>> out = exec::execute(observed, {{graph.value(*input).name, batch}}, {threads});
  if (!out) return out.status();
  return std::vector<ir::Tensor>(out->begin() + static_cast<std::ptrdiff_t>(first), out->end());
}

Expected<Calibration> calibrate(const ir::Graph& graph, const ir::Tensor& samples, const CalibrationOptions& options) {
  Expected<ir::ValueId> input = singleInput(graph);
  if (!input) return input.status();
  if (samples.rank() < 1 || samples.dim(0) < 1) return fileError(graph.source, "calibration needs at least one sample");
  const std::int64_t batch = batchFor(graph, options.batch_size);
  const ir::TensorType& type = graph.value(*input).type;
  const bool fixed_batch = type.rank_known && !type.shape.empty() && type.shape[0] > 0;
  if (fixed_batch && samples.dim(0) % batch != 0)
    return fileError(graph.source, fmt::format("the model's batch is fixed at {}, {} samples is not a multiple of it",
                                               batch, samples.dim(0)));
  std::vector<std::string> names;
  for (ir::ValueId id : valuesToObserve(graph)) names.push_back(graph.value(id).name);
  Calibration calibration;
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const std::int64_t end = std::min(samples.dim(0), begin + batch);
    Expected<std::vector<ir::Tensor>> outs = runObserving(graph, sliceRows(samples, begin, end), names, options.threads);
    if (!outs) return outs.status();
    for (size_t k = 0; k < names.size(); ++k) {
      const ir::Tensor& t = (*outs)[k];
      if (t.dtype() == ir::DType::kF32 && t.size() > 0) accumulate(calibration.stats[names[k]], t, std::max(16, options.bins));
    }
  }
  calibration.samples = samples.dim(0);
  return calibration;
}

std::pair<float, float> calibratedRange(const TensorStats& stats, CalibMethod method, double percentile) {
  if (method == CalibMethod::kMinMax || stats.count == 0 || stats.histogram.empty()) return {stats.min, stats.max};
  const double target = std::clamp(percentile, 0.0, 100.0) / 100.0 * static_cast<double>(stats.count);
  std::int64_t seen = 0;
  const double bin_width = stats.hist_range / static_cast<double>(stats.histogram.size());
  double threshold = stats.hist_range;
  for (size_t b = 0; b < stats.histogram.size(); ++b) {
    seen += stats.histogram[b];
    if (static_cast<double>(seen) >= target) {
      threshold = bin_width * static_cast<double>(b + 1);
      break;
    }
  }
  const auto t = static_cast<float>(threshold);
  return {std::max(stats.min, -t), std::min(stats.max, t)};
}

}  // namespace tessera::quant
