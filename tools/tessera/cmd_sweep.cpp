// `tessera sweep`: run a sweep into its results store, locally or as a Slurm
// job array (`--slurm`); `sweep status`, `sweep pareto` and `sweep merge`.
#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <map>
#include <thread>

#include "sweeps/engine/merge.h"
#include "sweeps/engine/pareto.h"
#include "sweeps/engine/points.h"
#include "sweeps/engine/runner.h"
#include "sweeps/engine/search.h"
#include "sweeps/engine/slurm.h"
#include "sweeps/engine/status.h"
#include "sweeps/engine/store.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

namespace tessera::cli {
namespace {

struct SweepCliOptions {
  std::string spec;
  int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::string out;
  std::string shard = "0/1";
  std::int64_t limit = -1;
  bool retry_failed = false;
  bool check = false;
  bool quiet = false;
  bool jobs_given = false;  ///< -j on the command line (else a Slurm task uses 1 thread)
  bool slurm = false;
  int tasks = 4;
  std::string partition, time_limit;
  std::vector<std::string> sbatch_args;
  bool dry_run = false;
};

struct StatusCliOptions {
  std::string spec;
  int tasks = 0;  ///< 0: the shard files found
  std::vector<std::string> files;
};

struct ParetoCliOptions {
  std::string database;
  std::string objectives;
  std::string csv, json;
  std::string exact;  ///< a store holding the exact fronts (a grid run): print hypervolume ratios
};

struct MergeCliOptions {
  std::string out;
  std::vector<std::string> inputs;
};

/// results/<name>.sqlite: the sweep's database (the merged one for a sharded sweep).
std::filesystem::path defaultDatabase(const sweep::SweepSpec& spec) {
  return std::filesystem::path("results") / (spec.name + ".sqlite");
}

/// results/<name>.shards: shard files (local `--shard i/N` and Slurm tasks) and task logs.
std::filesystem::path shardFolder(const sweep::SweepSpec& spec) {
  return std::filesystem::path("results") / (spec.name + ".shards");
}

/// `--slurm`: writes the array and merge scripts and submits them (or prints them).
int runSlurm(const SweepCliOptions& o, const sweep::SweepSpec& spec) {
  if (o.tasks < 1) return usage("sweep", fmt::format("--tasks must be >= 1, got {}", o.tasks));
  if (o.shard != "0/1") return usage("sweep", "--slurm chooses the shards itself (one per task): drop --shard");
  if (o.limit >= 0) return usage("sweep", "--limit does not apply to --slurm");
  std::error_code ec;
  const std::filesystem::path cwd = std::filesystem::current_path(ec);
  sweep::SlurmOptions s;
  s.tessera = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return usage("sweep", "cannot find the tessera binary's own path (/proc/self/exe)");
  s.spec = std::filesystem::absolute(o.spec, ec).lexically_normal();
  s.sweep_name = spec.name;
  s.out = (cwd / (o.out.empty() ? defaultDatabase(spec) : std::filesystem::path(o.out))).lexically_normal();
  s.shard_dir = (cwd / shardFolder(spec)).lexically_normal();
  s.workdir = cwd;
  s.tasks = o.tasks;
  s.jobs_per_task = o.jobs_given ? o.jobs : 1;
  s.partition = o.partition;
  s.time_limit = o.time_limit;
  s.sbatch_args = o.sbatch_args;
  const std::string array = sweep::arrayScript(s), merge = sweep::mergeScript(s);
  if (o.dry_run) {
    std::cout << "# " << (s.shard_dir / (spec.name + "-array.sbatch")).string() << ": sbatch --parsable\n"
              << array << "\n# " << (s.shard_dir / (spec.name + "-merge.sbatch")).string()
              << ": sbatch --parsable --dependency=afterany:<array job id>\n"
              << merge;
    return 0;
  }
  std::filesystem::create_directories(s.shard_dir, ec);
  if (ec) return usage("sweep", fmt::format("{}: cannot create the folder: {}", s.shard_dir.string(), ec.message()));
  const std::filesystem::path array_file = s.shard_dir / (spec.name + "-array.sbatch");
  const std::filesystem::path merge_file = s.shard_dir / (spec.name + "-merge.sbatch");
  for (const auto& [file, text] : {std::pair{array_file, array}, std::pair{merge_file, merge}}) {
    std::ofstream out(file);
    if (!(out << text)) return usage("sweep", file.string() + ": cannot write");
  }
  Expected<std::string> array_id = sweep::submitBatch(array_file, {});
  if (!array_id) return fail(array_id.status());
  Expected<std::string> merge_id = sweep::submitBatch(merge_file, {"--dependency=afterany:" + *array_id});
  if (!merge_id) {
    std::cerr << fmt::format("note: the array job {} was submitted; cancel it with scancel {} or merge by hand\n",
                             *array_id, *array_id);
    return fail(merge_id.status());
  }
  std::cout << fmt::format(
      "{}: submitted job array {} ({} tasks, shard files in {}) and merge job {} (after the array, into {})\n"
      "progress: tessera sweep status {}\n",
      spec.name, *array_id, s.tasks, s.shard_dir.string(), *merge_id, s.out.string(), o.spec);
  std::cout << "array_job=" << *array_id << " merge_job=" << *merge_id << "\n";
  return 0;
}

int runSweepCommand(const SweepCliOptions& o) {
  if (o.spec.empty())
    return usage("sweep", "expected a sweep file (tessera sweep SPEC), or a subcommand: status, pareto, merge");
  Expected<sweep::SweepSpec> spec = sweep::loadSweepFile(o.spec);
  if (!spec) return fail(spec.status());
  Expected<sweep::Shard> shard = sweep::parseShard(o.shard);
  if (!shard) return fail(shard.status());
  if (o.jobs < 1) return usage("sweep", fmt::format("-j must be >= 1, got {}", o.jobs));
  if (o.limit < -1) return usage("sweep", fmt::format("--limit must be >= 0, got {}", o.limit));
  if (spec->sampling.search && o.slurm)
    return usage("sweep", "a search runs in one process (it steers itself by what it found): no --slurm");
  if (spec->sampling.search && shard->count > 1)
    return usage("sweep", "a search runs in one process (it steers itself by what it found): no --shard");
  if (spec->sampling.search && o.limit >= 0) return usage("sweep", "a search stops at its budget: no --limit");
  if (o.slurm) return runSlurm(o, *spec);
  if (o.dry_run) return usage("sweep", "--dry-run applies to --slurm only");
  sweep::RunOptions options;
  options.jobs = o.jobs;
  // A shard of a local sharded run goes where `sweep status` and a Slurm array put theirs.
  options.out = !o.out.empty()         ? std::filesystem::path(o.out)
                : shard->count > 1     ? sweep::shardFile(shardFolder(*spec), shard->index, shard->count)
                                       : defaultDatabase(*spec);
  options.shard = *shard;
  if (o.limit >= 0) options.limit = o.limit;
  options.retry_failed = o.retry_failed;
  const std::int64_t grid = sweep::gridSize(*spec);
  const std::optional<sweep::SearchSampling>& search = spec->sampling.search;
  const std::int64_t combinations = search ? search->budget : spec->sampling.random ? spec->sampling.count : grid;
  const std::string how =
      search ? fmt::format("search {}, at most {} of {}, population {}{}, seed {}", sweep::name(search->algorithm),
                           combinations, grid, search->population,
                           search->islands > 1 ? fmt::format(" on {} islands", search->islands) : std::string(),
                           spec->sampling.seed)
      : spec->sampling.random ? fmt::format("random {} of {}", combinations, grid)
                              : std::string("grid");
  const std::string plan =
      fmt::format("{}: {} models x {} combinations ({}) = {} points, fidelity {}, base {}", spec->name,
                  spec->models.size(), combinations, how, combinations * static_cast<std::int64_t>(spec->models.size()),
                  sweep::name(spec->fidelity), spec->base_display);
  if (o.check) {
    std::cout << plan << "\n";
    return 0;
  }
  if (!o.quiet) {
    std::cerr << plan << (shard->count > 1 ? fmt::format(", shard {}/{}", shard->index, shard->count) : "")
              << "; results in " << options.out.string() << "\n";
    options.progress = &std::cerr;
    options.progress_terminal = ::isatty(STDERR_FILENO) != 0;
  }
  std::optional<sweep::SearchSummary> searched;
  Expected<sweep::RunSummary> summary = sweep::RunSummary{};
  if (search) {
    Expected<sweep::SearchSummary> result = sweep::runSearch(*spec, options);
    if (!result) return fail(result.status());
    searched = *result;
    summary = result->run;
  } else {
    summary = sweep::runSweep(*spec, options);
  }
  if (!summary) return fail(summary.status());
  const sweep::RunSummary& s = *summary;
  if (searched)
    std::cout << fmt::format("{}: search {} evaluated {} of at most {} combinations ({} proposals in {} rounds{}{}); ",
                             spec->name, sweep::name(search->algorithm), searched->evaluated, search->budget,
                             searched->proposals, searched->rounds,
                             searched->restarts ? fmt::format(", {} restarts after {} rounds without a new combination",
                                                              searched->restarts, sweep::kStallRounds)
                                                : "",
                             searched->converged ? "; stopped: nothing new left to propose" : "");
  std::cout << fmt::format(
      "{}{} points in this run's share; {} already stored, {} computed ({} ok, {} failed, {} infeasible, {} "
      "rejected){}{}; {} points in {}\n",
      searched ? "" : spec->name + ": ", s.in_shard, s.already_stored, s.computed, s.ok, s.failed, s.infeasible,
      s.rejected, s.duplicates ? fmt::format(", {} duplicates of other points", s.duplicates) : "",
      s.left ? fmt::format(", {} left by --limit", s.left) : "", s.stored_total, options.out.string());
  std::cout << fmt::format(
      "time {:.2f} s ({:.1f} points/s computed; model preparation {:.2f} s over all threads; "
      "{} cached layer mappings)\n",
      s.seconds, s.seconds > 0 ? static_cast<double>(s.computed) / s.seconds : 0.0, s.preparation_seconds,
      s.mapping_cache_entries);
  return 0;
}

/// A front point's params and compiler options for the terminal: the
/// per-layer precision axes (one per layer, dozens for a whole network) are
/// summed up per precision, naming the layers of the rarer ones; --csv and
/// --json keep every key.
std::string compactParams(const std::string& params, const std::string& compiler_options) {
  constexpr std::string_view kLayerPrefix = "compiler.layer_precision.";
  nlohmann::ordered_json json = nlohmann::ordered_json::parse(params, nullptr, false);
  std::string options = compiler_options;
  if (const auto at = options.find(";layers="); at != std::string::npos) options.erase(at);
  if (!json.is_object()) return params + "  " + options;
  nlohmann::ordered_json rest = nlohmann::ordered_json::object();
  std::map<std::string, std::vector<std::string>> by_precision;
  std::size_t layers = 0;
  for (const auto& [key, value] : json.items()) {
    if (key.starts_with(kLayerPrefix) && value.is_string()) {
      by_precision[value.get<std::string>()].push_back(key.substr(kLayerPrefix.size()));
      ++layers;
    } else {
      rest[key] = value;
    }
  }
  if (by_precision.empty()) return params + "  " + options;
  std::string text = rest.dump() + "  layers:";
  std::size_t most = 0;
  for (const auto& [precision, names] : by_precision) most = std::max(most, names.size());
  for (const auto& [precision, names] : by_precision) text += fmt::format(" {} {}/{}", precision, names.size(), layers);
  for (const auto& [precision, names] : by_precision)
    if (names.size() < most) text += fmt::format(" [{}: {}]", precision, fmt::join(names, " "));
  return text + "  " + options;
}

int runPareto(const ParetoCliOptions& o) {
  std::string list = o.objectives;
  if (list.empty()) {
    Expected<std::unique_ptr<sweep::ResultsStore>> store = sweep::ResultsStore::openExisting(o.database, true);
    if (!store) return fail(store.status());
    Expected<sweep::StoreMeta> meta = (*store)->meta();
    if (!meta) return fail(meta.status());
    auto it = meta->find("objectives");
    if (it == meta->end()) return usage("sweep", "the database names no objectives; give --objectives latency,area");
    nlohmann::json names = nlohmann::json::parse(it->second, nullptr, false);
    std::vector<std::string> words;
    if (names.is_array())
      for (const auto& n : names)
        if (n.is_string()) words.push_back(n.get<std::string>());
    for (std::size_t i = 0; i < words.size(); ++i) list += (i ? "," : "") + words[i];
  }
  Expected<std::vector<sweep::Objective>> objectives = sweep::parseObjectiveList(list);
  if (!objectives) return fail(objectives.status());
  Expected<sweep::ParetoResult> result = sweep::paretoFronts(o.database, *objectives);
  if (!result) return fail(result.status());
  for (const sweep::Front& front : result->fronts) {
    std::cout << fmt::format("{} ({}): {} of {} points on the front\n", front.model, front.fidelity,
                             front.points.size(), front.candidates);
    std::string header = fmt::format("  {:>8}", "point");
    for (sweep::Objective objective : *objectives)
      header += fmt::format("  {:>14}", sweep::column(objective, sweep::fidelityNamed(front.fidelity)));
    std::cout << header << "  params\n";
    for (const sweep::FrontPoint& p : front.points) {
      std::string row = fmt::format("  {:>8}", p.point_index);
      for (double v : p.values) row += fmt::format("  {:>14.6g}", v);
      std::cout << row << "  " << compactParams(p.params, p.compiler_options) << "\n";
    }
  }
  if (result->fronts.empty()) std::cout << "no ok points with every objective measured\n";
  if (!o.exact.empty()) {
    Expected<sweep::ParetoResult> exact = sweep::paretoFronts(o.exact, *objectives);
    if (!exact) return fail(exact.status());
    Expected<std::vector<sweep::FrontQuality>> quality = sweep::frontQuality(*result, *exact);
    if (!quality) return fail(quality.status());
    for (const sweep::FrontQuality& q : *quality)
      std::cout << fmt::format(
          "{} ({}): hypervolume {:.6f} of the exact front's {:.6f}: ratio {:.4f} ({} front points from {} "
          "candidates; exact front {} points)\n",
          q.model, q.fidelity, q.hypervolume, q.exact_hypervolume, q.ratio(), q.front_points, q.candidates,
          q.exact_front_points);
  }
  auto write = [](const std::string& file, const std::string& text) {
    std::ofstream out(file);
    return static_cast<bool>(out << text);
  };
  if (!o.csv.empty() && !write(o.csv, sweep::toCsv(*result))) return usage("sweep", o.csv + ": cannot write");
  if (!o.json.empty() && !write(o.json, sweep::toJson(*result).dump(1) + "\n")) return usage("sweep", o.json + ": cannot write");
  return 0;
}

int runStatus(const StatusCliOptions& o) {
  Expected<sweep::SweepSpec> spec = sweep::loadSweepFile(o.spec);
  if (!spec) return fail(spec.status());
  if (o.tasks < 0) return usage("sweep", fmt::format("--tasks must be >= 1, got {}", o.tasks));
  std::vector<std::filesystem::path> files(o.files.begin(), o.files.end());
  if (files.empty()) files = sweep::findShardFiles(shardFolder(*spec));
  if (files.empty() && o.tasks == 0) {
    std::error_code ec;
    if (!std::filesystem::exists(defaultDatabase(*spec), ec))
      return usage("sweep", fmt::format("{}: no shard files in {} and no {}: nothing has run yet", o.spec,
                               shardFolder(*spec).string(), defaultDatabase(*spec).string()));
    files.push_back(defaultDatabase(*spec));
  }
  if (o.tasks > 0) files.push_back(sweep::shardFile(shardFolder(*spec), 0, o.tasks));
  // A search plans its budget (its space may be far too large to enumerate).
  const auto total = spec->sampling.search
                         ? spec->sampling.search->budget * static_cast<std::int64_t>(spec->models.size())
                         : static_cast<std::int64_t>(sweep::enumeratePoints(*spec).size());
  Expected<sweep::SweepProgress> progress = sweep::sweepProgress(total, sweep::shardChunkPoints(*spec), files);
  if (!progress) return fail(progress.status());
  std::cout << spec->name << ": " << total << " points\n" << sweep::formatProgress(*progress);
  return 0;
}

int runMerge(const MergeCliOptions& o) {
  std::vector<std::filesystem::path> inputs(o.inputs.begin(), o.inputs.end());
  Expected<sweep::MergeSummary> summary = sweep::mergeStores(o.out, inputs);
  if (!summary) return fail(summary.status());
  std::cout << fmt::format(
      "{}: {} inputs, {} points read, {} added, {} identical duplicates, {} conflicting "
      "duplicates (first kept); {} points\n",
      o.out, summary->inputs, summary->points_read, summary->points_added, summary->duplicates, summary->conflicts,
      summary->points_total);
  if (summary->conflicts > 0)
    std::cerr << fmt::format(
        "warning: {}: {} keys had different results in different inputs; the first input's were "
        "kept\n",
        o.out, summary->conflicts);
  return 0;
}

}  // namespace

void registerSweep(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SweepCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "sweep", "Run a design-space sweep into its SQLite results store (re-running resumes), here or on Slurm; status, pareto, merge");
  cmd->add_option("spec", o->spec, "Sweep file (sweeps/*.yaml)");
  cmd->add_option("-j,--jobs", o->jobs, "Worker threads (with --slurm: per task, default 1)")->capture_default_str();
  cmd->add_option("--out", o->out, "Results database (default results/<sweep name>.sqlite)");
  cmd->add_option("--shard", o->shard, "Run only shard i of N, as i/N: chunks of neighbouring points, chunk % N == i (merge the shards afterwards)")
      ->capture_default_str();
  cmd->add_option("--limit", o->limit, "Compute at most K points in this run (the rest on the next)");
  cmd->add_flag("--retry-failed", o->retry_failed, "Run stored points with status failed again and replace them");
  cmd->add_flag("--check", o->check, "Check the sweep file and print its size; run nothing");
  cmd->add_flag("-q,--quiet", o->quiet, "No progress bar");
  cmd->add_flag("--slurm", o->slurm,
                "Submit as a Slurm job array (one shard file per task) and a merge job after it; resubmitting resumes");
  cmd->add_option("--tasks", o->tasks, "With --slurm: array tasks (shards)")->capture_default_str();
  cmd->add_option("--partition", o->partition, "With --slurm: the partition of both jobs");
  cmd->add_option("--time", o->time_limit, "With --slurm: time limit of each job (sbatch --time)");
  cmd->add_option("--sbatch-arg", o->sbatch_args, "With --slurm: one more sbatch argument (repeatable)")
      ->allow_extra_args(false);
  cmd->add_flag("--dry-run", o->dry_run, "With --slurm: print both scripts, submit nothing");
  cmd->require_subcommand(0, 1);

