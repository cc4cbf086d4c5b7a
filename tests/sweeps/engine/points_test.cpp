// Points: enumeration order, random sampling, settings applied to the base
// config tree and validated by the loader, compiler options and keys.
#include "sweeps/engine/points.h"

#include <gtest/gtest.h>

#include <set>

#include "hw/spec/loader.h"

namespace tessera::sweep {
namespace {

SweepSpec smallSpec() {
  Expected<SweepSpec> spec = loadSweepFile("tests/sweeps/data/small.yaml");
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return std::move(spec).value();
}

TEST(Points, GridOrderFirstAxisSlowestModelsFastest) {
  SweepSpec spec = smallSpec();
  spec.models.push_back(spec.models[0]);
  spec.models[1].name = "second";
  std::vector<PointPlan> points = enumeratePoints(spec);
  ASSERT_EQ(points.size(), 32u);
  for (std::size_t i = 0; i < points.size(); ++i) {
    EXPECT_EQ(points[i].index, static_cast<std::int64_t>(i));
    EXPECT_EQ(points[i].model, static_cast<int>(i % 2));
  }
  EXPECT_EQ(points[0].choice, (std::vector<int>{0, 0, 0, 0}));
  EXPECT_EQ(points[2].choice, (std::vector<int>{0, 0, 0, 1}));
  EXPECT_EQ(points[31].choice, (std::vector<int>{1, 1, 1, 1}));
  EXPECT_EQ(points[16].choice, (std::vector<int>{1, 0, 0, 0}));
}

TEST(Points, RandomSamplingIsDistinctSortedAndSeeded) {
  std::vector<std::int64_t> a = sampleRanks(1000, 100, 7);
  EXPECT_EQ(a.size(), 100u);
  EXPECT_TRUE(std::is_sorted(a.begin(), a.end()));
  EXPECT_EQ(std::set<std::int64_t>(a.begin(), a.end()).size(), 100u);
  EXPECT_LT(a.back(), 1000);
  EXPECT_EQ(a, sampleRanks(1000, 100, 7));
  EXPECT_NE(a, sampleRanks(1000, 100, 8));
  std::vector<std::int64_t> all = sampleRanks(10, 10, 3);
  EXPECT_EQ(all, (std::vector<std::int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  // A grid far too large to list still samples.
  std::vector<std::int64_t> huge = sampleRanks(std::int64_t{1} << 60, 5, 1);
  EXPECT_EQ(std::set<std::int64_t>(huge.begin(), huge.end()).size(), 5u);
  // Golden: the generator is defined bit for bit, so these never change.
  // Also computed by an independent Python splitmix64 + Floyd.
  EXPECT_EQ(sampleRanks(100, 3, 42), (std::vector<std::int64_t>{47, 58, 82}));
}

TEST(Points, SettingsEditACopyOfTheBaseTree) {
  SweepSpec spec = smallSpec();
  std::vector<PointPlan> points = enumeratePoints(spec);
  const PointPlan& last = points.back();  // 8x8, 16KiB, w4a4, energy
  PointSettings settings = settingsOf(spec, last);
  EXPECT_EQ(settings.params.dump(),
            R"({"pe_array.rows":8,"pe_array.cols":8,"buffers.weight.bytes":"16KiB","precision.weight_bits":4,)"
            R"("precision.activation_bits":4,"compiler.objective":"energy"})");
  EXPECT_EQ(settings.compiler.objective, "energy");
  EXPECT_EQ(settings.compiler.quant, "hardware");
  hw::YamlDocument document = applySettings(spec.base, settings);
  Expected<hw::Spec> hw_spec = hw::loadSpec(document);
  ASSERT_TRUE(hw_spec.ok()) << render(hw_spec.status().diagnostics());
  EXPECT_EQ(hw_spec->params().pe_array.rows, 8);
  EXPECT_EQ(hw_spec->params().pe_array.cols, 8);
  EXPECT_EQ(hw_spec->params().weight_buffer.bytes, 16384);
  EXPECT_EQ(hw_spec->params().precision.weight_bits, 4);
  // The base tree is untouched.
  Expected<hw::Spec> base = hw::loadSpec(spec.base);
  ASSERT_TRUE(base.ok());
  EXPECT_EQ(base->params().pe_array.rows, 4);
  EXPECT_EQ(hardwarePrecision(*hw_spec), "int4");
  EXPECT_EQ(hardwarePrecision(*base), "int8");
}

TEST(Points, InvalidPointsGetTheLoadersMessages) {
  SweepSpec spec = smallSpec();
  PointSettings settings;
  settings.config.emplace_back("pe_array.rows", AxisValue::scalar("0"));
  Expected<hw::Spec> invalid = hw::loadSpec(applySettings(spec.base, settings));
  ASSERT_FALSE(invalid.ok());
  ASSERT_EQ(invalid.status().diagnostics().size(), 1u);
  const Diagnostic& d = invalid.status().diagnostics()[0];
  EXPECT_EQ(d.location.line, 0) << "a swept value has no line in the base config";
  EXPECT_EQ(d.message, "pe_array.rows: expected an integer in [1, 4096], got '0'");
  // An error about a key the point did not change keeps its place in the base file.
  PointSettings huge;
  huge.config.emplace_back("pe_array.cols", AxisValue::scalar("1024"));
  Expected<hw::Spec> too_big = hw::loadSpec(applySettings(spec.base, huge));
  ASSERT_FALSE(too_big.ok());
  const Diagnostic& input = too_big.status().diagnostics()[0];
  EXPECT_EQ(input.location.file, "configs/tiny_4x4_int8.yaml");
  EXPECT_EQ(input.location.line, 20);
  EXPECT_EQ(input.source_line, "  input:  { bytes: 4KiB, banks: 2, double_buffered: true }");
  EXPECT_EQ(input.message,
            "buffers.input.bytes: too small to hold one 4x1024 tile of 8-bit activations: needs 8192 "
            "bytes (double-buffered), got 4096");
  // A quoted number stays quoted, so the loader rejects it like in a file.
  PointSettings quoted;
  quoted.config.emplace_back("pe_array.rows", AxisValue::scalar("8", true));
  EXPECT_FALSE(hw::loadSpec(applySettings(spec.base, quoted)).ok());
  // A key the base config lacks is created (n and m of n_of_m sparsity).
  PointSettings sparse;
  sparse.config.emplace_back("sparsity.weight_format", AxisValue::scalar("n_of_m"));
  sparse.config.emplace_back("sparsity.n", AxisValue::scalar("2"));
  sparse.config.emplace_back("sparsity.m", AxisValue::scalar("4"));
  Expected<hw::Spec> nm = hw::loadSpec(applySettings(spec.base, sparse));
  ASSERT_TRUE(nm.ok()) << render(nm.status().diagnostics());
  EXPECT_EQ(nm->params().sparsity.m, 4);
  // `~` removes a key: back from n_of_m to dense needs n and m gone.
  Expected<hw::YamlDocument> sparse_base = hw::parseYamlFile("configs/edge_16x16_int8_sparse24.yaml");
  ASSERT_TRUE(sparse_base.ok());
  PointSettings dense;
  dense.config.emplace_back("sparsity.weight_format", AxisValue::scalar("dense"));
  dense.config.emplace_back("sparsity.skip_zero_weights", AxisValue::scalar("false"));
  EXPECT_FALSE(hw::loadSpec(applySettings(*sparse_base, dense)).ok()) << "n and m are left over";
  for (const char* key : {"sparsity.n", "sparsity.m"}) dense.config.emplace_back(key, AxisValue::removed());
  Expected<hw::Spec> dense_spec = hw::loadSpec(applySettings(*sparse_base, dense));
  ASSERT_TRUE(dense_spec.ok()) << render(dense_spec.status().diagnostics());
  EXPECT_EQ(dense_spec->params().sparsity.weight_format, hw::WeightFormat::kDense);
  EXPECT_EQ(AxisValue::removed().toJson(), nullptr);
  PointSettings ops;
  ops.config.emplace_back("vector_unit.operations",
                          AxisValue::list({AxisValue::scalar("relu"), AxisValue::scalar("bias_add")}));
  Expected<hw::Spec> with_ops = hw::loadSpec(applySettings(spec.base, ops));
  ASSERT_TRUE(with_ops.ok()) << render(with_ops.status().diagnostics());
  EXPECT_EQ(with_ops->params().vector_unit.operations.size(), 2u);
}

/// PointSpecLoader::load() against hw::loadSpec(applySettings()): the same
/// spec, or the same diagnostics, rendered.
void expectSameLoad(PointSpecLoader& loader, const hw::YamlDocument& base, const PointSettings& settings) {
  Expected<hw::Spec> fresh = hw::loadSpec(applySettings(base, settings));
  Expected<hw::Spec> fast = loader.load(settings);
  ASSERT_EQ(fresh.ok(), fast.ok());
  if (fresh) {
    EXPECT_EQ(fresh->canonicalText(), fast->canonicalText());
    EXPECT_EQ(fresh->fingerprint(), fast->fingerprint());
    EXPECT_EQ(fresh->derived().total_area_um2, fast->derived().total_area_um2);
    EXPECT_EQ(fresh->derived().mac_energy_pj, fast->derived().mac_energy_pj);
  } else {
    EXPECT_EQ(render(fresh.status().diagnostics()), render(fast.status().diagnostics()));
  }
}

TEST(Points, APointSpecFromTheParsedTreeEqualsOneFromTheText) {
  SweepSpec spec = smallSpec();
  // One loader for every point, in sweep order and then backwards, so each
  // point is applied over the previous point's values.
  PointSpecLoader loader(spec.base);
  std::vector<PointPlan> plans = enumeratePoints(spec);
  std::vector<PointPlan> both = plans;
  both.insert(both.end(), plans.rbegin(), plans.rend());
  int valid = 0, invalid = 0;
  for (const PointPlan& plan : both) {
    const PointSettings settings = settingsOf(spec, plan);
    expectSameLoad(loader, spec.base, settings);
    ++(hw::loadSpec(applySettings(spec.base, settings)).ok() ? valid : invalid);
  }
  EXPECT_GT(valid, 16);
  // Rejected points: a swept value out of range, an error located in the base
  // file, a quoted number, keys left over; each gives the text's diagnostics.
  std::vector<std::vector<std::pair<std::string, AxisValue>>> bad = {
      {{"pe_array.rows", AxisValue::scalar("0")}},
      {{"pe_array.cols", AxisValue::scalar("1024")}},
      {{"pe_array.rows", AxisValue::scalar("8", true)}},
      {{"sparsity.weight_format", AxisValue::scalar("n_of_m")}},
      {{"sparsity.weight_format", AxisValue::scalar("n_of_m")},
       {"sparsity.n", AxisValue::scalar("4")},
       {"sparsity.m", AxisValue::scalar("4")}}};
  for (const auto& config : bad) {
    PointSettings settings;
    settings.config = config;
    expectSameLoad(loader, spec.base, settings);
    ++invalid;
  }
  // Removing keys, then setting them again, then a valid point after them.
  Expected<hw::YamlDocument> sparse_base = hw::parseYamlFile("configs/edge_16x16_int8_sparse24.yaml");
  ASSERT_TRUE(sparse_base.ok());
  PointSpecLoader sparse_loader(*sparse_base);
  PointSettings dense;
  dense.config.emplace_back("sparsity.weight_format", AxisValue::scalar("dense"));
  dense.config.emplace_back("sparsity.skip_zero_weights", AxisValue::scalar("false"));
  expectSameLoad(sparse_loader, *sparse_base, dense);  // rejected: n and m are left over
  PointSettings removed = dense;
  for (const char* key : {"sparsity.n", "sparsity.m"}) removed.config.emplace_back(key, AxisValue::removed());
  expectSameLoad(sparse_loader, *sparse_base, removed);
  PointSettings put_back = removed;
  put_back.config[0].second = AxisValue::scalar("n_of_m");
  put_back.config[1].second = AxisValue::scalar("true");
  put_back.config[2].second = AxisValue::scalar("2");
  put_back.config[3].second = AxisValue::scalar("4");
  expectSameLoad(sparse_loader, *sparse_base, put_back);
  expectSameLoad(sparse_loader, *sparse_base, removed);
  expectSameLoad(sparse_loader, *sparse_base, dense);
  EXPECT_GE(invalid, 5);
}

TEST(Points, CompilerOptionsAndKeys) {
  SweepSpec spec = smallSpec();
  Expected<hw::Spec> base = hw::loadSpec(spec.base);
  ASSERT_TRUE(base.ok());
  CompilerChoice choice;
  ResolvedCompiler hardware = resolveCompiler(choice, &*base);
  EXPECT_EQ(hardware.canonical(), "quant=int8,method=percentile;prune=none;objective=latency");
  choice.quant = "fp16";
  choice.prune = "2:4";
  EXPECT_EQ(resolveCompiler(choice, &*base).canonical(), "quant=fp16;prune=2:4;objective=latency");
  choice.quant = "hardware";
  EXPECT_EQ(resolveCompiler(choice, nullptr).canonical(), "quant=hardware;prune=2:4;objective=latency")
      << "without a spec, 'hardware' stays unresolved";

  const std::string key = pointKey(*base, "abc", hardware, "fuse", Fidelity::kAnalytical);
  EXPECT_EQ(key.size(), 32u);
  EXPECT_EQ(key, pointKey(*base, "abc", hardware, "fuse", Fidelity::kAnalytical));
  EXPECT_NE(key, pointKey(*base, "abd", hardware, "fuse", Fidelity::kAnalytical));
  EXPECT_NE(key, pointKey(*base, "abc", hardware, "fuse,dce", Fidelity::kAnalytical));
  ResolvedCompiler energy = hardware;
  energy.objective = "energy";
  EXPECT_NE(key, pointKey(*base, "abc", energy, "fuse", Fidelity::kAnalytical));
  // Same hardware under another name (not part of the fingerprint): same key.
  PointSettings renamed;
  renamed.config.emplace_back("name", AxisValue::scalar("other_name"));
  Expected<hw::Spec> other = hw::loadSpec(applySettings(spec.base, renamed));
  ASSERT_TRUE(other.ok());
  EXPECT_EQ(key, pointKey(*other, "abc", hardware, "fuse", Fidelity::kAnalytical));
}

}  // namespace
}  // namespace tessera::sweep
