// What `tessera estimate` and `tessera compile` share: their model, hardware
// and mapping options, and loading them into a Spec, a KernelGraph and an
// Objective with the diagnostics printed.
#pragma once

#include <CLI/CLI.hpp>
#include <iostream>
#include <optional>
#include <string>

#include "compiler/backend/estimate.h"
#include "hw/spec/loader.h"

namespace tessera::cli {

struct BackendArgs {
  std::string model;
  std::string hw;
  std::string objective = "latency";
  std::string pipeline;
  std::int64_t unknown_dim = 1;
};

/// Registers MODEL, --hw, --objective, --pipeline and --unknown-dim.
inline void addBackendOptions(CLI::App* cmd, BackendArgs& args) {
  cmd->add_option("model", args.model, "ONNX model (.onnx) or SCALE-Sim topology (.csv)")->required();
  cmd->add_option("--hw", args.hw, "hardware config (YAML)")->required();
  cmd->add_option("--objective", args.objective, "mapping objective: latency, energy or edp");
  cmd->add_option("--pipeline", args.pipeline, "pass pipeline (default: the default pipeline)");
  cmd->add_option("--unknown-dim", args.unknown_dim, "value of symbolic dimensions (e.g. batch)");
}

struct BackendInputs {
  hw::Spec spec;
  backend::KernelGraph graph;
  backend::Objective objective;
};

/// Loads the spec, parses the objective and prepares the model; on failure
/// prints the diagnostics, sets `exit_code` (2: bad option, 1: bad input) and returns nothing.
inline std::optional<BackendInputs> loadBackendInputs(const BackendArgs& args, int& exit_code) {
  Expected<hw::Spec> spec = hw::loadSpecFile(args.hw);
  if (!spec) {
    std::cerr << render(spec.status().diagnostics());
    exit_code = 1;
    return std::nullopt;
  }
  Expected<backend::Objective> objective = backend::parseObjective(args.objective);
  if (!objective) {
    std::cerr << render(objective.status().diagnostics());
    exit_code = 2;
    return std::nullopt;
  }
  backend::LowerOptions lower;
  lower.unknown_dim = args.unknown_dim;
  Expected<backend::KernelGraph> graph = backend::prepareModel(args.model, args.pipeline, lower);
  if (!graph) {
    std::cerr << render(graph.status().diagnostics());
    exit_code = 1;
    return std::nullopt;
  }
  return BackendInputs{std::move(spec).value(), std::move(graph).value(), *objective};
}

}  // namespace tessera::cli
