// select-layout: channels-last (NHWC) activations between Conv/pooling ops, converted only at the boundaries.
//
//   input %x: f32[1,3,8,8]                  input %x: f32[1,3,8,8]
//   %c: f32[1,4,8,8] = Conv(%x, %w)    ->   %x_nhwc: f32[1,8,8,3] nhwc = Transpose(%x) {perm=[0,2,3,1]}
//   %r: f32[1,4,8,8] = Relu(%c)             %c: f32[1,8,8,4] nhwc = Conv(%x_nhwc, %w)
//   %y: f32[1,256] = Flatten(%r)            %r: f32[1,8,8,4] nhwc = Relu(%c)
//                                           %r_nchw: f32[1,4,8,8] = Transpose(%r) {perm=[0,3,1,2]}
//                                           %y: f32[1,256] = Flatten(%r_nchw)
//
// Why: an array that holds output channels along one edge streams C
// contiguous values per pixel, which NHWC stores together. What: the 4-D
// activations are split into regions connected through ops that can run
// channels-last (layout.h: Conv and pooling, elementwise ops, per-tensor Q/DQ,
// Concat). A region containing a Conv goes NHWC; a region without one (a
// graph with no convolution, a pooling-only chain) stays as it is, so no
// conversion is added for nothing. Transposes are inserted only where a value
// crosses the region border: once per value and direction, shared by all its
// readers. Graph inputs and outputs keep the model's layout (the interface
// never changes). Constant operands of NHWC elementwise ops are permuted
// offline (lower ranks first right-aligned to rank 4, as broadcasting does);
// Concat's axis is remapped. Values already NHWC are left alone, so a second
// run changes nothing. Run it before `fuse` (the new Transposes need groups).
// Not in the default pipeline: ONNX cannot express NHWC, so the result
// cannot be exported, and whether channels-last pays depends on the target.
#include <algorithm>
#include <numeric>

#include "compiler/ir/layout.h"
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

constexpr const char* kFlag = "select-layout";

bool rank4(const ir::Value& v) { return v.type.rank_known && v.type.shape.size() == 4; }

bool singleElement(const ir::Value& v) { return v.type.rank_known && ir::elementCount(v.type.shape) == 1; }

/// How a node takes part: not at all, or which input slots carry activations.
struct Candidate {
  bool ok = false;
  bool anchor = false;              ///< a convolution: its region goes NHWC
  std::vector<size_t> activations;  ///< input slots holding 4-D activations
};

