// fold-batchnorm: fold inference BatchNormalization into the Conv before it.
//
//   %c = Conv(%x, %w, %b)                 %y = Conv(%x, %w', %b')
//   %y = BatchNormalization(%c, %s, %t, %m, %v)   ->
//
// with k = s / sqrt(v + epsilon): w'[o] = w[o] * k[o] and
// b'[o] = (b[o] - m[o]) * k[o] + t[o], computed in double and rounded once.
// Applies when %c feeds only the BatchNormalization, every parameter is a
// constant f32 tensor, and the BatchNormalization is in inference mode with
// its optional outputs unused. New weights are new constants, so a weight
// shared with another node is left untouched.
#include <cmath>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

const ir::Tensor* constantF32(const ir::Graph& graph, ir::ValueId id) {
  if (id == ir::kNoValue) return nullptr;
  const ir::Value& v = graph.value(id);
  return v.constant && v.constant->dtype() == ir::DType::kF32 ? &*v.constant : nullptr;
}

class FoldBatchNorm : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<std::vector<int>> users = graph.users();
    std::vector<char> removed(graph.nodes.size(), 0);
    for (size_t n = 0; n < graph.nodes.size(); ++n) {
      ir::Node& bn = graph.nodes[n];
      if (bn.op_type != "BatchNormalization" || !bn.domain.empty() || bn.inputs.size() != 5) continue;
      if (bn.attrInt("training_mode", 0) != 0 || bn.attrInt("is_test", 1) == 0 || bn.attrInt("spatial", 1) != 1) continue;
      bool extra_outputs_used = false;
      for (size_t k = 1; k < bn.outputs.size(); ++k)
        if (bn.outputs[k] != ir::kNoValue && (!users[static_cast<size_t>(bn.outputs[k])].empty() || graph.isOutput(bn.outputs[k])))
          extra_outputs_used = true;
      ir::ValueId conv_out = bn.inputs[0];
      if (extra_outputs_used || conv_out == ir::kNoValue || graph.isOutput(conv_out)) continue;
      const auto& readers = users[static_cast<size_t>(conv_out)];
      if (readers.size() != 1) continue;
      int producer = -1;
      for (size_t p = 0; p < n; ++p)
        for (ir::ValueId id : graph.nodes[p].outputs)
          if (id == conv_out) producer = static_cast<int>(p);
      if (producer < 0 || removed[static_cast<size_t>(producer)]) continue;
      ir::Node& conv = graph.nodes[static_cast<size_t>(producer)];
      if (conv.op_type != "Conv" || !conv.domain.empty() || conv.inputs.size() < 2) continue;
      const ir::Tensor* w = constantF32(graph, conv.inputs[1]);
      const ir::Tensor* b = conv.inputs.size() > 2 ? constantF32(graph, conv.inputs[2]) : nullptr;
      if (conv.inputs.size() > 2 && conv.inputs[2] != ir::kNoValue && !b) continue;
      const ir::Tensor* scale = constantF32(graph, bn.inputs[1]);
      const ir::Tensor* shift = constantF32(graph, bn.inputs[2]);
      const ir::Tensor* mean = constantF32(graph, bn.inputs[3]);
      const ir::Tensor* var = constantF32(graph, bn.inputs[4]);
      if (!w || !scale || !shift || !mean || !var || w->rank() < 3) continue;
      const std::int64_t channels = w->dim(0);
      if (scale->size() != channels || shift->size() != channels || mean->size() != channels || var->size() != channels ||
          (b && b->size() != channels))
        continue;
      const double epsilon = bn.attrFloat("epsilon", 1e-5f);
      const std::int64_t per_channel = w->size() / channels;
      ir::Tensor new_w(ir::DType::kF32, w->shape());
      ir::Tensor new_b(ir::DType::kF32, {channels});
      for (std::int64_t o = 0; o < channels; ++o) {
        double k = scale->data<float>()[o] / std::sqrt(static_cast<double>(var->data<float>()[o]) + epsilon);
        for (std::int64_t i = 0; i < per_channel; ++i)
          new_w.data<float>()[o * per_channel + i] = static_cast<float>(w->data<float>()[o * per_channel + i] * k);
        double bias = b ? b->data<float>()[o] : 0.0;
        new_b.data<float>()[o] = static_cast<float>((bias - mean->data<float>()[o]) * k + shift->data<float>()[o]);
      }
      std::string base = graph.value(conv.inputs[1]).name;
      ir::ValueId w_id = graph.addConstant(base + "_bnfolded", std::move(new_w));
      ir::ValueId b_id = graph.addConstant(base + "_bnfolded_bias", std::move(new_b));
      graph.nodes[static_cast<size_t>(producer)].inputs.resize(3);
      graph.nodes[static_cast<size_t>(producer)].inputs[1] = w_id;
      graph.nodes[static_cast<size_t>(producer)].inputs[2] = b_id;
      graph.nodes[static_cast<size_t>(producer)].outputs[0] = graph.nodes[n].outputs[0];
      removed[n] = 1;
      context.count("fold-batchnorm", "batchnorms-folded");
    }
    std::vector<ir::Node> kept;
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      if (!removed[n]) kept.push_back(std::move(graph.nodes[n]));
    graph.nodes = std::move(kept);
    graph.compact();
    return Status();
  }
};

}  // namespace

const PassInfo kFoldBatchNormPass = {
    "fold-batchnorm", "Fold inference BatchNormalization into the preceding Conv's weights and bias",
    [](const PassOptions& o) { return createWithoutOptions<FoldBatchNorm>("fold-batchnorm", o); }};

}  // namespace tessera::passes
