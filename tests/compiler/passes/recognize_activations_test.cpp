// recognize-activations: golden IR for each pattern and its variants, negative
// cases (shared intermediates, wrong constants), numerical equivalence of the
// rewritten graphs, and the GELUs of the real transformer models.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <iostream>

#include "compiler/exec/executor.h"
#include "tests/compiler/passes/ir_builder.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/ir/printer.h"
#include "compiler/ir/verifier.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"

namespace tessera::passes {
extern const PassInfo kRecognizeActivationsPass;
}

namespace tessera::passes {
namespace {

using ir::DType;
using ir::Tensor;
using ir::ValueId;

using test_support::Builder;

constexpr float kSqrt2 = 1.4142135381698608f;  // as torch exports it
const ir::Shape kShape = {2, 16};

/// Runs the pass through its PassInfo (runPipeline only knows registered
/// passes) and records the pipeline as runPipeline would.
std::string runPass(ir::Graph& graph, PassContext& context) {
  Expected<std::unique_ptr<Pass>> pass = kRecognizeActivationsPass.create({});
  EXPECT_TRUE(pass.ok());
  if (!pass.ok()) return "";
  Status status = (*pass)->run(graph, context);
  EXPECT_TRUE(status.ok()) << render(status.diagnostics());
  Status verified = ir::verifyGraph(graph);
  EXPECT_TRUE(verified.ok()) << render(verified.diagnostics());
  graph.pipeline = graph.pipeline.empty() ? "recognize-activations" : graph.pipeline + ",recognize-activations";
  return ir::printGraph(graph);
}

std::string runPass(ir::Graph& graph) {
  PassContext context;
  return runPass(graph, context);
}

/// Inputs spread over [-6, 6] (both tails of erf and sigmoid, HardSigmoid's clamps).
std::map<std::string, Tensor> feedFor(const ir::Graph& graph) {
  std::map<std::string, Tensor> feed;
  for (ValueId id : graph.inputs) {
    const ir::Value& v = graph.value(id);
    Tensor t(DType::kF32, v.type.shape);
    for (std::int64_t i = 0; i < t.size(); ++i)
      t.data<float>()[i] = static_cast<float>(6.0 * std::sin(0.7 * static_cast<double>(i) + 0.3));
    feed[v.name] = t;
  }
  return feed;
}

/// Max abs difference of the outputs, relative to max(1, largest output).
double relativeDifference(const std::vector<Tensor>& a, const std::vector<Tensor>& b) {
  EXPECT_EQ(a.size(), b.size());
  double worst = 0;
  for (size_t k = 0; k < a.size() && k < b.size(); ++k) {
    EXPECT_EQ(a[k].shape(), b[k].shape());
    double max_abs = 0, scale = 1;
    for (std::int64_t i = 0; i < a[k].size(); ++i) {
      max_abs = std::max(max_abs, std::abs(a[k].at(i) - b[k].at(i)));
      scale = std::max(scale, std::abs(a[k].at(i)));
    }
    worst = std::max(worst, max_abs / scale);
  }
  return worst;
}

/// Runs the pass; checks the outputs before and after agree within `tolerance`.
std::string runPassChecked(ir::Graph& graph, PassContext& context, double tolerance = 1e-6) {
  std::map<std::string, Tensor> feed = feedFor(graph);
  Expected<std::vector<Tensor>> before = exec::execute(graph, feed);
  EXPECT_TRUE(before.ok()) << render(before.status().diagnostics());
  std::string after_ir = runPass(graph, context);
  Expected<std::vector<Tensor>> after = exec::execute(graph, feed);
  EXPECT_TRUE(after.ok()) << render(after.status().diagnostics());
  if (before.ok() && after.ok()) {
    EXPECT_LE(relativeDifference(*before, *after), tolerance) << after_ir;
  }
  return after_ir;
}

std::string runPassChecked(ir::Graph& graph) {
  PassContext context;
  return runPassChecked(graph, context);
}

TEST(RecognizeActivations, PassInfo) {
  EXPECT_EQ(kRecognizeActivationsPass.flag, "recognize-activations");
  EXPECT_FALSE(kRecognizeActivationsPass.summary.empty());
  EXPECT_TRUE(kRecognizeActivationsPass.create({}).ok());
  EXPECT_FALSE(kRecognizeActivationsPass.create({{"x", "1"}}).ok()) << "the pass takes no options";
}

/// torch's export: Mul(Mul(x, Add(Erf(Div(x, sqrt2)), 1)), 0.5); optionally
/// with the Erf result also read outside the pattern.
Builder torchGelu(float half = 0.5f, bool share_erf = false, bool add_is_output = false) {
  Builder b;
  ValueId x = b.input("x", kShape);
  ValueId d = b.node("Div", {x, b.constant("sqrt2", kSqrt2)}, "d", kShape);
  ValueId e = b.node("Erf", {d}, "e", kShape);
  ValueId a = b.node("Add", {e, b.constant("one", 1.0f)}, "a", kShape);
  ValueId m = b.node("Mul", {x, a}, "m", kShape);
  b.graph.outputs.push_back(b.node("Mul", {m, b.constant("half", half)}, "y", kShape));
  if (share_erf) b.graph.outputs.push_back(b.node("Neg", {e}, "z", kShape));
  if (add_is_output) b.graph.outputs.push_back(a);
  return b;
}

TEST(RecognizeActivations, GeluTorchForm) {
  Builder b = torchGelu();
  PassContext stats;
  EXPECT_EQ(runPassChecked(b.graph, stats),
            "graph \"test\" opset 17\n"
            "  pipeline \"recognize-activations\"\n"
            "  opset_import \"tessera\" 1\n"
            "  input %x: f32[2,16]\n"
            "  %y: f32[2,16] = tessera.Gelu(%x)  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["recognize-activations.gelu"], 1);
  EXPECT_EQ(stats.statistics["recognize-activations.nodes-removed"], 4);
}

/// Operand orders and associations of GELU's two Muls, Div by sqrt(2) or Mul
/// by 1/sqrt(2), and constants from Constant nodes.
class GeluVariants : public testing::TestWithParam<int> {};

TEST_P(GeluVariants, BecomeOneGelu) {
  const int variant = GetParam();
  Builder b;
  ValueId x = b.input("x", kShape);
  auto scaled = [&](bool by_mul, bool swap) {
    if (!by_mul) return b.node("Div", {x, b.constant("sqrt2", kSqrt2)}, "d", kShape);
    ValueId c = b.constant("rsqrt2", 0.70710678f);
    return b.node("Mul", swap ? std::vector<ValueId>{c, x} : std::vector<ValueId>{x, c}, "d", kShape);
  };
  auto branch = [&](bool by_mul, bool swap) {
    ValueId e = b.node("Erf", {scaled(by_mul, swap)}, "e", kShape);
    ValueId one = b.constant("one", 1.0f);
    return b.node("Add", swap ? std::vector<ValueId>{one, e} : std::vector<ValueId>{e, one}, "a", kShape);
  };
  ValueId y = ir::kNoValue;
  switch (variant) {
    case 0: {  // Mul(Mul(x, 0.5), Add(Erf(Div(x, c)), 1))
      ValueId h = b.node("Mul", {x, b.constant("half", 0.5f)}, "h", kShape);
      y = b.node("Mul", {h, branch(false, false)}, "y", kShape);
      break;
    }
    case 1: {  // Mul(x, Mul(Add(Erf(Div(x, c)), 1), 0.5))
      ValueId h = b.node("Mul", {branch(false, false), b.constant("half", 0.5f)}, "h", kShape);
      y = b.node("Mul", {x, h}, "y", kShape);
      break;
    }
    case 2: {  // Mul(Add(1, Erf(Mul(c, x))), Mul(0.5, x))
      ValueId a = branch(true, true);
      ValueId h = b.node("Mul", {b.constant("half", 0.5f), x}, "h", kShape);
      y = b.node("Mul", {a, h}, "y", kShape);
      break;
    }
    case 3: {  // Mul(0.5, Mul(Add(Erf(Mul(x, c)), 1), x))
      ValueId h = b.node("Mul", {branch(true, false), x}, "h", kShape);
      y = b.node("Mul", {b.constant("half", 0.5f), h}, "y", kShape);
      break;
    }
    case 4: {  // torch form with its constants as Constant nodes
      auto constant = [&](const std::string& name, float value) {
        Tensor c(DType::kF32, {});  // a fresh tensor each: copies share storage
        c.data<float>()[0] = value;
        return b.node("Constant", {}, name, {}, {{"value", c}});
      };
      ValueId e = b.node("Erf", {b.node("Div", {x, constant("sqrt2", kSqrt2)}, "d", kShape)}, "e", kShape);
      ValueId a = b.node("Add", {e, constant("one", 1.0f)}, "a", kShape);
      ValueId m = b.node("Mul", {x, a}, "m", kShape);
      y = b.node("Mul", {m, constant("half", 0.5f)}, "y", kShape);
      break;
    }
  }
  b.graph.outputs.push_back(y);
  PassContext stats;
  std::string after = runPassChecked(b.graph, stats);
  EXPECT_NE(after.find("  %y: f32[2,16] = tessera.Gelu(%x)  # y_node\n"), std::string::npos) << after;
  EXPECT_EQ(after.find("Erf("), std::string::npos) << after;
  EXPECT_EQ(after.find("Mul("), std::string::npos) << after;
  EXPECT_EQ(stats.statistics["recognize-activations.gelu"], 1);
}

INSTANTIATE_TEST_SUITE_P(Forms, GeluVariants, testing::Range(0, 5));

TEST(RecognizeActivations, NegativeGeluWithSharedIntermediate) {
  Builder b = torchGelu(0.5f, /*share_erf=*/true);
  std::string before = ir::printGraph(b.graph);
  PassContext stats;
  std::string after = runPassChecked(b.graph, stats);
  EXPECT_EQ(after.find("Gelu"), std::string::npos) << after;
  EXPECT_EQ(after, "graph \"test\" opset 17\n  pipeline \"recognize-activations\"\n" + before.substr(before.find('\n') + 1));
  EXPECT_EQ(stats.statistics.count("recognize-activations.gelu"), 0u);
}

TEST(RecognizeActivations, NegativeGeluIntermediateIsGraphOutput) {
  Builder b = torchGelu(0.5f, false, /*add_is_output=*/true);
  std::string after = runPassChecked(b.graph);
  EXPECT_EQ(after.find("Gelu"), std::string::npos) << after;
}

TEST(RecognizeActivations, NegativeGeluWrongConstants) {
  Builder half = torchGelu(0.49f);
  std::string after = runPass(half.graph);
  EXPECT_EQ(after.find("Gelu"), std::string::npos) << after;
  EXPECT_NE(after.find("%y: f32[2,16] = Mul(%m, %half)"), std::string::npos) << after;
  Builder near = torchGelu(0.5f * (1 + 2e-5f));  // outside 1e-5 relative
  EXPECT_EQ(runPass(near.graph).find("Gelu"), std::string::npos);
  Builder close = torchGelu(0.5f * (1 + 5e-6f));  // inside
  EXPECT_NE(runPass(close.graph).find("tessera.Gelu(%x)"), std::string::npos);
}

TEST(RecognizeActivations, NegativeGeluErfOfAnotherValue) {
  Builder b;
  ValueId x = b.input("x", kShape);
  ValueId z = b.input("z", kShape);
  ValueId d = b.node("Div", {z, b.constant("sqrt2", kSqrt2)}, "d", kShape);
  ValueId a = b.node("Add", {b.node("Erf", {d}, "e", kShape), b.constant("one", 1.0f)}, "a", kShape);
  ValueId m = b.node("Mul", {x, a}, "m", kShape);
  b.graph.outputs.push_back(b.node("Mul", {m, b.constant("half", 0.5f)}, "y", kShape));
  EXPECT_EQ(runPass(b.graph).find("Gelu"), std::string::npos);
}

TEST(RecognizeActivations, SwishEitherOrder) {
  Builder b;
  ValueId x = b.input("x", kShape);
  ValueId s1 = b.node("Sigmoid", {x}, "s1", kShape);
  ValueId y1 = b.node("Mul", {x, s1}, "y1", kShape);
  ValueId s2 = b.node("Sigmoid", {y1}, "s2", kShape);
  b.graph.outputs.push_back(b.node("Mul", {s2, y1}, "y2", kShape));
  PassContext stats;
  EXPECT_EQ(runPassChecked(b.graph, stats),
            "graph \"test\" opset 17\n"
            "  pipeline \"recognize-activations\"\n"
            "  opset_import \"tessera\" 1\n"
            "  input %x: f32[2,16]\n"
            "  %y1: f32[2,16] = tessera.Swish(%x)  # y1_node\n"
            "  %y2: f32[2,16] = tessera.Swish(%y1)  # y2_node\n"
            "  output %y2\n");
  EXPECT_EQ(stats.statistics["recognize-activations.swish"], 2);
}

TEST(RecognizeActivations, NegativeSwish) {
  Builder b;
  ValueId x = b.input("x", kShape);
  ValueId z = b.input("z", kShape);
  ValueId s = b.node("Sigmoid", {z}, "s", kShape);       // gate of another value
  ValueId y1 = b.node("Mul", {x, s}, "y1", kShape);
  ValueId t = b.node("Sigmoid", {x}, "t", kShape);       // gate read twice
  ValueId y2 = b.node("Mul", {x, t}, "y2", kShape);
  ValueId y3 = b.node("Add", {y2, t}, "y3", kShape);
  b.graph.outputs = {y1, y3};
  std::string after = runPassChecked(b.graph);
  EXPECT_EQ(after.find("Swish"), std::string::npos) << after;
}

Builder hardSwish(std::int64_t opset, float alpha) {
  Builder b(opset);
  ValueId x = b.input("x", kShape);
  ValueId h = b.node("HardSigmoid", {x}, "h", kShape, {{"alpha", alpha}, {"beta", 0.5f}});
  b.graph.outputs.push_back(b.node("Mul", {h, x}, "y", kShape));
  return b;
}

TEST(RecognizeActivations, HardSwishOnnxFromOpset14) {
  Builder b = hardSwish(14, 1.0f / 6.0f);
  PassContext stats;
  EXPECT_EQ(runPassChecked(b.graph, stats),
            "graph \"test\" opset 14\n"
            "  pipeline \"recognize-activations\"\n"
            "  input %x: f32[2,16]\n"
            "  %y: f32[2,16] = HardSwish(%x)  # y_node\n"
            "  output %y\n");
  EXPECT_EQ(stats.statistics["recognize-activations.hardswish"], 1);
}

TEST(RecognizeActivations, HardSwishTesseraBeforeOpset14) {
  Builder b = hardSwish(13, 1.0f / 6.0f);
  EXPECT_EQ(runPassChecked(b.graph),
            "graph \"test\" opset 13\n"
            "  pipeline \"recognize-activations\"\n"
            "  opset_import \"tessera\" 1\n"
            "  input %x: f32[2,16]\n"
            "  %y: f32[2,16] = tessera.HardSwish(%x)  # y_node\n"
            "  output %y\n");
}

TEST(RecognizeActivations, NegativeHardSigmoidWithOtherAlpha) {
  Builder b = hardSwish(17, 0.2f);
  EXPECT_EQ(runPass(b.graph).find("HardSwish"), std::string::npos);
}

TEST(RecognizeActivations, TesseraKernelsHandleHalfTypes) {
  for (DType dtype : {DType::kF16, DType::kBF16, DType::kF64}) {
    for (const char* op : {"Gelu", "Swish", "HardSwish"}) {
      Builder b;
      ValueId x = b.input("x", {8});
      b.graph.value(x).type.dtype = dtype;
      ValueId y = b.node(op, {x}, "y", {8});
      b.graph.value(y).type.dtype = dtype;
      b.graph.nodes.back().domain = "tessera";
      b.graph.opsets["tessera"] = 1;
      b.graph.outputs.push_back(y);
      Tensor in(DType::kF32, {8});
      for (int i = 0; i < 8; ++i) in.data<float>()[i] = static_cast<float>(i) - 4.0f;
      Expected<std::vector<Tensor>> out = exec::execute(b.graph, {{"x", exec::castTensor(in, dtype)}});
      ASSERT_TRUE(out.ok()) << op << " " << ir::name(dtype) << "\n" << render(out.status().diagnostics());
      EXPECT_EQ((*out)[0].dtype(), dtype);
      const double v = (*out)[0].at(7);  // x = 3
      const double expected = std::string(op) == "Gelu" ? 3 * 0.5 * (1 + std::erf(3 / std::sqrt(2.0)))
                              : std::string(op) == "Swish" ? 3 / (1 + std::exp(-3.0))
                                                           : 3.0;
      EXPECT_NEAR(v, expected, 2e-2) << op << " " << ir::name(dtype);
    }
  }
}

/// The transformer models of the zoo: GELUs are found and outputs agree.
class ZooGelu : public testing::TestWithParam<std::string> {};

TEST_P(ZooGelu, RecognizedAndOutputsAgree) {
  const std::string name = GetParam();
  const std::string model = "models/cache/zoo/" + name + ".onnx";
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model);
  ASSERT_TRUE(graph.ok()) << model << " missing? run scripts/setup.sh\n" << render(graph.status().diagnostics());
  Expected<onnx_io::NamedTensor> x = onnx_io::readTensorFile("models/cache/zoo/" + name + "_inputs/input_0.pb");
  ASSERT_TRUE(x.ok()) << render(x.status().diagnostics());
  std::map<std::string, Tensor> feed = {{graph->value(graph->inputs[0]).name, x->tensor}};
  Expected<std::vector<Tensor>> before = exec::execute(*graph, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  ir::Graph rewritten = *graph;
  PassContext stats;
  runPass(rewritten, stats);
  Expected<std::vector<Tensor>> after = exec::execute(rewritten, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics());
  const std::int64_t gelus = stats.statistics["recognize-activations.gelu"];
  const double difference = relativeDifference(*before, *after);
  std::cout << "[ activations ] " << model << ": " << gelus << " GELU, " << graph->nodes.size() << " -> "
            << rewritten.nodes.size() << " nodes, max relative difference " << difference << "\n";
  EXPECT_GT(gelus, 0) << model;
  EXPECT_LE(difference, 1e-5) << model;
  std::int64_t gelu_nodes = 0;
  for (const ir::Node& node : rewritten.nodes) gelu_nodes += node.domain == "tessera" && node.op_type == "Gelu";
  EXPECT_EQ(gelu_nodes, gelus);
}

INSTANTIATE_TEST_SUITE_P(Models, ZooGelu, testing::Values("bert_encoder_2layer", "gpt_decoder_block"));

// `tessera quantize --precision bf16` rounds with a Veltkamp split before
// ONNX's truncating Cast; the pass makes it one tessera.ToBf16 (the format
// conversion lowering knows), bit for bit the same bf16 on values around
// every rounding case: ties to even both ways, carries into the exponent,
// negatives, zeros and the smallest normal values, wherever the split's
// x * 65537 is finite.
TEST(RecognizeActivations, Bf16RoundingBySplitBecomesOneConversion) {
  const ir::Shape shape = {1, 4096};
  Builder b;
  ValueId x = b.input("x", shape);
  ValueId c = b.node("Mul", {x, b.constant("k", 65537.0f)}, "c", shape);
  ValueId d = b.node("Sub", {c, x}, "d", shape);
  ValueId r = b.node("Sub", {c, d}, "r", shape);
  ValueId h = b.node("Cast", {r}, "h", shape, {{"to", std::int64_t{ir::onnxType(DType::kBF16)}}}, DType::kBF16);
  b.graph.outputs.push_back(b.node("Cast", {h}, "y", shape, {{"to", std::int64_t{1}}}));
  Tensor t(DType::kF32, shape);
  for (std::int64_t i = 0; i < t.size(); ++i) {
    const std::uint32_t mantissa = static_cast<std::uint32_t>(i % 512) << 15 | (i % 7 == 0 ? 0x4000u : 0x3fffu * (i % 3));
    // |x| < 2^111: x * 65537 stays finite (the split's range)
    const std::uint32_t exponent = static_cast<std::uint32_t>(1 + (i * 37) % 237) << 23;
    t.data<float>()[i] = ir::bitsFloat((i % 2 ? 0x80000000u : 0u) | exponent | (mantissa & 0x7fffffu));
  }
  t.data<float>()[0] = 0.0f;
  t.data<float>()[1] = -0.0f;
  const std::map<std::string, Tensor> feed{{"x", t}};
  Expected<std::vector<Tensor>> before = exec::execute(b.graph, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  PassContext stats;
  const std::string ir_text = runPass(b.graph, stats);
  EXPECT_NE(ir_text.find("%h: bf16[1,4096] = tessera.ToBf16(%x)"), std::string::npos) << ir_text;
  EXPECT_EQ(stats.statistics["recognize-activations.bf16-rounding"], 1);
  EXPECT_EQ(b.graph.nodes.size(), 2u);  // ToBf16, Cast back
  Expected<std::vector<Tensor>> after = exec::execute(b.graph, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics());
  for (std::int64_t i = 0; i < t.size(); ++i)
    ASSERT_EQ(ir::floatBits((*before)[0].data<float>()[i]), ir::floatBits((*after)[0].data<float>()[i]))
        << "element " << i << " x=" << t.data<float>()[i];
}

}  // namespace
}  // namespace tessera::passes
