// Golden diagnostics: every tests/hw/spec/bad/NAME.yaml must fail to load
// with exactly the messages in NAME.out (regenerate with
// scripts/update_goldens.sh after a deliberate change, and review the diff).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "hw/spec/loader.h"

namespace tessera::hw {
namespace {

const std::filesystem::path kBadDir = "tests/hw/spec/bad";

std::string readFile(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> badConfigs() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(kBadDir))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class BadConfig : public testing::TestWithParam<std::string> {};

TEST_P(BadConfig, FailsWithTheGoldenDiagnostics) {
  const std::filesystem::path config = kBadDir / (GetParam() + ".yaml");
  const std::filesystem::path golden = kBadDir / (GetParam() + ".out");
  ASSERT_TRUE(std::filesystem::exists(golden)) << "missing golden " << golden;
  Expected<Spec> spec = loadSpecFile(config);
  ASSERT_FALSE(spec.ok()) << config << " unexpectedly loaded";
  const std::vector<Diagnostic>& diagnostics = spec.status().diagnostics();
  ASSERT_FALSE(diagnostics.empty());
  for (const Diagnostic& d : diagnostics) {
    EXPECT_FALSE(d.location.file.empty()) << "every diagnostic names its file";
    EXPECT_FALSE(d.message.empty());
  }
  EXPECT_EQ(render(diagnostics), readFile(golden));
}

INSTANTIATE_TEST_SUITE_P(Golden, BadConfig, testing::ValuesIn(badConfigs()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(BadConfigSet, HasAtLeastFifteenCases) { EXPECT_GE(badConfigs().size(), 15u); }

TEST(BadConfigSet, MissingFileAndDirectoryAreErrors) {
  Expected<Spec> missing = loadSpecFile("tests/hw/spec/bad/no_such_file.yaml");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(render(missing.status().diagnostics()),
            "error: tests/hw/spec/bad/no_such_file.yaml: cannot open file: no such file\n");
  Expected<Spec> folder = loadSpecFile("tests/hw/spec/bad");
  ASSERT_FALSE(folder.ok());
  EXPECT_EQ(render(folder.status().diagnostics()),
            "error: tests/hw/spec/bad: expected a YAML file, found a directory\n");
}

}  // namespace
}  // namespace tessera::hw
