// Tests for the DRAM image (compiler/backend/program/dram_image.h): real models are
// compiled, every weight block and constant row is decoded from the image
// and compared element by element with the integers (or floats) the model
// itself states — read here independently from the model's initializers —;
// every weight LOAD of the Program must read exactly whole blocks; regions
// never overlap and the bytes between them and the zero row are zero; dram.bin
// round-trips and its reader rejects a wrong file with the byte offset.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/program/dram_image.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/immediates.h"
#include "compiler/backend/map/pack.h"
#include "compiler/ir/half.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "compiler/sparsity/prune.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using testing::loadConfig;

/// A model as the user gives it (before the pipeline) and its compiled form.
struct Compiled {
  ir::Graph model;
  KernelGraph kernels;
  Program program;
  DramImage image;
};

Compiled compile(const hw::Spec& spec, const ir::Graph& model) {
  Compiled c;
  c.model = model;
  ir::Graph graph = model;
  passes::PassContext context;
  const Status ran = passes::runPipeline(graph, passes::defaultPipeline(), context);
  EXPECT_TRUE(ran.ok()) << render(ran.diagnostics());
  auto kernels = lowerGraph(graph);
  EXPECT_TRUE(kernels.ok()) << render(kernels.status().diagnostics());
  if (!kernels) return c;
  c.kernels = *kernels;
  auto mappings = chooseMappings(spec, c.kernels, Objective::kLatency);
  EXPECT_TRUE(mappings.ok()) << render(mappings.status().diagnostics());
  auto program = generateProgram(spec, c.kernels, *mappings);
  EXPECT_TRUE(program.ok()) << render(program.status().diagnostics());
  if (!program) return c;
  c.program = *program;
  EXPECT_FALSE(imageBlocker(spec, c.kernels).has_value());
  auto image = buildDramImage(spec, c.kernels, c.program);
  EXPECT_TRUE(image.ok()) << render(image.status().diagnostics());
  if (image) c.image = *image;
  return c;
}

ir::Graph fashion() {
  auto g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  EXPECT_TRUE(g.ok()) << render(g.status().diagnostics());
  return *g;
}

/// `tessera quantize` of `graph` (int8 minmax QDQ) calibrated on `samples`.
ir::Graph quantized(const ir::Graph& graph, const ir::Tensor& samples, bool per_channel = false) {
  auto calibration = quant::calibrate(graph, samples, {50, 2048, 1});
  EXPECT_TRUE(calibration.ok()) << render(calibration.status().diagnostics());
  quant::QuantizeOptions options;
  options.method = quant::CalibMethod::kMinMax;
  options.per_channel = per_channel;
  auto q = quant::quantizeGraph(graph, *calibration, options);
  EXPECT_TRUE(q.ok()) << render(q.status().diagnostics());
  return q->graph;
}

ir::Graph quantizedFashion(const ir::Graph& graph, bool per_channel = false) {
  auto images = quant::loadSamples(graph, {"models/fashion_mnist/test_1000_input.pb"});
  EXPECT_TRUE(images.ok()) << render(images.status().diagnostics());
  return quantized(graph, quant::sliceRows(*images, 0, 50), per_channel);
}

/// What the model itself states for constant `name`: the integer tensor a
/// DequantizeLinear reads (a QDQ model), else the initializer as it is.
ir::Tensor modelTensor(const ir::Graph& model, const std::string& name) {
  const ir::ValueId id = model.find(name);
  EXPECT_NE(id, ir::kNoValue) << name;
  if (id == ir::kNoValue) return {};
  if (model.value(id).constant) return *model.value(id).constant;
  for (const ir::Node& n : model.nodes)
    if (n.op_type == "Constant" && n.outputs[0] == id && n.attrTensor("value")) return *n.attrTensor("value");
  for (const ir::Node& n : model.nodes)
    if (n.op_type == "DequantizeLinear" && n.outputs[0] == id) return modelTensor(model, model.value(n.inputs[0]).name);
  ADD_FAILURE() << name << " is neither a constant nor a DequantizeLinear of one";
  return {};
}

/// The node of `model` reading constant `name` (or its DequantizeLinear's output) as a matrix operand.
const ir::Node* readerOf(const ir::Graph& model, const std::string& name) {
  const ir::ValueId id = model.find(name);
  for (const ir::Node& n : model.nodes)
    if (n.op_type != "DequantizeLinear" && std::find(n.inputs.begin(), n.inputs.end(), id) != n.inputs.end())
      return &n;
  return nullptr;
}

