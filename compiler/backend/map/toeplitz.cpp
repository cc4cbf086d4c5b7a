// Banded (Toeplitz) depthwise convolution (see toeplitz.h).
#include "compiler/backend/map/toeplitz.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "hw/model/timing.h"

namespace tessera::backend {

std::optional<BandedGeometry> bandedGeometry(const hw::Spec& spec, const Kernel& kernel) {
  const hw::model::LayerShape& l = kernel.shape;
  const hw::SpecParams& hw = spec.params();
  const hw::Precision& pr = hw.precision;
  if (kernel.kind != KernelKind::kConv || l.g <= 1 || l.c != 1 || l.k != 1 || l.stride_h < 1 ||
      l.dilation_h != 1 || l.dilation_w != 1 || l.s < 2 || !kernel.weights_constant || !kernel.concats.empty() ||
      kernel.inputs.size() != 1 || hw.pe_array.dataflow != hw::Dataflow::kWeightStationary ||
      hw.sparsity.weight_format != hw::WeightFormat::kDense || pr.activation_bits % 8 != 0 || pr.weight_bits % 8 != 0)
    return std::nullopt;
  auto plan = planKernel(spec, kernel);
  if (!plan || plan->mode != PlanMode::kArray || plan->pool || plan->concat || plan->placement ||
      plan->array_rhs >= 0 || plan->array_weight < 0 || plan->conv_input.in_h <= 0 ||
      (plan->result_channels != 0 && plan->result_channels != l.g) ||
      (plan->input_channels != 0 && plan->input_channels != l.g))
    return std::nullopt;
  BandedGeometry g;
  for (const VectorStep& step : plan->chain) {
    if (step.operand.kind == OperandKind::kBias)
      g.bias = true;
    else if (step.operand.kind != OperandKind::kNone && step.operand.kind != OperandKind::kRequantize)
      return std::nullopt;
  }
  g.C = l.g, g.N = l.n, g.P = l.p, g.Q = l.q, g.R = l.r, g.S = l.s, g.sh = l.stride_h, g.sw = l.stride_w;
  g.H = plan->conv_input.in_h, g.W = plan->conv_input.in_w;
  g.pad_t = plan->conv_input.pad_top, g.pad_l = plan->conv_input.pad_left;
  const hw::DerivedValues& d = spec.derived();
  g.span = std::min<std::int64_t>(hw.pe_array.rows, d.input.elements_per_row);
  g.J = (g.span - g.S) / g.sw + 1;
  g.J = std::min<std::int64_t>({g.J, hw.pe_array.cols, d.output.elements_per_row, d.weight.elements_per_row});
  if (g.span < g.S || g.J < 2) return std::nullopt;
  for (std::int64_t q0 = 0; q0 < g.Q; q0 += g.J) {
    BandWindow w;
    w.q0 = q0;
    w.outputs = std::min(g.J, g.Q - q0);
    const std::int64_t first = q0 * g.sw - g.pad_l, last = (q0 + w.outputs - 1) * g.sw - g.pad_l + g.S - 1;
    w.w0 = std::max<std::int64_t>(first, 0);
    w.positions = std::min(last, g.W - 1) - w.w0 + 1;
    if (w.positions <= 0 || w.positions > g.span) return std::nullopt;
    const std::int64_t delta = w.w0 - first;
    auto it = std::ranges::find(g.deltas, delta);
    w.band = static_cast<int>(it - g.deltas.begin());
    if (it == g.deltas.end()) g.deltas.push_back(delta);
    g.windows.push_back(w);
    g.band_rows = std::max(g.band_rows, w.positions);
    g.band_cols = std::max(g.band_cols, w.outputs);
  }
  // A tile: `chunk` channels (one LOAD's 16-byte runs of a pixel), the most
  // output rows whose sums and bias rows fit an output slot.
  const BufferPartition slots = partitionBuffers(spec);
  const std::int64_t element_bytes = pr.activation_bits / 8;
  g.chunk = std::min<std::int64_t>(g.C, std::max<std::int64_t>(d.input.row_bytes / element_bytes, 1));
  const std::int64_t out_rows = slots.output.rows - (g.bias ? g.chunk : 0);
  g.tp = std::min(g.P, out_rows / g.chunk);
  if (g.tp < 1) return std::nullopt;
  while (g.tp > 0 && g.chunk * g.inputRows(g.tp) > slots.input.rows) --g.tp;
  if (g.tp < 1 || g.chunk * g.channelBandRows() > slots.weight.rows) return std::nullopt;
  return g;
}

std::string bandedText(const BandedGeometry& g) {
  return fmt::format("banded span={} J={} band={}x{} chunk={} rows={} windows={} bands={}", g.span, g.J, g.band_rows,
                     g.band_cols, g.chunk, g.tp, g.windows.size(), g.deltas.size());
}

namespace {

/// The weight slots' chain of a chunk of `cc` channels (kWeightSlots, taken
/// in turn a chunk): chunk c + 1's bands load once chunk c - 1's computes
/// are done, and its first window after them; the STORE of chunk c - 1's
/// last tile, ready after its drain and vector passes, takes the bus
/// between them when it is ready before the bands are in; then a DRAM
/// latency (with one transfer in flight, one a LOAD: the bands and the
/// window's two). EfficientNet-B0's features.7.0 depthwise (7 x 7 pixels,
/// chunks of 16 channels) on edge_16x16_int8: bands 147 bus cycles, window
/// 63, store 49 and a latency, 359.
double slotChain(const hw::Spec& spec, const BandedGeometry& g, std::int64_t cc, int vector_passes) {
  const hw::SpecParams& hw = spec.params();
  const double ab = hw.precision.activation_bits / 8.0, bw = hw.dram.bytes_per_cycle;
  const BandWindow& w = g.windows.front();
  const std::int64_t tp = std::min(g.tp, g.P);
  const double bands =
      static_cast<double>(cc * g.channelBandRows() * packedBytes(g.band_cols, hw.precision.weight_bits)) / bw;
  const double window = static_cast<double>(cc * g.inputRows(tp) * w.positions) * ab / bw;
  const double store = static_cast<double>(cc * tp * w.outputs) * ab / bw;
  const double ready =
      static_cast<double>(hw::model::fillDrainCycles(w.positions, w.outputs) + vector_passes * cc * tp);
  const double latencies = hw::model::outstandingTransfers(spec) <= 1 ? 3.0 : 1.0;
  return latencies * static_cast<double>(hw.dram.latency_cycles) + bands + window + (ready < bands ? store : 0.0);
}

}  // namespace

BandedCost bandedCost(const hw::Spec& spec, const BandedGeometry& g, int vector_passes) {
  const hw::SpecParams& hw = spec.params();
  const double ab = hw.precision.activation_bits / 8.0;
  const double acc = hw.precision.accumulator_bits / 8.0;
  BandedCost c;
  const std::int64_t band_row_bytes = packedBytes(g.band_cols, hw.precision.weight_bits);
  const std::int64_t chunks = (g.C + g.chunk - 1) / g.chunk;
  const hw::Dram& dram = hw.dram;
  // Chunks T apart need 2T >= a chunk's computes + its slot chain (the slot
  // frees when chunk c - 1 ends): where the chain is longer, each chunk after
  // the first waits half the difference (EfficientNet-B0's features.7.0 on
  // edge_16x16_int8: 336 array cycles a chunk, chain 359; simulated 18
  // cycles of waits a chunk, charged 11.5). The array's order interlock
  // (hw::model::ArrayOrder, as the SystemC model applies it): a window of
  // fewer band rows after a wider one starts once the wider one's last sums
  // have left (edge_8x32_int8 runs a 7 x 7 map as a 6-output window of 7
  // rows, then a 1-output one of 2: 5 cycles).
  hw::model::ArrayOrder order(hw.pe_array.dataflow);
  std::int64_t clock = 0;
  for (std::int64_t n = 0; n < g.N; ++n)
    for (std::int64_t ci = 0; ci < chunks; ++ci) {
      const std::int64_t cc = std::min(g.chunk, g.C - ci * g.chunk);
      const double chunk_start = c.compute_cycles + c.interlock_cycles;
      c.weight_bytes += static_cast<double>(cc * g.channelBandRows() * band_row_bytes);
      c.transfers += 1;
      for (std::int64_t p0 = 0; p0 < g.P; p0 += g.tp) {
        const std::int64_t tp = std::min(g.tp, g.P - p0);
        for (const BandWindow& w : g.windows) {
          const hw::model::UnitTiming t =
              hw::model::computeTiming(hw.pe_array.dataflow, tp, w.positions, w.outputs, true);
          c.compute_cycles += static_cast<double>(cc * g.R * t.issue);
          isa::ComputeFields f;
          f.depth = static_cast<std::uint64_t>(tp);
          f.tile_rows = static_cast<std::uint64_t>(w.positions);
          f.tile_cols = static_cast<std::uint64_t>(w.outputs);
          f.preload_weights = true;
          const std::int64_t start = order.earliestStart(f, clock);
          c.interlock_cycles += static_cast<double>(start - clock);
          clock = start + cc * g.R * t.issue;
          order.started(f, clock - t.issue);
          c.vector_cycles += static_cast<double>(vector_passes * cc * tp);
          c.input_bytes += static_cast<double>(cc * g.inputRows(tp) * w.positions) * ab;
          c.output_bytes += static_cast<double>(cc * tp * w.outputs) * ab;
          if (g.bias) c.bias_bytes += static_cast<double>(cc * w.outputs) * acc;
          c.transfers += 2 + (g.bias ? 1 : 0);
          c.store_transfers += 1;
        }
      }
      const double chunk_cycles = c.compute_cycles + c.interlock_cycles - chunk_start;
      if (n > 0 || ci > 0)
        c.slot_wait_cycles += std::max(0.0, (slotChain(spec, g, cc, vector_passes) - chunk_cycles) / 2.0);
    }
  const double bytes = c.input_bytes + c.weight_bytes + c.bias_bytes + c.output_bytes;
  c.memory_cycles = hw::model::dramCycles(spec, bytes, c.transfers, c.store_transfers, c.output_bytes);
  const BandWindow& w = g.windows.front();
  c.fill_cycles = static_cast<double>(dram.latency_cycles) +
                  (static_cast<double>(g.chunk * g.channelBandRows() * band_row_bytes) +
                   static_cast<double>(g.chunk * g.inputRows(std::min(g.tp, g.P)) * w.positions) * ab) /
                      dram.bytes_per_cycle;
  c.cycles = std::max({c.compute_cycles + c.interlock_cycles + c.slot_wait_cycles, c.memory_cycles, c.vector_cycles}) +
             c.fill_cycles;
  const std::int64_t cc = std::min(g.chunk, g.C), tp = std::min(g.tp, g.P);
  c.prologue_weights =
      static_cast<double>(cc * g.channelBandRows() * band_row_bytes) / dram.bytes_per_cycle;
  const double drain = static_cast<double>(hw::model::fillDrainCycles(w.positions, w.outputs));
  const double tile_vector = static_cast<double>(vector_passes * cc * tp);
  const double tile_compute = static_cast<double>(
      cc * g.R * hw::model::computeTiming(hw.pe_array.dataflow, tp, w.positions, w.outputs, true).issue);
  c.epilogue = drain + tile_vector + static_cast<double>(dram.latency_cycles) +
               static_cast<double>(cc * tp * w.outputs) * ab / dram.bytes_per_cycle;
  c.epilogue_memory = drain + tile_vector + tile_compute;
  return c;
}

hw::model::Activity bandedActivity(const hw::Spec& spec, const BandedGeometry& g, const BandedCost& cost,
                                   const std::vector<VectorStep>& chain) {
  using hw::BufferKind;
  const auto bytes = [&](double elements, BufferKind b) { return elements * spec.buffer(b).element_bits / 8.0; };
  const auto at = [](BufferKind b) { return static_cast<size_t>(b); };
  hw::model::Activity a;
  const bool tiles_a_chunk = g.P > g.tp || g.windows.size() > 1;  // as emitBandedKernel
  for (std::int64_t c0 = 0; c0 < g.C; c0 += g.chunk) {
    const auto cc = static_cast<double>(std::min(g.chunk, g.C - c0));
    for (std::int64_t p0 = 0; p0 < g.P; p0 += g.tp) {
      const auto rows = static_cast<double>(std::min(g.tp, g.P - p0));
      for (const BandWindow& w : g.windows) {
        const auto positions = static_cast<double>(w.positions), outputs = static_cast<double>(w.outputs);
        const double computes = static_cast<double>(g.R) * cc;  // one a kernel row and channel
        a.macs += computes * rows * positions * outputs;
        a.buffer_read_bytes[at(BufferKind::kInput)] += computes * bytes(rows * positions, BufferKind::kInput);
        a.buffer_read_bytes[at(BufferKind::kWeight)] += computes * bytes(positions * outputs, BufferKind::kWeight);
        const double sums = bytes(rows * outputs, BufferKind::kOutput);
        a.buffer_write_bytes[at(BufferKind::kOutput)] += computes * sums;
        a.buffer_read_bytes[at(BufferKind::kOutput)] += static_cast<double>(g.R - 1) * cc * sums;
        for (const VectorStep& step : chain) {
          const bool per_channel =
              tiles_a_chunk || step.operand.kind == OperandKind::kBias || step.operand.kind == OperandKind::kRequantize;
          isa::VectorFields f;  // as emitted: a bias's row in the output buffer
          f.op = step.op;
          f.count = static_cast<std::uint64_t>(per_channel ? rows : cc * rows);
          if (step.operand.kind == OperandKind::kBias) f.operand_buffer = BufferKind::kOutput;
          a.lane_ops += cc * rows * outputs;
          a.buffer_read_bytes[at(BufferKind::kOutput)] += cc * sums;
          a.buffer_write_bytes[at(BufferKind::kOutput)] += cc * sums;
          a.buffer_read_bytes[at(f.operand_buffer)] +=
              (per_channel ? cc : 1.0) *
              bytes(static_cast<double>(isa::vectorOperandRows(f)) * outputs, f.operand_buffer);
        }
      }
    }
  }
  const double n = static_cast<double>(g.N);
  a.macs *= n;
  a.lane_ops *= n;
  for (size_t b = 0; b < 3; ++b) {
    a.buffer_read_bytes[b] *= n;
    a.buffer_write_bytes[b] *= n;
  }
  // The transfers: LOADs write their buffers what they read, STOREs read what they write.
  a.dram_read_bytes = cost.input_bytes + cost.weight_bytes + cost.bias_bytes;
  a.dram_write_bytes = cost.output_bytes;
  a.buffer_write_bytes[at(BufferKind::kInput)] += cost.input_bytes;
  a.buffer_write_bytes[at(BufferKind::kWeight)] += cost.weight_bytes;
  a.buffer_write_bytes[at(BufferKind::kOutput)] += cost.bias_bytes;
  a.buffer_read_bytes[at(BufferKind::kOutput)] += cost.output_bytes;
  return a;
}

}  // namespace tessera::backend
