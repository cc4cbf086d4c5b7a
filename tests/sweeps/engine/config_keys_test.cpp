// The sweepable key table agrees with the loader: every key in the table is
// one the loader reads, and every key any committed config uses is in it.
#include "sweeps/engine/config_keys.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "hw/spec/loader.h"

namespace tessera::sweep {
namespace {

void collectLeaves(const YAML::Node& node, const std::string& prefix, std::vector<std::string>& out) {
  for (auto it = node.begin(); it != node.end(); ++it) {
    const std::string path = prefix.empty() ? it->first.Scalar() : prefix + "." + it->first.Scalar();
    if (it->second.IsMap())
      collectLeaves(it->second, path, out);
    else
      out.push_back(path);
  }
}

TEST(ConfigKeys, EveryConfigKeyIsSweepable) {
  int configs = 0;
  for (const auto& entry : std::filesystem::directory_iterator("configs")) {
    if (entry.path().extension() != ".yaml") continue;
    ++configs;
    Expected<hw::YamlDocument> document = hw::parseYamlFile(entry.path());
    ASSERT_TRUE(document.ok());
    std::vector<std::string> leaves;
    collectLeaves(document->root, "", leaves);
    for (const std::string& leaf : leaves) {
      if (leaf == "schema_version") continue;
      EXPECT_NE(findConfigKey(leaf), nullptr) << entry.path() << ": " << leaf;
    }
  }
  EXPECT_GE(configs, 5);
}

TEST(ConfigKeys, TheLoaderReadsEveryKeyInTheTable) {
  // The 2:4 config has every key (n and m only exist with n_of_m). Setting a
  // key to a mapping must make the loader complain about exactly that key.
  Expected<hw::YamlDocument> base = hw::parseYamlFile("configs/edge_16x16_int8_sparse24.yaml");
  ASSERT_TRUE(base.ok());
  ASSERT_TRUE(hw::loadSpec(*base).ok());
  for (const ConfigKey& key : configKeys()) {
    hw::YamlDocument document = *base;
    document.root = YAML::Clone(base->root);
    YAML::Node node;
    node.reset(document.root);
    std::string rest = key.path;
    for (std::size_t dot; (dot = rest.find('.')) != std::string::npos; rest = rest.substr(dot + 1)) {
      YAML::Node child = node[rest.substr(0, dot)];
      node.reset(child);
    }
    ASSERT_TRUE(node[rest].IsDefined()) << key.path << " is not in the 2:4 config";
    YAML::Node wrong(YAML::NodeType::Map);
    wrong["x"] = 1;
    node[rest] = wrong;
    Expected<hw::Spec> spec = hw::loadSpec(document);
    ASSERT_FALSE(spec.ok()) << key.path << ": the loader accepted a mapping";
    bool named = false;
    for (const Diagnostic& d : spec.status().diagnostics()) named = named || d.message.starts_with(key.path + ":");
    EXPECT_TRUE(named) << key.path << ": " << render(spec.status().diagnostics());
  }
}

TEST(ConfigKeys, WordListsComeFromTheSpec) {
  EXPECT_EQ(findConfigKey("pe_array.dataflow")->words, hw::dataflowNames());
  EXPECT_EQ(findConfigKey("sparsity.weight_format")->words, hw::weightFormatNames());
  EXPECT_EQ(findConfigKey("vector_unit.operations")->kind, ValueKind::kWordList);
  EXPECT_EQ(findConfigKey("schema_version"), nullptr);
}

}  // namespace
}  // namespace tessera::sweep
