// dce: dead-code elimination — drop nodes whose results nothing uses.
//
//   %a = Relu(%x)          (nothing reads %a)
//   %y = Sigmoid(%x)  ->   %y = Sigmoid(%x)
//   output %y              output %y
//
// Nodes are visited in reverse so chains of dead nodes go in one pass; then
// unused constants and values are dropped (Graph::compact).
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

class Dce : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<int> reads(graph.values.size(), 0);
    for (const ir::Node& node : graph.nodes)
      for (ir::ValueId id : node.inputs)
        if (id != ir::kNoValue) ++reads[static_cast<size_t>(id)];
    for (ir::ValueId id : graph.outputs) ++reads[static_cast<size_t>(id)];
    std::vector<char> dead(graph.nodes.size(), 0);
    for (int n = static_cast<int>(graph.nodes.size()) - 1; n >= 0; --n) {
      const ir::Node& node = graph.nodes[static_cast<size_t>(n)];
      bool used = false;
      for (ir::ValueId id : node.outputs) used |= id != ir::kNoValue && reads[static_cast<size_t>(id)] > 0;
      if (used) continue;
      dead[static_cast<size_t>(n)] = 1;
      for (ir::ValueId id : node.inputs)
        if (id != ir::kNoValue) --reads[static_cast<size_t>(id)];
    }
    std::vector<ir::Node> kept;
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      if (!dead[n]) kept.push_back(std::move(graph.nodes[n]));
    context.count("dce", "nodes-removed", static_cast<std::int64_t>(graph.nodes.size() - kept.size()));
    graph.nodes = std::move(kept);
    size_t before = graph.values.size();
    graph.compact();
    context.count("dce", "values-removed", static_cast<std::int64_t>(before - graph.values.size()));
    return Status();
  }
};

}  // namespace

const PassInfo kDcePass = {"dce", "Remove nodes and constants whose results nothing uses",
                           [](const PassOptions& o) { return createWithoutOptions<Dce>("dce", o); }};

}  // namespace tessera::passes
