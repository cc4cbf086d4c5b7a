// The runtime end to end: a quantized model compiled into a folder (as
// `tessera compile` writes it), loaded back and run on the functional core
// with host ops between segments; every element of every output equals the
// reference executor's output of the same integer-lowered model. Bad inputs
// and mismatched folders are located errors.
#include "compiler/runtime/runtime.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "compiler/compile.h"
#include "compiler/exec/executor.h"
#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "hw/spec/loader.h"
#include "tests/compiler/runtime/fashion_fixture.h"
#include "tests/hw/spec/config_fixtures.h"

namespace tessera::runtime {
namespace {

using namespace testing;

/// The reference: the same QDQ model, integer-lowered, on the reference
/// executor; `ordered` (a float model): the default pipeline, summing in the
/// array's order (ExecOptions::ordered_float_sums).
std::vector<ir::Tensor> reference(const fs::path& model, const std::map<std::string, ir::Tensor>& inputs,
                                  bool ordered = false) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile(model);
  EXPECT_TRUE(g.ok());
  passes::PassContext context;
  EXPECT_TRUE(passes::runPipeline(g.value(), ordered ? passes::defaultPipeline() : kIntegerPipeline, context).ok());
  exec::ExecOptions options;
  options.ordered_float_sums = ordered;
  Expected<std::vector<ir::Tensor>> out = exec::execute(*g, inputs, options);
  EXPECT_TRUE(out.ok()) << messages(out.status());
  return out ? *out : std::vector<ir::Tensor>{};
}

// The Fashion-MNIST CNN, int8 per tensor and per channel, on a 4x4 and a
// 16x16 array: the whole model, from the float image to the float logits,
// on 8 real test images.
TEST(Runtime, QuantizedFashionCnnEqualsTheReferenceExecutorBitForBit) {
  TempDir tmp("fashion");
  const FashionImages fashion = fashionImages();
  ASSERT_GT(fashion.images.size(), 0);
  const ir::Tensor& images = fashion.images;
  const std::string& input = fashion.input;
  for (bool per_channel : {false, true}) {
    const fs::path model = quantizedFashion(tmp.path, per_channel);
    for (const char* config : {"configs/tiny_4x4_int8.yaml", "configs/edge_16x16_int8.yaml"}) {
      const std::string what = std::string(config) + (per_channel ? " per channel" : " per tensor");
      const fs::path dir = tmp.path / "compiled";
      compileInto(model, config, dir);
      Expected<CompiledModel> compiled = CompiledModel::load(dir);
      ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
      for (std::int64_t sample = 100; sample < 108; ++sample) {
        const std::map<std::string, ir::Tensor> inputs{{input, quant::sliceRows(images, sample, sample + 1)}};
        RunReport report;
        Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report);
        ASSERT_TRUE(got.ok()) << what << ": " << messages(got.status());
        expectIdentical(*got, reference(model, inputs), what + " sample " + std::to_string(sample));
        // Both convolutions and the first classifier layer run on the accelerator.
        EXPECT_GE(report.accelerator_kernels, 3) << what;
        EXPECT_GT(report.instructions, 100u) << what;
        for (const std::string& w : report.warnings) ADD_FAILURE() << what << ": " << w;
      }
    }
  }
}

