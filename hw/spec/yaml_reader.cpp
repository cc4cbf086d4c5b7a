// YAML reading with located, compiler-grade errors (see yaml_reader.h).
#include "hw/spec/yaml_reader.h"


#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include "hw/spec/yaml_syntax.h"
#include "hw/support/text.h"

namespace tessera::hw {
namespace {

constexpr size_t kMaxShownLineChars = 160;

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::string current;
  for (char c : text) {
    if (c == '\n') {
      if (!current.empty() && current.back() == '\r') current.pop_back();
      lines.push_back(std::move(current));
      current.clear();
    } else {
      current += c;
    }
  }
  lines.push_back(std::move(current));
  return lines;
}

/// Byte offset of the first byte that is not UTF-8 text (NUL, a control
/// character other than tab/CR/LF, or a malformed sequence), or npos.
size_t firstBinaryByte(const std::string& text) {
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if ((c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7f) return i;
      ++i;
      continue;
    }
    int extra = (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra < 0) return i;
    for (int k = 1; k <= extra; ++k)
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return i;
    i += 1 + static_cast<size_t>(extra);
  }
  return std::string::npos;
}

std::optional<YAML::Mark> markOf(const YAML::Node& node) {
  if (!node.IsDefined()) return std::nullopt;
  YAML::Mark mark = node.Mark();
  if (mark.is_null()) return std::nullopt;
  return mark;
}

bool isQuoted(const YAML::Node& node) { return node.IsScalar() && node.Tag() == "!"; }

std::optional<std::int64_t> parseInteger(const std::string& text) {
  std::int64_t value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

std::optional<double> parseNumber(const std::string& text) {
  double value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::string formatNumber(double value) { return fmt::format("{:g}", value); }

}  // namespace

Expected<YamlDocument> parseYamlText(std::string text, std::string display_path, std::filesystem::path base_dir) {
  YamlDocument document;
  document.display_path = display_path;
  document.base_dir = std::move(base_dir);
  if (static_cast<std::int64_t>(text.size()) > kMaxYamlFileBytes)
    return Status::error(fileError(display_path, fmt::format("file is {} bytes; expected a YAML file of at most {}",
                                                             text.size(), formatByteSize(kMaxYamlFileBytes))));
  size_t bad = firstBinaryByte(text);
  if (bad != std::string::npos) {
    int line = 1, column = 1;
    for (size_t i = 0; i < bad; ++i) {
      if (text[i] == '\n') ++line, column = 1;
      else ++column;
    }
    Diagnostic d = fileError(display_path, fmt::format("expected UTF-8 YAML text, found binary byte 0x{:02x} at offset {}",
                                                       static_cast<unsigned char>(text[bad]), bad));
    d.location.line = line;
    d.location.column = column;
    return Status::error(d);
  }
  document.lines = splitLines(text);
  if (std::optional<Diagnostic> syntax = checkYamlSyntax(text, display_path)) {
    YamlDiagnostics diagnostics(document);
    YAML::Mark mark;
    mark.line = syntax->location.line - 1;
    mark.column = syntax->location.column - 1;
    diagnostics.errorAtMark(mark, syntax->message, syntax->notes);
    return Status(diagnostics.take());
  }
  try {
    document.root = YAML::Load(text);  // one document: checkYamlSyntax counted them
  } catch (const YAML::Exception& e) {
    YamlDiagnostics diagnostics(document);
    diagnostics.errorAtMark(e.mark, fmt::format("YAML syntax error: {}", e.msg));
    return Status(diagnostics.take());
  }
  if (!document.root.IsDefined() || document.root.IsNull())
    return Status::error(fileError(display_path, "file is empty; expected a YAML mapping"));
  return document;
}

Expected<YamlDocument> parseYamlFile(const std::filesystem::path& file) {
  const std::string display = file.string();
  std::error_code ec;
  if (!std::filesystem::exists(file, ec))
    return Status::error(fileError(display, "cannot open file: no such file"));
  if (std::filesystem::is_directory(file, ec))
    return Status::error(fileError(display, "expected a YAML file, found a directory"));
  if (!std::filesystem::is_regular_file(file, ec))
    return Status::error(fileError(display, "expected a regular YAML file, found a device, socket or pipe"));
  std::ifstream in(file, std::ios::binary);
  if (!in) return Status::error(fileError(display, "cannot open file: permission denied or unreadable"));
  std::string text;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<size_t>(in.gcount()));
    if (static_cast<std::int64_t>(text.size()) > kMaxYamlFileBytes) break;
  }
  if (in.bad()) return Status::error(fileError(display, "cannot read file: I/O error"));
  std::filesystem::path base = file.parent_path();
  if (base.empty()) base = ".";
  return parseYamlText(std::move(text), display, base);
}

