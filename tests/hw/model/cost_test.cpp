// Tests for hw::model::evaluate: hand-computed cycles and bytes, monotonicity, bounds, fit.
//
// Notation in the comments: WS on an R x C array with A reduction elements
// on rows, B output channels on cols, L pixels streamed per tile:
//   compute = sum over tiles of ceil(A/R)*ceil(B/C)*(L-1) + ceil(B/C)*A + ceil(A/R)*B
//   memory  = DRAM bytes / bytes_per_cycle + latency_cycles * transfers
#include "hw/model/cost.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "hw/spec/loader.h"
#include "tests/hw/spec/config_fixtures.h"
#include "hw/support/diagnostic.h"

namespace tessera::hw::model {
namespace {

Spec load(const std::string& name) { return testing::loadConfig(name); }

/// A config with one textual edit (e.g. a bigger array), loaded and validated.
Spec loadEdited(const std::string& name, const std::string& from, const std::string& to) {
  return testing::editedConfig(name, from, to);
}

Mapping tiles(std::int64_t n, std::int64_t k, std::int64_t c, std::int64_t p, std::int64_t q, LoopOrder order,
              bool double_buffered = true) {
  return Mapping{.tile_n = n, .tile_k = k, .tile_c = c, .tile_p = p, .tile_q = q, .order = order,
                 .double_buffered = double_buffered};
}

// tiny_4x4_int8: 4x4 WS, 1-byte operands, 4-byte sums, 4 B/cycle, 20 cycles latency,
// 4 KiB double-buffered buffers (2048 B per tile).
TEST(CostTest, TinyGemmWholeTile) {
  const Spec spec = load("tiny_4x4_int8");
  const LayerCost cost = evaluate(spec, gemm(8, 8, 8), Mapping{});
  // A = 8 (2 row folds, 4 rows occupied), B = 8 (2 col folds, 4 cols), L = 8;
  // folds pipelined (WS): 2*2*max(8, 4) + 4 + 4 - 1 = 39.
  EXPECT_DOUBLE_EQ(cost.compute_cycles, 39);
  // Reads W 64 + I 64, writes O 64; 3 transfers, one at a time a channel:
  // the loads' own time, 128/4 + 2*20 = 72, and the store's mean delay of
  // them (timing.h serialDramCycles): its 16 cycles of bytes, landing in a
  // load's 20-cycle latency at a uniform phase of its 36-cycle cycle,
  // overrun it by 16^2/2/36 on average.
  EXPECT_DOUBLE_EQ(cost.dram_read_bytes, 128);
  EXPECT_DOUBLE_EQ(cost.dram_write_bytes, 64);
  EXPECT_EQ(cost.dram_transfers, 3);
  EXPECT_EQ(cost.store_transfers, 1);
  const double memory = 72 + 16.0 * 16 / 2 / 36;
  EXPECT_DOUBLE_EQ(cost.memory_cycles, memory);
  EXPECT_DOUBLE_EQ(cost.cycles, memory);
  EXPECT_EQ(cost.bound, Bound::kMemory);
  EXPECT_EQ(cost.macs, 512);
  // Buffer reads: inputs 2 col folds * 8 * 8 = 128, weights 64, sums 2 row folds * 64 * 4 B = 512.
  EXPECT_DOUBLE_EQ(cost.buffer_read_bytes, 128 + 64 + 512);
  EXPECT_DOUBLE_EQ(cost.buffer_write_bytes, 64 + 64 + 512);
  EXPECT_DOUBLE_EQ(cost.utilization, 512.0 / (16 * memory));
  EXPECT_DOUBLE_EQ(cost.operational_intensity_ops_per_byte, 1024.0 / 192);
  EXPECT_DOUBLE_EQ(cost.attained_ops_per_second, 1024.0 / (memory / 500e6));
  EXPECT_TRUE(cost.fits);
  const double dram_pj = 192 * 162.5;
  EXPECT_DOUBLE_EQ(cost.dram_energy_pj, dram_pj);
  EXPECT_DOUBLE_EQ(cost.mac_energy_pj, 512 * spec.derived().mac_energy_pj);
  EXPECT_DOUBLE_EQ(cost.energy_pj, cost.mac_energy_pj + cost.sram_energy_pj + cost.dram_energy_pj);
}

TEST(CostTest, TinyGemmTiledOrders) {
  const Spec spec = load("tiny_4x4_int8");
  const LayerShape layer = gemm(8, 8, 8);
  // tile_n = tile_k = 4: Tpix = 2, Tk = 2, Tc = 1. Per tile A = 8, B = 4, L = 4:
  // 2*1*max(4, 4) + 4 + 4 - 1 = 15 cycles, 4 tiles = 60.
  // Input reuse: inputs once (64), weights once per pixel tile (2 * 64), outputs 64;
  // transfers W 2*2 + I 2 + O 4 = 10: the 6 loads' own time, 192/4 + 6*20
  // = 168, and the 4 stores' mean delay of them (4 cycles of bytes each,
  // a 28-cycle load cycle): 4^2/2/28 each.
  LayerCost ir = evaluate(spec, layer, tiles(4, 4, 0, 0, 0, LoopOrder::kInputReuse));
  EXPECT_DOUBLE_EQ(ir.compute_cycles, 60);
  EXPECT_DOUBLE_EQ(ir.dram_read_bytes, 64 + 128);
  const double memory = 168 + 4 * (4.0 * 4 / 2 / 28);
  EXPECT_DOUBLE_EQ(ir.memory_cycles, memory);
  EXPECT_DOUBLE_EQ(ir.cycles, memory);
  // Weight reuse is the mirror image: weights once, inputs once per k tile.
  LayerCost wr = evaluate(spec, layer, tiles(4, 4, 0, 0, 0, LoopOrder::kWeightReuse));
  EXPECT_DOUBLE_EQ(wr.dram_read_bytes, 128 + 64);
  EXPECT_DOUBLE_EQ(wr.memory_cycles, memory);
  // Not double-buffered: compute and memory add.
  LayerCost serial = evaluate(spec, layer, tiles(4, 4, 0, 0, 0, LoopOrder::kInputReuse, false));
  EXPECT_DOUBLE_EQ(serial.cycles, 60 + memory);
  // Partial sums: tile_n = 4, tile_c = 4: Tpix = 2, Tc = 2, Tk = 1, one spill of
  // 64 sums * 4 B = 256 B each way. Reads W 64 + I 64 + 256, writes 64 + 256;
  // transfers W 2 + I 4 + O 2*(1 + 2) = 12, of them 4 stores (2 results, 2
  // spills) and 8 loads: the loads' own time, 384/4 + 8*20 = 256, and each
  // store's 20 cycles of bytes landing in a load's latency (20 of a
  // 32-cycle cycle): (20*20 - 20^2/2) / 32 each.
  LayerCost ps = evaluate(spec, layer, tiles(4, 0, 4, 0, 0, LoopOrder::kPartialSumSpill));
  EXPECT_DOUBLE_EQ(ps.dram_read_bytes, 384);
  EXPECT_DOUBLE_EQ(ps.dram_write_bytes, 320);
  EXPECT_EQ(ps.dram_transfers, 12);
  EXPECT_EQ(ps.store_transfers, 4);
  EXPECT_DOUBLE_EQ(ps.memory_cycles, 256 + 4 * (20.0 * 20 - 20.0 * 20 / 2) / 32);
}

TEST(CostTest, TinyConv) {
  const Spec spec = load("tiny_4x4_int8");
  // 4 -> 8 channels, 6x6 input, 3x3, no pad: P = Q = 4.
  const LayerShape layer = conv2d({.in_channels = 4, .out_channels = 8, .in_h = 6, .in_w = 6,
                                   .kernel_h = 3, .kernel_w = 3});
  EXPECT_EQ(layer.p, 4);
  EXPECT_EQ(layer.macs(), 8 * 16 * 36);
  // Whole tile: A = 4*9 = 36 (9 row folds), B = 8 (2 col folds), L = 16:
  // 9*2*16 + 4 + 4 - 1 = 295. DRAM W 288 + I 4*6*6 = 144, O 128: the loads'
  // own time, 432/4 + 2*20 = 148, and the store's mean delay: its 32 cycles
  // of bytes overrun a load's latency (20 of a 74-cycle cycle) or, in the
  // load's bytes, its next latency by 12.
  LayerCost whole = evaluate(spec, layer, Mapping{});
  EXPECT_DOUBLE_EQ(whole.compute_cycles, 295);
  EXPECT_DOUBLE_EQ(whole.dram_read_bytes, 432);
  EXPECT_DOUBLE_EQ(whole.memory_cycles, 148 + (20.0 * 32 - 20.0 * 20 / 2 + 54 * 12) / 74);
  EXPECT_DOUBLE_EQ(whole.cycles, 295);
  EXPECT_EQ(whole.bound, Bound::kCompute);
  // tile_p = 2: two row tiles each reading 2 + 2 = 4 input rows (halo re-read):
  // inputs 4 ch * 8 rows * 6 cols = 192. DRAM 288 + 192 + 128 = 608, transfers
  // W 1 + I 2 + O 2 = 5: 3 loads, 480/4 + 60 = 180, and 2 stores of 16
  // cycles' bytes, 16^2/2/60 each.
  // Compute L = 8 per tile, 2 tiles:
  // 2 * (9*2*8 + 4 + 4 - 1) = 302.
  LayerCost rows = evaluate(spec, layer, tiles(0, 0, 0, 2, 0, LoopOrder::kWeightReuse));
  EXPECT_DOUBLE_EQ(rows.dram_read_bytes, 288 + 192);
  EXPECT_DOUBLE_EQ(rows.memory_cycles, 180 + 2 * (16.0 * 16 / 2 / 60));
  EXPECT_DOUBLE_EQ(rows.compute_cycles, 302);
}

// edge_16x16_int8: 16x16 WS, 16 B/cycle, 100 cycles latency, 4 transfers in flight.
TEST(CostTest, EdgeConvAndGemm) {
  const Spec spec = load("edge_16x16_int8");
  const LayerShape conv = conv2d({.in_channels = 16, .out_channels = 32, .in_h = 10, .in_w = 10,
                                  .kernel_h = 3, .kernel_w = 3});
  // A = 144 (9 folds), B = 32 (2 folds), L = 64 as 8 output rows of 8
  // pixels, 10 buffer rows apart in the window: a fold's first COMPUTE
  // preloads 16 rows, so it streams two output rows (10 + 8 = 18 rows, the
  // window's 2 junk columns between) and the other 6 follow one each: 18 +
  // 6*8 = 66 a fold (one row per run: 16 + 7*8 = 72). 9*2*66 + 16 + 16 - 1 = 1219.
  // DRAM W 4608 + I 1600 + O 2048 = 8256 in 3 transfers: 8256/16 + 3*100 =
  // 816 one at a time; 4 in flight share it (204) but the first and the
  // last latency stay exposed: 516 + 2*100 = 716.
  LayerCost c = evaluate(spec, conv, Mapping{});
  EXPECT_DOUBLE_EQ(c.compute_cycles, 1219);
  EXPECT_DOUBLE_EQ(c.memory_cycles, 716);
  EXPECT_DOUBLE_EQ(c.cycles, 1219);
  // Lower bound: 294912 MACs / 256 = 1152 > 8256/16 = 516.
  EXPECT_DOUBLE_EQ(lowerBoundCycles(spec, conv), 1152);
  // GEMM 64^3: A = B = L = 64, 4 folds each way: 16*64 + 16 + 16 - 1 = 1055;
  // DRAM 3 * 4096 = 12288: 12288/16 + 2*100 = 968.
  LayerCost g = evaluate(spec, gemm(64, 64, 64), Mapping{});
  EXPECT_DOUBLE_EQ(g.compute_cycles, 1055);
  EXPECT_DOUBLE_EQ(g.memory_cycles, 968);
  EXPECT_DOUBLE_EQ(lowerBoundCycles(spec, gemm(64, 64, 64)), 1024);
}

// An array kernel's chain runs on rows of one k fold: on edge_8x32_int8 a
// row of 32 sums takes two beats of the 16 lanes, 16 elements a cycle,
// where a vector-only kernel's row holds 8 (the PE rows). On edge_16x16_int8
// both are 16 a cycle.
TEST(CostTest, AnArrayKernelsChainMovesTheLanesACycle) {
  const Spec wide = load("edge_8x32_int8");
  EXPECT_DOUBLE_EQ(arrayVectorCycles(wide, 3200, 3), 3 * 200.0);
  EXPECT_DOUBLE_EQ(vectorCycles(wide, 3200, 3), 3 * 400.0);
  EXPECT_DOUBLE_EQ(arrayVectorCycles(wide, 3201, 1), 201.0);
  const Spec square = load("edge_16x16_int8");
  EXPECT_DOUBLE_EQ(arrayVectorCycles(square, 3200, 3), vectorCycles(square, 3200, 3));
  // A kernel of 16 output channels on tpu_v1_like's 256 columns fills 16
  // of 256 lanes: a row, and a cycle, a pixel (MobileNetV2's 32 -> 16
  // projection: 784-pixel tiles, 784 cycles a pass, as simulated).
  const Spec tpu = load("tpu_v1_like");
  EXPECT_DOUBLE_EQ(arrayVectorCycles(tpu, 784 * 16, 2, 16), 2 * 784.0);
  EXPECT_DOUBLE_EQ(arrayVectorCycles(tpu, 784 * 256, 2, 256), arrayVectorCycles(tpu, 784 * 256, 2));
}

// The pipeline's end passes over the last fold's sums the way the chain
// does: on tpu_v1_like a 64-column tile's sums are rows of 64 in 256 lanes,
// a row a pixel (BERT's q projection: 128 pixels, bias_add and requantize,
// 256 cycles simulated). A memory-bound kernel's exposed end is then the
// fill and drain of the rows and columns the last tile occupies (256 + 64 -
// 1 = 319; the whole array's 511 with 256 columns), the two passes (2 x 128)
// and the last fold's stream (128).
TEST(CostTest, ThePipelinesEndTakesARowAPixelBelowAFold) {
  const Spec tpu = load("tpu_v1_like");
  const PipelineEnds ends =
      pipelineEnds(tpu, gemm(128, 256, 256), tiles(128, 64, 256, 1, 1, LoopOrder::kInputReuse), 2);
  EXPECT_DOUBLE_EQ(ends.epilogue_memory, 319.0 + 2 * 128.0 + 128.0);
  // A fold as wide as the lanes: a row carries 256 sums.
  const PipelineEnds wide =
      pipelineEnds(tpu, gemm(128, 256, 256), tiles(128, 256, 256, 1, 1, LoopOrder::kInputReuse), 2);
  EXPECT_DOUBLE_EQ(wide.epilogue_memory, 511.0 + 2 * 128.0 + 128.0);
  // On edge_16x16_int8 a 64-channel tile is 4 folds of 16: its vector group
  // waits for its last COMPUTE, so both passes run over all four (2 x 512).
  const Spec edge = load("edge_16x16_int8");
  const PipelineEnds square =
      pipelineEnds(edge, gemm(128, 64, 64), tiles(128, 64, 64, 1, 1, LoopOrder::kInputReuse), 2);
  EXPECT_DOUBLE_EQ(square.epilogue_memory, 31.0 + 2 * 512.0 + 128.0 * 4);
  // A kernel of one tile: its compute time holds the fill and drain of the
  // rows and columns it occupies, so the compute stream's end adds only the
  // rest of the array's (none when it fills the array); with more tiles the
  // last tile's drain is exposed.
  const double store = 100.0 + 128.0 * 256 / 42.9;  // latency + the fold's bytes over tpu_v1_like's bandwidth
  EXPECT_NEAR(wide.epilogue, 2 * 128.0 + store, 1e-9);
  const PipelineEnds two =
      pipelineEnds(tpu, gemm(256, 256, 256), tiles(128, 256, 256, 1, 1, LoopOrder::kInputReuse), 2);
  EXPECT_NEAR(two.epilogue, 511.0 + 2 * 128.0 + store, 1e-9);
  // One pixel of 144 channels in 9 folds (EfficientNet-B0's SE `fc2` on
  // edge_16x16_int8): a bias_add a fold, then a STORE of all 144 bytes (a
  // latency and 9 cycles at 16 bytes a cycle), 118 cycles as simulated.
  const PipelineEnds se = pipelineEnds(edge, gemm(1, 144, 6), tiles(1, 144, 6, 1, 1, LoopOrder::kWeightReuse), 1);
  EXPECT_DOUBLE_EQ(se.epilogue, 9.0 + 100.0 + 144.0 / 16.0);
  // One pixel of 1,152 channels from 48 in k tiles of 768 (EfficientNet-B0's
  // SE `fc2` on tpu_v1_like): no output slot waits for a STORE of 768 bytes
  // (18 cycles), so the end drains the PEs the last COMPUTE occupies: 48
  // rows and the last k tile's (384 channels) last fold of 128 columns.
  const PipelineEnds fc2 = pipelineEnds(tpu, gemm(1, 1152, 48), tiles(1, 768, 48, 1, 1, LoopOrder::kWeightReuse), 1);
  EXPECT_NEAR(fc2.epilogue, (48.0 + 128 - 1) + 3 + 100.0 + 768 / 42.9, 1e-9);
  // A STORE longer than the whole array's fill and drain keeps it: 196
  // pixels of a 192-channel tile (MobileNetV2's 64 -> 384 expansion on 14 x 14).
  const PipelineEnds expansion =
      pipelineEnds(tpu, gemm(196, 384, 64), tiles(196, 192, 64, 1, 1, LoopOrder::kWeightReuse), 1);
  EXPECT_NEAR(expansion.epilogue, 511.0 + 196 + 100.0 + 196.0 * 192 / 42.9, 1e-9);
}

TEST(CostTest, Int4MovesHalfTheBytesOfInt8) {
  const Spec int8 = load("edge_16x16_int8");
  const Spec int4 = load("edge_16x16_int4");
  const LayerShape layer = conv2d({.in_channels = 64, .out_channels = 64, .in_h = 28, .in_w = 28,
                                   .kernel_h = 3, .kernel_w = 3, .pad = 1});
  for (LoopOrder order : {LoopOrder::kWeightReuse, LoopOrder::kInputReuse}) {
    const Mapping m = tiles(1, 32, 0, 7, 0, order);
    const LayerCost a = evaluate(int8, layer, m), b = evaluate(int4, layer, m);
    EXPECT_DOUBLE_EQ(b.dram_read_bytes * 2, a.dram_read_bytes);
    EXPECT_DOUBLE_EQ(b.dram_write_bytes * 2, a.dram_write_bytes);
  }
}

TEST(CostTest, LayerStoredNarrowerMovesItsDramBytesOnly) {
  // Per-layer precision: a 4-bit layer on the int8 datapath moves the DRAM
  // bytes the int4 hardware moves, while the buffers, the array and the MACs
  // stay the int8 hardware's (the DMA widens operands on their way in).
  const Spec int8 = load("edge_16x16_int8");
  const Spec int4 = load("edge_16x16_int4");
  const LayerShape layer =
      conv2d({.in_channels = 64, .out_channels = 64, .in_h = 28, .in_w = 28, .kernel_h = 3, .kernel_w = 3, .pad = 1});
  LayerShape packed = layer;
  packed.weight_dram_bits = packed.input_dram_bits = packed.output_dram_bits = 4;
  for (LoopOrder order : {LoopOrder::kWeightReuse, LoopOrder::kInputReuse, LoopOrder::kPartialSumSpill}) {
    const Mapping m = tiles(1, 32, 16, 7, 0, order);
    const LayerCost wide = evaluate(int8, layer, m), narrow = evaluate(int8, packed, m);
    const LayerCost int4_hw = evaluate(int4, layer, m);
    // Partial sums spill at the accumulator's width on both datapaths (int32): the same bytes.
    EXPECT_DOUBLE_EQ(narrow.dram_read_bytes, int4_hw.dram_read_bytes);
    EXPECT_DOUBLE_EQ(narrow.dram_write_bytes, int4_hw.dram_write_bytes);
    EXPECT_LT(narrow.dram_read_bytes, wide.dram_read_bytes);
    EXPECT_DOUBLE_EQ(narrow.dram_energy_pj,
                     (narrow.dram_read_bytes + narrow.dram_write_bytes) * int8.params().dram.energy_pj_per_byte);
    EXPECT_DOUBLE_EQ(narrow.compute_cycles, wide.compute_cycles);
    EXPECT_DOUBLE_EQ(narrow.mac_energy_pj, wide.mac_energy_pj);
    EXPECT_DOUBLE_EQ(narrow.buffer_read_bytes, wide.buffer_read_bytes);
    EXPECT_DOUBLE_EQ(narrow.buffer_write_bytes, wide.buffer_write_bytes);
    EXPECT_DOUBLE_EQ(narrow.sram_energy_pj, wide.sram_energy_pj);
    EXPECT_EQ(narrow.fits, wide.fits);
    EXPECT_LE(narrow.memory_cycles, wide.memory_cycles);
  }
  // Weights stored at 4 bits: half the int8 layer's stored weight bytes.
  EXPECT_DOUBLE_EQ(storedWeightBytes(int8, packed) * 2, storedWeightBytes(int8, layer));
  EXPECT_LE(lowerBoundCycles(int8, packed), lowerBoundCycles(int8, layer));
}

TEST(CostTest, OverflowNamesBufferAndBytes) {
  const Spec spec = load("tiny_4x4_int8");
  // Whole 64x64x64 GEMM: the input tile is 64*64 = 4096 B, half of 4 KiB is 2048.
  LayerCost in = evaluate(spec, gemm(64, 64, 64), Mapping{});
  EXPECT_FALSE(in.fits);
  EXPECT_EQ(in.overflow_buffer, BufferKind::kInput);
  EXPECT_DOUBLE_EQ(in.overflow_needed_bytes, 4096);
  EXPECT_DOUBLE_EQ(in.overflow_available_bytes, 2048);
  // One row at a time: inputs 64 B fit, weights 4096 B do not.
  LayerCost w = evaluate(spec, gemm(64, 64, 64), tiles(1, 0, 0, 0, 0, LoopOrder::kWeightReuse));
  EXPECT_FALSE(w.fits);
  EXPECT_EQ(w.overflow_buffer, BufferKind::kWeight);
  EXPECT_DOUBLE_EQ(w.overflow_needed_bytes, 4096);
  // Single-buffered, the whole 4 KiB is available: 64*64 weights fit; sums 16*64*4 = 4096 fit.
  LayerCost single = evaluate(spec, gemm(64, 64, 64), tiles(16, 0, 0, 0, 0, LoopOrder::kWeightReuse, false));
  EXPECT_TRUE(single.fits);
}

TEST(CostTest, SparseWeightsSkipAndGate) {
  const Spec sparse = load("edge_16x16_int8_sparse24");
  LayerShape layer = gemm(64, 64, 64);
  const LayerCost dense = evaluate(sparse, layer, Mapping{});
  layer.weight_density = 0.5;
  const LayerCost pruned = evaluate(sparse, layer, Mapping{});
  EXPECT_DOUBLE_EQ(pruned.effective_macs, dense.effective_macs / 2);
  // A = 32 on rows: 2 folds: 2*4*64 + 16 + 16 - 1 = 543 vs 4*4*64 + 31 = 1055 dense.
  EXPECT_DOUBLE_EQ(dense.compute_cycles, 1055);
  EXPECT_DOUBLE_EQ(pruned.compute_cycles, 543);
  EXPECT_DOUBLE_EQ(pruned.mac_energy_pj * 2, dense.mac_energy_pj);
  // The roofline counts performed operations, so skipping never climbs above the compute roof.
  EXPECT_DOUBLE_EQ(pruned.attained_ops_per_second,
                   2 * pruned.effective_macs / (pruned.cycles / (sparse.params().clock_mhz * 1e6)));
  // 2:4 storage: half the weights, each with a 2-bit index: 4096 * 0.5 * 1.25 = 2560 B.
  EXPECT_DOUBLE_EQ(storedWeightBytes(sparse, layer), 2560);
  // Dense hardware ignores the density for cycles.
  const Spec plain = load("edge_16x16_int8");
  EXPECT_DOUBLE_EQ(evaluate(plain, layer, Mapping{}).compute_cycles, 1055);
}

LayerShape randomLayer(std::mt19937& rng) {
  auto pick = [&](std::int64_t lo, std::int64_t hi) {
    return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
  };
  LayerShape l;
  l.n = pick(1, 4);
  l.k = pick(1, 300);
  l.c = pick(1, 300);
  l.g = pick(1, 3);
  l.p = pick(1, 30);
  l.q = pick(1, 30);
  l.r = l.s = pick(1, 2) * 2 - 1;
  l.stride_h = l.stride_w = pick(1, 2);
  l.weight_density = pick(1, 4) / 4.0;
  return l;
}

Mapping randomMapping(std::mt19937& rng, const LayerShape& l) {
  auto pick = [&](std::int64_t hi) { return std::uniform_int_distribution<std::int64_t>(0, hi)(rng); };
  return Mapping{.tile_n = pick(l.n), .tile_k = pick(l.k), .tile_c = pick(l.c), .tile_p = pick(l.p),
                 .tile_q = pick(l.q), .order = static_cast<LoopOrder>(pick(2)), .double_buffered = pick(1) == 1};
}

TEST(CostTest, LowerBoundNeverExceedsEvaluatedCycles) {
  std::mt19937 rng(1234);
  for (const char* name : {"tiny_4x4_int8", "edge_16x16_int8", "edge_16x16_int4", "edge_16x16_int8_sparse24",
                           "scalesim_32x32_os", "scalesim_32x32_ws", "tpu_v1_like", "edge_16x16_fp16"}) {
    const Spec spec = load(name);
    for (int i = 0; i < 2000; ++i) {
      const LayerShape layer = randomLayer(rng);
      const Mapping mapping = randomMapping(rng, layer);
      const LayerCost cost = evaluate(spec, layer, mapping);
      ASSERT_LE(lowerBoundCycles(spec, layer), cost.cycles * (1 + 1e-12)) << name << " iteration " << i;
      ASSERT_LE(cost.utilization, 1 + 1e-12);
    }
  }
}

TEST(CostTest, BiggerArraySlowerOnlyByPipelineDepth) {
  // Each pair: (edit giving the smaller array, edit giving the bigger one) of one config.
  const std::string os = "rows: 32\n  cols: 32\n  dataflow: output_stationary";
  const struct { const char* config; std::string from, small, big; } cases[] = {
      {"edge_16x16_int8", "rows: 16\n  cols: 16", "rows: 16\n  cols: 16", "rows: 32\n  cols: 16"},
      {"edge_16x16_int8", "rows: 16\n  cols: 16", "rows: 16\n  cols: 16", "rows: 16\n  cols: 64"},
      {"scalesim_32x32_os", os, os, "rows: 64\n  cols: 64\n  dataflow: output_stationary"},
      {"scalesim_32x32_os", os, "rows: 32\n  cols: 32\n  dataflow: input_stationary",
       "rows: 64\n  cols: 32\n  dataflow: input_stationary"},
  };
  std::mt19937 rng(99);
  for (const auto& c : cases) {
    const Spec small = loadEdited(c.config, c.from, c.small);
    const Spec big = loadEdited(c.config, c.from, c.big);
    for (int i = 0; i < 3000; ++i) {
      const LayerShape layer = randomLayer(rng);
      const Mapping mapping = randomMapping(rng, layer);
      // Fewer folds never cost more; only the deeper pipeline's fill and drain
      // may, by at most (extra rows + extra cols) cycles per tile (cost.cpp).
      const auto tilesOf = [&](std::int64_t dim, std::int64_t tile) {
        return tile <= 0 || tile >= dim ? 1.0 : static_cast<double>((dim + tile - 1) / tile);
      };
      const double tile_count = static_cast<double>(layer.g) * tilesOf(layer.n, mapping.tile_n) *
                                tilesOf(layer.k, mapping.tile_k) * tilesOf(layer.c, mapping.tile_c) *
                                tilesOf(layer.p, mapping.tile_p) * tilesOf(layer.q, mapping.tile_q);
      const auto& sa = small.params().pe_array;
      const auto& ba = big.params().pe_array;
      const double deeper = static_cast<double>((ba.rows - sa.rows) + (ba.cols - sa.cols));
      ASSERT_LE(evaluate(big, layer, mapping).compute_cycles,
                evaluate(small, layer, mapping).compute_cycles + tile_count * deeper)
          << c.config << " -> " << c.big << " iteration " << i;
    }
  }
}

TEST(CostTest, MoreBandwidthNeverMoreMemoryCycles) {
  const Spec base = load("edge_16x16_int8");
  const Spec wide = loadEdited("edge_16x16_int8", "bytes_per_cycle: 16", "bytes_per_cycle: 24");
  std::mt19937 rng(7);
  for (int i = 0; i < 3000; ++i) {
    const LayerShape layer = randomLayer(rng);
    const Mapping mapping = randomMapping(rng, layer);
    ASSERT_LE(evaluate(wide, layer, mapping).memory_cycles, evaluate(base, layer, mapping).memory_cycles);
  }
}

}  // namespace
}  // namespace tessera::hw::model
