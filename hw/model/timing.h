// The timing rule: how long each unit is busy with a piece of work, and when
// its result is ready, as functions of the spec.
//
// This is the one place that says what an instruction costs in time. The
// analytical model (cost.cpp) sums it over a layer's tiles in closed form,
// the scheduler orders the instruction stream with it, the schedule checker
// replays a Program with it, and the SystemC model times its units with it,
// so a disagreement between two of them can only be a modelling decision
// written down here, never a second copy of a formula.
//
//   transfer (LOAD/STORE)  DRAM latency + bytes / bandwidth, rounded up per
//                          transfer; one latency per transfer, not per plane.
//                          With dram.outstanding_transfers = 1 the channel is
//                          busy for all of it (issue = latency); with N > 1
//                          it is busy for the bytes only (issue = bytes /
//                          bandwidth, at least 1) and a transfer starts only
//                          while fewer than N of its channel's are in flight
//                          (started, not yet completed): the latency of up
//                          to N transfers overlaps (TransferWindow). The
//                          two channels share the DRAM's data bus: a transfer
//                          holds it for its bytes (dramBusCycles; the rule
//                          is in banks.h with the bank ports).
//   array (COMPUTE)        weight-/input-stationary: the next tile's stationary
//                          operand shifts in (one row per cycle) while this one
//                          streams, so the array is busy max(depth, rows
//                          preloaded) and the pipeline's fill/drain
//                          (rows + cols - 1) only delays the results;
//                          output-stationary: the sums drain before the next
//                          tile, so busy = ready = depth + rows + cols - 1.
//   vector (VECTOR)        one row per cycle: `count` rows (at least 1).
// In aggregate (cost.cpp), DRAM time is bytes / bandwidth + latency per
// transfer without the per-transfer rounding (one at a time, the busier
// channel's latencies less those the other's bytes hide:
// serialDramCycles), shared by N transfers in flight
// but never less than the bytes' time plus two latencies (dramCycles):
// the model's transfers are averages over tiles, not single instructions.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "hw/isa/isa.h"
#include "hw/spec/spec.h"

namespace tessera::hw::model {

/// Time of one piece of work on its unit: `issue` cycles the unit is busy
/// before it can start the next, `latency` cycles until the results are
/// visible (tokens pushed). latency >= issue; a unit completes in order.
struct UnitTiming {
  std::int64_t issue = 1;
  std::int64_t latency = 1;
  bool operator==(const UnitTiming&) const = default;
};

/// Cycles from the first input entering a rows x cols (sub-)array to the last result leaving it, beyond the stream.
inline std::int64_t fillDrainCycles(std::int64_t rows, std::int64_t cols) { return rows + cols - 1; }

/// One array tile: `depth` vectors streamed through `rows` x `cols` PEs;
/// `preload`: the tile's stationary operand (`rows` rows) shifts in first.
inline UnitTiming computeTiming(Dataflow dataflow, std::int64_t depth, std::int64_t rows, std::int64_t cols,
                                bool preload) {
  if (depth == 0) return {};
  const std::int64_t fill_drain = fillDrainCycles(rows, cols);
  if (dataflow == Dataflow::kOutputStationary) return {depth + fill_drain, depth + fill_drain};
  const std::int64_t issue = std::max(depth, preload ? rows : 0);
  return {issue, issue + fill_drain};
}

/// A weight-stationary step that preloads `rows` rows and streams `lines`
/// output rows of `line` pixels, `pitch` >= line buffer rows apart in the
/// input window: its first COMPUTE covers the first `lead` rows (the
/// window's junk columns between them) and carries the preload, busy
/// max(depth, rows); every later row is one COMPUTE of `line`. `lead` is the
/// smallest with the fewest `cycles` (codegen's lead runs; the analytical
/// model's fold time).
struct FirstRun {
  std::int64_t lead = 1, cycles = 0;
};
inline FirstRun firstRun(std::int64_t rows, std::int64_t line, std::int64_t lines, std::int64_t pitch) {
  FirstRun best{1, std::max(line, rows) + (lines - 1) * line};
  for (std::int64_t m = 2; m <= lines; ++m) {
    const std::int64_t first = (m - 1) * pitch + line;
    const std::int64_t cycles = std::max(first, rows) + (lines - m) * line;
    if (cycles < best.cycles) best = {m, cycles};
    if (first >= rows) break;  // a longer first run only streams more junk
  }
  return best;
}

/// Taps of one kernel row a buffer row holds when a convolution folds the
/// taps of its width onto the rows ("folded taps": one buffer row, one LOAD
/// row, holds `channels` channels of consecutive pixels): the fewest groups
/// along the width `s`, then the fewest taps per group, at most `most` (the
/// rows and the buffer row hold); 1 when fewer than two fit.
inline std::int64_t foldedTaps(std::int64_t s, std::int64_t most) {
  if (std::min(most, s) <= 1) return 1;
  most = std::min(most, s);
  const std::int64_t groups = (s + most - 1) / most;
  return (s + groups - 1) / groups;
}

/// One DRAM transfer of `bytes` (rounded up to whole cycles): its data is
/// there after latency + bytes / bandwidth; the channel is busy for all of it
/// when it keeps one transfer in flight, else for the bytes only.
inline UnitTiming transferTiming(const Spec& spec, double bytes) {
  const Dram& dram = spec.params().dram;
  const auto data = static_cast<std::int64_t>(std::ceil(bytes / dram.bytes_per_cycle));
  const std::int64_t cycles = dram.latency_cycles + data;
  if (dram.outstanding_transfers <= 1) return {cycles, cycles};
  return {std::max<std::int64_t>(1, data), cycles};
}

/// Cycles a transfer of `bytes` holds the DRAM's data bus, which the LOAD and
/// STORE channels share (hw/model/banks.h, BankPorts): its bytes at the
/// DRAM's bandwidth, rounded up, at least 1. (With one transfer in flight the
/// channel is busy for the latency too; the bus only for the bytes.)
inline std::int64_t dramBusCycles(const Spec& spec, double bytes) {
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(bytes / spec.params().dram.bytes_per_cycle)));
}

