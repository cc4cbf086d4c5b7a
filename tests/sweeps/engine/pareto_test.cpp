// Pareto fronts against a brute-force O(n^2) dominance check on random
// points (with ties and duplicates), and fronts read from a results store.
#include "sweeps/engine/pareto.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <random>

#include "sweeps/engine/store.h"

namespace tessera::sweep {
namespace {

std::vector<std::size_t> bruteForce(const std::vector<std::vector<double>>& values) {
  std::vector<std::size_t> front;
  for (std::size_t i = 0; i < values.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < values.size() && !dominated; ++j) {
      if (i == j) continue;
      bool no_worse = true, better = false;
      for (std::size_t k = 0; k < values[i].size(); ++k) {
        no_worse = no_worse && values[j][k] <= values[i][k];
        better = better || values[j][k] < values[i][k];
      }
      dominated = no_worse && better;
    }
    if (!dominated) front.push_back(i);
  }
  return front;
}

TEST(Pareto, MatchesBruteForceOnRandomPoints) {
  std::mt19937_64 random(12345);
  for (int dims : {2, 3, 4}) {
    for (int trial = 0; trial < 40; ++trial) {
      const int n = 1 + static_cast<int>(random() % 300);
      // Coarse values make ties and exact duplicates common.
      const int levels = trial % 2 ? 8 : 1000;
      std::vector<std::vector<double>> values(static_cast<std::size_t>(n), std::vector<double>(dims));
      for (auto& v : values)
        for (double& x : v) x = static_cast<double>(random() % levels) * 0.5;
      EXPECT_EQ(paretoFront(values), bruteForce(values)) << dims << " objectives, trial " << trial;
    }
  }
}

TEST(Pareto, SmallCases) {
  EXPECT_TRUE(paretoFront({}).empty());
  EXPECT_EQ(paretoFront({{1, 1}}), (std::vector<std::size_t>{0}));
  EXPECT_EQ(paretoFront({{1, 2}, {1, 2}}), (std::vector<std::size_t>{0, 1})) << "equal points are both kept";
  EXPECT_EQ(paretoFront({{2, 2}, {1, 3}, {3, 1}, {3, 3}, {1, 1}}), (std::vector<std::size_t>{4}));
  EXPECT_EQ(paretoFront({{1, 3}, {2, 2}, {3, 1}, {2, 3}}), (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_TRUE(dominates({1, 2}, {1, 3}));
  EXPECT_FALSE(dominates({1, 2}, {1, 2}));
  EXPECT_FALSE(dominates({1, 4}, {2, 3}));
}

TEST(Pareto, ObjectiveListParsing) {
  Expected<std::vector<Objective>> ok = parseObjectiveList("latency,area,accuracy");
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(*ok, (std::vector<Objective>{Objective::kLatency, Objective::kArea, Objective::kAccuracy}));
  Expected<std::vector<Objective>> typo = parseObjectiveList("latency,areas");
  ASSERT_FALSE(typo.ok());
  EXPECT_EQ(typo.status().diagnostics()[0].notes, (std::vector<std::string>{"did you mean 'area'?"}));
  EXPECT_FALSE(parseObjectiveList("latency").ok());
  EXPECT_FALSE(parseObjectiveList("latency,latency").ok());
}

TEST(Pareto, FrontsPerModelFromAStoreMaximisingAccuracy) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("tessera_pareto_test_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  std::vector<PointRecord> points;
  auto add = [&](const std::string& model, std::int64_t index, double latency, std::optional<double> accuracy,
                 const std::string& status = "ok") {
    PointRecord p;
    p.point_key = model + std::to_string(index);
    p.point_index = index;
    p.fidelity = "analytical";
    p.status = status;
    p.params = R"({"pe_array.rows":8})";
    p.model = model;
    p.model_hash = "h";
    p.compiler_options = "c";
    p.latency_us = latency;
    p.accuracy = accuracy;
    p.area_um2 = 1.0;
    points.push_back(p);
  };
  add("a", 0, 10, 0.9);              // front
  add("a", 1, 5, 0.8);               // front
  add("a", 2, 6, 0.7);               // dominated by 1
  add("a", 3, 1, 0.99, "rejected");  // not ok: ignored
  add("a", 4, 1, std::nullopt);      // no accuracy: ignored
  add("b", 5, 3, 0.5);               // its own front
  {
    Expected<std::unique_ptr<ResultsStore>> store =
        ResultsStore::create(dir / "r.sqlite", {{"schema_version", "1"}, {"sweep", "p"}});
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->write(points).ok());
  }
  Expected<ParetoResult> result = paretoFronts(dir / "r.sqlite", {Objective::kLatency, Objective::kAccuracy});
  ASSERT_TRUE(result.ok()) << render(result.status().diagnostics());
  ASSERT_EQ(result->fronts.size(), 2u);
  const Front& a = result->fronts[0];
  EXPECT_EQ(a.model, "a");
  EXPECT_EQ(a.candidates, 3);
  ASSERT_EQ(a.points.size(), 2u);
  EXPECT_EQ(a.points[0].point_index, 1) << "sorted by latency";
  EXPECT_EQ(a.points[1].point_index, 0);
  EXPECT_EQ(a.points[1].values, (std::vector<double>{10, 0.9}));
  EXPECT_EQ(result->fronts[1].points.size(), 1u);
  EXPECT_EQ(toCsv(*result),
            "model,fidelity,point_index,point_key,latency_us,accuracy,compiler_options,spec_fingerprint,params\n"
            "a,analytical,1,a1,5,0.80000000000000004,c,,\"{\"\"pe_array.rows\"\":8}\"\n"
            "a,analytical,0,a0,10,0.90000000000000002,c,,\"{\"\"pe_array.rows\"\":8}\"\n"
            "b,analytical,5,b5,3,0.5,c,,\"{\"\"pe_array.rows\"\":8}\"\n");
  nlohmann::ordered_json json = toJson(*result);
  EXPECT_EQ(json["objectives"][1]["goal"], "max");
  EXPECT_EQ(json["fronts"][0]["points"][0]["params"]["pe_array.rows"], 8);
  EXPECT_EQ(json["fronts"][0]["points"][1]["accuracy"], 0.9);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace tessera::sweep
