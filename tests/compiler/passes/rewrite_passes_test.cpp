// Golden IR tests, negative cases and numerical equivalence (exact) for the
// fold-transposes and rewrite-gap passes.
#include <gtest/gtest.h>

#include "compiler/exec/executor.h"
#include "tests/compiler/passes/ir_builder.h"
#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/passes/pass.h"

namespace tessera::passes {
extern const PassInfo kFoldTransposesPass;
extern const PassInfo kRewriteGapPass;
}  // namespace tessera::passes

namespace tessera::passes {
namespace {

using ir::DType;
using ir::Tensor;
using ir::ValueId;
using Ints = std::vector<std::int64_t>;

using test_support::Builder;

ValueId transpose(Builder& b, ValueId x, const std::string& out, ir::Shape shape, Ints perm) {
  return b.node("Transpose", {x}, out, shape, {{"perm", perm}});
}

std::string runPass(const PassInfo& info, ir::Graph& graph, PassContext* stats = nullptr) {
  PassContext local;
  PassContext& context = stats ? *stats : local;
  Expected<std::unique_ptr<Pass>> pass = info.create({});
  EXPECT_TRUE(pass.ok());
  if (!pass.ok()) return "";
  Status status = (*pass)->run(graph, context);
  EXPECT_TRUE(status.ok()) << render(status.diagnostics());
  Status verified = ir::verifyGraph(graph);
  EXPECT_TRUE(verified.ok()) << render(verified.diagnostics());
  return ir::printGraph(graph);
}

Tensor ramp(ir::Shape shape, float start, float step) {
  Tensor t(DType::kF32, shape);
  for (std::int64_t i = 0; i < t.size(); ++i) t.data<float>()[i] = start + step * static_cast<float>(i);
  return t;
}

/// Runs `graph` before and after `info` and expects bit-identical outputs.
void expectSameOutputs(const PassInfo& info, ir::Graph graph, const std::map<std::string, Tensor>& feed,
                       size_t expected_nodes_after) {
  Expected<std::vector<Tensor>> before = exec::execute(graph, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  std::string after_ir = runPass(info, graph);
  EXPECT_EQ(graph.nodes.size(), expected_nodes_after) << after_ir;
  Expected<std::vector<Tensor>> after = exec::execute(graph, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics()) << after_ir;
  ASSERT_EQ(before->size(), after->size());
  for (size_t k = 0; k < before->size(); ++k) {
    const Tensor& b = (*before)[k];
    const Tensor& a = (*after)[k];
    ASSERT_EQ(b.dtype(), a.dtype()) << "output " << k;
    ASSERT_EQ(b.shape(), a.shape()) << "output " << k;
    for (std::int64_t i = 0; i < b.size(); ++i) EXPECT_EQ(b.at(i), a.at(i)) << "output " << k << " element " << i;
  }
}

// ---------------------------------------------------------------- fold-transposes

TEST(FoldTransposes, SinksThroughUnaryOpsAndCancelsInversePair) {
  Builder b;
  ValueId x = b.input("x", {1, 2, 3, 4});
  ValueId t = transpose(b, x, "t", {1, 3, 4, 2}, {0, 2, 3, 1});
  ValueId r = b.node("Relu", {t}, "r", {1, 3, 4, 2});
  ValueId s = b.node("Sigmoid", {r}, "s", {1, 3, 4, 2});
  b.graph.outputs.push_back(transpose(b, s, "y", {1, 2, 3, 4}, {0, 3, 1, 2}));
  PassContext stats;
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph, &stats),
            "graph \"test\" opset 17\n"
            "  input %x: f32[1,2,3,4]\n"
            "  %r_untransposed: f32[1,2,3,4] = Relu(%x)  # r_node\n"
            "  %y: f32[1,2,3,4] = Sigmoid(%r_untransposed)  # s_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["fold-transposes.transposes-sunk"], 2);
  EXPECT_EQ(stats.statistics["fold-transposes.transpose-pairs-cancelled"], 1);
}

TEST(FoldTransposes, MergesPairIntoComposedPerm) {
  Builder b;
  ValueId x = b.input("x", {2, 3, 4});
  ValueId t = transpose(b, x, "t", {3, 2, 4}, {1, 0, 2});
  b.graph.outputs.push_back(transpose(b, t, "y", {3, 4, 2}, {0, 2, 1}));
  PassContext stats;
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph, &stats),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,3,4]\n"
            "  %y: f32[3,4,2] = Transpose(%x) {perm=[1,2,0]}  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["fold-transposes.transpose-pairs-merged"], 1);
}

