// Fixed-point requantization (gemmlowp / TFLite style): real scale -> int32 multiplier and shift.
//
// scale = multiplier * 2^(shift - 31) with multiplier in [2^30, 2^31).
// requantize() computes TFLite's MultiplyByQuantizedMultiplier:
//   1. x = saturate_int32(acc) (<< shift when shift > 0, saturating),
//   2. SaturatingRoundingDoublingHighMul(x, multiplier) = floor((x * m + 2^30) / 2^31)
//      (gemmlowp's nudge + truncating division: round half toward +infinity),
//   3. RoundingDivideByPOT(., -shift) when shift < 0: round half away from zero,
//   4. + zero_point, clamped to [qmin, qmax].
// Two roundings, so the result is within 1 LSB of round(acc * scale) + zero_point.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>

#include "hw/support/expected.h"

namespace tessera::isa {

struct FixedPointMultiplier {
  std::int32_t multiplier = 0;  ///< in [2^30, 2^31)
  int shift = 0;                ///< in [-31, 30]; > 0 is a left shift
};

inline constexpr int kMinShift = -31;
inline constexpr int kMaxShift = 30;

/// The multiplier/shift of a finite scale > 0; an error if the scale is not
/// positive and finite or its exponent is outside [kMinShift, kMaxShift].
Expected<FixedPointMultiplier> fixedPointMultiplier(double scale);

/// Terms an average pooling of `window` elements divides by: a one-element
/// window is added to itself (avg_pool always sums pairs), so at least 2.
inline std::int64_t averageTerms(std::int64_t window) { return std::max<std::int64_t>(window, 2); }
/// The fixed-point 1 / averageTerms(window) avg_pool's last sum is scaled by
/// (codegen writes it; tessera.GlobalAveragePool computes with it).
inline Expected<FixedPointMultiplier> averageScale(std::int64_t window) {
  return fixedPointMultiplier(1.0 / static_cast<double>(averageTerms(window)));
}

/// The real scale a multiplier represents: multiplier * 2^(shift - 31).
double realScale(FixedPointMultiplier m);

namespace detail {

inline constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
inline constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();

inline std::int32_t saturate32(std::int64_t v) { return static_cast<std::int32_t>(std::clamp(v, kInt32Min, kInt32Max)); }

/// gemmlowp SaturatingRoundingDoublingHighMul: round(a * b / 2^31), ties toward +infinity.
inline std::int32_t roundingDoublingHighMul(std::int32_t a, std::int32_t b) {
  if (a == b && a == std::numeric_limits<std::int32_t>::min()) return std::numeric_limits<std::int32_t>::max();
  const std::int64_t ab = std::int64_t{a} * std::int64_t{b};
  const std::int64_t nudge = ab >= 0 ? (std::int64_t{1} << 30) : (1 - (std::int64_t{1} << 30));
  return static_cast<std::int32_t>((ab + nudge) / (std::int64_t{1} << 31));
}

/// gemmlowp RoundingDivideByPOT: round(x / 2^exponent), half away from zero.
inline std::int32_t roundingDivideByPot(std::int32_t x, int exponent) {
  if (exponent == 0) return x;
  const std::int32_t mask = static_cast<std::int32_t>((std::int64_t{1} << exponent) - 1);
  const std::int32_t remainder = x & mask;
  const std::int32_t threshold = (mask >> 1) + (x < 0 ? 1 : 0);
  return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

}  // namespace detail

/// round(acc * scale) + zero_point, saturated to [qmin, qmax], in integer
/// arithmetic only (see the file comment for the exact rounding). Header-only
/// so the executor kernel (tessera_exec) can use it without linking tessera_quant.
inline std::int32_t requantize(std::int64_t acc, FixedPointMultiplier m, std::int32_t zero_point, int qmin, int qmax) {
  const int left = m.shift > 0 ? m.shift : 0;
  const int right = m.shift > 0 ? 0 : -m.shift;
  const std::int32_t x = detail::saturate32(detail::saturate32(acc) * (std::int64_t{1} << left));
  const std::int64_t scaled = detail::roundingDivideByPot(detail::roundingDoublingHighMul(x, m.multiplier), right);
  return static_cast<std::int32_t>(std::clamp<std::int64_t>(scaled + zero_point, qmin, qmax));
}

}  // namespace tessera::isa
