// Group packing of grouped convolutions (see pack.h).
#include "compiler/backend/map/pack.h"

#include <algorithm>

namespace tessera::backend {

std::int64_t groupPacking(const hw::Spec& spec, const Kernel& kernel) {
  const hw::model::LayerShape& l = kernel.shape;
  if (kernel.kind != KernelKind::kConv || l.g <= 1) return 1;
  const std::int64_t most =
      std::min({l.g, spec.params().pe_array.rows / std::max<std::int64_t>(l.c, 1),
                spec.params().pe_array.cols / std::max<std::int64_t>(l.k, 1)});
  // Prefer a packing whose groups start on whole bytes at every precision
  // (one group of all channels always does); else the widest.
  const hw::Precision& pr = spec.params().precision;
  const auto aligned = [&](std::int64_t p) {
    return p == l.g || (p * l.c * pr.activation_bits % 8 == 0 && p * l.k * pr.activation_bits % 8 == 0 &&
                        p * l.k * pr.weight_bits % 8 == 0);
  };
  std::int64_t widest = 1;
  for (std::int64_t p = most; p > 1; --p)
    if (l.g % p == 0) {
      if (aligned(p)) return p;
      widest = std::max(widest, p);
    }
  return widest;
}

Kernel packGroups(const hw::Spec& spec, const Kernel& kernel) {
  const std::int64_t p = groupPacking(spec, kernel);
  if (p == 1) return kernel;
  Kernel packed = kernel;
  const hw::model::LayerShape& l = kernel.shape;
  hw::model::LayerShape& s = packed.shape;
  s.g = l.g / p;
  s.c = l.c * p;
  s.k = l.k * p;
  // The array weight (kernel_plan finds it by its element count) grows to the block-diagonal expansion.
  for (TensorRef& w : packed.weights)
    if (w.elements == l.weightElements()) {
      w.elements = s.weightElements();
      break;
    }
  // Same nonzeros among p times the weights. Along the reduction, stored in
  // (r, s, c') order, a group of m consecutive weights of one output column
  // meets at most its c nonzero rows per (r, s) block: min(m, c) when the
  // groups stay inside a block (m divides c'), else min(m, 2c). (The
  // original count was taken in another order, so only its zero carries over.)
  WeightSparsity& sp = packed.sparsity;
  sp.elements = kernel.sparsity.elements * p;
  for (int i = 0; i < 4; ++i) {
    int& most = sp.max_nonzeros_per_group[static_cast<size_t>(i)];
    if (most < 0) continue;
    const std::int64_t m = 2 << i;
    const std::int64_t bound = std::min(m, s.c % m == 0 ? l.c : 2 * l.c);
    if (most > 0) most = static_cast<int>(bound);
  }
  return packed;
}

std::optional<KernelGraph> packGroups(const hw::Spec& spec, const KernelGraph& graph) {
  std::optional<KernelGraph> packed;
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    if (groupPacking(spec, graph.kernels[i]) == 1) continue;
    if (!packed) packed = graph;
    packed->kernels[i] = packGroups(spec, graph.kernels[i]);
  }
  return packed;
}

}  // namespace tessera::backend
