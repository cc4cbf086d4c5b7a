// Results store: the schema is SCHEMA.md's, points are written whole, a
// stored key is never duplicated, and a database only reopens for its own sweep.
#include "sweeps/engine/store.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <fstream>
#include <regex>
#include <sstream>

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

/// This process's folder under the system's temporary directory; removed when its tests end.
fs::path tempRoot() { return fs::temp_directory_path() / ("tessera_store_test_" + std::to_string(::getpid())); }

class RemoveTempRoot : public ::testing::Environment {
 public:
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(tempRoot(), ignored);
  }
};
[[maybe_unused]] ::testing::Environment* const kRemoveTempRoot = ::testing::AddGlobalTestEnvironment(new RemoveTempRoot);

fs::path tempDir(const std::string& name) {
  fs::path dir = tempRoot() / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

StoreMeta testMeta(const std::string& definition = "def-1") {
  return {{"schema_version", "1"},
          {"sweep", "t"},
          {"fidelity", "analytical"},
          {"definition", definition},
          {"created", "2026-01-01T00:00:00.000Z"}};
}

PointRecord point(const std::string& key, std::int64_t index, int layers) {
  PointRecord p;
  p.point_key = key;
  p.point_index = index;
  p.fidelity = "analytical";
  p.status = "ok";
  p.params = "{}";
  p.model = "m";
  p.model_hash = "h";
  p.compiler_options = "quant=fp32;prune=none;objective=latency";
  p.config["pe_rows"] = std::int64_t{16};
  p.latency_us = 1.5 * static_cast<double>(index);
  for (int i = 0; i < layers; ++i) {
    LayerRecord l;
    l.idx = i;
    l.name = "layer" + std::to_string(i);
    l.cycles = 10.0 * i;
    p.layers.push_back(l);
  }
  return p;
}

std::vector<std::pair<std::string, std::string>> tableInfo(sqlite3* db, const std::string& table) {
  std::vector<std::pair<std::string, std::string>> columns;
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, ("PRAGMA table_info(" + table + ")").c_str(), -1, &s, nullptr);
  while (sqlite3_step(s) == SQLITE_ROW)
    columns.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 1)),
                         reinterpret_cast<const char*>(sqlite3_column_text(s, 2)));
  sqlite3_finalize(s);
  return columns;
}

std::int64_t count(sqlite3* db, const std::string& sql) {
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr);
  sqlite3_step(s);
  std::int64_t n = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  return n;
}

