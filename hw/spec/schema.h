// The config schema: one table describing every field of the accelerator YAML.
//
// Each row names a field by its dotted path and says what it holds (kind,
// range or allowed words, default when optional), what it means (one doc line
// with its unit), and how every other part of Tessera treats it: how it enters
// the canonical text (and so the fingerprint), how the summary prints it,
// whether the generated SystemVerilog package and C++ header carry it, whether
// a sweep may vary it, and which results-store column copies it. The loader,
// Spec::canonicalText(), the summaries, the generators, the sweep axis keys and
// the results store all read this table, so adding a key is one row here plus
// the code that uses its value. Checks that involve several fields (precision
// pairs, banking, tile fit, sparsity n/m only with n_of_m) stay in loader.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "hw/spec/spec.h"

namespace tessera::hw {

/// What a field holds, as the YAML writes it.
enum class FieldKind {
  kInteger,   ///< unquoted integer
  kNumber,    ///< unquoted finite number
  kBytes,     ///< byte count, e.g. 64KiB
  kBoolean,   ///< true or false
  kWord,      ///< one of `words`
  kWordList,  ///< a list of words from `words`
  kString,    ///< any non-empty scalar
};

/// A field's value as the YAML writes it: integers and byte counts as
/// std::int64_t, words by their spelling.
using FieldValue = std::variant<std::int64_t, double, bool, std::string, std::vector<std::string>>;

/// How a field enters Spec::canonicalText() (and so the fingerprint).
enum class CanonicalForm {
  kLabel,           ///< left out: a label, renaming keeps results (name, description)
  kVersion1,        ///< in the fixed lines of schema version 1, written by canonicalText() itself
  kWhenNotDefault,  ///< a "path=value" line, only when the value differs from the default, so
                    ///< configs that leave the field out (or give the default) keep their fingerprint
};

/// How the summaries (`tessera validate`, spec.json) show a field.
enum class SummaryForm {
  kVersion1,  ///< in summary.cpp's own line for its section
  kSection,   ///< generically: one text line per top-level section ("leaf value, ...") and its JSON path
};

/// Who reads a field from the YAML.
enum class ReadBy {
  kTable,  ///< the loader reads it from this row (kind, range, default)
  kCode,   ///< loader.cpp reads it itself (schema_version first; energy_table opens a file;
           ///< sparsity.n and .m exist only with n_of_m), still using this row's range
};

/// The generated-file parameter of a field (tessera_params_pkg.sv, tessera_target.h).
struct GeneratedForm {
  std::string name;   ///< UPPER_SNAKE; empty: the field is not a generated parameter
  std::string comment;
  double scale = 1;   ///< numbers: the parameter is round(value * scale)
};

/// Reads and writes one field of SpecParams (see member<>() in schema.cpp).
struct FieldAccess {
  FieldValue (*get)(const SpecParams&) = nullptr;
  void (*set)(SpecParams&, const FieldValue&) = nullptr;
};

/// One field of the config schema.
struct ConfigField {
  std::string path;                           ///< dotted, e.g. "buffers.weight.bytes"
  FieldKind kind = FieldKind::kString;
  FieldAccess access;                         ///< the SpecParams member it fills
  std::int64_t min_integer = 0, max_integer = 0;  ///< kInteger, kBytes: inclusive range
  std::vector<std::int64_t> allowed_integers; ///< kInteger: when given, the only values allowed
  double min_exclusive = 0, max_number = 0;   ///< kNumber: range (min, max]
  std::vector<std::string> words;             ///< kWord, kWordList: the spellings allowed
  std::size_t min_words = 0;                  ///< kWordList: fewest entries
  std::string pattern;                        ///< kString: regular expression the value must match
  std::string pattern_expected;               ///< kString: what the pattern allows, for messages
  std::optional<FieldValue> default_value;    ///< optional field: its value when absent
  std::string doc;                            ///< one line, units included
  ReadBy read_by = ReadBy::kTable;
  CanonicalForm canonical = CanonicalForm::kVersion1;
  SummaryForm summary = SummaryForm::kVersion1;
  GeneratedForm generated;
  bool sweep_axis = true;                     ///< a sweep may set it
  std::string results_column;                 ///< `points` column that copies it; empty: none

  bool optional() const { return default_value.has_value(); }
  /// "buffers.weight" for "buffers.weight.bytes"; "" for a top-level field.
  std::string_view section() const;
  /// "bytes" for "buffers.weight.bytes".
  std::string_view leaf() const;
};

/// Every field of the schema, in schema order (the order of a config file).
const std::vector<ConfigField>& configFields();

/// The field with this dotted path, or nullptr.
const ConfigField* findConfigField(std::string_view path);

/// Top-level sections whose fields are all optional: the whole section may be
/// left out (the loader reads these generically).
std::vector<std::string> optionalSections();

/// The value as canonical text and summaries print it: numbers with fmt's
/// shortest form, booleans as true/false, word lists joined by ",".
std::string formatFieldValue(const FieldValue& value);

/// The integer a generated file carries for this value (words: their index;
/// word lists: a bit mask of their indices; booleans: 0 or 1; numbers: rounded
/// after `scale`).
std::int64_t generatedValue(const ConfigField& field, const FieldValue& value);

}  // namespace tessera::hw
