// Model preparation for a sweep (see models.h).
#include "sweeps/engine/models.h"

#include <fmt/format.h>

#include <charconv>
#include <chrono>
#include <future>

#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "compiler/sparsity/prune.h"
#include "sweeps/engine/model_layers.h"

namespace tessera::sweep {
namespace {

constexpr std::int64_t kEvalBatch = 50;

/// Computes each key's value once; other threads asking meanwhile wait for it.
template <class Key, class Value>
class OnceMap {
 public:
  template <class Compute>
  Value get(const Key& key, Compute&& compute) {
    std::shared_future<Value> future;
    std::optional<std::promise<Value>> promise;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = entries_.find(key);
      if (it == entries_.end()) {
        promise.emplace();
        future = promise->get_future().share();
        entries_.emplace(key, future);
      } else {
        future = it->second;
      }
    }
    if (promise) {
      try {
        promise->set_value(compute());
      } catch (...) {
        promise->set_exception(std::current_exception());
      }
    }
    return future.get();
  }

 private:
  std::mutex mutex_;
  std::map<Key, std::shared_future<Value>> entries_;
};

Status error(const std::string& file, const std::string& message) { return Status::error(fileError(file, message)); }

Expected<sparsity::PruneOptions> pruneOptions(const std::string& prune) {
  if (prune.find(':') != std::string::npos) return sparsity::parseNofM(prune);
  sparsity::PruneOptions options;
  options.mode = sparsity::PruneMode::kUnstructured;
  auto [ptr, ec] = std::from_chars(prune.data(), prune.data() + prune.size(), options.density);
  if (ec != std::errc() || ptr != prune.data() + prune.size())
    return error("compiler.prune", fmt::format("expected none, N:M or a density, got '{}'", prune));
  if (Status s = sparsity::validate(options); !s.ok()) return s;
  return options;
}

double measuredDensity(const backend::KernelGraph& graph) {
  std::int64_t elements = 0, nonzeros = 0;
  for (const backend::Kernel& kernel : graph.kernels) {
    elements += kernel.sparsity.elements;
    nonzeros += kernel.sparsity.nonzeros;
  }
  return elements > 0 ? static_cast<double>(nonzeros) / static_cast<double>(elements) : 1.0;
}

}  // namespace

struct ModelLibrary::EvalData {
  ir::Tensor samples;
  std::vector<std::int64_t> labels;            ///< empty without labels
  std::vector<std::int64_t> fp32_predictions;  ///< of the unpruned optimised graph
  std::optional<double> fp32_accuracy;
};

using KernelsResult = Expected<std::shared_ptr<const PreparedKernels>>;
using EvalResult = Expected<std::shared_ptr<const ModelLibrary::EvalData>>;
using CalibrationResult = Expected<std::shared_ptr<const quant::Calibration>>;

/// The graph inputs with an open dimension besides the first (lowering takes
/// an open batch as 1), each as "'x' [N,3,H,W]".
std::vector<std::string> openInputs(const ir::Graph& graph) {
  std::vector<std::string> open;
  for (ir::ValueId id : graph.inputs) {
    const ir::TensorType& type = graph.value(id).type;
    bool unknown = !type.rank_known;
    std::vector<std::string> dims;
    for (std::size_t d = 0; d < type.shape.size(); ++d) {
      const bool named = d < type.dim_params.size() && !type.dim_params[d].empty();
      unknown = unknown || (d > 0 && type.shape[d] < 0);
      dims.push_back(type.shape[d] >= 0 ? std::to_string(type.shape[d]) : named ? type.dim_params[d] : "?");
    }
    if (unknown)
      open.push_back(fmt::format("'{}' [{}]", graph.value(id).name, type.rank_known ? fmt::format("{}", fmt::join(dims, ",")) : "rank unknown"));
  }
  return open;
}

/// "a=int4,b=int8": the cache key of a per-layer precision assignment.
std::string layersKey(const std::vector<std::pair<std::string, std::string>>& layers) {
  std::string key;
  for (const auto& [name, precision] : layers) key += name + "=" + precision + ",";
  return key;
}

