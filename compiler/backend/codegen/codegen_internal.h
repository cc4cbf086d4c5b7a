// Codegen internals shared by codegen.cpp, codegen_array.cpp and codegen_vector.cpp.
//
// Emitter owns the per-stage streams of one program and the pipeline
// bookkeeping of the current segment: steps (load + compute groups), output
// tiles (vector + store groups) and the scratchpad slots with the last
// compute step, vector tile and store tile that read each. It states the
// requirements of codegen.h as groups close, derives the ones a slot
// rewrite or a DRAM read needs (inserting no-op relays when the standing
// relays do not reach far enough), and merges consecutive strided transfers
// (TransferMerger), so callers state window rows, weight blocks and operand
// rows one by one and the stream gets one LOAD/STORE per run of equally
// spaced blocks.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/plan/memory_plan.h"
#include "compiler/backend/codegen/schedule.h"

namespace tessera::backend::detail {

/// A strided transfer before merging: `planes` blocks of `rows` rows of
/// `elements`; plane p, row r is DRAM `dram` + p * plane_stride + r * stride
/// and buffer row `row` + p * row_plane_stride + r, row_plane_stride 0
/// read as `rows` (isa::TransferFields).
struct Transfer {
  hw::BufferKind buffer = hw::BufferKind::kInput;
  std::int64_t row = 0;
  std::int64_t rows = 0;
  std::int64_t elements = 0;
  std::int64_t dram = 0;
  std::int64_t stride = 0;
  std::int64_t planes = 1;
  std::int64_t plane_stride = 0;      ///< DRAM bytes between planes (0 when planes == 1)
  std::int64_t row_plane_stride = 0;  ///< buffer rows between planes (0: `rows`, contiguous)
  /// A buffer row is a DRAM column: element e of row r at dram + e * stride + r * element bytes (isa.h).
  bool transpose = false;
  /// Buffer rows between consecutive rows of a plane (0 and 1: consecutive;
  /// row_plane_stride 0 is then rows x row_stride). Never merged.
  std::int64_t row_stride = 0;
};

/// Merges the consecutive transfers of one stream (a step's loads, its late
/// loads, a tile's stores) in two levels: pieces that continue each other's
/// rows (contiguous in the buffer and, `stride` apart, in DRAM) form a 2-D
/// transfer, exactly as before planes existed; each 2-D transfer, once the
/// next piece no longer continues it, becomes one more plane of a pending
/// transfer when it has the same rows, elements and stride and lies one
/// common plane stride further both in DRAM (bytes, >= 0) and in the buffer
/// (rows, >= rows: planes never overlap). Several transfers stay pending
/// (kOpenStacks, oldest emitted first), so interleaved runs merge each on
/// its own: a padded window's data rows, and the zero rows between them.
/// A 2-D transfer joins an older pending one only when it conflicts with
/// none of the newer ones (buffer rows; for stores also DRAM bytes), since
/// joining moves it ahead of them. It prefers a transfer of several planes
/// it continues (newest first), else the one-plane transfer nearest in DRAM
/// (so two interleaved runs, the stride phases of a window row, each pair
/// with the same phase of the previous row). A piece with a `wait` first emits every
/// pending transfer, then starts a new one that carries the wait: nothing
/// is merged into a transfer ahead of its wait.
class TransferMerger {
 public:
  /// A finished transfer and the instruction it waits for.
  struct Merged {
    Transfer transfer;
    std::optional<StageRef> wait;
  };
  /// Pending transfers at most; the oldest is emitted when one more opens.
  static constexpr size_t kOpenStacks = 8;
  /// `planes` false: 2-D merging only (CodegenOptions::transfer_planes).
  void allowPlanes(bool planes) { planes_ = planes; }
  /// `writes` true for stores: reordering then also respects DRAM overlap.
  void writesDram(bool writes) { writes_dram_ = writes; }
  /// Adds a piece (rows > 0); transfers it completes are appended to `done`, in order.
  void add(const Transfer& piece, const std::optional<StageRef>& wait, std::vector<Merged>& done);
  /// Appends every pending transfer to `done`, in order, and starts afresh.
  void flush(std::vector<Merged>& done);

