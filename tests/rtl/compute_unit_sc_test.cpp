// The compute unit Verilated as a SystemC module (verilator --sc) inside the
// SystemC accelerator as its clocked compute unit (rtl/glue/cosim_sc.h):
// random COMPUTE streams, offered back to back as the compute unit starts
// them, give the functional core's buffers element for element and the TLM
// compute unit's cycles instruction for instruction (start, issue, done),
// so consecutive COMPUTEs overlap inside the RTL exactly as the timing rule
// says, the array's order interlock (a tile with fewer rows than the one
// before, after a short stream) included.
#include <gtest/gtest.h>

#include <random>

#include "hw/isa/encode.h"
#include "hw/sim/functional.h"
#include "hw/sim/tlm/timed_core.h"
#include "hw/spec/loader.h"
#include "rtl/glue/compute_driver.h"  // signExtend
#include "rtl/glue/cosim.h"

namespace tessera::rtl {
namespace {

const hw::Spec& tiny() {
  static const hw::Spec spec = [] {
    Expected<hw::Spec> loaded = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
    EXPECT_TRUE(loaded.ok());
    Status used = useRtlComputeUnit(*loaded);  // before the process's first timed run
    EXPECT_TRUE(used.ok()) << (used.diagnostics().empty() ? "" : used.diagnostics().front().message);
    return std::move(loaded).value();
  }();
  return spec;
}

/// A core whose buffers hold random values (a fifth of them zero).
sim::FunctionalCore randomCore(const hw::Spec& spec, std::mt19937_64& random) {
  sim::FunctionalCore core(spec, 64);
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    for (std::int64_t r = 0; r < g.total_rows; ++r)
      for (std::int64_t e = 0; e < g.elements_per_row; ++e)
        core.bufferRow(kind, r)[e] = random() % 5 == 0 ? 0 : signExtend(random(), g.element_bits);
  }
  return core;
}

/// `count` random COMPUTEs then HALT; `shrink`: a preloading tile may have fewer rows than the one before.
std::vector<isa::Instruction> randomComputes(std::mt19937_64& random, int count, bool shrink) {
  std::vector<isa::Instruction> stream;
  std::uint64_t rows = 0;
  for (int k = 0; k < count; ++k) {
    isa::Instruction in;
    in.opcode = isa::Opcode::kCompute;
    isa::ComputeFields& c = in.compute;
    c.depth = random() % 3 == 0 ? 1 : 1 + random() % 30;
    c.preload_weights = k == 0 || random() % 2 == 0;
    const std::uint64_t drawn = 1 + random() % 4;
    c.tile_rows = !c.preload_weights ? rows : shrink ? drawn : std::max(rows, drawn);
    c.tile_cols = 1 + random() % 4;
    c.input_row = random() % (1024 - c.depth);
    c.output_row = random() % (256 - c.depth);
    c.weight_row = c.preload_weights ? random() % 1000 : 0;
    c.accumulate = random() % 2 == 0;
    rows = c.tile_rows;
    stream.push_back(in);
  }
  stream.push_back(isa::Instruction{});  // HALT
  return stream;
}

struct Ran {
  sim::tlm::TimedStats stats;
  sim::FunctionalCore core;
};

Ran run(const std::vector<isa::Instruction>& stream, const sim::FunctionalCore& from, bool rtl) {
  sim::tlm::TimedRun timed;
  timed.instructions = &stream;
  timed.clocked_compute = rtl;
  Ran out{{}, from};
  Expected<sim::tlm::TimedStats> stats = sim::tlm::runTimed(tiny(), timed, out.core);
  EXPECT_TRUE(stats.ok()) << (stats.ok() || stats.status().diagnostics().empty() ? ""
                                                                                   : stats.status().diagnostics().front().message);
  if (stats) out.stats = *stats;
  return out;
}

int bufferMismatches(const hw::Spec& spec, const sim::FunctionalCore& got, const sim::FunctionalCore& want) {
  int mismatches = 0;
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    for (std::int64_t r = 0; r < g.total_rows; ++r)
      for (std::int64_t e = 0; e < g.elements_per_row; ++e)
        if (got.bufferElement(kind, r, e) != want.bufferElement(kind, r, e) && ++mismatches <= 5)
          ADD_FAILURE() << hw::name(kind) << " row " << r << " element " << e << ": RTL " << got.bufferElement(kind, r, e)
                        << ", functional core " << want.bufferElement(kind, r, e);
  }
  return mismatches;
}

/// Instructions whose start, issue or completion differ between the runs (the first five reported).
int timeMismatches(const std::vector<isa::Instruction>& stream, const Ran& rtl, const Ran& tlm) {
  EXPECT_EQ(rtl.stats.times.size(), stream.size());
  EXPECT_EQ(tlm.stats.times.size(), stream.size());
  int late = 0;
  for (size_t k = 0; k < stream.size() && k < rtl.stats.times.size() && k < tlm.stats.times.size(); ++k) {
    const sim::tlm::InstructionTime& r = rtl.stats.times[k];
    const sim::tlm::InstructionTime& t = tlm.stats.times[k];
    if ((r.start != t.start || r.issue != t.issue || r.done != t.done) && ++late <= 5)
      ADD_FAILURE() << "instruction " << k << " (" << isa::toAssembly(stream[k]) << "): RTL start " << r.start << " issue "
                    << r.issue << " done " << r.done << "; TLM " << t.start << ", " << t.issue << ", " << t.done;
  }
  return late;
}

