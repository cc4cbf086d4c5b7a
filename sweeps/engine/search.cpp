// Search-based exploration with pagmo (see search.h).
#include "sweeps/engine/search.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <pagmo/algorithm.hpp>
#include <pagmo/algorithms/moead.hpp>
#include <pagmo/algorithms/nsga2.hpp>
#include <pagmo/algorithms/simulated_annealing.hpp>
#include <pagmo/bfe.hpp>
#include <pagmo/population.hpp>
#include <pagmo/problem.hpp>
#include <pagmo/utils/hypervolume.hpp>
#include <random>
#include <set>
#include <thread>

#include "sweeps/engine/points.h"

namespace tessera::sweep {
namespace {

using pagmo::vector_double;

/// Thrown from inside an evaluation to end an algorithm's evolve() once the budget is spent.
struct BudgetSpent {};

/// Thrown from inside an evaluation when the store cannot be written or read.
struct EvaluationFailed {
  Status status;
};

Status searchError(const SweepSpec& spec, const std::string& message) {
  Diagnostic d;
  d.message = fmt::format("{}: {}", spec.display_path, message);
  return Status::error(d);
}

/// The search's view of the sweep: evaluates combinations through the runner
/// and remembers each one's fitness. Shared by every copy pagmo makes of the problem.
class SearchContext {
 public:
  SearchContext(const SweepSpec& spec, PointEvaluator& evaluator, SearchSummary& summary, std::int64_t budget)
      : spec_(spec), evaluator_(evaluator), summary_(summary), budget_(budget) {
    for (Objective objective : spec.objectives) columns_.emplace_back(column(objective, spec.fidelity));
  }

  /// One evaluated combination, in the order the search evaluated them.
  struct Evaluation {
    vector_double objectives;  ///< minimised; kPenaltyFitness when not ok
    double seconds = 0;        ///< since the search started, when its batch was committed
  };

  const SweepSpec& spec() const { return spec_; }
  const std::vector<Evaluation>& trace() const { return trace_; }
  std::size_t objectives() const { return spec_.objectives.size(); }
  std::int64_t evaluated() const { return static_cast<std::int64_t>(fitness_.size()); }

  /// Objective vectors (minimised) of `choices`, in order. Combinations not
  /// evaluated before run as one batch of the runner (read back from the store
  /// when stored). When the budget allows only some of them, those are
  /// evaluated and committed, then BudgetSpent is thrown.
  std::vector<vector_double> evaluate(const std::vector<std::vector<int>>& choices) {
    summary_.proposals += static_cast<std::int64_t>(choices.size());
    std::vector<std::int64_t> ranks;
    std::vector<PointPlan> plans;
    std::set<std::int64_t> fresh;
    bool spent = false;
    const auto models = static_cast<std::int64_t>(spec_.models.size());
    for (const std::vector<int>& choice : choices) {
      const std::int64_t rank = combinationRank(spec_, choice);
      ranks.push_back(rank);
      if (fitness_.count(rank) || fresh.count(rank)) continue;
      if (evaluated() + static_cast<std::int64_t>(fresh.size()) >= budget_) {
        spent = true;
        continue;
      }
      fresh.insert(rank);
      for (std::int64_t m = 0; m < models; ++m) plans.push_back({rank * models + m, choice, static_cast<int>(m)});
    }
    if (!plans.empty()) {
      Expected<std::vector<std::string>> keys = evaluator_.run(plans, summary_.run);
      if (!keys) throw EvaluationFailed{keys.status()};
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
      // Plans are combination-major, models fastest: combination j of this batch is plans j * models + m.
      for (std::size_t first = 0; first < plans.size(); first += static_cast<std::size_t>(models)) {
        std::vector<vector_double> per_model;
        for (std::size_t m = 0; m < static_cast<std::size_t>(models); ++m)
          per_model.push_back(fitnessOf((*keys)[first + m], spec_.models[m]));
        const vector_double& objectives = fitness_[plans[first].index / models] = aggregate(per_model);
        trace_.push_back({objectives, seconds});
      }
    }
    if (spent) throw BudgetSpent{};
    std::vector<vector_double> result;
    result.reserve(ranks.size());
    for (std::int64_t rank : ranks) result.push_back(fitness_.at(rank));
    return result;
  }

