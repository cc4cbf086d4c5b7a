// Tests for codegen: hand-computed instruction streams (a 3x3 conv, an
// elementwise add, a 2x2 max pool on tiny_4x4_int8), the buffer partition,
// per-dataflow compute order, slot containment of every address when tiles
// must shrink, and located errors.
#include "compiler/backend/codegen/codegen.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "compiler/backend/codegen/codegen_internal.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/encode.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::editedConfig;
using testing::gemmKernel;
using testing::graphOf;
using testing::loadConfig;
using testing::tensor;
using testing::vectorKernel;

/// Whole-layer tiles in the given order (codegen shrinks them when needed).
KernelMappings wholeTiles(const KernelGraph& g, hw::model::LoopOrder order = hw::model::LoopOrder::kWeightReuse) {
  KernelMappings m(g.kernels.size());
  for (size_t i = 0; i < g.kernels.size(); ++i)
    if (g.kernels[i].kind == KernelKind::kConv || g.kernels[i].kind == KernelKind::kMatMul)
      m[i] = hw::model::Mapping{.order = order};
  return m;
}

std::vector<std::string> assembly(const Program& p) {
  std::vector<std::string> lines;
  for (const isa::Instruction& in : p.decoded()) lines.push_back(isa::toAssembly(in));
  return lines;
}

const hw::model::Conv2dParams kConv3x3{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                       .kernel_w = 3, .pad = 1};

TEST(Partition, SlotsFromTheSpecGeometry) {
  const BufferPartition tiny = partitionBuffers(loadConfig("tiny_4x4_int8"));
  // 4 KiB of 4-byte input rows = 1024 rows in 2 banks of 512: four slots, two
  // per bank, dealt round the banks so consecutive slots use different banks.
  EXPECT_EQ(tiny.input.count, 4);
  EXPECT_EQ(tiny.input.rows, 256);
  EXPECT_EQ(tiny.input.base, (std::array<std::int64_t, 4>{0, 512, 256, 768}));
  // Weight halves are whole banks (512 rows each); 256 16-byte output rows in 2 banks of 128, quartered.
  EXPECT_EQ(tiny.weight.rows, 512);
  EXPECT_EQ(tiny.weight.base[1], 512);
  EXPECT_EQ(tiny.output.rows, 64);
  EXPECT_EQ(tiny.output.base, (std::array<std::int64_t, 4>{0, 128, 64, 192}));
  const BufferPartition tpu = partitionBuffers(loadConfig("tpu_v1_like"));
  // 4 MiB of 1 KiB accumulator rows in 2 banks; 256 KiB of 256-byte weight
  // rows in 4 banks (2 per half); 24 MiB of input rows in 4 banks (one per slot).
  EXPECT_EQ(tpu.output.rows, 1024);
  EXPECT_EQ(tpu.output.base, (std::array<std::int64_t, 4>{0, 2048, 1024, 3072}));
  EXPECT_EQ(tpu.weight.rows, 512);
  EXPECT_EQ(tpu.input.rows, tpu.input.base[1]);
  // One bank (scalesim_32x32_os edited to one): quarters, in order.
  const BufferPartition one =
      partitionBuffers(editedConfig("scalesim_32x32_os", "output: { bytes: 64KiB, banks: 2",
                                    "output: { bytes: 64KiB, banks: 1"));
  EXPECT_EQ(one.output.base[1], one.output.rows);
  EXPECT_EQ(one.output.base[3], 3 * one.output.rows);
}

TEST(Codegen, HandComputedConv3x3OnTiny) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph g = graphOf({convKernel("c1", kConv3x3, "x", "y", {hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu})},
                                {tensor("x", 64)}, {tensor("y", 64)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  // DRAM (memory_plan_test): weights 0x0, bias 0xc0, zero row 0x100, x 0x140, y 0x180.
  // One tile: the padded 6x6 window of 4-channel pixels is 36 input rows (row
  // h*6+w), 9 weight blocks of 4 rows, and per block 4 line runs of 4 sums
  // (output row p from window row p + r): by the timing rule a
  // weight-stationary run is busy its depth (the weights preload on the
  // block's first run, the pipeline's fill overlaps the next run), so 16
  // cycles per block beat one 22-row run ((4-1)*6 + 4, the two padding
  // columns of each row computed and dropped).
  // Codegen states the window row by row: zeros [0, 7) (the top padding row
  // and the left pad of image row 0), data [7, 11) from x + 0, zeros [11, 13)
  // (right pad of row 0, left pad of row 1), data [13, 17) from x + 16, ...,
  // data [25, 29) from x + 48, zeros [29, 36) (right pad of row 3, bottom
  // padding row). With the buffer plane stride these are three LOADs:
  //   data   4 rows, 4 planes 16 bytes (one image row) and 6 rows (one window row) apart;
  //   zeros  2 rows, 3 planes 0 bytes (the zero row again) and 6 rows apart, rows 11, 17, 23;
  //   zeros  7 rows, 2 planes: [0, 7) and [29, 36), 29 rows apart (equal runs, equally spaced).
  // The merger emits them in the order their first piece came (zeros at row 0
  // first), and the last one carries the push to compute. Likewise the four
  // output rows (4 sums, 6 rows apart in the buffer, 16 bytes apart in y) are
  // one 2-D STORE of 16 rows (line runs leave no junk rows between them).
  std::vector<std::string> expected = {
      "load.wt   dram=0x0 stride=4 row=0 rows=36 elems=4 planes=1 pstride=0 rpstride=0 transpose=0 rstride=0",
      "load.in   dram=0x100 stride=0 row=0 rows=7 elems=4 planes=2 pstride=0 rpstride=29 transpose=0 rstride=0",
      "load.in   dram=0x140 stride=4 row=7 rows=4 elems=4 planes=4 pstride=16 rpstride=6 transpose=0 rstride=0",
      "load.in   dram=0x100 stride=0 row=11 rows=2 elems=4 planes=3 pstride=0 rpstride=6 transpose=0 rstride=0  [push->compute]",
      "load.out  dram=0xc0 stride=16 row=0 rows=1 elems=4 planes=1 pstride=0 rpstride=0 transpose=0 rstride=0  [push->compute]",
  };
  for (int r = 0; r < 3; ++r)
    for (int s = 0; s < 3; ++s)
      for (int p = 0; p < 4; ++p) {
        const int st = r * 3 + s;
        std::string line = fmt::format("compute   in={} wt={} out={} rows=4 cols=4 depth=4 acc={} preload={}",
                                       (r + p) * 6 + s, st * 4, 1 + p * 4, st > 0 ? 1 : 0, p == 0 ? 1 : 0);
        if (st == 0 && p == 0) line += "  [pop<-load]";
        if (st == 8 && p == 3) line += "  [pop<-load push->vector]";
        expected.push_back(line);
      }
  // The int8 array's int32 sums are requantized last (no scale in the graph:
  // immediates 0), the Relu folded into its clamp as a quantized model's
  // would be, and the bias added by that requantize (one pass, VECTOR bias).
  expected.push_back(
      "vector.requantize src=out:1 opnd=out:0 dst=out:1 lanes=4 count=16 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0 "
      "bias=1  [pop<-compute push->store]");
  expected.push_back("store.out dram=0x180 stride=4 row=1 rows=16 elems=4 planes=1 pstride=0 rpstride=0 transpose=0 rstride=0  [pop<-vector]");
  expected.push_back("halt     ");  // mnemonics are padded to 9 columns
  EXPECT_EQ(assembly(*program), expected);
  EXPECT_EQ(program->tokens, 4);
  ASSERT_EQ(program->kernels.size(), 1u);
  EXPECT_EQ(program->kernels[0].first, 0u);
  EXPECT_EQ(program->kernels[0].count, expected.size() - 1);
  EXPECT_EQ(program->kernels[0].tiles, 1);
  EXPECT_EQ(program->kernels[0].steps, 1);
  ASSERT_EQ(program->segments.size(), 1u);
  EXPECT_EQ(program->segments[0].count, expected.size());
}

/// (weight row, accumulate) of every COMPUTE, in stream order.
std::vector<std::pair<std::uint64_t, bool>> computes(const Program& p) {
  std::vector<std::pair<std::uint64_t, bool>> out;
  for (const isa::Instruction& in : p.decoded())
    if (in.opcode == isa::Opcode::kCompute && in.compute.depth > 0) out.emplace_back(in.compute.weight_row, in.compute.accumulate);
  return out;
}

// The window layout keeps one bit a stride phase: a larger stride is a
// located error, not a wrong layout.
TEST(Codegen, AStrideBeyondTheWindowLayoutIsALocatedError) {
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 130, .in_w = 130, .kernel_h = 1,
                                  .kernel_w = 1, .stride = 65};
  const KernelGraph g = graphOf({convKernel("wide", p, "x", "y")}, {tensor("x", 4 * 130 * 130)}, {tensor("y", 16)});
  auto program = generateProgram(loadConfig("tiny_4x4_int8"), g, wholeTiles(g));
  ASSERT_FALSE(program.ok());
  const std::string text = render(program.status().diagnostics());
  EXPECT_NE(text.find("wide"), std::string::npos) << text;
  EXPECT_NE(text.find("stride 65x65"), std::string::npos) << text;
}

