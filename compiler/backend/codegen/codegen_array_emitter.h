// ArrayEmitter: an array kernel's tiles as instructions (codegen_array.cpp has
// the tiling, the reduction steps and the COMPUTEs; codegen_array_transfers.cpp
// the LOADs of windows, weights and operands and the STOREs of results). The
// scratchpad layout is described at the top of codegen_array.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/codegen/codegen_array_layout.h"

namespace tessera::backend::detail {

class ArrayEmitter {
 public:
  ArrayEmitter(Emitter& em, const Kernel& kernel, const KernelPlan& plan, int part)
      : em_(em), kernel_(kernel), plan_(plan), part_(part) {}

  Status run(const hw::model::Mapping& mapping, std::string& mapping_text);

 private:
  /// Where a tile's rows sit in its output slot (see the file comment).
  struct OutputSlot {
    Layout layout;                ///< of the whole tile (every reduction step)
    std::int64_t base = 0;        ///< bias rows, then constant operand rows
    std::int64_t requantize = 0;  ///< a per-channel requantize's rows (multipliers, shifts)
    std::int64_t sums_row = 0;    ///< the sums
  };
  /// One reduction step of a tile: input channels [c0, c0 + tc) and the slots holding them.
  struct ReductionStep {
    Layout l;
    std::int64_t c0 = 0, tc = 0;
    std::int64_t t0 = 0;  ///< first tap (of R x S) of the step's tap tile
    bool first = false, last = false;
    int input_slot = -1, weight_slot = -1;
    bool window_reused = false;  ///< input_slot already held the window (Emitter::reusable)
  };

  /// One output tile of the kernel: its group, origin and extents.
  struct PlannedTile {
    std::int64_t gi = 0;
    Origin o;
    Extents e;
  };
  /// A window loaded ahead (see run()): the tile that reads it first, its
  /// key and slot, and its pieces still to load, one group per tile before.
  struct AheadWindow {
    size_t tile = 0;
    size_t first = 0;  ///< the run's first tile
    std::string key;
    int slot = -1;
    std::vector<std::vector<TransferMerger::Merged>> groups;
  };

  Status setup();
  Status emitTile(std::int64_t gi, const Origin& o, const Extents& e);
  /// The layout of the reduction step at channel c0 and tap t0 of a tile of
  /// extents `e` whose output slot is laid out as `whole`.
  Layout stepLayout(const Layout& whole, const Extents& e, std::int64_t c0, std::int64_t t0) const;
  /// The key under which the input ring holds a step's window.
  std::string windowKey(std::int64_t gi, const Origin& o, const Extents& e, std::int64_t c0, std::int64_t tc,
                        RunMode mode) const;
  /// For each tile, the tile whose window it starts loading ahead (-1: none); see run().
  std::vector<std::int64_t> aheadWindows(const std::vector<PlannedTile>& tiles) const;
  /// At the first tile of a run: takes a slot for `target`'s window and
  /// splits its pieces over the run's tiles; at every tile of the run,
  /// queues that tile's group.
  Status loadWindowAhead(int current_slot);
  /// Deals a window's merged `loads` over `count` tiles (see loadWindowAhead()).
  std::vector<std::vector<TransferMerger::Merged>> shareAhead(std::vector<TransferMerger::Merged> loads,
                                                              size_t count) const;
  /// The output slot's rows for a tile of extents `e`.
  OutputSlot outputSlot(const Extents& e) const;
  /// Starts the reduction step at channel c0 and tap t0: its layout, the
  /// sums' operand rows (first step), the weight block and the input window
  /// (reused when a slot still holds them: every tap tile of a channel tile
  /// reads one window).
  Expected<ReductionStep> beginReductionStep(std::int64_t gi, const Origin& o, const Extents& e, std::int64_t c0,
                                             std::int64_t t0, const OutputSlot& out);
  /// The bias rows and a per-channel requantize's rows, per k fold, into the output slot.
  Status loadSumOperands(const Layout& l, std::int64_t gi, const Origin& o, const OutputSlot& out);
  /// In the last reduction step: the chain's activation operands (into a
  /// second input slot, returned; -1: none) and constant operands.
  Expected<int> loadVectorOperands(const ReductionStep& st, std::int64_t gi, const Origin& o, const OutputSlot& out);
  /// The COMPUTEs of one reduction step, in the order of the spec's dataflow.
  void emitComputes(const ReductionStep& st, const Origin& o, const Extents& e, std::int64_t sums_row);
  /// The chain's vector ops in place on the tile's sums.
  void emitChain(const OutputSlot& out);
  /// The tile's sums into the result: placed by the result's view, or pixel by pixel.
  Status storeTile(std::int64_t gi, const Origin& o, const Extents& e, const OutputSlot& out);
  Status copyConcatParts();
  /// The regions copyConcatParts() reads (those it can name).
  std::vector<std::string> concatSources() const;
  Status storePlaced(std::int64_t gi, const Origin& o, const Extents& e, const Layout& l, std::int64_t acc_base);
  Status loadWindow(const Layout& l, std::int64_t gi, const Origin& o, std::int64_t c0, std::int64_t tc, int slot);
  /// The weight block of channels [c0, c0 + tc) and the step's taps from t0 (l.fold_rows rows per k fold).
  Status loadWeights(const Layout& l, std::int64_t gi, const Origin& o, std::int64_t c0, std::int64_t tc,
                     std::int64_t t0, int slot);
  Status loadOperandRows(const Layout& l, std::int64_t gi, const Origin& o, const Region& region, hw::BufferKind buffer,
                         std::int64_t base, int bits, std::int64_t pix, bool broadcast);
  std::int64_t kFold(const Layout& l, std::int64_t kf) const { return std::min(geo_.kw, l.e.tk - kf * geo_.kw); }
  /// Byte offset of output channel `k` (within group gi) in an output-shaped pixel.
  Expected<std::int64_t> outChannel(std::int64_t gi, std::int64_t k, int bits) const {
    return byteOffset(kernel_, (geo_.conv ? gi * geo_.K : 0) + k, bits);
  }
  /// Image index of batch row n in group gi (a batched product's groups are separate matrices).
  std::int64_t image(std::int64_t gi, std::int64_t n) const { return geo_.conv ? n : gi * geo_.N + n; }

  Emitter& em_;
  const Kernel& kernel_;
  const KernelPlan& plan_;
  int part_;
  Geometry geo_;
  std::vector<const Region*> operand_regions_;  ///< per chain step (nullptr: none)
  hw::model::LoopOrder order_ = hw::model::LoopOrder::kWeightReuse;
  WeightTiling tiling_;
  RunMode mode_ = RunMode::kLine;  ///< of full tiles; edge tiles pick their own
  bool memory_bound_ = false;      ///< TileChoice::memory_bound
  std::int64_t residual_row_ = 0;  ///< first input-buffer row of the tile's activation operands
  /// The current tile's plan for its output slot's bias and requantize rows
  /// (run(): which tiles find them in the slot and which wait for the previous tile's store).
  bool rows_reused_ = false, waits_previous_store_ = true;
  std::vector<std::int64_t> ahead_of_;  ///< aheadWindows() of this kernel's tiles
  std::optional<AheadWindow> ahead_;    ///< the window loading ahead, until its tile takes it
  size_t tile_index_ = 0;               ///< the tile emitTile() is emitting
  std::vector<PlannedTile> planned_;    ///< every tile, in order
};

}  // namespace tessera::backend::detail
