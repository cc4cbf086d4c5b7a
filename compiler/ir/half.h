// IEEE fp16 and bfloat16 conversions (round to nearest even), bit-exact:
// the IR's f16/bf16 storage uses the accelerator's own (hw/support/half.h).
#pragma once

#include "hw/support/half.h"

namespace tessera::ir {

using hw::bf16ToFloat;
using hw::bitsFloat;
using hw::floatBits;
using hw::floatToBf16;
using hw::floatToHalf;
using hw::halfToFloat;

}  // namespace tessera::ir
