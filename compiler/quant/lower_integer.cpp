// lower-to-integer: rewrite QDQ Conv/MatMul/Gemm into an integer-only path.
//
//   xq -> DQ -> Conv/MatMul/Gemm(DQ(w_i8), [DQ(b_i32) | b_f32]) -> chain -> Q(s_y, zp_y) -> yq
// becomes
//   ConvInteger/MatMulInteger(xq, w_i8, x_zp, w_zp) -> tessera.Requantize(acc, b_i32) -> chain' -> yq
// where chain is Relu, Clip (constant bounds: ReLU6), MaxPool, Flatten,
// Reshape (constant shape) and Transpose nodes (any order, each the single
// reader of the value before it). A MatMul's bias may come as an Add of a
// constant right after it (BERT's projections): it becomes the int32 bias.
// A residual Add(sums, DQ(r)) right after the product (r per tensor, zero
// point 0) becomes
//   tessera.Requantize(acc, b_i32; to s_y / 2^8, int32, no clamp)
//     -> tessera.ScaledAdd(., r; multiplier s_r * 2^8 / s_y)
//     -> tessera.Requantize(by 2^-8 to s_y, zero point, clamp) -> chain' -> yq
// the same integer steps the accelerator's vector unit runs. A global average
// pooling of DQ(xq) ending in Q(s_y) becomes tessera.GlobalAveragePool(xq)
// -> tessera.Requantize(s_x / s_y) (lowerPool), and a Concat of DQ(q_i) on
// one grid ending in Q on that grid a Concat of the integers (lowerConcat),
// and a MaxPool of DQ(xq) ending in Q on xq's grid a MaxPool of the integers
// (lowerMaxPool).
// Quantization is monotone, so it commutes with MaxPool and Flatten
// (per-tensor Q), Relu folds into qmin = max(qmin, zp_y) and Clip(lo, hi)
// into [max(qmin, Q(lo)), min(qmax, Q(hi))].
// Narrow integers (int4 in an int8/uint8 container) arrive as
// Q -> Clip(lo, hi) -> yq4: the Clip folds into [qmin, qmax], so Requantize
// saturates straight to 4 bits and yq4 takes yq's place. An int4 input is
// the Clip output read by the DQ, already in the container dtype.
// Requantize multipliers/shifts encode s_x * s_w[c] / s_y per output channel.
// yq keeps its value id and name, so the DequantizeLinear nodes reading it keep
// working. Gemm needs alpha = beta = 1, transA = 0 (transB = 1 transposes the
// int8 weight constant). The DequantizeLinear nodes left unread are removed.
#include "compiler/quant/lower_integer.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "hw/isa/fixed_point.h"

namespace tessera::passes {
namespace {

/// A per-tensor or per-channel quantization read from constant scale/zero point inputs.
struct ConstQuant {
  std::vector<double> scale;
  std::vector<std::int64_t> zero;  ///< same length as scale
  ir::DType zero_dtype = ir::DType::kUndefined;
};

/// The constant data of `id`: an initializer, or the `value` of the Constant
/// node producing it (a Clip's bounds before fold-constants has run).
const ir::Tensor* constantOf(const ir::Graph& g, ir::ValueId id) {
  if (id == ir::kNoValue) return nullptr;
  if (g.value(id).constant) return &*g.value(id).constant;
  for (const ir::Node& n : g.nodes)
    if (n.op_type == "Constant" && n.domain.empty() && n.outputs.size() == 1 && n.outputs[0] == id) {
      auto it = n.attributes.find("value");
      return it != n.attributes.end() ? std::get_if<ir::Tensor>(&it->second) : nullptr;
    }
  return nullptr;
}

class Lowering {
 public:
  Lowering(ir::Graph& graph, PassContext& context) : g_(graph), ctx_(context) {}

  Status run() {
    users_ = g_.users();
    producer_.assign(g_.values.size(), -1);
    for (size_t n = 0; n < g_.nodes.size(); ++n)
      for (ir::ValueId id : g_.nodes[n].outputs)
        if (id != ir::kNoValue) producer_[static_cast<size_t>(id)] = static_cast<int>(n);
    at_ = producer_;
    replaced_.resize(g_.nodes.size());
    removed_.assign(g_.nodes.size(), 0);
    const size_t count = g_.nodes.size();
    for (size_t n = 0; n < count; ++n) {
      const ir::Node& node = g_.nodes[n];
      if (node.domain.empty() && (node.op_type == "Conv" || node.op_type == "MatMul" || node.op_type == "Gemm"))
        if (Status s = lower(n); !s.ok()) return s;
      if (node.domain.empty() && node.op_type == "GlobalAveragePool") lowerPool(n);
      if (node.domain.empty() && node.op_type == "Concat") lowerConcat(n);
      if (node.domain.empty() && node.op_type == "MaxPool") lowerMaxPool(n);
    }
    std::vector<ir::Node> kept;
    for (size_t n = 0; n < count; ++n) {
      if (!replaced_[n].empty()) for (ir::Node& r : replaced_[n]) kept.push_back(std::move(r));
      else if (!removed_[n]) kept.push_back(std::move(g_.nodes[n]));
    }
    g_.nodes = std::move(kept);
    removeUnreadDequantize();
    g_.compact();
    return Status();
  }

