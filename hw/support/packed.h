// Packed elements: `bits`-wide two's complement values at bit index * bits of
// a byte array, low bits first (two int4 values per byte, the first in the
// low nibble). The one definition DRAM images (compiler/backend/dram_image)
// and the functional core (hw/sim/functional) share.
#pragma once

#include <cstdint>

namespace tessera::hw {

/// Element `index` of `bits` at `base`; sign-extended when `is_signed`.
inline std::int64_t readPacked(const std::uint8_t* base, std::int64_t index, int bits, bool is_signed = true) {
  std::uint64_t value = 0;
  if (bits % 8 == 0) {
    for (int b = 0; b < bits / 8; ++b) value |= static_cast<std::uint64_t>(base[index * (bits / 8) + b]) << (8 * b);
  } else {
    for (int b = 0; b < bits; ++b) {
      const std::int64_t bit = index * bits + b;
      value |= static_cast<std::uint64_t>((base[bit / 8] >> (bit % 8)) & 1u) << b;
    }
  }
  if (is_signed && bits < 64 && ((value >> (bits - 1)) & 1u)) value |= ~std::uint64_t{0} << bits;
  return static_cast<std::int64_t>(value);
}

/// Writes the low `bits` of `value` as element `index` at `base`.
inline void writePacked(std::uint8_t* base, std::int64_t index, int bits, std::int64_t value) {
  const auto v = static_cast<std::uint64_t>(value);
  if (bits % 8 == 0) {
    for (int b = 0; b < bits / 8; ++b) base[index * (bits / 8) + b] = static_cast<std::uint8_t>(v >> (8 * b));
    return;
  }
  for (int b = 0; b < bits; ++b) {
    const std::int64_t bit = index * bits + b;
    const auto mask = static_cast<std::uint8_t>(1u << (bit % 8));
    if ((v >> b) & 1u)
      base[bit / 8] |= mask;
    else
      base[bit / 8] &= static_cast<std::uint8_t>(~mask);
  }
}

}  // namespace tessera::hw
