// Prediction scoring (the one place top-1 and agreement are computed) and
// the labels reader's located errors.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "compiler/onnx/tensor_proto.h"
#include "compiler/quant/quantize.h"

namespace tessera::quant {
namespace {

TEST(PredictionScore, AgreementAndTopOneAgainstLabels) {
  const std::vector<std::int64_t> fp32 = {1, 2, 3, 4}, test = {1, 2, 0, 4}, labels = {1, 0, 3, 4};
  const PredictionScore with = scorePredictions(fp32, test, labels);
  EXPECT_EQ(with.predictions, 4);
  EXPECT_DOUBLE_EQ(with.agreement_with_reference, 0.75);
  EXPECT_DOUBLE_EQ(*with.accuracy, 0.5);             // 1 and 4
  EXPECT_DOUBLE_EQ(*with.reference_accuracy, 0.75);  // 1, 3 and 4
  const PredictionScore without = scorePredictions(fp32, test);
  EXPECT_FALSE(without.accuracy.has_value());
  EXPECT_EQ(scorePredictions({}, {}).predictions, 0);
}

TEST(PredictionScore, LabelsMustBeOneIntegerPerPrediction) {
  const auto dir = std::filesystem::temp_directory_path() / ("tessera_labels_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  ir::Tensor ints(ir::DType::kI64, {3});
  for (std::int64_t i = 0; i < 3; ++i) ints.data<std::int64_t>()[i] = 7 - i;
  ASSERT_TRUE(onnx_io::writeTensorFile(dir / "labels.pb", ints, "labels").ok());
  auto labels = readLabels(dir / "labels.pb", 3);
  ASSERT_TRUE(labels.ok()) << render(labels.status().diagnostics());
  EXPECT_EQ(*labels, (std::vector<std::int64_t>{7, 6, 5}));
  auto wrong_count = readLabels(dir / "labels.pb", 4);
  ASSERT_FALSE(wrong_count.ok());
  const Diagnostic& d = wrong_count.status().diagnostics().front();
  EXPECT_EQ(d.location.file, (dir / "labels.pb").string());
  EXPECT_NE(d.message.find("1-D integer tensor of 4 elements"), std::string::npos) << d.message;
  EXPECT_FALSE(readLabels(dir / "missing.pb", 3).ok());
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace tessera::quant
