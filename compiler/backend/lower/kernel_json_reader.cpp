// Checked JSON access and the constants of a kernels.json (kernel_json_reader.h).
#include "compiler/backend/lower/kernel_json_reader.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <set>

#include "compiler/backend/lower/kernel_json_internal.h"

namespace tessera::backend {

using nlohmann::json;

std::string JsonReader::sub(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : fmt::format("{}.{}", path, key);
}

void JsonReader::fail(const std::string& path, const std::string& what) {
  if (error_.empty()) error_ = path.empty() ? what : fmt::format("{}: {}", path, what);
}

const json* JsonReader::field(const json& o, const std::string& path, std::string_view key) {
  if (!ok()) return nullptr;
  if (!o.is_object()) {
    fail(path, "expected an object");
    return nullptr;
  }
  auto it = o.find(key);
  if (it == o.end()) {
    fail(sub(path, key), "missing");
    return nullptr;
  }
  return &*it;
}

const json& JsonReader::object(const json& o, const std::string& path, std::string_view key) {
  static const json empty = json::object();
  const json* v = field(o, path, key);
  if (!v) return empty;
  if (!v->is_object()) {
    fail(sub(path, key), "expected an object");
    return empty;
  }
  return *v;
}

std::int64_t JsonReader::integerValue(const json& v, const std::string& path, std::int64_t lo, std::int64_t hi) {
  if (!ok()) return lo;
  const bool fits = v.is_number_integer() &&
                    !(v.is_number_unsigned() &&
                      v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
  const std::int64_t x = fits ? v.get<std::int64_t>() : 0;
  if (fits && x >= lo && x <= hi) return x;
  const bool unbounded_hi = hi >= (std::int64_t{1} << 40);
  if (lo > hi)
    fail(path, "expected no value here (the list it indexes is empty)");
  else if (lo == hi)
    fail(path, fmt::format("expected {}, found {}", lo, v.dump()));
  else if (unbounded_hi && lo > -(std::int64_t{1} << 40))
    fail(path, fmt::format("expected an integer >= {}", lo));
  else
    fail(path, fmt::format("expected an integer in [{}, {}]", lo, hi));
  return lo <= hi ? lo : 0;
}

std::int64_t JsonReader::integer(const json& o, const std::string& path, std::string_view key, std::int64_t lo,
                                 std::int64_t hi) {
  const json* v = field(o, path, key);
  return v ? integerValue(*v, sub(path, key), lo, hi) : std::max<std::int64_t>(lo, 0);
}

double JsonReader::numberValue(const json& v, const std::string& path) {
  if (!ok()) return 0;
  if (v.is_number()) return v.get<double>();
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
    if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
  }
  fail(path, "expected a number (or \"inf\", \"-inf\", \"nan\")");
  return 0;
}

double JsonReader::number(const json& o, const std::string& path, std::string_view key) {
  const json* v = field(o, path, key);
  return v ? numberValue(*v, sub(path, key)) : 0;
}

std::optional<double> JsonReader::optionalNumber(const json& o, const std::string& path, std::string_view key) {
  const json* v = field(o, path, key);
  if (!v || v->is_null()) return std::nullopt;
  return numberValue(*v, sub(path, key));
}

bool JsonReader::boolean(const json& o, const std::string& path, std::string_view key) {
  const json* v = field(o, path, key);
  if (!v) return false;
  if (!v->is_boolean()) {
    fail(sub(path, key), "expected true or false");
    return false;
  }
  return v->get<bool>();
}

std::optional<bool> JsonReader::optionalBoolean(const json& o, const std::string& path, std::string_view key) {
  const json* v = field(o, path, key);
  if (!v || v->is_null()) return std::nullopt;
  return boolean(o, path, key);
}

std::string JsonReader::string(const json& o, const std::string& path, std::string_view key) {
  const json* v = field(o, path, key);
  if (!v) return {};
  if (!v->is_string()) {
    fail(sub(path, key), "expected a string");
    return {};
  }
  return v->get<std::string>();
}

std::size_t JsonReader::choiceValue(const json& v, const std::string& path, std::span<const std::string_view> names) {
  if (!ok()) return 0;
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == s) return i;
  }
  std::string list;
  for (std::string_view n : names) list += fmt::format("{}\"{}\"", list.empty() ? "" : ", ", n);
  fail(path, fmt::format("expected one of {}, found {}", list, v.dump()));
  return 0;
}

std::size_t JsonReader::choiceValue(const json& v, const std::string& path, const std::vector<std::string>& names) {
  const std::vector<std::string_view> views(names.begin(), names.end());
  return choiceValue(v, path, std::span<const std::string_view>(views));
}

std::size_t JsonReader::choice(const json& o, const std::string& path, std::string_view key,
                               std::span<const std::string_view> names) {
  const json* v = field(o, path, key);
  return v ? choiceValue(*v, sub(path, key), names) : 0;
}