 private:
  /// The node producing `id` if it is a default-domain `op`, else nullptr.
  const ir::Node* producedBy(ir::ValueId id, const std::string& op) const {
    if (id == ir::kNoValue) return nullptr;
    const int p = producer_[static_cast<size_t>(id)];
    if (p < 0 || removed_[static_cast<size_t>(p)]) return nullptr;
    const ir::Node& n = g_.nodes[static_cast<size_t>(p)];
    return n.op_type == op && n.domain.empty() ? &n : nullptr;
  }

  /// The single reader of `id` (not a graph output), or -1.
  int singleReader(ir::ValueId id) const {
    const auto& r = users_[static_cast<size_t>(id)];
    return r.size() == 1 && !g_.isOutput(id) ? r[0] : -1;
  }

  /// The one reader of `id`'s elements, besides Shape nodes (they read only
  /// its dims, which retyping the elements keeps: an exported dynamic Reshape
  /// computes its target from the tensor's Shape); -1 if none or several.
  /// For the output of the node being lowered, which stays in the graph.
  int singleDataReader(ir::ValueId id) const {
    if (g_.isOutput(id)) return -1;
    int reader = -1;
    for (int r : users_[static_cast<size_t>(id)]) {
      const ir::Node& n = g_.nodes[static_cast<size_t>(r)];
      if (n.domain.empty() && n.op_type == "Shape") continue;
      if (reader >= 0) return -1;
      reader = r;
    }
    return reader;
  }

  /// Scale and zero point inputs 1 and 2 of a Q/DQ node, all constant.
  std::optional<ConstQuant> quantOf(const ir::Node& n) const {
    const ir::Tensor* s = n.inputs.size() > 1 ? constantOf(g_, n.inputs[1]) : nullptr;
    if (!s || s->dtype() != ir::DType::kF32 || s->size() < 1) return std::nullopt;
    const ir::Tensor* z = n.inputs.size() > 2 ? constantOf(g_, n.inputs[2]) : nullptr;
    if (n.inputs.size() > 2 && n.inputs[2] != ir::kNoValue && (!z || z->size() != s->size())) return std::nullopt;
    ConstQuant q;
    for (std::int64_t i = 0; i < s->size(); ++i) {
      q.scale.push_back(s->data<float>()[i]);
      q.zero.push_back(z ? z->intAt(i) : 0);
    }
    q.zero_dtype = z ? z->dtype() : ir::DType::kUndefined;
    return q;
  }

  ir::ValueId addValue(const std::string& base, ir::TensorType type, std::optional<ir::Tensor> constant = std::nullopt) {
    ir::Value v;
    v.name = g_.uniqueName(base);
    v.type = std::move(type);
    v.constant = std::move(constant);
    return g_.addValue(std::move(v));
  }

  ir::ValueId addConstant(const std::string& base, ir::Tensor t) { return g_.addConstant(base, std::move(t)); }