/// Element `i` of `t` as the spec stores it: integers as they are, floats
/// rounded to the spec's format (`bits` 32: fp32).
double asStored(const hw::Spec& spec, const ir::Tensor& t, std::int64_t i, int bits) {
  const hw::NumberFormat f = spec.params().precision.number_format;
  if (f == hw::NumberFormat::kInt) return static_cast<double>(t.intAt(i));
  const auto v = static_cast<float>(t.at(i));
  if (bits == 32) return v;
  return f == hw::NumberFormat::kBf16 ? ir::bf16ToFloat(ir::floatToBf16(v)) : ir::halfToFloat(ir::floatToHalf(v));
}

/// Model-side value of packed weight (group, output channel kk, reduction row (r, s, c)).
double expectedWeight(const hw::Spec& spec, const Kernel& model_kernel, const Kernel& packed, const ir::Tensor& w,
                      bool trans_b, std::int64_t g, std::int64_t kk, std::int64_t r, std::int64_t s, std::int64_t c) {
  const hw::model::LayerShape& m = model_kernel.shape;
  const int bits = spec.params().precision.weight_bits;
  if (model_kernel.kind == KernelKind::kConv) {
    const std::int64_t p = packed.shape.c / m.c;  // groups packed side by side
    if (kk / m.k != c / m.c) return 0.0;          // off the block diagonal
    const std::int64_t o = g * p * m.k + kk;
    return asStored(spec, w, ((o * m.c + c % m.c) * m.r + r) * m.s + s, bits);
  }
  std::int64_t row = c;
  if (!model_kernel.flattened_input.empty()) {  // DRAM row (h, w, channel) is model row (channel, h, w)
    const std::int64_t channels = model_kernel.flattened_input[0];
    const std::int64_t pixels = model_kernel.flattened_input[1] * model_kernel.flattened_input[2];
    row = (c % channels) * pixels + c / channels;
  }
  return asStored(spec, w, trans_b ? kk * m.c + row : row * m.k + kk, bits);
}

