// The accelerator IP (hw/sim/tlm/accelerator_ip.h) in the example virtual
// platform (hw/sim/examples/platform.h): a host loads a Program and DRAM
// through TLM, starts the IP through its registers and waits for the
// interrupt. The DRAM it reads back equals stream-order execution on the
// functional core, its CYCLES register the checker's critical path; a bad
// instruction word stops it with STATUS error naming the instruction.
#include <gtest/gtest.h>

#include <memory>
#include <random>

#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/encode.h"
#include "hw/sim/examples/platform.h"
#include "tests/compiler/runtime/fashion_fixture.h"

namespace tessera::sim::examples {
namespace {

using runtime::testing::messages;

/// Every platform of this process, built before the first sc_start()
/// (SystemC elaborates once): one per spec the tests use.
struct Platforms {
  hw::Spec tiny, edge;
  std::unique_ptr<Platform> on_tiny, on_edge;
  static Platforms& get() {
    static Platforms* p = [] {
      auto* all = new Platforms{hw::loadSpecFile("configs/tiny_4x4_int8.yaml").value(),
                                hw::loadSpecFile("configs/edge_16x16_int8.yaml").value(), nullptr, nullptr};
      all->on_tiny = std::make_unique<Platform>("tiny", all->tiny, 64 << 20);
      all->on_edge = std::make_unique<Platform>("edge", all->edge, 64 << 20);
      return all;
    }();
    return *p;
  }
};

/// The job for `image` with a DRAM window of `dram_bytes` (dram.bin at its address, the rest `fill`).
Job jobFor(const isa::ProgramImage& image, std::size_t dram_bytes, const std::vector<std::uint8_t>& fill) {
  Job job;
  job.code = image.code;
  job.instructions = image.size();
  job.dram = fill;
  job.dram.resize(dram_bytes, 0);
  if (image.dram)
    std::copy(image.dram->bytes.begin(), image.dram->bytes.end(),
              job.dram.begin() + static_cast<std::ptrdiff_t>(image.dram->base_address));
  job.program_address = 0x100;
  job.dram_base = (0x100 + job.code.size() * 8 + 4095) / 4096 * 4096;
  return job;
}

// The quantized Fashion-MNIST CNN's whole Program (both segments, the host's
// share between them not run), random bytes in the activation region.
TEST(AcceleratorIp, FashionProgramThroughRegistersEqualsStreamOrderAndTheChecker) {
  runtime::testing::TempDir tmp("platform");
  const std::filesystem::path model = runtime::testing::quantizedFashion(tmp.path, true);
  Platforms& all = Platforms::get();
  for (auto [spec, platform] : {std::pair{&all.tiny, all.on_tiny.get()}, std::pair{&all.edge, all.on_edge.get()}}) {
    compiler::CompileOptions options;
    options.pipeline = runtime::testing::kIntegerPipeline;
    Expected<compiler::Compiled> compiled = compiler::compile(model, *spec, options);
    ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
    const isa::ProgramImage image = compiled->programImage();
    ASSERT_TRUE(image.dram.has_value());
    const auto dram_bytes = static_cast<std::size_t>(compiled->program->memory.total_bytes);
    std::vector<std::uint8_t> fill(dram_bytes);
    std::mt19937 random(7);
    for (auto& b : fill) b = static_cast<std::uint8_t>(random());
    Job job = jobFor(image, dram_bytes, fill);

    FunctionalCore reference(*spec, static_cast<std::int64_t>(dram_bytes));
    reference.dram() = job.dram;
    for (std::size_t i = 0; i < image.size(); ++i) {
      Status s = reference.execute(isa::decode(isa::layoutFor(*spec), image.encoded(i)).value());
      ASSERT_TRUE(s.ok()) << i << ": " << messages(s);
    }
    backend::CheckOptions weighted;
    weighted.weighted = true;
    const backend::CheckReport check = backend::checkProgram(*spec, *compiled->program, weighted);

    platform->run(job);
    EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kDone)) << platform->accelerator.lastError();
    EXPECT_TRUE(job.interrupted);
    EXPECT_EQ(job.instruction_words, static_cast<std::uint64_t>(isa::layoutFor(*spec).words));
    EXPECT_EQ(job.cycles, static_cast<std::uint64_t>(check.steps)) << spec->params().name;
    EXPECT_EQ(job.error_instruction, ~0ull);
    EXPECT_TRUE(job.dram_after == reference.dram()) << spec->params().name;
    // The interrupt comes after the cycles the accelerator ran (1 ns each).
    EXPECT_GE((job.finished - job.started).to_seconds() * 1e9, static_cast<double>(job.cycles));
    EXPECT_FALSE(platform->irq.read());  // acknowledged
  }
}

TEST(AcceleratorIp, ABadInstructionWordStopsItNamingTheInstruction) {
  Platforms& all = Platforms::get();
  const isa::IsaLayout layout = isa::layoutFor(all.tiny);
  isa::ProgramImage image;
  image.instruction_bits = layout.instruction_bits;
  for (int i = 0; i < 4; ++i) {
    isa::Instruction halt;
    const std::vector<std::uint64_t> words = isa::encode(layout, halt).value();
    image.code.insert(image.code.end(), words.begin(), words.end());
  }
  image.code[2 * static_cast<std::size_t>(layout.words)] = 0x1f;  // instruction 2: opcode 31 does not exist
  Job job = jobFor(image, 4096, {});
  all.on_tiny->run(job);
  EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kError));
  EXPECT_TRUE(job.interrupted);
  EXPECT_EQ(job.error_instruction, 2u);
  EXPECT_NE(all.on_tiny->accelerator.lastError().find("instruction 2"), std::string::npos)
      << all.on_tiny->accelerator.lastError();
  // The IP is usable again after the error was acknowledged.
  image.code[2 * static_cast<std::size_t>(layout.words)] = image.code[0];
  Job again = jobFor(image, 4096, {});
  all.on_tiny->run(again);
  EXPECT_EQ(again.status, static_cast<std::uint64_t>(tlm::IpStatus::kDone)) << all.on_tiny->accelerator.lastError();
  // Four HALTs: fetch stops at each until it completes, so each is dispatched
  // (cycle t), starts (t + 1) and completes (t + 2) before the next is fetched.
  EXPECT_EQ(again.cycles, 8u);
}

