// fold-constants: evaluate nodes whose inputs are all constant.
//
//   const %shape: i64[2] = (1,-1)
//   %s = Shape(%x: f32[1,3,4])          const %s: i64[3] = (1,3,4)
//   %y = Reshape(%x, %shape)      ->    %y = Reshape(%x, %shape)
//
// Folding runs the executor's own kernel, so a folded value is bit-identical
// to what execution would compute. Shape is also folded when its input's
// static shape is fully known; then a value whose shape inference left open
// (a Reshape whose target came from Shape) gets the shape its node gives on
// zeros of its fully static inputs; folding and refreshing repeat until
// neither changes anything. Best effort: a node whose kernel fails, or
// whose results would exceed kMaxFoldedElements (except a DequantizeLinear
// or a Cast: weights of any size), is left in place. A folded
// DequantizeLinear (int8 weights of a QDQ model) keeps its scales and zero
// points as the float constant's QuantParams, so the backend can still
// requantize the matrix op reading it (backend/lower/lower_quant.h).
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

/// Results larger than this stay computed at run time (keeps models small).
constexpr std::int64_t kMaxFoldedElements = std::int64_t{1} << 20;

/// Shape of a value whose static type is fully known, as an i64 tensor
/// sliced by Shape's start/end (opset 15); nullopt if any dim is unknown.
std::optional<ir::Tensor> staticShape(const ir::Graph& graph, const ir::Node& node) {
  const ir::TensorType& type = graph.value(node.inputs[0]).type;
  if (!type.rank_known) return std::nullopt;
  for (std::int64_t d : type.shape)
    if (d < 0) return std::nullopt;
  auto rank = static_cast<std::int64_t>(type.shape.size());
  auto clampIndex = [rank](std::int64_t i) { return std::clamp(i < 0 ? i + rank : i, std::int64_t{0}, rank); };
  std::int64_t start = clampIndex(node.attrInt("start", 0));
  std::int64_t end = clampIndex(node.attrInt("end", rank));
  std::int64_t count = std::max<std::int64_t>(0, end - start);
  ir::Tensor out(ir::DType::kI64, {count});
  for (std::int64_t i = 0; i < count; ++i) out.data<std::int64_t>()[i] = type.shape[static_cast<size_t>(start + i)];
  return out;
}

std::int64_t opsetOf(const ir::Graph& graph, const std::string& domain) {
  auto it = graph.opsets.find(domain);
  return it == graph.opsets.end() ? graph.opset() : it->second;
}

