// Sweep specs: a good file loads with every field as written; every
// tests/sweeps/bad/NAME.yaml fails with exactly the diagnostics in NAME.out
// (regenerate with scripts/update_goldens.sh after a deliberate change).
#include "sweeps/engine/sweep_spec.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "sweeps/engine/axes.h"

namespace tessera::sweep {
namespace {

const std::filesystem::path kBadDir = "tests/sweeps/bad";

std::string readFile(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SweepSpec, SmallLoadsAsWritten) {
  Expected<SweepSpec> spec = loadSweepFile("tests/sweeps/data/small.yaml");
  ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  EXPECT_EQ(spec->name, "small");
  EXPECT_EQ(spec->base_display, "configs/tiny_4x4_int8.yaml");
  ASSERT_EQ(spec->models.size(), 1u);
  EXPECT_EQ(spec->models[0].name, "tiny_topology");
  EXPECT_TRUE(spec->models[0].topology_csv);
  ASSERT_EQ(spec->axes.size(), 4u);
  EXPECT_EQ(spec->axes[0].paths, (std::vector<std::string>{"pe_array.rows", "pe_array.cols"}));
  EXPECT_EQ(spec->axes[0].values.size(), 2u);
  EXPECT_EQ(spec->axes[0].values[1][1].text, "8");
  EXPECT_EQ(spec->axes[1].values[0][0].text, "4KiB");
  EXPECT_EQ(spec->axes[2].paths, (std::vector<std::string>{"precision.weight_bits", "precision.activation_bits"}));
  EXPECT_EQ(spec->axes[3].paths, (std::vector<std::string>{"compiler.objective"}));
  EXPECT_EQ(gridSize(*spec), 16);
  EXPECT_FALSE(spec->sampling.random);
  ASSERT_EQ(spec->constraints.size(), 1u);
  EXPECT_EQ(spec->constraints[0].metric, "area_um2");
  EXPECT_TRUE(spec->constraints[0].on_spec);
  EXPECT_DOUBLE_EQ(spec->constraints[0].bound, 1e9);
  EXPECT_EQ(spec->objectives, (std::vector<Objective>{Objective::kLatency, Objective::kEnergy, Objective::kArea}));
  EXPECT_TRUE(spec->store_layers);
}

TEST(SweepSpec, CommittedSweepsLoad) {
  for (const char* file : {"sweeps/quickstart.yaml", "sweeps/resnet50_10k.yaml", "sweeps/explore_resnet50.yaml",
                           "sweeps/explore_bert.yaml", "sweeps/explore_resnet50_5e9.yaml"}) {
    if (!std::filesystem::exists("models/cache/zoo")) GTEST_SKIP() << "models/cache/zoo missing: run scripts/setup.sh";
    Expected<SweepSpec> spec = loadSweepFile(file);
    EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  }
}

TEST(AxisKey, ParsesSingleAndTiedKeys) {
  using detail::parseAxisKey;
  EXPECT_EQ(parseAxisKey("pe_array.rows").paths, (std::vector<std::string>{"pe_array.rows"}));
  auto tied = parseAxisKey("pe_array.[rows, cols]");
  EXPECT_EQ(tied.paths, (std::vector<std::string>{"pe_array.rows", "pe_array.cols"}));
  EXPECT_EQ(tied.offsets, (std::vector<std::size_t>{10, 16}));
  EXPECT_EQ(parseAxisKey("[precision.weight_bits,compiler.quant]").paths,
            (std::vector<std::string>{"precision.weight_bits", "compiler.quant"}));
  EXPECT_EQ(parseAxisKey("pe_array.[rows,cols").error_offset, std::optional<std::size_t>(19));
  EXPECT_TRUE(parseAxisKey("pe_array[rows]").error_offset.has_value());
  EXPECT_TRUE(parseAxisKey("pe_array.[rows,]").error_offset.has_value());
  EXPECT_TRUE(parseAxisKey("pe array.rows").error_offset.has_value());
}

TEST(AxisValue, JsonKeepsNumbersAndBooleans) {
  EXPECT_EQ(AxisValue::scalar("16").toJson(), 16);
  EXPECT_EQ(AxisValue::scalar("0.5").toJson(), 0.5);
  EXPECT_EQ(AxisValue::scalar("true").toJson(), true);
  EXPECT_EQ(AxisValue::scalar("64KiB").toJson(), "64KiB");
  EXPECT_EQ((AxisValue::scalar("16", true).toJson()), "16");
  AxisValue list = AxisValue::list({AxisValue::scalar("relu"), AxisValue::scalar("add")});
  EXPECT_EQ(list.toJson(), nlohmann::ordered_json::parse(R"(["relu", "add"])"));
  EXPECT_EQ(list.toText(), "[relu, add]");
}

std::vector<std::string> badSweeps() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(kBadDir))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class BadSweep : public testing::TestWithParam<std::string> {};

TEST_P(BadSweep, FailsWithTheGoldenDiagnostics) {
  const std::filesystem::path file = kBadDir / (GetParam() + ".yaml");
  const std::filesystem::path golden = kBadDir / (GetParam() + ".out");
  ASSERT_TRUE(std::filesystem::exists(golden)) << "missing golden " << golden;
  Expected<SweepSpec> spec = loadSweepFile(file);
  ASSERT_FALSE(spec.ok()) << file << " unexpectedly loaded";
  for (const Diagnostic& d : spec.status().diagnostics()) {
    EXPECT_FALSE(d.location.file.empty()) << "every diagnostic names its file";
    EXPECT_FALSE(d.message.empty());
  }
  EXPECT_EQ(render(spec.status().diagnostics()), readFile(golden));
}

INSTANTIATE_TEST_SUITE_P(Golden, BadSweep, testing::ValuesIn(badSweeps()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(BadSweepSet, HasAtLeastTwentyCases) { EXPECT_GE(badSweeps().size(), 20u); }

}  // namespace
}  // namespace tessera::sweep