/// One register access through the host's device socket (the IP answers at once, no process needed).
::tlm::tlm_response_status poke(Platform& platform, bool read, std::uint64_t offset, std::uint64_t& value,
                              unsigned bytes = 8) {
  ::tlm::tlm_generic_payload p;
  p.set_command(read ? ::tlm::TLM_READ_COMMAND : ::tlm::TLM_WRITE_COMMAND);
  p.set_address(offset);
  p.set_data_ptr(reinterpret_cast<unsigned char*>(&value));
  p.set_data_length(bytes);
  p.set_streaming_width(bytes);
  p.set_byte_enable_ptr(nullptr);
  p.set_response_status(::tlm::TLM_INCOMPLETE_RESPONSE);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  platform.host.device->b_transport(p, delay);
  return p.get_response_status();
}

// The register map's answers: 8-byte accesses at 8-byte offsets of known
// registers; read-only registers refuse writes.
TEST(AcceleratorIp, RegisterMapAnswersAsDocumented) {
  Platforms& all = Platforms::get();
  Platform& p = *all.on_edge;
  std::uint64_t value = 1234;
  EXPECT_EQ(poke(p, false, 0x08, value), ::tlm::TLM_OK_RESPONSE);  // PROGRAM_COUNT
  value = 0;
  EXPECT_EQ(poke(p, true, 0x08, value), ::tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(value, 1234u);
  EXPECT_EQ(poke(p, true, 0x40, value), ::tlm::TLM_OK_RESPONSE);  // INSTRUCTION_WORDS
  EXPECT_EQ(value, static_cast<std::uint64_t>(isa::layoutFor(all.edge).words));
  EXPECT_EQ(poke(p, true, 0x28, value), ::tlm::TLM_OK_RESPONSE);  // STATUS
  EXPECT_EQ(value, static_cast<std::uint64_t>(tlm::IpStatus::kIdle));
  EXPECT_EQ(poke(p, false, 0x28, value), ::tlm::TLM_COMMAND_ERROR_RESPONSE);  // STATUS is read-only
  EXPECT_EQ(poke(p, true, 0x04, value), ::tlm::TLM_ADDRESS_ERROR_RESPONSE);   // unaligned
  EXPECT_EQ(poke(p, true, 0x48, value), ::tlm::TLM_ADDRESS_ERROR_RESPONSE);   // past the map
  EXPECT_EQ(poke(p, true, 0x00, value, 4), ::tlm::TLM_BURST_ERROR_RESPONSE);  // 4 bytes
}

// A DRAM window larger than the spec's DRAM is refused, not allocated.
TEST(AcceleratorIp, AWindowBeyondTheSpecsDramIsAnError) {
  Platforms& all = Platforms::get();
  isa::ProgramImage image;
  image.instruction_bits = isa::layoutFor(all.tiny).instruction_bits;
  image.code = isa::encode(isa::layoutFor(all.tiny), isa::Instruction{}).value();
  Job job = jobFor(image, 4096, {});
  job.dram.resize(static_cast<std::size_t>(all.tiny.params().dram.bytes) + 1);  // tiny: 16 MiB of DRAM
  all.on_tiny->run(job);
  EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kError));
  EXPECT_TRUE(job.interrupted);
  EXPECT_NE(all.on_tiny->accelerator.lastError().find("too large"), std::string::npos)
      << all.on_tiny->accelerator.lastError();
}

// A COMPUTE popping a token nobody pushes: the IP finds the deadlock (no
// process has a duration pending, nothing in flight), raises the interrupt
// with STATUS error and names each unit and what it waits for.
TEST(AcceleratorIp, ADeadlockEndsWithStatusErrorNamingTheStalledUnits) {
  Platforms& all = Platforms::get();
  const isa::IsaLayout layout = isa::layoutFor(all.tiny);
  isa::ProgramImage image;
  image.instruction_bits = layout.instruction_bits;
  isa::Instruction compute;
  compute.opcode = isa::Opcode::kCompute;
  compute.deps.pop_prev = true;
  compute.compute = {.tile_rows = 4, .tile_cols = 4, .depth = 4, .preload_weights = true};
  for (const isa::Instruction& in : {compute, isa::Instruction{}}) {
    const std::vector<std::uint64_t> words = isa::encode(layout, in).value();
    image.code.insert(image.code.end(), words.begin(), words.end());
  }
  Job job = jobFor(image, 4096, {});
  all.on_tiny->run(job);
  EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kError));
  EXPECT_TRUE(job.interrupted);
  const std::string& e = all.on_tiny->accelerator.lastError();
  EXPECT_NE(e.find("deadlock after 0 of 2 instructions"), std::string::npos) << e;
  EXPECT_NE(e.find("compute: instruction 0"), std::string::npos) << e;
  EXPECT_NE(e.find("waits for a token from the load unit"), std::string::npos) << e;
  EXPECT_NE(e.find("store: instruction 1"), std::string::npos) << e;
}

}  // namespace
}  // namespace tessera::sim::examples
