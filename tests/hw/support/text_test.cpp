// Tests for the text helpers: edit distance, byte sizes, bit widths.
#include "hw/support/text.h"

#include <gtest/gtest.h>

namespace tessera {
namespace {

TEST(EditDistance, CountsInsertDeleteSubstitute) {
  EXPECT_EQ(editDistance("", ""), 0);
  EXPECT_EQ(editDistance("rows", "rows"), 0);
  EXPECT_EQ(editDistance("rowz", "rows"), 1);
  EXPECT_EQ(editDistance("row", "rows"), 1);
  EXPECT_EQ(editDistance("kitten", "sitting"), 3);
  EXPECT_EQ(editDistance("", "abc"), 3);
}

TEST(ClosestMatch, SuggestsOnlyPlausibleTypos) {
  std::vector<std::string> keys = {"rows", "cols", "dataflow"};
  EXPECT_EQ(closestMatch("rowz", keys), "rows");
  EXPECT_EQ(closestMatch("dataflw", keys), "dataflow");
  EXPECT_EQ(closestMatch("frequency_ghz", keys), std::nullopt);
}

TEST(ParseByteSize, AcceptsIntegersAndBinarySuffixes) {
  EXPECT_EQ(parseByteSize("0"), 0);
  EXPECT_EQ(parseByteSize("1000"), 1000);
  EXPECT_EQ(parseByteSize("64KiB"), 65536);
  EXPECT_EQ(parseByteSize("1MiB"), 1 << 20);
  EXPECT_EQ(parseByteSize("24MiB"), 24 << 20);
  EXPECT_EQ(parseByteSize("8GiB"), std::int64_t{8} << 30);
}

TEST(ParseByteSize, RejectsOtherSpellingsAndOverflow) {
  for (const char* bad : {"", "KiB", "64KB", "64kib", "64 KiB", "-1", "1.5MiB", "0x100", "64KiBs"})
    EXPECT_EQ(parseByteSize(bad), std::nullopt) << bad;
  EXPECT_EQ(parseByteSize("9999999999999999999"), std::nullopt);
  EXPECT_EQ(parseByteSize("99999999999GiB"), std::nullopt);
}

TEST(FormatByteSize, UsesTheLargestExactSuffix) {
  EXPECT_EQ(formatByteSize(65536), "64KiB");
  EXPECT_EQ(formatByteSize(24 << 20), "24MiB");
  EXPECT_EQ(formatByteSize(1000), "1000B");
  EXPECT_EQ(formatByteSize(1536), "1536B");
}

TEST(CeilLog2, BoundaryValues) {
  EXPECT_EQ(ceilLog2(0), 0);
  EXPECT_EQ(ceilLog2(1), 0);
  EXPECT_EQ(ceilLog2(2), 1);
  EXPECT_EQ(ceilLog2(3), 2);
  EXPECT_EQ(ceilLog2(4096), 12);
  EXPECT_EQ(ceilLog2(4097), 13);
  EXPECT_EQ(ceilLog2(std::uint64_t{1} << 40), 40);
}

}  // namespace
}  // namespace tessera
