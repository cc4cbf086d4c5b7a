// Loading and checking sweep specs (see sweep_spec.h and sweeps/README.md).
#include "sweeps/engine/sweep_spec.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <limits>
#include <regex>
#include <utility>

#include "hw/spec/loader.h"
#include "hw/support/text.h"
#include "sweeps/engine/axes.h"
#include "sweeps/engine/model_layers.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

std::string displayPath(const fs::path& path) { return path.lexically_normal().string(); }

bool isFile(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

/// Resolves a file named relative to the sweep file; records an error at `node` if missing.
std::optional<fs::path> resolveFile(hw::YamlDiagnostics& d, const YAML::Node& node, const std::string& label,
                                    const fs::path& base_dir, const std::string& what) {
  const fs::path path = base_dir / node.Scalar();
  if (isFile(path)) return path;
  d.error(node, fmt::format("{}: no such {} '{}' (paths are relative to the sweep file's folder)", label, what,
                            displayPath(path)));
  return std::nullopt;
}

/// models/cache/zoo/<name>.onnx in the sweep file's folder or any folder above it.
std::optional<fs::path> findZooModel(const fs::path& sweep_dir, const std::string& name, fs::path& zoo_dir) {
  std::error_code ec;
  fs::path dir = fs::absolute(sweep_dir, ec).lexically_normal();
  while (true) {
    const fs::path zoo = dir / "models" / "cache" / "zoo";
    if (fs::is_directory(zoo, ec)) {
      zoo_dir = zoo;
      if (isFile(zoo / (name + ".onnx"))) {
        // Keep the path relative when the sweep file was named relatively.
        fs::path relative = fs::relative(zoo / (name + ".onnx"), fs::current_path(ec), ec);
        return ec || relative.empty() ? zoo / (name + ".onnx") : relative;
      }
    }
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

/// `input_shapes: {x: [1, 3, 48, 192]}`: graph inputs bound to a whole static
/// shape before import, as `tessera compile --input-shape` binds them.
bool parseInputShapes(hw::YamlDiagnostics& d, const YAML::Node& node, const std::string& label, SweepModel& model) {
  constexpr std::int64_t kMaxDim = std::int64_t{1} << 31;
  if (!node.IsMap() || node.size() == 0) {
    d.error(node, fmt::format("{}: expected a mapping of input name -> dimensions (e.g. {{x: [1, 3, 48, 192]}}), got {}",
                              label, hw::describeNode(node)));
    return false;
  }
  bool ok = true;
  for (const auto& kv : node) {
    const std::string name = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
    const YAML::Node& dims = kv.second;
    if (name.empty() || !dims.IsSequence() || dims.size() == 0) {
      d.error(dims, fmt::format("{}.{}: expected a list of dimensions, got {}", label, name, hw::describeNode(dims)));
      ok = false;
      continue;
    }
    std::vector<std::int64_t> shape;
    for (std::size_t i = 0; i < dims.size(); ++i) {
      std::int64_t v = 0;
      if (!dims[i].IsScalar() || !YAML::convert<std::int64_t>::decode(dims[i], v) || v < 1 || v > kMaxDim) {
        d.error(dims[i], fmt::format("{}.{}[{}]: expected a dimension, an integer in [1, {}], got {}", label, name, i,
                                     kMaxDim, dims[i].IsScalar() ? "'" + dims[i].Scalar() + "'" : hw::describeNode(dims[i])));
        ok = false;
      }
      shape.push_back(v);
    }
    model.input_shapes[name] = std::move(shape);
  }
  return ok;
}

std::optional<SweepModel> readModel(hw::YamlDiagnostics& d, const YAML::Node& item, std::size_t index,
                                    const fs::path& base_dir) {
  const std::string label = fmt::format("models[{}]", index);
  SweepModel model;
  YAML::Node reference = item;
  std::optional<hw::MapReader> entry;
  if (item.IsMap()) {
    entry.emplace(d, item, label);
    reference.reset(entry->get("model"));  // reset: operator= would overwrite `item` itself
    if (!reference.IsDefined()) {
      entry->string("model");  // records "missing required key" (or a typo's did-you-mean)
      entry->finish();
      return std::nullopt;
    }
  }
  if (!reference.IsScalar() || reference.Scalar().empty()) {
    d.error(reference, fmt::format("{}: expected a zoo name (e.g. resnet18), an .onnx file or a SCALE-Sim .csv "
                                   "topology, or a mapping with 'model' and 'eval', got {}",
                                   item.IsMap() ? label + ".model" : label, hw::describeNode(reference)));
    return std::nullopt;
  }
  model.reference = reference.Scalar();
  const bool is_path = model.reference.find('/') != std::string::npos || model.reference.ends_with(".onnx") ||
                       model.reference.ends_with(".csv");
  bool ok = true;
  const std::string model_label = item.IsMap() ? label + ".model" : label;
  if (is_path) {
    if (!model.reference.ends_with(".onnx") && !model.reference.ends_with(".csv")) {
      d.error(reference, fmt::format("{}: expected an .onnx model or a SCALE-Sim .csv topology, got '{}'", model_label,
                                     model.reference));
      ok = false;
    } else if (auto file = resolveFile(d, reference, model_label, base_dir, "model file")) {
      model.file = *file;
      model.topology_csv = model.reference.ends_with(".csv");
      model.name = model.file.stem().string();
    } else {
      ok = false;
    }
  } else {
    fs::path zoo_dir;
    if (auto file = findZooModel(base_dir, model.reference, zoo_dir)) {
      model.file = *file;
      model.name = model.reference;
    } else {
      std::vector<std::string> notes;
      std::vector<std::string> names;
      std::error_code ec;
      if (!zoo_dir.empty())
        for (const auto& e : fs::directory_iterator(zoo_dir, ec))
          if (e.path().extension() == ".onnx") names.push_back(e.path().stem().string());
      std::sort(names.begin(), names.end());
      if (auto close = closestMatch(model.reference, names))
        notes.push_back(fmt::format("did you mean '{}'?", *close));
      else if (!names.empty())
        notes.push_back("zoo models: " + join(names, ", "));
      else
        notes.push_back("generate the zoo: /usr/bin/python3 models/export_zoo.py --out models/cache/zoo");
      d.error(reference,
              fmt::format("{}: no zoo model '{}' (models/cache/zoo/{}.onnx in or above the sweep file's "
                          "folder)",
                          model_label, model.reference, model.reference),
              notes);
      ok = false;
    }
  }
  if (entry) {
    if (entry->has("eval")) {
      if (auto eval = entry->map("eval")) {
        ModelEval e;
        YAML::Node inputs = eval->get("inputs");
        if (auto text = eval->string("inputs")) {
          if (auto file = resolveFile(d, inputs, eval->keyPath("inputs"), base_dir, "file"))
            e.inputs = *file;
          else
            ok = false;
        } else {
          ok = false;
        }
        if (eval->has("labels")) {
          YAML::Node labels = eval->get("labels");
          if (auto text = eval->string("labels")) {
            if (auto file = resolveFile(d, labels, eval->keyPath("labels"), base_dir, "file"))
              e.labels = *file;
            else
              ok = false;
          } else {
            ok = false;
          }
        }
        if (auto count = eval->integer("calibration_samples", 1, 1'000'000))
          e.calibration_samples = *count;
        else
          ok = false;
        eval->finish();
        model.eval = e;
      } else {
        ok = false;
      }
    }
    if (entry->has("input_shapes") && !parseInputShapes(d, entry->get("input_shapes"), label + ".input_shapes", model))
      ok = false;
    entry->finish();
  }
  if (ok && model.topology_csv && !model.input_shapes.empty()) {
    d.error(item, fmt::format("{}: a SCALE-Sim topology has its shapes already; input_shapes binds an ONNX model's "
                              "open input dimensions",
                              label));
    ok = false;
  }
  if (ok && model.topology_csv && model.eval) {
    d.error(item, fmt::format("{}: a SCALE-Sim topology has no weights to run, so it cannot have an eval set", label));
    ok = false;
  }
  if (!ok) return std::nullopt;
  return model;
}

const std::vector<std::string>& topLevelKeys() {
  static const std::vector<std::string> keys = {"name",     "description", "base",     "models",     "axes",
                                                "sampling", "constraints", "fidelity", "objectives", "store_layers"};
  return keys;
}

/// Reports a missing required top-level key, or the misspelt key the user
/// meant (one mistake, one error: the typo is then not reported again as unknown).
void missingKey(hw::YamlDiagnostics& d, hw::MapReader& root, const std::string& key, const std::string& expected) {
  const std::vector<std::string>& known = topLevelKeys();
  for (auto it = root.node().begin(); it != root.node().end(); ++it) {
    if (!it->first.IsScalar()) continue;
    const std::string given = it->first.Scalar();
    if (std::find(known.begin(), known.end(), given) != known.end()) continue;
    if (closestMatch(given, {key})) {
      root.get(given);
      d.error(it->first, fmt::format("{}: unknown key", given),
              {fmt::format("did you mean '{}'? ({}: {})", key, key, expected)});
      return;
    }
  }
  d.errorAtMark(YAML::Mark::null_mark(), fmt::format("missing required top-level key '{}'", key),
                {fmt::format("expected '{}': {}", key, expected)});
}

/// Islands a moead or sa search may run (sampling.islands).
constexpr std::int64_t kMaxIslands = 256;

std::optional<Sampling> readSampling(hw::YamlDiagnostics& d, hw::MapReader& root) {
  YAML::Node node = root.get("sampling");
  Sampling sampling;
  if (node.IsScalar() && node.Scalar() == "grid") return sampling;
  if (!node.IsMap()) {
    d.error(node, fmt::format("sampling: expected 'grid', a mapping {{random: N, seed: S}} or a mapping "
                              "{{search: nsga2 | moead | sa | random, budget: N, seed: S, population: P}}, got {}",
                              hw::describeNode(node)));
    return std::nullopt;
  }
  auto reader = root.map("sampling");
  if (!reader) return std::nullopt;
  if (reader->has("search")) {
    // A search: every key required (population changes the result of every algorithm but random).
    auto algorithm = reader->choice("search", searchAlgorithmNames());
    auto budget = reader->integer("budget", 1, std::numeric_limits<std::int64_t>::max());
    auto seed = reader->integer("seed", 0, std::numeric_limits<std::int64_t>::max());
    auto population = reader->integer("population", 1, 1'000'000);
    std::optional<std::int64_t> islands = 1;
    if (reader->has("islands")) islands = reader->integer("islands", 1, kMaxIslands);
    bool ok = algorithm && budget && seed && population && islands;
    if (ok && *islands > 1 && static_cast<SearchAlgorithm>(*algorithm) != SearchAlgorithm::kMoead &&
        static_cast<SearchAlgorithm>(*algorithm) != SearchAlgorithm::kSa) {
      reader->error("islands", fmt::format("search {}: islands apply to moead and sa (pagmo 2.18 proposes their points "
                                           "one at a time); {} already evaluates each {} as one batch on -j threads",
                                           searchAlgorithmNames()[static_cast<std::size_t>(*algorithm)],
                                           searchAlgorithmNames()[static_cast<std::size_t>(*algorithm)],
                                           *algorithm == static_cast<int>(SearchAlgorithm::kNsga2) ? "generation"
                                                                                                    : "batch"));
      ok = false;
    }
    if (ok) {
      const auto chosen = static_cast<SearchAlgorithm>(*algorithm);
      // pagmo's NSGA-II needs a population of at least 8 that is a multiple of 4 (its tournament pairs);
      // MOEA/D needs neighbours, so at least 2.
      if (chosen == SearchAlgorithm::kNsga2 && (*population < 8 || *population % 4 != 0)) {
        reader->error("population",
                      fmt::format("search nsga2: expected a multiple of 4 that is at least 8, got {}", *population));
        ok = false;
      } else if (chosen == SearchAlgorithm::kMoead && *population < 2) {
        reader->error("population", fmt::format("search moead: expected at least 2, got {}", *population));
        ok = false;
      } else if (*population > *budget) {
        reader->error("population", fmt::format("expected at most the budget ({}), got {}", *budget, *population));
        ok = false;
      } else if (*islands * *population > *budget) {
        reader->error("islands", fmt::format("{} islands of population {} evaluate {} points before their first "
                                             "round; expected islands * population at most the budget ({})",
                                             *islands, *population, *islands * *population, *budget));
        ok = false;
      }
    }
    reader->finish();
    if (!ok) return std::nullopt;
    sampling.seed = static_cast<std::uint64_t>(*seed);
    sampling.search = SearchSampling{static_cast<SearchAlgorithm>(*algorithm), *budget, *population, *islands};
    return sampling;
  }
  auto count = reader->integer("random", 1, kMaxGridPoints);
  auto seed = reader->integer("seed", 0, std::numeric_limits<std::int64_t>::max());
  reader->finish();
  if (!count || !seed) return std::nullopt;
  sampling.random = true;
  sampling.count = *count;
  sampling.seed = static_cast<std::uint64_t>(*seed);
  return sampling;
}

}  // namespace

AxisValue AxisValue::scalar(std::string text, bool quoted) {
  AxisValue value;
  value.text = std::move(text);
  value.quoted = quoted;
  return value;
}

AxisValue AxisValue::list(std::vector<AxisValue> items) {
  AxisValue value;
  value.is_list = true;
  value.items = std::move(items);
  return value;
}

AxisValue AxisValue::removed() {
  AxisValue value;
  value.absent = true;
  return value;
}

nlohmann::ordered_json AxisValue::toJson() const {
  if (absent) return nullptr;
  if (is_list) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const AxisValue& item : items) list.push_back(item.toJson());
    return list;
  }
  if (!quoted) {
    if (text == "true") return true;
    if (text == "false") return false;
    std::int64_t integer = 0;
    auto [iptr, iec] = std::from_chars(text.data(), text.data() + text.size(), integer);
    if (iec == std::errc() && iptr == text.data() + text.size()) return integer;
    double number = 0;
    auto [dptr, dec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (dec == std::errc() && dptr == text.data() + text.size() && std::isfinite(number)) return number;
  }
  return text;
}

std::string AxisValue::toText() const {
  if (absent) return "~";
  if (!is_list) return quoted ? nlohmann::json(text).dump() : text;
  std::vector<std::string> parts;
  for (const AxisValue& item : items) parts.push_back(item.toText());
  std::string text = "[";  // appended, not '"[" + ...': GCC 12 warns falsely (-Wrestrict) on that
  text += join(parts, ", ");
  text += "]";
  return text;
}

const std::vector<std::string>& compilerKeys() {
  static const std::vector<std::string> keys = {"compiler.quant", "compiler.quant_method", "compiler.prune",
                                                "compiler.objective", std::string(kLayerPrecisionKey)};
  return keys;
}

const std::vector<std::string>& layerPrecisionChoices() {
  static const std::vector<std::string> choices = {"int4", "int8", "int16"};
  return choices;
}

const std::vector<std::string>& searchAlgorithmNames() {
  static const std::vector<std::string> names = {"nsga2", "moead", "sa", "random"};
  return names;
}

std::string_view name(SearchAlgorithm algorithm) { return searchAlgorithmNames()[static_cast<int>(algorithm)]; }

std::string_view name(Fidelity fidelity) {
  switch (fidelity) {
    case Fidelity::kAnalytical: return "analytical";
    case Fidelity::kSystemC: return "systemc";
  }
  return "";
}

const std::vector<std::string>& objectiveNames() {
  static const std::vector<std::string> names = {"latency", "energy", "area", "accuracy"};
  return names;
}

std::string_view name(Objective objective) { return objectiveNames()[static_cast<int>(objective)]; }

std::string_view column(Objective objective) {
  switch (objective) {
    case Objective::kLatency: return "latency_us";
    case Objective::kEnergy: return "energy_pj";
    case Objective::kArea: return "area_um2";
    case Objective::kAccuracy: return "accuracy";
  }
  return "";
}

Fidelity fidelityNamed(std::string_view text) {
  return text == name(Fidelity::kSystemC) ? Fidelity::kSystemC : Fidelity::kAnalytical;
}

std::string_view column(Objective objective, Fidelity fidelity) {
  if (fidelity == Fidelity::kSystemC && objective == Objective::kLatency) return "sim_latency_us";
  if (fidelity == Fidelity::kSystemC && objective == Objective::kEnergy) return "sim_energy_pj";
  return column(objective);
}

bool maximised(Objective objective) { return objective == Objective::kAccuracy; }

std::optional<Objective> parseObjective(const std::string& text) {
  const auto& names = objectiveNames();
  auto it = std::find(names.begin(), names.end(), text);
  if (it == names.end()) return std::nullopt;
  return static_cast<Objective>(it - names.begin());
}

std::int64_t gridSize(const SweepSpec& spec) {
  std::int64_t size = 1;
  for (const Axis& axis : spec.axes) {
    const auto n = static_cast<std::int64_t>(axis.values.size());
    if (size > std::numeric_limits<std::int64_t>::max() / n) return std::numeric_limits<std::int64_t>::max();
    size *= n;
  }
  return size;
}

Expected<SweepSpec> loadSweepFile(const std::filesystem::path& file) {
  Expected<hw::YamlDocument> document = hw::parseYamlFile(file);
  if (!document) return document.status();
  return loadSweep(*document);
}

Expected<SweepSpec> loadSweep(const hw::YamlDocument& document) {
  hw::YamlDiagnostics d(document);
  hw::MapReader root(d, document.root, "");
  if (!root.valid()) return Status(d.take());
  SweepSpec spec;
  spec.display_path = document.display_path;
  spec.file = document.display_path;

  if (auto value = root.string("name")) {
    static const std::regex kNamePattern("[A-Za-z0-9_.-]+");
    if (std::regex_match(*value, kNamePattern))
      spec.name = *value;
    else
      root.error("name", fmt::format("expected letters, digits, '_', '.' or '-' only (it names the results "
                                     "file), got '{}'",
                                     *value));
  }
  if (root.has("description"))
    if (auto value = root.string("description")) spec.description = *value;

  // The base config must load on its own: every point starts from it.
  std::vector<Diagnostic> base_diagnostics;
  YAML::Node base_node = root.get("base");
  if (auto base = root.string("base")) {
    const fs::path path = document.base_dir / *base;
    if (!isFile(path)) {
      root.error("base",
                 fmt::format("no such config '{}' (paths are relative to the sweep file's folder)", displayPath(path)));
    } else {
      Expected<hw::YamlDocument> parsed = hw::parseYamlFile(path.lexically_normal());
      Expected<hw::Spec> checked = parsed ? hw::loadSpec(*parsed) : Expected<hw::Spec>(parsed.status());
      if (checked) {
        spec.base = std::move(parsed).value();
        spec.base_display = displayPath(path);
      } else {
        base_diagnostics = checked.status().diagnostics();
        for (Diagnostic& diag : base_diagnostics)
          diag.notes.push_back(
              fmt::format("in the base config named by {}:{}", document.display_path, base_node.Mark().line + 1));
      }
    }
  }

  if (auto models = root.get("models"); models.IsDefined()) {
    if (!models.IsSequence() || models.size() == 0) {
      d.error(models, fmt::format("models: expected a non-empty list of models, got {}", hw::describeNode(models)));
    } else {
      std::map<std::string, std::size_t> names;
      for (std::size_t i = 0; i < models.size(); ++i) {
        std::optional<SweepModel> model = readModel(d, models[i], i, document.base_dir);
        if (!model) continue;
        if (auto [pos, inserted] = names.emplace(model->name, i); !inserted) {
          d.error(models[i], fmt::format("models[{}]: model '{}' is already models[{}]", i, model->name, pos->second));
          continue;
        }
        spec.models.push_back(std::move(*model));
      }
    }
  } else {
    missingKey(d, root, "models", "a list of zoo names, .onnx files or SCALE-Sim .csv topologies");
  }

  if (auto axes = root.get("axes"); axes.IsDefined()) {
    if (!axes.IsMap()) {
      d.error(axes, fmt::format("axes: expected a mapping of key path -> list of values (may be {{}}), got {}",
                                hw::describeNode(axes)));
    } else {
      // Per-layer precision names the layers of the sweep's one ONNX model (imported only when asked).
      const detail::LayerNamesSource layer_names = [&]() -> Expected<std::vector<std::string>> {
        auto fail = [](std::string message) {
          Diagnostic diag;
          diag.message = std::move(message);
          return Status::error(diag);
        };
        if (spec.models.size() != 1)
          return fail(
              fmt::format("a per-layer precision axis names the layers of one model; the sweep has {} "
                          "(valid) models",
                          spec.models.size()));
        if (spec.models[0].topology_csv)
          return fail(fmt::format("model '{}' is a SCALE-Sim topology: it has no weights to quantize per layer",
                                  spec.models[0].name));
        return modelMatrixLayers(spec.models[0]);
      };
      if (auto read = detail::readAxes(d, axes, layer_names, spec.layer_precision)) spec.axes = std::move(*read);
    }
  } else {
    missingKey(d, root, "axes", "a mapping of key path -> list of values");
  }

  {
    if (!root.get("sampling").IsDefined()) {
      missingKey(d, root, "sampling",
                 "grid, {random: N, seed: S} or {search: nsga2 | moead | sa | random, budget: N, seed: S, "
                 "population: P}");
    } else if (auto sampling = readSampling(d, root)) {
      const YAML::Node sampling_node = root.get("sampling");
      spec.sampling = *sampling;
      const std::int64_t grid = gridSize(spec);
      if (!spec.sampling.random && !spec.sampling.search && grid > kMaxGridPoints && !d.hasErrors())
        root.error("sampling", fmt::format("the grid has {} combinations, more than {}; use sampling: {{random: N, "
                                           "seed: S}} or a search ({{search: nsga2, budget: N, seed: S, "
                                           "population: P}})",
                                           grid, kMaxGridPoints));
      if (spec.layer_precision && !spec.sampling.search &&
          spec.layer_precision->assignments > kMaxGridLayerAssignments && !d.hasErrors()) {
        const LayerPrecisionAxis& lp = *spec.layer_precision;
        root.error(
            "sampling",
            fmt::format("the per-layer precision axis (line {}) has {}^{} = {} assignments of its {} layers, "
                        "more than {} for {} sampling; use a search ({{search: nsga2, budget: N, seed: S, "
                        "population: P}}) or list fewer layers",
                        lp.line, lp.choices.size(), lp.layers.size(),
                        lp.assignments == std::numeric_limits<std::int64_t>::max() ? std::string("2^63 or more")
                                                                                   : std::to_string(lp.assignments),
                        lp.layers.size(), kMaxGridLayerAssignments, spec.sampling.random ? "random" : "grid"));
      }
      if (spec.sampling.random && spec.sampling.count > grid && !d.hasErrors())
        root.error("sampling", fmt::format("random: {} is more than the {} combinations of the grid; use sampling: "
                                           "grid",
                                           spec.sampling.count, grid));
      if (const std::optional<SearchSampling>& search = spec.sampling.search; search && !d.hasErrors()) {
        if (spec.axes.empty())
          root.error("sampling", "a search needs at least one axis to search");
        else if (grid > std::numeric_limits<std::int64_t>::max() / static_cast<std::int64_t>(spec.models.size()))
          root.error("sampling",
                     "the axes times the models make 2^63 points or more; a search numbers its points "
                     "(combination x models + model) and needs fewer");
        else if (search->budget > grid)
          d.error(std::as_const(sampling_node)["budget"],
                  fmt::format("sampling.budget: {} is more than the {} combinations of the grid; use sampling: grid",
                              search->budget, grid));
      }
    }
  }

  if (root.has("constraints")) {
    YAML::Node list = root.get("constraints");
    if (!list.IsSequence()) {
      d.error(list,
              fmt::format("constraints: expected a list such as ['area_um2 <= 5e6'], got {}", hw::describeNode(list)));
    } else {
      for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        const std::string label = fmt::format("constraints[{}]", i);
        if (!item.IsScalar()) {
          d.error(item, fmt::format("{}: expected 'metric op number', got {}", label, hw::describeNode(item)));
          continue;
        }
        ConstraintParse parsed = parseConstraint(item.Scalar());
        if (!parsed.constraint) {
          detail::errorInScalar(d, item, parsed.error_offset, fmt::format("{}: {}", label, parsed.error), parsed.notes);
          continue;
        }
        const std::string& metric = parsed.constraint->metric;
        if (metric == "accuracy" || metric == "agreement_with_fp32") {
          for (const SweepModel& model : spec.models)
            if (!model.eval || (metric == "accuracy" && !model.eval->labels)) {
              d.error(item, fmt::format("{}: model '{}' has no eval {} to measure {} on", label, model.name,
                                        metric == "accuracy" ? "labels" : "set", metric));
              break;
            }
        }
        spec.constraints.push_back(*parsed.constraint);
      }
    }
  }

  YAML::Node fidelity = root.get("fidelity");
  if (!fidelity.IsDefined()) {
    missingKey(d, root, "fidelity", "analytical");
  } else if (fidelity.IsScalar() && fidelity.Scalar() == "analytical") {
    spec.fidelity = Fidelity::kAnalytical;
  } else if (fidelity.IsScalar() && fidelity.Scalar() == "systemc") {
    spec.fidelity = Fidelity::kSystemC;
    if (spec.layer_precision)
      d.error(fidelity,
              fmt::format("fidelity: systemc simulates compiled Programs, which run every layer at the spec's "
                          "precision; the per-layer precision axis (line {}) is modelled at analytical fidelity only",
                          spec.layer_precision->line));
  } else {
    d.error(fidelity, fmt::format("fidelity: expected analytical or systemc, got {}", hw::describeNode(fidelity)),
            {"systemc compiles each point and simulates its Program on the SystemC model (timing only)"});
  }

  if (auto words = root.choiceList("objectives", objectiveNames())) {
    if (words->size() < 2) root.error("objectives", "expected at least two objectives for a Pareto front");
    for (int index : *words) spec.objectives.push_back(static_cast<Objective>(index));
  }

  if (root.has("store_layers"))
    if (auto value = root.boolean("store_layers")) spec.store_layers = *value;
  root.finish();

  std::vector<Diagnostic> all = d.take();
  all.insert(all.end(), base_diagnostics.begin(), base_diagnostics.end());
  if (!all.empty()) return Status(std::move(all));
  return spec;
}

}  // namespace tessera::sweep
