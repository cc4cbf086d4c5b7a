// Codegen: kernels -> instructions, with dependency tokens and scratchpad addresses.
//
// Every kernel is cut into output tiles (vector + store groups) and, within
// each, load/compute steps (one per reduction tile): a step loads the tile's
// input window, its weight blocks and (first step) the bias rows, the array
// computes one COMPUTE per array fold and run of pixels, and after the last
// step the vector unit applies the kernel's ops in place on the output tile
// and the store stage writes it back. Vector-only kernels load rows,
// run their ops and store; data movement is a load / copy / store; views
// emit nothing; host ops end a segment (a HALT) so the host can finish the
// kernel. Layouts: dram_layout.h (DRAM), docs/backend.md (scratchpad).
// Equally spaced transfers become one 3-D LOAD/STORE (planes > 1;
// TransferMerger in codegen_transfer.cpp), moving exactly the elements the
// 2-D ones would.
//
// Scratchpad (program-wide, so tiles of consecutive kernels never collide):
//   input buffer   4 slots, taken in turn by each batch of loads (skipping
//                  one still holding a reused window; read by compute and,
//                  for operands and vector kernels, by the vector unit);
//   weight buffer  2 slots (ping/pong halves), taken in turn by each weight load
//                  (a tile reusing the previous weights loads nothing);
//   output buffer  4 slots, output tile u uses u % 4 (bias rows, sums, the
//                  vector unit's in-place results until stored).
// Slots are whole banks when the bank count is a multiple of the slot count,
// and dealt round the banks (consecutive slots in different banks) when the
// slot count is a multiple of the bank count: on two banks the array's sums
// of tile u and the vector unit's pass over tile u - 1 then use different
// bank ports (hw/model/banks.h charges a unit waiting for a held port).
// A tile never crosses its slot: codegen tries every halving of the mapper's
// p and k (then q, n, c) and keeps the fastest tile that fits its slots (the
// mapper sized tiles for buffer halves).
//
// Tokens (stated as requirements, synthesized in schedule.h), per step s of
// output tile u(s) and tile u with steps first(u)..last(u):
//   C_s.first        <- L_s (last load the computes need)   data loaded
//   R_u              <- V_{u-1}.last     relays "vector done" towards load; R_u is the
//                                        first compute after step first(u) (tile u+1's
//                                        first when tile u has one step)
//   C_last(u).last   <- late loads of u  bias/operand rows reach the vector unit
//   V_u.first        <- C_last(u).last   sums ready
//   V_u.last         <- S_{u-1}.last     relays "stored" towards compute;
//                       S_{u-2}.last     when neither tile u nor tile u+3 loads into its
//                                        output slot (kStoreLag)
//                       S_{u-3}.last     a pooling pass's tiles (nothing loads into their
//                                        output slots: Emitter::storeLag)
//   S_u.first        <- V_u.last         results ready
// Where V_u.last waits for S_{u-1}, it is a no-op VECTOR after the tile's
// ops, so the last real op runs while that STORE drains (Emitter::endTile).
// A load into a slot waits for the slot's last readers (compute step, vector
// tile, store tile) through these relays (R_{v+1} knows V_v done, R_{w+1}
// knows the store V_w waited for and those before it), or through no-op
// relays codegen inserts when they do not reach. A pooling pass's tile
// computes nothing, so R_u is a no-op COMPUTE of its own right after the
// tile's step (Emitter::relayEarly): on the next step's compute, which waits
// for that step's LOAD, a slot's next LOAD waited a DRAM latency longer
// (EfficientNet-B0's 7 x 7 pools: 5,918 -> 4,271 cycles). Tile u's output-slot loads
// learn that tile u-4 was stored from R_{u-2} (R_{u-1} after tiles of lag
// 2), so its slot is free without a no-op relay. R_u was step first(u)'s
// last compute: a one-step tile's last compute then waited for the previous
// tile's vector pass and the next vector pass for it, a compute's issue and
// the array's drain lost every tile. A STORE
// completes a DRAM latency after it starts: waiting for the previous tile's
// store, every tile whose vector pass is shorter than that waited for it;
// the lag is 2 only where no bias, constant or requantize rows load into the
// output slot, whose loads would learn of the stores one tile later: tile
// u's loads learn that tile u-4 was stored from V_{u-3}, so tile u-3 keeps
// lag 1 (and an array kernel's last three tiles, before the next kernel's
// first loads; an array kernel without such rows keeps lag 1 throughout). Bias and requantize rows load into an output slot once per
// k tile: a later tile of the same k tile in that slot finds them there
// (Emitter::holdsOutputRows) and loads nothing into it; constant rows (per
// pixel) load every tile. Before, every tile of a kernel with a bias
// waited for the previous tile's store (EfficientNet-B0's 16 -> 96 channel
// expansion on a 112 x 112 map: 145,633 cycles for 88,527 estimated; 84,625).
// Loads of steps s+1, s+2 overlap compute of step s. A step that loads both
// its window and its weights loads first the one whose slot an earlier step
// read (the load unit runs in order; Emitter::nextSlotReadStep).
// The compute -> store gap: stages only talk to neighbours, so every tile
// has a vector group; a kernel without vector ops gets one VECTOR with count
// 0 (a no-op carrying the tokens), and vector-only kernels get a COMPUTE with
// depth 0 per step for the same reason. STORE from the output buffer writes
// activation precision, so no conversion op is needed for the relay.
// DRAM: a kernel reading a tensor stored by a tile the relays do not already
// order first drains: a no-op VECTOR waits for that store, a no-op COMPUTE
// for the VECTOR, and the kernel's first activation load for the COMPUTE
// (its weight loads go before and still overlap). docs/backend.md has more.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/map/mapper.h"
#include "compiler/backend/program/program.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Slots a buffer is cut into.
struct BufferSlots {
  hw::BufferKind buffer = hw::BufferKind::kInput;
  int count = 0;
  std::int64_t rows = 0;                  ///< rows per slot
  std::array<std::int64_t, 4> base{};     ///< first row of slot i
};

