// `tessera quantize`: calibrate, quantize (QDQ / emulation), measure SQNR and top-1, export.
#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>

#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/quantize.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct QuantizeCliOptions {
  std::string model;
  std::string precision = "int8";
  std::string layer_precision;       ///< "conv1=int8,fc2=fp16"
  std::string layer_precision_file;  ///< JSON {"conv1": "int8"}
  std::string method = "percentile";
  double percentile = 99.99;
  std::vector<std::string> calib;
  std::int64_t calib_count = 0;
  std::int64_t calib_random = 0;  ///< N(0,1) calibration samples from --seed (models without data)
  std::int64_t eval_random = 0;   ///< N(0,1) evaluation samples from --seed + 1
  std::uint64_t seed = 0;
  bool per_channel = false;
  bool asymmetric = false;
  std::string eval_input, eval_labels;
  std::string out, report;
  std::int64_t batch = 50;
  int threads = 1;
};

/// The report's output SQNR; +inf where it is null (identical outputs).
double outputSqnr(const nlohmann::ordered_json& report) {
  return report["output_sqnr_db"].is_null() ? std::numeric_limits<double>::infinity()
                                            : report["output_sqnr_db"].get<double>();
}

/// Top-1 against labels and agreement with the fp32 predictions (one per
/// sample, or per position for [N, ..., classes] outputs).
Status evaluate(const ir::Graph& fp32, const ir::Graph& quantized, const QuantizeCliOptions& o, nlohmann::ordered_json& report) {
  Expected<ir::Tensor> input = o.eval_random > 0 ? quant::randomSamples(fp32, o.eval_random, o.seed + 1)
                                                 : quant::loadSamples(fp32, {o.eval_input});
  if (!input) return input.status();
  report["eval_inputs"] = o.eval_random > 0 ? fmt::format("random N(0,1), seed {}", o.seed + 1) : o.eval_input;
  Expected<quant::OutputComparison> compared = quant::compareOutputs(fp32, quantized, *input, o.batch, o.threads);
  if (!compared) return compared.status();
  report["eval_samples"] = input->dim(0);
  report["eval_predictions"] = compared->reference.size();
  report["fp32_distinct_predictions"] = compared->reference_classes;
  report["output_sqnr_db"] =
      std::isfinite(compared->sqnr_db) ? nlohmann::ordered_json(compared->sqnr_db) : nlohmann::ordered_json(nullptr);
  std::vector<std::int64_t> labels;
  if (!o.eval_labels.empty()) {
    Expected<std::vector<std::int64_t>> read =
        quant::readLabels(o.eval_labels, static_cast<std::int64_t>(compared->reference.size()));
    if (!read) return read.status();
    labels = std::move(read).value();
  }
  const quant::PredictionScore score = quant::scorePredictions(compared->reference, compared->test, labels);
  report["agreement_with_fp32"] = score.agreement_with_reference;
  if (score.accuracy) {
    report["accuracy"] = *score.accuracy;
    report["accuracy_fp32"] = *score.reference_accuracy;
  }
  return Status();
}

