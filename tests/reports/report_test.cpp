// `tessera report` end to end: a generated results store in, PNGs and index.html out.
//
// The best points are recomputed here from the fixture's own numbers (not
// from SQL), the images are checked as PNGs of a plausible size, and
// index.html must reference exactly the PNGs in the folder.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "tests/reports/results_fixture.h"

namespace tessera::testing {
namespace {

namespace fs = std::filesystem;

struct CliRun {
  int exit_code = -1;
  std::string output;  ///< stdout and stderr
};

CliRun runTessera(const std::string& args) {
  CliRun run;
  FILE* pipe = ::popen(fmt::format("'{}' {} 2>&1", TESSERA_BIN, args).c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) run.output.append(buffer, n);
  const int status = ::pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

std::string readFile(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

/// A fresh folder per test and process (ctest runs tests in parallel).
fs::path scratch(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("tessera_report_{}_{}", name, ::getpid());
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

struct Png {
  bool valid = false;
  std::uint32_t width = 0, height = 0;
  std::uintmax_t bytes = 0;
};

std::uint32_t bigEndian32(const std::string& data, size_t at) {
  std::uint32_t value = 0;
  for (size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(data[at + i]);
  return value;
}

/// Signature, IHDR first with the size, IEND last: a complete PNG file.
Png readPng(const fs::path& path) {
  Png png;
  const std::string data = readFile(path);
  png.bytes = data.size();
  static const std::string kSignature = "\x89PNG\r\n\x1a\n";
  static const std::string kEnd("\0\0\0\0IEND\xae\x42\x60\x82", 12);
  if (data.size() < 45 || data.compare(0, 8, kSignature) != 0 || data.compare(12, 4, "IHDR") != 0 ||
      data.compare(data.size() - 12, 12, kEnd) != 0)
    return png;
  png.valid = true;
  png.width = bigEndian32(data, 16);
  png.height = bigEndian32(data, 20);
  return png;
}

std::string htmlEscape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#x27;"; break;
      default: out += ch;
    }
  }
  return out;
}

std::set<std::string> imagesReferenced(const std::string& html) {
  std::set<std::string> images;
  const std::regex img(R"re(<img src="([^"]+)")re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), img); it != std::sregex_iterator(); ++it)
    images.insert((*it)[1]);
  return images;
}

std::set<std::string> pngsIn(const fs::path& dir) {
  std::set<std::string> files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".png") files.insert(entry.path().filename().string());
  return files;
}

/// The point minimising `better` among ok points of `model`; ties go to the lower index.
const FixturePoint* best(const std::vector<FixturePoint>& points, const std::string& model,
                         const std::function<bool(const FixturePoint&)>& admit,
                         const std::function<bool(const FixturePoint&, const FixturePoint&)>& better) {
  const FixturePoint* chosen = nullptr;
  for (const FixturePoint& p : points)
    if (p.model == model && p.status == "ok" && admit(p) && (chosen == nullptr || better(p, *chosen))) chosen = &p;
  return chosen;
}

/// Expected summary rows: criterion key -> point index, per model (reports/best.py's criteria).
std::map<std::string, std::int64_t> expectedBest(const std::vector<FixturePoint>& points, const std::string& model) {
  auto all = [](const FixturePoint&) { return true; };
  std::map<std::string, std::int64_t> rows;
  const FixturePoint* fastest = best(points, model, all, [](auto& a, auto& b) { return a.latency_us < b.latency_us; });
  rows["best-latency"] = fastest->point_index;
  rows["best-energy"] =
      best(points, model, all, [](auto& a, auto& b) { return a.energy_pj < b.energy_pj; })->point_index;
  rows["best-edp"] = best(points, model, all, [](auto& a, auto& b) {
                       return a.latency_us * a.energy_pj < b.latency_us * b.energy_pj;
                     })->point_index;
  rows["smallest-area"] =
      best(points, model, all, [](auto& a, auto& b) { return a.area_um2 < b.area_um2; })->point_index;
  const double limit = 1.1 * fastest->latency_us;
  rows["area-near-best-latency"] = best(
                                       points, model, [limit](const FixturePoint& p) { return p.latency_us <= limit; },
                                       [](auto& a, auto& b) { return a.area_um2 < b.area_um2; })
                                       ->point_index;
  rows["best-accuracy"] = best(points, model, all, [](auto& a, auto& b) {
                            return a.accuracy > b.accuracy || (a.accuracy == b.accuracy && a.latency_us < b.latency_us);
                          })->point_index;
  return rows;
}

void expectValidPngs(const fs::path& out, const std::set<std::string>& files) {
  for (const std::string& file : files) {
    SCOPED_TRACE(file);
    const Png png = readPng(out / file);
    EXPECT_TRUE(png.valid);
    EXPECT_GT(png.bytes, 10u * 1024u);
    EXPECT_GE(png.width, 500u);
    EXPECT_GE(png.height, 400u);
    EXPECT_LE(png.width, 6000u);
    EXPECT_LE(png.height, 3000u);
  }
}

TEST(Report, RendersEveryPlotTheTestGridHasDataFor) {
  const fs::path dir = scratch("full");
  const FixtureGrid grid = testGrid();
  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "results.sqlite").string(), grid);
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  const std::vector<FixturePoint>& points = *written;
  std::map<std::string, int> counts;
  for (const FixturePoint& p : points) ++counts[p.status];
  // The fixture itself must exercise every status, or the failure checks below prove nothing.
  ASSERT_GT(counts["ok"], 50);
  ASSERT_GT(counts["failed"], 0);
  ASSERT_GT(counts["infeasible"], 0);
  ASSERT_GT(counts["rejected"], 0);

  const fs::path out = dir / "report";
  const CliRun run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 5", (dir / "results.sqlite").string(), out.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find(fmt::format("{} points ({} ok)", points.size(), counts["ok"])), std::string::npos)
      << run.output;

  std::set<std::string> expected = {"sensitivity_array.png", "sensitivity_weight_buffer.png",
                                    "sensitivity_input_buffer.png", "sparsity.png", "quantization.png"};
  for (const std::string model : {"bert_tiny_2l", "fmnist_cnn"}) {
    expected.insert(fmt::format("breakdown_{}.png", model));
    expected.insert(fmt::format("pareto_latency_area_{}.png", model));
    expected.insert(fmt::format("pareto_energy_area_{}.png", model));
  }
  // Rooflines: each model's fastest point first (models in name order), five in all.
  std::map<std::string, std::map<std::string, std::int64_t>> best_rows;
  for (const std::string model : {"bert_tiny_2l", "fmnist_cnn"}) best_rows[model] = expectedBest(points, model);
  expected.insert(fmt::format("roofline_00_bert_tiny_2l_p{}.png", best_rows["bert_tiny_2l"]["best-latency"]));
  expected.insert(fmt::format("roofline_01_fmnist_cnn_p{}.png", best_rows["fmnist_cnn"]["best-latency"]));
  const std::set<std::string> found = pngsIn(out);
  for (const std::string& file : expected) EXPECT_TRUE(found.count(file)) << file;
  EXPECT_EQ(found.size(), expected.size() + 3) << "expected 5 rooflines in all";
  EXPECT_EQ(
      std::count_if(found.begin(), found.end(), [](const std::string& f) { return f.rfind("roofline_", 0) == 0; }), 5);
  expectValidPngs(out, found);

  const std::string html = readFile(out / "index.html");
  EXPECT_EQ(imagesReferenced(html), found);
  EXPECT_EQ(html.find("class=\"skipped\""), std::string::npos) << "every plot has data in this grid";
  for (const auto& [model, rows] : best_rows)
    for (const auto& [criterion, index] : rows)
      EXPECT_NE(html.find(fmt::format("<tr data-model=\"{}\" data-criterion=\"{}\" data-point=\"{}\">", model,
                                      criterion, index)),
                std::string::npos)
          << model << " " << criterion << " should be point " << index;
  for (const char* status : {"ok", "failed", "infeasible", "rejected"})
    EXPECT_NE(html.find(fmt::format("<tr data-status=\"{0}\"><td>{0}</td><td class=\"num\">{1}</td></tr>", status,
                                    counts[status])),
              std::string::npos)
        << status;
  for (const FixturePoint& p : points) {
    if (p.status == "ok") continue;
    EXPECT_NE(html.find(fmt::format("<tr data-point=\"{}\" data-status=\"{}\">", p.point_index, p.status)),
              std::string::npos)
        << "failure of point " << p.point_index << " not listed";
    EXPECT_NE(html.find(htmlEscape(p.error)), std::string::npos) << p.error;
  }
  fs::remove_all(dir);
}

