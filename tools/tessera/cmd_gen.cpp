// `tessera gen`: write the generated SystemVerilog package and C++ target.
#include <iostream>

#include "hw/isa/layout_params.h"
#include "hw/spec/generate.h"
#include "hw/spec/loader.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct GenOptions {
  std::string config;
  std::string out_dir;
};

int run(const GenOptions& options) {
  Expected<hw::Spec> spec = hw::loadSpecFile(options.config);
  if (!spec) return fail(spec.status());
  // The instruction layout comes from hw/isa, the encoder's own tables.
  Status status = isa::writeGeneratedFilesWithLayout(*spec, options.out_dir);
  if (!status.ok()) return fail(status);
  return 0;
}

}  // namespace

void registerGen(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<GenOptions>();
  CLI::App* cmd = app.add_subcommand(
      "gen", "Generate the SystemVerilog parameter package (with the instruction layout), C++ target header and spec.json from a config");
  cmd->add_option("config", options->config, "YAML config")->required();
  cmd->add_option("--out", options->out_dir, "Output folder (created if needed)")->required();
  cmd->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace tessera::cli
