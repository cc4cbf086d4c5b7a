// fold-transposes: cancel, merge and sink Transposes; fold Reshape chains and no-op reshapes.
//
//   %t = Transpose(%x) {perm=[0,2,3,1]}
//   %r = Relu(%t)                            ->   %y = Relu(%x)
//   %y = Transpose(%r) {perm=[0,3,1,2]}
//
// Rewrites, repeated until none applies:
//   - Transpose(Transpose(x)): removed when the perms compose to the identity,
//     else one Transpose with the composed perm (the inner one goes when
//     nothing else reads it);
//   - a Transpose whose perm is the identity is removed;
//   - Unary(Transpose(x)) -> Transpose(Unary(x)) for elementwise unary ops when
//     the Transpose result has one reader, so inverse pairs meet and cancel;
//   - Reshape(Reshape(x, s1), s2) -> Reshape(x, s2) when the intermediate has
//     one reader and s2 is a constant without 0 entries (a 0 would copy a dim of
//     the intermediate, not of x);
//   - Reshape/Flatten/Squeeze/Unsqueeze whose static output shape and dtype
//     equal its input's are removed.
// When a removed node's result is a graph output, the value replacing it takes
// over its name (as in remove-identity); if that value is a graph input,
// constant or another output the rewrite is skipped, so the model's interface
// never changes. A Transpose without a perm attribute
// (reverse the dims) is handled only when its input's rank is known.
#include <algorithm>
#include <optional>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

constexpr const char* kFlag = "fold-transposes";

using Perm = std::vector<std::int64_t>;

bool isUnaryElementwise(const ir::Node& node) {
  static const char* kOps[] = {"Relu",     "Sigmoid",  "Tanh",        "Clip",      "LeakyRelu", "Neg",
                               "Abs",      "Exp",      "Sqrt",        "Cast",      "Elu",       "Selu",
                               "Celu",     "HardSigmoid", "HardSwish", "Softplus", "Softsign",  "Erf",
                               "Log",      "Reciprocal", "Floor",     "Ceil",      "Round",     "Sign",
                               "Not",      "Sin",      "Cos",         "Tan",       "Asin",      "Acos",
                               "Atan",     "Sinh",     "Cosh",        "Asinh",     "Acosh",     "Atanh",
                               "Mish",     "Gelu",     "ThresholdedRelu", "IsNaN", "IsInf"};
  if (!node.domain.empty() || node.outputs.size() != 1 || node.outputs[0] == ir::kNoValue) return false;
  bool known = false;
  for (const char* op : kOps) known |= node.op_type == op;
  if (!known) return false;
  // Clip's optional min/max inputs are scalars and commute with a transpose.
  return node.op_type == "Clip" ? node.inputCount() >= 1 && node.inputCount() <= 3 : node.inputCount() == 1;
}

/// The perm of a Transpose node, resolving the default (reversed dims) from
/// its input's rank; nullopt when unknown or not a valid permutation.
std::optional<Perm> permOf(const ir::Graph& graph, const ir::Node& node) {
  if (node.op_type != "Transpose" || !node.domain.empty() || node.inputCount() != 1 || node.inputs[0] == ir::kNoValue ||
      node.outputs.size() != 1 || node.outputs[0] == ir::kNoValue)
    return std::nullopt;
  Perm perm;
  if (node.has("perm")) {
    perm = node.attrInts("perm");
  } else {
    const ir::TensorType& type = graph.value(node.inputs[0]).type;
    if (!type.rank_known) return std::nullopt;
    perm.resize(type.shape.size());
    for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<std::int64_t>(perm.size() - 1 - i);
  }
  std::vector<char> seen(perm.size(), 0);
  for (std::int64_t p : perm) {
    if (p < 0 || p >= static_cast<std::int64_t>(perm.size()) || seen[static_cast<size_t>(p)]) return std::nullopt;
    seen[static_cast<size_t>(p)] = 1;
  }
  return perm;
}

bool isIdentity(const Perm& perm) {
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != static_cast<std::int64_t>(i)) return false;
  return true;
}

bool fullyStatic(const ir::TensorType& type) {
  return type.rank_known && std::all_of(type.shape.begin(), type.shape.end(), [](std::int64_t d) { return d >= 0; });
}

