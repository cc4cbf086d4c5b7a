// The Verilated compute unit against sim::FunctionalCore and the timing rule.
//
// Random COMPUTE streams (tile shapes, depths, accumulate/overwrite, weight
// preload and reuse, random buffer contents) run through the RTL, whose
// memory ports read and write a FunctionalCore's buffers, and through the
// functional core itself: every element of every buffer must be equal. The
// instructions are offered back to back, as the compute unit's queue would:
// the cycle each is taken and the cycle its results are visible must equal
// hw::model::computeTiming's issue and latency, with in-order completion
// exactly as the SystemC model's compute unit applies them.
#include <gtest/gtest.h>
#include <verilated.h>

#include <random>

#include "Vcu_edge_16x16_int8.h"
#include "Vcu_edge_8x32_int8.h"
#include "Vcu_edge_8x8_int8.h"
#include "Vcu_tiny_4x4_int8.h"
#include "Vcu_tiny_4x4_int8_os.h"
#include "hw/isa/encode.h"
#include "hw/model/timing.h"
#include "hw/spec/loader.h"
#include "rtl/glue/compute_driver.h"

namespace tessera::rtl {
namespace {

struct StreamOptions {
  int instructions = 300;
  int max_depth = 40;
  /// A tile with fewer rows than the one before makes the RTL's interlock
  /// wait (see tessera_compute_unit.sv); off: rows never shrink.
  bool shrinking_rows = false;
};

std::vector<isa::Instruction> randomStream(const hw::Spec& spec, std::mt19937_64& random, const StreamOptions& o) {
  const auto pe_rows = static_cast<std::uint64_t>(spec.params().pe_array.rows);
  const auto pe_cols = static_cast<std::uint64_t>(spec.params().pe_array.cols);
  const auto in_rows = static_cast<std::uint64_t>(spec.buffer(hw::BufferKind::kInput).total_rows);
  const auto wt_rows = static_cast<std::uint64_t>(spec.buffer(hw::BufferKind::kWeight).total_rows);
  const auto out_rows = static_cast<std::uint64_t>(spec.buffer(hw::BufferKind::kOutput).total_rows);
  const bool os = spec.params().pe_array.dataflow == hw::Dataflow::kOutputStationary;
  std::vector<isa::Instruction> out;
  std::uint64_t preloaded = 0, previous_rows = 0;
  for (int k = 0; k < o.instructions; ++k) {
    isa::Instruction in;
    in.opcode = isa::Opcode::kCompute;
    isa::ComputeFields& c = in.compute;
    // Short streams (depth 1, as in dense layers) a third of the time.
    c.depth = random() % 3 == 0 ? 1 : 1 + random() % static_cast<std::uint64_t>(o.max_depth);
    c.preload_weights = os || preloaded == 0 || random() % 2 == 0;
    c.tile_rows = 1 + random() % pe_rows;
    if (!c.preload_weights) c.tile_rows = 1 + random() % preloaded;
    if (!o.shrinking_rows && c.tile_rows < previous_rows)
      c.tile_rows = std::min(previous_rows, c.preload_weights ? pe_rows : preloaded);
    c.tile_cols = 1 + random() % pe_cols;
    c.input_row = random() % (in_rows - c.depth + 1);
    c.output_row = random() % (out_rows - c.depth + 1);
    if (c.preload_weights) c.weight_row = random() % (wt_rows - c.tile_rows + 1);
    c.accumulate = random() % 2 == 0;
    if (c.preload_weights) preloaded = c.tile_rows;
    previous_rows = c.tile_rows;
    out.push_back(in);
  }
  return out;
}

void fillBuffers(const hw::Spec& spec, sim::FunctionalCore& core, std::mt19937_64& random) {
  for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
    const hw::BufferGeometry& g = spec.buffer(kind);
    for (std::int64_t r = 0; r < g.total_rows; ++r) {
      std::int64_t* row = core.bufferRow(kind, r);
      for (std::int64_t e = 0; e < g.elements_per_row; ++e) {
        // A fifth of the values zero (zero gating), the rest anywhere in the element's range.
        const std::int64_t value = random() % 5 == 0 ? 0 : static_cast<std::int64_t>(random());
        row[e] = signExtend(static_cast<std::uint64_t>(value), g.element_bits);
      }
    }
  }
}

struct Times {
  std::vector<std::int64_t> start, done;
};

/// What the SystemC model's compute unit does with the same stream offered back to back.
Times modelTimes(const hw::Spec& spec, const std::vector<isa::Instruction>& stream) {
  Times t;
  std::int64_t free_at = 0, last_done = 0;
  for (const isa::Instruction& in : stream) {
    const hw::model::UnitTiming time = hw::model::instructionTiming(spec, in);
    const std::int64_t start = free_at;
    last_done = std::max(start + time.latency, last_done);
    t.start.push_back(start);
    t.done.push_back(last_done);
    free_at = start + time.issue;
  }
  return t;
}

template <class Model>
Times rtlTimes(const hw::Spec& spec, const std::vector<isa::Instruction>& stream, sim::FunctionalCore& core,
               std::string& error) {
  const isa::IsaLayout layout = isa::layoutFor(spec);
  VerilatedContext context;
  Model model(&context);
  ComputeUnitDriver<Model> driver(spec, model, core);
  driver.reset();
  Times t;
  t.done.assign(stream.size(), -1);
  std::vector<std::uint64_t> word;
  auto noteCompletions = [&] {
    for (std::uint32_t k = 0; k < driver.completed() && k < stream.size(); ++k)
      if (t.done[k] < 0) t.done[k] = driver.now();
  };
  for (const isa::Instruction& in : stream) {
    Expected<std::vector<std::uint64_t>> encoded = isa::encode(layout, in);
    if (!encoded) {
      error = render(encoded.status().diagnostics());
      return t;
    }
    word = *encoded;
    for (int wait = 0;; ++wait) {
      const std::int64_t cycle = driver.now();
      const bool took = driver.cycle(word);
      noteCompletions();
      if (took) {
        t.start.push_back(cycle);
        break;
      }
      if (wait > 100000) {
        error = "the compute unit never took an instruction";
        return t;
      }
    }
  }
  for (int drain = 0; driver.completed() < stream.size() && drain < 100000; ++drain) {
    driver.cycle();
    noteCompletions();
  }
  if (driver.error()) error = *driver.error();
  if (model.illegal) error = "the compute unit flagged an instruction as illegal";
  model.final();
  return t;
}

template <class Model>
void expectBitAndCycleExact(const std::string& config, const StreamOptions& options, bool expect_model_timing) {
  Expected<hw::Spec> loaded = hw::loadSpecFile(config);
  ASSERT_TRUE(loaded.ok()) << render(loaded.status().diagnostics());
  const hw::Spec& spec = *loaded;
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    std::mt19937_64 random(seed);
    sim::FunctionalCore rtl_core(spec, 64);
    fillBuffers(spec, rtl_core, random);
    sim::FunctionalCore reference = rtl_core;
    const std::vector<isa::Instruction> stream = randomStream(spec, random, options);
    for (size_t k = 0; k < stream.size(); ++k) {
      Status s = reference.execute(stream[k]);
      ASSERT_TRUE(s.ok()) << "instruction " << k << ": " << render(s.diagnostics());
    }
    std::string error;
    const Times rtl = rtlTimes<Model>(spec, stream, rtl_core, error);
    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(rtl.start.size(), stream.size());
    int mismatches = 0;
    for (hw::BufferKind kind : {hw::BufferKind::kInput, hw::BufferKind::kWeight, hw::BufferKind::kOutput}) {
      const hw::BufferGeometry& g = spec.buffer(kind);
      for (std::int64_t r = 0; r < g.total_rows; ++r)
        for (std::int64_t e = 0; e < g.elements_per_row; ++e)
          if (rtl_core.bufferElement(kind, r, e) != reference.bufferElement(kind, r, e) && ++mismatches <= 5)
            ADD_FAILURE() << config << " seed " << seed << ": " << hw::name(kind) << " row " << r << " element " << e
                          << ": RTL " << rtl_core.bufferElement(kind, r, e) << ", functional core "
                          << reference.bufferElement(kind, r, e);
    }
    EXPECT_EQ(mismatches, 0);
    if (!expect_model_timing) continue;
    const Times model = modelTimes(spec, stream);
    int late = 0;
    for (size_t k = 0; k < stream.size(); ++k)
      if ((rtl.start[k] != model.start[k] || rtl.done[k] != model.done[k]) && ++late <= 5)
        ADD_FAILURE() << config << " seed " << seed << ", instruction " << k << " ("
                      << isa::toAssembly(stream[k]) << "): RTL taken at " << rtl.start[k] << ", done at "
                      << rtl.done[k] << "; timing rule " << model.start[k] << ", " << model.done[k];
    EXPECT_EQ(late, 0);
  }
}

