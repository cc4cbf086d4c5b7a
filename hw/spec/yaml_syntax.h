// YAML syntax gate: libyaml checks text before yaml-cpp builds a tree.
//
// Why two libraries: Debian 12's yaml-cpp 0.7 loops forever, allocating
// without bound, on some malformed input (a stray ',' at block level:
// upstream issues jbeder/yaml-cpp#1040 and #499, fixed upstream in 2024 by
// PR #1319). libyaml is the fuzzed reference parser; only text it accepts as
// one document of bounded nesting reaches yaml-cpp.
#pragma once

#include <optional>
#include <string>

#include "hw/support/diagnostic.h"

namespace tessera::hw {

/// Deepest nesting of mappings and lists a hardware description may use.
inline constexpr int kMaxYamlNesting = 64;

/// nullopt when `text` is one well-formed YAML document nested at most
/// kMaxYamlNesting deep; otherwise a located error (without source line).
std::optional<Diagnostic> checkYamlSyntax(const std::string& text, const std::string& display_path);

}  // namespace tessera::hw
