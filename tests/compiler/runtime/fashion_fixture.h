// What the runtime's tests share: the Fashion-MNIST CNN and the zoo models
// quantized to int8 and compiled into a folder as `tessera compile` writes
// it, scratch folders, and a bit-for-bit comparison of outputs.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "compiler/compile.h"
#include "compiler/onnx/exporter.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/calibrate.h"
#include "compiler/quant/quantize.h"
#include "compiler/sparsity/prune.h"
#include "hw/spec/loader.h"

namespace tessera::runtime::testing {

namespace fs = std::filesystem;
const std::string kFashion = "models/fashion_mnist/fashion_cnn.onnx";
const std::string kSamples = "models/fashion_mnist/test_1000_input.pb";

inline std::string messages(const Status& s) { return render(s.diagnostics()); }

/// A scratch folder for one test, removed when it ends.
struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& name)
      : path(fs::temp_directory_path() / ("tessera_runtime_" + name + "_" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

/// The Fashion-MNIST CNN's 1,000 real test images and the model's input name.
struct FashionImages {
  ir::Tensor images;
  std::string input;
};
inline FashionImages fashionImages() {
  Expected<ir::Graph> fp32 = onnx_io::importOnnxFile(kFashion);
  EXPECT_TRUE(fp32.ok()) << messages(fp32.status());
  if (!fp32) return {};
  Expected<ir::Tensor> images = quant::loadSamples(*fp32, {kSamples});
  EXPECT_TRUE(images.ok());
  if (!images) return {};
  return {std::move(images).value(), fp32->value(fp32->inputs[0]).name};
}

/// The Fashion-MNIST CNN quantized (int8 min-max, per channel or per tensor,
/// calibrated on 50 real test images), written as a QDQ model into `dir`;
/// `precision` fp16 / bf16: the float emulation (Casts) instead.
inline fs::path quantizedFashion(const fs::path& dir, bool per_channel,
                                 quant::Precision precision = quant::Precision::kInt8) {
  Expected<ir::Graph> g = onnx_io::importOnnxFile(kFashion);
  EXPECT_TRUE(g.ok()) << messages(g.status());
  Expected<ir::Tensor> images = quant::loadSamples(*g, {kSamples});
  EXPECT_TRUE(images.ok());
  Expected<quant::Calibration> calibration = quant::calibrate(*g, quant::sliceRows(*images, 0, 50), {50, 2048, 1});
  EXPECT_TRUE(calibration.ok());
  quant::QuantizeOptions options;
  options.method = quant::CalibMethod::kMinMax;
  options.per_channel = per_channel;
  options.precision = precision;
  Expected<quant::QuantizeResult> q = quant::quantizeGraph(*g, *calibration, options);
  EXPECT_TRUE(q.ok()) << messages(q.status());
  const fs::path file = dir / (precision != quant::Precision::kInt8 ? "fashion_float.onnx"
                               : per_channel                        ? "fashion_int8_pc.onnx"
                                                                    : "fashion_int8.onnx");
  EXPECT_TRUE(onnx_io::exportOnnxFile(q->graph, file).ok());
  return file;
}

/// A zoo model quantized (int8 per channel, calibrated on 4 seeded random
/// inputs, as scripts/exact_matrix.sh and `tessera quantize --calib-random 4
/// --seed 1` do), written into `dir`; empty when it cannot be read. `zoo` is
/// the folder it is read from (models/cache/zoo_extra: the extra set);
/// `prune`: 2:4-pruned first along the input channels (`tessera sparsify --n-of-m 2:4`);
/// `precision` fp16 / bf16: the float emulation (Casts) instead.
inline fs::path quantizedZoo(const fs::path& dir, const std::string& name,
                             quant::CalibMethod method = quant::QuantizeOptions{}.method,
                             const fs::path& zoo = "models/cache/zoo", bool prune = false,
                             quant::Precision precision = quant::Precision::kInt8) {
  Expected<ir::Graph> fp32 = onnx_io::importOnnxFile(zoo / (name + ".onnx"));
  EXPECT_TRUE(fp32.ok()) << messages(fp32.status());
  if (!fp32) return {};
  if (prune) {
    Expected<sparsity::PruneResult> pruned = sparsity::pruneGraph(*fp32, {sparsity::PruneMode::kNofM, 1.0, 2, 4});
    EXPECT_TRUE(pruned.ok()) << messages(pruned.status());
    if (!pruned) return {};
    fp32 = std::move(pruned->graph);
  }
  Expected<ir::Tensor> samples = quant::randomSamples(*fp32, 4, 1);
  EXPECT_TRUE(samples.ok());
  Expected<quant::Calibration> calibration = quant::calibrate(*fp32, *samples, {4, 2048, 1});
  EXPECT_TRUE(calibration.ok());
  quant::QuantizeOptions options;
  options.precision = precision;
  options.method = method;
  options.per_channel = true;
  Expected<quant::QuantizeResult> q = quant::quantizeGraph(*fp32, *calibration, options);
  EXPECT_TRUE(q.ok()) << messages(q.status());
  const fs::path model = dir / (name + (precision == quant::Precision::kInt8 ? "_int8.onnx" : "_float.onnx"));
  EXPECT_TRUE(onnx_io::exportOnnxFile(q->graph, model).ok());
  return model;
}

const std::string kIntegerPipeline = "lower-to-integer," + passes::defaultPipeline();

/// Compiles `model` for `config` into `out` as `tessera compile --pipeline` does.
inline void compileInto(const fs::path& model, const std::string& config, const fs::path& out,
                        const std::string& pipeline = kIntegerPipeline) {
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  ASSERT_TRUE(spec.ok()) << messages(spec.status());
  compiler::CompileOptions options;
  options.pipeline = pipeline;
  Expected<compiler::Compiled> compiled = compiler::compile(model, *spec, options);
  ASSERT_TRUE(compiled.ok()) << messages(compiled.status());
  ASSERT_TRUE(compiled->manifest.has_value());
  ASSERT_TRUE(compiler::writeCompiled(*compiled, out, config).ok());
}

/// Every element, bit for bit (floats compared as their bytes).
inline void expectIdentical(const std::vector<ir::Tensor>& got, const std::vector<ir::Tensor>& want, const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t o = 0; o < got.size(); ++o) {
    ASSERT_EQ(got[o].dtype(), want[o].dtype()) << what;
    ASSERT_EQ(got[o].shape(), want[o].shape()) << what;
    int mismatches = 0;
    const std::size_t bytes = ir::storageBytes(got[o].dtype());
    for (std::int64_t i = 0; i < got[o].size(); ++i)
      if (std::memcmp(got[o].bytes() + i * bytes, want[o].bytes() + i * bytes, bytes) != 0 && ++mismatches <= 3)
        ADD_FAILURE() << what << ": output " << o << " element " << i << ": " << got[o].at(i) << ", the reference "
                      << want[o].at(i);
    EXPECT_EQ(mismatches, 0) << what << ": output " << o;
  }
}

}  // namespace tessera::runtime::testing
