// lower-to-integer: QDQ matrix ops -> ConvInteger/MatMulInteger + tessera.Requantize (integer-only).
#pragma once

#include "compiler/passes/pass.h"

namespace tessera::passes {

extern const PassInfo kLowerToIntegerPass;

}  // namespace tessera::passes
