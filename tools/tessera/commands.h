// Subcommands of the `tessera` CLI. Each registers itself on the app and
// stores its exit code in `exit_code` when it runs; only main() exits.
#pragma once

#include <CLI/CLI.hpp>

namespace tessera::cli {

/// `tessera validate CONFIG...`: check configs, print derived summaries.
void registerValidate(CLI::App& app, int& exit_code);

/// `tessera gen CONFIG --out DIR`: write the SV package, C++ target and spec.json.
void registerGen(CLI::App& app, int& exit_code);

/// `tessera import MODEL [--print-ir]`: ONNX -> IR, verified.
void registerImport(CLI::App& app, int& exit_code);

/// `tessera exec` and `tessera conformance`: the reference executor.
void registerExec(CLI::App& app, int& exit_code);

/// `tessera opt MODEL --pipeline ...`: graph passes.
void registerOpt(CLI::App& app, int& exit_code);

/// `tessera quantize MODEL --precision P --calib DATA.pb`: post-training quantization.
void registerQuantize(CLI::App& app, int& exit_code);
/// `tessera sparsify MODEL (--density D | --n-of-m N:M)`: magnitude pruning, activation sparsity, top-1.
void registerSparsify(CLI::App& app, int& exit_code);

/// `tessera estimate MODEL --hw CONFIG`: analytical estimate.json of an ONNX model or SCALE-Sim CSV.
void registerEstimate(CLI::App& app, int& exit_code);

/// `tessera report DB --out DIR`: plots and index.html from a sweep results store (reports/report.py).
void registerReport(CLI::App& app, int& exit_code);

/// `tessera sweep SPEC [-j N]`, `sweep pareto DB`, `sweep merge OUT IN...`: sweeps and their results store.
void registerSweep(CLI::App& app, int& exit_code);

/// `tessera compile MODEL --hw CONFIG --out DIR`: program.bin, program.s, memory_map.json, estimate.json.
void registerCompile(CLI::App& app, int& exit_code);

/// `tessera run DIR --input NAME=FILE.pb... --out OUT`: a compiled model on the functional core and the host.
void registerRun(CLI::App& app, int& exit_code);

/// `tessera sim DIR --input NAME=FILE.pb... --out OUT [--trace FILE.json]`: a compiled model on the SystemC model.
void registerSim(CLI::App& app, int& exit_code);

/// `tessera lower MODEL --emit kernels.json [--hw CONFIG --print-plans]`: the kernel graph as a file.
void registerLower(CLI::App& app, int& exit_code);

/// `tessera check MODEL --hw CONFIG [--kernels N]`: estimate, SystemC and RTL side by side, outputs bit-exact.
void registerCheck(CLI::App& app, int& exit_code);

}  // namespace tessera::cli
