// The compiler in one call (compile.h).
#include "compiler/compile.h"

#include <chrono>
#include <fstream>

#include "compiler/passes/pass.h"
#include "hw/support/diagnostic.h"

namespace tessera::compiler {
namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

isa::ProgramImage Compiled::programImage() const {
  return backend::programImage(*program, image ? &image->contents : nullptr);
}

Expected<Compiled> compile(const std::filesystem::path& model, const hw::Spec& spec, const CompileOptions& options,
                           backend::MappingCache* cache) {
  const auto start = std::chrono::steady_clock::now();
  Expected<backend::KernelGraph> kernels = backend::prepareModel(model, options.pipeline, options.lower);
  if (!kernels) return kernels.status();
  const double prepare_ms = millisecondsSince(start);
  Expected<Compiled> compiled = compile(std::move(kernels).value(), spec, options, cache);
  if (!compiled) return compiled;
  compiled.value().times.prepare_ms = prepare_ms;
  if (compiled->program && compiled->kernels.source_graph) {
    runtime::ManifestSources sources;
    sources.pipeline = options.pipeline.empty() ? passes::defaultPipeline() : options.pipeline;
    sources.unknown_dim = options.lower.unknown_dim;
    sources.input_shapes = options.lower.input_shapes;
    Expected<runtime::Manifest> manifest = runtime::buildManifest(spec, compiled->kernels, *compiled->program, sources);
    if (!manifest) return manifest.status();
    compiled.value().manifest = std::move(manifest).value();
    compiled.value().model_file = model;
  }
  return compiled;
}

Expected<Compiled> compile(backend::KernelGraph kernels, const hw::Spec& spec, const CompileOptions& options,
                           backend::MappingCache* cache) {
  backend::MappingCache local;
  if (cache == nullptr) cache = &local;  // the program reuses the estimate's mapping searches
  Compiled out;
  out.kernels = std::move(kernels);
  auto start = std::chrono::steady_clock::now();
  Expected<backend::Estimate> estimate = compiler::estimate(out.kernels, spec, options, cache);
  if (!estimate) return estimate.status();
  out.estimate = std::move(estimate).value();
  out.times.estimate_ms = millisecondsSince(start);
  if (options.stop == Stop::kEstimate) return out;
  if (!options.layer_bits.empty())
    return Status::error(fileError(out.kernels.source,
                                   "per-layer precision is modelled by the analytical estimate only: codegen runs "
                                   "every layer at the spec's precision"));
  start = std::chrono::steady_clock::now();

  Expected<backend::KernelMappings> mappings = backend::chooseMappings(spec, out.kernels, options.objective, cache);
  if (!mappings) return mappings.status();
  Expected<backend::Program> program = backend::generateProgram(spec, out.kernels, *mappings, options.codegen);
  if (!program) return program.status();
  out.program = std::move(program).value();
  // The DRAM image, or the reason there is none, before anything is written
  // so its notes reach program.s.
  if (std::optional<std::string> blocked = backend::imageBlocker(spec, out.kernels)) {
    out.program->notes.push_back(*blocked);
    out.times.program_ms = millisecondsSince(start);
    return out;
  }
  Expected<backend::DramImage> image = backend::buildDramImage(spec, out.kernels, *out.program);
  if (!image) return image.status();
  out.image = std::move(image).value();
  for (const std::string& note : out.image->notes) out.program->notes.push_back(note);
  out.times.program_ms = millisecondsSince(start);
  return out;
}

Expected<backend::Estimate> estimate(const backend::KernelGraph& kernels, const hw::Spec& spec,
                                     const CompileOptions& options, backend::MappingCache* cache) {
  return backend::estimate(spec, kernels, {.objective = options.objective, .layer_bits = options.layer_bits}, cache);
}

Status writeCompiled(const Compiled& compiled, const std::filesystem::path& dir, const std::filesystem::path& hw_config) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::error(fileError(dir.string(), "cannot create the output folder: " + ec.message()));
  if (compiled.program) {
    if (Status s = isa::writeProgramImage(compiled.programImage(), dir); !s.ok()) return s;
    if (Status s = backend::writeProgramText(*compiled.program, dir); !s.ok()) return s;
  }
  // runtime.json and the model it names; a stale pair is removed, so a folder
  // never pairs one model's Program with another's manifest.
  std::filesystem::remove(dir / "runtime.json", ec);
  const bool model_in_place = compiled.manifest && std::filesystem::equivalent(compiled.model_file, dir / "model.onnx", ec);
  if (!model_in_place) std::filesystem::remove(dir / "model.onnx", ec);
  if (compiled.manifest) {
    runtime::Manifest manifest = *compiled.manifest;
    if (!hw_config.empty()) manifest.spec_config = std::filesystem::absolute(hw_config).lexically_normal().string();
    if (!model_in_place)
      std::filesystem::copy_file(compiled.model_file, dir / manifest.model_file,
                                 std::filesystem::copy_options::overwrite_existing, ec);
    if (!model_in_place && ec) return Status::error(fileError((dir / manifest.model_file).string(), "cannot copy the model: " + ec.message()));
    const std::filesystem::path file = dir / "runtime.json";
    std::ofstream out(file);
    out << runtime::toJson(manifest).dump(1) << "\n";
    if (!out) return Status::error(fileError(file.string(), "cannot write"));
  }
  const std::filesystem::path file = dir / "estimate.json";
  std::ofstream out(file);
  out << backend::toJson(compiled.estimate).dump(2) << "\n";
  if (!out) return Status::error(fileError(file.string(), "cannot write"));
  return {};
}

}  // namespace tessera::compiler
