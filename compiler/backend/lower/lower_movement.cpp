// Lowering of reductions and data movement (see lower_movement.h).
//
//   Softmax(x [2, 4, 128, 128], axis=-1)     -> reduction {rows 1024, extent 128}
//   Transpose(x [3, 5], perm=[1, 0])         -> movement {Transpose, [[3, 5]] -> [5, 3], perm [1, 0]}
//   Slice(x [8, 6], starts=[1], ends=[7], axes=[1], steps=[2]) -> movement {starts [0, 1], steps [1, 2]}
#include "compiler/backend/lower/lower_movement.h"

#include <algorithm>
#include <optional>
#include <string>

namespace tessera::backend {
namespace {

bool isViewNode(const ir::Node& node) {
  static const std::vector<std::string> kView = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Dropout"};
  return node.domain.empty() && std::find(kView.begin(), kView.end(), node.op_type) != kView.end();
}

bool isMovementNode(const ir::Node& node) {
  static const std::vector<std::string> kMove = {"Transpose",    "Concat",       "Slice",  "Gather",  "Pad",
                                                 "Expand",       "Tile",         "Split",  "Cast",    "CastLike",
                                                 "DepthToSpace", "SpaceToDepth", "Resize", "Upsample"};
  return node.domain.empty() && std::find(kMove.begin(), kMove.end(), node.op_type) != kMove.end();
}

class Describer {
 public:
  Describer(const ir::Graph& graph, const std::vector<int>& members, const std::vector<int>& producer,
            std::int64_t unknown_dim)
      : graph_(graph), members_(members), producer_(producer), unknown_dim_(unknown_dim), users_(graph.users()) {}

  /// Static shape of a value (unknown dimensions: unknown_dim); nullopt when its rank is unknown.
  std::optional<std::vector<std::int64_t>> shapeOf(ir::ValueId id) const {
    const ir::Value& v = graph_.value(id);
    if (v.constant) return v.constant->shape();
    if (!v.type.rank_known) return std::nullopt;
    std::vector<std::int64_t> s = v.type.shape;
    for (std::int64_t& d : s)
      if (d < 0) d = unknown_dim_;
    return s;
  }

  /// Why DRAM may not hold `id` row-major in its logical order, or "". The
  /// backend stores activations channel-last: a 4-D channel-first tensor
  /// with several channels and pixels is NHWC when a convolution or pooling
  /// writes or reads it (elementwise ops keep their operand's order), and
  /// row-major when a matrix product does. So the tensors connected to `id`
  /// through layout-agnostic ops are searched: a windowed op, or a graph
  /// input or output (the host's order), makes the order uncertain.
  std::string layoutProblem(ir::ValueId id, const std::vector<std::int64_t>& shape) const {
    const ir::Value& v = graph_.value(id);
    if (shape.size() != 4 || v.layout == ir::Layout::kNHWC || shape[1] == 1 || shape[2] * shape[3] == 1) return {};
    const std::string problem = "'" + v.name +
                                "' is a 4-D channel-first tensor, whose DRAM order (channel-last around convolutions "
                                "and pooling, row-major around matrix products) is not fixed";
    static const std::vector<std::string> kWindowed = {"Conv",    "ConvInteger",       "QLinearConv",
                                                       "MaxPool", "AveragePool",       "GlobalAveragePool",
                                                       "GlobalMaxPool", "ConvTranspose", "BatchNormalization",
                                                       "InstanceNormalization"};
    static const std::vector<std::string> kMatrix = {"MatMul", "Gemm", "MatMulInteger", "QLinearMatMul"};
    auto in = [](const std::vector<std::string>& set, const ir::Node& n) {
      return n.domain.empty() && std::find(set.begin(), set.end(), n.op_type) != set.end();
    };
    std::vector<ir::ValueId> stack = {id};
    std::vector<bool> seen(graph_.values.size(), false);
    seen[static_cast<size_t>(id)] = true;
    while (!stack.empty()) {
      const ir::ValueId value = stack.back();
      stack.pop_back();
      if (graph_.value(value).is_graph_input || graph_.isOutput(value)) return problem;
      std::vector<int> touching = users_[static_cast<size_t>(value)];
      if (producer_[static_cast<size_t>(value)] >= 0) touching.push_back(producer_[static_cast<size_t>(value)]);
      for (int n : touching) {
        const ir::Node& node = graph_.nodes[static_cast<size_t>(n)];
        if (in(kWindowed, node)) return problem;
        if (in(kMatrix, node) || isViewNode(node) || isMovementNode(node)) continue;  // row-major, or its own check
        for (const std::vector<ir::ValueId>* ids : {&node.inputs, &node.outputs})
          for (ir::ValueId next : *ids)
            if (next != ir::kNoValue && !graph_.value(next).constant && !seen[static_cast<size_t>(next)]) {
              seen[static_cast<size_t>(next)] = true;
              stack.push_back(next);
            }
      }
    }
    return {};
  }

