// The sweep runner end to end (in process): every point stored once with
// its values, resuming, sharding + merging equal to one run, failures and
// constraints recorded, and accuracy of pruned and quantized variants.
#include "sweeps/engine/runner.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "compiler/backend/program/schedule_check.h"
#include "compiler/compile.h"
#include "hw/spec/loader.h"
#include "store_compare.h"
#include "sweeps/engine/merge.h"
#include "sweeps/engine/pareto.h"
#include "sweeps/engine/points.h"

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;
using testing::queryInt;
using testing::tableRows;

class Runner : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("tessera_runner_test_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  SweepSpec load(const fs::path& file) {
    Expected<SweepSpec> spec = loadSweepFile(file);
    EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
    return std::move(spec).value();
  }
  RunSummary run(const SweepSpec& spec, const fs::path& out, int jobs = 2, Shard shard = {},
                 std::optional<std::int64_t> limit = std::nullopt) {
    RunOptions options;
    options.jobs = jobs;
    options.out = out;
    options.shard = shard;
    options.limit = limit;
    Expected<RunSummary> summary = runSweep(spec, options);
    EXPECT_TRUE(summary.ok()) << render(summary.status().diagnostics());
    return summary.ok() ? *summary : RunSummary{};
  }
  /// Writes a sweep file whose paths are absolute, so it can live in the temp folder.
  fs::path writeSweep(const std::string& name, const std::string& body) {
    const fs::path file = dir_ / (name + ".yaml");
    std::ofstream(file) << "name: " << name << "\nbase: " << fs::absolute("configs/tiny_4x4_int8.yaml").string()
                        << "\nmodels: [" << fs::absolute("tests/sweeps/data/tiny_topology.csv").string() << "]\n"
                        << body;
    return file;
  }
  fs::path dir_;
};

TEST_F(Runner, EveryPointOnceWithItsLayers) {
  SweepSpec spec = load("tests/sweeps/data/small.yaml");
  RunSummary s = run(spec, dir_ / "a.sqlite");
  EXPECT_EQ(s.points, 16);
  EXPECT_EQ(s.computed, 16);
  EXPECT_EQ(s.ok, 16);
  EXPECT_EQ(s.stored_total, 16);
  const fs::path db = dir_ / "a.sqlite";
  EXPECT_EQ(queryInt(db, "SELECT COUNT(DISTINCT point_index) FROM points"), 16);
  EXPECT_EQ(queryInt(db, "SELECT MIN(point_index) + MAX(point_index) FROM points"), 15);
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM layers"), 16 * 4) << "4 topology layers per point";
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points p WHERE cycles IS NULL OR energy_pj <= 0 OR area_um2 <= 0 "
                     "OR latency_us <= 0 OR (SELECT COUNT(*) FROM layers l WHERE l.point_key = p.point_key) != 4"),
            0);
  // Point 15 is the last combination: 8x8, 16 KiB weights, w4a4, energy objective.
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points WHERE point_index = 15 AND pe_rows = 8 AND pe_cols = 8 AND "
                     "weight_buffer_bytes = 16384 AND weight_bits = 4 AND activation_bits = 4 AND "
                     "compiler_options = 'quant=int4,method=percentile;prune=none;objective=energy' AND "
                     "params = '{\"pe_array.rows\":8,\"pe_array.cols\":8,\"buffers.weight.bytes\":\"16KiB\","
                     "\"precision.weight_bits\":4,\"precision.activation_bits\":4,\"compiler.objective\":\"energy\"}'"),
            1);
  // Totals are the sum of the layers.
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points p WHERE ABS(cycles - (SELECT SUM(cycles) FROM layers l WHERE "
                     "l.point_key = p.point_key)) > 1e-6 * cycles"),
            0);
  // A second run stores nothing new and changes nothing.
  const std::vector<std::string> before = tableRows(db, "points", "point_key");
  RunSummary again = run(spec, db);
  EXPECT_EQ(again.already_stored, 16);
  EXPECT_EQ(again.computed, 0);
  EXPECT_EQ(tableRows(db, "points", "point_key"), before);
}

