// Quantization error measurements: per-layer SQNR and per-sample predictions.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/quantize.h"
#include "hw/support/diagnostic.h"

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
  const std::int64_t batch = batchFor(fp32, batch_size);
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

namespace {

/// Appends the argmax over the last axis of each row of `logits`.
Status appendArgmax(const ir::Graph& graph, const std::string& output, const ir::Tensor& logits, std::int64_t rows,
                    std::vector<std::int64_t>& classes) {
  if (logits.dtype() != ir::DType::kF32 || logits.rank() < 2 || logits.dim(0) != rows ||
      logits.dim(logits.rank() - 1) < 1)
    return error(graph, fmt::format("output '{}' is {} {}, expected f32 [N, ..., classes] for top-1", output,
                                    ir::name(logits.dtype()), ir::formatShape(logits.shape())));
  const std::int64_t width = logits.dim(logits.rank() - 1);
  for (std::int64_t r = 0; r < logits.size() / width; ++r) {
    const float* row = logits.data<float>() + r * width;
    classes.push_back(std::max_element(row, row + width) - row);
  }
  return Status();
}

}  // namespace

Expected<OutputComparison> compareOutputs(const ir::Graph& reference, const ir::Graph& test, const ir::Tensor& samples,
                                          std::int64_t batch_size, int threads) {
  if (reference.outputs.empty() || test.outputs.empty()) return error(reference, "the graph has no output");
  const std::string output = reference.value(reference.outputs[0]).name;
  const std::string test_output = test.value(test.outputs[0]).name;
  OutputComparison result;
  double signal = 0.0, noise = 0.0;
  const std::int64_t batch = batchFor(reference, batch_size);
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const std::int64_t end = std::min(samples.dim(0), begin + batch);
    const ir::Tensor rows = sliceRows(samples, begin, end);
    Expected<std::vector<ir::Tensor>> ref = runObserving(reference, rows, {output}, threads);
    if (!ref) return ref.status();
    Expected<std::vector<ir::Tensor>> got = runObserving(test, rows, {test_output}, threads);
    if (!got) return got.status();
    const ir::Tensor& r = (*ref)[0];
    const ir::Tensor& q = (*got)[0];
    if (r.shape() != q.shape())
      return error(test, fmt::format("output '{}' differs in shape between the graphs", output));
    if (Status s = appendArgmax(reference, output, r, end - begin, result.reference); !s.ok()) return s;
    if (Status s = appendArgmax(test, test_output, q, end - begin, result.test); !s.ok()) return s;
    for (std::int64_t i = 0; i < r.size(); ++i) {
      const double a = r.data<float>()[i], d = a - q.data<float>()[i];
      signal += a * a;
      noise += d * d;
    }
  }
  result.sqnr_db = noise > 0.0 ? 10.0 * std::log10(signal / noise) : std::numeric_limits<double>::infinity();
  result.reference_classes =
      static_cast<std::int64_t>(std::set<std::int64_t>(result.reference.begin(), result.reference.end()).size());
  return result;
}

Expected<std::vector<std::int64_t>> predictions(const ir::Graph& graph, const ir::Tensor& samples, std::int64_t batch_size,
                                                int threads) {
  if (graph.outputs.empty()) return error(graph, "the graph has no output");
  const std::string output = graph.value(graph.outputs[0]).name;
  std::vector<std::int64_t> classes;
  const std::int64_t batch = batchFor(graph, batch_size);
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const std::int64_t end = std::min(samples.dim(0), begin + batch);
    Expected<std::vector<ir::Tensor>> out = runObserving(graph, sliceRows(samples, begin, end), {output}, threads);
    if (!out) return out.status();
    if (Status s = appendArgmax(graph, output, (*out)[0], end - begin, classes); !s.ok()) return s;
  }
  return classes;
}

PredictionScore scorePredictions(const std::vector<std::int64_t>& reference, const std::vector<std::int64_t>& test,
                                 const std::vector<std::int64_t>& labels) {
  PredictionScore score;
  score.predictions = static_cast<std::int64_t>(test.size());
  if (test.empty()) return score;
  std::int64_t agree = 0, hits = 0, hits_reference = 0;
  for (std::size_t i = 0; i < test.size(); ++i) {
    agree += test[i] == reference[i];
    if (!labels.empty()) {
      hits += test[i] == labels[i];
      hits_reference += reference[i] == labels[i];
    }
  }
  const auto n = static_cast<double>(test.size());
  score.agreement_with_reference = static_cast<double>(agree) / n;
  if (!labels.empty()) {
    score.accuracy = static_cast<double>(hits) / n;
    score.reference_accuracy = static_cast<double>(hits_reference) / n;
  }
  return score;
}

Expected<std::vector<std::int64_t>> readLabels(const std::filesystem::path& file, std::int64_t count) {
  Expected<onnx_io::NamedTensor> read = onnx_io::readTensorFile(file);
  if (!read) return read.status();
  const ir::Tensor& l = read->tensor;
  if (!ir::isInteger(l.dtype()) || l.rank() != 1 || l.dim(0) != count) {
    Diagnostic d;
    d.location.file = file.string();
    d.message = fmt::format("labels must be a 1-D integer tensor of {} elements (one per prediction), got {} {}", count,
                            ir::name(l.dtype()), ir::formatShape(l.shape()));
    return Status::error(d);
  }
  std::vector<std::int64_t> labels(static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) labels[static_cast<std::size_t>(i)] = l.intAt(i);
  return labels;
}

}  // namespace tessera::quant
