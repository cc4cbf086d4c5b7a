// lowerGraph: fused groups -> kernels.
//
// Each fusion group (or each ungrouped node) becomes one kernel. Its root is
// the first array op of the group (Conv, Gemm, MatMul and their integer
// forms); the group's other nodes become vector-unit operations after it.
// A group without an array op is classified by its first "working" node:
// pooling, softmax, layernorm, reduction, elementwise, data movement, or a
// view (reshape-like: no work, no bytes moved). Ops with no lowering at all
// go to the host. Shapes come from the IR's static types; an unknown
// (symbolic) dimension takes LowerOptions::unknown_dim. What the graph
// states about the vector ops (Clip bounds, quantization grids and scales)
// travels with them in Kernel::vector_params (lower_quant.h). A Concat in a
// group with array work is no vector op: Kernel::concats records its place
// among them and which channels each of its operands fills.
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/lower/lower_quant.h"
#include "compiler/backend/lower/lower_movement.h"
#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/sparsity/prune.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;

Status nodeError(const ir::Graph& graph, const ir::Node& node, const std::string& message) {
  return Status::error(fileError(graph.source, "node '" + node.name + "' (" + node.op_type + "): " + message));
}

bool isArrayOp(const ir::Node& node) {
  static const std::set<std::string> kArray = {"Conv",   "ConvInteger",   "QLinearConv",  "Gemm",
                                               "MatMul", "MatMulInteger", "QLinearMatMul"};
  return node.domain.empty() && kArray.count(node.op_type) != 0;
}

/// Reshape-like ops: same bytes, new shape.
bool isView(const ir::Node& node) {
  static const std::set<std::string> kView = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Dropout"};
  return node.domain.empty() && kView.count(node.op_type) != 0;
}

/// A Cast between fp32 and fp16 (the quantizer's fp16 emulation, and what a
/// float point's format conversion does): to fp16 it rounds (a requantize on
/// a float format), back to fp32 it widens exactly (no op). Not data movement.
bool isFormatCast(const ir::Graph& graph, const ir::Node& node) {
  if (!node.isConversion() || node.inputs.empty() || node.inputs[0] == ir::kNoValue) return false;
  const ir::DType from = graph.value(node.inputs[0]).type.dtype;
  // tessera.ToBf16: the quantizer's rounding to bf16 (recognize-activations).
  if (node.op_type == "ToBf16") return from == ir::DType::kF32;
  const std::int64_t to = node.attrInt("to", 0);
  return (from == ir::DType::kF32 && to == ir::onnxType(ir::DType::kF16)) ||
         ((from == ir::DType::kF16 || from == ir::DType::kBF16) && to == ir::onnxType(ir::DType::kF32));
}

bool isDataMovement(const ir::Node& node) {
  static const std::set<std::string> kMove = {"Transpose",    "Concat",       "Slice",  "Gather",  "Pad",
                                              "Expand",       "Tile",         "Split",  "Cast",    "CastLike",
                                              "DepthToSpace", "SpaceToDepth", "Resize", "Upsample"};
  return node.domain.empty() && kMove.count(node.op_type) != 0;
}

