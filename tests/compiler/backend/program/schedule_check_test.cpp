// Tests for the token scheme: generated programs for every reference config
// (and weight-, output- and input-stationary variants) run to completion in
// the abstract four-queue model with every queue empty and no data race;
// interleaving shortens the critical path; broken tokens are caught.
#include "compiler/backend/program/schedule_check.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <fmt/format.h>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/codegen/schedule.h"
#include "hw/isa/encode.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::gemmKernel;
using testing::graphOf;
using testing::tensor;
using testing::vectorKernel;

/// A small network touching every codegen path: conv + relu + max pool (two
/// passes through a scratch tensor), a strided conv, a conv adding a residual
/// read from two kernels back, an elementwise kernel, a global average pool,
/// a copy and a matrix product; tensors flow kernel to kernel (drains).
KernelGraph network() {
  using hw::VectorOp;
  const hw::model::Conv2dParams c1{.in_channels = 3, .out_channels = 8, .in_h = 12, .in_w = 12, .kernel_h = 3,
                                   .kernel_w = 3, .pad = 1};
  Kernel conv1 = convKernel("conv1", c1, "x", "p1", {VectorOp::kBiasAdd, VectorOp::kRelu, VectorOp::kMaxPool});
  conv1.outputs = {tensor("p1", 8 * 36)};
  conv1.pool = hw::model::LayerShape{.g = 8, .p = 6, .q = 6, .r = 2, .s = 2, .stride_h = 2, .stride_w = 2};
  conv1.pool_input = {12, 12, 0, 0};
  const hw::model::Conv2dParams c2{.in_channels = 8, .out_channels = 16, .in_h = 6, .in_w = 6, .kernel_h = 3,
                                   .kernel_w = 3, .stride = 2, .pad = 1};
  Kernel conv2 = convKernel("conv2", c2, "p1", "a2", {VectorOp::kBiasAdd, VectorOp::kRelu});
  const hw::model::Conv2dParams c3{.in_channels = 16, .out_channels = 16, .in_h = 3, .in_w = 3, .kernel_h = 1,
                                   .kernel_w = 1};
  Kernel conv3 = convKernel("conv3", c3, "a2", "a3", {VectorOp::kBiasAdd, VectorOp::kAdd, VectorOp::kRelu});
  conv3.inputs.push_back(tensor("a2", 16 * 9));  // residual: the block's input
  Kernel relu = vectorKernel("relu", KernelKind::kElementwise, {"a3"}, 16 * 9, "a4", 16 * 9, {VectorOp::kRelu});
  Kernel gap = vectorKernel("gap", KernelKind::kPool, {"a4"}, 16 * 9, "g", 16, {VectorOp::kAvgPool});
  gap.pool = hw::model::LayerShape{.g = 16, .r = 3, .s = 3};
  gap.pool_input = {3, 3, 0, 0};
  Kernel copy = vectorKernel("copy", KernelKind::kDataMovement, {"g"}, 16, "gc", 16, {});
  Kernel fc = gemmKernel("fc", 1, 10, 16, "gc", "y");
  return graphOf({conv1, conv2, conv3, relu, gap, copy, fc}, {tensor("x", 3 * 144)}, {tensor("y", 10)});
}

KernelMappings mappingsFor(const hw::Spec& spec, const KernelGraph& g) {
  auto m = chooseMappings(spec, g, Objective::kLatency);
  EXPECT_TRUE(m.ok()) << render(m.status().diagnostics());
  return m.ok() ? *m : KernelMappings(g.kernels.size());
}

void expectClean(const hw::Spec& spec, const Program& program, const std::string& what) {
  const CheckReport report = checkProgram(spec, program);
  EXPECT_FALSE(report.deadlock) << what << ": " << report.deadlock_detail;
  EXPECT_EQ(report.executed, static_cast<std::int64_t>(program.size())) << what;
  EXPECT_EQ(report.tokens_left, (std::array<std::int64_t, 6>{})) << what;
  EXPECT_EQ(report.error_count, 0) << what << ": " << (report.errors.empty() ? "" : report.errors.front());
  EXPECT_TRUE(report.ok()) << what;
}

std::vector<hw::Spec> everyConfig() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator("configs"))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<hw::Spec> specs;
  for (const auto& f : files) specs.push_back(testing::loadConfig(f.stem().string()));
  EXPECT_GE(specs.size(), 8u);
  // All three dataflows, also on the smallest array.
  specs.push_back(testing::editedConfig("tiny_4x4_int8", "weight_stationary", "output_stationary"));
  specs.push_back(testing::editedConfig("tiny_4x4_int8", "weight_stationary", "input_stationary"));
  specs.push_back(testing::editedConfig("edge_16x16_int8", "weight_stationary", "input_stationary"));
  return specs;
}