void YamlDiagnostics::errorAtMark(const YAML::Mark& mark, std::string message, std::vector<std::string> notes) {
  Diagnostic d;
  d.location.file = document_.display_path;
  d.message = std::move(message);
  d.notes = std::move(notes);
  if (!mark.is_null()) {
    d.location.line = mark.line + 1;
    d.location.column = mark.column + 1;
    if (mark.line >= 0 && mark.line < static_cast<int>(document_.lines.size())) {
      d.source_line = document_.lines[mark.line];
      if (d.source_line.size() > kMaxShownLineChars) d.source_line = d.source_line.substr(0, kMaxShownLineChars) + "...";
      if (d.location.column > static_cast<int>(d.source_line.size()) + 1) d.location.column = 0;
    }
  }
  diagnostics_.push_back(std::move(d));
}

void YamlDiagnostics::error(const YAML::Node& at, std::string message, std::vector<std::string> notes) {
  errorAtMark(markOf(at).value_or(YAML::Mark::null_mark()), std::move(message), std::move(notes));
}

std::string describeNode(const YAML::Node& node) {
  if (!node.IsDefined() || node.IsNull()) return "nothing (an empty value)";
  if (node.IsMap()) return "a mapping";
  if (node.IsSequence()) return "a list";
  std::string text = node.Scalar();
  if (text.size() > 40) text = text.substr(0, 40) + "...";
  if (isQuoted(node)) return fmt::format("the quoted string \"{}\"", text);
  return fmt::format("'{}'", text);
}

MapReader::MapReader(YamlDiagnostics& diagnostics, YAML::Node node, std::string path)
    : diagnostics_(&diagnostics), node_(std::move(node)), path_(std::move(path)) {
  valid_ = node_.IsMap();
  if (!valid_) {
    std::string where = path_.empty() ? "top level" : path_;
    diagnostics_->error(node_, fmt::format("{}: expected a mapping of keys, got {}", where, describeNode(node_)));
  }
}

std::string MapReader::keyPath(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }

YAML::Node MapReader::get(const std::string& key) {
  known_keys_.push_back(key);
  if (!valid_) return YAML::Node(YAML::NodeType::Undefined);
  for (auto it = node_.begin(); it != node_.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == key) return it->second;
  return YAML::Node(YAML::NodeType::Undefined);
}

bool MapReader::has(const std::string& key) { return get(key).IsDefined(); }

std::optional<YAML::Node> MapReader::required(const std::string& key, const std::string& expected) {
  YAML::Node value = get(key);
  if (!valid_) return std::nullopt;
  if (!value.IsDefined()) {
    // A misspelt key is one mistake, not two: report the typo with a
    // suggestion and let finish() skip it.
    for (auto it = node_.begin(); it != node_.end(); ++it) {
      if (!it->first.IsScalar()) continue;
      const std::string& given = it->first.Scalar();
      if (std::find(known_keys_.begin(), known_keys_.end(), given) != known_keys_.end()) continue;
      if (closestMatch(given, {key}) && std::find(reported_.begin(), reported_.end(), given) == reported_.end()) {
        reported_.push_back(given);
        diagnostics_->error(it->first, fmt::format("{}: unknown key", keyPath(given)),
                            {fmt::format("did you mean '{}'? ({}: {})", key, key, expected)});
        return std::nullopt;
      }
    }
    std::string message = path_.empty() ? fmt::format("missing required top-level key '{}'", key)
                                         : fmt::format("{}: missing required key '{}'", path_, key);
    std::vector<std::string> notes = {fmt::format("expected '{}': {}", key, expected)};
    if (key_mark_) diagnostics_->errorAtMark(*key_mark_, std::move(message), std::move(notes));
    else diagnostics_->errorAtMark(YAML::Mark::null_mark(), std::move(message), std::move(notes));
    return std::nullopt;
  }
  return value;
}

