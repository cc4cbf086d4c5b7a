// `tessera exec`: run a model on the reference executor, write outputs as .pb.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "compiler/exec/backend_test.h"
#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct ExecOptions {
  std::string model;
  std::vector<std::string> inputs;  // NAME=FILE.pb
  std::string data_set;             // test_data_set_N folder
  std::string out_dir;
  std::string pipeline;             // passes run before executing (e.g. lower-to-integer)
  int threads = 1;
  bool ordered_float_sums = false;
};

int run(const ExecOptions& options) {
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(options.model);
  if (!graph) return fail(graph.status());
  if (!options.pipeline.empty()) {
    passes::PassContext context;
    if (Status s = passes::runPipeline(graph.value(), options.pipeline, context); !s.ok()) return fail(s);
  }
  std::map<std::string, ir::Tensor> inputs;
  if (!options.data_set.empty()) {
    for (size_t i = 0; i < graph->inputs.size(); ++i) {
      std::filesystem::path file = std::filesystem::path(options.data_set) / fmt::format("input_{}.pb", i);
      Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(file);
      if (!t) return fail(t.status());
      inputs[graph->value(graph->inputs[i]).name] = t->tensor;
    }
  }
  for (const std::string& spec : options.inputs) {
    size_t eq = spec.find('=');
    if (eq == std::string::npos) {
      std::cerr << fmt::format("error: --input {}: expected NAME=FILE.pb\n", spec);
      return 1;
    }
    Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(spec.substr(eq + 1));
    if (!t) return fail(t.status());
    inputs[spec.substr(0, eq)] = t->tensor;
  }
  exec::ExecOptions exec_options;
  exec_options.threads = options.threads;
  exec_options.ordered_float_sums = options.ordered_float_sums;
  Expected<std::vector<ir::Tensor>> outputs = exec::execute(*graph, inputs, exec_options);
  if (!outputs) return fail(outputs.status());
  std::error_code ec;
  std::filesystem::create_directories(options.out_dir, ec);
  for (size_t k = 0; k < outputs->size(); ++k) {
    const std::string& name = graph->value(graph->outputs[k]).name;
    std::filesystem::path file = std::filesystem::path(options.out_dir) / fmt::format("output_{}.pb", k);
    if (Status s = onnx_io::writeTensorFile(file, (*outputs)[k], name); !s.ok()) return fail(s);
    std::cout << fmt::format("{}: {} {}{}\n", file.string(), name, ir::name((*outputs)[k].dtype()),
                             ir::formatShape((*outputs)[k].shape()));
  }
  return 0;
}

struct ConformanceOptions {
  std::vector<std::string> suites = {"node", "pytorch-converted", "pytorch-operator", "simple"};
  std::string out;
};

int runConformance(const ConformanceOptions& options) {
  std::vector<exec::CaseResult> results;
  int pass = 0, fail_count = 0, unsupported = 0, invalid = 0;
  for (const std::string& suite : options.suites)
    for (const auto& dir : exec::listBackendCases(suite)) {
      results.push_back(exec::runBackendCase(dir, suite));
      const exec::CaseResult& r = results.back();
      if (r.outcome == exec::CaseOutcome::kPass) ++pass;
      else if (r.outcome == exec::CaseOutcome::kFail) ++fail_count, std::cerr << fmt::format("FAIL {}/{}: {}\n", suite, r.name, r.detail);
      else if (r.outcome == exec::CaseOutcome::kInvalid) ++invalid;
      else ++unsupported;
    }
  std::string table = exec::conformanceTable(results);
  if (options.out.empty()) std::cout << table;
  else {
    std::ofstream(options.out) << table;
  }
  std::cerr << fmt::format("{} passed, {} failed, {} unsupported, {} invalid\n", pass, fail_count, unsupported, invalid);
  return fail_count == 0 ? 0 : 1;
}

}  // namespace

void registerExec(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ExecOptions>();
  CLI::App* cmd = app.add_subcommand("exec", "Run an ONNX model on the reference executor; write outputs as .pb files");
  cmd->add_option("model", options->model, "ONNX model file")->required();
  cmd->add_option("--input", options->inputs, "NAME=FILE.pb (ONNX TensorProto), repeatable");
  cmd->add_option("--data-set", options->data_set, "An ONNX test_data_set_N folder: input_K.pb in graph-input order");
  cmd->add_option("--out", options->out_dir, "Folder for output_K.pb files")->required();
  cmd->add_option("--threads", options->threads, "Threads for BLAS and kernels")->check(CLI::Range(1, 256));
  cmd->add_flag("--ordered-float-sums", options->ordered_float_sums,
                "fp32 Conv/Gemm/MatMul sum products one by one (fused multiply-add) in the order a MAC array does "
                "(k; a conv's taps, channels innermost): the reference a float Program equals bit for bit");
  cmd->add_option("--pipeline", options->pipeline,
                  "passes to run first, e.g. the pipeline a Program was compiled with (runtime.json model.pipeline)");
  cmd->callback([options, &exit_code] { exit_code = run(*options); });

  auto conformance = std::make_shared<ConformanceOptions>();
  CLI::App* conf = app.add_subcommand("conformance", "Run the ONNX backend test suite (libonnx-testdata) and tabulate");
  conf->add_option("--suite", conformance->suites, "Suites to run (default: node pytorch-converted pytorch-operator simple)");
  conf->add_option("--out", conformance->out, "Write the markdown table here instead of stdout");
  conf->callback([conformance, &exit_code] { exit_code = runConformance(*conformance); });
}

}  // namespace tessera::cli
