// Agreement with an independent runtime: every zoo model, the Fashion-MNIST
// CNN trained on real data, and the real pretrained PaddleOCR models run
// through Tessera's reference executor and through onnxruntime (npm
// onnxruntime-node, tools/ort/ort_run.mjs) on the same inputs. Reports max
// abs and relative error per model; accuracy on real data must be equal.
// Needs the model cache that scripts/setup.sh prepares.
#include <gtest/gtest.h>
#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"

namespace tessera::exec {
namespace {

namespace fs = std::filesystem;

const fs::path kZoo = "models/cache/zoo";
const fs::path kOcrModels = "models/cache/ocr/ocr-models-1.4.2/assets";
const fs::path kOcrInputs = "models/cache/ocr_inputs";

struct Inputs {
  std::vector<std::pair<std::string, fs::path>> files;  // graph input name, .pb file
};

Tensor load(const fs::path& file) {
  Expected<onnx_io::NamedTensor> t = onnx_io::readTensorFile(file);
  EXPECT_TRUE(t.ok()) << render(t.status().diagnostics());
  return t.ok() ? t->tensor : Tensor();
}

/// Runs the model in Tessera (in process) and in onnxruntime (node).
struct BothOutputs {
  std::vector<Tensor> tessera;
  std::vector<Tensor> ort;
};

BothOutputs runBoth(const fs::path& model, const std::vector<std::pair<std::string, fs::path>>& inputs) {
  BothOutputs out;
  if (!fs::exists(model)) {
    ADD_FAILURE() << model << " is missing: run scripts/setup.sh (it fetches and exports the model cache)";
    return out;
  }
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model);
  if (!graph) {
    ADD_FAILURE() << render(graph.status().diagnostics());
    return out;
  }
  std::map<std::string, Tensor> feed;
  std::string ort_args;
  for (const auto& [name, file] : inputs) {
    feed[name] = load(file);
    ort_args += fmt::format(" --input '{}={}'", name, file.string());
  }
  Expected<std::vector<Tensor>> ours = execute(*graph, feed);
  if (!ours) {
    ADD_FAILURE() << render(ours.status().diagnostics());
    return out;
  }
  out.tessera = std::move(ours).value();
  fs::path dir = fs::temp_directory_path() / fmt::format("tessera_ort_{}_{}", model.stem().string(), ::getpid());
  fs::remove_all(dir);
  std::string command = fmt::format("node tools/ort/ort_run.mjs --model '{}'{} --out '{}' --threads 1 > /dev/null",
                                    model.string(), ort_args, dir.string());
  if (std::system(command.c_str()) != 0) {
    ADD_FAILURE() << "onnxruntime failed: " << command;
    return out;
  }
  for (size_t k = 0; k < out.tessera.size(); ++k) out.ort.push_back(load(dir / fmt::format("output_{}.pb", k)));
  fs::remove_all(dir);
  return out;
}

/// Max abs error and max error relative to the largest reference magnitude.
struct Error {
  double max_abs = 0;
  double relative = 0;
};

Error compare(const Tensor& ours, const Tensor& ref) {
  Error e;
  EXPECT_EQ(ours.shape(), ref.shape());
  if (ours.shape() != ref.shape()) return e;
  double scale = 0;
  for (std::int64_t i = 0; i < ref.size(); ++i) {
    e.max_abs = std::max(e.max_abs, std::abs(ours.at(i) - ref.at(i)));
    scale = std::max(scale, std::abs(ref.at(i)));
  }
  e.relative = scale > 0 ? e.max_abs / scale : e.max_abs;
  return e;
}

std::vector<std::int64_t> argmaxRows(const Tensor& t) {
  std::int64_t cols = t.shape().back(), rows = t.size() / cols;
  std::vector<std::int64_t> out;
  for (std::int64_t r = 0; r < rows; ++r) {
    std::int64_t best = 0;
    for (std::int64_t c = 1; c < cols; ++c)
      if (t.at(r * cols + c) > t.at(r * cols + best)) best = c;
    out.push_back(best);
  }
  return out;
}

void expectAgreement(const std::string& label, const BothOutputs& both, double relative_tolerance) {
  ASSERT_EQ(both.tessera.size(), both.ort.size());
  for (size_t k = 0; k < both.ort.size(); ++k) {
    Error e = compare(both.tessera[k], both.ort[k]);
    std::cout << fmt::format("[ agreement ] {} output {}: max abs error {:.3g}, relative to max |ort| {:.3g}\n", label, k,
                             e.max_abs, e.relative);
    testing::Test::RecordProperty(fmt::format("{}_output{}_max_abs", label, k), fmt::format("{:.3g}", e.max_abs));
    EXPECT_LE(e.relative, relative_tolerance) << label << " output " << k;
  }
}

class ZooModel : public testing::TestWithParam<std::string> {};

TEST_P(ZooModel, AgreesWithOnnxRuntime) {
  const std::string name = GetParam();
  fs::path model = kZoo / (name + ".onnx");
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model);
  ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
  std::string input = graph->value(graph->inputs[0]).name;
  BothOutputs both = runBoth(model, {{input, kZoo / (name + "_inputs") / "input_0.pb"}});
  expectAgreement(name, both, 1e-4);
  if (!both.tessera.empty() && both.tessera[0].shape().back() == 1000) {
    EXPECT_EQ(argmaxRows(both.tessera[0]), argmaxRows(both.ort[0])) << "top-1 class differs";
  }
}