TEST(ScheduleCheck, EveryConfigAndDataflowRunsCleanly) {
  const KernelGraph g = network();
  for (const hw::Spec& spec : everyConfig()) {
    const std::string what = spec.fingerprint();
    auto program = generateProgram(spec, g, mappingsFor(spec, g));
    ASSERT_TRUE(program.ok()) << what << ": " << render(program.status().diagnostics());
    expectClean(spec, *program, what);
    // The same in generation order, and with a latency-weighted clock.
    auto naive = generateProgram(spec, g, mappingsFor(spec, g), {.interleave = false});
    ASSERT_TRUE(naive.ok());
    expectClean(spec, *naive, what + " (generation order)");
    CheckOptions weighted;
    weighted.weighted = true;
    EXPECT_TRUE(checkProgram(spec, *program, weighted).ok()) << what;
  }
}

TEST(ScheduleCheck, InterleavingShortensTheCriticalPath) {
  // Many tiles: the load of tile i+1 can overlap the compute of tile i only if
  // it is fetched before that compute fills the fetch unit's queues.
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 8, .out_channels = 8, .in_h = 16, .in_w = 16, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  const KernelGraph g = graphOf({convKernel("c", p, "x", "y")}, {tensor("x", 8 * 256)}, {tensor("y", 8 * 256)});
  const KernelMappings m{hw::model::Mapping{.tile_k = 4, .tile_p = 2, .order = hw::model::LoopOrder::kWeightReuse}};
  auto interleaved = generateProgram(spec, g, m);
  auto naive = generateProgram(spec, g, m, {.interleave = false});
  ASSERT_TRUE(interleaved.ok() && naive.ok());
  EXPECT_EQ(interleaved->size(), naive->size());
  auto run = [&](const Program& program, int depth, bool weighted) {
    // The fetch unit and its queues are the spec's (control.*).
    const hw::Spec queues = testing::editedConfig(
        "tiny_4x4_int8", {{"fetch_width_instructions: 4", "fetch_width_instructions: 2"},
                          {"queue_depth_instructions: 16", "queue_depth_instructions: " + std::to_string(depth)}});
    CheckOptions options;
    options.weighted = weighted;
    options.check_races = false;
    const CheckReport report = checkProgram(queues, program, options);
    EXPECT_TRUE(report.ok());
    return report.steps;
  };
  // With deep queues the fetch order hardly matters; the shallower they are,
  // the more the generation order (a tile's loads, then its computes) stalls
  // fetch on computes that wait for loads, while the start-time order keeps
  // the weighted critical path at its unbounded-queue value. (At most: a
  // unit that waits for a bank port claims it, hw/model/banks.h, so when an
  // instruction reaches its queue decides who claims first; at depth 2 that
  // is 9,792 cycles against 9,801.)
  const std::int64_t unbounded = run(*interleaved, 65536, true);  // the deepest queue a spec may have
  // At 8 entries a tile's loads fit in the load queue (a padded window is
  // three 3-D LOADs per channel chunk since the buffer plane stride, it was
  // 2 * rows + 1), so the generation order loses only a little there.
  for (int depth : {2, 4, 8}) {
    const std::int64_t steps = run(*interleaved, depth, true);
    EXPECT_LE(steps, unbounded) << depth;
    EXPECT_GE(steps * 100, unbounded * 99) << depth;
    const std::int64_t naive_steps = run(*naive, depth, true);
    EXPECT_GT(naive_steps, depth < 8 ? unbounded * 11 / 10 : unbounded) << depth;
    EXPECT_LT(run(*interleaved, depth, false), run(*naive, depth, false)) << depth;
  }
}

/// The network's Program on `spec`.
Expected<Program> networkProgram(const hw::Spec& spec) {
  const KernelGraph g = network();
  return generateProgram(spec, g, mappingsFor(spec, g));
}

/// A copy of `program` whose first instruction that `edit` changes (it
/// returns true) is re-encoded; the test fails when none is.
template <typename Edit>
Program edited(const Program& program, Edit edit) {
  Program broken = program;
  for (std::size_t i = 0; i < broken.size(); ++i) {
    isa::Instruction in = broken.instruction(i);
    if (!edit(in)) continue;
    auto words = isa::encode(broken.layout, in);
    EXPECT_TRUE(words.ok());
    std::copy(words->begin(), words->end(), broken.code.begin() + static_cast<std::ptrdiff_t>(i * words->size()));
    return broken;
  }
  ADD_FAILURE() << "no instruction to edit";
  return broken;
}

