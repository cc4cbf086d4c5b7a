// `tessera estimate MODEL --hw CONFIG [--out FILE]`: the analytical estimate
// of an ONNX model or a SCALE-Sim topology CSV on one hardware point.
#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "compiler/backend/map/estimate.h"
#include "tools/tessera/backend_inputs.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct EstimateArgs : BackendArgs {
  std::string out;
  bool table = false;
};

void printTable(const backend::Estimate& e) {
  std::cout << fmt::format("{:<36} {:<24} {:>14} {:>12} {:>12} {:>12} {:>6} {:>8}\n", "layer", "op", "macs", "cycles",
                           "dram_bytes", "energy_uJ", "util", "bound");
  for (const backend::LayerEstimate& l : e.layers) {
    if (l.kind == backend::KernelKind::kView) continue;
    std::cout << fmt::format("{:<36.36} {:<24.24} {:>14} {:>12.0f} {:>12.0f} {:>12.3f} {:>6.2f} {:>8}\n", l.name, l.op,
                             l.macs, l.cycles, l.dram_bytes, l.energy_pj / 1e6, l.utilization, backend::name(l.bound));
  }
  const backend::EstimateTotals& t = e.totals;
  std::cout << fmt::format(
      "total: {:.0f} cycles = {:.1f} us, {} MACs, {:.2f} MB DRAM, {:.1f} uJ, {:.3f} mm2, utilization {:.1f} %, "
      "lower bound {:.0f} cycles (x{:.2f}), peak activations {} B (naive {} B), {} host kernel(s)\n",
      t.cycles, t.latency_us, t.macs, t.dram_bytes / 1e6, t.energy_pj / 1e6, t.area_um2 / 1e6, 100 * t.utilization,
      t.lower_bound_cycles, t.lower_bound_cycles > 0 ? t.cycles / t.lower_bound_cycles : 0.0, t.peak_activation_bytes,
      t.naive_activation_bytes, t.host_kernels);
}

int run(const EstimateArgs& args) {
  int exit_code = 0;
  std::optional<BackendInputs> inputs = loadBackendInputs(args, compiler::Stop::kEstimate, exit_code);
  if (!inputs) return exit_code;
  Expected<compiler::Compiled> compiled = compiler::compile(args.model, inputs->spec, inputs->options);
  if (!compiled) return fail(compiled.status());
  const backend::Estimate& e = compiled->estimate;
  const std::string json = backend::toJson(e).dump(2) + "\n";
  if (args.out.empty() || args.out == "-") {
    std::cout << json;
  } else {
    std::ofstream out(args.out);
    out << json;
    if (!out) return fail(Status::error(fileError(args.out, "cannot write the estimate")));
  }
  if (args.table) printTable(e);
  return 0;
}

}  // namespace

void registerEstimate(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<EstimateArgs>();
  CLI::App* cmd = app.add_subcommand(
      "estimate", "Analytical latency, energy, area and DRAM traffic of an ONNX model or a SCALE-Sim topology CSV");
  addBackendOptions(cmd, *args);
  cmd->add_option("--out,-o", args->out, "estimate.json to write ('-' or absent: stdout)");
  cmd->add_flag("--table", args->table, "also print a per-layer table");
  cmd->callback([args, &exit_code] { exit_code = run(*args); });
}

}  // namespace tessera::cli
