// kernels.json: a written kernel graph reads back into one that compiles to
// the same Program and DRAM image, and bad or hostile files get a located
// error (file and JSON path), never a crash.
#include "compiler/backend/lower/kernel_json.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "compiler/compile.h"
#include "hw/spec/loader.h"

namespace tessera::backend {
namespace {

using nlohmann::json;
const char* const kFashion = "models/fashion_mnist/fashion_cnn.onnx";

KernelGraph fashion() {
  auto g = prepareModel(kFashion);
  EXPECT_TRUE(g.ok()) << render(g.status().diagnostics());
  return g.ok() ? *g : KernelGraph{};
}

/// The document and constants of `graph` as a reader sees them.
std::pair<json, std::vector<std::uint8_t>> written(const KernelGraph& graph) {
  KernelJson k = toKernelJson(graph, "kernels.constants.bin");
  return {json::parse(k.json.dump()), k.constants};
}

/// The error of reading `doc` (empty when it reads).
std::string errorOf(const json& doc, const std::vector<std::uint8_t>& constants) {
  auto g = fromKernelJson(doc, constants, "kernels.json");
  return g.ok() ? std::string() : g.status().diagnostics().front().message;
}

std::string bytesOf(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(KernelJson, ReadBackCompilesToTheSameFiles) {
  const KernelGraph original = fashion();
  const auto dir = std::filesystem::temp_directory_path() / "tessera_kernel_json_test";
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(writeKernelGraph(original, dir / "k.json").ok());
  auto read = readKernelGraph(dir / "k.json");
  ASSERT_TRUE(read.ok()) << render(read.status().diagnostics());
  ASSERT_EQ(read->kernels.size(), original.kernels.size());
  EXPECT_EQ(read->kernels[1].shape.k, original.kernels[1].shape.k);
  EXPECT_EQ(read->kernels[1].ops, original.kernels[1].ops);
  for (const char* config : {"configs/tiny_4x4_int8.yaml", "configs/edge_16x16_fp16.yaml"}) {
    auto spec = hw::loadSpecFile(config);
    ASSERT_TRUE(spec.ok());
    auto a = compiler::compile(original, *spec);
    auto b = compiler::compile(*read, *spec);
    ASSERT_TRUE(a.ok() && b.ok()) << config;
    ASSERT_TRUE(compiler::writeCompiled(*a, dir / "a").ok());
    ASSERT_TRUE(compiler::writeCompiled(*b, dir / "b").ok());
    for (const char* f : {"program.bin", "program.s", "memory_map.json", "estimate.json", "dram.bin"}) {
      EXPECT_EQ(std::filesystem::exists(dir / "a" / f), std::filesystem::exists(dir / "b" / f)) << f;
      EXPECT_EQ(bytesOf(dir / "a" / f), bytesOf(dir / "b" / f)) << config << ": " << f;
    }
    EXPECT_GT(bytesOf(dir / "a" / "program.bin").size(), 1000u);
  }
  std::filesystem::remove_all(dir);
}

TEST(KernelJson, ConstantsKeepTheirValueIdsAndBytes) {
  const KernelGraph original = fashion();
  auto [doc, blob] = written(original);
  auto read = fromKernelJson(doc, blob, "kernels.json");
  ASSERT_TRUE(read.ok());
  const ir::Graph& a = *original.source_graph;
  const ir::Graph& b = *read->source_graph;
  ASSERT_EQ(a.values.size(), b.values.size());
  int compared = 0;
  for (const Kernel& k : original.kernels)
    for (const TensorRef& w : k.weights) {
      ASSERT_TRUE(b.value(w.value).constant) << w.name;
      const ir::Tensor& x = *a.value(w.value).constant;
      const ir::Tensor& y = *b.value(w.value).constant;
      EXPECT_EQ(b.value(w.value).name, w.name);
      EXPECT_EQ(x.shape(), y.shape());
      ASSERT_EQ(x.byteSize(), y.byteSize());
      EXPECT_EQ(0, std::memcmp(x.bytes(), y.bytes(), x.byteSize())) << w.name;
      ++compared;
    }
  EXPECT_GE(compared, 8);  // 4 weights, 4 biases, 2 normalization constants
}

TEST(KernelJson, ErrorsNameTheFileAndPath) {
  auto [doc, blob] = written(fashion());
  json bad = doc;
  bad["version"] = 2;
  EXPECT_EQ(errorOf(bad, blob), "version: expected 1, found 2 (this build reads version 1 only)");
  bad = doc;
  bad["kernels"][3]["shape"]["k"] = 0;
  EXPECT_EQ(errorOf(bad, blob), "kernels[3].shape.k: expected an integer >= 1");
  bad = doc;
  bad["kernels"][1]["vector_ops"][0] = "fft";
  EXPECT_NE(errorOf(bad, blob).find("kernels[1].vector_ops[0]: expected one of \"bias_add\""), std::string::npos);
  bad = doc;
  bad["kernels"][2].erase("weights");
  EXPECT_EQ(errorOf(bad, blob), "kernels[2].weights: missing");
  bad = doc;
  bad["kernels"][2]["weights"][0]["value"] = 100000;
  EXPECT_NE(errorOf(bad, blob).find("kernels[2].weights[0].value: expected a value id below"), std::string::npos);
  bad = doc;
  bad["format"] = "onnx";
  EXPECT_EQ(errorOf(bad, blob), "format: expected \"tessera.kernels\"");
  // The constants file: truncated, changed.
  std::vector<std::uint8_t> cut(blob.begin(), blob.begin() + 100);
  EXPECT_NE(errorOf(doc, cut).find("constants.bytes: kernels.constants.bin holds 100 bytes"), std::string::npos);
  std::vector<std::uint8_t> changed = blob;
  changed[50] ^= 1;
  EXPECT_NE(errorOf(doc, changed).find("constants.fnv1a64: "), std::string::npos);
}

TEST(KernelJson, FilesGetLocatedErrors) {
  const auto dir = std::filesystem::temp_directory_path() / "tessera_kernel_json_files";
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(writeKernelGraph(fashion(), dir / "k.json").ok());
  const std::string text = bytesOf(dir / "k.json");
  std::ofstream(dir / "cut.json") << text.substr(0, text.size() / 2);
  auto cut = readKernelGraph(dir / "cut.json");
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.status().diagnostics().front().location.file, (dir / "cut.json").string());
  EXPECT_NE(cut.status().diagnostics().front().message.find("not valid JSON"), std::string::npos);
  std::filesystem::remove(dir / "k.constants.bin");
  auto missing = readKernelGraph(dir / "k.json");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().diagnostics().front().location.file, (dir / "k.constants.bin").string());
  std::filesystem::remove_all(dir);
}

/// Every leaf of the document replaced by values of the wrong type or range:
/// the reader accepts or rejects each, and never crashes.
TEST(KernelJson, HostileValuesNeverCrash) {
  auto [doc, blob] = written(fashion());
  const json flat = doc.flatten();
  const std::vector<json> hostile{json("x"),
                                  json(-1),
                                  json(1e300),
                                  json(nullptr),
                                  json::array(),
                                  json::object(),
                                  json(std::numeric_limits<std::int64_t>::max()),
                                  json(std::numeric_limits<std::uint64_t>::max())};
  int rejected = 0, tried = 0;
  for (const auto& [path, value] : flat.items()) {
    for (const json& h : hostile) {
      json mutated = doc;
      mutated[json::json_pointer(path)] = h;
      auto g = fromKernelJson(mutated, blob, "kernels.json");
      ++tried;
      if (!g.ok()) {
        ++rejected;
        EXPECT_EQ(g.status().diagnostics().front().location.file, "kernels.json");
      }
    }
  }
  EXPECT_GT(tried, 1000);
  EXPECT_GT(rejected, tried / 2);
}

/// Hostile values the reader accepts (in range, but not what lowering
/// wrote): the compiler produces a Program or a located error, never a crash.
TEST(KernelJson, AcceptedHostileValuesCompileOrFailCleanly) {
  auto [doc, blob] = written(fashion());
  auto spec = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
  ASSERT_TRUE(spec.ok());
  const json flat = doc.flatten();
  const std::vector<json> hostile{json(-1), json(0), json(100000)};
  int accepted = 0, compiled = 0;
  for (const auto& [path, value] : flat.items()) {
    for (const json& h : hostile) {
      json mutated = doc;
      mutated[json::json_pointer(path)] = h;
      auto g = fromKernelJson(mutated, blob, "kernels.json");
      if (!g.ok()) continue;
      ++accepted;
      auto c = compiler::compile(*g, *spec);
      if (c.ok())
        ++compiled;
      else
        EXPECT_FALSE(c.status().diagnostics().front().message.empty()) << path << " = " << h.dump();
    }
  }
  EXPECT_GT(accepted, 500);
  EXPECT_GT(compiled, 0);
}

/// A batch the kernel's tensors do not hold fails fast with a located error:
/// a convolution's pooling scratch grows past DRAM (the memory plan's error);
/// a product's reads are checked before any tile is emitted (it once emitted
/// 350,000 instructions, for two minutes, before an address past DRAM failed
/// to encode).
TEST(KernelJson, ABatchItsTensorsDoNotHoldIsALocatedError) {
  auto [doc, blob] = written(fashion());
  auto spec = hw::loadSpecFile("configs/tiny_4x4_int8.yaml");
  ASSERT_TRUE(spec.ok());
  int products = 0;
  for (size_t k = 0; k < doc["kernels"].size(); ++k) {
    const std::string kind = doc["kernels"][k]["kind"];
    if (kind != "conv" && kind != "matmul") continue;
    json mutated = doc;
    mutated["kernels"][k]["shape"]["n"] = 100000;
    auto g = fromKernelJson(mutated, blob, "kernels.json");
    ASSERT_TRUE(g.ok()) << render(g.status().diagnostics());
    const auto start = std::chrono::steady_clock::now();
    auto c = compiler::compile(*g, *spec);
    ASSERT_FALSE(c.ok()) << "kernel " << k;
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10)) << "kernel " << k;
    const std::string message = c.status().diagnostics().front().message;
    if (kind == "conv") {
      EXPECT_NE(message.find("bytes of DRAM"), std::string::npos) << message;
      continue;
    }
    ++products;
    const std::string name = doc["kernels"][k]["name"];
    EXPECT_NE(message.find("kernel '" + name + "'"), std::string::npos) << message;
    EXPECT_NE(message.find("n=100000"), std::string::npos) << message;
    EXPECT_NE(message.find("which holds"), std::string::npos) << message;
  }
  EXPECT_GE(products, 1);
}

}  // namespace
}  // namespace tessera::backend