// The Fashion-MNIST CNN in fp16 on edge_16x16_fp16 and in bf16 on
// edge_16x16_bf16 (no integer lowering; bf16's Veltkamp rounding is one
// conversion, tessera.ToBf16): the whole model on 8 real test images equals
// the reference executor summing in the array's order
// (ExecOptions::ordered_float_sums) bit for bit, and so does every tensor each
// accelerator kernel reads and writes. Only the input normalization (Sub,
// Div: no exact vector form) runs on the host.
TEST(Runtime, FloatFashionCnnEqualsTheOrderedReferenceBitForBit) {
  for (const auto& [precision, config] : {std::pair{quant::Precision::kFp16, "edge_16x16_fp16"},
                                          std::pair{quant::Precision::kBf16, "edge_16x16_bf16"}}) {
    TempDir tmp(std::string("fashion_") + config);
    const FashionImages fashion = fashionImages();
    ASSERT_GT(fashion.images.size(), 0);
    const ir::Tensor& images = fashion.images;
    const std::string& input = fashion.input;
    const fs::path model = quantizedFashion(tmp.path, false, precision);
    const fs::path dir = tmp.path / "compiled";
    compileInto(model, std::string("configs/") + config + ".yaml", dir, passes::defaultPipeline());
    Expected<CompiledModel> compiled = CompiledModel::load(dir);
    ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
    for (std::int64_t sample = 100; sample < 108; ++sample) {
      const std::string what = std::string(config) + " sample " + std::to_string(sample);
      const std::map<std::string, ir::Tensor> inputs{{input, quant::sliceRows(images, sample, sample + 1)}};
      RunReport report;
      Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report);
      ASSERT_TRUE(got.ok()) << what << ": " << messages(got.status());
      expectIdentical(*got, reference(model, inputs, true), what);
      EXPECT_EQ(report.accelerator_kernels, 4) << what;  // conv1, conv2, fc1, fc2
      EXPECT_EQ(report.host_kernels, 1) << what;
      EXPECT_TRUE(report.replaced.empty()) << what;
      for (const std::string& w : report.warnings) ADD_FAILURE() << what << ": " << w;
      Expected<std::vector<KernelComparison>> compared = compiled->compare(inputs);
      ASSERT_TRUE(compared.ok()) << messages(compared.status());
      EXPECT_GE(compared->size(), 8u);
      for (const KernelComparison& c : *compared) {
        EXPECT_TRUE(c.note.empty()) << what << ": " << c.kernel << " " << c.tensor << ": " << c.note;
        EXPECT_EQ(c.mismatches, 0) << what << ": " << c.kernel << " " << c.tensor << " element " << c.first_index;
      }
    }
  }
}

// A float convolution whose weights overflow a weight slot (the Fashion
// CNN's conv2, 16 channels x 3x3 = 144 reduction rows per k fold, on
// edge_16x16_fp16 with an 8 KiB weight buffer: 128 rows a slot) is tiled by
// taps of all 16 channels, not by channels, so every output still sums tap
// by tap over all channels, the reference's order (channel tiles would sum
// (c tile, r, s, c) and round differently). fp16 and bf16, 8 real images,
// bit for bit, every kernel's tensors too.
TEST(Runtime, AWideFloatConvolutionIsTiledByTapsAndStaysInTheArraysOrder) {
  for (const auto& [precision, config] : {std::pair{quant::Precision::kFp16, "edge_16x16_fp16"},
                                          std::pair{quant::Precision::kBf16, "edge_16x16_bf16"}}) {
    TempDir tmp(std::string("tap_tiles_") + config);
    std::string text = hw::testing::readConfigText(config);
    const std::string from = "weight: { bytes: 128KiB";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "weight: { bytes: 8KiB");
    const std::string table = "energy/horowitz_45nm.yaml";  // relative to the config's folder
    ASSERT_NE(text.find(table), std::string::npos);
    text.replace(text.find(table), table.size(), fs::absolute("configs/" + table).string());
    const fs::path yaml = tmp.path / (std::string(config) + "_8k.yaml");
    std::ofstream(yaml) << text;
    const FashionImages fashion = fashionImages();
    ASSERT_GT(fashion.images.size(), 0);
    const fs::path model = quantizedFashion(tmp.path, false, precision);
    const fs::path dir = tmp.path / "compiled";
    compileInto(model, yaml.string(), dir, passes::defaultPipeline());
    Expected<CompiledModel> compiled = CompiledModel::load(dir);
    ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
    // conv2 runs in tap tiles of all 16 channels each.
    std::ifstream map_file(dir / "memory_map.json");
    const std::string memory_map((std::istreambuf_iterator<char>(map_file)), std::istreambuf_iterator<char>());
    EXPECT_NE(memory_map.find("tap_tile="), std::string::npos) << "conv2 is not tiled by taps";
    for (std::int64_t sample = 100; sample < 108; ++sample) {
      const std::string what = std::string(config) + " sample " + std::to_string(sample);
      const std::map<std::string, ir::Tensor> inputs{{fashion.input, quant::sliceRows(fashion.images, sample, sample + 1)}};
      Expected<std::vector<ir::Tensor>> got = compiled->run(inputs);
      ASSERT_TRUE(got.ok()) << what << ": " << messages(got.status());
      expectIdentical(*got, reference(model, inputs, true), what);
      Expected<std::vector<KernelComparison>> compared = compiled->compare(inputs);
      ASSERT_TRUE(compared.ok()) << messages(compared.status());
      for (const KernelComparison& c : *compared)
        EXPECT_EQ(c.mismatches, 0) << what << ": " << c.kernel << " " << c.tensor << " element " << c.first_index;
    }
  }
}

