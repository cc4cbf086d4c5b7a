// dram.bin: writer and reader of the DRAM image (format in dram_image.h).
#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "compiler/backend/dram_image.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

void putU(std::string& out, std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

std::uint64_t getU(const std::string& bytes, std::size_t at, int n) {
  std::uint64_t v = 0;
  for (int i = 0; i < n; ++i)
    v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[at + static_cast<size_t>(i)])) << (8 * i);
  return v;
}

}  // namespace

std::string encodeDramImage(const DramImage& image) {
  std::string out(kDramImageMagic, sizeof(kDramImageMagic));
  putU(out, kDramImageVersion, 4);
  putU(out, image.spec_fingerprint.size(), 4);
  out += image.spec_fingerprint;
  putU(out, image.base_address, 8);
  putU(out, image.bytes.size(), 8);
  out.append(reinterpret_cast<const char*>(image.bytes.data()), image.bytes.size());
  return out;
}

Expected<DramImage> decodeDramImage(const std::string& bytes, const std::string& spec_fingerprint,
                                    const std::string& file) {
  auto error = [&](std::size_t at, const std::string& message) {
    return Status::error(fileError(file, fmt::format("byte {}: {}", at, message)));
  };
  if (bytes.size() < 16) return error(0, "too short for the dram.bin header (16 bytes before the fingerprint)");
  if (bytes.compare(0, 8, kDramImageMagic, sizeof(kDramImageMagic)) != 0)
    return error(0, "not a Tessera DRAM image (magic)");
  const auto version = static_cast<std::uint32_t>(getU(bytes, 8, 4));
  if (version != kDramImageVersion)
    return error(8, fmt::format("format version {}, this build reads only version {}; recompile the model", version,
                                kDramImageVersion));
  const std::uint64_t length = getU(bytes, 12, 4);
  if (bytes.size() - 16 < length + 16) return error(16, "fingerprint and sizes run past the end of the file");
  DramImage image;
  image.spec_fingerprint = bytes.substr(16, length);
  if (image.spec_fingerprint != spec_fingerprint)
    return error(16, fmt::format("built for '{}', not for '{}'", image.spec_fingerprint, spec_fingerprint));
  const std::size_t at = 16 + length;
  image.base_address = getU(bytes, at, 8);
  const std::uint64_t count = getU(bytes, at + 8, 8);
  if (bytes.size() - at - 16 != count)
    return error(at + 8, fmt::format("expected {} image bytes, found {}", count, bytes.size() - at - 16));
  image.bytes.assign(reinterpret_cast<const std::uint8_t*>(bytes.data()) + at + 16,
                     reinterpret_cast<const std::uint8_t*>(bytes.data()) + bytes.size());
  return image;
}

Status writeDramImage(const DramImage& image, const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::filesystem::path file = dir / "dram.bin";
  std::ofstream out(file, std::ios::binary);
  const std::string bytes = encodeDramImage(image);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) return Status::error(fileError(file.string(), "cannot write"));
  return {};
}

Expected<DramImage> readDramImage(const std::filesystem::path& file, const std::string& spec_fingerprint) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return Status::error(fileError(file.string(), "cannot read"));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return decodeDramImage(bytes.str(), spec_fingerprint, file.string());
}

}  // namespace tessera::backend
