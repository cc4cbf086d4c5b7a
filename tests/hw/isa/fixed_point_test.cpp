// Fixed-point requantization (the arithmetic VECTOR requantize defines):
// multipliers represent their scales, and requantize() equals a plain int64
// re-statement of TFLite's MultiplyByQuantizedMultiplier and is within one
// step of exact rounding.
#include "hw/isa/fixed_point.h"

#include "tests/hw/isa/reference_requantize.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <random>

namespace tessera::isa {
namespace {

using tessera::isa::testing::referenceRequantize;

TEST(FixedPoint, MultiplierRepresentsTheScale) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> log_scale(-20.0, 20.0);
  for (int i = 0; i < 2000; ++i) {
    const double scale = std::exp2(log_scale(rng));
    Expected<FixedPointMultiplier> m = fixedPointMultiplier(scale);
    ASSERT_TRUE(m.ok()) << scale;
    EXPECT_GE(m->multiplier, std::int64_t{1} << 30);
    EXPECT_NEAR(realScale(*m), scale, scale * std::ldexp(1.0, -30));
  }
  EXPECT_EQ(fixedPointMultiplier(0.5)->multiplier, std::int64_t{1} << 30);
  EXPECT_EQ(fixedPointMultiplier(0.5)->shift, 0);
  EXPECT_FALSE(fixedPointMultiplier(0.0).ok());
  EXPECT_FALSE(fixedPointMultiplier(-1.0).ok());
  EXPECT_FALSE(fixedPointMultiplier(std::ldexp(1.0, 40)).ok());
  EXPECT_FALSE(fixedPointMultiplier(std::ldexp(1.0, -40)).ok());
}

TEST(FixedPoint, RequantizeMatchesReferences) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> log_scale(-24.0, 4.0);
  std::uniform_int_distribution<int> zero(-20, 20);
  int off_by_one = 0;
  for (int i = 0; i < 200000; ++i) {
    const double scale = std::exp2(log_scale(rng));
    const FixedPointMultiplier m = *fixedPointMultiplier(scale);
    const int bits = 1 + static_cast<int>(rng() % 31);
    const std::int64_t acc = static_cast<std::int64_t>(rng() % (std::uint64_t{1} << bits)) - (std::int64_t{1} << (bits - 1));
    const int zp = zero(rng);
    const int qmin = i % 2 ? -128 : -32768, qmax = i % 2 ? 127 : 32767;
    const std::int32_t q = requantize(acc, m, zp, qmin, qmax);
    ASSERT_EQ(q, referenceRequantize(acc, m, zp, qmin, qmax)) << acc << " " << scale;
    const double exact = std::clamp(std::nearbyint(static_cast<double>(acc) * scale) + zp, double(qmin), double(qmax));
    ASSERT_LE(std::fabs(q - exact), 1.0) << acc << " " << scale;
    off_by_one += q != exact;
  }
  EXPECT_LT(off_by_one, 2000);  // ties and double rounding only
  // Saturation: accumulators beyond int32 and left shifts.
  const FixedPointMultiplier big = *fixedPointMultiplier(3.0);
  EXPECT_EQ(requantize(std::int64_t{1} << 40, big, 0, -128, 127), 127);
  EXPECT_EQ(requantize(-(std::int64_t{1} << 40), big, 0, -128, 127), -128);
  EXPECT_EQ(requantize(5, big, 3, 0, 255), 18);
}

}  // namespace
}  // namespace tessera::isa