// fp16 zoo models whose global average pooling reads the array's result from
// the DRAM scratch (rounded to fp16 by its STORE, as the quantized model's
// Cast pair says) and sums it on the vector unit one pixel at a time, scaled
// by fp32(1 / pixels): the ordered reference sums it so. Whole model and
// every tensor of every accelerator kernel, bit for bit; nothing on the host
// but the input's conversion.
TEST(Runtime, Fp16ZooModelsWithAveragePoolingEqualTheOrderedReferenceBitForBit) {
  for (const auto& [name, kernels] : {std::pair<std::string, int>{"squeezenet1_1", 26}, {"mobilenet_v2", 53}}) {
    TempDir tmp(name + "_fp16");
    const fs::path model =
        quantizedZoo(tmp.path, name, quant::CalibMethod::kMinMax, "models/cache/zoo", false, quant::Precision::kFp16);
    ASSERT_FALSE(model.empty());
    compileInto(model, "configs/edge_16x16_fp16.yaml", tmp.path / "compiled", passes::defaultPipeline());
    Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "compiled");
    ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
    Expected<onnx_io::NamedTensor> image =
        onnx_io::readTensorFile(fs::path("models/cache/zoo") / (name + "_inputs") / "input_0.pb");
    ASSERT_TRUE(image.ok());
    const std::map<std::string, ir::Tensor> inputs{{"input", image->tensor}};
    RunReport report;
    Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report);
    ASSERT_TRUE(got.ok()) << messages(got.status());
    expectIdentical(*got, reference(model, inputs, true), name);
    EXPECT_EQ(report.accelerator_kernels, kernels) << name;
    EXPECT_EQ(report.host_kernels, 1) << name;
    EXPECT_TRUE(report.replaced.empty()) << name;
    Expected<std::vector<KernelComparison>> compared = compiled->compare(inputs);
    ASSERT_TRUE(compared.ok()) << messages(compared.status());
    for (const KernelComparison& c : *compared)
      EXPECT_EQ(c.mismatches, 0) << name << ": " << c.kernel << " " << c.tensor << " element " << c.first_index;
  }
}

/// A zoo model and what its run must show.
struct ZooCase {
  const char* model;
  const char* input;        ///< the graph input's name
  int accelerator_kernels;  ///< kernels run whole on the accelerator (each compared tensor by tensor)
  int host_kernels;         ///< the QuantizeLinear of the float input; LayerNorm, Softmax on integer specs
  int replaced;             ///< float results the host recomputes (logits)
  const char* config = "edge_16x16_int8";
  bool prune = false;       ///< 2:4-pruned first (compressed weights on edge_16x16_int8_sparse24)
};

class ZooRuntime : public ::testing::TestWithParam<ZooCase> {};

