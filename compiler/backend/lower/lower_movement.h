// Lowering of reductions and data movement: what the kernel plan needs to run
// them exactly (Kernel::reduction, Kernel::movement).
//
// A standalone Softmax, LayerNormalization or Reduce* is rows x extent
// independent reductions of consecutive elements only when it reduces the
// trailing axes of a tensor DRAM holds row-major; a Transpose, Concat, Slice,
// Pad, Gather, Expand or Tile needs its static shapes and resolved attributes
// (perm, axis, starts and steps, pads, constant indices) to say where each
// output element comes from. What cannot be described carries its reason
// (`why_not`), which the plan turns into a host op and a note.
#pragma once

#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/ir/graph.h"

namespace tessera::backend {

/// Fills kernel.reduction (kSoftmax, kLayerNorm, kReduce) or kernel.movement
/// (kDataMovement) of a group without array work; other kinds are left alone.
/// `producer`: value -> node writing it (-1: none); unknown dimensions take `unknown_dim`.
void describeVectorGroup(const ir::Graph& graph, const std::vector<int>& members, const std::vector<int>& producer,
                         std::int64_t unknown_dim, Kernel& kernel);

}  // namespace tessera::backend
