// Tests for the memory plan: greedy-by-size placement (property test over random
// lives), hand-computed layouts of constants and activations, packing and
// compression of weights, views, lives of graph inputs and outputs.
#include "compiler/backend/plan/memory_plan.h"

#include <gtest/gtest.h>

#include <random>

#include "compiler/backend/plan/dram_layout.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::gemmKernel;
using testing::graphOf;
using testing::loadConfig;
using testing::tensor;
using testing::vectorKernel;

std::vector<KernelPlan> plansOf(const hw::Spec& spec, const KernelGraph& graph) {
  std::vector<KernelPlan> plans;
  for (const Kernel& k : graph.kernels) {
    auto plan = planKernel(spec, k);
    EXPECT_TRUE(plan.ok()) << render(plan.status().diagnostics());
    plans.push_back(plan.ok() ? *plan : KernelPlan{});
  }
  return plans;
}

std::int64_t aligned(std::int64_t bytes) { return (bytes + 63) / 64 * 64; }

TEST(PlaceGreedyBySize, RandomLivesNeverShareBytesWhileBothLive) {
  std::mt19937 rng(20261121);
  for (int trial = 0; trial < 500; ++trial) {
    const int count = 1 + static_cast<int>(rng() % 40);
    std::vector<LiveTensor> tensors;
    for (int i = 0; i < count; ++i) {
      const int a = static_cast<int>(rng() % 20) - 1, b = static_cast<int>(rng() % 20) - 1;
      tensors.push_back({1 + static_cast<std::int64_t>(rng() % 5000), std::min(a, b), std::max(a, b)});
    }
    std::int64_t arena = 0;
    const std::vector<std::int64_t> offsets = placeGreedyBySize(tensors, 64, arena);
    ASSERT_EQ(offsets.size(), tensors.size());
    std::int64_t naive = 0, aligned_live = 0;
    std::vector<LiveTensor> aligned_tensors;
    for (size_t i = 0; i < tensors.size(); ++i) {
      EXPECT_EQ(offsets[i] % 64, 0);
      EXPECT_LE(offsets[i] + tensors[i].bytes, arena);
      naive += aligned(tensors[i].bytes);
      aligned_tensors.push_back({aligned(tensors[i].bytes), tensors[i].first, tensors[i].last});
      for (size_t j = 0; j < i; ++j) {
        const bool live_together = tensors[i].first <= tensors[j].last && tensors[j].first <= tensors[i].last;
        const bool share = offsets[i] < offsets[j] + tensors[j].bytes && offsets[j] < offsets[i] + tensors[i].bytes;
        EXPECT_FALSE(live_together && share) << "trial " << trial << ": tensors " << i << " and " << j;
      }
    }
    aligned_live = liveBytesPeak(aligned_tensors);
    EXPECT_LE(arena, naive);
    EXPECT_GE(arena, aligned_live);  // no placement beats the most bytes live at once
  }
}

TEST(PlaceGreedyBySize, ReusesTheBytesOfADeadTensor) {
  // A [0,1] and C [2,3] never meet: C takes A's bytes; B [1,2] meets both.
  const std::vector<LiveTensor> tensors = {{100, 0, 1}, {50, 1, 2}, {100, 2, 3}};
  std::int64_t arena = 0;
  const std::vector<std::int64_t> offsets = placeGreedyBySize(tensors, 64, arena);
  EXPECT_EQ(offsets, (std::vector<std::int64_t>{0, 128, 0}));
  EXPECT_EQ(arena, 192);
  EXPECT_EQ(liveBytesPeak(tensors), 150);  // A+B at time 1, B+C at time 2
}

TEST(LiveBytesPeak, CountsTensorsAliveAtTheSameKernel) {
  // Frees at k come before births at k + 1: [0,0] and [1,1] never coexist.
  EXPECT_EQ(liveBytesPeak({{10, 0, 0}, {20, 1, 1}}), 20);
  EXPECT_EQ(liveBytesPeak({{10, 0, 1}, {20, 1, 1}, {5, 2, 2}}), 30);
  EXPECT_EQ(liveBytesPeak({}), 0);
}

