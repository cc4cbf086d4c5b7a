// lowerGraph and readScaleSimTopology: kernels from fused graphs and SCALE-Sim topologies.
#include "compiler/backend/lower/kernel.h"

#include <gtest/gtest.h>

#include <random>

#include "compiler/passes/pass.h"
#include "compiler/sparsity/prune.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using passes::test_support::Builder;

std::vector<float> filled(std::int64_t n, float v = 1.0f) { return std::vector<float>(static_cast<size_t>(n), v); }

KernelGraph lowerFused(ir::Graph graph) {
  passes::PassContext context;
  Status s = passes::runPipeline(graph, "fuse", context);
  EXPECT_TRUE(s.ok()) << render(s.diagnostics());
  Expected<KernelGraph> k = lowerGraph(graph);
  EXPECT_TRUE(k.ok()) << render(k.status().diagnostics());
  return k.value();
}

TEST(LowerTest, ConvReluAddPoolIsOneKernelWithItsPostOps) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 8, 10, 10});
  ir::ValueId skip = b.input("skip", {1, 16, 8, 8});
  ir::ValueId w = b.constant("w", {16, 8, 3, 3}, filled(16 * 8 * 9));
  ir::ValueId bias = b.constant("b", {16}, filled(16));
  ir::ValueId c = b.node("Conv", {x, w, bias}, "c", {1, 16, 8, 8}, {{"strides", std::vector<std::int64_t>{1, 1}}});
  ir::ValueId r = b.node("Relu", {c}, "r", {1, 16, 8, 8});
  ir::ValueId a = b.node("Add", {r, skip}, "a", {1, 16, 8, 8});
  ir::ValueId p =
      b.node("MaxPool", {a}, "p", {1, 16, 4, 4},
             {{"kernel_shape", std::vector<std::int64_t>{2, 2}}, {"strides", std::vector<std::int64_t>{2, 2}}});
  b.graph.outputs = {p};
  const KernelGraph k = lowerFused(b.graph);
  ASSERT_EQ(k.kernels.size(), 1u);
  const Kernel& conv = k.kernels[0];
  EXPECT_EQ(conv.kind, KernelKind::kConv);
  EXPECT_EQ(conv.ops, "Conv+Relu+Add+MaxPool");
  EXPECT_EQ(conv.shape.n, 1);
  EXPECT_EQ(conv.shape.k, 16);
  EXPECT_EQ(conv.shape.c, 8);
  EXPECT_EQ(conv.shape.p, 8);
  EXPECT_EQ(conv.shape.q, 8);
  EXPECT_EQ(conv.shape.r, 3);
  EXPECT_EQ(conv.shape.macs(), 16 * 8 * 9 * 64);
  const std::vector<hw::VectorOp> ops = {hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu, hw::VectorOp::kAdd,
                                         hw::VectorOp::kMaxPool};
  EXPECT_EQ(conv.vector_ops, ops);
  ASSERT_EQ(conv.inputs.size(), 2u);  // x and the residual
  EXPECT_EQ(conv.inputs[0].elements, 800);
  EXPECT_EQ(conv.inputs[1].elements, 1024);
  ASSERT_EQ(conv.weights.size(), 2u);
  EXPECT_EQ(conv.weights[0].elements, 16 * 8 * 9);
  ASSERT_EQ(conv.outputs.size(), 1u);  // only the pooled result leaves the group
  EXPECT_EQ(conv.outputs[0].elements, 256);
  EXPECT_EQ(conv.conv_input.in_h, 10);
  EXPECT_EQ(conv.conv_input.pad_top, 0);
  EXPECT_EQ(conv.pool.r, 2);
  EXPECT_EQ(conv.pool.stride_h, 2);
  EXPECT_EQ(conv.pool.g, 16);
  EXPECT_EQ(conv.pool.p, 4);
  EXPECT_EQ(conv.pool_input.in_w, 8);
  EXPECT_EQ(conv.sparsity.nonzeros, 16 * 8 * 9);
  EXPECT_TRUE(conv.sparsity.satisfiesNofM(4, 4));
  EXPECT_FALSE(conv.sparsity.satisfiesNofM(2, 4));
}

