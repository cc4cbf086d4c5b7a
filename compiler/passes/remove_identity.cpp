// remove-identity: Identity, inference-mode Dropout and 1x1 pooling forward their input.
//
//   %a = Identity(%x)
//   %y = Relu(%a)      ->   %y = Relu(%x)
//
// A Dropout is removed only when its mask output is unused and it cannot be in
// training mode (no training_mode input, or a constant false one) or drops
// nothing (a constant ratio of 0); a MaxPool or AveragePool only over a 1x1
// window with unit strides and dilations, no padding and an unchanged shape.
// When the removed node's output is a graph output, the input takes over its
// name so the model's interface is unchanged; if the input is itself a graph
// input, constant or output, the node stays.
#include <algorithm>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

/// The data of a constant `id`: an initializer, or the `value` of the Constant
/// node producing it (this pass runs before fold-constants); nullptr if neither.
const ir::Tensor* constantData(const ir::Graph& graph, ir::ValueId id) {
  if (id == ir::kNoValue) return nullptr;
  if (graph.value(id).constant) return &*graph.value(id).constant;
  for (const ir::Node& n : graph.nodes)
    if (n.op_type == "Constant" && n.domain.empty() && n.outputs.size() == 1 && n.outputs[0] == id) {
      auto it = n.attributes.find("value");
      return it != n.attributes.end() ? std::get_if<ir::Tensor>(&it->second) : nullptr;
    }
  return nullptr;
}

/// A pooling over a 1x1 window with unit strides and no padding copies its
/// input (AlexNet's AdaptiveAvgPool2d((6, 6)) of a 6x6 map exports so).
bool identityPool(const ir::Graph& graph, const ir::Node& node) {
  if (node.outputs.size() != 1 || node.outputs[0] == ir::kNoValue) return false;  // MaxPool's indices
  const ir::TensorType& in = graph.value(node.inputs[0]).type;
  const ir::TensorType& out = graph.value(node.outputs[0]).type;
  if (!in.rank_known || !out.rank_known || in.shape != out.shape || in.dtype != out.dtype) return false;
  auto allOnes = [](const std::vector<std::int64_t>& v) {
    return std::all_of(v.begin(), v.end(), [](std::int64_t x) { return x == 1; });
  };
  const std::vector<std::int64_t> pads = node.attrInts("pads", {});
  return node.has("kernel_shape") && allOnes(node.attrInts("kernel_shape")) && allOnes(node.attrInts("strides", {})) &&
         allOnes(node.attrInts("dilations", {})) &&
         std::all_of(pads.begin(), pads.end(), [](std::int64_t p) { return p == 0; }) &&
         node.attrString("auto_pad", "NOTSET") != "SAME_LOWER" && node.attrString("auto_pad", "NOTSET") != "SAME_UPPER";
}

bool removable(const ir::Graph& graph, const ir::Node& node, const std::vector<std::vector<int>>& users) {
  if (!node.domain.empty() || node.inputs.empty() || node.inputs[0] == ir::kNoValue) return false;
  if (node.op_type == "Identity") return true;
  if (node.op_type == "AveragePool" || node.op_type == "MaxPool") return identityPool(graph, node);
  if (node.op_type != "Dropout") return false;
  if (node.outputs.size() > 1 && node.outputs[1] != ir::kNoValue &&
      (!users[static_cast<size_t>(node.outputs[1])].empty() || graph.isOutput(node.outputs[1])))
    return false;
  if (node.attrInt("is_test", 1) == 0) return false;  // legacy training flag
  if (node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue) {
    const ir::Tensor* training = constantData(graph, node.inputs[2]);
    if (training && training->size() == 1 && training->at(0) == 0) return true;
    // In training mode a constant ratio of 0 keeps every element and scales
    // by 1 / (1 - 0): the identity too (Swin's attention dropout exports so).
    const ir::Tensor* ratio = node.inputs.size() > 1 ? constantData(graph, node.inputs[1]) : nullptr;
    return ratio && ratio->size() == 1 && ratio->at(0) == 0;
  }
  return true;
}

class RemoveIdentity : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<std::vector<int>> users = graph.users();
    // Decided before any node moves: removable() reads Constant nodes.
    std::vector<char> remove(graph.nodes.size());
    for (size_t n = 0; n < graph.nodes.size(); ++n) remove[n] = removable(graph, graph.nodes[n], users);
    std::vector<ir::Node> kept;
    for (size_t n = 0; n < graph.nodes.size(); ++n) {
      ir::Node& node = graph.nodes[n];
      if (!remove[n] || node.outputs.empty() || node.outputs[0] == ir::kNoValue) {
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
      context.count("remove-identity", node.op_type == "Identity"  ? "identities-removed"
                                       : node.op_type == "Dropout" ? "dropouts-removed"
                                                                   : "pools-removed");
    }
    graph.nodes = std::move(kept);
    graph.compact();
    return Status();
  }
};

}  // namespace

const PassInfo kRemoveIdentityPass = {
    "remove-identity", "Remove Identity, inference-mode Dropout and 1x1 pooling nodes",
    [](const PassOptions& o) { return createWithoutOptions<RemoveIdentity>("remove-identity", o); }};

}  // namespace tessera::passes