TEST(Store, SchemaIsExactlySchemaMd) {
  std::ifstream in("sweeps/SCHEMA.md");
  std::stringstream text;
  text << in.rdbuf();
  std::smatch match;
  const std::string md = text.str();
  ASSERT_TRUE(std::regex_search(md, match, std::regex("```sql\\n([\\s\\S]*?)```")));
  sqlite3* documented = nullptr;
  sqlite3_open(":memory:", &documented);
  ASSERT_EQ(sqlite3_exec(documented, match[1].str().c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3* ours = nullptr;
  sqlite3_open(":memory:", &ours);
  ASSERT_EQ(sqlite3_exec(ours, schemaSql().c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
  for (const char* table : {"meta", "points", "layers"}) {
    EXPECT_EQ(tableInfo(ours, table), tableInfo(documented, table)) << table;
    EXPECT_FALSE(tableInfo(ours, table).empty());
  }
  std::vector<std::string> names;
  for (const auto& [name, type] : tableInfo(ours, "points")) names.push_back(name);
  EXPECT_EQ(names, pointColumns());
  names.clear();
  for (const auto& [name, type] : tableInfo(ours, "layers")) names.push_back(name);
  EXPECT_EQ(names, layerColumns());
  sqlite3_close(documented);
  sqlite3_close(ours);
}

TEST(Store, WritesWholePointsOnceAndReopensForTheSameSweep) {
  const fs::path file = tempDir("write") / "sub" / "r.sqlite";
  {
    Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openForSweep(file, testMeta());
    ASSERT_TRUE(store.ok()) << render(store.status().diagnostics());
    Expected<std::int64_t> added = (*store)->write({point("a", 0, 3), point("b", 1, 2)});
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(*added, 2);
    PointRecord changed = point("a", 0, 5);
    changed.status = "failed";
    added = (*store)->write({changed, point("c", 2, 0)});
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(*added, 1) << "a stored key is kept as it is";
    EXPECT_EQ(count((*store)->handle(), "SELECT COUNT(*) FROM layers WHERE point_key = 'a'"), 3);
    EXPECT_EQ(count((*store)->handle(), "SELECT COUNT(*) FROM points WHERE status = 'failed'"), 0);
    added = (*store)->write({changed}, /*replace=*/true);
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(count((*store)->handle(), "SELECT COUNT(*) FROM layers WHERE point_key = 'a'"), 5);
    EXPECT_EQ(count((*store)->handle(), "SELECT COUNT(*) FROM points WHERE status = 'failed'"), 1);
    EXPECT_EQ(count((*store)->handle(), "SELECT COUNT(*) FROM points WHERE pe_rows = 16 AND error IS NULL"), 3);
  }
  Expected<std::unique_ptr<ResultsStore>> reopened = ResultsStore::openForSweep(file, testMeta());
  ASSERT_TRUE(reopened.ok());
  Expected<std::map<std::string, std::string>> statuses = (*reopened)->statuses();
  ASSERT_TRUE(statuses.ok());
  EXPECT_EQ(*statuses, (std::map<std::string, std::string>{{"a", "failed"}, {"b", "ok"}, {"c", "ok"}}));
  Expected<StoreMeta> meta = (*reopened)->meta();
  ASSERT_TRUE(meta.ok());
  EXPECT_EQ(meta->at("definition"), "def-1");
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2((*reopened)->handle(), "PRAGMA journal_mode", -1, &s, nullptr);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(sqlite3_column_text(s, 0))), "wal");
  sqlite3_finalize(s);
}

TEST(Store, ReopeningForAnotherSweepIsAClearError) {
  const fs::path file = tempDir("other") / "r.sqlite";
  ASSERT_TRUE(ResultsStore::openForSweep(file, testMeta("def-1")).ok());
  Expected<std::unique_ptr<ResultsStore>> other = ResultsStore::openForSweep(file, testMeta("def-2"));
  ASSERT_FALSE(other.ok());
  const std::string text = render(other.status().diagnostics());
  EXPECT_NE(text.find("holds a different sweep"), std::string::npos) << text;
  EXPECT_NE(text.find("definition: def-1 in the sweep file, def-2 in"), std::string::npos) << text;
}

TEST(Store, ConfigColumnsComeFromTheSchemaTable) {
  std::vector<std::string> expected;
  for (const hw::ConfigField& field : hw::configFields())
    if (!field.results_column.empty()) expected.push_back(field.results_column);
  std::vector<std::string> got;
  for (const hw::ConfigField* field : configColumns()) got.push_back(field->results_column);
  EXPECT_EQ(got, expected);
  const std::vector<std::string>& columns = pointColumns();
  const auto at = std::find(columns.begin(), columns.end(), "compiler_options") - columns.begin() + 1;
  ASSERT_LE(static_cast<std::size_t>(at) + expected.size(), columns.size());
  EXPECT_EQ(std::vector<std::string>(columns.begin() + at, columns.begin() + at + static_cast<long>(expected.size())),
            expected);
  EXPECT_EQ(columns[static_cast<std::size_t>(at) + expected.size()], "peak_ops_per_second");
}

TEST(Store, AnOlderStoreGetsTheNewConfigColumnsWhenOpenedForWriting) {
  // A store written before the control keys, the sim_ results and layer_precision existed: drop their columns.
  const fs::path file = tempDir("older") / "r.sqlite";
  {
    Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openForSweep(file, testMeta());
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->write({point("old", 0, 1)}).ok());
    for (const char* column :
         {"fetch_width_instructions", "queue_depth_instructions", "sim_cycles", "sim_ms", "layer_precision"})
      ASSERT_EQ(sqlite3_exec((*store)->handle(), (std::string("ALTER TABLE points DROP COLUMN ") + column).c_str(),
                             nullptr, nullptr, nullptr),
                SQLITE_OK);
    ASSERT_EQ(sqlite3_exec((*store)->handle(), "ALTER TABLE layers DROP COLUMN sim_energy_pj", nullptr, nullptr, nullptr),
              SQLITE_OK);
  }
  Expected<std::unique_ptr<ResultsStore>> reopened = ResultsStore::openForSweep(file, testMeta());
  ASSERT_TRUE(reopened.ok()) << render(reopened.status().diagnostics());
  PointRecord fresh = point("new", 1, 1);
  fresh.config["queue_depth_instructions"] = std::int64_t{32};
  fresh.config["dataflow"] = std::string("output_stationary");
  fresh.config["clock_mhz"] = 700.0;
  fresh.sim_cycles = 1234.0;
  fresh.layer_precision = R"({"/conv1/Conv":"int4"})";
  if (!fresh.layers.empty()) fresh.layers.front().sim_energy_pj = 5.0;
  Expected<std::int64_t> added = (*reopened)->write({fresh});
  ASSERT_TRUE(added.ok()) << render(added.status().diagnostics());
  EXPECT_EQ(*added, 1);
  sqlite3* db = (*reopened)->handle();
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM points WHERE point_key = 'new' AND queue_depth_instructions = 32 AND "
                      "dataflow = 'output_stationary' AND clock_mhz = 700.0 AND fetch_width_instructions IS NULL"),
            1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM points WHERE point_key = 'old' AND queue_depth_instructions IS NULL"), 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM points WHERE point_key = 'new' AND sim_cycles = 1234.0"), 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM points WHERE point_key = 'old' AND sim_cycles IS NULL AND sim_ms IS NULL"), 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM points WHERE point_key = 'old' AND layer_precision IS NULL"), 1);
  EXPECT_EQ(count(db,
                  "SELECT COUNT(*) FROM points WHERE point_key = 'new' AND layer_precision = "
                  "'{\"/conv1/Conv\":\"int4\"}'"),
            1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM layers WHERE point_key = 'old' AND sim_energy_pj IS NULL"),
            count(db, "SELECT COUNT(*) FROM layers WHERE point_key = 'old'"));
  if (!fresh.layers.empty())
    EXPECT_EQ(count(db, "SELECT COUNT(*) FROM layers WHERE point_key = 'new' AND sim_energy_pj = 5.0"), 1);
}