  /// The constant integers of input `i` of `node`, or nullopt (absent input: `fallback`).
  std::optional<std::vector<std::int64_t>> constantInts(const ir::Node& node, size_t i,
                                                        std::optional<std::vector<std::int64_t>> fallback) const {
    if (i >= node.inputs.size() || node.inputs[i] == ir::kNoValue) return fallback;
    const ir::Value& v = graph_.value(node.inputs[i]);
    if (!v.constant) return std::nullopt;
    std::vector<std::int64_t> out;
    for (std::int64_t e = 0; e < v.constant->size(); ++e) out.push_back(v.constant->intAt(e));
    return out;
  }

  bool member(int node) const { return std::find(members_.begin(), members_.end(), node) != members_.end(); }

  /// kernel.inputs index of `id`, following the group's views back to the tensor the kernel reads; -1: none.
  int kernelInput(ir::ValueId id, const Kernel& kernel) const {
    for (;;) {
      for (size_t i = 0; i < kernel.inputs.size(); ++i)
        if (kernel.inputs[i].value == id) return static_cast<int>(i);
      const int p = producer_[static_cast<size_t>(id)];
      if (p < 0 || !member(p) || !isViewNode(graph_.nodes[static_cast<size_t>(p)])) return -1;
      id = graph_.nodes[static_cast<size_t>(p)].inputs[0];
    }
  }

  void reduction(const ir::Node& node, Kernel& kernel) const {
    RowReduction& r = kernel.reduction;
    r.op = node.op_type;
    if (node.inputs.empty() || node.inputs[0] == ir::kNoValue) {
      r.why_not = "no input";
      return;
    }
    const auto shape = shapeOf(node.inputs[0]);
    if (!shape) {
      r.why_not = "its input has no known rank";
      return;
    }
    const auto rank = static_cast<std::int64_t>(shape->size());
    if (std::string why = layoutProblem(node.inputs[0], *shape); !why.empty()) {
      r.why_not = why;
      return;
    }
    std::int64_t first = rank;  // first reduced axis; the reduced ones are [first, rank)
    auto axisOf = [&](std::int64_t a) { return a < 0 ? a + rank : a; };
    const std::string& op = node.op_type;
    if (op == "Softmax" || op == "LogSoftmax") {
      const bool legacy = graph_.opset() < 13;  // opset < 13: coerced to 2-D at `axis`
      const std::int64_t axis = axisOf(node.attrInt("axis", legacy ? 1 : -1));
      if (!legacy && axis != rank - 1) {
        r.why_not = "it normalizes axis " + std::to_string(axis) + " of " + std::to_string(rank) +
                    ", not the last one: its elements are not consecutive";
        return;
      }
      first = axis;
    } else if (op == "LayerNormalization") {
      first = axisOf(node.attrInt("axis", -1));
      r.epsilon = node.attrFloat("epsilon", 1e-5f);
    } else if (op == "InstanceNormalization") {
      first = 2;
      r.epsilon = node.attrFloat("epsilon", 1e-5f);
    } else {  // Reduce*: axes from the attribute (older opsets) or the second input
      std::optional<std::vector<std::int64_t>> axes = node.attrInts("axes", {});
      if (axes->empty() && node.inputs.size() > 1 && node.inputs[1] != ir::kNoValue) axes = constantInts(node, 1, {});
      if (!axes) {
        r.why_not = "its axes are computed at run time";
        return;
      }
      if (axes->empty()) {
        if (node.attrInt("noop_with_empty_axes", 0) != 0) {
          r.why_not = "noop_with_empty_axes";
          return;
        }
        for (std::int64_t a = 0; a < rank; ++a) axes->push_back(a);
      }
      for (std::int64_t& a : *axes) a = axisOf(a);
      std::sort(axes->begin(), axes->end());
      first = axes->front();
      for (size_t i = 0; i < axes->size(); ++i)
        if ((*axes)[i] != first + static_cast<std::int64_t>(i) || axes->back() != rank - 1) {
          r.why_not = "it reduces axes that are not the trailing ones: their elements are not consecutive";
          return;
        }
    }
    if (first < 0 || first >= rank) {
      r.why_not = "axis out of range";
      return;
    }
    r.rows = 1;
    r.extent = 1;
    for (std::int64_t a = 0; a < rank; ++a) (a < first ? r.rows : r.extent) *= (*shape)[static_cast<size_t>(a)];
  }

