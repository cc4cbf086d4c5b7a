// Runtime manifest: built from the compiled kernels and Program, runtime.json read and written.
#include "compiler/runtime/manifest.h"

#include <fmt/format.h>

#include <array>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "compiler/backend/lower/kernel_json_reader.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/kernel_plan.h"

namespace tessera::runtime {
namespace {

using nlohmann::json;
constexpr std::array<std::string_view, 4> kRunsNames = {"accelerator", "host", "split", "view"};

/// Shape of `id` with symbolic dimensions bound to `unknown_dim`.
std::vector<std::int64_t> boundShape(const ir::Graph& g, ir::ValueId id, std::int64_t unknown_dim) {
  std::vector<std::int64_t> dims(g.value(id).type.shape.begin(), g.value(id).type.shape.end());
  for (std::int64_t& d : dims)
    if (d <= 0) d = unknown_dim;
  return dims;
}

std::int64_t product(const std::vector<std::int64_t>& dims) {
  std::int64_t p = 1;
  for (std::int64_t d : dims) p *= d;
  return p;
}

/// Why the accelerator's result of a kernel it runs is not the model's, or "".
std::string inexactReason(const backend::KernelPlan& plan) {
  for (const std::string& note : plan.notes)
    if (note.find("is not the model's") != std::string::npos) return note;
  for (const auto* steps : {&plan.chain, &plan.after_pool})
    for (const backend::VectorStep& step : *steps)
      if (step.op == hw::VectorOp::kRequantize && step.immediates.multiplier == 0 && step.immediates.channels.empty())
        return "the model states no scale for a requantize (its int32 sums or its input are float): the stored "
               "integers are not the model's";
  return "";
}

Runs runsOf(const backend::Kernel& kernel, const backend::KernelPlan& plan) {
  if (kernel.kind == backend::KernelKind::kView) return Runs::kView;
  if (plan.mode == backend::PlanMode::kNone) return plan.host_ops.empty() ? Runs::kView : Runs::kHost;
  return plan.host_ops.empty() ? Runs::kAccelerator : Runs::kSplit;
}

/// Placement of value `id` (region `region`) per docs/backend.md "DRAM layout".
/// `slot`: the Concat operand is stored in place there (backend::ConcatSlot).
TensorPlacement place(const hw::Spec& spec, const ir::Graph& g, const std::vector<int>& producer, ir::ValueId id,
                      const backend::Region& region, std::int64_t plan_channels, const backend::ConcatSlot* slot,
                      std::int64_t unknown_dim, const std::set<ir::ValueId>& pixels) {
  TensorPlacement p;
  p.name = g.value(id).name;
  const ir::ValueId stored = backend::storedValue(spec, g, producer, id);  // a DequantizeLinear: its integers
  p.stored = g.value(stored).name;
  p.region = region.name;
  p.offset_bytes = region.offset_bytes;
  p.bytes = region.bytes;
  p.bits = spec.params().precision.activation_bits;
  p.dims = boundShape(g, stored, unknown_dim);
  // A Flatten / Reshape is the same bytes: its elements sit as its 4-D base's
  // do (through Casts: a float point's format conversions keep the order).
  ir::ValueId base = stored;
  for (int n = producer[static_cast<size_t>(base)]; n >= 0; n = producer[static_cast<size_t>(base)]) {
    const ir::Node& node = g.nodes[static_cast<size_t>(n)];
    if (node.op_type != "Flatten" && node.op_type != "Reshape" && !node.isConversion()) break;
    base = node.inputs[0];
  }
  const std::vector<std::int64_t> base_dims = boundShape(g, base, unknown_dim);
  if (base_dims.size() == 4 && g.value(base).layout != ir::Layout::kNHWC && product(base_dims) == product(p.dims) &&
      (pixels.count(base) || pixels.count(stored)))  // a kernel's Flatten output: its pool's or conv's pixels
    p.base_dims = base_dims;
  // Pixels padded to whole bytes only where a plan reads or writes the tensor
  // as pixels (the memory plan sizes it the same way); otherwise packed flat.
  p.pixel_channels = plan_channels;
  p.pixel_bytes = p.pixel_channels > 0 ? backend::pixelBytes(spec, p.pixel_channels) : 0;
  if (slot && p.pixel_channels > 0) {
    p.pixel_bytes = backend::pixelBytes(spec, slot->channels);
    p.channel_offset = slot->offset;
  }
  return p;
}

}  // namespace

std::string_view name(Runs runs) { return kRunsNames[static_cast<size_t>(runs)]; }

std::pair<std::int64_t, std::int64_t> TensorPlacement::locate(std::int64_t i) const {
  std::int64_t position = i;
  if (!base_dims.empty()) {
    const std::int64_t c = base_dims[1], h = base_dims[2], w = base_dims[3];
    const std::int64_t n = i / (c * h * w), ch = i / (h * w) % c, y = i / w % h, x = i % w;
    position = ((n * h + y) * w + x) * c + ch;
  }
  if (pixel_channels <= 0) return {offset_bytes, position};
  return {offset_bytes + position / pixel_channels * pixel_bytes, channel_offset + position % pixel_channels};
}

const TensorPlacement* Manifest::placement(const std::string& tensor) const {
  for (const TensorPlacement& t : tensors)
    if (t.name == tensor) return &t;
  return nullptr;
}

Expected<Manifest> buildManifest(const hw::Spec& spec, const backend::KernelGraph& model,
                                 const backend::Program& program, const ManifestSources& sources) {
  const std::optional<backend::KernelGraph> in_place = backend::placeConcatOperands(spec, model);  // as codegen
  const backend::KernelGraph& kernels = in_place ? *in_place : model;
  if (!kernels.source_graph)
    return Status::error(fileError(kernels.source, "no model graph to run (a SCALE-Sim topology or a stored kernel "
                                                   "graph): no runtime manifest"));
  const ir::Graph& g = *kernels.source_graph;
  const std::vector<int> producer = backend::producers(g);
  Manifest m;
  m.spec_name = spec.params().name;
  m.spec_fingerprint = spec.fingerprint();
  m.spec_config = sources.spec_config;
  m.model_file = "model.onnx";
  m.pipeline = sources.pipeline;
  m.unknown_dim = sources.unknown_dim;
  m.input_shapes = sources.input_shapes;
  m.dram_bytes = program.memory.total_bytes;
  for (const backend::TensorRef& t : kernels.graph_inputs) m.inputs.push_back(t.name);
  for (const backend::TensorRef& t : kernels.graph_outputs) m.outputs.push_back(t.name);

  std::vector<backend::KernelPlan> plans;
  std::map<ir::ValueId, std::int64_t> channels;  // channels per pixel the plans state
  std::map<ir::ValueId, backend::ConcatSlot> slots;  // Concat operands stored in place
  for (const backend::Kernel& k : kernels.kernels) {
    Expected<backend::KernelPlan> plan = backend::planKernel(spec, k);
    if (!plan) return plan.status();
    if (plan->array_input >= 0 && plan->input_channels > 0)
      channels[k.inputs[static_cast<size_t>(plan->array_input)].value] = plan->input_channels;
    if (plan->result >= 0 && plan->result_channels > 0) {
      const ir::ValueId result = k.outputs[static_cast<size_t>(plan->result)].value;
      // A Concat operand stored in place: its own channels, at their offset of the Concat's pixels.
      channels[result] = k.concat_slot ? k.shape.g * k.shape.k : plan->result_channels;
      if (k.concat_slot) slots[result] = *k.concat_slot;
    }
    plans.push_back(std::move(plan).value());
  }

  // 4-D values a convolution or pooling reads or writes sit in DRAM as
  // channel-last pixels; the others (a transformer's [b, heads, s, d]) row-major.
  std::set<ir::ValueId> pixels;
  for (const backend::Kernel& k : kernels.kernels)
    if (k.kind == backend::KernelKind::kConv || k.kind == backend::KernelKind::kPool)
      for (const auto* refs : {&k.inputs, &k.outputs})
        for (const backend::TensorRef& t : *refs) {
          ir::ValueId v = t.value;
          if (v != ir::kNoValue && producer[static_cast<size_t>(v)] >= 0 &&
              g.nodes[static_cast<size_t>(producer[static_cast<size_t>(v)])].op_type == "DequantizeLinear")
            v = g.nodes[static_cast<size_t>(producer[static_cast<size_t>(v)])].inputs[0];
          pixels.insert(t.value);
          pixels.insert(v);
        }
  std::set<ir::ValueId> placed;
  auto addTensor = [&](const backend::TensorRef& t) {
    if (t.value == ir::kNoValue || t.constant || !placed.insert(t.value).second) return;
    const backend::Region* region = program.memory.find(t.name);
    if (!region) return;
    const auto slot = slots.find(t.value);
    m.tensors.push_back(place(spec, g, producer, t.value, *region, channels.count(t.value) ? channels[t.value] : 0,
                              slot == slots.end() ? nullptr : &slot->second, sources.unknown_dim, pixels));
  };
  for (const backend::TensorRef& t : kernels.graph_inputs) addTensor(t);
  for (const backend::ProgramKernel& pk : program.kernels) {
    const backend::Kernel& k = kernels.kernels[static_cast<size_t>(pk.kernel)];
    const backend::KernelPlan& plan = plans[static_cast<size_t>(pk.kernel)];
    ManifestKernel mk;
    mk.index = pk.kernel;
    mk.name = pk.name;
    mk.ops = pk.ops;
    mk.runs = runsOf(k, plan);
    mk.segment = pk.segment;
    mk.first = pk.first;
    mk.count = pk.count;
    mk.weight_compression = pk.weight_compression;
    mk.host_ops = pk.host_ops;
    for (int n : k.nodes) mk.nodes.push_back({n, g.nodes[static_cast<size_t>(n)].op_type});
    for (const backend::TensorRef& t : k.inputs) {
      mk.inputs.push_back(t.name);
      addTensor(t);
    }
    for (const backend::TensorRef& t : k.outputs) {
      mk.outputs.push_back(t.name);
      addTensor(t);
    }
    if (mk.runs == Runs::kAccelerator) mk.inexact = inexactReason(plan);
    m.kernels.push_back(std::move(mk));
  }
  for (const backend::TensorRef& t : kernels.graph_outputs) addTensor(t);
  for (const backend::ProgramSegment& s : program.segments) m.segments.push_back({s.first, s.count});
  return m;
}

json toJson(const Manifest& m) {
  json tensors = json::array(), kernels = json::array(), segments = json::array();
  for (const TensorPlacement& t : m.tensors)
    tensors.push_back({{"name", t.name},
                       {"stored", t.stored},
                       {"region", t.region},
                       {"offset_bytes", t.offset_bytes},
                       {"bytes", t.bytes},
                       {"bits", t.bits},
                       {"dims", t.dims},
                       {"base_dims", t.base_dims},
                       {"pixel_channels", t.pixel_channels},
                       {"pixel_bytes", t.pixel_bytes},
                       {"channel_offset", t.channel_offset}});
  for (const ManifestKernel& k : m.kernels) {
    json nodes = json::array();
    for (const ManifestNode& n : k.nodes) nodes.push_back({{"index", n.index}, {"op", n.op}});
    kernels.push_back({{"index", k.index},
                       {"name", k.name},
                       {"ops", k.ops},
                       {"runs", name(k.runs)},
                       {"segment", k.segment},
                       {"first", k.first},
                       {"count", k.count},
                       {"weight_compression", k.weight_compression},
                       {"host_ops", k.host_ops},
                       {"nodes", nodes},
                       {"inputs", k.inputs},
                       {"outputs", k.outputs},
                       {"inexact", k.inexact}});
  }
  for (const ManifestSegment& s : m.segments) segments.push_back({{"first", s.first}, {"count", s.count}});
  return {{"format", "tessera-runtime"},
          {"version", kManifestVersion},
          {"spec", {{"name", m.spec_name}, {"fingerprint", m.spec_fingerprint}, {"config", m.spec_config}}},
          {"model",
           {{"file", m.model_file}, {"pipeline", m.pipeline}, {"unknown_dim", m.unknown_dim},
            {"input_shapes", m.input_shapes}}},
          {"dram_bytes", m.dram_bytes},
          {"inputs", m.inputs},
          {"outputs", m.outputs},
          {"tensors", tensors},
          {"kernels", kernels},
          {"segments", segments}};
}

Expected<Manifest> readManifest(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) return Status::error(fileError(file.string(), "cannot read (written by `tessera compile`)"));
  json doc;
  try {
    doc = json::parse(in);
  } catch (const json::exception& e) {
    return Status::error(fileError(file.string(), fmt::format("not JSON: {}", e.what())));
  }
  backend::JsonReader r;
  constexpr std::int64_t kMax = std::int64_t{1} << 50;
  if (r.string(doc, "", "format") != "tessera-runtime") r.fail("format", "expected \"tessera-runtime\"");
  if (r.integer(doc, "", "version", 0, kMax) != kManifestVersion && r.ok())
    r.fail("version", fmt::format("expected {} (this build's runtime manifest)", kManifestVersion));
  Manifest m;
  const json& spec = r.object(doc, "", "spec");
  m.spec_name = r.string(spec, "spec", "name");
  m.spec_fingerprint = r.string(spec, "spec", "fingerprint");
  m.spec_config = r.string(spec, "spec", "config");
  const json& model = r.object(doc, "", "model");
  m.model_file = r.string(model, "model", "file");
  m.pipeline = r.string(model, "model", "pipeline");
  m.unknown_dim = r.integer(model, "model", "unknown_dim", 1, kMax);
  if (const json* shapes = r.field(model, "model", "input_shapes"); shapes && shapes->is_object())
    for (const auto& [name, dims] : shapes->items())
      m.input_shapes[name] = r.integerList(dims, "model.input_shapes." + name, 1, kMax);
  else if (shapes)
    r.fail("model.input_shapes", "expected an object of input name -> dimensions");
  m.dram_bytes = r.integer(doc, "", "dram_bytes", 0, kMax);
  m.inputs = r.strings(doc, "", "inputs");
  m.outputs = r.strings(doc, "", "outputs");
  r.each(doc, "", "tensors", [&](const json& t, const std::string& p) {
    TensorPlacement tp;
    tp.name = r.string(t, p, "name");
    tp.stored = r.string(t, p, "stored");
    tp.region = r.string(t, p, "region");
    tp.offset_bytes = r.integer(t, p, "offset_bytes", 0, kMax);
    tp.bytes = r.integer(t, p, "bytes", 0, kMax);
    tp.bits = static_cast<int>(r.integer(t, p, "bits", 1, 64));
    tp.dims = r.integers(t, p, "dims", 0, kMax);
    tp.base_dims = r.integers(t, p, "base_dims", 1, kMax);
    if (!tp.base_dims.empty() && tp.base_dims.size() != 4) r.fail(p + ".base_dims", "expected 4 dimensions or none");
    tp.pixel_channels = r.integer(t, p, "pixel_channels", 0, kMax);
    tp.pixel_bytes = r.integer(t, p, "pixel_bytes", 0, kMax);
    tp.channel_offset = r.integer(t, p, "channel_offset", 0, kMax);
    if (r.ok() && tp.pixel_channels > 0 && tp.pixel_bytes * 8 < (tp.channel_offset + tp.pixel_channels) * tp.bits)
      r.fail(p + ".pixel_bytes", "expected room for channel_offset + pixel_channels elements of `bits`");
    if (r.ok()) {
      // The last element must lie inside the region.
      const std::int64_t elements = product(tp.dims);
      const std::int64_t last_byte =
          elements == 0 ? 0
                        : (tp.pixel_channels > 0
                               ? (elements + tp.pixel_channels - 1) / tp.pixel_channels * tp.pixel_bytes
                               : (elements * tp.bits + 7) / 8);
      if (!tp.base_dims.empty() && product(tp.base_dims) != elements)
        r.fail(p + ".base_dims", "expected as many elements as dims");
      else if (last_byte > tp.bytes)
        r.fail(p + ".bytes", fmt::format("expected at least {} bytes for the tensor's elements", last_byte));
    }
    m.tensors.push_back(std::move(tp));
  });
  r.each(doc, "", "kernels", [&](const json& k, const std::string& p) {
    ManifestKernel mk;
    mk.index = static_cast<int>(r.integer(k, p, "index", 0, kMax));
    mk.name = r.string(k, p, "name");
    mk.ops = r.string(k, p, "ops");
    mk.runs = static_cast<Runs>(r.choice(k, p, "runs", kRunsNames));
    mk.segment = static_cast<int>(r.integer(k, p, "segment", 0, kMax));
    mk.first = static_cast<std::size_t>(r.integer(k, p, "first", 0, kMax));
    mk.count = static_cast<std::size_t>(r.integer(k, p, "count", 0, kMax));
    mk.weight_compression = r.number(k, p, "weight_compression");
    mk.host_ops = r.strings(k, p, "host_ops");
    r.each(k, p, "nodes", [&](const json& n, const std::string& np) {
      mk.nodes.push_back({static_cast<int>(r.integer(n, np, "index", 0, kMax)), r.string(n, np, "op")});
    });
    mk.inputs = r.strings(k, p, "inputs");
    mk.outputs = r.strings(k, p, "outputs");
    mk.inexact = r.string(k, p, "inexact");
    m.kernels.push_back(std::move(mk));
  });
  r.each(doc, "", "segments", [&](const json& s, const std::string& p) {
    m.segments.push_back({static_cast<std::size_t>(r.integer(s, p, "first", 0, kMax)),
                          static_cast<std::size_t>(r.integer(s, p, "count", 0, kMax))});
  });
  if (r.ok())
    for (size_t i = 0; i < m.kernels.size(); ++i)
      if (m.kernels[i].count > 0 && (m.kernels[i].runs == Runs::kHost || m.kernels[i].runs == Runs::kView))
        r.fail(fmt::format("kernels[{}].count", i), "expected 0: a host kernel or a view has no instructions");
  if (r.ok())
    for (const TensorPlacement& t : m.tensors)
      if (t.offset_bytes + t.bytes > m.dram_bytes)
        r.fail("tensors", fmt::format("tensor '{}' ends at byte {}, past dram_bytes {}", t.name,
                                      t.offset_bytes + t.bytes, m.dram_bytes));
  if (!r.ok()) return Status::error(fileError(file.string(), r.error()));
  return m;
}

}  // namespace tessera::runtime
