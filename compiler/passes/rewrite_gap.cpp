// rewrite-gap: ReduceMean over the spatial axes of a rank-4 tensor becomes GlobalAveragePool.
//
//   %y = ReduceMean(%x) {axes=[2,3]}              ->   %y = GlobalAveragePool(%x)
//   %z = ReduceMean(%x) {axes=[-2,-1],keepdims=0} ->   %z_gap = GlobalAveragePool(%x)
//                                                      %z = Flatten(%z_gap) {axis=1}
//
// Applies to default-domain ReduceMean with axes given as an attribute
// (opset < 18) that name exactly {2,3} (negative axes allowed) of an input of
// known rank 4 and float dtype (GlobalAveragePool is float-only). With
// keepdims=0 the [N,C,1,1] pool result is flattened to ReduceMean's [N,C].
// ReduceMean without axes (reduce all), with axes as an input, or with
// noop_with_empty_axes is left alone. Result names are unchanged.
#include <algorithm>

#include "compiler/passes/rewrite_gap.h"

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {

bool isSpatialMean(const ir::Graph& graph, const ir::Node& node) {
  if (node.op_type != "ReduceMean" || !node.domain.empty() || graph.opset() >= 18) return false;
  if (node.inputCount() != 1 || node.inputs[0] == ir::kNoValue || node.outputs.size() != 1 ||
      node.outputs[0] == ir::kNoValue || !node.has("axes"))
    return false;
  const ir::TensorType& type = graph.value(node.inputs[0]).type;
  if (!type.rank_known || type.shape.size() != 4 || !ir::isFloat(type.dtype)) return false;
  std::vector<std::int64_t> axes = node.attrInts("axes");
  for (std::int64_t& a : axes) a = a < 0 ? a + 4 : a;
  std::sort(axes.begin(), axes.end());
  return axes == std::vector<std::int64_t>{2, 3};
}

namespace {

constexpr const char* kFlag = "rewrite-gap";

class RewriteGap : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<ir::Node> rewritten;
    rewritten.reserve(graph.nodes.size());
    for (ir::Node& node : graph.nodes) {
      if (!isSpatialMean(graph, node)) {
        rewritten.push_back(std::move(node));
        continue;
      }
      const bool keepdims = node.attrInt("keepdims", 1) != 0;
      ir::Node pool;
      pool.name = node.name;
      pool.op_type = "GlobalAveragePool";
      pool.inputs = {node.inputs[0]};
      pool.fusion_group = node.fusion_group;
      if (keepdims) {
        pool.outputs = node.outputs;
        rewritten.push_back(std::move(pool));
        context.count(kFlag, "reduce-means-rewritten");
        continue;
      }
      // keepdims=0: pool to [N,C,1,1] then Flatten(axis=1) to [N,C].
      const ir::Value& x = graph.value(node.inputs[0]);
      const ir::Value& y = graph.value(node.outputs[0]);
      ir::Value pooled;
      pooled.name = uniqueName(graph, y.name + "_gap");
      pooled.type.dtype = y.type.dtype == ir::DType::kUndefined ? x.type.dtype : y.type.dtype;
      pooled.type.shape = {x.type.shape[0], x.type.shape[1], 1, 1};
      pooled.type.dim_params = {x.type.dim_params.size() > 0 ? x.type.dim_params[0] : "",
                                x.type.dim_params.size() > 1 ? x.type.dim_params[1] : "", "", ""};
      pooled.type.rank_known = true;
      pooled.layout = x.layout;
      const ir::ValueId pooled_id = graph.addValue(std::move(pooled));
      pool.outputs = {pooled_id};
      ir::Node flatten;
      flatten.name = node.name + "_flatten";
      flatten.op_type = "Flatten";
      flatten.inputs = {pooled_id};
      flatten.outputs = node.outputs;
      flatten.attributes["axis"] = std::int64_t{1};
      flatten.fusion_group = node.fusion_group;
      rewritten.push_back(std::move(pool));
      rewritten.push_back(std::move(flatten));
      context.count(kFlag, "reduce-means-rewritten");
      context.count(kFlag, "flattens-added");
    }
    graph.nodes = std::move(rewritten);
    return Status();
  }

 private:
  static std::string uniqueName(const ir::Graph& graph, const std::string& base) {
    std::string name = base;
    for (int k = 1; graph.find(name) != ir::kNoValue; ++k) name = base + "_" + std::to_string(k);
    return name;
  }
};

}  // namespace

const PassInfo kRewriteGapPass = {
    "rewrite-gap", "Rewrite ReduceMean over the spatial axes {2,3} of a rank-4 tensor as GlobalAveragePool",
    [](const PassOptions& o) { return createWithoutOptions<RewriteGap>("rewrite-gap", o); }};

}  // namespace tessera::passes
