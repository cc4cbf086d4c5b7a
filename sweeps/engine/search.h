// Search-based exploration: `sampling: {search: nsga2 | moead | sa | random, ...}`.
//
// Instead of enumerating the grid of axis values, an optimiser from pagmo
// (NSGA-II, MOEA/D, simulated annealing) proposes combinations and the
// runner evaluates them exactly as a grid run would: same point keys, same
// point_index (combination rank * models + model), same store. So a search
// resumes after a kill, reads back (never recomputes) any point a grid run
// or an earlier search already stored, and `sweep pareto` and `tessera
// report` read its store unchanged.
//
// Encoding: one decision variable per axis (tied keys are one axis), the
// index into the axis's value list; categorical values (dataflow,
// precision, compiler options) are indices like numbers. A per-layer
// precision axis is one axis per layer (sweep_spec.h), so one variable per layer. NSGA-II declares
// them integers (pagmo's nix) and keeps them integral; MOEA/D (differential
// evolution) and simulated annealing are continuous in pagmo, so they search
// x_i in [-0.5, n_i - 0.5] and a proposal is rounded to the nearest index.
// Every proposal therefore is a valid combination of axis values; whether it
// is a valid accelerator is the loader's call, as in a grid (a failed,
// infeasible or rejected point is stored with its reason, and the search
// sees a penalised fitness, kPenaltyFitness, in every objective).
//
// Fitness: the spec's objectives, minimised (accuracy negated); with several
// models, aggregated over them (latency and energy summed, area the
// hardware's, accuracy the mean; penalised when any model's point is). Simulated
// annealing has one objective: the sum of the objectives' natural logarithms
// (the log of their product; -log for accuracy), which needs no scale and
// weighs a halving of latency like a halving of area.
//
// Budget: at most `budget` distinct combinations are evaluated (read back
// from the store or computed); the search stops there. When kStallRounds
// rounds in a row propose nothing new (the population has converged) it
// starts again from a fresh random population; it stops early only when the
// grid is exhausted or a fresh population brings nothing new. The search's
// result is every point it evaluated: `sweep pareto` over the store.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "hw/support/expected.h"
#include "sweeps/engine/pareto.h"
#include "sweeps/engine/runner.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// Fitness of a point that is not ok or lacks an objective: worse than any measured value.
inline constexpr double kPenaltyFitness = 1e30;

/// Rounds (an NSGA-II generation, a MOEA/D generation, an annealing run) in a
/// row without a new combination after which a search restarts from a fresh population.
inline constexpr int kStallRounds = 20;

/// Value index per axis of decision vector `x`: each variable rounded to the
/// nearest integer and clamped to its axis.
std::vector<int> decodeDecision(const SweepSpec& spec, const std::vector<double>& x);

/// Rank of a combination in grid order (first axis slowest), the inverse of the grid's enumeration.
std::int64_t combinationRank(const SweepSpec& spec, const std::vector<int>& choice);

/// What a search did.
struct SearchSummary {
  RunSummary run;              ///< points as a grid run counts them (already stored, computed, ...)
  std::int64_t evaluated = 0;  ///< distinct combinations the search evaluated (<= budget)
  std::int64_t proposals = 0;  ///< decision vectors the algorithm proposed (repeats included)
  std::int64_t rounds = 0;     ///< generations (nsga2, moead), annealing runs (sa), batches (random)
  std::int64_t restarts = 0;   ///< fresh populations after kStallRounds rounds without a new combination
  bool converged = false;      ///< stopped with nothing new to propose (grid exhausted, or a restart found nothing new)
};

/// Runs (or resumes) a search sweep into options.out. Shards and --limit do
/// not apply (one process steers the search); options.jobs threads evaluate
/// each NSGA-II generation, each random batch and each fresh population.
/// pagmo 2.18's MOEA/D and simulated annealing propose one point at a time:
/// with SearchSampling::islands K, K copies (seeds seed + k) run in lockstep
/// and their K proposals are evaluated as one batch, so the result does not
/// depend on options.jobs.
Expected<SearchSummary> runSearch(const SweepSpec& spec, const RunOptions& options);

/// Hypervolume dominated by `points` (smaller is better in every column) up to
/// `reference`, by pagmo::hypervolume; points not strictly better than the
/// reference in every column add nothing.
double hypervolume(const std::vector<std::vector<double>>& points, const std::vector<double>& reference);

/// How much of an exact front's hypervolume another front has (one model at one fidelity).
struct FrontQuality {
  std::string model, fidelity;
  std::int64_t candidates = 0;   ///< ok points with every objective, of the compared store
  std::size_t front_points = 0;  ///< on the compared store's front
  std::size_t exact_front_points = 0;
  double hypervolume = 0;        ///< of the compared front
  double exact_hypervolume = 0;  ///< of the exact front
  double ratio() const { return exact_hypervolume > 0 ? hypervolume / exact_hypervolume : 0; }
};

/// Hypervolume of each front of `found` against the front of the same model
/// and fidelity in `exact` (both from paretoFronts() with the same
/// objectives): every objective is oriented to be minimised and normalised
/// so that the exact front's best value is 0 and its worst 1; the reference
/// point is 1.1 in every objective (so the exact front's extreme points count).
/// A model missing from `exact` is an error.
Expected<std::vector<FrontQuality>> frontQuality(const ParetoResult& found, const ParetoResult& exact);

}  // namespace tessera::sweep
