// ONNX import: protobuf -> checker -> shape inference -> graph IR -> verifier.
//
// Every failure is a Diagnostic naming the file and, where one is involved,
// the node, its op type and the opset. Nothing here trusts the file: sizes
// are checked before allocation, and exceptions from libonnx are caught.
#include "compiler/onnx/importer.h"

#include <fmt/format.h>

#include <onnx/checker.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <unordered_map>

#include "compiler/ir/verifier.h"
#include "compiler/onnx/isolated.h"
#include "compiler/onnx/tensor_proto.h"

namespace tessera::onnx_io {
namespace {

using ir::Graph;
using ir::ValueId;

ir::TensorType typeFromProto(const onnx::TypeProto& type) {
  ir::TensorType out;
  if (!type.has_tensor_type()) return out;
  const auto& tensor = type.tensor_type();
  out.dtype = ir::dtypeFromOnnx(tensor.elem_type()).value_or(ir::DType::kUndefined);
  if (!tensor.has_shape()) return out;
  out.rank_known = true;
  for (const auto& dim : tensor.shape().dim()) {
    out.shape.push_back(dim.has_dim_value() && dim.dim_value() >= 0 ? dim.dim_value() : -1);
    out.dim_params.push_back(dim.has_dim_param() ? dim.dim_param() : "");
  }
  return out;
}

class Builder {
 public:
  Builder(const std::string& source, const std::filesystem::path& model_dir) : source_(source), model_dir_(model_dir) {}

  Expected<Graph> build(const onnx::ModelProto& model) {
    graph_.source = source_;
    graph_.model_dir = model_dir_;
    graph_.name = model.graph().name();
    for (const auto& entry : model.metadata_props())
      if (entry.key() == "tessera.pipeline") graph_.pipeline = entry.value();  // written by the exporter
    for (const auto& opset : model.opset_import()) graph_.opsets[opset.domain()] = opset.version();
    const onnx::GraphProto& g = model.graph();
    for (const auto& info : g.value_info()) types_[info.name()] = typeFromProto(info.type());
    for (const auto& info : g.output()) types_[info.name()] = typeFromProto(info.type());

    for (const auto& init : g.initializer()) {
      Expected<ir::Tensor> tensor = tensorFromProto(init, model_dir_, source_, fmt::format("initializer '{}'", init.name()));
      if (!tensor) return tensor.status();
      ir::Value v;
      v.name = init.name();
      v.type.dtype = tensor->dtype();
      v.type.shape = tensor->shape();
      v.type.dim_params.assign(v.type.shape.size(), "");
      v.type.rank_known = true;
      v.constant = std::move(tensor).value();
      const std::string name = v.name;
      ids_[name] = graph_.addValue(std::move(v));
    }
    if (g.sparse_initializer_size() > 0)
      return Status::error(unsupportedError(source_, "sparse initializers are not supported"));
    for (const auto& input : g.input()) {
      if (ids_.count(input.name())) continue;  // IR < 4 lists initializers as inputs too
      ir::Value v;
      v.name = input.name();
      v.type = typeFromProto(input.type());
      v.is_graph_input = true;
      if (v.type.dtype == ir::DType::kUndefined)
        return Status::error(unsupportedError(source_, fmt::format("graph input '{}': expected a numeric tensor type", input.name())));
      ValueId id = graph_.addValue(std::move(v));
      ids_[input.name()] = id;
      graph_.inputs.push_back(id);
    }
    for (int i = 0; i < g.node_size(); ++i) {
      Status status = addNode(g.node(i), i);
      if (!status.ok()) return status;
    }
    for (const auto& output : g.output()) {
      auto it = ids_.find(output.name());
      if (it == ids_.end())
        return Status::error(fileError(source_, fmt::format("graph output '{}' is not produced by any node", output.name())));
      graph_.outputs.push_back(it->second);
    }
    Status verified = ir::verifyGraph(graph_);
    if (!verified.ok()) return verified;
    return std::move(graph_);
  }

 private:
  std::string nodeLabel(const onnx::NodeProto& node, int index) const {
    std::int64_t opset = graph_.opsets.count(node.domain()) ? graph_.opsets.at(node.domain()) : 0;
    std::string name = node.name().empty() ? fmt::format("#{}", index) : node.name();
    return fmt::format("node '{}' ({}{}, opset {})", name, node.domain().empty() ? "" : node.domain() + ".",
                       node.op_type(), opset);
  }

