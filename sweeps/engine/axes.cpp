// Reading sweep axes: key syntax, schema check with "did you mean", value kinds.
#include "sweeps/engine/axes.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>

#include "compiler/quant/quantize.h"
#include "compiler/sparsity/prune.h"
#include "hw/support/text.h"
#include "sweeps/engine/config_keys.h"

namespace tessera::sweep::detail {
namespace {

bool isQuoted(const YAML::Node& node) { return node.IsScalar() && node.Tag() == "!"; }

bool isPathChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

std::string trim(const std::string& text) {
  std::size_t begin = text.find_first_not_of(' ');
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(' ') - begin + 1);
}

const std::vector<std::string>& quantWords() {
  static const std::vector<std::string> words = {"hardware", "fp32", "int4", "int8", "int16", "fp16", "bf16"};
  return words;
}

const std::vector<std::string>& objectiveWords() {
  static const std::vector<std::string> words = {"latency", "energy", "edp"};
  return words;
}

std::vector<std::string> allKeyPaths() {
  std::vector<std::string> paths;
  for (const ConfigKey& key : configKeys()) paths.push_back(key.path);
  paths.insert(paths.end(), compilerKeys().begin(), compilerKeys().end());
  return paths;
}

/// Context for messages about one value: "axes.pe_array.rows[2]" plus, for a
/// tied axis, the key path the value is for.
struct ValueSite {
  std::string label;
  std::string path;
  bool tied = false;
  std::string prefix() const { return tied ? fmt::format("{}: {}", label, path) : label; }
};

class ValueChecker {
 public:
  explicit ValueChecker(hw::YamlDiagnostics& diagnostics) : d_(diagnostics) {}

  /// Checks `node` as a value of `site.path`; fills `out`. False after an error.
  bool check(const ValueSite& site, const YAML::Node& node, AxisValue& out) {
    if (site.path.starts_with(kCompilerPrefix)) return checkCompiler(site, node, out);
    const ConfigKey* key = findConfigKey(site.path);
    if (node.IsNull()) {  // `~`: remove the key; the loader says whether the point may lack it
      out.absent = true;
      return true;
    }
    if (key->kind == ValueKind::kWordList) {
      if (!node.IsSequence()) return wrong(site, node, describe(*key));
      out.is_list = true;
      bool ok = true;
      for (std::size_t i = 0; i < node.size(); ++i) {
        AxisValue item;
        ValueSite item_site{fmt::format("{}[{}]", site.label, i), site.path, site.tied};
        ok = word(item_site, node[i], key->words, item) && ok;
        out.items.push_back(item);
      }
      return ok;
    }
    if (!node.IsScalar()) return wrong(site, node, describe(*key));
    out.text = node.Scalar();
    out.quoted = isQuoted(node);
    switch (key->kind) {
      case ValueKind::kInteger: {
        std::int64_t value = 0;
        auto [ptr, ec] = std::from_chars(out.text.data(), out.text.data() + out.text.size(), value);
        if (out.quoted || ec != std::errc() || ptr != out.text.data() + out.text.size())
          return wrong(site, node, describe(*key));
        return true;
      }
      case ValueKind::kNumber: {
        double value = 0;
        auto [ptr, ec] = std::from_chars(out.text.data(), out.text.data() + out.text.size(), value);
        if (out.quoted || ec != std::errc() || ptr != out.text.data() + out.text.size() || !std::isfinite(value))
          return wrong(site, node, describe(*key));
        return true;
      }
      case ValueKind::kBytes:
        if (out.quoted || !parseByteSize(out.text)) {
          std::vector<std::string> notes;
          for (auto [bad, good] : {std::pair{"KB", "KiB"}, {"MB", "MiB"}, {"GB", "GiB"}, {"kB", "KiB"}, {"K", "KiB"}})
            if (out.text.size() > std::string(bad).size() && out.text.ends_with(bad)) {
              notes.push_back(fmt::format("did you mean '{}{}'? sizes use binary suffixes KiB, MiB, GiB",
                                          out.text.substr(0, out.text.size() - std::string(bad).size()), good));
              break;
            }
          return wrong(site, node, describe(*key), notes);
        }
        return true;
      case ValueKind::kBoolean:
        if (out.quoted || (out.text != "true" && out.text != "false")) return wrong(site, node, describe(*key));
        return true;
      case ValueKind::kWord: return word(site, node, key->words, out);
      case ValueKind::kString:
        if (out.text.empty()) return wrong(site, node, describe(*key));
        return true;
      case ValueKind::kWordList: break;
    }
    return true;
  }

