// Checked access to a JSON document for the kernels.json reader (kernel_json.h).
//
// Each accessor takes the object, its JSON path and a key, checks the type
// and range, and on a mismatch records the first error ("kernels[3].shape.k:
// expected an integer >= 1") and returns a harmless default, so the reader
// runs straight through and reports once at the end.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/backend/lower/kernel.h"

namespace tessera::backend {

/// Typed, range-checked reads from a JSON document; remembers the first error.
class JsonReader {
 public:
  /// The document type read (keys in any order).
  using json = nlohmann::json;

  /// `path.key` (or `key` at the top level).
  static std::string sub(const std::string& path, std::string_view key);
  /// True while no error was recorded.
  bool ok() const { return error_.empty(); }
  /// The first error, "path: what".
  const std::string& error() const { return error_; }
  /// Records an error at `path` unless one is recorded already.
  void fail(const std::string& path, const std::string& what);

  /// Member `key` of object `o`, or null (error: not an object, or missing).
  const json* field(const json& o, const std::string& path, std::string_view key);
  /// Member `key`, which must be an object (an empty object on error).
  const json& object(const json& o, const std::string& path, std::string_view key);
  /// An integer in [lo, hi].
  std::int64_t integerValue(const json& v, const std::string& path, std::int64_t lo, std::int64_t hi);
  /// Member `key`: an integer in [lo, hi].
  std::int64_t integer(const json& o, const std::string& path, std::string_view key, std::int64_t lo, std::int64_t hi);
  /// A number, or "inf", "-inf", "nan" (JSON has no such numbers).
  double numberValue(const json& v, const std::string& path);
  /// Member `key`: a number (numberValue).
  double number(const json& o, const std::string& path, std::string_view key);
  /// null or a number.
  std::optional<double> optionalNumber(const json& o, const std::string& path, std::string_view key);
  /// Member `key`: true or false.
  bool boolean(const json& o, const std::string& path, std::string_view key);
  /// Member `key`: null, true or false.
  std::optional<bool> optionalBoolean(const json& o, const std::string& path, std::string_view key);
  /// Member `key`: a string.
  std::string string(const json& o, const std::string& path, std::string_view key);
  /// Index of the string among `names`.
  std::size_t choiceValue(const json& v, const std::string& path, std::span<const std::string_view> names);
  /// Index of the string among `names` (the spec's spellings).
  std::size_t choiceValue(const json& v, const std::string& path, const std::vector<std::string>& names);
  /// Member `key`: index of its string among `names`.
  std::size_t choice(const json& o, const std::string& path, std::string_view key,
                     std::span<const std::string_view> names);
  /// An array of integers in [lo, hi].
  std::vector<std::int64_t> integerList(const json& v, const std::string& path, std::int64_t lo, std::int64_t hi);
  /// Member `key`: an array of integers in [lo, hi].
  std::vector<std::int64_t> integers(const json& o, const std::string& path, std::string_view key, std::int64_t lo,
                                     std::int64_t hi);
  /// Member `key`: an array of numbers (numberValue).
  std::vector<double> numbers(const json& o, const std::string& path, std::string_view key);
  /// Member `key`: an array of strings.
  std::vector<std::string> strings(const json& o, const std::string& path, std::string_view key);
  /// Calls `visit(element, "path.key[i]")` for each element of array member `key`.
  void each(const json& o, const std::string& path, std::string_view key,
            const std::function<void(const json&, const std::string&)>& visit);

 private:
  std::string error_;
};

/// The source graph described by kernels.json's "constants" object with the
/// companion file's bytes `blob`: values and nodes at their original indices.
std::shared_ptr<const ir::Graph> readSourceGraph(JsonReader& r, const nlohmann::json& c, const std::string& path,
                                                 const std::vector<std::uint8_t>& blob, const KernelGraph& graph);

/// Checks what the backend indexes without checking: value ids and node
/// indices inside the source graph, kernel-local indices inside their lists.
void checkReferences(JsonReader& r, const KernelGraph& graph);

}  // namespace tessera::backend
