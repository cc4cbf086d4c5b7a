// Magnitude pruning: unstructured per-tensor density and N:M along the reduction axis.
#include "compiler/sparsity/prune.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace tessera::sparsity {
namespace {

Status error(const std::string& file, const std::string& message, std::vector<std::string> notes = {}) {
  Diagnostic d;
  d.location.file = file;
  d.message = message;
  d.notes = std::move(notes);
  return Status::error(d);
}

bool isMatrixOp(const ir::Node& node) {
  return node.domain.empty() && (node.op_type == "Conv" || node.op_type == "ConvTranspose" || node.op_type == "Gemm" ||
                                 node.op_type == "MatMul");
}

bool isFloatConstant(const ir::Graph& graph, ir::ValueId id) {
  if (id == ir::kNoValue) return false;
  const ir::Value& v = graph.value(id);
  return v.constant && v.constant->dtype() == ir::DType::kF32 && v.constant->size() > 0;
}


/// Calls f(first_index, stride, length) for every group of m along `axis`.
template <class F>
void forEachGroup(const ir::Shape& shape, int axis, int m, F f) {
  std::int64_t outer = 1, inner = 1;
  for (int d = 0; d < axis; ++d) outer *= shape[static_cast<size_t>(d)];
  for (size_t d = static_cast<size_t>(axis) + 1; d < shape.size(); ++d) inner *= shape[d];
  const std::int64_t reduce = shape[static_cast<size_t>(axis)];
  for (std::int64_t o = 0; o < outer; ++o)
    for (std::int64_t i = 0; i < inner; ++i)
      for (std::int64_t r = 0; r < reduce; r += m)
        f((o * reduce + r) * inner + i, inner, std::min<std::int64_t>(m, reduce - r));
}

std::string layerName(const ir::Graph& graph, const ir::Node& node) {
  if (!node.name.empty()) return node.name;
  return node.outputs.empty() || node.outputs[0] == ir::kNoValue ? node.op_type : graph.value(node.outputs[0]).name;
}

std::string formatDensity(double density) { return fmt::format("{:g}", density); }

}  // namespace

Status validate(const PruneOptions& options) {
  if (options.mode == PruneMode::kUnstructured) {
    if (!(options.density > 0.0 && options.density <= 1.0))
      return error("", fmt::format("density must be in (0, 1] (the fraction of weights kept), got {}", options.density));
    return Status();
  }
  const int m = options.m;
  if (m != 2 && m != 4 && m != 8 && m != 16)
    return error("", fmt::format("N:M structured sparsity: M must be 2, 4, 8 or 16, got {}", m));
  if (options.n < 1 || options.n >= m)
    return error("", fmt::format("N:M structured sparsity: N must satisfy 1 <= N < M = {}, got N = {}", m, options.n),
                 {"N is the number of weights kept in each group of M, e.g. 2:4"});
  return Status();
}

