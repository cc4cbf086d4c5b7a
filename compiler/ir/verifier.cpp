// IR verifier: structural invariants every pass must preserve.
#include "compiler/ir/verifier.h"

#include <fmt/format.h>

namespace tessera::ir {

Status verifyGraph(const Graph& graph) {
  std::vector<Diagnostic> errors;
  auto fail = [&](std::string message) {
    Diagnostic d;
    d.location.file = graph.source;
    d.message = "IR verifier: " + std::move(message);
    errors.push_back(std::move(d));
  };
  const auto count = static_cast<ValueId>(graph.values.size());
  std::vector<char> defined(graph.values.size(), 0);
  for (ValueId id : graph.inputs) {
    if (id < 0 || id >= count) {
      fail(fmt::format("graph input id {} out of range", id));
      continue;
    }
    if (defined[static_cast<size_t>(id)]++) fail(fmt::format("value '{}' is a graph input twice", graph.value(id).name));
  }
  for (ValueId id = 0; id < count; ++id) {
    const Value& v = graph.value(id);
    if (!v.constant) continue;
    if (defined[static_cast<size_t>(id)]++) fail(fmt::format("value '{}' is both a constant and a graph input", v.name));
    if (v.constant->dtype() != v.type.dtype || v.constant->shape() != v.type.shape)
      fail(fmt::format("constant '{}' holds {}{} but its type says {}{}", v.name, name(v.constant->dtype()),
                       formatShape(v.constant->shape()), name(v.type.dtype), formatShape(v.type.shape)));
  }
  for (const Node& node : graph.nodes) {
    std::string where = fmt::format("node '{}' ({})", node.name, node.op_type);
    for (ValueId id : node.inputs) {
      if (id == kNoValue) continue;
      if (id < 0 || id >= count) fail(fmt::format("{}: input id {} out of range", where, id));
      else if (!defined[static_cast<size_t>(id)])
        fail(fmt::format("{}: input '{}' is used before it is defined", where, graph.value(id).name));
    }
    for (ValueId id : node.outputs) {
      if (id == kNoValue) continue;
      if (id < 0 || id >= count) {
        fail(fmt::format("{}: output id {} out of range", where, id));
        continue;
      }
      if (defined[static_cast<size_t>(id)]++)
        fail(fmt::format("{}: output '{}' is defined more than once", where, graph.value(id).name));
    }
  }
  for (ValueId id : graph.outputs) {
    if (id < 0 || id >= count) fail(fmt::format("graph output id {} out of range", id));
    else if (!defined[static_cast<size_t>(id)]) fail(fmt::format("graph output '{}' is never defined", graph.value(id).name));
  }
  return Status(std::move(errors));
}

}  // namespace tessera::ir
