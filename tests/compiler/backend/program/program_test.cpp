// Tests for the Program files: program.bin header bytes and exact round trip,
// located errors for a foreign or damaged file, program.s parsed back line by
// line, memory_map.json contents.
#include "compiler/backend/program/program.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include <fmt/format.h>

#include "compiler/backend/codegen/codegen.h"
#include "hw/isa/encode.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

using testing::convKernel;
using testing::graphOf;
using testing::loadConfig;
using testing::tensor;

Program compiled(const hw::Spec& spec) {
  const hw::model::Conv2dParams p{.in_channels = 8, .out_channels = 8, .in_h = 8, .in_w = 8, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  const KernelGraph g = graphOf({convKernel("c1", p, "x", "t", {hw::VectorOp::kBiasAdd, hw::VectorOp::kRelu}),
                                 convKernel("c2", p, "t", "y")},
                                {tensor("x", 512)}, {tensor("y", 512)});
  auto m = chooseMappings(spec, g, Objective::kLatency);
  EXPECT_TRUE(m.ok());
  auto program = generateProgram(spec, g, *m);
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  return *program;
}

std::uint64_t littleEndian(const std::string& bytes, size_t at, int n) {
  std::uint64_t v = 0;
  for (int i = 0; i < n; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[at + static_cast<size_t>(i)])) << (8 * i);
  return v;
}

TEST(ProgramBinary, HeaderThenLittleEndianWords) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const Program program = compiled(spec);
  const std::string b = isa::encodeProgramBinary(programImage(program));
  EXPECT_EQ(b.substr(0, 8), "TSRAPRG1");
  EXPECT_EQ(littleEndian(b, 8, 4), isa::kProgramBinaryVersion);
  EXPECT_EQ(littleEndian(b, 12, 4), static_cast<std::uint64_t>(program.layout.instruction_bits));
  EXPECT_EQ(littleEndian(b, 16, 8), program.size());
  const std::uint64_t length = littleEndian(b, 24, 4);
  EXPECT_EQ(b.substr(28, length), spec.fingerprint());
  const size_t words = static_cast<size_t>(program.layout.words);
  ASSERT_EQ(b.size(), 28 + length + program.size() * words * 8);
  // Instruction 5, word by word, equals isa::encode of the decoded instruction.
  auto expected = isa::encode(program.layout, program.instruction(5));
  ASSERT_TRUE(expected.ok());
  for (size_t w = 0; w < words; ++w) EXPECT_EQ(littleEndian(b, 28 + length + (5 * words + w) * 8, 8), (*expected)[w]);
}

TEST(ProgramBinary, RoundTripsThroughAFile) {
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_fp16", "tpu_v1_like"}) {
    const hw::Spec spec = loadConfig(config);
    const Program program = compiled(spec);
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("tessera_program_test_" + std::to_string(::getpid()));
    ASSERT_TRUE(isa::writeProgramImage(programImage(program), dir).ok());
    auto back = isa::readProgramImage(dir, isa::layoutFor(spec));
    ASSERT_TRUE(back.ok()) << render(back.status().diagnostics());
    EXPECT_EQ(back->spec_fingerprint, spec.fingerprint());
    EXPECT_EQ(back->code, program.code) << config;
    std::vector<isa::Instruction> decoded;
    for (std::size_t i = 0; i < back->size(); ++i) decoded.push_back(isa::decode(isa::layoutFor(spec), back->encoded(i)).value());
    EXPECT_EQ(decoded, program.decoded()) << config;
    std::filesystem::remove_all(dir);
  }
}

TEST(ProgramBinary, RejectsAnotherSpecAndDamage) {
  const hw::Spec tiny = loadConfig("tiny_4x4_int8");
  const std::optional<std::string> bytes = isa::encodeProgramBinary(programImage(compiled(tiny)));
  auto other = isa::decodeProgramBinary(*bytes, isa::layoutFor(loadConfig("edge_16x16_int8")), "p.bin");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.status().diagnostics().front().message.find("compiled for 'ws4x4"), std::string::npos);
  auto truncated = isa::decodeProgramBinary(bytes->substr(0, bytes->size() - 3), isa::layoutFor(tiny), "p.bin");
  ASSERT_FALSE(truncated.ok());
  EXPECT_EQ(truncated.status().diagnostics().front().location.file, "p.bin");
  std::string magic = *bytes;
  magic[0] = 'X';
  EXPECT_FALSE(isa::decodeProgramBinary(magic, isa::layoutFor(tiny)).ok());
  std::string reserved = *bytes;  // set the top (reserved) bit of the last instruction (a halt)
  reserved[reserved.size() - 1] = static_cast<char>(0x80);
  auto bad = isa::decodeProgramBinary(reserved, isa::layoutFor(tiny));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().diagnostics().front().message.find("reserved bit"), std::string::npos);
}