 private:
  void closeRows(std::vector<Merged>& done);
  void open(const Merged& stack, std::vector<Merged>& done);
  bool conflicts(const Transfer& a, const Transfer& b) const;
  std::vector<Merged> open_;     ///< pending transfers growing by planes, oldest first
  std::optional<Merged> rows_;   ///< the 2-D transfer still growing by rows
  bool planes_ = true;
  bool writes_dram_ = false;
};

/// The input and weight rings: slots handed out per load batch.
enum class Ring { kInput, kWeight };

class Emitter {
 public:
  Emitter(const hw::Spec& spec, const MemoryPlan& memory, const BufferPartition& slots, const isa::IsaLayout& layout);

  const hw::Spec& spec() const { return spec_; }
  const MemoryPlan& memory() const { return memory_; }
  const BufferPartition& partition() const { return slots_; }
  StageStreams& streams() { return streams_; }
  /// false: merge transfers into 2-D ones only (CodegenOptions::transfer_planes).
  void allowPlanes(bool allow) {
    for (TransferMerger* m : {&load_merger_, &late_merger_, &store_merger_}) m->allowPlanes(allow);
    planes_ = allow;
  }
  /// CodegenOptions::windows_ahead.
  void allowWindowsAhead(bool allow) { windows_ahead_ = allow; }
  bool windowsAhead() const { return windows_ahead_; }

  /// Starts an output tile (it takes output slot tile % kOutputSlots); its steps follow.
  void beginTile();
  /// Starts a load/compute step of the current tile. `output_loads`: the
  /// tile's first step loads into its output slot (the loads then wait
  /// until the slot's previous tile is stored; false: no relay is made).
  void beginStep(bool output_loads = true);
  /// The current tile's vector group waits for the previous tile's store
  /// even when the tile loads nothing into its output slot (see endTile).
  void waitPreviousStore() { tiles_.back().waits_previous_store = true; }
  /// The current tile's vector group waits for the store `lag` tiles back
  /// when the tile loads nothing into its output slot; kStoreLag unless set.
  /// At most kOutputSlots - 1: the next tile's first vector op, which waits
  /// for this group, writes the slot tile u + 1 - kOutputSlots wrote.
  void storeLag(int lag) { tiles_.back().store_lag = std::clamp(lag, 1, kOutputSlots - 1); }
  /// The current tile relays "the previous tile's vector group is done"
  /// towards load on a no-op COMPUTE of its own, right after its first
  /// step's computes, instead of on the next step's first compute (which
  /// waits for that step's loads). For tiles whose steps compute nothing.
  void relayEarly() { tiles_.back().relay_early = true; }
  /// Closes the current tile (after its vector ops and stores).
  void endTile();
  /// First row of the current tile's output slot.
  std::int64_t outputSlotBase() const;

  /// Takes the next slot of `ring` (never `pinned`) for loads of the current
  /// step; the first load into it waits until its previous readers are done.
  int acquire(Ring ring, int pinned = -1);
  /// The step after which the slot acquire(ring) takes next is free: its last reader's step (a
  /// tile's vector ops and stores count as the tile's last step), -1 when nothing in this segment
  /// read it; INT_MAX for the input ring while an activation load still waits for a store (drain).
  int nextSlotReadStep(Ring ring) const;
  /// First row of slot `slot` of `ring`.
  std::int64_t slotBase(Ring ring, int slot) const;
  /// Marks the vector unit of the current tile as reading input slot `slot`.
  void vectorReads(int input_slot) { input_slots_[static_cast<size_t>(input_slot)].vector_tile = tile(); }