class SelectLayout : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    g_ = &graph;
    const size_t node_count = graph.nodes.size();
    std::vector<Candidate> candidates(node_count);
    parent_.resize(graph.values.size());
    std::iota(parent_.begin(), parent_.end(), 0);
    for (size_t n = 0; n < node_count; ++n) {
      candidates[n] = classify(graph.nodes[n]);
      if (!candidates[n].ok) continue;
      const ir::Node& node = graph.nodes[n];
      const ir::ValueId first = node.outputs[0];
      for (size_t k : candidates[n].activations) unite(node.inputs[k], first);
      for (ir::ValueId out : node.outputs)
        if (out != ir::kNoValue) unite(out, first);
    }
    std::vector<char> anchored(graph.values.size(), 0);
    for (size_t n = 0; n < node_count; ++n)
      if (candidates[n].ok && candidates[n].anchor) anchored[static_cast<size_t>(find(graph.nodes[n].outputs[0]))] = 1;

    // The nodes that go NHWC and the activations they touch.
    std::vector<char> nhwc_node(node_count, 0), region(graph.values.size(), 0);
    std::vector<int> producer(graph.values.size(), -1);
    for (size_t n = 0; n < node_count; ++n)
      for (ir::ValueId out : graph.nodes[n].outputs)
        if (out != ir::kNoValue) producer[static_cast<size_t>(out)] = static_cast<int>(n);
    std::int64_t nodes_nhwc = 0;
    for (size_t n = 0; n < node_count; ++n) {
      if (!candidates[n].ok || !anchored[static_cast<size_t>(find(graph.nodes[n].outputs[0]))]) continue;
      nhwc_node[n] = 1;
      ++nodes_nhwc;
      for (size_t k : candidates[n].activations) region[static_cast<size_t>(graph.nodes[n].inputs[k])] = 1;
      for (ir::ValueId out : graph.nodes[n].outputs)
        if (out != ir::kNoValue) region[static_cast<size_t>(out)] = 1;
    }
    if (nodes_nhwc == 0) return Status();

    // Per region value: its NHWC form (for NHWC readers) and its default form
    // (for everything else), with the Transposes that make the missing one.
    const size_t value_count = graph.values.size();
    nhwc_form_.assign(value_count, ir::kNoValue);
    default_form_.assign(value_count, ir::kNoValue);
    std::vector<std::vector<int>> users = graph.users();
    std::vector<std::vector<ir::Node>> after(node_count);  // conversions emitted after node n
    std::vector<ir::Node> front;                           // conversions of graph inputs and constants
    for (size_t i = 0; i < value_count; ++i) {
      if (!region[i]) continue;
      const auto id = static_cast<ir::ValueId>(i);
      const int p = producer[i];
      if (p >= 0 && nhwc_node[static_cast<size_t>(p)]) {
        bool default_reader = graph.isOutput(id);
        for (int u : users[i])
          default_reader |= !readsAsActivation(graph.nodes[static_cast<size_t>(u)], candidates[static_cast<size_t>(u)],
                                               nhwc_node[static_cast<size_t>(u)] != 0, id);
        if (graph.isOutput(id)) {
          // The producer writes a new NHWC value; the output keeps its id, name and layout.
          const ir::ValueId nhwc = addPermuted(id, "_nhwc");
          for (ir::ValueId& out : graph.nodes[static_cast<size_t>(p)].outputs)
            if (out == id) out = nhwc;
          nhwc_form_[i] = nhwc;
          default_form_[i] = id;
          after[static_cast<size_t>(p)].push_back(transpose(nhwc, id, ir::kToNchw));
        } else {
          nhwc_form_[i] = id;
          if (default_reader) {
            ir::Value copy = graph.value(id);
            copy.name = graph.uniqueName(copy.name + "_nchw");
            copy.constant.reset();
            default_form_[i] = graph.addValue(std::move(copy));
            after[static_cast<size_t>(p)].push_back(transpose(id, default_form_[i], ir::kToNchw));
          }
          permuteInPlace(id);
        }
      } else {
        const ir::ValueId nhwc = addPermuted(id, "_nhwc");
        nhwc_form_[i] = nhwc;
        default_form_[i] = id;
        ir::Node convert = transpose(id, nhwc, ir::kToNhwc);
        if (p >= 0)
          after[static_cast<size_t>(p)].push_back(std::move(convert));
        else
          front.push_back(std::move(convert));
      }
    }

    // Rewrite the readers and rebuild the node list with the conversions in place.
    std::vector<ir::Node> nodes = std::move(front);
    for (size_t n = 0; n < node_count; ++n) {
      ir::Node node = std::move(graph.nodes[n]);
      for (size_t k = 0; k < node.inputs.size(); ++k) {
        const ir::ValueId id = node.inputs[k];
        if (id == ir::kNoValue) continue;
        const bool activation =
            nhwc_node[n] && std::find(candidates[n].activations.begin(), candidates[n].activations.end(), k) !=
                                candidates[n].activations.end();
        if (activation)
          node.inputs[k] = nhwc_form_[static_cast<size_t>(id)];
        else if (nhwc_node[n] && !candidates[n].activations.empty() && isAgnosticOperand(node, k))
          node.inputs[k] = permutedConstant(id, context);
        else if (region[static_cast<size_t>(id)] && default_form_[static_cast<size_t>(id)] != ir::kNoValue)
          node.inputs[k] = default_form_[static_cast<size_t>(id)];
      }
      if (nhwc_node[n] && node.op_type == "Concat") {
        std::int64_t axis = node.attrInt("axis", 1);
        if (axis < 0) axis += 4;
        node.attributes["axis"] = std::int64_t{ir::kToNchw[static_cast<size_t>(axis)]};
      }
      nodes.push_back(std::move(node));
      for (ir::Node& convert : after[n]) nodes.push_back(std::move(convert));
    }
    const auto conversions = static_cast<std::int64_t>(nodes.size() - node_count);
    graph.nodes = std::move(nodes);
    graph.compact();
    context.count(kFlag, "nodes-nhwc", nodes_nhwc);
    context.count(kFlag, "conversions-inserted", conversions);
    return Status();
  }

 private:
  Candidate classify(const ir::Node& node) const {
    Candidate c;
    if (node.outputs.empty() || node.outputs[0] == ir::kNoValue) return c;
    for (ir::ValueId id : node.inputs)
      if (id != ir::kNoValue && g_->value(id).layout != ir::Layout::kDefault) return c;  // already converted
    for (ir::ValueId id : node.outputs)
      if (id != ir::kNoValue && (g_->value(id).layout != ir::Layout::kDefault || !rank4(g_->value(id)))) return c;
    if (ir::isChannelsLastAware(node)) {
      if (node.inputs.empty() || node.inputs[0] == ir::kNoValue || !rank4(g_->value(node.inputs[0]))) return c;
      const bool conv = node.op_type == "Conv" || node.op_type == "ConvInteger";
      if (conv && (node.inputs.size() < 2 || node.inputs[1] == ir::kNoValue || !rank4(g_->value(node.inputs[1]))))
        return c;
      c.ok = true;
      c.anchor = conv;
      c.activations = {0};
      return c;
    }
    if (!ir::isLayoutAgnostic(node)) return c;
    const bool qdq = node.op_type == "QuantizeLinear" || node.op_type == "DequantizeLinear";
    if (qdq && (node.inputs.size() < 2 || node.inputs[1] == ir::kNoValue || !singleElement(g_->value(node.inputs[1]))))
      return c;
    for (size_t k = 0; k < node.inputs.size(); ++k) {
      const ir::ValueId id = node.inputs[k];
      if (id == ir::kNoValue) continue;
      const ir::Value& v = g_->value(id);
      if (!v.type.rank_known) return c;
      if (!v.constant && v.type.shape.size() == 4) {
        c.activations.push_back(k);
        continue;
      }
      if (singleElement(v) && node.op_type != "Concat") continue;
      const bool static_constant = v.constant && v.type.shape.size() <= 4 && ir::elementCount(v.type.shape) > 0;
      if (!static_constant || (node.op_type == "Concat" && v.type.shape.size() != 4)) return c;
    }
    c.ok = !c.activations.empty();
    return c;
  }

  /// True when every use of `id` by `node` is as an NHWC activation.
  static bool readsAsActivation(const ir::Node& node, const Candidate& c, bool nhwc, ir::ValueId id) {
    if (!nhwc) return false;
    for (size_t k = 0; k < node.inputs.size(); ++k)
      if (node.inputs[k] == id && std::find(c.activations.begin(), c.activations.end(), k) == c.activations.end())
        return false;
    return true;
  }

  /// Slot k of an NHWC agnostic node that is a multi-element constant (to permute).
  bool isAgnosticOperand(const ir::Node& node, size_t k) const {
    const ir::Value& v = g_->value(node.inputs[k]);
    return v.constant.has_value() && !singleElement(v) && !ir::isChannelsLastAware(node);
  }

  /// A constant broadcast operand in NHWC order (right-aligned to rank 4), shared.
  ir::ValueId permutedConstant(ir::ValueId id, PassContext& context) {
    if (auto it = permuted_.find(id); it != permuted_.end()) return it->second;
    const ir::Value& v = g_->value(id);
    ir::Shape shape = v.type.shape;
    while (shape.size() < 4) shape.insert(shape.begin(), 1);
    ir::Tensor t = ir::transpose4(ir::Tensor::reshaped(*v.constant, shape), ir::kToNhwc);
    const ir::ValueId out = g_->addConstant(v.name + "_nhwc", std::move(t));
    g_->value(out).layout = ir::Layout::kNHWC;
    context.count(kFlag, "constants-permuted");
    return permuted_[id] = out;
  }

  /// A new value like `id` in NHWC order, named after it.
  ir::ValueId addPermuted(ir::ValueId id, const std::string& suffix) {
    ir::Value v = g_->value(id);
    v.name = g_->uniqueName(v.name + suffix);
    v.constant.reset();
    v.is_graph_input = false;
    const ir::ValueId out = g_->addValue(std::move(v));
    permuteInPlace(out);
    return out;
  }

  void permuteInPlace(ir::ValueId id) {
    ir::Value& v = g_->value(id);
    v.type.shape = ir::permuteShape(v.type.shape, ir::kToNhwc);
    if (v.type.dim_params.size() == 4) {
      std::vector<std::string> params(4);
      for (size_t i = 0; i < 4; ++i) params[i] = v.type.dim_params[static_cast<size_t>(ir::kToNhwc[i])];
      v.type.dim_params = std::move(params);
    }
    if (v.quant && v.quant->axis >= 0 && v.quant->axis < 4)
      v.quant->axis = ir::kToNchw[static_cast<size_t>(v.quant->axis)];
    v.layout = ir::Layout::kNHWC;
  }

  ir::Node transpose(ir::ValueId from, ir::ValueId to, const std::array<int, 4>& perm) const {
    ir::Node n;
    n.op_type = "Transpose";
    n.name = g_->value(to).name;
    n.inputs = {from};
    n.outputs = {to};
    n.attributes["perm"] = std::vector<std::int64_t>(perm.begin(), perm.end());
    return n;
  }

  ir::ValueId find(ir::ValueId id) {
    auto i = static_cast<size_t>(id);
    while (parent_[i] != static_cast<ir::ValueId>(i)) {
      parent_[i] = parent_[static_cast<size_t>(parent_[i])];
      i = static_cast<size_t>(parent_[i]);
    }
    return static_cast<ir::ValueId>(i);
  }
  void unite(ir::ValueId a, ir::ValueId b) { parent_[static_cast<size_t>(find(a))] = find(b); }

  ir::Graph* g_ = nullptr;
  std::vector<ir::ValueId> parent_;
  std::vector<ir::ValueId> nhwc_form_, default_form_;
  std::map<ir::ValueId, ir::ValueId> permuted_;
};

}  // namespace

const PassInfo kSelectLayoutPass = {
    "select-layout", "Channels-last (NHWC) activations around convolutions, Transposes only at region borders",
    [](const PassOptions& o) { return createWithoutOptions<SelectLayout>("select-layout", o); }};

}  // namespace tessera::passes
