// Activation sparsity: the fraction of exact zeros entering each Conv/ConvTranspose/Gemm/MatMul, measured on real inputs.
//
// The graph is executed (reference executor) on a copy in which each layer's
// non-constant float input is marked as an extra graph output, batch by batch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::sparsity {

struct LayerActivationSparsity {
  std::string name;     ///< node name (its output's name if the node has none)
  std::string op_type;
  std::string input;    ///< the activation measured
  std::int64_t elements = 0;  ///< elements seen over all samples
  std::int64_t zeros = 0;     ///< exact zeros (+0 and -0) among them
  double zero_fraction = 0.0;
};

struct ActivationSparsityOptions {
  std::int64_t batch_size = 50;  ///< ignored when the model's batch dim is fixed
  int threads = 1;
};

/// Measures every matrix op whose first non-constant input is float32, over
/// `samples` (dim 0 = batch) fed to the graph's single runtime input.
Expected<std::vector<LayerActivationSparsity>> measureActivationSparsity(const ir::Graph& graph, const ir::Tensor& samples,
                                                                        const ActivationSparsityOptions& options = {});

}  // namespace tessera::sparsity
