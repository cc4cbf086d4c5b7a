// `tessera opt`: run a pass pipeline on an imported model and print the IR.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>

#include "compiler/ir/printer.h"
#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct OptOptions {
  std::string model;
  std::string pipeline;
  std::vector<std::string> print_ir_after;
  bool print_ir_after_all = false;
  bool stats = false;
  std::string out;  ///< optimized model written here (.onnx) when set
};

/// "Conv + Relu" -> number of fused groups with exactly these ops, most common first.
std::vector<std::pair<std::string, int>> groupPatterns(const ir::Graph& graph) {
  std::map<int, std::string> groups;
  for (const ir::Node& node : graph.nodes)
    if (node.fusion_group >= 0) {
      std::string& ops = groups[node.fusion_group];
      ops += (ops.empty() ? "" : " + ") + node.op_type;
    }
  std::map<std::string, int> counts;
  for (const auto& [group, ops] : groups) ++counts[ops];
  std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return sorted;
}

int run(const OptOptions& options) {
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(options.model);
  if (!graph) return fail(graph.status());
  const size_t nodes_imported = graph->nodes.size();
  passes::PassContext context;
  passes::PipelineOptions pipeline_options;
  pipeline_options.print_ir_after = options.print_ir_after;
  pipeline_options.print_ir_after_all = options.print_ir_after_all;
  pipeline_options.ir_out = &std::cout;
  std::string pipeline = options.pipeline.empty() ? passes::defaultPipeline() : options.pipeline;
  if (Status s = passes::runPipeline(graph.value(), pipeline, context, pipeline_options); !s.ok()) return fail(s);
  if (!options.out.empty()) {
    if (Status s = onnx_io::exportOnnxFile(*graph, options.out); !s.ok()) return fail(s);
  }
  if (!options.print_ir_after_all && options.print_ir_after.empty()) std::cout << ir::printGraph(*graph);
  if (options.stats) {
    for (const auto& [name, count] : context.statistics) std::cerr << fmt::format("{:>8}  {}\n", count, name);
    std::cerr << fmt::format("{:>8}  nodes imported\n{:>8}  nodes after\n", nodes_imported, graph->nodes.size());
    for (const auto& [ops, count] : groupPatterns(*graph))
      std::cerr << fmt::format("{:>8}  group pattern: {}\n", count, ops);
  }
  return 0;
}

std::string passList() {
  std::string out = "Passes:\n";
  for (const passes::PassInfo* p : passes::allPasses()) out += fmt::format("  {:<24}{}\n", p->flag, p->summary);
  return out + "Default pipeline: " + passes::defaultPipeline();
}

}  // namespace

void registerOpt(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<OptOptions>();
  CLI::App* cmd = app.add_subcommand("opt", "Run graph passes on an ONNX model and print the resulting IR");
  cmd->footer(passList());
  cmd->add_option("model", options->model, "ONNX model file")->required();
  cmd->add_option("--pipeline", options->pipeline, "Comma-separated passes, options in braces (default: the default pipeline)");
  cmd->add_option("--print-ir-after", options->print_ir_after, "Print the IR after this pass (repeatable)");
  cmd->add_flag("--print-ir-after-all", options->print_ir_after_all, "Print the IR after every pass");
  cmd->add_option("--out", options->out, "Also write the optimized model to this .onnx file");
  cmd->add_flag("--stats", options->stats,
                "Print per-pass statistics, the node count and fused group patterns to stderr");
  cmd->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace tessera::cli
