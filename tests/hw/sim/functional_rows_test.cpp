// FunctionalCore on hand-built instructions: buffer rows a VECTOR row spans,
// and where a transfer's row stride puts its rows (isa.h).
#include <gtest/gtest.h>

#include <random>

#include "hw/isa/isa.h"
#include "hw/model/timing.h"
#include "hw/sim/functional.h"
#include "hw/support/half.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::sim {
namespace {

using hw::testing::loadConfig;

// A VECTOR row wider than the lanes and than a buffer's rows (isa.h,
// VectorFields): on edge_8x32_int8 (16 lanes, input rows of 8, output rows
// of 32) an add of 32 lanes reads each operand row from 4 input rows, a max
// of 16 lanes over input rows writes its rows 2 input rows apart; every
// element against values computed here.
TEST(FunctionalCore, AVectorRowSpansNarrowerBufferRows) {
  const hw::Spec spec = loadConfig("edge_8x32_int8");
  ASSERT_EQ(spec.derived().vector_row_max_elements, 32);
  FunctionalCore core(spec, 4096);
  constexpr std::int64_t kRows = 3;
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < 32; ++j) {
      core.bufferRow(hw::BufferKind::kOutput, 10 + r)[j] = 1000 * r + j;
      core.bufferRow(hw::BufferKind::kInput, 40 + 4 * r + j / 8)[j % 8] = -(r + 1) * j;
    }
  isa::Instruction add;
  add.opcode = isa::Opcode::kVector;
  add.vector.op = hw::VectorOp::kAdd;
  add.vector.src_buffer = add.vector.dst_buffer = hw::BufferKind::kOutput;
  add.vector.src_row = 10, add.vector.dst_row = 20;
  add.vector.operand_buffer = hw::BufferKind::kInput;
  add.vector.operand_row = 40;
  add.vector.lanes = 32, add.vector.count = kRows;
  ASSERT_TRUE(core.execute(add).ok());
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < 32; ++j)
      EXPECT_EQ(core.bufferRow(hw::BufferKind::kOutput, 20 + r)[j], 1000 * r + j - (r + 1) * j) << r << ", " << j;
  EXPECT_EQ(hw::model::instructionTiming(spec, add).issue, 4 * kRows);  // 4 input rows a row (2 beats)

  isa::Instruction max = add;
  max.vector.op = hw::VectorOp::kMaxPool;
  max.vector.src_buffer = max.vector.dst_buffer = max.vector.operand_buffer = hw::BufferKind::kInput;
  max.vector.src_row = 40, max.vector.operand_row = 41, max.vector.dst_row = 100;
  max.vector.lanes = 16, max.vector.count = 2;  // rows 40-41 against 41-42, then 42-43 against 43-44
  ASSERT_TRUE(core.execute(max).ok());
  for (std::int64_t i = 0; i < 2; ++i)
    for (std::int64_t j = 0; j < 16; ++j) {
      auto in = [&](std::int64_t row, std::int64_t e) { return core.bufferRow(hw::BufferKind::kInput, row + e / 8)[e % 8]; };
      EXPECT_EQ(in(100 + 2 * i, j), std::max(in(40 + 2 * i, j), in(41 + 2 * i, j))) << i << ", " << j;
    }
  EXPECT_EQ(hw::model::instructionTiming(spec, max).issue, 2 * 2);

  isa::Instruction wide = add;
  wide.vector.lanes = 33;
  const Status s = core.execute(wide);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(render(s.diagnostics()).find("33 elements per row, a VECTOR row holds at most 32"), std::string::npos)
      << render(s.diagnostics());
  isa::Instruction past = add;
  past.vector.operand_row = static_cast<std::uint64_t>(spec.derived().input.total_rows - 8);  // 3 rows of 4 leave it
  ASSERT_FALSE(core.execute(past).ok());
}