  Status lower(size_t index) {
    const ir::Node node = g_.nodes[index];  // a copy: adding values never moves nodes, but keep it simple
    const bool conv = node.op_type == "Conv", gemm = node.op_type == "Gemm";
    if (node.inputs.size() < 2 || node.outputs.empty()) return Status();
    if (gemm && (node.attrFloat("alpha", 1.0f) != 1.0f || node.attrFloat("beta", 1.0f) != 1.0f || node.attrInt("transA", 0) != 0))
      return Status();
    // Input activation: DQ of an 8-bit value, per tensor.
    const ir::Node* dq_x = producedBy(node.inputs[0], "DequantizeLinear");
    if (!dq_x) return Status();
    std::optional<ConstQuant> xq = quantOf(*dq_x);
    const ir::DType x_dtype = g_.value(dq_x->inputs[0]).type.dtype;
    if (!xq || xq->scale.size() != 1 || (x_dtype != ir::DType::kI8 && x_dtype != ir::DType::kU8)) return Status();
    // Weight: DQ of a constant int8 tensor, symmetric, per tensor or per output channel.
    const ir::Node* dq_w = producedBy(node.inputs[1], "DequantizeLinear");
    if (!dq_w) return Status();
    const ir::Tensor* w = constantOf(g_, dq_w->inputs[0]);
    std::optional<ConstQuant> wq = quantOf(*dq_w);
    if (!wq) return Status();
    for (std::int64_t z : wq->zero) if (z != 0) return Status();
    // A MatMul of two activations (attention's scores x values): B is an int8
    // activation on one symmetric grid, its last axis the output channels.
    // Its shape may still be open here (Swin's windows are cut by Reshapes
    // whose targets are computed until fold-constants runs): one grid needs
    // no channel count, only a bias Add would (channels 0 matches none).
    const ir::Value& b_value = g_.value(dq_w->inputs[0]);
    const bool b_shape_known =
        b_value.type.rank_known && b_value.type.shape.size() >= 2 && b_value.type.shape.back() > 0;
    const bool activation_b = !w && node.op_type == "MatMul" && b_value.type.dtype == ir::DType::kI8 &&
                              wq->scale.size() == 1 && (b_shape_known || !b_value.type.rank_known);
    if (!activation_b && (!w || w->dtype() != ir::DType::kI8)) return Status();
    const bool trans_b = gemm && node.attrInt("transB", 0) != 0;
    if (!conv && !activation_b && w->rank() != 2) return Status();
    const int out_axis = conv || trans_b ? 0 : 1;
    const std::int64_t channels = activation_b ? (b_shape_known ? b_value.type.shape.back() : 0) : w->dim(out_axis);
    if (wq->scale.size() != 1) {
      const std::int64_t a = dq_w->attrInt("axis", 1);
      if ((a < 0 ? a + w->rank() : a) != out_axis || static_cast<std::int64_t>(wq->scale.size()) != channels) return Status();
    }
    auto sw = [&](std::int64_t c) { return wq->scale[wq->scale.size() == 1 ? 0 : static_cast<size_t>(c)]; };
    // Output: a chain of Relu/MaxPool/Flatten ending in a per-tensor QuantizeLinear.
    std::vector<int> chain;
    bool relu = false;
    std::optional<double> clip_lo, clip_hi;  // a Clip with constant bounds (ReLU6), folded like Relu
    ir::ValueId cur = node.outputs[0];
    int reader = singleReader(cur);
    // A MatMul's bias as a separate Add of a constant (BERT's projections):
    // the int32 bias of the requantize, like a Gemm's third input.
    int bias_add = -1;
    ir::ValueId bias_value = node.inputs.size() > 2 ? node.inputs[2] : ir::kNoValue;
    if (reader >= 0 && !conv && bias_value == ir::kNoValue) {
      const ir::Node& r = g_.nodes[static_cast<size_t>(reader)];
      if (r.domain.empty() && r.op_type == "Add" && r.inputs.size() == 2 && (r.inputs[0] == cur) != (r.inputs[1] == cur)) {
        const ir::ValueId other = r.inputs[r.inputs[0] == cur ? 1 : 0];
        const ir::Tensor* b = constantOf(g_, other);
        if (b && b->dtype() == ir::DType::kF32 && b->rank() == 1 && b->size() == channels) {
          bias_add = reader;
          bias_value = other;
          cur = r.outputs[0];
          reader = singleReader(cur);
        }
      }
    }
    // A residual right after the product: Add(sums, DQ(r)) with r per tensor,
    // zero point 0 (tessera quantize's residual rule).
    int add = -1;
    ir::ValueId residual = ir::kNoValue;
    double residual_scale = 0;
    if (reader >= 0) {
      const ir::Node& r = g_.nodes[static_cast<size_t>(reader)];
      if (r.domain.empty() && r.op_type == "Add" && r.inputs.size() == 2 && (r.inputs[0] == cur) != (r.inputs[1] == cur)) {
        const ir::Node* dq_r = producedBy(r.inputs[r.inputs[0] == cur ? 1 : 0], "DequantizeLinear");
        std::optional<ConstQuant> rq = dq_r ? quantOf(*dq_r) : std::nullopt;
        const ir::DType r_dtype = dq_r ? g_.value(dq_r->inputs[0]).type.dtype : ir::DType::kUndefined;
        if (rq && rq->scale.size() == 1 && rq->zero[0] == 0 && (r_dtype == ir::DType::kI8 || r_dtype == ir::DType::kU8) &&
            g_.value(dq_r->inputs[0]).type.shape == g_.value(cur).type.shape &&
          at_[static_cast<size_t>(dq_r->inputs[0])] < static_cast<int>(index)) {  // produced before the product
          add = reader;
          residual = dq_r->inputs[0];
          residual_scale = rq->scale[0];
          cur = r.outputs[0];
          reader = singleReader(cur);
        }
      }
    }
    while (reader >= 0) {
      const ir::Node& r = g_.nodes[static_cast<size_t>(reader)];
      // Reshape and Transpose move values without changing them: they commute
      // with a per-tensor quantization (BERT's head split and merge), whether
      // a Reshape's target is a constant yet or still computed (Swin's window
      // merge before fold-constants runs).
      bool ok = r.domain.empty() && (r.op_type == "Relu" || r.op_type == "Flatten" || r.op_type == "Transpose" ||
                                     r.op_type == "Reshape" ||
                                     (r.op_type == "MaxPool" && (r.outputs.size() == 1 || r.outputs[1] == ir::kNoValue)));
      if (r.domain.empty() && r.op_type == "Clip" && !clip_lo) {
        const ir::Tensor* lo = r.inputs.size() > 1 && r.inputs[1] != ir::kNoValue ? constantOf(g_, r.inputs[1]) : nullptr;
        const ir::Tensor* hi = r.inputs.size() > 2 && r.inputs[2] != ir::kNoValue ? constantOf(g_, r.inputs[2]) : nullptr;
        if (lo && hi && lo->size() == 1 && hi->size() == 1 && lo->at(0) <= hi->at(0)) {
          clip_lo = lo->at(0);
          clip_hi = hi->at(0);
          ok = true;
        }
      }
      if (!ok || r.inputs[0] != cur) break;
      relu = relu || r.op_type == "Relu";
      chain.push_back(reader);
      cur = r.outputs[0];
      reader = singleReader(cur);
    }
    if (reader < 0) return Status();
    const ir::Node& q_y = g_.nodes[static_cast<size_t>(reader)];
    if (q_y.op_type != "QuantizeLinear" || !q_y.domain.empty() || q_y.inputs[0] != cur) return Status();
    std::optional<ConstQuant> yq = quantOf(q_y);
    const ir::DType y_dtype = g_.value(q_y.outputs[0]).type.dtype;
    if (!yq || yq->scale.size() != 1 || (y_dtype != ir::DType::kI8 && y_dtype != ir::DType::kU8)) return Status();
    std::int64_t qmin = y_dtype == ir::DType::kI8 ? -128 : 0, qmax = y_dtype == ir::DType::kI8 ? 127 : 255;
    // A Clip with constant bounds right after Q narrows the range (int4).
    ir::ValueId final_y = q_y.outputs[0];
    int clip = singleReader(final_y);
    if (clip >= 0) {
      const ir::Node& c = g_.nodes[static_cast<size_t>(clip)];
      const ir::Tensor* lo = c.inputs.size() > 1 ? constantOf(g_, c.inputs[1]) : nullptr;
      const ir::Tensor* hi = c.inputs.size() > 2 ? constantOf(g_, c.inputs[2]) : nullptr;
      if (c.op_type == "Clip" && c.domain.empty() && c.inputs[0] == final_y && lo && hi && lo->size() == 1 &&
          hi->size() == 1 && lo->dtype() == y_dtype && hi->dtype() == y_dtype && lo->intAt(0) <= hi->intAt(0)) {
        qmin = std::max(qmin, lo->intAt(0));
        qmax = std::min(qmax, hi->intAt(0));
        final_y = c.outputs[0];
      } else {
        clip = -1;
      }
    }
    const double sx = xq->scale[0], sy = yq->scale[0];
    // Bias: int32 via DQ with scale s_x * s_w[c], or a constant float quantized here.
    std::optional<ir::Tensor> bias;
    if (bias_value != ir::kNoValue) {
      bias = ir::Tensor(ir::DType::kI32, {channels});
      const ir::Tensor* bf = constantOf(g_, bias_value);
      if (const ir::Node* dq_b = producedBy(bias_value, "DequantizeLinear")) {
        const ir::Tensor* b = constantOf(g_, dq_b->inputs[0]);
        std::optional<ConstQuant> bq = quantOf(*dq_b);
        if (!b || b->dtype() != ir::DType::kI32 || b->size() != channels || !bq) return Status();
        for (std::int64_t c = 0; c < channels; ++c) {
          const double expect = sx * sw(c), got = bq->scale[bq->scale.size() == 1 ? 0 : static_cast<size_t>(c)];
          if (std::fabs(got - expect) > 1e-5 * expect || bq->zero[bq->zero.size() == 1 ? 0 : static_cast<size_t>(c)] != 0)
            return Status();
          bias->data<std::int32_t>()[c] = b->data<std::int32_t>()[c];
        }
      } else if (bf && bf->dtype() == ir::DType::kF32 && bf->size() == channels) {
        for (std::int64_t c = 0; c < channels; ++c) {
          const double r = std::nearbyint(bf->data<float>()[c] / (sx * sw(c)));
          if (!std::isfinite(r) || std::fabs(r) > 2147483647.0) return Status();
          bias->data<std::int32_t>()[c] = static_cast<std::int32_t>(r);
        }
      } else {
        return Status();
      }
    }
    // With a residual, the sums and the residual meet on a grid 2^8 finer than
    // the output's (s_m = s_y / 2^8): sums -> s_m without a clamp, the
    // residual scaled by s_r / s_m and added, the total taken by 2^-8 to s_y
    // (as the kernel plan's rescaled residual, kernel_plan.h).
    const double finer = add >= 0 ? 256.0 : 1.0;
    std::vector<std::int64_t> multipliers, shifts;
    for (std::int64_t c = 0; c < static_cast<std::int64_t>(wq->scale.size()); ++c) {
      Expected<isa::FixedPointMultiplier> m = isa::fixedPointMultiplier(sx * sw(c) * finer / sy);
      if (!m) return Status();  // scale out of range: leave this layer in QDQ form
      multipliers.push_back(m->multiplier);
      shifts.push_back(m->shift);
    }
    std::optional<isa::FixedPointMultiplier> residual_m, to_output;
    if (add >= 0) {
      Expected<isa::FixedPointMultiplier> m = isa::fixedPointMultiplier(residual_scale * finer / sy);
      Expected<isa::FixedPointMultiplier> back = isa::fixedPointMultiplier(1.0 / finer);
      if (!m || !back) return Status();
      residual_m = *m;
      to_output = *back;
    }
    const std::int64_t zp_y = yq->zero[0];
    if (zp_y < qmin || zp_y > qmax) return Status();
    if (relu) qmin = std::max(qmin, zp_y);
    if (clip_lo) {  // quantization is monotone: Q(clip(x, lo, hi)) = clamp(Q(x), Q(lo), Q(hi))
      auto q = [&](double b) {  // as QuantizeLinear computes it: fp32 division, ties to even
        return zp_y + static_cast<std::int64_t>(std::nearbyint(static_cast<float>(b) / static_cast<float>(sy)));
      };
      qmin = std::max(qmin, q(*clip_lo));
      qmax = std::min(qmax, q(*clip_hi));
      if (qmin > qmax) return Status();
    }

    // Emit: integer op, Requantize, the chain retyped to the quantized dtype.
    const std::string base = node.name.empty() ? g_.value(node.outputs[0]).name : node.name;
    ir::ValueId w_id = dq_w->inputs[0];
    if (trans_b) {
      ir::Tensor t(ir::DType::kI8, {w->dim(1), w->dim(0)});
      for (std::int64_t i = 0; i < w->dim(0); ++i)
        for (std::int64_t k = 0; k < w->dim(1); ++k) t.data<std::int8_t>()[k * w->dim(0) + i] = w->data<std::int8_t>()[i * w->dim(1) + k];
      w_id = addConstant(g_.value(w_id).name + "_transposed", std::move(t));
    }
    ir::Tensor x_zp(x_dtype, {});
    if (x_dtype == ir::DType::kI8) x_zp.data<std::int8_t>()[0] = static_cast<std::int8_t>(xq->zero[0]);
    else x_zp.data<std::uint8_t>()[0] = static_cast<std::uint8_t>(xq->zero[0]);
    const ir::ValueId x_zp_id = addConstant(base + "_x_zero_point", std::move(x_zp));
    ir::TensorType acc_type = g_.value(node.outputs[0]).type;
    acc_type.dtype = ir::DType::kI32;
    const ir::ValueId acc = addValue(base + "_acc", acc_type);
    g_.value(acc).layout = g_.value(node.outputs[0]).layout;  // channels-last stays so (layout.h)
    ir::Node integer;
    integer.op_type = conv ? "ConvInteger" : "MatMulInteger";
    integer.name = g_.value(acc).name;
    integer.inputs = {dq_x->inputs[0], w_id, x_zp_id};
    integer.outputs = {acc};
    if (conv) integer.attributes = node.attributes;
    ir::Node req;
    req.op_type = "Requantize";
    req.domain = "tessera";
    req.inputs = {acc};
    if (bias) req.inputs.push_back(addConstant(base + "_bias_i32", std::move(*bias)));
    req.attributes = {{"multipliers", multipliers}, {"shifts", shifts}, {"zero_point", zp_y},
                      {"axis", std::int64_t{conv ? 1 : -1}}, {"qmin", qmin}, {"qmax", qmax},
                      {"to", std::int64_t{y_dtype == ir::DType::kI8 ? 3 : 2}}};
    std::vector<ir::Node> residual_nodes;  // the mid requantize and the add, before `req`
    if (add >= 0) {
      // acc -> Requantize(to s_m, no clamp) -> ScaledAdd(., r) -> req (by 2^-8 to s_y, clamped).
      ir::Node mid;
      mid.op_type = "Requantize";
      mid.domain = "tessera";
      mid.inputs = req.inputs;
      mid.attributes = {{"multipliers", multipliers}, {"shifts", shifts}, {"zero_point", std::int64_t{0}},
                        {"axis", std::int64_t{conv ? 1 : -1}}, {"to", std::int64_t{6}}};
      const ir::ValueId mid_value = addValue(base + "_residual_grid", acc_type);
      g_.value(mid_value).layout = g_.value(acc).layout;
      mid.outputs = {mid_value};
      mid.name = g_.value(mid_value).name;
      ir::Node sum;
      sum.op_type = "ScaledAdd";
      sum.domain = "tessera";
      sum.inputs = {mid_value, residual};
      sum.attributes = {{"multiplier", std::int64_t{residual_m->multiplier}}, {"shift", std::int64_t{residual_m->shift}}};
      const ir::ValueId sum_value = addValue(base + "_residual_sum", acc_type);
      g_.value(sum_value).layout = g_.value(acc).layout;
      sum.outputs = {sum_value};
      sum.name = g_.value(sum_value).name;
      req.inputs = {sum_value};
      req.attributes["multipliers"] = std::vector<std::int64_t>{to_output->multiplier};
      req.attributes["shifts"] = std::vector<std::int64_t>{to_output->shift};
      req.attributes["axis"] = std::int64_t{-1};
      residual_nodes = {std::move(mid), std::move(sum)};
      removed_[static_cast<size_t>(add)] = 1;
    }
    // The last producer of the chain writes yq; earlier values are retyped.
    ir::Node* last = &req;
    ir::ValueId value = node.outputs[0];
    g_.value(value).type.dtype = y_dtype;
    req.outputs = {value};
    for (int c : chain) {
      ir::Node& r = g_.nodes[static_cast<size_t>(c)];
      if (r.op_type == "Relu" || r.op_type == "Clip") {
        removed_[static_cast<size_t>(c)] = 1;
        continue;
      }
      r.inputs[0] = value;
      value = r.outputs[0];
      g_.value(value).type.dtype = y_dtype;
      last = &r;
    }
    last->outputs[0] = final_y;
    req.name = g_.value(req.outputs[0]).name + "_requantize";
    removed_[static_cast<size_t>(reader)] = 1;
    if (clip >= 0) removed_[static_cast<size_t>(clip)] = 1;
    if (bias_add >= 0) removed_[static_cast<size_t>(bias_add)] = 1;
    at_[static_cast<size_t>(final_y)] = static_cast<int>(index);  // yq is now written here
    replaced_[index] = {std::move(integer)};
    for (ir::Node& r : residual_nodes) replaced_[index].push_back(std::move(r));
    replaced_[index].push_back(std::move(req));
    if (!g_.opsets.count("tessera")) g_.opsets["tessera"] = 1;
    ctx_.count("lower-to-integer", conv ? "convs-lowered" : (gemm ? "gemms-lowered" : "matmuls-lowered"));
    return Status();
  }

