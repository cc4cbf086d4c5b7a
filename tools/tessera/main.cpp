// tessera: the command-line entry point. Maps library Status to exit codes.
#include <CLI/CLI.hpp>

#include "tools/tessera/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"Tessera: hardware/software co-design for deep-learning inference accelerators"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("tessera 0.1.0"));
  int exit_code = 0;
  tessera::cli::registerValidate(app, exit_code);
  tessera::cli::registerGen(app, exit_code);
  tessera::cli::registerImport(app, exit_code);
  tessera::cli::registerExec(app, exit_code);
  tessera::cli::registerOpt(app, exit_code);
  tessera::cli::registerQuantize(app, exit_code);
  tessera::cli::registerSparsify(app, exit_code);
  tessera::cli::registerEstimate(app, exit_code);
  tessera::cli::registerReport(app, exit_code);
  tessera::cli::registerSweep(app, exit_code);
  tessera::cli::registerCompile(app, exit_code);
  tessera::cli::registerLower(app, exit_code);
  tessera::cli::registerRun(app, exit_code);
  tessera::cli::registerSim(app, exit_code);
  tessera::cli::registerCheck(app, exit_code);
  CLI11_PARSE(app, argc, argv);
  return exit_code;
}
