// IEEE fp16 and bfloat16 conversions (round to nearest even), bit-exact: the
// accelerator's float formats (hw/sim/functional.h) and the IR's f16/bf16 storage.
#pragma once

#include <cstdint>
#include <cstring>

namespace tessera::hw {

inline std::uint32_t floatBits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float bitsFloat(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

/// fp32 -> bf16 bits, round to nearest even; NaN stays a quiet NaN.
inline std::uint16_t floatToBf16(float f) {
  std::uint32_t u = floatBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<std::uint16_t>((u >> 16) | 0x40);
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<std::uint16_t>(u >> 16);
}
inline float bf16ToFloat(std::uint16_t h) { return bitsFloat(static_cast<std::uint32_t>(h) << 16); }

/// fp32 -> fp16 bits, round to nearest even, with subnormals, overflow to inf.
inline std::uint16_t floatToHalf(float f) {
  std::uint32_t u = floatBits(f);
  std::uint32_t sign = (u >> 16) & 0x8000u;
  std::uint32_t abs = u & 0x7fffffffu;
  if (abs > 0x7f800000u) return static_cast<std::uint16_t>(sign | 0x7e00u);  // NaN
  if (abs >= 0x477ff000u) return static_cast<std::uint16_t>(sign | 0x7c00u);  // rounds to inf
  if (abs < 0x38800000u) {                                                     // subnormal or zero
    if (abs < 0x33000000u) return static_cast<std::uint16_t>(sign);            // below half the smallest subnormal
    std::uint32_t exponent = abs >> 23;
    std::uint32_t mantissa = (abs & 0x7fffffu) | 0x800000u;
    std::uint32_t shift = 126 - exponent;  // in units of 2^-24, the smallest fp16 subnormal
    std::uint32_t result = mantissa >> shift;
    std::uint32_t remainder = mantissa & ((1u << shift) - 1u);
    std::uint32_t halfway = 1u << (shift - 1);
    if (remainder > halfway || (remainder == halfway && (result & 1u))) ++result;
    return static_cast<std::uint16_t>(sign | result);
  }
  std::uint32_t rounded = abs + 0xfffu + ((abs >> 13) & 1u);
  return static_cast<std::uint16_t>(sign | ((rounded - 0x38000000u) >> 13));
}

inline float halfToFloat(std::uint16_t h) {
  std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  std::uint32_t exponent = (h >> 10) & 0x1fu;
  std::uint32_t mantissa = h & 0x3ffu;
  if (exponent == 0) {
    if (mantissa == 0) return bitsFloat(sign);
    float value = static_cast<float>(mantissa) * (1.0f / 16777216.0f);  // 2^-24
    return sign ? -value : value;
  }
  if (exponent == 31) return bitsFloat(sign | 0x7f800000u | (mantissa << 13));
  return bitsFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

/// fp32 -> the bits of a 16-bit float format (bf16 or fp16), round to nearest even, and back.
inline std::uint16_t floatToFormat(float f, bool bf16) { return bf16 ? floatToBf16(f) : floatToHalf(f); }
inline float formatToFloat(std::uint16_t h, bool bf16) { return bf16 ? bf16ToFloat(h) : halfToFloat(h); }

}  // namespace tessera::hw
