// Tests for VECTOR immediates (compiler/backend/plan/immediates.cpp): requantize
// multiplier/shift/zero point/clamp of QDQ and integer-lowered models compared
// with values computed here from the scales, ReLU6 and Relu folded into the
// requantize clamp, unsigned grids moved onto signed activations, per-channel
// scales read per lane (per_channel_requantize_test.cpp follows them through
// a real model), clip bounds in fp16/bf16 bits, a float model's
// note, and the estimate's vector passes against the passes codegen emits.
#include <gtest/gtest.h>

#include <cmath>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/plan/immediates.h"
#include "hw/isa/encode.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "tests/compiler/backend/backend_builders.h"
#include "tests/compiler/backend/compile_helpers.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;
using testing::loadConfig;

/// scale = m * 2^(shift - 31) with m in [2^30, 2^31), from the definition
/// (halving/doubling, not isa::fixedPointMultiplier's frexp).
std::pair<std::int64_t, std::int64_t> expectedMultiplier(double scale) {
  std::int64_t shift = 0;
  double fraction = scale;
  while (fraction >= 1.0) {
    fraction /= 2;
    ++shift;
  }
  while (fraction < 0.5) {
    fraction *= 2;
    --shift;
  }
  std::int64_t m = std::llround(fraction * 2147483648.0);
  if (m == 2147483648) {
    m /= 2;
    ++shift;
  }
  return {m, shift};
}

/// A constant of any dtype (the IR builder makes f32 ones only).
ir::ValueId typedConstant(passes::test_support::Builder& b, const std::string& name, ir::DType dtype, ir::Shape shape,
                          const std::vector<double>& values) {
  ir::Tensor t(dtype, shape);
  for (size_t i = 0; i < values.size(); ++i) {
    const auto v = static_cast<std::int64_t>(values[i]);
    switch (dtype) {
      case ir::DType::kF32: t.data<float>()[i] = static_cast<float>(values[i]); break;
      case ir::DType::kI8: t.data<std::int8_t>()[i] = static_cast<std::int8_t>(v); break;
      case ir::DType::kU8: t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(v); break;
      case ir::DType::kI32: t.data<std::int32_t>()[i] = static_cast<std::int32_t>(v); break;
      default: ADD_FAILURE() << "unexpected dtype";
    }
  }
  return b.graph.addConstant(name, t);
}

struct QdqConv {
  float sx = 0.05f;
  std::vector<float> sw = {0.02f};  ///< one, or one per output channel
  float sy = 0.0625f;
  std::int64_t zp_y = -3;
  ir::DType y_dtype = ir::DType::kI8;
  std::string activation = "relu6";  ///< relu6 (Clip 0..6), relu, none
};

