// Sweep specs: a good file loads with every field as written; every
// tests/sweeps/bad/NAME.yaml fails with exactly the diagnostics in NAME.out
// (regenerate with scripts/update_goldens.sh after a deliberate change).
#include "sweeps/engine/sweep_spec.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/onnx/exporter.h"
#include "sweeps/engine/axes.h"
#include "tests/compiler/passes/ir_builder.h"

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

TEST(SweepSpec, LayerPrecisionExpandsToOneAxisPerMatrixLayer) {
  Expected<SweepSpec> spec = loadSweepFile("sweeps/explore_layer_precision.yaml");
  ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  ASSERT_TRUE(spec->layer_precision.has_value());
  const std::vector<std::string> layers = {"/conv1/Conv", "/conv2/Conv", "/fc1/Gemm", "/fc2/Gemm"};
  EXPECT_EQ(spec->layer_precision->layers, layers);
  EXPECT_EQ(spec->layer_precision->choices, (std::vector<std::string>{"int4", "int8"}));
  EXPECT_EQ(spec->layer_precision->assignments, 16);
  // The hardware axes first, then one categorical axis per layer in the model's order.
  ASSERT_EQ(spec->axes.size(), 5u + layers.size());
  for (std::size_t i = 0; i < layers.size(); ++i) {
    const Axis& axis = spec->axes[5 + i];
    EXPECT_EQ(axis.layer, layers[i]);
    EXPECT_EQ(axis.paths, (std::vector<std::string>{"compiler.layer_precision." + layers[i]}));
    ASSERT_EQ(axis.values.size(), 2u);
    EXPECT_EQ(axis.values[0][0].text, "int4");
    EXPECT_EQ(axis.values[1][0].text, "int8");
  }
  EXPECT_EQ(gridSize(*spec), 3 * 3 * 2 * 3 * 4 * 16);
}

/// A model of `count` chained Gemms written to `file` (tests need more layers than the Fashion-MNIST CNN's four).
void writeChainOfGemms(const std::filesystem::path& file, int count) {
  passes::test_support::Builder b(13);
  ir::ValueId x = b.input("x", {1, 4});
  for (int i = 0; i < count; ++i) {
    ir::ValueId w = b.constant("w" + std::to_string(i), {4, 4}, std::vector<float>(16, 0.25f));
    x = b.node("Gemm", {x, w}, "g" + std::to_string(i), {1, 4});
    b.graph.nodes.back().name = "gemm" + std::to_string(i);
  }
  b.graph.outputs = {x};
  ASSERT_TRUE(onnx_io::exportOnnxFile(b.graph, file).ok());
}

TEST(SweepSpec, LayerPrecisionGridIsBounded) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "tessera_layer_precision_grid";
  std::filesystem::create_directories(dir);
  writeChainOfGemms(dir / "chain13.onnx", 13);
  const std::string base = std::filesystem::absolute("configs/edge_16x16_int8.yaml").string();
  auto sweep = [&](const std::string& sampling) {
    return "name: chain\nbase: " + base + "\nmodels: [chain13.onnx]\naxes:\n" +
           "  compiler.layer_precision: {choices: [int4, int8], layers: all}\nsampling: " + sampling +
           "\nfidelity: analytical\nobjectives: [latency, energy]\n";
  };
  // 2^13 = 8192 assignments: too many to enumerate, with a message that says so and what to do.
  Expected<hw::YamlDocument> grid = hw::parseYamlText(sweep("grid"), "chain.yaml", dir);
  ASSERT_TRUE(grid.ok());
  Expected<SweepSpec> refused = loadSweep(*grid);
  ASSERT_FALSE(refused.ok());
  const std::string message = render(refused.status().diagnostics());
  EXPECT_NE(message.find("chain.yaml:6:11: sampling: the per-layer precision axis (line 5) has 2^13 = 8192 "
                         "assignments of its 13 layers, more than 4096 for grid sampling; use a search"),
            std::string::npos)
      << message;
  // A search over the same axis is fine: 13 decision variables.
  Expected<hw::YamlDocument> search =
      hw::parseYamlText(sweep("{search: nsga2, budget: 64, seed: 1, population: 16}"), "chain.yaml", dir);
  ASSERT_TRUE(search.ok());
  Expected<SweepSpec> spec = loadSweep(*search);
  ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  EXPECT_EQ(spec->axes.size(), 13u);
  EXPECT_EQ(spec->layer_precision->assignments, 8192);
  std::filesystem::remove_all(dir);
}

TEST(BadSweepSet, HasAtLeastTwentyCases) { EXPECT_GE(badSweeps().size(), 20u); }

}  // namespace
}  // namespace tessera::sweep
