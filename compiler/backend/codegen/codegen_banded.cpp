// Banded depthwise kernels (map/toeplitz.h) as instructions.
//
// A tile is (image, channel chunk, output rows p0.., window along the width):
//   input slot   per channel c of the chunk, its `nh` = (rows - 1) *
//                stride_h + R input rows from h0 = p0 * stride_h - pad_top,
//                by stride phase (row c * nh + phaseRow(phase) + (h - h0) /
//                stride_h), each the window's positions: per phase one
//                transposing LOAD with
//                row_stride nh (rows: the chunk's channels of a pixel,
//                elements: the window's pixels, planes: image rows), and
//                transposing LOADs of the zero row for padding rows;
//   weight slot  the chunk's bands (channel, kernel row, window offset),
//                loaded once per chunk and kept while its tiles run; where
//                a chunk has more than one tile, the chunk's last tile
//                loads the next chunk's bands after its rows, ahead of its
//                bias row;
//   output slot  a bias row per channel (its bias in every lane: a
//                transposing LOAD with DRAM stride 0), then the sums, row
//                c * rows + p - p0. Where the bands load ahead, the bias row
//                loads after the next tile's rows (Emitter::deferLateLoads):
//                it waits for its slot's relay through the array's in-order
//                computes, and the load unit would idle behind it
//                (MobileNetV2's features.5/conv.1.0 on edge_16x16_int8:
//                43,102 -> 41,553 cycles, bands ahead included).
// Per kernel row r and channel one COMPUTE preloads the band and streams the
// tile's rows from input row c * nh + phaseRow(r mod stride_h) + r / stride_h, accumulating from r = 1 on (so a
// float sum runs tap by tap in the reference's order). Then the chain:
// bias_add and a per-channel requantize per channel (the requantize with its
// channel's immediates), unary steps once over the tile unless a chunk has
// more than one tile: an instruction holds its bank's ports for its whole
// issue, and one over the tile kept a later tile's bias row in that bank
// waiting (features.5: 41,553 -> 40,529; with one tile a chunk the
// instructions per channel cost 100-200 cycles a kernel); a transposing
// STORE with row_stride rows writes the rows back channel-last.
#include <fmt/format.h>

#include <algorithm>

#include "compiler/backend/codegen/codegen_internal.h"
#include "compiler/backend/map/toeplitz.h"

