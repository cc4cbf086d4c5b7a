// Content hashes for results-store keys: SHA-256 (FIPS 180-4) of bytes and files.
//
// A point key must never collide for two different experiments, and a model
// hash must change when any byte of the model does, so both use SHA-256
// rather than a fast non-cryptographic hash. Hashing ResNet-50's 100 MB takes
// well under a second and happens once per model per run.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "hw/support/expected.h"

namespace tessera::sweep {

/// Incremental SHA-256.
class Sha256 {
 public:
  Sha256();
  /// Appends bytes to the message.
  void update(std::string_view bytes);
  /// Finishes the message; the hasher must not be updated afterwards.
  std::array<std::uint8_t, 32> digest();
  /// Lower-case hex of digest().
  std::string hexDigest();

 private:
  void block(const std::uint8_t* data);

  std::array<std::uint32_t, 8> state_;
  std::array<std::uint8_t, 64> buffer_{};
  std::size_t buffered_ = 0;
  std::uint64_t length_bytes_ = 0;
};

/// Hex SHA-256 of a string.
std::string sha256Hex(std::string_view bytes);

/// Hex SHA-256 of a file's bytes; an error names the file when it cannot be read.
Expected<std::string> sha256File(const std::filesystem::path& file);

}  // namespace tessera::sweep
