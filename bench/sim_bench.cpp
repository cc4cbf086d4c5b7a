// sim_bench: speed of the SystemC model (hw/sim/tlm), with data and timing only.
//
//   sim_bench DIR --input NAME=FILE.pb... [--repeat N]   a compiled folder, with data
//   sim_bench --timing MODEL.onnx CONFIG.yaml [--repeat N] a model's Program, timing only
//
// With data: the compiled model runs whole N times (default 3) through the
// runtime with the functional executor (`tessera run`) and with the timed
// executor (`tessera sim`); timing only: the Program compile() builds runs on
// the model without effects (`tessera compile --sim`). Prints one JSON line:
// the fastest run's seconds, simulated cycles, instructions, instructions and
// simulated cycles per wall second, and the process's peak RSS.
#include <fmt/format.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "compiler/compile.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/runtime/runtime.h"
#include "compiler/runtime/timed_executor.h"
#include "hw/sim/tlm/timed_core.h"
#include "hw/spec/loader.h"
#include "hw/support/diagnostic.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace tessera;

double seconds(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

int fail(const Status& status) {
  std::fputs(render(status.diagnostics()).c_str(), stderr);
  return 1;
}

long peakRssKb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int timingOnly(const std::string& model, const std::string& config, int repeat) {
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  if (!spec) return fail(spec.status());
  Expected<compiler::Compiled> compiled = compiler::compile(model, *spec);
  if (!compiled) return fail(compiled.status());
  const std::vector<isa::Instruction> instructions = compiled->program->decoded();
  sim::FunctionalCore core(*spec, std::max<std::int64_t>(compiled->program->memory.total_bytes, 1));
  sim::tlm::TimedRun run;
  run.instructions = &instructions;
  run.apply_effects = false;
  double best = 1e30;
  std::int64_t cycles = 0;
  for (int r = 0; r < repeat; ++r) {
    const auto start = Clock::now();
    Expected<sim::tlm::TimedStats> stats = sim::tlm::runTimed(*spec, run, core);
    const auto end = Clock::now();
    if (!stats) return fail(stats.status());
    cycles = stats->cycles;
    best = std::min(best, seconds(start, end));
  }
  std::printf("%s\n", fmt::format("{{\"model\": \"{}\", \"config\": \"{}\", \"mode\": \"timing only\", \"sim_s\": {:.3f}, "
                                  "\"cycles\": {}, \"instructions\": {}, \"instructions_per_s\": {:.0f}, "
                                  "\"cycles_per_s\": {:.0f}, \"peak_rss_kb\": {}}}",
                                  model, config, best, cycles, instructions.size(),
                                  static_cast<double>(instructions.size()) / best, static_cast<double>(cycles) / best,
                                  peakRssKb())
                          .c_str());
  return 0;
}

int withData(const std::string& dir, const std::vector<std::string>& input_args, int repeat) {
  Expected<runtime::CompiledModel> model = runtime::CompiledModel::load(dir);
  if (!model) return fail(model.status());
  std::map<std::string, ir::Tensor> inputs;
  for (const std::string& arg : input_args) {
    const size_t eq = arg.find('=');
    if (eq == std::string::npos) return fail(Status::error(fileError("", "--input " + arg + ": expected NAME=FILE.pb")));
    Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(arg.substr(eq + 1));
    if (!t) return fail(t.status());
    inputs[arg.substr(0, eq)] = t->tensor;
  }
  double run_best = 1e30, sim_best = 1e30;
  std::int64_t cycles = 0, instructions = 0;
  for (int r = 0; r < repeat; ++r) {
    auto start = Clock::now();
    Expected<std::vector<ir::Tensor>> functional = model->run(inputs);
    if (!functional) return fail(functional.status());
    run_best = std::min(run_best, seconds(start, Clock::now()));
    runtime::TimedExecutor timed;
    start = Clock::now();
    Expected<std::vector<ir::Tensor>> simulated = model->run(inputs, nullptr, &timed);
    if (!simulated) return fail(simulated.status());
    sim_best = std::min(sim_best, seconds(start, Clock::now()));
    cycles = timed.report().cycles;
    instructions = timed.report().instructions;
  }
  std::printf("%s\n", fmt::format("{{\"dir\": \"{}\", \"mode\": \"with data\", \"run_s\": {:.3f}, \"sim_s\": {:.3f}, "
                                  "\"cycles\": {}, \"instructions\": {}, \"instructions_per_s\": {:.0f}, "
                                  "\"cycles_per_s\": {:.0f}, \"peak_rss_kb\": {}}}",
                                  dir, run_best, sim_best, cycles, instructions,
                                  static_cast<double>(instructions) / sim_best, static_cast<double>(cycles) / sim_best,
                                  peakRssKb())
                          .c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> positional, inputs;
  int repeat = 3;
  bool timing = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--repeat" && i + 1 < argc) repeat = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--input" && i + 1 < argc) inputs.push_back(argv[++i]);
    else if (arg == "--timing") timing = true;
    else positional.push_back(arg);
  }
  if (timing && positional.size() == 2) return timingOnly(positional[0], positional[1], repeat);
  if (!timing && positional.size() == 1) return withData(positional[0], inputs, repeat);
  std::fputs("usage: sim_bench DIR --input NAME=FILE.pb... [--repeat N] | sim_bench --timing MODEL CONFIG [--repeat N]\n",
             stderr);
  return 2;
}