namespace tessera::backend::detail {

Status emitBandedKernel(Emitter& em, const Kernel& kernel, const KernelPlan& plan, std::string& mapping_text) {
  const hw::Spec& spec = em.spec();
  const std::optional<BandedGeometry> geometry = bandedGeometry(spec, kernel);
  if (!geometry || plan.array_input < 0 || plan.array_weight < 0 || plan.result < 0)
    return kernelError(kernel, "internal error: a banded kernel without its band geometry");
  const BandedGeometry& g = *geometry;
  const MemoryPlan& mem = em.memory();
  auto in = regionOf(mem, kernel, kernel.inputs[static_cast<size_t>(plan.array_input)].name);
  if (!in) return in.status();
  auto weights = regionOf(mem, kernel, kernel.weights[static_cast<size_t>(plan.array_weight)].name);
  if (!weights) return weights.status();
  auto out = regionOf(mem, kernel, kernel.outputs[static_cast<size_t>(plan.result)].name);
  if (!out) return out.status();
  const Region* bias = nullptr;
  for (const VectorStep& step : plan.chain)
    if (step.operand.kind == OperandKind::kBias) {
      auto r = regionOf(mem, kernel, kernel.weights[static_cast<size_t>(step.operand.index)].name);
      if (!r) return r.status();
      bias = *r;
    }
  const Region& zero = mem.regions[static_cast<size_t>(mem.zero_region)];
  const hw::Precision& pr = spec.params().precision;
  const std::int64_t ab = pr.activation_bits / 8, acc = pr.accumulator_bits / 8;
  const std::int64_t band_row_bytes = packedBytes(g.band_cols, pr.weight_bits);
  const std::int64_t pix = pixelBytes(spec, g.C);
  const bool bias_per_channel = bias && bias->bytes >= g.C * acc;
  mapping_text = bandedText(g);
  em.drain({(*in)->name});
  auto bandsKey = [&](std::int64_t c0) { return fmt::format("banded:{}:{}", kernel.id, c0); };
  auto loadBands = [&](std::int64_t c0, int slot) {  // chunk c0's bands into weight slot `slot`
    em.load(
        {hw::BufferKind::kWeight, em.slotBase(Ring::kWeight, slot), std::min(g.chunk, g.C - c0) * g.channelBandRows(),
         g.band_cols, (*weights)->offset_bytes + g.bandRow(c0, 0, 0) * band_row_bytes, band_row_bytes},
        false);
    em.remember(Ring::kWeight, bandsKey(c0), slot);
  };
  bool bands_ahead = false;  // the current tile's bands were loaded ahead (by the chunk before's last tile)
  // Where a chunk has more than one tile, the chunk's last tile loads the
  // next chunk's bands ahead of it (else the array waits for them, a DRAM
  // latency and their bytes, at every chunk: EfficientNet-B0's
  // features.2.1/block.1.0 on edge_16x16_int8, 114,960 -> 111,528 cycles;
  // MobileNetV2's features.15/conv.1.0 on edge_8x32_int8, 43,901 -> 42,639,
  // estimated 41,170). Where the DMA is the bottleneck, a tile's bias row
  // also loads after the next tile's rows; where the array is, its last
  // compute of a tile would wait for the bias row behind them
  // (EfficientNet-B0's features.7.0/block.1.0 on edge_8x32_int8: 51,978 ->
  // 52,582 cycles with both, 52,433 with the bands ahead alone). With one
  // tile a chunk the bands' slot's last reader is the tile before's
  // computes, and the LOAD waiting for them would hold the load unit.
  const bool tiles_a_chunk = g.P > g.tp || g.windows.size() > 1;
  const BandedCost cost = bandedCost(spec, g, 0);
  const bool loads_ahead =
      tiles_a_chunk && cost.memory_cycles > cost.compute_cycles + cost.interlock_cycles + cost.slot_wait_cycles;
  em.deferLateLoads(loads_ahead);

  for (std::int64_t n = 0; n < g.N; ++n)
    for (std::int64_t c0 = 0; c0 < g.C; c0 += g.chunk) {
      const std::int64_t cc = std::min(g.chunk, g.C - c0);
      for (std::int64_t p0 = 0; p0 < g.P; p0 += g.tp) {
        const std::int64_t rows = std::min(g.tp, g.P - p0), nh = g.inputRows(rows), h0 = p0 * g.sh - g.pad_t;
        for (const BandWindow& w : g.windows) {
          em.beginTile();
          em.beginStep(bias != nullptr);
          const std::int64_t base = em.outputSlotBase(), sums = base + (bias ? cc : 0);
          if (bias) {  // each channel's bias in every lane of its row
            Transfer t{hw::BufferKind::kOutput, base, cc, w.outputs, bias->offset_bytes + (bias_per_channel ? c0 * acc : 0),
                       0};
            t.transpose = bias_per_channel;
            em.load(t, false, true);
          }
          int wslot = em.reusable(Ring::kWeight, bandsKey(c0));
          if (wslot < 0) {
            wslot = em.acquire(Ring::kWeight);
            loadBands(c0, wslot);
          } else if (bands_ahead) {
            em.waitAhead();
          }
          bands_ahead = false;
          const std::int64_t wbase = em.slotBase(Ring::kWeight, wslot);
          const int islot = em.acquire(Ring::kInput);
          const std::int64_t ibase = em.slotBase(Ring::kInput, islot);
          // Rows h0 .. h0 + nh of every channel, phase by phase: the image's, then the padding's zeros.
          auto rowsOf = [&](std::int64_t from, std::int64_t to, bool image) {
            for (std::int64_t phase = 0; phase < g.sh; ++phase) {
              const std::int64_t h = from + ((phase - (from - h0)) % g.sh + g.sh) % g.sh;  // first of the phase
              if (h >= to) continue;
              Transfer t{hw::BufferKind::kInput, ibase + g.phaseRow(nh, phase) + (h - h0) / g.sh, cc, w.positions,
                         image ? (*in)->offset_bytes + ((n * g.H + h) * g.W + w.w0) * pix + c0 * ab : zero.offset_bytes,
                         image ? pix : 0};
              t.transpose = true;
              t.planes = (to - 1 - h) / g.sh + 1;
              t.plane_stride = t.planes > 1 && image ? g.sh * g.W * pix : 0;
              t.row_plane_stride = 1;
              t.row_stride = nh;
              em.load(t, image);
            }
          };
          const std::int64_t first = std::max<std::int64_t>(h0, 0), last = std::min(h0 + nh, g.H);
          rowsOf(first, last, true);
          rowsOf(h0, std::min(first, h0 + nh), false);
          rowsOf(std::max(last, h0), h0 + nh, false);
          // A chunk's last tile loads the next chunk's bands after its rows, ahead of its bias row.
          const std::int64_t next_c0 = c0 + g.chunk < g.C ? c0 + g.chunk : 0;
          if (tiles_a_chunk && p0 + g.tp >= g.P && &w == &g.windows.back() && (next_c0 > 0 || n + 1 < g.N) &&
              next_c0 != c0) {
            std::vector<TransferMerger::Merged> pieces;
            em.captureLoads(&pieces);
            const int next = em.acquire(Ring::kWeight, wslot);
            loadBands(next_c0, next);
            em.captureLoads(nullptr);
            em.loadAhead(em.merged(pieces), true);
            bands_ahead = true;
          }
          // Kernel row by kernel row: every channel's sums start before any
          // accumulates, as in emitComputes (codegen_array.cpp).
          for (std::int64_t r = 0; r < g.R; ++r)
            for (std::int64_t c = 0; c < cc; ++c) {
              isa::ComputeFields f;
              f.input_row = static_cast<std::uint64_t>(ibase + c * nh + g.phaseRow(nh, r % g.sh) + r / g.sh);
              f.weight_row = static_cast<std::uint64_t>(wbase + g.bandRow(c, r, w.band));
              f.output_row = static_cast<std::uint64_t>(sums + c * rows);
              f.tile_rows = static_cast<std::uint64_t>(w.positions);
              f.tile_cols = static_cast<std::uint64_t>(w.outputs);
              f.depth = static_cast<std::uint64_t>(rows);
              f.accumulate = r > 0;
              f.preload_weights = true;
              em.compute(f, islot, wslot);
            }
          for (const VectorStep& step : plan.chain) {
            const bool per_channel = tiles_a_chunk || step.operand.kind == OperandKind::kBias ||
                                     step.operand.kind == OperandKind::kRequantize;
            for (std::int64_t c = 0; c < (per_channel ? cc : 1); ++c) {
              isa::VectorFields f;
              f.op = step.op;
              f.src_buffer = f.dst_buffer = hw::BufferKind::kOutput;
              f.src_row = f.dst_row = static_cast<std::uint64_t>(sums + c * rows);
              f.lanes = static_cast<std::uint64_t>(w.outputs);
              f.count = static_cast<std::uint64_t>(per_channel ? rows : cc * rows);
              VectorStep own = step;
              if (step.operand.kind == OperandKind::kBias) {
                f.operand_buffer = hw::BufferKind::kOutput;
                f.operand_row = static_cast<std::uint64_t>(base + c);
              } else if (step.operand.kind == OperandKind::kRequantize) {  // the channel's scale as immediates
                const isa::FixedPointMultiplier& m = step.immediates.channels.at(static_cast<size_t>(c0 + c));
                own.immediates.multiplier = m.multiplier;
                own.immediates.shift = m.shift;
                own.immediates.channels.clear();
              }
              setImmediates(spec, own, f);
              em.vector(f);
            }
          }
          Transfer t{hw::BufferKind::kOutput, sums, cc, w.outputs,
                     (*out)->offset_bytes + ((n * g.P + p0) * g.Q + w.q0) * pix + c0 * ab, pix};
          t.transpose = true;
          t.planes = rows;
          t.plane_stride = rows > 1 ? g.Q * pix : 0;
          t.row_plane_stride = 1;
          t.row_stride = rows;
          em.store(t, (*out)->name);
          em.waitPreviousStore();
          em.endTile();
        }
      }
    }
  em.flushDeferred();
  em.deferLateLoads(false);
  return {};
}

}  // namespace tessera::backend::detail