 private:
  bool wrong(const ValueSite& site, const YAML::Node& node, const std::string& expected,
             std::vector<std::string> notes = {}) {
    d_.error(node, fmt::format("{}: expected {}, got {}", site.prefix(), expected, hw::describeNode(node)),
             std::move(notes));
    return false;
  }

  bool word(const ValueSite& site, const YAML::Node& node, const std::vector<std::string>& words, AxisValue& out) {
    if (node.IsScalar()) {
      out.text = node.Scalar();
      out.quoted = isQuoted(node);
      if (std::find(words.begin(), words.end(), out.text) != words.end()) return true;
    }
    std::vector<std::string> notes;
    if (node.IsScalar())
      if (auto close = closestMatch(node.Scalar(), words)) notes.push_back(fmt::format("did you mean '{}'?", *close));
    return wrong(site, node, "one of " + join(words, ", "), notes);
  }

  bool checkCompiler(const ValueSite& site, const YAML::Node& node, AxisValue& out) {
    if (site.path == "compiler.quant") {
      if (!word(site, node, quantWords(), out)) return false;
      if (out.text == "hardware" || out.text == "fp32") return true;
      Expected<quant::Precision> precision = quant::parsePrecision(out.text);
      if (!precision) return fromStatus(site, node, precision.status());
      return true;
    }
    if (site.path == "compiler.quant_method") {
      if (!node.IsScalar()) return wrong(site, node, "minmax or percentile");
      out.text = node.Scalar();
      Expected<quant::CalibMethod> method = quant::parseMethod(out.text);
      if (!method) return fromStatus(site, node, method.status());
      return true;
    }
    if (site.path == "compiler.objective") return word(site, node, objectiveWords(), out);
    // compiler.prune: none, N:M, or the density kept in (0, 1].
    const std::string expected = "none, an N:M pattern such as \"2:4\", or the fraction of weights kept in (0, 1]";
    if (!node.IsScalar()) return wrong(site, node, expected);
    out.text = node.Scalar();
    out.quoted = isQuoted(node);
    if (out.text == "none") return true;
    if (out.text.find(':') != std::string::npos) {
      Expected<sparsity::PruneOptions> options = sparsity::parseNofM(out.text);
      if (!options) return fromStatus(site, node, options.status());
      return true;
    }
    double density = 0;
    auto [ptr, ec] = std::from_chars(out.text.data(), out.text.data() + out.text.size(), density);
    if (ec != std::errc() || ptr != out.text.data() + out.text.size()) return wrong(site, node, expected);
    sparsity::PruneOptions options;
    options.density = density;
    if (Status s = sparsity::validate(options); !s.ok()) return fromStatus(site, node, s);
    return true;
  }

  bool fromStatus(const ValueSite& site, const YAML::Node& node, const Status& status) {
    std::vector<std::string> messages;
    for (const Diagnostic& diag : status.diagnostics()) messages.push_back(diag.message);
    d_.error(node, fmt::format("{}: {}", site.prefix(), join(messages, "; ")));
    return false;
  }

