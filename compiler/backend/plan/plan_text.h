// Kernel plans as readable text: `tessera compile --print-plans` and
// `tessera lower --hw CONFIG --print-plans`.
//
// One block per kernel of the compiled (group-packed) graph: its kind, ops
// and array shape, the plan's mode, the tiling codegen used, the vector
// steps with their operands and immediates, pooling, Concat, result
// placement, reduction and copy runs, what the host runs and the notes saying why.
#pragma once

#include <string>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/program/program.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// The plan of every kernel of `graph` for `spec`; `program` (optional) adds
/// each kernel's segment, instruction count and tiling. Errors: planKernel's.
Expected<std::string> formatPlans(const hw::Spec& spec, const KernelGraph& graph, const Program* program);

}  // namespace tessera::backend