// Zoo models (int8 per channel, calibrated on 4 seeded random inputs as
// `tessera quantize --calib-random 4 --seed 1`) on edge_16x16_int8: residual
// blocks and downsample paths (ResNet-18), inverted residuals with ReLU6
// (MobileNetV2), fire modules' Concats and max pooling (SqueezeNet 1.1),
// global average pooling; the transformers' projections with their bias and
// head split / merge, and attention's two activation products (BERT encoder,
// GPT block) and their output projections with the residual add (the
// residual stream quantized), with LayerNorm, Softmax and GELU on the host. The whole model
// equals the reference executor's, and every tensor each accelerator kernel
// writes equals it right after the kernel. The host quantizes the float
// input and computes the float results (no output scale).
TEST_P(ZooRuntime, QuantizedModelEqualsTheReferenceExecutorBitForBit) {
  const ZooCase& c = GetParam();
  TempDir tmp(c.model);
  const fs::path model = quantizedZoo(tmp.path, c.model, quant::CalibMethod::kMinMax, "models/cache/zoo", c.prune);
  ASSERT_FALSE(model.empty());
  compileInto(model, std::string("configs/") + c.config + ".yaml", tmp.path / "compiled");
  Expected<CompiledModel> compiled = CompiledModel::load(tmp.path / "compiled");
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  Expected<onnx_io::NamedTensor> image =
      onnx_io::readTensorFile(fs::path("models/cache/zoo") / (std::string(c.model) + "_inputs") / "input_0.pb");
  ASSERT_TRUE(image.ok());
  const std::map<std::string, ir::Tensor> inputs{{c.input, image->tensor}};
  RunReport report;
  Expected<std::vector<ir::Tensor>> got = compiled->run(inputs, &report);
  ASSERT_TRUE(got.ok()) << messages(got.status());
  expectIdentical(*got, reference(model, inputs), c.model);
  EXPECT_EQ(report.host_kernels, c.host_kernels);
  EXPECT_EQ(static_cast<int>(report.replaced.size()), c.replaced);
  EXPECT_EQ(report.accelerator_kernels, c.accelerator_kernels);
  for (const std::string& w : report.warnings) ADD_FAILURE() << w;
  Expected<std::vector<KernelComparison>> compared = compiled->compare(inputs);
  ASSERT_TRUE(compared.ok()) << messages(compared.status());
  int integer_tensors = 0;
  for (const KernelComparison& k : *compared) {
    EXPECT_EQ(k.mismatches, 0) << k.kernel << ": " << k.tensor << " element " << k.first_index << ": " << k.got
                               << ", the reference " << k.want;
    integer_tensors += k.note.empty() && !k.input;  // the tensors it wrote
  }
  EXPECT_EQ(integer_tensors, c.accelerator_kernels);
}

INSTANTIATE_TEST_SUITE_P(Zoo, ZooRuntime,
                         ::testing::Values(ZooCase{"resnet18", "input", 20, 1, 1},
                                           ZooCase{"mobilenet_v2", "input", 52, 1, 1},
                                           ZooCase{"squeezenet1_1", "input", 25, 1, 1},
                                           // Swish and the squeeze-excitation's gating on the host, between
                                           // accelerator segments; the DequantizeLinear views between them
                                           ZooCase{"efficientnet_b0", "input", 32, 17, 1},
                                           ZooCase{"bert_encoder_2layer", "embeddings", 12, 7, 0},
                                           ZooCase{"gpt_decoder_block", "hidden_in", 6, 4, 0},
                                           // 2:4 weights: folds and chunks aligned so every N:M block
                                           // and chunk is exact (the classifier's 1000 outputs, tile_k odd)
                                           ZooCase{"resnet18", "input", 20, 1, 1, "edge_16x16_int8_sparse24", true},
                                           ZooCase{"squeezenet1_1", "input", 25, 1, 1, "edge_16x16_int8_sparse24",
                                                   true}),
                         [](const ::testing::TestParamInfo<ZooCase>& info) {
                           return std::string(info.param.model) + (info.param.prune ? "_sparse24" : "");
                         });

class RuntimeErrors : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    tmp_ = new TempDir("errors");
    model_ = quantizedFashion(tmp_->path, true);
    compileInto(model_, "configs/edge_16x16_int8.yaml", tmp_->path / "c");
  }
  static void TearDownTestSuite() { delete tmp_; }
  static TempDir* tmp_;
  static fs::path model_;
};
TempDir* RuntimeErrors::tmp_ = nullptr;
fs::path RuntimeErrors::model_;