/// The program-wide scratchpad partition.
struct BufferPartition {
  BufferSlots input, weight, output;
};

// Slot counts of the partition: kInputSlots, kWeightSlots, kOutputSlots
// (mapper.h, which sizes tiles for them).
/// Tiles between a store and the vector group that waits for it when the
/// group's tile loads nothing into its output slot (see the file comment).
inline constexpr int kStoreLag = 2;

/// The partition of `spec`'s buffers.
BufferPartition partitionBuffers(const hw::Spec& spec);

/// How a pooling pass (codegen_vector.cpp) cuts one chunk of `lanes`
/// channels of `window` into tiles. A global pooling whose window an input
/// slot cannot hold reduces it in blocks of `block` pixels, one LOAD each,
/// and stores once (tiles = its blocks); otherwise a tile covers p x q output
/// pixels (halved from the whole map, p first, until their window rows fit
/// an input slot and the pixels an output slot), loads them one window
/// position at a time and stores them. `tiles` counts one chunk's tiles of one image.
struct PoolTiling {
  bool blocks = false;
  std::int64_t block = 0;
  std::int64_t p = 0, q = 0;
  std::int64_t tiles = 0;
};
/// nullopt when one pixel's window does not fit an input slot.
std::optional<PoolTiling> poolTiling(const BufferPartition& slots, const hw::model::LayerShape& window,
                                     bool global);
/// LOADs a pooling pass (emitPoolPass) of `tiling` (poolTiling's) takes for
/// one chunk of `lanes` channels of one image: a tile's pieces (one a
/// window position and output row, zero runs for its padding) as the
/// emitter's merger joins them (the window positions of one row stack as
/// planes), summed over the tiles; a global pooling in blocks, one a block.
std::int64_t poolPassLoads(const PoolTiling& tiling, const PoolPlan& pool, std::int64_t pixel_bytes,
                           std::int64_t lanes);

/// The mapping of each array kernel (nullopt for the others), in kernel order.
using KernelMappings = std::vector<std::optional<hw::model::Mapping>>;

/// Searches mappings for every array kernel like estimate() does (same
/// shape adjustment for real weight density, same cache), so codegen tiles
/// the layers the estimate costs.
Expected<KernelMappings> chooseMappings(const hw::Spec& spec, const KernelGraph& graph, Objective objective,
                                        MappingCache* cache = nullptr);