/// x -> Q(s_x) -> DQ -> Conv 3x3 (4 -> 4 channels, 4x4, pad 1; int8 weights
/// and int32 bias through DQ) -> activation -> Q(s_y, zp_y) -> DQ -> y,
/// as `tessera quantize` writes it.
ir::Graph qdqConvGraph(const QdqConv& c) {
  passes::test_support::Builder b(13);
  const ir::Shape shape{1, 4, 4, 4};
  const ir::ValueId x = b.input("x", shape);
  const ir::ValueId sx = b.constant("sx", c.sx);
  const ir::ValueId zx = typedConstant(b, "zx", ir::DType::kI8, {}, {0});
  const ir::ValueId xq = b.node("QuantizeLinear", {x, sx, zx}, "xq", shape, {}, ir::DType::kI8);
  const ir::ValueId xd = b.node("DequantizeLinear", {xq, sx, zx}, "xd", shape);
  std::vector<double> w(4 * 4 * 9);
  for (size_t i = 0; i < w.size(); ++i) w[i] = static_cast<double>(static_cast<int>(i % 7) - 3);
  const ir::ValueId wq = typedConstant(b, "wq", ir::DType::kI8, {4, 4, 3, 3}, w);
  const auto channels = static_cast<std::int64_t>(c.sw.size());
  std::vector<double> sw(c.sw.begin(), c.sw.end()), sb;
  for (float s : c.sw) sb.push_back(static_cast<double>(c.sx * s));
  const ir::Shape scale_shape = channels == 1 ? ir::Shape{} : ir::Shape{channels};
  const ir::ValueId sw_id = typedConstant(b, "sw", ir::DType::kF32, scale_shape, sw);
  const ir::ValueId zw = typedConstant(b, "zw", ir::DType::kI8, scale_shape, std::vector<double>(sw.size(), 0));
  const ir::ValueId wd = b.node("DequantizeLinear", {wq, sw_id, zw}, "wd", {4, 4, 3, 3}, {{"axis", std::int64_t{0}}});
  const ir::ValueId bq = typedConstant(b, "bq", ir::DType::kI32, {4}, {10, -20, 30, -40});
  const ir::ValueId sb_id = typedConstant(b, "sb", ir::DType::kF32, scale_shape, sb);
  const ir::ValueId zb = typedConstant(b, "zb", ir::DType::kI32, scale_shape, std::vector<double>(sb.size(), 0));
  const ir::ValueId bd = b.node("DequantizeLinear", {bq, sb_id, zb}, "bd", {4}, {{"axis", std::int64_t{0}}});
  ir::ValueId y = b.node("Conv", {xd, wd, bd}, "conv", shape,
                         {{"kernel_shape", std::vector<std::int64_t>{3, 3}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
  if (c.activation == "relu6")
    y = b.node("Clip", {y, b.constant("lo", 0.0f), b.constant("hi", 6.0f)}, "act", shape);
  else if (c.activation == "relu")
    y = b.node("Relu", {y}, "act", shape);
  const ir::ValueId sy = b.constant("sy", c.sy);
  const ir::ValueId zy = typedConstant(b, "zy", c.y_dtype, {}, {static_cast<double>(c.zp_y)});
  const ir::ValueId yq = b.node("QuantizeLinear", {y, sy, zy}, "yq", shape, {}, c.y_dtype);
  b.graph.outputs = {b.node("DequantizeLinear", {yq, sy, zy}, "y", shape)};
  return b.graph;
}

using testing::compiled;
using testing::lowered;

/// The VECTOR instructions (count > 0) of the kernel named `name`.
std::vector<isa::VectorFields> vectorsOf(const Program& p, const std::string& name) {
  std::vector<isa::VectorFields> out;
  const std::vector<isa::Instruction> code = p.decoded();
  for (const ProgramKernel& k : p.kernels)
    if (k.name == name)
      for (std::size_t i = k.first; i < k.first + k.count; ++i)
        if (code[i].opcode == isa::Opcode::kVector && code[i].vector.count > 0) out.push_back(code[i].vector);
  return out;
}

/// The ops of `vectors`, consecutive repeats (per-fold bias_add, a window's max_pool steps) once.
std::vector<VectorOp> passesOf(const std::vector<isa::VectorFields>& vectors) {
  std::vector<VectorOp> ops;
  for (const isa::VectorFields& v : vectors)
    if (ops.empty() || ops.back() != v.op) ops.push_back(v.op);
  return ops;
}

const std::string kConv = "conv_node";

TEST(Immediates, QdqReluSixFoldsIntoTheRequantizeClamp) {
  const QdqConv c;
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph graph = lowered(qdqConvGraph(c));
  const Program program = compiled(spec, graph);
  const std::vector<isa::VectorFields> v = vectorsOf(program, kConv);
  // One requantize adding the bias and carrying the ReLU6: neither the bias_add
  // nor the Clip is a pass of its own, and the DequantizeLinear after the
  // QuantizeLinear is none either.
  ASSERT_EQ(passesOf(v), (std::vector<VectorOp>{VectorOp::kRequantize}));
  EXPECT_TRUE(v.back().bias);  // the bias_add is the requantize's (VECTOR bias)
  const isa::VectorFields& rq = v.back();
  const double scale = static_cast<double>(c.sx) * static_cast<double>(c.sw[0]) / static_cast<double>(c.sy);
  const auto [m, shift] = expectedMultiplier(scale);
  EXPECT_EQ(rq.multiplier, static_cast<std::uint64_t>(m));
  EXPECT_EQ(rq.shift, shift);
  EXPECT_EQ(shift, -5);  // 0.016 = 0.512 * 2^-5
  EXPECT_NEAR(static_cast<double>(rq.multiplier) * std::ldexp(1.0, static_cast<int>(rq.shift) - 31), scale, 1e-9 * scale);
  EXPECT_EQ(rq.zero_point, -3);
  // q(0) = -3 + round(0 / 0.0625) = -3; q(6) = -3 + round(6 / 0.0625) = 93.
  EXPECT_EQ(rq.clamp_min, -3);
  EXPECT_EQ(rq.clamp_max, 93);
  // The fields compute the real requantization: within 1 LSB of round(acc * scale) + zp, clipped.
  for (std::int64_t acc : {-5000, -1, 0, 1, 937, 3125, 5811, 100000}) {
    const std::int32_t hw = isa::requantize(acc, {static_cast<std::int32_t>(rq.multiplier), static_cast<int>(rq.shift)},
                                              static_cast<std::int32_t>(rq.zero_point), static_cast<int>(rq.clamp_min),
                                              static_cast<int>(rq.clamp_max));
    const double real = std::clamp(std::round(static_cast<double>(acc) * scale) - 3.0, -3.0, 93.0);
    EXPECT_NEAR(hw, real, 1.0) << acc;
  }
  // The float input is quantized by the host: said, not invented.
  bool float_input_note = false;
  for (const std::string& note : program.notes) float_input_note |= note.find("QuantizeLinear of a float tensor") != std::string::npos;
  EXPECT_TRUE(float_input_note);
}

TEST(Immediates, UnsignedGridsMoveOntoSignedActivations) {
  QdqConv c;
  c.activation = "relu";
  c.y_dtype = ir::DType::kU8;
  c.zp_y = 100;
  c.sy = 0.05f;
  const Program program = compiled(loadConfig("tiny_4x4_int8"), lowered(qdqConvGraph(c)));
  const std::vector<isa::VectorFields> v = vectorsOf(program, kConv);
  ASSERT_EQ(passesOf(v), (std::vector<VectorOp>{VectorOp::kRequantize}));
  EXPECT_TRUE(v.back().bias);  // the bias_add is the requantize's (VECTOR bias)
  const auto [m, shift] = expectedMultiplier(static_cast<double>(c.sx) * static_cast<double>(c.sw[0]) / 0.05f);
  EXPECT_EQ(v.back().multiplier, static_cast<std::uint64_t>(m));
  EXPECT_EQ(v.back().shift, shift);
  // uint8 [0, 255] with zero point 100 is int8 [-128, 127] with zero point -28; Relu: q(0) = -28.
  EXPECT_EQ(v.back().zero_point, -28);
  EXPECT_EQ(v.back().clamp_min, -28);
  EXPECT_EQ(v.back().clamp_max, 127);
}

TEST(Immediates, IntegerLoweredModelCarriesTheRequantizeAttributes) {
  QdqConv c;
  c.activation = "relu";  // lower-to-integer folds Relu into qmin = zp_y
  c.zp_y = 7;
  const KernelGraph graph =
      lowered(qdqConvGraph(c), "lower-to-integer," + passes::defaultPipeline());
  const Kernel* conv = nullptr;
  for (const Kernel& k : graph.kernels)
    if (k.ops.rfind("ConvInteger", 0) == 0) conv = &k;
  ASSERT_NE(conv, nullptr);
  // The Requantize joins the integer conv (fuse); the DequantizeLinear of the graph output emits nothing.
  EXPECT_EQ(conv->ops, "ConvInteger+Requantize+DequantizeLinear");
  const Program program = compiled(loadConfig("tiny_4x4_int8"), graph);
  const std::vector<isa::VectorFields> v = vectorsOf(program, conv->name);
  ASSERT_EQ(passesOf(v), (std::vector<VectorOp>{VectorOp::kRequantize}));
  EXPECT_TRUE(v.back().bias);  // the bias_add is the requantize's (VECTOR bias)
  const auto [m, shift] = expectedMultiplier(static_cast<double>(c.sx) * static_cast<double>(c.sw[0]) / c.sy);
  EXPECT_EQ(v.back().multiplier, static_cast<std::uint64_t>(m));
  EXPECT_EQ(v.back().shift, shift);
  EXPECT_EQ(v.back().zero_point, 7);
  EXPECT_EQ(v.back().clamp_min, 7);
  EXPECT_EQ(v.back().clamp_max, 127);
  // The same model in QDQ form gives the same instruction immediates.
  const std::vector<isa::VectorFields> qdq = vectorsOf(compiled(loadConfig("tiny_4x4_int8"), lowered(qdqConvGraph(c))), kConv);
  ASSERT_FALSE(qdq.empty());
  EXPECT_EQ(qdq.back(), v.back());
}

TEST(Immediates, PerChannelScalesAreReadPerLane) {
  QdqConv c;
  c.sw = {0.02f, 0.01f, 0.03f, 0.04f};
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph graph = lowered(qdqConvGraph(c));
  const Program program = compiled(spec, graph);
  const std::vector<isa::VectorFields> v = vectorsOf(program, kConv);
  ASSERT_EQ(passesOf(v), (std::vector<VectorOp>{VectorOp::kRequantize}));
  EXPECT_TRUE(v.back().bias);  // the bias_add is the requantize's (VECTOR bias)
  // Multiplier and shift per lane from the operand rows; the immediates 0.
  EXPECT_TRUE(v.back().per_lane);
  EXPECT_EQ(v.back().multiplier, 0u);
  EXPECT_EQ(v.back().shift, 0);
  // The output grid and the folded ReLU6 do not depend on the weights' scales.
  EXPECT_EQ(v.back().zero_point, -3);
  EXPECT_EQ(v.back().clamp_min, -3);
  EXPECT_EQ(v.back().clamp_max, 93);
  for (const std::string& note : program.notes) EXPECT_EQ(note.find("per-channel"), std::string::npos) << note;
  // The values: s_x * s_w[c] / s_y per output channel.
  const Kernel* conv = nullptr;
  for (const Kernel& k : graph.kernels)
    if (k.name == kConv) conv = &k;
  ASSERT_NE(conv, nullptr);
  auto rows = channelRequantize(spec, *conv);
  ASSERT_TRUE(rows.ok() && rows->has_value());
  ASSERT_EQ((*rows)->multipliers.size(), 4u);
  for (size_t ch = 0; ch < 4; ++ch) {
    const auto [m, shift] = expectedMultiplier(static_cast<double>(c.sx) * static_cast<double>(c.sw[ch]) / c.sy);
    EXPECT_EQ((*rows)->multipliers[ch], m) << ch;
    EXPECT_EQ((*rows)->shifts[ch], shift) << ch;
  }
}

/// Conv (float) -> Clip(lo, hi) -> y.
ir::Graph floatConvClip(float lo, float hi) {
  passes::test_support::Builder b(13);
  const ir::Shape shape{1, 4, 4, 4};
  const ir::ValueId x = b.input("x", shape);
  const ir::ValueId w = b.constant("w", {4, 4, 3, 3}, std::vector<float>(144, 0.5f));
  const ir::ValueId conv = b.node("Conv", {x, w}, "conv", shape,
                                  {{"kernel_shape", std::vector<std::int64_t>{3, 3}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
  b.graph.outputs = {b.node("Clip", {conv, b.constant("lo", lo), b.constant("hi", hi)}, "y", shape)};
  return b.graph;
}

TEST(Immediates, FloatFormatsCarryClipBoundsInTheirBits) {
  const KernelGraph graph = lowered(floatConvClip(-1.5f, 6.0f));
  const hw::Spec fp16 = loadConfig("edge_16x16_fp16");
  const hw::Spec bf16 = testing::editedConfig("edge_16x16_fp16", "number_format: fp16", "number_format: bf16");
  for (const auto& [spec, lo_bits, hi_bits] :
       {std::tuple{&fp16, 0xBE00, 0x4600},   // fp16: -1.5 = 1 01111 1000000000, 6 = 0 10001 1000000000
        std::tuple{&bf16, 0xBFC0, 0x40C0}}) {  // bf16: -1.5 = 1 01111111 1000000, 6 = 0 10000001 1000000
    const std::vector<isa::VectorFields> v = vectorsOf(compiled(*spec, graph), kConv);
    ASSERT_EQ(passesOf(v), std::vector<VectorOp>{VectorOp::kClip}) << spec->params().name;
    // The 16-bit fields are signed: the patterns sign-extended.
    EXPECT_EQ(v.back().clamp_min, static_cast<std::int16_t>(lo_bits)) << spec->params().name;
    EXPECT_EQ(v.back().clamp_max, static_cast<std::int16_t>(hi_bits)) << spec->params().name;
  }
}

TEST(Immediates, AFloatModelOnIntegerHardwareSaysSoOnce) {
  // Two convs, neither quantized: zero immediates and one note for the program.
  passes::test_support::Builder b(13);
  const ir::Shape shape{1, 4, 4, 4};
  ir::ValueId y = b.input("x", shape);
  for (const char* name : {"c1", "c2"}) {
    const ir::ValueId w = b.constant(std::string(name) + ".w", {4, 4, 3, 3}, std::vector<float>(144, 0.25f));
    y = b.node("Conv", {y, w}, name, shape,
               {{"kernel_shape", std::vector<std::int64_t>{3, 3}}, {"pads", std::vector<std::int64_t>{1, 1, 1, 1}}});
    y = b.node("Relu", {y}, std::string(name) + "_relu", shape);
  }
  b.graph.outputs = {y};
  const Program program = compiled(loadConfig("tiny_4x4_int8"), lowered(b.graph));
  EXPECT_EQ(std::count(program.notes.begin(), program.notes.end(), std::string(kNeedsQuantizedModel)), 1);
  for (const char* name : {"c1_node", "c2_node"}) {
    const std::vector<isa::VectorFields> v = vectorsOf(program, name);
    // No output scale known: the Relu folds into the requantize all the same,
    // so the Program runs the passes a quantized model's would.
    ASSERT_EQ(passesOf(v), (std::vector<VectorOp>{VectorOp::kRequantize})) << name;
    EXPECT_EQ(v.back().multiplier, 0u);
    EXPECT_EQ(v.back().clamp_max, 0);
  }
}

TEST(Immediates, EstimateCountsTheVectorPassesCodegenEmits) {
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const hw::model::Conv2dParams p{.in_channels = 4, .out_channels = 4, .in_h = 4, .in_w = 4, .kernel_h = 3,
                                  .kernel_w = 3, .pad = 1};
  Kernel pooled = testing::convKernel("pooled", p, "x", "p", {VectorOp::kBiasAdd, VectorOp::kRelu, VectorOp::kMaxPool});
  pooled.outputs = {testing::tensor("p", 16)};
  pooled.pool = hw::model::LayerShape{.n = 1, .k = 1, .c = 1, .g = 4, .p = 2, .q = 2, .r = 2, .s = 2, .stride_h = 2,
                                      .stride_w = 2};
  pooled.pool_input = {4, 4, 0, 0};
  struct Case {
    KernelGraph graph;
    std::string kernel;
    int passes;
  };
  std::vector<Case> cases = {
      {lowered(qdqConvGraph({})), kConv, 1},  // requantize with the bias (ReLU6 folded)
      {testing::graphOf({testing::convKernel("c", p, "x", "y", {VectorOp::kBiasAdd, VectorOp::kRelu})},
                        {testing::tensor("x", 64)}, {testing::tensor("y", 64)}),
       "c", 1},  // requantize with the bias (no scales: the relu folds all the same)
      {testing::graphOf({pooled}, {testing::tensor("x", 64)}, {testing::tensor("p", 16)}), "pooled", 2},
      {testing::graphOf({testing::vectorKernel("add", KernelKind::kElementwise, {"a", "b"}, 64, "s", 64,
                                               {VectorOp::kAdd, VectorOp::kRelu})},
                        {testing::tensor("a", 64), testing::tensor("b", 64)}, {testing::tensor("s", 64)}),
       "add", 2},
      // Data movement: one copy pass (max(x, x)) per tile.
      {testing::graphOf({testing::vectorKernel("move", KernelKind::kDataMovement, {"a"}, 64, "m", 64, {})},
                        {testing::tensor("a", 64)}, {testing::tensor("m", 64)}),
       "move", 1},
  };
  for (const Case& c : cases) {
    auto e = estimate(spec, c.graph);
    ASSERT_TRUE(e.ok()) << render(e.status().diagnostics());
    const Program program = compiled(spec, c.graph);
    const std::vector<VectorOp> emitted = passesOf(vectorsOf(program, c.kernel));
    int estimated = -1;
    for (const LayerEstimate& layer : e->layers)
      if (layer.name == c.kernel) estimated = layer.vector_passes;
    EXPECT_EQ(static_cast<int>(emitted.size()), c.passes) << c.kernel;
    EXPECT_EQ(estimated, static_cast<int>(emitted.size())) << c.kernel;
  }
}

TEST(Immediates, FashionCnnQdqMatchesItsIntegerLowering) {
  // tessera quantize's int8 per-tensor QDQ model, compiled as QDQ and after
  // lower-to-integer: each layer's requantize immediates are the
  // tessera.Requantize attributes the pass computed.
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> images = quant::loadSamples(*g, {"models/fashion_mnist/test_1000_input.pb"});
  ASSERT_TRUE(images.ok()) << render(images.status().diagnostics());
  Expected<quant::Calibration> calibration = quant::calibrate(*g, quant::sliceRows(*images, 0, 50), {50, 2048, 1});
  ASSERT_TRUE(calibration.ok()) << render(calibration.status().diagnostics());
  quant::QuantizeOptions options;
  options.method = quant::CalibMethod::kMinMax;
  Expected<quant::QuantizeResult> q = quant::quantizeGraph(*g, *calibration, options);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  ir::Graph integer = q->graph;
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(integer, "lower-to-integer", context).ok());
  std::vector<const ir::Node*> requantizes;
  for (const ir::Node& n : integer.nodes)
    if (n.op_type == "Requantize") requantizes.push_back(&n);
  ASSERT_EQ(requantizes.size(), 3u);  // conv1, conv2, fc1 (the logits stay float)
  const hw::Spec spec = loadConfig("tiny_4x4_int8");
  const KernelGraph qdq_kernels = lowered(q->graph), integer_kernels = lowered(integer);
  const Program from_qdq = compiled(spec, qdq_kernels);
  const Program from_integer = compiled(spec, integer_kernels);
  // The array kernels of both, in order: /conv1/Conv and /conv1/Conv_acc (its ConvInteger), ...
  auto arrayKernels = [](const KernelGraph& graph) {
    std::vector<std::string> names;
    for (const Kernel& k : graph.kernels)
      if (k.kind == KernelKind::kConv || k.kind == KernelKind::kMatMul) names.push_back(k.name);
    return names;
  };
  const std::vector<std::string> qdq_names = arrayKernels(qdq_kernels), integer_names = arrayKernels(integer_kernels);
  ASSERT_EQ(qdq_names.size(), 4u);
  ASSERT_EQ(integer_names.size(), 4u);
  for (size_t i = 0; i < requantizes.size(); ++i) {
    const ir::Node* r = requantizes[i];
    const std::string& layer = qdq_names[i];
    EXPECT_EQ(integer_names[i], layer + "_acc");
    const std::vector<isa::VectorFields> a = vectorsOf(from_qdq, layer), b = vectorsOf(from_integer, integer_names[i]);
    ASSERT_FALSE(a.empty()) << layer;
    ASSERT_FALSE(b.empty()) << layer;
    auto requantize = [](const std::vector<isa::VectorFields>& v) {
      return *std::find_if(v.begin(), v.end(), [](const isa::VectorFields& f) { return f.op == VectorOp::kRequantize; });
    };
    const isa::VectorFields fa = requantize(a), fb = requantize(b);
    EXPECT_EQ(fa, fb) << layer;
    EXPECT_EQ(fa.multiplier, static_cast<std::uint64_t>(r->attrInts("multipliers").at(0))) << layer;
    EXPECT_EQ(fa.shift, r->attrInts("shifts").at(0)) << layer;
    EXPECT_EQ(fa.zero_point, r->attrInt("zero_point", -1)) << layer;
    EXPECT_EQ(fa.clamp_min, r->attrInt("qmin", -1)) << layer;  // Relu folded: qmin = zero point
    EXPECT_EQ(fa.clamp_max, r->attrInt("qmax", -1)) << layer;
    EXPECT_GE(fa.multiplier, std::uint64_t{1} << 30) << layer;
  }
}

}  // namespace
}  // namespace tessera::backend

namespace tessera::backend {
namespace {

// A matrix product whose bias arrives as a plain Add (a transformer's
// MatMul + Add) and whose result is then pooled to one value per column
// (MaxViT's classifier head): the bias has as many elements as the pooled
// result, but the Add works on the 49 x 32 sums, so it is broadcast along the
// rows. Read as a whole tensor it would load 49 rows of constants past the
// bias's region (the DRAM image refused MaxViT-T int8 for it).
TEST(KernelPlan, AConstantAddedBeforeAPoolingIsBroadcastOverTheSums) {
  const hw::Spec spec = loadConfig("edge_16x16_int8");
  Kernel k = testing::gemmKernel("head", 49, 32, 64, "x", "y", {hw::VectorOp::kAdd, hw::VectorOp::kAvgPool});
  k.outputs = {testing::tensor("y", 32)};
  Expected<KernelPlan> plan = planKernel(spec, k);
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  ASSERT_FALSE(plan->chain.empty());
  const VectorStep& add = plan->chain.front();
  EXPECT_EQ(add.op, hw::VectorOp::kBiasAdd);  // one row per k fold, broadcast (below)
  EXPECT_EQ(add.operand.kind, OperandKind::kBias);
  EXPECT_EQ(add.operand.index, 1);
  EXPECT_TRUE(add.operand.broadcast);
}

// tpu_v1_like lists sigmoid and tanh among its vector ops, but on an integer
// format the ISA defines only bias_add, add, mul, the poolings, relu, clip and
// requantize (isa::definedOnIntegers): a Swish's sigmoid on its int8 spec
// runs on the host, with the reason, where it reached the functional core
// and stopped `tessera run` ("vector op 'sigmoid' is not defined on integer
// formats", EfficientNet-B0 quantized). On a float spec it stays.
TEST(KernelPlan, AFloatOnlyOpOnAnIntegerSpecIsTheHosts) {
  const Kernel k = testing::gemmKernel("fc", 16, 32, 32, "x", "y", {hw::VectorOp::kBiasAdd, hw::VectorOp::kSigmoid});
  const hw::Spec tpu = loadConfig("tpu_v1_like");
  ASSERT_TRUE(tpu.params().vector_unit.supports(hw::VectorOp::kSigmoid));
  Expected<KernelPlan> plan = planKernel(tpu, k);
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  EXPECT_EQ(plan->host_ops, std::vector<std::string>{"sigmoid"});
  bool said = false;
  for (const std::string& note : plan->notes) said |= note.find("sigmoid is defined on float formats only") != std::string::npos;
  EXPECT_TRUE(said);
  Expected<KernelPlan> fp16 = planKernel(loadConfig("edge_16x16_fp16"), k);
  ASSERT_TRUE(fp16.ok()) << render(fp16.status().diagnostics());
  EXPECT_TRUE(fp16->host_ops.empty());
}

// A MatMul's bias as a plain Add is one row broadcast over the result's rows:
// the plan adds it with bias_add, whose one operand row per k fold the
// output slot keeps, where an add would read that row repeated over every
// result row, each repetition a LOAD of the same bytes (BERT's projections on
// tpu_v1_like moved 128 KB of repeated bias rows for a 1 KB bias). A unit
// without bias_add keeps the add; so does an add of a whole tensor.
TEST(KernelPlan, AnArrayKernelsBroadcastConstantAddIsABiasAdd) {
  const Kernel k = testing::gemmKernel("proj", 128, 64, 64, "x", "y", {hw::VectorOp::kAdd});
  Expected<KernelPlan> plan = planKernel(loadConfig("edge_16x16_int8"), k);
  ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
  ASSERT_FALSE(plan->chain.empty());
  EXPECT_EQ(plan->chain.front().op, hw::VectorOp::kBiasAdd);
  EXPECT_EQ(plan->chain.front().operand.kind, OperandKind::kBias);

  const hw::Spec no_bias_add = hw::testing::editedConfig(
      "edge_16x16_int8", "operations: [bias_add, requantize,", "operations: [requantize,");
  ASSERT_FALSE(no_bias_add.params().vector_unit.supports(hw::VectorOp::kBiasAdd));
  Expected<KernelPlan> kept = planKernel(no_bias_add, k);
  ASSERT_TRUE(kept.ok()) << render(kept.status().diagnostics());
  ASSERT_FALSE(kept->chain.empty());
  EXPECT_EQ(kept->chain.front().op, hw::VectorOp::kAdd);
  EXPECT_EQ(kept->chain.front().operand.kind, OperandKind::kConstant);
  EXPECT_TRUE(kept->chain.front().operand.broadcast);

  Kernel whole = k;
  whole.weights[1] = testing::tensor("table", 128 * 64, true);
  Expected<KernelPlan> rowwise = planKernel(loadConfig("edge_16x16_int8"), whole);
  ASSERT_TRUE(rowwise.ok()) << render(rowwise.status().diagnostics());
  ASSERT_FALSE(rowwise->chain.empty());
  EXPECT_EQ(rowwise->chain.front().op, hw::VectorOp::kAdd);
  EXPECT_FALSE(rowwise->chain.front().operand.broadcast);
}

}  // namespace
}  // namespace tessera::backend

namespace tessera::backend {
namespace {

// An attention mask [T, T] added to scores [H, T, T] (the GPT block's causal
// mask over 4 heads): the array path broadcasts one constant row over every
// result row, which is right for a scalar or one value per output column and
// wrong for the mask (every row got the mask's first row: -10000 where the
// model adds 0). Such an Add is the host's; a per-column constant still
// broadcasts on the array.
TEST(KernelPlan, AConstantBroadcastAlongAnotherAxisIsTheHosts) {
  for (const char* config : {"edge_16x16_fp16", "edge_16x16_int8"}) {
    const hw::Spec spec = loadConfig(config);
    Kernel scores = testing::gemmKernel("scores", 4 * 64, 64, 64, "q", "s", {hw::VectorOp::kAdd});
    scores.weights[1] = testing::tensor("mask", 64 * 64, true);
    Expected<KernelPlan> plan = planKernel(spec, scores);
    ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
    EXPECT_TRUE(plan->chain.empty()) << config;
    ASSERT_EQ(plan->host_ops.size(), 1u) << config;
    EXPECT_EQ(plan->host_ops.front(), "add") << config;
    bool said = false;
    for (const std::string& note : plan->notes) said |= note.find("along an axis other than the output channels") != std::string::npos;
    EXPECT_TRUE(said) << config;

    Kernel column = testing::gemmKernel("column", 4 * 64, 64, 64, "q", "s", {hw::VectorOp::kAdd});
    Expected<KernelPlan> per_column = planKernel(spec, column);
    ASSERT_TRUE(per_column.ok());
    ASSERT_FALSE(per_column->chain.empty()) << config;  // the add (then a requantize on integers)
    EXPECT_EQ(per_column->chain.front().op, hw::VectorOp::kBiasAdd) << config;  // a broadcast row: a bias
    EXPECT_TRUE(per_column->chain.front().operand.broadcast) << config;
    EXPECT_TRUE(per_column->host_ops.empty()) << config;
  }
}

}  // namespace
}  // namespace tessera::backend

namespace tessera::backend {
namespace {

// A transformer's output projection: MatMul, Add(bias, product), then
// Add(residual, that) (the GPT block's attention out). Each add takes its own
// operand in the graph's order, the constant first: on floats (s + r) + b
// and (s + b) + r can differ in the last bit, and with a mul in between the
// operands would trade places and the value would be wrong on any format.
TEST(KernelPlan, EachBinaryOpTakesItsOwnOperandInTheGraphsOrder) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {64, 32});
  ir::ValueId h = b.input("h", {64, 16});
  ir::ValueId w = b.constant("w", {32, 16}, std::vector<float>(32 * 16, 0.5f));
  ir::ValueId bias = b.constant("bias", {16}, std::vector<float>(16, 0.25f));
  ir::ValueId mm = b.node("MatMul", {x, w}, "mm", {64, 16});
  ir::ValueId biased = b.node("Add", {bias, mm}, "biased", {64, 16});
  ir::ValueId y = b.node("Add", {h, biased}, "y", {64, 16});
  b.graph.outputs = {y};
  passes::PassContext context;
  ASSERT_TRUE(passes::runPipeline(b.graph, "fuse", context).ok());
  Expected<KernelGraph> k = lowerGraph(b.graph);
  ASSERT_TRUE(k.ok()) << render(k.status().diagnostics());
  ASSERT_EQ(k->kernels.size(), 1u);
  const Kernel& kernel = k->kernels[0];
  ASSERT_EQ(kernel.vector_ops.size(), 2u);
  EXPECT_EQ(kernel.paramsOf(0).constant_operand, std::optional<bool>(true));
  EXPECT_EQ(kernel.paramsOf(1).constant_operand, std::optional<bool>(false));
  for (const char* config : {"edge_16x16_fp16", "edge_16x16_int8"}) {
    Expected<KernelPlan> plan = planKernel(loadConfig(config), kernel);
    ASSERT_TRUE(plan.ok()) << render(plan.status().diagnostics());
    ASSERT_GE(plan->chain.size(), 2u) << config;
    EXPECT_EQ(plan->chain[0].operand.kind, OperandKind::kBias) << config;  // the bias, broadcast by bias_add
    EXPECT_EQ(plan->chain[0].operand.index, 1) << config;
    EXPECT_EQ(plan->chain[1].operand.kind, OperandKind::kActivation) << config;
  }
}

// Attention scores times 1/sqrt(d): a Mul by a scalar after a MatMul reads
// its constant as one row per k fold, held with the bias rows across tiles,
// through VECTOR mul with per_lane (codegen's foldRowOperand). Repeated over
// every result row it was a LOAD of the same bytes per row, every tile.
TEST(KernelPlan, AMulsBroadcastConstantIsOneRowPerFold) {
  passes::test_support::Builder b;
  ir::ValueId x = b.input("x", {128, 64});
  ir::ValueId w = b.constant("w", {64, 32}, std::vector<float>(64 * 32, 0.5f));
  ir::ValueId scale = b.constant("scale", 0.125f);
  ir::ValueId mm = b.node("MatMul", {x, w}, "mm", {128, 32});
  ir::ValueId y = b.node("Mul", {mm, scale}, "y", {128, 32});
  b.graph.outputs = {y};
  const KernelGraph g = testing::lowered(b.graph);
  ASSERT_EQ(g.kernels.size(), 1u);
  const hw::Spec spec = loadConfig("edge_16x16_fp16");
  const Program p = testing::compiled(spec, g);
  ASSERT_GT(p.kernels.size(), 0u);
  std::int64_t muls = 0, constant_rows = 0;
  for (const isa::Instruction& in : p.decoded()) {
    if (in.opcode == isa::Opcode::kVector && in.vector.op == VectorOp::kMul) {
      EXPECT_TRUE(in.vector.per_lane) << isa::toAssembly(in);
      ++muls;
    }
    if (in.opcode == isa::Opcode::kLoad && in.transfer.buffer == hw::BufferKind::kOutput)
      constant_rows += static_cast<std::int64_t>(isa::bufferRows(in.transfer));
  }
  EXPECT_GT(muls, 0);
  // One row per k fold (two folds of 16 channels) per tile at most, where a
  // row per result row was 128 x 2 a tile.
  EXPECT_LE(constant_rows, 2 * p.kernels[0].tiles) << p.kernels[0].mapping;
}

}  // namespace
}  // namespace tessera::backend
