// Group packing: several groups of a grouped convolution side by side on the array.
//
// A depthwise convolution (k = c = 1 per group) gives the array one
// reduction row and one output column per group: a 16 x 16 array would run
// it at 1/256 of its peak, and 4-bit activations would start mid-byte for
// every odd channel. Packing P groups into one block-diagonal group
//   g' = g / P,  c' = P * c,  k' = P * k
// puts P * c consecutive input channels of a pixel on the rows (contiguous
// in the channel-last activation layout, whole bytes at every precision
// when P * c is a multiple of 8 / bits) and P * k outputs on the columns, so
// a depthwise layer runs P times faster. The weights off the diagonal
// blocks are zeros of the packed kernel: they are stored (dram_layout.h:
// the block-diagonal expansion, group after group), multiplied by the
// array and skipped only where the spec's sparsity format allows it. The
// estimate reports the model's MACs, not the padding.
//
// P is a divisor of g with P * c <= PE rows and P * k <= PE cols whose
// groups start on whole bytes (else the largest divisor), on every
// dataflow: weight-stationary arrays put c on rows and k on columns;
// output- and input-stationary ones stream the reduction or k and gain the
// longer stream. Of those, the largest, unless the mapper finds a narrower
// one at least 1.25x faster: the stored weights grow with P (P x the
// model's), and on a large array the widest packing can bind a depthwise
// layer by the zeros it moves (tpu_v1_like). The margin keeps the choice
// away from the estimate's error on configs where the Program's tiles
// differ from the mapper's (scalesim_32x32_ws took a 3 % better estimate
// for a 33 % slower Program at 1 %). estimate() and codegen call the same
// function, so the tiles codegen emits are the tiles the estimate costs.
//
// A depthwise layer on a weight-stationary array may run banded instead
// (toeplitz.h: one channel's image row along the array's rows, J outputs on
// its columns): where bandedGeometry exists and bandedCost is at least
// 1.25x below the chosen packing's mapper cycles (runsBanded). The bands
// are about J x 16 / S times the model's weights, so small maps keep the
// packing.
#pragma once

#include <cstdint>
#include <optional>

#include "compiler/backend/lower/kernel.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// Groups of `kernel` packed side by side on `spec`'s array (1: not packed).
std::int64_t groupPacking(const hw::Spec& spec, const Kernel& kernel);

/// True when the depthwise `kernel` runs banded on `spec` (toeplitz.h):
/// bandedGeometry exists and bandedCost is at least 1.25x below the mapper's
/// cycles for the packing groupPacking chooses. Remembered per spec and shape.
bool runsBanded(const hw::Spec& spec, const Kernel& kernel);

/// The kernel as the array runs it: a banded depthwise kernel unchanged but
/// for Kernel::banded; other grouped convolutions packed per groupPacking
/// (shape, array weight elements and sparsity profile of the block-diagonal
/// weights); every other kernel unchanged.
Kernel packGroups(const hw::Spec& spec, const Kernel& kernel);

/// packGroups over a graph; nullopt when no kernel changes (use the graph as is).
std::optional<KernelGraph> packGroups(const hw::Spec& spec, const KernelGraph& graph);

/// The graph codegen plans: packGroups, then placeConcatOperands (kernel_plan.h);
/// nullopt when neither changes a kernel (use the graph as is).
std::optional<KernelGraph> codegenGraph(const hw::Spec& spec, const KernelGraph& graph);

}  // namespace tessera::backend