Expected<PruneOptions> parseNofM(const std::string& text) {
  PruneOptions options;
  options.mode = PruneMode::kNofM;
  const size_t colon = text.find(':');
  const auto digits = [](const std::string& s) {
    return !s.empty() && s.size() <= 4 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const std::string n = colon == std::string::npos ? "" : text.substr(0, colon);
  const std::string m = colon == std::string::npos ? "" : text.substr(colon + 1);
  if (!digits(n) || !digits(m))
    return error("", fmt::format("N:M structured sparsity: expected N:M with two integers (e.g. 2:4), got '{}'", text));
  options.n = std::stoi(n);
  options.m = std::stoi(m);
  if (Status s = validate(options); !s.ok()) return s;
  return options;
}

std::string describe(const PruneOptions& options) {
  if (options.mode == PruneMode::kUnstructured) return fmt::format("sparsify{{density={}}}", formatDensity(options.density));
  return fmt::format("sparsify{{n-of-m={}:{}}}", options.n, options.m);
}

std::int64_t countNonzeros(const ir::Tensor& weight) {
  const float* w = weight.data<float>();
  return std::count_if(w, w + weight.size(), [](float x) { return x != 0.0f; });
}

ir::Tensor pruneUnstructured(const ir::Tensor& weight, double density) {
  ir::Tensor out(ir::DType::kF32, weight.shape());
  const float* w = weight.data<float>();
  const std::int64_t size = weight.size();
  const auto keep = std::clamp<std::int64_t>(std::llround(density * static_cast<double>(size)), 0, size);
  std::vector<std::int64_t> order(static_cast<size_t>(size));
  std::iota(order.begin(), order.end(), std::int64_t{0});
  // Strict total order: larger |w| first, then the lower index.
  const auto before = [w](std::int64_t a, std::int64_t b) {
    const float fa = std::fabs(w[a]), fb = std::fabs(w[b]);
    return fa != fb ? fa > fb : a < b;
  };
  if (keep < size) std::nth_element(order.begin(), order.begin() + keep, order.end(), before);
  float* o = out.data<float>();
  for (std::int64_t k = 0; k < keep; ++k) o[order[static_cast<size_t>(k)]] = w[order[static_cast<size_t>(k)]];
  return out;
}

ir::Tensor pruneNofM(const ir::Tensor& weight, int axis, int n, int m) {
  ir::Tensor out(ir::DType::kF32, weight.shape());
  const float* w = weight.data<float>();
  float* o = out.data<float>();
  std::vector<std::int64_t> group;
  forEachGroup(weight.shape(), axis, m, [&](std::int64_t first, std::int64_t stride, std::int64_t length) {
    group.clear();
    for (std::int64_t k = 0; k < length; ++k) group.push_back(first + k * stride);
    std::stable_sort(group.begin(), group.end(),
                     [w](std::int64_t a, std::int64_t b) { return std::fabs(w[a]) > std::fabs(w[b]); });
    for (std::int64_t k = 0; k < std::min<std::int64_t>(n, length); ++k) o[group[static_cast<size_t>(k)]] = w[group[static_cast<size_t>(k)]];
  });
  return out;
}

WeightRef findWeight(const ir::Graph& graph, const ir::Node& node) {
  const auto input = [&](size_t k) { return k < node.inputs.size() ? node.inputs[k] : ir::kNoValue; };
  const auto rank = [&](size_t k) { return graph.value(input(k)).constant->rank(); };
  const std::string& op = node.op_type;
  if (op == "Conv" || op == "ConvTranspose") {
    if (!isFloatConstant(graph, input(1)) || rank(1) < 2) return {};
    return {1, op == "Conv" ? 1 : 0};
  }
  if (op == "Gemm") {
    if (isFloatConstant(graph, input(1)) && rank(1) == 2) return {1, node.attrInt("transB", 0) ? 1 : 0};
    if (isFloatConstant(graph, input(0)) && rank(0) == 2) return {0, node.attrInt("transA", 0) ? 0 : 1};
    return {};
  }
  // MatMul: B [..., K, N] reduces along rank-2 (a 1-D B along 0); A [..., M, K] along its last axis.
  if (isFloatConstant(graph, input(1)) && rank(1) >= 1) return {1, std::max(0, rank(1) - 2)};
  if (isFloatConstant(graph, input(0)) && rank(0) >= 1) return {0, rank(0) - 1};
  return {};
}

NonzeroProfile profileNonzeros(const ir::Tensor& weight, int axis) {
  // Row-major walk (outer, reduction, inner) with one running count per
  // inner position and group size: sequential reads, one pass.
  const ir::Shape& shape = weight.shape();
  std::int64_t outer = 1, inner = 1;
  for (int d = 0; d < axis; ++d) outer *= shape[static_cast<size_t>(d)];
  for (size_t d = static_cast<size_t>(axis) + 1; d < shape.size(); ++d) inner *= shape[d];
  const std::int64_t reduce = shape.empty() ? 1 : shape[static_cast<size_t>(axis)];
  const float* w = weight.data<float>();
  NonzeroProfile profile;
  profile.nonzeros = countNonzeros(weight);
  if (profile.nonzeros == weight.size()) {  // dense: every group is full
    for (int j = 0; j < 4; ++j)
      profile.max_per_group[static_cast<size_t>(j)] = static_cast<int>(std::min<std::int64_t>(2 << j, reduce));
    return profile;
  }
  profile.nonzeros = 0;
  std::vector<int> counts(static_cast<size_t>(inner) * 4, 0);
  for (std::int64_t o = 0; o < outer; ++o) {
    for (std::int64_t r = 0; r < reduce; ++r) {
      for (int j = 0; j < 4; ++j)
        if (r % (2 << j) == 0) std::fill(counts.begin() + j * inner, counts.begin() + (j + 1) * inner, 0);
      const float* row = w + (o * reduce + r) * inner;
      for (std::int64_t i = 0; i < inner; ++i) {
        if (row[i] == 0.0f) continue;
        ++profile.nonzeros;
        for (int j = 0; j < 4; ++j) {
          const int c = ++counts[static_cast<size_t>(j * inner + i)];
          if (c > profile.max_per_group[static_cast<size_t>(j)]) profile.max_per_group[static_cast<size_t>(j)] = c;
        }
      }
    }
  }
  return profile;
}

bool satisfiesNofM(const ir::Tensor& weight, int axis, int n, int m) {
  const float* w = weight.data<float>();
  bool ok = true;
  forEachGroup(weight.shape(), axis, m, [&](std::int64_t first, std::int64_t stride, std::int64_t length) {
    int nonzeros = 0;
    for (std::int64_t k = 0; k < length; ++k) nonzeros += w[first + k * stride] != 0.0f;
    ok = ok && nonzeros <= n;
  });
  return ok;
}

Expected<PruneResult> pruneGraph(const ir::Graph& graph, const PruneOptions& options) {
  if (Status s = validate(options); !s.ok()) {
    Diagnostic d = s.diagnostics()[0];
    d.location.file = graph.source;
    return Status::error(d);
  }
  PruneResult result{graph, {}};
  ir::Graph& g = result.graph;
  std::set<ir::ValueId> done;  // a weight read by several layers is pruned once
  for (const ir::Node& node : g.nodes) {
    if (!isMatrixOp(node)) continue;
    const WeightRef ref = findWeight(g, node);
    if (ref.input < 0) continue;
    const ir::ValueId id = node.inputs[static_cast<size_t>(ref.input)];
    if (!done.insert(id).second) continue;
    ir::Value& value = g.value(id);
    const ir::Tensor& weight = *value.constant;
    ir::Tensor pruned = options.mode == PruneMode::kUnstructured ? pruneUnstructured(weight, options.density)
                                                                 : pruneNofM(weight, ref.axis, options.n, options.m);
    LayerPruneStats stats;
    stats.name = layerName(g, node);
    stats.op_type = node.op_type;
    stats.weight = value.name;
    const size_t other = ref.input == 1 ? 0 : 1;
    const ir::ValueId activation = other < node.inputs.size() ? node.inputs[other] : ir::kNoValue;
    stats.input = activation == ir::kNoValue ? "" : g.value(activation).name;
    stats.reduction_axis = ref.axis;
    stats.weights = pruned.size();
    stats.nonzeros = countNonzeros(pruned);
    stats.density = static_cast<double>(stats.nonzeros) / static_cast<double>(stats.weights);
    stats.satisfies_n_of_m = options.mode == PruneMode::kNofM && satisfiesNofM(pruned, ref.axis, options.n, options.m);
    value.constant = std::move(pruned);  // a new tensor; the original storage is untouched
    result.layers.push_back(stats);
  }
  if (result.layers.empty())
    return error(graph.source, "nothing to prune: no Conv, ConvTranspose, Gemm or MatMul reads a constant float32 weight");
  const std::string step = describe(options);
  g.pipeline = g.pipeline.empty() ? step : g.pipeline + "," + step;
  return result;
}

}  // namespace tessera::sparsity