TEST(ProgramBinary, RejectsOlderVersions) {
  // Version 1 predates the planes fields of LOAD/STORE and version 2 the
  // buffer plane stride; their words would decode as garbage (or, worse,
  // as something plausible) under this layout, so the reader refuses them
  // by their header.
  const hw::Spec tiny = loadConfig("tiny_4x4_int8");
  const std::optional<std::string> bytes = isa::encodeProgramBinary(programImage(compiled(tiny)));
  EXPECT_EQ(isa::kProgramBinaryVersion, 7u);
  // Each older version names what it lacks; a future one (8) is refused without an explanation.
  const std::vector<std::pair<char, std::string>> versions = {
      {1, " (version 1 has 2-D LOAD/STORE, without the planes fields)"},
      {2, " (version 2 has LOAD/STORE without row_plane_stride)"},
      {3, " (version 3 has no transpose flag on LOAD/STORE and no per_lane on VECTOR)"},
      {4, " (version 4 has VECTOR rows of at most the vector unit's lanes)"},
      {5, " (version 5 has LOAD/STORE without row_stride)"},
      {6, " (version 6 has no bias flag on VECTOR)"},
      {8, ""}};
  for (const auto& [version, why] : versions) {
    std::string old = *bytes;
    old[8] = version;  // u32 version at offset 8, little-endian
    const std::string file = fmt::format("v{}.bin", static_cast<int>(version));
    auto back = isa::decodeProgramBinary(old, isa::layoutFor(tiny), file);
    ASSERT_FALSE(back.ok());
    const Diagnostic& d = back.status().diagnostics().front();
    EXPECT_EQ(d.location.file, file);
    EXPECT_EQ(d.message,
              fmt::format("byte 12: format version {}, this build reads only version 7{}; recompile the model",
                          static_cast<int>(version), why));
  }
}

TEST(ProgramAssembly, EveryInstructionLineParsesBack) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  const Program program = compiled(spec);
  std::istringstream text(programAssembly(program));
  std::string line;
  size_t index = 0, kernels = 0;
  int number = 0;
  while (std::getline(text, line)) {
    ++number;
    if (line.rfind("; kernel ", 0) == 0) {
      ++kernels;
      EXPECT_EQ(program.kernels[kernels - 1].first, index) << line;
    }
    if (line.empty() || line[0] == ';') continue;
    auto parsed = isa::parseAssembly(line, "program.s", number);
    ASSERT_TRUE(parsed.ok()) << line << "\n" << render(parsed.status().diagnostics());
    EXPECT_EQ(*parsed, program.instruction(index)) << line;
    ++index;
  }
  EXPECT_EQ(index, program.size());
  EXPECT_EQ(kernels, 2u);
}

TEST(MemoryMap, RegionsAndTotals) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const Program program = compiled(spec);
  const nlohmann::json map = memoryMapJson(program);
  EXPECT_EQ(map["spec_fingerprint"], spec.fingerprint());
  ASSERT_EQ(map["regions"].size(), program.memory.regions.size());
  bool found_t = false;
  for (const auto& r : map["regions"]) {
    if (r["name"] != "t") continue;
    found_t = true;
    EXPECT_EQ(r["kind"], "activation");
    EXPECT_EQ(r["first_kernel"], 0);
    EXPECT_EQ(r["last_kernel"], 1);
    EXPECT_EQ(r["bytes"], 512);
  }
  EXPECT_TRUE(found_t);
  const auto& totals = map["totals"];
  EXPECT_EQ(totals["peak_activation_bytes"], program.memory.peak_activation_bytes);
  EXPECT_EQ(totals["naive_activation_bytes"], 3 * 512);
  // x meets t at kernel 0 and t meets y at kernel 1; x and y never meet: y reuses x's bytes.
  EXPECT_EQ(totals["peak_activation_bytes"], 2 * 512);
  EXPECT_EQ(totals["instructions"], program.size());
  EXPECT_EQ(map["kernels"].size(), 2u);
  EXPECT_EQ(map["kernels"][1]["name"], "c2");
}

}  // namespace
}  // namespace tessera::backend
