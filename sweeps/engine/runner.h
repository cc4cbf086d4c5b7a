// Running a sweep: points on N worker threads, one writer, resumable.
//
//   main: enumerate points (points.h), open the store, read stored keys
//   workers (N): build the point's spec (edit a copy of the base tree,
//     hw::loadSpec), key it, skip it if stored, else check spec constraints,
//     take the model variant's kernels (models.h, prepared once), estimate
//     with one MappingCache shared by all, add accuracy, check result
//     constraints, queue the record
//   writer (1): drains the queue, writes whole points in one transaction
//     each time, and counts them in the progress bar only once committed
//
// A point that fails (invalid spec, a compiler error, an exception) or does
// not fit (a layer no tiling fits: infeasible) is stored with its status and
// error; the sweep carries on. Only a problem with the sweep itself (the
// store cannot be written, a model cannot be hashed) stops it.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "hw/support/expected.h"
#include "sweeps/engine/points.h"
#include "sweeps/engine/store.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// Which slice of the points a run takes: the chunks (shardChunkPoints(), points.h) with chunk % count == index.
struct Shard {
  int index = 0;
  int count = 1;
};

/// Parses "i/N" with 0 <= i < N.
Expected<Shard> parseShard(const std::string& text);

struct RunOptions {
  int jobs = 1;               ///< worker threads
  std::filesystem::path out;  ///< the results database
  Shard shard;
  std::optional<std::int64_t> limit;  ///< compute at most this many points in this run
  bool retry_failed = false;          ///< run stored `failed` points again and replace them
  std::ostream* progress = nullptr;   ///< progress lines (null: none)
  bool progress_terminal = false;     ///< redraw one line in place
};

struct RunSummary {
  std::int64_t points = 0;  ///< enumerated, whole sweep
  std::int64_t in_shard = 0;
  std::int64_t already_stored = 0;
  std::int64_t computed = 0;  ///< written by this run
  std::int64_t ok = 0, failed = 0, infeasible = 0, rejected = 0;
  std::int64_t duplicates = 0;    ///< points whose key another point of the sweep already has
  std::int64_t left = 0;          ///< not run because of the limit
  std::int64_t stored_total = 0;  ///< rows in the database afterwards
  double seconds = 0;
  double preparation_seconds = 0;  ///< model import/passes/lowering/accuracy, all threads
  double mapping_cache_entries = 0;
};

/// Runs (or resumes) a sweep with grid or random sampling (a search: runSearch(), search.h).
Expected<RunSummary> runSweep(const SweepSpec& spec, const RunOptions& options);

struct RunState;

/// The runner's machinery kept open between batches of points: the store,
/// the prepared model variants and the mapping cache. runSweep() runs one
/// batch, every point of its shard; a search runs one batch per generation.
/// Not thread-safe: one batch at a time (each batch runs on options.jobs threads).
class PointEvaluator {
 public:
  /// Hashes the models and opens (or creates) options.out for `spec`; `points_total` sizes the progress bar.
  /// `spec` and `options` are kept by reference: they must outlive the evaluator.
  static Expected<std::unique_ptr<PointEvaluator>> open(const SweepSpec& spec, const RunOptions& options,
                                                        std::int64_t points_total);
  ~PointEvaluator();
  PointEvaluator(const PointEvaluator&) = delete;
  PointEvaluator& operator=(const PointEvaluator&) = delete;

  /// Runs the points of `plans` whose key is not stored yet (and not run by an
  /// earlier batch) and commits them; counts into `summary`. Returns each
  /// plan's point_key, in order (empty when the point could not be keyed: an
  /// internal error, reported on the progress stream).
  Expected<std::vector<std::string>> run(const std::vector<PointPlan>& plans, RunSummary& summary);
  /// Ends the progress display and fills the summary's totals.
  Status finish(RunSummary& summary);

  ResultsStore& store();

 private:
  PointEvaluator() = default;
  std::unique_ptr<ResultsStore> store_;
  std::unique_ptr<RunState> state_;
  std::ostringstream discard_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace tessera::sweep