// A transfer's row_stride (program.bin version 6) places a plane's rows that
// far apart in the buffer. The channel-major pattern: a channel-last image
// (H rows x W pixels x C channels) read by a transposing LOAD whose rows are
// a pixel's C channels (consecutive bytes) and whose planes are image rows,
// with row_stride = H and row_plane_stride = 1, leaves channel c's image row h
// at buffer row c * H + h (its W pixels along the row). A transposing STORE
// of the same shape writes the image back byte for byte. Rows between strided
// rows stay untouched; a stride that leaves the buffer is an error.
TEST(FunctionalCore, ARowStridePlacesAChannelsImageRowsConsecutive) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  constexpr std::int64_t kH = 5, kW = 7, kC = 6, kImage = kH * kW * kC, kBack = 4096;
  FunctionalCore core(spec, 8192);
  std::mt19937 random(7);
  std::uniform_int_distribution<int> value(-128, 127);
  std::vector<std::int64_t> x(kImage);
  for (std::int64_t i = 0; i < kImage; ++i) core.writeElement(0, i, 8, x[static_cast<size_t>(i)] = value(random));
  for (std::int64_t r = 0; r < kH * kC + 1; ++r) core.bufferRow(hw::BufferKind::kInput, 100 + r)[0] = 77;
  isa::Instruction load;
  load.opcode = isa::Opcode::kLoad;
  isa::TransferFields& t = load.transfer;
  t.buffer = hw::BufferKind::kInput;
  t.row_address = 100;
  t.rows = kC, t.elements = kW;   // a row: one channel's kW pixels
  t.dram_stride_bytes = kC;       // element e (pixel) kC bytes further
  t.transpose = true;             // row r (channel) one byte further
  t.planes = kH, t.dram_plane_stride_bytes = kW * kC;
  t.row_stride = kH, t.row_plane_stride = 1;
  EXPECT_EQ(isa::bufferRow(t, 2, 3), 100u + 3 * kH + 2);
  EXPECT_EQ(isa::bufferSpan(t), static_cast<std::uint64_t>(kH * kC));
  EXPECT_FALSE(isa::contiguousRows(t));
  ASSERT_TRUE(core.execute(load).ok());
  for (std::int64_t c = 0; c < kC; ++c)
    for (std::int64_t h = 0; h < kH; ++h)
      for (std::int64_t w = 0; w < kW; ++w)
        ASSERT_EQ(core.bufferRow(hw::BufferKind::kInput, 100 + c * kH + h)[w], x[static_cast<size_t>((h * kW + w) * kC + c)])
            << "channel " << c << ", row " << h << ", pixel " << w;
  EXPECT_EQ(core.bufferRow(hw::BufferKind::kInput, 100 + kH * kC)[0], 77);  // past the span: untouched

  isa::Instruction store = load;
  store.opcode = isa::Opcode::kStore;
  store.transfer.dram_address = kBack;
  ASSERT_TRUE(core.execute(store).ok());
  for (std::int64_t i = 0; i < kImage; ++i) ASSERT_EQ(core.readElement(kBack, i, 8), x[static_cast<size_t>(i)]) << i;

  // Rows two apart: the rows between keep what they held.
  isa::Instruction every_other;
  every_other.opcode = isa::Opcode::kLoad;
  every_other.transfer = {hw::BufferKind::kInput, 300, 3, 4, 0, 4};
  every_other.transfer.row_stride = 2;
  core.bufferRow(hw::BufferKind::kInput, 301)[0] = 55;
  ASSERT_TRUE(core.execute(every_other).ok());
  for (std::int64_t r = 0; r < 3; ++r)
    for (std::int64_t e = 0; e < 4; ++e)
      EXPECT_EQ(core.bufferRow(hw::BufferKind::kInput, 300 + 2 * r)[e], x[static_cast<size_t>(4 * r + e)]);
  EXPECT_EQ(core.bufferRow(hw::BufferKind::kInput, 301)[0], 55);

  isa::Instruction past = every_other;
  past.transfer.row_stride = static_cast<std::uint64_t>(spec.derived().input.total_rows);
  const Status s = core.execute(past);
  ASSERT_FALSE(s.ok());
}

}  // namespace
// mul with per_lane reads one operand row for every row (isa.h), on integer
// formats as on float ones: codegen reads a Mul's broadcast constant so
// (one row per k fold). Row for row without it.
TEST(FunctionalCore, AnIntegerMulPerLaneBroadcastsItsOperandRow) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  FunctionalCore core(spec, 4096);
  constexpr std::int64_t kRows = 4, kLanes = 16;
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < kLanes; ++j) {
      core.bufferRow(hw::BufferKind::kOutput, 10 + r)[j] = 100 * r - j;
      core.bufferRow(hw::BufferKind::kOutput, 40 + r)[j] = j - 3 + r;
    }
  isa::Instruction mul;
  mul.opcode = isa::Opcode::kVector;
  mul.vector.op = hw::VectorOp::kMul;
  mul.vector.src_buffer = mul.vector.dst_buffer = mul.vector.operand_buffer = hw::BufferKind::kOutput;
  mul.vector.src_row = 10, mul.vector.dst_row = 20, mul.vector.operand_row = 40;
  mul.vector.lanes = kLanes, mul.vector.count = kRows;
  mul.vector.per_lane = true;
  ASSERT_TRUE(core.execute(mul).ok());
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < kLanes; ++j)
      EXPECT_EQ(core.bufferRow(hw::BufferKind::kOutput, 20 + r)[j], (100 * r - j) * (j - 3)) << r << ", " << j;
  mul.vector.per_lane = false;
  mul.vector.dst_row = 30;
  ASSERT_TRUE(core.execute(mul).ok());
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < kLanes; ++j)
      EXPECT_EQ(core.bufferRow(hw::BufferKind::kOutput, 30 + r)[j], (100 * r - j) * (j - 3 + r)) << r << ", " << j;
}

}  // namespace tessera::sim

