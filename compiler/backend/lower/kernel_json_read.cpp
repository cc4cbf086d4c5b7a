// kernels.json reader (kernel_json.h): the kernel graph back, checked field by
// field; every error names the file and the JSON path, and no input crashes it.
#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <set>

#include "compiler/backend/lower/kernel_json.h"
#include "compiler/backend/lower/kernel_json_internal.h"
#include "compiler/backend/lower/kernel_json_reader.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using nlohmann::json;
constexpr std::int64_t kMaxDim = std::int64_t{1} << 40;  // no real extent or count comes near

hw::model::LayerShape readShape(JsonReader& r, const json& o, const std::string& p, std::int64_t min) {
  hw::model::LayerShape l;
  l.n = r.integer(o, p, "n", min, kMaxDim);
  l.k = r.integer(o, p, "k", min, kMaxDim);
  l.c = r.integer(o, p, "c", min, kMaxDim);
  l.g = r.integer(o, p, "g", min, kMaxDim);
  l.p = r.integer(o, p, "p", min, kMaxDim);
  l.q = r.integer(o, p, "q", min, kMaxDim);
  l.r = r.integer(o, p, "r", min, kMaxDim);
  l.s = r.integer(o, p, "s", min, kMaxDim);
  l.stride_h = r.integer(o, p, "stride_h", 1, kMaxDim);
  l.stride_w = r.integer(o, p, "stride_w", 1, kMaxDim);
  l.dilation_h = r.integer(o, p, "dilation_h", 1, kMaxDim);
  l.dilation_w = r.integer(o, p, "dilation_w", 1, kMaxDim);
  l.weight_density = r.number(o, p, "weight_density");
  if (r.ok() && !(l.weight_density > 0 && l.weight_density <= 1))
    r.fail(JsonReader::sub(p, "weight_density"), "expected a number in (0, 1]");
  return l;
}

WindowInput readWindow(JsonReader& r, const json& o, const std::string& p) {
  return WindowInput{r.integer(o, p, "in_h", 0, kMaxDim), r.integer(o, p, "in_w", 0, kMaxDim),
                     r.integer(o, p, "pad_top", -kMaxDim, kMaxDim), r.integer(o, p, "pad_left", -kMaxDim, kMaxDim)};
}

std::vector<TensorRef> readRefs(JsonReader& r, const json& o, const std::string& p, const char* key) {
  std::vector<TensorRef> out;
  r.each(o, p, key, [&](const json& e, const std::string& at) {
    TensorRef ref;
    ref.value = static_cast<ir::ValueId>(r.integer(e, at, "value", -1, std::numeric_limits<std::int32_t>::max()));
    ref.name = r.string(e, at, "name");
    ref.elements = r.integer(e, at, "elements", 0, std::numeric_limits<std::int64_t>::max());
    ref.constant = r.boolean(e, at, "constant");
    out.push_back(std::move(ref));
  });
  return out;
}

std::optional<QuantGrid> readGrid(JsonReader& r, const json& o, const std::string& p, const char* key) {
  const json* g = r.field(o, p, key);
  if (!g || g->is_null()) return std::nullopt;
  const std::string at = JsonReader::sub(p, key);
  return QuantGrid{r.number(*g, at, "scale"), r.integer(*g, at, "zero_point", -kMaxDim, kMaxDim),
                   r.integer(*g, at, "qmin", -kMaxDim, kMaxDim), r.integer(*g, at, "qmax", -kMaxDim, kMaxDim)};
}

VectorParams readParams(JsonReader& r, const json& o, const std::string& p) {
  VectorParams v;
  v.role = static_cast<QuantRole>(r.choice(o, p, "role", kQuantRoleNames));
  v.grid = readGrid(r, o, p, "grid");
  v.input_scale = r.number(o, p, "input_scale");
  r.each(o, p, "multipliers", [&](const json& e, const std::string& at) {
    if (!e.is_array() || e.size() != 2) {
      r.fail(at, "expected [multiplier, shift]");
      return;
    }
    const auto m = r.integerValue(e[0], at + "[0]", std::numeric_limits<std::int32_t>::min(),
                                  std::numeric_limits<std::int32_t>::max());
    const auto s = r.integerValue(e[1], at + "[1]", -64, 64);
    v.multipliers.push_back({static_cast<std::int32_t>(m), static_cast<int>(s)});
  });
  v.min = r.optionalNumber(o, p, "min");
  v.max = r.optionalNumber(o, p, "max");
  v.bounds_known = r.boolean(o, p, "bounds_known");
  v.operand_grid = readGrid(r, o, p, "operand_grid");
  v.constant_operand = r.optionalBoolean(o, p, "constant_operand");
  return v;
}

