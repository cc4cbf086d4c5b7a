// Generators: the SystemVerilog package and the C++ target header are diffed
// against checked-in goldens, and the target header compiled into this test
// (from the build tree, written by the explicit `tessera gen` build step)
// must agree with the Spec loaded at run time.
#include "hw/spec/generate.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "hw/spec/loader.h"
#include "tessera_target.h"  // generated for configs/tiny_4x4_int8.yaml

namespace tessera::hw {
namespace {

std::string readFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

Spec load(const std::string& name) {
  Expected<Spec> spec = loadSpecFile("configs/" + name + ".yaml");
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return spec.value();
}

class GeneratedFiles : public testing::TestWithParam<std::string> {};

TEST_P(GeneratedFiles, MatchGoldens) {
  Spec spec = load(GetParam());
  EXPECT_EQ(generateSvPackage(spec), readFile("tests/hw/spec/golden/" + GetParam() + ".sv"));
  EXPECT_EQ(generateCppTarget(spec), readFile("tests/hw/spec/golden/" + GetParam() + ".h"));
}

INSTANTIATE_TEST_SUITE_P(Golden, GeneratedFiles, testing::Values("tiny_4x4_int8", "edge_16x16_int8", "tpu_v1_like"));

TEST(GeneratedFiles, ParameterNamesAreUnique) {
  std::set<std::string> names;
  for (const TargetParameter& p : targetParameters(load("edge_16x16_int8"))) EXPECT_TRUE(names.insert(p.name).second) << p.name;
}

TEST(GeneratedTarget, CompiledHeaderAgreesWithSpec) {
  Spec spec = load("tiny_4x4_int8");
  EXPECT_STREQ(target::kFingerprint, spec.fingerprint().c_str());
  EXPECT_EQ(target::kPeRows, spec.params().pe_array.rows);
  EXPECT_EQ(target::kPeCols, spec.params().pe_array.cols);
  EXPECT_EQ(target::kAccumulatorBits, spec.params().precision.accumulator_bits);
  EXPECT_EQ(target::kInputBufferRows, spec.derived().input.total_rows);
  EXPECT_EQ(target::kOutputBufferRowBytes, spec.derived().output.row_bytes);
  EXPECT_EQ(target::kIsaDramAddrBits, spec.derived().isa.dram_address_bits);
  EXPECT_EQ(target::kFetchWidthInstructions, spec.params().control.fetch_width_instructions);
  EXPECT_EQ(target::kQueueDepthInstructions, spec.params().control.queue_depth_instructions);
  EXPECT_EQ(target::kVectorRowElements, spec.derived().vector_row_elements);
  static_assert(target::kPeRows * target::kPeCols == 16, "tiny is a 4x4 array");
}

TEST(GeneratedTarget, WriteIsIdempotent) {
  Spec spec = load("tiny_4x4_int8");
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "tessera_generate_test";
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(writeGeneratedFiles(spec, dir).ok());
  auto written = std::filesystem::last_write_time(dir / kSvPackageFile);
  ASSERT_TRUE(writeGeneratedFiles(spec, dir).ok());
  EXPECT_EQ(std::filesystem::last_write_time(dir / kSvPackageFile), written) << "unchanged files are not rewritten";
  EXPECT_EQ(readFile((dir / kCppTargetFile).string()), generateCppTarget(spec));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace tessera::hw