  hw::YamlDiagnostics& d_;
};

/// Reads `compiler.layer_precision: {choices: [...], layers: all | [...]}` and
/// appends one axis per layer to `result`. False after an error.
bool readLayerPrecision(hw::YamlDiagnostics& d, const YAML::Node& key_node, const YAML::Node& values, int line,
                        const LayerNamesSource& layer_names, std::vector<Axis>& result,
                        std::optional<LayerPrecisionAxis>& summary) {
  const std::string label = "axes." + std::string(kLayerPrecisionKey);
  const std::string expected = "a mapping {choices: [int4, int8], layers: all} (layers: all or a list of layer names)";
  if (!values.IsMap()) {
    d.error(values, fmt::format("{}: expected {}, got {}", label, expected, hw::describeNode(values)));
    return false;
  }
  hw::MapReader reader(d, values, label);
  bool ok = true;
  LayerPrecisionAxis axis;
  axis.line = line;
  if (auto choices = reader.choiceList("choices", layerPrecisionChoices())) {
    for (int index : *choices) axis.choices.push_back(layerPrecisionChoices()[static_cast<std::size_t>(index)]);
    if (axis.choices.size() < 2) {
      reader.error("choices",
                   fmt::format("expected at least two precisions to choose between, got {}", axis.choices.size()));
      ok = false;
    }
  } else {
    ok = false;
  }
  const std::optional<YAML::Node> given = reader.required("layers", "all or a list of layer names");
  const YAML::Node layers = given.value_or(YAML::Node());
  bool all = false;
  std::vector<std::pair<std::string, YAML::Node>> listed;
  if (!given) {
    ok = false;
  } else if (layers.IsScalar() && layers.Scalar() == "all") {
    all = true;
  } else if (layers.IsSequence() && layers.size() > 0) {
    for (std::size_t i = 0; i < layers.size(); ++i) {
      const YAML::Node item = layers[i];
      if (!item.IsScalar() || item.Scalar().empty()) {
        d.error(item, fmt::format("{}.layers[{}]: expected a layer name, got {}", label, i, hw::describeNode(item)));
        ok = false;
        continue;
      }
      for (const auto& [earlier, node] : listed)
        if (earlier == item.Scalar()) {
          d.error(item, fmt::format("{}.layers[{}]: '{}' is listed twice", label, i, earlier));
          ok = false;
        }
      listed.emplace_back(item.Scalar(), item);
    }
  } else {
    d.error(layers, fmt::format("{}.layers: expected all or a non-empty list of layer names, got {}", label,
                                layers.IsSequence() ? "an empty list" : hw::describeNode(layers)));
    ok = false;
  }
  reader.finish();
  if (!ok) return false;
  Expected<std::vector<std::string>> names = layer_names();
  if (!names) {
    std::vector<std::string> messages;
    for (const Diagnostic& diag : names.status().diagnostics()) messages.push_back(diag.message);
    d.error(key_node, fmt::format("{}: {}", label, join(messages, "; ")));
    return false;
  }
  if (names->empty()) {
    d.error(key_node, fmt::format("{}: the model has no Conv, ConvTranspose, Gemm or MatMul layer", label));
    return false;
  }
  for (std::size_t i = 0; i < listed.size(); ++i) {
    const auto& [name, node] = listed[i];
    if (std::find(names->begin(), names->end(), name) != names->end()) continue;
    std::vector<std::string> notes;
    if (auto close = closestMatch(name, *names))
      notes.push_back(fmt::format("did you mean '{}'?", *close));
    else
      notes.push_back(fmt::format("the model's {} matrix layers: {}", names->size(), join(*names, ", ")));
    d.error(
        node,
        fmt::format("{}.layers[{}]: the model has no Conv, ConvTranspose, Gemm or MatMul layer '{}'", label, i, name),
        notes);
    ok = false;
  }
  if (!ok) return false;
  for (const std::string& name : *names) {
    if (!all && std::none_of(listed.begin(), listed.end(), [&](const auto& l) { return l.first == name; })) continue;
    Axis expanded;
    expanded.key = std::string(kLayerPrecisionKey) + "." + name;
    expanded.paths = {expanded.key};
    expanded.line = line;
    expanded.layer = name;
    for (const std::string& choice : axis.choices) expanded.values.push_back({AxisValue::scalar(choice)});
    axis.layers.push_back(name);
    result.push_back(std::move(expanded));
  }
  axis.assignments = 1;
  for (std::size_t i = 0; i < axis.layers.size(); ++i) {
    const auto n = static_cast<std::int64_t>(axis.choices.size());
    axis.assignments = axis.assignments > std::numeric_limits<std::int64_t>::max() / n
                           ? std::numeric_limits<std::int64_t>::max()
                           : axis.assignments * n;
  }
  summary = std::move(axis);
  return true;
}

}  // namespace

