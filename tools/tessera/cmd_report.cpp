// `tessera report DB --out DIR`: a sweep's results store -> plots and index.html.
//
// The plots are drawn by reports/report.py under Debian's /usr/bin/python3
// (the interpreter that sees python3-matplotlib), so this command only checks
// that DB is a results store this build understands (sweeps/SCHEMA.md), finds
// the script and runs it. The script is found under the source folder this
// binary was built from; TESSERA_SOURCE_DIR overrides that folder (for an
// installed binary or a moved checkout). It changes where the generator is
// read from, never what it computes.
#include <fmt/format.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "hw/support/diagnostic.h"
#include "hw/support/expected.h"
#include "tools/tessera/cli_support.h"
#include "tools/tessera/commands.h"

extern char** environ;

namespace tessera::cli {
namespace {

namespace fs = std::filesystem;

/// The results-store version this build reads (sweeps/SCHEMA.md).
constexpr const char* kSchemaVersion = "1";
/// Debian's interpreter; the `python3` on PATH may be another one without matplotlib.
constexpr const char* kPython = "/usr/bin/python3";

struct ReportOptions {
  std::string db;
  std::string out;
  int max_rooflines = 8;
  std::string synth_area;  ///< area.json of scripts/synth_area.py; empty: no synthesis section
};

struct SqliteClose {
  void operator()(sqlite3* db) const { sqlite3_close(db); }
};
struct SqliteFinalize {
  void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
};

Status storeError(const std::string& path, const std::string& message) {
  Diagnostic d = fileError(path, message);
  d.notes.push_back(
      "expected a results store written by `tessera sweep` (tables meta, points, layers; sweeps/SCHEMA.md)");
  return Status::error(d);
}

/// Checks that `path` is a results store of schema version kSchemaVersion, with
/// the points and layers tables, before any Python starts.
Status checkStore(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return storeError(path, "no such file");
  if (!fs::is_regular_file(path, ec)) return storeError(path, "not a regular file");
  sqlite3* raw = nullptr;
  const int opened = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
  std::unique_ptr<sqlite3, SqliteClose> db(raw);
  if (opened != SQLITE_OK)
    return storeError(path,
                      fmt::format("cannot open as SQLite: {}", raw ? sqlite3_errmsg(raw) : sqlite3_errstr(opened)));
  sqlite3_stmt* raw_statement = nullptr;
  if (sqlite3_prepare_v2(raw, "SELECT value FROM meta WHERE key = 'schema_version'", -1, &raw_statement, nullptr) !=
      SQLITE_OK)
    return storeError(path, fmt::format("not a Tessera results store ({})", sqlite3_errmsg(raw)));
  std::unique_ptr<sqlite3_stmt, SqliteFinalize> statement(raw_statement);
  const int stepped = sqlite3_step(raw_statement);
  if (stepped != SQLITE_ROW && stepped != SQLITE_DONE)
    return storeError(path, fmt::format("cannot read table meta: {}", sqlite3_errmsg(raw)));
  if (stepped == SQLITE_DONE)
    return storeError(path, "not a Tessera results store: table meta has no key 'schema_version'");
  const unsigned char* text = sqlite3_column_text(raw_statement, 0);
  const std::string version = text ? reinterpret_cast<const char*>(text) : "";
  if (version != kSchemaVersion)
    return storeError(
        path, fmt::format("results store schema version '{}'; this tessera reads version {}", version, kSchemaVersion));
  for (const char* table : {"points", "layers"}) {
    sqlite3_stmt* probe = nullptr;
    const std::string sql = fmt::format("SELECT point_key FROM {} LIMIT 0", table);
    const int prepared = sqlite3_prepare_v2(raw, sql.c_str(), -1, &probe, nullptr);
    std::unique_ptr<sqlite3_stmt, SqliteFinalize> guard(probe);
    if (prepared != SQLITE_OK)
      return storeError(path, fmt::format("not a Tessera results store: table {}: {}", table, sqlite3_errmsg(raw)));
  }
  return Status();
}

/// reports/report.py under TESSERA_SOURCE_DIR (environment, else the build's source folder).
Expected<fs::path> reportScript() {
  const char* env = std::getenv("TESSERA_SOURCE_DIR");
  const bool from_env = env != nullptr && *env != '\0';
  const fs::path script = fs::path(from_env ? env : TESSERA_SOURCE_DIR) / "reports" / "report.py";
  std::error_code ec;
  if (!fs::is_regular_file(script, ec)) {
    Diagnostic d = fileError(script.string(), "report generator not found");
    d.notes.push_back(from_env ? "TESSERA_SOURCE_DIR is set: it must name a Tessera source folder"
                               : "set TESSERA_SOURCE_DIR to the Tessera source folder this binary belongs to");
    return Status::error(d);
  }
  return script;
}

/// Runs the generator and waits; 0 when it wrote the report. Its own messages go
/// straight to our stdout/stderr.
int runGenerator(const fs::path& script, const ReportOptions& o) {
  // -E: ignore PYTHONPATH/PYTHONHOME meant for another interpreter; -s: no user
  // site-packages shadowing Debian's matplotlib; -B: no __pycache__ in the source tree.
  const std::string rooflines = std::to_string(o.max_rooflines);
  std::vector<std::string> args = {kPython,           "-E",     "-s", "-B", script.string(), o.db, "--out", o.out,
                                   "--max-rooflines", rooflines};
  if (!o.synth_area.empty()) {
    args.emplace_back("--synth-area");
    args.push_back(o.synth_area);
  }
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, kPython, nullptr, nullptr, argv.data(), environ);
  if (spawned != 0) {
    Diagnostic d = fileError(kPython, fmt::format("cannot run the report generator: {}", std::strerror(spawned)));
    d.notes.push_back("install Debian's python3 and python3-matplotlib (scripts/setup.sh)");
    std::cerr << render(d);
    return 1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      std::cerr << fmt::format("error: report: waiting for {}: {}\n", kPython, std::strerror(errno));
      return 1;
    }
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 0;
  if (WIFSIGNALED(status))
    std::cerr << fmt::format("error: report: {} was killed by signal {} ({})\n", script.string(), WTERMSIG(status),
                             strsignal(WTERMSIG(status)));
  else if (WEXITSTATUS(status) > 2)  // 1 and 2 are the script's own, already explained errors
    std::cerr << fmt::format("error: report: {} exited with status {}\n", script.string(), WEXITSTATUS(status));
  return 1;
}

int run(const ReportOptions& options) {
  if (Status checked = checkStore(options.db); !checked.ok()) return fail(checked);
  Expected<fs::path> script = reportScript();
  if (!script) return fail(script.status());
  return runGenerator(*script, options);
}

}  // namespace

void registerReport(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ReportOptions>();
  CLI::App* cmd = app.add_subcommand(
      "report", "Render a sweep's results store into plots and index.html (reports/report.py, /usr/bin/python3)");
  cmd->add_option("db", options->db, "Results store written by `tessera sweep` (results/<sweep>.sqlite)")->required();
  cmd->add_option("--out", options->out, "Output folder for the PNGs and index.html")->required();
  cmd->add_option("--max-rooflines", options->max_rooflines,
                  "At most N roofline plots: each model's best points first, then by energy-delay product")
      ->capture_default_str()
      ->check(CLI::Range(0, 10000));
  cmd->add_option("--synth-area", options->synth_area,
                  "area.json written by scripts/synth_area.py: a table of the sweep's PE arrays with the synthesized "
                  "area beside the model's (docs/area.md)");
  cmd->footer("Environment: TESSERA_SOURCE_DIR locates reports/report.py when the binary's source folder moved.\n");
  cmd->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace tessera::cli