/// Every check of the file comment on one compiled model; `seen` gets the encodings met.
void checkImage(const hw::Spec& spec, const Compiled& c, std::set<WeightEncoding>& seen) {
  const MemoryPlan& memory = c.program.memory;
  EXPECT_EQ(std::ssize(c.image.contents.bytes), memory.activation_base);
  EXPECT_EQ(c.image.contents.base_address, 0u);

  // Regions of the constant part never overlap; bytes outside them are zero, the zero row too.
  std::vector<const Region*> constants;
  for (const Region& r : memory.regions)
    if (r.offset_bytes < memory.activation_base) constants.push_back(&r);
  std::sort(constants.begin(), constants.end(),
            [](const Region* a, const Region* b) { return a->offset_bytes < b->offset_bytes; });
  std::vector<bool> covered(c.image.contents.bytes.size(), false);
  for (size_t i = 0; i < constants.size(); ++i) {
    const Region& r = *constants[i];
    EXPECT_LE(r.offset_bytes + r.bytes, i + 1 < constants.size() ? constants[i + 1]->offset_bytes
                                                                 : memory.activation_base)
        << r.name;
    for (std::int64_t b = r.offset_bytes; b < r.offset_bytes + r.bytes; ++b) covered[static_cast<size_t>(b)] = true;
    if (r.kind == RegionKind::kZero) {
      for (std::int64_t b = r.offset_bytes; b < r.offset_bytes + r.bytes; ++b) {
        ASSERT_EQ(c.image.contents.bytes[static_cast<size_t>(b)], 0) << "zero row byte " << b;
      }
    }
  }
  for (size_t b = 0; b < covered.size(); ++b)
    if (!covered[b]) {
      ASSERT_EQ(c.image.contents.bytes[b], 0) << "byte " << b << " belongs to no region";
    }

  // Weight blocks: values, placement, and the LOADs that read them.
  auto blocks = weightBlocks(spec, c.kernels, c.program);
  EXPECT_TRUE(blocks.ok()) << render(blocks.status().diagnostics());
  if (!blocks) return;
  EXPECT_FALSE(blocks->empty());
  const std::optional<KernelGraph> packed_graph = packGroups(spec, c.kernels);
  const KernelGraph& packed = packed_graph ? *packed_graph : c.kernels;
  std::map<std::int64_t, const WeightBlock*> by_address;
  std::int64_t checked = 0;
  for (const WeightBlock& b : *blocks) {
    seen.insert(b.encoding);
    const Kernel& model_kernel = c.kernels.kernels[static_cast<size_t>(b.kernel)];
    const Kernel& kernel = packed.kernels[static_cast<size_t>(b.kernel)];
    const Region* region = memory.find(b.region);
    ASSERT_NE(region, nullptr) << b.region;
    EXPECT_GE(b.address_bytes, region->offset_bytes) << b.region;
    EXPECT_LE(b.address_bytes + b.slot_bytes, region->offset_bytes + region->bytes) << b.region;
    EXPECT_LE(b.address_bytes + b.load_bytes, region->offset_bytes + region->bytes) << b.region;
    if (b.encoding == WeightEncoding::kDense) {
      EXPECT_EQ(b.slot_bytes, b.load_bytes) << b.region;
    }
    const auto [it, fresh] = by_address.emplace(b.address_bytes, &b);
    EXPECT_TRUE(fresh || it->second->region == b.region) << "two regions' blocks at " << b.address_bytes;
    auto values = decodeWeightBlock(spec, c.image, b);
    ASSERT_TRUE(values.ok()) << render(values.status().diagnostics());
    const ir::Tensor w = modelTensor(c.model, b.region);
    const ir::Node* reader = readerOf(c.model, b.region);
    const bool trans_b = reader && reader->op_type == "Gemm" && reader->attrInt("transB", 0) != 0;
    const std::int64_t tc = b.rows / (kernel.shape.r * kernel.shape.s);
    for (std::int64_t row = 0; row < b.rows; ++row) {
      const std::int64_t rs = row / tc, cc = row % tc;
      for (std::int64_t j = 0; j < b.cols; ++j) {
        const double expected = expectedWeight(spec, model_kernel, kernel, w, trans_b, b.group, b.first_channel + j,
                                               rs / kernel.shape.s, rs % kernel.shape.s, b.c0 + cc);
        ASSERT_EQ((*values)[static_cast<size_t>(row * b.cols + j)], expected)
            << b.region << " block (" << b.group << ", " << b.k0 << ", " << b.c0 << ", " << b.fold << ") row " << row
            << " column " << j;
        ++checked;
      }
    }
  }
  // Every element of every array weight was compared once.
  std::int64_t elements = 0;
  std::set<std::string> regions;
  for (const WeightBlock& b : *blocks)
    if (regions.insert(b.region).second) elements += packed.kernels[static_cast<size_t>(b.kernel)].shape.weightElements();
  EXPECT_EQ(checked, elements);

  // Each plane of a weight LOAD reads whole consecutive blocks, starting at one; every block is read.
  std::set<std::int64_t> read;
  for (const isa::Instruction& in : c.program.decoded()) {
    if (in.opcode != isa::Opcode::kLoad || in.transfer.buffer != hw::BufferKind::kWeight) continue;
    const isa::TransferFields& t = in.transfer;
    if (t.rows == 0 || static_cast<std::int64_t>(t.dram_address) >= memory.activation_base) continue;
    for (std::uint64_t p = 0; p < std::max<std::uint64_t>(t.planes, 1); ++p) {
      const auto start = static_cast<std::int64_t>(t.dram_address + p * t.dram_plane_stride_bytes);
      const std::int64_t end = start + static_cast<std::int64_t>(t.rows * t.dram_stride_bytes);
      auto it = by_address.find(start);
      ASSERT_NE(it, by_address.end()) << "a weight LOAD starts at " << start << ", inside a block";
      std::int64_t at = start;
      while (at < end) {
        auto block = by_address.find(at);
        ASSERT_NE(block, by_address.end()) << "a weight LOAD plane [" << start << ", " << end << ") reads past a block";
        read.insert(at);
        at += block->second->load_bytes;
      }
      EXPECT_EQ(at, end) << "a weight LOAD plane ends inside a block";
    }
  }
  EXPECT_EQ(read.size(), by_address.size()) << "blocks no LOAD reads";

  // Constants: each kernel's bias / operand / per-channel requantize rows.
  std::int64_t constant_rows = 0;
  const int acc_bits = spec.params().precision.accumulator_bits;
  const std::int64_t row = spec.derived().output.elements_per_row;
  for (size_t i = 0; i < packed.kernels.size(); ++i) {
    const Kernel& kernel = packed.kernels[i];
    auto plan = planKernel(spec, kernel);
    ASSERT_TRUE(plan.ok());
    std::vector<VectorStep> steps = plan->chain;
    steps.insert(steps.end(), plan->after_pool.begin(), plan->after_pool.end());
    for (const VectorStep& step : steps) {
      if (step.operand.kind == OperandKind::kRequantize) {
        const std::optional<ChannelRequantize> rq = channelRequantize(*plan);
        ASSERT_TRUE(rq.has_value());
        const auto n = static_cast<std::int64_t>(rq->multipliers.size());
        auto values = decodeConstant(spec, c.program, c.image, requantizeRegionName(kernel), 2 * n);
        ASSERT_TRUE(values.ok()) << render(values.status().diagnostics());
        for (std::int64_t e = 0; e < n; ++e) {
          EXPECT_EQ((*values)[static_cast<size_t>(e)], rq->multipliers[static_cast<size_t>(e)]);
          EXPECT_EQ((*values)[static_cast<size_t>(n + e)], rq->shifts[static_cast<size_t>(e)]);
        }
        ++constant_rows;
        continue;
      }
      if (step.operand.kind != OperandKind::kBias && step.operand.kind != OperandKind::kConstant) continue;
      const TensorRef& ref = kernel.weights[static_cast<size_t>(step.operand.index)];
      const ir::Tensor t = modelTensor(c.model, ref.name);
      const std::int64_t stored = std::max(ref.elements, row);
      auto values = decodeConstant(spec, c.program, c.image, ref.name, stored);
      ASSERT_TRUE(values.ok()) << render(values.status().diagnostics());
      ASSERT_EQ(t.size(), ref.elements) << ref.name;
      const bool integer = spec.params().precision.number_format == hw::NumberFormat::kInt;
      const bool left_zero = integer && ir::isFloat(t.dtype()) &&
                             (step.operand.kind != OperandKind::kBias || c.kernels.kernels[i].accumulator_scales.empty());
      if (left_zero) {  // no integers in the model (the float input's normalization): zeros and a note
        EXPECT_TRUE(std::any_of(c.image.notes.begin(), c.image.notes.end(),
                                [&](const std::string& n) { return n.find(ref.name) != std::string::npos; }))
            << ref.name;
      }
      for (std::int64_t e = 0; e < stored; ++e) {
        double expected = 0;
        const std::int64_t src = t.size() == 1 ? 0 : e;
        if (src < t.size() && !left_zero) {
          if (integer && ir::isFloat(t.dtype())) {
            // A float bias of a quantized model: at the accumulator scale s_x * s_w.
            const std::vector<double>& scales = c.kernels.kernels[i].accumulator_scales;
            EXPECT_FALSE(scales.empty()) << ref.name;
            expected = std::nearbyint(t.at(src) / scales[scales.size() == 1 ? 0 : static_cast<size_t>(src)]);
          } else {
            expected = asStored(spec, t, src, acc_bits);
          }
        }
        ASSERT_EQ((*values)[static_cast<size_t>(e)], expected) << ref.name << " element " << e;
      }
      ++constant_rows;
    }
  }
  EXPECT_GT(constant_rows, 0);
}