namespace tessera::sim {
namespace {

// requantize with `bias` (program.bin version 7) is bias_add then
// requantize in one pass: every element equal to the two instructions'
// result, per lane (bias, multiplier, shift rows in that order) and with
// immediates, sums near the accumulator's limits included (the add wraps
// as a bias_add's write does); a bias flag on another op is refused.
TEST(FunctionalCore, ARequantizeWithBiasIsBiasAddThenRequantize) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  constexpr std::int64_t kRows = 6, kLanes = 16;
  std::mt19937 rng(7);
  std::uniform_int_distribution<std::int64_t> sum(-(std::int64_t{1} << 31), (std::int64_t{1} << 31) - 1);
  std::uniform_int_distribution<std::int64_t> small(-5000, 5000);
  for (bool per_lane : {false, true}) {
    FunctionalCore core(spec, 4096);
    auto out = [&](std::int64_t row) { return core.bufferRow(hw::BufferKind::kOutput, row); };
    for (std::int64_t r = 0; r < kRows; ++r)
      for (std::int64_t j = 0; j < kLanes; ++j) out(10 + r)[j] = out(30 + r)[j] = r < 2 ? sum(rng) : small(rng);
    for (std::int64_t j = 0; j < kLanes; ++j) {
      out(50)[j] = j % 2 ? std::int64_t{1} << 30 : small(rng);  // bias
      out(51)[j] = (std::int64_t{1} << 30) + j * 12345;         // multipliers
      out(52)[j] = -(j % 9);                                    // shifts
    }
    isa::Instruction fused;
    fused.opcode = isa::Opcode::kVector;
    isa::VectorFields& f = fused.vector;
    f.op = hw::VectorOp::kRequantize;
    f.src_buffer = f.dst_buffer = f.operand_buffer = hw::BufferKind::kOutput;
    f.src_row = f.dst_row = 10, f.operand_row = 50;
    f.lanes = kLanes, f.count = kRows;
    f.zero_point = 3, f.clamp_min = -128, f.clamp_max = 127;
    f.per_lane = per_lane;
    if (!per_lane) f.multiplier = 1518500250, f.shift = -7;
    f.bias = true;
    isa::Instruction bias_add = fused, requantize = fused;
    bias_add.vector = {.op = hw::VectorOp::kBiasAdd,
                       .src_buffer = f.src_buffer,
                       .src_row = 30,
                       .operand_buffer = f.operand_buffer,
                       .operand_row = 50,
                       .dst_buffer = f.dst_buffer,
                       .dst_row = 30,
                       .lanes = kLanes,
                       .count = kRows};
    requantize.vector.src_row = requantize.vector.dst_row = 30;
    requantize.vector.operand_row = 51;
    requantize.vector.bias = false;
    ASSERT_TRUE(core.execute(fused).ok());
    ASSERT_TRUE(core.execute(bias_add).ok());
    ASSERT_TRUE(core.execute(requantize).ok());
    for (std::int64_t r = 0; r < kRows; ++r)
      for (std::int64_t j = 0; j < kLanes; ++j)
        EXPECT_EQ(out(10 + r)[j], out(30 + r)[j]) << per_lane << " " << r << ", " << j;
    // One operand row more than the requantize alone reads, one pass over the rows.
    EXPECT_EQ(isa::vectorOperandRows(f), per_lane ? 3u : 1u);
    EXPECT_EQ(hw::model::instructionTiming(spec, fused).issue, hw::model::instructionTiming(spec, requantize).issue);
  }
  FunctionalCore core(spec, 4096);
  isa::Instruction relu;
  relu.opcode = isa::Opcode::kVector;
  relu.vector.op = hw::VectorOp::kRelu;
  relu.vector.lanes = 4, relu.vector.count = 1;
  relu.vector.bias = true;
  const Status s = core.execute(relu);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.diagnostics().front().message.find("only requantize adds a bias row"), std::string::npos)
      << s.diagnostics().front().message;
}

