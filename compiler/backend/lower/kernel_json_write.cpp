// kernels.json writer (kernel_json.h): every field of the kernel graph, plus
// the constants of its source graph as metadata here and bytes in the companion file.
#include <fmt/format.h>

#include <fstream>
#include <limits>
#include <set>

#include "compiler/backend/lower/kernel_json.h"
#include "compiler/backend/lower/kernel_json_internal.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using json = nlohmann::ordered_json;

/// A real number; JSON has no infinities or NaN, so those are strings.
json num(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return v;
}

json shapeJson(const hw::model::LayerShape& l) {
  return json{{"n", l.n},
              {"k", l.k},
              {"c", l.c},
              {"g", l.g},
              {"p", l.p},
              {"q", l.q},
              {"r", l.r},
              {"s", l.s},
              {"stride_h", l.stride_h},
              {"stride_w", l.stride_w},
              {"dilation_h", l.dilation_h},
              {"dilation_w", l.dilation_w},
              {"weight_density", num(l.weight_density)}};
}

json windowJson(const WindowInput& w) {
  return json{{"in_h", w.in_h}, {"in_w", w.in_w}, {"pad_top", w.pad_top}, {"pad_left", w.pad_left}};
}

json refsJson(const std::vector<TensorRef>& refs) {
  json out = json::array();
  for (const TensorRef& r : refs)
    out.push_back(json{{"value", r.value}, {"name", r.name}, {"elements", r.elements}, {"constant", r.constant}});
  return out;
}

json gridJson(const std::optional<QuantGrid>& g) {
  if (!g) return nullptr;
  return json{{"scale", num(g->scale)}, {"zero_point", g->zero_point}, {"qmin", g->qmin}, {"qmax", g->qmax}};
}

json optionalNum(const std::optional<double>& v) { return v ? num(*v) : json(nullptr); }

json numbers(const std::vector<double>& values) {
  json out = json::array();
  for (double v : values) out.push_back(num(v));
  return out;
}

json paramsJson(const VectorParams& p) {
  json multipliers = json::array();
  for (const isa::FixedPointMultiplier& m : p.multipliers) multipliers.push_back(json::array({m.multiplier, m.shift}));
  return json{{"role", std::string(kQuantRoleNames[static_cast<size_t>(p.role)])},
              {"grid", gridJson(p.grid)},
              {"input_scale", num(p.input_scale)},
              {"multipliers", multipliers},
              {"min", optionalNum(p.min)},
              {"max", optionalNum(p.max)},
              {"bounds_known", p.bounds_known},
              {"operand_grid", gridJson(p.operand_grid)},
              {"constant_operand", p.constant_operand ? json(*p.constant_operand) : json(nullptr)}};
}

json concatJson(const GroupConcat& c) {
  json parts = json::array();
  for (const GroupConcat::Part& p : c.parts)
    parts.push_back(json{{"input", p.input}, {"offset", p.offset}, {"channels", p.channels}});
  return json{{"before_op", c.before_op},
              {"along_channels", c.along_channels},
              {"channels", c.channels},
              {"own_offset", c.own_offset},
              {"parts", parts}};
}

json resultViewJson(const ResultView& v) {
  json transposes = json::array();
  for (const ResultView::Transpose& t : v.transposes) transposes.push_back(json{{"shape", t.shape}, {"perm", t.perm}});
  return json{{"transposes", transposes}, {"before_op", v.before_op}};
}

json movementJson(const DataMovement& m) {
  return json{{"op", m.op},
              {"operands", m.operands},
              {"input_shapes", m.input_shapes},
              {"output_shape", m.output_shape},
              {"perm", m.perm},
              {"axis", m.axis},
              {"starts", m.starts},
              {"steps", m.steps},
              {"indices", m.indices},
              {"indices_shape", m.indices_shape},
              {"why_not", m.why_not}};
}

