// Tile geometry of array kernels: extents, the kernel's fixed geometry, and
// the row layout of one tile in the input, weight and output slots
// (codegen_array.cpp emits the instructions; docs/backend.md "Scratchpad").
#pragma once

#include <bit>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "compiler/backend/codegen/codegen_internal.h"

namespace tessera::backend::detail {

/// ceil(a / b) for b > 0 (a may be negative).
inline std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }

/// How far one COMPUTE streams: one output row, an image, or the whole
/// tile; or (kLead, weight-stationary) the first `Layout::lead` output rows
/// of a step in one COMPUTE, junk columns between them as in kImage, long
/// enough to hide the weight preload it carries, then one output row each
/// (a short row would wait for its preload: issue = max(depth, rows)).
enum class RunMode { kLine, kImage, kWhole, kLead };

/// "line", "image", "whole", "lead".
std::string_view name(RunMode mode);

/// Tile extents.
struct Extents {
  std::int64_t tn = 1, tk = 1, tc = 1, tp = 1, tq = 1;
  std::int64_t tt = 0;  ///< taps of one reduction step (a tap tile's last may be short); 0: Geometry::tap_tile
};

/// First batch row, output channel (in the group), output row and column of a tile.
struct Origin {
  std::int64_t n = 0, k = 0, p = 0, q = 0;
};

/// Everything fixed for the kernel.
struct Geometry {
  bool conv = true;
  std::int64_t G = 1, N = 1, K = 1, C = 1, P = 1, Q = 1, R = 1, S = 1, sh = 1, sw = 1, dh = 1, dw = 1;
  std::int64_t H = 1, W = 1, pad_t = 0, pad_l = 0;
  int abits = 8, wbits = 8, accbits = 32;
  std::int64_t pe_rows = 1, pe_cols = 1;
  std::int64_t in_row = 1;  ///< elements of an input-buffer row
  hw::Dataflow dataflow = hw::Dataflow::kWeightStationary;
  std::int64_t kw = 1;  ///< k fold width
  std::int64_t cw = 1;  ///< channels per input row
  /// Taps folded onto the array's rows (im2col along the kernel's width): an
  /// input row holds the C channels of `taps` consecutive pixels, and one
  /// COMPUTE reduces up to taps x C rows (a few-channel convolution such as a
  /// 3-channel stem). 1: one tap per COMPUTE, channels chunked by cw.
  std::int64_t taps = 1;
  std::int64_t tap_groups = 1;  ///< ceil(S / taps): COMPUTE groups along the kernel's width
  /// Taps (of R x S, kernel row by row) per reduction step, all channels
  /// each (hw::model::Mapping::tile_taps): a float kernel whose weights
  /// overflow a slot reduces tap tile by tap tile over one window, in the
  /// order (r, s, c) of one reduction. R x S: one step holds every tap.
  std::int64_t tap_tile = 1;
  /// Folded taps only: taps on padding are neither loaded nor reduced (they
  /// add zero); set when every output row and column has a tap in the image.
  bool skip_padding = false;
  bool constant_weights = false;  ///< the array's weights are a constant (else an activation: A x B)
  const Region* input = nullptr;
  const Region* rhs = nullptr;  ///< activation weights (A x B)
  const Region* weights = nullptr;
  const Region* result = nullptr;
  std::int64_t in_pix = 0, out_pix = 0, rhs_row = 0, const_pix = 0;
  /// The result's pixel (a Concat's channels included) and the first channel of the array's own in it.
  std::int64_t res_pix = 0, res_channel0 = 0;
  WeightLayout wl;
  int bias_operands = 0, const_operands = 0, act_operands = 0;
  int requantize_operands = 0;  ///< 1: a per-channel requantize (OperandKind::kRequantize), 2 rows per k fold
  /// 1: that requantize adds the bias (VectorStep::fused): the bias row is
  /// its first row per k fold (VECTOR bias), not in the bias rows.
  int lane_bias = 0;
  /// Output-slot rows per k fold of the per-channel requantize: a fused bias, multipliers, shifts.
  std::int64_t requantizeStride() const { return 2 + lane_bias; }
  bool operator==(const Geometry&) const = default;
};

/// The largest convolution stride the window layout handles (one bit a stride phase).
inline constexpr std::int64_t kMaxStride = 64;

/// Row layout of one tile instance in the three slots.
struct Layout {
  Extents e;
  std::int64_t chunks = 1, kfolds = 1, steps = 1;
  std::int64_t hin = 1, win = 1, hph = 1, wph = 1, nph = 1, npw = 1;
  std::uint64_t h_used = 1, w_used = 1;  ///< bit p: some tap reads stride phase p (strides <= kMaxStride)
  std::int64_t pitch_p = 1, pitch_n = 1, pitch_chunk = 1;
  std::int64_t pitch_phase = 1;  ///< rows of one (h-phase, w-phase) block: hph x wph
  /// First row of stride phase (hp, wp) within an image's window (both phases used).
  std::int64_t phaseRow(std::int64_t hp, std::int64_t wp) const {
    return (phasePosition(h_used, hp) * npw + phasePosition(w_used, wp)) * pitch_phase;
  }
  /// Position of used phase `p` among the used phases of `used`.
  static std::int64_t phasePosition(std::uint64_t used, std::int64_t p) {
    return std::popcount(used & ((std::uint64_t{1} << p) - 1));
  }
  RunMode mode = RunMode::kLine;
  std::int64_t opp = 1, opn = 1, rows_kf = 1;
  std::int64_t lead = 1;       ///< kLead: output rows of a step's first run
  std::int64_t fold_rows = 1;  ///< weight-slot rows of one k fold (all its reduction rows, as stored)
  std::int64_t in_rows = 0, res_rows = 0, wt_rows = 0, out_rows = 0, bias_rows = 0, const_rows = 0;
  /// Input-buffer rows of one activation operand row: a k fold wider than an
  /// input row spans several (isa.h, VectorFields: row width).
  std::int64_t res_span = 1;
  /// A per-channel requantize's rows, after const_rows: a fused bias, multipliers, shifts per k fold.
  std::int64_t requantize_rows = 0;
};

