// Tests for the banded depthwise mapping (compiler/backend/map/toeplitz.h):
// its geometry, the choice against the packing, the Program codegen emits
// (transposing transfers with a row stride, one COMPUTE per channel and
// kernel row) and the estimate against the schedule checker. Bit-exactness
// on real data: ZooRuntime.QuantizedModelEqualsTheReferenceExecutorBitForBit
// (MobileNetV2 on edge_16x16_int8 runs its stride-1 depthwise layers banded)
// and the exactness matrix (docs/exact_matrix.md).
#include "compiler/backend/map/toeplitz.h"

#include <gtest/gtest.h>

#include <vector>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/map/pack.h"
#include "compiler/backend/program/schedule_check.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::graphOf;
using testing::loadConfig;
using testing::tensor;

Kernel depthwise(std::int64_t channels, std::int64_t size, std::int64_t kernel = 3, std::int64_t stride = 1) {
  Kernel k = convKernel("dw",
                        {.in_channels = channels, .out_channels = channels, .in_h = size, .in_w = size,
                         .kernel_h = kernel, .kernel_w = kernel, .stride = stride, .pad = kernel / 2,
                         .groups = channels},
                        "x", "y", {hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu});
  k.ops = "Conv+Relu";
  k.conv_input = {size, size, kernel / 2, kernel / 2};
  k.sparsity.elements = k.shape.weightElements();
  k.sparsity.nonzeros = k.sparsity.elements;
  return k;
}

/// EfficientNet-B0's depthwise shape with a bias and nothing after it.
Kernel biasedDepthwise(std::int64_t channels, std::int64_t size) {
  Kernel k = depthwise(channels, size);
  k.vector_ops = {hw::VectorOp::kBiasAdd};
  k.ops = "Conv";
  return k;
}

TEST(Banded, GeometryOfA3x3DepthwiseLayerOnA16x16Array) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  const std::optional<BandedGeometry> g = bandedGeometry(edge, depthwise(96, 56));
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(g->span, 16);
  EXPECT_EQ(g->J, 14);  // 16 positions hold 14 outputs of a 3-wide kernel
  EXPECT_EQ(g->chunk, 16);  // a pixel's 16 channels: one 16-byte run per position
  ASSERT_EQ(g->windows.size(), 4u);  // 56 = 4 x 14
  // The first window starts in the padding: its band is shifted by one (delta 1), the others are not.
  EXPECT_EQ(g->deltas, (std::vector<std::int64_t>{1, 0}));
  EXPECT_EQ(g->windows[0].w0, 0);
  EXPECT_EQ(g->windows[0].positions, 15);
  EXPECT_EQ(g->windows[1].w0, 13);
  EXPECT_EQ(g->windows[1].positions, 16);
  EXPECT_EQ(g->windows[3].positions, 15);  // the right edge: 42 - 1 .. 55
  // Sums and a bias row per channel fill an output slot of 256 rows: 16 x 15 + 16.
  EXPECT_EQ(g->tp, 15);
  EXPECT_EQ(g->band_rows, 16);
  EXPECT_EQ(g->band_cols, 14);
  // A 7 x 7 map with a 5 x 5 kernel: one window of 7 outputs reading 7 pixels; the band is stored 7 x 7.
  const std::optional<BandedGeometry> small = bandedGeometry(edge, depthwise(96, 7, 5));
  ASSERT_TRUE(small.has_value());
  EXPECT_EQ(small->J, 12);
  ASSERT_EQ(small->windows.size(), 1u);
  EXPECT_EQ(small->deltas, (std::vector<std::int64_t>{2}));
  EXPECT_EQ(small->band_rows, 7);
  EXPECT_EQ(small->band_cols, 7);
  EXPECT_EQ(small->channelBandRows(), 5 * 7);
  // Stride 2: J = (16 - 3) / 2 + 1 outputs a window; a tile's input rows by stride phase.
  const std::optional<BandedGeometry> s2 = bandedGeometry(edge, depthwise(96, 56, 3, 2));
  ASSERT_TRUE(s2.has_value());
  EXPECT_EQ(s2->J, 7);
  EXPECT_EQ(s2->inputRows(4), 9);                         // rows h0 .. h0 + 8 for 4 output rows
  EXPECT_EQ(s2->phaseRow(9, 1), 5);                       // the even rows (5), then the odd ones
  // Not expressible: a weight-stationary array only.
  EXPECT_FALSE(bandedGeometry(loadConfig("scalesim_32x32_os"), depthwise(96, 56)).has_value());
}

