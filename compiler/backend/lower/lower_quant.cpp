// Lowering of Clip/Relu bounds, quantization grids and scales (see lower_quant.h).
#include "compiler/backend/lower/lower_quant.h"

#include <algorithm>

namespace tessera::backend {
namespace {

const ir::Tensor* constantOf(const ir::Graph& graph, const ir::Node& node, size_t input) {
  if (input >= node.inputs.size() || node.inputs[input] == ir::kNoValue) return nullptr;
  const ir::Value& v = graph.value(node.inputs[input]);
  return v.constant ? &*v.constant : nullptr;
}

bool present(const ir::Node& node, size_t input) {
  return input < node.inputs.size() && node.inputs[input] != ir::kNoValue;
}

/// The default-domain node `op` writing `id`, or nullptr.
const ir::Node* producedBy(const ir::Graph& graph, const std::vector<int>& producer, ir::ValueId id,
                           const std::string& op) {
  if (id == ir::kNoValue || static_cast<size_t>(id) >= producer.size()) return nullptr;
  const int p = producer[static_cast<size_t>(id)];
  if (p < 0) return nullptr;
  const ir::Node& n = graph.nodes[static_cast<size_t>(p)];
  return n.domain.empty() && n.op_type == op ? &n : nullptr;
}

ir::DType dtypeOf(const ir::Graph& graph, ir::ValueId id) {
  const ir::Value& v = graph.value(id);
  return v.constant ? v.constant->dtype() : v.type.dtype;
}

/// [qmin, qmax] of an integer dtype, narrowed to QuantParams::bits when the value records them.
std::optional<std::pair<std::int64_t, std::int64_t>> rangeOf(const ir::Graph& graph, ir::ValueId id) {
  std::pair<std::int64_t, std::int64_t> range;
  switch (dtypeOf(graph, id)) {
    case ir::DType::kI8: range = {-128, 127}; break;
    case ir::DType::kU8: range = {0, 255}; break;
    case ir::DType::kI4: range = {-8, 7}; break;
    case ir::DType::kI16: range = {-32768, 32767}; break;
    case ir::DType::kU16: range = {0, 65535}; break;
    default: return std::nullopt;
  }
  const std::optional<ir::QuantParams>& q = graph.value(id).quant;
  if (q && q->bits > 0 && q->bits < 16) {
    const std::int64_t levels = std::int64_t{1} << q->bits;
    range = range.first < 0 ? std::pair{-levels / 2, levels / 2 - 1} : std::pair{std::int64_t{0}, levels - 1};
  }
  return range;
}

/// Per-tensor grid of a QuantizeLinear (its output) or DequantizeLinear (its
/// input, narrowed by a QuantizeLinear -> Clip before it) with constant scale
/// and zero point; nullopt otherwise.
std::optional<QuantGrid> gridOf(const ir::Graph& graph, const ir::Node& node, const std::vector<int>& producer) {
  const ir::Tensor* scale = constantOf(graph, node, 1);
  const ir::Tensor* zero = constantOf(graph, node, 2);
  if (!scale || scale->size() != 1 || (present(node, 2) && (!zero || zero->size() != 1))) return std::nullopt;
  const bool quantize = node.op_type == "QuantizeLinear";
  if (quantize && node.outputs.empty()) return std::nullopt;
  auto range = rangeOf(graph, quantize ? node.outputs[0] : node.inputs[0]);
  if (!range) return std::nullopt;
  QuantGrid grid;
  grid.scale = scale->at(0);
  grid.zero_point = zero ? zero->intAt(0) : 0;
  grid.qmin = range->first;
  grid.qmax = range->second;
  if (!(grid.scale > 0)) return std::nullopt;
  if (!quantize)
    if (const ir::Node* clip = producedBy(graph, producer, node.inputs[0], "Clip"))
      narrowsQuantizeGrid(graph, *clip, producer, grid);
  return grid;
}

/// Scales of a weight operand along its output-channel axis `out_axis`
/// (one per tensor, or one per channel); empty when not quantized.
std::vector<double> weightScales(const ir::Graph& graph, const std::vector<int>& producer, ir::ValueId w,
                                 int out_axis, std::int64_t channels) {
  std::vector<double> scales;
  int axis = -1;
  const ir::Value& wv = graph.value(w);
  if (wv.quant && !wv.quant->scale.empty()) {
    scales.assign(wv.quant->scale.begin(), wv.quant->scale.end());
    axis = wv.quant->axis;
  } else if (const ir::Node* dq = producedBy(graph, producer, w, "DequantizeLinear")) {
    const ir::Tensor* s = constantOf(graph, *dq, 1);
    if (!s) return {};
    for (std::int64_t i = 0; i < s->size(); ++i) scales.push_back(s->at(i));
    const int rank = static_cast<int>(graph.value(dq->inputs[0]).type.shape.size());
    axis = static_cast<int>(dq->attrInt("axis", 1));
    if (axis < 0) axis += rank;
  }
  if (scales.size() == 1) return scales;
  if (static_cast<std::int64_t>(scales.size()) != channels || axis != out_axis) return {};
  return scales;
}

}  // namespace

std::vector<VectorParams> vectorParamsOf(const ir::Graph& graph, const ir::Node& node, size_t ops,
                                         const std::vector<int>& producer) {
  std::vector<VectorParams> params(ops);
  if (ops == 0) return params;
  VectorParams& p = params.back();
  const std::string& op = node.op_type;
  if (node.domain == "tessera" && op == "Requantize") {
    p.role = QuantRole::kRequantize;
    const std::vector<std::int64_t> m = node.attrInts("multipliers"), s = node.attrInts("shifts");
    for (size_t i = 0; i < m.size() && i < s.size(); ++i)
      p.multipliers.push_back({static_cast<std::int32_t>(m[i]), static_cast<int>(s[i])});
    QuantGrid grid;
    grid.zero_point = node.attrInt("zero_point", 0);
    grid.qmin = node.attrInt("qmin", -128);
    grid.qmax = node.attrInt("qmax", 127);
    if (node.attrInt("to", 3) == 6) {  // int32, no clamp: qmin > qmax says so (isa.h)
      grid.qmin = 1;
      grid.qmax = 0;
    }
    p.grid = grid;
    return params;
  }
  if (node.domain == "tessera" && op == "ScaledAdd") {  // its operand's multiplier
    p.multipliers.push_back({static_cast<std::int32_t>(node.attrInt("multiplier", 0)),
                             static_cast<int>(node.attrInt("shift", 0))});
    return params;
  }
  // tessera.Swish: sigmoid then mul, but the chain overwrites x before the mul reads it: cost only.
  if (node.domain == "tessera" && op == "Swish")
    for (VectorParams& each : params) each.role = QuantRole::kCostOnly;
  if (!node.domain.empty()) return params;
  // The vector unit's leaky_relu and hard_sigmoid have ONNX's default alpha (beta) and no operand for others.
  const bool other_slope =
      (op == "LeakyRelu" && node.attrFloat("alpha", 0.01f) != 0.01f) || op == "PRelu" ||
      (op == "HardSigmoid" && (node.attrFloat("alpha", 0.2f) != 0.2f || node.attrFloat("beta", 0.5f) != 0.5f));
  if (op == "Sub" || op == "Div" || op == "Neg" || op == "Pow" || other_slope)
    for (VectorParams& each : params) each.role = QuantRole::kCostOnly;
  if (op == "Relu") {
    p.min = 0.0;
  } else if (op == "Clip") {
    if (graph.opset() < 11) {
      if (node.attributes.count("min")) p.min = node.attrFloat("min", 0.0f);
      if (node.attributes.count("max")) p.max = node.attrFloat("max", 0.0f);
    } else {
      for (size_t input : {size_t{1}, size_t{2}}) {
        if (!present(node, input)) continue;
        const ir::Tensor* bound = constantOf(graph, node, input);
        if (!bound || bound->size() != 1) {
          p.bounds_known = false;
          continue;
        }
        (input == 1 ? p.min : p.max) = bound->at(0);
      }
    }
  } else if (op == "QuantizeLinear") {
    p.role = QuantRole::kQuantize;
    p.grid = gridOf(graph, node, producer);
    if (const ir::Node* dq = producedBy(graph, producer, node.inputs[0], "DequantizeLinear"))
      if (auto in = gridOf(graph, *dq, producer)) p.input_scale = in->scale;
  } else if (op == "DequantizeLinear") {
    p.role = QuantRole::kDequantize;
    p.grid = gridOf(graph, node, producer);
  } else if ((op == "Add" || op == "Mul") && node.inputs.size() == 2) {
    int quantized = 0;
    for (ir::ValueId in : node.inputs)
      if (const ir::Node* dq = producedBy(graph, producer, in, "DequantizeLinear"))
        if (auto g = gridOf(graph, *dq, producer); g && g->scale > 0) {
          p.operand_grid = g;
          ++quantized;
        }
    if (quantized != 1) p.operand_grid.reset();
  }
  return params;
}

void describeQuantization(const ir::Graph& graph, const ir::Node& root, const std::vector<int>& producer,
                          Kernel& kernel) {
  if (!root.domain.empty() || root.inputs.size() < 2) return;
  const std::string& op = root.op_type;
  if (op == "ConvInteger" || op == "MatMulInteger") {
    // The sums' scale is in the tessera.Requantize after it; the input's zero point is input 2.
    auto range = rangeOf(graph, root.inputs[0]);
    if (!range) return;
    QuantGrid grid;
    grid.qmin = range->first;
    grid.qmax = range->second;
    if (present(root, 2)) {
      const ir::Tensor* zero = constantOf(graph, root, 2);
      if (!zero || zero->size() != 1) return;
      grid.zero_point = zero->intAt(0);
    }
    kernel.input_grid = grid;
    return;
  }
  if (op != "Conv" && op != "Gemm" && op != "MatMul") return;
  const ir::Node* dq_x = producedBy(graph, producer, root.inputs[0], "DequantizeLinear");
  if (!dq_x) return;
  std::optional<QuantGrid> x = gridOf(graph, *dq_x, producer);
  if (!x) return;
  kernel.input_grid = x;
  const ir::Value& wv = graph.value(root.inputs[1]);
  const int rank = wv.constant ? wv.constant->rank() : static_cast<int>(wv.type.shape.size());
  if (rank < 1) return;
  int out_axis = rank - 1;  // MatMul: B [..., K, N]
  if (op == "Conv") out_axis = 0;
  if (op == "Gemm") out_axis = root.attrInt("transB", 0) != 0 ? 0 : 1;
  const ir::Shape& shape = wv.constant ? wv.constant->shape() : wv.type.shape;
  if (out_axis >= static_cast<int>(shape.size())) return;
  const std::vector<double> sw =
      weightScales(graph, producer, root.inputs[1], out_axis, shape[static_cast<size_t>(out_axis)]);
  for (double s : sw) kernel.accumulator_scales.push_back(x->scale * s);
}

bool narrowsQuantizeGrid(const ir::Graph& graph, const ir::Node& clip, const std::vector<int>& producer,
                         QuantGrid& grid) {
  if (!clip.domain.empty() || clip.op_type != "Clip" || clip.inputs.empty()) return false;
  if (!producedBy(graph, producer, clip.inputs[0], "QuantizeLinear")) return false;
  if (!rangeOf(graph, clip.inputs[0])) return false;
  const ir::Tensor* lo = constantOf(graph, clip, 1);
  const ir::Tensor* hi = constantOf(graph, clip, 2);
  if (!lo || !hi || lo->size() != 1 || hi->size() != 1 || lo->intAt(0) > hi->intAt(0)) return false;
  grid.qmin = std::max(grid.qmin, lo->intAt(0));
  grid.qmax = std::min(grid.qmax, hi->intAt(0));
  return true;
}

}  // namespace tessera::backend