TEST(MemoryPlan, HandComputedConvOnTiny) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 64)}, {tensor("y", 64)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  // Weights 4x4x3x3 int8 = 144 B at 0; bias: 4 int32 (one 4-column output row) = 16 B at 192;
  // the zero row: one 4-byte input-buffer row at 256; activations from 320.
  const Region* w = plan->find("c1.w");
  const Region* b = plan->find("c1.b");
  ASSERT_TRUE(w && b);
  EXPECT_EQ(w->kind, RegionKind::kWeight);
  EXPECT_EQ(w->offset_bytes, 0);
  EXPECT_EQ(w->bytes, 144);
  EXPECT_EQ(b->kind, RegionKind::kConstant);
  EXPECT_EQ(b->offset_bytes, 192);
  EXPECT_EQ(b->bytes, 16);
  const Region& zero = plan->regions[static_cast<size_t>(plan->zero_region)];
  EXPECT_EQ(zero.offset_bytes, 256);
  EXPECT_EQ(zero.bytes, 4);
  EXPECT_EQ(plan->constant_bytes, 320);
  EXPECT_EQ(plan->weight_bytes, 144);
  // x lives until the conv reads it, y from the conv to the end: they meet at kernel 0.
  const Region* x = plan->find("x");
  const Region* y = plan->find("y");
  ASSERT_TRUE(x && y);
  EXPECT_EQ(x->kind, RegionKind::kInput);
  EXPECT_EQ(y->kind, RegionKind::kOutput);
  EXPECT_EQ(x->first_kernel, -1);
  EXPECT_EQ(x->last_kernel, 0);
  EXPECT_EQ(y->first_kernel, 0);
  EXPECT_EQ(y->last_kernel, 1);
  EXPECT_EQ(x->offset_bytes, 320);
  EXPECT_EQ(y->offset_bytes, 384);
  EXPECT_EQ(plan->peak_activation_bytes, 128);
  EXPECT_EQ(plan->naive_activation_bytes, 128);
  EXPECT_EQ(plan->total_bytes, 448);
}

TEST(MemoryPlan, PacksWeightsAndActivationsAtTheirPrecision) {
  const hw::Spec spec = loadConfig("edge_16x16_int4");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 64)}, {tensor("y", 64)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  // int4: 36 reduction rows of 4 channels = 2 bytes each; the bias fills one
  // 16-column int32 output row (64 B); 64 activations are 16 pixels of 2 bytes.
  EXPECT_EQ(plan->find("c1.w")->bytes, 72);
  EXPECT_EQ(plan->find("c1.b")->bytes, 64);
  EXPECT_EQ(plan->regions[static_cast<size_t>(plan->zero_region)].bytes, 8);
  EXPECT_EQ(plan->find("x")->bytes, 32);
  EXPECT_EQ(plan->find("y")->bytes, 32);
}

TEST(MemoryPlan, OddChannelCountsPadEachPixelToWholeBytesAtInt4) {
  const hw::Spec spec = loadConfig("edge_16x16_int4");
  const hw::model::Conv2dParams p{.in_channels = 3, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 1,
                                  .kernel_w = 1};
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 48)}, {tensor("y", 64)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->find("x")->bytes, 16 * 2);  // 3 nibbles -> 2 bytes per pixel
}

