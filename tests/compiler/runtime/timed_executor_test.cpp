// The SystemC model under the runtime (TimedExecutor): a compiled model's
// outputs equal the functional executor's bit for bit, and its cycles equal
// the schedule checker's weighted critical path exactly (tolerance 0: both
// charge bank ports by one rule, hw/model/banks.h, and the model has no DRAM
// contention or queue effect the checker lacks; docs/systemc.md "Agreement").
#include "compiler/runtime/timed_executor.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <sstream>
#include <tuple>

#include "compiler/backend/program/schedule_check.h"
#include "compiler/onnx/tensor_proto.h"
#include "hw/isa/isa.h"
#include "hw/model/banks.h"
#include "tests/compiler/backend/compile_helpers.h"
#include "tests/compiler/passes/ir_builder.h"
#include "tests/compiler/runtime/fashion_fixture.h"
#include "tests/compiler/runtime/timed_fixture.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::runtime {
namespace {

using namespace testing;

/// Compiles `model` for `config` into `out` (as `tessera compile` does) and returns the Program.
backend::Program compileProgramInto(const fs::path& model, const hw::Spec& spec, const std::string& config,
                                    const fs::path& out) {
  compiler::CompileOptions options;
  options.pipeline = kIntegerPipeline;
  Expected<compiler::Compiled> compiled = compiler::compile(model, spec, options);
  EXPECT_TRUE(compiled.ok()) << messages(compiled.status());
  if (!compiled) return {};
  EXPECT_TRUE(compiler::writeCompiled(*compiled, out, config).ok());
  return *compiled->program;
}

/// DRAM bytes the Program's transfers move, whole bytes per transfer (the DRAM target's count).
std::pair<std::int64_t, std::int64_t> transferBytes(const hw::Spec& spec, const backend::Program& program) {
  std::int64_t read = 0, written = 0;
  for (std::size_t i = 0; i < program.size(); ++i) {
    const isa::Instruction in = program.instruction(i);
    if ((in.opcode != isa::Opcode::kLoad && in.opcode != isa::Opcode::kStore) || in.transfer.rows == 0) continue;
    const bool load = in.opcode == isa::Opcode::kLoad;
    const std::uint64_t bits = isa::bufferRows(in.transfer) * in.transfer.elements *
                               static_cast<std::uint64_t>(isa::transferElementBits(spec, load, in.transfer.buffer));
    (load ? read : written) += static_cast<std::int64_t>((bits + 7) / 8);
  }
  return {read, written};
}

// The Fashion-MNIST CNN, int8 per tensor and per channel, on tiny_4x4_int8
// and edge_16x16_int8, three real test images each.
TEST(TimedExecutor, FashionCnnOutputsAndCyclesAgreeWithRunAndTheChecker) {
  TempDir tmp("timed");
  const FashionImages fashion = fashionImages();
  ASSERT_GT(fashion.images.size(), 0);
  const ir::Tensor& images = fashion.images;
  const std::string& input = fashion.input;
  for (bool per_channel : {false, true}) {
    const fs::path model = quantizedFashion(tmp.path, per_channel);
    for (const char* config : {"configs/tiny_4x4_int8.yaml", "configs/edge_16x16_int8.yaml"}) {
      const std::string what = std::string(config) + (per_channel ? " per channel" : " per tensor");
      Expected<hw::Spec> spec = hw::loadSpecFile(config);
      ASSERT_TRUE(spec.ok());
      const fs::path dir = tmp.path / "compiled";
      const backend::Program program = compileProgramInto(model, *spec, config, dir);
      backend::CheckOptions weighted;
      weighted.weighted = true;
      const backend::CheckReport check = backend::checkProgram(*spec, program, weighted);
      ASSERT_TRUE(check.ok()) << what;
      Expected<CompiledModel> compiled = CompiledModel::load(dir);
      ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
      for (std::int64_t sample = 100; sample < 103; ++sample) {
        const std::map<std::string, ir::Tensor> inputs{{input, quant::sliceRows(images, sample, sample + 1)}};
        Expected<std::vector<ir::Tensor>> functional = compiled->run(inputs);
        ASSERT_TRUE(functional.ok()) << what << ": " << messages(functional.status());
        TimedExecutor timed;
        RunReport report;
        Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report, &timed);
        ASSERT_TRUE(got.ok()) << what << ": " << messages(got.status());
        expectIdentical(*got, *functional, what + " sample " + std::to_string(sample));

        const TimedReport& r = timed.report();
        EXPECT_EQ(r.cycles, check.steps) << what;
        std::int64_t segments = 0;
        for (std::int64_t c : r.segment_cycles) segments += c;
        EXPECT_EQ(segments, r.cycles) << what;
        EXPECT_EQ(r.segment_cycles.size(), program.segments.size()) << what;
        for (size_t u = 0; u < 4; ++u) EXPECT_EQ(r.units[u].busy_cycles, check.busy[u]) << what << " unit " << u;
        EXPECT_EQ(r.instructions, check.executed) << what;
        const auto [read, written] = transferBytes(*spec, program);
        EXPECT_EQ(r.dram_bytes_read, read) << what;
        EXPECT_EQ(r.dram_bytes_written, written) << what;
        // Every kernel with instructions has a span inside the run; its
        // attributed cycles (from the later of its start and the previous
        // kernels' end) lie inside the span and, summed, leave out only the
        // cycles before each segment's first kernel starts.
        std::int64_t attributed = 0;
        for (const KernelCycles& k : r.kernels) {
          EXPECT_GE(k.start, 0) << k.name;
          EXPECT_LT(k.start, k.end) << k.name;
          EXPECT_LE(k.end, r.cycles) << k.name;
          EXPECT_GE(k.attributed, 0) << k.name;
          EXPECT_LE(k.attributed, k.end - k.start) << k.name;
          attributed += k.attributed;
        }
        EXPECT_LE(attributed, r.cycles) << what;
        EXPECT_GE(attributed, r.cycles - 4 * static_cast<std::int64_t>(r.segment_cycles.size())) << what;
      }
    }
  }
}

