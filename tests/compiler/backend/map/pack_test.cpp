// Tests for group packing (compiler/backend/map/pack.h): packing factors, the
// packed kernel, a packed depthwise conv compiling to exactly the program of
// the dense conv with block-diagonal weights, 4-bit depthwise convs, and the
// estimate reporting the model's MACs.
#include "compiler/backend/map/pack.h"

#include <gtest/gtest.h>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/encode.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::graphOf;
using testing::loadConfig;
using testing::tensor;

hw::model::Conv2dParams depthwise(std::int64_t channels, std::int64_t hw_size, std::int64_t stride = 1) {
  return {.in_channels = channels, .out_channels = channels, .in_h = hw_size, .in_w = hw_size, .kernel_h = 3,
          .kernel_w = 3, .stride = stride, .pad = 1, .groups = channels};
}

Kernel dwKernel(const hw::model::Conv2dParams& p) {
  Kernel k = convKernel("dw", p, "x", "y");
  k.sparsity.elements = k.shape.weightElements();
  k.sparsity.nonzeros = k.sparsity.elements;
  k.sparsity.max_nonzeros_per_group = {2, 4, 8, 9};  // dense 3x3 filters along (r, s)
  return k;
}

TEST(GroupPacking, FactorIsTheWidestByteAlignedDivisorThatFitsTheArray) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  EXPECT_EQ(groupPacking(edge, dwKernel(depthwise(96, 8))), 16);
  EXPECT_EQ(groupPacking(edge, dwKernel(depthwise(24, 8))), 12);  // 16 does not divide 24
  EXPECT_EQ(groupPacking(edge, dwKernel(depthwise(7, 8))), 7);    // all groups in one
  EXPECT_EQ(groupPacking(loadConfig("tiny_4x4_int8"), dwKernel(depthwise(32, 8))), 4);
  // Grouped, not depthwise: 8 groups of 4 -> 4 channels each way: 16 / 4 = 4 groups per array.
  EXPECT_EQ(groupPacking(edge, convKernel("g", {.in_channels = 32, .out_channels = 32, .in_h = 8, .in_w = 8,
                                                .kernel_h = 3, .kernel_w = 3, .pad = 1, .groups = 8},
                                          "x", "y")),
            4);
  // Dense convs and matrix products are left alone.
  EXPECT_EQ(groupPacking(edge, convKernel("d", {.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4}, "x", "y")),
            1);
  // 4-bit activations: 18 channels; 9 would divide but 9 x 4 bits is not whole bytes: 6 (3 bytes).
  EXPECT_EQ(groupPacking(loadConfig("edge_16x16_int4"), dwKernel(depthwise(18, 8))), 6);
}

// On a large array the widest packing multiplies the weights it moves by
// the groups it packs (block-diagonal zeros): EfficientNet-B0's 5x5
// depthwise layer of 672 channels on a 7 x 7 map, on tpu_v1_like's 256 x 256
// array, would pack 224 groups and move 3.8 MB of weights for the model's
// 17 KB. A narrower packing that the mapper finds at least 1.25x faster is
// taken; the estimate of the chosen one is that much below the widest's. On
// edge_16x16_int8 the widest stays (above).
TEST(GroupPacking, ANarrowerPackingIsTakenWhenTheWeightsItMovesBoundTheLayer) {
  const hw::Spec tpu = loadConfig("tpu_v1_like");
  hw::model::Conv2dParams p = depthwise(672, 7);
  p.kernel_h = p.kernel_w = 5, p.pad = 2;
  const Kernel k = dwKernel(p);
  const std::int64_t chosen = groupPacking(tpu, k);
  EXPECT_LT(chosen, 224);
  EXPECT_EQ(672 % chosen, 0);
  const KernelGraph g = graphOf({k}, {tensor("x", 672 * 49)}, {tensor("y", 672 * 49)});
  Expected<Estimate> e = estimate(tpu, g);
  ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
  // The widest packing's cost, for comparison: every group of 224 channels on the array.
  Kernel widest = k;
  widest.shape.g = 3, widest.shape.c = widest.shape.k = 224;
  auto wide = searchMapping(tpu, hardwareShape(tpu, widest), Objective::kLatency);
  ASSERT_TRUE(wide.ok());
  EXPECT_LT(e->layers.front().memory_cycles, 0.8 * wide->cost.memory_cycles);
  EXPECT_EQ(groupPacking(tpu, k), chosen);  // remembered, and the same answer
}

