// Activation sparsity: exact-zero fractions of the inputs of matrix ops, from reference-executor runs.
#include "compiler/sparsity/activation_sparsity.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <map>

#include "compiler/exec/executor.h"

namespace tessera::sparsity {
namespace {

Status error(const std::string& file, const std::string& message) {
  Diagnostic d;
  d.location.file = file;
  d.message = message;
  return Status::error(d);
}

bool isMatrixOp(const ir::Node& node) {
  return node.domain.empty() && (node.op_type == "Conv" || node.op_type == "ConvTranspose" || node.op_type == "Gemm" ||
                                 node.op_type == "MatMul");
}

/// Rows [begin, end) of a tensor along dim 0 (a copy).
ir::Tensor sliceRows(const ir::Tensor& tensor, std::int64_t begin, std::int64_t end) {
  ir::Shape shape = tensor.shape();
  shape[0] = end - begin;
  ir::Tensor out(tensor.dtype(), shape);
  const std::size_t row_bytes = tensor.byteSize() / static_cast<std::size_t>(tensor.dim(0));
  if (out.byteSize()) std::memcpy(out.bytes(), tensor.bytes() + static_cast<std::size_t>(begin) * row_bytes, out.byteSize());
  return out;
}

}  // namespace

Expected<std::vector<LayerActivationSparsity>> measureActivationSparsity(const ir::Graph& graph, const ir::Tensor& samples,
                                                                        const ActivationSparsityOptions& options) {
  if (graph.inputs.size() != 1)
    return error(graph.source, fmt::format("activation sparsity needs a graph with exactly one runtime input, this one has {}",
                                           graph.inputs.size()));
  const ir::Value& input = graph.value(graph.inputs[0]);
  if (samples.rank() < 1 || samples.dim(0) < 1 || samples.dtype() != input.type.dtype)
    return error(graph.source, fmt::format("input '{}' expects {} samples along dim 0, got {} {}", input.name,
                                           ir::name(input.type.dtype), ir::name(samples.dtype()), ir::formatShape(samples.shape())));

  // The layers and the activations they read; a shared activation is observed once.
  std::vector<LayerActivationSparsity> layers;
  ir::Graph observed = graph;
  const size_t first_extra = observed.outputs.size();
  std::map<ir::ValueId, size_t> slot;  // activation -> index among the extra outputs
  std::vector<size_t> layer_slot;
  for (const ir::Node& node : graph.nodes) {
    if (!isMatrixOp(node)) continue;
    const auto it = std::find_if(node.inputs.begin(), node.inputs.end(), [&](ir::ValueId id) {
      return id != ir::kNoValue && !graph.value(id).constant && graph.value(id).type.dtype == ir::DType::kF32;
    });
    if (it == node.inputs.end()) continue;
    if (!slot.count(*it)) {
      slot[*it] = slot.size();
      observed.outputs.push_back(*it);
    }
    LayerActivationSparsity layer;
    const bool named = !node.name.empty() || node.outputs.empty() || node.outputs[0] == ir::kNoValue;
    layer.name = named ? node.name : graph.value(node.outputs[0]).name;
    layer.op_type = node.op_type;
    layer.input = graph.value(*it).name;
    layers.push_back(layer);
    layer_slot.push_back(slot[*it]);
  }
  if (layers.empty()) return error(graph.source, "no Conv, ConvTranspose, Gemm or MatMul reads a float32 activation");

  std::int64_t batch = std::max<std::int64_t>(1, options.batch_size);
  const ir::TensorType& type = input.type;
  if (type.rank_known && !type.shape.empty() && type.shape[0] > 0) {
    batch = type.shape[0];
    if (samples.dim(0) % batch != 0)
      return error(graph.source, fmt::format("the model's batch is fixed at {}, {} samples is not a multiple of it", batch,
                                             samples.dim(0)));
  }
  std::vector<std::int64_t> zeros(slot.size(), 0), elements(slot.size(), 0);
  for (std::int64_t begin = 0; begin < samples.dim(0); begin += batch) {
    const std::int64_t end = std::min(samples.dim(0), begin + batch);
    Expected<std::vector<ir::Tensor>> out =
        exec::execute(observed, {{input.name, sliceRows(samples, begin, end)}}, {options.threads});
    if (!out) return out.status();
    for (size_t k = 0; k < slot.size(); ++k) {
      const ir::Tensor& t = (*out)[first_extra + k];
      if (t.dtype() != ir::DType::kF32) return error(graph.source, "an observed activation is not float32 at run time");
      const float* x = t.data<float>();
      zeros[k] += std::count(x, x + t.size(), 0.0f);  // -0.0f == 0.0f
      elements[k] += t.size();
    }
  }
  for (size_t l = 0; l < layers.size(); ++l) {
    layers[l].zeros = zeros[layer_slot[l]];
    layers[l].elements = elements[layer_slot[l]];
    layers[l].zero_fraction =
        layers[l].elements ? static_cast<double>(layers[l].zeros) / static_cast<double>(layers[l].elements) : 0.0;
  }
  return layers;
}

}  // namespace tessera::sparsity