TEST_F(RuntimeErrors, InputsAreCheckedByNameDtypeAndShape) {
  Expected<CompiledModel> m = CompiledModel::load(tmp_->path / "c");
  ASSERT_TRUE(m.ok()) << messages(m.status());
  const std::string input = m->graph().value(m->graph().inputs[0]).name;
  Expected<std::vector<ir::Tensor>> missing = m->run({});
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(messages(missing.status()).find("input '" + input + "' (f32"), std::string::npos)
      << messages(missing.status());
  const Status shape = m->checkInput(input, ir::Tensor(ir::DType::kF32, {1, 1, 28, 27}), "x.pb");
  EXPECT_NE(messages(shape).find("x.pb: input '" + input + "': expected f32[1,1,28,28], got f32[1,1,28,27]"),
            std::string::npos)
      << messages(shape);
  const Status dtype = m->checkInput(input, ir::Tensor(ir::DType::kI8, {1, 1, 28, 28}), "x.pb");
  EXPECT_NE(messages(dtype).find("expected f32[1,1,28,28], got i8[1,1,28,28]"), std::string::npos)
      << messages(dtype);
  const Status name = m->checkInput("pixels", ir::Tensor(ir::DType::kF32, {1, 1, 28, 28}), "x.pb");
  EXPECT_NE(messages(name).find("'pixels' is not an input of the model; its inputs: " + input), std::string::npos)
      << messages(name);
}

TEST_F(RuntimeErrors, AProgramForAnotherSpecIsRefused) {
  Expected<CompiledModel> m = CompiledModel::load(tmp_->path / "c", "configs/tiny_4x4_int8.yaml");
  ASSERT_FALSE(m.ok());
  const std::string text = messages(m.status());
  EXPECT_NE(text.find("configs/tiny_4x4_int8.yaml: this config is spec tiny_4x4_int8"), std::string::npos) << text;
  EXPECT_NE(text.find("was compiled for edge_16x16_int8"), std::string::npos) << text;
}

TEST_F(RuntimeErrors, ACorruptedManifestNamesTheFileAndKey) {
  const fs::path dir = tmp_->path / "corrupt";
  fs::remove_all(dir);
  fs::copy(tmp_->path / "c", dir);
  std::ifstream in(dir / "runtime.json");
  nlohmann::json doc = nlohmann::json::parse(in);
  in.close();
  doc["kernels"][1]["runs"] = "fpga";
  std::ofstream(dir / "runtime.json") << doc.dump();
  Expected<CompiledModel> m = CompiledModel::load(dir);
  ASSERT_FALSE(m.ok());
  EXPECT_NE(messages(m.status()).find("runtime.json: kernels[1].runs"), std::string::npos) << messages(m.status());

  doc["kernels"][1]["runs"] = "accelerator";
  doc["tensors"][0]["bytes"] = 3;
  std::ofstream(dir / "runtime.json") << doc.dump();
  m = CompiledModel::load(dir);
  ASSERT_FALSE(m.ok());
  EXPECT_NE(messages(m.status()).find("tensors[0].bytes: expected at least"), std::string::npos)
      << messages(m.status());
}

TEST_F(RuntimeErrors, ATruncatedProgramIsRefusedNamingTheFile) {
  const fs::path dir = tmp_->path / "truncated";
  fs::remove_all(dir);
  fs::copy(tmp_->path / "c", dir);
  fs::resize_file(dir / "program.bin", fs::file_size(dir / "program.bin") - 5);
  Expected<CompiledModel> m = CompiledModel::load(dir);
  ASSERT_FALSE(m.ok());
  EXPECT_NE(messages(m.status()).find("program.bin"), std::string::npos) << messages(m.status());
}

TEST_F(RuntimeErrors, AnotherModelBesideTheProgramIsRefused) {
  const fs::path dir = tmp_->path / "swapped";
  fs::remove_all(dir);
  fs::copy(tmp_->path / "c", dir);
  fs::copy_file("models/cache/zoo/squeezenet1_1.onnx", dir / "model.onnx", fs::copy_options::overwrite_existing);
  Expected<CompiledModel> m = CompiledModel::load(dir);
  ASSERT_FALSE(m.ok());
  EXPECT_NE(messages(m.status()).find("the model is not the one compiled"), std::string::npos) << messages(m.status());
}

}  // namespace
}  // namespace tessera::runtime
