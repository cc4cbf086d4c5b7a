// What `tessera estimate` and `tessera compile` share: their model, hardware
// and mapping options, turned into a Spec and compiler::CompileOptions with
// any problem printed.
#pragma once

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <optional>
#include <string>

#include "compiler/compile.h"
#include "hw/spec/loader.h"
#include "tools/tessera/cli_support.h"

namespace tessera::cli {

struct BackendArgs {
  std::string model;
  std::string hw;
  std::string objective = "latency";
  std::string pipeline;
  std::int64_t unknown_dim = 1;
  std::vector<std::string> input_shapes;  ///< NAME=D0,D1,...
};

/// Registers MODEL, --hw, --objective, --pipeline and --unknown-dim.
inline void addBackendOptions(CLI::App* cmd, BackendArgs& args) {
  cmd->add_option("model", args.model, "ONNX model (.onnx) or SCALE-Sim topology (.csv)")->required();
  cmd->add_option("--hw", args.hw, "hardware config (YAML)")->required();
  cmd->add_option("--objective", args.objective, "mapping objective: latency, energy or edp");
  cmd->add_option("--pipeline", args.pipeline, "pass pipeline (default: the default pipeline)");
  cmd->add_option("--unknown-dim", args.unknown_dim, "value of symbolic dimensions (e.g. batch)");
  cmd->add_option("--input-shape", args.input_shapes,
                  "NAME=D0,D1,... a graph input's whole static shape (e.g. open height and width), repeatable");
}

struct BackendInputs {
  hw::Spec spec;
  compiler::CompileOptions options;
};

/// Loads the spec and parses the options; on failure prints the
/// diagnostics, sets `exit_code` (2: bad option, 1: bad input) and returns nothing.
inline std::optional<BackendInputs> loadBackendInputs(const BackendArgs& args, compiler::Stop stop, int& exit_code) {
  Expected<hw::Spec> spec = hw::loadSpecFile(args.hw);
  if (!spec) {
    exit_code = fail(spec.status());
    return std::nullopt;
  }
  Expected<backend::Objective> objective = backend::parseObjective(args.objective);
  if (!objective) {
    fail(objective.status());
    exit_code = 2;
    return std::nullopt;
  }
  compiler::CompileOptions options;
  options.pipeline = args.pipeline;
  options.lower.unknown_dim = args.unknown_dim;
  for (const std::string& arg : args.input_shapes) {
    const size_t eq = arg.find('=');
    std::vector<std::int64_t> dims;
    bool ok = eq != std::string::npos && eq > 0 && eq + 1 < arg.size();
    for (size_t at = eq + 1; ok && at <= arg.size();) {
      const size_t comma = std::min(arg.find(',', at), arg.size());
      try {
        size_t used = 0;
        const long long d = std::stoll(arg.substr(at, comma - at), &used);
        ok = used == comma - at && d >= 1;
        dims.push_back(d);
      } catch (const std::exception&) {
        ok = false;
      }
      at = comma + 1;
    }
    if (!ok) {
      usage("--input-shape", fmt::format("'{}': expected NAME=D0,D1,... with every dimension >= 1", arg));
      exit_code = 2;
      return std::nullopt;
    }
    options.lower.input_shapes[arg.substr(0, eq)] = dims;
  }
  options.objective = *objective;
  options.stop = stop;
  return BackendInputs{std::move(spec).value(), options};
}

}  // namespace tessera::cli
