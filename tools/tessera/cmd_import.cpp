// `tessera import`: import an ONNX model, verify it, print a summary or its IR.
#include <fmt/format.h>

#include <iostream>
#include <map>

#include "compiler/ir/printer.h"
#include "compiler/onnx/importer.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct ImportOptions {
  std::string model;
  bool print_ir = false;
  bool no_check = false;
};

int run(const ImportOptions& options) {
  onnx_io::ImportOptions import;
  import.run_checker = !options.no_check;
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(options.model, import);
  if (!graph) return fail(graph.status());
  if (options.print_ir) {
    std::cout << ir::printGraph(*graph);
    return 0;
  }
  std::map<std::string, int> ops;
  for (const ir::Node& node : graph->nodes) ++ops[node.op_type];
  std::int64_t parameters = 0;
  for (const ir::Value& v : graph->values)
    if (v.constant) parameters += v.constant->size();
  std::cout << fmt::format("{}: graph \"{}\", opset {}, {} nodes, {} inputs, {} outputs, {} constant elements\n",
                           options.model, graph->name, graph->opset(), graph->nodes.size(), graph->inputs.size(),
                           graph->outputs.size(), parameters);
  for (const auto& [op, count] : ops) std::cout << fmt::format("  {:<24}{}\n", op, count);
  return 0;
}

}  // namespace

void registerImport(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ImportOptions>();
  CLI::App* cmd = app.add_subcommand("import", "Import an ONNX model into the graph IR and verify it");
  cmd->add_option("model", options->model, "ONNX model file")->required();
  cmd->add_flag("--print-ir", options->print_ir, "Print the IR in its stable text form");
  cmd->add_flag("--no-check", options->no_check, "Skip the ONNX checker (shape inference still runs)");
  cmd->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace tessera::cli