json kernelJson(const Kernel& k) {
  json ops = json::array();
  for (hw::VectorOp op : k.vector_ops) ops.push_back(std::string(hw::name(op)));
  json params = json::array();
  for (const VectorParams& p : k.vector_params) params.push_back(paramsJson(p));
  json concats = json::array();
  for (const GroupConcat& c : k.concats) concats.push_back(concatJson(c));
  const WeightSparsity& sp = k.sparsity;
  return json{
      {"id", k.id},
      {"name", k.name},
      {"kind", std::string(name(k.kind))},
      {"ops", k.ops},
      {"nodes", k.nodes},
      {"shape", shapeJson(k.shape)},
      {"weights_constant", k.weights_constant},
      {"sparsity", json{{"elements", sp.elements},
                        {"nonzeros", sp.nonzeros},
                        {"max_nonzeros_per_group", sp.max_nonzeros_per_group}}},
      {"vector_ops", ops},
      {"vector_params", params},
      {"vector_elements", k.vector_elements},
      {"host_ops", k.host_ops},
      {"host_from_op", k.host_from_op == kNoHostOp ? json(nullptr) : json(k.host_from_op)},
      {"concats", concats},
      {"result_view", resultViewJson(k.result_view)},
      {"flattened_input", k.flattened_input},
      {"reduction", json{{"op", k.reduction.op},
                         {"rows", k.reduction.rows},
                         {"extent", k.reduction.extent},
                         {"epsilon", num(k.reduction.epsilon)},
                         {"why_not", k.reduction.why_not}}},
      {"movement", movementJson(k.movement)},
      {"inputs", refsJson(k.inputs)},
      {"weights", refsJson(k.weights)},
      {"outputs", refsJson(k.outputs)},
      {"conv_input", windowJson(k.conv_input)},
      {"pool", shapeJson(k.pool)},
      {"pool_input", windowJson(k.pool_input)},
      {"accumulator_scales", numbers(k.accumulator_scales)},
      {"input_grid", gridJson(k.input_grid)},
  };
}

json attributesJson(const ir::Node& node) {
  json out = json::object();
  for (const auto& [key, attr] : node.attributes) {
    if (const auto* i = std::get_if<std::int64_t>(&attr))
      out[key] = *i;
    else if (const auto* f = std::get_if<float>(&attr))
      out[key] = json{{"float", num(*f)}};
    else if (const auto* s = std::get_if<std::string>(&attr))
      out[key] = *s;
    else if (const auto* is = std::get_if<std::vector<std::int64_t>>(&attr))
      out[key] = *is;
  }
  return out;
}

/// The source graph's constants and nodes the kernels use, with the bytes appended to `blob`.
json constantsJson(const KernelGraph& graph, const std::string& file, std::vector<std::uint8_t>& blob) {
  const ir::Graph& g = *graph.source_graph;
  const auto value_count = static_cast<ir::ValueId>(g.values.size());
  std::set<ir::ValueId> values;
  std::set<int> nodes;
  auto add = [&](ir::ValueId v) {
    if (v >= 0 && v < value_count && g.value(v).constant) values.insert(v);
  };
  auto addRefs = [&](const std::vector<TensorRef>& refs) {
    for (const TensorRef& r : refs) add(r.value);
  };
  addRefs(graph.graph_inputs);
  addRefs(graph.graph_outputs);
  for (const Kernel& k : graph.kernels) {
    addRefs(k.inputs);
    addRefs(k.weights);
    addRefs(k.outputs);
    for (int n : k.nodes)
      if (n >= 0 && n < static_cast<int>(g.nodes.size())) {
        nodes.insert(n);
        for (ir::ValueId v : g.nodes[static_cast<size_t>(n)].inputs) add(v);
      }
  }
  json value_list = json::array();
  for (ir::ValueId id : values) {
    const ir::Value& v = g.value(id);
    const ir::Tensor& t = *v.constant;
    json quant = nullptr;
    if (v.quant) {
      json scales = json::array();
      for (float s : v.quant->scale) scales.push_back(num(s));
      quant = json{
          {"scale", scales}, {"zero_point", v.quant->zero_point}, {"axis", v.quant->axis}, {"bits", v.quant->bits}};
    }
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(t.bytes());
    value_list.push_back(json{{"value", id},
                              {"name", v.name},
                              {"dtype", std::string(ir::name(t.dtype()))},
                              {"shape", t.shape()},
                              {"layout", v.layout == ir::Layout::kNHWC ? "nhwc" : "default"},
                              {"quant", quant},
                              {"offset_bytes", blob.size()},
                              {"bytes", t.byteSize()}});
    if (bytes)
      blob.insert(blob.end(), bytes, bytes + t.byteSize());
    else
      blob.resize(blob.size() + t.byteSize(), 0);
  }
  json node_list = json::array();
  for (int n : nodes) {
    const ir::Node& node = g.nodes[static_cast<size_t>(n)];
    node_list.push_back(json{{"index", n},
                             {"name", node.name},
                             {"op", node.op_type},
                             {"domain", node.domain},
                             {"inputs", node.inputs},
                             {"attributes", attributesJson(node)}});
  }
  return json{{"file", file},
              {"bytes", blob.size()},
              {"fnv1a64", fmt::format("{:016x}", fnv1a64(blob))},
              {"value_count", g.values.size()},
              {"node_count", g.nodes.size()},
              {"values", value_list},
              {"nodes", node_list}};
}

