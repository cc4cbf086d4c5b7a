// Integer-only kernels of the "tessera" domain (produced by the lower-to-integer pass).
#pragma once

#include "compiler/exec/kernel.h"

namespace tessera::exec {

/// Registers tessera.Requantize.
void registerTesseraQuantKernels(KernelRegistry& registry);

}  // namespace tessera::exec
