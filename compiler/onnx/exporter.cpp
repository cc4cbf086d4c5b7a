// ONNX export: graph IR -> ModelProto (IR version 8).
//
// Every value the model refers to must have a unique, non-empty name; graph
// inputs and outputs must have a known element type. Violations are errors,
// never crashes. Not representable in ONNX (and so not exported):
// quantization parameters and fusion groups (libonnx 1.12's NodeProto has no
// metadata_props). A graph with channels-last (NHWC) values is refused: ONNX
// Conv and pooling read NCHW, so another tool would compute something else.
#include "compiler/onnx/exporter.h"

#include <fmt/format.h>

#include <fstream>
#include <set>
#include <unordered_map>

#include "compiler/onnx/tensor_proto.h"

namespace tessera::onnx_io {
namespace {

using ir::Graph;
using ir::ValueId;

constexpr std::int64_t kIrVersion = 8;
constexpr const char* kTesseraDomain = "tessera";
constexpr const char* kPipelineKey = "tessera.pipeline";

Diagnostic error(const Graph& graph, const std::string& message) {
  return fileError(graph.source, "ONNX export: " + message);
}

/// ONNX element type for a value type; int4 is widened to int8 like its data.
int elemType(ir::DType dtype) {
  if (dtype == ir::DType::kI4) return onnx::TensorProto::INT8;
  return ir::onnxType(dtype);
}

/// Fills `info` with the name and tensor type of a value.
Status fillValueInfo(const Graph& graph, ValueId id, const std::string& role, onnx::ValueInfoProto* info) {
  const ir::Value& v = graph.value(id);
  info->set_name(v.name);
  const int elem = elemType(v.type.dtype);
  if (elem == 0)
    return Status::error(
        error(graph, fmt::format("{} '{}' has no known element type ({})", role, v.name, ir::name(v.type.dtype))));
  auto* tensor = info->mutable_type()->mutable_tensor_type();
  tensor->set_elem_type(elem);
  if (!v.type.rank_known) return Status();
  auto* shape = tensor->mutable_shape();
  for (size_t i = 0; i < v.type.shape.size(); ++i) {
    auto* dim = shape->add_dim();
    const std::int64_t d = v.type.shape[i];
    if (d >= 0) {
      dim->set_dim_value(d);
    } else if (i < v.type.dim_params.size() && !v.type.dim_params[i].empty()) {
      dim->set_dim_param(v.type.dim_params[i]);
    }  // else: an unknown dim with no name stays unset
  }
  return Status();
}

Status fillAttribute(const Graph& graph, const ir::Node& node, const std::string& key, const ir::Attribute& value,
                     onnx::AttributeProto* a) {
  using AP = onnx::AttributeProto;
  a->set_name(key);
  struct Visitor {
    AP* a;
    const Graph& graph;
    const ir::Node& node;
    const std::string& key;
    Status operator()(std::int64_t v) const {
      a->set_type(AP::INT);
      a->set_i(v);
      return Status();
    }
    Status operator()(float v) const {
      a->set_type(AP::FLOAT);
      a->set_f(v);
      return Status();
    }
    Status operator()(const std::string& v) const {
      a->set_type(AP::STRING);
      a->set_s(v);
      return Status();
    }
    Status operator()(const std::vector<std::int64_t>& v) const {
      a->set_type(AP::INTS);
      for (std::int64_t x : v) a->add_ints(x);
      return Status();
    }
    Status operator()(const std::vector<float>& v) const {
      a->set_type(AP::FLOATS);
      for (float x : v) a->add_floats(x);
      return Status();
    }
    Status operator()(const std::vector<std::string>& v) const {
      a->set_type(AP::STRINGS);
      for (const std::string& x : v) a->add_strings(x);
      return Status();
    }
    Status operator()(const ir::Tensor& t) const {
      if (!t.defined() || elemType(t.dtype()) == 0)
        return Status::error(error(graph, fmt::format("node '{}' ({}): attribute '{}' holds a tensor of undefined type",
                                                      node.name, node.op_type, key)));
      a->set_type(AP::TENSOR);
      *a->mutable_t() = tensorToProto(t, "");
      return Status();
    }
  };
  return std::visit(Visitor{a, graph, node, key}, value);
}

}  // namespace

Expected<onnx::ModelProto> exportOnnxModel(const Graph& graph) {
  std::vector<Diagnostic> errors;
  auto fail = [&](std::string message) { errors.push_back(error(graph, std::move(message))); };
  auto validId = [&](ValueId id) { return id >= 0 && static_cast<size_t>(id) < graph.values.size(); };

  for (const ir::Value& v : graph.values)
    if (v.layout != ir::Layout::kDefault) {
      fail(
          fmt::format("value '{}' is channels-last (NHWC, from select-layout); ONNX cannot express that, export the "
                      "graph before select-layout",
                      v.name));
      return Status(std::move(errors));
    }
  // Names must be unique and non-empty for every value that appears in the model.
  std::vector<bool> used(graph.values.size(), false);
  for (ValueId id : graph.inputs)
    if (validId(id)) used[static_cast<size_t>(id)] = true;
  for (ValueId id : graph.outputs)
    if (validId(id)) used[static_cast<size_t>(id)] = true;
  for (size_t i = 0; i < graph.values.size(); ++i)
    if (graph.values[i].constant) used[i] = true;
  for (const ir::Node& node : graph.nodes) {
    for (ValueId id : node.inputs)
      if (validId(id)) used[static_cast<size_t>(id)] = true;
    for (ValueId id : node.outputs)
      if (validId(id)) used[static_cast<size_t>(id)] = true;
  }
  std::unordered_map<std::string, size_t> names;
  for (size_t i = 0; i < graph.values.size(); ++i) {
    if (!used[i]) continue;
    const std::string& name = graph.values[i].name;
    if (name.empty()) {
      fail(fmt::format("value #{} has no name", i));
      continue;
    }
    auto [it, inserted] = names.emplace(name, i);
    if (!inserted) fail(fmt::format("two values are named '{}'", name));
  }
  if (!errors.empty()) return Status(std::move(errors));

  onnx::ModelProto model;
  model.set_ir_version(kIrVersion);
  model.set_producer_name("tessera");

  bool uses_tessera = false;
  for (const ir::Node& node : graph.nodes) uses_tessera |= node.domain == kTesseraDomain;
  std::map<std::string, std::int64_t> opsets = graph.opsets;
  if (uses_tessera && !opsets.count(kTesseraDomain)) opsets[kTesseraDomain] = 1;
  for (const auto& [domain, version] : opsets) {
    auto* o = model.add_opset_import();
    o->set_domain(domain);
    o->set_version(version);
  }
  if (!graph.pipeline.empty()) {
    auto* entry = model.add_metadata_props();
    entry->set_key(kPipelineKey);
    entry->set_value(graph.pipeline);
  }

  onnx::GraphProto* g = model.mutable_graph();
  g->set_name(graph.name);

  std::set<ValueId> listed;  // inputs, outputs and initializers: no value_info for these
  for (ValueId id : graph.inputs) {
    if (!validId(id)) {
      fail(fmt::format("graph input #{} refers to no value", id));
      continue;
    }
    listed.insert(id);
    Status s = fillValueInfo(graph, id, "graph input", g->add_input());
    if (!s.ok())
      for (const Diagnostic& d : s.diagnostics()) errors.push_back(d);
  }
  for (size_t i = 0; i < graph.values.size(); ++i) {
    const ir::Value& v = graph.values[i];
    if (!v.constant) continue;
    listed.insert(static_cast<ValueId>(i));
    if (!v.constant->defined() || elemType(v.constant->dtype()) == 0) {
      fail(fmt::format("initializer '{}' has an undefined element type", v.name));
      continue;
    }
    *g->add_initializer() = tensorToProto(*v.constant, v.name);
  }
  for (size_t n = 0; n < graph.nodes.size(); ++n) {
    const ir::Node& node = graph.nodes[n];
    auto* p = g->add_node();
    p->set_op_type(node.op_type);
    if (!node.domain.empty()) p->set_domain(node.domain);
    if (!node.name.empty()) p->set_name(node.name);
    for (ValueId id : node.inputs) {
      if (id == ir::kNoValue) {
        p->add_input("");
      } else if (!validId(id)) {
        fail(fmt::format("node '{}' ({}): input refers to no value (#{})", node.name, node.op_type, id));
      } else {
        p->add_input(graph.value(id).name);
      }
    }
    for (ValueId id : node.outputs) {
      if (id == ir::kNoValue) {
        p->add_output("");
      } else if (!validId(id)) {
        fail(fmt::format("node '{}' ({}): output refers to no value (#{})", node.name, node.op_type, id));
      } else {
        p->add_output(graph.value(id).name);
      }
    }
    for (const auto& [key, value] : node.attributes) {
      Status s = fillAttribute(graph, node, key, value, p->add_attribute());
      if (!s.ok())
        for (const Diagnostic& d : s.diagnostics()) errors.push_back(d);
    }
  }
  for (ValueId id : graph.outputs) {
    if (!validId(id)) {
      fail(fmt::format("graph output #{} refers to no value", id));
      continue;
    }
    listed.insert(id);
    Status s = fillValueInfo(graph, id, "graph output", g->add_output());
    if (!s.ok())
      for (const Diagnostic& d : s.diagnostics()) errors.push_back(d);
  }
  // Intermediate values with a known element type, in node order.
  for (const ir::Node& node : graph.nodes)
    for (ValueId id : node.outputs) {
      if (!validId(id) || listed.count(id)) continue;
      if (elemType(graph.value(id).type.dtype) == 0) continue;
      listed.insert(id);
      Status s = fillValueInfo(graph, id, "value", g->add_value_info());
      if (!s.ok())
        for (const Diagnostic& d : s.diagnostics()) errors.push_back(d);
    }
  if (!errors.empty()) return Status(std::move(errors));
  return model;
}

Status exportOnnxFile(const Graph& graph, const std::filesystem::path& file) {
  Expected<onnx::ModelProto> model = exportOnnxModel(graph);
  if (!model) return model.status();
  Diagnostic d;
  d.location.file = file.string();
  std::string bytes;
  if (!model->SerializeToString(&bytes)) {
    d.message = "cannot serialize the ONNX model (protobufs are limited to 2 GiB)";
    return Status::error(d);
  }
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) {
    d.message = "cannot open file for writing";
    return Status::error(d);
  }
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) {
    d.message = "cannot write file";
    return Status::error(d);
  }
  return Status();
}

}  // namespace tessera::onnx_io