/// Transfers a DMA channel (LOAD or STORE) keeps in flight.
inline std::size_t outstandingTransfers(const Spec& spec) {
  return static_cast<std::size_t>(std::max(1, spec.params().dram.outstanding_transfers));
}

/// Instructions `stage` may have in flight (started, not completed) before it
/// starts another: a DMA channel's outstanding transfers when above one, else
/// no limit (one transfer in flight is already the rule's issue = latency).
inline std::size_t transferWindow(const Spec& spec, isa::Stage stage) {
  const std::size_t n = outstandingTransfers(spec);
  const bool dma = stage == isa::Stage::kLoad || stage == isa::Stage::kStore;
  return dma && n > 1 ? n : std::numeric_limits<std::size_t>::max();
}

/// transferWindow of every stage, indexed by isa::Stage.
inline std::array<std::size_t, 4> transferWindows(const Spec& spec) {
  std::array<std::size_t, 4> w{};
  for (std::size_t s = 0; s < w.size(); ++s) w[s] = transferWindow(spec, static_cast<isa::Stage>(s));
  return w;
}

/// DRAM time of `loads` LOADs moving `load_bytes` and `stores` STOREs moving
/// `store_bytes` with one transfer in flight a channel, in aggregate. The
/// channel with more transfers (the busy one) waits out each of its
/// latencies and moves its bytes; each transfer of the other arrives at a
/// point of the busy channel's cycle (a latency, then the bytes) that
/// nothing aligns, so the rule takes its mean over a uniform phase. Its
/// bytes want the bus a latency after it starts: in the busy transfer's
/// bytes, they wait for them and then move under the next transfer's
/// latency, delaying it by what they exceed the latency by; in its latency,
/// they take the bus and delay its bytes by what they overrun the latency
/// by. Never less than either channel's own time or the bus's. (ResNet-50's
/// `layer1.0/conv3` on scalesim_32x32_ws, 234 LOADs and 224 STOREs of 359
/// cycles' bytes, simulates in 124,144 cycles; the bytes and the busier
/// channel's latencies were 146,192, this rule gives 127,084. Counting each
/// STORE as hiding a whole latency gave 123,163 but MobileNetV2's stem,
/// whose STOREs start where its short LOADs do, 1.14x under; with the
/// phase 1.07x.)
inline double serialDramCycles(const Spec& spec, double load_bytes, double loads, double store_bytes, double stores) {
  const Dram& dram = spec.params().dram;
  const double lat = dram.latency_cycles, bw = dram.bytes_per_cycle;
  const double load_data = load_bytes / bw, store_data = store_bytes / bw;
  // The busy channel's n transfers of `busy` bytes' time in all, delayed by
  // m others of `others` in all: its time.
  auto delayed = [&](double n, double busy, double m, double others) {
    const double d = n > 0 ? busy / n : 0.0, a = m > 0 ? others / m : 0.0;
    const double in_latency = a >= lat ? lat * a - lat * lat / 2 : a * a / 2;  // integral over the latency's phases
    const double delay = lat + d > 0 ? (in_latency + d * std::max(0.0, a - lat)) / (lat + d) : a;
    return busy + n * lat + m * delay;
  };
  const double busy = loads >= stores ? delayed(loads, load_data, stores, store_data)
                                      : delayed(stores, store_data, loads, load_data);
  return std::max({busy, load_data + store_data, load_data + loads * lat, store_data + stores * lat});
}