bool scalarsOnly(const json& j) {
  for (const json& e : j)
    if (e.is_structured()) return false;
  return true;
}

/// Indented JSON with arrays of scalars and short objects of scalars (a shape, a tensor) on one line.
void writeJson(std::string& out, const json& j, int indent) {
  if (!j.is_structured() || j.empty() || (j.is_array() && scalarsOnly(j)) ||
      (scalarsOnly(j) && j.dump().size() <= 200)) {
    out += j.dump();
    return;
  }
  const std::string pad(static_cast<size_t>(indent + 1), ' ');
  out += j.is_array() ? "[\n" : "{\n";
  bool first = true;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!first) out += ",\n";
    first = false;
    out += pad;
    if (j.is_object()) {
      out += json(it.key()).dump();
      out += ": ";
    }
    writeJson(out, it.value(), indent + 1);
  }
  out += '\n';
  out.append(static_cast<size_t>(indent), ' ');
  out += j.is_array() ? ']' : '}';
}

}  // namespace

std::uint64_t fnv1a64(const std::vector<std::uint8_t>& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ULL;
  return h;
}

std::filesystem::path constantsFileFor(const std::filesystem::path& json_file) {
  return json_file.parent_path() / (json_file.stem().string() + ".constants.bin");
}

KernelJson toKernelJson(const KernelGraph& graph, const std::string& constants_file) {
  KernelJson out;
  json kernels = json::array();
  for (const Kernel& k : graph.kernels) kernels.push_back(kernelJson(k));
  out.json =
      json{{"format", kKernelJsonFormat},
           {"version", kKernelJsonVersion},
           {"model", graph.model},
           {"source", graph.source},
           {"pipeline", graph.pipeline},
           {"graph_inputs", refsJson(graph.graph_inputs)},
           {"graph_outputs", refsJson(graph.graph_outputs)},
           {"kernels", kernels},
           {"constants", graph.source_graph ? constantsJson(graph, constants_file, out.constants) : json(nullptr)}};
  return out;
}

Status writeKernelGraph(const KernelGraph& graph, const std::filesystem::path& json_file) {
  const std::filesystem::path blob_file = constantsFileFor(json_file);
  const KernelJson k = toKernelJson(graph, blob_file.filename().string());
  if (!json_file.parent_path().empty()) {
    std::error_code ec;
    std::filesystem::create_directories(json_file.parent_path(), ec);
    if (ec) return Status::error(fileError(json_file.string(), "cannot create its folder: " + ec.message()));
  }
  std::ofstream out(json_file);
  std::string text;
  writeJson(text, k.json, 0);
  out << text << "\n";
  if (!out) return Status::error(fileError(json_file.string(), "cannot write"));
  if (!graph.source_graph) return {};
  std::ofstream blob(blob_file, std::ios::binary);
  blob.write(reinterpret_cast<const char*>(k.constants.data()), static_cast<std::streamsize>(k.constants.size()));
  if (!blob) return Status::error(fileError(blob_file.string(), "cannot write"));
  return {};
}

}  // namespace tessera::backend
