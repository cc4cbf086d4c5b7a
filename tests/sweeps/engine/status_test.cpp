// `tessera sweep status` and the Slurm scripts: counts per shard file
// against the points each shard run stored, shards not started yet, and the
// shard-file names the array tasks write and the merge job reads.
#include "sweeps/engine/status.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include "sweeps/engine/points.h"
#include "sweeps/engine/runner.h"
#include "sweeps/engine/slurm.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

TEST(SweepStatus, CountsShardFilesAndShardsNotStarted) {
  const fs::path dir = fs::temp_directory_path() / ("tessera_status_test_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  Expected<SweepSpec> spec = loadSweepFile("tests/sweeps/data/small.yaml");
  ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  // Chunks of 2 points (small.yaml's last axis has 2 values): shard 0 of 3 owns
  // chunks 0, 3, 6 (points 0-1, 6-7, 12-13: 6) and runs whole; shard 1 owns
  // chunks 1, 4, 7 (6 points) and stops after 2; shard 2 (chunks 2, 5: 4 points) never ran.
  for (auto [index, limit] : {std::pair{0, std::int64_t{100}}, std::pair{1, std::int64_t{2}}}) {
    RunOptions options;
    options.jobs = 1;
    options.out = shardFile(dir, index, 3);
    options.shard = {index, 3};
    options.limit = limit;
    ASSERT_TRUE(runSweep(*spec, options).ok());
  }
  EXPECT_EQ(shardChunkPoints(*spec), 2);
  Expected<SweepProgress> progress = sweepProgress(16, shardChunkPoints(*spec), findShardFiles(dir));
  ASSERT_TRUE(progress.ok()) << render(progress.status().diagnostics());
  ASSERT_EQ(progress->shards.size(), 3u) << "the missing shard 2/3 is listed too";
  EXPECT_EQ(progress->shards[0].points, 6);
  EXPECT_EQ(progress->shards[0].stored(), 6);
  EXPECT_EQ(progress->shards[0].remaining, 0);
  EXPECT_EQ(progress->shards[0].eta_seconds, 0.0);
  EXPECT_EQ(progress->shards[1].points, 6);
  EXPECT_EQ(progress->shards[1].ok, 2);
  EXPECT_EQ(progress->shards[1].remaining, 4);
  EXPECT_FALSE(progress->shards[2].exists);
  EXPECT_EQ(progress->shards[2].points, 4);
  EXPECT_EQ(progress->shards[2].remaining, 4);
  EXPECT_EQ(progress->total.points, 16);
  EXPECT_EQ(progress->total.ok, 8);
  EXPECT_EQ(progress->total.remaining, 8);
  EXPECT_NE(formatProgress(*progress).find("(not started)"), std::string::npos);
  fs::remove_all(dir);
}

TEST(SweepStatus, ShardPointCountsAddUpAndMatchInShard) {
  for (std::int64_t total : {0, 1, 7, 16, 101, 10000})
    for (std::int64_t chunk : {1, 2, 5, 64})
      for (int count : {1, 2, 3, 4, 7}) {
        std::int64_t sum = 0;
        for (int i = 0; i < count; ++i) {
          std::int64_t members = 0;
          for (std::int64_t index = 0; index < total; ++index) members += inShard(index, chunk, i, count) ? 1 : 0;
          EXPECT_EQ(shardPointCount(total, chunk, i, count), members) << total << " " << chunk << " " << i << "/" << count;
          sum += members;
        }
        EXPECT_EQ(sum, total);
      }
}

TEST(SweepStatus, ShardFileNames) {
  int index = -1, count = -1;
  EXPECT_EQ(shardFile("r", 2, 4), fs::path("r/shard-2-of-4.sqlite"));
  EXPECT_TRUE(parseShardFile("shard-2-of-4.sqlite", index, count));
  EXPECT_EQ(index, 2);
  EXPECT_EQ(count, 4);
  for (const char* bad : {"shard-4-of-4.sqlite", "shard-1-of-0.sqlite", "shard-x-of-4.sqlite", "small.sqlite",
                          "shard-1-of-4.sqlite-wal"})
    EXPECT_FALSE(parseShardFile(bad, index, count)) << bad;
}

TEST(SlurmScripts, ArrayTaskPerShardAndMergeOfEveryShardFile) {
  SlurmOptions o;
  o.tessera = "/opt/tessera/bin/tessera";
  o.spec = "/home/a/sweeps/x.yaml";
  o.sweep_name = "x";
  o.out = "/scratch/results/x.sqlite";
  o.shard_dir = "/scratch/results/x.shards";
  o.workdir = "/home/a";
  o.tasks = 3;
  o.jobs_per_task = 2;
  o.partition = "short";
  o.time_limit = "01:00:00";
  o.sbatch_args = {"--mem=4G"};
  const std::string array = arrayScript(o);
  for (const char* line : {"#SBATCH --array=0-2\n", "#SBATCH --cpus-per-task=2\n", "#SBATCH --partition=short\n",
                           "#SBATCH --time=01:00:00\n", "#SBATCH --mem=4G\n", "--shard \"$i/3\"",
                           "'/scratch/results/x.shards'\"/shard-$i-of-3.sqlite\""})
    EXPECT_NE(array.find(line), std::string::npos) << line << " in\n" << array;
  const std::string merge = mergeScript(o);
  EXPECT_EQ(merge.find("--array"), std::string::npos);
  for (int i = 0; i < 3; ++i)
    EXPECT_NE(merge.find(shellQuote(shardFile(o.shard_dir, i, 3).string())), std::string::npos) << merge;
  EXPECT_NE(merge.find("sweep merge '/scratch/results/x.sqlite'"), std::string::npos) << merge;
  EXPECT_EQ(shellQuote("it's"), "'it'\\''s'");
}

}  // namespace
}  // namespace tessera::sweep