/// A SqueezeNet fire module: squeeze 1x1, expand 1x1 and 3x3 (both Conv + Relu), their Concat and a MaxPool.
ir::Graph fireModule(std::int64_t concat_axis) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 4, 6, 6});
  auto conv = [&](const std::string& name, ir::ValueId in, std::int64_t k, std::int64_t taps) {
    ir::ValueId w = b.constant(name + ".w", {k, 4, taps, taps}, filled(k * 4 * taps * taps));
    ir::ValueId bias = b.constant(name + ".b", {k}, filled(k));
    const std::int64_t pad = taps / 2;
    ir::ValueId c =
        b.node("Conv", {in, w, bias}, name, {1, k, 6, 6}, {{"pads", std::vector<std::int64_t>{pad, pad, pad, pad}}});
    return b.node("Relu", {c}, name + ".relu", {1, k, 6, 6});
  };
  ir::ValueId s = conv("squeeze", x, 4, 1);
  ir::ValueId e1 = conv("expand1x1", s, 4, 1);
  ir::ValueId e3 = conv("expand3x3", s, 8, 3);
  const bool channels = concat_axis == 1;
  ir::ValueId cat = b.node("Concat", {e1, e3}, "cat", channels ? ir::Shape{1, 12, 6, 6} : ir::Shape{1, 4, 12, 6},
                           {{"axis", concat_axis}});
  ir::ValueId p =
      b.node("MaxPool", {cat}, "p", channels ? ir::Shape{1, 12, 3, 3} : ir::Shape{1, 4, 6, 3},
             {{"kernel_shape", std::vector<std::int64_t>{2, 2}}, {"strides", std::vector<std::int64_t>{2, 2}}});
  b.graph.outputs = {p};
  return b.graph;
}

TEST(LowerTest, AFusedConcatRecordsItsPlaceAndEveryOperandsChannels) {
  const KernelGraph k = lowerFused(fireModule(1));
  ASSERT_EQ(k.kernels.size(), 3u);  // squeeze, expand1x1, expand3x3 + Concat + MaxPool
  const Kernel& fused = k.kernels[2];
  EXPECT_EQ(fused.ops, "Conv+Relu+Concat+MaxPool");
  EXPECT_EQ(fused.vector_ops,
            (std::vector<hw::VectorOp>{hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu, hw::VectorOp::kMaxPool}));
  ASSERT_EQ(fused.inputs.size(), 2u);
  EXPECT_EQ(fused.inputs[1].name, "expand1x1.relu");
  ASSERT_EQ(fused.concats.size(), 1u);
  const GroupConcat& c = fused.concats[0];
  EXPECT_EQ(c.before_op, 2u);  // after bias_add and relu, before the max pool
  EXPECT_TRUE(c.along_channels);
  EXPECT_EQ(c.channels, 12);
  EXPECT_EQ(c.own_offset, 4);  // expand1x1's 4 channels come first
  ASSERT_EQ(c.parts.size(), 1u);
  EXPECT_EQ(c.parts[0].input, 1);
  EXPECT_EQ(c.parts[0].offset, 0);
  EXPECT_EQ(c.parts[0].channels, 4);
  EXPECT_EQ(fused.pool.g, 12);  // the pooling reads the concatenated channels
  EXPECT_TRUE(k.kernels[1].concats.empty());
}

TEST(LowerTest, AConcatAlongAnotherAxisIsLeftToTheHost) {
  const KernelGraph k = lowerFused(fireModule(2));
  ASSERT_EQ(k.kernels.size(), 3u);
  ASSERT_EQ(k.kernels[2].concats.size(), 1u);
  EXPECT_FALSE(k.kernels[2].concats[0].along_channels);
  EXPECT_EQ(k.kernels[2].concats[0].before_op, 2u);
}

TEST(LowerTest, DepthwiseStridedDilatedConvShape) {
  Builder b;
  ir::ValueId x = b.input("x", {2, 32, 17, 17});
  ir::ValueId w = b.constant("w", {32, 1, 3, 3}, filled(32 * 9));
  ir::ValueId y = b.node("Conv", {x, w}, "y", {2, 32, 7, 7},
                         {{"group", std::int64_t{32}},
                          {"auto_pad", std::string("SAME_UPPER")},
                          {"strides", std::vector<std::int64_t>{2, 2}},
                          {"dilations", std::vector<std::int64_t>{2, 2}}});
  b.graph.outputs = {y};
  const KernelGraph k = lowerFused(b.graph);
  ASSERT_EQ(k.kernels.size(), 1u);
  const hw::model::LayerShape& l = k.kernels[0].shape;
  EXPECT_EQ(l.g, 32);
  EXPECT_EQ(l.k, 1);
  EXPECT_EQ(l.c, 1);
  EXPECT_EQ(l.n, 2);
  EXPECT_EQ(l.stride_h, 2);
  EXPECT_EQ(l.dilation_w, 2);
  EXPECT_EQ(l.p, 7);
  EXPECT_EQ(l.macs(), 2 * 32 * 49 * 9);
  // SAME_UPPER: total padding (7 - 1) * 2 + (3 - 1) * 2 + 1 - 17 = 0.
  EXPECT_EQ(k.kernels[0].conv_input.pad_top, 0);
  EXPECT_EQ(k.kernels[0].conv_input.in_w, 17);
  EXPECT_TRUE(k.kernels[0].vector_ops.empty());
}