/// The choice follows the faster Program. Measured with the timed schedule
/// checker (= the SystemC model), each Program compiled both ways, 96 channels:
/// edge_16x16_int8, 3 x 3 map: banded 1,423 cycles, packed 1,874; edge_16x16_fp16,
/// 14 x 14 map: packed 12,509, banded 13,725.
TEST(Banded, TheFasterOfBandedAndPackedRuns) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  EXPECT_TRUE(runsBanded(edge, depthwise(96, 56)));
  EXPECT_TRUE(packGroups(edge, depthwise(96, 56)).banded);
  EXPECT_EQ(packGroups(edge, depthwise(96, 56)).shape.g, 96);  // not packed
  EXPECT_TRUE(runsBanded(edge, depthwise(96, 3)));
  const hw::Spec fp16 = loadConfig("edge_16x16_fp16");
  EXPECT_FALSE(runsBanded(fp16, depthwise(96, 14)));
  EXPECT_FALSE(packGroups(fp16, depthwise(96, 14)).banded);
}

/// Compiles `k` alone on edge_16x16_int8 (it must run banded) and checks its
/// Program: every COMPUTE a preloaded band of at most 16 x J, each output's
/// taps once, transposing transfers with a row stride, the schedule checker
/// clean, and the estimate within 12 % of the timed checker's critical path.
/// Returns the COMPUTEs.
std::int64_t checkBanded(const Kernel& k) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  EXPECT_TRUE(runsBanded(edge, k));
  const std::optional<BandedGeometry> g = bandedGeometry(edge, k);
  if (!g) return 0;
  const KernelGraph graph = graphOf({k}, {tensor("x", k.shape.g * k.conv_input.in_h * k.conv_input.in_w)},
                                    {tensor("y", k.shape.outputElements())});
  auto mappings = chooseMappings(edge, graph, Objective::kLatency);
  EXPECT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
  auto program = generateProgram(edge, graph, *mappings);
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  if (!program.ok()) return 0;
  EXPECT_EQ(program->kernels.front().mapping, bandedText(*g));
  std::int64_t computes = 0, macs = 0, strided_loads = 0, strided_stores = 0;
  for (const isa::Instruction& in : program->decoded()) {
    if (in.opcode == isa::Opcode::kCompute && in.compute.depth > 0) {
      ++computes;
      EXPECT_TRUE(in.compute.preload_weights);
      EXPECT_LE(in.compute.tile_rows, static_cast<std::uint64_t>(g->band_rows));
      EXPECT_LE(in.compute.tile_cols, static_cast<std::uint64_t>(g->J));
      macs += static_cast<std::int64_t>(in.compute.depth * in.compute.tile_cols) * g->S;  // a kernel row's taps
    }
    if ((in.opcode == isa::Opcode::kLoad || in.opcode == isa::Opcode::kStore) && in.transfer.row_stride > 1) {
      EXPECT_TRUE(in.transfer.transpose);
      (in.opcode == isa::Opcode::kLoad ? strided_loads : strided_stores) += 1;
    }
  }
  EXPECT_EQ(macs, k.shape.macs());  // every output's R x S taps, none twice
  EXPECT_GT(strided_loads, 0);
  EXPECT_GT(strided_stores, 0);
  const CheckReport check = checkProgram(edge, *program);
  EXPECT_TRUE(check.ok()) << (check.errors.empty() ? check.deadlock_detail : check.errors.front());
  auto e = estimate(edge, graph);
  EXPECT_TRUE(e.ok()) << render(e.status().diagnostics());
  if (!e.ok()) return computes;
  EXPECT_EQ(e->layers.front().mapping, program->kernels.front().mapping);
  EXPECT_EQ(e->layers.front().macs, k.shape.macs());
  const CheckReport timed = checkProgram(edge, *program, {.weighted = true});
  EXPECT_TRUE(timed.ok());
  // 12 %: the 28 x 28 map of 32 channels is memory-bound with 26 transfers; its
  // estimate is 0.895 of the checker (8,433 against 9,422): the memory stream's
  // first LOAD waits out its latency before any bytes move, which the DRAM rule
  // (N transfers in flight, timing.h dramCycles) does not charge again.
  EXPECT_NEAR(e->totals.cycles / static_cast<double>(timed.steps), 1.0, 0.12)
      << "estimate " << e->totals.cycles << ", checker " << timed.steps;
  return computes;
}

