// The accelerator IP (hw/sim/tlm/accelerator_ip.h) in the example virtual
// platform (hw/sim/examples/platform.h): a host loads a Program and DRAM
// through TLM, starts the IP through its registers and waits for the
// interrupt. The DRAM it reads back equals stream-order execution on the
// functional core, its CYCLES register the checker's critical path; a bad
// instruction word stops it with STATUS error naming the instruction; a
// Program with compressed weights runs as stored through the encoding table.
#include <fmt/format.h>
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
  hw::Spec tiny, edge, sparse;
  std::unique_ptr<Platform> on_tiny, on_edge, on_sparse;
  static Platforms& get() {
    static Platforms* p = [] {
      auto* all = new Platforms{hw::loadSpecFile("configs/tiny_4x4_int8.yaml").value(),
                                hw::loadSpecFile("configs/edge_16x16_int8.yaml").value(),
                                hw::loadSpecFile("configs/edge_16x16_int8_sparse24.yaml").value(), nullptr, nullptr,
                                nullptr};
      all->on_tiny = std::make_unique<Platform>("tiny", all->tiny, 64 << 20);
      all->on_edge = std::make_unique<Platform>("edge", all->edge, 64 << 20);
      all->on_sparse = std::make_unique<Platform>("sparse", all->sparse, 64 << 20);
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
  job.encodings = isa::encodeEncodingTable(image.encodings);
  job.encoding_table = (0x100 + job.code.size() * 8 + 4095) / 4096 * 4096;
  job.dram_base = (job.encoding_table + job.encodings.size() + 4095) / 4096 * 4096;
  return job;
}

/// DRAM after executing `image` in stream order on the functional core from
/// `dram`, each COMPUTE decoding weights as `image.encodings` says.
std::vector<std::uint8_t> streamOrder(const hw::Spec& spec, const isa::ProgramImage& image,
                                      const std::vector<std::uint8_t>& dram) {
  FunctionalCore core(spec, static_cast<std::int64_t>(dram.size()));
  core.dram() = dram;
  Expected<std::vector<isa::WeightEncoding>> encodings = isa::encodingsPerInstruction(spec, image.encodings, image.size());
  EXPECT_TRUE(encodings.ok()) << messages(encodings.status());
  for (std::size_t i = 0; i < image.size() && encodings; ++i) {
    core.setWeightEncoding((*encodings)[i]);
    Status s = core.execute(isa::decode(isa::layoutFor(spec), image.encoded(i)).value());
    EXPECT_TRUE(s.ok()) << i << ": " << messages(s);
    if (!s.ok()) break;
  }
  return core.dram();
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

    EXPECT_TRUE(image.encodings.empty());  // dense weights: no table
    const std::vector<std::uint8_t> reference = streamOrder(*spec, image, job.dram);
    backend::CheckOptions weighted;
    weighted.weighted = true;
    const backend::CheckReport check = backend::checkProgram(*spec, *compiled->program, weighted);

    platform->run(job);
    EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kDone)) << platform->accelerator.lastError();
    EXPECT_TRUE(job.interrupted);
    EXPECT_EQ(job.instruction_words, static_cast<std::uint64_t>(isa::layoutFor(*spec).words));
    EXPECT_EQ(job.cycles, static_cast<std::uint64_t>(check.steps)) << spec->params().name;
    EXPECT_EQ(job.error_instruction, ~0ull);
    EXPECT_TRUE(job.dram_after == reference) << spec->params().name;
    // The interrupt comes after the cycles the accelerator ran (1 ns each).
    EXPECT_GE((job.finished - job.started).to_seconds() * 1e9, static_cast<double>(job.cycles));
    EXPECT_FALSE(platform->irq.read());  // acknowledged
  }
}