INSTANTIATE_TEST_SUITE_P(Zoo, ZooModel,
                         testing::Values("resnet18", "resnet50", "mobilenet_v2", "squeezenet1_1", "efficientnet_b0",
                                         "bert_encoder_2layer", "gpt_decoder_block"));

TEST(RealData, FashionMnistAccuracyEqualsOnnxRuntime) {
  BothOutputs both = runBoth("models/fashion_mnist/fashion_cnn.onnx",
                             {{"image", "models/fashion_mnist/test_1000_input.pb"}});
  ASSERT_EQ(both.tessera.size(), 1u);
  Tensor labels = load("models/fashion_mnist/test_1000_labels.pb");
  std::vector<std::int64_t> ours = argmaxRows(both.tessera[0]), ort = argmaxRows(both.ort[0]);
  int correct_ours = 0, correct_ort = 0;
  for (std::int64_t i = 0; i < labels.size(); ++i) {
    correct_ours += ours[static_cast<size_t>(i)] == labels.intAt(i);
    correct_ort += ort[static_cast<size_t>(i)] == labels.intAt(i);
  }
  std::cout << fmt::format("[ accuracy  ] Fashion-MNIST, 1000 real test images: Tessera {}/1000, onnxruntime {}/1000\n",
                           correct_ours, correct_ort);
  EXPECT_EQ(correct_ours, correct_ort);
  EXPECT_EQ(correct_ours, 896) << "models/fashion_mnist/README.md records 89.6% from torch";
  EXPECT_EQ(ours, ort);
  expectAgreement("fashion_cnn", both, 1e-5);
}

TEST(RealData, PaddleOcrClassifierAgreesAndIsRight) {
  BothOutputs both = runBoth(kOcrModels / "ch_ppocr_mobile_v2.0_cls_infer.onnx", {{"x", "models/ocr/cls_input.pb"}});
  ASSERT_EQ(both.tessera.size(), 1u);
  Tensor labels = load("models/ocr/cls_labels.pb");
  std::vector<std::int64_t> ours = argmaxRows(both.tessera[0]);
  int correct = 0;
  for (std::int64_t i = 0; i < labels.size(); ++i) correct += ours[static_cast<size_t>(i)] == labels.intAt(i);
  std::cout << fmt::format("[ accuracy  ] PaddleOCR orientation classifier: {}/{} rendered lines\n", correct, labels.size());
  EXPECT_EQ(correct, labels.size());
  EXPECT_EQ(ours, argmaxRows(both.ort[0]));
  expectAgreement("ocr_cls", both, 1e-4);
}

TEST(RealData, PaddleOcrRecognizerReadsTheRenderedText) {
  std::ifstream keys_file(kOcrModels / "ppocr_keys_v1.txt");
  std::vector<std::string> keys = {""};  // index 0: CTC blank
  for (std::string line; std::getline(keys_file, line);) keys.push_back(line);
  keys.push_back(" ");
  std::ifstream strings_file(kOcrInputs / "rec_strings.txt");
  for (int k = 0; k < 4; ++k) {
    std::string expected;
    std::getline(strings_file, expected);
    BothOutputs both =
        runBoth(kOcrModels / "ch_PP-OCRv4_rec_infer.onnx", {{"x", kOcrInputs / fmt::format("rec_input_{}.pb", k)}});
    ASSERT_EQ(both.tessera.size(), 1u);
    std::string text;
    std::int64_t previous = -1;
    for (std::int64_t index : argmaxRows(both.tessera[0])) {
      if (index != previous && index != 0 && index < static_cast<std::int64_t>(keys.size())) text += keys[static_cast<size_t>(index)];
      previous = index;
    }
    std::cout << fmt::format("[ ocr       ] recognised '{}' (rendered '{}')\n", text, expected);
    EXPECT_EQ(text, expected);
    expectAgreement(fmt::format("ocr_rec_{}", k), both, 1e-4);
  }
}

TEST(RealData, PaddleOcrDetectorAgrees) {
  BothOutputs both = runBoth(kOcrModels / "ch_PP-OCRv4_det_infer.onnx", {{"x", kOcrInputs / "det_input.pb"}});
  expectAgreement("ocr_det", both, 1e-4);
}

}  // namespace
}  // namespace tessera::exec
