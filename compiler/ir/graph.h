// Graph IR: values (SSA tensors), nodes, and the graph that owns them.
//
// Values and nodes live in vectors and are named by index (ValueId). Nodes
// are kept in a valid topological order; passes that insert or remove nodes
// rebuild the vector. A value is a graph input, an initializer (constant
// data), or the output of exactly one node.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "compiler/ir/tensor.h"

namespace tessera::ir {

using ValueId = std::int32_t;
/// An omitted optional input (ONNX's empty input name).
inline constexpr ValueId kNoValue = -1;

/// Memory order of a 4-D activation; kDefault is ONNX's (NCHW for images).
enum class Layout : std::uint8_t { kDefault, kNHWC };

/// Affine quantization: real = scale * (q - zero_point); per-tensor when
/// scale has one element, else per-channel along `axis`.
struct QuantParams {
  std::vector<float> scale;
  std::vector<std::int32_t> zero_point;
  int axis = -1;
  /// Integer width of q when narrower than the value's dtype (4: int4 held in
  /// an int8/uint8 container); 0 = the dtype's width.
  int bits = 0;
};

/// Static type of a value. Unknown dims are -1 (with their symbolic name in
/// dim_params, if any); an unknown rank has rank_known false.
struct TensorType {
  DType dtype = DType::kUndefined;
  Shape shape;
  std::vector<std::string> dim_params;
  bool rank_known = false;

  /// True when a tensor of `actual` shape fits: same rank (if known) and
  /// equal wherever this type's dim is known.
  bool admitsShape(const Shape& actual) const {
    if (!rank_known) return true;
    if (actual.size() != shape.size()) return false;
    for (size_t d = 0; d < shape.size(); ++d)
      if (shape[d] >= 0 && shape[d] != actual[d]) return false;
    return true;
  }
};

struct Value {
  std::string name;
  TensorType type;
  Layout layout = Layout::kDefault;
  std::optional<QuantParams> quant;
  std::optional<Tensor> constant;  ///< set for initializers
  bool is_graph_input = false;
};

/// An ONNX attribute value. Subgraph attributes are rejected at import.
using Attribute = std::variant<std::int64_t, float, std::string, std::vector<std::int64_t>, std::vector<float>,
                               std::vector<std::string>, Tensor>;

struct Node {
  std::string name;
  std::string op_type;
  std::string domain;  ///< "" for the default ONNX domain
  std::vector<ValueId> inputs;
  std::vector<ValueId> outputs;
  std::map<std::string, Attribute> attributes;
  /// Fused group this node belongs to (set by the `fuse` pass); -1 = none.
  /// A group is the unit the backend lowers as one kernel.
  int fusion_group = -1;

  bool has(const std::string& attr) const { return attributes.count(attr) != 0; }
  std::int64_t attrInt(const std::string& attr, std::int64_t fallback) const;
  float attrFloat(const std::string& attr, float fallback) const;
  std::string attrString(const std::string& attr, const std::string& fallback) const;
  std::vector<std::int64_t> attrInts(const std::string& attr, std::vector<std::int64_t> fallback = {}) const;
  std::vector<float> attrFloats(const std::string& attr, std::vector<float> fallback = {}) const;
  const Tensor* attrTensor(const std::string& attr) const;
  /// Number of inputs actually given (trailing omitted ones excluded).
  int inputCount() const;
  /// A format conversion and nothing else: an ONNX Cast, or tessera.ToBf16
  /// (recognize-activations' rounding of fp32 to bf16, a Cast to bf16 that
  /// rounds to nearest even).
  bool isConversion() const {
    return (domain.empty() && op_type == "Cast") || (domain == "tessera" && op_type == "ToBf16");
  }
};

struct Graph {
  std::string name;
  std::map<std::string, std::int64_t> opsets;  ///< domain -> version
  std::vector<Value> values;
  std::vector<Node> nodes;
  std::vector<ValueId> inputs;   ///< runtime inputs (initializers excluded)
  std::vector<ValueId> outputs;
  std::filesystem::path model_dir;  ///< folder external data resolves against
  std::string source;               ///< file the graph came from, for messages
  std::string pipeline;             ///< passes that produced this graph ("" = as imported)

  /// Opset of the default ONNX domain.
  std::int64_t opset() const;
  ValueId addValue(Value value);
  const Value& value(ValueId id) const { return values[static_cast<size_t>(id)]; }
  Value& value(ValueId id) { return values[static_cast<size_t>(id)]; }
  /// Finds a value by name; kNoValue if none.
  ValueId find(const std::string& name) const;
  /// `base`, or `base_1`, `base_2`, ...: the first name no value has yet.
  std::string uniqueName(const std::string& base) const;
  /// Adds a constant (its type taken from the tensor) under a unique name.
  ValueId addConstant(const std::string& base, Tensor tensor);
  /// For each value, the indices of the nodes that read it (in node order).
  std::vector<std::vector<int>> users() const;
  /// True when `id` is one of the graph outputs.
  bool isOutput(ValueId id) const;
  /// Replaces every read of `from` (node inputs and graph outputs) by `to`.
  void replaceUses(ValueId from, ValueId to);
  /// Drops values nothing defines or reads (e.g. constants of removed nodes)
  /// and renumbers the rest, keeping their order.
  void compact();
};

}  // namespace tessera::ir