TEST(FoldTransposes, DefaultPermReversesDims) {
  Builder b;
  ValueId x = b.input("x", {2, 3, 4});
  ValueId t = b.node("Transpose", {x}, "t", {4, 3, 2});  // no perm: reverse
  ValueId r = b.node("Relu", {t}, "r", {4, 3, 2});
  b.graph.outputs.push_back(transpose(b, r, "y", {2, 3, 4}, {2, 1, 0}));
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,3,4]\n"
            "  %y: f32[2,3,4] = Relu(%x)  # r_node\n"
            "  output %y\n");
}

TEST(FoldTransposes, SunkCastKeepsItsDtypeAndTransposedShape) {
  Builder b;
  ValueId x = b.input("x", {2, 3});
  ValueId t = transpose(b, x, "t", {3, 2}, {1, 0});
  b.graph.outputs.push_back(b.node("Cast", {t}, "y", {3, 2}, {{"to", std::int64_t{10}}}, DType::kF16));
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,3]\n"
            "  %y_untransposed: f16[2,3] = Cast(%x) {to=10}  # y_node\n"
            "  %y: f16[3,2] = Transpose(%y_untransposed) {perm=[1,0]}  # t_node\n"
            "  output %y\n");
}

TEST(FoldTransposes, RemovesIdentityTransposeFoldsReshapesAndNoOpShapes) {
  Builder b;
  ValueId x = b.input("x", {2, 6});
  ValueId i = transpose(b, x, "i", {2, 6}, {0, 1});
  ValueId r1 = b.node("Reshape", {i, b.shapeConstant("s1", {3, 4})}, "r1", {3, 4});
  ValueId r2 = b.node("Reshape", {r1, b.shapeConstant("s2", {4, -1})}, "r2", {4, 3});
  ValueId u = b.node("Unsqueeze", {r2, b.shapeConstant("axes", {0})}, "u", {1, 4, 3});
  ValueId f = b.node("Flatten", {u}, "f", {1, 12}, {{"axis", std::int64_t{1}}});
  ValueId same = b.node("Flatten", {f}, "same", {1, 12}, {{"axis", std::int64_t{1}}});
  b.graph.outputs.push_back(b.node("Neg", {same}, "y", {1, 12}));
  PassContext stats;
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph, &stats),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,6]\n"
            "  const %s2: i64[2] = tensor<i64[2]>(4,-1)\n"
            "  const %axes: i64[1] = tensor<i64[1]>(0)\n"
            "  %r2: f32[4,3] = Reshape(%x, %s2)  # r2_node\n"
            "  %u: f32[1,4,3] = Unsqueeze(%r2, %axes)  # u_node\n"
            "  %f: f32[1,12] = Flatten(%u) {axis=1}  # f_node\n"
            "  %y: f32[1,12] = Neg(%f)  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["fold-transposes.identity-transposes-removed"], 1);
  EXPECT_EQ(stats.statistics["fold-transposes.reshapes-merged"], 1);
  EXPECT_EQ(stats.statistics["fold-transposes.noop-reshapes-removed"], 1);
}

TEST(FoldTransposes, OutputNameIsKeptWhenItsProducerIsRemoved) {
  Builder b;
  ValueId x = b.input("x", {2, 3});
  ValueId r = b.node("Relu", {x}, "r", {2, 3});
  ValueId t = transpose(b, r, "t", {3, 2}, {1, 0});
  b.graph.outputs.push_back(transpose(b, t, "y", {2, 3}, {1, 0}));
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,3]\n"
            "  %y: f32[2,3] = Relu(%x)  # r_node\n"
            "  output %y\n");
}

