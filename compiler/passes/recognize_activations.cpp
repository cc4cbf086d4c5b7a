// recognize-activations: replace activations exported as expanded subgraphs by one node.
//
//   %d = Div(%x, 1.4142135)
//   %e = Erf(%d)
//   %a = Add(%e, 1)                     %y = tessera.Gelu(%x)
//   %m = Mul(%x, %a)             ->
//   %y = Mul(%m, 0.5)
//
//   %s = Sigmoid(%x); %y = Mul(%x, %s)                 ->  %y = tessera.Swish(%x)
//   %h = HardSigmoid(%x) {alpha=1/6}; %y = Mul(%x, %h)  ->  %y = HardSwish(%x)
//
//   c = Mul(x, 65537); d = Sub(c, x); r = Sub(c, d); Cast(r, to bf16)
//                                                      ->  tessera.ToBf16(x)
//
// GELU is the erf form torch exports at opset <= 17, in any operand order and
// association of its two Muls and with Div by sqrt(2) or Mul by 1/sqrt(2);
// constants are scalars matching within 1e-5 relative. HardSwish is the ONNX
// op from opset 14, tessera.HardSwish before. A match needs every
// intermediate result read once, inside the pattern, and not a graph output.
// The final Mul becomes the new node, so the output value (id and name) is
// kept; the other pattern nodes are removed and the graph compacted.
#include <cmath>
#include <optional>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

constexpr const char* kFlag = "recognize-activations";
constexpr const char* kDomain = "tessera";

bool near(double value, double expected) { return std::abs(value - expected) <= 1e-5 * std::abs(expected); }

bool floatType(ir::DType d) {
  return d == ir::DType::kF32 || d == ir::DType::kF64 || d == ir::DType::kF16 || d == ir::DType::kBF16;
}

class Matcher {
 public:
  Matcher(ir::Graph& graph, const std::vector<char>& removed)
      : graph_(graph), removed_(removed), users_(graph.users()), producer_(graph.values.size(), -1) {
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      for (ir::ValueId id : graph.nodes[n].outputs)
        if (id != ir::kNoValue) producer_[static_cast<size_t>(id)] = static_cast<int>(n);
  }

  /// The live node defining `id` with this (default-domain) op type and input
  /// count, or nullptr.
  const ir::Node* def(ir::ValueId id, const char* op, size_t inputs) const {
    if (id == ir::kNoValue) return nullptr;
    int p = producer_[static_cast<size_t>(id)];
    if (p < 0 || removed_[static_cast<size_t>(p)]) return nullptr;
    const ir::Node& node = graph_.nodes[static_cast<size_t>(p)];
    if (node.op_type != op || !node.domain.empty() || node.inputs.size() != inputs || node.outputs.size() != 1) return nullptr;
    for (ir::ValueId in : node.inputs)
      if (in == ir::kNoValue) return nullptr;
    return &node;
  }

  /// Nodes reading `id`.
  std::size_t readers(ir::ValueId id) const { return users_[static_cast<size_t>(id)].size(); }

  /// An intermediate: read by exactly one node and not a graph output.
  bool intermediate(ir::ValueId id) const {
    return users_[static_cast<size_t>(id)].size() == 1 && !graph_.isOutput(id);
  }

  /// `def` for an intermediate value.
  const ir::Node* inner(ir::ValueId id, const char* op, size_t inputs) const {
    const ir::Node* node = def(id, op, inputs);
    return node && intermediate(id) ? node : nullptr;
  }

  /// The value of a one-element float constant (initializer or Constant node)
  /// of x's dtype that cannot broadcast x to a higher rank.
  std::optional<double> scalar(ir::ValueId id, ir::ValueId x) const {
    if (id == ir::kNoValue) return std::nullopt;
    const ir::Tensor* t = nullptr;
    const ir::Value& v = graph_.value(id);
    if (v.constant) t = &*v.constant;
    else if (const ir::Node* c = def(id, "Constant", 0)) t = c->attrTensor("value");
    const ir::TensorType& xt = graph_.value(x).type;
    if (!t || t->size() != 1 || t->dtype() != xt.dtype) return std::nullopt;
    if (t->rank() > 0 && (!xt.rank_known || static_cast<size_t>(t->rank()) > xt.shape.size())) return std::nullopt;
    return t->at(0);
  }