TEST(LowerTest, AttentionMatMulIsBatchedAndWeightsAreActivations) {
  Builder b;
  ir::ValueId q = b.input("q", {1, 4, 64, 16});
  ir::ValueId kt = b.input("kt", {1, 4, 16, 64});
  ir::ValueId s = b.node("MatMul", {q, kt}, "s", {1, 4, 64, 64});
  ir::ValueId sm = b.node("Softmax", {s}, "sm", {1, 4, 64, 64}, {{"axis", std::int64_t{-1}}});
  b.graph.outputs = {sm};
  const KernelGraph k = lowerFused(b.graph);
  ASSERT_EQ(k.kernels.size(), 2u);
  const Kernel& mm = k.kernels[0];
  EXPECT_EQ(mm.kind, KernelKind::kMatMul);
  EXPECT_FALSE(mm.weights_constant);
  EXPECT_EQ(mm.shape.g, 4);   // heads
  EXPECT_EQ(mm.shape.n, 64);  // rows M
  EXPECT_EQ(mm.shape.k, 64);  // columns N
  EXPECT_EQ(mm.shape.c, 16);  // reduction K
  EXPECT_EQ(mm.inputs.size(), 2u);
  const Kernel& softmax = k.kernels[1];
  EXPECT_EQ(softmax.kind, KernelKind::kSoftmax);
  EXPECT_EQ(softmax.vector_ops.size(), 6u);
  EXPECT_EQ(softmax.vector_elements, 4 * 64 * 64);
}

// BERT's query projection: MatMul + Add + Reshape + Transpose is one kernel
// whose stores do the head split (ResultView); the view maps result element
// (m, n) = (token, head * D + d) to (head, token, d).
TEST(LowerTest, AProductsTransposeIsRecordedAsItsResultView) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 6, 8});
  ir::ValueId w = b.constant("w", {8, 8}, filled(64));
  ir::ValueId bias = b.constant("bias", {8}, filled(8));
  ir::ValueId mm = b.node("MatMul", {x, w}, "mm", {1, 6, 8});
  ir::ValueId add = b.node("Add", {mm, bias}, "add", {1, 6, 8});
  ir::ValueId shape = b.shapeConstant("shape", {1, 6, 2, 4});
  ir::ValueId r = b.node("Reshape", {add, shape}, "r", {1, 6, 2, 4});
  ir::ValueId t = b.node("Transpose", {r}, "t", {1, 2, 6, 4}, {{"perm", std::vector<std::int64_t>{0, 2, 1, 3}}});
  b.graph.outputs = {t};
  const KernelGraph k = lowerFused(b.graph);
  ASSERT_EQ(k.kernels.size(), 1u);
  const Kernel& q = k.kernels[0];
  EXPECT_EQ(q.ops, "MatMul+Add+Reshape+Transpose");
  ASSERT_EQ(q.result_view.transposes.size(), 1u);
  EXPECT_EQ(q.result_view.transposes[0].shape, (std::vector<std::int64_t>{1, 6, 2, 4}));
  EXPECT_EQ(q.result_view.before_op, q.vector_ops.size());
  EXPECT_TRUE(q.host_ops.empty());
  for (std::int64_t m = 0; m < 6; ++m)
    for (std::int64_t n = 0; n < 8; ++n) EXPECT_EQ(q.result_view.map(m * 8 + n), (n / 4) * 24 + m * 4 + n % 4);
}

