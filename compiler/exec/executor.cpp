// Reference executor: runs a graph node by node with the registered kernels.
#include "compiler/exec/executor.h"

#include <fmt/format.h>

#include "compiler/ir/layout.h"

namespace tessera::exec {
namespace {

std::int64_t opsetOf(const ir::Graph& graph, const std::string& domain) {
  auto it = graph.opsets.find(domain);
  if (it == graph.opsets.end() && domain.empty()) it = graph.opsets.find("ai.onnx");
  return it == graph.opsets.end() ? 0 : it->second;
}

}  // namespace

Status checkSupported(const ir::Graph& graph, const KernelRegistry& registry) {
  std::vector<Diagnostic> errors;
  for (const ir::Node& node : graph.nodes) {
    if (registry.find(node.domain, node.op_type)) continue;
    errors.push_back(fileError(graph.source, fmt::format("node '{}' ({}{}, opset {}): unsupported operator", node.name,
                                                   node.domain.empty() ? "" : node.domain + ".", node.op_type,
                                                   opsetOf(graph, node.domain))));
    errors.back().code = "unsupported";
  }
  return Status(std::move(errors));
}

Status runNode(const ir::Graph& graph, const ir::Node& node, std::vector<const Tensor*> inputs,
               std::vector<Tensor>& outputs, const ExecOptions& options) {
  const Kernel* kernel = defaultKernels().find(node.domain, node.op_type);
  KernelContext ctx{graph, node, std::move(inputs), {}, opsetOf(graph, node.domain), options.threads};
  ctx.ordered_float_sums = options.ordered_float_sums;
  if (!kernel) return ctx.unsupported("unsupported operator");
  ctx.outputs.resize(node.outputs.size());
  // Channels-last Conv/pooling: the kernels are NCHW, so convert input 0 and
  // output 0 around them (values, not speed, are this executor's job).
  const bool channels_last = ir::isChannelsLastAware(node) && !ctx.inputs.empty() && ctx.inputs[0] &&
                             graph.value(node.inputs[0]).layout == ir::Layout::kNHWC && ctx.inputs[0]->rank() == 4;
  Tensor nchw_input;
  if (channels_last) {
    nchw_input = ir::transpose4(*ctx.inputs[0], ir::kToNchw);
    ctx.inputs[0] = &nchw_input;
  }
  if (Status status = (*kernel)(ctx); !status.ok()) return status;
  if (channels_last && ctx.outputs[0].defined()) {
    if (ctx.outputs[0].rank() != 4) return ctx.error("a channels-last result must have rank 4");
    ctx.outputs[0] = ir::transpose4(ctx.outputs[0], ir::kToNhwc);
  }
  outputs = std::move(ctx.outputs);
  return {};
}

Expected<std::vector<Tensor>> execute(const ir::Graph& graph, const std::map<std::string, Tensor>& inputs,
                                      const ExecOptions& options) {
  const KernelRegistry& registry = defaultKernels();
  if (Status supported = checkSupported(graph, registry); !supported.ok()) return supported;

  std::vector<Tensor> values(graph.values.size());
  for (size_t i = 0; i < graph.values.size(); ++i)
    if (graph.values[i].constant) values[i] = *graph.values[i].constant;
  for (ir::ValueId id : graph.inputs) {
    const ir::Value& v = graph.value(id);
    auto it = inputs.find(v.name);
    if (it == inputs.end()) return Status::error(fileError(graph.source, fmt::format("graph input '{}' was not given", v.name)));
    const Tensor& t = it->second;
    if (t.dtype() != v.type.dtype)
      return Status::error(fileError(graph.source, fmt::format("graph input '{}': expected {}, got {}", v.name,
                                                         ir::name(v.type.dtype), ir::name(t.dtype()))));
    if (!v.type.admitsShape(t.shape()))
      return Status::error(fileError(graph.source, fmt::format("graph input '{}': expected shape {}, got {}", v.name,
                                                         ir::formatShape(v.type.shape), ir::formatShape(t.shape()))));
    values[static_cast<size_t>(id)] = t;
  }
  for (const auto& [name, tensor] : inputs)
    if (graph.find(name) == ir::kNoValue || !graph.value(graph.find(name)).is_graph_input)
      return Status::error(fileError(graph.source, fmt::format("'{}' is not an input of this graph", name)));

  // Last use of each value, so intermediates are freed as soon as possible.
  std::vector<int> last_use(graph.values.size(), -1);
  for (size_t n = 0; n < graph.nodes.size(); ++n)
    for (ir::ValueId id : graph.nodes[n].inputs)
      if (id != ir::kNoValue) last_use[static_cast<size_t>(id)] = static_cast<int>(n);
  for (ir::ValueId id : graph.outputs) last_use[static_cast<size_t>(id)] = static_cast<int>(graph.nodes.size());

  for (size_t n = 0; n < graph.nodes.size(); ++n) {
    const ir::Node& node = graph.nodes[n];
    std::vector<const Tensor*> node_inputs;
    node_inputs.reserve(node.inputs.size());
    for (ir::ValueId id : node.inputs) {
      if (id == ir::kNoValue) {
        node_inputs.push_back(nullptr);
        continue;
      }
      const Tensor& t = values[static_cast<size_t>(id)];
      if (!t.defined())
        return KernelContext{graph, node, {}, {}, opsetOf(graph, node.domain), options.threads}.error(
            fmt::format("input '{}' has no value (an omitted output of an earlier node)", graph.value(id).name));
      node_inputs.push_back(&t);
    }
    std::vector<Tensor> node_outputs;
    if (Status status = runNode(graph, node, std::move(node_inputs), node_outputs, options); !status.ok()) return status;
    for (size_t k = 0; k < node.outputs.size(); ++k) {
      if (node.outputs[k] == ir::kNoValue) continue;
      values[static_cast<size_t>(node.outputs[k])] = std::move(node_outputs[k]);
    }
    for (ir::ValueId id : node.inputs)
      if (id != ir::kNoValue && last_use[static_cast<size_t>(id)] == static_cast<int>(n) && !graph.value(id).constant)
        values[static_cast<size_t>(id)] = Tensor();
  }
  std::vector<Tensor> outputs;
  for (ir::ValueId id : graph.outputs) {
    if (!values[static_cast<size_t>(id)].defined())
      return Status::error(fileError(graph.source, fmt::format("graph output '{}' was not computed", graph.value(id).name)));
    outputs.push_back(values[static_cast<size_t>(id)]);
  }
  return outputs;
}

}  // namespace tessera::exec