  Status addNode(const onnx::NodeProto& proto, int index) {
    ir::Node node;
    node.name = proto.name().empty() ? fmt::format("{}_{}", proto.op_type(), index) : proto.name();
    node.op_type = proto.op_type();
    node.domain = proto.domain() == "ai.onnx" ? "" : proto.domain();
    const std::string label = nodeLabel(proto, index);
    for (const std::string& input : proto.input()) {
      if (input.empty()) {
        node.inputs.push_back(ir::kNoValue);
        continue;
      }
      auto it = ids_.find(input);
      if (it == ids_.end())
        return Status::error(fileError(source_, fmt::format("{}: input '{}' is not defined before this node", label, input)));
      node.inputs.push_back(it->second);
    }
    for (const auto& attribute : proto.attribute()) {
      Expected<ir::Attribute> value = convertAttribute(attribute, label);
      if (!value) return value.status();
      node.attributes[attribute.name()] = std::move(value).value();
    }
    for (const std::string& output : proto.output()) {
      if (output.empty()) {
        node.outputs.push_back(ir::kNoValue);
        continue;
      }
      if (ids_.count(output))
        return Status::error(fileError(source_, fmt::format("{}: output '{}' is already defined", label, output)));
      ir::Value v;
      v.name = output;
      auto type = types_.find(output);
      if (type != types_.end()) v.type = type->second;
      ValueId id = graph_.addValue(std::move(v));
      ids_[output] = id;
      node.outputs.push_back(id);
    }
    graph_.nodes.push_back(std::move(node));
    return Status();
  }

  Expected<ir::Attribute> convertAttribute(const onnx::AttributeProto& a, const std::string& label) {
    using AP = onnx::AttributeProto;
    switch (a.type()) {
      case AP::INT: return ir::Attribute(static_cast<std::int64_t>(a.i()));
      case AP::FLOAT: return ir::Attribute(a.f());
      case AP::STRING: return ir::Attribute(a.s());
      case AP::INTS: return ir::Attribute(std::vector<std::int64_t>(a.ints().begin(), a.ints().end()));
      case AP::FLOATS: return ir::Attribute(std::vector<float>(a.floats().begin(), a.floats().end()));
      case AP::STRINGS: return ir::Attribute(std::vector<std::string>(a.strings().begin(), a.strings().end()));
      case AP::TENSOR: {
        Expected<ir::Tensor> t = tensorFromProto(a.t(), model_dir_, source_, fmt::format("{}: attribute '{}'", label, a.name()));
        if (!t) return t.status();
        return ir::Attribute(std::move(t).value());
      }
      case AP::GRAPH: case AP::GRAPHS:
        return Status::error(unsupportedError(source_, fmt::format("{}: attribute '{}' holds a subgraph; control flow (If, Loop, Scan) "
                                                        "is not supported", label, a.name())));
      default:
        return Status::error(unsupportedError(source_, fmt::format("{}: attribute '{}' has unsupported type {}", label, a.name(),
                                                        static_cast<int>(a.type()))));
    }
  }

