// Runtime: a compiled model's segments on the functional core, host ops on the reference executor.
#include "compiler/runtime/runtime.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "compiler/exec/executor.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "hw/isa/encode.h"
#include "hw/isa/weight_codec.h"
#include "hw/sim/functional.h"
#include "hw/spec/loader.h"
#include "hw/support/half.h"

namespace tessera::runtime {
namespace {

std::int64_t elementsOf(const std::vector<std::int64_t>& dims) {
  std::int64_t p = 1;
  for (std::int64_t d : dims) p *= d;
  return p;
}

/// Element `i` of an integer tensor set to `value` (the caller checked the dtype).
void setInt(ir::Tensor& t, std::int64_t i, std::int64_t value) {
  switch (t.dtype()) {
    case ir::DType::kI4:
    case ir::DType::kI8: t.data<std::int8_t>()[i] = static_cast<std::int8_t>(value); break;
    case ir::DType::kU8: t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(value); break;
    case ir::DType::kI16: t.data<std::int16_t>()[i] = static_cast<std::int16_t>(value); break;
    case ir::DType::kI32: t.data<std::int32_t>()[i] = static_cast<std::int32_t>(value); break;
    default: t.data<std::int64_t>()[i] = value; break;
  }
}

/// "kernel 'k': why", naming the kernel once (a plan note names it already).
std::string aboutKernel(const ManifestKernel& k, const std::string& why) {
  const std::string prefix = fmt::format("kernel '{}': ", k.name);
  return why.starts_with(prefix) ? why : prefix + why;
}

/// The first message of a failed status, to nest it in a located one.
std::string messageOf(const Status& s) { return s.diagnostics().empty() ? "" : s.diagnostics().front().message; }

/// True when DRAM holds values of `d`: integers on every point; fp32 values
/// on a float point (DRAM holds the format's bits: activations fp16/bf16,
/// accumulator-wide constants fp32).
bool storable(ir::DType d, hw::NumberFormat format) {
  if (format != hw::NumberFormat::kInt && d == ir::DType::kF32) return true;
  return d == ir::DType::kI4 || d == ir::DType::kI8 || d == ir::DType::kU8 || d == ir::DType::kI16 ||
         d == ir::DType::kI32 || d == ir::DType::kI64;
}

/// A float value in DRAM's `bits` (16: the point's format, rounded to nearest even; 32: fp32), and back.
std::int64_t floatToDram(float v, int bits, hw::NumberFormat format) {
  if (bits == 32) return hw::floatBits(v);
  return hw::floatToFormat(v, format == hw::NumberFormat::kBf16);
}
float floatFromDram(std::int64_t raw, int bits, hw::NumberFormat format) {
  if (bits == 32) return hw::bitsFloat(static_cast<std::uint32_t>(raw));
  return hw::formatToFloat(static_cast<std::uint16_t>(raw), format == hw::NumberFormat::kBf16);
}

/// The values `p` places in DRAM, as a tensor of `dtype` (an integer type, or fp32 on a float point).
ir::Tensor readPlaced(const sim::FunctionalCore& core, const TensorPlacement& p, ir::DType dtype,
                      hw::NumberFormat format) {
  ir::Tensor t(dtype, ir::Shape(p.dims.begin(), p.dims.end()));
  const std::int64_t mask = p.bits >= 64 ? -1 : (std::int64_t{1} << p.bits) - 1;
  for (std::int64_t i = 0; i < t.size(); ++i) {
    const auto [address, index] = p.locate(i);
    const std::int64_t value = core.readElement(address, index, p.bits);
    if (dtype == ir::DType::kF32)
      t.data<float>()[i] = floatFromDram(value, p.bits, format);
    else
      setInt(t, i, dtype == ir::DType::kU8 ? value & mask : value);
  }
  return t;
}

/// Element i as it is compared: an integer, or an fp32 value's bits.
std::int64_t comparable(const ir::Tensor& t, std::int64_t i) {
  return t.dtype() == ir::DType::kF32 ? hw::floatBits(t.data<float>()[i]) : t.intAt(i);
}

/// One run's state: DRAM (in the functional core) and the host's values.
class Run {
 public:
  Run(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image, const ir::Graph& graph,
      std::string program_file, SegmentExecutor& executor, RunReport& report, bool partial)
      : partial_(partial),
        program_file_(std::move(program_file)),
        executor_(executor),
        spec_(spec),
        manifest_(manifest),
        image_(image),
        graph_(graph),
        report_(report),
        format_(spec.params().precision.number_format),
        core_(spec, manifest.dram_bytes),
        values_(graph.values.size()) {
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      for (ir::ValueId id : graph.nodes[n].outputs)
        if (id != ir::kNoValue) producer_[id] = static_cast<int>(n);
  }

