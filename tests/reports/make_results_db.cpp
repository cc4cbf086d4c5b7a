// make_results_db: writes one of the fixture results stores, for trying
// `tessera report` by hand and for the report benchmark (docs/benchmarks.md).
//   make_results_db --grid large --out /tmp/large.sqlite
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <map>

#include "tests/reports/results_fixture.h"

int main(int argc, char** argv) {
  CLI::App app{"Write a synthetic Tessera results store (sweeps/SCHEMA.md)"};
  std::string grid_name = "test";
  std::string out;
  app.add_option("--grid", grid_name, "test (216 points) | narrow (2) | large (10,000)")
      ->check(CLI::IsMember({"test", "narrow", "large"}))
      ->capture_default_str();
  app.add_option("--out", out, "SQLite file to write (replaced)")->required();
  CLI11_PARSE(app, argc, argv);
  using tessera::testing::FixtureGrid;
  const FixtureGrid grid = grid_name == "large"    ? tessera::testing::largeGrid()
                           : grid_name == "narrow" ? tessera::testing::narrowGrid()
                                                   : tessera::testing::testGrid();
  const auto started = std::chrono::steady_clock::now();
  auto points = tessera::testing::writeResultsStore(out, grid);
  if (!points) {
    std::cerr << tessera::render(points.status().diagnostics());
    return 1;
  }
  std::map<std::string, int> counts;
  for (const auto& p : *points) ++counts[p.status];
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << fmt::format("{}: {} points (ok {}, failed {}, infeasible {}, rejected {}) in {:.2f} s\n", out,
                           points->size(), counts["ok"], counts["failed"], counts["infeasible"], counts["rejected"],
                           seconds);
  return 0;
}