TEST(Banded, TheProgramStreamsBandsAndAgreesWithItsEstimate) {
  // Per channel, kernel row, window (2) and row tile (2: 15 + 13 rows): one COMPUTE each.
  EXPECT_EQ(checkBanded(depthwise(32, 28)), 32 * 3 * 2 * 2);
}

TEST(Banded, AStride2KernelReadsItsRowsByStridePhase) {
  // EfficientNet-B0's 5x5 stride-2 depthwise shape: 6 outputs a window, 5 windows for 28 outputs.
  EXPECT_GT(checkBanded(depthwise(144, 56, 5, 2)), 0);
}

// MobileNetV2's features.5/conv.1.0 shape (192 channels of 28 x 28) on
// edge_16x16_int8: 12 chunks of 16 channels, 4 tiles each (2 row tiles x 2
// windows), the DMA the bottleneck. A tile's bias rows wait for its output
// slot's relay through the array's in-order computes, so they load after
// the next tile's rows (the load unit does not idle behind them), and a
// chunk's last tile loads the next chunk's bands before its bias rows.
// Every vector step runs per channel: an instruction holds its bank's ports
// for its whole issue, and one over the tile kept a later tile's bias rows
// in that bank waiting.
TEST(Banded, ADmaBoundKernelLoadsAheadOfItsBiasRows) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  const Kernel k = depthwise(192, 28);
  const std::optional<BandedGeometry> g = bandedGeometry(edge, k);
  ASSERT_TRUE(g.has_value());
  ASSERT_EQ(g->chunk, 16);
  ASSERT_EQ(g->windows.size(), 2u);
  ASSERT_LT(g->tp, 28);
  const BandedCost cost = bandedCost(edge, *g, 2);
  ASSERT_GT(cost.memory_cycles, cost.compute_cycles + cost.interlock_cycles + cost.slot_wait_cycles);
  EXPECT_EQ(checkBanded(k), 192 * 3 * 2 * 2);

  const KernelGraph graph = graphOf({k}, {tensor("x", 192 * 28 * 28)}, {tensor("y", k.shape.outputElements())});
  auto mappings = chooseMappings(edge, graph, Objective::kLatency);
  ASSERT_TRUE(mappings.ok());
  auto program = generateProgram(edge, graph, *mappings);
  ASSERT_TRUE(program.ok());
  const std::int64_t slot_rows = partitionBuffers(edge).input.rows;
  std::vector<std::size_t> bands, bias;  // positions in the load stream
  std::vector<std::int64_t> row_slots;   // input slot of each row LOAD before the first bias row
  std::size_t position = 0;
  for (const isa::Instruction& in : program->decoded()) {
    if (in.opcode == isa::Opcode::kVector && in.vector.count > 0)
      EXPECT_LE(in.vector.count, static_cast<std::uint64_t>(g->tp));  // one channel's rows
    if (in.opcode != isa::Opcode::kLoad) continue;
    if (in.transfer.buffer == hw::BufferKind::kWeight) bands.push_back(position);
    if (in.transfer.buffer == hw::BufferKind::kOutput) bias.push_back(position);
    if (in.transfer.buffer == hw::BufferKind::kInput && bias.empty())
      row_slots.push_back(static_cast<std::int64_t>(in.transfer.row_address) / slot_rows);
    ++position;
  }
  ASSERT_EQ(bands.size(), 12u);
  ASSERT_EQ(bias.size(), 48u);
  // The first tile's bias rows follow the second tile's rows (another input slot).
  ASSERT_FALSE(row_slots.empty());
  EXPECT_NE(row_slots.front(), row_slots.back());
  // Chunk c + 1's bands load before chunk c's last tile's bias rows.
  for (std::size_t c = 0; c + 1 < bands.size(); ++c) EXPECT_LT(bands[c + 1], bias[4 * c + 3]) << "chunk " << c;
}

