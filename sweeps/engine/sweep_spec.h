// Sweep specs: the YAML file that names a base config, models, axes,
// sampling, constraints, fidelity and objectives (documented in sweeps/README.md).
//
// Loading checks everything that can be checked without running a point,
// with the same located errors as configs (file:line:col, key path, expected
// and found, "did you mean"): axis keys against the config schema
// (config_keys.h) and the compiler options, each axis value's kind, models
// and eval files on disk, constraints, and the base config itself (through
// hw::loadSpec). Whether one combination of values makes a valid accelerator
// is the loader's call per point, never guessed here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "hw/spec/yaml_reader.h"
#include "hw/support/expected.h"
#include "sweeps/engine/constraint.h"

namespace tessera::sweep {

/// What one axis gives one key: a scalar as written, a list of scalars, or
/// `~` to remove the key (e.g. sparsity.n when a tied axis switches to dense).
struct AxisValue {
  std::string text;     ///< scalar text (empty for lists)
  bool quoted = false;  ///< the scalar was quoted in the sweep file
  bool is_list = false;
  std::vector<AxisValue> items;  ///< list items (e.g. vector_unit.operations)
  bool absent = false;           ///< `~` (null): the point removes the key from the config

  /// A scalar as written (quoted: it was quoted in the file).
  static AxisValue scalar(std::string text, bool quoted = false);
  /// A list of scalars.
  static AxisValue list(std::vector<AxisValue> items);
  /// `~`: remove the key.
  static AxisValue removed();

