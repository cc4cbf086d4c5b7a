// Test fixtures: the reference configs, as they are or with textual edits
// (another dataflow, a bigger array, other queue depths), loaded through the
// real loader. One copy for every test that needs a variant of a config.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "hw/spec/loader.h"
#include "hw/support/diagnostic.h"

namespace tessera::hw::testing {

/// The text of configs/NAME.yaml (tests run from the source root).
inline std::string readConfigText(const std::string& name) {
  std::ifstream in("configs/" + name + ".yaml");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// configs/NAME.yaml with each `from` replaced by its `to` (each must occur:
/// a test failure otherwise), through the loader: its result, errors included.
inline Expected<Spec> loadEdited(const std::string& name, const std::vector<std::pair<std::string, std::string>>& edits) {
  std::string text = readConfigText(name);
  for (const auto& [from, to] : edits) {
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
  }
  Expected<YamlDocument> document = parseYamlText(text, "edited.yaml", "configs");
  if (!document) return document.status();
  return loadSpec(*document);
}

/// One edit.
inline Expected<Spec> loadEdited(const std::string& name, const std::string& from, const std::string& to) {
  return loadEdited(name, std::vector<std::pair<std::string, std::string>>{{from, to}});
}

/// configs/NAME.yaml with edits, which must load (a test failure otherwise).
inline Spec editedConfig(const std::string& name, const std::vector<std::pair<std::string, std::string>>& edits) {
  Expected<Spec> spec = loadEdited(name, edits);
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return std::move(spec).value();
}

/// One edit, which must load.
inline Spec editedConfig(const std::string& name, const std::string& from, const std::string& to) {
  return editedConfig(name, std::vector<std::pair<std::string, std::string>>{{from, to}});
}

/// configs/NAME.yaml as it is, which must load.
inline Spec loadConfig(const std::string& name) {
  Expected<Spec> spec = loadSpecFile("configs/" + name + ".yaml");
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return std::move(spec).value();
}

}  // namespace tessera::hw::testing
