// Progress of a sharded sweep read from its shard files: `tessera sweep status`.
//
// Each shard file is read on its own (read-only, so it can be read while
// its task still writes it): its points by status, the points its shard
// still lacks, and a rate from the finishing times of its latest points.
// Shards run side by side, so the sweep's ETA is that of its slowest shard;
// a shard that has not started yet is given the mean rate of those that have.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "hw/support/expected.h"

namespace tessera::sweep {

/// Counts of one shard file (or, for the total, of all of them).
struct ShardProgress {
  std::string file;          ///< the database ("" for the total)
  int index = 0, count = 1;  ///< shard i of N (0 of 1: the whole sweep)
  std::int64_t points = 0;   ///< points the shard owns
  std::int64_t ok = 0, rejected = 0, failed = 0, infeasible = 0;
  std::int64_t remaining = 0;  ///< points - stored (never below 0)
  std::optional<double> points_per_second;  ///< from the latest finishing times
  std::optional<double> eta_seconds;         ///< remaining / rate; 0 when nothing remains
  bool exists = true;                        ///< false: the file is not there yet (nothing stored)
  std::int64_t stored() const { return ok + rejected + failed + infeasible; }
};

/// Every shard and the total.
struct SweepProgress {
  std::vector<ShardProgress> shards;
  ShardProgress total;
};

/// Reads `files` of a sweep of `points_total` points taken by shards in
/// chunks of `chunk_points` (shardChunkPoints(), points.h). A file named
/// shard-i-of-N.sqlite holds shard i of N; any other name is taken to hold
/// the whole sweep. A missing file counts as a shard that has not started.
Expected<SweepProgress> sweepProgress(std::int64_t points_total, std::int64_t chunk_points,
                                      const std::vector<std::filesystem::path>& files);

/// The shard files in `shard_dir` (sorted by N, then i); empty when there are none.
std::vector<std::filesystem::path> findShardFiles(const std::filesystem::path& shard_dir);

/// The table `tessera sweep status` prints.
std::string formatProgress(const SweepProgress& progress);

}  // namespace tessera::sweep
