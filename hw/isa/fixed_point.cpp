// Fixed-point multiplier construction and integer-only requantization.
#include "hw/isa/fixed_point.h"

#include <fmt/format.h>

#include <cmath>

namespace tessera::isa {

Expected<FixedPointMultiplier> fixedPointMultiplier(double scale) {
  Diagnostic d;
  if (!(scale > 0.0) || !std::isfinite(scale)) {
    d.message = fmt::format("requantization scale {} is not positive and finite", scale);
    return Status::error(d);
  }
  int exponent = 0;
  const double fraction = std::frexp(scale, &exponent);  // scale = fraction * 2^exponent, fraction in [0.5, 1)
  std::int64_t q = std::llround(fraction * static_cast<double>(std::int64_t{1} << 31));
  if (q == (std::int64_t{1} << 31)) {  // fraction rounded up to 1
    q /= 2;
    ++exponent;
  }
  if (exponent < kMinShift || exponent > kMaxShift) {
    d.message = fmt::format("requantization scale {} needs shift {}, outside [{}, {}]", scale, exponent, kMinShift, kMaxShift);
    return Status::error(d);
  }
  return FixedPointMultiplier{static_cast<std::int32_t>(q), exponent};
}

double realScale(FixedPointMultiplier m) { return std::ldexp(static_cast<double>(m.multiplier), m.shift - 31); }


}  // namespace tessera::isa
