// select-layout: golden IR, negative cases (no convolution, already NHWC,
// shared conversions), layout invariants in the verifier and the exporter,
// and bit-exact equivalence on the zoo, Fashion-MNIST and OCR models.
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "compiler/exec/executor.h"
#include "compiler/ir/layout.h"
#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/quantize.h"
#include "tests/compiler/passes/ir_builder.h"

namespace tessera::passes {
namespace {

using ir::DType;
using ir::Tensor;
using ir::ValueId;
using Ints = std::vector<std::int64_t>;
using test_support::Builder;

std::string runAndPrint(ir::Graph& graph, const std::string& pipeline, PassContext* stats = nullptr) {
  PassContext local;
  Status status = runPipeline(graph, pipeline, stats ? *stats : local);
  EXPECT_TRUE(status.ok()) << render(status.diagnostics());
  Status verified = ir::verifyGraph(graph);
  EXPECT_TRUE(verified.ok()) << render(verified.diagnostics());
  return ir::printGraph(graph);
}

Tensor randomTensor(ir::Shape shape, std::uint32_t seed) {
  Tensor t(DType::kF32, std::move(shape));
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (std::int64_t i = 0; i < t.size(); ++i) t.data<float>()[i] = u(rng);
  return t;
}

/// Runs `graph` before and after select-layout: outputs must be bit-identical.
void expectSameOutputs(ir::Graph graph, const std::map<std::string, Tensor>& feed,
                       const std::string& pipeline = "select-layout") {
  Expected<std::vector<Tensor>> before = exec::execute(graph, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  const std::string ir = runAndPrint(graph, pipeline);
  Expected<std::vector<Tensor>> after = exec::execute(graph, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics()) << ir;
  ASSERT_EQ(before->size(), after->size());
  for (size_t k = 0; k < before->size(); ++k) {
    ASSERT_EQ((*before)[k].shape(), (*after)[k].shape()) << ir;
    for (std::int64_t i = 0; i < (*before)[k].size(); ++i)
      ASSERT_EQ((*before)[k].at(i), (*after)[k].at(i)) << "output " << k << " element " << i << "\n" << ir;
  }
}

ValueId conv(Builder& b, ValueId x, const std::string& out, std::int64_t cin, std::int64_t cout, std::int64_t hw,
             std::uint32_t seed) {
  ValueId w = b.constant(out + "_w", {cout, cin, 3, 3}, {});
  b.graph.value(w).constant = randomTensor({cout, cin, 3, 3}, seed);
  return b.node("Conv", {x, w}, out, {1, cout, hw, hw}, {{"pads", Ints{1, 1, 1, 1}}});
}

TEST(SelectLayout, ConvRegionGoldenIr) {
  Builder b;
  ValueId x = b.input("x", {1, 2, 4, 4});
  ValueId c = conv(b, x, "c", 2, 3, 4, 1);
  ValueId r = b.node("Relu", {c}, "r", {1, 3, 4, 4});
  b.graph.outputs.push_back(b.node("Flatten", {r}, "y", {1, 48}));
  PassContext stats;
  const std::string ir = runAndPrint(b.graph, "select-layout", &stats);
  EXPECT_EQ(ir.substr(ir.find("  input")),
            "  input %x: f32[1,2,4,4]\n"
            "  const %c_w: f32[3,2,3,3]\n"
            "  %x_nhwc: f32[1,4,4,2] nhwc = Transpose(%x) {perm=[0,2,3,1]}  # x_nhwc\n"
            "  %c: f32[1,4,4,3] nhwc = Conv(%x_nhwc, %c_w) {pads=[1,1,1,1]}  # c_node\n"
            "  %r: f32[1,4,4,3] nhwc = Relu(%c)  # r_node\n"
            "  %r_nchw: f32[1,3,4,4] = Transpose(%r) {perm=[0,3,1,2]}  # r_nchw\n"
            "  %y: f32[1,48] = Flatten(%r_nchw)  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["select-layout.nodes-nhwc"], 2);
  EXPECT_EQ(stats.statistics["select-layout.conversions-inserted"], 2);
}

TEST(SelectLayout, NegativeNoConvolutionNoConversion) {
  // Pooling and elementwise ops on 4-D tensors, but no convolution: nothing to gain.
  Builder b;
  ValueId x = b.input("x", {1, 2, 4, 4});
  ValueId p = b.node("MaxPool", {x}, "p", {1, 2, 2, 2}, {{"kernel_shape", Ints{2, 2}}, {"strides", Ints{2, 2}}});
  ValueId r = b.node("Relu", {p}, "r", {1, 2, 2, 2});
  ValueId w = b.constant("w", {8, 3}, std::vector<float>(24, 0.5f));
  ValueId f = b.node("Flatten", {r}, "f", {1, 8});
  b.graph.outputs.push_back(b.node("MatMul", {f, w}, "y", {1, 3}));
  const std::string before = ir::printGraph(b.graph);
  PassContext stats;
  const std::string after = runAndPrint(b.graph, "select-layout", &stats);
  EXPECT_EQ(after, "graph \"test\" opset 17\n  pipeline \"select-layout\"\n" + before.substr(before.find('\n') + 1));
  EXPECT_EQ(stats.statistics["select-layout.conversions-inserted"], 0);
}

TEST(SelectLayout, NegativeConversionsAreSharedAndNotRepeated) {
  // x feeds two convs (one conversion in); r is read by two NCHW-only ops (one
  // conversion out); a second run finds everything converted and adds nothing.
  Builder b;
  ValueId x = b.input("x", {1, 2, 4, 4});
  ValueId c1 = conv(b, x, "c1", 2, 2, 4, 2);
  ValueId c2 = conv(b, x, "c2", 2, 2, 4, 3);
  ValueId r = b.node("Relu", {b.node("Add", {c1, c2}, "s", {1, 2, 4, 4})}, "r", {1, 2, 4, 4});
  ValueId f = b.node("Flatten", {r}, "f", {1, 32});
  ValueId m = b.node("ReduceMax", {r}, "m", {1, 1, 1, 1}, {{"keepdims", std::int64_t{1}}});
  b.graph.outputs = {f, m};
  PassContext stats;
  const std::string once = runAndPrint(b.graph, "select-layout", &stats);
  EXPECT_EQ(stats.statistics["select-layout.conversions-inserted"], 2) << once;
  EXPECT_NE(once.find("  %r_nchw: f32[1,2,4,4] = Transpose(%r) {perm=[0,3,1,2]}"), std::string::npos) << once;
  EXPECT_NE(once.find("= Flatten(%r_nchw)"), std::string::npos) << once;
  EXPECT_NE(once.find("= ReduceMax(%r_nchw)"), std::string::npos) << once;
  PassContext again;
  const std::string twice = runAndPrint(b.graph, "select-layout", &again);
  EXPECT_EQ(again.statistics["select-layout.conversions-inserted"], 0);
  EXPECT_EQ(twice.substr(twice.find("  input")), once.substr(once.find("  input")));
}

TEST(SelectLayout, GraphOutputKeepsNameAndLayoutConstantsArePermuted) {
  // c is a graph output and also read by the Add; the bias [C,1,1] broadcasts
  // and becomes [1,1,1,C]; Concat over channels moves from axis 1 to axis 3.
  Builder b;
  ValueId x = b.input("x", {1, 2, 3, 3});
  ValueId c = conv(b, x, "c", 2, 2, 3, 4);
  ValueId biased = b.node("Add", {c, b.constant("bias", {2, 1, 1}, {0.25f, -0.5f})}, "biased", {1, 2, 3, 3});
  ValueId cat = b.node("Concat", {biased, c}, "cat", {1, 4, 3, 3}, {{"axis", std::int64_t{1}}});
  ValueId pooled = b.node("GlobalAveragePool", {cat}, "pooled", {1, 4, 1, 1});
  b.graph.outputs = {c, pooled};
  const ir::Graph original = b.graph;
  const std::string ir = runAndPrint(b.graph, "select-layout");
  EXPECT_NE(ir.find("  const %bias_nhwc: f32[1,1,1,2] nhwc = tensor<f32[1,1,1,2]>(0.25,-0.5)\n"), std::string::npos)
      << ir;
  EXPECT_NE(ir.find("  %c_nhwc: f32[1,3,3,2] nhwc = Conv(%x_nhwc, %c_w)"), std::string::npos) << ir;
  EXPECT_NE(ir.find("  %c: f32[1,2,3,3] = Transpose(%c_nhwc) {perm=[0,3,1,2]}"), std::string::npos) << ir;
  EXPECT_NE(ir.find("= Concat(%biased, %c_nhwc) {axis=3}"), std::string::npos) << ir;
  EXPECT_NE(ir.find("  %pooled: f32[1,4,1,1] = Transpose(%pooled_nhwc) {perm=[0,3,1,2]}"), std::string::npos) << ir;
  expectSameOutputs(original, {{"x", randomTensor({1, 2, 3, 3}, 5)}});
}

TEST(SelectLayout, NchwOnlyOpsAndRuntimeBroadcastsStayOutside) {
  // Mul with a runtime [C] vector cannot be permuted cheaply: it reads NCHW.
  Builder b;
  ValueId x = b.input("x", {1, 2, 4, 4});
  ValueId s = b.input("s", {4});
  ValueId c = conv(b, x, "c", 2, 2, 4, 6);
  ValueId scaled = b.node("Mul", {c, s}, "scaled", {1, 2, 4, 4});
  ValueId pad = b.node("Pad", {scaled, b.shapeConstant("pads", {0, 0, 1, 1, 0, 0, 1, 1})}, "padded", {1, 2, 6, 6});
  b.graph.outputs.push_back(conv(b, pad, "y", 2, 3, 6, 7));
  const ir::Graph original = b.graph;
  const std::string ir = runAndPrint(b.graph, "select-layout");
  EXPECT_NE(ir.find("= Mul(%c_nchw, %s)"), std::string::npos) << ir;
  EXPECT_NE(ir.find("= Pad(%scaled, %pads)"), std::string::npos) << ir;
  expectSameOutputs(original, {{"x", randomTensor({1, 2, 4, 4}, 8)}, {"s", randomTensor({4}, 9)}});
}

TEST(SelectLayout, VerifierAndExporterRejectMisusedNhwc) {
  Builder b;
  ValueId x = b.input("x", {1, 2, 3, 3});
  ValueId r = b.node("Relu", {x}, "r", {1, 2, 3, 3});
  b.graph.outputs.push_back(b.node("Flatten", {r}, "y", {1, 18}));
  b.graph.value(r).layout = ir::Layout::kNHWC;  // Relu reads a default input; Flatten reads NHWC
  Status s = ir::verifyGraph(b.graph);
  ASSERT_FALSE(s.ok());
  const std::string text = render(s.diagnostics());
  EXPECT_NE(text.find("node 'r_node' (Relu): input 'x' is neither NHWC nor a single element"), std::string::npos)
      << text;
  EXPECT_NE(text.find("node 'y_node' (Flatten): reads or writes an NHWC value but needs the default layout"),
            std::string::npos)
      << text;

  Builder ok;
  ValueId in = ok.input("x", {1, 2, 4, 4});
  ok.graph.outputs.push_back(ok.node("Relu", {conv(ok, in, "c", 2, 2, 4, 1)}, "y", {1, 2, 4, 4}));
  runAndPrint(ok.graph, "select-layout");
  Expected<onnx::ModelProto> exported = onnx_io::exportOnnxModel(ok.graph);
  ASSERT_FALSE(exported.ok());
  EXPECT_NE(render(exported.status().diagnostics()).find("is channels-last (NHWC, from select-layout)"),
            std::string::npos);
}

TEST(SelectLayout, Transpose4MovesEveryElement) {
  Tensor t(DType::kF32, {2, 3, 4, 5});
  for (std::int64_t i = 0; i < t.size(); ++i) t.data<float>()[i] = static_cast<float>(i);
  const Tensor nhwc = ir::transpose4(t, ir::kToNhwc);
  ASSERT_EQ(nhwc.shape(), (ir::Shape{2, 4, 5, 3}));
  for (std::int64_t n = 0; n < 2; ++n)
    for (std::int64_t c = 0; c < 3; ++c)
      for (std::int64_t h = 0; h < 4; ++h)
        for (std::int64_t w = 0; w < 5; ++w)
          ASSERT_EQ(nhwc.data<float>()[((n * 4 + h) * 5 + w) * 3 + c], t.data<float>()[((n * 3 + c) * 4 + h) * 5 + w]);
  const Tensor back = ir::transpose4(nhwc, ir::kToNchw);
  for (std::int64_t i = 0; i < t.size(); ++i) ASSERT_EQ(back.data<float>()[i], t.data<float>()[i]);
}

TEST(SelectLayout, IntegerOnlyGraphRunsChannelsLast) {
  // Quantize (int4 and int8 layers), lower to integer, then select the layout:
  // ConvInteger, Requantize, MaxPool and the Q/Clip/DQ ops run NHWC, same outputs.
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> images = quant::loadSamples(*g, {"models/fashion_mnist/test_1000_input.pb"}, 64);
  ASSERT_TRUE(images.ok());
  Expected<quant::Calibration> c = quant::calibrate(*g, *images);
  ASSERT_TRUE(c.ok());
  quant::QuantizeOptions o;
  o.precision = quant::Precision::kInt4;
  o.per_channel = true;
  o.layers = {{"/conv1/Conv", quant::Precision::kInt8}};
  Expected<quant::QuantizeResult> q = quantizeGraph(*g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  ir::Graph integer = q->graph;
  PassContext lowered;
  ASSERT_TRUE(runPipeline(integer, "lower-to-integer", lowered).ok());
  PassContext stats;
  expectSameOutputs(integer, {{"image", *images}}, "select-layout,fuse");
  ir::Graph nhwc = integer;
  const std::string ir = runAndPrint(nhwc, "select-layout", &stats);
  EXPECT_NE(ir.find("nhwc = ConvInteger("), std::string::npos) << ir;
  EXPECT_NE(ir.find("nhwc = tessera.Requantize("), std::string::npos) << ir;
  EXPECT_EQ(stats.statistics["select-layout.conversions-inserted"], 2) << ir;
}

/// The default pipeline with select-layout before fuse: outputs bit-identical
/// to the default pipeline alone (the NHWC kernels compute the same sums).
class SelectLayoutEquivalence : public testing::TestWithParam<std::pair<std::string, std::string>> {};

std::string channelsLastPipeline() {
  std::string pipeline = defaultPipeline();
  return pipeline.insert(pipeline.rfind(",fuse"), ",select-layout");
}

TEST_P(SelectLayoutEquivalence, OutputsAreBitIdentical) {
  const auto& [model, input] = GetParam();
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model);
  ASSERT_TRUE(graph.ok()) << model << " missing? run scripts/setup.sh\n" << render(graph.status().diagnostics());
  Expected<onnx_io::NamedTensor> x = onnx_io::readTensorFile(input);
  ASSERT_TRUE(x.ok());
  const std::map<std::string, Tensor> feed = {{graph->value(graph->inputs[0]).name, x->tensor}};
  ir::Graph reference = *graph, channels_last = *graph;
  PassContext ref_stats, stats;
  ASSERT_TRUE(runPipeline(reference, defaultPipeline(), ref_stats).ok());
  Status status = runPipeline(channels_last, channelsLastPipeline(), stats);
  ASSERT_TRUE(status.ok()) << render(status.diagnostics());
  Expected<std::vector<Tensor>> want = exec::execute(reference, feed);
  Expected<std::vector<Tensor>> got = exec::execute(channels_last, feed);
  ASSERT_TRUE(want.ok()) << render(want.status().diagnostics());
  ASSERT_TRUE(got.ok()) << render(got.status().diagnostics());
  for (size_t k = 0; k < want->size(); ++k) {
    ASSERT_EQ((*want)[k].shape(), (*got)[k].shape());
    std::int64_t differ = 0;
    for (std::int64_t i = 0; i < (*want)[k].size(); ++i) differ += (*want)[k].at(i) != (*got)[k].at(i);
    EXPECT_EQ(differ, 0) << model << " output " << k;
  }
  std::cout << "[ layout    ] " << model << ": " << stats.statistics["select-layout.nodes-nhwc"] << " nodes NHWC, "
            << stats.statistics["select-layout.conversions-inserted"] << " conversions\n";
  // Every node still belongs to a fused group (select-layout runs before fuse).
  for (const ir::Node& node : channels_last.nodes) EXPECT_GE(node.fusion_group, 0) << node.name;
}

INSTANTIATE_TEST_SUITE_P(
    Models, SelectLayoutEquivalence,
    testing::Values(
        std::pair{"models/cache/zoo/resnet18.onnx", "models/cache/zoo/resnet18_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/resnet50.onnx", "models/cache/zoo/resnet50_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/mobilenet_v2.onnx", "models/cache/zoo/mobilenet_v2_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/squeezenet1_1.onnx", "models/cache/zoo/squeezenet1_1_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/efficientnet_b0.onnx", "models/cache/zoo/efficientnet_b0_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/bert_encoder_2layer.onnx",
                  "models/cache/zoo/bert_encoder_2layer_inputs/input_0.pb"},
        std::pair{"models/cache/zoo/gpt_decoder_block.onnx", "models/cache/zoo/gpt_decoder_block_inputs/input_0.pb"},
        std::pair{"models/fashion_mnist/fashion_cnn.onnx", "models/fashion_mnist/test_1000_input.pb"},
        std::pair{"models/cache/ocr/ocr-models-1.4.2/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx",
                  "models/ocr/cls_input.pb"},
        std::pair{"models/cache/ocr/ocr-models-1.4.2/assets/ch_PP-OCRv4_rec_infer.onnx",
                  "models/cache/ocr_inputs/rec_input_1.pb"},
        std::pair{"models/cache/ocr/ocr-models-1.4.2/assets/ch_PP-OCRv4_det_infer.onnx",
                  "models/cache/ocr_inputs/det_input.pb"}));

}  // namespace
}  // namespace tessera::passes