// Zero gating (edge_8x8_int8 gates): the simulated MAC energy charges only
// the products without a zero operand, which the functional core counts from
// the data as each COMPUTE runs; the kernels' counts add up to the run's.
TEST(TimedExecutor, ZeroGatingChargesTheProductsTheDataMakesNonZero) {
  TempDir tmp("timed_gating");
  const FashionImages fashion = fashionImages();
  ASSERT_GT(fashion.images.size(), 0);
  const ir::Tensor& images = fashion.images;
  const std::string& input = fashion.input;
  const fs::path model = quantizedFashion(tmp.path, true);
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/edge_8x8_int8.yaml");
  ASSERT_TRUE(spec.ok());
  ASSERT_TRUE(spec->params().sparsity.zero_gating);
  const fs::path dir = tmp.path / "compiled";
  compileProgramInto(model, *spec, "configs/edge_8x8_int8.yaml", dir);
  Expected<CompiledModel> compiled = CompiledModel::load(dir);
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  const std::map<std::string, ir::Tensor> inputs{{input, quant::sliceRows(images, 7, 8)}};
  TimedExecutor timed;
  RunReport report;
  Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report, &timed);
  ASSERT_TRUE(got.ok()) << messages(got.status());
  const TimedReport& r = timed.report();
  // ReLU leaves zeros in the activations: a fair share of the products has a zero operand.
  EXPECT_GT(r.activity.zero_products, 0.1 * r.activity.macs);
  EXPECT_LT(r.activity.zero_products, r.activity.macs);
  EXPECT_DOUBLE_EQ(r.energy.mac_pj, (r.activity.macs - r.activity.zero_products) * spec->derived().mac_energy_pj);
  double kernels = 0;
  for (const KernelCycles& k : r.kernels) kernels += k.activity.zero_products;
  EXPECT_EQ(kernels, r.activity.zero_products);
}

// ResNet-18 int8 whole (20 convolutions with residuals and pooling, the host's
// QuantizeLinear and logits): the same logits as `tessera run`, the checker's cycles.
TEST(TimedExecutor, ResNet18Int8EqualsRunAndTheChecker) {
  TempDir tmp("timed_resnet18");
  const fs::path model = quantizedZoo(tmp.path, "resnet18");
  ASSERT_FALSE(model.empty());
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/edge_16x16_int8.yaml");
  ASSERT_TRUE(spec.ok());
  const backend::Program program =
      compileProgramInto(model, *spec, "configs/edge_16x16_int8.yaml", tmp.path / "compiled");
  backend::CheckOptions weighted;
  weighted.weighted = true;
  weighted.check_races = false;
  const backend::CheckReport check = backend::checkProgram(*spec, program, weighted);
  Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "compiled");
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  Expected<onnx_io::NamedTensor> image = onnx_io::readTensorFile("models/cache/zoo/resnet18_inputs/input_0.pb");
  ASSERT_TRUE(image.ok());
  const std::map<std::string, ir::Tensor> inputs{{"input", image->tensor}};
  Expected<std::vector<ir::Tensor>> functional = compiled->run(inputs);
  ASSERT_TRUE(functional.ok()) << messages(functional.status());
  TimedExecutor timed;
  Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, nullptr, &timed);
  ASSERT_TRUE(got.ok()) << messages(got.status());
  expectIdentical(*got, *functional, "resnet18");
  EXPECT_EQ(timed.report().cycles, check.steps);
  EXPECT_GT(timed.report().instructions, 100000);
}

