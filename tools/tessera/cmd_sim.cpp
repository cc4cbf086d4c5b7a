// `tessera sim DIR --input NAME=FILE.pb... --out OUT [--trace FILE.json] [--vcd FILE.vcd]`:
// runs a model compiled by `tessera compile` as `tessera run` does, its
// segments on the SystemC model (hw/sim/tlm via runtime::TimedExecutor);
// writes the outputs as output_K.pb, OUT/sim_stats.json (cycles in total,
// per segment and per kernel; busy and stall cycles per unit by cause; DRAM
// bytes; the host's op count, untimed) and, with --trace, a Chrome
// trace-event file (one track per unit, one slice per instruction); with
// --vcd, unit activity for GTKWave.
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "compiler/runtime/runtime.h"
#include "compiler/runtime/timed_executor.h"
#include "hw/isa/encode.h"
#include "hw/model/timing.h"
#include "rtl/glue/cosim.h"
#include "tools/tessera/commands.h"
#include "tools/tessera/compare_table.h"
#include "tools/tessera/run_support.h"

namespace tessera::cli {
namespace {

struct SimArgs {
  std::string dir;
  std::vector<std::string> inputs;  // NAME=FILE.pb
  std::string out;
  std::string hw;
  std::string trace;
  std::string vcd;
  bool compare = false;
  bool rtl = false;
};

/// `--compare`: per kernel, simulated against DIR/estimate.json (written by `tessera compile`).
Status compare(const SimArgs& args, const runtime::TimedReport& timed) {
  const std::filesystem::path file = std::filesystem::path(args.dir) / "estimate.json";
  std::ifstream in(file);
  if (!in) return Status::error(fileError(file.string(), "cannot read (--compare needs the compile's estimate)"));
  const nlohmann::json estimate = nlohmann::json::parse(in, nullptr, false);
  if (estimate.is_discarded() || !estimate.contains("layers") || !estimate["layers"].is_array())
    return Status::error(fileError(file.string(), "layers: expected an array"));
  const nlohmann::json& layers = estimate["layers"];
  std::vector<CompareRow> rows;
  for (const runtime::KernelCycles& k : timed.kernels) {
    CompareRow row{k.name, k.end - k.start, k.attributed, k.array_busy_cycles, k.dma_busy_cycles, std::nullopt};
    if (k.index >= 0 && static_cast<std::size_t>(k.index) < layers.size()) {
      const nlohmann::json& e = layers[static_cast<std::size_t>(k.index)];
      if (e.value("name", "") != k.name)
        return Status::error(fileError(file.string(), fmt::format("layers[{}].name: expected '{}' (runtime.json), got '{}'",
                                                                  k.index, k.name, e.value("name", ""))));
      row.estimate = EstimatedKernel{e.value("cycles", 0.0), e.value("compute_cycles", 0.0),
                                     e.value("memory_cycles", 0.0), e.value("lower_bound_cycles", 0.0)};
    }
    rows.push_back(row);
  }
  double bound = 0;
  if (estimate.contains("totals")) bound = estimate["totals"].value("lower_bound_cycles", 0.0);
  printCompare(rows, bound);
  return {};
}

/// The RTL's COMPUTEs against the timing rule (hw/model/timing.h), given
/// when the RTL took each: its issue, and its completion at the later of
/// start + latency and the previous COMPUTE's (trace times run on across
/// segments, each of which starts drained).
struct RuleCheck {
  std::int64_t computes = 0, off = 0;
};
RuleCheck againstTheRule(const runtime::CompiledModel& model, const runtime::TimedReport& timed) {
  RuleCheck out;
  const isa::IsaLayout layout = isa::layoutFor(model.spec());
  std::int64_t last_done = 0;
  for (const runtime::TraceSlice& t : timed.trace) {
    if (t.opcode != isa::Opcode::kCompute) continue;
    Expected<isa::Instruction> in = isa::decode(layout, model.image().encoded(t.instruction));
    if (!in) continue;
    ++out.computes;
    const hw::model::UnitTiming rule = hw::model::instructionTiming(model.spec(), *in);
    const std::int64_t done = std::max(t.start + rule.latency, last_done);
    out.off += t.issue != rule.issue || t.done != done;
    last_done = t.done;
  }
  return out;
}

Status writeJson(const std::filesystem::path& file, const nlohmann::ordered_json& json) {
  std::ofstream out(file);
  out << json.dump(1) << "\n";
  if (!out) return Status::error(fileError(file.string(), "cannot write"));
  return {};
}

int sim(const SimArgs& args) {
  Expected<runtime::CompiledModel> model = runtime::CompiledModel::load(args.dir, args.hw);
  if (!model) return fail(model.status());
  // --rtl: every COMPUTE on the Verilated compute unit of the Program's spec (checked before the inputs).
  if (args.rtl)
    if (Status s = rtl::useRtlComputeUnit(model->spec()); !s.ok()) return fail(s);
  int exit_code = 0;
  const std::optional<std::map<std::string, ir::Tensor>> inputs = readRunInputs(*model, args.inputs, "sim", exit_code);
  if (!inputs) return exit_code;
  runtime::RunReport report;
  // --rtl keeps every instruction's times, to hold the RTL's COMPUTEs against the timing rule.
  runtime::TimedExecutor executor(!args.trace.empty() || !args.vcd.empty() || args.rtl);
  executor.clocked_compute = args.rtl;
  const auto start = std::chrono::steady_clock::now();
  // A progress line on a terminal, after each segment once a run takes more than a second.
  const bool terminal = ::isatty(STDERR_FILENO) != 0;
  bool progressed = false;
  executor.after_segment = [&](std::size_t segment, const runtime::TimedReport& so_far) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!terminal || elapsed < 1.0) return;
    std::cerr << fmt::format("\rsim: segment {} of {}, {} instructions, {} cycles, {:.1f} s", segment + 1,
                             model->manifest().segments.size(), so_far.instructions, so_far.cycles, elapsed)
              << std::flush;
    progressed = true;
  };
  Expected<std::vector<ir::Tensor>> outputs = model->run(*inputs, &report, &executor);
  if (progressed) std::cerr << "\n";
  if (!outputs) return fail(outputs.status());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const runtime::Manifest& m = model->manifest();
  const runtime::TimedReport& timed = executor.report();
  std::cout << fmt::format(
      "{} on {}: accelerator {} cycles, {} instructions in {} segment(s); DRAM {} bytes read, {} written; "
      "host {} op(s) between segments (untimed); {:.2f} s\n",
      args.dir, m.spec_name, timed.cycles, timed.instructions, timed.segment_cycles.size(), timed.dram_bytes_read,
      timed.dram_bytes_written, report.host_nodes.size(), seconds);
  for (int u = 0; u < 4; ++u) {
    const sim::tlm::UnitStats& s = timed.units[static_cast<size_t>(u)];
    std::cout << fmt::format(
        "  {:<7} {:>8} instructions, busy {:>10}, waits for tokens {:>10}, for bank ports {:>8}, for the DRAM bus {:>8}, "
        "queue full {:>8}\n",
        isa::name(static_cast<isa::Stage>(u)), s.instructions, s.busy_cycles, s.token_wait_cycles, s.bank_wait_cycles,
        s.dram_bus_wait_cycles, s.queue_full_cycles);
  }
  {
    const auto& c = timed.bank_waits.cycles;
    std::cout << fmt::format(
        "  banks   cycles waited for a bank port another unit held: input {}/{}, weight {}/{}, output {}/{} "
        "(read/write)\n",
        c[0][0], c[0][1], c[1][0], c[1][1], c[2][0], c[2][1]);
  }
  if (args.rtl) {
    const RuleCheck rule = againstTheRule(*model, timed);
    std::cout << fmt::format(
        "  rtl: {} COMPUTEs on the Verilated compute unit, {} RTL clock cycles; {} cycles waiting for the unit to "
        "take one; {} took another issue or latency than the timing rule\n",
        rule.computes, timed.compute_unit_clocks, timed.units[1].interlock_cycles, rule.off);
  }
  printRunNotes(report);
  if (args.compare)
    if (Status s = compare(args, timed); !s.ok()) return fail(s);
  if (Status s = writeRunOutputs(m, *outputs, args.out); !s.ok()) return fail(s);
  const std::filesystem::path stats = std::filesystem::path(args.out) / "sim_stats.json";
  if (Status s = writeJson(stats, runtime::simStatsJson(timed, report, m)); !s.ok()) return fail(s);
  std::cout << stats.string() << "\n";
  if (!args.trace.empty())
    if (Status s = writeTraceFile(args.trace, timed, m); !s.ok()) return fail(s);
  if (!args.vcd.empty()) {
    std::ofstream vcd(args.vcd);
    runtime::writeVcd(vcd, timed, m);
    if (!vcd) return fail(Status::error(fileError(args.vcd, "cannot write")));
    std::cout << args.vcd << ": unit activity\n";
  }
  return 0;
}

}  // namespace