void errorInScalar(hw::YamlDiagnostics& diagnostics, const YAML::Node& scalar, std::size_t offset, std::string message,
                   std::vector<std::string> notes) {
  YAML::Mark mark = scalar.Mark();
  if (!mark.is_null()) mark.column += static_cast<int>(offset) + (isQuoted(scalar) ? 1 : 0);
  diagnostics.errorAtMark(mark, std::move(message), std::move(notes));
}

AxisKeyParse parseAxisKey(const std::string& key) {
  AxisKeyParse out;
  auto fail = [&](std::size_t offset, std::string message) {
    out.error_offset = offset;
    out.error = std::move(message);
    out.paths.clear();
    out.offsets.clear();
    return out;
  };
  const std::size_t open = key.find('[');
  if (open == std::string::npos) {
    if (key.empty()) return fail(0, "expected a key path such as pe_array.rows");
    for (std::size_t i = 0; i < key.size(); ++i)
      if (!isPathChar(key[i])) return fail(i, fmt::format("unexpected '{}' in a key path", key[i]));
    out.paths.push_back(key);
    out.offsets.push_back(0);
    return out;
  }
  std::string prefix = key.substr(0, open);
  if (!prefix.empty() && !prefix.ends_with("."))
    return fail(open, "tied keys are written 'prefix.[a,b]' or '[a.b, c.d]'");
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (!isPathChar(prefix[i])) return fail(i, fmt::format("unexpected '{}' in a key path", prefix[i]));
  const std::size_t close = key.find(']', open);
  if (close == std::string::npos) return fail(key.size(), "missing ']' closing the tied keys");
  if (close + 1 != key.size()) return fail(close + 1, "nothing may follow the ']' of tied keys");
  std::size_t begin = open + 1;
  while (begin <= close) {
    std::size_t end = std::min(key.find(',', begin), close);
    std::string raw = key.substr(begin, end - begin);
    std::string name = trim(raw);
    std::size_t at = begin + raw.find_first_not_of(' ');
    if (name.empty()) return fail(begin, "expected a key name between ',' and ']'");
    for (std::size_t i = 0; i < name.size(); ++i)
      if (!isPathChar(name[i])) return fail(at + i, fmt::format("unexpected '{}' in a key path", name[i]));
    out.paths.push_back(prefix + name);
    out.offsets.push_back(at);
    begin = end + 1;
  }
  return out;
}