TEST(MemoryPlan, CompressesWeightsOnlyWhenTheRealMaskFitsTheFormat) {
  const hw::Spec nm = loadConfig("edge_16x16_int8_sparse24");
  const hw::model::Conv2dParams p{.in_channels = 8, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  Kernel k = convKernel("c1", p, "x", "y");
  k.sparsity.elements = 288;
  k.sparsity.nonzeros = 144;
  k.sparsity.max_nonzeros_per_group = {1, 2, 4, 8};  // at most 2 of every 4: 2:4 holds
  KernelGraph g = graphOf({k}, {tensor("x", 128)}, {tensor("y", 64)});
  auto plan = planMemory(nm, g, plansOf(nm, g));
  ASSERT_TRUE(plan.ok());
  // 2:4 at int8 with 2-bit indices: 288 x 0.5 x 1.25 = 180 B, plus one 4-byte dense row of slack.
  EXPECT_EQ(plan->find("c1.w")->bytes, 184);
  EXPECT_EQ(plan->weight_bytes, 184);

  g.kernels[0].sparsity.max_nonzeros_per_group = {2, 3, 4, 8};  // a group of 4 with 3 nonzeros: stored dense
  plan = planMemory(nm, g, plansOf(nm, g));
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->find("c1.w")->bytes, 288);

  // 4 input channels: one tap's 4 rows are one group of 2.5 rows at int8, so
  // the next tap's chunk would start inside a row (nOfMAlignment): dense.
  const hw::model::Conv2dParams narrow{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                       .kernel_w = 3, .pad = 1};
  Kernel k4 = convKernel("c1", narrow, "x", "y");
  k4.sparsity.elements = 144;
  k4.sparsity.nonzeros = 72;
  k4.sparsity.max_nonzeros_per_group = {1, 2, 4, 8};
  KernelGraph g4 = graphOf({k4}, {tensor("x", 64)}, {tensor("y", 64)});
  plan = planMemory(nm, g4, plansOf(nm, g4));
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->find("c1.w")->bytes, 144);

  const hw::Spec bitmask = testing::editedConfig("edge_16x16_int8_sparse24", "weight_format: n_of_m\n  n: 2\n  m: 4",
                                                 "weight_format: bitmask");
  g4.kernels[0].sparsity.nonzeros = 36;  // density 1/4: a byte per nonzero plus a bit per weight
  plan = planMemory(bitmask, g4, plansOf(bitmask, g4));
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->find("c1.w")->bytes, 144 * 3 / 8 + 4);
}

TEST(MemoryPlan, LivenessChainReusesDeadActivations) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  const KernelGraph g = graphOf({gemmKernel("a", 1, 1000, 100, "x", "t1"), gemmKernel("b", 1, 500, 1000, "t1", "t2"),
                                 gemmKernel("c", 1, 1000, 500, "t2", "t3"), gemmKernel("d", 1, 10, 1000, "t3", "y")},
                                {tensor("x", 100)}, {tensor("y", 10)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  // Largest first: t1 at 0, t3 at 0 too (t1 is dead by then), t2 (meets both)
  // at 1024, x at 1024 (dead before t2 is born), y at 1024 (t2 dead).
  const std::int64_t base = plan->activation_base;
  EXPECT_EQ(plan->find("t1")->offset_bytes - base, 0);
  EXPECT_EQ(plan->find("t3")->offset_bytes - base, 0);
  EXPECT_EQ(plan->find("t2")->offset_bytes - base, 1024);
  EXPECT_EQ(plan->find("x")->offset_bytes - base, 1024);
  EXPECT_EQ(plan->find("y")->offset_bytes - base, 1024);
  EXPECT_EQ(plan->peak_activation_bytes, 1536);
  EXPECT_EQ(plan->naive_activation_bytes, 128 + 1024 + 512 + 1024 + 64);
  EXPECT_EQ(plan->live_activation_bytes, 1500);
  EXPECT_LE(plan->peak_activation_bytes, plan->naive_activation_bytes);
  EXPECT_EQ(plan->find("y")->last_kernel, 4);
}

TEST(MemoryPlan, ViewsNameTheBytesOfTheirInput) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  Kernel view;
  view.name = "flatten";
  view.kind = KernelKind::kView;
  view.inputs = {tensor("t1", 1000)};
  view.outputs = {tensor("t1v", 1000)};
  const KernelGraph g = graphOf({gemmKernel("a", 1, 1000, 100, "x", "t1"), view, gemmKernel("d", 1, 10, 1000, "t1v", "y")},
                                {tensor("x", 100)}, {tensor("y", 10)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok());
  ASSERT_NE(plan->find("t1v"), nullptr);
  EXPECT_EQ(plan->find("t1v"), plan->find("t1"));
  EXPECT_EQ(plan->find("t1")->last_kernel, 2);  // read through the view by kernel 2
}

TEST(MemoryPlan, AKernelWhoseOpsVanishNamesTheBytesOfItsInput) {
  // A DequantizeLinear between two kernels on an integer spec lowers to no
  // vector op (the stored integers are its output): nothing writes a region
  // of its own, so a reader of its output must read its input's bytes.
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  const Kernel dequantize = vectorKernel("dq", KernelKind::kElementwise, {"t1"}, 1000, "t1dq", 1000, {});
  const KernelGraph g = graphOf(
      {gemmKernel("a", 1, 1000, 100, "x", "t1"), dequantize, gemmKernel("d", 1, 10, 1000, "t1dq", "y")},
      {tensor("x", 100)}, {tensor("y", 10)});
  const std::vector<KernelPlan> plans = plansOf(spec, g);
  ASSERT_EQ(plans[1].mode, PlanMode::kNone);
  ASSERT_TRUE(plans[1].host_ops.empty());
  EXPECT_TRUE(aliasesInput(g.kernels[1], plans[1]));
  auto plan = planMemory(spec, g, plans);
  ASSERT_TRUE(plan.ok());
  ASSERT_NE(plan->find("t1dq"), nullptr);
  EXPECT_EQ(plan->find("t1dq"), plan->find("t1"));
  EXPECT_EQ(plan->find("t1")->last_kernel, 2);
}

TEST(MemoryPlan, NoOverlapBetweenSimultaneouslyLiveRegions) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 8, .in_h = 8, .in_w = 8, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  hw::model::Conv2dParams q = p;
  q.in_channels = 8;
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "a"), convKernel("c2", q, "a", "b"), convKernel("c3", q, "b", "c"),
                                 convKernel("c4", q, "c", "y")},
                                {tensor("x", 256)}, {tensor("y", 512)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_TRUE(plan.ok());
  for (const Region& r : plan->regions) {
    EXPECT_EQ(r.offset_bytes % kRegionAlignmentBytes, 0) << r.name;
    for (const Region& o : plan->regions) {
      if (&r == &o) continue;
      const bool live_together = r.first_kernel <= o.last_kernel && o.first_kernel <= r.last_kernel;
      const bool share = r.offset_bytes < o.offset_bytes + o.bytes && o.offset_bytes < r.offset_bytes + r.bytes;
      EXPECT_FALSE(live_together && share) << r.name << " and " << o.name;
    }
  }
  EXPECT_LT(plan->peak_activation_bytes, plan->naive_activation_bytes);
}

