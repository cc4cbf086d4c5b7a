// program.bin and dram.bin: the one writer and reader (formats in program_image.h).
#include "hw/isa/program_image.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "hw/isa/encode.h"
#include "hw/support/diagnostic.h"

namespace tessera::isa {
namespace {

/// Little-endian writer.
class ByteWriter {
 public:
  explicit ByteWriter(const char (&magic)[8]) : out_(magic, sizeof(magic)) {}
  void u32(std::uint32_t v) { put(v, 4); }
  void u64(std::uint64_t v) { put(v, 8); }
  void text(const std::string& s) { out_ += s; }
  void bytes(const void* data, std::size_t n) { out_.append(static_cast<const char*>(data), n); }
  void words(const std::vector<std::uint64_t>& code) {
    const std::size_t at = out_.size();
    out_.resize(at + code.size() * 8);
    char* p = out_.data() + at;
    for (std::uint64_t w : code)
      for (int b = 0; b < 8; ++b) *p++ = static_cast<char>((w >> (8 * b)) & 0xff);
  }
  std::string take() { return std::move(out_); }

 private:
  void put(std::uint64_t v, int n) {
    for (int i = 0; i < n; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
  }
  std::string out_;
};

/// Little-endian reader over a byte string; errors name the file and the byte offset.
class ByteReader {
 public:
  ByteReader(const std::string& bytes, const std::string& file) : bytes_(bytes), file_(file) {}
  bool has(std::uint64_t n) const { return bytes_.size() - pos_ >= n; }
  std::uint64_t get(int n) {
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i)
      v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[pos_ + static_cast<size_t>(i)])) << (8 * i);
    pos_ += static_cast<size_t>(n);
    return v;
  }
  std::string take(std::size_t n) {
    std::string s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  std::size_t pos() const { return pos_; }
  std::size_t remaining() const { return bytes_.size() - pos_; }
  Status error(const std::string& message) const { return errorAt(pos_, message); }
  Status errorAt(std::size_t at, const std::string& message) const {
    return Status::error(fileError(file_, fmt::format("byte {}: {}", at, message)));
  }

 private:
  const std::string& bytes_;
  std::string file_;
  std::size_t pos_ = 0;
};

std::string olderProgramVersion(std::uint32_t version) {
  switch (version) {
    case 1: return " (version 1 has 2-D LOAD/STORE, without the planes fields)";
    case 2: return " (version 2 has LOAD/STORE without row_plane_stride)";
    case 3: return " (version 3 has no transpose flag on LOAD/STORE and no per_lane on VECTOR)";
    case 4: return " (version 4 has VECTOR rows of at most the vector unit's lanes)";
    case 5: return " (version 5 has LOAD/STORE without row_stride)";
    case 6: return " (version 6 has no bias flag on VECTOR)";
    default: return "";
  }
}

Status writeFile(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) return Status::error(fileError(path.string(), "cannot write"));
  return {};
}

}  // namespace

std::string encodeProgramBinary(const ProgramImage& image) {
  ByteWriter out(kProgramMagic);
  out.u32(kProgramBinaryVersion);
  out.u32(static_cast<std::uint32_t>(image.instruction_bits));
  out.u64(image.size());
  out.u32(static_cast<std::uint32_t>(image.spec_fingerprint.size()));
  out.text(image.spec_fingerprint);
  out.words(image.code);
  return out.take();
}

std::string encodeDramBinary(const std::string& spec_fingerprint, const DramContents& contents) {
  ByteWriter out(kDramImageMagic);
  out.u32(kDramImageVersion);
  out.u32(static_cast<std::uint32_t>(spec_fingerprint.size()));
  out.text(spec_fingerprint);
  out.u64(contents.base_address);
  out.u64(contents.bytes.size());
  out.bytes(contents.bytes.data(), contents.bytes.size());
  return out.take();
}