  /// Where a value ends up quantized: the chain of single readers from it
  /// (default-domain nodes `follows` accepts, each reading the previous
  /// value), then a per-tensor QuantizeLinear to an 8-bit type.
  struct QuantizedEnd {
    std::vector<int> chain;  ///< node indices, in order
    ir::ValueId last = ir::kNoValue;  ///< the value the QuantizeLinear reads
    int quantize = -1;       ///< its node index
    ConstQuant grid;
    ir::DType dtype = ir::DType::kUndefined;
  };
  std::optional<QuantizedEnd> quantizedEnd(ir::ValueId value, const std::function<bool(const ir::Node&)>& follows) const {
    QuantizedEnd end;
    end.last = value;
    int reader = singleDataReader(value);
    while (reader >= 0) {
      const ir::Node& r = g_.nodes[static_cast<size_t>(reader)];
      if (!r.domain.empty() || !follows(r) || r.inputs[0] != end.last) break;
      end.chain.push_back(reader);
      end.last = r.outputs[0];
      reader = singleReader(end.last);  // a chain node may be removed: nothing else may read it
    }
    if (reader < 0) return std::nullopt;
    const ir::Node& q = g_.nodes[static_cast<size_t>(reader)];
    if (q.op_type != "QuantizeLinear" || !q.domain.empty() || q.inputs[0] != end.last) return std::nullopt;
    std::optional<ConstQuant> grid = quantOf(q);
    end.dtype = g_.value(q.outputs[0]).type.dtype;
    if (!grid || grid->scale.size() != 1 || (end.dtype != ir::DType::kI8 && end.dtype != ir::DType::kU8))
      return std::nullopt;
    end.quantize = reader;
    end.grid = *grid;
    return end;
  }