// A Program with 2:4-compressed weights (the Fashion-MNIST CNN pruned 2:4,
// int8 per channel, on edge_16x16_int8_sparse24; random activations): with
// the table compile writes as encodings.bin in ENCODING_TABLE, the IP decodes
// each kernel's weights as stored and DRAM afterwards equals stream-order
// execution with each kernel's encoding. Without the table it decodes them
// dense and DRAM differs; a table naming an encoding the spec does not store
// stops it with STATUS error naming the entry.
TEST(AcceleratorIp, CompressedWeightsAreDecodedAsTheEncodingTableSays) {
  runtime::testing::TempDir tmp("platform_sparse");
  const std::filesystem::path model =
      runtime::testing::quantizedZoo(tmp.path, "fashion_cnn", quant::CalibMethod::kMinMax, "models/fashion_mnist", true);
  ASSERT_FALSE(model.empty());
  Platforms& all = Platforms::get();
  compiler::CompileOptions options;
  options.pipeline = runtime::testing::kIntegerPipeline;
  Expected<compiler::Compiled> compiled = compiler::compile(model, all.sparse, options);
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  const isa::ProgramImage image = compiled->programImage();
  ASSERT_FALSE(image.encodings.empty());
  for (const isa::EncodingChange& c : image.encodings) EXPECT_NE(c.encoding, isa::WeightEncoding::kBitmask);
  // compile's encodings.bin is this table.
  ASSERT_TRUE(compiler::writeCompiled(*compiled, tmp.path / "compiled", "").ok());
  Expected<isa::ProgramImage> written = isa::readProgramImage(tmp.path / "compiled", isa::layoutFor(all.sparse));
  ASSERT_TRUE(written.ok()) << messages(written.status());
  EXPECT_EQ(written->encodings, image.encodings);

  const auto dram_bytes = static_cast<std::size_t>(compiled->program->memory.total_bytes);
  std::vector<std::uint8_t> fill(dram_bytes);
  std::mt19937 random(11);
  for (auto& b : fill) b = static_cast<std::uint8_t>(random());
  Job job = jobFor(image, dram_bytes, fill);
  const std::vector<std::uint8_t> reference = streamOrder(all.sparse, image, job.dram);
  all.on_sparse->run(job);
  EXPECT_EQ(job.status, static_cast<std::uint64_t>(tlm::IpStatus::kDone)) << all.on_sparse->accelerator.lastError();
  EXPECT_TRUE(job.dram_after == reference);

  Job dense = jobFor(image, dram_bytes, fill);
  dense.encodings.clear();  // ENCODING_ENTRIES 0
  all.on_sparse->run(dense);
  EXPECT_EQ(dense.status, static_cast<std::uint64_t>(tlm::IpStatus::kDone)) << all.on_sparse->accelerator.lastError();
  EXPECT_FALSE(dense.dram_after == reference);

  isa::ProgramImage bitmask = image;
  bitmask.encodings.back().encoding = isa::WeightEncoding::kBitmask;
  Job refused = jobFor(bitmask, dram_bytes, fill);
  all.on_sparse->run(refused);
  EXPECT_EQ(refused.status, static_cast<std::uint64_t>(tlm::IpStatus::kError));
  EXPECT_TRUE(refused.interrupted);
  const std::string& e = all.on_sparse->accelerator.lastError();
  EXPECT_NE(e.find(fmt::format("entry {}: encoding 2 (bitmask) is not how edge_16x16_int8_sparse24 stores weights",
                               bitmask.encodings.size() - 1)),
            std::string::npos)
      << e;
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
  value = 0x2000;
  EXPECT_EQ(poke(p, false, 0x48, value), ::tlm::TLM_OK_RESPONSE);  // ENCODING_TABLE
  value = 3;
  EXPECT_EQ(poke(p, false, 0x50, value), ::tlm::TLM_OK_RESPONSE);  // ENCODING_ENTRIES
  EXPECT_EQ(poke(p, true, 0x48, value), ::tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(value, 0x2000u);
  EXPECT_EQ(poke(p, true, 0x50, value), ::tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(value, 3u);
  EXPECT_EQ(poke(p, true, 0x58, value), ::tlm::TLM_ADDRESS_ERROR_RESPONSE);   // past the map
  EXPECT_EQ(poke(p, true, 0x00, value, 4), ::tlm::TLM_BURST_ERROR_RESPONSE);  // 4 bytes
}

// A DRAM window larger than the spec's DRAM is refused, not allocated; so is
// an encoding table longer than the program.
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
  // So is an encoding table of more entries than instructions (read before anything is allocated).
  Job entries = jobFor(image, 4096, {});
  entries.encodings = isa::encodeEncodingTable({{0, isa::WeightEncoding::kDense}, {1, isa::WeightEncoding::kDense}});
  all.on_tiny->run(entries);
  EXPECT_EQ(entries.status, static_cast<std::uint64_t>(tlm::IpStatus::kError));
  EXPECT_NE(all.on_tiny->accelerator.lastError().find("ENCODING_ENTRIES 2 too large"), std::string::npos)
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
