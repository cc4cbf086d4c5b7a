// Registration of the extra kernel files (elementwise_extra*.cpp, shape_extra*.cpp, einsum_extra.cpp).
#pragma once

#include "compiler/exec/kernel.h"

namespace tessera::exec {

/// Mod, Xor, BitShift, Bitwise*, IsInf, IsNaN (elementwise_extra.cpp); also
/// registers the unary group below.
void registerElementwiseExtraKernels(KernelRegistry& registry);
/// Trigonometric/hyperbolic functions, Round, Softsign, ThresholdedRelu,
/// Shrink, Celu, Mish (elementwise_extra_unary.cpp).
void registerElementwiseExtraUnaryKernels(KernelRegistry& registry);

/// GatherElements, ScatterElements, Scatter, CumSum, Trilu (shape_extra.cpp);
/// also registers the groups below.
void registerShapeExtraKernels(KernelRegistry& registry);
/// DepthToSpace, SpaceToDepth, OneHot, EyeLike, NonZero (shape_extra_layout.cpp).
void registerShapeExtraLayoutKernels(KernelRegistry& registry);
/// Einsum (einsum_extra.cpp).
void registerEinsumExtraKernels(KernelRegistry& registry);

}  // namespace tessera::exec