// `tessera check`'s comparison: every tensor each accelerator kernel reads
// and writes, against the reference executor, taken under the SystemC model
// (after_kernel once a kernel's last instruction had its effect) gives the
// functional executor's comparison entry for entry, every integer tensor
// exact (the Fashion CNN's conv2 writes its Flatten output as channel-last
// pixels: the placement says so). A model cut after its first two kernels
// with instructions compares as the whole one's prefix and has no outputs.
TEST(TimedExecutor, CompareUnderTheSystemCModelEqualsTheFunctionalOneAndCutsShort) {
  TempDir tmp("timed_compare");
  const FashionImages fashion = fashionImages();
  ASSERT_GT(fashion.images.size(), 0);
  const ir::Tensor& images = fashion.images;
  const std::string& input = fashion.input;
  const fs::path model = quantizedFashion(tmp.path, true);
  compileInto(model, "configs/edge_16x16_int8.yaml", tmp.path / "compiled");
  Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "compiled");
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  const std::map<std::string, ir::Tensor> inputs{{input, quant::sliceRows(images, 7, 8)}};
  auto same = [](const KernelComparison& a, const KernelComparison& b) {
    return a.kernel == b.kernel && a.tensor == b.tensor && a.input == b.input && a.elements == b.elements &&
           a.mismatches == b.mismatches && a.first_index == b.first_index && a.note == b.note;
  };
  Expected<std::vector<KernelComparison>> functional = compiled->compare(inputs);
  ASSERT_TRUE(functional.ok()) << messages(functional.status());
  TimedExecutor timed;
  RunReport report;
  Expected<std::vector<KernelComparison>> systemc = compiled->compare(inputs, &timed, &report);
  ASSERT_TRUE(systemc.ok()) << messages(systemc.status());
  ASSERT_EQ(systemc->size(), functional->size());
  int integer = 0;
  for (std::size_t i = 0; i < functional->size(); ++i) {
    const KernelComparison& c = (*functional)[i];
    EXPECT_TRUE(same(c, (*systemc)[i])) << c.kernel << " " << c.tensor;
    EXPECT_EQ(c.mismatches, 0) << c.kernel << ": " << c.tensor << " element " << c.first_index << ": " << c.got
                               << ", the reference " << c.want;
    integer += c.note.empty();
  }
  EXPECT_GE(integer, 7);  // conv1, conv2 and fc1 read and write, fc2 reads
  EXPECT_GT(timed.report().cycles, 0);
  EXPECT_EQ(report.accelerator_kernels, 3);  // conv1, conv2, fc1 (the host recomputes fc2's float logits)

  Expected<CompiledModel> cut = compiled->firstKernels(3);  // /Sub (split), conv1, conv2
  ASSERT_TRUE(cut.ok()) << messages(cut.status());
  EXPECT_TRUE(cut->partial());
  EXPECT_FALSE(compiled->partial());
  TimedExecutor cut_timed;
  Expected<std::vector<KernelComparison>> prefix = cut->compare(inputs, &cut_timed);
  ASSERT_TRUE(prefix.ok()) << messages(prefix.status());
  ASSERT_EQ(prefix->size(), 4u);  // conv1 and conv2, each a read and a write
  for (std::size_t i = 0; i < prefix->size(); ++i) EXPECT_TRUE(same((*prefix)[i], (*functional)[i])) << i;
  ASSERT_EQ(cut_timed.report().kernels.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    const KernelCycles& k = cut_timed.report().kernels[i];
    EXPECT_EQ(k.name, timed.report().kernels[i].name);
    EXPECT_EQ(k.array_busy_cycles, timed.report().kernels[i].array_busy_cycles) << k.name;
  }
  EXPECT_LT(cut_timed.report().cycles, timed.report().cycles);
  Expected<std::vector<ir::Tensor>> none = cut->run(inputs);
  ASSERT_TRUE(none.ok()) << messages(none.status());
  EXPECT_TRUE(none->empty());

  Expected<CompiledModel> too_many = compiled->firstKernels(6);
  ASSERT_FALSE(too_many.ok());
  EXPECT_NE(messages(too_many.status()).find("runtime.json"), std::string::npos);
  EXPECT_NE(messages(too_many.status()).find("the first 6 kernels with instructions; the Program has 5"), std::string::npos)
      << messages(too_many.status());
}

// Narrow fetch and shallow queues make fetch and queue-full stalls matter:
// the cycles still equal the checker's, timing only (the float CNN: no data).
TEST(TimedExecutor, QueueDepthAndFetchWidthVariantsAgreeWithTheChecker) {
  const std::vector<std::pair<std::string, std::string>> variants{
      {"queue_depth_instructions: 16", "queue_depth_instructions: 1"},
      {"queue_depth_instructions: 16", "queue_depth_instructions: 2"},
      {"fetch_width_instructions: 4", "fetch_width_instructions: 1"}};
  for (const char* config : {"tiny_4x4_int8", "scalesim_32x32_os"})
    for (const auto& edit : variants) {
      // scalesim_32x32_os with one bank a buffer, so units contend for ports.
      std::vector<std::pair<std::string, std::string>> edits{edit};
      if (std::string(config) == "scalesim_32x32_os")
        edits.insert(edits.end(), {{"input:  { bytes: 64KiB, banks: 2", "input:  { bytes: 64KiB, banks: 1"},
                                   {"weight: { bytes: 64KiB, banks: 2", "weight: { bytes: 64KiB, banks: 1"},
                                   {"output: { bytes: 64KiB, banks: 2", "output: { bytes: 64KiB, banks: 1"}});
      Expected<hw::Spec> spec = hw::testing::loadEdited(config, edits);
      ASSERT_TRUE(spec.ok()) << messages(spec.status());
      compiler::CompileOptions options;
      Expected<compiler::Compiled> compiled = compiler::compile(kFashion, *spec, options);
      ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
      const backend::Program& program = *compiled->program;
      const backend::CheckReport check = weightedCheck(*spec, program);
      ASSERT_FALSE(check.deadlock) << config << " " << edit.second << ": " << check.deadlock_detail;
      const std::vector<isa::Instruction> instructions = program.decoded();
      Expected<sim::tlm::TimedStats> stats = runTimingOnly(*spec, instructions, program.memory.total_bytes);
      ASSERT_TRUE(stats.ok()) << messages(stats.status());
      EXPECT_EQ(stats->cycles, check.steps) << config << " " << edit.second;
      std::int64_t queue_full = 0;
      for (size_t u = 0; u < 4; ++u) {
        EXPECT_EQ(stats->units[u].busy_cycles, check.busy[u]) << config << " " << edit.second << " unit " << u;
        queue_full += stats->units[u].queue_full_cycles;
      }
      if (edit.second == "queue_depth_instructions: 1") {
        EXPECT_GT(queue_full, 0) << config;
      }
      // Bank ports are charged: no two units ever held one at once, and on
      // scalesim_32x32_os edited to one bank a buffer units waited for them.
      std::int64_t waited = 0;
      for (size_t u = 0; u < 4; ++u) waited += stats->units[u].bank_wait_cycles;
      EXPECT_EQ(portOverlapCycles(*spec, instructions, *stats), 0) << config << " " << edit.second;
      EXPECT_EQ(stats->bank_waits.total(), waited) << config << " " << edit.second;
      if (std::string(config) == "scalesim_32x32_os") {
        EXPECT_GT(waited, 0) << edit.second;
      }
    }
}

