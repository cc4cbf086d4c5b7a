// Weight codec: N:M and bitmask blocks decode to the codes they encode, at the documented sizes.
#include "hw/isa/weight_codec.h"

#include <gtest/gtest.h>

#include "tests/hw/spec/config_fixtures.h"

#include <fstream>
#include <random>
#include <sstream>

#include "hw/spec/loader.h"
#include "hw/spec/yaml_reader.h"

namespace tessera::isa {
namespace {

/// edge_16x16_int8_sparse24 (2:4), or with `weight_format: bitmask`.
hw::Spec sparseSpec(bool bitmask) {
  if (!bitmask) return hw::testing::loadConfig("edge_16x16_int8_sparse24");
  return hw::testing::editedConfig("edge_16x16_int8_sparse24", "weight_format: n_of_m\n  n: 2\n  m: 4",
                                   "weight_format: bitmask");
}

/// rows x cols int8 codes with at most 2 nonzeros in every 4 rows of a column.
std::vector<std::int64_t> twoOfFour(std::int64_t rows, std::int64_t cols, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> value(-128, 127);
  std::vector<std::int64_t> codes(static_cast<size_t>(rows * cols), 0);
  for (std::int64_t r = 0; r < rows; ++r)
    for (std::int64_t j = 0; j < cols; ++j)
      if ((r * 3 + j) % 4 < 2) codes[static_cast<size_t>(r * cols + j)] = value(random);
  return codes;
}

TEST(WeightCodec, NofMRoundTripsAtTheDocumentedSize) {
  const hw::Spec spec = sparseSpec(false);
  const NofMGeometry nm = nOfMGeometry(spec);
  EXPECT_EQ(nm.n, 2);
  EXPECT_EQ(nm.m, 4);
  EXPECT_EQ(nm.index_bits, 2);
  EXPECT_EQ(nm.groupBytes(16, 8), 2 * 16 + 8);  // 2 value rows, 2 x 16 two-bit indices
  for (std::int64_t rows : {16, 18, 1}) {  // whole groups, a short last group, one row
    SCOPED_TRACE(rows);
    const std::vector<std::int64_t> codes = twoOfFour(rows, 16, 5);
    std::string problem;
    const std::vector<std::uint8_t> bytes = encodeWeightBlock(spec, WeightEncoding::kNOfM, rows, 16, codes, problem);
    EXPECT_TRUE(problem.empty()) << problem;
    EXPECT_EQ(std::ssize(bytes), (rows + 3) / 4 * 40);
    EXPECT_EQ(std::ssize(bytes), encodedBlockBytes(spec, WeightEncoding::kNOfM, rows, 16, 0));
    auto decoded = decodeWeightBlock(spec, WeightEncoding::kNOfM, rows, 16, bytes.data(), std::ssize(bytes), "block");
    ASSERT_TRUE(decoded.ok()) << render(decoded.status().diagnostics());
    EXPECT_EQ(*decoded, codes);
  }
}

TEST(WeightCodec, NofMRefusesAThirdNonzeroAndShortBytes) {
  const hw::Spec spec = sparseSpec(false);
  std::vector<std::int64_t> codes = twoOfFour(8, 4, 2);
  codes[4] = codes[8] = 1;  // column 0: rows 1 and 2 join rows 0 and 3 of the first group
  std::string problem;
  encodeWeightBlock(spec, WeightEncoding::kNOfM, 8, 4, codes, problem);
  EXPECT_NE(problem.find("rows 0..3 of column 0 hold 4 nonzeros, the 2:4 format keeps 2"), std::string::npos)
      << problem;
  const std::vector<std::uint8_t> bytes(10, 0);
  auto decoded = decodeWeightBlock(spec, WeightEncoding::kNOfM, 8, 4, bytes.data(), std::ssize(bytes), "block X");
  ASSERT_FALSE(decoded.ok());
  EXPECT_NE(render(decoded.status().diagnostics()).find("block X needs 20 bytes, the image has 10"), std::string::npos);
}

TEST(WeightCodec, BitmaskRoundTripsAtTheDocumentedSize) {
  const hw::Spec spec = sparseSpec(true);
  const std::vector<std::int64_t> codes = twoOfFour(12, 10, 9);
  std::int64_t nonzeros = 0;
  for (std::int64_t c : codes) nonzeros += c != 0;
  std::string problem;
  const std::vector<std::uint8_t> bytes = encodeWeightBlock(spec, WeightEncoding::kBitmask, 12, 10, codes, problem);
  EXPECT_TRUE(problem.empty());
  EXPECT_EQ(std::ssize(bytes), 15 + nonzeros);  // 120 mask bits, then a byte per nonzero
  EXPECT_EQ(std::ssize(bytes), encodedBlockBytes(spec, WeightEncoding::kBitmask, 12, 10, nonzeros));
  auto decoded = decodeWeightBlock(spec, WeightEncoding::kBitmask, 12, 10, bytes.data(), std::ssize(bytes), "block");
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, codes);
}

// The IP's weight-encoding table (encodings.bin): 16 bytes an entry, the
// encoding from each entry's first instruction on, dense before; bad tables
// are errors naming the entry.
TEST(WeightCodec, EncodingTableRoundTripsAndNamesABadEntry) {
  const std::vector<EncodingChange> changes = {{3, WeightEncoding::kNOfM}, {5, WeightEncoding::kDense},
                                               {6, WeightEncoding::kNOfM}};
  const std::string bytes = encodeEncodingTable(changes);
  ASSERT_EQ(bytes.size(), 3 * kEncodingEntryBytes);
  EXPECT_EQ(static_cast<std::uint8_t>(bytes[0]), 3);   // first, little-endian
  EXPECT_EQ(static_cast<std::uint8_t>(bytes[8]), 1);   // N:M
  Expected<std::vector<EncodingChange>> read = decodeEncodingTable(bytes, "encodings.bin");
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(*read, changes);
  Expected<std::vector<WeightEncoding>> each = encodingsPerInstruction(sparseSpec(false), *read, 8);
  ASSERT_TRUE(each.ok());
  using enum WeightEncoding;
  EXPECT_EQ(*each, (std::vector<WeightEncoding>{kDense, kDense, kDense, kNOfM, kNOfM, kDense, kNOfM, kNOfM}));

  auto message = [](const Status& s) { return s.diagnostics().empty() ? std::string() : s.diagnostics().front().message; };
  EXPECT_NE(message(decodeEncodingTable(bytes.substr(0, 20), "e.bin").status()).find("20 bytes are not whole entries"),
            std::string::npos);
  EXPECT_NE(message(decodeEncodingTable(encodeEncodingTable({{4, kNOfM}, {4, kDense}}), "e.bin").status())
                .find("entry 1: first instruction 4 is not above entry 0's 4"),
            std::string::npos);
  std::string bad = bytes;
  bad[8 + 2 * kEncodingEntryBytes] = 9;
  EXPECT_NE(message(decodeEncodingTable(bad, "e.bin").status()).find("entry 2: encoding 9 is not 0 (dense)"),
            std::string::npos);
  EXPECT_NE(message(encodingsPerInstruction(sparseSpec(false), changes, 6).status())
                .find("entry 2: first instruction 6 is not below the program's 6 instructions"),
            std::string::npos);
  EXPECT_NE(message(encodingsPerInstruction(sparseSpec(true), changes, 8).status())
                .find("entry 0: encoding 1 (N:M) is not how"),
            std::string::npos);
}

}  // namespace
}  // namespace tessera::isa
