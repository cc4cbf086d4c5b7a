// Mapping: how one layer is tiled into the on-chip buffers and in what order.
//
// A mapping keeps a tile of n x k x c x p x q (within one group) on chip;
// the kernel R x S is split only into tap tiles of whole channels
// (Mapping::tile_taps). Tiles run in one of three loop orders; the
// reduction tile c is innermost in the first two so outputs finish on chip.
// A mapper enumerates tile sizes x orders x double buffering.
#pragma once

#include <cstdint>
#include <string_view>

namespace tessera::hw::model {

/// Order of the tile loops (outermost first); decides which operand DRAM re-fetches.
enum class LoopOrder {
  /// k, pixels, c: a k-slice of weights is reused over all pixel tiles when the
  /// whole reduction fits one tile (tile_c = C); inputs are fetched once per k tile.
  kWeightReuse,
  /// pixels, k, c: a pixel-slice of inputs is reused over all k tiles when the
  /// whole reduction fits one tile; weights are fetched once per pixel tile.
  kInputReuse,
  /// k, c, pixels: every weight tile is fetched exactly once; when C is split,
  /// partial sums go to DRAM and back at accumulator precision.
  kPartialSumSpill,
};

/// Readable name of a loop order ("weight_reuse", ...).
constexpr std::string_view name(LoopOrder order) {
  switch (order) {
    case LoopOrder::kWeightReuse: return "weight_reuse";
    case LoopOrder::kInputReuse: return "input_reuse";
    case LoopOrder::kPartialSumSpill: return "partial_sum_spill";
  }
  return "?";
}

/// Tile sizes and order; a tile size <= 0 or above the dimension means the whole dimension.
struct Mapping {
  std::int64_t tile_n = 0;  ///< batch (GEMM rows) per tile
  std::int64_t tile_k = 0;  ///< output channels per tile
  std::int64_t tile_c = 0;  ///< input channels per tile
  std::int64_t tile_p = 0;  ///< output rows per tile
  std::int64_t tile_q = 0;  ///< output columns per tile
  LoopOrder order = LoopOrder::kWeightReuse;
  /// Loads of the next tile overlap compute of this one; each tile gets half a buffer.
  bool double_buffered = true;
  /// Taps of the kernel's R x S per reduction tile, each over all channels
  /// (tile_c whole); <= 0 or >= R x S: every tap in one tile. A float format
  /// sums each output in one order, tap by tap over all channels (r, s, c),
  /// so a spatial kernel whose c x r x s weight rows overflow a weight slot
  /// is split into tap tiles, not channel tiles (which would sum (c tile, r,
  /// s, c) and round differently). The window of all channels stays on chip
  /// across a tile's tap tiles; only the weights change.
  std::int64_t tile_taps = 0;
  bool operator==(const Mapping&) const = default;
};

}  // namespace tessera::hw::model
