// IR verifier: structural invariants every pass must preserve.
#include "compiler/ir/verifier.h"

#include <fmt/format.h>

#include "compiler/ir/layout.h"
#include "compiler/ir/printer.h"

namespace tessera::ir {

namespace {

/// Channels-last invariants (see layout.h): NHWC values are rank 4; aware ops
/// keep input 0 and output 0 in one layout; agnostic ops reading or writing
/// NHWC see only NHWC or one-element inputs; graph inputs and outputs and every
/// other op (Transpose converts) stay in the default layout.
template <class Fail>
void verifyLayouts(const Graph& graph, Fail& fail) {
  auto nhwc = [&](ValueId id) { return id != kNoValue && graph.value(id).layout == Layout::kNHWC; };
  for (size_t i = 0; i < graph.values.size(); ++i) {
    const Value& v = graph.values[i];
    if (v.layout == Layout::kNHWC && (!v.type.rank_known || v.type.shape.size() != 4))
      fail(fmt::format("value '{}' is NHWC but has type {}, expected rank 4", v.name, formatType(v.type)));
  }
  for (ValueId id : graph.inputs)
    if (nhwc(id))
      fail(fmt::format("graph input '{}' is NHWC; the interface keeps the model's layout", graph.value(id).name));
  for (ValueId id : graph.outputs)
    if (nhwc(id))
      fail(fmt::format("graph output '{}' is NHWC; the interface keeps the model's layout", graph.value(id).name));
  for (const Node& node : graph.nodes) {
    bool any = false;
    for (ValueId id : node.inputs) any |= nhwc(id);
    for (ValueId id : node.outputs) any |= nhwc(id);
    if (!any || (node.op_type == "Transpose" && node.domain.empty())) continue;
    const std::string where = fmt::format("node '{}' ({})", node.name, node.op_type);
    if (isChannelsLastAware(node)) {
      if (node.inputs.empty() || nhwc(node.inputs[0]) != nhwc(node.outputs[0]))
        fail(fmt::format("{}: input 0 and output 0 must share one layout", where));
      for (size_t k = 1; k < node.inputs.size(); ++k)
        if (nhwc(node.inputs[k])) fail(fmt::format("{}: only input 0 may be NHWC", where));
    } else if (isLayoutAgnostic(node)) {
      for (ValueId id : node.inputs) {
        if (id == kNoValue || nhwc(id)) continue;
        const TensorType& t = graph.value(id).type;
        if (!t.rank_known || elementCount(t.shape) != 1)
          fail(fmt::format("{}: input '{}' is neither NHWC nor a single element", where, graph.value(id).name));
      }
      for (ValueId id : node.outputs)
        if (id != kNoValue && !nhwc(id))
          fail(fmt::format("{}: output '{}' must be NHWC like its inputs", where, graph.value(id).name));
    } else {
      fail(fmt::format("{}: reads or writes an NHWC value but needs the default layout", where));
    }
  }
}

}  // namespace

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
  if (errors.empty()) verifyLayouts(graph, fail);
  return Status(std::move(errors));
}

}  // namespace tessera::ir
