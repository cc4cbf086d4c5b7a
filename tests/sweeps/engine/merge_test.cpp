// Merging stores: keys deduplicated with their layers, conflicts counted,
// different sweeps refused with a clear error. (That two real shards merge
// into exactly one unsharded run is tested in runner_test.cpp.)
#include "sweeps/engine/merge.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include "sweeps/engine/store.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;

StoreMeta meta(const std::string& definition) {
  return {{"schema_version", "1"}, {"sweep", "m"}, {"fidelity", "analytical"}, {"definition", definition}};
}

PointRecord point(const std::string& key, double latency, int layers) {
  PointRecord p;
  p.point_key = key;
  p.fidelity = "analytical";
  p.status = "ok";
  p.params = "{}";
  p.model = "m";
  p.model_hash = "h";
  p.compiler_options = "c";
  p.latency_us = latency;
  for (int i = 0; i < layers; ++i) {
    LayerRecord layer;
    layer.idx = i;
    layer.name = key + std::to_string(i);
    p.layers.push_back(layer);
  }
  return p;
}

std::int64_t count(const fs::path& file, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open(file.string().c_str(), &db);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr);
  sqlite3_step(s);
  std::int64_t n = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  sqlite3_close(db);
  return n;
}

class Merge : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("tessera_merge_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  void make(const std::string& name, const std::string& definition, const std::vector<PointRecord>& points) {
    Expected<std::unique_ptr<ResultsStore>> store = ResultsStore::create(dir_ / name, meta(definition));
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->write(points).ok());
  }
  fs::path dir_;
};

TEST_F(Merge, DeduplicatesKeysWithTheirLayers) {
  make("a.sqlite", "d", {point("k1", 1, 2), point("k2", 2, 3)});
  make("b.sqlite", "d", {point("k2", 2, 3), point("k3", 3, 1)});
  Expected<MergeSummary> summary = mergeStores(dir_ / "out.sqlite", {dir_ / "a.sqlite", dir_ / "b.sqlite"});
  ASSERT_TRUE(summary.ok()) << render(summary.status().diagnostics());
  EXPECT_EQ(summary->points_read, 4);
  EXPECT_EQ(summary->points_added, 3);
  EXPECT_EQ(summary->duplicates, 1);
  EXPECT_EQ(summary->conflicts, 0);
  EXPECT_EQ(summary->points_total, 3);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM layers"), 6);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM meta WHERE key = 'definition' AND value = 'd'"), 1);
  // Merging again adds nothing.
  summary = mergeStores(dir_ / "out.sqlite", {dir_ / "a.sqlite", dir_ / "b.sqlite"});
  ASSERT_TRUE(summary.ok());
  EXPECT_EQ(summary->points_added, 0);
  EXPECT_EQ(summary->duplicates, 4);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM layers"), 6);
}

TEST_F(Merge, ConflictingCopiesKeepTheFirst) {
  make("a.sqlite", "d", {point("k1", 1, 1)});
  make("b.sqlite", "d", {point("k1", 7, 4)});
  Expected<MergeSummary> summary = mergeStores(dir_ / "out.sqlite", {dir_ / "a.sqlite", dir_ / "b.sqlite"});
  ASSERT_TRUE(summary.ok());
  EXPECT_EQ(summary->conflicts, 1);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM points WHERE latency_us = 1"), 1);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM layers"), 1);
}

TEST_F(Merge, AnOlderShardWithoutTheNewConfigColumnsMerges) {
  PointRecord fresh = point("k2", 2, 1);
  fresh.config["queue_depth_instructions"] = std::int64_t{32};
  make("new.sqlite", "d", {fresh});
  make("old.sqlite", "d", {point("k1", 1, 1)});
  {
    // The shard as a build without the control keys wrote it.
    sqlite3* db = nullptr;
    sqlite3_open((dir_ / "old.sqlite").string().c_str(), &db);
    for (const char* column : {"fetch_width_instructions", "queue_depth_instructions"})
      ASSERT_EQ(sqlite3_exec(db, (std::string("ALTER TABLE points DROP COLUMN ") + column).c_str(), nullptr, nullptr,
                             nullptr),
                SQLITE_OK);
    sqlite3_close(db);
  }
  Expected<MergeSummary> summary = mergeStores(dir_ / "out.sqlite", {dir_ / "old.sqlite", dir_ / "new.sqlite"});
  ASSERT_TRUE(summary.ok()) << render(summary.status().diagnostics());
  EXPECT_EQ(summary->points_added, 2);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM points WHERE point_key = 'k1' AND "
                                       "queue_depth_instructions IS NULL AND latency_us = 1"),
            1);
  EXPECT_EQ(count(dir_ / "out.sqlite", "SELECT COUNT(*) FROM points WHERE queue_depth_instructions = 32"), 1);
}

TEST_F(Merge, DifferentSweepsAreRefused) {
  make("a.sqlite", "d1", {point("k1", 1, 0)});
  make("b.sqlite", "d2", {point("k2", 1, 0)});
  Expected<MergeSummary> summary = mergeStores(dir_ / "out.sqlite", {dir_ / "a.sqlite", dir_ / "b.sqlite"});
  ASSERT_FALSE(summary.ok());
  const std::string text = render(summary.status().diagnostics());
  EXPECT_NE(text.find("b.sqlite: holds a different sweep than"), std::string::npos) << text;
  EXPECT_NE(text.find("definition: d1 in"), std::string::npos) << text;
  EXPECT_FALSE(fs::exists(dir_ / "out.sqlite")) << "nothing is written when the inputs disagree";
  EXPECT_FALSE(mergeStores(dir_ / "out.sqlite", {dir_ / "missing.sqlite"}).ok());
}

}  // namespace
}  // namespace tessera::sweep