  /// DQ(xq) -> GlobalAveragePool -> [Flatten | Reshape]* -> Q(s_y) -> yq, xq
  /// per tensor with zero point 0, becomes
  ///   tessera.GlobalAveragePool(xq) -> chain -> tessera.Requantize(s_x / s_y) -> yq
  /// (the integer average the vector unit computes, then one requantize).
  void lowerPool(size_t index) {
    const ir::Node node = g_.nodes[index];
    const ir::Node* dq_x = producedBy(node.inputs[0], "DequantizeLinear");
    std::optional<ConstQuant> xq = dq_x ? quantOf(*dq_x) : std::nullopt;
    if (!xq || xq->scale.size() != 1 || xq->zero[0] != 0) return;
    const ir::DType x_dtype = g_.value(dq_x->inputs[0]).type.dtype;
    if (x_dtype != ir::DType::kI8 && x_dtype != ir::DType::kU8) return;
    std::optional<QuantizedEnd> end = quantizedEnd(node.outputs[0], [](const ir::Node& r) {
      return r.op_type == "Flatten" || r.op_type == "Reshape";
    });
    if (!end) return;
    const std::vector<int>& chain = end->chain;
    const ir::ValueId cur = end->last;
    const int reader = end->quantize;
    const ir::Node& q_y = g_.nodes[static_cast<size_t>(reader)];
    const ConstQuant& yq = end->grid;
    const ir::DType y_dtype = end->dtype;
    const std::int64_t qmin = y_dtype == ir::DType::kI8 ? -128 : 0, qmax = y_dtype == ir::DType::kI8 ? 127 : 255;
    if (yq.zero[0] < qmin || yq.zero[0] > qmax) return;
    Expected<isa::FixedPointMultiplier> m = isa::fixedPointMultiplier(xq->scale[0] / yq.scale[0]);
    if (!m) return;
    // The pooling reads the integers and writes int32 averages; the chain is retyped.
    ir::Node pool = node;
    pool.domain = "tessera";
    pool.attributes.clear();
    pool.inputs = {dq_x->inputs[0]};
    g_.value(node.outputs[0]).type.dtype = ir::DType::kI32;
    for (int c : chain) g_.value(g_.nodes[static_cast<size_t>(c)].outputs[0]).type.dtype = ir::DType::kI32;
    ir::Node req;
    req.op_type = "Requantize";
    req.domain = "tessera";
    req.inputs = {cur};
    req.outputs = {q_y.outputs[0]};
    req.name = g_.value(q_y.outputs[0]).name + "_requantize";
    req.attributes = {{"multipliers", std::vector<std::int64_t>{m->multiplier}},
                      {"shifts", std::vector<std::int64_t>{m->shift}}, {"zero_point", yq.zero[0]},
                      {"axis", std::int64_t{-1}}, {"qmin", qmin}, {"qmax", qmax},
                      {"to", std::int64_t{y_dtype == ir::DType::kI8 ? 3 : 2}}};
    replaced_[index] = {std::move(pool)};
    replaced_[static_cast<size_t>(reader)] = {std::move(req)};
    if (!g_.opsets.count("tessera")) g_.opsets["tessera"] = 1;
    ctx_.count("lower-to-integer", "pools-lowered");
  }

