// upgrade-opset: raise the default-domain opset, rewriting the ops whose definition changed.
//
//   opset 9                                    opset 13 (upgrade-opset{to=13})
//   %y = Clip(%x) {max=6, min=0}         ->    %y = Clip(%x, %y_min, %y_max)
//   %s = Squeeze(%a) {axes=[2,3]}        ->    %s = Squeeze(%a, %s_axes)
//
// Why: QuantizeLinear needs opset >= 10 (per-channel >= 13), so quantizing an
// older model (the PaddleOCR classifier is opset 9) needs the model at a newer
// opset with the same meaning. From ONNX's operator changelog, between
// opsets 7 and 17 most default-domain ops only gained types or optional
// attributes whose defaults keep the old behaviour; those stay as they are.
// The ops whose meaning or signature changed are handled here:
//  - attributes that became inputs are moved into constant inputs: Clip (11),
//    Slice (10), Pad (11; float data), TopK (10), Squeeze, Unsqueeze, ReduceSum,
//    Split (13);
//  - Softmax, LogSoftmax, Hardmax (13: one axis instead of "flatten from
//    axis") are kept when the axis is the last one, where both agree;
//  - BatchNormalization's `spatial` (gone in 9) is dropped when it is 1;
//  - anything else whose meaning changed (Upsample, Scatter, Resize 10 -> 11,
//    a Dropout still present: run remove-identity first) is an error naming
//    the node, so nothing is upgraded silently wrong.
// Option: to=N, N in [the model's opset, 17]. Lowering the opset is an error.
#include <fmt/format.h>

#include <charconv>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

constexpr const char* kFlag = "upgrade-opset";
constexpr std::int64_t kMaxOpset = 17;

/// An attribute that became input `input` at opset `since`.
struct MovedAttribute {
  const char* op;
  std::int64_t since;
  const char* attribute;
  size_t input;
};

constexpr MovedAttribute kMoved[] = {
    {"Slice", 10, "starts", 1}, {"Slice", 10, "ends", 2},     {"Slice", 10, "axes", 3},     {"TopK", 10, "k", 1},
    {"Pad", 11, "pads", 1},     {"Pad", 11, "value", 2},      {"Clip", 11, "min", 1},       {"Clip", 11, "max", 2},
    {"Squeeze", 13, "axes", 1}, {"Unsqueeze", 13, "axes", 1}, {"ReduceSum", 13, "axes", 1}, {"Split", 13, "split", 1},
};

/// Ops whose meaning changed at `since` in a way not rewritten here.
struct Refused {
  const char* op;
  std::int64_t since;
  const char* why;
};

constexpr Refused kRefused[] = {
    {"Upsample", 10, "deprecated in opset 10 (Resize replaces it with other coordinate rules)"},
    {"Resize", 11, "opset 11 changed the coordinate transformation rules"},
    {"Scatter", 11, "deprecated in opset 11 (ScatterElements)"},
    {"Dropout", 12, "ratio and training mode became inputs; run remove-identity first"},
};

Diagnostic nodeError(const ir::Graph& graph, const ir::Node& node, std::int64_t from, std::int64_t to,
                     const std::string& why) {
  Diagnostic d;
  d.location.file = graph.source;
  d.message =
      fmt::format("upgrade-opset {} -> {}: node '{}' ({}, opset {}): {}", from, to, node.name, node.op_type, from, why);
  return d;
}

class UpgradeOpset : public Pass {
 public:
  explicit UpgradeOpset(std::int64_t to) : to_(to) {}

