// Banded (Toeplitz) depthwise convolution on a weight-stationary array.
//
// Packed block-diagonally (pack.h), a depthwise layer meets one useful
// weight in each input row: at most min(rows, cols) useful MACs a cycle.
// The banded mapping puts one channel's image along the array instead:
//   rows     `span` consecutive input positions along the image width
//            (one buffer row of one channel, from a transposing LOAD with
//            a row_stride: channel-major rows from channel-last DRAM);
//   columns  J = (span - S) / stride_w + 1 consecutive outputs of a window;
//   weights  per channel and kernel row r, the band B[i][j] = w[r][s] with
//            s = i + delta - j * stride_w (0 <= s < S), delta the window's
//            first input position minus its first output's first tap
//            (a left edge window starts inside the padding: delta > 0).
// A COMPUTE preloads one band and streams the tile's output rows (input
// rows h = p * stride_h + r - pad_top, stored by stride phase so they are
// consecutive; padding rows are loaded zeros), accumulating over r: J x S
// useful MACs a cycle. A window
// at the right edge uses fewer rows (tile_rows: its positions) and columns
// (its outputs) of the same band. A tile is (channel chunk, output rows,
// window); its bias rows hold each channel's bias in every lane (a
// transposing LOAD with DRAM stride 0), a per-channel requantize takes its
// channel's immediates, and a transposing STORE writes the rows back
// channel-last. Dilation, sparse weight formats, pooling, Concat and
// residual operands keep the block-diagonal packing.
//
// pack.h decides (runsBanded): the banded mapping where it is feasible and
// at least 1.25x faster than the mapper's best packing; the estimate prices
// it with bandedCost, codegen emits it with bandedGeometry, the DRAM image
// writes the bands (dram_layout.h: bandedWeightLayout).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "hw/model/activity.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// One window of outputs along the width.
struct BandWindow {
  std::int64_t q0 = 0;         ///< first output column
  std::int64_t outputs = 0;    ///< output columns (<= J): the COMPUTE's columns
  std::int64_t w0 = 0;         ///< first input column loaded
  std::int64_t positions = 0;  ///< input columns loaded (<= span): the COMPUTE's rows
  int band = 0;                ///< index in BandedGeometry::deltas
};

/// Everything fixed for a banded depthwise kernel on a spec.
struct BandedGeometry {
  std::int64_t C = 1, H = 1, W = 1, P = 1, Q = 1, R = 1, S = 1, sh = 1, sw = 1, pad_t = 0, pad_l = 0, N = 1;
  std::int64_t span = 1;   ///< input positions of a band (array rows)
  std::int64_t J = 1;      ///< outputs of a full window (array columns)
  /// A stored band: the most positions and outputs of any window (a map
  /// narrower than span x J stores and preloads only what it uses).
  std::int64_t band_rows = 1, band_cols = 1;
  std::int64_t chunk = 1;  ///< channels of a tile (one transposing LOAD's rows)
  std::int64_t tp = 1;     ///< output rows of a tile
  std::vector<std::int64_t> deltas;  ///< distinct window offsets (band variants per channel and kernel row)
  std::vector<BandWindow> windows;
  bool bias = false;  ///< the chain adds a bias (one row per channel of a tile, before the sums)
  /// Input rows per channel of a tile of `rows` output rows.
  std::int64_t inputRows(std::int64_t rows) const { return (rows - 1) * sh + R; }
  /// First of a channel's rows of stride phase `phase` (h - h0 = phase mod sh)
  /// among its `nh` rows: the phases one after the other, so the rows kernel
  /// row r needs for consecutive outputs are consecutive (phase r mod sh, from r / sh).
  std::int64_t phaseRow(std::int64_t nh, std::int64_t phase) const {
    std::int64_t row = 0;
    for (std::int64_t q = 0; q < phase; ++q) row += (nh - q + sh - 1) / sh;
    return row;
  }
  /// Weight-buffer rows of one channel's bands: R x deltas x band_rows.
  std::int64_t channelBandRows() const { return R * static_cast<std::int64_t>(deltas.size()) * band_rows; }
  /// First band row of (channel c of the kernel, kernel row r, band b), in rows of the stored bands.
  std::int64_t bandRow(std::int64_t c, std::int64_t r, int b) const {
    return (c * R + r) * static_cast<std::int64_t>(deltas.size()) * band_rows + b * band_rows;
  }
};

/// The banded geometry of `kernel` (the model's depthwise kernel, not packed)
/// on `spec`; nullopt when the mapping cannot run it (see the file comment).
std::optional<BandedGeometry> bandedGeometry(const hw::Spec& spec, const Kernel& kernel);

/// The mapping line of a banded kernel ("banded span=16 J=14 band=16x14 chunk=16 rows=15 windows=4 bands=2").
std::string bandedText(const BandedGeometry& g);

/// Cycles and bytes of the banded mapping (its array operands, as
/// hw::model::LayerCost counts them for a packing).
struct BandedCost {
  double compute_cycles = 0;
  double vector_cycles = 0;
  double memory_cycles = 0;
  double input_bytes = 0, weight_bytes = 0, bias_bytes = 0, output_bytes = 0;
  double transfers = 0;
  double store_transfers = 0;  ///< of them, stores
  double fill_cycles = 0;  ///< the first tile's loads, before its first COMPUTE
  /// The array's order interlock where a window of fewer band rows follows a wider one.
  double interlock_cycles = 0;
  /// The array's waits for a chunk's bands and first window through the
  /// weight slots' chain, where that is longer than a chunk's computes.
  double slot_wait_cycles = 0;
  double cycles = 0;       ///< max(compute + interlock + slot waits, memory, vector) + fill
  /// cycles without the interlock and the slot waits (what runsBanded weighs
  /// against a packing's mapper cycles, which hold neither).
  double unwaitedCycles() const { return std::max({compute_cycles, memory_cycles, vector_cycles}) + fill_cycles; }
  /// The pipeline's ends as hw::model::PipelineEnds states them for a packing.
  double prologue_weights = 0;  ///< the first chunk's bands over the bandwidth
  double epilogue = 0;          ///< after the last COMPUTE: fill/drain, the tile's vector passes and its store
  double epilogue_memory = 0;   ///< after the last load: the tile's computes, fill/drain and vector passes
};
BandedCost bandedCost(const hw::Spec& spec, const BandedGeometry& g, int vector_passes);

/// What the banded kernel's instructions move and compute, counted as
/// hw::model::instructionActivity counts them (emitBandedKernel's
/// COMPUTEs of every kernel row, channel and window, with the band's zeros;
/// its VECTORs of `chain`; its transfers' bytes, the cost's, into and out of
/// their buffers), so the estimate's energy prices what the Program does.
hw::model::Activity bandedActivity(const hw::Spec& spec, const BandedGeometry& g, const BandedCost& cost,
                                   const std::vector<VectorStep>& chain);

}  // namespace tessera::backend
