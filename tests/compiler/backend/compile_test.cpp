// End-to-end codegen: the Fashion-MNIST CNN (models/fashion_mnist) compiled
// for every reference config passes the schedule checker (no deadlock, every
// queue empty, no race, every address inside its buffer and a memory-plan
// region), and its memory plan never places two live tensors on the same bytes.
#include <gtest/gtest.h>

#include <filesystem>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/program/schedule_check.h"
#include "tests/compiler/backend/backend_builders.h"

namespace tessera::backend {
namespace {

TEST(CompileFashionCnn, EveryConfigRunsCleanly) {
  auto graph = prepareModel("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator("configs"))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 8u);
  for (const auto& file : files) {
    const hw::Spec spec = testing::loadConfig(file.stem().string());
    MappingCache cache;
    auto estimate = backend::estimate(spec, *graph, {}, &cache);
    ASSERT_TRUE(estimate.ok()) << file;
    auto mappings = chooseMappings(spec, *graph, Objective::kLatency, &cache);
    ASSERT_TRUE(mappings.ok()) << file;
    auto program = generateProgram(spec, *graph, *mappings);
    ASSERT_TRUE(program.ok()) << file << ": " << render(program.status().diagnostics());
    const CheckReport report = checkProgram(spec, *program);
    EXPECT_TRUE(report.ok()) << file << ": " << (report.deadlock ? report.deadlock_detail : "")
                             << (report.errors.empty() ? "" : report.errors.front());
    // Every kernel but the views emitted instructions; the array kernels hold the MACs.
    for (const ProgramKernel& k : program->kernels)
      EXPECT_EQ(k.count == 0, k.kind == KernelKind::kView || k.mode == PlanMode::kNone) << file << " " << k.name;
    const MemoryPlan& m = program->memory;
    EXPECT_LE(m.peak_activation_bytes, m.naive_activation_bytes) << file;
    EXPECT_GE(m.peak_activation_bytes, m.live_activation_bytes) << file;
    EXPECT_LE(m.total_bytes, spec.params().dram.bytes) << file;
  }
}

}  // namespace
}  // namespace tessera::backend