// sim_stats.json, the trace and the VCD say what the run measured.
TEST(TimedExecutor, StatsAndTraceDocuments) {
  TempDir tmp("timed_stats");
  const FashionImages fashion = fashionImages();
  ASSERT_GT(fashion.images.size(), 0);
  const ir::Tensor& images = fashion.images;
  const std::string& input = fashion.input;
  const fs::path model = quantizedFashion(tmp.path, true);
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
  ASSERT_TRUE(spec.ok());
  const backend::Program program = compileProgramInto(model, *spec, "configs/tiny_4x4_int8.yaml", tmp.path / "c");
  Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "c");
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  TimedExecutor timed(true);
  RunReport report;
  ASSERT_TRUE(compiled->run({{input, quant::sliceRows(images, 0, 1)}}, &report, &timed).ok());
  const TimedReport& r = timed.report();
  const nlohmann::ordered_json stats = simStatsJson(r, report, compiled->manifest());
  EXPECT_EQ(stats["cycles"], r.cycles);
  EXPECT_EQ(stats["units"]["compute"]["busy_cycles"], r.units[1].busy_cycles);
  EXPECT_EQ(stats["units"]["load"]["stall_cycles"]["token_wait"], r.units[0].token_wait_cycles);
  EXPECT_EQ(stats["host"]["ops"], report.host_nodes.size());
  EXPECT_EQ(stats["kernels"].size(), r.kernels.size());
  std::stringstream trace_text;
  writeTrace(trace_text, r, compiled->manifest());
  const nlohmann::json trace = nlohmann::json::parse(trace_text.str());
  // 1 process name + 4 unit tracks + one slice per instruction.
  ASSERT_EQ(trace["traceEvents"].size(), 5 + program.size());
  std::int64_t busy = 0;
  for (const auto& e : trace["traceEvents"])
    if (e["ph"] == "X") busy += e["dur"].get<std::int64_t>();
  EXPECT_EQ(busy, r.units[0].busy_cycles + r.units[1].busy_cycles + r.units[2].busy_cycles + r.units[3].busy_cycles);

  // The VCD: each unit's busy wire is high for exactly its busy cycles.
  std::stringstream vcd;
  writeVcd(vcd, r, compiled->manifest());
  std::map<std::string, std::string> wire;  // id -> unit name
  std::map<std::string, std::int64_t> high_since, high_cycles;
  std::int64_t time = 0;
  for (std::string line; std::getline(vcd, line);) {
    if (line.rfind("$var wire 1 ", 0) == 0) wire[line.substr(12, 1)] = line.substr(14, line.find(' ', 14) - 14);
    else if (!line.empty() && line[0] == '#') time = std::stoll(line.substr(1));
    else if (line.size() == 2 && wire.count(line.substr(1))) {
      const std::string id = line.substr(1);
      if (line[0] == '1' && !high_since.count(id)) high_since[id] = time;
      if (line[0] == '0' && high_since.count(id)) {
        high_cycles[wire[id]] += time - high_since[id];
        high_since.erase(id);
      }
    }
  }
  EXPECT_TRUE(high_since.empty());
  for (int u = 0; u < 4; ++u)
    EXPECT_EQ(high_cycles[std::string(isa::name(static_cast<isa::Stage>(u))) + "_busy"],
              r.units[static_cast<size_t>(u)].busy_cycles) << isa::name(static_cast<isa::Stage>(u));
}

/// Two projections of one input, x (128 x 256) times two 256 x 256 weights
/// with their biases: neither reads the other's result.
ir::Graph twoProjections() {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {128, 256});
  std::vector<ir::ValueId> outputs;
  for (const char* name : {"q", "k"}) {
    const std::string n(name);
    ir::ValueId w = b.constant("w_" + n, {256, 256}, std::vector<float>(256 * 256, 0.5f));
    ir::ValueId bias = b.constant("b_" + n, {256}, std::vector<float>(256, 0.25f));
    ir::ValueId mm = b.node("MatMul", {x, w}, "mm_" + n, {128, 256});
    outputs.push_back(b.node("Add", {mm, bias}, n, {128, 256}));
  }
  b.graph.outputs = outputs;
  return b.graph;
}

// Within a segment the load unit runs ahead into the next kernel: two
// projections of one input on tpu_v1_like (BERT's q and k), each DRAM-bound
// and one tile. k's 64 KiB weight tile loads after q's last LOAD, before q's
// STORE, which waits for the bus: those cycles are q's (attributed), and k's
// window, which the load unit issues after the weights, once q's work is
// done, loads behind q's STORE. The estimate moves the same loads
// (estimate.cpp, `ahead` and handOver): q within 5 % of its simulated
// cycles, where before it ran 1.53x its estimate (BERT's q 1.72x), which
// counted none of k's loads in q.
TEST(TimedExecutor, TheNextKernelsFirstLoadsCountInTheKernelBeforeIt) {
  Expected<hw::Spec> spec = hw::loadSpecFile("configs/tpu_v1_like.yaml");
  ASSERT_TRUE(spec.ok());
  const backend::KernelGraph graph = backend::testing::lowered(twoProjections(), "fuse");
  ASSERT_EQ(graph.kernels.size(), 2u);
  Expected<compiler::Compiled> compiled = compiler::compile(graph, *spec);
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  ASSERT_EQ(compiled->program->segments.size(), 1u);
  Expected<TimedReport> timed = simulateTiming(*spec, *compiled->program);
  ASSERT_TRUE(timed.ok()) << messages(timed.status());
  ASSERT_EQ(timed->kernels.size(), 2u);
  const auto estimated = [&](const KernelCycles& k) {
    return compiled->estimate.layers.at(static_cast<std::size_t>(k.index)).cycles;
  };
  const KernelCycles& q = timed->kernels[0];
  const KernelCycles& k = timed->kernels[1];
  EXPECT_NEAR(static_cast<double>(q.attributed) / estimated(q), 1.0, 0.05)
      << "simulated " << q.attributed << ", estimate " << estimated(q);
  // k's loads ahead of q's STORE are q's: k's cycles are less than its own span.
  EXPECT_LT(static_cast<double>(k.attributed), static_cast<double>(k.end - k.start));
  EXPECT_LT(estimated(k), estimated(q));
}