  /// Float input x: the only kind the activations are rewritten for.
  bool floatValue(ir::ValueId x) const { return x != ir::kNoValue && floatType(graph_.value(x).type.dtype); }

  /// Nodes (indices) defining the given values.
  int producer(ir::ValueId id) const { return producer_[static_cast<size_t>(id)]; }

 private:
  ir::Graph& graph_;
  const std::vector<char>& removed_;
  std::vector<std::vector<int>> users_;
  std::vector<int> producer_;
};

struct Match {
  std::string op;
  std::string domain;
  ir::ValueId x = ir::kNoValue;
  std::vector<ir::ValueId> dead;  ///< intermediates whose producers go away
};

/// Add(Erf(Div(x, sqrt2) | Mul(x, 1/sqrt2)), 1) in either operand order; sets x.
std::optional<ir::ValueId> matchErfBranch(const Matcher& m, ir::ValueId id, std::vector<ir::ValueId>& dead) {
  const ir::Node* add = m.inner(id, "Add", 2);
  if (!add) return std::nullopt;
  for (int k = 0; k < 2; ++k) {
    ir::ValueId erf_out = add->inputs[static_cast<size_t>(k)];
    const ir::Node* erf = m.inner(erf_out, "Erf", 1);
    if (!erf) continue;
    ir::ValueId scaled = erf->inputs[0];
    std::optional<ir::ValueId> x;
    if (const ir::Node* div = m.inner(scaled, "Div", 2)) {
      std::optional<double> c = m.scalar(div->inputs[1], div->inputs[0]);
      if (c && near(*c, std::sqrt(2.0))) x = div->inputs[0];
    } else if (const ir::Node* mul = m.inner(scaled, "Mul", 2)) {
      for (int j = 0; j < 2 && !x; ++j) {
        ir::ValueId cand = mul->inputs[static_cast<size_t>(j)];
        std::optional<double> c = m.scalar(mul->inputs[static_cast<size_t>(1 - j)], cand);
        if (c && near(*c, 1.0 / std::sqrt(2.0))) x = cand;
      }
    }
    if (!x || !m.floatValue(*x)) continue;
    std::optional<double> one = m.scalar(add->inputs[static_cast<size_t>(1 - k)], *x);
    if (!one || !near(*one, 1.0)) continue;
    dead.insert(dead.end(), {id, erf_out, scaled});
    return x;
  }
  return std::nullopt;
}

/// The three factors {x, 0.5, 1 + erf(x / sqrt2)} of a product of two Muls.
std::optional<Match> matchGelu(const Matcher& m, const ir::Node& root) {
  for (int k = 0; k < 2; ++k) {
    ir::ValueId inner_out = root.inputs[static_cast<size_t>(k)];
    const ir::Node* inner = m.inner(inner_out, "Mul", 2);
    if (!inner) continue;
    const ir::ValueId leaves[3] = {root.inputs[static_cast<size_t>(1 - k)], inner->inputs[0], inner->inputs[1]};
    // Which leaf is the erf branch, which is x; the remaining one is 0.5.
    for (int b = 0; b < 3; ++b) {
      std::vector<ir::ValueId> dead = {inner_out};
      std::optional<ir::ValueId> x = matchErfBranch(m, leaves[b], dead);
      if (!x) continue;
      for (int xi = 0; xi < 3; ++xi) {
        if (xi == b || leaves[xi] != *x) continue;
        int half = 3 - b - xi;
        std::optional<double> c = m.scalar(leaves[half], *x);
        if (!c || !near(*c, 0.5)) continue;
        return Match{"Gelu", kDomain, *x, dead};
      }
    }
  }
  return std::nullopt;
}

/// Mul(x, gate(x)) in either order, gate an intermediate of type `op`.
const ir::Node* matchGated(const Matcher& m, const ir::Node& root, const char* op, ir::ValueId& x, ir::ValueId& gate) {
  for (int k = 0; k < 2; ++k) {
    gate = root.inputs[static_cast<size_t>(k)];
    const ir::Node* g = m.inner(gate, op, 1);
    x = root.inputs[static_cast<size_t>(1 - k)];
    if (g && g->inputs[0] == x && m.floatValue(x)) return g;
  }
  return nullptr;
}