TEST(FoldTransposes, NegativeTransposeWithTwoReadersIsNotSunk) {
  Builder b;
  ValueId x = b.input("x", {2, 3});
  ValueId t = transpose(b, x, "t", {3, 2}, {1, 0});
  b.graph.outputs.push_back(b.node("Relu", {t}, "a", {3, 2}));
  b.graph.outputs.push_back(b.node("Tanh", {t}, "c", {3, 2}));
  std::string before = ir::printGraph(b.graph);
  PassContext stats;
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph, &stats), before);
  EXPECT_TRUE(stats.statistics.empty());
}

TEST(FoldTransposes, NegativeOutputsAndUnsafeReshapesStay) {
  Builder b;
  ValueId x = b.input("x", {2, 6});
  // Identity transpose from a graph input to a graph output: removing it would rename an output.
  b.graph.outputs.push_back(transpose(b, x, "id", {2, 6}, {0, 1}));
  // The intermediate reshape has two readers.
  ValueId r1 = b.node("Reshape", {x, b.shapeConstant("s1", {3, 4})}, "r1", {3, 4});
  b.graph.outputs.push_back(b.node("Reshape", {r1, b.shapeConstant("s2", {12})}, "r2", {12}));
  b.graph.outputs.push_back(b.node("Relu", {r1}, "r3", {3, 4}));
  // A 0 in the outer shape copies a dim of the intermediate, not of x.
  // (Reshape(x, [0,2,2]) would give [2,2,2], not [3,2,2].)
  ValueId r4 = b.node("Reshape", {x, b.shapeConstant("s4", {3, 4})}, "r4", {3, 4});
  b.graph.outputs.push_back(b.node("Reshape", {r4, b.shapeConstant("s5", {0, 2, 2})}, "r5", {3, 2, 2}));
  // A non-elementwise op does not get the transpose sunk through it.
  ValueId t = transpose(b, x, "t", {6, 2}, {1, 0});
  b.graph.outputs.push_back(b.node("Softmax", {t}, "sm", {6, 2}, {{"axis", std::int64_t{1}}}));
  std::string before = ir::printGraph(b.graph);
  PassContext stats;
  EXPECT_EQ(runPass(kFoldTransposesPass, b.graph, &stats), before);
  EXPECT_TRUE(stats.statistics.empty());
}

TEST(FoldTransposes, NumericallyIdentical) {
  Builder b;
  ValueId x = b.input("x", {1, 2, 3, 4});
  // NCHW -> NHWC, elementwise ops, back to NCHW: cancels.
  ValueId t = transpose(b, x, "t", {1, 3, 4, 2}, {0, 2, 3, 1});
  ValueId l = b.node("LeakyRelu", {t}, "l", {1, 3, 4, 2}, {{"alpha", 0.1f}});
  ValueId h = b.node("Tanh", {l}, "h", {1, 3, 4, 2});
  ValueId back = transpose(b, h, "back", {1, 2, 3, 4}, {0, 3, 1, 2});
  b.graph.outputs.push_back(b.node("Abs", {back}, "y", {1, 2, 3, 4}));
  // Two transposes that merge, and a reshape chain.
  ValueId m1 = transpose(b, x, "m1", {4, 3, 2, 1}, {3, 2, 1, 0});
  ValueId m2 = transpose(b, m1, "m2", {3, 1, 4, 2}, {1, 3, 0, 2});
  ValueId r1 = b.node("Reshape", {m2, b.shapeConstant("s1", {12, 2})}, "r1", {12, 2});
  b.graph.outputs.push_back(b.node("Reshape", {r1, b.shapeConstant("s2", {2, -1})}, "z", {2, 12}));
  // Before: 9 nodes. After: LeakyRelu, Tanh, Abs, one Transpose, one Reshape.
  expectSameOutputs(kFoldTransposesPass, b.graph, {{"x", ramp({1, 2, 3, 4}, -2.0f, 0.173f)}}, 5);
}

// ---------------------------------------------------------------- rewrite-gap