TEST(Report, SkipsPlotsWithoutDataWithANote) {
  const fs::path dir = scratch("narrow");
  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "results.sqlite").string(), narrowGrid());
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  const fs::path out = dir / "report";
  // A stale figure from an earlier report must not survive next to the new index.
  fs::create_directories(out);
  std::ofstream(out / "sparsity.png") << "stale";
  const CliRun run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 0", (dir / "results.sqlite").string(), out.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  const std::set<std::string> expected = {"breakdown_fmnist_cnn.png", "pareto_latency_area_fmnist_cnn.png",
                                          "pareto_energy_area_fmnist_cnn.png", "sensitivity_array.png"};
  EXPECT_EQ(pngsIn(out), expected);
  expectValidPngs(out, expected);
  const std::string html = readFile(out / "index.html");
  EXPECT_EQ(imagesReferenced(html), expected);
  for (const char* note : {"No roofline drawn", "Weight-buffer sensitivity skipped", "Input-buffer sensitivity skipped",
                           "Skipped: every point has the same weight density",
                           "Skipped: every point runs at one precision", "No failed, infeasible or rejected point."})
    EXPECT_NE(html.find(note), std::string::npos) << note;
  const std::map<std::string, std::int64_t> rows = expectedBest(*written, "fmnist_cnn");
  EXPECT_NE(html.find(fmt::format("data-criterion=\"best-latency\" data-point=\"{}\"", rows.at("best-latency"))),
            std::string::npos);
  fs::remove_all(dir);
}