/// A 1 x 1 convolution of c -> k channels on h x h pixels (constantConv) and its Relu.
ir::Graph pointwiseConvRelu(std::int64_t c, std::int64_t k, std::int64_t h) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, c, h, h});
  ir::ValueId conv = constantConv(b, x, k, c, 1, 1, "conv", {1, k, h, h});
  b.graph.outputs = {b.node("Relu", {conv}, "y", {1, k, h, h})};
  return b.graph;
}

// ResNet's 3 x 3 layer3 convolutions on tpu_v1_like (256 -> 256 channels,
// 14 x 14, one pixel tile, six steps of 43 channels' weights): after a's last
// weight LOAD the array runs that whole step, every tap of it (1,800 cycles,
// where the kernel's end counted one fold's stream, 400), and b's first
// weights load ahead only once the compute queue holds a's last COMPUTEs
// (fetch dispatches in program order: 16 COMPUTEs of a 14-pixel line, about
// 250 cycles before a's array work ends), not as soon as the bus is idle. The
// estimate holds both (estimate.cpp; ProgramTiling::tail_compute_cycles): a
// within 5 % of its simulated cycles, where before it ran 1.08x its estimate.
TEST(TimedExecutor, TheNextKernelsLoadsWaitForFetchBehindTheLastStepsComputes) {
  passes::test_support::Builder b;
  ir::ValueId y = b.input("x", {1, 256, 14, 14});
  for (const char* name : {"a", "b"}) {
    const std::string n(name);
    ir::ValueId conv = constantConv(b, y, 256, 256, 3, 3, "conv_" + n, {1, 256, 14, 14},
                                    {{"kernel_shape", std::vector<std::int64_t>{3, 3}},
                                     {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
    y = b.node("Relu", {conv}, n, {1, 256, 14, 14});
  }
  b.graph.outputs = {y};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 2);
}

// EfficientNet-B0's SE expansion (`fc2`, 20 -> 480 channels on one pixel)
// on tpu_v1_like, at a segment's start: its k tile of 480 is a 256-column
// fold and a narrower 224-column one, so its weights, bias rows and results
// move in two transfers each, and with one transfer in flight the first
// step's five LOADs each wait out a DRAM latency before the array starts
// (ProgramTiling::loads_per_fold_group, first_slot_loads). The estimate
// counted one weight LOAD, one STORE and one latency before the array: 994
// estimated against 1,270 simulated (1.28x).
TEST(TimedExecutor, ASegmentsFirstLoadsWaitOneByOneWithOneTransferInFlight) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 20, 1, 1});
  b.graph.outputs = {constantConv(b, x, 480, 20, 1, 1, "y", {1, 480, 1, 1})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 1);
}

// BERT's attention Softmax on edge_16x16_fp16 (4 heads of 128 x 128): it
// runs transposed, a tile of 16 rows a LOAD of 128 buffer rows, then
// reduce_max, bias_add, exp, reduce_sum and mul down them and the reciprocal
// on the one row of sums (codegen_vector.cpp, reduction()), and a STORE:
// 641 vector cycles a tile. The estimate counted six passes over every
// element (768 a tile) and no ends: 24,576 cycles against 21,314 simulated
// (0.87x). It now takes the tiles' ops and the stream's ends (estimate.cpp).
TEST(TimedExecutor, ASoftmaxRunsItsReciprocalOnTheSumsRowOnly) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {4, 128, 128});
  b.graph.outputs = {b.node("Softmax", {x}, "y", {4, 128, 128}, {{"axis", std::int64_t{-1}}})};
  expectKernelNearItsEstimate("configs/edge_16x16_fp16.yaml", b.graph, 1);
}

// ResNet's stem on tpu_v1_like (7 x 7, stride 2, 3 -> 64 channels on 224 x
// 224): its taps fold, seven to a COMPUTE of 21 rows, and the columns at the
// image's edges, whose strip would read the next row's pixels, run tap by
// tap after the strips, each tap's part preloading its rows
// (codegen_array.cpp, emitComputes). The estimate's folds count only the
// strips; it now adds those parts (ProgramTiling::folded_edge_cycles):
// 104,862 simulated cycles against 106,880 estimated, where before the
// estimate was 92,866 (1.13x).
TEST(TimedExecutor, FoldedTapsEdgeColumnsRunTapByTap) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 3, 224, 224});
  ir::ValueId conv = constantConv(b, x, 64, 3, 7, 7, "conv", {1, 64, 112, 112},
                                  {{"kernel_shape", std::vector<std::int64_t>{7, 7}},
                                   {"strides", std::vector<std::int64_t>{2, 2}},
                                   {"pads", std::vector<std::int64_t>{3, 3, 3, 3}}});
  b.graph.outputs = {b.node("Relu", {conv}, "y", {1, 64, 112, 112})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 1);
}

// MobileNetV2's 1 x 1 expansion `features.12/conv.0` (96 -> 576 channels on
// 14 x 14) on edge_16x16_int8: compute-bound, its tiles stream through the
// array back to back, and a tile's fill and drain delays only its results,
// which the vector unit and the STORE have time for (the DRAM bus is busy
// 56 % of the array's time, the vector unit 31 %). The estimate charged
// every tile's fill and drain, 45,711 cycles against 43,288 simulated
// (0.95x); it now charges the share of it the busier of the two is
// occupied (estimate.cpp): 44,554.
TEST(TimedExecutor, ATilesFillAndDrainShowsOnlyWhereItsResultsWait) {
  expectKernelNearItsEstimate("configs/edge_16x16_int8.yaml", pointwiseConvRelu(96, 576, 14), 1);
}