  Expected<std::vector<ir::Tensor>> operator()(const std::map<std::string, ir::Tensor>& inputs) {
    if (image_.dram) {
      const isa::DramContents& d = *image_.dram;
      if (d.base_address + d.bytes.size() > core_.dram().size())
        return error(fmt::format("dram.bin ends at byte {}, past the {} bytes of DRAM the memory plan uses",
                                 d.base_address + d.bytes.size(), core_.dram().size()));
      std::copy(d.bytes.begin(), d.bytes.end(), core_.dram().begin() + static_cast<std::ptrdiff_t>(d.base_address));
    }
    for (ir::ValueId id : graph_.inputs) {
      values_[static_cast<size_t>(id)] = inputs.at(graph_.value(id).name);
      if (Status s = toDram(id); !s.ok()) return s;
    }
    // Segments end where the host must run (HALT): before a kernel's host
    // work, every segment holding instructions of it or of an earlier kernel
    // runs, and none after (those hold later kernels only).
    size_t next_segment = 0;
    std::size_t emitted = 0;  // instructions of the kernels so far
    for (const ManifestKernel& k : manifest_.kernels) {
      if (k.runs == Runs::kView) {
        ++report_.views;
        continue;
      }
      if (k.count > 0) emitted = std::max(emitted, k.first + k.count);
      while (next_segment < manifest_.segments.size() && manifest_.segments[next_segment].first < emitted)
        if (Status s = runSegment(next_segment++); !s.ok()) return s;
      if (k.runs == Runs::kAccelerator && !floatResult(k)) {
        ++report_.accelerator_kernels;
        if (!k.inexact.empty()) report_.warnings.push_back(aboutKernel(k, k.inexact));
        continue;
      }
      if (k.runs == Runs::kAccelerator) {
        // A float operand or result integer DRAM cannot hold (no scale
        // stated): its instructions ran, the host computes the model's value.
        report_.replaced.push_back(aboutKernel(
            k, k.inexact.empty() ? "it reads or writes a float tensor, which integer DRAM does not hold" : k.inexact));
        warnEarlyReaders(k);
      } else {
        (k.runs == Runs::kHost ? report_.host_kernels : report_.split_kernels)++;
      }
      if (Status s = runOnHost(k); !s.ok()) return s;
    }
    while (next_segment < manifest_.segments.size())
      if (Status s = runSegment(next_segment++); !s.ok()) return s;
    std::vector<ir::Tensor> outputs;
    if (partial_) return outputs;  // cut short (CompiledModel::firstKernels): the graph outputs were not computed
    for (ir::ValueId id : graph_.outputs) {
      if (!values_[static_cast<size_t>(id)].defined())
        if (Status s = fromDram(id, "the graph output"); !s.ok()) return s;
      outputs.push_back(values_[static_cast<size_t>(id)]);
    }
    return outputs;
  }

 private:
  Status error(const std::string& message) const { return Status::error(fileError(program_file_, message)); }

