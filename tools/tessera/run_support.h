// What `tessera run`, `tessera sim` and `tessera compile --sim` share: reading
// NAME=FILE.pb inputs against the compiled model, writing its outputs as
// output_K.pb, and writing a timed run's trace-event file.
#pragma once

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "compiler/onnx/tensor_proto.h"
#include "compiler/runtime/runtime.h"
#include "compiler/runtime/timed_executor.h"
#include "tools/tessera/cli_support.h"

namespace tessera::cli {

/// Reads every `--input NAME=FILE.pb` and checks it against the graph; a
/// failure is printed and `exit_code` set (`command` names the subcommand).
inline std::optional<std::map<std::string, ir::Tensor>> readRunInputs(const runtime::CompiledModel& model,
                                                                      const std::vector<std::string>& args,
                                                                      std::string_view command, int& exit_code) {
  std::map<std::string, ir::Tensor> inputs;
  for (const std::string& arg : args) {
    const size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      exit_code = usage(command, fmt::format("--input {}: expected NAME=FILE.pb", arg));
      return std::nullopt;
    }
    const std::string name = arg.substr(0, eq), file = arg.substr(eq + 1);
    Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(file);
    if (!t) {
      exit_code = fail(t.status());
      return std::nullopt;
    }
    if (Status s = model.checkInput(name, t->tensor, file); !s.ok()) {
      exit_code = fail(s);
      return std::nullopt;
    }
    inputs[name] = t->tensor;
  }
  return inputs;
}

/// Writes outputs[k] as OUT/output_K.pb (creating OUT), one line each on stdout.
inline Status writeRunOutputs(const runtime::Manifest& manifest, const std::vector<ir::Tensor>& outputs,
                              const std::filesystem::path& out) {
  std::error_code ec;
  std::filesystem::create_directories(out, ec);
  if (ec) return Status::error(fileError(out.string(), "cannot create the output folder: " + ec.message()));
  for (size_t k = 0; k < outputs.size(); ++k) {
    const std::string& name = manifest.outputs[k];
    const std::filesystem::path file = out / fmt::format("output_{}.pb", k);
    if (Status s = onnx_io::writeTensorFile(file, outputs[k], name); !s.ok()) return s;
    std::cout << fmt::format("{}: {} {}{}\n", file.string(), name, ir::name(outputs[k].dtype()),
                             ir::formatShape(outputs[k].shape()));
  }
  return {};
}

/// Prints the lines `tessera run` and `tessera sim` both give after a run:
/// host ops, replaced results (stdout) and warnings (stderr).
inline void printRunNotes(const runtime::RunReport& report) {
  for (const std::string& n : report.host_nodes) std::cout << "  host: " << n << "\n";
  for (const std::string& r : report.replaced) std::cout << "  replaced by the host: " << r << "\n";
  for (const std::string& w : report.warnings) std::cerr << "warning: " << w << "\n";
}

/// `--trace FILE`: the timed run's Chrome trace-event file, announced on stdout.
inline Status writeTraceFile(const std::string& path, const runtime::TimedReport& timed,
                             const runtime::Manifest& manifest) {
  std::ofstream trace(path);
  runtime::writeTrace(trace, timed, manifest);
  if (!trace) return Status::error(fileError(path, "cannot write"));
  std::cout << path << ": " << timed.trace.size() << " slices\n";
  return {};
}

}  // namespace tessera::cli