GroupConcat readConcat(JsonReader& r, const json& o, const std::string& p, std::size_t inputs) {
  GroupConcat c;
  c.before_op = static_cast<std::size_t>(r.integer(o, p, "before_op", 0, kMaxDim));
  c.along_channels = r.boolean(o, p, "along_channels");
  c.channels = r.integer(o, p, "channels", 0, kMaxDim);
  c.own_offset = r.integer(o, p, "own_offset", 0, kMaxDim);
  r.each(o, p, "parts", [&](const json& e, const std::string& at) {
    GroupConcat::Part part;
    part.input = static_cast<int>(r.integer(e, at, "input", 0, static_cast<std::int64_t>(inputs) - 1));
    part.offset = r.integer(e, at, "offset", 0, kMaxDim);
    part.channels = r.integer(e, at, "channels", 0, kMaxDim);
    c.parts.push_back(part);
  });
  return c;
}

DataMovement readMovement(JsonReader& r, const json& o, const std::string& p, std::size_t inputs) {
  DataMovement m;
  m.op = r.string(o, p, "op");
  for (std::int64_t i : r.integers(o, p, "operands", 0, static_cast<std::int64_t>(inputs) - 1))
    m.operands.push_back(static_cast<int>(i));
  r.each(o, p, "input_shapes",
         [&](const json& e, const std::string& at) { m.input_shapes.push_back(r.integerList(e, at, 0, kMaxDim)); });
  m.output_shape = r.integers(o, p, "output_shape", 0, kMaxDim);
  m.perm = r.integers(o, p, "perm", 0, 64);
  m.axis = r.integer(o, p, "axis", 0, 64);
  m.starts = r.integers(o, p, "starts", -kMaxDim, kMaxDim);
  m.steps = r.integers(o, p, "steps", -kMaxDim, kMaxDim);
  m.indices = r.integers(o, p, "indices", 0, kMaxDim);
  m.indices_shape = r.integers(o, p, "indices_shape", 0, kMaxDim);
  m.why_not = r.string(o, p, "why_not");
  return m;
}

Kernel readKernel(JsonReader& r, const json& o, const std::string& p, int index) {
  Kernel k;
  k.id = static_cast<int>(r.integer(o, p, "id", index, index));
  k.name = r.string(o, p, "name");
  std::vector<std::string_view> kinds;
  for (int i = 0; i <= static_cast<int>(KernelKind::kHost); ++i) kinds.push_back(name(static_cast<KernelKind>(i)));
  k.kind = static_cast<KernelKind>(r.choice(o, p, "kind", kinds));
  k.ops = r.string(o, p, "ops");
  for (std::int64_t n : r.integers(o, p, "nodes", 0, std::numeric_limits<std::int32_t>::max()))
    k.nodes.push_back(static_cast<int>(n));
  k.shape = readShape(r, r.object(o, p, "shape"), JsonReader::sub(p, "shape"), 1);
  k.weights_constant = r.boolean(o, p, "weights_constant");
  const std::string sp = JsonReader::sub(p, "sparsity");
  const json& sparsity = r.object(o, p, "sparsity");
  k.sparsity.elements = r.integer(sparsity, sp, "elements", 0, kMaxDim);
  k.sparsity.nonzeros = r.integer(sparsity, sp, "nonzeros", 0, kMaxDim);
  const std::vector<std::int64_t> groups = r.integers(sparsity, sp, "max_nonzeros_per_group", -1, 16);
  if (r.ok() && groups.size() != 4) r.fail(JsonReader::sub(sp, "max_nonzeros_per_group"), "expected 4 integers");
  for (size_t i = 0; i < 4 && i < groups.size(); ++i)
    k.sparsity.max_nonzeros_per_group[i] = static_cast<int>(groups[i]);
  r.each(o, p, "vector_ops", [&](const json& e, const std::string& at) {
    k.vector_ops.push_back(static_cast<hw::VectorOp>(r.choiceValue(e, at, hw::vectorOpNames())));
  });
  r.each(o, p, "vector_params",
         [&](const json& e, const std::string& at) { k.vector_params.push_back(readParams(r, e, at)); });
  k.vector_elements = r.integer(o, p, "vector_elements", 0, kMaxDim);
  k.host_ops = r.strings(o, p, "host_ops");
  const json* host_from = r.field(o, p, "host_from_op");
  if (host_from && !host_from->is_null())
    k.host_from_op =
        static_cast<std::size_t>(r.integerValue(*host_from, JsonReader::sub(p, "host_from_op"), 0, kMaxDim));
  k.inputs = readRefs(r, o, p, "inputs");
  k.weights = readRefs(r, o, p, "weights");
  k.outputs = readRefs(r, o, p, "outputs");
  r.each(o, p, "concats",
         [&](const json& e, const std::string& at) { k.concats.push_back(readConcat(r, e, at, k.inputs.size())); });
  const std::string vp = JsonReader::sub(p, "result_view");
  const json& view = r.object(o, p, "result_view");
  r.each(view, vp, "transposes", [&](const json& e, const std::string& at) {
    k.result_view.transposes.push_back({r.integers(e, at, "shape", 0, kMaxDim), r.integers(e, at, "perm", 0, 64)});
  });
  k.result_view.before_op = static_cast<std::size_t>(r.integer(view, vp, "before_op", 0, kMaxDim));
  k.flattened_input = r.integers(o, p, "flattened_input", 0, kMaxDim);
  const std::string rp = JsonReader::sub(p, "reduction");
  const json& red = r.object(o, p, "reduction");
  k.reduction = RowReduction{r.string(red, rp, "op"), r.integer(red, rp, "rows", 0, kMaxDim),
                             r.integer(red, rp, "extent", 0, kMaxDim), r.number(red, rp, "epsilon"),
                             r.string(red, rp, "why_not")};
  k.movement = readMovement(r, r.object(o, p, "movement"), JsonReader::sub(p, "movement"), k.inputs.size());
  k.conv_input = readWindow(r, r.object(o, p, "conv_input"), JsonReader::sub(p, "conv_input"));
  k.pool = readShape(r, r.object(o, p, "pool"), JsonReader::sub(p, "pool"), 0);
  k.pool_input = readWindow(r, r.object(o, p, "pool_input"), JsonReader::sub(p, "pool_input"));
  k.accumulator_scales = r.numbers(o, p, "accumulator_scales");
  k.input_grid = readGrid(r, o, p, "input_grid");
  return k;
}