  /// Segment `s` on the executor; errors name program.bin.
  Status runSegment(size_t s) {
    const ManifestSegment& seg = manifest_.segments[s];
    if (seg.first + seg.count > image_.size())
      return error(fmt::format("segment {} ends at instruction {}, past the {} of program.bin", s,
                               seg.first + seg.count, image_.size()));
    if (Status e = executor_.execute(spec_, manifest_, image_, s, core_); !e.ok()) return error(messageOf(e));
    report_.instructions += seg.count;
    ++report_.segments;
    return {};
  }

  /// The host runs every node of kernel `k`; inputs it lacks come from DRAM.
  Status runOnHost(const ManifestKernel& k) {
    std::set<ir::ValueId> produced;
    for (const ManifestNode& n : k.nodes) {
      const ir::Node& node = graph_.nodes[static_cast<size_t>(n.index)];
      std::vector<const ir::Tensor*> args;
      for (ir::ValueId id : node.inputs) {
        if (id == ir::kNoValue) {
          args.push_back(nullptr);
          continue;
        }
        const ir::Value& v = graph_.value(id);
        if (v.constant) {
          args.push_back(&*v.constant);
          continue;
        }
        if (!values_[static_cast<size_t>(id)].defined() && !produced.count(id))
          if (Status s = fromDram(id, fmt::format("kernel '{}'", k.name)); !s.ok()) return s;
        args.push_back(&values_[static_cast<size_t>(id)]);
      }
      std::vector<ir::Tensor> results;
      if (Status s = exec::runNode(graph_, node, std::move(args), results, host_options_); !s.ok()) return s;
      for (size_t o = 0; o < node.outputs.size(); ++o)
        if (node.outputs[o] != ir::kNoValue) {
          values_[static_cast<size_t>(node.outputs[o])] = std::move(results[o]);
          produced.insert(node.outputs[o]);
        }
      report_.host_nodes.push_back(fmt::format("{}: {} '{}'", k.name, node.op_type, node.name));
    }
    for (const std::string& out : k.outputs)
      if (Status s = toDram(graph_.find(out)); !s.ok()) return s;
    return {};
  }

  /// Reads value `id` from DRAM into the host's values (a DequantizeLinear's
  /// output: its input's integers, then the DequantizeLinear on the host).
  Status fromDram(ir::ValueId id, const std::string& reader) {
    const std::string& name = graph_.value(id).name;
    const TensorPlacement* p = manifest_.placement(name);
    if (!p)
      return error(fmt::format("{} reads '{}', which neither the host computed nor DRAM holds (no placement in "
                               "runtime.json)",
                               reader, name));
    const ir::ValueId stored = graph_.find(p->stored);
    const ir::Value& sv = graph_.value(stored);
    if (!storable(sv.type.dtype, format_))
      return error(fmt::format("{} reads '{}' from DRAM, but it is {} and DRAM holds {}-bit integers", reader,
                               p->stored, ir::name(sv.type.dtype), p->bits));
    values_[static_cast<size_t>(stored)] = readPlaced(core_, *p, sv.type.dtype, format_);
    if (stored == id) return {};
    const ir::Node& dq = graph_.nodes[static_cast<size_t>(producer_.at(id))];
    std::vector<const ir::Tensor*> args;
    for (ir::ValueId in : dq.inputs)
      args.push_back(in == ir::kNoValue ? nullptr
                                        : (graph_.value(in).constant ? &*graph_.value(in).constant
                                                                     : &values_[static_cast<size_t>(in)]));
    std::vector<ir::Tensor> results;
    if (Status s = exec::runNode(graph_, dq, std::move(args), results, host_options_); !s.ok()) return s;
    values_[static_cast<size_t>(id)] = std::move(results[0]);
    report_.host_nodes.push_back(fmt::format("{}: {} '{}' (reading DRAM)", reader, dq.op_type, dq.name));
    return {};
  }

