// ONNX import: IR text of a small hand-built model (golden), and clear,
// located errors for bad inputs: malformed protobufs, unsupported ops, shape
// mismatches, absurd dims, external data escaping the model's folder.
#include "compiler/onnx/importer.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>
#include <onnx/onnx_pb.h>

#include <filesystem>
#include <fstream>

#include "compiler/exec/executor.h"
#include "compiler/ir/printer.h"
#include "compiler/onnx/tensor_proto.h"

namespace tessera::onnx_io {
namespace {

void addTensorValue(onnx::ValueInfoProto* info, const std::string& name, int dtype, std::vector<std::int64_t> dims) {
  info->set_name(name);
  auto* tensor = info->mutable_type()->mutable_tensor_type();
  tensor->set_elem_type(dtype);
  for (std::int64_t d : dims) tensor->mutable_shape()->add_dim()->set_dim_value(d);
}

/// y = Relu(x + b) with x: f32[2,3] and a constant b: f32[3].
onnx::ModelProto addReluModel() {
  onnx::ModelProto model;
  model.set_ir_version(8);
  model.add_opset_import()->set_version(13);
  auto* g = model.mutable_graph();
  g->set_name("add_relu");
  addTensorValue(g->add_input(), "x", onnx::TensorProto::FLOAT, {2, 3});
  addTensorValue(g->add_output(), "y", onnx::TensorProto::FLOAT, {2, 3});
  auto* b = g->add_initializer();
  b->set_name("b");
  b->set_data_type(onnx::TensorProto::FLOAT);
  b->add_dims(3);
  for (float v : {1.0f, -2.0f, 0.5f}) b->add_float_data(v);
  auto* add = g->add_node();
  add->set_op_type("Add");
  add->set_name("add0");
  add->add_input("x");
  add->add_input("b");
  add->add_output("s");
  auto* relu = g->add_node();
  relu->set_op_type("Relu");
  relu->set_name("relu0");
  relu->add_input("s");
  relu->add_output("y");
  return model;
}

Expected<ir::Graph> importModel(const onnx::ModelProto& model, const std::filesystem::path& dir = {}) {
  return importOnnxBytes(model.SerializeAsString(), "test.onnx", dir);
}

std::string firstError(const Status& status) {
  return status.diagnostics().empty() ? "" : render(status.diagnostics().front());
}

TEST(Importer, PrintsStableIr) {
  Expected<ir::Graph> graph = importModel(addReluModel());
  ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
  EXPECT_EQ(ir::printGraph(*graph),
            "graph \"add_relu\" opset 13\n"
            "  input %x: f32[2,3]\n"
            "  const %b: f32[3] = tensor<f32[3]>(1,-2,0.5)\n"
            "  %s: f32[2,3] = Add(%x, %b)  # add0\n"
            "  %y: f32[2,3] = Relu(%s)  # relu0\n"
            "  output %y\n");
}

TEST(Importer, MalformedProtobufIsAnError) {
  std::string bytes = addReluModel().SerializeAsString();
  for (size_t cut : {size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    Expected<ir::Graph> graph = importOnnxBytes(bytes.substr(0, cut), "cut.onnx", {});
    ASSERT_FALSE(graph.ok()) << "cut at " << cut;
    EXPECT_NE(firstError(graph.status()).find("cut.onnx"), std::string::npos);
  }
  EXPECT_EQ(firstError(importOnnxBytes("", "empty.onnx", {}).status()),
            "error: empty.onnx: file is empty; expected an ONNX ModelProto\n");
  EXPECT_EQ(firstError(importOnnxBytes("\xff\xff\xff\xff garbage", "junk.onnx", {}).status()),
            "error: junk.onnx: not a valid ONNX model: malformed or truncated protobuf\n");
  EXPECT_NE(firstError(importOnnxFile("no/such/model.onnx").status()).find("no such file"), std::string::npos);
}

TEST(Importer, LibOnnxCrashIsContained) {
  // Found by tests/fuzz/onnx_import_fuzz.cpp: libonnx 1.12's ConvTranspose
  // shape inference dereferences null on this model.
  Expected<ir::Graph> graph = importOnnxFile("tests/compiler/onnx/bad/convtranspose_libonnx_crash.onnx");
  ASSERT_FALSE(graph.ok());
  EXPECT_EQ(firstError(graph.status()),
            "error: tests/compiler/onnx/bad/convtranspose_libonnx_crash.onnx: ONNX check and shape inference crashed on "
            "this model (signal 11: Segmentation fault); libonnx does this on some malformed models\n");
  // Also found by the fuzzer: an integer division by zero inside libonnx.
  graph = importOnnxFile("tests/compiler/onnx/bad/libonnx_sigfpe.onnx");
  ASSERT_FALSE(graph.ok());
  EXPECT_NE(firstError(graph.status()).find("crashed on this model (signal 8"), std::string::npos);
}

TEST(Importer, UnsupportedOpNamesNodeOpAndOpset) {
  onnx::ModelProto model = addReluModel();
  model.mutable_graph()->mutable_node(1)->set_op_type("MeanVarianceNormalization");  // valid ONNX, no kernel here
  Expected<ir::Graph> graph = importModel(model);
  ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
  Status supported = exec::checkSupported(*graph);
  ASSERT_FALSE(supported.ok());
  EXPECT_EQ(render(supported.diagnostics()), "error: test.onnx: node 'relu0' (MeanVarianceNormalization, opset 13): unsupported operator\n");
  EXPECT_EQ(supported.diagnostics()[0].code, "unsupported");
}

TEST(Importer, ShapeMismatchNamesTheNode) {
  onnx::ModelProto model = addReluModel();
  model.mutable_graph()->mutable_initializer(0)->set_dims(0, 4);
  model.mutable_graph()->mutable_initializer(0)->add_float_data(7.0f);
  Expected<ir::Graph> graph = importModel(model);
  ASSERT_FALSE(graph.ok());
  std::string message = firstError(graph.status());
  EXPECT_NE(message.find("shape inference"), std::string::npos) << message;
  EXPECT_NE(message.find("add0"), std::string::npos) << message;
}

TEST(Importer, AbsurdDimsAreRejectedBeforeAllocation) {
  onnx::ModelProto model = addReluModel();
  // An initializer no node reads, so only Tessera's own checks see it.
  auto* b = model.mutable_graph()->add_initializer();
  *b = model.graph().initializer(0);
  b->set_name("unused");
  b->set_dims(0, std::int64_t{1} << 40);
  Expected<ir::Graph> graph = importModel(model);
  ASSERT_FALSE(graph.ok());
  EXPECT_NE(firstError(graph.status()).find("initializer 'unused': dims [1099511627776] are negative or absurd"),
            std::string::npos)
      << firstError(graph.status());
  b->set_dims(0, 5);  // plausible dims, but the data holds 3 values
  graph = importModel(model);
  ASSERT_FALSE(graph.ok());
  EXPECT_NE(firstError(graph.status()).find("float_data holds 3 values, dims [5] need 5"), std::string::npos)
      << firstError(graph.status());
}

class ExternalData : public testing::Test {
 protected:
  void SetUp() override {
    // One folder per test and process: ctest runs tests in parallel.
    root_ = std::filesystem::temp_directory_path() /
            fmt::format("tessera_external_data_{}_{}", testing::UnitTest::GetInstance()->current_test_info()->name(),
                        ::getpid());
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(root_ / "model");
    float values[3] = {1.0f, -2.0f, 0.5f};
    std::ofstream(root_ / "model" / "b.bin", std::ios::binary).write(reinterpret_cast<char*>(values), sizeof values);
    std::ofstream(root_ / "secret.bin", std::ios::binary).write(reinterpret_cast<char*>(values), sizeof values);
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(root_, ec);
  }

  onnx::ModelProto modelWithExternal(const std::string& location) {
    onnx::ModelProto model = addReluModel();
    auto* b = model.mutable_graph()->mutable_initializer(0);
    b->clear_float_data();
    b->set_data_location(onnx::TensorProto::EXTERNAL);
    auto* entry = b->add_external_data();
    entry->set_key("location");
    entry->set_value(location);
    return model;
  }
  std::filesystem::path root_;
};

TEST_F(ExternalData, InsideTheModelFolderLoads) {
  Expected<ir::Graph> graph = importModel(modelWithExternal("b.bin"), root_ / "model");
  ASSERT_TRUE(graph.ok()) << render(graph.status().diagnostics());
  const ir::Tensor& b = *graph->value(graph->find("b")).constant;
  EXPECT_EQ(b.at(1), -2.0);
}

TEST_F(ExternalData, EscapingTheModelFolderIsRefused) {
  for (const std::string& location :
       std::vector<std::string>{"../secret.bin", (root_ / "secret.bin").string(), "sub/../../secret.bin"}) {
    Expected<ir::Graph> graph = importModel(modelWithExternal(location), root_ / "model");
    ASSERT_FALSE(graph.ok()) << location;
    EXPECT_NE(firstError(graph.status()).find("escapes the model's folder"), std::string::npos)
        << firstError(graph.status());
  }
}

TEST(Executor, RunsAndChecksInputs) {
  Expected<ir::Graph> graph = importModel(addReluModel());
  ASSERT_TRUE(graph.ok());
  ir::Tensor x(ir::DType::kF32, {2, 3});
  for (int i = 0; i < 6; ++i) x.data<float>()[i] = static_cast<float>(i) - 3.0f;
  Expected<std::vector<ir::Tensor>> y = exec::execute(*graph, {{"x", x}});
  ASSERT_TRUE(y.ok()) << render(y.status().diagnostics());
  // x + b = [-2,-4,-0.5, 1,-1,2.5] -> relu
  std::vector<float> expected = {0, 0, 0, 1, 0, 2.5f};
  for (int i = 0; i < 6; ++i) EXPECT_EQ((*y)[0].data<float>()[i], expected[static_cast<size_t>(i)]);
  ir::Tensor wrong(ir::DType::kF32, {3, 2});
  EXPECT_EQ(firstError(exec::execute(*graph, {{"x", wrong}}).status()),
            "error: test.onnx: graph input 'x': expected shape [2,3], got [3,2]\n");
  EXPECT_EQ(firstError(exec::execute(*graph, {}).status()), "error: test.onnx: graph input 'x' was not given\n");
}

TEST(TensorFiles, RoundTripEveryDtype) {
  std::filesystem::path file = std::filesystem::temp_directory_path() / "tessera_tensor_roundtrip.pb";
  for (ir::DType dtype : {ir::DType::kF32, ir::DType::kF16, ir::DType::kBF16, ir::DType::kF64, ir::DType::kI64,
                          ir::DType::kI32, ir::DType::kI16, ir::DType::kI8, ir::DType::kU8, ir::DType::kBool}) {
    ir::Tensor t(dtype, {2, 2});
    for (std::size_t i = 0; i < t.byteSize(); ++i) t.bytes()[i] = static_cast<std::byte>((i * 37 + 1) & (dtype == ir::DType::kBool ? 1 : 0x7f));
    ASSERT_TRUE(writeTensorFile(file, t, "t").ok());
    Expected<NamedTensor> back = readTensorFile(file);
    ASSERT_TRUE(back.ok()) << render(back.status().diagnostics());
    EXPECT_EQ(back->name, "t");
    EXPECT_EQ(back->tensor.dtype(), dtype);
    EXPECT_EQ(back->tensor.shape(), t.shape());
    EXPECT_EQ(0, std::memcmp(back->tensor.bytes(), t.bytes(), t.byteSize())) << ir::name(dtype);
  }
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace tessera::onnx_io
