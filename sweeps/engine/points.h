// Points of a sweep: deterministic enumeration, per-point settings, the
// edited config tree, compiler options and the point key.
//
// Order: the axis combinations in grid order (the first axis varies
// slowest), or for random sampling the drawn combinations in ascending grid
// order; each combination runs every model, models varying fastest:
//   point_index = combination_rank * models + model.
// The order never depends on threads, shards or what is already stored.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "hw/spec/spec.h"
#include "hw/spec/yaml_reader.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// One point before it runs: which combination and which model.
struct PointPlan {
  std::int64_t index = 0;   ///< point_index
  std::vector<int> choice;  ///< value index per axis
  int model = 0;            ///< index into SweepSpec::models
};

/// Every point of the sweep, in order (see the file comment).
std::vector<PointPlan> enumeratePoints(const SweepSpec& spec);

/// Points a shard takes together: in a grid, the models times the values of
/// the last axis (points that differ only there, e.g. in DRAM bandwidth,
/// share each layer's mapping candidates, so they run best in one process);
/// with random sampling, the models. Shard i of N runs the chunks with
/// (point_index / chunk) % N == i: neighbours stay together, and the shards
/// still interleave across the whole sweep, so they take about as long.
std::int64_t shardChunkPoints(const SweepSpec& spec);

/// Whether point `index` belongs to shard `shard_index` of `shard_count`.
bool inShard(std::int64_t index, std::int64_t chunk_points, int shard_index, int shard_count);

/// Points of a sweep of `total` points that shard `shard_index` of `shard_count` owns.
std::int64_t shardPointCount(std::int64_t total, std::int64_t chunk_points, int shard_index, int shard_count);

/// Value indices of combination `rank` (mixed radix, first axis slowest).
std::vector<int> decodeRank(const SweepSpec& spec, std::int64_t rank);

/// Combination ranks drawn by random sampling: `count` distinct ranks below
/// `grid`, ascending, from a generator that is the same on every platform.
std::vector<std::int64_t> sampleRanks(std::int64_t grid, std::int64_t count, std::uint64_t seed);

/// Compiler options as the sweep states them (axes under compiler.*).
struct CompilerChoice {
  std::string quant = "hardware";  ///< hardware: the precision the point computes in
  std::string quant_method = "percentile";
  std::string prune = "none";         ///< none, "N:M", or the density kept
  std::string objective = "latency";  ///< mapping-search objective
  /// Per-layer precision (compiler.layer_precision): layer -> int4/int8/int16, in the model's layer order.
  std::vector<std::pair<std::string, std::string>> layer_precision;
};

/// What one point sets: config keys and compiler options.
struct PointSettings {
  std::vector<std::pair<std::string, AxisValue>> config;  ///< key path -> value, axis order
  CompilerChoice compiler;
  nlohmann::ordered_json params;  ///< every axis key path -> value (the `params` column)
};

/// The settings of one point.
PointSettings settingsOf(const SweepSpec& spec, const PointPlan& plan);

/// A copy of the base config document with `settings.config` applied. The
/// new value nodes carry no source position, so a loader error about one
/// names its key path without pointing into the base file.
hw::YamlDocument applySettings(const hw::YamlDocument& base, const PointSettings& settings);

/// Loads the specs of one thread's points: load(settings) gives what
/// hw::loadSpec(applySettings(base, settings)) gives, the same Spec or the
/// same diagnostics, without parsing the base text again when the point loads
/// cleanly (only a rejected point is read again from the text, so that its
/// errors point into the base file). It keeps one tree, the base with the
/// previous point's settings: a point that sets the same keys (every point of
/// a grid does) overwrites them in place; otherwise the tree starts again from
/// a copy of the base. yaml-cpp trees are not safe to read from several
/// threads at once: construct each thread's loader under a lock shared with
/// any other reader of `base`.
class PointSpecLoader {
 public:
  explicit PointSpecLoader(const hw::YamlDocument& base);
  Expected<hw::Spec> load(const PointSettings& settings);

 private:
  hw::YamlDocument base_;        ///< a copy of the base (its tree without source positions)
  hw::YamlDocument working_;     ///< base_ with the previous point's settings applied
  std::vector<std::string> set_paths_;  ///< the keys working_ differs from base_ in
  bool reusable_ = false;        ///< working_ may take the next point's values in place
};

/// Compiler options with `quant: hardware` resolved against the point's spec.
struct ResolvedCompiler {
  std::string quant;                  ///< fp32, int8, int16, int4, fp16, bf16, or e.g. w4a8 (no quantizer)
  std::optional<std::string> method;  ///< calibration method (integer precisions only)
  std::string prune;
  std::string objective;
  /// Per-layer precision overriding `quant` for these layers (empty: none).
  std::vector<std::pair<std::string, std::string>> layer_precision;
  /// Canonical text stored in `compiler_options` and hashed into the key:
  /// "quant=int8,method=percentile;prune=2:4;objective=latency", with
  /// ";layers=conv1:int4,fc:int8" appended under per-layer precision.
  std::string canonical() const;
  /// The `layer_precision` column: a JSON object layer -> precision in the
  /// model's layer order, or nullopt without per-layer precision.
  std::optional<std::string> layerPrecisionJson() const;
};

/// Resolves `choice` for `spec` (null when the spec is invalid: quant stays "hardware").
ResolvedCompiler resolveCompiler(const CompilerChoice& choice, const hw::Spec* spec);

/// The quantization precision a hardware point computes in: fp16, bf16, int8, int16, int4, or wXaY when
/// weights and activations differ.
std::string hardwarePrecision(const hw::Spec& spec);

/// point_key: 32 hex digits (128 bits) of SHA-256 over the spec's canonical
/// text (what its fingerprint summarises), the model hash, the compiler
/// options, the compiler pipeline and the fidelity.
std::string pointKey(const hw::Spec& spec, const std::string& model_hash, const ResolvedCompiler& compiler,
                     const std::string& pipeline, Fidelity fidelity);

/// Key of a point whose spec is invalid (there is no fingerprint): the base
/// config's hash and the point's settings take the spec's place.
std::string invalidPointKey(const std::string& base_hash, const nlohmann::ordered_json& params,
                            const std::string& model_hash, const ResolvedCompiler& compiler,
                            const std::string& pipeline, Fidelity fidelity);

}  // namespace tessera::sweep