/// Cast(to bf16) of x rounded to 8 significant bits by a Veltkamp split, as
/// `tessera quantize --precision bf16` writes it (ONNX's Cast truncates):
///   c = Mul(x, 65537); d = Sub(c, x); r = Sub(c, d); Cast(r, to bf16)
/// -> tessera.ToBf16(x), the conversion rounded to nearest even (equal to the
/// split on every input the split handles, docs/quantization.md).
std::optional<Match> matchBf16Rounding(const Matcher& m, const ir::Node& root) {
  if (root.op_type != "Cast" || !root.domain.empty() || root.inputs.size() != 1 ||
      root.attrInt("to", 0) != ir::onnxType(ir::DType::kBF16))
    return std::nullopt;
  const ir::ValueId r = root.inputs[0];
  const ir::Node* rne = m.inner(r, "Sub", 2);
  if (!rne) return std::nullopt;
  const ir::ValueId c = rne->inputs[0], d = rne->inputs[1];
  const ir::Node* low = m.inner(d, "Sub", 2);
  const ir::Node* split = m.def(c, "Mul", 2);
  if (!low || !split || low->inputs[0] != c || m.readers(c) != 2) return std::nullopt;
  const ir::ValueId x = low->inputs[1];
  for (int k = 0; k < 2; ++k)
    if (split->inputs[static_cast<size_t>(k)] == x && m.floatValue(x) &&
        m.scalar(split->inputs[static_cast<size_t>(1 - k)], x) == 65537.0)
      return Match{"ToBf16", kDomain, x, {c, d, r}};
  return std::nullopt;
}

class RecognizeActivations : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<char> removed(graph.nodes.size(), 0);
    Matcher m(graph, removed);
    const bool onnx_hardswish = graph.opset() >= 14;
    bool used_domain = false;
    for (size_t n = 0; n < graph.nodes.size(); ++n) {
      const ir::Node& root = graph.nodes[n];
      std::optional<Match> match = matchBf16Rounding(m, root);
      if (!match) {
        if (root.op_type != "Mul" || !root.domain.empty() || root.inputs.size() != 2 || root.outputs.size() != 1 ||
            root.inputs[0] == ir::kNoValue || root.inputs[1] == ir::kNoValue)
          continue;
        ir::ValueId x = ir::kNoValue, gate = ir::kNoValue;
        if (matchGated(m, root, "Sigmoid", x, gate)) {
          match = Match{"Swish", kDomain, x, {gate}};
        } else if (const ir::Node* h = matchGated(m, root, "HardSigmoid", x, gate);
                   h && near(h->attrFloat("alpha", 0.2f), 1.0 / 6.0) && near(h->attrFloat("beta", 0.5f), 0.5)) {
          match = Match{"HardSwish", onnx_hardswish ? "" : kDomain, x, {gate}};
        } else {
          match = matchGelu(m, root);
        }
      }
      if (!match) continue;
      for (ir::ValueId id : match->dead) removed[static_cast<size_t>(m.producer(id))] = 1;
      ir::Node& node = graph.nodes[n];
      node.op_type = match->op;
      node.domain = match->domain;
      node.inputs = {match->x};
      node.attributes.clear();
      used_domain |= !match->domain.empty();
      const std::string counter = match->op == "Gelu"     ? "gelu"
                                  : match->op == "Swish"  ? "swish"
                                  : match->op == "ToBf16" ? "bf16-rounding"
                                                          : "hardswish";
      context.count(kFlag, counter);
      context.count(kFlag, "nodes-removed", static_cast<std::int64_t>(match->dead.size()));
    }
    if (used_domain && !graph.opsets.count(kDomain)) graph.opsets[kDomain] = 1;
    std::vector<ir::Node> kept;
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      if (!removed[n]) kept.push_back(std::move(graph.nodes[n]));
    graph.nodes = std::move(kept);
    graph.compact();
    return Status();
  }
};

}  // namespace

const PassInfo kRecognizeActivationsPass = {
    "recognize-activations",
    "Replace expanded GELU (erf form), Swish and HardSwish subgraphs, and bf16 rounding by a Veltkamp split, by one node",
    [](const PassOptions& o) { return createWithoutOptions<RecognizeActivations>("recognize-activations", o); }};

}  // namespace tessera::passes