  Status run(ir::Graph& graph, PassContext& context) override {
    const std::int64_t from = graph.opset();
    if (to_ < from)
      return Status::error(fileError(
          graph.source, fmt::format("upgrade-opset: the model has opset {}, cannot lower it to {}", from, to_)));
    std::vector<Diagnostic> errors;
    for (ir::Node& node : graph.nodes) {
      if (!node.domain.empty()) continue;
      for (const Refused& r : kRefused)
        if (node.op_type == r.op && from < r.since && r.since <= to_)
          errors.push_back(nodeError(graph, node, from, to_, r.why));
      if ((node.op_type == "Softmax" || node.op_type == "LogSoftmax" || node.op_type == "Hardmax") && from < 13 &&
          to_ >= 13) {
        // The rank of the input, or of the output (the same shape) when only it is known.
        std::int64_t rank = -1;
        for (ir::ValueId id : {node.inputs.empty() ? ir::kNoValue : node.inputs[0], node.outputs[0]})
          if (rank < 0 && id != ir::kNoValue && graph.value(id).type.rank_known)
            rank = static_cast<std::int64_t>(graph.value(id).type.shape.size());
        const bool known = rank >= 0;
        std::int64_t axis = node.attrInt("axis", 1);
        if (axis < 0) axis += rank;
        if (!known || axis != rank - 1)
          errors.push_back(
              nodeError(graph, node, from, to_,
                        "opset 13 normalizes over one axis, not all axes from `axis` on; equal only when the "
                        "axis is the last one of a known rank"));
      }
      if (node.op_type == "BatchNormalization" && node.has("spatial")) {
        if (node.attrInt("spatial", 1) != 1)
          errors.push_back(nodeError(graph, node, from, to_, "spatial=0 is gone since opset 9"));
        else if (to_ >= 9)
          node.attributes.erase("spatial");
      }
      if (!errors.empty()) continue;
      if (Status s = moveAttributes(graph, node, from, context); !s.ok()) {
        for (const Diagnostic& d : s.diagnostics()) errors.push_back(d);
      }
    }
    if (!errors.empty()) return Status(std::move(errors));
    graph.opsets[""] = to_;
    graph.opsets.erase("ai.onnx");
    context.count(kFlag, "opset-raised-by", to_ - from);
    return Status();
  }

 private:
  Status moveAttributes(ir::Graph& graph, ir::Node& node, std::int64_t from, PassContext& context) {
    for (const MovedAttribute& m : kMoved) {
      if (node.op_type != m.op || !(from < m.since && m.since <= to_) || !node.has(m.attribute)) continue;
      const ir::Attribute value = node.attributes.at(m.attribute);
      ir::Tensor t;
      if (const auto* ints = std::get_if<std::vector<std::int64_t>>(&value)) {
        t = ir::Tensor(ir::DType::kI64, {static_cast<std::int64_t>(ints->size())});
        std::copy(ints->begin(), ints->end(), t.data<std::int64_t>());
      } else if (const auto* i = std::get_if<std::int64_t>(&value)) {
        t = ir::Tensor(ir::DType::kI64, {1});  // TopK's k
        t.data<std::int64_t>()[0] = *i;
      } else if (const auto* f = std::get_if<float>(&value)) {
        // Clip min/max and Pad value take the data's type; only float32 data is handled.
        const ir::ValueId data = node.inputs.empty() ? ir::kNoValue : node.inputs[0];
        if (data == ir::kNoValue || graph.value(data).type.dtype != ir::DType::kF32)
          return Status::error(
              nodeError(graph, node, from, to_, fmt::format("'{}' on non-float32 data is not upgraded", m.attribute)));
        t = ir::Tensor(ir::DType::kF32, {});
        t.data<float>()[0] = *f;
      } else {
        return Status::error(
            nodeError(graph, node, from, to_, fmt::format("attribute '{}' has an unexpected type", m.attribute)));
      }
      const std::string base = (node.name.empty() ? node.op_type : node.name) + "_" + m.attribute;
      const ir::ValueId id = graph.addConstant(base, std::move(t));
      if (node.inputs.size() <= m.input) node.inputs.resize(m.input + 1, ir::kNoValue);
      node.inputs[m.input] = id;
      node.attributes.erase(m.attribute);
      context.count(kFlag, "attributes-moved-to-inputs");
    }
    return Status();
  }

  std::int64_t to_;
};

Expected<std::unique_ptr<Pass>> create(const PassOptions& options) {
  Diagnostic d;
  for (const auto& [key, value] : options)
    if (key != "to") {
      d.message = fmt::format("pass '{}' takes one option, to=N; got '{}'", kFlag, key);
      return Status::error(d);
    }
  auto it = options.find("to");
  std::int64_t to = 0;
  const std::string text = it == options.end() ? "" : it->second;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), to);
  if (it == options.end() || ec != std::errc() || end != text.data() + text.size() || to < 1 || to > kMaxOpset) {
    d.message = fmt::format("pass '{}': option to=N must be an opset in [1, {}], got '{}'", kFlag, kMaxOpset, text);
    return Status::error(d);
  }
  return std::unique_ptr<Pass>(std::make_unique<UpgradeOpset>(to));
}

}  // namespace

const PassInfo kUpgradeOpsetPass = {
    "upgrade-opset", "Raise the default-domain opset to {to=N}, moving changed attributes into inputs", create};

}  // namespace tessera::passes
