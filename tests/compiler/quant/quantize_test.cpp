// Post-training quantization: calibration, QDQ arithmetic, fp16 rounding, and the real Fashion-MNIST CNN.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "compiler/exec/executor.h"
#include "compiler/ir/half.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/quantize.h"

#ifndef MEASURED_HITS
#define MEASURED_HITS 899  // measured 2026-11-21: int8 per-channel minmax, calibrated on images 0-199
#endif
#ifndef MEASURED_GPT_AGREE
#define MEASURED_GPT_AGREE \
  994  // measured 2026-11-28 (residual stream quantized): gpt_decoder_block int8 per-channel, 8 + 16 random samples, of 1024 tokens
#endif
#ifndef MEASURED_GPT_SQNR_DB
#define MEASURED_GPT_SQNR_DB 35.36  // the same run: output SQNR against fp32
#endif
#ifndef MEASURED_MIXED_HITS
#define MEASURED_MIXED_HITS 896  // measured: conv1 and fc2 int8, conv2 and fc1 int4; per-channel asymmetric minmax
#endif

namespace tessera::quant {
namespace {

ir::Tensor tensor(ir::Shape shape, std::vector<float> data) {
  ir::Tensor t(ir::DType::kF32, std::move(shape));
  std::copy(data.begin(), data.end(), t.data<float>());
  return t;
}

ir::ValueId addValue(ir::Graph& g, const std::string& name, ir::Shape shape, std::optional<ir::Tensor> constant = {}) {
  ir::Value v;
  v.name = name;
  v.type = {ir::DType::kF32, shape, std::vector<std::string>(shape.size()), true};
  v.constant = std::move(constant);
  return g.addValue(std::move(v));
}

/// y = op(x, w, b) with x a runtime input [rows, ...].
ir::Graph tinyGraph(const std::string& op, ir::Shape x_shape, ir::Tensor w, ir::Tensor b, ir::Shape y_shape) {
  ir::Graph g;
  g.name = "tiny";
  g.source = "tiny.onnx";
  g.opsets[""] = 13;
  ir::ValueId x = addValue(g, "x", x_shape);
  g.value(x).is_graph_input = true;
  g.inputs = {x};
  ir::ValueId wid = addValue(g, "w", w.shape(), w);
  ir::ValueId bid = addValue(g, "b", b.shape(), b);
  ir::ValueId y = addValue(g, "y", y_shape);
  ir::Node n;
  n.name = "layer";
  n.op_type = op;
  n.inputs = {x, wid, bid};
  n.outputs = {y};
  g.nodes.push_back(n);
  g.outputs = {y};
  return g;
}

float qdq(float v, float scale, double qmin = -128, double qmax = 127) {
  return static_cast<float>(std::clamp(static_cast<double>(std::nearbyint(v / scale)), qmin, qmax) * scale);
}

TEST(Calibrate, MinMaxOfInputAndOutputAreExact) {
  ir::Graph g = tinyGraph("Gemm", {2, 2}, tensor({2, 2}, {1, 0, 0, 2}), tensor({2}, {0, 1}), {2, 2});
  ir::Tensor x = tensor({2, 2}, {-1.0f, 2.0f, 0.5f, -3.0f});
  Expected<Calibration> c = calibrate(g, x, {1, 2048, 1});  // batches of one row
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  EXPECT_EQ(c->stats.at("x").min, -3.0f);
  EXPECT_EQ(c->stats.at("x").max, 2.0f);
  EXPECT_EQ(c->stats.at("y").min, -5.0f);  // y = [[-1, 5], [0.5, -5]]
  EXPECT_EQ(c->stats.at("y").max, 5.0f);
  EXPECT_EQ(c->stats.at("x").count, 4);
  auto [lo, hi] = calibratedRange(c->stats.at("x"), CalibMethod::kMinMax, 99.99);
  EXPECT_EQ(lo, -3.0f);
  EXPECT_EQ(hi, 2.0f);
}

TEST(Quantize, GemmInt8MatchesHandComputedQdq) {
  // transB = 0: W is [K=2, N=3], per-channel scales are per column.
  ir::Tensor w = tensor({2, 3}, {0.5f, -0.25f, 0.1f, -1.0f, 0.75f, 0.3f});
  ir::Tensor b = tensor({3}, {0.05f, -0.1f, 0.2f});
  ir::Graph g = tinyGraph("Gemm", {2, 2}, w, b, {2, 3});
  ir::Tensor x = tensor({2, 2}, {-1.0f, 2.0f, 0.3f, -3.0f});
  Expected<Calibration> c = calibrate(g, x);
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.method = CalibMethod::kMinMax;
  o.per_channel = true;
  Expected<QuantizeResult> q = quantizeGraph(g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  Expected<std::vector<ir::Tensor>> y = exec::execute(q->graph, {{"x", x}});
  ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
  const float sx = 3.0f / 127.0f;
  const float sw[3] = {1.0f / 127.0f, 0.75f / 127.0f, 0.3f / 127.0f};
  for (int r = 0; r < 2; ++r)
    for (int n = 0; n < 3; ++n) {
      double acc = qdq(b.data<float>()[n], sx * sw[n], -2147483648.0, 2147483647.0);
      for (int k = 0; k < 2; ++k) acc += qdq(x.data<float>()[r * 2 + k], sx) * qdq(w.data<float>()[k * 3 + n], sw[n]);
      EXPECT_NEAR((*y)[0].data<float>()[r * 3 + n], acc, 1e-6) << r << "," << n;
    }
  EXPECT_EQ(q->layers.size(), 1u);
}

TEST(Quantize, ConvInt8PerTensorMatchesHandComputedQdq) {
  ir::Tensor w = tensor({2, 1, 1, 1}, {0.6f, -0.2f});  // 1x1 conv, two output channels
  ir::Tensor b = tensor({2}, {0.0f, 0.5f});
  ir::Graph g = tinyGraph("Conv", {1, 1, 2, 2}, w, b, {1, 2, 2, 2});
  ir::Tensor x = tensor({1, 1, 2, 2}, {0.1f, -0.7f, 1.3f, 0.0f});
  Expected<Calibration> c = calibrate(g, x);
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.method = CalibMethod::kMinMax;
  o.symmetric = false;  // uint8 activations: lo = -0.7, hi = 1.3
  Expected<QuantizeResult> q = quantizeGraph(g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  Expected<std::vector<ir::Tensor>> y = exec::execute(q->graph, {{"x", x}});
  ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
  const float sx = 2.0f / 255.0f;
  const float zp = std::nearbyint(0.7f / sx);
  const float sw = 0.6f / 127.0f;
  for (int o_c = 0; o_c < 2; ++o_c)
    for (int p = 0; p < 4; ++p) {
      const float xq = static_cast<float>((std::clamp(std::nearbyint(x.data<float>()[p] / sx) + zp, 0.0f, 255.0f) - zp) * sx);
      const float expect = xq * qdq(w.data<float>()[o_c], sw) + qdq(b.data<float>()[o_c], sx * sw, -2147483648.0, 2147483647.0);
      EXPECT_NEAR((*y)[0].data<float>()[o_c * 4 + p], expect, 1e-6);
    }
}

TEST(Quantize, Fp16AndBf16RoundToNearestEven) {
  ir::Graph g = tinyGraph("Gemm", {5, 1}, tensor({1, 1}, {1.0f}), tensor({1}, {0.0f}), {5, 1});
  const float tie_down = 1.0f + std::ldexp(1.0f, -11), tie_up = 1.0f + 3 * std::ldexp(1.0f, -11);
  ir::Tensor x = tensor({5, 1}, {tie_down, tie_up, 65520.0f, 1e-7f, -3.14159f});
  for (Precision p : {Precision::kFp16, Precision::kBf16}) {
    QuantizeOptions o;
    o.precision = p;
    Expected<QuantizeResult> q = quantizeGraph(g, Calibration{}, o);
    ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
    Expected<std::vector<ir::Tensor>> y = exec::execute(q->graph, {{"x", x}});
    ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
    for (int i = 0; i < 5; ++i) {
      const float v = x.data<float>()[i];
      const float expect = p == Precision::kFp16 ? ir::halfToFloat(ir::floatToHalf(v)) : ir::bf16ToFloat(ir::floatToBf16(v));
      EXPECT_EQ((*y)[0].data<float>()[i], expect) << precisionName(p) << " " << v;
    }
    if (p == Precision::kFp16) {
      EXPECT_EQ((*y)[0].data<float>()[0], 1.0f);
      EXPECT_EQ((*y)[0].data<float>()[1], 1.0f + std::ldexp(1.0f, -9));
      EXPECT_TRUE(std::isinf((*y)[0].data<float>()[2]));
    }
  }
}

TEST(Quantize, BadInputIsALocatedError) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> missing = loadSamples(*g, {"models/fashion_mnist/no_such.pb"});
  ASSERT_FALSE(missing.ok());
  Expected<ir::Tensor> labels = loadSamples(*g, {"models/fashion_mnist/test_1000_labels.pb"});
  ASSERT_FALSE(labels.ok());
  EXPECT_NE(render(labels.status().diagnostics()).find("test_1000_labels.pb"), std::string::npos);
  EXPECT_TRUE(parsePrecision("int4").ok());
  EXPECT_FALSE(parsePrecision("int3").ok());
  QuantizeOptions o;
  EXPECT_FALSE(quantizeGraph(*g, Calibration{}, o).ok());  // int8 without calibration
}

TEST(Quantize, GemmInt4MatchesHandComputedQdqWithSaturation) {
  // transB = 0: W is [K=2, N=3]; per-channel scales are per column, amax / 7.
  ir::Tensor w = tensor({2, 3}, {0.5f, -0.25f, 0.1f, -1.0f, 0.75f, 0.3f});
  ir::Tensor b = tensor({3}, {0.05f, -0.1f, 0.2f});
  ir::Graph g = tinyGraph("Gemm", {3, 2}, w, b, {3, 3});
  ir::Tensor x = tensor({3, 2}, {-1.0f, 2.0f, 0.3f, -3.0f, 1.1f, 0.05f});
  Expected<Calibration> c = calibrate(g, x);
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  for (bool symmetric : {true, false})
    for (bool per_channel : {false, true}) {
      QuantizeOptions o;
      o.precision = Precision::kInt4;
      o.method = CalibMethod::kMinMax;
      o.symmetric = symmetric;
      o.per_channel = per_channel;
      Expected<QuantizeResult> q = quantizeGraph(g, *c, o);
      ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
      Expected<std::vector<ir::Tensor>> y = exec::execute(q->graph, {{"x", x}});
      ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
      // Activations: x in [-3, 2]; symmetric scale 3/7 in [-8, 7]; asymmetric (5/15, zero point 9) in [0, 15].
      const double sx = symmetric ? 3.0 / 7.0 : 5.0 / 15.0, zp = symmetric ? 0.0 : std::nearbyint(3.0 / sx);
      const double lo = symmetric ? -8.0 : 0.0, hi = symmetric ? 7.0 : 15.0;
      auto xq = [&](float v) { return (std::clamp(std::nearbyint(v / sx) + zp, lo, hi) - zp) * sx; };
      const double sw_tensor = 1.0 / 7.0;
      const double sw_channel[3] = {1.0 / 7.0, 0.75 / 7.0, 0.3 / 7.0};
      for (int r = 0; r < 3; ++r)
        for (int n = 0; n < 3; ++n) {
          const double sw = per_channel ? sw_channel[n] : sw_tensor;
          const float sb = static_cast<float>(static_cast<float>(sx) * static_cast<float>(sw));
          double acc = qdq(b.data<float>()[n], sb, -2147483648.0, 2147483647.0);
          for (int k = 0; k < 2; ++k)
            acc += xq(x.data<float>()[r * 2 + k]) * qdq(w.data<float>()[k * 3 + n], static_cast<float>(sw), -7, 7);
          EXPECT_NEAR((*y)[0].data<float>()[r * 3 + n], acc, 1e-5) << symmetric << per_channel << " " << r << "," << n;
        }
      // int4 values travel in an 8-bit container: Q -> Clip -> DQ, weights int8 in [-7, 7].
      const ir::Value& weight = q->graph.value(q->graph.find("w_int4_quantized"));
      ASSERT_TRUE(weight.quant.has_value());
      EXPECT_EQ(weight.quant->bits, 4);
      for (std::int64_t i = 0; i < weight.constant->size(); ++i) EXPECT_LE(std::abs(weight.constant->intAt(i)), 7);
      EXPECT_NE(q->graph.find("x_int4"), ir::kNoValue);
      EXPECT_EQ(q->graph.value(q->graph.find("x_int4")).quant->bits, 4);
    }
}

/// x -> Gemm "a" (w1) -> h; h -> Gemm "b" (w2) -> y1 and h -> Gemm "c" (w3) -> y2.
ir::Graph forkedGemms() {
  ir::Graph g =
      tinyGraph("Gemm", {2, 2}, tensor({2, 2}, {0.5f, -0.3f, 0.9f, 0.2f}), tensor({2}, {0.1f, -0.2f}), {2, 2});
  g.nodes[0].name = "a";
  const ir::ValueId h = g.nodes[0].outputs[0];
  g.value(h).name = "h";
  auto add = [&](const std::string& name, ir::Tensor w) {
    const ir::ValueId wid = addValue(g, name + "_w", w.shape(), w);
    const ir::ValueId out = addValue(g, name + "_y", {2, 2});
    ir::Node n;
    n.name = name;
    n.op_type = "Gemm";
    n.inputs = {h, wid};
    n.outputs = {out};
    g.nodes.push_back(n);
    return out;
  };
  g.outputs = {add("b", tensor({2, 2}, {1.25f, -0.7f, 0.33f, 0.6f})),
               add("c", tensor({2, 2}, {-0.4f, 0.8f, 1.1f, 0.05f}))};
  return g;
}

TEST(Quantize, MixedPrecisionPerLayer) {
  ir::Graph g = forkedGemms();
  ir::Tensor x = tensor({2, 2}, {-1.0f, 2.0f, 0.3f, -3.0f});
  Expected<Calibration> c = calibrate(g, x);
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.precision = Precision::kInt8;
  o.method = CalibMethod::kMinMax;
  o.layers = {{"a", Precision::kFp32}, {"b", Precision::kInt4}, {"c", Precision::kFp16}};
  Expected<QuantizeResult> q = quantizeGraph(g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  ASSERT_EQ(q->layers.size(), 3u);
  EXPECT_EQ(q->layers[0].precision, Precision::kFp32);
  EXPECT_EQ(q->layers[1].precision, Precision::kInt4);
  EXPECT_EQ(q->layers[2].precision, Precision::kFp16);
  EXPECT_NE(q->graph.pipeline.find("layers=a:fp32;b:int4;c:fp16"), std::string::npos) << q->graph.pipeline;
  Expected<std::vector<ir::Tensor>> y = exec::execute(q->graph, {{"x", x}});
  ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
  Expected<std::vector<ir::Tensor>> h = runObserving(g, x, {"h"});
  ASSERT_TRUE(h.ok());
  const float* hv = (*h)[0].data<float>();
  const float h_max = *std::max_element(hv, hv + 4), h_min = *std::min_element(hv, hv + 4);
  const double sh = std::max(-h_min, h_max) / 7.0;  // h feeds b at int4 (symmetric) and c at fp16
  const ir::Tensor& wb = *g.value(g.find("b_w")).constant;
  const ir::Tensor& wc = *g.value(g.find("c_w")).constant;
  float wb_max = 0.0f;
  for (int i = 0; i < 4; ++i) wb_max = std::max(wb_max, std::fabs(wb.data<float>()[i]));
  for (int r = 0; r < 2; ++r)
    for (int n = 0; n < 2; ++n) {
      double b = 0.0, c16 = 0.0;
      for (int k = 0; k < 2; ++k) {
        const float hk = hv[r * 2 + k];
        b += std::clamp(std::nearbyint(hk / sh), -8.0, 7.0) * sh *
             qdq(wb.data<float>()[k * 2 + n], wb_max / 7.0f, -7, 7);
        c16 += ir::halfToFloat(ir::floatToHalf(hk)) * ir::halfToFloat(ir::floatToHalf(wc.data<float>()[k * 2 + n]));
      }
      EXPECT_NEAR((*y)[0].data<float>()[r * 2 + n], b, 1e-5) << r << "," << n;
      EXPECT_NEAR((*y)[1].data<float>()[r * 2 + n], c16, 1e-5) << r << "," << n;
    }
  // Layer a stays fp32: its weights are untouched.
  EXPECT_NE(q->graph.find("w"), ir::kNoValue);
}

TEST(Quantize, LayerPrecisionErrors) {
  EXPECT_EQ(parseLayerPrecision("a=int4,b=fp16")->size(), 2u);
  auto message = [](const Status& s) { return render(s.diagnostics()); };
  EXPECT_EQ(message(parseLayerPrecision("a=int4,b").status()),
            "error: layer precision \"a=int4,b\": item 'b' at column 8: expected LAYER=PRECISION\n");
  EXPECT_EQ(message(parseLayerPrecision("a=int4,a=int8").status()),
            "error: layer precision \"a=int4,a=int8\": layer 'a' is given twice\n");
  EXPECT_FALSE(parseLayerPrecision("a=int5").ok());
  QuantizeOptions o;
  o.precision = Precision::kFp16;
  o.layers = {{"bb", Precision::kInt8}};
  Expected<QuantizeResult> q = quantizeGraph(forkedGemms(), Calibration{}, o);
  ASSERT_FALSE(q.ok());
  EXPECT_EQ(message(q.status()),
            "error: tiny.onnx: layer precision for 'bb': no Conv, ConvTranspose, Gemm or MatMul layer has this name\n"
            "note: did you mean 'b'?\n");
}

// Real data: calibrate on the first 200 test images, evaluate on all 1000.
TEST(Quantize, FashionMnistInt8PerChannel) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> images = loadSamples(*g, {"models/fashion_mnist/test_1000_input.pb"});
  ASSERT_TRUE(images.ok()) << render(images.status().diagnostics());
  Expected<onnx_io::NamedTensor> labels = onnx_io::readTensorFile("models/fashion_mnist/test_1000_labels.pb");
  ASSERT_TRUE(labels.ok());
  const ir::Tensor calib = sliceRows(*images, 0, 200);
  Expected<Calibration> c = calibrate(*g, calib, {100, 2048, 2});
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.method = CalibMethod::kMinMax;
  o.per_channel = true;
  Expected<QuantizeResult> q = quantizeGraph(*g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  Expected<std::vector<std::int64_t>> pred = predictions(q->graph, *images, 250, 2);
  ASSERT_TRUE(pred.ok()) << render(pred.status().diagnostics());
  int hits = 0;
  for (int i = 0; i < 1000; ++i) hits += (*pred)[static_cast<size_t>(i)] == labels->tensor.intAt(i);
  EXPECT_NEAR(hits, 896, 20);
  EXPECT_NEAR(hits, MEASURED_HITS, 3);
  Expected<std::vector<LayerSqnr>> sqnr = layerSqnr(*g, *q, calib, 100, 2);
  ASSERT_TRUE(sqnr.ok()) << render(sqnr.status().diagnostics());
  ASSERT_EQ(sqnr->size(), 4u);
  for (const LayerSqnr& layer : *sqnr) EXPECT_GT(layer.sqnr_db, 35.0) << layer.name;  // measured 40.5 to 46.4 dB
}

// Real data, mixed precision: first and last layer int8, the two middle ones int4.
TEST(Quantize, FashionMnistMixedInt8Int4) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> images = loadSamples(*g, {"models/fashion_mnist/test_1000_input.pb"});
  ASSERT_TRUE(images.ok()) << render(images.status().diagnostics());
  Expected<onnx_io::NamedTensor> labels = onnx_io::readTensorFile("models/fashion_mnist/test_1000_labels.pb");
  ASSERT_TRUE(labels.ok());
  Expected<Calibration> c = calibrate(*g, sliceRows(*images, 0, 200), {100, 2048, 2});
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.precision = Precision::kInt4;
  o.method = CalibMethod::kMinMax;
  o.per_channel = true;
  o.symmetric = false;
  o.layers = *parseLayerPrecision("/conv1/Conv=int8,/fc2/Gemm=int8");
  Expected<QuantizeResult> q = quantizeGraph(*g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  Expected<std::vector<std::int64_t>> pred = predictions(q->graph, *images, 250, 2);
  ASSERT_TRUE(pred.ok()) << render(pred.status().diagnostics());
  int hits = 0;
  for (int i = 0; i < 1000; ++i) hits += (*pred)[static_cast<size_t>(i)] == labels->tensor.intAt(i);
  EXPECT_NEAR(hits, MEASURED_MIXED_HITS, 3);
  // The int4 activations entering conv2 and fc1 are saturated to [0, 15] (asymmetric).
  Expected<std::vector<ir::Tensor>> a =
      runObserving(q->graph, sliceRows(*images, 0, 50), {"/MaxPool_output_0_int4", "/Flatten_output_0_int4"});
  ASSERT_TRUE(a.ok()) << render(a.status().diagnostics());
  for (const ir::Tensor& t : *a)
    for (std::int64_t i = 0; i < t.size(); ++i) ASSERT_LE(t.intAt(i), 15);
}

TEST(Calibrate, RandomSamplesAreSeededStandardNormal) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/fashion_mnist/fashion_cnn.onnx");
  ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
  Expected<ir::Tensor> a = randomSamples(*g, 200, 7), b = randomSamples(*g, 200, 7), c = randomSamples(*g, 200, 8);
  ASSERT_TRUE(a.ok() && b.ok() && c.ok());
  EXPECT_EQ(a->shape(), (ir::Shape{200, 1, 28, 28}));
  double sum = 0, sum2 = 0;
  std::int64_t differ = 0;
  for (std::int64_t i = 0; i < a->size(); ++i) {
    const double v = a->data<float>()[i];
    ASSERT_EQ(a->data<float>()[i], b->data<float>()[i]);
    differ += a->data<float>()[i] != c->data<float>()[i];
    sum += v;
    sum2 += v * v;
  }
  const double n = static_cast<double>(a->size()), mean = sum / n;
  EXPECT_NEAR(mean, 0.0, 0.01);
  EXPECT_NEAR(sum2 / n - mean * mean, 1.0, 0.01);
  EXPECT_GT(differ, a->size() * 99 / 100);
  // An input with an unknown non-batch dim cannot be sampled: a located error.
  ir::Graph dynamic = *g;
  dynamic.value(dynamic.inputs[0]).type.shape[2] = -1;
  Expected<ir::Tensor> bad = randomSamples(dynamic, 4, 0);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(render(bad.status().diagnostics()).find("need the static shape of input 'image'"), std::string::npos);
}

// Zoo (random weights, seeded N(0,1) inputs): int8 per-channel agreement of the
// GPT decoder block, one prediction per token (argmax over the hidden features).
TEST(Quantize, ZooGptDecoderInt8Agreement) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile("models/cache/zoo/gpt_decoder_block.onnx");
  ASSERT_TRUE(g.ok()) << "run scripts/setup.sh\n" << render(g.status().diagnostics());
  Expected<ir::Tensor> calib = randomSamples(*g, 8, 0), eval = randomSamples(*g, 16, 1);
  ASSERT_TRUE(calib.ok() && eval.ok());
  Expected<Calibration> c = calibrate(*g, *calib, {1, 2048, 2});
  ASSERT_TRUE(c.ok()) << render(c.status().diagnostics());
  QuantizeOptions o;
  o.per_channel = true;
  Expected<QuantizeResult> q = quantizeGraph(*g, *c, o);
  ASSERT_TRUE(q.ok()) << render(q.status().diagnostics());
  Expected<OutputComparison> cmp = compareOutputs(*g, q->graph, *eval, 1, 2);
  ASSERT_TRUE(cmp.ok()) << render(cmp.status().diagnostics());
  ASSERT_EQ(cmp->reference.size(), 16u * 64u);  // 16 samples x 64 tokens
  std::int64_t agree = 0;
  for (size_t i = 0; i < cmp->reference.size(); ++i) agree += cmp->reference[i] == cmp->test[i];
  std::printf("gpt int8 per-channel: agreement %lld/%zu, output SQNR %.2f dB, %lld distinct\n",
              static_cast<long long>(agree), cmp->reference.size(), cmp->sqnr_db,
              static_cast<long long>(cmp->reference_classes));
  EXPECT_GE(agree, MEASURED_GPT_AGREE - 10);
  EXPECT_NEAR(cmp->sqnr_db, MEASURED_GPT_SQNR_DB, 1.0);
  EXPECT_GT(cmp->reference_classes, 100) << "agreement means something only if fp32 predictions vary";
}

}  // namespace
}  // namespace tessera::quant