  /// Describes the group's one data-movement op in kernel.movement, or says in why_not why not.
  void movement(const std::vector<const ir::Node*>& moves, Kernel& kernel) const {
    DataMovement& m = kernel.movement;
    if (moves.empty()) return;
    const ir::Node& node = *moves.front();
    m.op = node.op_type;
    m.why_not = describeOperands(moves, node, kernel);
    if (!m.why_not.empty()) return;
    const std::string& op = node.op_type;
    const auto rank = static_cast<std::int64_t>(m.input_shapes[0].size());
    if (op == "Transpose") {
      m.perm = node.attrInts("perm", {});
      if (m.perm.empty())
        for (std::int64_t i = rank - 1; i >= 0; --i) m.perm.push_back(i);
      for (std::int64_t& a : m.perm) a = axisOf(a, rank);
    } else if (op == "Concat" || op == "Gather") {
      m.axis = axisOf(node.attrInt("axis", 0), rank);
    }
    if (op == "Slice") m.why_not = sliceRanges(node, m);
    else if (op == "Pad") m.why_not = padStarts(node, m);
    else if (op == "Gather") m.why_not = gatherIndices(node, m);
  }

  /// A negative axis counted from the end of `rank` axes.
  static std::int64_t axisOf(std::int64_t a, std::int64_t rank) { return a < 0 ? a + rank : a; }

  /// Checks that the group is one op whose output is the kernel's and whose
  /// moved operands are kernel inputs of known shape and fixed DRAM order;
  /// fills output_shape, operands and input_shapes. Returns why not, or "".
  std::string describeOperands(const std::vector<const ir::Node*>& moves, const ir::Node& node, Kernel& kernel) const {
    DataMovement& m = kernel.movement;
    if (moves.size() != 1) return "the group holds " + std::to_string(moves.size()) + " data-movement ops";
    if (node.outputs.empty() || node.outputs[0] == ir::kNoValue || node.outputs.size() > 1)
      return "it has " + std::to_string(node.outputs.size()) + " outputs";
    // The kernel's one output must be this op's output, through views.
    if (kernel.outputs.size() != 1) return "the group writes " + std::to_string(kernel.outputs.size()) + " tensors";
    for (ir::ValueId id = kernel.outputs[0].value; id != node.outputs[0];) {
      const int p = producer_[static_cast<size_t>(id)];
      if (p < 0 || !member(p) || !isViewNode(graph_.nodes[static_cast<size_t>(p)]))
        return "the group's output is not the op's";
      id = graph_.nodes[static_cast<size_t>(p)].inputs[0];
    }
    const auto out = shapeOf(node.outputs[0]);
    if (!out) return "its output has no known rank";
    m.output_shape = *out;
    std::vector<ir::ValueId> data;  // the operands whose elements move
    const std::string& op = node.op_type;
    if (op == "Concat") {
      for (ir::ValueId id : node.inputs)
        if (id != ir::kNoValue) data.push_back(id);
    } else if (op == "Transpose" || op == "Slice" || op == "Pad" || op == "Gather" || op == "Expand" || op == "Tile") {
      data.push_back(node.inputs[0]);
    } else {
      return op + " has no exact copy lowering";
    }
    for (ir::ValueId id : data) {
      const ir::Value& v = graph_.value(id);
      if (v.constant) return "operand '" + v.name + "' is a constant, which DRAM holds at the accumulator precision";
      const int input = kernelInput(id, kernel);
      const auto shape = shapeOf(id);
      if (input < 0 || !shape) return "operand '" + v.name + "' is not an input of the kernel with a known shape";
      if (std::string why = layoutProblem(id, *shape); !why.empty()) return why;
      m.operands.push_back(input);
      m.input_shapes.push_back(*shape);
    }
    return layoutProblem(node.outputs[0], *out);
  }