/// The vector-unit operations one node needs; nullopt when it has no lowering.
std::optional<std::vector<VectorOp>> vectorOpsOf(const ir::Node& node) {
  using V = VectorOp;
  const std::string& op = node.op_type;
  if (node.domain == "tessera") {
    if (op == "Gelu") return std::vector<V>{V::kGelu};
    if (op == "Swish") return std::vector<V>{V::kSigmoid, V::kMul};
    if (op == "HardSwish") return std::vector<V>{V::kHardSwish};
    // tessera.Requantize(acc, bias): the int32 bias is added to the sums first.
    if (op == "Requantize")
      return node.inputs.size() > 1 && node.inputs[1] != ir::kNoValue ? std::vector<V>{V::kBiasAdd, V::kRequantize}
                                                                        : std::vector<V>{V::kRequantize};
    // tessera.ScaledAdd(a, b): the add with an operand multiplier.
    if (op == "ScaledAdd") return std::vector<V>{V::kAdd};
    // tessera.GlobalAveragePool: avg_pool's sum scaled by 1 / pixels, on integers.
    if (op == "GlobalAveragePool") return std::vector<V>{V::kAvgPool};
    return std::nullopt;
  }
  if (!node.domain.empty()) return std::nullopt;
  static const std::map<std::string, std::vector<V>> kTable = {
      {"Add", {V::kAdd}},
      {"Sub", {V::kAdd}},
      {"Sum", {V::kAdd}},
      {"Mul", {V::kMul}},
      {"Div", {V::kReciprocal, V::kMul}},
      {"Neg", {V::kMul}},
      {"Relu", {V::kRelu}},
      {"LeakyRelu", {V::kLeakyRelu}},
      {"PRelu", {V::kLeakyRelu}},
      {"Clip", {V::kClip}},
      {"Sigmoid", {V::kSigmoid}},
      {"Tanh", {V::kTanh}},
      {"HardSigmoid", {V::kHardSigmoid}},
      {"HardSwish", {V::kHardSwish}},
      {"Exp", {V::kExp}},
      {"Reciprocal", {V::kReciprocal}},
      {"Sqrt", {V::kRsqrt, V::kReciprocal}},
      {"Pow", {V::kMul}},
      {"QuantizeLinear", {V::kRequantize}},
      {"DequantizeLinear", {V::kRequantize}},
      {"MaxPool", {V::kMaxPool}},
      {"GlobalMaxPool", {V::kMaxPool}},
      {"AveragePool", {V::kAvgPool}},
      {"GlobalAveragePool", {V::kAvgPool}},
      {"Softmax", {V::kReduceMax, V::kAdd, V::kExp, V::kReduceSum, V::kReciprocal, V::kMul}},
      {"LogSoftmax", {V::kReduceMax, V::kAdd, V::kExp, V::kReduceSum, V::kReciprocal, V::kMul}},
      {"LayerNormalization",
       {V::kReduceSum, V::kMul, V::kAdd, V::kMul, V::kReduceSum, V::kRsqrt, V::kMul, V::kMul, V::kAdd}},
      {"InstanceNormalization",
       {V::kReduceSum, V::kMul, V::kAdd, V::kMul, V::kReduceSum, V::kRsqrt, V::kMul, V::kMul, V::kAdd}},
      {"BatchNormalization", {V::kMul, V::kAdd}},
      {"ReduceMean", {V::kReduceSum, V::kMul}},
      {"ReduceSum", {V::kReduceSum}},
      {"ReduceMax", {V::kReduceMax}},
  };
  if (auto it = kTable.find(op); it != kTable.end()) return it->second;
  if (isView(node) || isDataMovement(node) || isArrayOp(node)) return std::vector<V>{};
  return std::nullopt;
}

KernelKind kindOfVectorNode(const ir::Node& node) {
  const std::string& op = node.op_type;
  if (op == "MaxPool" || op == "AveragePool" || op == "GlobalAveragePool" || op == "GlobalMaxPool")
    return KernelKind::kPool;
  if (op == "Softmax" || op == "LogSoftmax") return KernelKind::kSoftmax;
  if (op == "LayerNormalization" || op == "InstanceNormalization") return KernelKind::kLayerNorm;
  if (op.rfind("Reduce", 0) == 0) return KernelKind::kReduce;
  if (isDataMovement(node)) return KernelKind::kDataMovement;
  if (isView(node)) return KernelKind::kView;
  return KernelKind::kElementwise;
}

/// Leading padding along spatial axis `axis` (0 = H, 1 = W) of a windowed op.
std::int64_t leadingPad(const ir::Node& node, int axis, std::int64_t in, std::int64_t out, std::int64_t kernel,
                        std::int64_t stride, std::int64_t dilation) {
  const std::string auto_pad = node.attrString("auto_pad", "NOTSET");
  if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
    const std::int64_t total = std::max<std::int64_t>(0, (out - 1) * stride + (kernel - 1) * dilation + 1 - in);
    return auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
  }
  if (auto_pad == "VALID") return 0;
  const std::vector<std::int64_t> pads = node.attrInts("pads", {});
  return static_cast<size_t>(axis) < pads.size() ? pads[static_cast<size_t>(axis)] : 0;
}

class Lowering {
 public:
  Lowering(const ir::Graph& graph, const LowerOptions& options) : graph_(graph), options_(options) {}