 private:
  /// Read back from the store, never from the in-memory record, so a resumed
  /// search sees bit for bit what the first run saw. A model without labels
  /// measures no accuracy: NaN there, left out of the mean (aggregate()).
  vector_double fitnessOf(const std::string& key, const SweepModel& model) {
    const vector_double penalty(objectives(), kPenaltyFitness);
    if (key.empty()) return penalty;  // could not be keyed: reported by the runner
    Expected<std::optional<StoredOutcome>> outcome = evaluator_.store().outcome(key, columns_);
    if (!outcome) throw EvaluationFailed{outcome.status()};
    if (!*outcome)
      throw EvaluationFailed{searchError(spec_, fmt::format("point {} was run but is not in the store", key))};
    if ((*outcome)->status != "ok") return penalty;
    const bool labelled = model.eval && model.eval->labels;
    vector_double values;
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      const std::optional<double>& value = (*outcome)->values[i];
      if (spec_.objectives[i] == Objective::kAccuracy && !labelled) {
        values.push_back(std::numeric_limits<double>::quiet_NaN());
        continue;
      }
      if (!value || !std::isfinite(*value)) return penalty;  // e.g. accuracy not measured: says the error column
      values.push_back(maximised(spec_.objectives[i]) ? -*value : *value);
    }
    return values;
  }

  /// A combination's objectives over the sweep's models: latency and energy
  /// summed (the workload runs each model once), area the largest (one
  /// hardware point: equal for all), accuracy the mean over the models with
  /// labels (0 when none has them); penalised when any model's point is.
  vector_double aggregate(const std::vector<vector_double>& per_model) const {
    vector_double total(objectives(), 0.);
    std::size_t labelled = 0;
    for (const vector_double& values : per_model) {
      if (values[0] >= kPenaltyFitness) return values;
      for (std::size_t i = 0; i < total.size(); ++i) {
        switch (spec_.objectives[i]) {
          case Objective::kLatency:
          case Objective::kEnergy: total[i] += values[i]; break;
          case Objective::kArea: total[i] = std::max(total[i], values[i]); break;
          case Objective::kAccuracy:
            if (!std::isnan(values[i])) {
              total[i] += values[i];
              ++labelled;
            }
            break;
        }
      }
    }
    for (std::size_t i = 0; i < total.size(); ++i)
      if (spec_.objectives[i] == Objective::kAccuracy && labelled > 0) total[i] /= static_cast<double>(labelled);
    return total;
  }

  const SweepSpec& spec_;
  PointEvaluator& evaluator_;
  SearchSummary& summary_;
  std::int64_t budget_;
  std::vector<std::string> columns_;
  std::map<std::int64_t, vector_double> fitness_;  ///< by combination rank
  std::vector<Evaluation> trace_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

/// The scalar simulated annealing minimises: sum of log(objective), -log(accuracy).
/// `objectives` are oriented (accuracy negated); a value at or below 1e-300
/// (an accuracy of 0) counts as 1e-300, so it is the worst, not the best.
double scalarised(const vector_double& objectives, const std::vector<Objective>& kinds) {
  double sum = 0;
  for (std::size_t i = 0; i < objectives.size(); ++i) {
    if (objectives[i] >= kPenaltyFitness) return kPenaltyFitness;
    sum +=
        maximised(kinds[i]) ? -std::log(std::max(-objectives[i], 1e-300)) : std::log(std::max(objectives[i], 1e-300));
  }
  return sum;
}

/// Lockstep evaluation for islands (SearchSampling::islands). Each island
/// evolves in its own thread and hands every proposal to the gate; when each
/// island still in its round has one waiting, the gate evaluates them as one
/// runner batch (on -j threads), in island order. Islands compute only
/// between batches, so what they propose, the batches and the store do not
/// depend on thread timing or -j. A failure (BudgetSpent included) reaches
/// every island's next proposal.
class LockstepGate {
 public:
  LockstepGate(SearchContext& context, std::size_t islands)
      : context_(context), pending_(islands), results_(islands) {}