TEST(Codegen, ComputeOrderFollowsTheDataflow) {
  hw::model::Conv2dParams p = kConv3x3;
  p.out_channels = 8;  // two k folds on a 4-column array
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 64)}, {tensor("y", 128)});
  // A fast DRAM (64 bytes a cycle): on tiny_4x4_int8's 4 bytes a cycle
  // codegen cuts k into two tiles, the first loading half the weights
  // before the array starts (codegen_array.cpp, the pipeline's fill), and
  // each tile has one fold.
  const std::pair<std::string, std::string> fast{"bytes_per_cycle: 4", "bytes_per_cycle: 64"};
  auto ws = generateProgram(editedConfig("tiny_4x4_int8", {fast}), g, wholeTiles(g));
  auto is = generateProgram(editedConfig("tiny_4x4_int8", {fast, {"weight_stationary", "input_stationary"}}), g,
                            wholeTiles(g));
  auto os = generateProgram(editedConfig("tiny_4x4_int8", {fast, {"weight_stationary", "output_stationary"}}), g,
                            wholeTiles(g));
  ASSERT_TRUE(ws.ok() && is.ok() && os.ok());
  // Fold kf's 9 blocks of 4 rows sit at kf * 36 + step * 4. Weight- and
  // input-stationary tiles run in 4 lines (one per output row: by the timing
  // rule cheaper than one run with junk columns); an output-stationary run
  // drains after each, so one run per fold.
  std::vector<std::pair<std::uint64_t, bool>> fold_major, step_fold_line, line_step_fold;
  for (int kf = 0; kf < 2; ++kf)
    for (int st = 0; st < 9; ++st) fold_major.emplace_back(kf * 36 + st * 4, st > 0);
  for (int st = 0; st < 9; ++st)
    for (int kf = 0; kf < 2; ++kf)
      for (int line = 0; line < 4; ++line) step_fold_line.emplace_back(kf * 36 + st * 4, st > 0);
  for (int line = 0; line < 4; ++line)
    for (int st = 0; st < 9; ++st)
      for (int kf = 0; kf < 2; ++kf) line_step_fold.emplace_back(kf * 36 + st * 4, st > 0);
  // Weights stay: every run of a step, every fold of a step (the tile's sums all start before any accumulates).
  EXPECT_EQ(computes(*ws), step_fold_line);
  EXPECT_EQ(computes(*os), fold_major);      // one run per fold: sums stay while the reduction streams
  EXPECT_EQ(computes(*is), line_step_fold);  // inputs stay: every fold of a step, every step of a run
}

