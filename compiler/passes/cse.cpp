// cse: common-subexpression elimination — one node per distinct computation.
//
//   %a = Relu(%x)                %a = Relu(%x)
//   %b = Relu(%x)          ->    %y = Add(%a, %a)
//   %y = Add(%a, %b)
//
// Two nodes are the same when op, domain, inputs and attributes are equal.
// Nodes with tensor attributes, random ops, and duplicates whose results are
// graph outputs (renaming would change the model's interface) are left alone.
#include <fmt/format.h>

#include <unordered_map>

#include "compiler/ir/printer.h"
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

std::optional<std::string> keyOf(const ir::Node& node) {
  if (isNondeterministic(node)) return std::nullopt;
  std::string key = node.domain + "." + node.op_type + "(";
  for (ir::ValueId id : node.inputs) key += std::to_string(id) + ",";
  key += ")#" + std::to_string(node.outputs.size()) + "{";
  for (const auto& [name, attribute] : node.attributes) {
    if (std::holds_alternative<ir::Tensor>(attribute)) return std::nullopt;
    key += name + "=" + ir::formatAttribute(attribute) + ";";
  }
  return key + "}";
}

class Cse : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::unordered_map<std::string, size_t> seen;  // key -> index in kept
    std::vector<ir::Node> kept;
    for (ir::Node& node : graph.nodes) {
      // Keys see inputs as rewritten by earlier merges (replaceUses updates
      // the nodes not yet visited), so chains of duplicates merge in one pass.
      std::optional<std::string> key = keyOf(node);
      bool output_of_graph = false;
      for (ir::ValueId id : node.outputs) output_of_graph |= id != ir::kNoValue && graph.isOutput(id);
      if (key && !output_of_graph) {
        auto it = seen.find(*key);
        if (it != seen.end() && covers(kept[it->second], node)) {
          for (size_t k = 0; k < node.outputs.size(); ++k)
            if (node.outputs[k] != ir::kNoValue) graph.replaceUses(node.outputs[k], kept[it->second].outputs[k]);
          context.count("cse", "nodes-merged");
          continue;
        }
        seen.emplace(*key, kept.size());
      }
      kept.push_back(std::move(node));
    }
    graph.nodes = std::move(kept);
    graph.compact();
    return Status();
  }

 private:
  /// True when `original` produces every result `duplicate` produces.
  static bool covers(const ir::Node& original, const ir::Node& duplicate) {
    for (size_t k = 0; k < duplicate.outputs.size(); ++k)
      if (duplicate.outputs[k] != ir::kNoValue && original.outputs[k] == ir::kNoValue) return false;
    return true;
  }
};

}  // namespace

const PassInfo kCsePass = {"cse", "Merge nodes with the same op, inputs and attributes",
                           [](const PassOptions& o) { return createWithoutOptions<Cse>("cse", o); }};

}  // namespace tessera::passes