  /// Concat(DQ(q_1), ..., DQ(q_n)) -> [MaxPool]* -> Q -> yq with one
  /// per-tensor grid throughout becomes Concat(q_1, ..., q_n) -> [MaxPool]* -> yq:
  /// dequantizing and quantizing on the same grid is the identity, and max
  /// pooling commutes with it.
  void lowerConcat(size_t index) {
    const ir::Node node = g_.nodes[index];
    std::optional<ConstQuant> grid;
    ir::DType dtype = ir::DType::kUndefined;
    std::vector<ir::ValueId> integers;
    for (ir::ValueId id : node.inputs) {
      const ir::Node* dq = producedBy(id, "DequantizeLinear");
      std::optional<ConstQuant> q = dq ? quantOf(*dq) : std::nullopt;
      if (!q || q->scale.size() != 1) return;
      const ir::DType d = g_.value(dq->inputs[0]).type.dtype;
      if (grid && (q->scale[0] != grid->scale[0] || q->zero[0] != grid->zero[0] || d != dtype)) return;
      grid = q;
      dtype = d;
      integers.push_back(dq->inputs[0]);
    }
    if (!grid || (dtype != ir::DType::kI8 && dtype != ir::DType::kU8)) return;
    std::optional<QuantizedEnd> end = quantizedEnd(node.outputs[0], [](const ir::Node& r) {
      return r.op_type == "MaxPool" && (r.outputs.size() == 1 || r.outputs[1] == ir::kNoValue);
    });
    if (!end || end->grid.scale[0] != grid->scale[0] || end->grid.zero[0] != grid->zero[0] || end->dtype != dtype)
      return;
    const std::vector<int>& chain = end->chain;
    const int reader = end->quantize;
    const ir::Node& q_y = g_.nodes[static_cast<size_t>(reader)];
    ir::Node concat = node;
    concat.inputs = integers;
    g_.value(node.outputs[0]).type.dtype = dtype;
    ir::Node* last = &concat;
    for (int c : chain) {
      g_.value(g_.nodes[static_cast<size_t>(c)].outputs[0]).type.dtype = dtype;
      last = &g_.nodes[static_cast<size_t>(c)];
    }
    last->outputs[0] = q_y.outputs[0];
    removed_[static_cast<size_t>(reader)] = 1;
    replaced_[index] = {std::move(concat)};
    ctx_.count("lower-to-integer", "concats-lowered");
  }