  /// A load into the current step. `activation`: it reads an activation
  /// tensor (the first one after drain() waits for pending stores). `late`:
  /// only the vector unit reads it (bias, operand rows): it goes after the
  /// step's other loads, the step's computes do not wait for it, and the
  /// tile's last compute does (relaying it to the vector unit).
  void load(const Transfer& t, bool activation, bool late = false);
  /// While set, load() appends its pieces, each with what it waits for, to
  /// `sink` instead of emitting them (nullptr: emit again).
  void captureLoads(std::vector<TransferMerger::Merged>* sink) { capture_ = sink; }
  /// `pieces` (loads in order, as captureLoads() took them) merged as the step's loads would be.
  std::vector<TransferMerger::Merged> merged(const std::vector<TransferMerger::Merged>& pieces) const;
  /// Loads for a later step (merged pieces captureLoads() took): emitted when
  /// the current step closes, after its late loads (`before_late`: before
  /// them), so none of the step's or the tile's instructions waits for them.
  void loadAhead(const std::vector<TransferMerger::Merged>& pieces, bool before_late = false) {
    ahead_.insert(ahead_.end(), pieces.begin(), pieces.end());
    ahead_before_late_ = before_late;
  }
  /// While set, a step's late loads go after the next step's loads (at its
  /// first compute) instead of after its own, so a late load waiting for its
  /// output slot's relay does not hold the next tile's loads in the load
  /// unit's order; flushDeferred() emits those still held.
  void deferLateLoads(bool defer) { defer_late_ = defer; }
  void flushDeferred();
  /// The current step's computes also wait for the last load loadAhead() emitted.
  void waitAhead() { steps_.back().ahead_wait = ahead_last_; }
  /// A compute of the current step reading input slot `input_slot` and weight slot `weight_slot` (-1: none).
  void compute(const isa::ComputeFields& fields, int input_slot, int weight_slot);
  void vector(const isa::VectorFields& fields);
  /// A store from the current tile; records that `region` was written by it.
  void store(const Transfer& t, const std::string& region);

  /// Before a kernel part that reads `regions`: its first activation load
  /// waits for the last store of any of them in this segment.
  void drain(const std::vector<std::string>& regions);
  /// Before a kernel's tiles: an early relay of the last store of any of
  /// `regions` (for a later drain() of them) or, with `second_tile`, of the
  /// store the kernel's second tile's output slot waits for, whichever is later. At the first
  /// tile's first step a no-op VECTOR waits for it, ahead of the tile's
  /// vector pass; relayWatchedStores() (or the second tile's slot wait) adds
  /// a no-op COMPUTE waiting for that VECTOR. A part that follows the
  /// kernel's array work (a Concat's copy) then loads while the array runs,
  /// and the second tile's bias row loads before the first tile's vector
  /// pass ends; a relay made when they are emitted would follow the array's
  /// last COMPUTE or the first tile's vector ops in their in-order streams.
  void watchStores(const std::vector<std::string>& regions, bool second_tile);
  void relayWatchedStores();

  /// Ends the segment with HALT (as unit `unit`) and resets the pipeline bookkeeping.
  void endSegment(int unit);
  bool segmentEmpty() const { return steps_.empty(); }

  /// Output tiles and steps since resetCounters().
  std::int64_t tileCount() const { return tile_counter_; }
  std::int64_t stepCount() const { return step_counter_; }
  void resetCounters() { tile_counter_ = step_counter_ = 0; }

  /// Reuse keys: the ring slot holding the last load batch with this key, or -1.
  int reusable(Ring ring, const std::string& key) const;
  void remember(Ring ring, const std::string& key, int slot);
  /// Operand rows a tile loads into its output slot once (bias and
  /// requantize rows of one k tile): true when the current tile's slot still
  /// holds the rows an earlier tile loaded under `key`, so the tile need not
  /// load them. A tile that neither finds nor remembers its key leaves its
  /// slot's key forgotten at endTile (its rows may hold anything then).
  bool holdsOutputRows(const std::string& key);
  void rememberOutputRows(const std::string& key);

