// What the timed runtime's tests share: a convolution of constant weights,
// a small model compiled and its timing simulated, one kernel's simulated
// cycles against its estimate.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "compiler/backend/program/schedule_check.h"
#include "compiler/runtime/timed_executor.h"
#include "hw/model/banks.h"
#include "tests/compiler/backend/compile_helpers.h"
#include "tests/compiler/passes/ir_builder.h"
#include "tests/compiler/runtime/fashion_fixture.h"

namespace tessera::runtime::testing {

/// A convolution of `x` with bias, weights 0.5 and biases 0.25: k output
/// channels of c input channels and kernel rows x cols taps, output `shape`.
inline ir::ValueId constantConv(passes::test_support::Builder& b, ir::ValueId x, std::int64_t k, std::int64_t c,
                                std::int64_t rows, std::int64_t cols, const std::string& name, ir::Shape shape,
                                std::map<std::string, ir::Attribute> attributes = {}) {
  ir::ValueId w = b.constant("w_" + name, {k, c, rows, cols}, std::vector<float>(k * c * rows * cols, 0.5f));
  ir::ValueId bias = b.constant("b_" + name, {k}, std::vector<float>(k, 0.25f));
  return b.node("Conv", {x, w, bias}, name, std::move(shape), std::move(attributes));
}

/// Lowers `model` into `kernels` kernels, compiles it on `config`, simulates
/// its timing and expects kernel `which`'s simulated cycles within
/// `tolerance` (the per-layer goal, 5 %) of its estimate.
inline void expectKernelNearItsEstimate(const std::string& config, const ir::Graph& model, std::size_t kernels,
                                 std::size_t which = 0, double tolerance = 0.05) {
  Expected<hw::Spec> loaded = hw::loadSpecFile(config);
  ASSERT_TRUE(loaded.ok()) << messages(loaded.status());
  const hw::Spec& spec = *loaded;
  const backend::KernelGraph graph = backend::testing::lowered(model, "fuse");
  ASSERT_EQ(graph.kernels.size(), kernels);
  Expected<compiler::Compiled> compiled = compiler::compile(graph, spec);
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  Expected<TimedReport> timed = simulateTiming(spec, *compiled->program);
  ASSERT_TRUE(timed.ok()) << messages(timed.status());
  ASSERT_EQ(timed->kernels.size(), kernels);
  const KernelCycles& k = timed->kernels.at(which);
  const double estimated = compiled->estimate.layers.at(static_cast<std::size_t>(k.index)).cycles;
  EXPECT_NEAR(static_cast<double>(k.attributed) / estimated, 1.0, tolerance)
      << "simulated " << k.attributed << ", estimate " << estimated;
}

/// The schedule checker's weighted run of `program` (its cycles and busy time; no race tracking).
inline backend::CheckReport weightedCheck(const hw::Spec& spec, const backend::Program& program) {
  backend::CheckOptions weighted;
  weighted.weighted = true;
  weighted.check_races = false;
  return backend::checkProgram(spec, program, weighted);
}

/// `instructions` of a Program of `total_bytes` on the SystemC model, timing only (no data).
inline Expected<sim::tlm::TimedStats> runTimingOnly(const hw::Spec& spec,
                                                    const std::vector<isa::Instruction>& instructions,
                                                    std::int64_t total_bytes) {
  sim::FunctionalCore core(spec, std::max<std::int64_t>(total_bytes, 1));
  sim::tlm::TimedRun run;
  run.instructions = &instructions;
  run.apply_effects = false;
  return sim::tlm::runTimed(spec, run, core);
}

/// Cycles in which two units held one bank port, over every instruction's issue interval as `stats` ran it.
inline std::int64_t portOverlapCycles(const hw::Spec& spec, const std::vector<isa::Instruction>& instructions,
                                      const sim::tlm::TimedStats& stats) {
  hw::model::BankConflictCounter overlaps(spec);
  for (size_t i = 0; i < instructions.size(); ++i)
    overlaps.add(hw::model::bankUse(spec, instructions[i], instructions[i].compute.tile_rows), stats.times[i].start,
                 stats.times[i].issue);
  return overlaps.count().total();
}

}  // namespace tessera::runtime::testing