TEST(Codegen, ElementwiseAddOnTiny) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph g = graphOf({vectorKernel("add", KernelKind::kElementwise, {"a", "b"}, 100, "y", 100, {hw::VectorOp::kAdd})},
                                {tensor("a", 100), tensor("b", 100)}, {tensor("y", 100)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  const Region& a = *program->memory.find("a");
  const Region& b = *program->memory.find("b");
  const Region& y = *program->memory.find("y");
  // 100 elements = 25 rows of 4: both operands in input slot 0, the sum in
  // output slot 0. The operands' rows are back to back in the buffer and
  // equally shaped: one LOAD of two planes, b - a bytes apart.
  ASSERT_GT(b.offset_bytes, a.offset_bytes);
  const std::vector<std::string> expected = {
      fmt::format("load.in   dram={:#x} stride=4 row=0 rows=25 elems=4 planes=2 pstride={} rpstride=0 transpose=0 "
                  "rstride=0  [push->compute]",
                  a.offset_bytes, b.offset_bytes - a.offset_bytes),
      "compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]",
      "vector.add src=in:0 opnd=in:25 dst=out:0 lanes=4 count=25 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0 bias=0  "
      "[pop<-compute push->store]",
      fmt::format("store.out dram={:#x} stride=4 row=0 rows=25 elems=4 planes=1 pstride=0 rpstride=0 transpose=0 "
                  "rstride=0  [pop<-vector]",
                  y.offset_bytes),
      "halt     "};
  EXPECT_EQ(assembly(*program), expected);
}

TEST(Codegen, MaxPool2x2OnTiny) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  Kernel pool = vectorKernel("pool", KernelKind::kPool, {"x"}, 64, "y", 16, {hw::VectorOp::kMaxPool});
  pool.pool = hw::model::LayerShape{.g = 4, .p = 2, .q = 2, .r = 2, .s = 2, .stride_h = 2, .stride_w = 2};
  pool.pool_input = {4, 4, 0, 0};
  const KernelGraph g = graphOf({pool}, {tensor("x", 64)}, {tensor("y", 16)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  const std::int64_t x = program->memory.find("x")->offset_bytes, y = program->memory.find("y")->offset_bytes;
  // Window position (i, j) of output row p' gathers pixels (2p'+i, 2q'+j): two
  // rows 8 bytes apart, into input rows ((i*2+j)*2 + p')*2; two position blocks
  // of 4 rows are then combined by max three times. The two output rows p' of
  // one position are one LOAD of two planes (image rows 2 apart: 32 bytes).
  std::vector<std::string> expected;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      const int row = (i * 2 + j) * 4;
      expected.push_back(fmt::format("load.in   dram={:#x} stride=8 row={} rows=2 elems=4 planes=2 pstride=32 rpstride=0 transpose=0 rstride=0{}",
                                     x + (i * 4 + j) * 4, row, row == 12 ? "  [push->compute]" : ""));
    }
  expected.push_back("compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]");
  expected.push_back(
      "vector.max_pool src=in:0 opnd=in:4 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0 bias=0  "
      "[pop<-compute]");
  expected.push_back(
      "vector.max_pool src=out:0 opnd=in:8 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0 bias=0");
  expected.push_back(
      "vector.max_pool src=out:0 opnd=in:12 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0 lanewise=0 bias=0 "
      " [push->store]");
  // Output rows p' = 0, 1 (2 pixels of 4 bytes each) are contiguous in both places: one store.
  expected.push_back(
      fmt::format("store.out dram={:#x} stride=4 row=0 rows=4 elems=4 planes=1 pstride=0 rpstride=0 transpose=0 rstride=0  [pop<-vector]", y));
  expected.push_back("halt     ");  // mnemonics are padded to 9 columns
  EXPECT_EQ(assembly(*program), expected);
}

/// A global average pool of `channels` channels over a `side` x `side` map on edge_16x16_int8.
KernelGraph globalPool(std::int64_t channels, std::int64_t side) {
  Kernel pool = vectorKernel("gap", KernelKind::kPool, {"x"}, channels * side * side, "y", channels,
                             {hw::VectorOp::kAvgPool});
  pool.pool = hw::model::LayerShape{.g = channels, .p = 1, .q = 1, .r = side, .s = side, .stride_h = 1, .stride_w = 1};
  pool.pool_input = {side, side, 0, 0};
  return graphOf({pool}, {tensor("x", channels * side * side)}, {tensor("y", channels)});
}

// A pooling pass streams at the DMA's rate: each 16-channel chunk is one
// LOAD of its window and one STORE, and the DRAM bus moves the bytes of
// both. Its tiles wait for the store three tiles back and relay "vector
// done" on a COMPUTE of their own (codegen.h), so neither a STORE's latency
// nor the next tile's LOAD holds a slot's LOAD back. The estimate prices
// the pass (estimate.cpp, poolPass) within 5 % of the timed checker.
// Measured on 2026-11-30: 480 x 14 x 14, 6,306 cycles (the DMA busy 5,910);
// 1,152 x 7 x 7, 3,873 (3,600).
TEST(Codegen, AGlobalPoolRunsAtItsDmaRateAndAgreesWithItsEstimate) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  for (const auto& [channels, side] : {std::pair<std::int64_t, std::int64_t>{480, 14}, {1152, 7}}) {
    const KernelGraph g = globalPool(channels, side);
    auto program = generateProgram(spec, g, wholeTiles(g));
    ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
    const CheckReport timed = checkProgram(spec, *program, {.weighted = true});
    ASSERT_TRUE(timed.ok()) << (timed.errors.empty() ? timed.deadlock_detail : timed.errors.front());
    const double dma = static_cast<double>(channels * side * side + channels) / spec.params().dram.bytes_per_cycle;
    EXPECT_LT(static_cast<double>(timed.steps), 1.1 * dma) << channels << " x " << side;
    auto e = estimate(spec, g);
    ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
    EXPECT_NEAR(e->totals.cycles / static_cast<double>(timed.steps), 1.0, 0.05)
        << channels << " x " << side << ": estimate " << e->totals.cycles << ", checker " << timed.steps;
  }
}

// A convolution on one pixel loads new weights every step, and a step's
// LOAD waits for the computes two steps back (two weight slots): the
// estimate charges that chain (estimate.cpp, weightSlotChain). Alone in a
// Program, measured 2026-11-30 on edge_16x16_int8 (timed checker against
// estimate): EfficientNet-B0's SE convolutions 28 -> 672 channels 2,043
// against 1,908 (without the chain 1,622: 0.79), 672 -> 28 1,991 against
// 2,244 (the chain counts every step's computes whole; the three c steps
// of one k tile overlap their fill and drain; and a step's window loads
// before its weights, whose slot frees later: 2,019 when weights went
// first), 20 -> 480 (two steps, and 9 cycles of the array's order interlock
// where its 4-row folds follow the 16-row ones: estimate.cpp,
// orderWaitCycles) 1,276 against 1,235. 13 %, written here. In the
// zoo, where a kernel's first weights load under the previous kernel, the
// same layers simulate 1.06x (28 -> 672), 1.003x (672 -> 28) and 0.96x
// (20 -> 480) their estimate (docs/systemc.md).
TEST(Codegen, AOnePixelConvolutionsWeightChainIsInItsEstimate) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  for (const auto& [c, k] : {std::pair<std::int64_t, std::int64_t>{28, 672}, {672, 28}, {20, 480}}) {
    const hw::model::Conv2dParams p{
        .in_channels = c, .out_channels = k, .in_h = 1, .in_w = 1, .kernel_h = 1, .kernel_w = 1};
    const KernelGraph g = graphOf({convKernel("fc", p, "x", "y")}, {tensor("x", c)}, {tensor("y", k)});
    auto mappings = chooseMappings(spec, g, Objective::kLatency);
    ASSERT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
    auto program = generateProgram(spec, g, *mappings);
    ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
    const CheckReport timed = checkProgram(spec, *program, {.weighted = true});
    ASSERT_TRUE(timed.ok());
    auto e = estimate(spec, g);
    ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
    EXPECT_GT(e->layers.front().weight_chain_cycles, 0) << c << " -> " << k;
    EXPECT_NEAR(e->totals.cycles / static_cast<double>(timed.steps), 1.0, 0.13)
        << c << " -> " << k << ": estimate " << e->totals.cycles << ", checker " << timed.steps;
  }
}