  /// Before a round: every island takes part.
  void begin() {
    std::lock_guard<std::mutex> lock(mutex_);
    active_ = pending_.size();
  }
  /// An island's round is over (returned or threw).
  void leave() {
    std::lock_guard<std::mutex> lock(mutex_);
    --active_;
    flushIfReady();
  }
  /// Objectives of island `island`'s proposal, once its batch ran.
  vector_double submit(std::size_t island, std::vector<int> choice) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (failure_) std::rethrow_exception(failure_);
    pending_[island] = std::move(choice);
    flushIfReady();
    ready_.wait(lock, [&] { return results_[island].has_value() || failure_; });
    if (!results_[island]) std::rethrow_exception(failure_);
    vector_double result = std::move(*results_[island]);
    results_[island].reset();
    return result;
  }

 private:
  void flushIfReady() {  // mutex_ held
    const auto waiting = static_cast<std::size_t>(
        std::count_if(pending_.begin(), pending_.end(), [](const auto& p) { return p.has_value(); }));
    if (waiting == 0 || waiting < active_) return;
    std::vector<std::vector<int>> batch;
    std::vector<std::size_t> islands;
    for (std::size_t i = 0; i < pending_.size(); ++i)
      if (pending_[i]) {
        batch.push_back(std::move(*pending_[i]));
        islands.push_back(i);
        pending_[i].reset();
      }
    try {
      std::vector<vector_double> objectives = context_.evaluate(batch);
      for (std::size_t k = 0; k < islands.size(); ++k) results_[islands[k]] = std::move(objectives[k]);
    } catch (...) {
      failure_ = std::current_exception();
    }
    ready_.notify_all();
  }

  SearchContext& context_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::size_t active_ = 0;
  std::vector<std::optional<std::vector<int>>> pending_;
  std::vector<std::optional<vector_double>> results_;
  std::exception_ptr failure_;
};

/// The pagmo user-defined problem: one decision variable per axis.
class SweepProblem {
 public:
  SweepProblem() = default;  // pagmo requires it; a default problem is never evaluated
  SweepProblem(std::shared_ptr<SearchContext> context, bool integer, bool scalar,
               std::shared_ptr<LockstepGate> gate = nullptr, std::size_t island = 0)
      : context_(std::move(context)), integer_(integer), scalar_(scalar), gate_(std::move(gate)), island_(island) {}

  /// One proposal: through the gate when islands evolve in lockstep.
  vector_double fitness(const vector_double& x) const {
    if (!gate_) return batchFitness(x);
    const vector_double objectives = gate_->submit(island_, decodeDecision(context_->spec(), x));
    return scalar_ ? vector_double{scalarised(objectives, context_->spec().objectives)} : objectives;
  }

  /// Fitness of the decision vectors concatenated in `dvs`, concatenated.
  vector_double batchFitness(const vector_double& dvs) const {
    const std::size_t n = context_->spec().axes.size();
    std::vector<std::vector<int>> choices;
    for (std::size_t begin = 0; begin + n <= dvs.size(); begin += n)
      choices.push_back(
          decodeDecision(context_->spec(), vector_double(dvs.begin() + static_cast<std::ptrdiff_t>(begin),
                                                         dvs.begin() + static_cast<std::ptrdiff_t>(begin + n))));
    vector_double result;
    for (const vector_double& objectives : context_->evaluate(choices)) {
      if (scalar_)
        result.push_back(scalarised(objectives, context_->spec().objectives));
      else
        result.insert(result.end(), objectives.begin(), objectives.end());
    }
    return result;
  }

  /// Integer: [0, n - 1]; continuous: [-0.5, n - 0.5], so rounding gives each index the same width.
  std::pair<vector_double, vector_double> get_bounds() const {
    if (!context_) return {{0.}, {0.}};
    vector_double lower, upper;
    for (const Axis& axis : context_->spec().axes) {
      const double last = static_cast<double>(axis.values.size()) - 1;
      lower.push_back(integer_ ? 0. : -0.5);
      upper.push_back(integer_ ? last : last + 0.5);
    }
    return {lower, upper};
  }
  vector_double::size_type get_nobj() const { return scalar_ || !context_ ? 1 : context_->objectives(); }
  vector_double::size_type get_nix() const { return integer_ && context_ ? context_->spec().axes.size() : 0; }
  std::string get_name() const { return "tessera sweep points"; }

