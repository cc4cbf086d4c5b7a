// `tessera validate`: load every config given, print its summary or its errors.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "hw/spec/loader.h"
#include "hw/spec/summary.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct ValidateOptions {
  std::vector<std::string> configs;
  bool json = false;
};

/// Expands a folder argument to the *.yaml files directly inside it, sorted.
std::vector<std::filesystem::path> expand(const std::vector<std::string>& args) {
  std::vector<std::filesystem::path> files;
  for (const std::string& arg : args) {
    std::error_code ec;
    if (std::filesystem::is_directory(arg, ec)) {
      std::vector<std::filesystem::path> found;
      for (const auto& entry : std::filesystem::directory_iterator(arg, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") found.push_back(entry.path());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.emplace_back(arg);
    }
  }
  return files;
}

int run(const ValidateOptions& options) {
  const std::vector<std::filesystem::path> files = expand(options.configs);
  int failed = 0;
  int passed = 0;
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const std::filesystem::path& file : files) {
    Expected<hw::Spec> spec = hw::loadSpecFile(file);
    if (!spec) {
      std::cerr << render(spec.status().diagnostics());
      ++failed;
      continue;
    }
    ++passed;
    if (options.json) all.push_back(hw::summaryJson(*spec));
    else std::cout << fmt::format("{}  ({})\n", hw::summaryText(*spec), file.string());
  }
  if (options.json) std::cout << all.dump(2) << "\n";
  if (files.size() != 1) std::cerr << fmt::format("{} valid, {} invalid\n", passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace

void registerValidate(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand("validate", "Check accelerator configs and print their derived summaries");
  cmd->add_option("configs", options->configs, "YAML configs, or folders of them")->required();
  cmd->add_flag("--json", options->json, "Print the summaries as one JSON array");
  cmd->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace tessera::cli