  /// Writes the host's value `id` where the accelerator reads it (nothing when
  /// it has no placement). A float the accelerator cannot hold is a warning.
  Status toDram(ir::ValueId id) {
    if (id == ir::kNoValue) return {};
    const TensorPlacement* p = manifest_.placement(graph_.value(id).name);
    if (!p) return {};
    const ir::Tensor& t = values_[static_cast<size_t>(graph_.find(p->stored))];
    if (!t.defined() || !storable(t.dtype(), format_)) {
      if (readByAccelerator(p->name))
        report_.warnings.push_back(fmt::format("'{}' is {} on the host; the accelerator, which reads it, holds {}-bit "
                                               "integers: it reads stale DRAM",
                                               p->name, t.defined() ? ir::name(t.dtype()) : "not computed", p->bits));
      return {};
    }
    if (t.size() != elementsOf(p->dims))
      return error(fmt::format("'{}' has {} elements on the host, runtime.json places {}", p->stored, t.size(),
                               elementsOf(p->dims)));
    for (std::int64_t i = 0; i < t.size(); ++i) {
      const auto [address, index] = p->locate(i);
      core_.writeElement(address, index, p->bits,
                         t.dtype() == ir::DType::kF32 ? floatToDram(t.data<float>()[i], p->bits, format_) : t.intAt(i));
    }
    return {};
  }

  /// A kernel later in the same segment reading what the host computes for
  /// replaced kernel `k` reads it before the host can (the segment runs whole).
  void warnEarlyReaders(const ManifestKernel& k) {
    std::size_t end = 0;
    for (const ManifestSegment& seg : manifest_.segments)
      if (k.first >= seg.first && k.first < seg.first + seg.count) end = seg.first + seg.count;
    for (const ManifestKernel& later : manifest_.kernels)
      if (later.count > 0 && later.first > k.first && later.first < end)
        for (const std::string& out : k.outputs)
          if (std::find(later.inputs.begin(), later.inputs.end(), out) != later.inputs.end())
            report_.warnings.push_back(fmt::format("kernel '{}' reads '{}' in the same segment, before the host "
                                                   "computes it for kernel '{}': its result is not the model's",
                                                   later.name, out, k.name));
  }

  /// True when `k` reads or writes a float value (nothing DRAM's integers can stand for).
  bool floatResult(const ManifestKernel& k) const {
    for (const auto* names : {&k.inputs, &k.outputs})
      for (const std::string& name : *names) {
        const TensorPlacement* p = manifest_.placement(name);
        const ir::ValueId stored = graph_.find(p ? p->stored : name);
        if (stored != ir::kNoValue && !storable(graph_.value(stored).type.dtype, format_)) return true;
      }
    return false;
  }

  /// True when a kernel whose accelerator result is used reads `tensor`.
  bool readByAccelerator(const std::string& tensor) const {
    for (const ManifestKernel& k : manifest_.kernels)
      if (k.runs == Runs::kAccelerator && !floatResult(k) &&
          std::find(k.inputs.begin(), k.inputs.end(), tensor) != k.inputs.end())
        return true;
    return false;
  }