// A 1 x 1 expansion (16 -> 192 channels on 28 x 28, MobileNetV2's
// `features.5/conv.0` with half its input channels) on edge_8x32_int8: a
// tile's vector pass is as long as its array work (224 cycles each in the
// model: two folds' requantizes, each adding its bias), and the tile two
// later accumulates in the bank whose results the vector unit and the
// STORE still read, so the array waits for the bank's read port once a
// tile. The estimate took the longer of the array and the vector unit
// (`features.5/conv.0` itself, when its bias_add was a pass of its own:
// 21,138 cycles against 23,854 simulated, 1.13x); it takes the bank's
// chain over two tiles (outputBankChain in estimate.cpp): 13,551 against
// 14,017 simulated. (`features.5/conv.0`, whose vector pass is now half its
// array work: 20,919 against 19,870.)
TEST(TimedExecutor, TheTileTwoLaterWaitsForTheBankItsResultsAreReadFrom) {
  expectKernelNearItsEstimate("configs/edge_8x32_int8.yaml", pointwiseConvRelu(16, 192, 28), 1);
}

/// EfficientNet-B0's squeeze-and-excitation squeeze: the global average
/// pooling of c channels on h x h pixels, then `fc1`, a 1 x 1 convolution
/// of c -> k channels on the one pixel, with its Relu.
ir::Graph poolThenSqueeze(std::int64_t c, std::int64_t k, std::int64_t h) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, c, h, h});
  ir::ValueId pooled = b.node("GlobalAveragePool", {x}, "pooled", {1, c, 1, 1});
  ir::ValueId conv = constantConv(b, pooled, k, c, 1, 1, "fc1", {1, k, 1, 1});
  b.graph.outputs = {b.node("Relu", {conv}, "y", {1, k, 1, 1})};
  return b.graph;
}

// EfficientNet-B0's SE `fc1` behind its pooling on tpu_v1_like (240 -> 10
// channels on one pixel): one output tile, one COMPUTE, so nothing streams
// under its fill and drain; and its input and then its bias rows load only
// once the pooling has stored its result, each waiting out a DRAM latency
// with one transfer in flight. The estimate charged the fill and drain in
// the share the DRAM bus is idle and counted one latency: 582 cycles
// against 802 simulated (1.38x); now 797.
TEST(TimedExecutor, OneOutputTilesFillAndDrainAndItsBiasAfterItsInputShowWhole) {
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", poolThenSqueeze(240, 10, 14), 2, 1);
}

// The same on 672 -> 28 channels: three steps of c tiles of 256, 256 and
// 160 channels, each loading its weights into one of the two weight slots,
// so the last step's LOAD waits for the first step's COMPUTE to complete.
// With one output tile's fill and drain counted whole (above), a chain of
// three average steps (the last is 5/8 of one) gave EfficientNet-B0's
// `features.5.1` fc1 1,504 cycles against 1,405 simulated (0.93x); ending
// in the partial step, 1,430 (here 1,431 against 1,406).
TEST(TimedExecutor, TheWeightSlotsChainEndsInTheLastPartialStep) {
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", poolThenSqueeze(672, 28, 7), 2, 1);
}

// The pooling itself, 480 channels on 14 x 14 pixels (two tiles of 256 and
// 224 channels), on tpu_v1_like: with one transfer in flight its two LOADs
// run one after the other (2,394 cycles), then the last tile's 195 vector
// rows and its STORE. The estimate let the LOADs' latencies hide under the
// STOREs': 2,599 cycles against 2,800 simulated (1.08x); now 2,694.
TEST(TimedExecutor, APoolingPassesLastTileAndStoreFollowItsLoads) {
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", poolThenSqueeze(480, 20, 14), 2, 0);
}

// EfficientNet-B0's SE `fc1` on scalesim_32x32_ws (240 -> 10 channels):
// with one transfer in flight the estimate's DRAM time lets each channel's
// latencies overlap the other's, but the kernel's last STORE follows every
// LOAD, so its latency shows after theirs: 870 cycles estimated against
// 1,009 simulated (1.16x); now 969.
TEST(TimedExecutor, TheLastStoresLatencyFollowsEveryLoadWithOneTransferInFlight) {
  expectKernelNearItsEstimate("configs/scalesim_32x32_ws.yaml", poolThenSqueeze(240, 10, 28), 2, 1);
}

// The same on 480 -> 20 channels, two steps (c tiles of 256 and 224) whose
// weights both fit the two slots: the second step accumulates behind the
// first's stream once its weights and window are in, which with one
// transfer in flight load after the first step's input and bias. The chain
// counted two whole steps, each with its fill and drain: 1,292 cycles
// estimated against 1,092 simulated (0.85x); now 1,101.
TEST(TimedExecutor, TwoStepsChainThroughTheSecondStepsLoads) {
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", poolThenSqueeze(480, 20, 14), 2, 1);
}

// Two compute-bound projections on edge_16x16_int8: k does not read q, so
// its array work, its operands loaded ahead, starts once q's last COMPUTE
// has, under q's drain, vector ops and last STORE. The Program's q ends
// with that STORE; the estimate dropped q's end and charged k its whole
// array time: q 35,367 cycles against 35,918 simulated (0.985x), k 33,409
// against 32,896 (1.016x). Now 35,882 and 32,894, within 1 % each (GPT's
// `attn/MatMul` of 4,096 array cycles after v went 0.89x -> 0.96x).
TEST(TimedExecutor, AComputeBoundKernelsEndRunsTheNextKernelsArrayWork) {
  expectKernelNearItsEstimate("configs/edge_16x16_int8.yaml", twoProjections(), 2, 0, 0.01);
  expectKernelNearItsEstimate("configs/edge_16x16_int8.yaml", twoProjections(), 2, 1, 0.01);
}