/// A kernel's geometry from its shape, the spec and its plan (the regions stay unset: ArrayEmitter binds them).
Expected<Geometry> kernelGeometry(const hw::Spec& spec, const Kernel& kernel, const KernelPlan& plan);

/// The tile codegen emits, its loop order and run mode.
struct TileChoice {
  Extents e;
  hw::model::LoopOrder order = hw::model::LoopOrder::kWeightReuse;
  RunMode mode = RunMode::kLine;
  /// Its DRAM cycles exceed its array cycles (the search's cost of the tiling).
  bool memory_bound = false;
};

/// The tile of the fewest estimated cycles near the mapper's `mapping` that
/// fits the slots of `p` (codegen_array_tiles.cpp); sets g's folds, chunks
/// and taps for it. An error names the buffer the smallest tile overflows.
Expected<TileChoice> chooseTile(const hw::Spec& spec, const BufferPartition& p, const Kernel& kernel,
                                const KernelPlan& plan, const hw::model::Mapping& mapping, Geometry& g);

/// Folded taps [s0, s0 + taps) at output column `column`: one COMPUTE
/// piece, skipped (all on padding, Geometry::skip_padding), or tap by tap
/// (a strip across the image's left or right edge); `row_padding`: the
/// window row is padding (its zero rows are read whole).
enum class FoldedPiece { kFold, kSkip, kTapByTap };
FoldedPiece foldedPiece(const Geometry& g, std::int64_t column, std::int64_t s0, std::int64_t taps, bool row_padding);
/// Folded taps: which of the `count` rows of stride phase `wp` of a window
/// row the COMPUTEs of a tile at `o`, `tq` columns wide, read.
std::vector<char> foldedRowsRead(const Geometry& g, const Origin& o, std::int64_t tq, std::int64_t wp, bool row_padding,
                                 std::int64_t count);

/// Where a tile's input window goes: its first input-buffer row, and the
/// DRAM offsets of the input and of the zero region its padding reads.
struct WindowPlace {
  std::int64_t base_row = 0, input_offset = 0, zero_offset = 0;
};
/// Receives a window's pieces: a 2-D transfer, and true for data (false: padding zeros).
using WindowSink = std::function<void(const Transfer&, bool)>;
/// The pieces of the window of channels [c0, c0 + tc) of a tile at `o` in
/// layout `l` (per stride phase row and channel chunk: zero rows, data rows,
/// zero rows), chunks innermost or outermost (codegen_array_transfers.cpp).
Status windowPieces(const Kernel& kernel, const Geometry& g, const Layout& l, std::int64_t gi, const Origin& o,
                    std::int64_t c0, std::int64_t tc, const WindowPlace& at, bool chunks_inner, const WindowSink& sink);
/// The LOADs a window merges into, in the order of its pieces that merges into fewer.
struct WindowLoads {
  std::int64_t loads = 0;
  double bytes = 0;  ///< DRAM bytes the window's LOADs read (zero rows from the zero region included)
  bool chunks_inner = false;
};
Expected<WindowLoads> windowLoads(const Kernel& kernel, const Geometry& g, const Layout& l, std::int64_t gi,
                                  const Origin& o, std::int64_t c0, std::int64_t tc, const WindowPlace& at);

/// Which tiles of `g`, in emission order, load their bias and requantize
/// rows into their output slot: per group, `k_tiles` x `pixel_tiles`
/// tiles, the k tile the inner index (input reuse) or the outer one. Tile i
/// finds the rows there when tile i - kOutputSlots, its slot's last, had
/// its k tile; without such rows (or with per-pixel constant rows) every
/// tile loads.
std::vector<char> slotRowReloads(const Geometry& g, std::size_t k_tiles, std::size_t pixel_tiles, bool input_outer);

/// The stride phases some tap reads (bit p: phase p; stride <= kMaxStride).
std::uint64_t usedPhases(std::int64_t stride, std::int64_t taps, std::int64_t dilation);
/// The rows of a tile of extents `e` under run mode `mode`.
Layout layoutFor(const Geometry& g, const Extents& e, RunMode mode);
/// True when the tile's rows fit the slots.
bool fits(const Layout& l, const BufferPartition& p);
/// A run of a tile: a COMPUTE streams `depth` input rows of image n from output row p.
struct TileRun {
  std::int64_t n, p, depth;
};
/// The runs of a tile of extents `e` in layout `l` (codegen_array.cpp's file comment), in order.
std::vector<TileRun> tileRuns(const Layout& l, const Extents& e);
/// Array cycles of one (k fold, reduction step) of the tile under a run mode (the timing rule's).
std::int64_t runCycles(const Layout& l, const Geometry& g);
/// Array busy cycles of the last `computes` COMPUTEs of a reduction step of
/// the tile (each of its l.steps x l.kfolds passes streams the mode's runs,
/// the first preloading), by the timing rule.
std::int64_t tailComputeCycles(const Layout& l, const Geometry& g, std::int64_t computes);
/// The cheapest run mode that fits; kLine if none does (the caller checks), and always with folded taps.
Layout bestLayout(const Geometry& g, const Extents& e, const BufferPartition& p);

}  // namespace tessera::backend::detail
