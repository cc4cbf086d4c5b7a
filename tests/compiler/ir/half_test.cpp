// fp16 / bf16 conversions: exhaustive round trips and rounding boundaries.
#include "compiler/ir/half.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace tessera::ir {
namespace {

TEST(Half, EveryHalfRoundTripsThroughFloat) {
  for (std::uint32_t h = 0; h < 0x10000; ++h) {
    float f = halfToFloat(static_cast<std::uint16_t>(h));
    if (std::isnan(f)) continue;  // NaN payloads may be canonicalised
    EXPECT_EQ(floatToHalf(f), h) << std::hex << h;
  }
}

TEST(Half, KnownValuesAndRounding) {
  EXPECT_EQ(floatToHalf(1.0f), 0x3c00);
  EXPECT_EQ(floatToHalf(-2.0f), 0xc000);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7bff);                   // largest finite
  EXPECT_EQ(floatToHalf(65519.0f), 0x7bff);                   // below the rounding midpoint
  EXPECT_EQ(floatToHalf(65520.0f), 0x7c00);                   // midpoint rounds to even: inf
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -24)), 0x0001);      // smallest subnormal
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -25)), 0x0000);      // tie rounds to even (0)
  EXPECT_EQ(floatToHalf(std::ldexp(3.0f, -25)), 0x0002);      // tie rounds to even (2)
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -14)), 0x0400);      // smallest normal
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(1.0f, -11)), 0x3c00);  // tie between 1 and next: even
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(3.0f, -11)), 0x3c02);  // tie: rounds up to even
  EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_EQ(halfToFloat(0x7c00), std::numeric_limits<float>::infinity());
}

TEST(BFloat16, RoundsToNearestEven) {
  EXPECT_EQ(floatToBf16(1.0f), 0x3f80);
  EXPECT_EQ(floatToBf16(bitsFloat(0x3f808000u)), 0x3f80);  // tie, even stays
  EXPECT_EQ(floatToBf16(bitsFloat(0x3f818000u)), 0x3f82);  // tie, odd rounds up
  EXPECT_EQ(floatToBf16(bitsFloat(0x3f808001u)), 0x3f81);  // above the tie
  EXPECT_EQ(bf16ToFloat(0x3f80), 1.0f);
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBf16(std::numeric_limits<float>::quiet_NaN()))));
  for (std::uint32_t h = 0; h < 0x10000; ++h) {
    float f = bf16ToFloat(static_cast<std::uint16_t>(h));
    if (std::isnan(f)) continue;
    EXPECT_EQ(floatToBf16(f), h);
  }
}

}  // namespace
}  // namespace tessera::ir