void checkImage(const hw::Spec& spec, const Compiled& c) {
  std::set<WeightEncoding> seen;
  checkImage(spec, c, seen);
}

/// dram.bin round trip and the reader's errors.
void checkFile(const hw::Spec& spec, const DramImage& image) {
  const std::string bytes = isa::encodeDramBinary(image.spec_fingerprint, image.contents);
  auto back = isa::decodeDramBinary(bytes, spec.fingerprint());
  ASSERT_TRUE(back.ok()) << render(back.status().diagnostics());
  EXPECT_EQ(*back, image.contents);
  std::string bad = bytes;
  bad[0] = 'X';
  auto magic = isa::decodeDramBinary(bad, spec.fingerprint());
  ASSERT_FALSE(magic.ok());
  EXPECT_NE(render(magic.status().diagnostics()).find("dram.bin"), std::string::npos);
  EXPECT_NE(render(magic.status().diagnostics()).find("byte 0"), std::string::npos);
  auto other = isa::decodeDramBinary(bytes, "another-spec");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(render(other.status().diagnostics()).find("byte 16"), std::string::npos);
  auto truncated = isa::decodeDramBinary(bytes.substr(0, bytes.size() - 1), spec.fingerprint());
  ASSERT_FALSE(truncated.ok());
  EXPECT_NE(render(truncated.status().diagnostics()).find("image bytes"), std::string::npos);
}