void MapReader::wrongValue(const std::string& key, const YAML::Node& value, const std::string& expected) {
  diagnostics_->error(value, fmt::format("{}: expected {}, got {}", keyPath(key), expected, describeNode(value)));
}

void MapReader::error(const std::string& key, std::string message, std::vector<std::string> notes) {
  YAML::Node value = get(key);
  std::string full = fmt::format("{}: {}", keyPath(key), message);
  if (value.IsDefined()) diagnostics_->error(value, std::move(full), std::move(notes));
  else diagnostics_->errorAtMark(key_mark_.value_or(YAML::Mark::null_mark()), std::move(full), std::move(notes));
}

std::optional<std::int64_t> MapReader::integer(const std::string& key, std::int64_t min, std::int64_t max) {
  std::string expected = fmt::format("an integer in [{}, {}]", min, max);
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  std::optional<std::int64_t> parsed;
  if (value->IsScalar() && !isQuoted(*value)) parsed = parseInteger(value->Scalar());
  if (!parsed || *parsed < min || *parsed > max) {
    wrongValue(key, *value, expected);
    return std::nullopt;
  }
  return parsed;
}

std::optional<std::int64_t> MapReader::integerOneOf(const std::string& key, const std::vector<std::int64_t>& allowed) {
  std::vector<std::string> names;
  for (std::int64_t a : allowed) names.push_back(std::to_string(a));
  std::string expected = "one of " + join(names, ", ");
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  std::optional<std::int64_t> parsed;
  if (value->IsScalar() && !isQuoted(*value)) parsed = parseInteger(value->Scalar());
  if (!parsed || std::find(allowed.begin(), allowed.end(), *parsed) == allowed.end()) {
    wrongValue(key, *value, expected);
    return std::nullopt;
  }
  return parsed;
}

std::optional<double> MapReader::number(const std::string& key, double min_exclusive, double max) {
  std::string expected = fmt::format("a number > {} and <= {}", formatNumber(min_exclusive), formatNumber(max));
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  std::optional<double> parsed;
  if (value->IsScalar() && !isQuoted(*value)) parsed = parseNumber(value->Scalar());
  if (!parsed || *parsed <= min_exclusive || *parsed > max) {
    wrongValue(key, *value, expected);
    return std::nullopt;
  }
  return parsed;
}

std::optional<bool> MapReader::boolean(const std::string& key) {
  auto value = required(key, "true or false");
  if (!value) return std::nullopt;
  if (value->IsScalar() && !isQuoted(*value)) {
    if (value->Scalar() == "true") return true;
    if (value->Scalar() == "false") return false;
  }
  wrongValue(key, *value, "true or false");
  return std::nullopt;
}

std::optional<std::string> MapReader::string(const std::string& key) {
  auto value = required(key, "a string");
  if (!value) return std::nullopt;
  if (!value->IsScalar() || value->Scalar().empty()) {
    wrongValue(key, *value, "a non-empty string");
    return std::nullopt;
  }
  return value->Scalar();
}

std::optional<std::int64_t> MapReader::byteSize(const std::string& key, std::int64_t min, std::int64_t max) {
  std::string expected =
      fmt::format("a byte count from {} to {} (an integer, or with a KiB, MiB or GiB suffix)", formatByteSize(min),
                  formatByteSize(max));
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  std::optional<std::int64_t> parsed;
  if (value->IsScalar() && !isQuoted(*value)) parsed = parseByteSize(value->Scalar());
  if (!parsed || *parsed < min || *parsed > max) {
    std::vector<std::string> notes;
    if (value->IsScalar() && !parsed) {
      const std::string& text = value->Scalar();
      for (auto [wrong, right] : {std::pair{"KB", "KiB"}, {"MB", "MiB"}, {"GB", "GiB"}, {"K", "KiB"}, {"M", "MiB"},
                                  {"kB", "KiB"}, {"kiB", "KiB"}, {"k", "KiB"}})
        if (text.size() > std::string(wrong).size() && text.ends_with(wrong)) {
          notes.push_back(fmt::format("did you mean '{}{}'? sizes use binary suffixes KiB, MiB, GiB",
                                      text.substr(0, text.size() - std::string(wrong).size()), right));
          break;
        }
    }
    diagnostics_->error(*value, fmt::format("{}: expected {}, got {}", keyPath(key), expected, describeNode(*value)),
                        notes);
    return std::nullopt;
  }
  return parsed;
}