  Expected<std::int64_t> dim(const ir::Node& node, ir::ValueId id, int axis) const {
    const ir::Value& v = graph_.value(id);
    const ir::Shape& shape = v.constant ? v.constant->shape() : v.type.shape;
    if (!v.constant && !v.type.rank_known) return nodeError(graph_, node, "input '" + v.name + "' has no known rank");
    const int rank = static_cast<int>(shape.size());
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank)
      return nodeError(graph_, node,
                       "input '" + v.name + "' has rank " + std::to_string(rank) + ", expected at least " +
                           std::to_string(axis + 1));
    const std::int64_t d = shape[static_cast<size_t>(axis)];
    return d < 0 ? options_.unknown_dim : d;
  }

  Expected<TensorRef> ref(const ir::Node& node, ir::ValueId id) const {
    const ir::Value& v = graph_.value(id);
    TensorRef r{id, v.name, 1, v.constant.has_value()};
    if (v.constant) {
      r.elements = v.constant->size();
      return r;
    }
    if (!v.type.rank_known) return nodeError(graph_, node, "value '" + v.name + "' has no known rank");
    for (std::int64_t d : v.type.shape) r.elements *= d < 0 ? options_.unknown_dim : d;
    return r;
  }

  /// Shape of the array work of a root node.
  Expected<hw::model::LayerShape> arrayShape(const ir::Node& node, Kernel& kernel) const {
    const std::string& op = node.op_type;
    hw::model::LayerShape l;
    if (op == "Conv" || op == "ConvInteger" || op == "QLinearConv") {
      const size_t w_in = op == "QLinearConv" ? 3 : 1;  // QLinearConv: x, x_scale, x_zero_point, w, ...
      const ir::ValueId x = node.inputs[0], w = node.inputs[w_in], y = node.outputs[0];
      const ir::Value& wv = graph_.value(w);
      const int rank = wv.constant ? wv.constant->rank() : static_cast<int>(wv.type.shape.size());
      if (rank != 4 && rank != 3)
        return nodeError(graph_, node,
                         "only 1-D and 2-D convolutions lower to the array, weight rank is " + std::to_string(rank));
      auto n = dim(node, x, 0), c = dim(node, x, 1), m = dim(node, w, 0), cg = dim(node, w, 1);
      auto kh = dim(node, w, 2), p = dim(node, y, 2);
      if (!n) return n.status();
      if (!c) return c.status();
      if (!m) return m.status();
      if (!cg) return cg.status();
      if (!kh) return kh.status();
      if (!p) return p.status();
      const std::int64_t groups = node.attrInt("group", 1);
      if (groups < 1 || *c != *cg * groups || *m % groups != 0)
        return nodeError(graph_, node,
                         "group=" + std::to_string(groups) + " does not divide channels " + std::to_string(*c) +
                             " -> " + std::to_string(*m));
      const std::vector<std::int64_t> strides = node.attrInts("strides", {1, 1});
      const std::vector<std::int64_t> dilations = node.attrInts("dilations", {1, 1});
      l.n = *n;
      l.g = groups;
      l.k = *m / groups;
      l.c = *cg;
      l.r = *kh;
      l.p = *p;
      l.stride_h = strides.empty() ? 1 : strides[0];
      l.dilation_h = dilations.empty() ? 1 : dilations[0];
      if (rank == 4) {
        auto kw = dim(node, w, 3), q = dim(node, y, 3);
        if (!kw) return kw.status();
        if (!q) return q.status();
        l.s = *kw;
        l.q = *q;
        l.stride_w = strides.size() > 1 ? strides[1] : l.stride_h;
        l.dilation_w = dilations.size() > 1 ? dilations[1] : l.dilation_h;
      }
      auto in_h = dim(node, x, 2);
      if (!in_h) return in_h.status();
      kernel.conv_input.in_h = *in_h;
      kernel.conv_input.in_w = 1;
      kernel.conv_input.pad_top = leadingPad(node, 0, *in_h, l.p, l.r, l.stride_h, l.dilation_h);
      if (rank == 4) {
        auto in_w = dim(node, x, 3);
        if (!in_w) return in_w.status();
        kernel.conv_input.in_w = *in_w;
        kernel.conv_input.pad_left = leadingPad(node, 1, *in_w, l.q, l.s, l.stride_w, l.dilation_w);
      }
      kernel.kind = KernelKind::kConv;
      kernel.weights_constant = graph_.value(w).constant.has_value();
      measureSparsity(node, kernel);
      return l;
    }
    if (op == "Gemm") {
      const ir::ValueId a = node.inputs[0], b = node.inputs[1];
      const bool ta = node.attrInt("transA", 0) != 0, tb = node.attrInt("transB", 0) != 0;
      auto m = dim(node, a, ta ? 1 : 0), k = dim(node, a, ta ? 0 : 1), n = dim(node, b, tb ? 0 : 1);
      if (!m) return m.status();
      if (!k) return k.status();
      if (!n) return n.status();
      l = hw::model::gemm(*m, *n, *k);
      kernel.kind = KernelKind::kMatMul;
      kernel.weights_constant = graph_.value(b).constant.has_value() || graph_.value(a).constant.has_value();
      measureSparsity(node, kernel);
      return l;
    }
    // MatMul family: A [..., M, K] x B [..., K, N].
    const size_t a_in = 0, b_in = op == "QLinearMatMul" ? 3 : 1;
    const ir::ValueId a = node.inputs[a_in], b = node.inputs[b_in], y = node.outputs[0];
    const ir::Value& av = graph_.value(a);
    const ir::Value& bv = graph_.value(b);
    const int rank_a = av.constant ? av.constant->rank() : static_cast<int>(av.type.shape.size());
    const int rank_b = bv.constant ? bv.constant->rank() : static_cast<int>(bv.type.shape.size());
    if (rank_a < 1 || rank_b < 1) return nodeError(graph_, node, "matmul operands need rank >= 1");
    auto k = dim(node, a, -1);
    auto n = rank_b >= 2 ? dim(node, b, -1) : Expected<std::int64_t>(std::int64_t{1});
    if (!k) return k.status();
    if (!n) return n.status();
    auto out = ref(node, y);
    if (!out) return out.status();
    // Rows = every output element / N; when B is a plain 2-D matrix the batch
    // folds into the rows (one weight matrix), else it is a batch of products.
    const std::int64_t rows_total = out->elements / std::max<std::int64_t>(*n, 1);
    kernel.kind = KernelKind::kMatMul;
    kernel.weights_constant = bv.constant.has_value() || av.constant.has_value();
    if (rank_b <= 2 || kernel.weights_constant) {
      l = hw::model::gemm(rows_total, *n, *k);
    } else {
      auto m = rank_a >= 2 ? dim(node, a, -2) : Expected<std::int64_t>(std::int64_t{1});
      if (!m) return m.status();
      l = hw::model::gemm(*m, *n, *k);
      l.g = std::max<std::int64_t>(1, rows_total / std::max<std::int64_t>(*m, 1));
    }
    measureSparsity(node, kernel);
    return l;
  }

  void measureSparsity(const ir::Node& node, Kernel& kernel) const {
    sparsity::WeightRef w = sparsity::findWeight(graph_, node);
    // An integer-lowered product's integer weight B (input 1), reduced along its rows.
    const bool integer = node.op_type == "ConvInteger" || node.op_type == "MatMulInteger";
    if (w.input < 0 && integer && node.inputs.size() > 1 && graph_.value(node.inputs[1]).constant) {
      const int rank = graph_.value(node.inputs[1]).constant->rank();
      w = {1, node.op_type == "ConvInteger" ? 1 : std::max(0, rank - 2)};
    }
    if (w.input < 0) return;
    const ir::Tensor& stored = *graph_.value(node.inputs[static_cast<size_t>(w.input)]).constant;
    ir::Tensor widened;
    if (stored.dtype() != ir::DType::kF32) {  // profiled as fp32 values
      widened = ir::Tensor(ir::DType::kF32, stored.shape());
      for (std::int64_t i = 0; i < stored.size(); ++i) widened.data<float>()[i] = static_cast<float>(stored.at(i));
    }
    const ir::Tensor& t = widened.size() > 0 ? widened : stored;
    const sparsity::NonzeroProfile profile = sparsity::profileNonzeros(t, w.axis);
    kernel.sparsity.elements = t.size();
    kernel.sparsity.nonzeros = profile.nonzeros;
    kernel.sparsity.max_nonzeros_per_group = profile.max_per_group;
  }

  /// The pooling of a group as a depthwise nest, with its input's extents and padding.
  Status describePooling(const ir::Node& node, Kernel& kernel) const {
    const std::string& op = node.op_type;
    const bool global = op == "GlobalAveragePool" || op == "GlobalMaxPool";
    if (!global && op != "MaxPool" && op != "AveragePool") return Status();
    const ir::ValueId x = node.inputs[0], y = node.outputs[0];
    const ir::Value& xv = graph_.value(x);
    if (!xv.type.rank_known || xv.type.shape.size() != 4) return Status();  // 1-D/3-D pooling: sized by elements only
    auto n = dim(node, x, 0), c = dim(node, x, 1), h = dim(node, x, 2), w = dim(node, x, 3);
    auto p = dim(node, y, 2), q = dim(node, y, 3);
    for (const auto* e : {&n, &c, &h, &w, &p, &q})
      if (!*e) return e->status();
    hw::model::LayerShape l;
    l.n = *n;
    l.g = *c;
    l.p = *p;
    l.q = *q;
    const std::vector<std::int64_t> window = global ? std::vector<std::int64_t>{*h, *w} : node.attrInts("kernel_shape");
    const std::vector<std::int64_t> strides =
        global ? std::vector<std::int64_t>{1, 1} : node.attrInts("strides", {1, 1});
    const std::vector<std::int64_t> dilations =
        global ? std::vector<std::int64_t>{1, 1} : node.attrInts("dilations", {1, 1});
    if (window.size() != 2) return nodeError(graph_, node, "expected a 2-D kernel_shape");
    l.r = window[0];
    l.s = window[1];
    l.stride_h = strides.empty() ? 1 : strides[0];
    l.stride_w = strides.size() > 1 ? strides[1] : l.stride_h;
    l.dilation_h = dilations.empty() ? 1 : dilations[0];
    l.dilation_w = dilations.size() > 1 ? dilations[1] : l.dilation_h;
    kernel.pool = l;
    kernel.pool_input.in_h = *h;
    kernel.pool_input.in_w = *w;
    kernel.pool_input.pad_top = global ? 0 : leadingPad(node, 0, *h, l.p, l.r, l.stride_h, l.dilation_h);
    kernel.pool_input.pad_left = global ? 0 : leadingPad(node, 1, *w, l.q, l.s, l.stride_w, l.dilation_w);
    return Status();
  }

  /// A Concat of a group with array work: where it sits among the vector ops
  /// and, when it joins the group's own value (`own`) with activation inputs
  /// along the channel axis, every piece's channels. Anything else is left
  /// to the host (along_channels false), never an error.
  GroupConcat describeConcat(const ir::Node& node, ir::ValueId own, const std::set<ir::ValueId>& produced,
                             const Kernel& kernel) const {
    GroupConcat unsupported;
    unsupported.before_op = kernel.vector_ops.size();
    if (own == ir::kNoValue || node.outputs.empty() || node.outputs[0] == ir::kNoValue) return unsupported;
    const ir::Value& out = graph_.value(node.outputs[0]);
    if (!out.type.rank_known || out.type.shape.size() < 3) return unsupported;
    const auto rank = static_cast<std::int64_t>(out.type.shape.size());
    std::int64_t axis = node.attrInt("axis", 1);
    if (axis < 0) axis += rank;
    // Channels are axis 1 (NCHW, NCL) unless select-layout made the value NHWC.
    const std::int64_t channel_axis = out.layout == ir::Layout::kNHWC && rank == 4 ? 3 : 1;
    if (axis != channel_axis) return unsupported;
    GroupConcat joined = unsupported;
    bool own_seen = false;
    for (ir::ValueId id : node.inputs) {
      if (id == ir::kNoValue) continue;
      const ir::Value& v = graph_.value(id);
      if (!v.type.rank_known || static_cast<std::int64_t>(v.type.shape.size()) != rank) return unsupported;
      const std::int64_t d = v.type.shape[static_cast<size_t>(channel_axis)];
      const std::int64_t channels = d < 0 ? options_.unknown_dim : d;
      if (id == own && !own_seen) {
        own_seen = true;
        joined.own_offset = joined.channels;
      } else {
        if (produced.count(id) || v.constant) return unsupported;
        auto input =
            std::find_if(kernel.inputs.begin(), kernel.inputs.end(), [&](const TensorRef& t) { return t.value == id; });
        if (input == kernel.inputs.end()) return unsupported;
        joined.parts.push_back({static_cast<int>(input - kernel.inputs.begin()), joined.channels, channels});
      }
      joined.channels += channels;
    }
    joined.along_channels = own_seen;
    return own_seen ? joined : unsupported;
  }

  /// Sets kernel.flattened_input when the product streams a channel-first
  /// 4-D activation through views (Flatten, Reshape) and order-keeping ops
  /// (Q/DQ, Relu): DRAM holds it channel-last.
  void describeFlattenedInput(const ir::Node& root, Kernel& kernel) const {
    if (root.inputs.empty() || (root.op_type == "Gemm" && root.attrInt("transA", 0) != 0)) return;
    ir::ValueId id = root.inputs[0];
    bool viewed = false;
    // Through views and ops that keep the element order (a QDQ model's
    // Quantize/DequantizeLinear between the Flatten and the Gemm).
    static const std::set<std::string> kOrderKeeping = {"QuantizeLinear", "DequantizeLinear", "Relu", "Clip", "Cast"};
    for (int producer = producer_[static_cast<size_t>(id)]; producer >= 0; producer = producer_[static_cast<size_t>(id)]) {
      const ir::Node& node = graph_.nodes[static_cast<size_t>(producer)];
      const bool view = isView(node);
      if (!view && !(node.domain.empty() && kOrderKeeping.count(node.op_type)) && !isFormatCast(graph_, node)) break;
      id = node.inputs[0];
      viewed = viewed || view;
    }
    const ir::Value& v = graph_.value(id);
    if (!viewed || v.constant || !v.type.rank_known || v.type.shape.size() != 4 || v.layout == ir::Layout::kNHWC)
      return;
    const std::int64_t c = v.type.shape[1], h = v.type.shape[2], w = v.type.shape[3];
    if (c > 0 && h > 0 && w > 0 && h * w > 1 && c > 1 && c * h * w == kernel.shape.c)
      kernel.flattened_input = {c, h, w};
  }

  /// Records a Transpose of a product's result (static shape) in
  /// kernel.result_view; false when it is not one.
  bool describeTranspose(const ir::Node& node, Kernel& kernel) const {
    if (node.op_type != "Transpose" || node.inputs.empty()) return false;
    const ir::Value& x = graph_.value(node.inputs[0]);
    if (!x.type.rank_known) return false;
    ResultView::Transpose t;
    for (std::int64_t d : x.type.shape) {
      if (d < 0) return false;
      t.shape.push_back(d);
    }
    const auto rank = static_cast<std::int64_t>(t.shape.size());
    t.perm = node.attrInts("perm", {});
    if (t.perm.empty())
      for (std::int64_t i = rank - 1; i >= 0; --i) t.perm.push_back(i);
    std::vector<bool> seen(static_cast<size_t>(rank), false);
    if (static_cast<std::int64_t>(t.perm.size()) != rank) return false;
    for (std::int64_t& a : t.perm) {
      if (a < 0) a += rank;
      if (a < 0 || a >= rank || seen[static_cast<size_t>(a)]) return false;
      seen[static_cast<size_t>(a)] = true;
    }
    if (kernel.result_view.empty()) kernel.result_view.before_op = kernel.vector_ops.size();
    kernel.result_view.transposes.push_back(std::move(t));
    return true;
  }

  Expected<Kernel> lowerGroup(const std::vector<int>& members) const {
    Kernel kernel;
    std::set<ir::ValueId> produced;
    for (int n : members)
      for (ir::ValueId id : graph_.nodes[static_cast<size_t>(n)].outputs)
        if (id != ir::kNoValue) produced.insert(id);
    const ir::Node* root = nullptr;
    for (int n : members)
      if (isArrayOp(graph_.nodes[static_cast<size_t>(n)])) {
        root = &graph_.nodes[static_cast<size_t>(n)];
        break;
      }
    std::set<ir::ValueId> seen_in;
    for (int n : members) {
      const ir::Node& node = graph_.nodes[static_cast<size_t>(n)];
      kernel.nodes.push_back(n);
      kernel.ops += (kernel.ops.empty() ? "" : "+") + node.op_type;
      // ConvInteger / MatMulInteger zero points (inputs 2, 3) are no operands:
      // input_grid records the activation's (the array does not subtract it).
      const bool integer_op =
          &node == root && (node.op_type == "ConvInteger" || node.op_type == "MatMulInteger");
      for (size_t i = 0; i < node.inputs.size(); ++i) {
        const ir::ValueId id = node.inputs[i];
        if (integer_op && i >= 2) continue;
        if (id == ir::kNoValue || produced.count(id) || !seen_in.insert(id).second) continue;
        auto r = ref(node, id);
        if (!r) return r.status();
        (r->constant ? kernel.weights : kernel.inputs).push_back(*r);
      }
      for (ir::ValueId id : node.outputs) {
        if (id == ir::kNoValue) continue;
        auto r = ref(node, id);
        if (!r) return r.status();
        kernel.vector_elements = std::max(kernel.vector_elements, r->elements);
      }
    }
    for (ir::ValueId id : produced) {
      bool external = graph_.isOutput(id);
      for (int user : users_[static_cast<size_t>(id)])
        if (std::find(members.begin(), members.end(), user) == members.end()) external = true;
      if (!external) continue;
      const ir::Node& node = graph_.nodes[static_cast<size_t>(members.back())];
      auto r = ref(node, id);
      if (!r) return r.status();
      kernel.outputs.push_back(*r);
    }
    if (root) {
      kernel.name = root->name.empty() ? graph_.value(root->outputs[0]).name : root->name;
      auto shape = arrayShape(*root, kernel);
      if (!shape) return shape.status();
      kernel.shape = *shape;
      describeQuantization(graph_, *root, producer_, kernel);
      if (kernel.kind == KernelKind::kMatMul) describeFlattenedInput(*root, kernel);
      // A Conv/Gemm bias (third input) is added by the vector unit.
      if ((root->op_type == "Conv" || root->op_type == "Gemm") && root->inputCount() >= 3)
        kernel.vector_ops.push_back(VectorOp::kBiasAdd);
      if (root->op_type == "QLinearConv" && root->inputCount() >= 9) kernel.vector_ops.push_back(VectorOp::kBiasAdd);
      kernel.vector_params.resize(kernel.vector_ops.size());
    } else {
      const ir::Node* first = &graph_.nodes[static_cast<size_t>(members.front())];
      // A group of views is a view; otherwise the first non-view node decides.
      for (int n : members)
        if (!isView(graph_.nodes[static_cast<size_t>(n)])) {
          first = &graph_.nodes[static_cast<size_t>(n)];
          break;
        }
      kernel.name = first->name.empty() ? graph_.value(first->outputs[0]).name : first->name;
      kernel.kind = isFormatCast(graph_, *first) ? KernelKind::kElementwise : kindOfVectorNode(*first);
    }
    std::map<ir::ValueId, size_t> quantized;  // QuantizeLinear output -> its vector_params index
    // The value the group's ops have produced so far (array groups): the root's
    // output, then the output of each node reading it.
    ir::ValueId own = root && !root->outputs.empty() ? root->outputs[0] : ir::kNoValue;
    for (int n : members) {
      const ir::Node& node = graph_.nodes[static_cast<size_t>(n)];
      if (&node == root) continue;
      if (node.domain.empty() && node.op_type == "Concat")
        kernel.concats.push_back(describeConcat(node, root ? own : ir::kNoValue, produced, kernel));
      const bool reads_own =
          own != ir::kNoValue && std::find(node.inputs.begin(), node.inputs.end(), own) != node.inputs.end();
      const ir::ValueId chained = reads_own ? own : ir::kNoValue;  // the value this node continues
      if (reads_own) own = node.outputs.empty() ? ir::kNoValue : node.outputs[0];
      if (Status pooled = describePooling(node, kernel); !pooled.ok()) return pooled;
      // Data movement after array work: a Transpose of a product's result is
      // a placement of its store (ResultView); anything else (a Slice, a
      // Pad, a Transpose of a convolution's NCHW view) is the host's.
      // A data-movement op inside a group of vector work (Add + Transpose) is no vector op either.
      const bool format_cast = isFormatCast(graph_, node);
      const bool moves = (root || kernel.kind != KernelKind::kDataMovement) && isDataMovement(node) &&
                         node.op_type != "Concat" && !format_cast;
      if (moves && (kernel.host_from_op != static_cast<std::size_t>(-1) || !reads_own ||
                    kernel.kind != KernelKind::kMatMul || !describeTranspose(node, kernel))) {
        kernel.host_from_op = std::min(kernel.host_from_op, kernel.vector_ops.size());
        kernel.host_ops.push_back(node.op_type);
        continue;
      }
      // A format cast: to fp16 a requantize (the conversion), back to fp32 nothing.
      auto ops = !format_cast ? vectorOpsOf(node)
                              : std::optional(graph_.value(node.inputs[0]).type.dtype == ir::DType::kF32
                                                  ? std::vector<VectorOp>{VectorOp::kRequantize}
                                                  : std::vector<VectorOp>{});
      if (!ops) {
        kernel.host_from_op = std::min(kernel.host_from_op, kernel.vector_ops.size());
        kernel.host_ops.push_back(node.op_type);
        continue;
      }
      if (auto q = node.inputs.empty() ? quantized.end() : quantized.find(node.inputs[0]);
          q != quantized.end() && kernel.vector_params[q->second].grid &&
          narrowsQuantizeGrid(graph_, node, producer_, *kernel.vector_params[q->second].grid))
        continue;  // QuantizeLinear -> Clip(lo, hi): int4 in an 8-bit container, one requantize
      std::vector<VectorParams> params = vectorParamsOf(graph_, node, ops->size(), producer_);
      if (format_cast && !params.empty()) params.back().role = node.domain.empty() ? QuantRole::kToFp16 : QuantRole::kToBf16;
      // An add or mul continuing the group's value: whether its other operand is a constant.
      if (chained != ir::kNoValue && node.inputs.size() == 2 && ops->size() == 1 && params.size() == 1 &&
          (ops->front() == VectorOp::kAdd || ops->front() == VectorOp::kMul)) {
        const ir::ValueId other = node.inputs[0] == chained ? node.inputs[1] : node.inputs[0];
        if (other != ir::kNoValue && other != chained && !produced.count(other))
          params.front().constant_operand = graph_.value(other).constant.has_value();
      }
      if (!params.empty() && params.back().role == QuantRole::kQuantize && !node.outputs.empty())
        quantized[node.outputs[0]] = kernel.vector_ops.size() + ops->size() - 1;
      kernel.vector_ops.insert(kernel.vector_ops.end(), ops->begin(), ops->end());
      kernel.vector_params.insert(kernel.vector_params.end(), params.begin(), params.end());
    }
    if (!root && !kernel.host_ops.empty() && kernel.vector_ops.empty()) kernel.kind = KernelKind::kHost;
    // Reductions and data movement: their geometry, which flat rows cannot tell (lower_movement.h).
    if (!root) describeVectorGroup(graph_, members, producer_, options_.unknown_dim, kernel);
    // Pooling reads more than it writes: its input sizes the vector work.
    for (const TensorRef& in : kernel.inputs)
      if (kernel.kind == KernelKind::kPool || kernel.kind == KernelKind::kReduce ||
          kernel.kind == KernelKind::kSoftmax || kernel.kind == KernelKind::kLayerNorm)
        kernel.vector_elements = std::max(kernel.vector_elements, in.elements);
    return kernel;
  }

  Expected<KernelGraph> run() {
    users_ = graph_.users();
    producer_.assign(graph_.values.size(), -1);
    for (size_t n = 0; n < graph_.nodes.size(); ++n)
      for (ir::ValueId id : graph_.nodes[n].outputs)
        if (id != ir::kNoValue) producer_[static_cast<size_t>(id)] = static_cast<int>(n);
    KernelGraph result;
    result.model = graph_.name.empty() ? std::filesystem::path(graph_.source).stem().string() : graph_.name;
    result.source = graph_.source;
    result.pipeline = graph_.pipeline;
    // Groups in order of their first node; ungrouped non-constant nodes alone.
    std::map<int, std::vector<int>> groups;
    std::vector<std::vector<int>> ordered;
    std::map<int, size_t> group_slot;
    for (size_t n = 0; n < graph_.nodes.size(); ++n) {
      const ir::Node& node = graph_.nodes[n];
      if (node.op_type == "Constant" && node.domain.empty()) continue;
      if (node.fusion_group < 0) {
        ordered.push_back({static_cast<int>(n)});
        continue;
      }
      auto [it, inserted] = group_slot.emplace(node.fusion_group, ordered.size());
      if (inserted) ordered.emplace_back();
      ordered[it->second].push_back(static_cast<int>(n));
    }
    for (const std::vector<int>& members : ordered) {
      auto kernel = lowerGroup(members);
      if (!kernel) return kernel.status();
      kernel.value().id = static_cast<int>(result.kernels.size());
      result.kernels.push_back(std::move(kernel).value());
    }
    for (ir::ValueId id : graph_.inputs) {
      auto r = ref(ir::Node{}, id);
      if (!r) return r.status();
      result.graph_inputs.push_back(*r);
    }
    for (ir::ValueId id : graph_.outputs) {
      auto r = ref(ir::Node{}, id);
      if (!r) return r.status();
      result.graph_outputs.push_back(*r);
    }
    return result;
  }

 private:
  const ir::Graph& graph_;
  LowerOptions options_;
  std::vector<std::vector<int>> users_;
  std::vector<int> producer_;  ///< value -> node writing it (-1: none)
};

}  // namespace