// On a float format requantize is a format conversion; with `bias` the bias
// row is added first in fp32, as bias_add then requantize compute it.
TEST(FunctionalCore, AFloatRequantizeWithBiasIsBiasAddThenRounding) {
  const hw::Spec spec = loadConfig("edge_16x16_fp16");
  FunctionalCore core(spec, 4096);
  constexpr std::int64_t kRows = 3, kLanes = 16;
  auto out = [&](std::int64_t row) { return core.bufferRow(hw::BufferKind::kOutput, row); };
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < kLanes; ++j)
      out(10 + r)[j] = out(30 + r)[j] = hw::floatBits(0.1f * static_cast<float>(r * kLanes + j) - 2.3f);
  for (std::int64_t j = 0; j < kLanes; ++j) out(50)[j] = hw::floatBits(1.0f / static_cast<float>(j + 3));
  isa::Instruction fused;
  fused.opcode = isa::Opcode::kVector;
  isa::VectorFields& f = fused.vector;
  f.op = hw::VectorOp::kRequantize;
  f.src_buffer = f.dst_buffer = f.operand_buffer = hw::BufferKind::kOutput;
  f.src_row = f.dst_row = 10, f.operand_row = 50, f.lanes = kLanes, f.count = kRows, f.bias = true;
  isa::Instruction bias_add = fused, requantize = fused;
  bias_add.vector.op = hw::VectorOp::kBiasAdd, bias_add.vector.bias = false;
  bias_add.vector.src_row = bias_add.vector.dst_row = 30;
  requantize.vector.src_row = requantize.vector.dst_row = 30, requantize.vector.bias = false;
  ASSERT_TRUE(core.execute(fused).ok());
  ASSERT_TRUE(core.execute(bias_add).ok());
  ASSERT_TRUE(core.execute(requantize).ok());
  for (std::int64_t r = 0; r < kRows; ++r)
    for (std::int64_t j = 0; j < kLanes; ++j) EXPECT_EQ(out(10 + r)[j], out(30 + r)[j]) << r << ", " << j;
}

}  // namespace
}  // namespace tessera::sim