/// Runs `tessera report` on `db` and returns its output, expecting failure.
std::string failingReport(const fs::path& db, const fs::path& out) {
  const CliRun run = runTessera(fmt::format("report '{}' --out '{}'", db.string(), out.string()));
  EXPECT_EQ(run.exit_code, 1) << run.output;
  EXPECT_FALSE(fs::exists(out / "index.html"));
  return run.output;
}

void sqlite(const fs::path& db, const std::string& sql) {
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.string().c_str(), &raw), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(raw);
  sqlite3_close(raw);
}

TEST(Report, RejectsWhatIsNotAResultsStore) {
  const fs::path dir = scratch("bad");
  const fs::path out = dir / "report";

  std::string message = failingReport(dir / "missing.sqlite", out);
  EXPECT_NE(message.find(fmt::format("error: {}: no such file", (dir / "missing.sqlite").string())), std::string::npos)
      << message;
  EXPECT_NE(message.find("expected a results store written by `tessera sweep`"), std::string::npos) << message;

  std::ofstream(dir / "notes.sqlite") << "these are not the results you are looking for\n";
  message = failingReport(dir / "notes.sqlite", out);
  EXPECT_NE(message.find("not a Tessera results store (file is not a database)"), std::string::npos) << message;

  sqlite(dir / "other.sqlite", "CREATE TABLE t (x INTEGER)");
  message = failingReport(dir / "other.sqlite", out);
  EXPECT_NE(message.find("not a Tessera results store (no such table: meta)"), std::string::npos) << message;

  sqlite(dir / "nokey.sqlite", "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  message = failingReport(dir / "nokey.sqlite", out);
  EXPECT_NE(message.find("table meta has no key 'schema_version'"), std::string::npos) << message;

  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "v2.sqlite").string(), narrowGrid());
  ASSERT_TRUE(written);
  sqlite(dir / "v2.sqlite", "UPDATE meta SET value = '2' WHERE key = 'schema_version'");
  message = failingReport(dir / "v2.sqlite", out);
  EXPECT_NE(message.find("results store schema version '2'; this tessera reads version 1"), std::string::npos)
      << message;

  sqlite(dir / "nolayers.sqlite",
         "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
         "INSERT INTO meta VALUES ('schema_version', '1'); CREATE TABLE points (point_key TEXT)");
  message = failingReport(dir / "nolayers.sqlite", out);
  EXPECT_NE(message.find("table layers: no such table: layers"), std::string::npos) << message;
  fs::remove_all(dir);
}

// A search sweep's store (meta search_convergence, written by the search)
// gets the convergence figure; its caption states when the front reached 99 %.
TEST(Report, DrawsASearchsConvergence) {
  const fs::path dir = scratch("search");
  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "results.sqlite").string(), narrowGrid());
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  sqlite(dir / "results.sqlite",
         "INSERT INTO meta VALUES ('search_convergence', '{\"algorithm\":\"nsga2\",\"budget\":40,\"seed\":1,"
         "\"population\":8,\"objectives\":[\"latency\",\"area\"],\"evaluations\":[10,20,30,40],"
         "\"seconds\":[0.5,1.0,1.5,2.0],\"hypervolume_ratio\":[0.5,0.9,0.995,1.0]}')");
  const fs::path out = dir / "report";
  const CliRun run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 0", (dir / "results.sqlite").string(), out.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  ASSERT_TRUE(pngsIn(out).count("convergence.png"));
  expectValidPngs(out, {"convergence.png"});
  const std::string html = readFile(out / "index.html");
  EXPECT_TRUE(imagesReferenced(html).count("convergence.png"));
  EXPECT_NE(html.find("40 evaluations in 2.0 s; 99 % after 30 evaluations."), std::string::npos);
  fs::remove_all(dir);
}

