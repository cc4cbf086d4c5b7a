// The timing rule (hw/model/timing.h): each instruction's issue interval and
// latency, and the analytical model's compute cycles equal to the sum, over
// every tile and fold it enumerates one by one, of the COMPUTE timing the
// scheduler, the checker and the simulator use.
#include "hw/model/timing.h"

#include <algorithm>
#include <gtest/gtest.h>

#include <random>

#include "hw/model/cost.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::hw::model {
namespace {

using testing::editedConfig;
using testing::loadConfig;

isa::Instruction transfer(isa::Opcode opcode, BufferKind buffer, std::uint64_t rows, std::uint64_t elements) {
  isa::Instruction in;
  in.opcode = opcode;
  in.transfer = {.buffer = buffer, .rows = rows, .elements = elements, .dram_stride_bytes = 64, .planes = 1};
  return in;
}

isa::Instruction compute(std::uint64_t depth, std::uint64_t rows, std::uint64_t cols, bool preload) {
  isa::Instruction in;
  in.opcode = isa::Opcode::kCompute;
  in.compute = {.tile_rows = rows, .tile_cols = cols, .depth = depth, .preload_weights = preload};
  return in;
}

// tiny_4x4_int8: 20 cycles DRAM latency, 4 bytes per cycle, int8 operands, int32 sums, WS.
TEST(Timing, EachInstructionFollowsItsUnitsRule) {
  const Spec tiny = loadConfig("tiny_4x4_int8");
  // 3 rows of 4 int8 weights: 12 bytes -> 20 + 3.
  EXPECT_EQ(instructionTiming(tiny, transfer(isa::Opcode::kLoad, BufferKind::kWeight, 3, 4)), (UnitTiming{23, 23}));
  // A LOAD into the accumulator buffer moves int32: 48 bytes -> 20 + 12; a STORE moves int8.
  EXPECT_EQ(instructionTiming(tiny, transfer(isa::Opcode::kLoad, BufferKind::kOutput, 3, 4)), (UnitTiming{32, 32}));
  EXPECT_EQ(instructionTiming(tiny, transfer(isa::Opcode::kStore, BufferKind::kOutput, 3, 4)), (UnitTiming{23, 23}));
  // 5 bytes round up to 2 cycles; an empty transfer takes 1.
  EXPECT_EQ(instructionTiming(tiny, transfer(isa::Opcode::kLoad, BufferKind::kInput, 1, 5)), (UnitTiming{22, 22}));
  EXPECT_EQ(instructionTiming(tiny, transfer(isa::Opcode::kLoad, BufferKind::kInput, 0, 5)), (UnitTiming{1, 1}));
  // WS: busy max(depth, rows preloaded), results a fill/drain (rows + cols - 1) later.
  EXPECT_EQ(instructionTiming(tiny, compute(10, 4, 3, true)), (UnitTiming{10, 16}));
  EXPECT_EQ(instructionTiming(tiny, compute(2, 4, 3, true)), (UnitTiming{4, 10}));
  EXPECT_EQ(instructionTiming(tiny, compute(2, 4, 3, false)), (UnitTiming{2, 8}));
  // OS: the sums drain before the next tile starts.
  const Spec os = editedConfig("tiny_4x4_int8", "dataflow: weight_stationary", "dataflow: output_stationary");
  EXPECT_EQ(instructionTiming(os, compute(10, 4, 3, true)), (UnitTiming{16, 16}));
  isa::Instruction vector;
  vector.opcode = isa::Opcode::kVector;
  vector.vector.count = 7;
  EXPECT_EQ(instructionTiming(tiny, vector), (UnitTiming{7, 7}));
  EXPECT_EQ(instructionTiming(tiny, isa::Instruction{}), (UnitTiming{1, 1}));
}

/// A split of `dim` into tiles of `tile` (<= 0 or > dim: one tile), as sizes.
std::vector<std::int64_t> tileSizes(std::int64_t dim, std::int64_t tile) {
  if (tile <= 0 || tile > dim) tile = dim;
  std::vector<std::int64_t> out;
  for (std::int64_t at = 0; at < dim; at += tile) out.push_back(std::min(tile, dim - at));
  return out;
}

/// The rows of each fold of a reduction tile of `c` channels on `R` rows, as
/// a Program folds it: a 1x1 kernel's channels R at a time; a spatial kernel
/// tap by tap (R channels at a time), or, with every channel of a one-group
/// layer in the tile and 2c <= R, consecutive taps of a kernel row (at most
/// R / c, spread evenly) per fold. Whole-byte activations (int8 configs).
std::vector<std::int64_t> reductionFolds(const LayerShape& layer, std::int64_t c, std::int64_t R) {
  std::vector<std::int64_t> folds;
  if (layer.r * layer.s == 1) return tileSizes(c, R);
  const std::int64_t most = std::min(R / c, layer.s);
  if (layer.g == 1 && c == layer.c && layer.s > 1 && layer.dilation_w == 1 && 2 * c <= R && most > 1) {
    const std::int64_t groups = (layer.s + most - 1) / most, taps = (layer.s + groups - 1) / groups;
    for (std::int64_t r = 0; r < layer.r; ++r)
      for (std::int64_t s0 = 0; s0 < layer.s; s0 += taps) folds.push_back(std::min(taps, layer.s - s0) * c);
    return folds;
  }
  for (std::int64_t tap = 0; tap < layer.r * layer.s; ++tap)
    for (std::int64_t rows : tileSizes(c, R)) folds.push_back(rows);
  return folds;
}

/// A streamed operand: `l` vectors; for a weight-stationary pixel tile,
/// `lines` output rows of `line` pixels, `pitch` buffer rows apart.
struct Stream {
  std::int64_t l = 0, line = 0, lines = 1, pitch = 0;
};

/// The busy cycles of one fold of `rows` x `cols` through instructionTiming.
/// Weight-stationary: the fold's pixel tile runs as COMPUTEs of whole output
/// rows, the first preloading; the cheapest of a first run of m rows (m = 1:
/// every run one row; junk columns between a run's rows) and one row per
/// later run, tried for every m.
std::int64_t foldBusy(const Spec& spec, std::int64_t rows, std::int64_t cols, const Stream& s) {
  auto run = [&](std::int64_t depth, bool preload) {
    return instructionTiming(spec, compute(static_cast<std::uint64_t>(depth), static_cast<std::uint64_t>(rows),
                                           static_cast<std::uint64_t>(cols), preload)).issue;
  };
  if (spec.params().pe_array.dataflow != Dataflow::kWeightStationary || s.pitch == 0) return run(s.l, true);
  std::int64_t best = -1;
  for (std::int64_t m = 1; m <= s.lines; ++m) {
    std::int64_t busy = run((m - 1) * s.pitch + s.line, true);
    for (std::int64_t later = m; later < s.lines; ++later) busy += run(s.line, false);
    if (best < 0 || busy < best) best = busy;
  }
  return best;
}

/// The array's cycles for one tile whose folds on the rows occupy `a`
/// rows each, B on cols and the stream `l`, fold by fold: stationary
/// dataflows overlap the folds and fill/drain once (the largest fold),
/// output-stationary pays it per fold.
std::int64_t tileCycles(const Spec& spec, const std::vector<std::int64_t>& a, std::int64_t b, const Stream& l) {
  const std::int64_t C = spec.params().pe_array.cols;
  const bool os = spec.params().pe_array.dataflow == Dataflow::kOutputStationary;
  std::int64_t busy = 0;
  for (std::int64_t rows : a)
    for (std::int64_t cols : tileSizes(b, C)) busy += foldBusy(spec, rows, cols, l);
  return os ? busy : busy + fillDrainCycles(*std::max_element(a.begin(), a.end()), std::min(b, C));
}

TEST(Timing, AnalyticalComputeIsTheSumOfEveryFoldsTiming) {
  const std::vector<Spec> specs = {
      loadConfig("tiny_4x4_int8"), loadConfig("scalesim_32x32_os"), loadConfig("scalesim_32x32_ws"),
      editedConfig("tiny_4x4_int8", "dataflow: weight_stationary", "dataflow: input_stationary"),
      editedConfig("tiny_4x4_int8", "dataflow: weight_stationary", "dataflow: output_stationary")};
  std::mt19937 rng(5);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const LayerShape layer = conv2d({.batch = pick(1, 2), .in_channels = pick(1, 40), .out_channels = pick(1, 70), .in_h = pick(3, 12),
                               .in_w = pick(3, 12), .kernel_h = pick(1, 3), .kernel_w = pick(1, 3), .pad = pick(0, 1)});
    const Mapping mapping{.tile_n = pick(0, 2), .tile_k = pick(0, 40), .tile_c = pick(0, 30), .tile_p = pick(0, 8),
                          .tile_q = pick(0, 8)};
    for (const Spec& spec : specs) {
      std::int64_t expected = 0;
      for (std::int64_t n : tileSizes(layer.n, mapping.tile_n))
        for (std::int64_t k : tileSizes(layer.k, mapping.tile_k))
          for (std::int64_t c : tileSizes(layer.c, mapping.tile_c))
            for (std::int64_t p : tileSizes(layer.p, mapping.tile_p))
              for (std::int64_t q : tileSizes(layer.q, mapping.tile_q)) {
                const std::int64_t R = spec.params().pe_array.rows, pixels = n * p * q;
                switch (spec.params().pe_array.dataflow) {
                  case Dataflow::kWeightStationary: {
                    // The window's rows: a stride-phase row holds every stride-th column.
                    const std::int64_t pitch = (layer.inputColsFor(q) + layer.stride_w - 1) / layer.stride_w;
                    expected += tileCycles(spec, reductionFolds(layer, c, R), k, {pixels, q, n * p, pitch});
                    break;
                  }
                  case Dataflow::kOutputStationary:
                    expected += tileCycles(spec, tileSizes(pixels, R), k, {c * layer.r * layer.s});
                    break;
                  case Dataflow::kInputStationary:
                    // Input-stationary: pixels on the columns, k streamed.
                    expected += tileCycles(spec, reductionFolds(layer, c, R), pixels, {k});
                    break;
                }
              }
      expected *= layer.g;
      ASSERT_EQ(evaluate(spec, layer, mapping).compute_cycles, static_cast<double>(expected))
          << name(spec.params().pe_array.dataflow) << " trial " << trial;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 1500);
}

TEST(Timing, DramTimeInAggregateIsBytesOverBandwidthPlusALatencyPerTransfer) {
  const Spec tiny = loadConfig("tiny_4x4_int8");
  EXPECT_DOUBLE_EQ(dramCycles(tiny, 10, 3, 0, 0), 10.0 / 4 + 3 * 20);
  // One at a time on each channel, the bytes sharing the bus: the channel
  // with more transfers waits out its latencies and moves its bytes, and
  // each transfer of the other delays it by its mean over a uniform phase.
  // 4 LOADs of 8 bytes (2 cycles; a 22-cycle cycle) and 2 STOREs of 40
  // bytes (10 cycles): landing in a LOAD's latency, they overrun it by
  // 10^2/2/22 on average; in its bytes they move under the next latency.
  EXPECT_DOUBLE_EQ(dramCycles(tiny, 32 + 80, 6, 2, 80), 32.0 / 4 + 4 * 20 + 2 * (10.0 * 10 / 2) / 22);
  // STOREs of 120 bytes (30 cycles) exceed the latency either way.
  EXPECT_DOUBLE_EQ(dramCycles(tiny, 32 + 240, 6, 2, 240),
                   32.0 / 4 + 4 * 20 + 2 * (20.0 * 30 - 20.0 * 20 / 2 + 2.0 * (30 - 20)) / 22);
  // More STOREs than LOADs: the STOREs are the busy channel.
  EXPECT_DOUBLE_EQ(dramCycles(tiny, 2 + 8, 5, 4, 8), 8.0 / 4 + 4 * 20 + (0.5 * 0.5 / 2) / 20.5);
  EXPECT_DOUBLE_EQ(dramChannelCycles(tiny, 32, 4, 240, 2), dramCycles(tiny, 32 + 240, 6, 2, 240));
  // One transfer in aggregate is the instruction's time before rounding.
  EXPECT_EQ(transferTiming(tiny, 10).issue, 20 + 3);
  EXPECT_LE(dramCycles(tiny, 10, 1, 0, 0), static_cast<double>(transferTiming(tiny, 10).issue));
}

// With N transfers in flight a channel is busy for the bytes only, the data
// still arrives a latency later; in aggregate the latencies are shared by the
// N in flight, but the first and the last stay exposed.
TEST(Timing, TransfersInFlightShareTheirLatency) {
  const Spec four = editedConfig("tiny_4x4_int8", "  latency_cycles: 20", "  latency_cycles: 20\n  outstanding_transfers: 4");
  EXPECT_EQ(outstandingTransfers(four), 4u);
  EXPECT_EQ(outstandingTransfers(loadConfig("tiny_4x4_int8")), 1u);
  EXPECT_EQ(transferTiming(four, 10), (UnitTiming{3, 20 + 3}));
  EXPECT_EQ(transferTiming(four, 1), (UnitTiming{1, 20 + 1}));
  EXPECT_DOUBLE_EQ(dramCycles(four, 40, 12, 0, 0), (40.0 / 4 + 12 * 20) / 4);  // latencies shared: 62.5
  EXPECT_DOUBLE_EQ(dramCycles(four, 40, 3, 0, 0), 40.0 / 4 + 2 * 20);          // the first and last exposed
  EXPECT_DOUBLE_EQ(dramCycles(four, 40, 1, 0, 0), 40.0 / 4 + 20);
  // Spelling out the default keeps the spec's fingerprint.
  const Spec one = editedConfig("tiny_4x4_int8", "  latency_cycles: 20", "  latency_cycles: 20\n  outstanding_transfers: 1");
  EXPECT_EQ(one.canonicalText(), loadConfig("tiny_4x4_int8").canonicalText());
  EXPECT_NE(four.canonicalText(), one.canonicalText());
}

}  // namespace
}  // namespace tessera::hw::model
