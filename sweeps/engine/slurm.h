// Sweeps as Slurm job arrays: the two sbatch scripts and their submission.
//
// A sweep of N shards is one job array of N tasks; task i runs
// `tessera sweep SPEC --shard i/N --out DIR/shard-i-of-N.sqlite`, so every
// task writes its own SQLite file (SQLite over a network file system must
// never have several writers on one file). A second job, submitted with
// `--dependency=afterany:ARRAY`, merges the shard files into the sweep's
// database once every task has ended, whatever its outcome. Submitting the
// same sweep again resumes it: each task skips the keys its shard file
// already holds, and the merge adds only new keys.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "hw/support/expected.h"

namespace tessera::sweep {

/// What `tessera sweep SPEC --slurm` was asked for.
struct SlurmOptions {
  std::filesystem::path tessera;      ///< absolute path of the tessera binary the tasks run
  std::filesystem::path spec;         ///< the sweep file
  std::string sweep_name;             ///< names the job and the files
  std::filesystem::path out;          ///< merged database (results/<name>.sqlite)
  std::filesystem::path shard_dir;    ///< shard files and task logs (results/<name>.shards)
  std::filesystem::path workdir;      ///< folder the jobs start in (the submitting shell's)
  int tasks = 4;                      ///< array tasks = shards
  int jobs_per_task = 1;              ///< worker threads (and --cpus-per-task) of each task
  std::string partition;              ///< empty: the cluster's default
  std::string time_limit;             ///< sbatch --time, empty: the partition's default
  std::vector<std::string> sbatch_args;  ///< extra `#SBATCH` lines, each one argument
};

/// The shard file of task `index` of `count` in `shard_dir`: shard-i-of-N.sqlite.
std::filesystem::path shardFile(const std::filesystem::path& shard_dir, int index, int count);

/// Parses a shard file name back ("shard-2-of-4.sqlite" -> 2, 4); false if it is not one.
bool parseShardFile(const std::string& file_name, int& index, int& count);

/// The job-array script (one shard per task).
std::string arrayScript(const SlurmOptions& options);

/// The merge script; it runs after the array (the dependency is given to sbatch).
std::string mergeScript(const SlurmOptions& options);

/// `text` quoted for a POSIX shell (single quotes).
std::string shellQuote(const std::string& text);

/// Runs `sbatch --parsable [extra...] SCRIPT_FILE` and returns the job id. An
/// error carries sbatch's own message (no Slurm on PATH, unknown partition,
/// refused submission).
Expected<std::string> submitBatch(const std::filesystem::path& script_file, const std::vector<std::string>& extra);

}  // namespace tessera::sweep