TEST(MemoryPlan, AConvWhosePoolingRunsOnTheHostStoresItsWholeResult) {
  // tiny_4x4_int8 has no sigmoid: sigmoid and the 2x2 max pool go to the host,
  // and the array stores all 8x8x4 outputs where the 4x4x4 pooled one goes.
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 8, .in_w = 8, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  Kernel k = convKernel("c", p, "x", "y", {hw::VectorOp::kBiasAdd, hw::VectorOp::kSigmoid, hw::VectorOp::kMaxPool});
  k.outputs = {tensor("y", 64)};
  const KernelGraph g = graphOf({k}, {tensor("x", 256)}, {tensor("y", 64)});
  const std::vector<KernelPlan> plans = plansOf(spec, g);
  ASSERT_FALSE(plans[0].pool);
  ASSERT_TRUE(plans[0].endsSegment());
  auto plan = planMemory(spec, g, plans);
  ASSERT_TRUE(plan.ok());
  ASSERT_NE(plan->find("y"), nullptr);
  EXPECT_EQ(plan->find("y")->bytes, 256);  // 256 int8 outputs, not the 64 of the pooled tensor
}

TEST(MemoryPlan, AModelLargerThanDramIsAnError) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");  // 16 MiB
  const KernelGraph g = graphOf({gemmKernel("big", 1, 4096, 4096, "x", "y")}, {tensor("x", 4096)}, {tensor("y", 4096)});
  auto plan = planMemory(spec, g, plansOf(spec, g));
  ASSERT_FALSE(plan.ok());
  EXPECT_NE(plan.status().diagnostics().front().message.find("needs"), std::string::npos);
  EXPECT_NE(plan.status().diagnostics().front().message.find("16777216"), std::string::npos);
}

}  // namespace
}  // namespace tessera::backend
