// `tessera lower MODEL --emit kernels.json [--hw CONFIG --print-plans]`: the
// front end alone (import, passes, lowering) writing the kernel graph the
// backend compiles, as kernels.json plus its constants file
// (compiler/backend/lower/kernel_json.h); `tessera compile --kernels` takes it
// from there. With --hw, --print-plans prints each kernel's plan for that spec.
#include <fmt/format.h>

#include <iostream>

#include "compiler/backend/lower/kernel_json.h"
#include "compiler/backend/plan/plan_text.h"
#include "tools/tessera/backend_inputs.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct LowerArgs : BackendArgs {
  std::string emit;
  bool print_plans = false;
};

int run(const LowerArgs& args) {
  if (args.emit.empty() && !args.print_plans) return usage("lower", "nothing to do: give --emit FILE or --print-plans");
  if (args.print_plans && args.hw.empty())
    return usage("lower", "--print-plans needs --hw CONFIG (plans depend on the hardware)");
  backend::LowerOptions lower;
  lower.unknown_dim = args.unknown_dim;
  Expected<backend::KernelGraph> kernels = backend::prepareModel(args.model, args.pipeline, lower);
  if (!kernels) return fail(kernels.status());
  if (!args.emit.empty()) {
    if (Status s = backend::writeKernelGraph(*kernels, args.emit); !s.ok()) return fail(s);
    std::cout << fmt::format(
        "{}: {} kernels{}\n", args.emit, kernels->kernels.size(),
        kernels->source_graph ? ", constants in " + backend::constantsFileFor(args.emit).string() : std::string());
  }
  if (!args.print_plans) return 0;
  int exit_code = 0;
  std::optional<BackendInputs> inputs = loadBackendInputs(args, compiler::Stop::kProgram, exit_code);
  if (!inputs) return exit_code;
  Expected<compiler::Compiled> compiled = compiler::compile(std::move(kernels).value(), inputs->spec, inputs->options);
  if (!compiled) return fail(compiled.status());
  Expected<std::string> plans = backend::formatPlans(inputs->spec, compiled->kernels, &*compiled->program);
  if (!plans) return fail(plans.status());
  std::cout << *plans;
  return 0;
}

}  // namespace

void registerLower(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<LowerArgs>();
  CLI::App* cmd = app.add_subcommand(
      "lower", "Run the front end (import, passes, lowering) and write the kernel graph: kernels.json + constants");
  addBackendOptions(cmd, *args);
  cmd->get_option("--hw")->required(false);
  cmd->add_option("--emit", args->emit, "write the kernel graph here (and <stem>.constants.bin beside it)");
  cmd->add_flag("--print-plans", args->print_plans, "with --hw: print each kernel's plan for that hardware");
  cmd->callback([args, &exit_code] { exit_code = run(*args); });
}

}  // namespace tessera::cli