  /// Numbers and booleans as JSON numbers and booleans, absent as null, everything else as strings.
  nlohmann::ordered_json toJson() const;
  /// The value as a YAML flow scalar or list: "64KiB", "[relu, add]".
  std::string toText() const;
  bool operator==(const AxisValue& other) const = default;
};

/// Prefix of axis keys that set compiler options rather than config keys.
inline constexpr std::string_view kCompilerPrefix = "compiler.";

/// The compiler-option keys: compiler.quant, compiler.quant_method,
/// compiler.prune, compiler.objective, compiler.layer_precision.
const std::vector<std::string>& compilerKeys();

/// Per-layer precision: `compiler.layer_precision: {choices: [int4, int8],
/// layers: all}` (or a list of layer names) becomes one axis per named
/// matrix layer (the Conv, ConvTranspose, Gemm and MatMul nodes the quantizer
/// rewrites, by its layer names), each categorical over the choices; the
/// expanded axes have path "compiler.layer_precision.<layer>".
inline constexpr std::string_view kLayerPrecisionKey = "compiler.layer_precision";
/// The precisions a per-layer precision axis may choose from.
const std::vector<std::string>& layerPrecisionChoices();
/// Largest number of per-layer assignments (choices ^ layers) grid or random sampling may enumerate.
inline constexpr std::int64_t kMaxGridLayerAssignments = 4096;

/// One axis: one key, or several tied keys that move together.
struct Axis {
  std::string key;                             ///< as written: "pe_array.[rows,cols]"
  std::vector<std::string> paths;              ///< "pe_array.rows", "pe_array.cols"
  std::vector<std::vector<AxisValue>> values;  ///< values[i][j]: tuple i, value of paths[j]
  int line = 0;                                ///< 1-based line of the key in the sweep file
  std::string layer;                           ///< set: the per-layer precision axis of this layer
};

/// What the sweep's per-layer precision axis states (its layers are axes).
struct LayerPrecisionAxis {
  std::vector<std::string> choices;  ///< "int4", "int8", "int16", as written
  std::vector<std::string> layers;   ///< searched layers, in the model's order
  std::int64_t assignments = 0;      ///< choices ^ layers (saturates at INT64_MAX)
  int line = 0;                      ///< of the key in the sweep file
};

/// The search algorithms of `sampling: {search: ...}` (sweeps/README.md, "Search").
enum class SearchAlgorithm { kNsga2, kMoead, kSa, kRandom };
/// "nsga2", "moead", "sa", "random".
std::string_view name(SearchAlgorithm algorithm);
const std::vector<std::string>& searchAlgorithmNames();

/// A search over the grid of axis values instead of enumerating it.
struct SearchSampling {
  SearchAlgorithm algorithm = SearchAlgorithm::kNsga2;
  std::int64_t budget = 0;      ///< distinct combinations evaluated at most (stored ones included)
  std::int64_t population = 0;  ///< nsga2/moead: population; sa: random starts; random: batch
  /// moead, sa: independent copies of the algorithm (seeds seed, seed + 1, ...,
  /// a population each) whose proposals are evaluated in lockstep, one batch
  /// of `islands` points at a time on the runner's -j threads (search.h).
  std::int64_t islands = 1;
};

/// How points are drawn from the grid of axis values.
struct Sampling {
  bool random = false;     ///< false: every combination (grid), or a search
  std::int64_t count = 0;  ///< random: distinct combinations drawn
  std::uint64_t seed = 0;  ///< random and search: generator seed
  std::optional<SearchSampling> search;  ///< set: combinations proposed by a search (search.h)
};

/// A labelled evaluation set for accuracy (TensorProto .pb files).
struct ModelEval {
  std::filesystem::path inputs;                 ///< dim 0 = samples
  std::optional<std::filesystem::path> labels;  ///< 1-D integers; none: agreement only
  std::int64_t calibration_samples = 0;         ///< first N inputs calibrate int quantization
};

/// One model of the sweep.
struct SweepModel {
  std::string name;            ///< zoo name or file stem; the `model` column
  std::string reference;       ///< as written in the sweep file
  std::filesystem::path file;  ///< resolved
  bool topology_csv = false;   ///< a SCALE-Sim topology, not ONNX
  std::optional<ModelEval> eval;
  /// Graph inputs bound to a static shape for lowering (`input_shapes`, as
  /// `tessera compile --input-shape`); the eval set runs the model unbound.
  std::map<std::string, std::vector<std::int64_t>> input_shapes;
};

/// Simulation fidelity of a sweep: the analytical estimate of every point, or
/// also its compiled Program simulated on the SystemC model (timing only).
enum class Fidelity { kAnalytical, kSystemC };
/// "analytical", "systemc".
std::string_view name(Fidelity fidelity);
/// The fidelity a store's `fidelity` column names (anything else: analytical).
Fidelity fidelityNamed(std::string_view text);

/// What a Pareto front minimises (latency, energy, area) or maximises (accuracy).
enum class Objective { kLatency, kEnergy, kArea, kAccuracy };
/// "latency", "energy", "area", "accuracy".
std::string_view name(Objective objective);
const std::vector<std::string>& objectiveNames();
/// The results-store column an objective reads: latency_us, energy_pj, area_um2, accuracy.
std::string_view column(Objective objective);
/// The same at a fidelity: at systemc, latency and energy are the simulated
/// Program's (sim_latency_us, sim_energy_pj).
std::string_view column(Objective objective, Fidelity fidelity);
/// True for accuracy (maximised); the others are minimised.
bool maximised(Objective objective);
/// Parses one of objectiveNames().
std::optional<Objective> parseObjective(const std::string& text);

/// A loaded, checked sweep spec.
struct SweepSpec {
  std::string name;
  std::string description;
  std::string display_path;  ///< the sweep file as the user named it
  std::filesystem::path file;
  std::string base_display;  ///< base config, normalised relative to the cwd
  hw::YamlDocument base;     ///< parsed base config; points edit copies of its tree
  std::vector<SweepModel> models;
  std::vector<Axis> axes;
  std::optional<LayerPrecisionAxis> layer_precision;  ///< set when an axis is compiler.layer_precision
  Sampling sampling;
  std::vector<Constraint> constraints;
  Fidelity fidelity = Fidelity::kAnalytical;
  std::vector<Objective> objectives;
  bool store_layers = true;  ///< write the per-layer `layers` rows
};

/// Largest number of grid combinations a sweep may enumerate (use random sampling beyond).
inline constexpr std::int64_t kMaxGridPoints = 10'000'000;

/// Loads and checks a sweep file; every problem found is reported, located.
Expected<SweepSpec> loadSweepFile(const std::filesystem::path& file);

/// Checks an already parsed sweep document (paths resolve against document.base_dir).
Expected<SweepSpec> loadSweep(const hw::YamlDocument& document);

/// Number of combinations of the axes' values (saturates at INT64_MAX).
std::int64_t gridSize(const SweepSpec& spec);

}  // namespace tessera::sweep
