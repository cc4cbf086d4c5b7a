// Progress of a sharded sweep (see status.h).
#include "sweeps/engine/status.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <set>

#include "hw/support/diagnostic.h"
#include "sweeps/engine/points.h"
#include "sweeps/engine/slurm.h"
#include "sweeps/engine/store.h"

namespace tessera::sweep {
namespace {

/// The rate is measured over at most this many of the latest points, so a
/// resumed sweep's rate is today's, not an average over the pause.
constexpr int kRateWindowPoints = 1000;

Status readShard(ShardProgress& shard) {
  Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openExisting(shard.file, true);
  if (!store) return store.status();
  sqlite3* db = (*store)->handle();
  sqlite3_stmt* s = nullptr;
  const std::string counts = "SELECT status, COUNT(*) FROM points GROUP BY status";
  if (sqlite3_prepare_v2(db, counts.c_str(), -1, &s, nullptr) != SQLITE_OK)
    return Status::error(fileError(shard.file, sqlite3_errmsg(db)));
  while (sqlite3_step(s) == SQLITE_ROW) {
    const std::string status = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    const std::int64_t n = sqlite3_column_int64(s, 1);
    if (status == "ok")
      shard.ok += n;
    else if (status == "rejected")
      shard.rejected += n;
    else if (status == "infeasible")
      shard.infeasible += n;
    else
      shard.failed += n;
  }
  sqlite3_finalize(s);
  // Seconds between the oldest and newest of the latest points (julianday is in days).
  const std::string window = fmt::format(
      "SELECT COUNT(*), (julianday(MAX(finished_at)) - julianday(MIN(finished_at))) * 86400.0 FROM "
      "(SELECT finished_at FROM points WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT {})",
      kRateWindowPoints);
  if (sqlite3_prepare_v2(db, window.c_str(), -1, &s, nullptr) != SQLITE_OK)
    return Status::error(fileError(shard.file, sqlite3_errmsg(db)));
  if (sqlite3_step(s) == SQLITE_ROW && sqlite3_column_type(s, 1) != SQLITE_NULL) {
    const std::int64_t n = sqlite3_column_int64(s, 0);
    const double seconds = sqlite3_column_double(s, 1);
    if (n >= 2 && seconds > 0) shard.points_per_second = static_cast<double>(n - 1) / seconds;
  }
  sqlite3_finalize(s);
  return Status();
}

std::string duration(std::optional<double> seconds) {
  if (!seconds) return "?";
  if (*seconds < 10) return fmt::format("{:.1f}s", *seconds);
  const auto s = static_cast<std::int64_t>(*seconds + 0.5);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, (s % 3600) / 60);
}

}  // namespace

std::vector<std::filesystem::path> findShardFiles(const std::filesystem::path& shard_dir) {
  std::set<std::pair<int, int>> seen;  // (count, index)
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(shard_dir, ec)) {
    int index = 0, count = 0;
    if (parseShardFile(entry.path().filename().string(), index, count)) seen.insert({count, index});
  }
  std::vector<std::filesystem::path> files;
  for (const auto& [count, index] : seen) files.push_back(shardFile(shard_dir, index, count));
  return files;
}

Expected<SweepProgress> sweepProgress(std::int64_t points_total, std::int64_t chunk_points,
                                      const std::vector<std::filesystem::path>& files) {
  SweepProgress progress;
  std::vector<std::filesystem::path> all = files;
  // A shard count seen in one file names every shard of that count, started or not.
  std::set<std::pair<int, int>> named;
  for (const auto& file : files) {
    int index = 0, count = 0;
    if (parseShardFile(file.filename().string(), index, count)) named.insert({count, index});
  }
  for (const auto& file : files) {
    int index = 0, count = 0;
    if (!parseShardFile(file.filename().string(), index, count)) continue;
    for (int i = 0; i < count; ++i)
      if (named.insert({count, i}).second) all.push_back(shardFile(file.parent_path(), i, count));
  }
  for (const auto& file : all) {
    ShardProgress shard;
    shard.file = file.string();
    if (!parseShardFile(file.filename().string(), shard.index, shard.count)) {
      shard.index = 0;  // not a shard file: the whole sweep
      shard.count = 1;
    }
    shard.points = shardPointCount(points_total, chunk_points, shard.index, shard.count);
    std::error_code ec;
    shard.exists = std::filesystem::exists(file, ec);
    if (shard.exists)
      if (Status s = readShard(shard); !s.ok()) return s;
    shard.remaining = std::max<std::int64_t>(0, shard.points - shard.stored());
    if (shard.remaining == 0)
      shard.eta_seconds = 0.0;
    else if (shard.points_per_second)
      shard.eta_seconds = static_cast<double>(shard.remaining) / *shard.points_per_second;
    progress.shards.push_back(std::move(shard));
  }
  std::sort(progress.shards.begin(), progress.shards.end(), [](const ShardProgress& a, const ShardProgress& b) {
    return std::tie(a.count, a.index, a.file) < std::tie(b.count, b.index, b.file);
  });

  ShardProgress& t = progress.total;
  t.points = points_total;
  double rate_sum = 0;
  int rated = 0;
  for (const ShardProgress& s : progress.shards) {
    t.ok += s.ok;
    t.rejected += s.rejected;
    t.failed += s.failed;
    t.infeasible += s.infeasible;
    if (s.points_per_second) {
      rate_sum += *s.points_per_second;
      ++rated;
    }
  }
  t.remaining = std::max<std::int64_t>(0, t.points - t.stored());
  if (rated > 0) t.points_per_second = rate_sum;
  // The slowest shard decides; one not started yet is given the mean rate.
  bool known = true;
  double eta = 0;
  for (const ShardProgress& s : progress.shards) {
    if (s.eta_seconds) {
      eta = std::max(eta, *s.eta_seconds);
    } else if (rated > 0) {
      eta = std::max(eta, static_cast<double>(s.remaining) / (rate_sum / rated));
    } else {
      known = false;
    }
  }
  if (t.remaining == 0)
    t.eta_seconds = 0.0;
  else if (known && !progress.shards.empty())
    t.eta_seconds = eta;
  return progress;
}

std::string formatProgress(const SweepProgress& progress) {
  std::string text =
      fmt::format("{:<8} {:>9} {:>9} {:>9} {:>9} {:>9} {:>10} {:>10} {:>10} {:>10}  {}\n", "shard", "points", "done",
                  "ok", "rejected", "failed", "infeasible", "remaining", "points/s", "eta", "file");
  auto row = [&](const std::string& name, const ShardProgress& s, const std::string& file) {
    text += fmt::format("{:<8} {:>9} {:>9} {:>9} {:>9} {:>9} {:>10} {:>10} {:>10} {:>10}  {}\n", name, s.points,
                        s.stored(), s.ok, s.rejected, s.failed, s.infeasible, s.remaining,
                        s.points_per_second ? fmt::format("{:.1f}", *s.points_per_second) : "-",
                        duration(s.eta_seconds), file);
  };
  for (const ShardProgress& s : progress.shards)
    row(fmt::format("{}/{}", s.index, s.count), s, s.exists ? s.file : s.file + " (not started)");
  row("total", progress.total, "");
  return text;
}

}  // namespace tessera::sweep
