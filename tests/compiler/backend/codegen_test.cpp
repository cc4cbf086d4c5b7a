// Tests for codegen: hand-computed instruction streams (a 3x3 conv, an
// elementwise add, a 2x2 max pool on tiny_4x4_int8), the buffer partition,
// per-dataflow compute order, slot containment of every address when tiles
// must shrink, and located errors.
#include "compiler/backend/codegen.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "compiler/isa/encode.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::editedConfig;
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
  // 4 KiB of 4-byte input rows = 1024 rows in 2 banks: thirds are not whole banks.
  EXPECT_EQ(tiny.input.count, 3);
  EXPECT_EQ(tiny.input.rows, 341);
  EXPECT_EQ(tiny.input.base[2], 682);
  // Weight halves are whole banks (512 rows each); 256 16-byte output rows in thirds.
  EXPECT_EQ(tiny.weight.rows, 512);
  EXPECT_EQ(tiny.weight.base[1], 512);
  EXPECT_EQ(tiny.output.rows, 85);
  const BufferPartition tpu = partitionBuffers(loadConfig("tpu_v1_like"));
  // 4 MiB of 1 KiB accumulator rows in 2 banks; 256 KiB of 256-byte weight rows in 4 banks (2 per half).
  EXPECT_EQ(tpu.output.rows, 4096 / 3);
  EXPECT_EQ(tpu.weight.rows, 512);
}