 private:
  std::shared_ptr<SearchContext> context_;
  bool integer_ = true;
  bool scalar_ = false;
  std::shared_ptr<LockstepGate> gate_;  ///< set: an island's copy (islands > 1)
  std::size_t island_ = 0;
};

/// The batch evaluator NSGA-II hands a generation to: one runner batch on options.jobs threads.
struct RunnerBfe {
  vector_double operator()(const pagmo::problem& problem, const vector_double& dvs) const {
    return problem.extract<SweepProblem>()->batchFitness(dvs);
  }
  std::string get_name() const { return "tessera runner"; }
};

/// A fresh random population of `size` from `seed`, evaluated as one batch.
/// With per-layer precision its first individuals (one per choice) have every
/// layer at that choice (all int4, all int8, ...; their other variables as
/// drawn) and are evaluated first, so a search over dozens of layer variables
/// starts from the uniform-precision designs (a random assignment of 54 layers
/// is almost never one). Without such an axis it is pagmo's own construction.
pagmo::population freshPopulation(const pagmo::problem& problem, const pagmo::bfe& bfe, pagmo::population::size_type size,
                                  unsigned seed, const SweepSpec& spec) {
  pagmo::population population(problem, 0u, seed);
  const std::size_t uniform = spec.layer_precision ? spec.layer_precision->choices.size() : 0;
  std::vector<vector_double> xs;
  vector_double dvs;
  for (pagmo::population::size_type i = 0; i < size; ++i) {
    vector_double x = population.random_decision_vector();
    if (i < uniform)
      for (std::size_t a = 0; a < spec.axes.size() && a < x.size(); ++a)
        if (!spec.axes[a].layer.empty()) x[a] = static_cast<double>(i);
    dvs.insert(dvs.end(), x.begin(), x.end());
    xs.push_back(std::move(x));
  }
  const vector_double fs = bfe(problem, dvs);
  const std::size_t nf = xs.empty() ? 0 : fs.size() / xs.size();
  for (std::size_t k = 0; k < xs.size(); ++k)
    population.push_back(xs[k], vector_double(fs.begin() + static_cast<std::ptrdiff_t>(k * nf),
                                              fs.begin() + static_cast<std::ptrdiff_t>((k + 1) * nf)));
  return population;
}

/// Runs `round` (a generation, an annealing run) until the budget is spent
/// (BudgetSpent). When kStallRounds rounds in a row add nothing (the
/// population has converged), calls `restart` (a fresh random population,
/// seeded by summary.restarts; combinations already evaluated cost nothing);
/// stops early only when the whole grid is evaluated or a fresh population
/// itself brings nothing new.
void roundsUntilDone(const std::function<void()>& round, const std::function<void()>& restart,
                     const SearchContext& context, SearchSummary& summary) {
  const std::int64_t grid = gridSize(context.spec());
  int stalled = 0;
  while (true) {
    const std::int64_t before = context.evaluated();
    round();
    ++summary.rounds;
    stalled = context.evaluated() == before ? stalled + 1 : 0;
    if (stalled < kStallRounds) continue;
    if (context.evaluated() >= grid) break;
    const std::int64_t before_restart = context.evaluated();
    ++summary.restarts;
    restart();
    stalled = 0;
    if (context.evaluated() == before_restart) break;
  }
  summary.converged = true;
}

/// An algorithm on `islands` islands: island k runs its own copy (seed + k)
/// on its own population (fresh(k, seed + restarts * islands + k), evaluated
/// as one batch), one round at a time. Several islands evolve in threads, in
/// lockstep (LockstepGate); one island evolves here (NSGA-II, whose
/// generations are batches already, and islands: 1; `gate` may be null). Rounds, stalls and
/// restarts as roundsUntilDone, counted over all islands.
void evolveIslands(const std::function<pagmo::algorithm(unsigned seed)>& make,
                   const std::function<pagmo::population(std::size_t island, unsigned seed)>& fresh,
                   std::size_t islands, unsigned seed, LockstepGate* gate, const SearchContext& context,
                   SearchSummary& summary) {
  std::vector<pagmo::algorithm> algorithms;
  std::vector<pagmo::population> populations;
  auto restart = [&] {
    populations.clear();
    for (std::size_t k = 0; k < islands; ++k)
      populations.push_back(fresh(k, seed + static_cast<unsigned>(summary.restarts * islands + k)));
  };
  for (std::size_t k = 0; k < islands; ++k) algorithms.push_back(make(seed + static_cast<unsigned>(k)));
  restart();
  const auto round = [&] {
    if (islands == 1) {
      populations[0] = algorithms[0].evolve(populations[0]);
      return;
    }
    std::vector<std::exception_ptr> failures(islands);
    gate->begin();
    {
      std::vector<std::thread> threads;
      for (std::size_t k = 0; k < islands; ++k)
        threads.emplace_back([&, k] {
          try {
            populations[k] = algorithms[k].evolve(populations[k]);
          } catch (...) {
            failures[k] = std::current_exception();
          }
          gate->leave();
        });
      for (std::thread& t : threads) t.join();
    }
    for (const std::exception_ptr& failure : failures)
      if (failure) std::rethrow_exception(failure);
  };
  roundsUntilDone(round, restart, context, summary);
}

/// Evaluation counts at which the convergence curve is sampled.
constexpr std::size_t kConvergencePoints = 64;

/// The search's convergence (meta key search_convergence, sweeps/SCHEMA.md):
/// at up to kConvergencePoints evaluation counts n, the hypervolume of the
/// front of the first n evaluations relative to the front of all of them
/// (objectives normalised to the final front, reference point 1.1, as frontQuality()).
nlohmann::ordered_json convergence(const SweepSpec& spec, const std::vector<SearchContext::Evaluation>& trace) {
  using Json = nlohmann::ordered_json;
  const SearchSampling& search = *spec.sampling.search;
  Json objectives = Json::array();
  for (Objective o : spec.objectives) objectives.push_back(name(o));
  Json result = {{"algorithm", name(search.algorithm)},
                 {"budget", search.budget},
                 {"seed", spec.sampling.seed},
                 {"population", search.population},
                 {"objectives", objectives},
                 {"evaluations", Json::array()},
                 {"seconds", Json::array()},
                 {"hypervolume_ratio", Json::array()}};
  const std::size_t n = spec.objectives.size();
  auto valid = [](const SearchContext::Evaluation& e) { return e.objectives[0] < kPenaltyFitness; };
  std::vector<std::vector<double>> all;
  for (const auto& e : trace)
    if (valid(e)) all.push_back(e.objectives);
  if (all.empty()) return result;
  std::vector<double> low(n, std::numeric_limits<double>::infinity()), high(n, -low[0]);
  for (std::size_t i : paretoFront(all))
    for (std::size_t j = 0; j < n; ++j) {
      low[j] = std::min(low[j], all[i][j]);
      high[j] = std::max(high[j], all[i][j]);
    }
  auto frontVolume = [&](std::size_t count) {  // of the first `count` evaluations
    std::vector<std::vector<double>> prefix;
    for (std::size_t k = 0; k < count; ++k)
      if (valid(trace[k])) prefix.push_back(trace[k].objectives);
    std::vector<std::vector<double>> scaled;
    for (std::size_t i : paretoFront(prefix)) {
      std::vector<double> v = prefix[i];
      for (std::size_t j = 0; j < n; ++j) v[j] = (v[j] - low[j]) / (high[j] > low[j] ? high[j] - low[j] : 1.);
      scaled.push_back(std::move(v));
    }
    return hypervolume(scaled, std::vector<double>(n, 1.1));
  };
  const double final_volume = frontVolume(trace.size());
  std::size_t last = 0;
  for (std::size_t k = 1; k <= kConvergencePoints; ++k) {
    const std::size_t count = (trace.size() * k + kConvergencePoints - 1) / kConvergencePoints;
    if (count == last || count == 0) continue;
    last = count;
    result["evaluations"].push_back(count);
    result["seconds"].push_back(trace[count - 1].seconds);
    result["hypervolume_ratio"].push_back(final_volume > 0 ? frontVolume(count) / final_volume : 0.);
  }
  return result;
}

}  // namespace

