// Bank-port and DRAM-bus claims (hw/model/banks.h) on a whole model: the
// SystemC model and the schedule checker ask for ports at the same cycles,
// so their cycles agree to the cycle also where a refused unit finds a port
// already claimed by another. Timing only (the float model: no data).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/runtime/timed_executor.h"
#include "tests/compiler/runtime/fashion_fixture.h"
#include "tests/compiler/runtime/timed_fixture.h"

namespace tessera::runtime {
namespace {

using namespace testing;

// SqueezeNet on scalesim_32x32_ws (one transfer in flight): in
// features.9/squeeze a bias row's LOAD, refused the bus, found output bank
// 0's write port claimed by a COMPUTE and claimed nothing. The checker asked
// again at its next event, a cycle later, and claimed; the SystemC model
// waited for the bus and let the next COMPUTE in first. The model ran 90
// cycles longer than the checker (1,435,814 against 1,435,724; EfficientNet-B0
// 16 cycles shorter). A unit kept from claiming now asks again the next
// cycle in both.
TEST(PortClaims, AUnitKeptFromClaimingAsksAgainNextCycleInBothModels) {
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/scalesim_32x32_ws.yaml");
  ASSERT_TRUE(spec.ok()) << messages(spec.status());
  Expected<compiler::Compiled> compiled =
      compiler::compile("models/cache/zoo/squeezenet1_1.onnx", *spec, compiler::CompileOptions{});
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  const backend::Program& program = *compiled->program;
  const backend::CheckReport check = weightedCheck(*spec, program);
  ASSERT_FALSE(check.deadlock) << check.deadlock_detail;
  const std::vector<isa::Instruction> instructions = program.decoded();
  Expected<sim::tlm::TimedStats> stats = runTimingOnly(*spec, instructions, program.memory.total_bytes);
  ASSERT_TRUE(stats.ok()) << messages(stats.status());
  EXPECT_EQ(stats->cycles, check.steps);
  for (size_t u = 0; u < 4; ++u) EXPECT_EQ(stats->units[u].busy_cycles, check.busy[u]) << "unit " << u;
  EXPECT_EQ(portOverlapCycles(*spec, instructions, *stats), 0) << "still no two units on one port at once";
}

}  // namespace
}  // namespace tessera::runtime