TEST(DramImage, FashionCnnQdqHoldsTheModelsIntegers) {
  const ir::Graph qdq = quantizedFashion(fashion());
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8"}) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    const Compiled c = compile(spec, qdq);
    std::set<WeightEncoding> seen;
    checkImage(spec, c, seen);
    EXPECT_EQ(seen, std::set<WeightEncoding>{WeightEncoding::kDense});
    checkFile(spec, c.image);
  }
}

TEST(DramImage, FashionCnnPerChannelAndIntegerLoweredAgree) {
  // Per-channel scales (QuantParams along the output channel) and the
  // lower-to-integer form (ConvInteger/MatMulInteger int8 weights, int32
  // bias) of one quantization give the same weight bytes.
  const ir::Graph qdq = quantizedFashion(fashion(), /*per_channel=*/true);
  ir::Graph integer = qdq;
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(integer, "lower-to-integer", context).ok());
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  const Compiled a = compile(spec, qdq);
  checkImage(spec, a);
  const Compiled b = compile(spec, integer);
  checkImage(spec, b);
  auto blocks_a = weightBlocks(spec, a.kernels, a.program), blocks_b = weightBlocks(spec, b.kernels, b.program);
  ASSERT_TRUE(blocks_a.ok() && blocks_b.ok());
  ASSERT_EQ(blocks_a->size(), blocks_b->size());

  // Both forms see fc1's NCHW Flatten (through the QDQ form's Q/DQ pair), so every block agrees.
  for (size_t i = 0; i < blocks_a->size(); ++i) {
    EXPECT_EQ(a.kernels.kernels[static_cast<size_t>((*blocks_a)[i].kernel)].flattened_input,
              b.kernels.kernels[static_cast<size_t>((*blocks_b)[i].kernel)].flattened_input);
    EXPECT_EQ(*decodeWeightBlock(spec, a.image, (*blocks_a)[i]), *decodeWeightBlock(spec, b.image, (*blocks_b)[i]))
        << (*blocks_a)[i].region;
  }
}