std::string_view name(KernelKind kind) {
  switch (kind) {
    case KernelKind::kConv: return "conv";
    case KernelKind::kMatMul: return "matmul";
    case KernelKind::kPool: return "pool";
    case KernelKind::kElementwise: return "elementwise";
    case KernelKind::kSoftmax: return "softmax";
    case KernelKind::kLayerNorm: return "layernorm";
    case KernelKind::kReduce: return "reduce";
    case KernelKind::kDataMovement: return "data_movement";
    case KernelKind::kView: return "view";
    case KernelKind::kHost: return "host";
  }
  return "?";
}

std::int64_t ResultView::map(std::int64_t index) const {
  for (const Transpose& t : transposes) {
    // Unravel in the input shape, then ravel the permuted index in the output shape.
    const size_t rank = t.shape.size();
    std::array<std::int64_t, 8> coord{};
    std::vector<std::int64_t> big;
    std::int64_t* c = rank <= coord.size() ? coord.data() : (big.resize(rank), big.data());
    for (size_t d = rank; d-- > 0;) {
      c[d] = index % t.shape[d];
      index /= t.shape[d];
    }
    std::int64_t out = 0;
    for (size_t d = 0; d < rank; ++d) {
      const auto from = static_cast<size_t>(t.perm[d]);
      out = out * t.shape[from] + c[from];
    }
    index = out;
  }
  return index;
}