  std::string source_;
  std::filesystem::path model_dir_;
  Graph graph_;
  std::unordered_map<std::string, ValueId> ids_;
  std::unordered_map<std::string, ir::TensorType> types_;
};

}  // namespace

Expected<Graph> importOnnxBytes(const std::string& bytes, const std::string& display,
                                const std::filesystem::path& model_dir, const ImportOptions& options) {
  if (bytes.empty()) return Status::error(fileError(display, "file is empty; expected an ONNX ModelProto"));
  onnx::ModelProto model;
  if (!model.ParseFromString(bytes))
    return Status::error(fileError(display, "not a valid ONNX model: malformed or truncated protobuf"));
  if (!model.has_graph()) return Status::error(fileError(display, "ONNX model has no graph"));
  std::int64_t opset = -1;
  for (const auto& o : model.opset_import())
    if (o.domain().empty() || o.domain() == "ai.onnx") opset = o.version();
  if (opset < 0 && model.ir_version() >= 3) {
    std::string domains;
    for (const auto& o : model.opset_import()) domains += (domains.empty() ? "" : ", ") + o.domain();
    return Status::error(unsupportedError(display, fmt::format("model uses only operator domains {}; this build runs the "
                                                          "default ONNX domain", domains)));
  }
  if (opset > kMaxOpset)
    return Status::error(unsupportedError(display, fmt::format("model uses ONNX opset {}; this build reads opsets up to {}", opset, kMaxOpset)));
  for (const auto& [name, dims] : options.input_shapes) {
    auto* inputs = model.mutable_graph()->mutable_input();
    auto it = std::find_if(inputs->begin(), inputs->end(), [&](const onnx::ValueInfoProto& v) { return v.name() == name; });
    if (it == inputs->end() || !it->type().has_tensor_type())
      return Status::error(fileError(display, fmt::format("--input-shape {}: the model has no tensor input of that name", name)));
    auto* shape = it->mutable_type()->mutable_tensor_type()->mutable_shape();
    if (it->type().tensor_type().has_shape() && shape->dim_size() != static_cast<int>(dims.size()))
      return Status::error(fileError(display, fmt::format("--input-shape {}: the model's input has rank {}, got {} dimensions",
                                                          name, shape->dim_size(), dims.size())));
    for (size_t d = 0; d < dims.size() && d < static_cast<size_t>(shape->dim_size()); ++d)
      if (shape->dim(static_cast<int>(d)).has_dim_value() && shape->dim(static_cast<int>(d)).dim_value() != dims[d])
        return Status::error(fileError(display, fmt::format("--input-shape {}: dimension {} is {} in the model, got {}",
                                                            name, d, shape->dim(static_cast<int>(d)).dim_value(), dims[d])));
    shape->clear_dim();
    for (std::int64_t d : dims) shape->add_dim()->set_dim_value(d);
  }
  if (options.bind_open_dims > 0) {
    std::set<std::string> initializers;
    for (const auto& init : model.graph().initializer()) initializers.insert(init.name());
    for (auto& input : *model.mutable_graph()->mutable_input()) {
      if (initializers.count(input.name()) || !input.type().has_tensor_type() ||
          !input.type().tensor_type().has_shape())
        continue;
      for (auto& dim : *input.mutable_type()->mutable_tensor_type()->mutable_shape()->mutable_dim())
        if (!dim.has_dim_value()) dim.set_dim_value(options.bind_open_dims);
    }
  }
  // External data is read (and confined to the model's folder) before the
  // checker and shape inference see the model, so they never touch files.
  for (auto& init : *model.mutable_graph()->mutable_initializer()) {
    Status status = inlineExternalData(init, model_dir, display, fmt::format("initializer '{}'", init.name()));
    if (!status.ok()) return status;
  }
  for (auto& node : *model.mutable_graph()->mutable_node())
    for (auto& attribute : *node.mutable_attribute())
      if (attribute.has_t()) {
        Status status = inlineExternalData(*attribute.mutable_t(), model_dir, display,
                                           fmt::format("node '{}' attribute '{}'", node.name(), attribute.name()));
        if (!status.ok()) return status;
      }
  // Checker and shape inference run in a child process (see isolated.h):
  // libonnx crashes on some malformed models, and a crash must not be ours.
  // Strict inference for the opsets this build targets (7..17): a type or
  // shape mismatch is an error naming the node. Legacy models (opset < 7)
  // often break their own opset's type rules (e.g. int64 Constants), so their
  // inference is best effort; kernels still check shapes when they run.
  const bool strict = opset >= 7;
  onnx::OpSchemaRegistry::Instance();  // build the schema table once, before forking
  Expected<std::string> inferred = runIsolated(
      [&]() -> ChildResult {
        try {
          if (options.run_checker) onnx::checker::check_model(model);
        } catch (const std::exception& e) {
          return {false, fmt::format("ONNX checker rejected the model: {}", e.what())};
        }
        try {
          if (options.infer_shapes)
            onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(),
                                               onnx::ShapeInferenceOptions(/*check_type=*/strict, strict ? 1 : 0,
                                                                           /*data_prop=*/true));
        } catch (const std::exception& e) {
          return {false, fmt::format("ONNX shape inference failed: {}", e.what())};
        }
        onnx::GraphProto types;  // only the inferred types travel back
        *types.mutable_value_info() = model.graph().value_info();
        *types.mutable_output() = model.graph().output();
        return {true, types.SerializeAsString()};
      },
      display, "ONNX check and shape inference");
  if (!inferred) {
    // The child's message already says which step failed; drop the prefix.
    std::vector<Diagnostic> diagnostics = inferred.status().diagnostics();
    const std::string prefix = "ONNX check and shape inference: ";
    for (Diagnostic& d : diagnostics)
      if (d.message.rfind(prefix, 0) == 0) d.message = d.message.substr(prefix.size());
    return Status(std::move(diagnostics));
  }
  onnx::GraphProto types;
  if (!types.ParseFromString(*inferred)) return Status::error(fileError(display, "internal: cannot read inferred types"));
  *model.mutable_graph()->mutable_value_info() = types.value_info();
  *model.mutable_graph()->mutable_output() = types.output();
  return Builder(display, model_dir).build(model);
}

Expected<Graph> importOnnxFile(const std::filesystem::path& file, const ImportOptions& options) {
  const std::string display = file.string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec))
    return Status::error(fileError(display, std::filesystem::exists(file, ec) ? "expected an ONNX model file, found a folder or device"
                                                                          : "cannot open file: no such file"));
  auto size = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
  if (size > kMaxModelBytes)
    return Status::error(fileError(display, fmt::format("file is {} bytes; ONNX protobufs are limited to 2 GiB", size)));
  // One read into a buffer of the file's size (a stringstream would grow and copy it twice).
  std::ifstream in(file, std::ios::binary);
  std::string bytes(static_cast<size_t>(size), '\0');
  in.read(bytes.data(), size);
  if (!in || in.gcount() != size) return Status::error(fileError(display, "cannot read file"));
  std::filesystem::path dir = file.parent_path();
  if (dir.empty()) dir = ".";
  return importOnnxBytes(bytes, display, dir, options);
}

}  // namespace tessera::onnx_io