  bool partial_;
  std::string program_file_;
  SegmentExecutor& executor_;
  const hw::Spec& spec_;
  const Manifest& manifest_;
  const isa::ProgramImage& image_;
  const ir::Graph& graph_;
  RunReport& report_;
  hw::NumberFormat format_;
  /// The host's kernels: on a float point its matrix products sum in the
  /// array's order too (ExecOptions::ordered_float_sums), as the reference does.
  exec::ExecOptions host_options_{1, format_ != hw::NumberFormat::kInt};
  sim::FunctionalCore core_;
  std::vector<ir::Tensor> values_;
  std::map<ir::ValueId, int> producer_;
};

}  // namespace

Status FunctionalExecutor::execute(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image,
                                   std::size_t segment, sim::FunctionalCore& core) {
  const isa::IsaLayout layout = isa::layoutFor(spec);
  const ManifestSegment& seg = manifest.segments[segment];
  sim::SequentialTokens tokens;
  std::map<std::size_t, const ManifestKernel*> starts;  // first instruction -> kernel, for this segment
  for (const ManifestKernel& k : manifest.kernels)
    if (k.count > 0 && k.first >= seg.first && k.first < seg.first + seg.count) starts[k.first] = &k;
  const ManifestKernel* current = nullptr;
  isa::Opcode last = isa::Opcode::kHalt;
  for (size_t i = seg.first; i < seg.first + seg.count; ++i) {
    if (auto start = starts.find(i); start != starts.end()) {
      current = start->second;
      core.setWeightEncoding(isa::weightEncoding(spec, current->weight_compression));
    }
    Expected<isa::Instruction> in = isa::decode(layout, image.encoded(i));
    if (!in) return in.status();
    const std::string where = fmt::format("instruction {} (kernel '{}')", i, current ? current->name : "none");
    if (Status t = tokens.step(*in, i); !t.ok())
      return Status::error(fileError("", fmt::format("{}: {}: {}", where, isa::toAssembly(*in), messageOf(t))));
    if (Status e = core.execute(*in); !e.ok())
      return Status::error(fileError("", fmt::format("{}: {}: {}", where, isa::toAssembly(*in), messageOf(e))));
    last = in->opcode;
    if (after_kernel && current && i + 1 == current->first + current->count)
      if (Status h = after_kernel(*current, core); !h.ok()) return h;
  }
  // A segment cut short (CompiledModel::firstKernels) may leave tokens for the instructions cut off.
  if (last == isa::Opcode::kHalt && !tokens.drained())
    return Status::error(fileError("", fmt::format("segment {}: dependency tokens left in a queue at its end", segment)));
  return {};
}

Expected<CompiledModel> CompiledModel::load(const std::filesystem::path& dir, const std::filesystem::path& hw_config) {
  CompiledModel m;
  m.dir_ = dir;
  const std::filesystem::path manifest_file = dir / "runtime.json";
  Expected<Manifest> manifest = readManifest(manifest_file);
  if (!manifest) return manifest.status();
  m.manifest_ = std::move(manifest).value();
  const std::filesystem::path config = hw_config.empty() ? std::filesystem::path(m.manifest_.spec_config) : hw_config;
  if (config.empty())
    return Status::error(fileError(manifest_file.string(), "spec.config: no hardware config recorded; give --hw"));
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  if (!spec) return spec.status();
  if (spec->fingerprint() != m.manifest_.spec_fingerprint)
    return Status::error(fileError(
        config.string(), fmt::format("this config is spec {} ({}); {} was compiled for {} ({})", spec->params().name,
                                     spec->fingerprint(), dir.string(), m.manifest_.spec_name,
                                     m.manifest_.spec_fingerprint)));
  m.spec_ = std::make_shared<const hw::Spec>(std::move(spec).value());
  Expected<isa::ProgramImage> image = isa::readProgramImage(dir, isa::layoutFor(*m.spec_));
  if (!image) return image.status();
  m.image_ = std::move(image).value();
  for (const ManifestSegment& s : m.manifest_.segments)
    if (s.first + s.count > m.image_.size())
      return Status::error(fileError(manifest_file.string(), fmt::format("segments: a segment ends at instruction {}, "
                                                                         "past the {} instructions of program.bin",
                                                                         s.first + s.count, m.image_.size())));
  bool accelerator = false;
  for (const ManifestKernel& k : m.manifest_.kernels) accelerator |= k.runs == Runs::kAccelerator || k.runs == Runs::kSplit;
  if (accelerator && !m.image_.dram)
    return Status::error(fileError((dir / "dram.bin").string(),
                                   "missing: the Program reads constants (compile notes say why none was written)"));

  const std::filesystem::path model_file = dir / m.manifest_.model_file;
  onnx_io::ImportOptions import_options;
  import_options.bind_open_dims = m.manifest_.unknown_dim;  // as compile imported it (prepareOnnxModel)
  import_options.input_shapes = m.manifest_.input_shapes;
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model_file, import_options);
  if (!graph) return graph.status();
  passes::PassContext context;
  passes::PipelineOptions options;
  options.verify_each = false;
  if (Status s = passes::runPipeline(graph.value(), m.manifest_.pipeline, context, options); !s.ok()) return s;
  for (const ManifestKernel& k : m.manifest_.kernels)
    for (const ManifestNode& n : k.nodes)
      if (n.index >= static_cast<int>(graph->nodes.size()) ||
          graph->nodes[static_cast<size_t>(n.index)].op_type != n.op)
        return Status::error(fileError(
            model_file.string(),
            fmt::format("kernel '{}': node {} is not {} after the pipeline '{}': the model is not the one compiled",
                        k.name, n.index, n.op, m.manifest_.pipeline)));
  for (const std::string& name : m.manifest_.inputs)
    if (graph->find(name) == ir::kNoValue || !graph->value(graph->find(name)).is_graph_input)
      return Status::error(fileError(model_file.string(), fmt::format("has no graph input '{}'", name)));
  m.graph_ = std::make_shared<const ir::Graph>(std::move(graph).value());
  return m;
}