std::vector<std::int64_t> JsonReader::integerList(const json& v, const std::string& path, std::int64_t lo,
                                                  std::int64_t hi) {
  std::vector<std::int64_t> out;
  if (!ok()) return out;
  if (!v.is_array()) {
    fail(path, "expected an array of integers");
    return out;
  }
  for (size_t i = 0; i < v.size() && ok(); ++i)
    out.push_back(integerValue(v[i], fmt::format("{}[{}]", path, i), lo, hi));
  return out;
}

std::vector<std::int64_t> JsonReader::integers(const json& o, const std::string& path, std::string_view key,
                                               std::int64_t lo, std::int64_t hi) {
  const json* v = field(o, path, key);
  return v ? integerList(*v, sub(path, key), lo, hi) : std::vector<std::int64_t>{};
}

std::vector<double> JsonReader::numbers(const json& o, const std::string& path, std::string_view key) {
  std::vector<double> out;
  each(o, path, key, [&](const json& e, const std::string& at) { out.push_back(numberValue(e, at)); });
  return out;
}

std::vector<std::string> JsonReader::strings(const json& o, const std::string& path, std::string_view key) {
  std::vector<std::string> out;
  each(o, path, key, [&](const json& e, const std::string& at) {
    if (!e.is_string())
      fail(at, "expected a string");
    else
      out.push_back(e.get<std::string>());
  });
  return out;
}

void JsonReader::each(const json& o, const std::string& path, std::string_view key,
                      const std::function<void(const json&, const std::string&)>& visit) {
  const json* v = field(o, path, key);
  if (!v) return;
  const std::string at = sub(path, key);
  if (!v->is_array()) {
    fail(at, "expected an array");
    return;
  }
  for (size_t i = 0; i < v->size() && ok(); ++i) visit((*v)[i], fmt::format("{}[{}]", at, i));
}

namespace {

constexpr std::int64_t kMaxCount = std::int64_t{1} << 20;  // values or nodes of one graph (the zoo: < 10^4)

void readValue(JsonReader& r, const json& e, const std::string& at, const std::vector<std::uint8_t>& blob, ir::Graph& g,
               std::set<ir::ValueId>& seen) {
  const auto id = static_cast<ir::ValueId>(r.integer(e, at, "value", 0, std::ssize(g.values) - 1));
  if (r.ok() && !seen.insert(id).second) r.fail(JsonReader::sub(at, "value"), fmt::format("value {} listed twice", id));
  ir::Value v;
  v.name = r.string(e, at, "name");
  const std::string dtype_name = r.string(e, at, "dtype");
  const std::optional<ir::DType> dtype = ir::dtypeFromName(dtype_name);
  if (r.ok() && (!dtype || *dtype == ir::DType::kUndefined))
    r.fail(JsonReader::sub(at, "dtype"),
           fmt::format("expected an IR element type (f32, i8, ...), found \"{}\"", dtype_name));
  const ir::Shape shape = r.integers(e, at, "shape", 0, std::int64_t{1} << 40);
  const std::int64_t elements = ir::elementCount(shape);
  if (r.ok() && (elements < 0 || elements > (std::int64_t{1} << 36)))
    r.fail(JsonReader::sub(at, "shape"), "expected a shape of at most 2^36 elements");
  static constexpr std::array<std::string_view, 2> kLayouts{"default", "nhwc"};
  v.layout = r.choice(e, at, "layout", kLayouts) == 1 ? ir::Layout::kNHWC : ir::Layout::kDefault;
  const json* quant = r.field(e, at, "quant");
  if (quant && !quant->is_null()) {
    const std::string qp = JsonReader::sub(at, "quant");
    ir::QuantParams q;
    for (double s : r.numbers(*quant, qp, "scale")) q.scale.push_back(static_cast<float>(s));
    for (std::int64_t z : r.integers(*quant, qp, "zero_point", std::numeric_limits<std::int32_t>::min(),
                                     std::numeric_limits<std::int32_t>::max()))
      q.zero_point.push_back(static_cast<std::int32_t>(z));
    q.axis = static_cast<int>(r.integer(*quant, qp, "axis", -1, 64));
    q.bits = static_cast<int>(r.integer(*quant, qp, "bits", 0, 64));
    v.quant = std::move(q);
  }
  const std::int64_t offset = r.integer(e, at, "offset_bytes", 0, std::ssize(blob));
  const std::int64_t bytes = r.integer(e, at, "bytes", 0, std::ssize(blob) - offset);
  if (!r.ok()) return;
  const std::int64_t expected = elements * ir::storageBytes(*dtype);
  if (bytes != expected) {
    r.fail(JsonReader::sub(at, "bytes"),
           fmt::format("expected {} ({} {} elements), found {}", expected, elements, dtype_name, bytes));
    return;
  }
  ir::Tensor t(*dtype, shape);
  if (bytes > 0) std::memcpy(t.bytes(), blob.data() + offset, static_cast<size_t>(bytes));
  v.type.dtype = *dtype;
  v.type.shape = shape;
  v.type.rank_known = true;
  v.constant = std::move(t);
  g.values[static_cast<size_t>(id)] = std::move(v);
}

void readNode(JsonReader& r, const json& e, const std::string& at, ir::Graph& g) {
  const auto index = r.integer(e, at, "index", 0, std::ssize(g.nodes) - 1);
  ir::Node node;
  node.name = r.string(e, at, "name");
  node.op_type = r.string(e, at, "op");
  node.domain = r.string(e, at, "domain");
  for (std::int64_t v : r.integers(e, at, "inputs", -1, std::ssize(g.values) - 1))
    node.inputs.push_back(static_cast<ir::ValueId>(v));
  const json& attrs = r.object(e, at, "attributes");
  for (const auto& [key, a] : attrs.items()) {
    const std::string ap = JsonReader::sub(JsonReader::sub(at, "attributes"), key);
    if (a.is_number_integer())
      node.attributes[key] =
          r.integerValue(a, ap, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max());
    else if (a.is_object())
      node.attributes[key] = static_cast<float>(r.number(a, ap, "float"));
    else if (a.is_string())
      node.attributes[key] = a.get<std::string>();
    else if (a.is_array())
      node.attributes[key] =
          r.integerList(a, ap, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max());
    else
      r.fail(ap, "expected an integer, {\"float\": number}, a string or an array of integers");
  }
  if (r.ok()) g.nodes[static_cast<size_t>(index)] = std::move(node);
}

}  // namespace