/// Every row range a COMPUTE touches lies inside one slot of its buffer.
void expectInsideSlots(const Program& p, const BufferPartition& slots) {
  auto inside = [](const BufferSlots& s, std::uint64_t first, std::uint64_t count) {
    for (int i = 0; i < s.count; ++i) {
      const auto base = static_cast<std::uint64_t>(s.base[static_cast<size_t>(i)]);
      if (first >= base && first + count <= base + static_cast<std::uint64_t>(s.rows)) return true;
    }
    return false;
  };
  for (const isa::Instruction& in : p.decoded()) {
    if (in.opcode != isa::Opcode::kCompute || in.compute.depth == 0) continue;
    EXPECT_TRUE(inside(slots.input, in.compute.input_row, in.compute.depth)) << isa::toAssembly(in);
    EXPECT_TRUE(inside(slots.weight, in.compute.weight_row, in.compute.tile_rows)) << isa::toAssembly(in);
    EXPECT_TRUE(inside(slots.output, in.compute.output_row, in.compute.depth)) << isa::toAssembly(in);
  }
}

TEST(Codegen, TilesShrinkUntilEveryRunFitsItsSlots) {
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8", "scalesim_32x32_os", "tpu_v1_like"}) {
    const hw::Spec spec = loadConfig(config);
    // The whole layer is far larger than any slot: codegen must split it.
    const hw::model::Conv2dParams big{.in_channels = 64, .out_channels = 96, .in_h = 40, .in_w = 40, .kernel_h = 3,
                                      .kernel_w = 3, .stride = 2, .pad = 1};
    const KernelGraph g =
        graphOf({convKernel("big", big, "x", "y")}, {tensor("x", 64 * 1600)}, {tensor("y", 96 * 400)});
    auto program = generateProgram(spec, g, wholeTiles(g));
    ASSERT_TRUE(program.ok()) << config << ": " << render(program.status().diagnostics());
    EXPECT_GT(program->kernels[0].tiles, 1) << config;
    expectInsideSlots(*program, partitionBuffers(spec));
  }
}

// Bias rows load into an output slot once per k tile: a later tile in the
// same slot with the same k tile finds them there (codegen_array.cpp). A
// 1x1 convolution of 32 output channels in k tiles of 16, one output row a
// tile: 8 rows x 2 k tiles = 16 tiles, 4 slots, so 8 bias LOADs, not 16.
// Every stored row carries the bias of its own channels: the rows a
// bias_add reads last came from the bias at the channel the STORE writes,
// and no COMPUTE or VECTOR wrote them since.
TEST(Codegen, BiasRowsLoadOncePerOutputSlotAndKTile) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  const hw::model::Conv2dParams p{.in_channels = 16, .out_channels = 32, .in_h = 8, .in_w = 8, .kernel_h = 1,
                                  .kernel_w = 1};
  const KernelGraph g = graphOf({convKernel("c", p, "x", "y")}, {tensor("x", 16 * 64)}, {tensor("y", 32 * 64)});
  KernelMappings m(1);
  m[0] = hw::model::Mapping{.tile_k = 16, .tile_p = 1, .order = hw::model::LoopOrder::kWeightReuse};
  auto program = generateProgram(spec, g, m);
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  ASSERT_EQ(program->kernels[0].tiles, 16) << program->kernels[0].mapping;
  const Region& bias = *program->memory.find("c.b");
  const Region& y = *program->memory.find("y");
  std::map<std::uint64_t, std::int64_t> loaded;   // output row -> bias channel its LOAD brought (-1: overwritten)
  std::map<std::uint64_t, std::int64_t> channel;  // output row -> channel of the bias its sums were given
  int bias_loads = 0, stored_rows = 0;
  for (const isa::Instruction& in : program->decoded()) {
    if (in.opcode == isa::Opcode::kLoad && in.transfer.buffer == hw::BufferKind::kOutput) {
      const isa::TransferFields& t = in.transfer;
      ASSERT_GE(static_cast<std::int64_t>(t.dram_address), bias.offset_bytes);
      ++bias_loads;
      for (std::uint64_t pl = 0; pl < isa::planeCount(t); ++pl)
        for (std::uint64_t r = 0; r < t.rows; ++r)
          loaded[isa::bufferRow(t, pl, r)] =
              (static_cast<std::int64_t>(t.dram_address + pl * t.dram_plane_stride_bytes + r * t.dram_stride_bytes) -
               bias.offset_bytes) / 4;
    } else if (in.opcode == isa::Opcode::kCompute) {
      for (std::uint64_t d = 0; d < in.compute.depth; ++d) loaded[in.compute.output_row + d] = -1;
    } else if (in.opcode == isa::Opcode::kVector && in.vector.count > 0) {
      const isa::VectorFields& v = in.vector;
      for (std::uint64_t i = 0; i < v.count; ++i) {
        loaded[v.dst_row + i] = -1;
        // A bias_add's operand row, or the bias row a requantize adds (after its per-lane rows).
        if (v.op == hw::VectorOp::kBiasAdd || v.bias) {
          const std::uint64_t row = v.operand_row + (v.bias && v.per_lane ? 2 : 0);
          ASSERT_TRUE(loaded.contains(row)) << "the bias row " << row << " was never loaded";
          ASSERT_GE(loaded[row], 0) << "the bias row " << row << " was overwritten since";
          channel[v.src_row + i] = loaded[row];
        }
      }
    } else if (in.opcode == isa::Opcode::kStore) {
      const isa::TransferFields& t = in.transfer;
      for (std::uint64_t pl = 0; pl < isa::planeCount(t); ++pl)
        for (std::uint64_t r = 0; r < t.rows; ++r) {
          const auto at = static_cast<std::int64_t>(t.dram_address + pl * t.dram_plane_stride_bytes +
                                                    r * t.dram_stride_bytes) - y.offset_bytes;
          ASSERT_TRUE(channel.contains(isa::bufferRow(t, pl, r)));
          EXPECT_EQ(channel[isa::bufferRow(t, pl, r)], at % 32) << "stored at byte " << at;
          ++stored_rows;
        }
    }
  }
  EXPECT_EQ(bias_loads, 8);
  EXPECT_EQ(stored_rows, 2 * 64);  // every pixel, in two k tiles of 16 channels
}

