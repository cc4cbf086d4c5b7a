// Einsum kernel: a direct sum over every label combination (explicit/implicit output, ellipsis, diagonals).
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <type_traits>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"
#include "compiler/exec/kernels/extra_kernels.h"

namespace tessera::exec {
namespace {

using elementwise::checkArity;
using elementwise::setOutput;

/// One side of an equation term: letters, with "..." as label kEllipsis.
constexpr int kEllipsis = -1;

/// Parses "ab...c" into label codes ('a'..'z' -> 0..25, 'A'..'Z' -> 26..51);
/// nullopt if malformed.
std::optional<std::vector<int>> parseTerm(const std::string& term) {
  std::vector<int> labels;
  bool ellipsis = false;
  for (size_t i = 0; i < term.size(); ++i) {
    const char c = term[i];
    if (c == '.') {
      if (ellipsis || term.compare(i, 3, "...") != 0) return std::nullopt;
      ellipsis = true;
      labels.push_back(kEllipsis);
      i += 2;
    } else if (c >= 'a' && c <= 'z') {
      labels.push_back(c - 'a');
    } else if (c >= 'A' && c <= 'Z') {
      labels.push_back(26 + (c - 'A'));
    } else {
      return std::nullopt;
    }
  }
  return labels;
}

std::vector<std::string> splitTerms(const std::string& text) {
  std::vector<std::string> terms(1);
  for (char c : text) {
    if (c == ',')
      terms.emplace_back();
    else
      terms.back() += c;
  }
  return terms;
}

Status einsumKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 64); !s.ok()) return s;
  const int count = ctx.inputCount();
  std::string equation;
  for (char c : ctx.node.attrString("equation", ""))
    if (!std::isspace(static_cast<unsigned char>(c))) equation += c;
  if (equation.empty()) return ctx.error("missing required attribute 'equation'");
  const size_t arrow = equation.find("->");
  const std::vector<std::string> terms = splitTerms(equation.substr(0, arrow));
  if (static_cast<int>(terms.size()) != count)
    return ctx.error(
        fmt::format("equation '{}' has {} input terms but the node has {} inputs", equation, terms.size(), count));
  // Labels 0..51 are letters; ellipsis dim e (counted from the right) is label 52 + e.
  constexpr int kLetters = 52;
  std::map<int, std::int64_t> sizes;
  std::vector<std::vector<int>> input_labels(static_cast<size_t>(count));
  std::vector<int> letter_uses(kLetters, 0);
  int ellipsis_rank = 0;
  for (int k = 0; k < count; ++k) {
    const Tensor* t = ctx.input(k);
    if (!t) return ctx.error(fmt::format("input {} was omitted; every input is required", k));
    std::optional<std::vector<int>> parsed = parseTerm(terms[static_cast<size_t>(k)]);
    if (!parsed)
      return ctx.error(fmt::format("equation '{}' has a malformed term '{}'", equation, terms[static_cast<size_t>(k)]));
    const bool has_ellipsis = std::count(parsed->begin(), parsed->end(), kEllipsis) != 0;
    const int letters = static_cast<int>(parsed->size()) - (has_ellipsis ? 1 : 0);
    const int extra = t->rank() - letters;
    if (extra < 0 || (!has_ellipsis && extra != 0))
      return ctx.error(fmt::format("term '{}' does not match input {} of shape {}", terms[static_cast<size_t>(k)], k,
                                   ir::formatShape(t->shape())));
    std::vector<int>& labels = input_labels[static_cast<size_t>(k)];
    for (int label : *parsed) {
      if (label != kEllipsis) {
        labels.push_back(label);
        ++letter_uses[static_cast<size_t>(label)];
        continue;
      }
      for (int e = extra - 1; e >= 0; --e) labels.push_back(kLetters + e);
      ellipsis_rank = std::max(ellipsis_rank, extra);
    }
    for (int d = 0; d < t->rank(); ++d) {
      const int label = labels[static_cast<size_t>(d)];
      const std::int64_t dim = t->dim(d);
      auto [it, fresh] = sizes.emplace(label, dim);
      if (fresh || it->second == dim) continue;
      if (label >= kLetters && (it->second == 1 || dim == 1)) {  // ellipsis dims broadcast
        it->second = std::max(it->second, dim);
        continue;
      }
      return ctx.error(fmt::format("equation '{}': a label has sizes {} and {} (input {} of shape {})", equation,
                                   it->second, dim, k, ir::formatShape(t->shape())));
    }
  }
  std::vector<int> output_labels;
  if (arrow == std::string::npos) {
    for (int e = ellipsis_rank - 1; e >= 0; --e) output_labels.push_back(kLetters + e);
    for (int l = 0; l < kLetters; ++l)
      if (letter_uses[static_cast<size_t>(l)] == 1) output_labels.push_back(l);
  } else {
    std::optional<std::vector<int>> parsed = parseTerm(equation.substr(arrow + 2));
    if (!parsed) return ctx.error(fmt::format("equation '{}' has a malformed output term", equation));
    for (int label : *parsed) {
      if (label == kEllipsis) {
        for (int e = ellipsis_rank - 1; e >= 0; --e) output_labels.push_back(kLetters + e);
      } else if (!sizes.count(label) || std::count(output_labels.begin(), output_labels.end(), label) != 0) {
        return ctx.error(fmt::format("equation '{}': output labels must be distinct and appear in an input", equation));
      } else {
        output_labels.push_back(label);
      }
    }
  }
  // Loop order: output labels, then summed labels.
  std::vector<int> loop = output_labels;
  for (const auto& [label, size] : sizes)
    if (std::count(loop.begin(), loop.end(), label) == 0) loop.push_back(label);
  Shape loop_shape, out_shape;
  for (int label : loop) loop_shape.push_back(sizes[label]);
  for (int label : output_labels) out_shape.push_back(sizes[label]);
  // Per-input stride of each loop label (repeated labels add up: diagonals; size-1 broadcast dims get 0).
  const DType dtype = ctx.input(0)->dtype();
  std::vector<Tensor> inputs;
  std::vector<std::vector<std::int64_t>> strides;
  for (int k = 0; k < count; ++k) {
    const Tensor& t = *ctx.input(k);
    if (t.dtype() != dtype)
      return ctx.error(fmt::format("expected every input to be {} like input 0, found {} at input {}", ir::name(dtype),
                                   ir::name(t.dtype()), k));
    inputs.push_back(isHalf(dtype) ? castTensor(t, DType::kF32) : t);
    const std::vector<std::int64_t> own = stridesOf(t.shape());
    std::vector<std::int64_t> s(loop.size(), 0);
    for (int d = 0; d < t.rank(); ++d) {
      if (t.dim(d) == 1 && sizes[input_labels[static_cast<size_t>(k)][static_cast<size_t>(d)]] != 1) continue;
      const auto pos =
          std::find(loop.begin(), loop.end(), input_labels[static_cast<size_t>(k)][static_cast<size_t>(d)]);
      s[static_cast<size_t>(pos - loop.begin())] += own[static_cast<size_t>(d)];
    }
    strides.push_back(std::move(s));
  }
  constexpr std::int64_t kMaxSteps = std::int64_t{1} << 32;
  std::int64_t loop_total = 1;  // saturates at kMaxSteps + 1 instead of overflowing
  for (std::int64_t d : loop_shape) {
    if (d == 0)
      loop_total = 0;
    else if (loop_total > kMaxSteps / d)
      loop_total = kMaxSteps + 1;
    else if (loop_total <= kMaxSteps)
      loop_total *= d;
  }
  if (loop_total > kMaxSteps)
    return ctx.unsupported(fmt::format(
        "equation '{}' needs more than {} multiply-adds (too many for this reference kernel)", equation, kMaxSteps));
  Expected<Tensor> made = makeOutput(ctx, inputs[0].dtype(), out_shape);
  if (!made) return made.status();
  Tensor out = std::move(made).value();
  const std::int64_t out_total = ir::elementCount(out_shape);
  const std::int64_t summed = out_total == 0 ? 0 : loop_total / std::max<std::int64_t>(out_total, 1);
  const bool handled = elementwise::visitTypes<elementwise::Types::kNumeric>(inputs[0].dtype(), [&](auto tag) {
    using T = decltype(tag);
    // Integers multiply-add modulo 2^64 and wrap to T, like NumPy.
    using Acc = std::conditional_t<std::is_floating_point_v<T>, double, std::uint64_t>;
    auto widen = [](T v) {
      if constexpr (std::is_floating_point_v<T>)
        return static_cast<double>(v);
      else
        return static_cast<std::uint64_t>(static_cast<std::int64_t>(v));
    };
    T* o = out.data<T>();
    std::vector<std::int64_t> index(loop.size(), 0);
    std::vector<std::int64_t> offsets(inputs.size(), 0);
    for (std::int64_t i = 0; i < out_total; ++i) {
      Acc acc{0};
      for (std::int64_t j = 0; j < summed; ++j) {
        Acc product{1};
        for (size_t k = 0; k < inputs.size(); ++k)
          product = static_cast<Acc>(product * widen(inputs[k].data<T>()[offsets[k]]));
        acc = static_cast<Acc>(acc + product);
        for (int axis = static_cast<int>(loop.size()) - 1; axis >= 0; --axis) {
          const auto a = static_cast<size_t>(axis);
          if (++index[a] < loop_shape[a]) {
            for (size_t k = 0; k < inputs.size(); ++k) offsets[k] += strides[k][a];
            break;
          }
          for (size_t k = 0; k < inputs.size(); ++k) offsets[k] -= strides[k][a] * (loop_shape[a] - 1);
          index[a] = 0;
        }
      }
      o[i] = static_cast<T>(acc);
    }
  });
  if (!handled) return elementwise::dtypeError(ctx, dtype, "a numeric");
  return setOutput(ctx, isHalf(dtype) ? castTensor(out, dtype) : std::move(out));
}

}  // namespace

void registerEinsumExtraKernels(KernelRegistry& registry) { registry.add("Einsum", einsumKernel); }

}  // namespace tessera::exec
