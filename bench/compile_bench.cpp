// compile_bench: wall time of every stage of `tessera compile`, end to end.
//
//   compile_bench [MODEL.onnx] [CONFIG.yaml] [--repeat N] [--no-transfer-planes]
//
// Defaults: models/cache/zoo/resnet50.onnx (scripts/setup.sh) on
// configs/edge_16x16_int8.yaml. Runs the whole compile N times (default 5)
// and prints one JSON line with the fastest run's milliseconds per stage
// (import, passes, lower, estimate incl. mapping search, mappings (cache
// hits), codegen incl. memory plan and scheduling, encode = program.bin
// bytes, assembly = program.s text, memory_map = its JSON), their total,
// and the program's instruction and token counts. Files are built in
// memory, not written, so disk speed does not enter the figure.
// --no-transfer-planes generates 2-D LOAD/STOREs only
// (CodegenOptions::transfer_planes), the stream before 3-D transfers.
// The stages are timed one by one; "entry_point_ms" is the fastest of N
// whole compiles through compiler::compile (what `tessera compile` runs,
// DRAM image included), so the breakdown and the real path can be compared.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/compile.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "hw/spec/loader.h"
#include "hw/support/diagnostic.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace tessera;

double ms(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

int fail(const Status& status) {
  std::fputs(render(status.diagnostics()).c_str(), stderr);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string model = "models/cache/zoo/resnet50.onnx", config = "configs/edge_16x16_int8.yaml";
  int repeat = 5, positional = 0;
  backend::CodegenOptions codegen;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--repeat" && i + 1 < argc) repeat = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--no-transfer-planes") codegen.transfer_planes = false;
    else if (positional++ == 0) model = arg;
    else config = arg;
  }
  auto spec = hw::loadSpecFile(config);
  if (!spec) return fail(spec.status());
  constexpr int kStages = 9;
  const char* names[kStages] = {"import", "passes", "lower", "estimate", "mappings", "codegen", "encode", "assembly",
                                "memory_map"};
  double best[kStages], best_total = 1e300;
  std::size_t instructions = 0;
  std::int64_t tokens = 0;
  for (int r = 0; r < repeat; ++r) {
    Clock::time_point t[kStages + 1];
    t[0] = Clock::now();
    auto graph = onnx_io::importOnnxFile(model);
    if (!graph) return fail(graph.status());
    t[1] = Clock::now();
    passes::PassContext context;
    passes::PipelineOptions options;
    options.verify_each = false;
    if (Status s = passes::runPipeline(graph.value(), passes::defaultPipeline(), context, options); !s.ok()) return fail(s);
    t[2] = Clock::now();
    auto kernels = backend::lowerGraph(graph.value());
    if (!kernels) return fail(kernels.status());
    t[3] = Clock::now();
    backend::MappingCache cache;
    auto estimate = backend::estimate(*spec, *kernels, {}, &cache);
    if (!estimate) return fail(estimate.status());
    t[4] = Clock::now();
    auto mappings = backend::chooseMappings(*spec, *kernels, backend::Objective::kLatency, &cache);
    if (!mappings) return fail(mappings.status());
    t[5] = Clock::now();
    auto program = backend::generateProgram(*spec, *kernels, *mappings, codegen);
    if (!program) return fail(program.status());
    t[6] = Clock::now();
    const std::string bin = isa::encodeProgramBinary(backend::programImage(*program));
    t[7] = Clock::now();
    const std::string text = backend::programAssembly(*program);
    t[8] = Clock::now();
    const std::string map = backend::memoryMapJson(*program).dump(2);
    t[9] = Clock::now();
    const double total = ms(t[0], t[9]);
    if (total < best_total) {
      best_total = total;
      for (int s = 0; s < kStages; ++s) best[s] = ms(t[s], t[s + 1]);
    }
    instructions = program->size();
    tokens = program->tokens;
  }
  double entry_point = 1e300;
  compiler::CompileOptions whole;
  whole.codegen = codegen;
  for (int r = 0; r < repeat; ++r) {
    const Clock::time_point start = Clock::now();
    auto compiled = compiler::compile(model, *spec, whole);
    if (!compiled) return fail(compiled.status());
    entry_point = std::min(entry_point, ms(start, Clock::now()));
  }
  std::string stages;
  for (int s = 0; s < kStages; ++s) stages += fmt::format("{}\"{}_ms\": {:.1f}", s ? ", " : "", names[s], best[s]);
  std::printf("%s\n", fmt::format("{{\"model\": \"{}\", \"config\": \"{}\", \"repeat\": {}, {}, \"total_ms\": {:.1f}, "
                                  "\"entry_point_ms\": {:.1f}, \"instructions\": {}, \"tokens\": {}}}",
                                  model, config, repeat, stages, best_total, entry_point, instructions, tokens)
                          .c_str());
  return 0;
}
