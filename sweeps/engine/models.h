// Model preparation for a sweep, done once per model variant and shared by
// every point and thread.
//
// Kernels: import, the default pipeline, then pruning (compiler.prune) of the
// optimised graph (the weights a deployed model has: BatchNorm already
// folded), then lowerGraph(), which reads the pruned constants, so real
// weight densities reach the estimate. One KernelGraph per (model, pruning)
// serves every hardware point: kernels are hardware-independent.
// Accuracy (models with an eval set): the same pruned graph, quantized
// (compiler.quant, calibrated on the first calibration_samples eval inputs),
// run by the reference executor on the eval inputs: top-1 against the
// labels, and agreement with the fp32 model's predictions. Computed once per
// (model, pruning, precision, method, per-layer precision assignment). The estimate never runs the quantized
// graph: bytes, energy and area follow the hardware point's own precision.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/ir/graph.h"
#include "compiler/ir/tensor.h"
#include "compiler/quant/calibrate.h"
#include "hw/support/expected.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// Kernels of one (model, pruning) variant.
struct PreparedKernels {
  backend::KernelGraph kernels;
  double weight_density = 1.0;             ///< nonzero / all constant array weights, measured
  std::shared_ptr<const ir::Graph> graph;  ///< the pruned graph, kept only for models with an eval set
};

/// Accuracy of one (model, pruning, precision, method) variant.
struct AccuracyResult {
  std::optional<double> accuracy;    ///< top-1 (labels given)
  double agreement_with_fp32 = 1.0;  ///< same top-1 class as the unpruned fp32 model
};

/// Prepares and caches model variants; thread-safe, each variant computed once.
class ModelLibrary {
 public:
  explicit ModelLibrary(const SweepSpec& spec);
  ~ModelLibrary();

  /// Kernels of `model` with pruning `prune` ("none", "N:M" or a density).
  Expected<std::shared_ptr<const PreparedKernels>> kernels(int model, const std::string& prune);

  /// Accuracy of `model` pruned per `prune` and quantized to `quant` (fp32,
  /// int4, int8, int16, fp16, bf16) with calibration `method`, the layers
  /// named in `layers` at their own precision (mixed precision: quant is the
  /// other layers'). Only for models with an eval set. Cached per (model,
  /// prune, quant, method, layers); the calibration per (model, prune).
  Expected<AccuracyResult> accuracy(int model, const std::string& prune, const std::string& quant,
                                    const std::optional<std::string>& method,
                                    const std::vector<std::pair<std::string, std::string>>& layers = {});

  /// Seconds spent preparing (import, passes, pruning, lowering, accuracy), over all threads.
  double preparationSeconds() const;

  /// A model's eval inputs, labels and fp32 predictions (models.cpp).
  struct EvalData;

 private:
  Expected<std::shared_ptr<const EvalData>> evalData(int model);
  Expected<std::shared_ptr<const quant::Calibration>> calibration(int model, const std::string& prune);

  const SweepSpec& spec_;
  struct Caches;
  std::unique_ptr<Caches> caches_;
};

}  // namespace tessera::sweep