// A search with per-layer precision: the front over the sweep's objectives
// (meta objectives: latency, energy, area) against every point evaluated, and
// which layers each front point keeps at int8. The fronts and the counts are
// recomputed here from the fixture's own numbers.
TEST(Report, DrawsASearchsFrontAndItsPerLayerPrecision) {
  const fs::path dir = scratch("layer_precision");
  const fs::path db = dir / "results.sqlite";
  Expected<std::vector<FixturePoint>> written = writeResultsStore(db.string(), testGrid());
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  // conv1 at the point's precision, fc at int8 on even point indices and int4 on odd ones.
  sqlite(db,
         "ALTER TABLE points ADD COLUMN layer_precision TEXT;"
         "UPDATE points SET layer_precision = '{\"conv1\":\"' || quant_precision || '\",\"fc\":\"' || "
         "CASE WHEN point_index % 2 = 0 THEN 'int8' ELSE 'int4' END || '\"}';"
         "INSERT INTO meta VALUES ('search_convergence', '{\"algorithm\":\"nsga2\",\"budget\":40,\"seed\":1,"
         "\"population\":8,\"objectives\":[\"latency\",\"energy\",\"area\"],\"evaluations\":[10,20],"
         "\"seconds\":[0.5,1.0],\"hypervolume_ratio\":[0.5,1.0]}')");
  const fs::path out = dir / "report";
  const CliRun run = runTessera(fmt::format("report '{}' --out '{}' --max-rooflines 0", db.string(), out.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  const std::string html = readFile(out / "index.html");
  for (const std::string model : {"bert_tiny_2l", "fmnist_cnn"}) {
    std::vector<FixturePoint> ok;
    for (const FixturePoint& p : *written)
      if (p.model == model && p.status == "ok") ok.push_back(p);
    // A point is on the front unless another is no worse in all three objectives and better in one
    // (of equal points, the one with the lowest index stays).
    auto noWorse = [](const FixturePoint& a, const FixturePoint& b) {
      return a.latency_us <= b.latency_us && a.energy_pj <= b.energy_pj && a.area_um2 <= b.area_um2;
    };
    std::vector<FixturePoint> front;
    for (const FixturePoint& b : ok) {
      const bool dominated = std::any_of(ok.begin(), ok.end(), [&](const FixturePoint& a) {
        if (a.point_index == b.point_index || !noWorse(a, b)) return false;
        return !noWorse(b, a) || a.point_index < b.point_index;
      });
      if (!dominated) front.push_back(b);
    }
    ASSERT_GE(front.size(), 2u) << model;
    const auto conv1 =
        std::count_if(front.begin(), front.end(), [](const FixturePoint& p) { return p.precision == "int8"; });
    const auto fc =
        std::count_if(front.begin(), front.end(), [](const FixturePoint& p) { return p.point_index % 2 == 0; });
    for (const std::string& file : {"search_front_" + model + ".png", "layer_precision_" + model + ".png"}) {
      EXPECT_TRUE(pngsIn(out).count(file)) << file;
      EXPECT_TRUE(imagesReferenced(html).count(file)) << file;
      expectValidPngs(out, {file});
    }
    EXPECT_NE(html.find(fmt::format("{}: {} front points of {} ok points evaluated", model, front.size(), ok.size())),
              std::string::npos)
        << model;
    EXPECT_NE(html.find(fmt::format("{}: layers kept at int8 by the {} front points: conv1 {} of {}; fc {} of {}.",
                                    model, front.size(), conv1, front.size(), fc, front.size())),
              std::string::npos)
        << model << ": conv1 " << conv1 << ", fc " << fc << " of " << front.size();
  }
  fs::remove_all(dir);
}

// A sweep at fidelity: systemc (sim_* columns filled) gets the simulated
// against estimated cycles figure and its table; a store without the columns
// (the fixture writes the columns reports read, as an older store has them)
// or with them empty does not.
TEST(Report, DrawsSimulatedAgainstEstimatedCycles) {
  const fs::path dir = scratch("simulated");
  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "results.sqlite").string(), narrowGrid());
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  const fs::path plain = dir / "plain";
  CliRun run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 0", (dir / "results.sqlite").string(), plain.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_FALSE(pngsIn(plain).count("simulation.png"));
  sqlite(dir / "results.sqlite",
         "ALTER TABLE points ADD COLUMN sim_cycles REAL; ALTER TABLE layers ADD COLUMN sim_cycles REAL;");
  run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 0", (dir / "results.sqlite").string(), plain.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_FALSE(pngsIn(plain).count("simulation.png"));
  sqlite(dir / "results.sqlite",
         "UPDATE points SET sim_cycles = 1.5 * cycles WHERE status = 'ok';"
         "UPDATE layers SET sim_cycles = 1.2 * cycles WHERE cycles > 0;");
  const fs::path out = dir / "report";
  run = runTessera(
      fmt::format("report '{}' --out '{}' --max-rooflines 0", (dir / "results.sqlite").string(), out.string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  ASSERT_TRUE(pngsIn(out).count("simulation.png"));
  expectValidPngs(out, {"simulation.png"});
  const std::string html = readFile(out / "index.html");
  EXPECT_TRUE(imagesReferenced(html).count("simulation.png"));
  EXPECT_NE(html.find("geometric mean of simulated / estimated cycles per layer 1.200"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"num\">1.500</td>"), std::string::npos) << "whole points: 1.5x";
  fs::remove_all(dir);
}

// --synth-area: each PE array of the sweep gets the synthesized area beside the
// model's, whole (flattened) synthesis before hierarchical; an array the file
// lacks is listed with the synth_area.py points that would add it.
TEST(Report, ShowsSynthesizedAreaBesideTheModels) {
  const fs::path dir = scratch("synth");
  Expected<std::vector<FixturePoint>> written = writeResultsStore((dir / "results.sqlite").string(), narrowGrid());
  ASSERT_TRUE(written) << render(written.status().diagnostics());
  std::ofstream(dir / "area.json") << R"({"meta": {"yosys": "Yosys 0.23", "liberty": "/x/osu018_stdcells.lib",
    "liberty_node_nm": 180, "date": "2026-11-25", "command": "synth_area.py --out x"}, "results": [
    {"point": "pe_1x1_int8_acc32", "kind": "pe", "mode": "flat", "rows": 1, "cols": 1, "weight_bits": 8,
     "activation_bits": 8, "accumulator_bits": 32, "area_um2": 40000.0, "model_area_um2": 6704.0},
    {"point": "array_8x8_int8_acc32_hier", "kind": "array", "mode": "hier", "rows": 8, "cols": 8, "weight_bits": 8,
     "activation_bits": 8, "accumulator_bits": 32, "area_um2": 3000000.0, "model_area_um2": 500000.0},
    {"point": "array_8x8_int8_acc32", "kind": "array", "mode": "flat", "rows": 8, "cols": 8, "weight_bits": 8,
     "activation_bits": 8, "accumulator_bits": 32, "area_um2": 2000000.0, "model_area_um2": 500000.0}]})";
  const fs::path out = dir / "report";
  const CliRun run = runTessera(fmt::format("report '{}' --out '{}' --max-rooflines 0 --synth-area '{}'",
                                            (dir / "results.sqlite").string(), out.string(),
                                            (dir / "area.json").string()));
  ASSERT_EQ(run.exit_code, 0) << run.output;
  const std::string html = readFile(out / "index.html");
  EXPECT_NE(html.find("<tr data-array=\"8x8\" data-precision=\"w8a8\" data-synthesized=\"yes\" "
                      "data-ratio=\"4.0000\">"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("whole (flattened), array_8x8_int8_acc32"), std::string::npos);
  EXPECT_NE(html.find("<tr data-array=\"16x16\" data-precision=\"w8a8\" data-synthesized=\"no\">"),
            std::string::npos);
  EXPECT_NE(html.find("not in the file: scripts/synth_area.py --points array:16x16:8"), std::string::npos);

  // A file that is not synth_area.py's output writes no report and says why.
  std::ofstream(dir / "bad.json") << R"({"meta": {}, "results": [{"point": "a", "kind": "array", "rows": 4}]})";
  const CliRun bad = runTessera(fmt::format("report '{}' --out '{}' --synth-area '{}'",
                                            (dir / "results.sqlite").string(), (dir / "bad").string(),
                                            (dir / "bad.json").string()));
  EXPECT_EQ(bad.exit_code, 1) << bad.output;
  EXPECT_NE(bad.output.find(fmt::format("error: --synth-area: {}: results[0] (a): missing 'cols'",
                                        (dir / "bad.json").string())),
            std::string::npos)
      << bad.output;
  EXPECT_FALSE(fs::exists(dir / "bad" / "index.html"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace tessera::testing