TEST(Codegen, ATileThatCannotFitNamesTheBuffer) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  // 25 x 25 taps: even one output pixel's input window (625 rows) exceeds a 256-row input slot.
  const hw::model::Conv2dParams p{.in_channels = 1, .out_channels = 4, .in_h = 25, .in_w = 25, .kernel_h = 25,
                                  .kernel_w = 25};
  const KernelGraph g = graphOf({convKernel("wide", p, "x", "y")}, {tensor("x", 625)}, {tensor("y", 4)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_FALSE(program.ok());
  const std::string message = program.status().diagnostics().front().message;
  EXPECT_NE(message.find("kernel 'wide'"), std::string::npos) << message;
  EXPECT_NE(message.find("625 rows of the input buffer, a slot holds 256"), std::string::npos) << message;
}

TEST(Codegen, UnsupportedVectorOpsEndTheSegmentForTheHost) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");  // no exp, no mul
  const KernelGraph g = graphOf({vectorKernel("e", KernelKind::kElementwise, {"x"}, 64, "t", 64,
                                              {hw::VectorOp::kRelu, hw::VectorOp::kExp, hw::VectorOp::kMul}),
                                 convKernel("c1", kConv3x3, "t", "y")},
                                {tensor("x", 64)}, {tensor("y", 64)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  EXPECT_EQ(program->kernels[0].host_ops, (std::vector<std::string>{"exp", "mul"}));
  ASSERT_EQ(program->segments.size(), 2u);
  EXPECT_EQ(program->kernels[1].segment, 1);
  EXPECT_EQ(program->instruction(program->segments[0].first + program->segments[0].count - 1).opcode,
            isa::Opcode::kHalt);
  EXPECT_FALSE(program->notes.empty());
}

TEST(Codegen, ViewsEmitNothing) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  Kernel view;
  view.name = "reshape";
  view.kind = KernelKind::kView;
  view.inputs = {tensor("y", 64)};
  view.outputs = {tensor("z", 64)};
  const KernelGraph g = graphOf({convKernel("c1", kConv3x3, "x", "y"), view}, {tensor("x", 64)}, {tensor("z", 64)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok());
  EXPECT_EQ(program->kernels[1].count, 0u);
  EXPECT_EQ(program->memory.find("z"), program->memory.find("y"));
}

/// Runs `pieces` (with a wait on those at `waits`) through a TransferMerger.
std::vector<detail::TransferMerger::Merged> merged(const std::vector<detail::Transfer>& pieces, bool planes = true,
                                                   const std::vector<size_t>& waits = {}) {
  detail::TransferMerger merger;
  merger.allowPlanes(planes);
  std::vector<detail::TransferMerger::Merged> out;
  for (size_t i = 0; i < pieces.size(); ++i) {
    std::optional<StageRef> wait;
    if (std::find(waits.begin(), waits.end(), i) != waits.end()) wait = StageRef{isa::Stage::kCompute, 7};
    merger.add(pieces[i], wait, out);
  }
  merger.flush(out);
  return out;
}

std::string text(const detail::Transfer& t) {
  return fmt::format("row={} rows={} elems={} dram={} stride={} planes={} pstride={} rpstride={}", t.row, t.rows,
                     t.elements, t.dram, t.stride, t.planes, t.plane_stride, t.row_plane_stride);
}

std::vector<std::string> texts(const std::vector<detail::TransferMerger::Merged>& merged) {
  std::vector<std::string> out;
  for (const auto& m : merged) out.push_back(text(m.transfer) + (m.wait ? " wait" : ""));
  return out;
}

TEST(TransferMerger, RowsFirstThenPlanes) {
  using detail::Transfer;
  const hw::BufferKind in = hw::BufferKind::kInput;
  // Two channel chunks (16 bytes apart) of a window of two image rows of 56
  // pixels (64 bytes each), stated row by row: each chunk's rows are
  // contiguous in DRAM (one 2-D block of 112 rows), the chunks are two planes.
  const std::vector<Transfer> pieces = {{in, 100, 56, 16, 1000, 64},
                                        {in, 156, 56, 16, 1000 + 56 * 64, 64},
                                        {in, 212, 56, 16, 1016, 64},
                                        {in, 268, 56, 16, 1016 + 56 * 64, 64}};
  EXPECT_EQ(texts(merged(pieces)),
            (std::vector<std::string>{"row=100 rows=112 elems=16 dram=1000 stride=64 planes=2 pstride=16 rpstride=0"}));
  // Without planes: the 2-D merge of before.
  EXPECT_EQ(texts(merged(pieces, false)),
            (std::vector<std::string>{"row=100 rows=112 elems=16 dram=1000 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=212 rows=112 elems=16 dram=1016 stride=64 planes=1 pstride=0 rpstride=0"}));
  // Window rows of a narrow tile (7 of 8 pixels, 128 bytes each): one plane each, image rows 1024 bytes apart.
  std::vector<Transfer> rows;
  for (int r = 0; r < 5; ++r) rows.push_back({in, 7 * r, 7, 16, 5000 + 1024 * r, 128});
  EXPECT_EQ(texts(merged(rows)),
            (std::vector<std::string>{"row=0 rows=7 elems=16 dram=5000 stride=128 planes=5 pstride=1024 rpstride=0"}));
}

TEST(TransferMerger, PaddedWindowRowsStackWithABufferGap) {
  using detail::Transfer;
  const hw::BufferKind in = hw::BufferKind::kInput;
  // A padded window (rows of 6: 1 zero, 4 data, 1 zero): zero columns
  // (stride 0 from the zero row at 64) between the data rows, image rows 16
  // bytes apart. The data rows are 3 planes 6 buffer rows apart, the zero
  // runs between them 2 planes; the first zero run (7 rows) stays alone.
  const std::vector<Transfer> padded = {{in, 0, 7, 4, 64, 0},   {in, 7, 4, 4, 320, 4},  {in, 11, 2, 4, 64, 0},
                                        {in, 13, 4, 4, 336, 4}, {in, 17, 2, 4, 64, 0}, {in, 19, 4, 4, 352, 4}};
  EXPECT_EQ(texts(merged(padded)),
            (std::vector<std::string>{"row=0 rows=7 elems=4 dram=64 stride=0 planes=1 pstride=0 rpstride=0",
                                      "row=7 rows=4 elems=4 dram=320 stride=4 planes=3 pstride=16 rpstride=6",
                                      "row=11 rows=2 elems=4 dram=64 stride=0 planes=2 pstride=0 rpstride=6"}));
  // Without planes every piece stays (none continues the previous one's rows).
  std::vector<std::string> unchanged;
  for (const Transfer& t : padded) unchanged.push_back(text(t));
  EXPECT_EQ(texts(merged(padded, false)), unchanged);
  // A wait on the second data row: what came before is emitted as it is,
  // and only later pieces join the transfer carrying the wait.
  EXPECT_EQ(texts(merged(padded, true, {3})),
            (std::vector<std::string>{"row=0 rows=7 elems=4 dram=64 stride=0 planes=1 pstride=0 rpstride=0",
                                      "row=7 rows=4 elems=4 dram=320 stride=4 planes=1 pstride=0 rpstride=0",
                                      "row=11 rows=2 elems=4 dram=64 stride=0 planes=1 pstride=0 rpstride=0",
                                      "row=13 rows=4 elems=4 dram=336 stride=4 planes=2 pstride=16 rpstride=6 wait",
                                      "row=17 rows=2 elems=4 dram=64 stride=0 planes=1 pstride=0 rpstride=0"}));
}

// A quantized kernel's output slot: its bias row (with the slot's wait),
// then its requantize's multipliers and shifts, one 2-plane piece whose
// planes lie one region (128 channels x 4 bytes) apart in DRAM, as the
// bias lies before the multipliers. One LOAD of three planes carrying the
// wait: with two, the requantize's LOAD queued behind a STORE on the DRAM
// bus while the tile's COMPUTE waited for it (SqueezeNet's quantized
// features.6 expand1x1 on edge_16x16_int8, 1.20x its estimate, now 1.08x).
TEST(TransferMerger, ASlotsRequantizeRowsFollowItsBiasRowAsPlanes) {
  using detail::Transfer;
  const hw::BufferKind out = hw::BufferKind::kOutput;
  Transfer requantize{out, 257, 1, 16, 0x9740, 0};
  requantize.planes = 2;
  requantize.plane_stride = 512;
  const std::vector<Transfer> pieces = {{out, 256, 1, 16, 0x9540, 64}, requantize};
  EXPECT_EQ(texts(merged(pieces, true, {0})),
            (std::vector<std::string>{"row=256 rows=1 elems=16 dram=38208 stride=64 planes=3 pstride=512 rpstride=0 wait"}));
  // Not one region apart, or the requantize with a wait of its own: two LOADs.
  Transfer apart = requantize;
  apart.dram += 64;
  EXPECT_EQ(merged({pieces[0], apart}, true, {0}).size(), 2u);
  EXPECT_EQ(merged(pieces, true, {0, 1}).size(), 2u);
}

TEST(TransferMerger, KeepsWhatIsNotOneTransfer) {
  using detail::Transfer;
  const hw::BufferKind in = hw::BufferKind::kInput;
  // Equal rows but DRAM going backwards, a narrower chunk (whose next block
  // is a plane of it), unequal spacing, another buffer, DRAM backwards again,
  // and a block whose plane would overlap the previous one in the buffer.
  const std::vector<Transfer> odd = {{in, 0, 4, 16, 600, 64},  {in, 4, 4, 16, 500, 64},
                                     {in, 13, 4, 8, 716, 64},  {in, 17, 4, 8, 740, 64},
                                     {in, 21, 4, 8, 770, 64},  {hw::BufferKind::kWeight, 25, 4, 8, 794, 64},
                                     {in, 30, 4, 16, 300, 64}, {in, 32, 4, 16, 400, 64}};
  EXPECT_EQ(texts(merged(odd)),
            (std::vector<std::string>{"row=0 rows=4 elems=16 dram=600 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=4 rows=4 elems=16 dram=500 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=13 rows=4 elems=8 dram=716 stride=64 planes=2 pstride=24 rpstride=0",
                                      "row=21 rows=4 elems=8 dram=770 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=25 rows=4 elems=8 dram=794 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=30 rows=4 elems=16 dram=300 stride=64 planes=1 pstride=0 rpstride=0",
                                      "row=32 rows=4 elems=16 dram=400 stride=64 planes=1 pstride=0 rpstride=0"}));
  // Joining an older pending transfer moves a block ahead of the newer ones:
  // not when it shares buffer rows with one of them (row 4 here), though it
  // would be a plane of the first (4 rows, 40 bytes on).
  const std::vector<Transfer> behind = {{in, 0, 2, 4, 100, 8}, {in, 2, 3, 4, 500, 0}, {in, 4, 2, 4, 140, 8}};
  std::vector<std::string> kept;
  for (const Transfer& t : behind) kept.push_back(text(t));
  EXPECT_EQ(texts(merged(behind)), kept);
  // A piece that waits starts a new transfer carrying the wait; later pieces join it.
  std::vector<Transfer> rows;
  for (int r = 0; r < 4; ++r) rows.push_back({in, 2 * r, 2, 4, 100 + 40 * r, 8});
  EXPECT_EQ(texts(merged(rows, true, {2})),
            (std::vector<std::string>{"row=0 rows=2 elems=4 dram=100 stride=8 planes=2 pstride=40 rpstride=0",
                                      "row=4 rows=2 elems=4 dram=180 stride=8 planes=2 pstride=40 rpstride=0 wait"}));
}

/// The 2-D transfers a 3-D one stands for: plane p is `rows` rows at DRAM
/// dram_address + p * dram_plane_stride_bytes and buffer row
/// row_address + p * row_plane_stride (0: rows; isa::bufferRow).
std::vector<isa::TransferFields> planesOf(const isa::TransferFields& t) {
  std::vector<isa::TransferFields> out;
  for (std::uint64_t p = 0; p < isa::planeCount(t); ++p) {
    isa::TransferFields plane = t;
    plane.planes = 1;
    plane.dram_plane_stride_bytes = 0;
    plane.row_plane_stride = 0;
    plane.row_address = isa::bufferRow(t, p, 0);
    plane.dram_address = t.dram_address + p * t.dram_plane_stride_bytes;
    out.push_back(plane);
  }
  return out;
}

/// One element moved: (opcode, buffer, buffer row, element, DRAM address of its row).
using Move = std::tuple<int, int, std::uint64_t, std::uint64_t, std::uint64_t>;

/// Every element move of every LOAD and STORE, 3-D ones expanded through planesOf(), sorted.
std::vector<Move> elementMoves(const Program& p, std::int64_t* three_d = nullptr) {
  std::vector<Move> moves;
  for (const isa::Instruction& in : p.decoded()) {
    if (in.opcode != isa::Opcode::kLoad && in.opcode != isa::Opcode::kStore) continue;
    if (three_d && isa::planeCount(in.transfer) > 1) ++*three_d;
    for (const isa::TransferFields& t : planesOf(in.transfer))
      for (std::uint64_t r = 0; r < t.rows; ++r)
        for (std::uint64_t e = 0; e < t.elements; ++e)
          moves.emplace_back(static_cast<int>(in.opcode), static_cast<int>(t.buffer), t.row_address + r, e,
                             t.dram_address + r * t.dram_stride_bytes);
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

/// Per stage, the instructions that are not transfers, without their tokens.
std::vector<std::string> nonTransfers(const Program& p) {
  std::vector<std::string> out;
  for (isa::Instruction in : p.decoded()) {
    if (in.opcode == isa::Opcode::kLoad || in.opcode == isa::Opcode::kStore) continue;
    in.deps = {};
    out.push_back(fmt::format("{}: {}", isa::name(isa::stageOf(in.opcode)), isa::toAssembly(in)));
  }
  std::stable_sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) {
    return a.substr(0, a.find(':')) < b.substr(0, b.find(':'));
  });
  return out;
}

/// Kernels whose transfers merge into planes: 1x1 convs with tiles narrower
/// than the image (window rows, stride 1 and 2), a conv adding a residual, a
/// padded strided conv, an elementwise add of a tensor to itself, a max pool
/// and a matrix product.
KernelGraph planeNetwork() {
  using hw::VectorOp;
  const hw::model::Conv2dParams c1{.in_channels = 8, .out_channels = 8, .in_h = 8, .in_w = 8, .kernel_h = 1,
                                   .kernel_w = 1};
  Kernel conv1 = convKernel("conv1", c1, "x", "a1", {VectorOp::kBiasAdd, VectorOp::kRelu});
  const hw::model::Conv2dParams c2{.in_channels = 8, .out_channels = 8, .in_h = 8, .in_w = 8, .kernel_h = 1,
                                   .kernel_w = 1, .stride = 2};
  Kernel conv2 = convKernel("conv2", c2, "a1", "a2", {VectorOp::kBiasAdd});
  const hw::model::Conv2dParams c3{.in_channels = 8, .out_channels = 8, .in_h = 4, .in_w = 4, .kernel_h = 1,
                                   .kernel_w = 1};
  Kernel conv3 = convKernel("conv3", c3, "a2", "a3", {VectorOp::kBiasAdd, VectorOp::kAdd, VectorOp::kRelu});
  conv3.inputs.push_back(tensor("a2", 8 * 16));  // residual
  const hw::model::Conv2dParams c4{.in_channels = 8, .out_channels = 8, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                   .kernel_w = 3, .stride = 2, .pad = 1};
  Kernel conv4 = convKernel("conv4", c4, "a3", "a4", {VectorOp::kBiasAdd, VectorOp::kRelu});
  Kernel add = vectorKernel("add", KernelKind::kElementwise, {"a3", "a3"}, 8 * 16, "a5", 8 * 16, {VectorOp::kAdd});
  Kernel pool = vectorKernel("pool", KernelKind::kPool, {"a5"}, 8 * 16, "a6", 8 * 4, {VectorOp::kMaxPool});
  pool.pool = hw::model::LayerShape{.g = 8, .p = 2, .q = 2, .r = 2, .s = 2, .stride_h = 2, .stride_w = 2};
  pool.pool_input = {4, 4, 0, 0};
  Kernel fc = gemmKernel("fc", 4, 8, 8, "a6", "y");
  return graphOf({conv1, conv2, conv3, conv4, add, pool, fc}, {tensor("x", 8 * 64)},
                 {tensor("y", 32), tensor("a4", 8 * 4)});
}

/// Zero-padded convs, whose window rows interleave zero and data rows in the
/// buffer (merged with a buffer plane stride): 3x3 pad 1 over 20 channels
/// (several channel chunks on every array), 5x5 pad 2, 3x3 pad 2 dilation 2,
/// a depthwise 3x3 pad 1 stride 2 and a batch of two images.
KernelGraph paddedNetwork() {
  using hw::VectorOp;
  const hw::model::Conv2dParams c1{.in_channels = 20, .out_channels = 8, .in_h = 7, .in_w = 9, .kernel_h = 3,
                                   .kernel_w = 3, .pad = 1};
  const hw::model::Conv2dParams c2{.in_channels = 8, .out_channels = 8, .in_h = 7, .in_w = 9, .kernel_h = 5,
                                   .kernel_w = 5, .pad = 2};
  const hw::model::Conv2dParams c3{.in_channels = 8, .out_channels = 8, .in_h = 7, .in_w = 9, .kernel_h = 3,
                                   .kernel_w = 3, .pad = 2, .dilation = 2};
  const hw::model::Conv2dParams c4{.in_channels = 8, .out_channels = 8, .in_h = 7, .in_w = 9, .kernel_h = 3,
                                   .kernel_w = 3, .stride = 2, .pad = 1, .groups = 8};
  const hw::model::Conv2dParams c5{.batch = 2, .in_channels = 4, .out_channels = 4, .in_h = 5, .in_w = 5,
                                   .kernel_h = 3, .kernel_w = 3, .pad = 1};
  return graphOf({convKernel("pad1", c1, "x", "b1", {VectorOp::kBiasAdd, VectorOp::kRelu}),
                  convKernel("pad2", c2, "b1", "b2"), convKernel("dil2", c3, "b2", "b3"),
                  convKernel("dw", c4, "b3", "b4"), convKernel("batch", c5, "z", "b5")},
                 {tensor("x", 20 * 63), tensor("z", 2 * 4 * 25)}, {tensor("b4", 8 * 20), tensor("b5", 2 * 4 * 25)});
}

/// Mappings with tiles of at most `tile` output rows and columns (0: the mapper's choice).
KernelMappings narrowTiles(const hw::Spec& spec, const KernelGraph& g, std::int64_t tile) {
  auto m = chooseMappings(spec, g, Objective::kLatency);
  EXPECT_TRUE(m.ok()) << render(m.status().diagnostics());
  KernelMappings out = m.ok() ? *m : KernelMappings(g.kernels.size());
  if (tile > 0)
    for (auto& mapping : out)
      if (mapping) mapping->tile_p = mapping->tile_q = tile;
  return out;
}

// 3-D transfers are a shorter spelling, not a change: the element moves of a
// program with planes, expanded plane by plane into 2-D transfers, are
// exactly those of the same program generated with 2-D transfers only, and
// computes and vector ops are untouched.
TEST(Codegen, PlanesMoveExactlyTheElementsOfTwoDimensionalTransfers) {
  auto fashion = prepareModel("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(fashion.ok()) << render(fashion.status().diagnostics());
  struct Case {
    std::string config;
    const KernelGraph* graph;
    std::int64_t tile;
  };
  const KernelGraph network = planeNetwork();
  const KernelGraph padded = paddedNetwork();
  const Case cases[] = {{"tiny_4x4_int8", &network, 0},   {"tiny_4x4_int8", &network, 3},
                        {"edge_16x16_int8", &network, 2}, {"edge_16x16_int4", &network, 3},
                        {"edge_16x16_fp16", &network, 0}, {"scalesim_32x32_os", &network, 3},
                        {"tiny_4x4_int8", &*fashion, 0},  {"edge_16x16_int8", &*fashion, 0},
                        {"edge_16x16_int4", &*fashion, 5}, {"tiny_4x4_int8", &padded, 0},
                        {"tiny_4x4_int8", &padded, 3},    {"edge_16x16_int8", &padded, 0},
                        {"edge_16x16_int8", &padded, 4},  {"edge_16x16_int4", &padded, 5},
                        {"edge_16x16_fp16", &padded, 2},  {"scalesim_32x32_os", &padded, 0},
                        {"scalesim_32x32_os", &padded, 3}};
  for (const Case& c : cases) {
    const std::string what = c.config +
                             (c.graph == &network ? " network" : c.graph == &padded ? " padded" : " fashion") +
                             " tile " + std::to_string(c.tile);
    const hw::Spec spec = loadConfig(c.config);
    const KernelMappings m = narrowTiles(spec, *c.graph, c.tile);
    auto planes = generateProgram(spec, *c.graph, m);
    auto flat = generateProgram(spec, *c.graph, m, {.transfer_planes = false});
    ASSERT_TRUE(planes.ok()) << what << ": " << render(planes.status().diagnostics());
    ASSERT_TRUE(flat.ok()) << what << ": " << render(flat.status().diagnostics());
    std::int64_t three_d = 0, flat_3d = 0;
    const std::vector<Move> moves = elementMoves(*planes, &three_d);
    const std::vector<Move> before = elementMoves(*flat, &flat_3d);
    EXPECT_EQ(flat_3d, 0) << what;  // transfer_planes = false: 2-D only
    EXPECT_FALSE(moves.empty()) << what;
    EXPECT_TRUE(moves == before) << what << ": " << moves.size() << " element moves with planes, " << before.size()
                                 << " without";
    EXPECT_EQ(nonTransfers(*planes), nonTransfers(*flat)) << what;
    // Every case merges something, and each merge saves instructions.
    EXPECT_GT(three_d, 0) << what;
    EXPECT_LT(planes->size(), flat->size()) << what;
  }
}

// A 1x1 conv whose tile is narrower than the image: the window rows of one
// channel chunk are equally spaced in DRAM and back to back in the buffer.
TEST(Codegen, UnpaddedWindowRowsAreOneLoad) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 1,
                                  .kernel_w = 1};
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 64)}, {tensor("y", 64)});
  const KernelMappings m{hw::model::Mapping{.tile_p = 4, .tile_q = 2}};
  auto program = generateProgram(spec, g, m);
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  const std::int64_t x = program->memory.find("x")->offset_bytes, y = program->memory.find("y")->offset_bytes;
  std::vector<std::string> inputs, stores;
  for (isa::Instruction in : program->decoded()) {
    in.deps = {};
    if (in.opcode == isa::Opcode::kLoad && in.transfer.buffer == hw::BufferKind::kInput)
      inputs.push_back(isa::toAssembly(in));
    if (in.opcode == isa::Opcode::kStore) stores.push_back(isa::toAssembly(in));
  }
  // Two tiles (q 0..1, 2..3), each a 4 x 2 window of 4-byte pixels: 4 planes
  // of 2 rows, image rows 16 bytes apart; its sums leave the same way.
  ASSERT_EQ(inputs.size(), 2u);
  ASSERT_EQ(stores.size(), 2u);
  // Tile t takes input slot t and output slot t (after its bias row).
  const BufferPartition slots = partitionBuffers(spec);
  for (size_t t = 0; t < 2; ++t) {
    EXPECT_EQ(inputs[t], fmt::format("load.in   dram={:#x} stride=4 row={} rows=2 elems=4 planes=4 pstride=16 rpstride=0 transpose=0 rstride=0",
                                     x + 8 * static_cast<std::int64_t>(t), slots.input.base[t]));
    EXPECT_EQ(stores[t], fmt::format("store.out dram={:#x} stride=4 row={} rows=2 elems=4 planes=4 pstride=16 rpstride=0 transpose=0 rstride=0",
                                     y + 8 * static_cast<std::int64_t>(t), slots.output.base[t] + 1));
  }
}

}  // namespace
}  // namespace tessera::backend