// The weight slots' chain of short chunks (toeplitz.cpp): EfficientNet-B0's
// features.7.0 depthwise shape (1,152 channels of 7 x 7, 3 x 3, a bias) on
// edge_16x16_int8 runs 72 chunks of 16 channels, 336 array cycles each
// (16 channels x 3 kernel rows x 7 cycles). Chunk c + 1's bands (16 x 21
// rows of 7 bytes: 147 bus cycles) load once chunk c - 1's computes are done,
// then its window (16 x 9 rows x 7 pixels: 63), with chunk c - 1's STORE
// (16 x 7 x 7 bytes: 49), ready after a 13-cycle drain and a 112-cycle bias
// pass, between them, and a latency: 359 cycles, so chunks 347.5 apart, 11.5
// of waits after each of the first. A 56 x 56 map's chunk computes far
// longer than its chain: no wait. The Program agrees with the estimate as above.
TEST(Banded, ShortChunksWaitForTheWeightSlotsChain) {
  const hw::Spec edge = loadConfig("edge_16x16_int8");
  const std::optional<BandedGeometry> g = bandedGeometry(edge, biasedDepthwise(1152, 7));
  ASSERT_TRUE(g.has_value());
  ASSERT_EQ(g->chunk, 16);
  ASSERT_EQ(g->tp, 7);
  ASSERT_EQ(g->channelBandRows(), 21);
  const BandedCost b = bandedCost(edge, *g, 1);
  EXPECT_DOUBLE_EQ(b.compute_cycles, 72.0 * 336.0);
  EXPECT_DOUBLE_EQ(b.slot_wait_cycles, 71.0 * (147.0 + 63.0 + 49.0 + 100.0 - 336.0) / 2.0);
  EXPECT_EQ(b.interlock_cycles, 0.0);  // one window a chunk
  EXPECT_DOUBLE_EQ(b.cycles, b.compute_cycles + b.slot_wait_cycles + b.fill_cycles);
  const std::optional<BandedGeometry> wide = bandedGeometry(edge, biasedDepthwise(96, 56));
  ASSERT_TRUE(wide.has_value());
  EXPECT_EQ(bandedCost(edge, *wide, 1).slot_wait_cycles, 0.0);
  EXPECT_GT(checkBanded(biasedDepthwise(1152, 7)), 0);
}

// The array's order interlock (hw::model::ArrayOrder): on edge_8x32_int8 the
// same 7 x 7 map runs in 144 chunks of 8 channels, each a window of 6
// outputs over 7 band rows, then one of 1 output over 2; the narrower
// window's first sums would leave before the wider one's last, so it starts
// 7 - 2 = 5 cycles late, once a chunk (the next chunk's wide window after the
// narrow one does not wait). The SystemC model shows 144 such 5-cycle gaps.
TEST(Banded, ANarrowerWindowWaitsForTheArrayOrderInterlock) {
  const hw::Spec e8 = loadConfig("edge_8x32_int8");
  const std::optional<BandedGeometry> g = bandedGeometry(e8, biasedDepthwise(1152, 7));
  ASSERT_TRUE(g.has_value());
  ASSERT_EQ(g->chunk, 8);
  ASSERT_EQ(g->windows.size(), 2u);
  EXPECT_EQ(g->windows[0].positions, 7);
  EXPECT_EQ(g->windows[1].positions, 2);
  ASSERT_GE(g->tp, 7);  // one row tile
  const BandedCost b = bandedCost(e8, *g, 1);
  EXPECT_DOUBLE_EQ(b.interlock_cycles, 144.0 * 5.0);
  EXPECT_GE(b.cycles, b.compute_cycles + b.interlock_cycles);
}

}  // namespace
}  // namespace tessera::backend