TEST(Codegen, HandComputedConv3x3OnTiny) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph g = graphOf({convKernel("c1", kConv3x3, "x", "y", {hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu})},
                                {tensor("x", 64)}, {tensor("y", 64)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_TRUE(program.ok()) << render(program.status().diagnostics());
  // DRAM (memory_plan_test): weights 0x0, bias 0xc0, zero row 0x100, x 0x140, y 0x180.
  // One tile: the padded 6x6 window of 4-channel pixels is 36 input rows (row
  // h*6+w), 9 weight blocks of 4 rows, and sums streamed as one 22-row run
  // ((4-1)*6 + 4, the two padding columns of each row computed and dropped).
  std::vector<std::string> expected = {
      "load.wt   dram=0x0 stride=4 row=0 rows=36 elems=4",
      "load.in   dram=0x100 stride=0 row=0 rows=7 elems=4",
      "load.in   dram=0x140 stride=4 row=7 rows=4 elems=4",
      "load.in   dram=0x100 stride=0 row=11 rows=2 elems=4",
      "load.in   dram=0x150 stride=4 row=13 rows=4 elems=4",
      "load.in   dram=0x100 stride=0 row=17 rows=2 elems=4",
      "load.in   dram=0x160 stride=4 row=19 rows=4 elems=4",
      "load.in   dram=0x100 stride=0 row=23 rows=2 elems=4",
      "load.in   dram=0x170 stride=4 row=25 rows=4 elems=4",
      "load.in   dram=0x100 stride=0 row=29 rows=7 elems=4  [push->compute]",
      "load.out  dram=0xc0 stride=16 row=0 rows=1 elems=4  [push->compute]",
  };
  for (int r = 0; r < 3; ++r)
    for (int s = 0; s < 3; ++s) {
      const int st = r * 3 + s;
      std::string line = fmt::format("compute   in={} wt={} out=1 rows=4 cols=4 depth=22 acc={} preload=1", r * 6 + s,
                                     st * 4, st > 0 ? 1 : 0);
      if (st == 0) line += "  [pop<-load]";
      if (st == 8) line += "  [pop<-load push->vector]";
      expected.push_back(line);
    }
  expected.push_back("vector.bias_add src=out:1 opnd=out:0 dst=out:1 lanes=4 count=22 mul=0 shift=0 zp=0 min=0 max=0  [pop<-compute]");
  expected.push_back("vector.relu src=out:1 opnd=in:0 dst=out:1 lanes=4 count=22 mul=0 shift=0 zp=0 min=0 max=0");
  // The int8 array's int32 sums are requantized last (no scale in the graph: immediates 0).
  expected.push_back("vector.requantize src=out:1 opnd=in:0 dst=out:1 lanes=4 count=22 mul=0 shift=0 zp=0 min=0 max=0  [push->store]");
  for (int p = 0; p < 4; ++p)
    expected.push_back(fmt::format("store.out dram={:#x} stride=4 row={} rows=4 elems=4{}", 0x180 + 16 * p, 1 + 6 * p,
                                   p == 0 ? "  [pop<-vector]" : ""));
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

TEST(Codegen, ComputeOrderFollowsTheDataflow) {
  hw::model::Conv2dParams p = kConv3x3;
  p.out_channels = 8;  // two k folds on a 4-column array
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "y")}, {tensor("x", 64)}, {tensor("y", 128)});
  auto ws = generateProgram(loadConfig("tiny_4x4_int8"), g, wholeTiles(g));
  auto is = generateProgram(editedConfig("tiny_4x4_int8", "weight_stationary", "input_stationary"), g, wholeTiles(g));
  auto os = generateProgram(editedConfig("tiny_4x4_int8", "weight_stationary", "output_stationary"), g, wholeTiles(g));
  ASSERT_TRUE(ws.ok() && is.ok() && os.ok());
  // Fold kf's 9 blocks of 4 rows sit at kf * 36 + step * 4.
  std::vector<std::pair<std::uint64_t, bool>> fold_major, step_major;
  for (int kf = 0; kf < 2; ++kf)
    for (int st = 0; st < 9; ++st) fold_major.emplace_back(kf * 36 + st * 4, st > 0);
  for (int st = 0; st < 9; ++st)
    for (int kf = 0; kf < 2; ++kf) step_major.emplace_back(kf * 36 + st * 4, st > 0);
  EXPECT_EQ(computes(*ws), fold_major);  // weights stay: every step of a fold, then the next fold
  EXPECT_EQ(computes(*os), fold_major);  // one run per fold: sums stay while the reduction streams
  EXPECT_EQ(computes(*is), step_major);  // inputs stay: every fold of a step, then the next step
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
  // 100 elements = 25 rows of 4: both operands in input slot 0, the sum in output slot 0.
  const std::vector<std::string> expected = {
      fmt::format("load.in   dram={:#x} stride=4 row=0 rows=25 elems=4", a.offset_bytes),
      fmt::format("load.in   dram={:#x} stride=4 row=25 rows=25 elems=4  [push->compute]", b.offset_bytes),
      "compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]",
      "vector.add src=in:0 opnd=in:25 dst=out:0 lanes=4 count=25 mul=0 shift=0 zp=0 min=0 max=0  [pop<-compute push->store]",
      fmt::format("store.out dram={:#x} stride=4 row=0 rows=25 elems=4  [pop<-vector]", y.offset_bytes),
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
  // of 4 rows are then combined by max three times.
  std::vector<std::string> expected;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      for (int pp = 0; pp < 2; ++pp) {
        const int row = ((i * 2 + j) * 2 + pp) * 2;
        expected.push_back(fmt::format("load.in   dram={:#x} stride=8 row={} rows=2 elems=4{}",
                                       x + ((pp * 2 + i) * 4 + j) * 4, row, row == 14 ? "  [push->compute]" : ""));
      }
  expected.push_back("compute   in=0 wt=0 out=0 rows=0 cols=0 depth=0 acc=0 preload=0  [pop<-load push->vector]");
  expected.push_back("vector.max_pool src=in:0 opnd=in:4 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0  [pop<-compute]");
  expected.push_back("vector.max_pool src=out:0 opnd=in:8 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0");
  expected.push_back("vector.max_pool src=out:0 opnd=in:12 dst=out:0 lanes=4 count=4 mul=0 shift=0 zp=0 min=0 max=0  [push->store]");
  // Output rows p' = 0, 1 (2 pixels of 4 bytes each) are contiguous in both places: one store.
  expected.push_back(fmt::format("store.out dram={:#x} stride=4 row=0 rows=4 elems=4  [pop<-vector]", y));
  expected.push_back("halt     ");  // mnemonics are padded to 9 columns
  EXPECT_EQ(assembly(*program), expected);
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
    const KernelGraph g = graphOf({convKernel("big", big, "x", "y")}, {tensor("x", 64 * 1600)}, {tensor("y", 96 * 400)});
    auto program = generateProgram(spec, g, wholeTiles(g));
    ASSERT_TRUE(program.ok()) << config << ": " << render(program.status().diagnostics());
    EXPECT_GT(program->kernels[0].tiles, 1) << config;
    expectInsideSlots(*program, partitionBuffers(spec));
  }
}

TEST(Codegen, ATileThatCannotFitNamesTheBuffer) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  // 25 x 25 taps: even one output pixel's input window (625 rows) exceeds a 341-row input slot.
  const hw::model::Conv2dParams p{.in_channels = 1, .out_channels = 4, .in_h = 25, .in_w = 25, .kernel_h = 25,
                                  .kernel_w = 25};
  const KernelGraph g = graphOf({convKernel("wide", p, "x", "y")}, {tensor("x", 625)}, {tensor("y", 4)});
  auto program = generateProgram(spec, g, wholeTiles(g));
  ASSERT_FALSE(program.ok());
  const std::string message = program.status().diagnostics().front().message;
  EXPECT_NE(message.find("kernel 'wide'"), std::string::npos) << message;
  EXPECT_NE(message.find("625 rows of the input buffer, a slot holds 341"), std::string::npos) << message;
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
  EXPECT_EQ(program->instruction(program->segments[0].first + program->segments[0].count - 1).opcode, isa::Opcode::kHalt);
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

}  // namespace
}  // namespace tessera::backend
