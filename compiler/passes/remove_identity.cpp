// remove-identity: Identity and inference-mode Dropout forward their input.
//
//   %a = Identity(%x)
//   %y = Relu(%a)      ->   %y = Relu(%x)
//
// A Dropout is removed only when its mask output is unused and it cannot be in
// training mode (no training_mode input, or a constant false one). When the
// removed node's output is a graph output, the input takes over its name so
// the model's interface is unchanged; if the input is itself a graph input,
// constant or output, the node stays.
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

bool removable(const ir::Graph& graph, const ir::Node& node, const std::vector<std::vector<int>>& users) {
  if (!node.domain.empty() || node.inputs.empty() || node.inputs[0] == ir::kNoValue) return false;
  if (node.op_type == "Identity") return true;
  if (node.op_type != "Dropout") return false;
  if (node.outputs.size() > 1 && node.outputs[1] != ir::kNoValue &&
      (!users[static_cast<size_t>(node.outputs[1])].empty() || graph.isOutput(node.outputs[1])))
    return false;
  if (node.attrInt("is_test", 1) == 0) return false;  // legacy training flag
  if (node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue) {
    const ir::Value& training = graph.value(node.inputs[2]);
    return training.constant && training.constant->size() == 1 && training.constant->at(0) == 0;
  }
  return true;
}

class RemoveIdentity : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<std::vector<int>> users = graph.users();
    std::vector<ir::Node> kept;
    for (ir::Node& node : graph.nodes) {
      if (!removable(graph, node, users) || node.outputs.empty() || node.outputs[0] == ir::kNoValue) {
        kept.push_back(std::move(node));
        continue;
      }
      ir::ValueId from = node.outputs[0], to = node.inputs[0];
      if (graph.isOutput(from)) {
        const ir::Value& source = graph.value(to);
        if (source.is_graph_input || source.constant || graph.isOutput(to)) {
          kept.push_back(std::move(node));
          continue;
        }
        graph.value(to).name = graph.value(from).name;  // keep the interface name
      }
      graph.replaceUses(from, to);
      context.count("remove-identity", node.op_type == "Identity" ? "identities-removed" : "dropouts-removed");
    }
    graph.nodes = std::move(kept);
    graph.compact();
    return Status();
  }
};

}  // namespace

const PassInfo kRemoveIdentityPass = {
    "remove-identity", "Remove Identity and inference-mode Dropout nodes",
    [](const PassOptions& o) { return createWithoutOptions<RemoveIdentity>("remove-identity", o); }};

}  // namespace tessera::passes
