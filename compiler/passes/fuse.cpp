// fuse: group operators into the units the backend lowers as one kernel.
//
//   %c = Conv(%x, %w, %b)            [group 0]
//   %r = Relu(%c)               ->   [group 0]
//   %s = Add(%r, %skip)              [group 0]
//   %p = MaxPool(%s)                 [group 0]    group 0: Conv + Relu + Add + MaxPool
//
// Operator classes (TVM's taxonomy): complex-out-fusable roots (Conv,
// ConvTranspose, Gemm, MatMul and their integer/QLinear forms), pooling
// (a root, or one per group after a Conv/Gemm/MatMul root), reductions
// (Softmax, LayerNormalization, Reduce*: roots), injective (elementwise,
// broadcast, transpose, reshape, quantize/dequantize) and opaque (never
// fused). A node joins the group of its producer when the producer's result
// has no other reader and is not a graph output, and the classes allow it:
// injective ops follow any non-opaque group, pooling follows a compute root.
// Constants never start groups. Every non-constant node ends in a group.
#include <set>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

enum class OpClass { kComputeRoot, kPooling, kReduction, kInjective, kOpaque };

OpClass classify(const ir::Node& node) {
  static const std::set<std::string> kCompute = {"Conv", "ConvTranspose", "Gemm", "MatMul", "MatMulInteger",
                                                 "ConvInteger", "QLinearConv", "QLinearMatMul"};
  static const std::set<std::string> kPooling = {"MaxPool", "AveragePool", "GlobalAveragePool", "GlobalMaxPool",
                                                 "LpPool", "GlobalLpPool"};
  static const std::set<std::string> kReduction = {
      "Softmax", "LogSoftmax", "LayerNormalization", "ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd",
      "ReduceSumSquare", "ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ArgMax", "ArgMin",
      "BatchNormalization", "InstanceNormalization", "Hardmax"};
  static const std::set<std::string> kInjective = {
      "Add", "Sub", "Mul", "Div", "Pow", "Sqrt", "Max", "Min", "Sum", "Mean", "Relu", "LeakyRelu", "PRelu", "Clip",
      "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Erf", "Exp", "Log", "Neg", "Abs", "Reciprocal", "Floor", "Ceil",
      "Sign", "Elu", "Selu", "Softplus", "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "Not", "And", "Or",
      "Where", "Cast", "CastLike", "Identity", "Dropout", "QuantizeLinear", "DequantizeLinear", "Transpose", "Reshape",
      "Flatten", "Squeeze", "Unsqueeze", "Expand", "Slice", "Pad", "Concat", "Gather", "Tile", "Round", "Celu",
      "Softsign", "Sin", "Cos", "Tanh", "Mod"};
  // tessera.Requantize and tessera.ScaledAdd (lower-to-integer) are elementwise: they join the integer matrix op
  // whose sums they narrow or add a residual to; a format conversion (Cast, tessera.ToBf16) is too.
  if (node.isConversion() ||
      (node.domain == "tessera" && (node.op_type == "Gelu" || node.op_type == "Swish" || node.op_type == "HardSwish" ||
                                    node.op_type == "Requantize" || node.op_type == "ScaledAdd")))
    return OpClass::kInjective;
  // tessera.GlobalAveragePool (lower-to-integer): the global average of integers, a pooling.
  if (node.domain == "tessera" && node.op_type == "GlobalAveragePool") return OpClass::kPooling;
  if (!node.domain.empty()) return OpClass::kOpaque;
  if (kCompute.count(node.op_type)) return OpClass::kComputeRoot;
  if (kPooling.count(node.op_type)) return OpClass::kPooling;
  if (kReduction.count(node.op_type)) return OpClass::kReduction;
  if (kInjective.count(node.op_type)) return OpClass::kInjective;
  return OpClass::kOpaque;
}

struct Group {
  OpClass root = OpClass::kOpaque;
  bool has_pooling = false;
  int first = 0;  ///< its first node: the backend runs the group there
};

class Fuse : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<std::vector<int>> users = graph.users();
    std::vector<int> producer(graph.values.size(), -1);
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      for (ir::ValueId id : graph.nodes[n].outputs)
        if (id != ir::kNoValue) producer[static_cast<size_t>(id)] = static_cast<int>(n);
    std::vector<Group> groups;
    for (size_t n = 0; n < graph.nodes.size(); ++n) {
      ir::Node& node = graph.nodes[n];
      const OpClass cls = classify(node);
      node.fusion_group = -1;
      if (cls == OpClass::kInjective || cls == OpClass::kPooling) {
        // Prefer the producer whose group has a compute root (the residual
        // Add joins the Conv's group, not the skip path's).
        int best = -1;
        // tessera.ScaledAdd(a, b) scales its second operand: it joins a's group only.
        const bool first_only = node.domain == "tessera" && node.op_type == "ScaledAdd";
        for (ir::ValueId id : node.inputs) {
          if (id == ir::kNoValue || (first_only && id != node.inputs[0])) continue;
          int p = producer[static_cast<size_t>(id)];
          if (p < 0 || users[static_cast<size_t>(id)].size() != 1 || graph.isOutput(id)) continue;
          int g = graph.nodes[static_cast<size_t>(p)].fusion_group;
          if (g < 0 || !accepts(groups[static_cast<size_t>(g)], cls) || !readyAt(graph, producer, node, g, groups))
            continue;
          // A Concat is lowered into a group with array work only (the kernel's result placement).
          if (node.op_type == "Concat" && groups[static_cast<size_t>(g)].root != OpClass::kComputeRoot) continue;
          if (best < 0 || groups[static_cast<size_t>(g)].root == OpClass::kComputeRoot) best = g;
        }
        if (best >= 0) {
          node.fusion_group = best;
          if (cls == OpClass::kPooling) groups[static_cast<size_t>(best)].has_pooling = true;
          context.count("fuse", "nodes-fused");
          continue;
        }
      }
      node.fusion_group = static_cast<int>(groups.size());
      groups.push_back({cls, cls == OpClass::kPooling, static_cast<int>(n)});
    }
    context.count("fuse", "groups", static_cast<std::int64_t>(groups.size()));
    return Status();
  }

 private:
  /// True when every other input of `node` exists where group `g` runs (its
  /// first node): made by g itself or by a group that runs before it. A Concat of three
  /// branches joins the last compute branch's group only when the branches
  /// after that group's root (a max pooling, say) are not still to come.
  static bool readyAt(const ir::Graph& graph, const std::vector<int>& producer, const ir::Node& node, int g,
                      const std::vector<Group>& groups) {
    for (ir::ValueId id : node.inputs) {
      if (id == ir::kNoValue) continue;
      const int p = producer[static_cast<size_t>(id)];
      if (p < 0) continue;
      const int pg = graph.nodes[static_cast<size_t>(p)].fusion_group;  // set: p precedes node
      if (pg != g && groups[static_cast<size_t>(pg)].first > groups[static_cast<size_t>(g)].first) return false;
    }
    return true;
  }

  static bool accepts(const Group& group, OpClass joining) {
    if (group.root == OpClass::kOpaque) return false;
    if (joining == OpClass::kInjective) return true;
    // Pooling: once, after a compute root (Conv + ... + MaxPool).
    return joining == OpClass::kPooling && group.root == OpClass::kComputeRoot && !group.has_pooling;
  }
};

}  // namespace

const PassInfo kFusePass = {"fuse", "Group operators into fused kernels (compute root + injective ops + pooling)",
                            [](const PassOptions& o) { return createWithoutOptions<Fuse>("fuse", o); }};

}  // namespace tessera::passes