TEST(RtlComputeUnitSystemC, InTheAcceleratorEqualsTheTlmComputeUnitCycleForCycle) {
  const hw::Spec& spec = tiny();
  std::mt19937_64 random(11);
  const sim::FunctionalCore start = randomCore(spec, random);
  const std::vector<isa::Instruction> stream = randomComputes(random, 300, false);
  const Ran tlm = run(stream, start, false);
  const Ran rtl = run(stream, start, true);
  EXPECT_EQ(bufferMismatches(spec, rtl.core, tlm.core), 0);
  EXPECT_EQ(timeMismatches(stream, rtl, tlm), 0);
  EXPECT_EQ(rtl.stats.cycles, tlm.stats.cycles);
  EXPECT_EQ(rtl.stats.units[1].busy_cycles, tlm.stats.units[1].busy_cycles);
  EXPECT_EQ(tlm.stats.units[1].interlock_cycles, 0) << "tiles that never shrink never meet the interlock";
  // The RTL's clock ran while it had work: some cycles, never more than the run.
  EXPECT_GT(rtl.stats.compute_unit_clocks, 0);
  EXPECT_LE(rtl.stats.compute_unit_clocks, rtl.stats.cycles);
  // A second run continues on the same module (the weights of the last tile stay in its PEs).
  const Ran again = run(stream, start, true);
  EXPECT_EQ(bufferMismatches(spec, again.core, tlm.core), 0);
  EXPECT_EQ(again.stats.cycles, tlm.stats.cycles);
}

// Tiles that shrink after a short stream: the RTL holds the next tile back
// until the previous tile's sums have left the array (its own would overtake
// them). The co-simulation found this cost; the timing model now charges it
// (hw::model::ArrayOrder), so the TLM compute unit waits the same cycles.
TEST(RtlComputeUnitSystemC, ShrinkingTilesWaitForTheOrderInterlockInBothModels) {
  const hw::Spec& spec = tiny();
  std::mt19937_64 random(5);
  const sim::FunctionalCore start = randomCore(spec, random);
  const std::vector<isa::Instruction> stream = randomComputes(random, 300, true);
  const Ran tlm = run(stream, start, false);
  const Ran rtl = run(stream, start, true);
  EXPECT_EQ(bufferMismatches(spec, rtl.core, tlm.core), 0);
  EXPECT_EQ(timeMismatches(stream, rtl, tlm), 0);
  EXPECT_GT(tlm.stats.units[1].interlock_cycles, 0) << "no shrinking tile met the interlock in 300 random COMPUTEs";
  EXPECT_EQ(rtl.stats.units[1].interlock_cycles, tlm.stats.units[1].interlock_cycles);
  EXPECT_EQ(rtl.stats.cycles, tlm.stats.cycles);
}

TEST(RtlComputeUnitSystemC, RefusesWhatTheRtlCannotRunWithTheInstructionIndex) {
  const hw::Spec& spec = tiny();
  std::mt19937_64 random(3);
  const sim::FunctionalCore start = randomCore(spec, random);
  isa::Instruction in;
  in.opcode = isa::Opcode::kCompute;
  in.compute = {.input_row = 1020, .tile_rows = 4, .tile_cols = 4, .depth = 8, .preload_weights = true};
  const std::vector<isa::Instruction> stream{in, isa::Instruction{}};
  sim::tlm::TimedRun timed;
  timed.instructions = &stream;
  timed.first_index = 40;
  timed.clocked_compute = true;
  sim::FunctionalCore core = start;
  Expected<sim::tlm::TimedStats> stats = sim::tlm::runTimed(spec, timed, core);
  ASSERT_FALSE(stats.ok());
  const std::string message = stats.status().diagnostics().front().message;
  EXPECT_NE(message.find("instruction 40"), std::string::npos) << message;
  EXPECT_NE(message.find("outside its buffer"), std::string::npos) << message;
  // A spec without a Verilated unit, or another spec than the unit's, is refused before anything runs.
  Expected<hw::Spec> other = hw::loadSpecFile("configs/edge_16x16_int8.yaml");
  ASSERT_TRUE(other.ok());
  sim::FunctionalCore other_core(*other, 64);
  const std::vector<isa::Instruction> halt{isa::Instruction{}};
  timed.instructions = &halt;
  Expected<sim::tlm::TimedStats> refused = sim::tlm::runTimed(*other, timed, other_core);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().diagnostics().front().message.find("no clocked compute unit"), std::string::npos);
  EXPECT_FALSE(useRtlComputeUnit(*other).ok()) << "a second unit after elaboration";
}

}  // namespace
}  // namespace tessera::rtl