Status CompiledModel::checkInput(const std::string& name, const ir::Tensor& tensor, const std::string& source) const {
  const ir::ValueId id = graph_->find(name);
  if (id == ir::kNoValue || !graph_->value(id).is_graph_input) {
    std::string names;
    for (ir::ValueId in : graph_->inputs) names += (names.empty() ? "" : ", ") + graph_->value(in).name;
    return Status::error(fileError(source, fmt::format("'{}' is not an input of the model; its inputs: {}", name, names)));
  }
  const ir::Value& v = graph_->value(id);
  std::vector<std::int64_t> expected(v.type.shape.begin(), v.type.shape.end());
  for (std::int64_t& d : expected)
    if (d <= 0) d = manifest_.unknown_dim;  // compiled for this value of symbolic dimensions
  if (tensor.dtype() != v.type.dtype ||
      !std::equal(expected.begin(), expected.end(), tensor.shape().begin(), tensor.shape().end()))
    return Status::error(fileError(source, fmt::format("input '{}': expected {}{}, got {}{}", name,
                                                       ir::name(v.type.dtype), ir::formatShape(ir::Shape(expected.begin(), expected.end())),
                                                       ir::name(tensor.dtype()), ir::formatShape(tensor.shape()))));
  return {};
}

Expected<CompiledModel> CompiledModel::firstKernels(int kernels) const {
  CompiledModel cut = *this;
  Manifest& m = cut.manifest_;
  int seen = 0;
  std::size_t end = 0;  // one past the last kept kernel's instructions
  std::size_t keep = 0;
  for (; keep < m.kernels.size() && seen < kernels; ++keep)
    if (m.kernels[keep].count > 0) {
      ++seen;
      end = m.kernels[keep].first + m.kernels[keep].count;
    }
  if (kernels < 1 || seen < kernels)
    return Status::error(fileError((dir_ / "runtime.json").string(),
                                   fmt::format("asked for the first {} kernels with instructions; the Program has {}",
                                               kernels, seen)));
  m.kernels.resize(keep);
  std::vector<ManifestSegment> segments;
  for (ManifestSegment s : m.segments) {
    if (s.first >= end) break;
    s.count = std::min(s.count, end - s.first);
    segments.push_back(s);
  }
  m.segments = std::move(segments);
  cut.partial_ = true;
  return cut;
}

