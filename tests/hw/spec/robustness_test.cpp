// Robustness: thousands of mutated configs (byte flips, deletions,
// insertions of YAML punctuation, truncations) must each either load or fail
// with located diagnostics; nothing may throw or crash. Deterministic seed.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "hw/spec/loader.h"

namespace tessera::hw {
namespace {

std::string readFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Robustness, MutatedConfigsNeverCrash) {
  const std::string original = readFile("configs/edge_16x16_int8.yaml");
  ASSERT_FALSE(original.empty());
  const std::string punctuation = ":[]{}-,#&*!|>'\"%@`\t\n ?0123456789";
  std::mt19937 random(20261121);
  int loaded = 0;
  int rejected = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text = original;
    int edits = 1 + static_cast<int>(random() % 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      size_t at = random() % text.size();
      switch (random() % 5) {
        case 0: text[at] = static_cast<char>(random() % 256); break;
        case 1: text.erase(at, 1 + random() % 8); break;
        case 2: text.insert(at, 1, punctuation[random() % punctuation.size()]); break;
        case 3: text.resize(at); break;
        case 4: text.insert(at, text.substr(random() % text.size(), 1 + random() % 16)); break;
      }
    }
    Expected<YamlDocument> document = [&]() -> Expected<YamlDocument> {
      return parseYamlText(text, "mutant.yaml", "configs");
    }();
    if (!document) {
      ++rejected;
      ASSERT_FALSE(document.status().diagnostics().empty());
      continue;
    }
    Expected<Spec> spec = loadSpec(*document);
    if (spec.ok()) {
      ++loaded;
      EXPECT_GT(spec->derived().peak_macs_per_cycle, 0);
    } else {
      ++rejected;
      for (const Diagnostic& d : spec.status().diagnostics()) {
        ASSERT_EQ(d.location.file.empty(), false);
        ASSERT_FALSE(d.message.empty());
      }
    }
  }
  // Most mutants are invalid; some (edits inside comments) still load.
  EXPECT_GT(rejected, 10000);
  EXPECT_GT(loaded, 100);
}

}  // namespace
}  // namespace tessera::hw
