// Points of a sweep (see points.h).
#include "sweeps/engine/points.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "hw/spec/loader.h"
#include "hw/support/text.h"
#include "sweeps/engine/hash.h"

namespace tessera::sweep {
namespace {

/// splitmix64: a tiny generator whose output is fixed by its definition
/// (std::uniform_int_distribution is not the same across standard libraries).
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, bound) by rejection (no modulo bias).
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t x = next();
    while (x >= limit) x = next();
    return x % bound;
  }

 private:
  std::uint64_t state_;
};


YAML::Node toNode(const AxisValue& value) {
  if (value.is_list) {
    YAML::Node list(YAML::NodeType::Sequence);
    for (const AxisValue& item : value.items) list.push_back(toNode(item));
    return list;
  }
  YAML::Node scalar(value.text);
  if (value.quoted) scalar.SetTag("!");
  return scalar;
}

std::string hashedKey(const std::string& text) { return sha256Hex(text).substr(0, 32); }

}  // namespace

std::vector<int> decodeRank(const SweepSpec& spec, std::int64_t rank) {
  std::vector<int> choice(spec.axes.size());
  for (std::size_t a = spec.axes.size(); a-- > 0;) {
    const auto n = static_cast<std::int64_t>(spec.axes[a].values.size());
    choice[a] = static_cast<int>(rank % n);
    rank /= n;
  }
  return choice;
}

std::vector<std::int64_t> sampleRanks(std::int64_t grid, std::int64_t count, std::uint64_t seed) {
  // Floyd's algorithm: `count` distinct values, one draw each, any grid size.
  SplitMix64 random(seed);
  std::set<std::int64_t> chosen;
  for (std::int64_t j = grid - count; j < grid; ++j) {
    const auto t = static_cast<std::int64_t>(random.below(static_cast<std::uint64_t>(j) + 1));
    if (!chosen.insert(t).second) chosen.insert(j);
  }
  return {chosen.begin(), chosen.end()};
}

std::vector<PointPlan> enumeratePoints(const SweepSpec& spec) {
  std::vector<std::int64_t> ranks;
  const std::int64_t grid = gridSize(spec);
  if (spec.sampling.random) {
    ranks = sampleRanks(grid, spec.sampling.count, spec.sampling.seed);
  } else {
    ranks.resize(static_cast<std::size_t>(grid));
    for (std::int64_t r = 0; r < grid; ++r) ranks[static_cast<std::size_t>(r)] = r;
  }
  std::vector<PointPlan> points;
  points.reserve(ranks.size() * spec.models.size());
  for (std::int64_t rank : ranks) {
    std::vector<int> choice = decodeRank(spec, rank);
    for (std::size_t m = 0; m < spec.models.size(); ++m)
      points.push_back({static_cast<std::int64_t>(points.size()), choice, static_cast<int>(m)});
  }
  return points;
}

std::int64_t shardChunkPoints(const SweepSpec& spec) {
  const auto models = static_cast<std::int64_t>(std::max<std::size_t>(1, spec.models.size()));
  if (spec.sampling.random || spec.axes.empty()) return models;
  return models * static_cast<std::int64_t>(std::max<std::size_t>(1, spec.axes.back().values.size()));
}

bool inShard(std::int64_t index, std::int64_t chunk_points, int shard_index, int shard_count) {
  return (index / std::max<std::int64_t>(1, chunk_points)) % shard_count == shard_index;
}

std::int64_t shardPointCount(std::int64_t total, std::int64_t chunk_points, int shard_index, int shard_count) {
  const std::int64_t chunk = std::max<std::int64_t>(1, chunk_points);
  const std::int64_t chunks = (total + chunk - 1) / chunk;
  // Whole chunks of this shard, then the last (maybe partial) chunk if it is this shard's.
  std::int64_t count = 0;
  if (chunks > shard_index) count = ((chunks - shard_index + shard_count - 1) / shard_count) * chunk;
  if (chunks > 0 && (chunks - 1) % shard_count == shard_index) count -= chunks * chunk - total;
  return count;
}

PointSettings settingsOf(const SweepSpec& spec, const PointPlan& plan) {
  PointSettings settings;
  settings.params = nlohmann::ordered_json::object();
  for (std::size_t a = 0; a < spec.axes.size(); ++a) {
    const Axis& axis = spec.axes[a];
    const std::vector<AxisValue>& tuple = axis.values[static_cast<std::size_t>(plan.choice[a])];
    for (std::size_t j = 0; j < axis.paths.size(); ++j) {
      const std::string& path = axis.paths[j];
      const AxisValue& value = tuple[j];
      settings.params[path] = value.toJson();
      if (!path.starts_with(kCompilerPrefix)) {
        settings.config.emplace_back(path, value);
        continue;
      }
      CompilerChoice& c = settings.compiler;
      if (!axis.layer.empty())
        c.layer_precision.emplace_back(axis.layer, value.text);
      else if (path == "compiler.quant")
        c.quant = value.text;
      else if (path == "compiler.quant_method")
        c.quant_method = value.text;
      else if (path == "compiler.prune")
        c.prune = value.text;
      else if (path == "compiler.objective")
        c.objective = value.text;
    }
  }
  return settings;
}