/// Makes every reader of `from` read `to`. When `from` is a graph output, `to`
/// takes over its name (keeping the interface) unless `to` is itself a graph
/// input, constant or output; then nothing changes and false is returned.
/// Values of different layouts (select-layout) are never merged.
bool forward(ir::Graph& graph, ir::ValueId from, ir::ValueId to) {
  if (graph.value(from).layout != graph.value(to).layout) return false;  // same data, different memory order
  if (graph.isOutput(from)) {
    const ir::Value& source = graph.value(to);
    if (source.is_graph_input || source.constant || graph.isOutput(to)) return false;
    graph.value(to).name = graph.value(from).name;
  }
  graph.replaceUses(from, to);
  return true;
}

class FoldTransposes : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    while (rewriteOnce(graph, context)) graph.compact();
    return Status();
  }

 private:
  /// Applies the first rewrite found; false when none applies.
  static bool rewriteOnce(ir::Graph& graph, PassContext& context) {
    const std::vector<std::vector<int>> users = graph.users();
    std::vector<int> producer(graph.values.size(), -1);
    for (size_t n = 0; n < graph.nodes.size(); ++n)
      for (ir::ValueId id : graph.nodes[n].outputs)
        if (id != ir::kNoValue) producer[static_cast<size_t>(id)] = static_cast<int>(n);
    // A value only `reader` reads, and not a graph output: its producer may go.
    auto onlyReader = [&](ir::ValueId id, size_t reader) {
      const auto& r = users[static_cast<size_t>(id)];
      return !graph.isOutput(id) && r.size() == 1 && r[0] == static_cast<int>(reader);
    };
    auto producerOf = [&](ir::ValueId id) -> ir::Node* {
      int p = id == ir::kNoValue ? -1 : producer[static_cast<size_t>(id)];
      return p < 0 ? nullptr : &graph.nodes[static_cast<size_t>(p)];
    };
    auto erase = [&](std::vector<size_t> indices) {
      std::sort(indices.rbegin(), indices.rend());
      for (size_t i : indices) graph.nodes.erase(graph.nodes.begin() + static_cast<std::ptrdiff_t>(i));
    };

    for (size_t n = 0; n < graph.nodes.size(); ++n) {
      ir::Node& node = graph.nodes[n];
      if (!node.domain.empty() || node.outputs.empty() || node.outputs[0] == ir::kNoValue) continue;
      const ir::ValueId out = node.outputs[0];

      if (std::optional<Perm> perm = permOf(graph, node)) {
        const ir::ValueId in = node.inputs[0];
        // Identity perm: forward the input.
        if (isIdentity(*perm)) {
          if (!forward(graph, out, in)) continue;
          erase({n});
          context.count(kFlag, "identity-transposes-removed");
          return true;
        }
        // Transpose(Transpose(x)).
        ir::Node* inner = producerOf(in);
        std::optional<Perm> inner_perm = inner ? permOf(graph, *inner) : std::nullopt;
        if (inner_perm && inner_perm->size() == perm->size()) {
          Perm composed(perm->size());
          for (size_t i = 0; i < perm->size(); ++i) composed[i] = (*inner_perm)[static_cast<size_t>((*perm)[i])];
          const ir::ValueId x = inner->inputs[0];
          const size_t inner_index = static_cast<size_t>(producer[static_cast<size_t>(in)]);
          const bool inner_dies = onlyReader(in, n);
          if (isIdentity(composed)) {
            if (!forward(graph, out, x)) continue;
            if (inner_dies) erase({n, inner_index});
            else erase({n});
            context.count(kFlag, "transpose-pairs-cancelled");
          } else {
            node.inputs[0] = x;
            node.attributes["perm"] = composed;
            if (inner_dies) erase({inner_index});
            context.count(kFlag, "transpose-pairs-merged");
          }
          return true;
        }
        continue;
      }

      // Unary(Transpose(x)) -> Transpose(Unary(x)).
      if (isUnaryElementwise(node)) {
        const ir::ValueId t = node.inputs[0];
        ir::Node* transpose = producerOf(t);
        if (!transpose || !permOf(graph, *transpose) || !onlyReader(t, n)) continue;
        bool t_elsewhere = false;
        for (size_t k = 1; k < node.inputs.size(); ++k) t_elsewhere |= node.inputs[k] == t;
        if (t_elsewhere) continue;
        const ir::ValueId x = transpose->inputs[0];
        const size_t transpose_index = static_cast<size_t>(producer[static_cast<size_t>(t)]);
        // The unary op's new result has x's shape and the op's result dtype.
        ir::Value moved;
        moved.name = uniqueName(graph, graph.value(out).name + "_untransposed");
        moved.type = graph.value(x).type;
        moved.type.dtype = graph.value(out).type.dtype;
        moved.layout = graph.value(x).layout;
        moved.quant = graph.value(out).quant;
        if (moved.quant && moved.quant->scale.size() > 1 && moved.quant->axis >= 0) {
          const Perm perm = *permOf(graph, *transpose);
          if (static_cast<size_t>(moved.quant->axis) < perm.size())
            moved.quant->axis = static_cast<int>(perm[static_cast<size_t>(moved.quant->axis)]);
        }
        const ir::ValueId moved_id = graph.addValue(std::move(moved));
        ir::Node sunk = *transpose;  // keeps its name and perm attribute
        sunk.inputs = {moved_id};
        sunk.outputs = {out};
        node.inputs[0] = x;
        node.outputs[0] = moved_id;
        graph.nodes.insert(graph.nodes.begin() + static_cast<std::ptrdiff_t>(n + 1), std::move(sunk));
        erase({transpose_index});  // before n, so n's index shift does not matter
        context.count(kFlag, "transposes-sunk");
        return true;
      }

      // Reshape(Reshape(x, s1), s2) -> Reshape(x, s2).
      if (node.op_type == "Reshape" && node.inputCount() == 2 && !graph.isOutput(node.inputs[0])) {
        const ir::ValueId mid = node.inputs[0];
        ir::Node* inner = producerOf(mid);
        const ir::Value& shape = graph.value(node.inputs[1]);
        bool shape_ok = shape.constant && shape.constant->dtype() == ir::DType::kI64;
        if (shape_ok && node.attrInt("allowzero", 0) == 0)
          for (std::int64_t i = 0; i < shape.constant->size(); ++i) shape_ok &= shape.constant->data<std::int64_t>()[i] != 0;
        if (inner && inner->op_type == "Reshape" && inner->domain.empty() && inner->inputCount() == 2 && shape_ok &&
            onlyReader(mid, n)) {
          const size_t inner_index = static_cast<size_t>(producer[static_cast<size_t>(mid)]);
          node.inputs[0] = inner->inputs[0];
          erase({inner_index});
          context.count(kFlag, "reshapes-merged");
          return true;
        }
      }

      // Shape ops that do not change the static shape.
      if ((node.op_type == "Reshape" || node.op_type == "Flatten" || node.op_type == "Squeeze" ||
           node.op_type == "Unsqueeze") &&
          node.outputs.size() == 1 && node.inputCount() >= 1 && node.inputs[0] != ir::kNoValue) {
        const ir::TensorType& from = graph.value(node.inputs[0]).type;
        const ir::TensorType& to = graph.value(out).type;
        if (fullyStatic(from) && fullyStatic(to) && from.shape == to.shape && from.dtype == to.dtype &&
            from.dtype != ir::DType::kUndefined) {
          if (forward(graph, out, node.inputs[0])) {
            erase({n});
            context.count(kFlag, "noop-reshapes-removed");
            return true;
          }
        }
      }
    }
    return false;
  }

  static std::string uniqueName(const ir::Graph& graph, const std::string& base) {
    std::string name = base;
    for (int k = 1; graph.find(name) != ir::kNoValue; ++k) name = base + "_" + std::to_string(k);
    return name;
  }
};

}  // namespace

const PassInfo kFoldTransposesPass = {
    "fold-transposes", "Cancel, merge and sink Transposes; fold Reshape chains and no-op reshapes",
    [](const PassOptions& o) { return createWithoutOptions<FoldTransposes>("fold-transposes", o); }};

}  // namespace tessera::passes