std::vector<int> decodeDecision(const SweepSpec& spec, const std::vector<double>& x) {
  std::vector<int> choice(spec.axes.size());
  for (std::size_t a = 0; a < spec.axes.size() && a < x.size(); ++a) {
    const double last = static_cast<double>(spec.axes[a].values.size()) - 1;
    choice[a] = static_cast<int>(std::clamp(std::round(x[a]), 0., last));
  }
  return choice;
}

std::int64_t combinationRank(const SweepSpec& spec, const std::vector<int>& choice) {
  std::int64_t rank = 0;
  for (std::size_t a = 0; a < spec.axes.size(); ++a)
    rank = rank * static_cast<std::int64_t>(spec.axes[a].values.size()) + choice[a];
  return rank;
}

Expected<SearchSummary> runSearch(const SweepSpec& spec, const RunOptions& options) {
  if (!spec.sampling.search) return searchError(spec, "the sweep's sampling is not a search");
  if (options.shard.count > 1)
    return searchError(spec, "a search runs in one process (it steers itself by what it found): no --shard");
  if (options.limit) return searchError(spec, "a search stops at its budget: no --limit");
  const SearchSampling& search = *spec.sampling.search;
  const auto models = static_cast<std::int64_t>(spec.models.size());
  SearchSummary summary;
  summary.run.points = search.budget * models;
  summary.run.in_shard = summary.run.points;
  Expected<std::unique_ptr<PointEvaluator>> evaluator = PointEvaluator::open(spec, options, summary.run.points);
  if (!evaluator) return evaluator.status();
  auto context = std::make_shared<SearchContext>(spec, **evaluator, summary, search.budget);
  // pagmo's generators take 32-bit seeds: fold the 64-bit seed into one.
  const auto seed = static_cast<unsigned>(spec.sampling.seed ^ (spec.sampling.seed >> 32));
  const auto population = static_cast<pagmo::population::size_type>(search.population);
  const double axes = static_cast<double>(spec.axes.size());
  try {
    switch (search.algorithm) {
      case SearchAlgorithm::kRandom: {
        // Uniform over the encoding, in draw order, repeats skipped: a larger budget continues the
        // same sequence (a search extended from 1 % to 2 % of the grid computes only the new points).
        std::mt19937_64 random(spec.sampling.seed);  // its output is fixed by the standard
        const auto grid = static_cast<std::uint64_t>(gridSize(spec));
        const std::uint64_t threshold = (std::uint64_t{0} - grid) % grid;  // 2^64 mod grid: no modulo bias
        std::set<std::int64_t> drawn;
        while (context->evaluated() < search.budget) {
          std::vector<std::vector<int>> batch;
          while (batch.size() < population &&
                 context->evaluated() + static_cast<std::int64_t>(batch.size()) < search.budget) {
            std::uint64_t x = random();
            while (x < threshold) x = random();
            const auto rank = static_cast<std::int64_t>(x % grid);
            if (drawn.insert(rank).second) batch.push_back(decodeRank(spec, rank));
          }
          context->evaluate(batch);
          ++summary.rounds;
        }
        break;
      }
      case SearchAlgorithm::kNsga2: {
        pagmo::problem problem{SweepProblem(context, true, false)};
        const pagmo::bfe bfe{RunnerBfe{}};
        const auto fresh = [&](std::size_t, unsigned s) { return freshPopulation(problem, bfe, population, s, spec); };
        const auto make = [&](unsigned s) {
          // Mutation probability 1/axes: one variable changes per child on average (pagmo's default 0.01
          // would leave most children equal to a parent in a space of a handful of variables).
          pagmo::nsga2 nsga2(1u, 0.95, 10., 1. / axes, 50., s);
          nsga2.set_bfe(bfe);
          return pagmo::algorithm{nsga2};
        };
        evolveIslands(make, fresh, 1, seed, nullptr, *context, summary);
        break;
      }
      case SearchAlgorithm::kMoead:
      case SearchAlgorithm::kSa: {
        // Both are continuous in pagmo (rounded to axis indices); annealing has one objective (scalarised()).
        const bool annealing = search.algorithm == SearchAlgorithm::kSa;
        const auto islands = static_cast<std::size_t>(search.islands);
        auto gate = std::make_shared<LockstepGate>(*context, islands);
        const pagmo::bfe bfe{RunnerBfe{}};
        const auto fresh = [&](std::size_t island, unsigned s) {
          return freshPopulation(
              pagmo::problem{SweepProblem(context, false, annealing, islands > 1 ? gate : nullptr, island)}, bfe,
              population, s, spec);
        };
        const auto make = [&](unsigned s) {
          // Low-discrepancy weights work for any population size and number of objectives ("grid" does not).
          // Annealing temperatures are on the scale of the log-sum fitness: 1 accepts a doubling of one
          // objective about half the time at the start, 0.01 almost never at the end; each round is one
          // annealing run from the island's best point so far.
          return annealing ? pagmo::algorithm{pagmo::simulated_annealing(1., 0.01, 10u, 1u, 20u, 1., s)}
                           : pagmo::algorithm{pagmo::moead(1u, "low discrepancy", "tchebycheff",
                                                           std::min<std::size_t>(20, population - 1), 1., 0.5, 5.,
                                                           0.9, 2u, true, s)};
        };
        evolveIslands(make, fresh, islands, seed, gate.get(), *context, summary);
        break;
      }
    }
  } catch (const BudgetSpent&) {
    // The normal end: every evaluation the budget allows is committed.
  } catch (const EvaluationFailed& failure) {
    return failure.status;
  }
  summary.evaluated = context->evaluated();
  if (Status s = (*evaluator)->store().setMeta("search_convergence", convergence(spec, context->trace()).dump());
      !s.ok())
    return s;
  Status finished = (*evaluator)->finish(summary.run);
  if (!finished.ok()) return finished;
  return summary;
}

