// upgrade-opset: golden IR of moved attributes, refusals (negative cases), option
// errors, and the real PaddleOCR classifier (opset 9 -> 13) computing the same outputs.
#include <gtest/gtest.h>

#include "compiler/exec/executor.h"
#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::passes {
namespace {

using ir::ValueId;
using Ints = std::vector<std::int64_t>;
using test_support::Builder;

std::string runOk(ir::Graph& graph, const std::string& pipeline, PassContext* stats = nullptr) {
  PassContext local;
  Status status = runPipeline(graph, pipeline, stats ? *stats : local);
  EXPECT_TRUE(status.ok()) << render(status.diagnostics());
  EXPECT_TRUE(ir::verifyGraph(graph).ok());
  return ir::printGraph(graph);
}

std::string runError(ir::Graph& graph, const std::string& pipeline) {
  PassContext context;
  Status status = runPipeline(graph, pipeline, context);
  EXPECT_FALSE(status.ok());
  return render(status.diagnostics());
}

TEST(UpgradeOpset, MovesAttributesIntoConstantInputs) {
  Builder b(9);
  ValueId x = b.input("x", {1, 2, 1, 3});
  ValueId c = b.node("Clip", {x}, "c", {1, 2, 1, 3}, {{"min", 0.0f}, {"max", 6.0f}});
  ValueId s = b.node("Squeeze", {c}, "s", {1, 2, 3}, {{"axes", Ints{2}}});
  ValueId t = b.node("Slice", {s}, "t", {1, 2, 2}, {{"starts", Ints{1}}, {"ends", Ints{3}}, {"axes", Ints{2}}});
  b.graph.outputs.push_back(b.node("Softmax", {t}, "y", {1, 2, 2}, {{"axis", std::int64_t{-1}}}));
  ir::Graph original = b.graph;
  PassContext stats;
  EXPECT_EQ(runOk(b.graph, "upgrade-opset{to=13}", &stats),
            "graph \"test\" opset 13\n"
            "  pipeline \"upgrade-opset{to=13}\"\n"
            "  input %x: f32[1,2,1,3]\n"
            "  const %c_node_min: f32[] = tensor<f32[]>(0)\n"
            "  const %c_node_max: f32[] = tensor<f32[]>(6)\n"
            "  const %s_node_axes: i64[1] = tensor<i64[1]>(2)\n"
            "  const %t_node_starts: i64[1] = tensor<i64[1]>(1)\n"
            "  const %t_node_ends: i64[1] = tensor<i64[1]>(3)\n"
            "  const %t_node_axes: i64[1] = tensor<i64[1]>(2)\n"
            "  %c: f32[1,2,1,3] = Clip(%x, %c_node_min, %c_node_max)  # c_node\n"
            "  %s: f32[1,2,3] = Squeeze(%c, %s_node_axes)  # s_node\n"
            "  %t: f32[1,2,2] = Slice(%s, %t_node_starts, %t_node_ends, %t_node_axes)  # t_node\n"
            "  %y: f32[1,2,2] = Softmax(%t) {axis=-1}  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["upgrade-opset.attributes-moved-to-inputs"], 6);
  // Same values at both opsets.
  ir::Tensor in(ir::DType::kF32, {1, 2, 1, 3});
  for (std::int64_t i = 0; i < in.size(); ++i) in.data<float>()[i] = static_cast<float>(i) * 1.7f - 3.0f;
  Expected<std::vector<ir::Tensor>> before = exec::execute(original, {{"x", in}});
  Expected<std::vector<ir::Tensor>> after = exec::execute(b.graph, {{"x", in}});
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics());
  for (std::int64_t i = 0; i < (*before)[0].size(); ++i) EXPECT_EQ((*before)[0].at(i), (*after)[0].at(i));
}

TEST(UpgradeOpset, NegativeRefusesChangedMeaning) {
  Builder b(9);
  ValueId x = b.input("x", {2, 3, 4});
  ValueId sm = b.node("Softmax", {x}, "sm", {2, 3, 4}, {{"axis", std::int64_t{1}}});  // flattens dims 1..2 at opset 9
  b.graph.outputs.push_back(b.node("Upsample", {sm, b.constant("scales", {3}, {1, 1, 2})}, "y", {2, 3, 8}));
  const std::string before = ir::printGraph(b.graph);
  EXPECT_EQ(runError(b.graph, "upgrade-opset{to=13}"),
            "error: test: upgrade-opset 9 -> 13: node 'sm_node' (Softmax, opset 9): opset 13 normalizes over one axis, "
            "not all "
            "axes from `axis` on; equal only when the axis is the last one of a known rank\n"
            "error: test: upgrade-opset 9 -> 13: node 'y_node' (Upsample, opset 9): deprecated in opset 10 (Resize "
            "replaces it "
            "with other coordinate rules)\n");
  EXPECT_EQ(ir::printGraph(b.graph), before) << "a refused upgrade changes nothing";
  // Within opsets where nothing changed, nothing is refused.
  EXPECT_EQ(runOk(b.graph, "upgrade-opset{to=9}").rfind("graph \"test\" opset 9\n", 0), 0u);
}

TEST(UpgradeOpset, OptionAndDirectionErrors) {
  Builder b(13);
  b.graph.outputs.push_back(b.node("Relu", {b.input("x", {2})}, "y", {2}));
  EXPECT_EQ(runError(b.graph, "upgrade-opset"),
            "error: pass 'upgrade-opset': option to=N must be an opset in [1, 17], got ''\n");
  EXPECT_EQ(runError(b.graph, "upgrade-opset{to=18}"),
            "error: pass 'upgrade-opset': option to=N must be an opset in [1, 17], got '18'\n");
  EXPECT_EQ(runError(b.graph, "upgrade-opset{opset=14}"),
            "error: pass 'upgrade-opset' takes one option, to=N; got 'opset'\n");
  EXPECT_EQ(runError(b.graph, "upgrade-opset{to=11}"),
            "error: test: upgrade-opset: the model has opset 13, cannot lower it to 11\n");
}

TEST(UpgradeOpset, PaddleOcrClassifierKeepsItsOutputs) {
  const std::string model = "models/cache/ocr/ocr-models-1.4.2/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx";
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model);
  ASSERT_TRUE(graph.ok()) << model << " missing? run scripts/setup.sh";
  Expected<onnx_io::NamedTensor> x = onnx_io::readTensorFile("models/ocr/cls_input.pb");
  ASSERT_TRUE(x.ok());
  ir::Graph upgraded = *graph;
  PassContext stats;
  runOk(upgraded, "upgrade-opset{to=13}", &stats);
  EXPECT_EQ(upgraded.opset(), 13);
  EXPECT_EQ(stats.statistics["upgrade-opset.attributes-moved-to-inputs"], 39);  // Clip min/max, Squeeze/Unsqueeze axes
  Expected<std::vector<ir::Tensor>> before = exec::execute(*graph, {{"x", x->tensor}});
  Expected<std::vector<ir::Tensor>> after = exec::execute(upgraded, {{"x", x->tensor}});
  ASSERT_TRUE(before.ok() && after.ok());
  for (std::int64_t i = 0; i < (*before)[0].size(); ++i) EXPECT_EQ((*before)[0].at(i), (*after)[0].at(i));
}

}  // namespace
}  // namespace tessera::passes