TEST(DramImage, DepthwiseConvIsStoredBlockDiagonal) {
  // x [1, 16, 6, 6] -> depthwise 3x3 (bias) -> Relu -> 1x1 conv 16 -> 8: packed
  // 16 groups per block on edge_16x16 and 4 on tiny_4x4 (pack.h).
  passes::test_support::Builder b(13);
  const ir::ValueId x = b.input("x", {1, 16, 6, 6});
  std::vector<float> dw(16 * 9), dw_bias(16), pw(8 * 16), pw_bias(8);
  for (size_t i = 0; i < dw.size(); ++i) dw[i] = 0.05f * static_cast<float>(static_cast<int>(i % 13) - 6);
  for (size_t i = 0; i < dw_bias.size(); ++i) dw_bias[i] = 0.01f * static_cast<float>(i);
  for (size_t i = 0; i < pw.size(); ++i) pw[i] = 0.03f * static_cast<float>(static_cast<int>(i % 11) - 5);
  for (size_t i = 0; i < pw_bias.size(); ++i) pw_bias[i] = -0.02f * static_cast<float>(i);
  const ir::ValueId d = b.node("Conv", {x, b.constant("dw", {16, 1, 3, 3}, dw), b.constant("dw_b", {16}, dw_bias)},
                               "d", {1, 16, 6, 6},
                               {{"group", std::int64_t{16}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
  const ir::ValueId r = b.node("Relu", {d}, "r", {1, 16, 6, 6});
  const ir::ValueId y =
      b.node("Conv", {r, b.constant("pw", {8, 16, 1, 1}, pw), b.constant("pw_b", {8}, pw_bias)}, "y", {1, 8, 6, 6});
  b.graph.outputs.push_back(y);
  auto samples = quant::randomSamples(b.graph, 8, 7);
  ASSERT_TRUE(samples.ok()) << render(samples.status().diagnostics());
  const ir::Graph qdq = quantized(b.graph, *samples);
  for (const char* config : {"tiny_4x4_int8", "edge_16x16_int8", "edge_16x16_int8_sparse24"}) {
    SCOPED_TRACE(config);
    const hw::Spec spec = loadConfig(config);
    const Compiled c = compile(spec, qdq);
    const std::optional<KernelGraph> packed = packGroups(spec, c.kernels);
    ASSERT_TRUE(packed.has_value());
    checkImage(spec, c);
  }
}

TEST(DramImage, NofMSparseFashionCnnIsCompressedExactly) {
  // 2:4 along the input channels (tessera sparsify), then quantized, on the
  // 2:4 spec: conv2 and the classifier store 2 values + 2 two-bit indices per
  // 4 rows; conv1 (one input channel) and fc1 (rows permuted to (h, w, c))
  // stay dense.
  auto pruned = sparsity::pruneGraph(fashion(), {sparsity::PruneMode::kNofM, 1.0, 2, 4});
  ASSERT_TRUE(pruned.ok()) << render(pruned.status().diagnostics());
  const ir::Graph qdq = quantizedFashion(pruned->graph);
  const hw::Spec spec = loadConfig("edge_16x16_int8_sparse24");
  const Compiled c = compile(spec, qdq);
  std::set<WeightEncoding> seen;
  checkImage(spec, c, seen);
  EXPECT_TRUE(seen.count(WeightEncoding::kNOfM));
  EXPECT_TRUE(seen.count(WeightEncoding::kDense));
  // The compressed region is exactly n/m (1 + index bits / weight bits) of the dense one, plus a row of slack.
  auto blocks = weightBlocks(spec, c.kernels, c.program);
  ASSERT_TRUE(blocks.ok());
  const std::optional<KernelGraph> packed = packGroups(spec, c.kernels);
  const KernelGraph& kernels = packed ? *packed : c.kernels;
  for (size_t i = 0; i < blocks->size(); ++i) {
    const WeightBlock& b = (*blocks)[i];
    if (b.encoding != WeightEncoding::kNOfM || b.rows % 4 != 0) continue;
    const bool last = i + 1 == blocks->size() || (*blocks)[i + 1].region != b.region;
    const std::int64_t slack =
        last ? weightLayout(spec, kernels.kernels[static_cast<size_t>(b.kernel)]).dense_row_bytes : 0;
    EXPECT_EQ(b.slot_bytes, b.rows / 4 * (2 * b.cols + packedBytes(2 * b.cols, 2)) + slack) << b.region;
  }
}

TEST(DramLayout, NofMAlignmentKeepsEveryFoldAndChunkOnWholeBytesAndRows) {
  // 2:4 at int8: a group of 4 rows of a c-column block is 2c value bytes and
  // c/2 index bytes, so c must be even and a chunk of rows a multiple of 8
  // (rows / 4 groups of 5c / 2 bytes are whole c-byte rows at 8-row steps).
  const hw::Spec spec = loadConfig("edge_16x16_int8_sparse24");
  const NofMAlignment a = nOfMAlignment(spec);
  EXPECT_EQ(a.k, 2);
  EXPECT_EQ(a.c, 8);
  const isa::NofMGeometry nm = isa::nOfMGeometry(spec);
  for (std::int64_t cols = a.k; cols <= 16; cols += a.k)
    for (std::int64_t rows = a.c; rows <= 64; rows += a.c) {
      const std::int64_t bytes = isa::encodedBlockBytes(spec, WeightEncoding::kNOfM, rows, cols, 0);
      EXPECT_EQ(bytes % packedBytes(cols, 8), 0) << rows << "x" << cols;
      EXPECT_EQ(bytes * 8, rows * cols * 5) << rows << "x" << cols;  // exactly the layout's ratio 5/8
    }
  EXPECT_EQ(nm.groupBytes(7, 8), 18);  // an odd fold pads its indices: 18 bytes, not the ratio's 17.5
  EXPECT_EQ(nOfMAlignment(loadConfig("edge_16x16_int8")).k, 1);
}

TEST(DramImage, Fp16HoldsTheFloatValuesRounded) {
  const hw::Spec spec = loadConfig("edge_16x16_fp16");
  const Compiled c = compile(spec, fashion());
  checkImage(spec, c);
  checkFile(spec, c.image);
}

TEST(DramImage, FloatModelOnIntegerSpecHasNoImage) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  ir::Graph graph = fashion();
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(graph, passes::defaultPipeline(), context).ok());
  auto kernels = lowerGraph(graph);
  ASSERT_TRUE(kernels.ok());
  EXPECT_EQ(imageBlocker(spec, *kernels), std::optional<std::string>(kWeightsNeedQuantizedModel));
  auto mappings = chooseMappings(spec, *kernels, Objective::kLatency);
  auto program = generateProgram(spec, *kernels, *mappings);
  ASSERT_TRUE(program.ok());
  auto image = buildDramImage(spec, *kernels, *program);
  ASSERT_FALSE(image.ok());
  EXPECT_NE(render(image.status().diagnostics()).find("run tessera quantize first"), std::string::npos);
}

}  // namespace
}  // namespace tessera::backend
