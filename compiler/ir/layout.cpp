// Channels-last op classes and 4-D permutes (see layout.h).
#include "compiler/ir/layout.h"

#include <set>
#include <string>

namespace tessera::ir {

bool isChannelsLastAware(const Node& node) {
  if (node.outputs.empty()) return false;
  if (node.domain == "tessera") return node.op_type == "Requantize";  // per-channel along the channel axis
  if (!node.domain.empty()) return false;
  const std::string& op = node.op_type;
  if (op == "MaxPool") return node.outputs.size() == 1 || node.outputs[1] == kNoValue;  // no Indices output
  return op == "Conv" || op == "ConvInteger" || op == "AveragePool" || op == "GlobalAveragePool" ||
         op == "GlobalMaxPool";
}

bool isLayoutAgnostic(const Node& node) {
  static const std::set<std::string> kOps = {
      // unary
      "Relu", "LeakyRelu", "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Erf", "Exp", "Log", "Neg", "Abs",
      "Reciprocal", "Floor", "Ceil", "Round", "Sign", "Sqrt", "Elu", "Selu", "Celu", "Softplus", "Softsign", "Mish",
      "ThresholdedRelu", "Sin", "Cos", "Clip", "Cast", "Identity", "Not", "IsNaN", "IsInf",
      // broadcasting binary / variadic
      "Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum", "Mean", "PRelu", "Mod", "Equal", "Less", "Greater",
      "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor", "Where",
      // quantization (per tensor; checked by the callers) and channel concatenation
      "QuantizeLinear", "DequantizeLinear", "Concat"};
  if (node.domain == "tessera") return node.op_type == "Gelu" || node.op_type == "Swish" || node.op_type == "HardSwish";
  return node.domain.empty() && kOps.count(node.op_type) != 0;
}

Shape permuteShape(const Shape& shape, const std::array<int, 4>& perm) {
  Shape out(4);
  for (size_t i = 0; i < 4; ++i) out[i] = shape[static_cast<size_t>(perm[i])];
  return out;
}

namespace {

/// Copies `in` into `out` in the order of out's shape; output dim i advances
/// input dim perm[i] (element type T of the storage width).
template <class T>
void permuteInto(const Tensor& in, Tensor& out, const std::array<int, 4>& perm) {
  const Shape& s = in.shape();
  const std::array<std::int64_t, 4> stride = {s[1] * s[2] * s[3], s[2] * s[3], s[3], 1};
  std::array<std::int64_t, 4> step{};
  for (size_t i = 0; i < 4; ++i) step[i] = stride[static_cast<size_t>(perm[i])];
  const Shape& o = out.shape();
  const T* src = reinterpret_cast<const T*>(in.bytes());
  T* dst = reinterpret_cast<T*>(out.bytes());
  for (std::int64_t a = 0; a < o[0]; ++a)
    for (std::int64_t b = 0; b < o[1]; ++b)
      for (std::int64_t c = 0; c < o[2]; ++c) {
        const T* row = src + a * step[0] + b * step[1] + c * step[2];
        for (std::int64_t d = 0; d < o[3]; ++d) *dst++ = row[d * step[3]];
      }
}

}  // namespace

Tensor transpose4(const Tensor& tensor, const std::array<int, 4>& perm) {
  Tensor out(tensor.dtype(), permuteShape(tensor.shape(), perm));
  switch (storageBytes(tensor.dtype())) {
    case 1: permuteInto<std::uint8_t>(tensor, out, perm); break;
    case 2: permuteInto<std::uint16_t>(tensor, out, perm); break;
    case 4: permuteInto<std::uint32_t>(tensor, out, perm); break;
    default: permuteInto<std::uint64_t>(tensor, out, perm); break;
  }
  return out;
}

}  // namespace tessera::ir
