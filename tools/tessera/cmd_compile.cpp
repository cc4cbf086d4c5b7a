// `tessera compile MODEL --hw CONFIG --out DIR`: the whole compiler, writing
// program.bin, program.s, memory_map.json, estimate.json and dram.bin (the
// constant part of DRAM; not written, with a note, for a float model on an
// integer spec).
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <iostream>

#include "compiler/backend/codegen.h"
#include "compiler/backend/dram_image.h"
#include "compiler/backend/estimate.h"
#include "compiler/backend/schedule_check.h"
#include "tools/tessera/backend_inputs.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct CompileArgs : BackendArgs {
  std::string out;
  bool stats = false;
  bool check = false;
};

int run(const CompileArgs& args) {
  const auto start = std::chrono::steady_clock::now();
  int exit_code = 0;
  std::optional<BackendInputs> inputs = loadBackendInputs(args, exit_code);
  if (!inputs) return exit_code;
  const auto lowered = std::chrono::steady_clock::now();
  backend::MappingCache cache;
  backend::EstimateOptions options;
  options.objective = inputs->objective;
  Expected<backend::Estimate> estimate = backend::estimate(inputs->spec, inputs->graph, options, &cache);
  if (!estimate) {
    std::cerr << render(estimate.status().diagnostics());
    return 1;
  }
  Expected<backend::KernelMappings> mappings =
      backend::chooseMappings(inputs->spec, inputs->graph, inputs->objective, &cache);
  if (!mappings) {
    std::cerr << render(mappings.status().diagnostics());
    return 1;
  }
  Expected<backend::Program> program = backend::generateProgram(inputs->spec, inputs->graph, *mappings);
  if (!program) {
    std::cerr << render(program.status().diagnostics());
    return 1;
  }
  // The DRAM image, before the files so its note reaches program.s.
  std::optional<backend::DramImage> image;
  if (std::optional<std::string> blocked = backend::imageBlocker(inputs->spec, inputs->graph)) {
    program.value().notes.push_back(*blocked);
  } else {
    Expected<backend::DramImage> built = backend::buildDramImage(inputs->spec, inputs->graph, *program);
    if (!built) {
      std::cerr << render(built.status().diagnostics());
      return 1;
    }
    image = std::move(built).value();
    for (const std::string& note : image->notes) program.value().notes.push_back(note);
  }
  const auto generated = std::chrono::steady_clock::now();
  std::error_code stale;
  std::filesystem::remove(std::filesystem::path(args.out) / "dram.bin", stale);  // never leave another model's image
  if (image)
    if (Status s = backend::writeDramImage(*image, args.out); !s.ok()) {
      std::cerr << render(s.diagnostics());
      return 1;
    }
  if (Status s = backend::writeProgramFiles(*program, args.out); !s.ok()) {
    std::cerr << render(s.diagnostics());
    return 1;
  }
  const std::filesystem::path estimate_file = std::filesystem::path(args.out) / "estimate.json";
  std::ofstream out(estimate_file);
  out << backend::toJson(*estimate).dump(2) << "\n";
  if (!out) {
    std::cerr << render(fileError(estimate_file.string(), "cannot write"));
    return 1;
  }
  out.close();
  const auto written = std::chrono::steady_clock::now();
  for (const std::string& note : program->notes) std::cerr << "note: " << note << "\n";
  const backend::MemoryPlan& m = program->memory;
  std::cout << fmt::format(
      "{}: {} instructions in {} segment(s), {} tokens; DRAM {} B (constants {} B, activations peak {} B vs naive {} "
      "B); estimate {:.0f} cycles\n",
      args.out, program->size(), program->segments.size(), program->tokens, m.total_bytes, m.constant_bytes,
      m.peak_activation_bytes, m.naive_activation_bytes, estimate->totals.cycles);
  if (args.check) {
    backend::CheckOptions check;
    check.weighted = true;
    const backend::CheckReport report = backend::checkProgram(inputs->spec, *program, check);
    std::cout << fmt::format(
        "check: {} of {} instructions executed, critical path {} cycles (load {}, compute {}, "
        "vector {}, store {} busy), {} error(s){}\n",
        report.executed, program->size(), report.steps, report.busy[0], report.busy[1], report.busy[2], report.busy[3],
        report.error_count, report.deadlock ? ", DEADLOCK: " + report.deadlock_detail : "");
    for (const std::string& e : report.errors) std::cerr << "error: " << e << "\n";
    if (!report.ok()) return 1;
  }
  if (args.stats) {
    auto ms = [](auto a, auto b) { return std::chrono::duration<double, std::milli>(b - a).count(); };
    std::cerr << fmt::format(
        "compile_ms: import+passes+lower {:.1f}, estimate+mapping+codegen {:.1f}, write {:.1f}, "
        "total {:.1f}\n",
        ms(start, lowered), ms(lowered, generated), ms(generated, written), ms(start, written));
  }
  return 0;
}

}  // namespace

void registerCompile(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CompileArgs>();
  CLI::App* cmd = app.add_subcommand(
      "compile", "Compile a model for one hardware point: program.bin, program.s, memory_map.json, estimate.json, dram.bin");
  addBackendOptions(cmd, *args);
  cmd->add_option("--out", args->out, "output folder (created if needed)")->required();
  cmd->add_flag("--stats", args->stats, "print stage timings to stderr");
  cmd->add_flag("--check", args->check,
                "run the schedule checker (deadlock, tokens, races, addresses) and print the critical path");
  cmd->callback([args, &exit_code] { exit_code = run(*args); });
}

}  // namespace tessera::cli
