// YAML reading with located, compiler-grade errors.
//
// YamlDocument owns a parsed file and its lines; MapReader walks one mapping,
// records which keys the schema knows, and reports wrong types, ranges,
// duplicates and unknown keys (with "did you mean") as Diagnostics. Getters
// return nullopt after recording an error, so a loader reads every key and
// reports every problem in one pass.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "hw/support/expected.h"

namespace tessera::hw {

/// A parsed YAML file plus what diagnostics need: its display name and lines.
struct YamlDocument {
  std::string display_path;            ///< the path as the user wrote it
  std::filesystem::path base_dir;      ///< folder that relative references resolve against
  std::vector<std::string> lines;      ///< source text split into lines
  YAML::Node root;
};

/// Largest file a loader accepts; hardware descriptions are a few KiB.
inline constexpr std::int64_t kMaxYamlFileBytes = 1 << 20;

/// Reads and parses a YAML file. A missing, unreadable, empty, oversized or
/// binary file and a YAML syntax error each give one located error.
Expected<YamlDocument> parseYamlFile(const std::filesystem::path& file);

/// Parses YAML text already in memory; `display_path` names it in errors.
Expected<YamlDocument> parseYamlText(std::string text, std::string display_path,
                                     std::filesystem::path base_dir);

/// Collects diagnostics located in one document.
class YamlDiagnostics {
 public:
  explicit YamlDiagnostics(const YamlDocument& document) : document_(document) {}

  /// Records an error at a node's position (its value, for a scalar).
  void error(const YAML::Node& at, std::string message, std::vector<std::string> notes = {});
  /// Records an error at a raw yaml-cpp mark.
  void errorAtMark(const YAML::Mark& mark, std::string message, std::vector<std::string> notes = {});

  const YamlDocument& document() const { return document_; }
  bool hasErrors() const { return !diagnostics_.empty(); }
  std::vector<Diagnostic> take() { return std::move(diagnostics_); }

 private:
  const YamlDocument& document_;
  std::vector<Diagnostic> diagnostics_;
};

/// Describes what a node holds, for "got ..." in messages.
std::string describeNode(const YAML::Node& node);

/// Walks one YAML mapping. `path` is the dotted key path of the mapping
/// ("" for the document root) and prefixes every message.
class MapReader {
 public:
  /// Wraps `node`; records an error if it is not a mapping.
  MapReader(YamlDiagnostics& diagnostics, YAML::Node node, std::string path);

  /// False when the node was not a mapping (an error has been recorded).
  bool valid() const { return valid_; }
  const std::string& path() const { return path_; }
  const YAML::Node& node() const { return node_; }

  /// Marks `key` as part of the schema and says whether the file gives it.
  bool has(const std::string& key);
  /// The value node of `key` (marks the key known); undefined if absent.
  YAML::Node get(const std::string& key);
  /// Dotted path of a key in this map, e.g. "buffers.input.bytes".
  std::string keyPath(const std::string& key) const;

  /// Required integer in [min, max].
  std::optional<std::int64_t> integer(const std::string& key, std::int64_t min, std::int64_t max);
  /// Required integer that must be one of `allowed`.
  std::optional<std::int64_t> integerOneOf(const std::string& key, const std::vector<std::int64_t>& allowed);
  /// Required finite number in (min_exclusive, max].
  std::optional<double> number(const std::string& key, double min_exclusive, double max);
  /// Required `true` or `false` (no other spellings).
  std::optional<bool> boolean(const std::string& key);
  /// Required plain string; `pattern_hint` describes allowed characters.
  std::optional<std::string> string(const std::string& key);
  /// Required byte count: integer or integer with KiB/MiB/GiB, in [min, max].
  std::optional<std::int64_t> byteSize(const std::string& key, std::int64_t min, std::int64_t max);
  /// Required word from `choices`; returns its index.
  std::optional<int> choice(const std::string& key, const std::vector<std::string>& choices);
  /// Required nested mapping.
  std::optional<MapReader> map(const std::string& key);
  /// Required sequence of words from `choices` without repeats; returns indices.
  std::optional<std::vector<int>> choiceList(const std::string& key, const std::vector<std::string>& choices);

  /// Records an error located at the value of `key` (or at this map if absent).
  void error(const std::string& key, std::string message, std::vector<std::string> notes = {});
  /// Reports keys the schema did not mark known ("did you mean") and duplicates.
  void finish();
  /// The value node of a required key of any shape; when absent, records
  /// "missing required key" (or the misspelt key's did-you-mean) naming `expected`.
  std::optional<YAML::Node> required(const std::string& key, const std::string& expected);

 private:
  void wrongValue(const std::string& key, const YAML::Node& value, const std::string& expected);

  YamlDiagnostics* diagnostics_;
  YAML::Node node_;
  std::string path_;
  bool valid_ = false;
  std::vector<std::string> known_keys_;
  std::vector<std::string> reported_;     ///< unknown keys already reported as typos
  std::optional<YAML::Mark> key_mark_;    ///< where this map's own key is, if nested
};

}  // namespace tessera::hw