struct ModelLibrary::Caches {
  OnceMap<std::pair<int, std::string>, KernelsResult> kernels;
  OnceMap<int, EvalResult> eval;
  OnceMap<std::pair<int, std::string>, CalibrationResult> calibration;
  OnceMap<std::tuple<int, std::string, std::string, std::string, std::string>, Expected<AccuracyResult>> accuracy;
  // ONNX import forks a child for libonnx's checker; no other thread may be
  // inside protobuf or libonnx then (a lock held at the fork would stay held
  // in the child), so imports and .pb reads take turns. They are a small
  // part of preparation; passes, lowering and the executor run in parallel.
  std::mutex onnx_mutex;
  std::mutex time_mutex;
  double seconds = 0;
  void addTime(std::chrono::steady_clock::time_point start) {
    std::lock_guard<std::mutex> lock(time_mutex);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

ModelLibrary::ModelLibrary(const SweepSpec& spec) : spec_(spec), caches_(std::make_unique<Caches>()) {}
ModelLibrary::~ModelLibrary() = default;

double ModelLibrary::preparationSeconds() const {
  std::lock_guard<std::mutex> lock(caches_->time_mutex);
  return caches_->seconds;
}

Expected<std::shared_ptr<const PreparedKernels>> ModelLibrary::kernels(int model, const std::string& prune) {
  return caches_->kernels.get({model, prune}, [&]() -> KernelsResult {
    const auto start = std::chrono::steady_clock::now();
    const SweepModel& m = spec_.models[static_cast<std::size_t>(model)];
    auto prepared = std::make_shared<PreparedKernels>();
    if (m.topology_csv) {
      if (prune != "none")
        return error(m.file.string(),
                     fmt::format("compiler.prune {}: a SCALE-Sim topology has no weights to prune", prune));
      Expected<backend::KernelGraph> graph = backend::readScaleSimTopology(m.file);
      if (!graph) return graph.status();
      prepared->kernels = std::move(graph).value();
    } else {
      // Lowering reads the graph with its inputs bound (SweepModel::input_shapes);
      // the eval set runs the model as written, its batch dimension open.
      auto variant = [&](const std::map<std::string, std::vector<std::int64_t>>& shapes) -> Expected<ir::Graph> {
        Expected<ir::Graph> graph = optimisedModel(m, shapes, &caches_->onnx_mutex);
        if (!graph || prune == "none") return graph;
        Expected<sparsity::PruneOptions> prune_options = pruneOptions(prune);
        if (!prune_options) return prune_options.status();
        Expected<sparsity::PruneResult> pruned = sparsity::pruneGraph(*graph, *prune_options);
        if (!pruned) return pruned.status();
        return std::move(pruned).value().graph;
      };
      Expected<ir::Graph> optimised = variant(m.input_shapes);
      if (!optimised) return optimised.status();
      Expected<backend::KernelGraph> lowered = backend::lowerGraph(*optimised);
      if (!lowered) {
        const std::vector<std::string> open = m.input_shapes.empty() ? openInputs(*optimised) : std::vector<std::string>{};
        if (open.empty()) return lowered.status();
        return error(m.file.string(),
                     fmt::format("{} (the model leaves {} open: bind {} in the sweep file with input_shapes, e.g. "
                                 "input_shapes: {{name: [1, 3, 224, 224]}})",
                                 lowered.status().diagnostics().front().message, fmt::join(open, ", "),
                                 open.size() == 1 ? "it" : "them"));
      }
      prepared->kernels = std::move(lowered).value();
      if (prepared->kernels.source.empty()) prepared->kernels.source = m.file.string();
      if (m.eval) {
        if (!m.input_shapes.empty()) optimised = variant({});
        if (!optimised) return optimised.status();
        prepared->graph = std::make_shared<const ir::Graph>(std::move(optimised).value());
      }
    }
    prepared->weight_density = measuredDensity(prepared->kernels);
    caches_->addTime(start);
    return std::shared_ptr<const PreparedKernels>(std::move(prepared));
  });
}

Expected<std::shared_ptr<const ModelLibrary::EvalData>> ModelLibrary::evalData(int model) {
  return caches_->eval.get(model, [&]() -> EvalResult {
    KernelsResult base = kernels(model, "none");
    if (!base) return base.status();
    const auto start = std::chrono::steady_clock::now();
    const SweepModel& m = spec_.models[static_cast<std::size_t>(model)];
    const ir::Graph& graph = *(*base)->graph;
    auto data = std::make_shared<EvalData>();
    std::unique_lock<std::mutex> onnx_lock(caches_->onnx_mutex);
    Expected<ir::Tensor> samples = quant::loadSamples(graph, {m.eval->inputs});
    onnx_lock.unlock();
    if (!samples) return samples.status();
    data->samples = std::move(samples).value();
    Expected<std::vector<std::int64_t>> predicted = quant::predictions(graph, data->samples, kEvalBatch);
    if (!predicted) return predicted.status();
    data->fp32_predictions = std::move(predicted).value();
    if (m.eval->labels) {
      onnx_lock.lock();
      Expected<std::vector<std::int64_t>> labels =
          quant::readLabels(*m.eval->labels, static_cast<std::int64_t>(data->fp32_predictions.size()));
      onnx_lock.unlock();
      if (!labels) return labels.status();
      data->labels = std::move(labels).value();
      data->fp32_accuracy = quant::scorePredictions(data->fp32_predictions, data->fp32_predictions, data->labels).accuracy;
    }
    caches_->addTime(start);
    return std::shared_ptr<const EvalData>(std::move(data));
  });
}

Expected<std::shared_ptr<const quant::Calibration>> ModelLibrary::calibration(int model, const std::string& prune) {
  return caches_->calibration.get({model, prune}, [&]() -> CalibrationResult {
    EvalResult data = evalData(model);
    if (!data) return data.status();
    KernelsResult variant = kernels(model, prune);
    if (!variant) return variant.status();
    const auto start = std::chrono::steady_clock::now();
    const SweepModel& m = spec_.models[static_cast<std::size_t>(model)];
    const std::int64_t count = std::min(m.eval->calibration_samples, (*data)->samples.dim(0));
    Expected<quant::Calibration> c =
        quant::calibrate(*(*variant)->graph, quant::sliceRows((*data)->samples, 0, count), {kEvalBatch, 2048, 1});
    if (!c) return c.status();
    caches_->addTime(start);
    return std::make_shared<const quant::Calibration>(std::move(c).value());
  });
}

Expected<AccuracyResult> ModelLibrary::accuracy(int model, const std::string& prune, const std::string& quant,
                                                const std::optional<std::string>& method,
                                                const std::vector<std::pair<std::string, std::string>>& layers) {
  const std::tuple<int, std::string, std::string, std::string, std::string> key{model, prune, quant,
                                                                                method.value_or(""), layersKey(layers)};
  return caches_->accuracy.get(key, [&]() -> Expected<AccuracyResult> {
    EvalResult data = evalData(model);
    if (!data) return data.status();
    const EvalData& eval = **data;
    if (prune == "none" && quant == "fp32" && layers.empty()) return AccuracyResult{eval.fp32_accuracy, 1.0};
    KernelsResult variant = kernels(model, prune);
    if (!variant) return variant.status();
    const auto start = std::chrono::steady_clock::now();
    const SweepModel& m = spec_.models[static_cast<std::size_t>(model)];
    const ir::Graph& pruned = *(*variant)->graph;
    Expected<quant::Precision> precision = quant::parsePrecision(quant);
    if (!precision)
      return error(m.file.string(), quant.starts_with("w")
                                        ? fmt::format("no quantizer for {} (weights and activations at different "
                                                      "widths); accuracy not measured",
                                                      quant)
                                        : precision.status().diagnostics().front().message);
    quant::LayerPrecision layer_precision;
    for (const auto& [name, text] : layers) {
      Expected<quant::Precision> p = quant::parsePrecision(text);
      if (!p) return p.status();
      layer_precision[name] = *p;
    }
    std::vector<std::int64_t> predicted;
    if (*precision == quant::Precision::kFp32 && layer_precision.empty()) {
      Expected<std::vector<std::int64_t>> p = quant::predictions(pruned, eval.samples, kEvalBatch);
      if (!p) return p.status();
      predicted = std::move(p).value();
    } else {
      quant::QuantizeOptions options;
      options.precision = *precision;
      options.layers = layer_precision;
      if (method) {
        Expected<quant::CalibMethod> parsed = quant::parseMethod(*method);
        if (!parsed) return parsed.status();
        options.method = *parsed;
      }
      std::shared_ptr<const quant::Calibration> calibrated = std::make_shared<const quant::Calibration>();
      if (quant::needsCalibration(options)) {
        CalibrationResult c = calibration(model, prune);  // one per (model, pruning): it does not depend on precision
        if (!c) return c.status();
        calibrated = *c;
      }
      Expected<quant::QuantizeResult> quantized = quant::quantizeGraph(pruned, *calibrated, options);
      if (!quantized) return quantized.status();
      Expected<std::vector<std::int64_t>> p = quant::predictions(quantized->graph, eval.samples, kEvalBatch);
      if (!p) return p.status();
      predicted = std::move(p).value();
    }
    if (predicted.size() != eval.fp32_predictions.size())
      return error(m.file.string(), "the variant's predictions differ in count from the fp32 model's");
    const quant::PredictionScore score = quant::scorePredictions(eval.fp32_predictions, predicted, eval.labels);
    AccuracyResult result;
    result.agreement_with_fp32 = score.agreement_with_reference;
    result.accuracy = score.accuracy;
    caches_->addTime(start);
    return result;
  });
}

}  // namespace tessera::sweep
