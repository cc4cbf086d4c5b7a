// ProgramImage: program.bin and dram.bin written and read back exactly, a
// folder never pairs a program with another model's constants, and every
// damaged or foreign file is refused with the file and byte offset.
#include "hw/isa/program_image.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "hw/isa/encode.h"
#include "hw/spec/loader.h"

namespace tessera::isa {
namespace {

hw::Spec load(const char* name) {
  auto spec = hw::loadSpecFile(std::string("configs/") + name + ".yaml");
  EXPECT_TRUE(spec.ok()) << "run from the source root";
  return std::move(spec).value();
}

/// A three-instruction program: a LOAD, a COMPUTE and a HALT.
ProgramImage smallImage(const hw::Spec& spec) {
  const IsaLayout layout = layoutFor(spec);
  ProgramImage image;
  image.spec_fingerprint = spec.fingerprint();
  image.instruction_bits = layout.instruction_bits;
  Instruction load;
  load.opcode = Opcode::kLoad;
  load.transfer = {.buffer = hw::BufferKind::kWeight, .row_address = 2, .rows = 3, .elements = 4, .dram_address = 64,
                   .dram_stride_bytes = 4, .planes = 1};
  load.deps.push_next = true;
  Instruction compute;
  compute.opcode = Opcode::kCompute;
  compute.compute = {.input_row = 0, .weight_row = 2, .output_row = 1, .tile_rows = 3, .tile_cols = 4, .depth = 5,
                     .preload_weights = true};
  compute.deps.pop_prev = true;
  for (const Instruction& in : {load, compute, Instruction{}}) {
    auto words = encode(layout, in);
    EXPECT_TRUE(words.ok()) << render(words.status().diagnostics());
    if (words) image.code.insert(image.code.end(), words->begin(), words->end());
  }
  return image;
}

std::filesystem::path tempDir(const char* tag) {
  return std::filesystem::temp_directory_path() / (std::string("tessera_image_") + tag + std::to_string(::getpid()));
}

TEST(ProgramImage, ProgramAndDramRoundTripThroughAFolder) {
  const hw::Spec spec = load("tiny_4x4_int8");
  ProgramImage image = smallImage(spec);
  image.dram = DramContents{.base_address = 0, .bytes = {1, 2, 3, 250, 0, 7}};
  const auto dir = tempDir("rt");
  ASSERT_TRUE(writeProgramImage(image, dir).ok());
  auto back = readProgramImage(dir, layoutFor(spec));
  ASSERT_TRUE(back.ok()) << render(back.status().diagnostics());
  EXPECT_EQ(*back, image);
  EXPECT_EQ(back->size(), 3u);
  auto second = decode(layoutFor(spec), back->encoded(1));
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second->compute.depth, 5u);