const VectorParams& Kernel::paramsOf(size_t i) const {
  static const VectorParams kNone;
  return i < vector_params.size() ? vector_params[i] : kNone;
}

bool WeightSparsity::satisfiesNofM(int n, int m) const {
  for (int i = 0; i < 4; ++i)
    if ((2 << i) == m) {
      const int most = max_nonzeros_per_group[static_cast<size_t>(i)];
      return most >= 0 && most <= n;
    }
  return false;
}

std::int64_t KernelGraph::macs() const {
  std::int64_t total = 0;
  for (const Kernel& k : kernels)
    if (k.kind == KernelKind::kConv || k.kind == KernelKind::kMatMul) total += k.shape.macs();
  return total;
}

Expected<KernelGraph> lowerGraph(const ir::Graph& graph, const LowerOptions& options) {
  Expected<KernelGraph> kernels = Lowering(graph, options).run();
  if (kernels) kernels.value().source_graph = std::make_shared<const ir::Graph>(graph);  // tensors share storage
  return kernels;
}

Expected<KernelGraph> prepareOnnxModel(const std::filesystem::path& file, const std::string& pipeline,
                                       const LowerOptions& options) {
  onnx_io::ImportOptions import_options;
  import_options.bind_open_dims = options.unknown_dim;  // shapes computed from the batch become static
  import_options.input_shapes = options.input_shapes;
  auto graph = onnx_io::importOnnxFile(file, import_options);
  if (!graph) return graph.status();
  passes::PassContext context;
  const std::string steps = pipeline.empty() ? passes::defaultPipeline() : pipeline;
  passes::PipelineOptions run_options;
  run_options.verify_each = false;  // the passes' own tests verify after every pass
  if (Status s = passes::runPipeline(graph.value(), steps, context, run_options); !s.ok()) return s;
  return lowerGraph(*graph, options);
}

Expected<KernelGraph> prepareModel(const std::filesystem::path& file, const std::string& pipeline,
                                   const LowerOptions& options) {
  if (file.extension() == ".csv") return readScaleSimTopology(file);
  return prepareOnnxModel(file, pipeline, options);
}

}  // namespace tessera::backend
