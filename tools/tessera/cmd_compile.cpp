// `tessera compile MODEL --hw CONFIG --out DIR`: the whole compiler
// (compiler::compile), writing program.bin, program.s, memory_map.json,
// estimate.json and dram.bin (the constant part of DRAM; not written, with a
// note, for a float model on an integer spec). `--kernels kernels.json`
// compiles a stored kernel graph (`tessera lower --emit`) instead of a model:
// the same files, byte for byte. `--print-plans` prints each kernel's plan;
// `--check` runs the schedule checker, `--sim` the SystemC model (timing only).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <iostream>

#include "compiler/backend/lower/kernel_json.h"
#include "compiler/backend/plan/plan_text.h"
#include "compiler/backend/program/schedule_check.h"
#include "compiler/runtime/timed_executor.h"
#include "tools/tessera/backend_inputs.h"
#include "tools/tessera/commands.h"
#include "tools/tessera/compare_table.h"
#include "tools/tessera/run_support.h"

namespace tessera::cli {
namespace {

struct CompileArgs : BackendArgs {
  std::string out;
  bool stats = false;
  bool check = false;
  bool sim = false;
  bool compare = false;
  std::string trace;
  std::string kernels;
  bool print_plans = false;
};

/// `--check`: the schedule checker's critical path and errors; false when it found any.
bool check(const hw::Spec& spec, const backend::Program& program) {
  backend::CheckOptions options;
  options.weighted = true;
  const backend::CheckReport report = backend::checkProgram(spec, program, options);
  std::cout << fmt::format(
      "check: {} of {} instructions executed, critical path {} cycles (load {}, compute {}, "
      "vector {}, store {} busy), {} error(s){}\n",
      report.executed, program.size(), report.steps, report.busy[0], report.busy[1], report.busy[2], report.busy[3],
      report.error_count, report.deadlock ? ", DEADLOCK: " + report.deadlock_detail : "");
  for (const std::string& e : report.errors) std::cerr << "error: " << e << "\n";
  return report.ok();
}

/// `--sim`: the Program on the SystemC model, timing only (no data: a float
/// model on an integer spec has no dram.bin); cycles beside the estimate and,
/// with `compare`, per kernel; with `args.trace`, its trace-event file (kernel names from the manifest).
bool simulate(const hw::Spec& spec, const compiler::Compiled& compiled, const CompileArgs& args) {
  const backend::Program& program = *compiled.program;
  const backend::Estimate& estimate = compiled.estimate;
  const auto start = std::chrono::steady_clock::now();
  Expected<runtime::TimedReport> timed = runtime::simulateTiming(spec, program, !args.trace.empty());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!timed) {
    fail(timed.status());
    return false;
  }
  const auto& u = timed->units;
  std::cout << fmt::format(
      "sim: {} cycles ({:.2f}x the estimate), timing only; busy load {}, compute {}, vector {}, store {}; "
      "token waits load {}, compute {}, vector {}, store {}; bank-port waits load {}, compute {}, vector {}, store {} "
      "(input {}/{}, output {}/{} read/write); DRAM-bus waits load {}, store {}; DRAM {} B read, {} B written; "
      "{:.2f} s\n",
      timed->cycles, static_cast<double>(timed->cycles) / std::max(estimate.totals.cycles, 1.0), u[0].busy_cycles,
      u[1].busy_cycles, u[2].busy_cycles, u[3].busy_cycles, u[0].token_wait_cycles, u[1].token_wait_cycles,
      u[2].token_wait_cycles, u[3].token_wait_cycles, u[0].bank_wait_cycles, u[1].bank_wait_cycles,
      u[2].bank_wait_cycles, u[3].bank_wait_cycles, timed->bank_waits.cycles[0][0], timed->bank_waits.cycles[0][1],
      timed->bank_waits.cycles[2][0], timed->bank_waits.cycles[2][1], u[0].dram_bus_wait_cycles,
      u[3].dram_bus_wait_cycles, timed->dram_bytes_read,
      timed->dram_bytes_written, seconds);
  if (!args.trace.empty()) {
    Status s = compiled.manifest ? writeTraceFile(args.trace, *timed, *compiled.manifest)
                                 : Status::error(fileError(args.trace, "a trace names the kernels of a model file; "
                                                                       "kernels.json has none to name"));
    if (!s.ok()) {
      fail(s);
      return false;
    }
  }
  if (!args.compare) return true;
  std::vector<CompareRow> rows;
  for (const runtime::KernelCycles& k : timed->kernels) {
    CompareRow row{k.name, k.end - k.start, k.attributed, k.array_busy_cycles, k.dma_busy_cycles, std::nullopt};
    if (k.index >= 0 && static_cast<std::size_t>(k.index) < estimate.layers.size()) {
      const backend::LayerEstimate& e = estimate.layers[static_cast<std::size_t>(k.index)];
      row.estimate = EstimatedKernel{e.cycles, e.compute_cycles, e.memory_cycles, e.lower_bound_cycles};
    }
    rows.push_back(row);
  }
  printCompare(rows, estimate.totals.lower_bound_cycles);
  return true;
}

int run(const CompileArgs& args) {
  int exit_code = 0;
  std::optional<BackendInputs> inputs = loadBackendInputs(args, compiler::Stop::kProgram, exit_code);
  if (!inputs) return exit_code;
  if (args.model.empty() == args.kernels.empty())
    return usage("compile", "give either a MODEL or --kernels kernels.json (tessera lower --emit)");
  if (!args.kernels.empty() && !args.pipeline.empty())
    return usage("compile", "--pipeline applies to a MODEL; kernels.json was lowered already");
  auto build = [&]() -> Expected<compiler::Compiled> {
    if (args.kernels.empty()) return compiler::compile(args.model, inputs->spec, inputs->options);
    const auto read_start = std::chrono::steady_clock::now();
    Expected<backend::KernelGraph> kernels = backend::readKernelGraph(args.kernels);
    if (!kernels) return kernels.status();
    const double read_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - read_start).count();
    Expected<compiler::Compiled> out = compiler::compile(std::move(kernels).value(), inputs->spec, inputs->options);
    if (out) out.value().times.prepare_ms = read_ms;
    return out;
  };
  Expected<compiler::Compiled> compiled = build();
  if (!compiled) return fail(compiled.status());
  if (args.print_plans) {
    Expected<std::string> plans = backend::formatPlans(inputs->spec, compiled->kernels, &*compiled->program);
    if (!plans) return fail(plans.status());
    std::cout << *plans;
  }
  const auto write_start = std::chrono::steady_clock::now();
  if (Status s = compiler::writeCompiled(*compiled, args.out, args.hw); !s.ok()) return fail(s);
  const double write_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - write_start).count();

  const backend::Program& program = *compiled->program;
  for (const std::string& note : program.notes) std::cerr << "note: " << note << "\n";
  const backend::MemoryPlan& m = program.memory;
  std::cout << fmt::format(
      "{}: {} instructions in {} segment(s), {} tokens; DRAM {} B (constants {} B, activations peak {} B vs naive {} "
      "B); estimate {:.0f} cycles\n",
      args.out, program.size(), program.segments.size(), program.tokens, m.total_bytes, m.constant_bytes,
      m.peak_activation_bytes, m.naive_activation_bytes, compiled->estimate.totals.cycles);
  if (args.check && !check(inputs->spec, program)) return 1;
  if (args.compare && !args.sim) return usage("compile", "--compare needs --sim");
  if (!args.trace.empty() && !args.sim) return usage("compile", "--trace needs --sim");
  if (args.sim && !simulate(inputs->spec, *compiled, args)) return 1;
  if (args.stats) {
    const compiler::StageTimes& t = compiled->times;
    std::cerr << fmt::format(
        "compile_ms: import+passes+lower {:.1f}, estimate+mapping+codegen {:.1f}, write {:.1f}, "
        "total {:.1f}\n",
        t.prepare_ms, t.estimate_ms + t.program_ms, write_ms, t.prepare_ms + t.estimate_ms + t.program_ms + write_ms);
  }
  return 0;
}

}  // namespace