namespace {

/// Sets (or removes) each of `settings.config` in the tree under `root`.
void applyTo(YAML::Node root, const PointSettings& settings) {
  for (const auto& [path, value] : settings.config) {
    std::vector<std::string> parts;
    for (std::size_t begin = 0;;) {
      std::size_t dot = path.find('.', begin);
      parts.push_back(path.substr(begin, dot == std::string::npos ? std::string::npos : dot - begin));
      if (dot == std::string::npos) break;
      begin = dot + 1;
    }
    // reset() rebinds a handle; operator= would overwrite the node it refers to.
    YAML::Node current;
    current.reset(root);
    bool reachable = true;
    for (std::size_t i = 0; i + 1 < parts.size() && reachable; ++i) {
      YAML::Node child = current[parts[i]];
      if (!child.IsMap()) {
        if (value.absent)
          reachable = false;  // nothing to remove
        else
          current[parts[i]] = YAML::Node(YAML::NodeType::Map);
        child.reset(current[parts[i]]);
      }
      current.reset(child);
    }
    if (!reachable) continue;
    if (value.absent)
      current.remove(parts.back());
    else
      current[parts.back()] = toNode(value);
  }
}

}  // namespace

hw::YamlDocument applySettings(const hw::YamlDocument& base, const PointSettings& settings) {
  hw::YamlDocument document;
  document.display_path = base.display_path;
  document.base_dir = base.base_dir;
  document.lines = base.lines;
  // Parse the base text again rather than YAML::Clone its tree: a clone
  // loses every node's line and column, and errors about keys the point did
  // not change must still point into the base file.
  document.root = YAML::Load(join(base.lines, "\n"));
  applyTo(document.root, settings);
  return document;
}

namespace {

/// A copy of `document` sharing no node with it (its tree keeps no source positions).
hw::YamlDocument copyDocument(const hw::YamlDocument& document) {
  hw::YamlDocument copy;
  copy.display_path = document.display_path;
  copy.base_dir = document.base_dir;
  copy.lines = document.lines;
  copy.root = YAML::Clone(document.root);
  return copy;
}

}  // namespace

PointSpecLoader::PointSpecLoader(const hw::YamlDocument& base) : base_(copyDocument(base)) {
  working_.display_path = base_.display_path;
  working_.base_dir = base_.base_dir;
}

Expected<hw::Spec> PointSpecLoader::load(const PointSettings& settings) {
  // Source positions matter only to diagnostics, so a point that loads
  // cleanly is read from the parsed tree (what the text would parse to, less
  // the positions). Overwriting the previous point's values in place leaves
  // the tree a fresh copy would give, as long as both points set the same
  // keys and remove none (a removal can leave an emptied section behind, and
  // a key put back moves to the end of its section).
  bool same_keys = reusable_ && set_paths_.size() == settings.config.size();
  for (std::size_t i = 0; same_keys && i < settings.config.size(); ++i)
    same_keys = set_paths_[i] == settings.config[i].first && !settings.config[i].second.absent;
  if (!same_keys) {
    working_.root = YAML::Clone(base_.root);
    set_paths_.clear();
    reusable_ = true;
    for (const auto& [path, value] : settings.config) {
      set_paths_.push_back(path);
      if (value.absent) reusable_ = false;
    }
  }
  applyTo(working_.root, settings);
  Expected<hw::Spec> spec = hw::loadSpec(working_);
  if (spec) return spec;
  // Rejected: load it again from the text so that every error points into the base file.
  return hw::loadSpec(applySettings(base_, settings));
}

std::string hardwarePrecision(const hw::Spec& spec) {
  const hw::Precision& p = spec.params().precision;
  if (p.number_format != hw::NumberFormat::kInt) return std::string(hw::name(p.number_format));
  if (p.weight_bits == p.activation_bits) return fmt::format("int{}", p.weight_bits);
  return fmt::format("w{}a{}", p.weight_bits, p.activation_bits);
}

ResolvedCompiler resolveCompiler(const CompilerChoice& choice, const hw::Spec* spec) {
  ResolvedCompiler r;
  r.quant = choice.quant;
  if (r.quant == "hardware" && spec) r.quant = hardwarePrecision(*spec);
  if (r.quant.starts_with("int") || r.quant.starts_with("w")) r.method = choice.quant_method;
  r.prune = choice.prune;
  r.objective = choice.objective;
  r.layer_precision = choice.layer_precision;
  // Per-layer integer precisions calibrate, whatever the other layers' precision.
  if (!r.layer_precision.empty() && !r.method) r.method = choice.quant_method;
  return r;
}

std::string ResolvedCompiler::canonical() const {
  std::string text = "quant=" + quant;
  if (method) text += ",method=" + *method;
  text += ";prune=" + prune + ";objective=" + objective;
  if (!layer_precision.empty()) {
    std::vector<std::string> parts;
    for (const auto& [layer, precision] : layer_precision) parts.push_back(layer + ":" + precision);
    text += ";layers=" + join(parts, ",");
  }
  return text;
}

std::optional<std::string> ResolvedCompiler::layerPrecisionJson() const {
  if (layer_precision.empty()) return std::nullopt;
  nlohmann::ordered_json object = nlohmann::ordered_json::object();
  for (const auto& [layer, precision] : layer_precision) object[layer] = precision;
  return object.dump();
}

std::string pointKey(const hw::Spec& spec, const std::string& model_hash, const ResolvedCompiler& compiler,
                     const std::string& pipeline, Fidelity fidelity) {
  return hashedKey(fmt::format("tessera-point-v1\n{}model={}\ncompiler={}\npipeline={}\nfidelity={}\n",
                               spec.canonicalText(), model_hash, compiler.canonical(), pipeline, name(fidelity)));
}

std::string invalidPointKey(const std::string& base_hash, const nlohmann::ordered_json& params,
                            const std::string& model_hash, const ResolvedCompiler& compiler,
                            const std::string& pipeline, Fidelity fidelity) {
  return hashedKey(
      fmt::format("tessera-invalid-point-v1\nbase={}\nparams={}\nmodel={}\ncompiler={}\npipeline={}\n"
                  "fidelity={}\n",
                  base_hash, params.dump(), model_hash, compiler.canonical(), pipeline, name(fidelity)));
}

}  // namespace tessera::sweep