double hypervolume(const std::vector<std::vector<double>>& points, const std::vector<double>& reference) {
  std::vector<vector_double> inside;
  for (const std::vector<double>& point : points) {
    bool below = point.size() == reference.size();
    for (std::size_t i = 0; below && i < point.size(); ++i) below = point[i] < reference[i];
    if (below) inside.push_back(point);
  }
  if (inside.empty()) return 0;
  return pagmo::hypervolume(inside, true).compute(reference);
}

}  // namespace tessera::sweep

namespace tessera::sweep {

Expected<std::vector<FrontQuality>> frontQuality(const ParetoResult& found, const ParetoResult& exact) {
  std::vector<FrontQuality> result;
  for (const Front& front : found.fronts) {
    auto truth = std::find_if(exact.fronts.begin(), exact.fronts.end(),
                              [&](const Front& f) { return f.model == front.model && f.fidelity == front.fidelity; });
    if (truth == exact.fronts.end() || truth->points.empty()) {
      Diagnostic d;
      d.message = fmt::format("the exact store has no front of model '{}' at fidelity {}", front.model, front.fidelity);
      return Status::error(d);
    }
    const std::size_t n = found.objectives.size();
    // Oriented: smaller is better (accuracy negated).
    auto oriented = [&](const FrontPoint& p) {
      std::vector<double> v(n);
      for (std::size_t i = 0; i < n; ++i) v[i] = maximised(found.objectives[i]) ? -p.values[i] : p.values[i];
      return v;
    };
    std::vector<double> low(n, std::numeric_limits<double>::infinity()), high(n, -low[0]);
    for (const FrontPoint& p : truth->points) {
      const std::vector<double> v = oriented(p);
      for (std::size_t i = 0; i < n; ++i) {
        low[i] = std::min(low[i], v[i]);
        high[i] = std::max(high[i], v[i]);
      }
    }
    auto normalised = [&](const std::vector<FrontPoint>& points) {
      std::vector<std::vector<double>> scaled;
      for (const FrontPoint& p : points) {
        std::vector<double> v = oriented(p);
        // A degenerate objective (one value on the whole exact front) scales by 1.
        for (std::size_t i = 0; i < n; ++i) v[i] = (v[i] - low[i]) / (high[i] > low[i] ? high[i] - low[i] : 1.);
        scaled.push_back(std::move(v));
      }
      return scaled;
    };
    const std::vector<double> reference(n, 1.1);
    FrontQuality q;
    q.model = front.model;
    q.fidelity = front.fidelity;
    q.candidates = front.candidates;
    q.front_points = front.points.size();
    q.exact_front_points = truth->points.size();
    q.hypervolume = hypervolume(normalised(front.points), reference);
    q.exact_hypervolume = hypervolume(normalised(truth->points), reference);
    result.push_back(q);
  }
  return result;
}

}  // namespace tessera::sweep