/// ResNet's downsampling block end: a 3 x 3 stride-2 convolution of `x`
/// (c -> k channels, h x h -> h/2 x h/2), then the 1 x 1 stride-2
/// projection of `x` with that result added (the residual) and its Relu.
ir::Graph downsamplingBlock(std::int64_t c, std::int64_t k, std::int64_t h) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, c, h, h});
  const ir::Shape out = {1, k, h / 2, h / 2};
  const std::vector<std::int64_t> stride2 = {2, 2};
  ir::ValueId conv = constantConv(b, x, k, c, 3, 3, "conv", out,
                                  {{"kernel_shape", std::vector<std::int64_t>{3, 3}},
                                   {"strides", stride2},
                                   {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
  ir::ValueId projection = constantConv(b, x, k, c, 1, 1, "downsample", out, {{"strides", stride2}});
  ir::ValueId sum = b.node("Add", {projection, conv}, "sum", out);
  b.graph.outputs = {b.node("Relu", {sum}, "y", out)};
  return b.graph;
}

// ResNet-18's `layer4.0/downsample` on edge_16x16_int8 (256 -> 512
// channels, 14 x 14 -> 7 x 7): its stride skips every other input row and
// column, so its first window LOADs 7 x 7 pixels, not the 13 x 13 the
// window spans. The estimate's prologue counted the span: 28,560 cycles
// against 27,086 simulated (0.95x); it now counts what the window loads,
// as the lower bound does: 26,640.
TEST(TimedExecutor, AStridedWindowLoadsOnlyThePixelsItsStrideTouches) {
  expectKernelNearItsEstimate("configs/edge_16x16_int8.yaml", downsamplingBlock(256, 512, 14), 2, 1);
}

// ResNet-18's `layer2.0/downsample` on edge_8x32_int8 (64 -> 128 channels,
// 56 x 56 -> 28 x 28), its residual added: the residual's rows load into
// the input buffer, whose rows hold 8 elements there, so its add takes 4
// beats a row of 32 sums where the estimate priced every vector pass at
// the output rows' 1 (arrayVectorCycles): 27,251 cycles against 28,910
// simulated (1.06x); now 28,225.
TEST(TimedExecutor, AResidualsAddTakesTheInputBuffersRowBeats) {
  expectKernelNearItsEstimate("configs/edge_8x32_int8.yaml", downsamplingBlock(64, 128, 56), 2, 1);
}

/// ResNet-50's bottleneck end: a 1 x 1 convolution of `x` (c -> k channels
/// on h x h pixels), the block's input `r` added and the Relu.
ir::Graph pointwiseConvResidual(std::int64_t c, std::int64_t k, std::int64_t h) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, c, h, h});
  ir::ValueId r = b.input("r", {1, k, h, h});
  ir::ValueId conv = constantConv(b, x, k, c, 1, 1, "conv", {1, k, h, h});
  ir::ValueId sum = b.node("Add", {conv, r}, "sum", {1, k, h, h});
  b.graph.outputs = {b.node("Relu", {sum}, "y", {1, k, h, h})};
  return b.graph;
}

// ResNet-50's `layer1.1/conv3` on scalesim_32x32_ws (64 -> 256 channels,
// its residual added; here on 28 x 28 pixels), memory-bound with one
// transfer in flight: a tile LOADs its window and its residual's rows and
// STOREs its result, and each STORE's bytes move while a LOAD waits out its
// latency. The estimate counted the bytes and the busier channel's
// latencies but not the residual's LOADs: by chance close with the
// residual (58,020 cycles against 59,416 simulated), 12 % over without it
// (37,921 against 33,791). It now counts every LOAD and what the STOREs'
// bytes delay the LOADs by (serialDramCycles): 60,251 and 34,133.
TEST(TimedExecutor, StoresHideLoadLatenciesAndResidualRowsLoadWithOneTransferInFlight) {
  expectKernelNearItsEstimate("configs/scalesim_32x32_ws.yaml", pointwiseConvResidual(64, 256, 28), 1);
  expectKernelNearItsEstimate("configs/scalesim_32x32_ws.yaml", pointwiseConvRelu(64, 256, 28), 1);
}

/// ResNet's stem: a 7 x 7 stride-2 convolution of c -> k channels on
/// h x h pixels with its Relu, then a 3 x 3 stride-2 max pooling.
ir::Graph stem(std::int64_t c, std::int64_t k, std::int64_t h) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, c, h, h});
  const std::vector<std::int64_t> stride2 = {2, 2};
  ir::ValueId conv = constantConv(b, x, k, c, 7, 7, "conv", {1, k, h / 2, h / 2},
                                  {{"kernel_shape", std::vector<std::int64_t>{7, 7}},
                                   {"strides", stride2},
                                   {"pads", std::vector<std::int64_t>{3, 3, 3, 3}}});
  ir::ValueId relu = b.node("Relu", {conv}, "relu", {1, k, h / 2, h / 2});
  b.graph.outputs = {b.node("MaxPool", {relu}, "y", {1, k, h / 4, h / 4},
                            {{"kernel_shape", std::vector<std::int64_t>{3, 3}},
                             {"strides", stride2},
                             {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}})};
  return b.graph;
}

