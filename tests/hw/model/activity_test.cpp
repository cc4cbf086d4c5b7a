// Tests for the per-instruction activity and energy rule (hw/model/activity.h):
// hand-counted instructions on edge_16x16_int8, priced with the spec's
// energy table exactly as the analytical model prices the same quantities.
#include "hw/model/activity.h"

#include <gtest/gtest.h>

#include "tests/hw/spec/config_fixtures.h"

namespace tessera::hw::model {
namespace {

Spec edge() { return testing::loadConfig("edge_16x16_int8"); }

TEST(Activity, ComputeCountsMacsOperandsAndSums) {
  const Spec spec = edge();
  isa::Instruction in;
  in.opcode = isa::Opcode::kCompute;
  in.compute = {0, 0, 0, 16, 8, 100, true, true};  // 16 x 8 tile, 100 vectors, accumulate, preload
  const Activity a = instructionActivity(spec, in);
  EXPECT_EQ(a.macs, 100.0 * 16 * 8);
  EXPECT_EQ(a.buffer_read_bytes[0], 100.0 * 16);      // int8 inputs
  EXPECT_EQ(a.buffer_read_bytes[1], 16.0 * 8);        // int8 weights, preloaded once
  EXPECT_EQ(a.buffer_read_bytes[2], 100.0 * 8 * 4);   // int32 sums read to accumulate...
  EXPECT_EQ(a.buffer_write_bytes[2], 100.0 * 8 * 4);  // ...and written back
  in.compute.accumulate = false;
  in.compute.preload_weights = false;
  const Activity b = instructionActivity(spec, in);
  EXPECT_EQ(b.buffer_read_bytes[1], 0.0);
  EXPECT_EQ(b.buffer_read_bytes[2], 0.0);
  const Energy e = energyOf(spec, a);
  const DerivedValues& d = spec.derived();
  EXPECT_DOUBLE_EQ(e.mac_pj, a.macs * d.mac_energy_pj);
  EXPECT_DOUBLE_EQ(e.buffer_pj[2], 2 * 100.0 * 8 * 4 * d.output.read_energy_pj_per_byte);
  EXPECT_EQ(e.dram_pj, 0.0);
}

// sparsity.zero_gating: a product with a zero operand (counted from the data
// by a simulator, Activity::zero_products) costs no MAC energy; without
// gating every MAC does.
TEST(Activity, ZeroGatingChargesOnlyProductsWithoutAZeroOperand) {
  Activity a;
  a.macs = 1000;
  a.zero_products = 600;
  const Spec gated = testing::loadConfig("edge_16x16_int8_sparse24");  // zero_gating: true
  ASSERT_TRUE(gated.params().sparsity.zero_gating);
  EXPECT_DOUBLE_EQ(energyOf(gated, a).mac_pj, 400 * gated.derived().mac_energy_pj);
  const Spec plain = edge();  // zero_gating: false
  EXPECT_DOUBLE_EQ(energyOf(plain, a).mac_pj, 1000 * plain.derived().mac_energy_pj);
  Activity sum = a;
  sum += a;
  EXPECT_EQ(sum.zero_products, 1200.0);
}

TEST(Activity, TransfersMoveTheSameBytesThroughDramAndTheBuffer) {
  const Spec spec = edge();
  isa::Instruction load;
  load.opcode = isa::Opcode::kLoad;
  load.transfer.buffer = BufferKind::kOutput;  // a bias row: accumulator-wide
  load.transfer.rows = 3;
  load.transfer.elements = 16;
  load.transfer.planes = 2;
  const Activity a = instructionActivity(spec, load);
  EXPECT_EQ(a.dram_read_bytes, 2.0 * 3 * 16 * 4);
  EXPECT_EQ(a.buffer_write_bytes[2], a.dram_read_bytes);
  isa::Instruction store = load;
  store.opcode = isa::Opcode::kStore;
  store.transfer.buffer = BufferKind::kInput;  // stored at the activation width
  const Activity s = instructionActivity(spec, store);
  EXPECT_EQ(s.dram_write_bytes, 2.0 * 3 * 16);
  EXPECT_EQ(s.buffer_read_bytes[0], s.dram_write_bytes);
  EXPECT_DOUBLE_EQ(energyOf(spec, s).dram_pj, s.dram_write_bytes * spec.params().dram.energy_pj_per_byte);
}

TEST(Activity, VectorCountsLaneOpsAndItsOperandRows) {
  const Spec spec = edge();
  isa::Instruction in;
  in.opcode = isa::Opcode::kVector;
  in.vector.op = VectorOp::kAdd;
  in.vector.src_buffer = BufferKind::kOutput;
  in.vector.operand_buffer = BufferKind::kInput;
  in.vector.dst_buffer = BufferKind::kOutput;
  in.vector.lanes = 16;
  in.vector.count = 5;
  Activity a = instructionActivity(spec, in);
  EXPECT_EQ(a.lane_ops, 80.0);
  EXPECT_EQ(a.buffer_read_bytes[2], 80.0 * 4);  // int32 sums
  EXPECT_EQ(a.buffer_read_bytes[0], 80.0);      // the residual, a row per row
  EXPECT_EQ(a.buffer_write_bytes[2], 80.0 * 4);
  in.vector.op = VectorOp::kBiasAdd;
  in.vector.operand_buffer = BufferKind::kOutput;
  a = instructionActivity(spec, in);
  EXPECT_EQ(a.buffer_read_bytes[2], 80.0 * 4 + 16.0 * 4);  // one bias row
  EXPECT_DOUBLE_EQ(energyOf(spec, a).vector_pj, 80.0 * spec.derived().vector_op_energy_pj);
}

}  // namespace
}  // namespace tessera::hw::model