  /// Slice: the first input index and the step of every axis. Returns why not, or "".
  std::string sliceRanges(const ir::Node& node, DataMovement& m) const {
    const std::vector<std::int64_t>& in = m.input_shapes[0];
    const auto rank = static_cast<std::int64_t>(in.size());
    const bool legacy = graph_.opset() < 10;
    auto starts = legacy ? std::optional(node.attrInts("starts")) : constantInts(node, 1, std::nullopt);
    auto ends = legacy ? std::optional(node.attrInts("ends")) : constantInts(node, 2, std::nullopt);
    std::vector<std::int64_t> all(static_cast<size_t>(rank));
    for (std::int64_t a = 0; a < rank; ++a) all[static_cast<size_t>(a)] = a;
    auto axes = legacy ? std::optional(node.attrInts("axes", all)) : constantInts(node, 3, all);
    auto steps = legacy ? std::optional(std::vector<std::int64_t>(starts ? starts->size() : 0, 1))
                        : constantInts(node, 4, std::vector<std::int64_t>(starts ? starts->size() : 0, 1));
    if (!starts || !ends || !axes || !steps || starts->size() != ends->size() || axes->size() != starts->size() ||
        steps->size() != starts->size())
      return "its starts, ends, axes or steps are computed at run time";
    m.starts.assign(static_cast<size_t>(rank), 0);
    m.steps.assign(static_cast<size_t>(rank), 1);
    for (size_t i = 0; i < axes->size(); ++i) {
      const std::int64_t a = axisOf((*axes)[i], rank);
      if (a < 0 || a >= rank || (*steps)[i] == 0) return "invalid axes or steps";
      const std::int64_t dim = in[static_cast<size_t>(a)], step = (*steps)[i];
      std::int64_t s = (*starts)[i] < 0 ? (*starts)[i] + dim : (*starts)[i];
      s = step > 0 ? std::clamp<std::int64_t>(s, 0, dim) : std::clamp<std::int64_t>(s, 0, dim - 1);
      m.starts[static_cast<size_t>(a)] = s;
      m.steps[static_cast<size_t>(a)] = step;
    }
    return {};
  }

  /// Pad: the leading pad of every axis (constant zero pads only). Returns why not, or "".
  std::string padStarts(const ir::Node& node, DataMovement& m) const {
    const auto rank = static_cast<std::int64_t>(m.input_shapes[0].size());
    const bool legacy = graph_.opset() < 11;
    if (node.attrString("mode", "constant") != "constant")
      return "mode '" + node.attrString("mode", "constant") + "' is not a constant pad";
    auto pads = legacy ? std::optional(node.attrInts("pads")) : constantInts(node, 1, std::nullopt);
    double value = legacy ? node.attrFloat("value", 0.0f) : 0.0;
    if (!legacy && node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue) {
      const ir::Value& v = graph_.value(node.inputs[2]);
      if (!v.constant || v.constant->size() != 1) return "its pad value is computed at run time";
      value = v.constant->at(0);
    }
    if (!legacy && node.inputs.size() > 3 && node.inputs[3] != ir::kNoValue) return "it pads selected axes (the axes input)";
    if (!pads || static_cast<std::int64_t>(pads->size()) != 2 * rank) return "its pads are computed at run time";
    if (value != 0.0) return "it pads with " + std::to_string(value) + ", the zero row holds only zeros";
    for (std::int64_t p : *pads)
      if (p < 0) return "a negative pad (a crop)";
    m.starts.assign(pads->begin(), pads->begin() + rank);
    return {};
  }

  /// Gather: the constant indices, made non-negative. Returns why not, or "".
  std::string gatherIndices(const ir::Node& node, DataMovement& m) const {
    auto indices = constantInts(node, 1, std::nullopt);
    if (!indices) return "its indices are computed at run time, and transfers take static addresses";
    const std::int64_t dim = m.input_shapes[0][static_cast<size_t>(m.axis)];
    for (std::int64_t& i : *indices) {
      if (i < 0) i += dim;
      if (i < 0 || i >= dim) return "an index out of range";
    }
    m.indices = *indices;
    m.indices_shape = graph_.value(node.inputs[1]).constant->shape();
    return {};
  }

  const ir::Graph& graph_;
  const std::vector<int>& members_;
  const std::vector<int>& producer_;
  std::int64_t unknown_dim_;
  std::vector<std::vector<int>> users_;  ///< value -> nodes reading it
};

}  // namespace

void describeVectorGroup(const ir::Graph& graph, const std::vector<int>& members, const std::vector<int>& producer,
                         std::int64_t unknown_dim, Kernel& kernel) {
  const bool reduces = kernel.kind == KernelKind::kSoftmax || kernel.kind == KernelKind::kLayerNorm ||
                       kernel.kind == KernelKind::kReduce;
  if (!reduces && kernel.kind != KernelKind::kDataMovement) return;
  const Describer d(graph, members, producer, unknown_dim);
  if (kernel.kind == KernelKind::kSoftmax || kernel.kind == KernelKind::kLayerNorm ||
      kernel.kind == KernelKind::kReduce) {
    for (int n : members) {
      const ir::Node& node = graph.nodes[static_cast<size_t>(n)];
      if (!isViewNode(node)) {
        d.reduction(node, kernel);
        return;
      }
    }
  }
  if (kernel.kind == KernelKind::kDataMovement) {
    std::vector<const ir::Node*> moves;
    for (int n : members)
      if (isMovementNode(graph.nodes[static_cast<size_t>(n)])) moves.push_back(&graph.nodes[static_cast<size_t>(n)]);
    d.movement(moves, kernel);
  }
}

}  // namespace tessera::backend