TEST(Store, NotADatabaseAndWrongVersionAreErrors) {
  const fs::path dir = tempDir("bad");
  std::ofstream(dir / "text.sqlite") << "not sqlite";
  EXPECT_FALSE(ResultsStore::openExisting(dir / "text.sqlite", true).ok());
  EXPECT_FALSE(ResultsStore::openExisting(dir / "missing.sqlite", true).ok());
  StoreMeta v2 = testMeta();
  v2["schema_version"] = "2";
  ASSERT_TRUE(ResultsStore::create(dir / "v2.sqlite", v2).ok());
  Expected<std::unique_ptr<ResultsStore>> opened = ResultsStore::openExisting(dir / "v2.sqlite", true);
  ASSERT_FALSE(opened.ok());
  EXPECT_NE(render(opened.status().diagnostics()).find("results schema version 2, this build reads 1"),
            std::string::npos);
}

// `tessera sweep status` reads shard files while their tasks create them
// (a private Slurm's four tasks starting at once): a file that exists under
// its name is a results database, schema and meta included, from the first
// moment; the staging file it was written in is gone.
TEST(Store, ANewDatabaseAppearsOnlyWithItsMeta) {
  const fs::path dir = tempDir("appear");
  constexpr int kFiles = 200;
  std::atomic<bool> done{false};
  std::atomic<int> seen{0}, refused{0};
  std::string refusal;
  std::thread reader([&] {
    while (!done) {
      for (int i = 0; i < kFiles; ++i) {
        const fs::path file = dir / fmt::format("shard-{}.sqlite", i);
        std::error_code ec;
        if (!fs::exists(file, ec)) continue;
        Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::openExisting(file, true);
        ++seen;
        if (!store && refused++ == 0) refusal = render(store.status().diagnostics());
      }
    }
  });
  for (int i = 0; i < kFiles; ++i)
    ASSERT_TRUE(ResultsStore::create(dir / fmt::format("shard-{}.sqlite", i), testMeta()).ok());
  done = true;
  reader.join();
  EXPECT_GT(seen.load(), 0);
  EXPECT_EQ(refused.load(), 0) << refusal;
  for (const auto& entry : fs::directory_iterator(dir))
    EXPECT_EQ(entry.path().filename().string().find(".creating"), std::string::npos) << entry.path();
}

}  // namespace
}  // namespace tessera::sweep
