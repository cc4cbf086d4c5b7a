// Memory plan: where every tensor of a compiled model lives in DRAM.
//
// DRAM is laid out as [constants | zero row | activation arena]:
//   - one region per constant tensor (array weights packed at the weight
//     precision and compressed per the spec's sparsity format from the real
//     masks; bias and vector operands at the accumulator precision), see
//     dram_layout.h, and one "<kernel>/requantize" constant per kernel whose
//     requantize has per-channel scales (immediates.h ChannelRequantize);
//   - one zero row, the source of the padding rows codegen loads;
//   - the activation arena, shared by graph inputs, graph outputs, kernel
//     results and kernel-private scratch tensors (an array kernel's result
//     before its pooling: KernelPlan::scratch_elements in pixels of
//     result_channels, a Concat's channels included) by liveness. A tensor lives
//     from the kernel producing it to the last kernel reading it (graph inputs
//     from the start, graph outputs to the end; a view kernel's output is its
//     input under a new name). Tensors whose lives overlap never share bytes;
//     the others are packed by the greedy-by-size planner (Pisarchyk & Lee,
//     "Efficient Memory Management for Deep Neural Net Inference", 2020, as in
//     TFLite): largest first, each at the best-fitting gap among the
//     already-placed tensors it overlaps in time.
// Every region starts at a multiple of kRegionAlignmentBytes. Lives are
// inclusive kernel indices; -1 is "before the first kernel" and
// kernels.size() "after the last".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Alignment of every DRAM region.
inline constexpr std::int64_t kRegionAlignmentBytes = 64;

/// What a region holds.
enum class RegionKind { kWeight, kConstant, kZero, kInput, kOutput, kActivation, kScratch };
/// "weight", "constant", "zero", "input", "output", "activation", "scratch".
std::string_view name(RegionKind kind);

/// One DRAM region.
struct Region {
  std::string name;                  ///< tensor name; scratch: "<kernel>/scratch"; requantizeRegionName()
  RegionKind kind = RegionKind::kActivation;
  std::int64_t offset_bytes = 0;     ///< DRAM byte address
  std::int64_t bytes = 0;
  int first_kernel = -1;             ///< live range (activations; constants live throughout)
  int last_kernel = -1;
};

/// A tensor to place in the arena: size and inclusive life.
struct LiveTensor {
  std::int64_t bytes = 0;
  int first = 0;
  int last = 0;
};

/// Greedy-by-size offsets of `tensors` (each aligned to `alignment`); tensors
/// whose lives overlap get disjoint byte ranges. Returns the offsets (in
/// input order) and sets `arena_bytes` to the end of the highest one.
std::vector<std::int64_t> placeGreedyBySize(const std::vector<LiveTensor>& tensors, std::int64_t alignment,
                                            std::int64_t& arena_bytes);

/// Most bytes live at once: a lower bound on any arena for `tensors`.
std::int64_t liveBytesPeak(const std::vector<LiveTensor>& tensors);

/// The DRAM layout of one compiled model.
struct MemoryPlan {
  std::vector<Region> regions;
  std::int64_t constant_bytes = 0;          ///< weights, constants and the zero row (aligned)
  std::int64_t weight_bytes = 0;            ///< array weights as stored
  std::int64_t activation_base = 0;         ///< arena start
  std::int64_t peak_activation_bytes = 0;   ///< arena size after placement
  std::int64_t naive_activation_bytes = 0;  ///< every activation in its own region (aligned)
  std::int64_t live_activation_bytes = 0;   ///< most activation bytes live at once (lower bound)
  std::int64_t total_bytes = 0;             ///< constants + arena
  int zero_region = -1;                     ///< index of the zero row

  /// The region of a tensor (a view's name resolves to its root); nullptr if none.
  const Region* find(std::string_view tensor) const;
  /// The scratch region of kernel `id`; nullptr if it has none.
  const Region* scratch(int kernel_id) const;

  std::unordered_map<std::string, int> by_name;  ///< tensor name (incl. view aliases) -> region index
  std::unordered_map<int, int> by_scratch;       ///< kernel id -> scratch region index
};

/// Name of the constant region holding a kernel's per-channel requantize
/// multipliers and shifts (kind "constant"; MemoryPlan::find resolves it).
inline std::string requantizeRegionName(const Kernel& kernel) { return kernel.name + "/requantize"; }

/// Plans DRAM for `graph` given each kernel's plan (plans[i] for kernels[i]).
/// Error when the model does not fit the spec's DRAM.
Expected<MemoryPlan> planMemory(const hw::Spec& spec, const KernelGraph& graph, const std::vector<KernelPlan>& plans);

}  // namespace tessera::backend
