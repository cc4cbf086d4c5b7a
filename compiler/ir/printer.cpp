// Stable, diffable text form of the graph IR.
//
//   graph "mnist" opset 13
//     input %x: f32[?,1,28,28]
//     const %w: f32[16,1,3,3]
//     %y: f32[?,16,26,26] = Conv(%x, %w) {kernel_shape=[3,3]}  # conv1
//     output %y
// A channels-last value's type reads "f32[1,26,26,16] nhwc" (shape in memory order).
#include "compiler/ir/printer.h"

#include <fmt/format.h>

#include <map>

namespace tessera::ir {
namespace {

std::string valueName(const Graph& graph, ValueId id) {
  if (id == kNoValue) return "_";
  const std::string& name = graph.value(id).name;
  bool plain = !name.empty();
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' || c == ':' || c == '-'))
      plain = false;
  return plain ? "%" + name : fmt::format("%\"{}\"", name);
}

/// The type of a value, with " nhwc" for channels-last values.
std::string valueType(const Graph& graph, ValueId id) {
  const Value& v = graph.value(id);
  return formatType(v.type) + (v.layout == Layout::kNHWC ? " nhwc" : "");
}

}  // namespace

std::string formatAttribute(const Attribute& attribute) {
  struct Visitor {
    std::string operator()(std::int64_t v) const { return std::to_string(v); }
    std::string operator()(float v) const { return fmt::format("{}", v); }
    std::string operator()(const std::string& v) const { return fmt::format("\"{}\"", v); }
    std::string operator()(const std::vector<std::int64_t>& v) const { return fmt::format("[{}]", fmt::join(v, ",")); }
    std::string operator()(const std::vector<float>& v) const { return fmt::format("[{}]", fmt::join(v, ",")); }
    std::string operator()(const std::vector<std::string>& v) const {
      std::string out = "[";
      for (size_t i = 0; i < v.size(); ++i) out += (i ? ",\"" : "\"") + v[i] + "\"";
      return out + "]";
    }
    std::string operator()(const Tensor& t) const {
      std::string out = fmt::format("tensor<{}{}>", name(t.dtype()), formatShape(t.shape()));
      if (t.size() <= 8) {
        std::vector<std::string> items;
        for (std::int64_t i = 0; i < t.size(); ++i) items.push_back(fmt::format("{}", t.at(i)));
        out += fmt::format("({})", fmt::join(items, ","));
      }
      return out;
    }
  };
  return std::visit(Visitor{}, attribute);
}

std::string formatType(const TensorType& type) {
  if (!type.rank_known) return fmt::format("{}[*]", name(type.dtype));
  return fmt::format("{}{}", name(type.dtype), formatShape(type.shape));
}

std::string printGraph(const Graph& graph) {
  std::string out = fmt::format("graph \"{}\" opset {}\n", graph.name, graph.opset());
  if (!graph.pipeline.empty()) out += fmt::format("  pipeline \"{}\"\n", graph.pipeline);
  for (const auto& [domain, version] : graph.opsets)
    if (!domain.empty() && domain != "ai.onnx") out += fmt::format("  opset_import \"{}\" {}\n", domain, version);
  for (ValueId id : graph.inputs) out += fmt::format("  input {}: {}\n", valueName(graph, id), valueType(graph, id));
  for (size_t i = 0; i < graph.values.size(); ++i) {
    const Value& v = graph.values[i];
    if (!v.constant) continue;
    out += fmt::format("  const {}: {}{}\n", valueName(graph, static_cast<ValueId>(i)),
                       valueType(graph, static_cast<ValueId>(i)),
                       v.constant->size() <= 8 ? " = " + formatAttribute(*v.constant) : "");
  }
  for (const Node& node : graph.nodes) {
    std::vector<std::string> results, operands, attrs;
    for (ValueId id : node.outputs) {
      std::string r = valueName(graph, id);
      if (id != kNoValue) r += ": " + valueType(graph, id);
      results.push_back(r);
    }
    for (ValueId id : node.inputs) operands.push_back(valueName(graph, id));
    for (const auto& [key, attribute] : node.attributes) attrs.push_back(key + "=" + formatAttribute(attribute));
    std::string op = node.domain.empty() ? node.op_type : node.domain + "." + node.op_type;
    out += fmt::format("  {} = {}({})", fmt::join(results, ", "), op, fmt::join(operands, ", "));
    if (!attrs.empty()) out += fmt::format(" {{{}}}", fmt::join(attrs, ", "));
    if (!node.name.empty()) out += fmt::format("  # {}", node.name);
    if (node.fusion_group >= 0) out += fmt::format(" [group {}]", node.fusion_group);
    out += "\n";
  }
  // Fused groups, one line each: members in node order, the root first.
  std::map<int, std::vector<std::string>> groups;
  for (const Node& node : graph.nodes)
    if (node.fusion_group >= 0) groups[node.fusion_group].push_back(node.op_type);
  for (const auto& [group, ops] : groups) out += fmt::format("  group {}: {}\n", group, fmt::join(ops, " + "));
  for (ValueId id : graph.outputs) out += fmt::format("  output {}\n", valueName(graph, id));
  return out;
}

}  // namespace tessera::ir
