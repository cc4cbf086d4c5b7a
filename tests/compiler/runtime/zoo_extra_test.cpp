// Models nobody tuned for (models/export_zoo.py --set extra, exported by
// scripts/setup.sh into models/cache/zoo_extra): the six smallest compile
// on every reference config, and quantized ShuffleNetV2 (a channel split
// sized by Shape arithmetic, channel shuffles, a mean over height and width)
// and RegNetY-400MF (squeeze-excitation blocks) run on the functional core
// bit for bit equal to the reference executor.
// scripts/exact_matrix.sh with SET=extra covers all of them
// (docs/exact_matrix_extra.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/compile.h"
#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/runtime/runtime.h"
#include "hw/spec/loader.h"
#include "hw/support/diagnostic.h"
#include "tests/compiler/runtime/fashion_fixture.h"

namespace tessera::runtime {
namespace {

using namespace testing;

const fs::path kExtra = "models/cache/zoo_extra";

std::vector<fs::path> configs() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator("configs"))
    if (entry.path().extension() == ".yaml") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

// The float models through the whole backend (mapping, memory plan, codegen)
// on every config, their MACs accounted; each fits every config's DRAM.
TEST(ZooExtra, SmallestModelsCompileOnEveryConfig) {
  ASSERT_TRUE(fs::exists(kExtra)) << "run scripts/setup.sh to export the extra zoo";
  const std::vector<fs::path> specs = configs();
  ASSERT_GE(specs.size(), 8u);
  for (const char* name :
       {"shufflenet_v2_x0_5", "mnasnet0_5", "mobilenet_v3_small", "regnet_x_400mf", "regnet_y_400mf", "squeezenet1_0"}) {
    const fs::path model = kExtra / (std::string(name) + ".onnx");
    Expected<backend::KernelGraph> graph = backend::prepareModel(model);
    ASSERT_TRUE(graph.ok()) << name << ": " << render(graph.status().diagnostics());
    for (const fs::path& config : specs) {
      SCOPED_TRACE(std::string(name) + " on " + config.stem().string());
      const hw::Spec spec = hw::loadSpecFile(config).value();
      Expected<compiler::Compiled> compiled = compiler::compile(*graph, spec, {});
      ASSERT_TRUE(compiled.ok()) << render(compiled.status().diagnostics());
      EXPECT_EQ(compiled->estimate.totals.macs, graph->macs());
      ASSERT_TRUE(compiled->program.has_value());
      EXPECT_GT(compiled->program->size(), 0u);
      EXPECT_LE(compiled->program->memory.total_bytes, static_cast<std::int64_t>(spec.params().dram.bytes));
    }
  }
}

/// An extra zoo model and what its run must show.
struct ExtraCase {
  const char* model;
  int accelerator_kernels;  ///< kernels run whole on the accelerator
};

class ZooExtraRuntime : public ::testing::TestWithParam<ExtraCase> {};

// Quantized int8 per channel, as scripts/exact_matrix.sh does, on
// edge_16x16_int8: every output element and every tensor an accelerator
// kernel writes equal the reference executor's; no warnings.
TEST_P(ZooExtraRuntime, QuantizedModelEqualsTheReferenceExecutorBitForBit) {
  const ExtraCase& c = GetParam();
  ASSERT_TRUE(fs::exists(kExtra)) << "run scripts/setup.sh to export the extra zoo";
  TempDir tmp(c.model);
  const fs::path model = quantizedZoo(tmp.path, c.model, quant::CalibMethod::kMinMax, kExtra);
  ASSERT_FALSE(model.empty());
  compileInto(model, "configs/edge_16x16_int8.yaml", tmp.path / "compiled");
  Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "compiled");
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  Expected<onnx_io::NamedTensor> image =
      onnx_io::readTensorFile(kExtra / (std::string(c.model) + "_inputs") / "input_0.pb");
  ASSERT_TRUE(image.ok());
  const std::map<std::string, ir::Tensor> inputs{{"input", image->tensor}};
  RunReport report;
  Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report);
  ASSERT_TRUE(got.ok()) << messages(got.status());
  Expected<ir::Graph> g = onnx_io::importOnnxFile(model);
  ASSERT_TRUE(g.ok());
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(g.value(), kIntegerPipeline, context).ok());
  Expected<std::vector<ir::Tensor>> want = exec::execute(*g, inputs);
  ASSERT_TRUE(want.ok()) << messages(want.status());
  expectIdentical(*got, *want, c.model);
  EXPECT_EQ(report.accelerator_kernels, c.accelerator_kernels);
  for (const std::string& w : report.warnings) ADD_FAILURE() << w;
  Expected<std::vector<KernelComparison>> compared = compiled->compare(inputs);
  ASSERT_TRUE(compared.ok()) << messages(compared.status());
  int checked = 0;
  for (const KernelComparison& k : *compared) {
    EXPECT_EQ(k.mismatches, 0) << k.kernel << ": " << k.tensor << " element " << k.first_index << ": " << k.got
                               << ", the reference " << k.want;
    checked += k.note.empty() && !k.input;
  }
  EXPECT_EQ(checked, c.accelerator_kernels);
}

INSTANTIATE_TEST_SUITE_P(Extra, ZooExtraRuntime,
                         ::testing::Values(ExtraCase{"shufflenet_v2_x0_5", 40}, ExtraCase{"regnet_y_400mf", 69}),
                         [](const ::testing::TestParamInfo<ExtraCase>& info) { return std::string(info.param.model); });

}  // namespace
}  // namespace tessera::runtime
