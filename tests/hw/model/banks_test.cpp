// Tests for the bank rule (hw/model/banks.h): which banks and ports hand-built
// instructions use on edge_16x16_int8 (input and weight buffers: 2 banks of
// 4096 rows; output: 2 banks of 512 rows), the conflict count against a
// cycle-by-cycle count, and the ports held under the charged rule.
#include "hw/model/banks.h"

#include <gtest/gtest.h>

#include <map>

#include "tests/hw/spec/config_fixtures.h"

namespace tessera::hw::model {
namespace {

Spec edge() { return testing::loadConfig("edge_16x16_int8"); }

isa::Instruction load(BufferKind buffer, std::uint64_t row, std::uint64_t rows) {
  isa::Instruction in;
  in.opcode = isa::Opcode::kLoad;
  in.transfer.buffer = buffer;
  in.transfer.row_address = row;
  in.transfer.rows = rows;
  in.transfer.elements = 16;
  return in;
}

TEST(Banks, TransfersUseTheBanksTheirRowsFallIn) {
  const Spec spec = edge();
  const BankUse low = bankUse(spec, load(BufferKind::kInput, 0, 64), 0);
  EXPECT_EQ(low.at(BufferKind::kInput, Port::kWrite), 0b01u);
  EXPECT_EQ(low.at(BufferKind::kInput, Port::kRead), 0u);
  const BankUse across = bankUse(spec, load(BufferKind::kInput, 4090, 10), 0);  // rows 4090..4099
  EXPECT_EQ(across.at(BufferKind::kInput, Port::kWrite), 0b11u);
  isa::Instruction store = load(BufferKind::kOutput, 600, 8);
  store.opcode = isa::Opcode::kStore;
  const BankUse s = bankUse(spec, store, 0);
  EXPECT_EQ(s.at(BufferKind::kOutput, Port::kRead), 0b10u);  // row 600: the second 512-row bank
  EXPECT_EQ(s.at(BufferKind::kOutput, Port::kWrite), 0u);
}

// Rows row_stride apart (program.bin version 6) use the banks their rows fall
// in, not every bank between the first and the last: tpu_v1_like's input
// buffer has 4 banks of 24,576 rows, and rows 0 and 49,152 are in banks 0 and 2.
TEST(Banks, AStridedTransferUsesTheBanksOfItsRows) {
  const Spec spec = testing::loadConfig("tpu_v1_like");
  const auto depth = static_cast<std::uint64_t>(spec.buffer(BufferKind::kInput).bank_depth_rows);
  ASSERT_EQ(spec.buffer(BufferKind::kInput).banks, 4);
  isa::Instruction in = load(BufferKind::kInput, 0, 2);
  in.transfer.row_stride = 2 * depth;
  EXPECT_EQ(bankUse(spec, in, 0).at(BufferKind::kInput, Port::kWrite), 0b0101u);
  in.transfer.planes = 2, in.transfer.row_plane_stride = depth;  // rows 0, 2d; d, 3d
  EXPECT_EQ(bankUse(spec, in, 0).at(BufferKind::kInput, Port::kWrite), 0b1111u);
  in.transfer.row_stride = 0, in.transfer.planes = 1;  // rows 0, 1
  EXPECT_EQ(bankUse(spec, in, 0).at(BufferKind::kInput, Port::kWrite), 0b0001u);
}

TEST(Banks, ComputeReadsInputWeightsAndSumsAndWritesSums) {
  const Spec spec = edge();
  isa::Instruction c;
  c.opcode = isa::Opcode::kCompute;
  c.compute.input_row = 4096;  // bank 1
  c.compute.weight_row = 0;
  c.compute.output_row = 500;  // rows 500..531: both output banks
  c.compute.tile_rows = 16;
  c.compute.tile_cols = 16;
  c.compute.depth = 32;
  c.compute.preload_weights = true;
  c.compute.accumulate = true;
  BankUse u = bankUse(spec, c, 16);
  EXPECT_EQ(u.at(BufferKind::kInput, Port::kRead), 0b10u);
  EXPECT_EQ(u.at(BufferKind::kWeight, Port::kRead), 0b01u);
  EXPECT_EQ(u.at(BufferKind::kOutput, Port::kRead), 0b11u);
  EXPECT_EQ(u.at(BufferKind::kOutput, Port::kWrite), 0b11u);
  c.compute.preload_weights = false;
  c.compute.accumulate = false;
  u = bankUse(spec, c, 16);
  EXPECT_EQ(u.at(BufferKind::kWeight, Port::kRead), 0u);  // the stationary weights are in the array
  EXPECT_EQ(u.at(BufferKind::kOutput, Port::kRead), 0u);  // fresh sums
}

TEST(Banks, AReductionWritesOneRow) {
  const Spec spec = edge();
  isa::Instruction v;
  v.opcode = isa::Opcode::kVector;
  v.vector.op = VectorOp::kReduceSum;
  v.vector.src_buffer = v.vector.dst_buffer = BufferKind::kOutput;
  v.vector.src_row = 400;  // rows 400..599
  v.vector.dst_row = 511;  // one row, bank 0
  v.vector.count = 200;
  v.vector.lanes = 16;
  const BankUse u = bankUse(spec, v, 0);
  EXPECT_EQ(u.at(BufferKind::kOutput, Port::kRead), 0b11u);
  EXPECT_EQ(u.at(BufferKind::kOutput, Port::kWrite), 0b01u);
}

// A VECTOR row wider than a buffer's rows spans several (isa.h,
// VectorFields): on edge_8x32_int8 (input banks of 8192 rows of 8) 10 rows
// of 32 lanes read 40 input rows, 8180..8219, across both banks.
TEST(Banks, AWideVectorRowUsesTheRowsItSpans) {
  const Spec spec = testing::loadConfig("edge_8x32_int8");
  ASSERT_EQ(spec.derived().input.bank_depth_rows, 8192);
  isa::Instruction v;
  v.opcode = isa::Opcode::kVector;
  v.vector.op = VectorOp::kAdd;
  v.vector.src_buffer = v.vector.dst_buffer = BufferKind::kOutput;
  v.vector.operand_buffer = BufferKind::kInput;
  v.vector.operand_row = 8180;
  v.vector.count = 10;
  v.vector.lanes = 32;
  EXPECT_EQ(bankUse(spec, v, 0).at(BufferKind::kInput, Port::kRead), 0b11u);
  v.vector.lanes = 8;  // one input row a row: 8180..8189
  EXPECT_EQ(bankUse(spec, v, 0).at(BufferKind::kInput, Port::kRead), 0b01u);
}

/// One instruction as it ran: its bank ports and busy interval [start, start + issue).
struct Ran {
  int unit = 0;  ///< isa::Stage, for the reader: a unit's intervals never overlap
  BankUse use;
  std::int64_t start = 0;
  std::int64_t issue = 0;
};

/// A use of one port of the output buffer's banks `bits`.
BankUse outputPort(Port port, std::uint64_t bits) {
  BankUse u;
  u.at(BufferKind::kOutput, port) = bits;
  return u;
}

BankConflicts conflictCycles(const Spec& spec, const std::vector<Ran>& ran) {
  BankConflictCounter counter(spec);
  for (const Ran& r : ran) counter.add(r.use, r.start, r.issue);
  return counter.count();
}

TEST(Banks, ConflictsAreCyclesWithTwoUnitsOnOnePortOfOneBank) {
  const Spec spec = edge();
  const BankUse read_out0 = outputPort(Port::kRead, 0b01), read_out1 = outputPort(Port::kRead, 0b10);
  const BankUse write_out0 = outputPort(Port::kWrite, 0b01);
  // vector [10, 20) and store [15, 30) on bank 0's read port: 5 cycles.
  EXPECT_EQ(conflictCycles(spec, {{2, read_out0, 10, 10}, {3, read_out0, 15, 15}}).cycles[2][0], 5);
  // Other bank, other port, one after the other: none.
  EXPECT_EQ(conflictCycles(spec, {{2, read_out0, 10, 10}, {3, read_out1, 15, 15}}).total(), 0);
  EXPECT_EQ(conflictCycles(spec, {{2, read_out0, 10, 10}, {3, write_out0, 15, 15}}).total(), 0);
  EXPECT_EQ(conflictCycles(spec, {{2, read_out0, 10, 10}, {3, read_out0, 20, 5}}).total(), 0);
  // Three units over one port: each cycle with two or more counts once.
  EXPECT_EQ(conflictCycles(spec, {{1, read_out0, 0, 10}, {2, read_out0, 2, 4}, {3, read_out0, 4, 10}}).cycles[2][0],
            8);  // [2, 10)
}

TEST(Banks, TheSweepEqualsACycleByCycleCount) {
  const Spec spec = edge();
  std::vector<Ran> ran;
  std::uint64_t state = 7;
  auto next = [&] { return (state = state * 6364136223846793005ull + 1442695040888963407ull) >> 33; };
  std::array<std::int64_t, 4> free{};
  for (int i = 0; i < 400; ++i) {
    const int unit = static_cast<int>(next() % 4);
    Ran r;
    r.unit = unit;
    r.use.at(static_cast<BufferKind>(next() % 3), static_cast<Port>(next() % 2)) = 1 + next() % 3;
    r.start = free[static_cast<size_t>(unit)] + static_cast<std::int64_t>(next() % 5);
    r.issue = static_cast<std::int64_t>(next() % 9);
    free[static_cast<size_t>(unit)] = r.start + r.issue;  // a unit's intervals follow each other
    ran.push_back(r);
  }
  BankConflicts naive;
  for (size_t b = 0; b < 3; ++b)
    for (size_t p = 0; p < 2; ++p)
      for (int bank = 0; bank < 2; ++bank) {
        std::map<std::int64_t, int> holders;
        for (const Ran& r : ran)
          if (r.use.banks[b][p] >> bank & 1)
            for (std::int64_t t = r.start; t < r.start + r.issue; ++t) ++holders[t];
        for (const auto& [t, n] : holders) naive.cycles[b][p] += n >= 2;
      }
  const BankConflicts swept = conflictCycles(spec, ran);
  EXPECT_EQ(swept.cycles, naive.cycles);
  EXPECT_GT(naive.total(), 0);
}

TEST(Banks, APortIsHeldUntilItsHoldersIssueIntervalEnds) {
  const BankUse read_out0 = outputPort(Port::kRead, 0b01), write_out0 = outputPort(Port::kWrite, 0b01);
  BankUse read_out01 = outputPort(Port::kRead, 0b11);
  read_out01.at(BufferKind::kInput, Port::kRead) = 0b10;
  BankPorts ports;
  EXPECT_EQ(ports.freeAt(read_out0, {2}).at, 0);  // nothing held yet
  ports.hold(read_out0, 1, 40);                 // compute reads output bank 0 until cycle 40
  EXPECT_EQ(ports.freeAt(read_out0, {1}).at, 0);  // its own unit: free (a unit's instructions follow each other)
  const BankPorts::Free vector = ports.freeAt(read_out01, {2});
  EXPECT_EQ(vector.at, 40);
  EXPECT_EQ(vector.buffer, BufferKind::kOutput);
  EXPECT_EQ(vector.port, Port::kRead);
  EXPECT_EQ(ports.freeAt(write_out0, {2}).at, 0);  // the other port of the bank is free
  ports.hold(read_out01, 3, 90);                   // then the store takes both banks' read ports
  EXPECT_EQ(ports.freeAt(read_out0, {1}).at, 90);
  EXPECT_EQ(ports.freeAt(read_out0, {3}).at, 0);
  ports.clear();
  EXPECT_EQ(ports.freeAt(read_out0, {1}).at, 0);
  EXPECT_TRUE(usesNoPort(BankUse{}));
  EXPECT_FALSE(usesNoPort(read_out0));
}

// The DRAM's data bus: LOAD and STORE share it, each holding it for its
// bytes at the DRAM's bandwidth (16 bytes a cycle on edge_16x16_int8); a
// COMPUTE never waits for it, and one channel's next transfer does not wait
// for its own (its issue interval already covers the bytes). The channel
// refused first takes it next: a STORE that waited for a LOAD goes before
// the load unit's next transfer.
TEST(Banks, LoadsAndStoresShareTheDramBus) {
  const Spec spec = edge();
  const BankUse in = bankUse(spec, load(BufferKind::kInput, 0, 64), 0);  // 64 rows of 16 int8: 1,024 bytes
  EXPECT_EQ(in.dram_cycles, 64);
  isa::Instruction store = load(BufferKind::kOutput, 600, 3);  // 3 rows of 16 int8 from the output buffer
  store.opcode = isa::Opcode::kStore;
  const BankUse out = bankUse(spec, store, 0);
  EXPECT_EQ(out.dram_cycles, 3);
  EXPECT_EQ(bankUse(spec, load(BufferKind::kInput, 0, 0), 0).dram_cycles, 0);  // moves nothing
  BankPorts ports;
  ports.hold(in, 0, 64, 64);  // the load unit from cycle 0
  const BankPorts::Ask store_at_10{3, 10, 111, 13};
  const BankPorts::Free s = ports.freeAt(out, store_at_10);
  EXPECT_EQ(s.at, 64);
  EXPECT_TRUE(s.dram);
  EXPECT_EQ(ports.freeAt(in, {0, 10, 74, 74}).at, 0);  // its own channel
  EXPECT_EQ(ports.freeAt(outputPort(Port::kRead, 0b01), {1, 10, 50}).at, 0);
  ports.claim(out, store_at_10, s);  // the store was refused: it claims the bus for cycle 64
  const BankPorts::Ask next_load{0, 64, 128, 128};
  EXPECT_FALSE(ports.claim(in, next_load, ports.freeAt(in, next_load)));  // a later claim does not take it
  const BankPorts::Free load_waits = ports.freeAt(in, next_load);
  EXPECT_EQ(load_waits.at, 65);  // at cycle 64 the load's next transfer waits a cycle: the store's turn
  EXPECT_TRUE(load_waits.dram);
  EXPECT_EQ(ports.freeAt(out, {3, 64, 165, 67}).at, 64);
  ports.hold(out, 3, 164, 67);  // one transfer in flight: the unit busy for latency + bytes, the bus for the bytes
  EXPECT_EQ(ports.freeAt(in, {0, 64, 128, 128}).at, 67);  // the claim is spent
  EXPECT_FALSE(usesNoPort(BankUse{.dram_cycles = 1}));
  ports.clear();
  EXPECT_EQ(ports.freeAt(in, {0}).at, 0);
}

// A unit refused a port is served before units that ask later: the vector
// unit streaming one-cycle ops through output bank 0's read port lets a
// waiting STORE in after the op that holds it, where stage order alone
// (vector before store) would keep the STORE off the port for as long as
// the stream lasts.
TEST(Banks, AUnitThatWaitsIsServedBeforeUnitsThatAskLater) {
  const BankUse op = outputPort(Port::kRead, 0b01);
  BankUse store = op;
  store.dram_cycles = 1;
  BankPorts ports;
  ports.hold(op, 2, 6);  // a vector op in cycle 5
  const BankPorts::Ask store_at_5{3, 5, 6, 6};
  const BankPorts::Free s = ports.freeAt(store, store_at_5);
  EXPECT_EQ(s.at, 6);
  EXPECT_FALSE(s.dram);
  EXPECT_EQ(s.buffer, BufferKind::kOutput);
  ports.claim(store, store_at_5, s);
  EXPECT_EQ(ports.freeAt(op, {2, 6, 7}).at, 7);  // the next op asks first in cycle 6 and waits a cycle
  EXPECT_EQ(ports.freeAt(store, {3, 6, 7, 7}).at, 6);
  ports.hold(store, 3, 7, 7);
  EXPECT_EQ(ports.freeAt(op, {2, 7, 8}).at, 7);  // the claim is spent
}

// Until a claimant starts, another unit may use the ports it claimed for an
// instruction that frees them by then: a STORE waiting for an output bank
// port a COMPUTE holds until cycle 40 does not keep a short LOAD off the
// idle DRAM bus, and still starts at 40. A claim is all or nothing: a unit
// that needs a port another unit claimed claims none.
TEST(Banks, AnInstructionThatEndsBeforeAClaimStartsGoesFirst) {
  const Spec spec = edge();
  BankUse store = outputPort(Port::kRead, 0b01);
  store.dram_cycles = 4;
  BankPorts ports;
  ports.hold(outputPort(Port::kRead, 0b01), 1, 40);  // a COMPUTE accumulating in output bank 0
  const BankPorts::Ask store_at_0{3, 0, 41, 44};
  const BankPorts::Free s = ports.freeAt(store, store_at_0);
  EXPECT_EQ(s.at, 40);
  EXPECT_TRUE(ports.claim(store, store_at_0, s));
  const BankUse long_load = bankUse(spec, load(BufferKind::kInput, 0, 64), 0);
  const BankUse short_load = bankUse(spec, load(BufferKind::kInput, 0, 16), 0);
  const BankPorts::Free waits = ports.freeAt(long_load, {0, 1, 65, 65});  // its bytes would outlast cycle 40
  EXPECT_EQ(waits.at, 40);
  EXPECT_TRUE(waits.dram);
  EXPECT_EQ(ports.freeAt(short_load, {0, 1, 17, 17}).at, 0);
  ports.hold(short_load, 0, 17, 17);
  EXPECT_EQ(ports.freeAt(store, {3, 40, 41, 44}).at, 40);  // the claimant still starts at 40
  // The vector unit wants output bank 0 (claimed) and bank 1: it claims
  // neither (false), and asks again the next cycle.
  const BankPorts::Ask vector_at_2{2, 2, 50};
  const BankUse both = outputPort(Port::kRead, 0b11);
  EXPECT_FALSE(ports.claim(both, vector_at_2, ports.freeAt(both, vector_at_2)));
  EXPECT_EQ(ports.freeAt(outputPort(Port::kRead, 0b10), {1, 3, 60}).at, 0);  // bank 1 is not claimed
}

}  // namespace
}  // namespace tessera::hw::model