class FoldConstants : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    const exec::KernelRegistry& kernels = exec::defaultKernels();
    // A refreshed shape can make a Shape node foldable, whose arithmetic then
    // sizes a later Slice or Reshape (ShuffleNetV2's channel split reads the
    // Shape of its channel shuffle's Reshape): repeat until nothing changes.
    // Each round either folds a node or fixes an open shape, so the loop ends.
    while (true) {
      const int folded = foldRound(graph, kernels, context);
      if (folded + refreshShapes(graph, kernels, context) == 0) break;
    }
    return Status();
  }

 private:
  /// Folds every node whose inputs are constant; returns how many it folded.
  int foldRound(ir::Graph& graph, const exec::KernelRegistry& kernels, PassContext& context) {
    int folded = 0;
    std::vector<ir::Node> kept;
    for (ir::Node& node : graph.nodes) {
      std::optional<std::vector<ir::Tensor>> results = fold(graph, node, kernels);
      if (!results) {
        kept.push_back(std::move(node));
        continue;
      }
      ++folded;
      for (size_t k = 0; k < node.outputs.size(); ++k) {
        if (node.outputs[k] == ir::kNoValue) continue;
        ir::Value& v = graph.value(node.outputs[k]);
        v.type.dtype = (*results)[k].dtype();
        v.type.shape = (*results)[k].shape();
        v.type.dim_params.assign(v.type.shape.size(), "");
        v.type.rank_known = true;
        v.constant = std::move((*results)[k]);
      }
      if (node.op_type == "DequantizeLinear" && node.domain.empty()) keepGrid(graph, node);
      context.count("fold-constants", "nodes-folded");
    }
    graph.nodes = std::move(kept);
    return folded;
  }

  /// Ops whose output shapes follow from their inputs' shapes and constant
  /// inputs alone (never from the data), so running them on zeros tells them.
  /// The integer forms lower-to-integer writes are here too: it runs before
  /// fold-constants, so a product it lowers may still read an open shape.
  static bool shapeFollowsInputs(const ir::Node& node) {
    static const std::set<std::string> kOps = {
        "Reshape", "Slice", "Squeeze", "Unsqueeze", "Flatten", "Expand", "Tile", "Transpose", "Concat", "Pad",
        "Gather", "MatMul", "Gemm", "Conv", "Add", "Sub", "Mul", "Div", "Relu", "Clip", "Sigmoid", "Tanh",
        "Softmax", "LogSoftmax", "HardSigmoid", "HardSwish", "Identity", "Cast", "QuantizeLinear",
        "DequantizeLinear", "GlobalAveragePool", "MaxPool", "AveragePool", "BatchNormalization",
        "ConvInteger", "MatMulInteger", "LayerNormalization", "Einsum", "ScatterND", "Where", "Equal", "Not",
        "Erf", "Sqrt", "Pow", "Exp", "Neg", "ReduceMean", "Split"};
    // lower-to-integer's and recognize-activations' ops: elementwise, or a pooling.
    static const std::set<std::string> kTesseraOps = {"Requantize", "ScaledAdd", "GlobalAveragePool", "Gelu",
                                                      "Swish", "HardSwish", "ToBf16"};
    if (node.domain == "tessera") return kTesseraOps.count(node.op_type) > 0;
    return node.domain.empty() && kOps.count(node.op_type);
  }

  /// The result type of an elementwise op, a quantize / dequantize, a matrix
  /// product (MatMulInteger too, and lower-to-integer's requantize and scaled
  /// add, which keep their input's shape) from its inputs' types alone (no kernel run, so no size
  /// limit: Swin's MLP activations hold more than kMaxFoldedElements);
  /// nullopt for other ops.
  static std::optional<ir::TensorType> shapeRule(const ir::Graph& graph, const ir::Node& node) {
    static const std::set<std::string> kSameShape = {"Relu", "Sigmoid", "Tanh", "Erf", "Sqrt", "Exp", "Neg", "Not",
                                                      "Identity", "Softmax", "LogSoftmax", "HardSigmoid",
                                                      "HardSwish", "LayerNormalization"};
    static const std::set<std::string> kTesseraSameShape = {"Gelu", "Swish", "HardSwish"};
    static const std::set<std::string> kBroadcast = {"Add", "Sub", "Mul", "Div", "Pow", "Equal", "Where"};
    if (node.outputs.size() != 1 || node.outputs[0] == ir::kNoValue || node.inputs.empty()) return std::nullopt;
    for (ir::ValueId id : node.inputs)
      if (id == ir::kNoValue) return std::nullopt;
    auto typeOf = [&](size_t k) -> const ir::TensorType& { return graph.value(node.inputs[k]).type; };
    auto shapeOf = [&](size_t k) {
      const ir::Value& v = graph.value(node.inputs[k]);
      return v.constant ? v.constant->shape() : v.type.shape;
    };
    ir::TensorType out;
    out.rank_known = true;
    if ((node.domain.empty() && kSameShape.count(node.op_type)) ||
        (node.domain == "tessera" && kTesseraSameShape.count(node.op_type))) {
      out.dtype = typeOf(0).dtype;
      out.shape = shapeOf(0);
    } else if (node.domain.empty() && kBroadcast.count(node.op_type)) {
      std::optional<ir::Shape> shape = shapeOf(0);
      for (size_t k = 1; k < node.inputs.size() && shape; ++k) shape = exec::broadcastShapes(*shape, shapeOf(k));
      if (!shape) return std::nullopt;
      out.shape = *shape;
      out.dtype = node.op_type == "Equal" ? ir::DType::kBool : typeOf(node.op_type == "Where" ? 1 : 0).dtype;
    } else if (node.domain.empty() && node.op_type == "QuantizeLinear" && node.inputs.size() == 3) {
      out.dtype = typeOf(2).dtype;  // the zero point's
      out.shape = shapeOf(0);
    } else if (node.domain.empty() && node.op_type == "DequantizeLinear" && node.inputs.size() >= 2) {
      out.dtype = typeOf(1).dtype;  // the scale's
      out.shape = shapeOf(0);
    } else if (node.domain == "tessera" && (node.op_type == "Requantize" || node.op_type == "ScaledAdd")) {
      out.dtype = graph.value(node.outputs[0]).type.dtype;  // lower-to-integer chose it (int8, uint8 or int32)
      if (out.dtype == ir::DType::kUndefined) return std::nullopt;
      out.shape = shapeOf(0);
    } else if (node.domain.empty() && (node.op_type == "MatMul" || node.op_type == "MatMulInteger") &&
               node.inputs.size() >= 2 && (node.op_type == "MatMulInteger" || node.inputs.size() == 2)) {
      const ir::Shape a = shapeOf(0), b = shapeOf(1);
      if (a.size() < 2 || b.size() < 2 || a.back() != b[b.size() - 2]) return std::nullopt;
      std::optional<ir::Shape> batch =
          exec::broadcastShapes(ir::Shape(a.begin(), a.end() - 2), ir::Shape(b.begin(), b.end() - 2));
      if (!batch) return std::nullopt;
      out.shape = *batch;
      out.shape.push_back(a[a.size() - 2]);
      out.shape.push_back(b.back());
      out.dtype = node.op_type == "MatMulInteger" ? ir::DType::kI32 : typeOf(0).dtype;
    } else {
      return std::nullopt;
    }
    out.dim_params.assign(out.shape.size(), "");
    return out;
  }

  /// A value whose shape inference could not tell (a Reshape whose target was
  /// computed from Shape, now folded) gets the shape its node produces from
  /// fully static inputs, so later passes and lowering see a static graph.
  /// Returns how many nodes it gave shapes.
  static int refreshShapes(ir::Graph& graph, const exec::KernelRegistry& kernels, PassContext& context) {
    int refreshed = 0;
    auto fullyStatic = [&](ir::ValueId id) {
      const ir::TensorType& t = graph.value(id).type;
      return t.rank_known && std::all_of(t.shape.begin(), t.shape.end(), [](std::int64_t d) { return d > 0; });
    };
    for (const ir::Node& node : graph.nodes) {
      if (!shapeFollowsInputs(node)) continue;
      bool open = false, known = true;
      std::int64_t elements = 0;
      for (ir::ValueId id : node.outputs) open |= id != ir::kNoValue && !fullyStatic(id);
      for (ir::ValueId id : node.inputs) {
        if (id == ir::kNoValue) continue;
        // An i64 input (a Reshape's shape, a Slice's bounds, pads, repeats,
        // axes) decides the result's shape by its values: zeros would give a
        // wrong shape, so it must be constant (a later round may fold it).
        const bool index = graph.value(id).type.dtype == ir::DType::kI64;
        known &= graph.value(id).constant.has_value() || (!index && fullyStatic(id));
        if (!graph.value(id).constant && known) {
          std::int64_t n = 1;
          for (std::int64_t d : graph.value(id).type.shape) n *= d;
          elements += n;
        }
      }
      if (!open || !known) continue;
      if (std::optional<ir::TensorType> type = shapeRule(graph, node)) {
        ir::Value& v = graph.value(node.outputs[0]);
        if (v.type.rank_known && v.type.dtype == type->dtype && v.type.shape == type->shape) continue;
        v.type = *type;
        context.count("fold-constants", "shapes-refreshed");
        ++refreshed;
        continue;
      }
      if (elements > kMaxFoldedElements) continue;
      const exec::Kernel* kernel = kernels.find(node.domain, node.op_type);
      if (!kernel) continue;
      std::vector<ir::Tensor> zeros;
      zeros.reserve(node.inputs.size());
      exec::KernelContext ctx{graph, node, {}, {}, opsetOf(graph, node.domain), 1};
      for (ir::ValueId id : node.inputs) {
        if (id == ir::kNoValue) {
          ctx.inputs.push_back(nullptr);
        } else if (graph.value(id).constant) {
          ctx.inputs.push_back(&*graph.value(id).constant);
        } else {
          zeros.emplace_back(graph.value(id).type.dtype, graph.value(id).type.shape);
          ctx.inputs.push_back(&zeros.back());
        }
      }
      ctx.outputs.resize(node.outputs.size());
      if (!(*kernel)(ctx).ok()) continue;
      bool changed = false;
      for (size_t k = 0; k < node.outputs.size(); ++k) {
        if (node.outputs[k] == ir::kNoValue || !ctx.outputs[k].defined()) continue;
        ir::Value& v = graph.value(node.outputs[k]);
        changed |= !v.type.rank_known || v.type.dtype != ctx.outputs[k].dtype() || v.type.shape != ctx.outputs[k].shape();
        v.type.dtype = ctx.outputs[k].dtype();
        v.type.shape = ctx.outputs[k].shape();
        v.type.dim_params.assign(v.type.shape.size(), "");
        v.type.rank_known = true;
      }
      if (!changed) continue;  // (an empty result stays "open": counting it would never end the loop)
      context.count("fold-constants", "shapes-refreshed");
      ++refreshed;
    }
    return refreshed;
  }

  /// real = scale * (q - zero_point) of a folded DequantizeLinear, on its output.
  static void keepGrid(ir::Graph& graph, const ir::Node& node) {
    if (node.inputs.size() < 2 || node.outputs.empty() || node.outputs[0] == ir::kNoValue) return;
    const ir::Value& q = graph.value(node.inputs[0]);
    const ir::Tensor& scale = *graph.value(node.inputs[1]).constant;
    const ir::Tensor* zero =
        node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue ? &*graph.value(node.inputs[2]).constant : nullptr;
    ir::QuantParams params;
    for (std::int64_t i = 0; i < scale.size(); ++i) {
      params.scale.push_back(static_cast<float>(scale.at(i)));
      params.zero_point.push_back(zero ? static_cast<std::int32_t>(zero->intAt(zero->size() == scale.size() ? i : 0)) : 0);
    }
    const std::int64_t rank = q.constant ? q.constant->rank() : static_cast<std::int64_t>(q.type.shape.size());
    const std::int64_t axis = node.attrInt("axis", 1);
    params.axis = scale.size() == 1 ? -1 : static_cast<int>(axis < 0 ? axis + rank : axis);
    params.bits = q.quant ? q.quant->bits : 0;
    graph.value(node.outputs[0]).quant = std::move(params);
  }

  std::optional<std::vector<ir::Tensor>> fold(const ir::Graph& graph, const ir::Node& node,
                                              const exec::KernelRegistry& kernels) {
    if (isNondeterministic(node) || node.outputs.empty()) return std::nullopt;
    for (ir::ValueId id : node.outputs)
      if (id != ir::kNoValue && graph.isOutput(id)) return std::nullopt;  // keep the interface computed
    if (node.op_type == "Shape" && node.domain.empty() && node.inputs.size() == 1) {
      if (auto shape = staticShape(graph, node)) return std::vector<ir::Tensor>{*shape};
      return std::nullopt;
    }
    for (ir::ValueId id : node.inputs)
      if (id != ir::kNoValue && !graph.value(id).constant) return std::nullopt;
    const exec::Kernel* kernel = kernels.find(node.domain, node.op_type);
    if (!kernel) return std::nullopt;
    exec::KernelContext ctx{graph, node, {}, {}, opsetOf(graph, node.domain), 1};
    for (ir::ValueId id : node.inputs) ctx.inputs.push_back(id == ir::kNoValue ? nullptr : &*graph.value(id).constant);
    ctx.outputs.resize(node.outputs.size());
    if (!(*kernel)(ctx).ok()) return std::nullopt;
    std::int64_t total = 0;
    for (const ir::Tensor& t : ctx.outputs) total += t.size();
    // A DequantizeLinear of constant weights always folds: the backend needs
    // the weights as a constant with their QuantParams (not a run-time op);
    // so does a Cast (an fp16 model's weights: Cast -> Cast of the constant)
    // and tessera.ToBf16 (a bf16 model's, recognize-activations).
    if (total > kMaxFoldedElements && !(node.op_type == "DequantizeLinear" && node.domain.empty()) &&
        !node.isConversion())
      return std::nullopt;
    return std::move(ctx.outputs);
  }
};

}  // namespace

const PassInfo kFoldConstantsPass = {
    "fold-constants", "Evaluate nodes whose inputs are all constant, and Shape of statically shaped values",
    [](const PassOptions& o) { return createWithoutOptions<FoldConstants>("fold-constants", o); }};

}  // namespace tessera::passes