/// A copy of `program` with one flag of one instruction cleared.
Program withoutFlag(const Program& program, isa::Opcode opcode, isa::Field flag) {
  return edited(program, [&](isa::Instruction& in) {
    if (in.opcode != opcode || isa::fieldValue(in, flag) == 0) return false;
    isa::setFieldValue(in, flag, 0);
    return true;
  });
}

TEST(ScheduleCheck, CatchesBrokenTokens) {
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");
  auto program = networkProgram(spec);
  ASSERT_TRUE(program.ok());
  ASSERT_TRUE(checkProgram(spec, *program).ok());
  // A compute that no longer waits for its loads: a token is left over and it reads rows still being loaded.
  const CheckReport early = checkProgram(spec, withoutFlag(*program, isa::Opcode::kCompute, isa::Field::kPopPrev));
  EXPECT_FALSE(early.ok());
  EXPECT_EQ(early.tokens_left[0], 1);  // load -> compute
  EXPECT_GT(early.error_count, 0);
  // A load that never signals: its compute waits forever.
  const CheckReport stuck = checkProgram(spec, withoutFlag(*program, isa::Opcode::kLoad, isa::Field::kPushNext));
  EXPECT_TRUE(stuck.deadlock);
  EXPECT_LT(stuck.executed, static_cast<std::int64_t>(program->size()));
}

TEST(ScheduleCheck, CatchesAddressesOutsideTheBuffer) {
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");
  auto program = networkProgram(spec);
  ASSERT_TRUE(program.ok());
  const Program broken = edited(*program, [](isa::Instruction& in) {
    if (in.opcode != isa::Opcode::kCompute || in.compute.depth < 2) return false;
    in.compute.output_row = 255;  // the last row of the 256-row output buffer, and past it
    return true;
  });
  const CheckReport report = checkProgram(spec, broken);
  EXPECT_FALSE(report.ok());
  ASSERT_FALSE(report.errors.empty());
  EXPECT_NE(report.errors.front().find("exceed the output buffer's 256 rows"), std::string::npos) << report.errors.front();
}

// On edge_8x32_int8 the network's residual add is a VECTOR of 16 lanes
// whose operand rows span two input rows of 8 (isa.h, VectorFields): the
// checker follows the span, so an operand starting on the input buffer's
// last row leaves it; 33 lanes are wider than any row.
TEST(ScheduleCheck, FollowsAVectorRowAcrossTheBufferRowsItSpans) {
  const hw::Spec spec = testing::loadConfig("edge_8x32_int8");
  auto program = networkProgram(spec);
  ASSERT_TRUE(program.ok());
  ASSERT_TRUE(checkProgram(spec, *program).ok());
  const std::int64_t rows = spec.derived().input.total_rows;
  auto broken = [&](std::uint64_t operand_row, std::uint64_t lanes) {
    return edited(*program, [&](isa::Instruction& in) {
      if (in.opcode != isa::Opcode::kVector || in.vector.op != hw::VectorOp::kAdd ||
          in.vector.operand_buffer != hw::BufferKind::kInput)
        return false;
      EXPECT_EQ(in.vector.lanes, 16u);
      in.vector.operand_row = operand_row == 0 ? in.vector.operand_row : operand_row;
      in.vector.lanes = lanes;
      in.vector.count = 1;
      return true;
    });
  };
  const CheckReport past = checkProgram(spec, broken(static_cast<std::uint64_t>(rows - 1), 16));
  ASSERT_FALSE(past.errors.empty());
  EXPECT_NE(past.errors.front().find(fmt::format("[{}, {})", rows - 1, rows + 1)), std::string::npos)
      << past.errors.front();
  const CheckReport wide = checkProgram(spec, broken(0, 33));
  ASSERT_FALSE(wide.errors.empty());
  EXPECT_NE(wide.errors.front().find("33 elements per row, a VECTOR row holds at most 32"), std::string::npos)
      << wide.errors.front();
}

TEST(ScheduleCheck, ATransferCostsOneLatencyAndTheBytesOfEveryPlane) {
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");  // 20 cycles latency, 4 bytes per cycle
  isa::Instruction load;
  load.opcode = isa::Opcode::kLoad;
  load.transfer = {hw::BufferKind::kInput, 0, 4, 4, 0x100, 64, 3, 1024};  // 3 planes of 4 int8 rows of 4
  EXPECT_EQ(hw::model::instructionTiming(spec, load).latency, 20 + 48 / 4);
  isa::Instruction flat = load;
  flat.transfer.planes = 1;
  EXPECT_EQ(hw::model::instructionTiming(spec, flat).latency, 20 + 16 / 4);
  flat.transfer.planes = 0;  // the same one block
  EXPECT_EQ(hw::model::instructionTiming(spec, flat).latency, 20 + 16 / 4);
  flat.transfer.rows = 12;  // the same bytes in one plane: the same cost
  EXPECT_EQ(hw::model::instructionTiming(spec, flat).latency, hw::model::instructionTiming(spec, load).latency);
}

