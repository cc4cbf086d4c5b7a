// What the kernels.json writer and reader share (kernel_json.h).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "compiler/backend/lower/kernel.h"

namespace tessera::backend {

/// JSON spelling of each QuantRole, in declaration order.
inline constexpr std::array<std::string_view, 7> kQuantRoleNames{
    "none", "quantize", "dequantize", "requantize", "to_fp16", "to_bf16", "cost_only"};

/// Kernel::host_from_op's "no op runs on the host" value (null in the JSON).
inline constexpr std::size_t kNoHostOp = static_cast<std::size_t>(-1);

/// FNV-1a 64-bit hash of the constants file, recorded in kernels.json.
std::uint64_t fnv1a64(const std::vector<std::uint8_t>& bytes);

}  // namespace tessera::backend
