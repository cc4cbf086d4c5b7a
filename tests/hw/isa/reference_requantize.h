// An independent statement of fixed-point requantization for tests: the
// formula of hw/isa/fixed_point.h written plainly in int64 arithmetic.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>

#include "hw/isa/fixed_point.h"

namespace tessera::isa::testing {

/// The same formula as requantize(), written plainly in int64.
inline std::int64_t referenceRequantize(std::int64_t acc, FixedPointMultiplier m, std::int64_t zp, std::int64_t qmin, std::int64_t qmax) {
  const std::int64_t lo = INT32_MIN, hi = INT32_MAX;
  std::int64_t x = std::clamp(acc, lo, hi);
  if (m.shift > 0) x = std::clamp(x * (std::int64_t{1} << m.shift), lo, hi);
  const std::int64_t prod = x * m.multiplier + (std::int64_t{1} << 30);
  std::int64_t high = prod / (std::int64_t{1} << 31);  // floor division
  if (prod < 0 && prod % (std::int64_t{1} << 31) != 0) --high;
  const int right = m.shift > 0 ? 0 : -m.shift;
  std::int64_t r = high;
  if (right > 0) {
    const std::int64_t half = std::int64_t{1} << (right - 1);
    r = high >= 0 ? (high + half) >> right : -((-high + half) >> right);  // half away from zero
  }
  return std::clamp(r + zp, qmin, qmax);
}

}  // namespace tessera::isa::testing