// fidelity: systemc compiles each point and simulates its Program on the
// SystemC model beside the estimate. The point whose spec is
// configs/edge_16x16_int8.yaml itself is checked against the schedule
// checker, an independent replay of the same Program with the same timing
// rule: its critical path equals the stored simulated cycles.
TEST_F(Runner, SystemCFidelityStoresSimulatedCyclesBesideTheEstimate) {
  const fs::path file = dir_ / "systemc.yaml";
  std::ofstream(file) << "name: systemc\nbase: " << fs::absolute("configs/edge_16x16_int8.yaml").string()
                      << "\nmodels: [" << fs::absolute("models/fashion_mnist/fashion_cnn.onnx").string()
                      << "]\naxes:\n  dram.bytes_per_cycle: [8, 16]\n  pe_array.dataflow: [weight_stationary, "
                         "output_stationary]\nsampling: grid\nfidelity: systemc\nobjectives: [latency, area]\n";
  SweepSpec spec = load(file);
  EXPECT_EQ(spec.fidelity, Fidelity::kSystemC);
  const fs::path db = dir_ / "systemc.sqlite";
  RunSummary s = run(spec, db);
  EXPECT_EQ(s.ok, 4);
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM points WHERE fidelity = 'systemc' AND status = 'ok' AND cycles > 0 AND "
                         "sim_cycles >= lower_bound_cycles AND sim_latency_us > 0 AND sim_energy_pj > 0 AND "
                         "sim_dram_bytes > 0 AND sim_array_busy_cycles > 0 AND sim_stall_cycles >= 0 AND "
                         "sim_instructions > 0 AND sim_ms >= 0"),
            4);
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM layers WHERE sim_cycles IS NULL OR sim_cycles <= 0"), 0)
      << "every Fashion-MNIST kernel runs on the accelerator";
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM layers l JOIN points p USING (point_key) WHERE l.sim_cycles > p.sim_cycles"),
            0);

  Expected<hw::Spec> base = hw::loadSpecFile("configs/edge_16x16_int8.yaml");
  ASSERT_TRUE(base.ok());
  compiler::CompileOptions options;
  options.pipeline = "";
  Expected<compiler::Compiled> compiled = compiler::compile("models/fashion_mnist/fashion_cnn.onnx", *base, options);
  ASSERT_TRUE(compiled.ok()) << render(compiled.status().diagnostics());
  backend::CheckOptions weighted;
  weighted.weighted = true;
  const backend::CheckReport replay = backend::checkProgram(*base, *compiled->program, weighted);
  ASSERT_TRUE(replay.ok());
  EXPECT_EQ(queryInt(db, "SELECT CAST(sim_cycles AS INTEGER) FROM points WHERE spec_fingerprint = '" +
                             base->fingerprint() + "'"),
            replay.steps);

  // Pareto fronts at this fidelity read the simulated latency.
  Expected<ParetoResult> fronts = paretoFronts(db, {Objective::kLatency, Objective::kArea});
  ASSERT_TRUE(fronts.ok());
  ASSERT_EQ(fronts->fronts.size(), 1u);
  EXPECT_EQ(fronts->fronts[0].fidelity, "systemc");
  for (const FrontPoint& p : fronts->fronts[0].points)
    EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM points WHERE point_key = '" + p.point_key +
                               "' AND ABS(sim_latency_us - " + fmt::format("{:.17g}", p.values[0]) + ") < 1e-9"),
              1);
}

