// The SystemC model on hand-built programs: a LOAD -> COMPUTE -> VECTOR ->
// STORE chain whose cycle count is worked out by hand from the timing rule,
// queue-full stalls, runs of two specs in one process, and located errors
// (a deadlock, a transfer outside DRAM).
#include "hw/sim/tlm/timed_core.h"

#include <gtest/gtest.h>

#include "hw/isa/encode.h"
#include "hw/spec/loader.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::sim::tlm {
namespace {

using isa::Instruction;
using isa::Opcode;

std::string messages(const Status& s) { return render(s.diagnostics()); }

/// A run of `program` whose first instruction is program.bin's `first_index`.
TimedRun runOf(const std::vector<isa::Instruction>& program, std::size_t first_index = 0) {
  TimedRun run;
  run.instructions = &program;
  run.first_index = first_index;
  return run;
}

hw::Spec load(const std::string& config) {
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  EXPECT_TRUE(spec.ok()) << messages(spec.status());
  return std::move(spec).value();
}

Instruction transfer(Opcode opcode, hw::BufferKind buffer, std::uint64_t row, std::uint64_t dram_address) {
  Instruction in;
  in.opcode = opcode;
  in.transfer.buffer = buffer;
  in.transfer.row_address = row;
  in.transfer.rows = 4;
  in.transfer.elements = 4;
  in.transfer.dram_address = dram_address;
  in.transfer.dram_stride_bytes = 4;
  in.transfer.planes = 1;
  return in;
}

/// LOAD 4x4 int8 -> COMPUTE (4x4 tile, depth 4, preload) -> VECTOR relu (4
/// rows) -> STORE 4x4, each popping its predecessor's token, then HALT.
std::vector<Instruction> chain() {
  Instruction load = transfer(Opcode::kLoad, hw::BufferKind::kInput, 0, 0);
  load.deps.push_next = true;
  Instruction compute;
  compute.opcode = Opcode::kCompute;
  compute.deps = {.pop_prev = true, .push_next = true};
  compute.compute = {.tile_rows = 4, .tile_cols = 4, .depth = 4, .preload_weights = true};
  Instruction vector;
  vector.opcode = Opcode::kVector;
  vector.deps = {.pop_prev = true, .push_next = true};
  vector.vector.op = hw::VectorOp::kRelu;
  vector.vector.src_buffer = vector.vector.dst_buffer = hw::BufferKind::kOutput;
  vector.vector.dst_row = 4;
  vector.vector.lanes = 4;
  vector.vector.count = 4;
  Instruction store = transfer(Opcode::kStore, hw::BufferKind::kOutput, 4, 256);
  store.deps.pop_prev = true;
  Instruction halt;
  return {load, compute, vector, store, halt};
}

// tiny_4x4_int8: weight-stationary 4x4, DRAM 20 cycles latency, 4 bytes per
// cycle, fetch width 4. Worked out from hw/model/timing.h by hand:
//   cycle 0   fetch dispatches LOAD, COMPUTE, VECTOR, STORE (width 4)
//   cycle 1   LOAD starts (dispatch takes a cycle): 16 bytes -> 20 + 16/4 = 24
//   cycle 25  LOAD's token lands, COMPUTE starts: busy max(depth 4, rows 4) = 4,
//             results after 4 + fill/drain (4 + 4 - 1) = 11
//   cycle 36  VECTOR starts: 4 rows -> 4
//   cycle 40  STORE starts: 16 bytes -> 24
//   cycle 64  STORE completes; HALT (dispatched at 1) starts: every unit drained
//   cycle 65  HALT completes.
TEST(TimedModel, HandBuiltChainTakesTheCyclesTheTimingRuleGives) {
  const hw::Spec spec = load("configs/tiny_4x4_int8.yaml");
  const std::vector<Instruction> program = chain();
  FunctionalCore core(spec, 4096);
  for (int i = 0; i < 16; ++i) core.dram()[static_cast<size_t>(i)] = static_cast<std::uint8_t>(i);
  Expected<TimedStats> stats = runTimed(spec, runOf(program, 0), core);
  ASSERT_TRUE(stats.ok()) << messages(stats.status());
  EXPECT_EQ(stats->cycles, 65);
  const std::vector<std::pair<std::int64_t, std::int64_t>> starts_done{{1, 25}, {25, 36}, {36, 40}, {40, 64}, {64, 65}};
  for (size_t i = 0; i < program.size(); ++i) {
    EXPECT_EQ(stats->times[i].start, starts_done[i].first) << "instruction " << i;
    EXPECT_EQ(stats->times[i].done, starts_done[i].second) << "instruction " << i;
  }
  const auto& u = stats->units;
  EXPECT_EQ(u[0].busy_cycles, 24);
  EXPECT_EQ(u[0].dram_latency_cycles, 20);
  EXPECT_EQ(u[1].busy_cycles, 4);
  EXPECT_EQ(u[1].token_wait_cycles, 24);  // ready at cycle 1, the token at 25
  EXPECT_EQ(u[2].token_wait_cycles, 35);  // ready at 1, started at 36
  EXPECT_EQ(u[3].busy_cycles, 24 + 1);    // STORE and HALT
  EXPECT_EQ(u[3].token_wait_cycles, 39);
  EXPECT_EQ(u[3].drain_wait_cycles, 0);
  EXPECT_EQ(stats->dram_bytes_read, 16);
  EXPECT_EQ(stats->dram_bytes_written, 16);
  EXPECT_EQ(stats->dram_transactions, 2);
  // The data is the functional core's: zero weights, so relu(0) = 0 stored over nothing.
  for (int i = 256; i < 272; ++i) EXPECT_EQ(core.dram()[static_cast<size_t>(i)], 0) << i;
}

// dram.outstanding_transfers: four independent 16-byte LOADs, then HALT, on
// tiny_4x4_int8 (latency 20, 4 bytes per cycle: each transfer's data is there
// 24 cycles after it starts). One in flight (the config's default), the
// channel is busy for all 24: starts 1, 25, 49, 73; HALT at 97, done 98.
// Two in flight, it is busy for the bytes only (4) and starts a transfer
// while fewer than two are in flight:
//   LOAD0 1 -> 25, LOAD1 5 -> 29, LOAD2 free at 9, waits for LOAD0: 25 -> 49,
//   LOAD3 free at 29, LOAD1 completes at 29: 29 -> 53; HALT 53 -> 54.
TEST(TimedModel, OutstandingTransfersOverlapTheirLatencyWithinTheWindow) {
  std::vector<Instruction> program;
  for (std::uint64_t i = 0; i < 4; ++i) program.push_back(transfer(Opcode::kLoad, hw::BufferKind::kInput, 4 * i, 16 * i));
  program.push_back(Instruction{});
  FunctionalCore core_serial(load("configs/tiny_4x4_int8.yaml"), 4096);
  const hw::Spec serial = load("configs/tiny_4x4_int8.yaml");
  Expected<TimedStats> one = runTimed(serial, runOf(program, 0), core_serial);
  ASSERT_TRUE(one.ok()) << messages(one.status());
  EXPECT_EQ(one->cycles, 98);
  for (size_t i = 0; i < 4; ++i) EXPECT_EQ(one->times[i].start, 1 + 24 * static_cast<std::int64_t>(i)) << i;
  EXPECT_EQ(one->units[0].busy_cycles, 4 * 24);
  EXPECT_EQ(one->units[0].dram_latency_cycles, 4 * 20);
  EXPECT_EQ(one->units[0].window_wait_cycles, 0);

  const hw::Spec two_in_flight =
      hw::testing::editedConfig("tiny_4x4_int8", "  latency_cycles: 20", "  latency_cycles: 20\n  outstanding_transfers: 2");
  ASSERT_EQ(two_in_flight.params().dram.outstanding_transfers, 2);
  FunctionalCore core(two_in_flight, 4096);
  Expected<TimedStats> two = runTimed(two_in_flight, runOf(program, 0), core);
  ASSERT_TRUE(two.ok()) << messages(two.status());
  EXPECT_EQ(two->cycles, 54);
  const std::vector<std::pair<std::int64_t, std::int64_t>> starts_done{{1, 25}, {5, 29}, {25, 49}, {29, 53}, {53, 54}};
  for (size_t i = 0; i < program.size(); ++i) {
    EXPECT_EQ(two->times[i].start, starts_done[i].first) << "instruction " << i;
    EXPECT_EQ(two->times[i].done, starts_done[i].second) << "instruction " << i;
  }
  EXPECT_EQ(two->units[0].busy_cycles, 4 * 4);
  EXPECT_EQ(two->units[0].dram_latency_cycles, 0);  // not part of the channel's busy time
  EXPECT_EQ(two->units[0].window_wait_cycles, 25 - 9);
  EXPECT_EQ(two->dram_bytes_read, 64);
}

// The same chain runs again in the same process (one elaboration, many runs)
// on another spec, and on the first again: the cycles follow each spec.
TEST(TimedModel, RunsOfTwoSpecsInOneProcess) {
  const hw::Spec tiny = load("configs/tiny_4x4_int8.yaml");
  const hw::Spec edge = load("configs/edge_16x16_int8.yaml");
  const std::vector<Instruction> program = chain();
  FunctionalCore tiny_core(tiny, 4096), edge_core(edge, 4096);
  Expected<TimedStats> on_edge = runTimed(edge, runOf(program, 0), edge_core);
  ASSERT_TRUE(on_edge.ok()) << messages(on_edge.status());
  // edge: DRAM 100 cycles, 16 bytes per cycle -> 101 per transfer; the 4x4
  // tile on the weight-stationary array: 4 busy, 11 until the results.
  EXPECT_EQ(on_edge->cycles, 1 + 101 + 11 + 4 + 101 + 1);
  Expected<TimedStats> on_tiny = runTimed(tiny, runOf(program, 0), tiny_core);
  ASSERT_TRUE(on_tiny.ok()) << messages(on_tiny.status());
  EXPECT_EQ(on_tiny->cycles, 65);
}

// 20 independent loads with a queue of 16: fetch waits for the load unit to
// take its head; each load is 20 + 16/4 = 24 cycles and they run back to back.
TEST(TimedModel, FullQueueStallsFetch) {
  const hw::Spec spec = load("configs/tiny_4x4_int8.yaml");
  std::vector<Instruction> program(20, transfer(Opcode::kLoad, hw::BufferKind::kInput, 0, 0));
  FunctionalCore core(spec, 4096);
  Expected<TimedStats> stats = runTimed(spec, runOf(program, 0), core);
  ASSERT_TRUE(stats.ok()) << messages(stats.status());
  EXPECT_EQ(stats->cycles, 1 + 20 * 24);
  // 16 dispatched at cycles 0..3; the 17th waits until the first starts
  // (cycle 1 frees a slot) ... each of the last 4 waits one load's issue.
  EXPECT_GT(stats->units[0].queue_full_cycles, 0);
  EXPECT_EQ(stats->units[0].busy_cycles, 20 * 24);
}

TEST(TimedModel, DeadlockNamesEveryUnitAndWhatItWaitsFor) {
  const hw::Spec spec = load("configs/tiny_4x4_int8.yaml");
  std::vector<Instruction> program = chain();
  program[0].deps.push_next = false;  // COMPUTE's token never comes
  FunctionalCore core(spec, 4096);
  Expected<TimedStats> stats = runTimed(spec, runOf(program, 100), core);
  ASSERT_FALSE(stats.ok());
  const std::string m = messages(stats.status());
  EXPECT_NE(m.find("deadlock after 1 of 5 instructions"), std::string::npos) << m;
  EXPECT_NE(m.find("compute: instruction 101"), std::string::npos) << m;
  EXPECT_NE(m.find("waits for a token from the load unit"), std::string::npos) << m;
  EXPECT_NE(m.find("store: instruction 103"), std::string::npos) << m;
  // The next run after a deadlock starts clean.
  const std::vector<Instruction> good = chain();
  Expected<TimedStats> again = runTimed(spec, runOf(good, 0), core);
  ASSERT_TRUE(again.ok()) << messages(again.status());
  EXPECT_EQ(again->cycles, 65);
}

TEST(TimedModel, TransferOutsideDramIsLocated) {
  const hw::Spec spec = load("configs/tiny_4x4_int8.yaml");
  std::vector<Instruction> program = chain();
  program[3].transfer.dram_address = 4090;  // 4x4 bytes from 4090 leave a 4096-byte DRAM
  FunctionalCore core(spec, 4096);
  Expected<TimedStats> stats = runTimed(spec, runOf(program, 7), core);
  ASSERT_FALSE(stats.ok());
  const std::string m = messages(stats.status());
  EXPECT_NE(m.find("instruction 10: store"), std::string::npos) << m;
  // Timing only, the functional core does not run: the DRAM target refuses the span.
  TimedRun timing_only = runOf(program, 7);
  timing_only.apply_effects = false;
  Expected<TimedStats> timed = runTimed(spec, timing_only, core);
  ASSERT_FALSE(timed.ok());
  const std::string t = messages(timed.status());
  EXPECT_NE(t.find("instruction 10: store"), std::string::npos) << t;
  EXPECT_NE(t.find("DRAM bytes [0xffa, 0x100a) outside the 4096-byte DRAM"), std::string::npos) << t;
}

}  // namespace
}  // namespace tessera::sim::tlm