std::optional<int> MapReader::choice(const std::string& key, const std::vector<std::string>& choices) {
  std::string expected = "one of " + join(choices, ", ");
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  if (value->IsScalar()) {
    for (size_t i = 0; i < choices.size(); ++i)
      if (value->Scalar() == choices[i]) return static_cast<int>(i);
  }
  std::vector<std::string> notes;
  if (value->IsScalar())
    if (auto close = closestMatch(value->Scalar(), choices)) notes.push_back(fmt::format("did you mean '{}'?", *close));
  diagnostics_->error(*value, fmt::format("{}: expected {}, got {}", keyPath(key), expected, describeNode(*value)),
                      notes);
  return std::nullopt;
}

std::optional<MapReader> MapReader::map(const std::string& key) {
  auto value = required(key, "a mapping");
  if (!value) return std::nullopt;
  MapReader reader(*diagnostics_, *value, keyPath(key));
  for (auto it = node_.begin(); it != node_.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == key) reader.key_mark_ = markOf(it->first);
  if (!reader.valid()) return std::nullopt;
  return reader;
}

std::optional<std::vector<int>> MapReader::choiceList(const std::string& key, const std::vector<std::string>& choices) {
  std::string expected = "a list of words from: " + join(choices, ", ");
  auto value = required(key, expected);
  if (!value) return std::nullopt;
  if (!value->IsSequence()) {
    wrongValue(key, *value, expected);
    return std::nullopt;
  }
  std::vector<int> out;
  bool ok = true;
  for (size_t i = 0; i < value->size(); ++i) {
    YAML::Node item = (*value)[i];
    std::string item_path = fmt::format("{}[{}]", keyPath(key), i);
    auto found = item.IsScalar() ? std::find(choices.begin(), choices.end(), item.Scalar()) : choices.end();
    if (found == choices.end()) {
      std::vector<std::string> notes;
      if (item.IsScalar())
        if (auto close = closestMatch(item.Scalar(), choices)) notes.push_back(fmt::format("did you mean '{}'?", *close));
      if (notes.empty()) notes.push_back("expected one of: " + join(choices, ", "));
      diagnostics_->error(item, fmt::format("{}: unknown word {}", item_path, describeNode(item)), notes);
      ok = false;
      continue;
    }
    int index = static_cast<int>(found - choices.begin());
    if (std::find(out.begin(), out.end(), index) != out.end()) {
      diagnostics_->error(item, fmt::format("{}: '{}' is listed twice", item_path, item.Scalar()));
      ok = false;
      continue;
    }
    out.push_back(index);
  }
  if (!ok) return std::nullopt;
  return out;
}

void MapReader::finish() {
  if (!valid_) return;
  std::map<std::string, int> first_line;
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    const YAML::Node key = it->first;  // a copy: the iterator yields a temporary pair
    if (!key.IsScalar()) {
      diagnostics_->error(key, fmt::format("{}: expected a plain key, got {}", path_.empty() ? "top level" : path_,
                                           describeNode(key)));
      continue;
    }
    const std::string& name = key.Scalar();
    int line = markOf(key) ? markOf(key)->line + 1 : 0;
    if (auto [pos, inserted] = first_line.emplace(name, line); !inserted) {
      diagnostics_->error(key, fmt::format("{}: duplicate key (first given on line {})", keyPath(name), pos->second));
      continue;
    }
    if (std::find(known_keys_.begin(), known_keys_.end(), name) != known_keys_.end()) continue;
    if (std::find(reported_.begin(), reported_.end(), name) != reported_.end()) continue;
    std::vector<std::string> notes;
    std::vector<std::string> known(known_keys_.begin(), known_keys_.end());
    std::sort(known.begin(), known.end());
    known.erase(std::unique(known.begin(), known.end()), known.end());
    if (auto close = closestMatch(name, known)) notes.push_back(fmt::format("did you mean '{}'?", *close));
    else notes.push_back("known keys here: " + join(known, ", "));
    diagnostics_->error(key, fmt::format("{}: unknown key", keyPath(name)), notes);
  }
}

}  // namespace tessera::hw