TEST_F(Runner, StoreLayersFalseWritesPointsOnly) {
  SweepSpec spec = load("tests/sweeps/data/small.yaml");
  run(spec, dir_ / "with.sqlite");
  spec.store_layers = false;
  RunSummary s = run(spec, dir_ / "without.sqlite");
  EXPECT_EQ(s.ok, 16);
  EXPECT_EQ(queryInt(dir_ / "without.sqlite", "SELECT COUNT(*) FROM layers"), 0);
  EXPECT_EQ(queryInt(dir_ / "without.sqlite", "SELECT value = 'false' FROM meta WHERE key = 'store_layers'"), 1);
  EXPECT_EQ(tableRows(dir_ / "without.sqlite", "points", "point_key"),
            tableRows(dir_ / "with.sqlite", "points", "point_key"));
}

TEST_F(Runner, ResumingAfterALimitEqualsOneRun) {
  SweepSpec spec = load("tests/sweeps/data/small.yaml");
  run(spec, dir_ / "whole.sqlite", 1);
  RunSummary first = run(spec, dir_ / "parts.sqlite", 2, {}, 5);
  EXPECT_EQ(first.computed, 5);
  EXPECT_EQ(first.left, 11);
  RunSummary second = run(spec, dir_ / "parts.sqlite", 2);
  EXPECT_EQ(second.already_stored, 5);
  EXPECT_EQ(second.computed, 11);
  EXPECT_EQ(tableRows(dir_ / "parts.sqlite", "points", "point_key"),
            tableRows(dir_ / "whole.sqlite", "points", "point_key"));
  EXPECT_EQ(tableRows(dir_ / "parts.sqlite", "layers", "point_key, idx"),
            tableRows(dir_ / "whole.sqlite", "layers", "point_key, idx"));
}

TEST_F(Runner, TwoShardsMergedEqualOneUnshardedRun) {
  SweepSpec spec = load("tests/sweeps/data/small.yaml");
  run(spec, dir_ / "whole.sqlite");
  RunSummary s0 = run(spec, dir_ / "s0.sqlite", 1, {0, 2});
  RunSummary s1 = run(spec, dir_ / "s1.sqlite", 1, {1, 2});
  EXPECT_EQ(s0.in_shard, 8);
  EXPECT_EQ(s1.in_shard, 8);
  // Shards take chunks of the points that differ only in the last axis (2 objectives): (index / 2) % 2.
  EXPECT_EQ(queryInt(dir_ / "s0.sqlite", "SELECT COUNT(*) FROM points WHERE (point_index / 2) % 2 != 0"), 0);
  EXPECT_EQ(queryInt(dir_ / "s1.sqlite", "SELECT COUNT(*) FROM points WHERE (point_index / 2) % 2 != 1"), 0);
  Expected<MergeSummary> merged = mergeStores(dir_ / "merged.sqlite", {dir_ / "s0.sqlite", dir_ / "s1.sqlite"});
  ASSERT_TRUE(merged.ok()) << render(merged.status().diagnostics());
  EXPECT_EQ(merged->points_total, 16);
  EXPECT_EQ(merged->conflicts, 0);
  EXPECT_EQ(tableRows(dir_ / "merged.sqlite", "points", "point_key"),
            tableRows(dir_ / "whole.sqlite", "points", "point_key"));
  EXPECT_EQ(tableRows(dir_ / "merged.sqlite", "layers", "point_key, idx"),
            tableRows(dir_ / "whole.sqlite", "layers", "point_key, idx"));
  // The merged database resumes like the unsharded one: nothing left to do.
  EXPECT_EQ(run(spec, dir_ / "merged.sqlite").computed, 0);
}