 private:
  struct Group {
    std::int64_t first = -1;
    std::int64_t last = -1;
    void add(std::uint32_t index) {
      if (first < 0) first = index;
      last = index;
    }
    bool empty() const { return first < 0; }
  };
  struct Step {
    int tile = 0;
    Group load, compute;
    std::int64_t data_last = -1;   ///< last load the computes wait for (not late)
    std::int64_t ahead_wait = -1;  ///< an earlier step's ahead load the computes also wait for (waitAhead)
  };
  struct Tile {
    int first_step = 0;
    int last_step = 0;
    Group vector, store;
    std::int64_t late_last = -1;  ///< last late load of the tile
    bool loads_output = false;    ///< loads into its output slot (bias, constant, requantize rows)
    bool waits_previous_store = false;  ///< V.last waits the previous tile's store even without such loads
    int waits_store = -1;         ///< the tile whose store V.last waits for (endTile), -1: none
    int store_lag = kStoreLag;    ///< tiles back to that store when the tile loads nothing into its output slot
    bool relay_early = false;     ///< relayEarly()
    /// The compute that waits for the previous tile's vector group (the first
    /// compute after this tile's first step), and its step; -1: not yet emitted.
    int relay_compute = -1, relay_step = -1;
  };
  /// Last readers of one slot (-1: none in this segment).
  struct Readers {
    int compute_step = -1;
    int vector_tile = -1;
    int store_tile = -1;
  };

  int step() const { return static_cast<int>(steps_.size()) - 1; }
  void emitWatch();
  void emitWatchRelay();
  int tile() const { return static_cast<int>(tiles_.size()) - 1; }
  void closeStep();
  /// Emits a COMPUTE of the current step; the first one after a tile's first
  /// step waits for the previous tile's vector group (the "vector done" relay).
  StageRef emitCompute(const isa::Instruction& in);
  /// Makes compute `c` the relay of tile relay_pending_ (it waits for the previous tile's vector group).
  void relayOn(StageRef c);
  void flushLoad();
  void flushStore();
  /// The compute instruction a load of step `s` must wait for so that `readers` are done
  /// (a relay no-op when the standing relays do not reach); nullopt if none.
  std::optional<StageRef> relayFor(const Readers& readers, int s);
  StageRef noop(isa::Opcode opcode);
  StageRef emitTimed(const isa::Instruction& in) { return streams_.emit(in, hw::model::instructionTiming(spec_, in)); }
  /// Emits merged loads of the current step (its late ones: `late`).
  void emitLoads(std::vector<TransferMerger::Merged>& loads, bool late);
  /// Emits merged stores of the current tile.
  void emitStores(std::vector<TransferMerger::Merged>& stores);
  isa::Instruction transfer(isa::Opcode opcode, const Transfer& t) const;

  const hw::Spec& spec_;
  const MemoryPlan& memory_;
  const BufferPartition& slots_;
  StageStreams streams_;
  std::vector<Step> steps_;
  std::vector<Tile> tiles_;
  bool step_open_ = false, tile_open_ = false;
  int relay_pending_ = -1;  ///< the tile whose "vector done" relay the next compute carries (-1: none)
  std::array<Readers, kInputSlots> input_slots_{};
  std::array<Readers, kWeightSlots> weight_slots_{};
  std::array<Readers, kOutputSlots> output_slots_{};
  int next_input_ = 0, next_weight_ = 0;
  std::array<std::optional<StageRef>, 3> slot_wait_{};  ///< per buffer: what its next load waits for
  std::optional<StageRef> drain_wait_;                  ///< what the next activation load waits for
  /// watchStores()'s early relay: what it waits for, whether the VECTOR
  /// (at the next tile's first step) and the COMPUTE are still to emit, the
  /// no-op VECTOR and COMPUTE once emitted, and the tile whose store they wait for.
  struct Watch {
    std::vector<std::string> regions;
    bool second_tile = false, pending = false, relay_pending = false;
    std::optional<StageRef> vector, relay;
    int tile = -1;
  } watch_;
  TransferMerger load_merger_, late_merger_, store_merger_;
  std::vector<TransferMerger::Merged> ready_;       ///< merged, to emit now
  std::vector<TransferMerger::Merged> late_loads_;  ///< of the current step, emitted when it closes
  std::vector<TransferMerger::Merged>* capture_ = nullptr;  ///< captureLoads()
  std::vector<TransferMerger::Merged> ahead_;               ///< loadAhead(): emitted when the current step closes
  bool ahead_before_late_ = false;                          ///< loadAhead()'s before_late
  bool defer_late_ = false;                                 ///< deferLateLoads()
  std::vector<TransferMerger::Merged> deferred_;            ///< late loads of tile deferred_tile_, held
  int deferred_tile_ = -1;
  std::int64_t ahead_last_ = -1;                            ///< the last of them emitted
  bool windows_ahead_ = true;                               ///< allowWindowsAhead()
  bool planes_ = true;                                      ///< allowPlanes()
  std::unordered_map<std::string, int> stored_by_;      ///< region -> last tile storing it (this segment)
  std::array<std::string, 2> ring_keys_{};             ///< key of the last batch per ring
  std::array<std::string, kOutputSlots> output_keys_{};  ///< per output slot: key of the operand rows it holds
  bool output_key_kept_ = false;                         ///< the current tile found or remembered its slot's key
  std::array<int, 2> ring_key_slot_{-1, -1};
  std::int64_t tile_counter_ = 0, step_counter_ = 0;
};

/// Emits an array kernel (kConv, kMatMul) and, when it pools, its pooling pass.
Status emitArrayKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan,
                       const hw::model::Mapping& mapping, int part, std::string& mapping_text);
