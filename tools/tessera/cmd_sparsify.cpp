// `tessera sparsify`: magnitude pruning (density or N:M), activation sparsity, top-1, export.
#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/quantize.h"
#include "compiler/sparsity/activation_sparsity.h"
#include "compiler/sparsity/prune.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

using Json = nlohmann::ordered_json;

struct SparsifyCliOptions {
  std::string model;
  double density = 0.0;
  std::string n_of_m;
  bool has_density = false;
  std::string calib;
  std::int64_t calib_count = 0;
  std::int64_t calib_random = 0;  ///< N(0,1) samples from --seed instead of --calib (models without data)
  std::uint64_t seed = 0;
  std::string eval_input, eval_labels;
  std::string out, report;
  std::int64_t batch = 50;
  int threads = 1;
};

/// Top-1 of the pruned and fp32 graphs against the labels, and their agreement.
Status evaluate(const ir::Graph& fp32, const ir::Graph& pruned, const SparsifyCliOptions& o, Json& report) {
  Expected<ir::Tensor> input = quant::loadSamples(fp32, {o.eval_input});
  if (!input) return input.status();
  Expected<std::vector<std::int64_t>> ref = quant::predictions(fp32, *input, o.batch, o.threads);
  if (!ref) return ref.status();
  Expected<std::vector<std::int64_t>> test = quant::predictions(pruned, *input, o.batch, o.threads);
  if (!test) return test.status();
  std::vector<std::int64_t> labels;
  if (!o.eval_labels.empty()) {
    Expected<std::vector<std::int64_t>> read = quant::readLabels(o.eval_labels, static_cast<std::int64_t>(ref->size()));
    if (!read) return read.status();
    labels = std::move(read).value();
  }
  const quant::PredictionScore score = quant::scorePredictions(*ref, *test, labels);
  report["eval_samples"] = ref->size();
  report["agreement_with_fp32"] = score.agreement_with_reference;
  if (score.accuracy) {
    report["accuracy"] = *score.accuracy;
    report["accuracy_fp32"] = *score.reference_accuracy;
  }
  return Status();
}

Expected<sparsity::PruneOptions> parseOptions(const SparsifyCliOptions& o) {
  if (o.has_density == !o.n_of_m.empty()) {
    Diagnostic d;
    d.message = "sparsify: give exactly one of --density D (fraction kept, in (0, 1]) or --n-of-m N:M (e.g. 2:4)";
    return Status::error(d);
  }
  if (!o.n_of_m.empty()) return sparsity::parseNofM(o.n_of_m);
  sparsity::PruneOptions options;
  options.mode = sparsity::PruneMode::kUnstructured;
  options.density = o.density;
  if (Status s = sparsity::validate(options); !s.ok()) return s;
  return options;
}