// ResNet's stem on scalesim_32x32_ws (3 -> 64 channels on 224 x 224
// pixels): its pooling pass LOADs each window position's row of inputs,
// and codegen's merger stacks the positions of a window row as planes of
// one LOAD (5 a tile for the 9 positions). The estimate counted 9, each a
// DRAM latency with one transfer in flight: 794,174 cycles against 705,986
// simulated; counting the merged LOADs (poolPassLoads), and the STOREs'
// bytes under the LOADs' latencies (above), 707,307.
TEST(TimedExecutor, APoolingPassCountsItsMergedLoads) {
  expectKernelNearItsEstimate("configs/scalesim_32x32_ws.yaml", stem(3, 64, 224), 1);
}

// MobileNetV2's 64 -> 384 channel expansion on 14 x 14 pixels on
// tpu_v1_like, behind a 1 x 1 convolution it reads: one pixel tile, two
// output tiles of 192 channels. The second tile's weights go to the other
// weight slot at once, so with one transfer in flight every LOAD goes
// before the first tile's results are ready and both STOREs follow them:
// no LOAD hides their latencies, and the first STORE runs while the last
// tile computes (estimate.cpp, serialTailStores). Its first weights load
// whole under the kernel ahead; the array's fill and drain, each tile's,
// run while the next tile's LOADs stream (pipeline_ends.cpp, floors).
// The estimate charged the last tile's work after the hidden latencies and
// moved only part of the weights' 386 cycles ahead: 3,863 cycles against
// 3,314 simulated (0.86x); now 3,476 (MobileNetV2's features.8 conv.0:
// 3,609 against 3,118, now 3,133).
TEST(TimedExecutor, TwoOutputTilesStoreAfterEveryLoadWithOneTransferInFlight) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 64, 14, 14});
  ir::ValueId a = b.node("Relu", {constantConv(b, x, 64, 64, 1, 1, "conv_a", {1, 64, 14, 14})}, "a", {1, 64, 14, 14});
  b.graph.outputs = {constantConv(b, a, 384, 64, 1, 1, "y", {1, 384, 14, 14})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 2, 1);
}

// MobileNetV2's 96 -> 24 channel projection on 56 x 56 pixels on
// tpu_v1_like: eight pixel tiles of 392 rows, memory-bound. After its last
// LOAD the last tile's COMPUTE occupies 96 rows and 24 columns, so its sums
// leave 96 + 24 - 1 = 119 cycles after its stream, not the whole array's
// 511 (the timing rule's, per COMPUTE). The estimate's end charged the
// array's: 11,177 cycles against 10,606 simulated (0.95x); with the
// occupied rows and columns (cost.cpp, pipelineEnds) 10,785.
TEST(TimedExecutor, AMemoryBoundKernelsEndDrainsTheRowsAndColumnsItsLastTileOccupies) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 96, 56, 56});
  b.graph.outputs = {constantConv(b, x, 24, 96, 1, 1, "y", {1, 24, 56, 56})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 1, 0, 0.03);
}

// BERT's q and k projections on tpu_v1_like (128 tokens, 256 -> 256, four
// heads of 64): q stores head by head, four output tiles of 64 columns, and
// the next kernel's LOADs run ahead of q's last STORE. Whether k's second
// LOAD goes ahead too depends on whether its first ends before q's last
// STORE starts: after the last tile's work (its 64 columns drain in 319
// cycles) and behind the tile before's STORE, which k's first LOAD delays
// (LayerEstimate::tile_store_cycles). Without that STORE the estimate moved
// only k's first LOAD into q: q ran 1.37x its estimate, BERT's k 0.60x.
TEST(TimedExecutor, TheLastStoreWaitsForTheTileBeforesWhenTheNextKernelLoadsAhead) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 128, 256});
  ir::ValueId shape = b.shapeConstant("shape", {1, 128, 4, 64});
  std::vector<ir::ValueId> outputs;
  for (const auto& [name, perm, out] :
       {std::tuple{"q", std::vector<std::int64_t>{0, 2, 1, 3}, ir::Shape{1, 4, 128, 64}},
        std::tuple{"k", std::vector<std::int64_t>{0, 2, 3, 1}, ir::Shape{1, 4, 64, 128}}}) {
    const std::string n(name);
    ir::ValueId w = b.constant("w_" + n, {256, 256}, std::vector<float>(256 * 256, 0.5f));
    ir::ValueId bias = b.constant("b_" + n, {256}, std::vector<float>(256, 0.25f));
    ir::ValueId mm = b.node("MatMul", {x, w}, "mm_" + n, {1, 128, 256});
    ir::ValueId add = b.node("Add", {mm, bias}, "add_" + n, {1, 128, 256});
    ir::ValueId r = b.node("Reshape", {add, shape}, "r_" + n, {1, 128, 4, 64});
    outputs.push_back(b.node("Transpose", {r}, n, out, {{"perm", perm}}));
  }
  b.graph.outputs = outputs;
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 2, 0);
}

// MobileNetV2's depthwise 3 x 3 layers of 384 channels on 14 x 14 pixels on
// tpu_v1_like, packed onto the array: its tiles stream back to back, their
// fill and drain hidden, while one transfer in flight makes the DRAM stream
// look about as busy as the array (a latency per transfer). The estimate
// charged the fill and drain in that share: 18,838 cycles against 17,712
// simulated (0.94x); in the bus's share (bytes / bandwidth, estimate.cpp)
// 18,600 (0.95x).
TEST(TimedExecutor, APackedDepthwiseLayersFillAndDrainShowInTheBussShare) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {1, 384, 14, 14});
  b.graph.outputs = {constantConv(b, x, 384, 1, 3, 3, "y", {1, 384, 14, 14},
                                  {{"group", std::int64_t{384}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}})};
  expectKernelNearItsEstimate("configs/tpu_v1_like.yaml", b.graph, 1);
}

}  // namespace
}  // namespace tessera::runtime
