// Runtime: runs a compiled model (`tessera compile`'s folder) on the
// functional core, the host ops between segments on the reference executor.
//
//   load   runtime.json (manifest.h), the spec it names (or --hw), program.bin
//          and dram.bin for that spec (their fingerprints must match), and the
//          model: import + the manifest's pipeline gives the graph the kernels
//          index; every kernel's nodes are checked against it.
//   run    DRAM is zeroed, dram.bin copied to its address, the graph inputs
//          written where the memory plan put them. Kernels run in Program
//          order: a segment's instructions execute on the functional core in
//          stream order (the dependency tokens checked as they go), then the
//          host runs the kernels the segment ended for, reading the tensors
//          they need from DRAM and writing back the ones the accelerator reads
//          next. The graph outputs come from DRAM (or the host, when it made
//          them).
//
// The runtime adds nothing to the Program: a kernel the plan marks as not
// computing the model's result (ManifestKernel::inexact) still runs on the
// accelerator, and the report warns. One exception: a kernel that reads or
// writes a float (a QuantizeLinear of the float image; int32 sums with no
// output scale, e.g. a classifier's logits) has nothing in DRAM that stands
// for the model's value, so after its segment the host computes it from the
// kernel's inputs; the report lists these (RunReport::replaced). A split kernel (the accelerator runs
// its first ops, the host the rest) is run by the host from the kernel's
// inputs: the accelerator's share executes, but its intermediate result is
// not read back (the report counts these).
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "compiler/runtime/manifest.h"
#include "hw/isa/program_image.h"
#include "hw/sim/functional.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::runtime {

/// What one run did, for the user.
struct RunReport {
  std::size_t segments = 0;
  std::size_t instructions = 0;         ///< executed on the functional core
  int accelerator_kernels = 0;          ///< run whole on the accelerator
  int host_kernels = 0;                 ///< run whole on the host
  int split_kernels = 0;                ///< accelerator share executed, the host ran the group
  int views = 0;
  std::vector<std::string> host_nodes;  ///< "kernel: Op 'node'" for every node the host ran, in order
  /// Kernels the accelerator ran that read or write a float integer DRAM
  /// cannot hold (no scale): the host computed them ("kernel 'k': why").
  std::vector<std::string> replaced;
  std::vector<std::string> warnings;    ///< inexact kernels, tensors the host could not hand over
};

/// Runs one segment's instructions against the accelerator state (DRAM and
/// buffers in `core`), setting each kernel's weight encoding
/// (ManifestKernel::weight_compression) as its instructions start. The
/// functional executor goes in stream order; a timed model (the SystemC
/// simulator) decides when each instruction runs and asks `core` what it does.
class SegmentExecutor {
 public:
  virtual ~SegmentExecutor() = default;
  /// Executes manifest.segments[segment] of `image`; errors name the instruction and kernel.
  virtual Status execute(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image,
                         std::size_t segment, sim::FunctionalCore& core) = 0;
  /// Optional: called once every instruction of a kernel has had its effect
  /// on `core` and before a later kernel's STORE writes DRAM (the store unit
  /// is in order), so DRAM holds what the kernel read and wrote
  /// (CompiledModel::compare). An error stops the run.
  std::function<Status(const ManifestKernel&, const sim::FunctionalCore&)> after_kernel;
};

/// Stream order, one instruction at a time, the dependency tokens checked
/// (sim::SequentialTokens): untimed, what `tessera run` uses.
class FunctionalExecutor : public SegmentExecutor {
 public:
  Status execute(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image, std::size_t segment,
                 sim::FunctionalCore& core) override;
};

/// One tensor an accelerator kernel wrote, against the reference executor.
struct KernelComparison {
  std::string kernel;
  std::string tensor;            ///< the stored value
  bool input = false;            ///< a tensor the kernel read (else one it wrote)
  std::int64_t elements = 0;
  std::int64_t mismatches = 0;   ///< elements that differ
  std::int64_t first_index = -1; ///< the first that differs (row-major), its value and the reference's
  std::int64_t got = 0;
  std::int64_t want = 0;
  std::string note;              ///< why it was not compared (a float value), or empty
};

/// A compiled model ready to run.
class CompiledModel {
 public:
  /// Loads `dir`; `hw_config` (optional) replaces the config runtime.json names.
  static Expected<CompiledModel> load(const std::filesystem::path& dir, const std::filesystem::path& hw_config = {});

  /// Checks one input against the graph (name, dtype, shape); `source` names
  /// where it came from (a .pb file) in the message.
  Status checkInput(const std::string& name, const ir::Tensor& tensor, const std::string& source) const;

  /// Runs the model on `inputs` (every graph input, by name); returns the
  /// graph outputs in order. `executor` runs the segments (default: a FunctionalExecutor).
  Expected<std::vector<ir::Tensor>> run(const std::map<std::string, ir::Tensor>& inputs, RunReport* report = nullptr,
                                        SegmentExecutor* executor = nullptr) const;

  /// Runs the model and compares, right after each accelerator kernel's
  /// instructions, every element of every tensor it read and wrote with the
  /// reference executor's value of the same graph (before later kernels can
  /// reuse the bytes): where a Program first departs from the model (an input
  /// that differs was written by the host or an earlier kernel). A float
  /// DRAM holds in a 16-bit format is compared with the reference rounded to it.
  /// `executor` runs the segments (default: a FunctionalExecutor; its
  /// after_kernel is taken for the comparison), `report` says what ran where.
  Expected<std::vector<KernelComparison>> compare(const std::map<std::string, ir::Tensor>& inputs,
                                                  SegmentExecutor* executor = nullptr,
                                                  RunReport* report = nullptr) const;

  /// The model cut after its first `kernels` kernels with instructions (at
  /// least 1): the manifest keeps those kernels (and the host and view
  /// kernels before the last of them), the segments end with the last one's
  /// instructions. A cut model runs and compares like the whole one, but
  /// run() returns no outputs (nothing after the cut is computed). Errors: a
  /// model with fewer such kernels.
  Expected<CompiledModel> firstKernels(int kernels) const;
  /// True for a model firstKernels() cut short.
  bool partial() const { return partial_; }

  const Manifest& manifest() const { return manifest_; }
  const ir::Graph& graph() const { return *graph_; }
  const hw::Spec& spec() const { return *spec_; }
  const isa::ProgramImage& image() const { return image_; }

 private:
  std::filesystem::path dir_;
  std::shared_ptr<const hw::Spec> spec_;
  Manifest manifest_;
  isa::ProgramImage image_;
  std::shared_ptr<const ir::Graph> graph_;
  bool partial_ = false;
};

}  // namespace tessera::runtime