std::optional<std::vector<Axis>> readAxes(hw::YamlDiagnostics& diagnostics, const YAML::Node& axes,
                                          const LayerNamesSource& layer_names,
                                          std::optional<LayerPrecisionAxis>& layer_precision) {
  std::vector<Axis> result;
  bool ok = true;
  std::map<std::string, int> owner_line;  // key path -> line of the axis setting it
  std::map<std::string, int> key_line;    // axis key as written -> line
  const std::vector<std::string> known = allKeyPaths();
  ValueChecker checker(diagnostics);
  for (auto it = axes.begin(); it != axes.end(); ++it) {
    const YAML::Node key_node = it->first;
    const YAML::Node values = it->second;
    if (!key_node.IsScalar()) {
      diagnostics.error(key_node, fmt::format("axes: expected a key path, got {}", hw::describeNode(key_node)));
      ok = false;
      continue;
    }
    Axis axis;
    axis.key = key_node.Scalar();
    axis.line = key_node.Mark().line + 1;
    const std::string label = "axes." + axis.key;
    if (auto [pos, inserted] = key_line.emplace(axis.key, axis.line); !inserted) {
      diagnostics.error(key_node, fmt::format("{}: duplicate axis (first given on line {})", label, pos->second));
      ok = false;
      continue;
    }
    AxisKeyParse parsed = parseAxisKey(axis.key);
    if (parsed.error_offset) {
      errorInScalar(diagnostics, key_node, *parsed.error_offset, fmt::format("{}: {}", label, parsed.error));
      ok = false;
      continue;
    }
    bool key_ok = true;
    for (std::size_t j = 0; j < parsed.paths.size(); ++j) {
      const std::string& path = parsed.paths[j];
      const bool is_compiler = path.starts_with(kCompilerPrefix);
      const bool found = is_compiler
                             ? std::find(compilerKeys().begin(), compilerKeys().end(), path) != compilerKeys().end()
                             : findConfigKey(path) != nullptr;
      if (!found) {
        std::vector<std::string> notes;
        if (path == "schema_version")
          notes.push_back("schema_version is not a sweepable key");
        else if (auto close = closestMatch(path, known))
          notes.push_back(fmt::format("did you mean '{}'?", *close));
        else
          notes.push_back(
              "axes set config keys (configs/README.md) or compiler.{quant,quant_method,prune,objective,"
              "layer_precision}");
        errorInScalar(diagnostics, key_node, parsed.offsets[j],
                      fmt::format("{}: unknown {} '{}'", label, is_compiler ? "compiler option" : "config key", path),
                      notes);
        key_ok = false;
        continue;
      }
      if (std::count(parsed.paths.begin(), parsed.paths.end(), path) > 1) {
        errorInScalar(diagnostics, key_node, parsed.offsets[j], fmt::format("{}: '{}' is tied twice", label, path));
        key_ok = false;
        break;
      }
      if (auto [pos, inserted] = owner_line.emplace(path, axis.line); !inserted) {
        errorInScalar(diagnostics, key_node, parsed.offsets[j],
                      fmt::format("{}: '{}' is already set by the axis on line {}", label, path, pos->second));
        key_ok = false;
      }
    }
    if (!key_ok) {
      ok = false;
      continue;
    }
    if (std::find(parsed.paths.begin(), parsed.paths.end(), std::string(kLayerPrecisionKey)) != parsed.paths.end()) {
      if (parsed.paths.size() > 1 || axis.key.find('[') != std::string::npos) {
        const auto at = static_cast<std::size_t>(
            std::find(parsed.paths.begin(), parsed.paths.end(), std::string(kLayerPrecisionKey)) -
            parsed.paths.begin());
        errorInScalar(diagnostics, key_node, parsed.offsets[at],
                      fmt::format("{}: {} cannot be tied with other keys: it becomes one axis per layer", label,
                                  kLayerPrecisionKey));
        ok = false;
      } else if (!readLayerPrecision(diagnostics, key_node, values, axis.line, layer_names, result, layer_precision)) {
        ok = false;
      }
      continue;
    }
    axis.paths = parsed.paths;
    const bool tied = axis.paths.size() > 1 || axis.key.find('[') != std::string::npos;
    const std::string example = tied ? "[[8, 8], [16, 16]]" : "[8, 16, 32]";
    if (!values.IsSequence() || values.size() == 0) {
      diagnostics.error(values, fmt::format("{}: expected a non-empty list of values such as {}, got {}", label,
                                            example, values.IsSequence() ? "an empty list" : hw::describeNode(values)));
      ok = false;
      continue;
    }
    bool values_ok = true;
    for (std::size_t i = 0; i < values.size(); ++i) {
      const YAML::Node item = values[i];
      std::vector<AxisValue> tuple(axis.paths.size());
      const std::string item_label = fmt::format("{}[{}]", label, i);
      bool tuple_ok = true;
      if (!tied) {
        tuple_ok = checker.check({item_label, axis.paths[0], false}, item, tuple[0]);
      } else if (!item.IsSequence() || item.size() != axis.paths.size()) {
        diagnostics.error(
            item, fmt::format("{}: expected a list of {} values, one for each of {}, got {}", item_label,
                              axis.paths.size(), join(axis.paths, ", "),
                              item.IsSequence() ? fmt::format("{} values", item.size()) : hw::describeNode(item)));
        values_ok = false;
        continue;
      } else {
        for (std::size_t j = 0; j < axis.paths.size(); ++j)
          tuple_ok = checker.check({item_label, axis.paths[j], true}, item[j], tuple[j]) && tuple_ok;
      }
      values_ok = values_ok && tuple_ok;
      for (std::size_t earlier = 0; tuple_ok && earlier < axis.values.size(); ++earlier)
        if (axis.values[earlier] == tuple) {
          diagnostics.error(item, fmt::format("{}: repeats {}[{}]", item_label, label, earlier));
          values_ok = false;
        }
      axis.values.push_back(std::move(tuple));
    }
    if (!values_ok) {
      ok = false;
      continue;
    }
    result.push_back(std::move(axis));
  }
  if (!ok) return std::nullopt;
  return result;
}

}  // namespace tessera::sweep::detail
