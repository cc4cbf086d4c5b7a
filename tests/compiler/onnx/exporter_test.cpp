// ONNX export: models survive export -> import unchanged (same IR text,
// bit-identical outputs), before and after the default pipeline, including
// tessera-domain ops and the recorded pipeline; bad graphs are errors.
#include "compiler/onnx/exporter.h"

#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <map>

#include "compiler/exec/executor.h"
#include "compiler/ir/printer.h"
#include "compiler/onnx/importer.h"
#include "compiler/onnx/tensor_proto.h"
#include "compiler/passes/pass.h"

namespace tessera::onnx_io {
namespace {

using ir::Tensor;

struct ZooModel {
  std::string model;
  std::string input;  ///< .pb file with the model's input
};

std::vector<ZooModel> zooModels() {
  return {{"models/fashion_mnist/fashion_cnn.onnx", "models/fashion_mnist/test_1000_input.pb"},
          {"models/cache/zoo/resnet18.onnx", "models/cache/zoo/resnet18_inputs/input_0.pb"},
          {"models/cache/zoo/bert_encoder_2layer.onnx", "models/cache/zoo/bert_encoder_2layer_inputs/input_0.pb"}};
}

/// A fresh file name in the temp folder, removed on destruction.
class TempFile {
 public:
  explicit TempFile(const std::string& stem)
      : path_(std::filesystem::temp_directory_path() /
              (stem + "_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++) + ".onnx")) {}
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  std::filesystem::path path_;
};

std::map<std::string, Tensor> feedFor(const ir::Graph& graph, const std::string& input_file) {
  Expected<NamedTensor> x = readTensorFile(input_file);
  EXPECT_TRUE(x.ok()) << render(x.status().diagnostics());
  if (!x.ok()) return {};
  return {{graph.value(graph.inputs[0]).name, x->tensor}};
}

void expectBitIdentical(const std::vector<Tensor>& a, const std::vector<Tensor>& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].dtype(), b[i].dtype()) << what << " output " << i;
    EXPECT_EQ(a[i].shape(), b[i].shape()) << what << " output " << i;
    ASSERT_EQ(a[i].byteSize(), b[i].byteSize()) << what << " output " << i;
    EXPECT_EQ(std::memcmp(a[i].bytes(), b[i].bytes(), a[i].byteSize()), 0) << what << " output " << i << " differs";
  }
}

/// Exports `graph`, re-imports it (checker and shape inference included).
Expected<ir::Graph> roundTrip(const ir::Graph& graph, const std::string& stem) {
  TempFile file(stem);
  Status written = exportOnnxFile(graph, file.path());
  if (!written.ok()) return written;
  return importOnnxFile(file.path());
}

class ExportZoo : public testing::TestWithParam<ZooModel> {};

TEST_P(ExportZoo, RoundTripKeepsIrAndOutputs) {
  const ZooModel& m = GetParam();
  Expected<ir::Graph> graph = importOnnxFile(m.model);
  ASSERT_TRUE(graph.ok()) << m.model << " missing? run scripts/setup.sh\n" << render(graph.status().diagnostics());
  Expected<ir::Graph> again = roundTrip(*graph, "tessera_export");
  ASSERT_TRUE(again.ok()) << render(again.status().diagnostics());
  EXPECT_EQ(ir::printGraph(*again), ir::printGraph(*graph)) << m.model;

  std::map<std::string, Tensor> feed = feedFor(*graph, m.input);
  ASSERT_FALSE(feed.empty());
  Expected<std::vector<Tensor>> before = exec::execute(*graph, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  Expected<std::vector<Tensor>> after = exec::execute(*again, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics());
  expectBitIdentical(*before, *after, m.model);
}

TEST_P(ExportZoo, OptimizedRoundTripKeepsPipelineAndOutputs) {
  const ZooModel& m = GetParam();
  Expected<ir::Graph> graph = importOnnxFile(m.model);
  ASSERT_TRUE(graph.ok()) << m.model << " missing? run scripts/setup.sh\n" << render(graph.status().diagnostics());
  ir::Graph optimized = *graph;
  passes::PassContext context;
  Status ran = passes::runPipeline(optimized, passes::defaultPipeline(), context);
  ASSERT_TRUE(ran.ok()) << render(ran.diagnostics());
  ASSERT_EQ(optimized.pipeline, passes::defaultPipeline());

  Expected<onnx::ModelProto> proto = exportOnnxModel(optimized);
  ASSERT_TRUE(proto.ok()) << render(proto.status().diagnostics());
  EXPECT_EQ(proto->ir_version(), 8);
  EXPECT_EQ(proto->producer_name(), "tessera");
  ASSERT_EQ(proto->metadata_props_size(), 1);
  EXPECT_EQ(proto->metadata_props(0).key(), "tessera.pipeline");
  EXPECT_EQ(proto->metadata_props(0).value(), passes::defaultPipeline());

  Expected<ir::Graph> again = roundTrip(optimized, "tessera_export_opt");
  ASSERT_TRUE(again.ok()) << render(again.status().diagnostics());
  EXPECT_EQ(again->pipeline, passes::defaultPipeline());

  auto countTessera = [](const ir::Graph& g) {
    int n = 0;
    for (const ir::Node& node : g.nodes) n += node.domain == "tessera";
    return n;
  };
  EXPECT_EQ(countTessera(*again), countTessera(optimized));
  if (m.model.find("bert") != std::string::npos) {
    EXPECT_GT(countTessera(optimized), 0) << "expected tessera.Gelu after the default pipeline";
    EXPECT_EQ(again->opsets.count("tessera"), 1u);
  }
  EXPECT_EQ(again->nodes.size(), optimized.nodes.size());

  std::map<std::string, Tensor> feed = feedFor(optimized, m.input);
  ASSERT_FALSE(feed.empty());
  Expected<std::vector<Tensor>> before = exec::execute(optimized, feed);
  ASSERT_TRUE(before.ok()) << render(before.status().diagnostics());
  Expected<std::vector<Tensor>> after = exec::execute(*again, feed);
  ASSERT_TRUE(after.ok()) << render(after.status().diagnostics());
  expectBitIdentical(*before, *after, m.model + " (optimized)");
}

INSTANTIATE_TEST_SUITE_P(Models, ExportZoo, testing::ValuesIn(zooModels()),
                         [](const testing::TestParamInfo<ZooModel>& info) {
                           return std::filesystem::path(info.param.model).stem().string();
                         });

/// A small graph: y = tessera.Probe(x, _, w) with every attribute kind.
ir::Graph probeGraph() {
  ir::Graph g;
  g.name = "probe";
  g.opsets[""] = 13;
  ir::Value x;
  x.name = "x";
  x.type = {ir::DType::kF32, {-1, 3, -1}, {"N", "", ""}, true};
  x.is_graph_input = true;
  const ir::ValueId xid = g.addValue(x);
  g.inputs.push_back(xid);
  ir::Value w;
  w.name = "w";
  Tensor wt(ir::DType::kI4, {2});
  wt.data<std::int8_t>()[0] = -8;
  wt.data<std::int8_t>()[1] = 7;
  w.type = {ir::DType::kI4, {2}, {"", ""}, true};
  w.constant = wt;
  const ir::ValueId wid = g.addValue(w);
  ir::Value y;
  y.name = "y";
  y.type = {ir::DType::kF32, {}, {}, false};
  const ir::ValueId yid = g.addValue(y);
  ir::Node node;
  node.name = "probe0";
  node.op_type = "Probe";
  node.domain = "tessera";
  node.inputs = {xid, ir::kNoValue, wid};
  node.outputs = {yid};
  Tensor t(ir::DType::kF32, {1});
  t.data<float>()[0] = 0.25f;
  node.attributes = {{"i", std::int64_t{-3}},
                     {"f", 1.5f},
                     {"s", std::string("abc")},
                     {"ii", std::vector<std::int64_t>{1, 2}},
                     {"ff", std::vector<float>{0.5f}},
                     {"ss", std::vector<std::string>{"a", "b"}},
                     {"t", t}};
  g.nodes.push_back(node);
  g.outputs.push_back(yid);
  return g;
}

TEST(Export, EncodesTypesNodesAndAttributes) {
  Expected<onnx::ModelProto> model = exportOnnxModel(probeGraph());
  ASSERT_TRUE(model.ok()) << render(model.status().diagnostics());
  std::map<std::string, std::int64_t> opsets;
  for (const auto& o : model->opset_import()) opsets[o.domain()] = o.version();
  EXPECT_EQ(opsets, (std::map<std::string, std::int64_t>{{"", 13}, {"tessera", 1}}));
  EXPECT_EQ(model->metadata_props_size(), 0);  // no pipeline ran
  const onnx::GraphProto& g = model->graph();
  EXPECT_EQ(g.name(), "probe");
  ASSERT_EQ(g.input_size(), 1);
  const auto& shape = g.input(0).type().tensor_type().shape();
  ASSERT_EQ(shape.dim_size(), 3);
  EXPECT_EQ(shape.dim(0).dim_param(), "N");
  EXPECT_EQ(shape.dim(1).dim_value(), 3);
  EXPECT_FALSE(shape.dim(2).has_dim_value());
  EXPECT_FALSE(shape.dim(2).has_dim_param());
  ASSERT_EQ(g.initializer_size(), 1);
  EXPECT_EQ(g.initializer(0).data_type(), onnx::TensorProto::INT8);  // int4 widened
  ASSERT_EQ(g.node_size(), 1);
  const onnx::NodeProto& n = g.node(0);
  EXPECT_EQ(n.domain(), "tessera");
  EXPECT_EQ(n.name(), "probe0");
  ASSERT_EQ(n.input_size(), 3);
  EXPECT_EQ(n.input(1), "");
  std::map<std::string, onnx::AttributeProto> attrs;
  for (const auto& a : n.attribute()) attrs[a.name()] = a;
  using AP = onnx::AttributeProto;
  EXPECT_EQ(attrs["i"].type(), AP::INT);
  EXPECT_EQ(attrs["i"].i(), -3);
  EXPECT_EQ(attrs["f"].type(), AP::FLOAT);
  EXPECT_EQ(attrs["f"].f(), 1.5f);
  EXPECT_EQ(attrs["s"].type(), AP::STRING);
  EXPECT_EQ(attrs["s"].s(), "abc");
  EXPECT_EQ(attrs["ii"].type(), AP::INTS);
  EXPECT_EQ(attrs["ii"].ints_size(), 2);
  EXPECT_EQ(attrs["ff"].type(), AP::FLOATS);
  EXPECT_EQ(attrs["ss"].type(), AP::STRINGS);
  EXPECT_EQ(attrs["ss"].strings(1), "b");
  EXPECT_EQ(attrs["t"].type(), AP::TENSOR);
  EXPECT_EQ(attrs["t"].t().data_type(), onnx::TensorProto::FLOAT);
  ASSERT_EQ(g.output_size(), 1);
  EXPECT_FALSE(g.output(0).type().tensor_type().has_shape());  // unknown rank
}

TEST(Export, BadGraphsAreErrors) {
  ir::Graph undefined_input = probeGraph();
  undefined_input.values[0].type.dtype = ir::DType::kUndefined;
  Expected<onnx::ModelProto> a = exportOnnxModel(undefined_input);
  ASSERT_FALSE(a.ok());
  EXPECT_NE(render(a.status().diagnostics()).find("graph input 'x'"), std::string::npos);

  ir::Graph duplicate = probeGraph();
  duplicate.values[2].name = "x";
  EXPECT_FALSE(exportOnnxModel(duplicate).ok());

  ir::Graph dangling = probeGraph();
  dangling.nodes[0].inputs[0] = 99;
  dangling.outputs.push_back(-7);
  EXPECT_FALSE(exportOnnxModel(dangling).ok());

  ir::Graph undefined_attr = probeGraph();
  undefined_attr.nodes[0].attributes["t"] = Tensor();
  EXPECT_FALSE(exportOnnxModel(undefined_attr).ok());

  Status unwritable = exportOnnxFile(probeGraph(), "/nonexistent-folder/x.onnx");
  EXPECT_FALSE(unwritable.ok());
}

}  // namespace
}  // namespace tessera::onnx_io