TEST(GroupPacking, PackedKernelHasBlockDiagonalWeights) {
  // A shape the packing runs faster than the bands (toeplitz_test.cpp, TheFasterOfBandedAndPackedRuns).
  const hw::Spec edge = loadConfig("edge_16x16_fp16");
  const Kernel k = dwKernel(depthwise(96, 14));
  const Kernel p = packGroups(edge, k);
  EXPECT_EQ(p.shape.g, 6);
  EXPECT_EQ(p.shape.c, 16);
  EXPECT_EQ(p.shape.k, 16);
  EXPECT_EQ(p.shape.macs(), 16 * k.shape.macs());
  EXPECT_EQ(p.weights[0].elements, 6 * 16 * 16 * 9);  // stored block-diagonal expansion
  EXPECT_EQ(p.weights[1].elements, 96);                // bias unchanged
  EXPECT_EQ(p.shape.outputElements(), k.shape.outputElements());
  EXPECT_EQ(p.sparsity.elements, 16 * k.sparsity.elements);
  EXPECT_EQ(p.sparsity.nonzeros, k.sparsity.nonzeros);
  EXPECT_NEAR(p.sparsity.density(), 1.0 / 16, 1e-12);
  // One nonzero per (r, s) block of each column: 1 of every m, so 2:4 holds.
  EXPECT_EQ(p.sparsity.max_nonzeros_per_group, (std::array<int, 4>{1, 1, 1, 1}));
  EXPECT_TRUE(p.sparsity.satisfiesNofM(2, 4));
  EXPECT_FALSE(k.sparsity.satisfiesNofM(2, 4));
}

TEST(GroupPacking, DepthwiseCompilesToTheDenseConvWithBlockDiagonalWeights) {
  // Four 3x3 depthwise channels on a 4x4 array pack into one 4-in 4-out group:
  // the same program as the dense 4x4 conv (codegen_test's hand-computed one).
  const hw::Spec tiny = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams dense{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                      .kernel_w = 3, .pad = 1};
  const KernelGraph dw = graphOf({dwKernel(depthwise(4, 4))}, {tensor("x", 64)}, {tensor("y", 64)});
  const KernelGraph conv = graphOf({convKernel("dw", dense, "x", "y")}, {tensor("x", 64)}, {tensor("y", 64)});
  auto dw_map = chooseMappings(tiny, dw, Objective::kLatency);
  auto conv_map = chooseMappings(tiny, conv, Objective::kLatency);
  ASSERT_TRUE(dw_map.ok() && conv_map.ok());
  auto a = generateProgram(tiny, dw, *dw_map);
  auto b = generateProgram(tiny, conv, *conv_map);
  ASSERT_TRUE(a.ok()) << render(a.status().diagnostics());
  ASSERT_TRUE(b.ok()) << render(b.status().diagnostics());
  ASSERT_EQ(a->size(), b->size());
  for (size_t i = 0; i < a->size(); ++i)
    EXPECT_EQ(isa::toAssembly(a->instruction(i)), isa::toAssembly(b->instruction(i)));
  EXPECT_EQ(a->memory.find("dw.w")->bytes, 4 * 4 * 9);  // the expansion is stored
}

TEST(GroupPacking, FourBitDepthwiseCompilesAndChecks) {
  const hw::Spec int4 = loadConfig("edge_16x16_int4");
  for (std::int64_t stride : {1, 2}) {
    const auto p = depthwise(48, 14, stride);
    const Kernel k = dwKernel(p);
    const KernelGraph g =
        graphOf({k}, {tensor("x", 48 * 14 * 14)}, {tensor("y", k.shape.outputElements())});
    auto mappings = chooseMappings(int4, g, Objective::kLatency);
    ASSERT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
    auto program = generateProgram(int4, g, *mappings);
    ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
    // Every COMPUTE uses the whole 16-row array: 16 channels of a pixel per input row.
    int computes = 0;
    for (const isa::Instruction& in : program->decoded())
      if (in.opcode == isa::Opcode::kCompute && in.compute.depth > 0) {
        ++computes;
        EXPECT_EQ(in.compute.tile_rows, 16u);
        EXPECT_EQ(in.compute.tile_cols, 16u);
      }
    EXPECT_GT(computes, 0);
    const CheckReport check = checkProgram(int4, *program);
    EXPECT_TRUE(check.ok()) << (check.errors.empty() ? check.deadlock_detail : check.errors.front());
  }
}

TEST(GroupPacking, EstimateReportsTheModelsMacsAndRunsSixteenTimesFaster) {
  // A stride-2 3x3: packed (a stride-1 map this large runs banded, toeplitz_test.cpp; here the
  // banded mapping's 7 outputs a window are not 1.25x faster).
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  const Kernel k = dwKernel(depthwise(96, 112, 2));
  ASSERT_FALSE(packGroups(edge, k).banded);
  const KernelGraph g = graphOf({k}, {tensor("x", 96 * 112 * 112)}, {tensor("y", k.shape.outputElements())});
  auto e = estimate(edge, g);
  ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
  const LayerEstimate& l = e->layers.at(0);
  EXPECT_EQ(l.macs, k.shape.macs());
  EXPECT_DOUBLE_EQ(l.effective_macs, static_cast<double>(k.shape.macs()));
  // 16 useful MACs per cycle at best (one per row), a few per cent of fill/drain and edges on top.
  const double ideal = static_cast<double>(k.shape.macs()) / 16;
  EXPECT_GE(l.compute_cycles, ideal);
  EXPECT_LE(l.compute_cycles, 1.15 * ideal);
  EXPECT_NEAR(l.utilization * l.cycles * 256, static_cast<double>(k.shape.macs()), 1.0);
  EXPECT_DOUBLE_EQ(l.lower_bound_cycles, hw::model::lowerBoundCycles(edge, hardwareShape(edge, k)));
}

}  // namespace
}  // namespace tessera::backend