  // Without constants the folder loses the old dram.bin.
  image.dram.reset();
  ASSERT_TRUE(writeProgramImage(image, dir).ok());
  EXPECT_FALSE(std::filesystem::exists(dir / "dram.bin"));
  back = readProgramImage(dir, layoutFor(spec));
  ASSERT_TRUE(back.ok());
  EXPECT_FALSE(back->dram.has_value());
  std::filesystem::remove_all(dir);
}

TEST(ProgramImage, HeaderBytesAreTheDocumentedLayout) {
  const hw::Spec spec = load("tiny_4x4_int8");
  const ProgramImage image = smallImage(spec);
  const std::string b = encodeProgramBinary(image);
  auto u = [&](size_t at, int n) {
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= std::uint64_t{static_cast<unsigned char>(b[at + static_cast<size_t>(i)])} << (8 * i);
    return v;
  };
  EXPECT_EQ(b.substr(0, 8), "TSRAPRG1");
  EXPECT_EQ(u(8, 4), kProgramBinaryVersion);
  EXPECT_EQ(u(12, 4), static_cast<std::uint64_t>(image.instruction_bits));
  EXPECT_EQ(u(16, 8), 3u);
  const size_t length = u(24, 4);
  EXPECT_EQ(b.substr(28, length), spec.fingerprint());
  EXPECT_EQ(b.size(), 28 + length + image.code.size() * 8);
  EXPECT_EQ(u(28 + length, 8), image.code[0]);

  const std::string d = encodeDramBinary(spec.fingerprint(), {.base_address = 16, .bytes = {9, 8}});
  EXPECT_EQ(d.substr(0, 8), "TSRADRM1");
  EXPECT_EQ(d.size(), 32 + spec.fingerprint().size() + 2);
  EXPECT_EQ(static_cast<unsigned char>(d.back()), 8);
}

TEST(ProgramImage, RefusesForeignAndDamagedFilesWithTheByteOffset) {
  const hw::Spec tiny = load("tiny_4x4_int8");
  const std::string bytes = encodeProgramBinary(smallImage(tiny));
  auto message = [](const auto& result) { return result.status().diagnostics().front().message; };

  auto other = decodeProgramBinary(bytes, layoutFor(load("edge_16x16_int8")), "p.bin");
  ASSERT_FALSE(other.ok());
  EXPECT_EQ(other.status().diagnostics().front().location.file, "p.bin");
  EXPECT_NE(message(other).find("compiled for 'ws4x4"), std::string::npos);

  for (size_t cut : {size_t{0}, size_t{27}, bytes.size() - 1}) {
    auto truncated = decodeProgramBinary(bytes.substr(0, cut), layoutFor(tiny), "p.bin");
    EXPECT_FALSE(truncated.ok()) << cut;
  }
  std::string count = bytes;  // a hostile instruction count must not overflow the size check
  for (size_t i = 16; i < 24; ++i) count[i] = static_cast<char>(0xff);
  auto huge = decodeProgramBinary(count, layoutFor(tiny));
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(message(huge).find("expected 18446744073709551615 instructions"), std::string::npos);

  std::string reserved = bytes;  // the top (reserved) bit of the last instruction, a HALT
  reserved.back() = static_cast<char>(0x80);
  auto bad = decodeProgramBinary(reserved, layoutFor(tiny));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(message(bad).find("instruction 2: "), std::string::npos);
  EXPECT_NE(message(bad).find("reserved bit"), std::string::npos);

  const std::string dram = encodeDramBinary(tiny.fingerprint(), {.base_address = 0, .bytes = {1, 2, 3}});
  auto good = decodeDramBinary(dram, tiny.fingerprint());
  ASSERT_TRUE(good.ok());
  EXPECT_EQ(good->bytes, (std::vector<std::uint8_t>{1, 2, 3}));
  auto foreign = decodeDramBinary(dram, "another-spec", "d.bin");
  ASSERT_FALSE(foreign.ok());
  EXPECT_EQ(message(foreign), "byte 16: built for '" + tiny.fingerprint() + "', not for 'another-spec'");
  auto short_image = decodeDramBinary(dram.substr(0, dram.size() - 1), tiny.fingerprint());
  ASSERT_FALSE(short_image.ok());
  EXPECT_NE(message(short_image).find("expected 3 image bytes, found 2"), std::string::npos);
  std::string magic = dram;
  magic[0] = 'X';
  EXPECT_FALSE(decodeDramBinary(magic, tiny.fingerprint()).ok());
  for (size_t cut = 0; cut < dram.size(); ++cut)
    EXPECT_FALSE(decodeDramBinary(dram.substr(0, cut), tiny.fingerprint()).ok()) << cut;
}

TEST(ProgramImage, MissingFolderIsAnErrorNamingTheFile) {
  const hw::Spec tiny = load("tiny_4x4_int8");
  auto missing = readProgramImage("/nonexistent/tessera", layoutFor(tiny));
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().diagnostics().front().location.file, "/nonexistent/tessera/program.bin");
}

}  // namespace
}  // namespace tessera::isa