/// Emits a banded depthwise kernel (Kernel::banded, map/toeplitz.h; codegen_banded.cpp).
Status emitBandedKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan, std::string& mapping_text);
/// Emits a vector-only kernel: rows through the vector unit, a pooling pass, or a copy.
Status emitVectorKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan);
/// Emits the pooling pass of `plan` from `source` (pixels of the pool's channels) to `destination`.
Status emitPoolPass(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan, const Region& source,
                    const Region& destination);

/// The VECTOR fields that move rows unchanged (max(x, x), else a full-range clip); nullopt when none exists.
std::optional<isa::VectorFields> copyOp(const hw::Spec& spec);
/// `copy` (from copyOp) moving `count` rows of `lanes` from input-buffer row `from` to output-buffer row `to`.
isa::VectorFields copyRows(isa::VectorFields copy, std::int64_t from, std::int64_t to, std::int64_t lanes,
                           std::int64_t count);
/// A plan step applied in place to `count` output-buffer rows from `row` (a kSelf operand reads the same rows).
isa::VectorFields inPlaceStep(const hw::Spec& spec, const VectorStep& step, std::int64_t row, std::int64_t lanes,
                              std::int64_t count);
/// Writes the plan's immediates of `step` into its VECTOR fields; float
/// formats get relu/clip bounds in the format's bits (docs/backend.md, Immediates).
/// A per-channel requantize gets per_lane = 1: the caller points operand_row
/// at its multiplier row (OperandKind::kRequantize; array kernels only).
void setImmediates(const hw::Spec& spec, const VectorStep& step, isa::VectorFields& fields);
/// An array kernel's operand of one row per k fold, loaded with a tile's first
/// reduction step and held across the tiles of its k: a bias (bias_add), or a
/// Mul's broadcast constant (a scalar or one value per output channel), which
/// VECTOR mul per_lane reads as that one row instead of repeated over every
/// result row (a LOAD of the same bytes per row, per tile).
inline bool foldRowOperand(const VectorStep& step) {
  return step.operand.kind == OperandKind::kBias ||
         (step.operand.kind == OperandKind::kConstant && step.operand.broadcast && step.op == hw::VectorOp::kMul);
}
/// A located error about a kernel; `code` "unsupported" for valid input this build cannot compile.
Status kernelError(const Kernel& kernel, const std::string& message, const std::string& code = "");
/// Region of a tensor a kernel touches; an error naming the kernel when the plan has none.
Expected<const Region*> regionOf(const MemoryPlan& memory, const Kernel& kernel, const std::string& tensor);
/// Byte offset of element `element` at `bits` each; an "unsupported" error when it is not byte-aligned.
Expected<std::int64_t> byteOffset(const Kernel& kernel, std::int64_t element, int bits);

}  // namespace tessera::backend::detail