void registerCompile(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CompileArgs>();
  CLI::App* cmd = app.add_subcommand(
      "compile",
      "Compile a model for one hardware point: program.bin, program.s, memory_map.json, estimate.json, dram.bin");
  addBackendOptions(cmd, *args);
  cmd->get_option("model")->required(false);
  cmd->add_option("--kernels", args->kernels,
                  "compile a stored kernel graph (tessera lower --emit) instead of a MODEL");
  cmd->add_flag("--print-plans", args->print_plans, "print each kernel's plan (mode, tiling, vector steps, host ops)");
  cmd->add_option("--out", args->out, "output folder (created if needed)")->required();
  cmd->add_flag("--stats", args->stats, "print stage timings to stderr");
  cmd->add_flag("--check", args->check,
                "run the schedule checker (deadlock, tokens, races, addresses) and print the critical path");
  cmd->add_flag("--sim", args->sim,
                "run the Program on the SystemC model, timing only (no data), and print its cycles and stalls");
  cmd->add_flag("--compare", args->compare,
                "with --sim: per kernel, simulated span and array/DMA busy cycles beside the estimate and lower bound");
  cmd->add_option("--trace", args->trace,
                  "with --sim: write a Chrome trace-event JSON (one track per unit, one slice per instruction)");
  cmd->callback([args, &exit_code] { exit_code = run(*args); });
}

}  // namespace tessera::cli
