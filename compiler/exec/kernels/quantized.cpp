// Quantized kernels of the reference executor (see compiler/exec/kernel.h).
#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"

namespace tessera::exec {

void registerQuantizedKernels(KernelRegistry& registry) { (void)registry; }

}  // namespace tessera::exec
