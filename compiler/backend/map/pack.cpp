// Group packing of grouped convolutions (see pack.h).
#include "compiler/backend/map/pack.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "compiler/backend/map/estimate.h"
#include "compiler/backend/map/mapper.h"
#include "compiler/backend/map/toeplitz.h"
#include "compiler/backend/plan/kernel_plan.h"

namespace tessera::backend {

namespace {

/// How much faster a narrower packing, or the banded mapping, must be by the
/// mapper's latency to be taken over the widest packing (pack.h: why the margin).
constexpr double kTakenWhenFasterBy = 1.25;

/// `kernel` with `p` of its groups side by side (block-diagonal weights).
Kernel packedBy(const Kernel& kernel, std::int64_t p);

/// The value remembered under `key`, else `decide()`'s, remembered: estimate,
/// codegen and the DRAM image ask for the same kernels, each decision costs
/// mapping searches.
template <typename T, typename Decide>
T remembered(const std::string& key, Decide decide) {
  static std::mutex mutex;
  static std::map<std::string, T> chosen;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = chosen.find(key); it != chosen.end()) return it->second;
  }
  const T value = decide();
  std::lock_guard<std::mutex> lock(mutex);
  chosen.emplace(key, value);
  return value;
}

/// The packings groupPacking chooses from: the divisors of g that fit the
/// array (p * c rows, p * k columns) and whose groups start on whole bytes at
/// every precision (one group of all channels always does); when none does,
/// the widest divisor alone.
std::vector<std::int64_t> packingCandidates(const hw::Spec& spec, const hw::model::LayerShape& l) {
  const std::int64_t most =
      std::min({l.g, spec.params().pe_array.rows / std::max<std::int64_t>(l.c, 1),
                spec.params().pe_array.cols / std::max<std::int64_t>(l.k, 1)});
  const hw::Precision& pr = spec.params().precision;
  const auto aligned = [&](std::int64_t p) {
    return p == l.g || (p * l.c * pr.activation_bits % 8 == 0 && p * l.k * pr.activation_bits % 8 == 0 &&
                        p * l.k * pr.weight_bits % 8 == 0);
  };
  std::vector<std::int64_t> fits;
  std::int64_t widest = 1;
  for (std::int64_t p = most; p > 1; --p)
    if (l.g % p == 0) {
      if (aligned(p)) fits.push_back(p);
      widest = std::max(widest, p);
    }
  if (fits.empty()) fits.push_back(widest);
  return fits;
}

}  // namespace

std::int64_t groupPacking(const hw::Spec& spec, const Kernel& kernel) {
  const hw::model::LayerShape& l = kernel.shape;
  if (kernel.kind != KernelKind::kConv || l.g <= 1) return 1;
  const std::vector<std::int64_t> candidates = packingCandidates(spec, l);
  if (candidates.size() == 1) return candidates.front();
  // Several packings fit: the widest unless the mapper's latency finds a
  // narrower one 1.25x faster (pack.h: why the margin). The block-diagonal weights grow
  // with p (p x the model's), so on a large array the widest packing can
  // make a depthwise layer bound by moving zeros (EfficientNet-B0's 5x5
  // depthwise layers on tpu_v1_like: 224 groups a pass, 3.8 MB of weights
  // for 17 KB of the model's). Remembered per spec and shape: estimate,
  // codegen and the DRAM image ask for the same kernels.
  const hw::model::LayerShape unpacked = hardwareShape(spec, kernel);
  const std::string key =
      fmt::format("{}|{},{},{},{},{},{},{},{},{},{},{},{},{}|{}|{}", spec.fingerprint(), l.n, l.k, l.c, l.g, l.p, l.q,
                  l.r, l.s, l.stride_h, l.stride_w, l.dilation_h, l.dilation_w, unpacked.weight_density,
                  kernel.sparsity.elements, fmt::join(kernel.sparsity.max_nonzeros_per_group, ","));
  return remembered<std::int64_t>("packing|" + key, [&] {
    std::int64_t best = candidates.front();
    double best_cycles = std::numeric_limits<double>::infinity();
    for (std::int64_t p : candidates) {  // widest first
      auto choice = searchMapping(spec, hardwareShape(spec, packedBy(kernel, p)), Objective::kLatency);
      if (!choice) continue;
      if (choice->cost.cycles * kTakenWhenFasterBy < best_cycles) {
        best = p;
        best_cycles = choice->cost.cycles;
      }
    }
    return best;
  });
}

bool runsBanded(const hw::Spec& spec, const Kernel& kernel) {
  const hw::model::LayerShape& l = kernel.shape;
  if (kernel.kind != KernelKind::kConv || l.g <= 1 || l.c != 1 || l.k != 1) return false;
  const std::string key =
      fmt::format("{}|{},{},{},{},{},{},{},{},{},{}|{},{},{},{}|{}|{},{},{}", spec.fingerprint(), l.n, l.g, l.p, l.q,
                  l.r, l.s, l.stride_h, l.stride_w, l.dilation_h, l.dilation_w, kernel.conv_input.in_h,
                  kernel.conv_input.in_w, kernel.conv_input.pad_top, kernel.conv_input.pad_left, kernel.ops,
                  kernel.inputs.size(), kernel.weights.size(), kernel.vector_ops.size());
  return remembered<bool>("banded|" + key, [&] {
    const std::optional<BandedGeometry> g = bandedGeometry(spec, kernel);
    if (!g) return false;
    // Against the chosen packing's mapper cycles (its array operands, as bandedCost counts).
    auto choice = searchMapping(spec, hardwareShape(spec, packedBy(kernel, groupPacking(spec, kernel))),
                                Objective::kLatency);
    // Like for like: the packing's mapper cycles hold no weight slots' chain or order interlock.
    return choice && bandedCost(spec, *g, 0).unwaitedCycles() * kTakenWhenFasterBy < choice->cost.cycles;
  });
}

Kernel packGroups(const hw::Spec& spec, const Kernel& kernel) {
  if (runsBanded(spec, kernel)) {
    Kernel banded = kernel;
    banded.banded = true;
    return banded;
  }
  return packedBy(kernel, groupPacking(spec, kernel));
}

namespace {

Kernel packedBy(const Kernel& kernel, std::int64_t p) {
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

}  // namespace

std::optional<KernelGraph> packGroups(const hw::Spec& spec, const KernelGraph& graph) {
  std::optional<KernelGraph> packed;
  for (size_t i = 0; i < graph.kernels.size(); ++i) {
    if (groupPacking(spec, graph.kernels[i]) == 1 && !runsBanded(spec, graph.kernels[i])) continue;
    if (!packed) packed = graph;
    packed->kernels[i] = packGroups(spec, graph.kernels[i]);
  }
  return packed;
}

std::optional<KernelGraph> codegenGraph(const hw::Spec& spec, const KernelGraph& graph) {
  std::optional<KernelGraph> packed = packGroups(spec, graph);
  if (std::optional<KernelGraph> placed = placeConcatOperands(spec, packed ? *packed : graph)) return placed;
  return packed;
}

}  // namespace tessera::backend