int run(const QuantizeCliOptions& o) {
  quant::QuantizeOptions options;
  Expected<quant::Precision> precision = quant::parsePrecision(o.precision);
  if (!precision) return fail(precision.status());
  Expected<quant::CalibMethod> method = quant::parseMethod(o.method);
  if (!method) return fail(method.status());
  options.precision = *precision;
  options.method = *method;
  options.percentile = o.percentile;
  options.symmetric = !o.asymmetric;
  options.per_channel = o.per_channel;
  if (!o.layer_precision.empty() && !o.layer_precision_file.empty())
    return usage("quantize", "give --layer-precision or --layer-precision-file, not both");
  if (!o.layer_precision.empty() || !o.layer_precision_file.empty()) {
    Expected<quant::LayerPrecision> layers = o.layer_precision.empty()
                                                 ? quant::readLayerPrecisionFile(o.layer_precision_file)
                                                 : quant::parseLayerPrecision(o.layer_precision);
    if (!layers) return fail(layers.status());
    options.layers = std::move(layers).value();
  }
  if (!o.eval_labels.empty() && o.eval_input.empty()) return usage("quantize", "--eval-labels needs --eval-input");
  if (o.calib.empty() == (o.calib_random <= 0))
    return usage("quantize", "give calibration data: exactly one of --calib FILE... or --calib-random N");
  if (!o.eval_input.empty() && o.eval_random > 0) return usage("quantize", "give --eval-input or --eval-random, not both");
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(o.model);
  if (!graph) return fail(graph.status());
  std::vector<std::filesystem::path> files(o.calib.begin(), o.calib.end());
  Expected<ir::Tensor> samples = o.calib_random > 0 ? quant::randomSamples(*graph, o.calib_random, o.seed)
                                                    : quant::loadSamples(*graph, files, o.calib_count);
  if (!samples) return fail(samples.status());
  quant::Calibration calibration;
  if (quant::needsCalibration(options)) {
    Expected<quant::Calibration> c = quant::calibrate(*graph, *samples, {o.batch, 2048, o.threads});
    if (!c) return fail(c.status());
    calibration = std::move(c).value();
  }
  Expected<quant::QuantizeResult> result = quant::quantizeGraph(*graph, calibration, options);
  if (!result) return fail(result.status());
  Expected<std::vector<quant::LayerSqnr>> sqnr = quant::layerSqnr(*graph, *result, *samples, o.batch, o.threads);
  if (!sqnr) return fail(sqnr.status());

  nlohmann::ordered_json report;
  report["model"] = o.model;
  report["precision"] = quant::precisionName(*precision);
  report["method"] = quant::methodName(*method);
  report["options"] = quant::describe(options);
  report["pipeline"] = result->graph.pipeline;
  report["calibration_samples"] = samples->dim(0);
  report["calibration_inputs"] =
      o.calib_random > 0 ? fmt::format("random N(0,1), seed {}", o.seed) : fmt::format("{}", fmt::join(o.calib, " "));
  report["per_layer"] = nlohmann::ordered_json::array();
  for (size_t k = 0; k < sqnr->size(); ++k) {
    const quant::LayerSqnr& layer = (*sqnr)[k];
    nlohmann::ordered_json entry;
    entry["name"] = layer.name;
    entry["op_type"] = result->layers[k].op_type;
    entry["precision"] = quant::precisionName(result->layers[k].precision);
    entry["sqnr_db"] = std::isfinite(layer.sqnr_db) ? nlohmann::ordered_json(layer.sqnr_db) : nlohmann::ordered_json(nullptr);
    report["per_layer"].push_back(entry);
  }
  report["accuracy"] = nullptr;
  report["agreement_with_fp32"] = nullptr;
  if (!o.eval_input.empty() || o.eval_random > 0)
    if (Status s = evaluate(*graph, result->graph, o, report); !s.ok()) return fail(s);

  for (size_t k = 0; k < sqnr->size(); ++k)
    std::cout << fmt::format("{:<32} {:<5} SQNR {:7.2f} dB\n", (*sqnr)[k].name,
                             quant::precisionName(result->layers[k].precision), (*sqnr)[k].sqnr_db);
  if (!report["accuracy"].is_null())
    std::cout << fmt::format("top-1 {:.1f} % (fp32 {:.1f} %), agreement with fp32 {:.1f} %\n",
                             100.0 * report["accuracy"].get<double>(), 100.0 * report["accuracy_fp32"].get<double>(),
                             100.0 * report["agreement_with_fp32"].get<double>());
  else if (!report["agreement_with_fp32"].is_null())
    std::cout << fmt::format(
        "agreement with fp32 {:.1f} % ({} predictions, {} distinct in fp32), output SQNR {:.2f} dB\n",
        100.0 * report["agreement_with_fp32"].get<double>(), report["eval_predictions"].get<std::int64_t>(),
        report["fp32_distinct_predictions"].get<std::int64_t>(), outputSqnr(report));
  if (!o.report.empty()) {
    std::ofstream file(o.report);
    if (!(file << report.dump(1) << "\n")) {
      std::cerr << fmt::format("error: {}: cannot write the report\n", o.report);
      return 1;
    }
  }
  if (!o.out.empty())
    if (Status s = onnx_io::exportOnnxFile(result->graph, o.out); !s.ok()) return fail(s);
  return 0;
}

}  // namespace

void registerQuantize(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<QuantizeCliOptions>();
  CLI::App* cmd = app.add_subcommand("quantize", "Post-training quantization: calibrate, rewrite (QDQ or emulation), report SQNR and top-1");
  cmd->add_option("model", o->model, "ONNX model file")->required();
  cmd->add_option(
         "--precision", o->precision,
         "int4 (QDQ + Clip in int8) | int8 | int16 (emulated in float) | fp16 | bf16 | fp32 (layers left in float)")
      ->capture_default_str();
  cmd->add_option("--layer-precision", o->layer_precision,
                  "Per-layer precision overriding --precision: NAME=P,NAME2=P2");
  cmd->add_option("--layer-precision-file", o->layer_precision_file,
                  "Per-layer precision as JSON {\"NAME\": \"P\", ...}");
  cmd->add_option("--calib", o->calib, "Calibration TensorProto .pb file(s), dim 0 = batch (concatenated)");
  cmd->add_option("--calib-count", o->calib_count, "Use only the first N calibration samples (0 = all)");
  cmd->add_option("--calib-random", o->calib_random,
                  "Calibrate on N pseudo-random N(0,1) samples from --seed instead of --calib");
  cmd->add_option("--eval-random", o->eval_random,
                  "Measure agreement with fp32 on N pseudo-random N(0,1) samples from --seed + 1");
  cmd->add_option("--seed", o->seed, "Seed of --calib-random (--eval-random uses seed + 1)")->capture_default_str();
  cmd->add_option("--method", o->method, "Activation range: minmax | percentile")->capture_default_str();
  cmd->add_option("--percentile", o->percentile, "Percentile of |x| for --method percentile")->capture_default_str();
  cmd->add_flag("--per-channel", o->per_channel, "Weights per output channel (default per tensor)");
  cmd->add_flag("--asymmetric", o->asymmetric, "Activations uint8 with a zero point (default symmetric int8)");
  cmd->add_option("--eval-input", o->eval_input, "Evaluation inputs .pb (dim 0 = batch)");
  cmd->add_option("--eval-labels", o->eval_labels, "Evaluation labels .pb (1-D integers)");
  cmd->add_option("--batch", o->batch, "Samples per executor run")->capture_default_str();
  cmd->add_option("--threads", o->threads, "Executor threads")->capture_default_str();
  cmd->add_option("--out", o->out, "Write the quantized model (.onnx)");
  cmd->add_option("--report", o->report, "Write the JSON report");
  cmd->callback([o, &exit_code] { exit_code = run(*o); });
}

}  // namespace tessera::cli