TEST(RtlComputeUnit, Tiny4x4MatchesFunctionalCoreAndTiming) {
  expectBitAndCycleExact<Vcu_tiny_4x4_int8>("configs/tiny_4x4_int8.yaml", {}, true);
}
TEST(RtlComputeUnit, Edge8x8ZeroGatedMatchesFunctionalCoreAndTiming) {
  expectBitAndCycleExact<Vcu_edge_8x8_int8>("configs/edge_8x8_int8.yaml", {}, true);
}
TEST(RtlComputeUnit, Edge16x16MatchesFunctionalCoreAndTiming) {
  expectBitAndCycleExact<Vcu_edge_16x16_int8>("configs/edge_16x16_int8.yaml", {.instructions = 150}, true);
}
TEST(RtlComputeUnit, Edge8x32MatchesFunctionalCoreAndTiming) {
  expectBitAndCycleExact<Vcu_edge_8x32_int8>("configs/edge_8x32_int8.yaml", {.instructions = 150}, true);
}
TEST(RtlComputeUnit, OutputStationaryMatchesFunctionalCoreAndTiming) {
  expectBitAndCycleExact<Vcu_tiny_4x4_int8_os>("tests/rtl/data/tiny_4x4_int8_os.yaml", {}, true);
}
/// A word that is not a COMPUTE is flagged (illegal, sticky), not executed.
TEST(RtlComputeUnit, NonComputeWordIsFlaggedNotRun) {
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
  ASSERT_TRUE(spec.ok());
  sim::FunctionalCore core(*spec, 64);
  VerilatedContext context;
  Vcu_tiny_4x4_int8 model(&context);
  ComputeUnitDriver<Vcu_tiny_4x4_int8> driver(*spec, model, core);
  driver.reset();
  isa::Instruction load;
  load.opcode = isa::Opcode::kLoad;
  load.transfer.rows = 1;
  Expected<std::vector<std::uint64_t>> word = isa::encode(isa::layoutFor(*spec), load);
  ASSERT_TRUE(word.ok());
  EXPECT_FALSE(model.illegal);
  driver.cycle(*word);
  for (int i = 0; i < 4; ++i) driver.cycle();
  EXPECT_TRUE(model.illegal);
  EXPECT_EQ(driver.accepted(), 0u);
  EXPECT_EQ(driver.completed(), 0u);
  EXPECT_FALSE(model.busy);
  model.final();
}

/// Shrinking tiles on short streams: still bit-exact (the interlock waits).
TEST(RtlComputeUnit, ShrinkingRowsStayBitExact) {
  expectBitAndCycleExact<Vcu_edge_8x8_int8>("configs/edge_8x8_int8.yaml", {.shrinking_rows = true}, false);
}

}  // namespace
}  // namespace tessera::rtl
