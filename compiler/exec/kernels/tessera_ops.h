// Kernels for Tessera's own operator domain "tessera" (ops ONNX lacks at the
// opsets we import, produced by passes such as recognize-activations).
#pragma once

#include "compiler/exec/kernel.h"

namespace tessera::exec {

/// Registers tessera.Gelu, tessera.Swish and tessera.HardSwish.
void registerTesseraKernels(KernelRegistry& registry);

}  // namespace tessera::exec