  /// DQ(xq) -> MaxPool -> Q -> yq on one per-tensor 8-bit grid becomes
  /// MaxPool(xq) -> yq: max pooling commutes with the monotone quantization
  /// (the quantizer gives a pooled activation its input's grid).
  void lowerMaxPool(size_t index) {
    const ir::Node node = g_.nodes[index];
    if (node.outputs.empty() || (node.outputs.size() > 1 && node.outputs[1] != ir::kNoValue)) return;
    const ir::Node* dq = producedBy(node.inputs[0], "DequantizeLinear");
    std::optional<ConstQuant> grid = dq ? quantOf(*dq) : std::nullopt;
    if (!grid || grid->scale.size() != 1) return;
    const ir::DType dtype = g_.value(dq->inputs[0]).type.dtype;
    if (dtype != ir::DType::kI8 && dtype != ir::DType::kU8) return;
    std::optional<QuantizedEnd> end = quantizedEnd(node.outputs[0], [](const ir::Node&) { return false; });
    if (!end || end->grid.scale[0] != grid->scale[0] || end->grid.zero[0] != grid->zero[0] || end->dtype != dtype)
      return;
    ir::Node pool = node;
    pool.inputs[0] = dq->inputs[0];
    pool.outputs[0] = g_.nodes[static_cast<size_t>(end->quantize)].outputs[0];
    removed_[static_cast<size_t>(end->quantize)] = 1;
    replaced_[index] = {std::move(pool)};
    ctx_.count("lower-to-integer", "max-pools-lowered");
  }

