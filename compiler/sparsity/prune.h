// Magnitude pruning of the constant weights of Conv/ConvTranspose/Gemm/MatMul (unstructured or N:M).
//
// Unstructured: per weight tensor, keep the round(density * n) largest |w|
// (ties: the lower flat index wins), zero the rest.
// N:M structured: groups of M consecutive weights along the reduction axis
// (input channels / K), for every fixed position on the other axes; keep the
// N largest |w| of each group (ties: lower index). The reduction axis is
//  - Conv [O, I/g, kh, kw]: axis 1;  ConvTranspose [I, O/g, kh, kw]: axis 0;
//  - Gemm B: axis 0 ([K, N]) or 1 with transB=1 ([N, K]); a constant A: axis 1,
//    or 0 with transA=1;  MatMul B [..., K, N]: axis rank-2; a constant A: last.
// When the reduction dim is not a multiple of M, the last group is shorter
// and keeps min(N, its length) weights (at most N nonzeros per group either way).
// Pruned weights get new constant tensors: tensors shared with other graphs
// are never written. Only float32 constants are pruned.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::sparsity {

enum class PruneMode { kUnstructured, kNofM };

struct PruneOptions {
  PruneMode mode = PruneMode::kUnstructured;
  double density = 1.0;  ///< fraction kept, in (0, 1] (kUnstructured)
  int n = 2;             ///< kept per group, 1 <= n < m (kNofM)
  int m = 4;             ///< group size: 2, 4, 8 or 16 (kNofM)
};

/// Checks the ranges above; the error says which option is wrong.
Status validate(const PruneOptions& options);
/// Parses "2:4" into n and m (validated).
Expected<PruneOptions> parseNofM(const std::string& text);
/// "sparsify{density=0.5}" or "sparsify{n-of-m=2:4}": the pipeline step recorded in graph.pipeline.
std::string describe(const PruneOptions& options);

/// Statistics of one pruned weight tensor.
struct LayerPruneStats {
  std::string name;     ///< node name (its output's name if the node has none)
  std::string op_type;
  std::string weight;   ///< name of the weight value
  std::string input;    ///< name of the activation the layer reads ("" if none)
  int reduction_axis = -1;
  std::int64_t weights = 0;   ///< elements of the weight tensor
  std::int64_t nonzeros = 0;  ///< after pruning
  double density = 0.0;       ///< nonzeros / weights
  bool satisfies_n_of_m = false;  ///< every group of M along the reduction axis has <= N nonzeros (kNofM only)
};

/// Which input of a matrix op (Conv, ConvTranspose, Gemm, MatMul) is its
/// prunable float32 constant weight, and that weight's reduction axis.
struct WeightRef {
  int input = -1;  ///< index into node.inputs; -1 = none
  int axis = -1;
};
WeightRef findWeight(const ir::Graph& graph, const ir::Node& node);

struct PruneResult {
  ir::Graph graph;
  std::vector<LayerPruneStats> layers;
};

/// Prunes a copy of `graph`; appends describe(options) to its pipeline.
/// Error if the options are invalid or no layer has a prunable weight.
Expected<PruneResult> pruneGraph(const ir::Graph& graph, const PruneOptions& options);

/// The building blocks, on one tensor (a new tensor is returned).
/// Keeps exactly round(density * size) elements (ties: lower flat index).
ir::Tensor pruneUnstructured(const ir::Tensor& weight, double density);
/// Keeps the n largest |w| of each group of m along `axis`.
ir::Tensor pruneNofM(const ir::Tensor& weight, int axis, int n, int m);
/// Nonzero count and, in one pass, the most nonzeros in any group of
/// M = 2, 4, 8, 16 consecutive elements along `axis` (index log2(M) - 1).
struct NonzeroProfile {
  std::int64_t nonzeros = 0;
  std::array<int, 4> max_per_group{0, 0, 0, 0};
};
NonzeroProfile profileNonzeros(const ir::Tensor& weight, int axis);
/// True when every group of m consecutive elements along `axis` has <= n nonzeros.
bool satisfiesNofM(const ir::Tensor& weight, int axis, int n, int m);
std::int64_t countNonzeros(const ir::Tensor& weight);

}  // namespace tessera::sparsity