/// The format and version check, before anything else is read.
Status checkHeader(const json& doc, const std::string& file) {
  JsonReader r;
  if (!doc.is_object()) return Status::error(fileError(file, "expected a JSON object"));
  if (r.string(doc, "", "format") != kKernelJsonFormat && r.ok())
    r.fail("format", fmt::format("expected \"{}\"", kKernelJsonFormat));
  if (!r.ok()) return Status::error(fileError(file, r.error()));
  r.integer(doc, "", "version", kKernelJsonVersion, kKernelJsonVersion);
  if (!r.ok())
    return Status::error(
        fileError(file, r.error() + fmt::format(" (this build reads version {} only)", kKernelJsonVersion)));
  return {};
}

}  // namespace

Expected<KernelGraph> fromKernelJson(const json& doc, const std::vector<std::uint8_t>& constants,
                                     const std::string& file) {
  if (Status s = checkHeader(doc, file); !s.ok()) return s;
  JsonReader r;
  KernelGraph g;
  g.model = r.string(doc, "", "model");
  g.source = r.string(doc, "", "source");
  g.pipeline = r.string(doc, "", "pipeline");
  g.graph_inputs = readRefs(r, doc, "", "graph_inputs");
  g.graph_outputs = readRefs(r, doc, "", "graph_outputs");
  r.each(doc, "", "kernels", [&](const json& e, const std::string& at) {
    g.kernels.push_back(readKernel(r, e, at, static_cast<int>(g.kernels.size())));
  });
  const json* c = r.field(doc, "", "constants");
  if (c && !c->is_null()) {
    auto source = readSourceGraph(r, *c, "constants", constants, g);
    if (source) g.source_graph = std::move(source);
  }
  if (r.ok()) checkReferences(r, g);
  if (!r.ok()) return Status::error(fileError(file, r.error()));
  return g;
}

Expected<KernelGraph> readKernelGraph(const std::filesystem::path& json_file) {
  std::ifstream in(json_file, std::ios::binary);
  if (!in) return Status::error(fileError(json_file.string(), "cannot open"));
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    return Status::error(fileError(json_file.string(), fmt::format("not valid JSON: {}", e.what())));
  }
  if (Status s = checkHeader(doc, json_file.string()); !s.ok()) return s;
  std::vector<std::uint8_t> blob;
  const json* c = doc.is_object() && doc.contains("constants") ? &doc["constants"] : nullptr;
  if (c && c->is_object() && c->contains("file") && (*c)["file"].is_string()) {
    const std::string name = (*c)["file"].get<std::string>();
    const std::filesystem::path blob_file = json_file.parent_path() / name;
    if (name.empty() || std::filesystem::path(name).filename() != name)
      return Status::error(fileError(json_file.string(), "constants.file: expected a file name beside it"));
    std::ifstream b(blob_file, std::ios::binary);
    if (!b)
      return Status::error(
          fileError(blob_file.string(), "cannot open (the constants of " + json_file.filename().string() + ")"));
    blob.assign(std::istreambuf_iterator<char>(b), std::istreambuf_iterator<char>());
  }
  return fromKernelJson(doc, blob, json_file.string());
}

}  // namespace tessera::backend