std::shared_ptr<const ir::Graph> readSourceGraph(JsonReader& r, const json& c, const std::string& path,
                                                 const std::vector<std::uint8_t>& blob, const KernelGraph& graph) {
  const std::string file = r.string(c, path, "file");
  const std::int64_t bytes = r.integer(c, path, "bytes", 0, std::numeric_limits<std::int64_t>::max());
  const std::string hash = r.string(c, path, "fnv1a64");
  if (!r.ok()) return nullptr;
  if (bytes != std::ssize(blob)) {
    r.fail(JsonReader::sub(path, "bytes"),
           fmt::format("{} holds {} bytes, expected {} (a truncated or foreign constants file)", file, blob.size(),
                       bytes));
    return nullptr;
  }
  if (hash != fmt::format("{:016x}", fnv1a64(blob))) {
    r.fail(JsonReader::sub(path, "fnv1a64"),
           fmt::format("{} has hash {:016x}, expected {} (changed since it was written)", file, fnv1a64(blob), hash));
    return nullptr;
  }
  auto g = std::make_shared<ir::Graph>();
  g->name = graph.model;
  g->source = graph.source;
  g->pipeline = graph.pipeline;
  g->values.resize(static_cast<size_t>(r.integer(c, path, "value_count", 0, kMaxCount)));
  g->nodes.resize(static_cast<size_t>(r.integer(c, path, "node_count", 0, kMaxCount)));
  std::set<ir::ValueId> seen;
  r.each(c, path, "values", [&](const json& e, const std::string& at) { readValue(r, e, at, blob, *g, seen); });
  r.each(c, path, "nodes", [&](const json& e, const std::string& at) { readNode(r, e, at, *g); });
  if (!r.ok()) return nullptr;
  return g;
}

void checkReferences(JsonReader& r, const KernelGraph& graph) {
  const std::int64_t values = graph.source_graph ? std::ssize(graph.source_graph->values) : -1;
  const std::int64_t nodes = graph.source_graph ? std::ssize(graph.source_graph->nodes) : -1;
  auto refs = [&](const std::vector<TensorRef>& list, const std::string& path) {
    for (size_t i = 0; i < list.size(); ++i)
      if (values >= 0 && list[i].value >= values)
        r.fail(fmt::format("{}[{}].value", path, i),
               fmt::format("expected a value id below constants.value_count ({}), found {}", values, list[i].value));
  };
  refs(graph.graph_inputs, "graph_inputs");
  refs(graph.graph_outputs, "graph_outputs");
  for (size_t k = 0; k < graph.kernels.size(); ++k) {
    const Kernel& kernel = graph.kernels[k];
    const std::string at = fmt::format("kernels[{}]", k);
    refs(kernel.inputs, at + ".inputs");
    refs(kernel.weights, at + ".weights");
    refs(kernel.outputs, at + ".outputs");
    for (size_t n = 0; n < kernel.nodes.size(); ++n)
      if (kernel.nodes[n] >= nodes && graph.source_graph)
        r.fail(fmt::format("{}.nodes[{}]", at, n),
               fmt::format("expected a node index below constants.node_count ({}), found {}", nodes, kernel.nodes[n]));
  }
}

}  // namespace tessera::backend