/// `program` with its first LOAD of more than one plane replaced by `edit` of it.
template <class Edit>
Program withEditedPlaneLoad(const Program& program, Edit edit) {
  Program broken = program;
  for (std::size_t i = 0; i < broken.size(); ++i) {
    isa::Instruction in = broken.instruction(i);
    if (in.opcode != isa::Opcode::kLoad || isa::planeCount(in.transfer) < 2) continue;
    edit(in.transfer);
    auto words = isa::encode(broken.layout, in);
    EXPECT_TRUE(words.ok());
    std::copy(words->begin(), words->end(), broken.code.begin() + static_cast<std::ptrdiff_t>(i * words->size()));
    return broken;
  }
  ADD_FAILURE() << "no load with planes";
  return broken;
}

TEST(ScheduleCheck, ChecksEveryPlaneOfATransfer) {
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");
  auto program = networkProgram(spec);
  ASSERT_TRUE(program.ok());
  ASSERT_TRUE(checkProgram(spec, *program).ok());
  // Buffer rows: planes x rows from row_address; enough planes run past the 1024-row input buffer.
  const CheckReport rows = checkProgram(spec, withEditedPlaneLoad(*program, [](isa::TransferFields& t) {
                                          t.buffer = hw::BufferKind::kInput;
                                          t.planes = (1024 - t.row_address) / t.rows + 1;
                                        }));
  ASSERT_FALSE(rows.errors.empty());
  EXPECT_NE(rows.errors.front().find("exceed the input buffer's 1024 rows"), std::string::npos) << rows.errors.front();
  // The buffer plane stride: two planes 1024 - row_address rows apart put the
  // second at row 1024, past the buffer; the rows between planes are not checked.
  const CheckReport gap = checkProgram(spec, withEditedPlaneLoad(*program, [](isa::TransferFields& t) {
                                         t.buffer = hw::BufferKind::kInput;
                                         t.planes = 2;
                                         t.row_plane_stride = 1024 - t.row_address;
                                       }));
  ASSERT_FALSE(gap.errors.empty());
  EXPECT_NE(gap.errors.front().find("rows [1024, "), std::string::npos) << gap.errors.front();
  EXPECT_NE(gap.errors.front().find("exceed the input buffer's 1024 rows"), std::string::npos) << gap.errors.front();
  // DRAM: a plane stride that sends the last plane past the end of DRAM's regions.
  const CheckReport dram = checkProgram(spec, withEditedPlaneLoad(*program, [&](isa::TransferFields& t) {
                                          t.dram_plane_stride_bytes = static_cast<std::uint64_t>(
                                              program->memory.total_bytes);
                                        }));
  ASSERT_FALSE(dram.errors.empty());
  EXPECT_NE(dram.errors.front().find(") (plane 1) are not inside one region of the memory plan"), std::string::npos)
      << dram.errors.front();
}

// The buffer row stride (program.bin version 6): a plane's rows row_stride
// apart; the checker follows each row (a stride that sends the last row past
// the buffer is an error naming it), and the rows skipped are not touched.
TEST(ScheduleCheck, ChecksEveryRowOfAStridedTransfer) {
  const hw::Spec spec = testing::loadConfig("tiny_4x4_int8");
  auto program = networkProgram(spec);
  ASSERT_TRUE(program.ok());
  std::uint64_t last = 0;
  const CheckReport past = checkProgram(spec, withEditedPlaneLoad(*program, [&](isa::TransferFields& t) {
                                          t.buffer = hw::BufferKind::kInput;
                                          t.planes = 1;
                                          t.rows = std::max<std::uint64_t>(t.rows, 3);
                                          t.row_stride = (1024 - t.row_address) / (t.rows - 1) + 1;
                                          last = isa::bufferRow(t, 0, t.rows - 1);
                                        }));
  ASSERT_GE(last, 1024u);
  ASSERT_FALSE(past.errors.empty());
  EXPECT_NE(past.errors.front().find(fmt::format("rows [{}, ", last)), std::string::npos) << past.errors.front();
  EXPECT_NE(past.errors.front().find("exceed the input buffer's 1024 rows"), std::string::npos) << past.errors.front();
}

}  // namespace
}  // namespace tessera::backend
