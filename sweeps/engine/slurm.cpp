// Sweeps as Slurm job arrays (see slurm.h).
#include "sweeps/engine/slurm.h"

#include <fmt/format.h>
#include <sys/wait.h>

#include <charconv>
#include <cstdio>
#include <cstdlib>

#include "hw/support/diagnostic.h"

namespace tessera::sweep {
namespace {

/// The `#SBATCH` lines both scripts share.
std::string commonHeader(const SlurmOptions& o, const std::string& job_name) {
  std::string text = "#!/bin/bash\n";
  text += fmt::format("#SBATCH --job-name={}\n", job_name);
  if (!o.partition.empty()) text += fmt::format("#SBATCH --partition={}\n", o.partition);
  if (!o.time_limit.empty()) text += fmt::format("#SBATCH --time={}\n", o.time_limit);
  for (const std::string& arg : o.sbatch_args) text += fmt::format("#SBATCH {}\n", arg);
  return text;
}

/// `text` without leading and trailing white space.
std::string trimmed(const std::string& text) {
  const std::size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

/// Whether `program` is an executable file in a folder of $PATH.
bool onPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (!path) return false;
  const std::string folders = path;
  for (std::size_t begin = 0; begin <= folders.size();) {
    std::size_t end = folders.find(':', begin);
    if (end == std::string::npos) end = folders.size();
    const std::string folder = folders.substr(begin, end - begin);
    begin = end + 1;
    if (folder.empty()) continue;
    std::error_code ec;
    const std::filesystem::path candidate = std::filesystem::path(folder) / program;
    if (std::filesystem::is_regular_file(candidate, ec) &&
        (std::filesystem::status(candidate, ec).permissions() & std::filesystem::perms::owner_exec) !=
            std::filesystem::perms::none)
      return true;
  }
  return false;
}

}  // namespace

std::filesystem::path shardFile(const std::filesystem::path& shard_dir, int index, int count) {
  return shard_dir / fmt::format("shard-{}-of-{}.sqlite", index, count);
}

bool parseShardFile(const std::string& file_name, int& index, int& count) {
  const std::string prefix = "shard-", middle = "-of-", suffix = ".sqlite";
  if (!file_name.starts_with(prefix) || !file_name.ends_with(suffix)) return false;
  const std::string body = file_name.substr(prefix.size(), file_name.size() - prefix.size() - suffix.size());
  const std::size_t at = body.find(middle);
  if (at == std::string::npos) return false;
  auto number = [](std::string_view s, int& out) {
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size() && !s.empty();
  };
  return number(std::string_view(body).substr(0, at), index) &&
         number(std::string_view(body).substr(at + middle.size()), count) && count >= 1 && index >= 0 &&
         index < count;
}

std::string shellQuote(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) {
    if (c == '\'')
      quoted += "'\\''";
    else
      quoted.push_back(c);
  }
  return quoted + "'";
}

std::string arrayScript(const SlurmOptions& o) {
  std::string text = commonHeader(o, "tessera-" + o.sweep_name);
  text += fmt::format("#SBATCH --array=0-{}\n", o.tasks - 1);
  text += fmt::format("#SBATCH --cpus-per-task={}\n", o.jobs_per_task);
  text += fmt::format("#SBATCH --output={}\n", (o.shard_dir / "slurm-%A_%a.out").string());
  text += fmt::format(
      "# One shard per task, each into its own SQLite file: never two writers on one\n"
      "# file (the results folder may be on a network file system). A task that is\n"
      "# cancelled or fails keeps every point it committed; submitting again resumes.\n"
      "set -euo pipefail\n"
      "cd {}\n"
      "i=${{SLURM_ARRAY_TASK_ID}}\n"
      "exec {} sweep {} --shard \"$i/{}\" --out {}\"/shard-$i-of-{}.sqlite\" -j \"${{SLURM_CPUS_PER_TASK:-{}}}\" -q\n",
      shellQuote(o.workdir.string()), shellQuote(o.tessera.string()), shellQuote(o.spec.string()), o.tasks,
      shellQuote(o.shard_dir.string()), o.tasks, o.jobs_per_task);
  return text;
}

std::string mergeScript(const SlurmOptions& o) {
  std::string text = commonHeader(o, "tessera-" + o.sweep_name + "-merge");
  text += fmt::format("#SBATCH --output={}\n", (o.shard_dir / "slurm-%j-merge.out").string());
  std::string files;
  for (int i = 0; i < o.tasks; ++i) {
    files.push_back(' ');
    files += shellQuote(shardFile(o.shard_dir, i, o.tasks).string());
  }
  text += fmt::format(
      "# Runs after every array task has ended (afterany): merges the shard files that\n"
      "# exist; a shard that failed to start is simply missing from the merge.\n"
      "set -euo pipefail\n"
      "cd {}\n"
      "shards=()\n"
      "for f in{}; do if [ -f \"$f\" ]; then shards+=(\"$f\"); fi; done\n"
      "if [ ${{#shards[@]}} -eq 0 ]; then echo \"error: no shard file to merge\" >&2; exit 1; fi\n"
      "exec {} sweep merge {} \"${{shards[@]}}\"\n",
      shellQuote(o.workdir.string()), files, shellQuote(o.tessera.string()), shellQuote(o.out.string()));
  return text;
}

Expected<std::string> submitBatch(const std::filesystem::path& script_file, const std::vector<std::string>& extra) {
  if (!onPath("sbatch"))
    return Status::error(fileError(script_file.string(),
                                   "cannot submit: sbatch is not on PATH (load the cluster's Slurm module, or run "
                                   "on a login node); --dry-run prints the scripts without submitting"));
  std::string command = "sbatch --parsable";
  for (const std::string& arg : extra) {
    command.push_back(' ');
    command += shellQuote(arg);
  }
  command.push_back(' ');
  command += shellQuote(script_file.string());
  command += " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return Status::error(fileError(script_file.string(), "cannot run sbatch"));
  std::string output;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  const int status = ::pclose(pipe);
  const std::string message = trimmed(output);
  if (status != 0 || message.empty()) {
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return Status::error(fileError(
        script_file.string(),
        fmt::format("sbatch refused the job (exit {}): {}", code, message.empty() ? "no message" : message)));
  }
  // --parsable prints "jobid" or "jobid;cluster"; warnings may come first, on their own lines.
  const std::size_t newline = message.find_last_of('\n');
  const std::string last = newline == std::string::npos ? message : message.substr(newline + 1);
  const std::string id = last.substr(0, last.find(';'));
  if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
    return Status::error(fileError(script_file.string(), "sbatch printed no job id: " + message));
  return id;
}

}  // namespace tessera::sweep
