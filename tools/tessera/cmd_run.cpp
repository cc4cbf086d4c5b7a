// `tessera run DIR --input NAME=FILE.pb... --out OUT [--hw CONFIG]`: runs a
// model compiled by `tessera compile` (compiler/runtime/runtime.h): its
// segments on the functional core, the host ops between them on the
// reference executor; writes the outputs as output_K.pb (ONNX TensorProto)
// and prints what ran where.
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "compiler/runtime/runtime.h"
#include "tools/tessera/commands.h"
#include "tools/tessera/run_support.h"

namespace tessera::cli {
namespace {

struct RunArgs {
  std::string dir;
  std::vector<std::string> inputs;  // NAME=FILE.pb
  std::string out;
  std::string hw;
  bool kernels = false;
  bool compare = false;
};

int run(const RunArgs& args) {
  Expected<runtime::CompiledModel> model = runtime::CompiledModel::load(args.dir, args.hw);
  if (!model) return fail(model.status());
  int exit_code = 0;
  const std::optional<std::map<std::string, ir::Tensor>> inputs = readRunInputs(*model, args.inputs, "run", exit_code);
  if (!inputs) return exit_code;
  if (args.compare) {
    Expected<std::vector<runtime::KernelComparison>> compared = model->compare(*inputs);
    if (!compared) return fail(compared.status());
    int bad = 0;
    for (const runtime::KernelComparison& c : *compared) {
      const char* role = c.input ? "reads" : "writes";
      if (!c.note.empty())
        std::cout << fmt::format("  kernel '{}' {} {}: {}\n", c.kernel, role, c.tensor, c.note);
      else if (c.mismatches == 0)
        std::cout << fmt::format("  kernel '{}' {} {}: equal ({} elements)\n", c.kernel, role, c.tensor, c.elements);
      else
        std::cout << fmt::format("  kernel '{}' {} {}: DIFFERS in {} of {} elements, first at {}: {}, the reference {}\n",
                                 c.kernel, role, c.tensor, c.mismatches, c.elements, c.first_index, c.got, c.want);
      bad += c.mismatches > 0;
    }
    std::cout << fmt::format("compare: {} tensor(s) of accelerator kernels, {} differ\n", compared->size(), bad);
    if (bad > 0) return 1;
  }
  runtime::RunReport report;
  const auto start = std::chrono::steady_clock::now();
  Expected<std::vector<ir::Tensor>> outputs = model->run(*inputs, &report);
  if (!outputs) return fail(outputs.status());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const runtime::Manifest& m = model->manifest();
  std::cout << fmt::format(
      "{} on {}: accelerator {} instructions in {} segment(s), {} kernel(s); host {} kernel(s), {} op(s); "
      "{} split kernel(s); {} float result(s) replaced by the host; {} view(s); {:.2f} s\n",
      args.dir, m.spec_name, report.instructions, report.segments, report.accelerator_kernels, report.host_kernels,
      report.host_nodes.size(), report.split_kernels, report.replaced.size(), report.views, seconds);
  if (args.kernels)
    for (const runtime::ManifestKernel& k : m.kernels)
      std::cout << fmt::format("  kernel {} '{}' ({}): {}{}{}\n", k.index, k.name, k.ops, runtime::name(k.runs),
                               k.count > 0 ? fmt::format(", {} instructions in segment {}", k.count, k.segment) : "",
                               k.host_ops.empty() ? "" : ", host: " + fmt::format("{}", fmt::join(k.host_ops, " ")));
  printRunNotes(report);
  if (Status s = writeRunOutputs(m, *outputs, args.out); !s.ok()) return fail(s);
  return 0;
}

}  // namespace

void registerRun(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<RunArgs>();
  CLI::App* cmd = app.add_subcommand(
      "run", "Run a compiled model (tessera compile's folder) on the functional core, host ops on the reference "
             "executor; write output_K.pb");
  cmd->add_option("dir", args->dir, "folder written by `tessera compile` (program.bin, dram.bin, runtime.json)")
      ->required();
  cmd->add_option("--input", args->inputs, "NAME=FILE.pb (ONNX TensorProto), one per graph input")->required();
  cmd->add_option("--out", args->out, "folder for output_K.pb files")->required();
  cmd->add_option("--hw", args->hw, "hardware config (default: the one runtime.json names); must be the compiled spec");
  cmd->add_flag("--kernels", args->kernels, "print every kernel: where it ran, its instructions and host ops");
  cmd->add_flag("--compare", args->compare,
                "also compare every tensor each accelerator kernel reads and writes with the reference executor's, right after "
                "the kernel (exit 1 on any difference)");
  cmd->callback([args, &exit_code] { exit_code = run(*args); });
}

}  // namespace tessera::cli