/// DRAM time of `transfers` transfers moving `bytes` in all, in aggregate (no
/// per-transfer rounding), `store_transfers` of them STOREs moving
/// `store_bytes`: one at a time, serialDramCycles; N in flight, the bytes'
/// time plus every latency shared by the N, but never less than the bytes'
/// time plus the first and the last transfer's latency (the layer's first
/// LOAD and last STORE wait for DRAM with nothing else in flight).
inline double dramCycles(const Spec& spec, double bytes, double transfers, double store_transfers,
                         double store_bytes) {
  const Dram& dram = spec.params().dram;
  const double data = bytes / dram.bytes_per_cycle;
  const double serial = data + transfers * dram.latency_cycles;
  const double window = static_cast<double>(outstandingTransfers(spec));
  if (window <= 1)
    return serialDramCycles(spec, bytes - store_bytes, transfers - store_transfers, store_bytes, store_transfers);
  return std::max(data + std::min(transfers, 2.0) * dram.latency_cycles, serial / window);
}

/// DRAM time of `loads` LOADs moving `load_bytes` and `stores` STOREs moving
/// `store_bytes`, when each channel keeps its own transfers in flight (a
/// pass with as many STOREs as LOADs): the bus moves both channels' bytes,
/// every transfer holds a place in its channel's window for its latency and
/// its bytes, and the first LOAD's and the last STORE's latencies are
/// exposed. One at a time, serialDramCycles.
inline double dramChannelCycles(const Spec& spec, double load_bytes, double loads, double store_bytes, double stores) {
  const Dram& dram = spec.params().dram;
  const double window = static_cast<double>(outstandingTransfers(spec));
  const double lat = dram.latency_cycles, bw = dram.bytes_per_cycle;
  const double data = (load_bytes + store_bytes) / bw;
  if (window <= 1) return serialDramCycles(spec, load_bytes, loads, store_bytes, stores);
  return std::max({data + std::min(loads + stores, 2.0) * lat, (load_bytes / bw + loads * lat) / window,
                   (store_bytes / bw + stores * lat) / window});
}

/// A layer's cycles from its unit's busy time and its DRAM time: they
/// overlap when the tiles are double-buffered (the next tile loads while this
/// one computes), else they add up.
inline double overlappedCycles(double unit_cycles, double memory_cycles, bool double_buffered) {
  return double_buffered ? std::max(unit_cycles, memory_cycles) : unit_cycles + memory_cycles;
}

/// One VECTOR of `rows` row cycles (count x isa::vectorRowCycles: one cycle
/// a row that fits the lanes and its buffers' rows).
inline UnitTiming vectorTiming(std::int64_t rows) {
  const std::int64_t cycles = std::max<std::int64_t>(1, rows);
  return {cycles, cycles};
}

/// The timing of one instruction on `spec` (HALT and empty transfers: 1 cycle).
UnitTiming instructionTiming(const Spec& spec, const isa::Instruction& instruction);
/// The DRAM bytes a LOAD or STORE moves (0 for other instructions and rows = 0).
double transferBytes(const Spec& spec, const isa::Instruction& instruction);

/// The array's order interlock, weight-/input-stationary (what
/// rtl/tessera_compute_unit.sv does, found by co-simulating it in the SystemC
/// model): a streamed row's sums leave the array `rows` cycles after the row
/// enters (the sums are tapped below the tile's last row), and a tile's rows
/// enter `offset` cycles after it starts (when it preloads more rows than it
/// streams, its stream ends with its weight load). Sums leave in order, so a
/// tile whose first sums would leave at or before the previous tile's last
/// ones (fewer rows than it, after a short stream) starts only once they
/// cannot: a start the per-instruction rule above does not see. The
/// schedule checker and the SystemC model apply it; codegen's scheduler and
/// the closed-form estimate (cost.cpp) do not (a few cycles where tiles shrink).
class ArrayOrder {
 public:
  explicit ArrayOrder(Dataflow dataflow) : dataflow_(dataflow) {}
  /// The earliest cycle tile `next`, ready at `ready`, may start.
  std::int64_t earliestStart(const isa::ComputeFields& next, std::int64_t ready) const {
    if (dataflow_ == Dataflow::kOutputStationary || next.depth == 0) return ready;
    return std::max(ready, last_exit_ - offset(next) - tapRows(next) + 1);
  }
  /// Tile `c` started at `start`.
  void started(const isa::ComputeFields& c, std::int64_t start) {
    if (c.depth == 0) return;
    last_exit_ = std::max(last_exit_, start + offset(c) + static_cast<std::int64_t>(c.depth) - 1 + tapRows(c));
  }

 private:
  static std::int64_t tapRows(const isa::ComputeFields& c) { return std::max<std::int64_t>(1, static_cast<std::int64_t>(c.tile_rows)); }
  std::int64_t offset(const isa::ComputeFields& c) const {
    return dataflow_ != Dataflow::kOutputStationary && c.preload_weights && c.tile_rows > c.depth
               ? static_cast<std::int64_t>(c.tile_rows - c.depth)
               : 0;
  }

  Dataflow dataflow_;
  std::int64_t last_exit_ = std::numeric_limits<std::int64_t>::min() / 2;  ///< cycle the last streamed row's sums leave column 0
};

}  // namespace tessera::hw::model