  /// Drops DequantizeLinear nodes nothing reads any more (the rewritten layers' inputs).
  void removeUnreadDequantize() {
    for (bool changed = true; changed;) {
      changed = false;
      const std::vector<std::vector<int>> users = g_.users();
      std::vector<ir::Node> kept;
      for (ir::Node& n : g_.nodes) {
        const bool unread = n.op_type == "DequantizeLinear" && n.domain.empty() &&
                            users[static_cast<size_t>(n.outputs[0])].empty() && !g_.isOutput(n.outputs[0]);
        if (unread) changed = true;
        else kept.push_back(std::move(n));
      }
      g_.nodes = std::move(kept);
    }
  }

  ir::Graph& g_;
  PassContext& ctx_;
  std::vector<std::vector<int>> users_;
  std::vector<int> producer_;
  std::vector<int> at_;  ///< value -> index of the node writing it once the rewrites are in place
  std::vector<std::vector<ir::Node>> replaced_;
  std::vector<char> removed_;
};

class LowerToInteger : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override { return Lowering(graph, context).run(); }
};

}  // namespace

const PassInfo kLowerToIntegerPass = {
    "lower-to-integer", "Rewrite QDQ Conv/MatMul/Gemm into ConvInteger/MatMulInteger + tessera.Requantize (integer-only)",
    [](const PassOptions& o) { return createWithoutOptions<LowerToInteger>("lower-to-integer", o); }};

}  // namespace tessera::passes
