// Quantization error measurements: per-layer SQNR and per-sample predictions.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "compiler/quant/quantize.h"

namespace tessera::quant {
namespace {

Status error(const ir::Graph& graph, const std::string& message) {
  Diagnostic d;
  d.location.file = graph.source;
  d.message = message;
  return Status::error(d);
}

}  // namespace

Expected<std::vector<LayerSqnr>> layerSqnr(const ir::Graph& fp32, const QuantizeResult& quantized, const ir::Tensor& samples,
                                           std::int64_t batch_size, int threads) {
  std::vector<std::string> names;
  for (const QuantizedLayer& layer : quantized.layers) names.push_back(layer.output);
  std::vector<double> signal(names.size(), 0.0), noise(names.size(), 0.0);
  const std::int64_t batch = std::max<std::int64_t>(1, batch_size);
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const ir::Tensor rows = sliceRows(samples, begin, std::min(samples.dim(0), begin + batch));
    Expected<std::vector<ir::Tensor>> ref = runObserving(fp32, rows, names, threads);
    if (!ref) return ref.status();
    Expected<std::vector<ir::Tensor>> test = runObserving(quantized.graph, rows, names, threads);
    if (!test) return test.status();
    for (size_t k = 0; k < names.size(); ++k) {
      const ir::Tensor& r = (*ref)[k];
      const ir::Tensor& q = (*test)[k];
      if (r.dtype() != ir::DType::kF32 || q.dtype() != ir::DType::kF32 || r.shape() != q.shape())
        return error(quantized.graph, fmt::format("layer output '{}' differs in type or shape between the graphs", names[k]));
      for (std::int64_t i = 0; i < r.size(); ++i) {
        const double a = r.data<float>()[i], d = a - q.data<float>()[i];
        signal[k] += a * a;
        noise[k] += d * d;
      }
    }
  }
  std::vector<LayerSqnr> out;
  for (size_t k = 0; k < names.size(); ++k) {
    const double db = noise[k] > 0.0 ? 10.0 * std::log10(signal[k] / noise[k]) : std::numeric_limits<double>::infinity();
    out.push_back({quantized.layers[k].name, db});
  }
  return out;
}

Expected<std::vector<std::int64_t>> predictions(const ir::Graph& graph, const ir::Tensor& samples, std::int64_t batch_size,
                                                int threads) {
  if (graph.outputs.empty()) return error(graph, "the graph has no output");
  const std::string output = graph.value(graph.outputs[0]).name;
  std::vector<std::int64_t> classes;
  const std::int64_t batch = std::max<std::int64_t>(1, batch_size);
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const std::int64_t end = std::min(samples.dim(0), begin + batch);
    Expected<std::vector<ir::Tensor>> out = runObserving(graph, sliceRows(samples, begin, end), {output}, threads);
    if (!out) return out.status();
    const ir::Tensor& logits = (*out)[0];
    if (logits.dtype() != ir::DType::kF32 || logits.rank() != 2 || logits.dim(0) != end - begin || logits.dim(1) < 1)
      return error(graph, fmt::format("output '{}' is {} {}, expected f32 [N, classes] for top-1", output,
                                      ir::name(logits.dtype()), ir::formatShape(logits.shape())));
    for (std::int64_t n = 0; n < logits.dim(0); ++n) {
      const float* row = logits.data<float>() + n * logits.dim(1);
      classes.push_back(std::max_element(row, row + logits.dim(1)) - row);
    }
  }
  return classes;
}

}  // namespace tessera::quant