  auto st = std::make_shared<StatusCliOptions>();
  CLI::App* status = cmd->add_subcommand(
      "status", "Points done, failed, infeasible and remaining per shard file, with an ETA (while it runs, too)");
  status->add_option("spec", st->spec, "Sweep file")->required();
  status->add_option("files", st->files, "Shard databases (default: results/<name>.shards/shard-*-of-*.sqlite)");
  status->add_option("--tasks", st->tasks, "Expect N shard files (shards not started yet count as remaining)");
  status->callback([st, &exit_code] { exit_code = runStatus(*st); });

  auto p = std::make_shared<ParetoCliOptions>();
  CLI::App* pareto = cmd->add_subcommand("pareto", "Pareto fronts of a results database, per model");
  pareto->add_option("database", p->database, "Results database (.sqlite)")->required();
  pareto->add_option("--objectives", p->objectives,
                     "Comma-separated: latency, energy, area (minimised), accuracy (maximised); default: the sweep's");
  pareto->add_option("--csv", p->csv, "Write the fronts as CSV");
  pareto->add_option("--json", p->json, "Write the fronts as JSON");
  pareto->add_option("--exact", p->exact,
                     "A results database with the exact fronts (the grid of the same sweep): print each front's "
                     "hypervolume relative to the exact one's (objectives normalised to the exact front)");
  pareto->callback([p, &exit_code] { exit_code = runPareto(*p); });

  auto m = std::make_shared<MergeCliOptions>();
  CLI::App* merge = cmd->add_subcommand("merge", "Merge shard databases of one sweep into OUT");
  merge->add_option("out", m->out, "Output database (created if missing)")->required();
  merge->add_option("inputs", m->inputs, "Shard databases")->required();
  merge->callback([m, &exit_code] { exit_code = runMerge(*m); });

  cmd->callback([o, cmd, &exit_code] {
    o->jobs_given = cmd->count("--jobs") > 0;
    if (cmd->get_subcommands().empty()) exit_code = runSweepCommand(*o);
  });
}

}  // namespace tessera::cli