TEST_F(Runner, InvalidPointsFailRejectedPointsAreKeptAndTheSweepCarriesOn) {
  // 4096 rows cannot fit a tile in 4 KiB buffers: the loader rejects the
  // point. A spec constraint rejects the 8-row points before they run; a
  // result constraint rejects slow points after.
  const fs::path file = writeSweep("mixed", R"(axes:
  pe_array.rows: [4, 8, 4096]
  compiler.objective: [latency, energy]
sampling: grid
constraints: ["peak_macs_per_cycle <= 16", "latency_us <= 300"]
fidelity: analytical
objectives: [latency, area]
)");
  SweepSpec spec = load(file);
  RunSummary s = run(spec, dir_ / "m.sqlite");
  EXPECT_EQ(s.computed, 6);
  EXPECT_EQ(s.failed, 2);
  const fs::path db = dir_ / "m.sqlite";
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points WHERE status = 'failed' AND spec_fingerprint IS NULL AND "
                     "error LIKE '%configs/tiny_4x4_int8.yaml:21:20: buffers.weight.bytes: too small to hold one "
                     "4096x4 tile of 8-bit weights: needs 32768 bytes (double-buffered), got 4096;%'"),
            2);
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points WHERE pe_rows = 8 AND status = 'rejected' AND cycles IS NULL AND "
                     "error = 'constraint ''peak_macs_per_cycle <= 16'' not met: peak_macs_per_cycle = 32'"),
            2);
  // The 4x4 points are estimated; whichever is slower than 300 us is rejected with its results kept.
  EXPECT_EQ(
      queryInt(
          db,
          "SELECT COUNT(*) FROM points WHERE pe_rows = 4 AND cycles > 0 AND "
          "((latency_us <= 300 AND status = 'ok' AND error IS NULL) OR "
          "(latency_us > 300 AND status = 'rejected' AND error LIKE 'constraint ''latency_us <= 300'' not met%'))"),
      2);
  EXPECT_EQ(s.ok + s.rejected + s.failed, 6);
  EXPECT_EQ(run(spec, db).computed, 0) << "failed points are results too: not run again";
}

TEST_F(Runner, ALayerThatFitsNoTilingMakesThePointInfeasible) {
  // AlexNet's first layer: one 11x11 filter column of input needs 121 bytes;
  // 32-byte buffers hold a 4x4 int8 tile twice but not that.
  const fs::path csv = dir_ / "alexnet_conv1.csv";
  std::ofstream(csv) << "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, "
                        "Strides,\nConv1, 227, 227, 11, 11, 3, 96, 4,\n";
  const fs::path file = dir_ / "nofit.yaml";
  std::ofstream(file) << "name: nofit\nbase: " << fs::absolute("configs/tiny_4x4_int8.yaml").string() << "\nmodels: ["
                      << csv.string() << "]\n"
                      << R"(axes:
  "[buffers.input.bytes, buffers.weight.bytes, buffers.output.bytes, buffers.input.banks, buffers.weight.banks, buffers.output.banks]":
    [[4KiB, 4KiB, 4KiB, 2, 2, 2], [32, 32, 128, 1, 1, 1]]
sampling: grid
fidelity: analytical
objectives: [latency, area]
)";
  SweepSpec spec = load(file);
  RunSummary s = run(spec, dir_ / "n.sqlite");
  EXPECT_EQ(s.ok, 1);
  EXPECT_EQ(s.infeasible, 1);
  EXPECT_EQ(queryInt(dir_ / "n.sqlite",
                     "SELECT COUNT(*) FROM points WHERE status = 'infeasible' AND cycles IS NULL "
                     "AND error LIKE '%layer ''Conv1''%121 bytes in the input buffer, which has 32%'"),
            1);
}

TEST_F(Runner, RetryFailedReplacesOnlyFailedPoints) {
  const fs::path file = writeSweep("retry", R"(axes:
  pe_array.rows: [4, 4096]
sampling: grid
fidelity: analytical
objectives: [latency, area]
)");
  SweepSpec spec = load(file);
  run(spec, dir_ / "r.sqlite");
  const auto before = tableRows(dir_ / "r.sqlite", "points", "point_key", {"finished_at"});
  RunOptions options;
  options.out = dir_ / "r.sqlite";
  options.retry_failed = true;
  Expected<RunSummary> retried = runSweep(spec, options);
  ASSERT_TRUE(retried.ok());
  EXPECT_EQ(retried->computed, 1);
  EXPECT_EQ(retried->already_stored, 1);
  EXPECT_EQ(queryInt(dir_ / "r.sqlite", "SELECT COUNT(*) FROM points"), 2);
}