// A Slice after a convolution is no vector op: it, and every later op, is the host's (it used to vanish).
TEST(LowerTest, DataMovementAfterArrayWorkGoesToTheHost) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 4, 6, 6});
  ir::ValueId w = b.constant("w", {8, 4, 1, 1}, filled(32));
  ir::ValueId c = b.node("Conv", {x, w}, "c", {1, 8, 6, 6}, {{"kernel_shape", std::vector<std::int64_t>{1, 1}}});
  ir::ValueId starts = b.shapeConstant("starts", {0});
  ir::ValueId ends = b.shapeConstant("ends", {4});
  ir::ValueId axes = b.shapeConstant("axes", {1});
  ir::ValueId sl = b.node("Slice", {c, starts, ends, axes}, "sl", {1, 4, 6, 6});
  ir::ValueId y = b.node("Relu", {sl}, "y", {1, 4, 6, 6});
  b.graph.outputs = {y};
  const KernelGraph k = lowerFused(b.graph);
  const Kernel* conv = nullptr;
  for (const Kernel& kernel : k.kernels)
    if (kernel.kind == KernelKind::kConv) conv = &kernel;
  ASSERT_NE(conv, nullptr);
  ASSERT_NE(conv->ops.find("Slice"), std::string::npos) << "fuse keeps the Slice apart: " << conv->ops;
  EXPECT_EQ(conv->host_ops, std::vector<std::string>{"Slice"});
  EXPECT_EQ(conv->host_from_op, 0u);
}

// fc1 of a CNN reads Flatten(pool) of an NCHW feature map that DRAM holds channel-last.
TEST(LowerTest, AProductOfAFlattenedFeatureMapRecordsItsChannelFirstShape) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 3, 2, 2});
  ir::ValueId f = b.node("Flatten", {x}, "f", {1, 12}, {{"axis", std::int64_t{1}}});
  ir::ValueId w = b.constant("w", {12, 5}, filled(60));
  ir::ValueId y = b.node("MatMul", {f, w}, "y", {1, 5});
  b.graph.outputs = {y};
  const KernelGraph k = lowerFused(b.graph);
  const Kernel* fc = nullptr;
  for (const Kernel& kernel : k.kernels)
    if (kernel.kind == KernelKind::kMatMul) fc = &kernel;
  ASSERT_NE(fc, nullptr);
  EXPECT_EQ(fc->flattened_input, (std::vector<std::int64_t>{3, 2, 2}));
}

TEST(LowerTest, LinearWithConstantWeightsFoldsBatchIntoRows) {
  Builder b;
  ir::ValueId x = b.input("x", {2, 10, 32});
  ir::ValueId w = b.constant("w", {32, 48}, filled(32 * 48, 0.0f));
  ir::ValueId y = b.node("MatMul", {x, w}, "y", {2, 10, 48});
  b.graph.outputs = {y};
  const KernelGraph k = lowerFused(b.graph);
  const Kernel& mm = k.kernels[0];
  EXPECT_TRUE(mm.weights_constant);
  EXPECT_EQ(mm.shape.g, 1);
  EXPECT_EQ(mm.shape.n, 20);
  EXPECT_EQ(mm.shape.k, 48);
  EXPECT_EQ(mm.shape.c, 32);
  EXPECT_EQ(mm.sparsity.nonzeros, 0);  // measured from the data
}

TEST(LowerTest, ViewsAreFreeAndUnknownOpsGoToTheHost) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 6});
  ir::ValueId shape = b.shapeConstant("shape", {2, 3});
  ir::ValueId r = b.node("Reshape", {x, shape}, "r", {2, 3});
  ir::ValueId t = b.node("TopK", {r}, "t", {2, 3});
  b.graph.outputs = {t};
  const KernelGraph k = lowerFused(b.graph);
  ASSERT_EQ(k.kernels.size(), 2u);
  EXPECT_EQ(k.kernels[0].kind, KernelKind::kView);
  EXPECT_EQ(k.kernels[1].kind, KernelKind::kHost);
  EXPECT_EQ(k.kernels[1].host_ops, std::vector<std::string>{"TopK"});
}

TEST(LowerTest, UnknownDimsTakeTheBoundValue) {
  Builder b;
  ir::ValueId x = b.input("x", {-1, 32});
  ir::ValueId w = b.constant("w", {32, 8}, filled(256));
  ir::ValueId y = b.node("Gemm", {x, w}, "y", {-1, 8});
  b.graph.outputs = {y};
  ir::Graph g = b.graph;
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(g, "fuse", context).ok());
  LowerOptions options;
  options.unknown_dim = 5;
  Expected<KernelGraph> k = lowerGraph(g, options);
  ASSERT_TRUE(k.ok());
  EXPECT_EQ(k->kernels[0].shape.n, 5);
  EXPECT_EQ(k->graph_inputs[0].elements, 160);
}

