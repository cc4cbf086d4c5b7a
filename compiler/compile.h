// The compiler in one call: model + spec + options -> kernels, estimate,
// Program and DRAM image.
//
// Every user of the compiler goes through here (`tessera compile`,
// `tessera estimate`, sweeps, benchmarks, tests), so the sequence of stages
// exists once:
//
//   prepare   import + pass pipeline + lowering (backend::prepareModel), or
//             kernels handed over by the caller (a sweep lowers once per model)
//   estimate  mapping search per array kernel + analytical cost (backend::estimate)
//   program   the same mappings (chooseMappings) -> codegen -> Program
//   image     dram.bin: the constant part of DRAM, when the model states
//             integers for the spec (otherwise a note says why not)
//
// `Stop` says how far to go: a sweep point needs only the estimate.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/program/dram_image.h"
#include "compiler/backend/map/estimate.h"
#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/map/mapper.h"
#include "compiler/runtime/manifest.h"
#include "hw/isa/program_image.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::compiler {

/// The last stage compile() runs.
enum class Stop {
  kEstimate,  ///< kernels and estimate only
  kProgram,   ///< also the Program and, where it can be built, the DRAM image
};

/// What shapes a compile besides the model and the spec.
struct CompileOptions {
  std::string pipeline;                                   ///< pass pipeline; empty: the default pipeline
  backend::LowerOptions lower;                            ///< binds symbolic dimensions
  backend::Objective objective = backend::Objective::kLatency;  ///< mapping search objective
  backend::CodegenOptions codegen;                        ///< stream order, 3-D transfers
  Stop stop = Stop::kProgram;
  /// Per-layer precision for the estimate (backend::EstimateOptions::layer_bits);
  /// analytical only: compiling a Program with it is an error.
  std::map<std::string, int> layer_bits;
};

/// Wall time of each stage, in milliseconds (for --stats and benchmarks).
struct StageTimes {
  double prepare_ms = 0;   ///< import, passes, lowering (0 when kernels were handed over)
  double estimate_ms = 0;  ///< mapping search and cost
  double program_ms = 0;   ///< codegen and the DRAM image
};

/// Everything one compile produces.
struct Compiled {
  backend::KernelGraph kernels;
  backend::Estimate estimate;
  std::optional<backend::Program> program;  ///< Stop::kProgram
  std::optional<backend::DramImage> image;  ///< absent when the model states no integers (see program->notes)
  /// What `tessera run` needs (runtime.json): with a program compiled from a
  /// model file; `model_file` is copied beside it.
  std::optional<runtime::Manifest> manifest;
  std::filesystem::path model_file;
  StageTimes times;

  /// program.bin and dram.bin as the hardware reads them (requires a program).
  isa::ProgramImage programImage() const;
};

/// Compiles the model file (ONNX or SCALE-Sim CSV) for `spec`. `cache`
/// (optional) keeps mapping searches across calls for the same spec.
Expected<Compiled> compile(const std::filesystem::path& model, const hw::Spec& spec, const CompileOptions& options = {},
                           backend::MappingCache* cache = nullptr);
/// Compiles kernels the caller lowered already (options.pipeline and .lower are not used).
Expected<Compiled> compile(backend::KernelGraph kernels, const hw::Spec& spec, const CompileOptions& options = {},
                           backend::MappingCache* cache = nullptr);

/// The estimate stage alone on kernels the caller keeps (a sweep point: the
/// kernels are shared by every hardware point and not copied); what compile()
/// runs first.
Expected<backend::Estimate> estimate(const backend::KernelGraph& kernels, const hw::Spec& spec,
                                     const CompileOptions& options = {}, backend::MappingCache* cache = nullptr);

/// Writes what `compiled` holds into `dir` (created if needed): estimate.json,
/// and with a program program.bin, program.s, memory_map.json and dram.bin
/// (a stale dram.bin is removed when there is no image); with a manifest
/// also runtime.json and model.onnx (a copy of the model file), naming
/// `hw_config` (made absolute) as the spec's config.
Status writeCompiled(const Compiled& compiled, const std::filesystem::path& dir,
                     const std::filesystem::path& hw_config = {});

}  // namespace tessera::compiler
