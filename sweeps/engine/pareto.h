// Pareto fronts of a results store over two or more objectives.
//
// A point dominates another when it is no worse in every objective and
// better in at least one (latency, energy and area are minimised, accuracy
// maximised). Fronts are computed per model and fidelity over the points
// with status ok whose objective values are all present; equal points are
// all kept. paretoFront() sorts lexicographically, so a point can only be
// dominated by one before it, and compares each with the current front:
// O(n log n + n * front) instead of the O(n^2) of checking every pair.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "hw/support/expected.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// True when `a` dominates `b` (both already oriented so that smaller is better).
bool dominates(const std::vector<double>& a, const std::vector<double>& b);

/// Indices of the non-dominated rows of `values` (smaller is better in every
/// column), ascending.
std::vector<std::size_t> paretoFront(const std::vector<std::vector<double>>& values);

/// One point on a front.
struct FrontPoint {
  std::string point_key;
  std::int64_t point_index = 0;
  std::string params;  ///< JSON text, as stored
  std::string compiler_options;
  std::string spec_fingerprint;
  std::vector<double> values;  ///< objective values, as stored (not negated)
};

/// The front of one model at one fidelity.
struct Front {
  std::string model;
  std::string fidelity;
  std::int64_t candidates = 0;     ///< ok points with every objective present
  std::vector<FrontPoint> points;  ///< sorted by the first objective
};

struct ParetoResult {
  std::vector<Objective> objectives;
  std::vector<Front> fronts;  ///< by model name, then fidelity
};

/// Reads `database` and computes a front per model and fidelity.
Expected<ParetoResult> paretoFronts(const std::filesystem::path& database, const std::vector<Objective>& objectives);

/// Parses "latency,area" (2 or more distinct objective names).
Expected<std::vector<Objective>> parseObjectiveList(const std::string& text);

/// CSV: model, fidelity, point_index, point_key, objective columns, compiler_options, spec_fingerprint, params.
std::string toCsv(const ParetoResult& result);
/// JSON: {objectives: [{name, column, goal}], fronts: [{model, fidelity, candidates, points: [...]}]}.
nlohmann::ordered_json toJson(const ParetoResult& result);

}  // namespace tessera::sweep