TEST_F(Runner, ADifferentSweepInTheSameDatabaseIsRefused) {
  SweepSpec spec = load("tests/sweeps/data/small.yaml");
  run(spec, dir_ / "a.sqlite");
  spec.axes.pop_back();
  RunOptions options;
  options.out = dir_ / "a.sqlite";
  Expected<RunSummary> other = runSweep(spec, options);
  ASSERT_FALSE(other.ok());
  EXPECT_NE(render(other.status().diagnostics()).find("holds a different sweep"), std::string::npos);
}

TEST_F(Runner, AccuracyOfPrunedAndQuantizedVariantsOnRealFashionMnist) {
  const fs::path file = dir_ / "fashion.yaml";
  const std::string m = fs::absolute("models/fashion_mnist").string();
  std::ofstream(file) << "name: fashion\nbase: " << fs::absolute("configs/edge_16x16_int8.yaml").string()
                      << "\nmodels:\n  - model: " << m << "/fashion_cnn.onnx\n    eval: {inputs: " << m
                      << "/test_1000_input.pb, labels: " << m << "/test_1000_labels.pb, calibration_samples: 200}\n"
                      << R"(axes:
  "[precision.weight_bits, precision.activation_bits, precision.number_format]": [[8, 8, int], [16, 16, fp16]]
  "[sparsity.weight_format, sparsity.n, sparsity.m, sparsity.skip_zero_weights, compiler.prune]":
    [[dense, ~, ~, false, none], [n_of_m, 2, 4, true, "2:4"]]
  compiler.quant: [hardware, fp32]
sampling: grid
constraints: ["accuracy >= 0.5"]
fidelity: analytical
objectives: [latency, accuracy]
)";
  SweepSpec spec = load(file);
  RunSummary s = run(spec, dir_ / "f.sqlite");
  EXPECT_EQ(s.ok, 8);
  const fs::path db = dir_ / "f.sqlite";
  auto accuracyOf = [&](const std::string& quant, const std::string& prune) {
    return queryInt(db, "SELECT CAST(ROUND(accuracy * 1000) AS INTEGER) FROM points WHERE quant_precision = '" + quant +
                            "' AND pruning = '" + prune + "' LIMIT 1");
  };
  // 896/1000 in fp32 (models/fashion_mnist/README.md); 796/1000 after 2:4
  // pruning without fine-tuning (docs/sparsity.md, `tessera sparsify --n-of-m 2:4`).
  EXPECT_EQ(accuracyOf("fp32", "none"), 896);
  EXPECT_EQ(accuracyOf("fp32", "2:4"), 796);
  EXPECT_EQ(queryInt(db,
                     "SELECT COUNT(*) FROM points WHERE quant_precision = 'fp32' AND pruning = 'none' AND "
                     "agreement_with_fp32 = 1"),
            2);
  // Quantized to the hardware's precision: close to fp32, not identical in agreement.
  EXPECT_NEAR(static_cast<double>(accuracyOf("int8", "none")), 896, 6);
  EXPECT_NEAR(static_cast<double>(accuracyOf("fp16", "none")), 896, 2);
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM points WHERE quant_precision = 'int8' AND quant_method = 'percentile'"),
            2);
  // Pruned weights reach the estimate through the real masks: density 1/2.
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM points WHERE pruning = '2:4' AND weight_density BETWEEN 0.49 AND 0.51"),
            4);
  EXPECT_EQ(queryInt(db, "SELECT COUNT(*) FROM points WHERE pruning = 'none' AND weight_density > 0.99"), 4);
}

}  // namespace
}  // namespace tessera::sweep
