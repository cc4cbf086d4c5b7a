// Runtime manifest: what the host needs to run a compiled model
// (runtime.json, written by `tessera compile` beside program.bin).
//
// program.bin and dram.bin are what the accelerator reads; they say nothing
// about the model. A runtime also needs to know which graph nodes each kernel
// stands for, which of them the host runs between segments, and where and how
// each tensor the host exchanges with the accelerator sits in DRAM. The
// manifest states exactly that, so `tessera run` (and `tessera sim`) never
// re-derive a compiler decision:
//
//   spec      name, fingerprint and the config file it was loaded from;
//   model     the model file copied beside the Program (model.onnx), the pass
//             pipeline and the value of symbolic dimensions: importing it and
//             running the pipeline gives the graph the kernels index;
//   tensors   every activation crossing the host/accelerator boundary: its
//             DRAM region, element width, the shape of the integers stored
//             there (`stored`: a DequantizeLinear's input, whose integers the
//             accelerator keeps, docs/backend.md) and their order in DRAM
//             (channel-last pixels of a 4-D [n, c, h, w] base, or row-major);
//   kernels   per kernel its segment, instruction range, where it runs
//             (accelerator, host, split, view), its graph nodes, its weight
//             compression, and why its result is not the model's when the
//             plan says so;
//   segments  instruction ranges, each ending with HALT.
//
// Reading checks every field and names runtime.json and the key path.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/program/program.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::runtime {

/// Version written to and required from runtime.json.
inline constexpr int kManifestVersion = 2;

/// Where and how one tensor sits in DRAM.
struct TensorPlacement {
  std::string name;    ///< the graph value
  std::string stored;  ///< the value whose integers the region holds (== name, or a DequantizeLinear's input)
  std::string region;  ///< memory-plan region (a view's root)
  std::int64_t offset_bytes = 0;
  std::int64_t bytes = 0;
  int bits = 8;                     ///< element width in DRAM (the activation precision)
  std::vector<std::int64_t> dims;   ///< shape of `stored`, symbolic dimensions bound
  /// Non-empty: DRAM holds the elements channel-last as pixels of this
  /// [n, c, h, w] base (the 4-D tensor `stored` is a view of, or itself);
  /// empty: row-major.
  std::vector<std::int64_t> base_dims;
  std::int64_t pixel_channels = 0;  ///< channels per pixel (0: packed flat)
  std::int64_t pixel_bytes = 0;     ///< bytes per pixel (whole bytes; int4 pads odd channel counts)
  /// Element of each pixel's byte run where its channels start: a Concat
  /// operand stored in place sits at its channels of the Concat's wider
  /// pixels (pixel_bytes theirs; backend::ConcatSlot). 0 otherwise.
  std::int64_t channel_offset = 0;

  /// Byte address and element index (within that byte run) of element `i`
  /// of `stored` in row-major order; elements are `bits` wide from the low bits.
  std::pair<std::int64_t, std::int64_t> locate(std::int64_t i) const;
};

/// Where a kernel runs.
enum class Runs {
  kAccelerator,  ///< every op, on the accelerator
  kHost,         ///< every op, on the host (no instructions)
  kSplit,        ///< the accelerator runs the first ops, the host the rest
  kView,         ///< a new name for the same bytes: nothing runs
};
/// "accelerator", "host", "split", "view".
std::string_view name(Runs runs);

struct ManifestNode {
  int index = 0;   ///< graph node index
  std::string op;  ///< its op type (checked against the graph when loading)
};

struct ManifestKernel {
  int index = 0;
  std::string name;
  std::string ops;
  Runs runs = Runs::kAccelerator;
  int segment = 0;  ///< the compiler's host-boundary count before it (informational: empty segments have no HALT)
  std::size_t first = 0;  ///< first instruction
  std::size_t count = 0;
  double weight_compression = 1.0;
  std::vector<std::string> host_ops;
  std::vector<ManifestNode> nodes;
  std::vector<std::string> inputs;   ///< activations read (graph value names)
  std::vector<std::string> outputs;  ///< activations written
  /// Non-empty: the accelerator's result is not the model's, and why (a plan note).
  std::string inexact;
};

struct ManifestSegment {
  std::size_t first = 0;
  std::size_t count = 0;
};

struct Manifest {
  std::string spec_name;
  std::string spec_fingerprint;
  std::string spec_config;   ///< the YAML file the spec was loaded from (absolute; may be empty)
  std::string model_file;    ///< relative to the folder of runtime.json
  std::string pipeline;      ///< pass pipeline run after import
  std::int64_t unknown_dim = 1;
  std::map<std::string, std::vector<std::int64_t>> input_shapes;  ///< bound at import (--input-shape)
  std::int64_t dram_bytes = 0;
  std::vector<std::string> inputs;   ///< graph inputs
  std::vector<std::string> outputs;  ///< graph outputs
  std::vector<TensorPlacement> tensors;
  std::vector<ManifestKernel> kernels;
  std::vector<ManifestSegment> segments;

  const TensorPlacement* placement(const std::string& name) const;
};

/// What the manifest needs besides the compiled kernels and Program.
struct ManifestSources {
  std::string spec_config;  ///< config file path (made absolute)
  std::string pipeline;     ///< the pipeline compile ran (the default one spelled out)
  std::int64_t unknown_dim = 1;
  std::map<std::string, std::vector<std::int64_t>> input_shapes;
};

/// The manifest of a compiled model. Error when the kernels have no source
/// graph (a SCALE-Sim topology or a stored kernel graph: nothing to run).
Expected<Manifest> buildManifest(const hw::Spec& spec, const backend::KernelGraph& kernels,
                                 const backend::Program& program, const ManifestSources& sources);

nlohmann::json toJson(const Manifest& manifest);
/// Reads runtime.json; errors name the file and the key path.
Expected<Manifest> readManifest(const std::filesystem::path& file);

}  // namespace tessera::runtime