int run(const SparsifyCliOptions& o) {
  Expected<sparsity::PruneOptions> options = parseOptions(o);
  if (!options) return fail(options.status());
  if (!o.eval_labels.empty() && o.eval_input.empty()) return usage("sparsify", "--eval-labels needs --eval-input");
  if (o.calib_count < 0) return usage("sparsify", fmt::format("--calib-count must be >= 0, got {}", o.calib_count));
  if (o.batch < 1) return usage("sparsify", fmt::format("--batch must be >= 1, got {}", o.batch));
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(o.model);
  if (!graph) return fail(graph.status());
  Expected<sparsity::PruneResult> result = sparsity::pruneGraph(*graph, *options);
  if (!result) return fail(result.status());

  // Activation sparsity of the pruned model (what a sparse accelerator sees) and of the original.
  std::vector<sparsity::LayerActivationSparsity> activations, activations_fp32;
  std::int64_t calib_samples = 0;
  if (!o.calib.empty() && o.calib_random > 0) return usage("sparsify", "give --calib or --calib-random, not both");
  if (!o.calib.empty() || o.calib_random > 0) {
    Expected<ir::Tensor> samples = o.calib_random > 0 ? quant::randomSamples(*graph, o.calib_random, o.seed)
                                                      : quant::loadSamples(*graph, {o.calib}, o.calib_count);
    if (!samples) return fail(samples.status());
    calib_samples = samples->dim(0);
    Expected<std::vector<sparsity::LayerActivationSparsity>> a =
        sparsity::measureActivationSparsity(result->graph, *samples, {o.batch, o.threads});
    if (!a) return fail(a.status());
    Expected<std::vector<sparsity::LayerActivationSparsity>> a32 =
        sparsity::measureActivationSparsity(*graph, *samples, {o.batch, o.threads});
    if (!a32) return fail(a32.status());
    activations = std::move(a).value();
    activations_fp32 = std::move(a32).value();
  }
  const auto zeroFraction = [](const std::vector<sparsity::LayerActivationSparsity>& all, const std::string& name) {
    for (const auto& a : all)
      if (a.name == name) return Json(a.zero_fraction);
    return Json(nullptr);
  };

  Json report;
  report["model"] = o.model;
  const bool n_of_m = options->mode == sparsity::PruneMode::kNofM;
  report["mode"] = n_of_m ? "n-of-m" : "density";
  if (n_of_m) {
    report["n"] = options->n;
    report["m"] = options->m;
  } else {
    report["density"] = options->density;
  }
  report["pipeline"] = result->graph.pipeline;
  report["fine_tuned"] = false;
  report["calibration_samples"] = calib_samples > 0 ? Json(calib_samples) : Json(nullptr);
  report["calibration_inputs"] = o.calib_random > 0 ? Json(fmt::format("random N(0,1), seed {}", o.seed))
                                                    : (o.calib.empty() ? Json(nullptr) : Json(o.calib));
  report["per_layer"] = Json::array();
  std::int64_t weights = 0, nonzeros = 0;
  for (const sparsity::LayerPruneStats& layer : result->layers) {
    Json entry;
    entry["name"] = layer.name;
    entry["op_type"] = layer.op_type;
    entry["weight"] = layer.weight;
    entry["reduction_axis"] = layer.reduction_axis;
    entry["weights"] = layer.weights;
    entry["nonzeros"] = layer.nonzeros;
    entry["density"] = layer.density;
    entry["satisfies_n_of_m"] = n_of_m ? Json(layer.satisfies_n_of_m) : Json(nullptr);
    entry["activation_zero_fraction"] = zeroFraction(activations, layer.name);
    entry["activation_zero_fraction_fp32"] = zeroFraction(activations_fp32, layer.name);
    report["per_layer"].push_back(entry);
    weights += layer.weights;
    nonzeros += layer.nonzeros;
  }
  report["total_weights"] = weights;
  report["total_nonzeros"] = nonzeros;
  // Zeros among all activation elements entering the layers (element-weighted over layers).
  const auto overall = [&](const std::vector<sparsity::LayerActivationSparsity>& all) {
    std::int64_t zeros = 0, elements = 0;
    for (const auto& a : all) zeros += a.zeros, elements += a.elements;
    return elements > 0 ? Json(static_cast<double>(zeros) / static_cast<double>(elements)) : Json(nullptr);
  };
  report["activation_zero_fraction_overall"] = overall(activations);
  report["activation_zero_fraction_overall_fp32"] = overall(activations_fp32);
  report["accuracy"] = nullptr;
  report["accuracy_fp32"] = nullptr;
  report["agreement_with_fp32"] = nullptr;
  if (!o.eval_input.empty())
    if (Status s = evaluate(*graph, result->graph, o, report); !s.ok()) return fail(s);

  for (const Json& layer : report["per_layer"]) {
    std::string zeros = layer["activation_zero_fraction"].is_null()
                            ? "-"
                            : fmt::format("{:.1f} %", 100.0 * layer["activation_zero_fraction"].get<double>());
    std::cout << fmt::format("{:<24} {:>8} weights, {:>8} nonzero ({:5.1f} %), input zeros {}\n",
                             layer["name"].get<std::string>(), layer["weights"].get<std::int64_t>(),
                             layer["nonzeros"].get<std::int64_t>(), 100.0 * layer["density"].get<double>(), zeros);
  }
  if (!report["accuracy"].is_null())
    std::cout << fmt::format("top-1 {:.1f} % (fp32 {:.1f} %), agreement with fp32 {:.1f} % (no fine-tuning)\n",
                             100.0 * report["accuracy"].get<double>(), 100.0 * report["accuracy_fp32"].get<double>(),
                             100.0 * report["agreement_with_fp32"].get<double>());
  if (!o.report.empty()) {
    std::ofstream file(o.report);
    if (!(file << report.dump(1) << "\n")) return usage("sparsify", fmt::format("{}: cannot write the report", o.report));
  }
  if (!o.out.empty())
    if (Status s = onnx_io::exportOnnxFile(result->graph, o.out); !s.ok()) return fail(s);
  return 0;
}

}  // namespace

void registerSparsify(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SparsifyCliOptions>();
  CLI::App* cmd = app.add_subcommand("sparsify", "Magnitude pruning (unstructured density or N:M), activation sparsity, top-1");
  cmd->add_option("model", o->model, "ONNX model file")->required();
  cmd->add_option_function<double>(
      "--density", [o](double d) { o->density = d, o->has_density = true; },
      "Unstructured: fraction of each weight tensor kept, in (0, 1]");
  cmd->add_option("--n-of-m", o->n_of_m, "N:M structured along the reduction axis, e.g. 2:4 (M in 2, 4, 8, 16; N < M)");
  cmd->add_option("--calib", o->calib, "Inputs .pb (dim 0 = batch) to measure activation sparsity on");
  cmd->add_option("--calib-count", o->calib_count, "Use only the first N of --calib (0 = all)");
  cmd->add_option("--calib-random", o->calib_random,
                  "Measure activation sparsity on N pseudo-random N(0,1) samples from --seed");
  cmd->add_option("--seed", o->seed, "Seed of --calib-random")->capture_default_str();
  cmd->add_option("--eval-input", o->eval_input, "Evaluation inputs .pb (dim 0 = batch)");
  cmd->add_option("--eval-labels", o->eval_labels, "Evaluation labels .pb (1-D integers)");
  cmd->add_option("--batch", o->batch, "Samples per executor run")->capture_default_str();
  cmd->add_option("--threads", o->threads, "Executor threads")->capture_default_str();
  cmd->add_option("--out", o->out, "Write the pruned model (.onnx)");
  cmd->add_option("--report", o->report, "Write the JSON report");
  cmd->callback([o, &exit_code] { exit_code = run(*o); });
}

}  // namespace tessera::cli
