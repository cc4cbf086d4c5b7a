// Content hashes for results-store keys: SHA-256 (FIPS 180-4) of bytes and files.
//
// A point key must never collide for two different experiments, and a model
// hash must change when any byte of the model does, so both use SHA-256
// rather than a fast non-cryptographic hash. Hashing ResNet-50's 100 MB takes
// a fraction of a second (libcrypto) and happens once per model per run.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "hw/support/expected.h"

typedef struct evp_md_ctx_st EVP_MD_CTX;  // <openssl/types.h>

namespace tessera::sweep {

/// Incremental SHA-256 (OpenSSL's libcrypto).
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
  struct ContextDeleter {
    void operator()(EVP_MD_CTX* context) const;
  };
  std::unique_ptr<EVP_MD_CTX, ContextDeleter> context_;
};

/// Hex SHA-256 of a string.
std::string sha256Hex(std::string_view bytes);

/// Hex SHA-256 of a file's bytes; an error names the file when it cannot be read.
Expected<std::string> sha256File(const std::filesystem::path& file);

}  // namespace tessera::sweep