Expected<ProgramImage> decodeProgramBinary(const std::string& bytes, const IsaLayout& layout,
                                           const std::string& file) {
  ByteReader in(bytes, file);
  ProgramImage image;
  if (!in.has(28)) return in.error("too short for the program.bin header (28 bytes)");
  if (in.take(8) != std::string(kProgramMagic, sizeof(kProgramMagic))) return in.error("not a Tessera program (magic)");
  const auto version = static_cast<std::uint32_t>(in.get(4));
  if (version != kProgramBinaryVersion)
    return in.error(fmt::format("format version {}, this build reads only version {}{}; recompile the model", version,
                                kProgramBinaryVersion, olderProgramVersion(version)));
  image.instruction_bits = static_cast<int>(in.get(4));
  const std::uint64_t count = in.get(8);
  const std::uint64_t fp_length = in.get(4);
  if (!in.has(fp_length)) return in.error("fingerprint runs past the end of the file");
  image.spec_fingerprint = in.take(fp_length);
  if (image.spec_fingerprint != layout.spec_fingerprint)
    return in.error(fmt::format("compiled for '{}', not for '{}'", image.spec_fingerprint, layout.spec_fingerprint));
  if (image.instruction_bits != layout.instruction_bits)
    return in.error(
        fmt::format("{}-bit instructions, the spec's layout has {}", image.instruction_bits, layout.instruction_bits));
  const std::size_t words = static_cast<size_t>(layout.words);
  if (in.remaining() / (words * 8) != count || in.remaining() % (words * 8) != 0)
    return in.error(fmt::format("expected {} instructions of {} bytes ({} bytes), found {} bytes", count, words * 8,
                                count * words * 8, in.remaining()));
  image.code.reserve(count * words);
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::size_t at = in.pos();
    for (std::size_t w = 0; w < words; ++w) image.code.push_back(in.get(8));
    auto decoded = decode(layout, image.encoded(i));
    if (!decoded)
      return in.errorAt(at, fmt::format("instruction {}: {}", i, decoded.status().diagnostics().front().message));
  }
  return image;
}

Expected<DramContents> decodeDramBinary(const std::string& bytes, const std::string& spec_fingerprint,
                                        const std::string& file) {
  ByteReader in(bytes, file);
  if (!in.has(16)) return in.error("too short for the dram.bin header (16 bytes before the fingerprint)");
  if (in.take(8) != std::string(kDramImageMagic, sizeof(kDramImageMagic)))
    return in.errorAt(0, "not a Tessera DRAM image (magic)");
  const auto version = static_cast<std::uint32_t>(in.get(4));
  if (version != kDramImageVersion)
    return in.errorAt(8, fmt::format("format version {}, this build reads only version {}; recompile the model",
                                     version, kDramImageVersion));
  const std::uint64_t length = in.get(4);
  if (!in.has(length) || in.remaining() - length < 16)
    return in.error("fingerprint and sizes run past the end of the file");
  const std::string fingerprint = in.take(length);
  if (fingerprint != spec_fingerprint)
    return in.errorAt(16, fmt::format("built for '{}', not for '{}'", fingerprint, spec_fingerprint));
  DramContents contents;
  contents.base_address = in.get(8);
  const std::size_t count_at = in.pos();
  const std::uint64_t count = in.get(8);
  if (in.remaining() != count)
    return in.errorAt(count_at, fmt::format("expected {} image bytes, found {}", count, in.remaining()));
  contents.bytes.assign(reinterpret_cast<const std::uint8_t*>(bytes.data()) + in.pos(),
                        reinterpret_cast<const std::uint8_t*>(bytes.data()) + bytes.size());
  return contents;
}

Status writeProgramImage(const ProgramImage& image, const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::error(fileError(dir.string(), "cannot create the output folder: " + ec.message()));
  if (Status s = writeFile(dir / "program.bin", encodeProgramBinary(image)); !s.ok()) return s;
  // Never leave another model's constants or encodings beside this program.
  if (!image.encodings.empty()) {
    if (Status s = writeFile(dir / "encodings.bin", encodeEncodingTable(image.encodings)); !s.ok()) return s;
  } else {
    std::filesystem::remove(dir / "encodings.bin", ec);
  }
  if (image.dram) return writeFile(dir / "dram.bin", encodeDramBinary(image.spec_fingerprint, *image.dram));
  std::filesystem::remove(dir / "dram.bin", ec);
  return {};
}

Expected<std::string> readFileBytes(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return Status::error(fileError(file.string(), "cannot read"));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

Expected<ProgramImage> readProgramImage(const std::filesystem::path& dir, const IsaLayout& layout) {
  Expected<std::string> program_bytes = readFileBytes(dir / "program.bin");
  if (!program_bytes) return program_bytes.status();
  Expected<ProgramImage> image = decodeProgramBinary(*program_bytes, layout, (dir / "program.bin").string());
  if (!image) return image.status();
  std::error_code ec;
  if (std::filesystem::exists(dir / "encodings.bin", ec)) {
    Expected<std::string> bytes = readFileBytes(dir / "encodings.bin");
    if (!bytes) return bytes.status();
    Expected<std::vector<EncodingChange>> changes = decodeEncodingTable(*bytes, (dir / "encodings.bin").string());
    if (!changes) return changes.status();
    image.value().encodings = std::move(changes).value();
  }
  if (!std::filesystem::exists(dir / "dram.bin", ec)) return image;
  Expected<std::string> dram_bytes = readFileBytes(dir / "dram.bin");
  if (!dram_bytes) return dram_bytes.status();
  Expected<DramContents> dram = decodeDramBinary(*dram_bytes, layout.spec_fingerprint, (dir / "dram.bin").string());
  if (!dram) return dram.status();
  image.value().dram = std::move(dram).value();
  return image;
}

}  // namespace tessera::isa