TEST(LowerTest, ConvWithUnknownRankNamesTheNode) {
  Builder b;
  ir::ValueId x = b.input("x", {1, 8, 10, 10});
  ir::ValueId w = b.constant("w", {16, 8, 3, 3}, filled(16 * 8 * 9));
  ir::ValueId c = b.node("Conv", {x, w}, "c", {1, 16, 8, 8});
  b.graph.value(x).type.rank_known = false;
  b.graph.outputs = {c};
  Expected<KernelGraph> k = lowerGraph(b.graph);
  ASSERT_FALSE(k.ok());
  const std::string text = render(k.status().diagnostics());
  EXPECT_NE(text.find("c_node"), std::string::npos) << text;
  EXPECT_NE(text.find("no known rank"), std::string::npos) << text;
}

TEST(LowerTest, NonzeroProfileAgreesWithTheNofMCheck) {
  std::mt19937 rng(7);
  for (const ir::Shape& shape : {ir::Shape{6, 13, 3, 3}, ir::Shape{37, 5}, ir::Shape{2, 3, 33, 4}}) {
    ir::Tensor t(ir::DType::kF32, shape);
    for (int dense = 0; dense < 2; ++dense) {
      for (std::int64_t i = 0; i < t.size(); ++i) t.data<float>()[i] = !dense && rng() % 3 == 0 ? 0.0f : 1.0f;
      for (int axis = 0; axis < static_cast<int>(shape.size()); ++axis) {
        const sparsity::NonzeroProfile profile = sparsity::profileNonzeros(t, axis);
        EXPECT_EQ(profile.nonzeros, sparsity::countNonzeros(t));
        for (int j = 0; j < 4; ++j) {
          const int m = 2 << j, most = profile.max_per_group[static_cast<size_t>(j)];
          EXPECT_TRUE(sparsity::satisfiesNofM(t, axis, most, m)) << "m=" << m << " axis=" << axis;
          if (most > 0) {
            EXPECT_FALSE(sparsity::satisfiesNofM(t, axis, most - 1, m)) << "m=" << m << " axis=" << axis;
          }
        }
      }
    }
  }
}

TEST(ScaleSimTest, ConvTopologyFollowsScaleSimOutputSize) {
  Expected<KernelGraph> k = readScaleSimTopology("tests/compiler/backend/data/alexnet_conv.csv");
  ASSERT_TRUE(k.ok()) << render(k.status().diagnostics());
  ASSERT_EQ(k->kernels.size(), 5u);
  const hw::model::LayerShape& c1 = k->kernels[0].shape;
  // ceil((227 - 11 + 4) / 4) = 55
  EXPECT_EQ(c1.p, 55);
  EXPECT_EQ(c1.q, 55);
  EXPECT_EQ(c1.c, 3);
  EXPECT_EQ(c1.k, 96);
  EXPECT_EQ(c1.stride_h, 4);
  EXPECT_EQ(c1.macs(), 55LL * 55 * 11 * 11 * 3 * 96);
  EXPECT_EQ(k->kernels[2].shape.p, 13);  // ceil((15 - 3 + 1) / 1)
  EXPECT_EQ(k->kernels[0].name, "Conv1");
}

TEST(ScaleSimTest, GemmTopologyIsMRowsNColumnsKReduction) {
  Expected<KernelGraph> k = readScaleSimTopology("tests/compiler/backend/data/gpt2_mnk.csv");
  ASSERT_TRUE(k.ok()) << render(k.status().diagnostics());
  ASSERT_EQ(k->kernels.size(), 3u);
  const hw::model::LayerShape& l = k->kernels[2].shape;
  EXPECT_EQ(l.n, 1024);
  EXPECT_EQ(l.k, 4800);
  EXPECT_EQ(l.c, 1600);
  EXPECT_EQ(k->macs(), 1024LL * 1024 * 64 + 1024LL * 64 * 1024 + 1024LL * 4800 * 1600);
}

TEST(ScaleSimTest, BadCellIsLocated) {
  Expected<KernelGraph> k = readScaleSimTopology("tests/compiler/backend/data/bad_value.csv");
  ASSERT_FALSE(k.ok());
  const Diagnostic& d = k.status().diagnostics().front();
  EXPECT_EQ(d.location.line, 2);
  EXPECT_EQ(d.location.column, 22);
  EXPECT_NE(d.message.find("'eleven'"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("Conv1"), std::string::npos) << d.message;
}

TEST(ScaleSimTest, UnknownHeaderSaysWhatWasExpected) {
  Expected<KernelGraph> k = readScaleSimTopology("tests/compiler/backend/data/bad_header.csv");
  ASSERT_FALSE(k.ok());
  EXPECT_EQ(k.status().diagnostics().front().location.line, 1);
  EXPECT_NE(k.status().diagnostics().front().message.find("Layer, M, N, K"), std::string::npos);
}

}  // namespace
}  // namespace tessera::backend
