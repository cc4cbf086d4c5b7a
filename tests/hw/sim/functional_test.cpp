// FunctionalCore: compiled Programs executed bit for bit against values computed here.
#include "hw/sim/functional.h"

#include <gtest/gtest.h>

#include <random>

#include <fmt/format.h>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/program/dram_image.h"
#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "compiler/sparsity/prune.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/program/schedule_check.h"
#include "hw/isa/encode.h"
#include "hw/isa/fixed_point.h"
#include "hw/isa/weight_codec.h"
#include "hw/model/timing.h"
#include "hw/support/half.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/backend/compile_helpers.h"

namespace tessera::sim {
namespace {

using backend::Kernel;
using backend::KernelGraph;
using backend::Program;
using backend::testing::graphOf;
using backend::testing::loadConfig;
using backend::testing::tensor;

using backend::testing::compiled;

/// Random int8 values in tensor `name`'s DRAM region (element order), returned for the expected values.
std::vector<std::int64_t> fillRandom(FunctionalCore& core, const Program& program, const std::string& name,
                                     std::int64_t elements, std::mt19937& random) {
  std::uniform_int_distribution<int> value(-128, 127);
  std::vector<std::int64_t> values(static_cast<size_t>(elements));
  const std::int64_t at = program.memory.find(name)->offset_bytes;
  for (size_t i = 0; i < values.size(); ++i) core.writeElement(at, static_cast<std::int64_t>(i), 8, values[i] = value(random));
  return values;
}

/// Runs every instruction in stream order, checking the tokens; the test fails on any error.
void run(FunctionalCore& core, const Program& program) {
  SequentialTokens tokens;
  for (std::size_t i = 0; i < program.size(); ++i) {
    const isa::Instruction in = program.instruction(i);
    Status t = tokens.step(in, i);
    ASSERT_TRUE(t.ok()) << render(t.diagnostics());
    Status s = core.execute(in);
    ASSERT_TRUE(s.ok()) << "instruction " << i << " " << isa::toAssembly(in) << ": " << render(s.diagnostics());
  }
  EXPECT_TRUE(tokens.drained());
}

/// Where element i of a row-major tensor lands after Transpose(shape, perm).
std::int64_t transposed(std::int64_t index, const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& perm) {
  std::vector<std::int64_t> coord(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    coord[d] = index % shape[d];
    index /= shape[d];
  }
  std::int64_t out = 0;
  for (size_t d = 0; d < shape.size(); ++d) out = out * shape[static_cast<size_t>(perm[d])] + coord[static_cast<size_t>(perm[d])];
  return out;
}

// Attention's products with their fused Transposes (head split, keys'
// split-and-transpose through a transposing STORE, head merge) and an
// integer requantize: the executed program leaves in y exactly
// requantize(A x B) at the place the Transpose sends each element.
TEST(FunctionalCore, TransposedProductsAreBitExact) {
  constexpr std::int64_t S = 12, H = 3, D = 8, E = 16;
  struct Case {
    const char* name;
    std::int64_t batch, rows, depth, cols;
    std::vector<std::int64_t> shape, perm;
  };
  const Case cases[] = {
      {"head split", 1, S, E, H * D, {1, S, H, D}, {0, 2, 1, 3}},
      {"keys", 1, S, E, H * D, {1, S, H, D}, {0, 2, 3, 1}},
      {"head merge", H, S, S, D, {1, H, S, D}, {0, 2, 1, 3}},
  };
  const auto multiplier = isa::fixedPointMultiplier(1.0 / 37.0).value();
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8"})
    for (const Case& c : cases) {
      SCOPED_TRACE(std::string(config) + ", " + c.name);
      const hw::Spec spec = loadConfig(config);
      Kernel k;
      k.name = "attn";
      k.kind = backend::KernelKind::kMatMul;
      k.ops = "MatMul+Reshape+Transpose";
      k.shape = hw::model::gemm(c.rows, c.cols, c.depth);
      k.shape.g = c.batch;
      k.weights_constant = false;
      k.inputs = {tensor("a", c.batch * c.rows * c.depth), tensor("b", c.batch * c.depth * c.cols)};
      k.outputs = {tensor("y", c.batch * c.rows * c.cols)};
      k.vector_elements = c.batch * c.rows * c.cols;
      k.vector_ops = {hw::VectorOp::kRequantize};
      backend::VectorParams requantize;
      requantize.role = backend::QuantRole::kRequantize;
      requantize.grid = backend::QuantGrid{0, 3, -128, 127};
      requantize.multipliers = {multiplier};
      k.vector_params = {requantize};
      k.result_view.transposes = {{c.shape, c.perm}};
      k.result_view.before_op = 1;
      const KernelGraph g = graphOf({k}, {k.inputs[0], k.inputs[1]}, {k.outputs[0]});
      const Program program = compiled(spec, g);
      ASSERT_EQ(backend::checkProgram(spec, program).error_count, 0);

      FunctionalCore core(spec, program.memory.total_bytes);
      std::mt19937 random(7);
      const std::vector<std::int64_t> av = fillRandom(core, program, "a", k.inputs[0].elements, random);
      const std::vector<std::int64_t> bv = fillRandom(core, program, "b", k.inputs[1].elements, random);
      run(core, program);
      const std::int64_t y = program.memory.find("y")->offset_bytes;
      int mismatches = 0;
      for (std::int64_t bi = 0; bi < c.batch; ++bi)
        for (std::int64_t m = 0; m < c.rows; ++m)
          for (std::int64_t n = 0; n < c.cols; ++n) {
            std::int64_t sum = 0;
            for (std::int64_t d = 0; d < c.depth; ++d)
              sum += av[static_cast<size_t>((bi * c.rows + m) * c.depth + d)] *
                     bv[static_cast<size_t>((bi * c.depth + d) * c.cols + n)];
            const std::int64_t expected = isa::requantize(sum, multiplier, 3, -128, 127);
            const std::int64_t at = transposed((bi * c.rows + m) * c.cols + n, c.shape, c.perm);
            const std::int64_t got = core.readElement(y, at, 8);
            if (got != expected && ++mismatches <= 3)
              ADD_FAILURE() << "(" << bi << ", " << m << ", " << n << ") -> y[" << at << "] = " << got << ", expected "
                            << expected;
          }
      EXPECT_EQ(mismatches, 0);
    }
}

// Pooling kernels on int8: a 2x2 max pooling, ResNet's 7x7 global average
// (1/49 as a fixed-point multiplier) and a 24x24 one too large to gather
// (blocks of pixels reduced by halving): the executed program equals the pooling computed here (the
// average as the ISA defines it: the sum scaled by MultiplyByQuantizedMultiplier).
TEST(FunctionalCore, PoolingKernelsAreBitExact) {
  using hw::VectorOp;
  struct Case {
    const char* name;
    VectorOp op;
    std::int64_t side, window, channels;
  };
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8"})
    for (const Case& c : {Case{"max 2x2", VectorOp::kMaxPool, 6, 2, 20}, Case{"global average", VectorOp::kAvgPool, 7, 7, 20},
                          Case{"global average of blocks", VectorOp::kAvgPool, 24, 24, 8}}) {
      SCOPED_TRACE(std::string(config) + ", " + c.name);
      const hw::Spec spec = loadConfig(config);
      const std::int64_t out_side = c.side / c.window, in = c.side * c.side * c.channels,
                         out = out_side * out_side * c.channels;
      Kernel pool = backend::testing::vectorKernel("pool", backend::KernelKind::kPool, {"x"}, in, "y", out, {c.op});
      pool.pool = hw::model::LayerShape{.g = c.channels, .p = out_side, .q = out_side, .r = c.window, .s = c.window,
                                        .stride_h = c.window, .stride_w = c.window};
      pool.pool_input = {c.side, c.side, 0, 0};
      const KernelGraph g = graphOf({pool}, {tensor("x", in)}, {tensor("y", out)});
      const Program program = compiled(spec, g);
      ASSERT_EQ(backend::checkProgram(spec, program).error_count, 0);
      FunctionalCore core(spec, program.memory.total_bytes);
      std::mt19937 random(11);
      const std::vector<std::int64_t> xv = fillRandom(core, program, "x", in, random);  // NHWC
      const std::int64_t y = program.memory.find("y")->offset_bytes;
      run(core, program);
      const auto scale = isa::fixedPointMultiplier(1.0 / static_cast<double>(c.window * c.window)).value();
      int mismatches = 0;
      for (std::int64_t p = 0; p < out_side; ++p)
        for (std::int64_t q = 0; q < out_side; ++q)
          for (std::int64_t ch = 0; ch < c.channels; ++ch) {
            std::int64_t acc = c.op == VectorOp::kMaxPool ? -128 : 0;
            for (std::int64_t i = 0; i < c.window; ++i)
              for (std::int64_t j = 0; j < c.window; ++j) {
                const std::int64_t v = xv[static_cast<size_t>(((p * c.window + i) * c.side + q * c.window + j) * c.channels + ch)];
                acc = c.op == VectorOp::kMaxPool ? std::max(acc, v) : acc + v;
              }
            if (c.op == VectorOp::kAvgPool) acc = isa::requantize(acc, scale, 0, -128, 127);
            const std::int64_t got = core.readElement(y, (p * out_side + q) * c.channels + ch, 8);
            if (got != acc && ++mismatches <= 3)
              ADD_FAILURE() << "y(" << p << ", " << q << ", " << ch << ") = " << got << ", expected " << acc;
          }
      EXPECT_EQ(mismatches, 0);
    }
}

// A quantized residual add after a product (A x B + DQ(r), then
// QuantizeLinear): the sums and the residual meet on a grid 2^8 finer than
// the output's (kernel_plan.cpp rescaleResidual). The executed program
// equals that integer recipe bit for bit and is within one step of
// round((s_acc * sums + s_r * r) / s_y).
// edge_8x32_int8: a k fold of 32 columns (two beats of its 16 lanes) whose
// residual rows span input rows of 8: 20 channels (3 rows: 2 whole, 4
// elements of a third) and 40 (a fold of 32 over 4 rows, then one of 8).
TEST(FunctionalCore, AQuantizedResidualAddIsRescaled) {
  constexpr std::int64_t M = 10, K = 12;
  const double s_acc = 0.0021, s_r = 0.047, s_y = 0.09;
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8", "edge_8x32_int8"})
  for (const std::int64_t N : {20, 40}) {
    SCOPED_TRACE(fmt::format("{}, {} channels", config, N));
    const hw::Spec spec = loadConfig(config);
    Kernel k;
    k.name = "block";
    k.kind = backend::KernelKind::kMatMul;
    k.ops = "MatMul+Add+QuantizeLinear";
    k.shape = hw::model::gemm(M, N, K);
    k.weights_constant = false;
    k.inputs = {tensor("a", M * K), tensor("b", K * N), tensor("r", M * N)};
    k.outputs = {tensor("y", M * N)};
    k.vector_elements = M * N;
    k.vector_ops = {hw::VectorOp::kAdd, hw::VectorOp::kRequantize};
    k.accumulator_scales = {s_acc};
    backend::VectorParams add, quantize;
    add.operand_grid = backend::QuantGrid{s_r, 0, -128, 127};
    quantize.role = backend::QuantRole::kQuantize;
    quantize.grid = backend::QuantGrid{s_y, 0, -128, 127};
    k.vector_params = {add, quantize};
    auto plan = backend::planKernel(spec, k);
    ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
    for (const std::string& note : plan->notes) EXPECT_EQ(note.find("residual"), std::string::npos) << note;
    ASSERT_EQ(plan->chain.size(), 3u);  // requantize to the finer grid, add (operand scaled), requantize
    EXPECT_GT(plan->chain[0].immediates.clamp_min, plan->chain[0].immediates.clamp_max);  // no clamp
    const KernelGraph g = graphOf({k}, k.inputs, k.outputs);
    const Program program = compiled(spec, g);
    ASSERT_EQ(backend::checkProgram(spec, program).error_count, 0);
    FunctionalCore core(spec, program.memory.total_bytes);
    std::mt19937 random(5);
    const std::vector<std::int64_t> av = fillRandom(core, program, "a", M * K, random);
    const std::vector<std::int64_t> bv = fillRandom(core, program, "b", K * N, random);
    const std::vector<std::int64_t> rv = fillRandom(core, program, "r", M * N, random);
    run(core, program);
    const auto to_mid = isa::fixedPointMultiplier(s_acc * 256 / s_y).value();
    const auto operand = isa::fixedPointMultiplier(s_r * 256 / s_y).value();
    const isa::FixedPointMultiplier down{1 << 30, -7};
    constexpr int kMin = std::numeric_limits<std::int32_t>::min(), kMax = std::numeric_limits<std::int32_t>::max();
    const std::int64_t y = program.memory.find("y")->offset_bytes;
    int mismatches = 0, off_by_one = 0;
    for (std::int64_t m = 0; m < M; ++m)
      for (std::int64_t n = 0; n < N; ++n) {
        std::int64_t sum = 0;
        for (std::int64_t d = 0; d < K; ++d) sum += av[static_cast<size_t>(m * K + d)] * bv[static_cast<size_t>(d * N + n)];
        const std::int64_t r = rv[static_cast<size_t>(m * N + n)];
        const std::int64_t t = isa::requantize(sum, to_mid, 0, kMin, kMax) + isa::requantize(r, operand, 0, kMin, kMax);
        const std::int64_t expected = isa::requantize(t, down, 0, -128, 127);
        const double real = std::clamp(std::nearbyint((s_acc * static_cast<double>(sum) + s_r * static_cast<double>(r)) / s_y), -128.0, 127.0);
        const std::int64_t got = core.readElement(y, m * N + n, 8);
        if (got != expected && ++mismatches <= 3)
          ADD_FAILURE() << "y(" << m << ", " << n << ") = " << got << ", the recipe gives " << expected;
        EXPECT_LE(std::fabs(static_cast<double>(got) - real), 1.0) << m << ", " << n;
        off_by_one += static_cast<double>(got) != real;
      }
    EXPECT_EQ(mismatches, 0);
    EXPECT_LT(off_by_one, M * N / 10);
  }
}

// An add of two tensors already on integer grids (a vector kernel of a QDQ
// model: Add(DQ(a), DQ(b))) is not rescaled by the ISA's add: the plan says
// that its result is not the model's rather than adding integers silently.
TEST(FunctionalCore, AnAddOfTwoQuantizedTensorsIsNoted) {
  Kernel k = backend::testing::vectorKernel("add", backend::KernelKind::kElementwise, {"a", "b"}, 64, "y", 64,
                                            {hw::VectorOp::kAdd});
  backend::VectorParams add;
  add.operand_grid = backend::QuantGrid{0.05, 0, -128, 127};
  k.vector_params = {add};
  auto plan = backend::planKernel(loadConfig("edge_16x16_int8"), k);
  ASSERT_TRUE(plan.ok());
  EXPECT_TRUE(std::any_of(plan->notes.begin(), plan->notes.end(), [](const std::string& n) {
    return n.find("two quantized tensors") != std::string::npos && n.find("not the model's") != std::string::npos;
  }));
}

/// The Fashion-MNIST CNN quantized (int8 minmax, per tensor or per channel)
/// and lowered to integers, with the default pipeline run: the graph the
/// backend compiles and the reference executor runs.
ir::Graph integerModel(const std::string& model, const std::string& samples, std::int64_t calibrate_on,
                       bool per_channel, bool prune_2_of_4 = false) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile(model);
  EXPECT_TRUE(g.ok()) << render(g.status().diagnostics());
  if (!g) return {};
  if (prune_2_of_4) {  // tessera sparsify --n-of-m 2:4
    auto pruned = sparsity::pruneGraph(*g, {sparsity::PruneMode::kNofM, 1.0, 2, 4});
    EXPECT_TRUE(pruned.ok()) << render(pruned.status().diagnostics());
    if (!pruned) return {};
    g = std::move(pruned->graph);
  }
  Expected<ir::Tensor> images = quant::loadSamples(*g, {samples});
  EXPECT_TRUE(images.ok()) << render(images.status().diagnostics());
  Expected<quant::Calibration> calibration =
      quant::calibrate(*g, quant::sliceRows(*images, 0, calibrate_on), {calibrate_on, 2048, 1});
  EXPECT_TRUE(calibration.ok()) << render(calibration.status().diagnostics());
  quant::QuantizeOptions options;
  options.method = quant::CalibMethod::kMinMax;
  options.per_channel = per_channel;
  Expected<quant::QuantizeResult> q = quant::quantizeGraph(*g, *calibration, options);
  EXPECT_TRUE(q.ok()) << render(q.status().diagnostics());
  if (!q) return {};
  ir::Graph graph = q->graph;
  passes::PassContext context;
  const Status ran = passes::runPipeline(graph, "lower-to-integer," + passes::defaultPipeline(), context);
  EXPECT_TRUE(ran.ok()) << render(ran.diagnostics());
  return graph;
}

/// DRAM element order of value `id`: a 4-D [n, c, h, w] value (or a Flatten /
/// Reshape of one) channel-last, as the backend stores activations; index i
/// of the returned vector is the position in DRAM of the value's element i.
std::vector<std::int64_t> dramOrder(const ir::Graph& g, ir::ValueId id) {
  const ir::Value& v = g.value(id);
  std::int64_t elements = 1;
  for (std::int64_t d : v.type.shape) elements *= std::max<std::int64_t>(d, 1);  // a symbolic batch: 1
  ir::ValueId base = id;
  for (bool viewed = true; viewed;) {
    viewed = false;
    for (const ir::Node& node : g.nodes)
      if (!node.outputs.empty() && node.outputs[0] == base && (node.op_type == "Flatten" || node.op_type == "Reshape")) {
        base = node.inputs[0];
        viewed = true;
      }
  }
  std::vector<std::int64_t> order(static_cast<size_t>(elements));
  const ir::Shape& shape = g.value(base).type.shape;
  for (std::int64_t i = 0; i < elements; ++i) order[static_cast<size_t>(i)] = i;
  if (shape.size() != 4 || g.value(base).layout == ir::Layout::kNHWC) return order;
  const std::int64_t c = shape[1], h = shape[2], w = shape[3];
  if (c * h * w * std::max<std::int64_t>(shape[0], 1) != elements) return order;
  for (std::int64_t i = 0; i < elements; ++i) {
    const std::int64_t n = i / (c * h * w), ch = i / (h * w) % c, y = i / w % h, x = i % w;
    order[static_cast<size_t>(i)] = ((n * h + y) * w + x) * c + ch;
  }
  return order;
}

// The whole path, bit for bit: the Fashion-MNIST CNN quantized per tensor
// and per channel, lowered to integers, compiled for tiny_4x4_int8 and
// edge_16x16_int8 with its DRAM image (dram.bin), executed instruction by
// instruction on a real test image. Before each kernel the host's values
// (the reference executor's, channel-last) are written to its inputs; after
// it, every output element of every kernel the accelerator runs whole
// equals the reference executor's integer (ConvInteger, tessera.Requantize,
// MaxPool, Gemm on the flattened map with its permuted weight rows).
/// Runs `graph` (integer-lowered) on each config, kernel by kernel, from the
/// host's values of its inputs (the reference executor's, on sample `sample`
/// of `samples`), and compares every output element of every kernel the
/// accelerator runs whole with the reference executor's integers. Returns
/// the kernels compared per config.
std::vector<int> runAgainstReference(const ir::Graph& graph, const std::string& samples, std::int64_t sample,
                                     const std::vector<const char*>& configs) {
  std::vector<int> counts;
  auto kernels = backend::lowerGraph(graph);
  EXPECT_TRUE(kernels.ok()) << render(kernels.status().diagnostics());
  if (!kernels) return counts;
  // Reference values of every tensor a kernel reads or writes.
  ir::Graph probe = graph;
  std::vector<ir::ValueId> wanted;
  for (const Kernel& k : kernels->kernels)
    for (const auto* list : {&k.inputs, &k.outputs})
      for (const backend::TensorRef& t : *list)
        if (t.value != ir::kNoValue && std::find(wanted.begin(), wanted.end(), t.value) == wanted.end())
          wanted.push_back(t.value);
  // A DequantizeLinear is the identity on integers: a kernel ending in one
  // stores its input's integers, a kernel reading one reads them.
  std::map<ir::ValueId, ir::ValueId> integers;
  for (const ir::Node& node : graph.nodes)
    if (node.op_type == "DequantizeLinear" && !node.outputs.empty() &&
        std::find(wanted.begin(), wanted.end(), node.outputs[0]) != wanted.end()) {
      integers[node.outputs[0]] = node.inputs[0];
      wanted.push_back(node.inputs[0]);
    }
  probe.outputs = wanted;
  Expected<ir::Tensor> images = quant::loadSamples(graph, {samples});
  EXPECT_TRUE(images.ok());
  if (!images) return counts;
  auto values = exec::execute(probe, {{graph.value(graph.inputs[0]).name, quant::sliceRows(*images, sample, sample + 1)}});
  EXPECT_TRUE(values.ok()) << render(values.status().diagnostics());
  if (!values) return counts;
  std::map<ir::ValueId, const ir::Tensor*> reference;
  for (size_t i = 0; i < wanted.size(); ++i) reference[wanted[i]] = &(*values)[i];

  for (const char* config : configs) {
    SCOPED_TRACE(config);
    counts.push_back(0);
    const hw::Spec spec = loadConfig(config);
    const Program program = compiled(spec, *kernels);
    auto image = backend::buildDramImage(spec, *kernels, program);
    EXPECT_TRUE(image.ok()) << render(image.status().diagnostics());
    if (!image) continue;
    FunctionalCore core(spec, program.memory.total_bytes);
    std::copy(image->contents.bytes.begin(), image->contents.bytes.end(),
              core.dram().begin() + static_cast<std::int64_t>(image->contents.base_address));
    SequentialTokens tokens;
    for (const backend::ProgramKernel& pk : program.kernels) {
      const Kernel& k = kernels->kernels[static_cast<size_t>(pk.kernel)];
      // The host sets the weight decoder per kernel from the kernel table.
      core.setWeightEncoding(isa::weightEncoding(spec, pk.weight_compression));
      for (const backend::TensorRef& in : k.inputs) {  // the host's values
        const ir::ValueId source = integers.count(in.value) ? integers.at(in.value) : in.value;
        const ir::Tensor* t = reference.count(source) ? reference[source] : nullptr;
        const backend::Region* region = program.memory.find(in.name);
        if (!t || !region || t->dtype() != ir::DType::kI8) continue;
        const std::vector<std::int64_t> order = dramOrder(graph, in.value);
        for (std::int64_t i = 0; i < t->size(); ++i)
          core.writeElement(region->offset_bytes, order[static_cast<size_t>(i)], 8, t->intAt(i));
      }
      for (std::size_t i = pk.first; i < pk.first + pk.count; ++i) {
        const isa::Instruction in = program.instruction(i);
        Status t = tokens.step(in, i);
        EXPECT_TRUE(t.ok()) << render(t.diagnostics());
        Status s = core.execute(in);
        EXPECT_TRUE(s.ok()) << pk.name << ": " << isa::toAssembly(in) << ": " << render(s.diagnostics());
        if (!t.ok() || !s.ok()) return counts;
      }
      auto plan = backend::planKernel(spec, k);
      EXPECT_TRUE(plan.ok());
      if (!plan) continue;
      bool whole = (plan->mode == backend::PlanMode::kArray || plan->mode == backend::PlanMode::kVector) &&
                   pk.host_ops.empty();
      for (const backend::VectorStep& step : plan->chain)
        if (step.op == hw::VectorOp::kRequantize && step.immediates.multiplier == 0 && step.immediates.channels.empty())
          whole = false;  // no scale stated (the float logits): nothing to compare
      for (const std::string& note : plan->notes)
        if (note.find("is not the model's") != std::string::npos) whole = false;  // a known gap, said by the plan
      if (!whole) continue;
      const backend::TensorRef& out = k.outputs[static_cast<size_t>(plan->result)];
      const ir::Tensor& t = *reference.at(integers.count(out.value) ? integers.at(out.value) : out.value);
      if (t.dtype() != ir::DType::kI8) {
        ADD_FAILURE() << pk.name << " (" << pk.ops << ") output " << out.name << " is not int8";
        continue;
      }
      const std::vector<std::int64_t> order = dramOrder(graph, out.value);
      const std::int64_t y = program.memory.find(out.name)->offset_bytes;
      int mismatches = 0;
      for (std::int64_t i = 0; i < t.size(); ++i) {
        const std::int64_t got = core.readElement(y, order[static_cast<size_t>(i)], 8);
        if (got != t.intAt(i) && ++mismatches <= 3)
          ADD_FAILURE() << pk.name << " element " << i << ": " << got << ", the reference executor " << t.intAt(i);
      }
      EXPECT_EQ(mismatches, 0) << pk.name << " (" << pk.ops << ")";
      ++counts.back();
    }
  }
  return counts;
}

// The whole path, bit for bit: the Fashion-MNIST CNN quantized per tensor
// and per channel, lowered to integers, compiled for tiny_4x4_int8 and
// edge_16x16_int8 with its DRAM image (dram.bin), executed instruction by
// instruction on a real test image. Before each kernel the host's values
// (the reference executor's, channel-last) are written to its inputs; after
// it, every output element of every kernel the accelerator runs whole
// equals the reference executor's integer (ConvInteger, tessera.Requantize,
// MaxPool, Gemm on the flattened map with its permuted weight rows).
TEST(FunctionalCore, QuantizedFashionCnnMatchesTheReferenceExecutor) {
  const std::string samples = "models/fashion_mnist/test_1000_input.pb";
  for (bool per_channel : {false, true}) {
    SCOPED_TRACE(per_channel ? "per channel" : "per tensor");
    const ir::Graph graph = integerModel("models/fashion_mnist/fashion_cnn.onnx", samples, 50, per_channel);
    ASSERT_FALSE(graph.nodes.empty());
    for (int compared : runAgainstReference(graph, samples, 7, {"tiny_4x4_int8", "edge_16x16_int8"}))
      EXPECT_GE(compared, 3);  // conv1, conv2 (each with its pooling), fc1
  }
}

// The Fashion-MNIST CNN pruned 2:4 along the input channels (tessera
// sparsify --n-of-m 2:4), quantized and lowered to integers, on
// edge_16x16_int8_sparse24: conv2's weights are stored N:M in dram.bin and
// decompressed by the COMPUTEs that preload them (conv1, one input channel,
// and fc1, rows permuted, stay dense); every output element of conv1, conv2
// and fc1 equals the reference executor's.
TEST(FunctionalCore, NofMSparseFashionCnnMatchesTheReferenceExecutor) {
  const std::string samples = "models/fashion_mnist/test_1000_input.pb";
  const ir::Graph graph = integerModel("models/fashion_mnist/fashion_cnn.onnx", samples, 50, false, true);
  ASSERT_FALSE(graph.nodes.empty());
  auto kernels = backend::lowerGraph(graph);
  ASSERT_TRUE(kernels.ok());
  const hw::Spec spec = loadConfig("edge_16x16_int8_sparse24");
  const Program program = compiled(spec, *kernels);
  int compressed = 0;
  for (const backend::ProgramKernel& pk : program.kernels)
    if (pk.weight_compression < 1.0 && pk.name.find("conv2") != std::string::npos) ++compressed;
  EXPECT_EQ(compressed, 1);  // conv2 is stored N:M (and compared below)
  for (int compared : runAgainstReference(graph, samples, 7, {"edge_16x16_int8_sparse24"})) EXPECT_GE(compared, 3);
}

// One array tile whose weights are stored compressed (N:M on the 2:4 spec,
// bitmask on an edit of it): LOAD the encoded block as rows of the fold
// width, LOAD the inputs, one preloading COMPUTE; every sum equals the
// product computed here from the dense weights.
TEST(FunctionalCore, CompressedWeightTileIsDecompressedByThePreload) {
  constexpr std::int64_t kRows = 16, kCols = 16, kDepth = 5, kWeights = 4096;
  const hw::Spec nm = loadConfig("edge_16x16_int8_sparse24");
  const hw::Spec bitmask = backend::testing::editedConfig("edge_16x16_int8_sparse24", "weight_format: n_of_m\n  n: 2\n  m: 4",
                                                          "weight_format: bitmask");
  for (const auto& [spec, encoding] : {std::pair{&nm, isa::WeightEncoding::kNOfM},
                                       std::pair{&bitmask, isa::WeightEncoding::kBitmask}}) {
    SCOPED_TRACE(encoding == isa::WeightEncoding::kNOfM ? "n_of_m" : "bitmask");
    std::mt19937 random(3);
    std::uniform_int_distribution<int> value(-128, 127);
    std::vector<std::int64_t> w(kRows * kCols, 0), x(kDepth * kRows);
    for (std::int64_t r = 0; r < kRows; ++r)  // 2 of every 4 rows per column: valid for both encodings
      for (std::int64_t j = 0; j < kCols; ++j)
        if ((r + j) % 4 < 2 || (encoding == isa::WeightEncoding::kBitmask && (r * 7 + j) % 5 == 0))
          w[static_cast<size_t>(r * kCols + j)] = value(random);
    for (std::int64_t& v : x) v = value(random);
    std::string problem;
    const std::vector<std::uint8_t> block = isa::encodeWeightBlock(*spec, encoding, kRows, kCols, w, problem);
    ASSERT_TRUE(problem.empty()) << problem;
    ASSERT_LT(std::ssize(block), kRows * kCols);  // compressed
    FunctionalCore core(*spec, 8192);
    std::copy(block.begin(), block.end(), core.dram().begin() + kWeights);
    for (std::int64_t i = 0; i < std::ssize(x); ++i) core.writeElement(0, i, 8, x[static_cast<size_t>(i)]);
    core.setWeightEncoding(encoding);
    const auto stored_rows = static_cast<std::uint64_t>((std::ssize(block) + kCols - 1) / kCols);
    isa::Instruction load_x, load_w, compute;
    load_x.opcode = load_w.opcode = isa::Opcode::kLoad;
    load_x.transfer.buffer = hw::BufferKind::kInput;
    load_x.transfer.rows = kDepth;
    load_x.transfer.elements = load_x.transfer.dram_stride_bytes = kRows;
    load_w.transfer.buffer = hw::BufferKind::kWeight;
    load_w.transfer.rows = stored_rows;  // the encoded bytes as rows of the fold width
    load_w.transfer.elements = load_w.transfer.dram_stride_bytes = kCols;
    load_w.transfer.dram_address = kWeights;
    compute.opcode = isa::Opcode::kCompute;
    compute.compute.tile_rows = kRows;
    compute.compute.tile_cols = kCols;
    compute.compute.depth = kDepth;
    compute.compute.preload_weights = true;
    for (const isa::Instruction& in : {load_x, load_w, compute}) {
      const Status s = core.execute(in);
      ASSERT_TRUE(s.ok()) << isa::toAssembly(in) << ": " << render(s.diagnostics());
    }
    int mismatches = 0;
    std::int64_t zero_products = 0;  // what zero gating gates: a zero input or a zero (pruned) weight
    for (std::int64_t d = 0; d < kDepth; ++d)
      for (std::int64_t j = 0; j < kCols; ++j) {
        std::int64_t sum = 0;
        for (std::int64_t r = 0; r < kRows; ++r) {
          sum += x[static_cast<size_t>(d * kRows + r)] * w[static_cast<size_t>(r * kCols + j)];
          zero_products += x[static_cast<size_t>(d * kRows + r)] == 0 || w[static_cast<size_t>(r * kCols + j)] == 0;
        }
        const std::int64_t got = core.bufferElement(hw::BufferKind::kOutput, d, j);
        if (got != sum && ++mismatches <= 3) ADD_FAILURE() << "sum (" << d << ", " << j << ") = " << got << ", expected " << sum;
      }
    EXPECT_EQ(mismatches, 0);
    EXPECT_GT(zero_products, kDepth * kRows * kCols / 4);  // the pruned weights at least
    EXPECT_EQ(core.zeroProducts(), zero_products);
  }
}

// Float formats at the instruction level (isa.h): a reduction split into two
// folds (the second accumulating) sums like one fused multiply-add chain
// from +0 in row order; bias_add and relu compute in fp32; the STORE rounds
// to the format, nearest even. fp16 and bf16 (edge_16x16_fp16 with its
// format changed), values drawn from the format's own grid.
TEST(FunctionalCore, FloatFoldsSumAsOneFusedChainAndStoresRoundToTheFormat) {
  constexpr std::int64_t kRows = 16, kCols = 16, kDepth = 4, kWeights = 4096, kBias = 2048, kOut = 6144;
  const hw::Spec fp16 = loadConfig("edge_16x16_fp16");
  const hw::Spec bf16 = backend::testing::editedConfig("edge_16x16_fp16", "number_format: fp16", "number_format: bf16");
  for (const hw::Spec* spec : {&fp16, &bf16}) {
    const bool bf = spec->params().precision.number_format == hw::NumberFormat::kBf16;
    SCOPED_TRACE(bf ? "bf16" : "fp16");
    auto toBits = [&](float v) -> std::int64_t { return bf ? hw::floatToBf16(v) : hw::floatToHalf(v); };
    auto toFloat = [&](std::int64_t b) {
      return bf ? hw::bf16ToFloat(static_cast<std::uint16_t>(b)) : hw::halfToFloat(static_cast<std::uint16_t>(b));
    };
    std::mt19937 random(5);
    std::normal_distribution<float> value(0.0f, 3.0f);
    std::vector<float> x(kDepth * kRows), w(kRows * kCols), bias(kCols);
    FunctionalCore core(*spec, 8192);
    for (std::int64_t i = 0; i < std::ssize(x); ++i) {
      x[static_cast<size_t>(i)] = toFloat(toBits(value(random)));
      core.writeElement(0, i, 16, toBits(x[static_cast<size_t>(i)]));
    }
    for (std::int64_t i = 0; i < std::ssize(w); ++i) {
      w[static_cast<size_t>(i)] = toFloat(toBits(value(random)));
      core.writeElement(kWeights, i, 16, toBits(w[static_cast<size_t>(i)]));
    }
    for (std::int64_t j = 0; j < kCols; ++j) {  // accumulator-wide constants: fp32
      bias[static_cast<size_t>(j)] = value(random) * 100.0f;
      core.writeElement(kBias, j, 32, hw::floatBits(bias[static_cast<size_t>(j)]));
    }
    auto transfer = [](isa::Opcode op, hw::BufferKind buffer, std::uint64_t row, std::uint64_t rows, std::uint64_t dram,
                       std::uint64_t stride) {
      isa::Instruction in;
      in.opcode = op;
      in.transfer.buffer = buffer;
      in.transfer.row_address = row;
      in.transfer.rows = rows;
      in.transfer.elements = 16;
      in.transfer.dram_address = dram;
      in.transfer.dram_stride_bytes = stride;
      return in;
    };
    std::vector<isa::Instruction> program{transfer(isa::Opcode::kLoad, hw::BufferKind::kInput, 0, kDepth, 0, 32),
                                          transfer(isa::Opcode::kLoad, hw::BufferKind::kWeight, 0, kRows, kWeights, 32),
                                          transfer(isa::Opcode::kLoad, hw::BufferKind::kOutput, 100, 1, kBias, 64)};
    for (int fold = 0; fold < 2; ++fold) {  // rows [0, 8) then [8, 16): x's halves side by side in the input rows
      isa::Instruction c;
      c.opcode = isa::Opcode::kCompute;
      c.compute.tile_rows = 8;
      c.compute.tile_cols = kCols;
      c.compute.depth = kDepth;
      c.compute.weight_row = static_cast<std::uint64_t>(fold * 8);
      c.compute.input_row = static_cast<std::uint64_t>(fold * kDepth);
      c.compute.accumulate = fold == 1;
      c.compute.preload_weights = true;
      program.push_back(c);
    }
    // The second fold reads x[d][8..16) as input row kDepth + d: move those halves there first.
    for (std::int64_t d = 0; d < kDepth; ++d)
      program.insert(program.begin() + 3, transfer(isa::Opcode::kLoad, hw::BufferKind::kInput,
                                                   static_cast<std::uint64_t>(kDepth + d), 1,
                                                   static_cast<std::uint64_t>(d * 32 + 16), 32));
    isa::Instruction bias_add, relu;
    bias_add.opcode = relu.opcode = isa::Opcode::kVector;
    bias_add.vector.op = hw::VectorOp::kBiasAdd;
    relu.vector.op = hw::VectorOp::kRelu;
    for (isa::VectorFields* v : {&bias_add.vector, &relu.vector}) {
      v->src_buffer = v->dst_buffer = v->operand_buffer = hw::BufferKind::kOutput;
      v->lanes = kCols;
      v->count = kDepth;
    }
    bias_add.vector.operand_row = 100;
    relu.vector.clamp_min = 0;  // +0 in the format's bits
    program.push_back(bias_add);
    program.push_back(relu);
    program.push_back(transfer(isa::Opcode::kStore, hw::BufferKind::kOutput, 0, kDepth, kOut, 32));
    for (const isa::Instruction& in : program) {
      const Status s = core.execute(in);
      ASSERT_TRUE(s.ok()) << isa::toAssembly(in) << ": " << render(s.diagnostics());
    }
    int mismatches = 0;
    for (std::int64_t d = 0; d < kDepth; ++d)
      for (std::int64_t j = 0; j < kCols; ++j) {
        float sum = 0.0f;
        for (std::int64_t r = 0; r < kRows; ++r)
          sum = std::fma(x[static_cast<size_t>(d * kRows + r)], w[static_cast<size_t>(r * kCols + j)], sum);
        float v = sum + bias[static_cast<size_t>(j)];
        v = v < 0.0f ? 0.0f : v;
        const std::int64_t want = toBits(v);
        const std::int64_t got = core.readElement(kOut, d * kCols + j, 16) & 0xffff;
        if (got != want && ++mismatches <= 3)
          ADD_FAILURE() << "(" << d << ", " << j << "): bits " << got << ", expected " << want;
      }
    EXPECT_EQ(mismatches, 0);
  }
}

// Every vector op has float semantics, but an integer immediate does not:
// an add with a residual multiplier on a float point is an error saying so,
// never a silent result.
TEST(FunctionalCore, AFloatAddWithAnIntegerMultiplierIsAnError) {
  const hw::Spec spec = loadConfig("edge_16x16_fp16");
  FunctionalCore core(spec, 4096);
  isa::Instruction in;
  in.opcode = isa::Opcode::kVector;
  in.vector.op = hw::VectorOp::kAdd;
  in.vector.lanes = 4;
  in.vector.count = 1;
  in.vector.multiplier = 1 << 30;
  const Status s = core.execute(in);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(render(s.diagnostics()).find("multiplier"), std::string::npos) << render(s.diagnostics());
}

// MobileNetV2, per channel, on edge_16x16_int8: 36 of its 52 convolutions
// (depthwise ones packed block-diagonal, ReLU6 folded into the requantize)
// bit for bit. Not compared, each with the program's note: the 10
// projections with a residual add and the last convolution (its global
// average pooling), whose results are not the model's (known gaps), and 5
// projections whose QuantizeLinear is a kernel of its own (no scale: multiplier 0).
TEST(FunctionalCore, QuantizedMobileNetV2MatchesTheReferenceExecutor) {
  const std::string samples = "models/cache/zoo/mobilenet_v2_inputs/input_0.pb";
  const ir::Graph graph = integerModel("models/cache/zoo/mobilenet_v2.onnx", samples, 1, true);
  ASSERT_FALSE(graph.nodes.empty());
  for (int compared : runAgainstReference(graph, samples, 0, {"edge_16x16_int8"})) EXPECT_GE(compared, 36);
}

// ResNet-18 int8 per channel on edge_16x16_int8: its layer4 3x3 weights
// (2.4M elements) fold like the small ones (fold-constants used to leave
// DequantizeLinear results over 1M elements to run time, which turned them
// into activations). 8 of its 20 convolutions bit for bit; each of the
// others carries the program's note (a residual add, or a QuantizeLinear in
// a kernel of its own).
TEST(FunctionalCore, QuantizedResNet18MatchesTheReferenceExecutor) {
  const std::string samples = "models/cache/zoo/resnet18_inputs/input_0.pb";
  const ir::Graph graph = integerModel("models/cache/zoo/resnet18.onnx", samples, 1, true);
  ASSERT_FALSE(graph.nodes.empty());
  auto kernels = backend::lowerGraph(graph);
  ASSERT_TRUE(kernels.ok());
  for (const Kernel& k : kernels->kernels) {
    if (k.kind == backend::KernelKind::kConv) {
      EXPECT_TRUE(k.weights_constant) << k.name;
    }
  }
  for (int compared : runAgainstReference(graph, samples, 0, {"edge_16x16_int8"})) EXPECT_GE(compared, 8);
}

}  // namespace
}  // namespace tessera::sim