/// The tiling codegen emits for array kernel `kernel` (as packGroups leaves
/// it, planned as `plan`) from the mapper's `mapping`: the tile it re-fits to
/// its buffer slots (codegen_array_tiles.cpp), and the LOADs a tile's input
/// window takes, which the estimate prices.
struct ProgramTiling {
  hw::model::Mapping mapping;
  /// LOADs of one input window, on average over the kernel's windows (a
  /// padded or strided window is several: zero runs, stride phases, channel
  /// chunks; the model counts one).
  double loads_per_window = 1;
  /// DRAM bytes of one input window on average (its padding and folded-tap
  /// strips included: a 3 x 3 stride-2 stem folding its taps reads each
  /// pixel about 1.5 times along a row); 0 for a product (the model's count).
  double bytes_per_window = 0;
  /// Array busy cycles of a (full) tile's last COMPUTEs that fit the
  /// compute queue (control.queue_depth_instructions): fetch dispatches in
  /// program order, so the next kernel's first LOADs issue only once the
  /// array is that close to its last COMPUTE.
  double tail_compute_cycles = 0;
  /// Folded taps (weight-stationary): array busy cycles of the columns at
  /// the image's edges, which run tap by tap after the strips (each tap's
  /// part preloads its rows, then a cycle a column and output row), over
  /// the whole kernel; the model's folds count only the strips.
  double folded_edge_cycles = 0;
  /// LOADs of one reduction step's weights, on average over the k tiles: a
  /// step loads its k folds in one LOAD when they are alike, and the last,
  /// narrower fold of a k tile (k tile % PE cols) in one more; a tile's
  /// STOREs split alike (the model counts one transfer each).
  double loads_per_fold_group = 1;
  /// LOADs into the first tile's output slot before its last compute (its
  /// bias or broadcast rows per k fold group, its per-channel requantize
  /// rows per k fold). Later tiles keep them; the first tile's last compute
  /// waits for them, one latency each with one transfer in flight.
  double first_slot_loads = 0;
  /// LOADs of bias and requantize rows over the kernel: first_slot_loads on
  /// every tile that finds its slot without its k tile's rows (slotRowReloads).
  double slot_row_loads = 0;
  /// Elements the kernel's tiles load for one operand of a row a k fold (a
  /// bias, a broadcast constant, a requantize's multipliers or shifts): a
  /// fold's lanes a row, on every tile that finds its slot without its k
  /// tile's rows (slotRowReloads), G x K a round (an input-reuse order of 6
  /// k tiles over 7 pixel tiles: 7 rounds; a broadcast constant's one value
  /// fills a fold's row too).
  double slot_row_elements = 0;
  /// Operands whose rows a tile loads shaped like its result (a residual, a
  /// per-pixel constant): each takes as many LOADs as the tile's STOREs.
  int tile_operands = 0;
  /// Where a tile's last reduction step is one COMPUTE and a residual's rows
  /// load late, a no-op COMPUTE relays them to the vector unit (codegen.cpp,
  /// Emitter::closeStep): that COMPUTE's stream and its fill and drain, which
  /// run under the residual's LOADs. 0 otherwise.
  double relayed_compute_cycles = 0;
};
/// programTiling's results on one spec, by all they depend on (the kernel's
/// geometry, shape and result placement, and the mapper's mapping), so the
/// repeated layers of a model share one search. One spec per memo.
class ProgramTilingMemo {
 public:
  ProgramTilingMemo();
  ~ProgramTilingMemo();
  ProgramTilingMemo(const ProgramTilingMemo&) = delete;
  ProgramTilingMemo& operator=(const ProgramTilingMemo&) = delete;
  struct Entries;
  Entries& entries() { return *entries_; }

 private:
  std::unique_ptr<Entries> entries_;
};
Expected<ProgramTiling> programTiling(const hw::Spec& spec, const Kernel& kernel, const KernelPlan& plan,
                                      const hw::model::Mapping& mapping, ProgramTilingMemo* memo = nullptr);

struct CodegenOptions {
  /// Order the stream load-first (schedule.h); false keeps generation order (for comparison).
  bool interleave = true;
  /// Merge equally shaped, equally spaced transfers into 3-D LOAD/STOREs
  /// (planes > 1); false emits 2-D ones only, the same element moves in
  /// more instructions (for comparison and the equivalence test).
  bool transfer_planes = true;
  /// Load the next window of an array kernel ahead, spread over the tiles
  /// that share the current one (codegen_array.cpp, run()); false loads
  /// each window in the step that first reads it (for comparison).
  bool windows_ahead = true;
};

/// Generates the Program. Errors name the kernel (a tile that cannot fit
/// even at its smallest, a misaligned sub-byte operand) or are compiler bugs.
Expected<Program> generateProgram(const hw::Spec& spec, const KernelGraph& graph, const KernelMappings& mappings,
                                  const CodegenOptions& options = {});

}  // namespace tessera::backend
