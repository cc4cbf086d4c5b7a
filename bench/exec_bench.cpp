// exec_bench: times the reference executor on one model, batch as given.
//
//   exec_bench MODEL.onnx [--input NAME=FILE.pb]... [--iterations N] [--threads T]
//
// Prints one JSON line {"model", "import_ms", "iterations", "mean_ms",
// "median_ms", "min_ms", "threads"}; inputs not given are filled with a
// deterministic pseudo-random pattern of the declared shape.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <numeric>

#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

tessera::ir::Tensor patternInput(const tessera::ir::Value& value) {
  tessera::ir::Shape shape = value.type.shape;
  for (auto& d : shape)
    if (d < 0) d = 1;
  tessera::ir::Tensor t(tessera::ir::DType::kF32, shape);
  std::uint32_t state = 12345;
  for (std::int64_t i = 0; i < t.size(); ++i) {
    state = state * 1664525u + 1013904223u;
    t.data<float>()[i] = static_cast<float>(state >> 8) / 16777216.0f * 2.0f - 1.0f;
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Time the reference executor on one model"};
  std::string model;
  std::vector<std::string> input_specs;
  int iterations = 10;
  int threads = 1;
  app.add_option("model", model, "ONNX model")->required();
  app.add_option("--input", input_specs, "NAME=FILE.pb");
  app.add_option("--iterations", iterations, "Timed runs after one warm-up")->check(CLI::Range(1, 100000));
  app.add_option("--threads", threads, "Executor threads")->check(CLI::Range(1, 256));
  CLI11_PARSE(app, argc, argv);

  auto start = Clock::now();
  tessera::Expected<tessera::ir::Graph> graph = tessera::onnx_io::importOnnxFile(model);
  if (!graph) {
    std::cerr << tessera::render(graph.status().diagnostics());
    return 1;
  }
  double import_ms = msSince(start);
  std::map<std::string, tessera::ir::Tensor> inputs;
  for (const std::string& spec : input_specs) {
    size_t eq = spec.find('=');
    auto t = tessera::onnx_io::readTensorFile(spec.substr(eq == std::string::npos ? 0 : eq + 1));
    if (!t || eq == std::string::npos) {
      std::cerr << "error: --input expects NAME=FILE.pb\n";
      return 1;
    }
    inputs[spec.substr(0, eq)] = t->tensor;
  }
  for (tessera::ir::ValueId id : graph->inputs)
    if (!inputs.count(graph->value(id).name)) inputs[graph->value(id).name] = patternInput(graph->value(id));

  tessera::exec::ExecOptions options;
  options.threads = threads;
  std::vector<double> times;
  for (int i = 0; i <= iterations; ++i) {
    start = Clock::now();
    auto outputs = tessera::exec::execute(*graph, inputs, options);
    double ms = msSince(start);
    if (!outputs) {
      std::cerr << tessera::render(outputs.status().diagnostics());
      return 1;
    }
    if (i > 0) times.push_back(ms);  // the first run warms caches
  }
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  double mean = std::accumulate(times.begin(), times.end(), 0.0) / static_cast<double>(times.size());
  std::cout << fmt::format(
      "{{\"model\": \"{}\", \"import_ms\": {:.1f}, \"iterations\": {}, \"mean_ms\": {:.2f}, \"median_ms\": {:.2f}, "
      "\"min_ms\": {:.2f}, \"threads\": {}}}\n",
      model, import_ms, iterations, mean, sorted[sorted.size() / 2], sorted.front(), threads);
  return 0;
}