void registerSim(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<SimArgs>();
  CLI::App* cmd = app.add_subcommand(
      "sim", "Run a compiled model on the SystemC model (cycles, stalls, DRAM traffic), host ops on the reference "
             "executor; write output_K.pb and sim_stats.json");
  cmd->add_option("dir", args->dir, "folder written by `tessera compile` (program.bin, dram.bin, runtime.json)")
      ->required();
  cmd->add_option("--input", args->inputs, "NAME=FILE.pb (ONNX TensorProto), one per graph input")->required();
  cmd->add_option("--out", args->out, "folder for output_K.pb and sim_stats.json")->required();
  cmd->add_option("--hw", args->hw, "hardware config (default: the one runtime.json names); must be the compiled spec");
  cmd->add_option("--trace", args->trace, "write a Chrome trace-event JSON (one track per unit, one slice per instruction)");
  cmd->add_flag("--rtl", args->rtl,
                "run every COMPUTE on the Verilated RTL compute unit of the Program's spec (data and cycles from the RTL)");
  cmd->add_flag("--compare", args->compare,
                "per kernel: simulated span and array/DMA busy cycles beside DIR/estimate.json and the lower bound");
  cmd->add_option("--vcd", args->vcd, "write unit activity as VCD (busy wire and instruction index per unit)");
  cmd->callback([args, &exit_code] { exit_code = sim(*args); });
}

}  // namespace tessera::cli
