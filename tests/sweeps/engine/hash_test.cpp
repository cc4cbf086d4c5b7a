// SHA-256 against the FIPS 180-4 / NIST example vectors.
#include "sweeps/engine/hash.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace tessera::sweep {
namespace {

TEST(Sha256, NistVectors) {
  EXPECT_EQ(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256Hex(std::string(1000000, 'a')), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, IncrementalEqualsOneShotAtEveryBlockBoundary) {
  std::string text;
  for (int i = 0; i < 300; ++i) text.push_back(static_cast<char>('a' + i % 26));
  for (std::size_t split : {0, 1, 55, 56, 63, 64, 65, 128, 200, 300}) {
    Sha256 hasher;
    hasher.update(std::string_view(text).substr(0, split));
    hasher.update(std::string_view(text).substr(split));
    EXPECT_EQ(hasher.hexDigest(), sha256Hex(text)) << split;
  }
}

TEST(Sha256, FileEqualsItsBytes) {
  const auto file = std::filesystem::temp_directory_path() / ("tessera_hash_test_" + std::to_string(::getpid()));
  std::string bytes(3 << 20, '\0');
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7 + 3);
  std::ofstream(file, std::ios::binary) << bytes;
  Expected<std::string> hashed = sha256File(file);
  ASSERT_TRUE(hashed.ok());
  EXPECT_EQ(*hashed, sha256Hex(bytes));
  std::filesystem::remove(file);
  EXPECT_FALSE(sha256File(file).ok());
}

}  // namespace
}  // namespace tessera::sweep