Expected<std::vector<KernelComparison>> CompiledModel::compare(const std::map<std::string, ir::Tensor>& inputs,
                                                               SegmentExecutor* executor, RunReport* report) const {
  // The reference executor's value of every tensor an accelerator kernel writes.
  ir::Graph probe = *graph_;
  probe.outputs.clear();
  std::map<std::string, size_t> slot;  // stored value name -> index in probe.outputs
  for (const ManifestKernel& k : manifest_.kernels)
    if (k.runs == Runs::kAccelerator)
      for (const auto* names : {&k.inputs, &k.outputs})
        for (const std::string& name : *names)
          if (const TensorPlacement* p = manifest_.placement(name); p && !slot.count(p->stored)) {
            slot[p->stored] = probe.outputs.size();
            probe.outputs.push_back(graph_->find(p->stored));
          }
  // A float point's reference sums in the array's order (ExecOptions::ordered_float_sums).
  const hw::NumberFormat format = spec_->params().precision.number_format;
  exec::ExecOptions options;
  options.ordered_float_sums = format != hw::NumberFormat::kInt;
  Expected<std::vector<ir::Tensor>> reference = exec::execute(probe, inputs, options);
  if (!reference) return reference.status();
  std::vector<KernelComparison> compared;
  FunctionalExecutor functional;
  SegmentExecutor& runner = executor ? *executor : functional;
  runner.after_kernel = [&](const ManifestKernel& k, const sim::FunctionalCore& core) -> Status {
    if (k.runs != Runs::kAccelerator) return {};
    for (const std::string& in : k.inputs)  // a float operand: the host replaces this kernel (not compared)
      if (const TensorPlacement* p = manifest_.placement(in);
          p && !storable(graph_->value(graph_->find(p->stored)).type.dtype, format))
        return {};
    // Its inputs first (still in DRAM: the kernel does not overwrite what it
    // reads), so a difference is pinned to the kernel that made it.
    std::vector<std::pair<std::string, bool>> tensors;
    for (const std::string& in : k.inputs) tensors.push_back({in, true});
    for (const std::string& out : k.outputs) tensors.push_back({out, false});
    for (const auto& [name, input] : tensors) {
      const TensorPlacement* p = manifest_.placement(name);
      if (!p) continue;
      const ir::Tensor& want = (*reference)[slot.at(p->stored)];
      KernelComparison c;
      c.kernel = k.name;
      c.tensor = p->stored;
      c.elements = want.size();
      c.input = input;
      if (!storable(want.dtype(), format)) {
        c.note = fmt::format("{} on the host: not compared", ir::name(want.dtype()));
        compared.push_back(c);
        continue;
      }
      const ir::Tensor got = readPlaced(core, *p, want.dtype(), format);
      // A float DRAM holds in the 16-bit format is the reference's value
      // rounded to it: the STORE that wrote it performed the model's Cast
      // (the value stored may be named before that Cast, as a Concat's piece is).
      const bool rounded = want.dtype() == ir::DType::kF32 && p->bits < 32;
      for (std::int64_t i = 0; i < want.size(); ++i) {
        const std::int64_t expected =
            rounded ? hw::floatBits(floatFromDram(floatToDram(want.data<float>()[i], p->bits, format), p->bits, format))
                    : comparable(want, i);
        if (comparable(got, i) != expected && c.mismatches++ == 0) {
          c.first_index = i;
          c.got = comparable(got, i);
          c.want = expected;
        }
      }
      compared.push_back(c);
    }
    return {};
  };
  Expected<std::vector<ir::Tensor>> ran = run(inputs, report, &runner);
  runner.after_kernel = nullptr;  // it refers to this frame
  if (!ran) return ran.status();
  return compared;
}

Expected<std::vector<ir::Tensor>> CompiledModel::run(const std::map<std::string, ir::Tensor>& inputs,
                                                     RunReport* report, SegmentExecutor* executor) const {
  for (ir::ValueId id : graph_->inputs)
    if (!inputs.count(graph_->value(id).name)) {
      const ir::Value& v = graph_->value(id);
      return Status::error(fileError("<run>", fmt::format("input '{}' ({}{}) was not given", v.name,
                                                          ir::name(v.type.dtype), ir::formatShape(v.type.shape))));
    }
  for (const auto& [name, tensor] : inputs)
    if (Status s = checkInput(name, tensor, "<input>"); !s.ok()) return s;
  RunReport local;
  FunctionalExecutor functional;
  Run run(*spec_, manifest_, image_, *graph_, (dir_ / "program.bin").string(), executor ? *executor : functional,
          report ? *report : local, partial_);
  return run(inputs);
}

}  // namespace tessera::runtime
