// Layering: hw/ is the whole description of the machine and depends on
// nothing in compiler/, so a simulator or an RTL testbench builds from hw/
// alone. Checked on the sources, so a stray include fails here before it
// turns into a link-time surprise.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> sourcesUnder(const fs::path& root) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    const std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".h" || ext == ".cpp" || ext == ".txt")) files.push_back(entry.path());
  }
  return files;
}

TEST(Layering, HwIncludesNothingFromCompiler) {
  const std::vector<fs::path> files = sourcesUnder("hw");
  ASSERT_GT(files.size(), 20u) << "run from the source root";
  const std::regex include(R"(^\s*#\s*include\s*[<"]compiler/)");
  std::vector<std::string> offenders;
  for (const fs::path& file : files) {
    std::ifstream in(file);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (std::regex_search(line, include)) offenders.push_back(file.string() + ":" + std::to_string(n) + ": " + line);
  }
  EXPECT_TRUE(offenders.empty()) << "hw/ must not include compiler/:\n" << ::testing::PrintToString(offenders);
}

TEST(Layering, HwLinksNothingFromCompiler) {
  std::ifstream in("hw/CMakeLists.txt");
  ASSERT_TRUE(in) << "run from the source root";
  const std::regex compiler_library(
      R"(\btessera_(ir|onnx|exec|passes|pipeline|quant|sparsity|backend|conformance|compile)\b)");
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    EXPECT_FALSE(std::regex_search(line, compiler_library)) << "hw/CMakeLists.txt:" << n << ": " << line;
}

}  // namespace