TEST(RewriteGap, KeepdimsReduceMeanBecomesGlobalAveragePool) {
  Builder b;
  ValueId x = b.input("x", {1, 8, 7, 7});
  b.graph.outputs.push_back(b.node("ReduceMean", {x}, "y", {1, 8, 1, 1}, {{"axes", Ints{2, 3}}}));
  PassContext stats;
  EXPECT_EQ(runPass(kRewriteGapPass, b.graph, &stats),
            "graph \"test\" opset 17\n"
            "  input %x: f32[1,8,7,7]\n"
            "  %y: f32[1,8,1,1] = GlobalAveragePool(%x)  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["rewrite-gap.reduce-means-rewritten"], 1);
}

TEST(RewriteGap, NoKeepdimsNegativeAxesAddsFlatten) {
  Builder b;
  ValueId x = b.input("x", {2, 8, 7, 7});
  b.graph.outputs.push_back(
      b.node("ReduceMean", {x}, "y", {2, 8}, {{"axes", Ints{-1, -2}}, {"keepdims", std::int64_t{0}}}));
  PassContext stats;
  EXPECT_EQ(runPass(kRewriteGapPass, b.graph, &stats),
            "graph \"test\" opset 17\n"
            "  input %x: f32[2,8,7,7]\n"
            "  %y_gap: f32[2,8,1,1] = GlobalAveragePool(%x)  # y_node\n"
            "  %y: f32[2,8] = Flatten(%y_gap) {axis=1}  # y_node_flatten\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["rewrite-gap.flattens-added"], 1);
}

TEST(RewriteGap, NegativeOtherAxesRanksAndOpsetsStay) {
  Builder b;
  ValueId x = b.input("x", {1, 8, 7, 7});
  ValueId v = b.input("v", {8, 7, 7});
  b.graph.outputs.push_back(b.node("ReduceMean", {x}, "channels", {1, 1, 7, 7}, {{"axes", Ints{1}}}));
  b.graph.outputs.push_back(b.node("ReduceMean", {x}, "wide", {1, 1, 1, 1}, {{"axes", Ints{1, 2, 3}}}));
  b.graph.outputs.push_back(b.node("ReduceMean", {x}, "all", {1, 1, 1, 1}));  // no axes: reduce all
  b.graph.outputs.push_back(b.node("ReduceMean", {v}, "rank3", {8, 1, 1}, {{"axes", Ints{1, 2}}}));
  std::string before = ir::printGraph(b.graph);
  PassContext stats;
  EXPECT_EQ(runPass(kRewriteGapPass, b.graph, &stats), before);
  EXPECT_TRUE(stats.statistics.empty());

  // Opset 18: axes come as an input; left alone.
  Builder c(18);
  ValueId y = c.input("x", {1, 8, 7, 7});
  c.graph.outputs.push_back(c.node("ReduceMean", {y, c.shapeConstant("axes", {2, 3})}, "y", {1, 8, 1, 1}));
  std::string before18 = ir::printGraph(c.graph);
  EXPECT_EQ(runPass(kRewriteGapPass, c.graph), before18);
}

TEST(RewriteGap, NumericallyIdentical) {
  Builder b;
  ValueId x = b.input("x", {2, 3, 5, 7});
  b.graph.outputs.push_back(b.node("ReduceMean", {x}, "keep", {2, 3, 1, 1}, {{"axes", Ints{2, 3}}}));
  b.graph.outputs.push_back(
      b.node("ReduceMean", {x}, "flat", {2, 3}, {{"axes", Ints{3, -2}}, {"keepdims", std::int64_t{0}}}));
  expectSameOutputs(kRewriteGapPass, b.graph, {{"x", ramp({2, 3, 5, 7}, -3.0f, 0.0917f)}}, 3);
}

TEST(RewritePasses, RejectOptions) {
  EXPECT_FALSE(kFoldTransposesPass.create({{"x", "1"}}).ok());
  EXPECT_FALSE(kRewriteGapPass.create({{"x", "1"}}).ok());
  EXPECT_EQ(kFoldTransposesPass.flag, "fold-transposes");
  EXPECT_EQ(kRewriteGapPass.flag, "rewrite-gap");
}

}  // namespace
}  // namespace tessera::passes
