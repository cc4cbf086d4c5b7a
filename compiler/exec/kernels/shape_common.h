// Helpers shared by the shape kernel files: integer inputs, axes, strided byte copies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"

namespace tessera::exec::shape {

using elementwise::checkArity;
using elementwise::setOutput;

/// Reads a scalar or 1-D integer tensor (e.g. a shape, axes, pads input);
/// `what` names it in errors.
Expected<std::vector<std::int64_t>> readInts(const KernelContext& ctx, const Tensor& tensor, const std::string& what);

/// Normalizes a possibly negative axis into [0, rank), or an error naming `what`.
Expected<int> checkedAxis(const KernelContext& ctx, std::int64_t axis, int rank, const std::string& what);

/// Copies raw elements of `element_bytes` bytes: output element at index i
/// (row-major over `out_shape`) is input element
/// base + sum_d i[d] * in_strides[d] (strides in elements; may be 0 or
/// negative). Works for every dtype because it never looks at values.
void stridedCopy(const std::byte* in, std::int64_t base, const std::vector<std::int64_t>& in_strides, const Shape& out_shape,
                 std::byte* out, int element_bytes);

/// Shape-kernel groups, one per file.
void registerSlicePadKernels(KernelRegistry& registry);  ///< shape_slice_pad.cpp
void registerResizeKernels(KernelRegistry& registry);    ///< shape_resize.cpp
void registerLayoutKernels(KernelRegistry& registry);    ///< shape_layout.cpp

}  // namespace tessera::exec::shape
