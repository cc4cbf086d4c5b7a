// Graph IR: attribute accessors and value bookkeeping.
#include "compiler/ir/graph.h"

#include <algorithm>

namespace tessera::ir {

std::int64_t Node::attrInt(const std::string& attr, std::int64_t fallback) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::int64_t>(&it->second)) return *v;
  return fallback;
}

float Node::attrFloat(const std::string& attr, float fallback) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<float>(&it->second)) return *v;
  return fallback;
}

std::string Node::attrString(const std::string& attr, const std::string& fallback) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::string>(&it->second)) return *v;
  return fallback;
}

std::vector<std::int64_t> Node::attrInts(const std::string& attr, std::vector<std::int64_t> fallback) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::vector<std::int64_t>>(&it->second)) return *v;
  return fallback;
}

std::vector<float> Node::attrFloats(const std::string& attr, std::vector<float> fallback) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return fallback;
  if (auto* v = std::get_if<std::vector<float>>(&it->second)) return *v;
  return fallback;
}

const Tensor* Node::attrTensor(const std::string& attr) const {
  auto it = attributes.find(attr);
  if (it == attributes.end()) return nullptr;
  return std::get_if<Tensor>(&it->second);
}

int Node::inputCount() const {
  int count = static_cast<int>(inputs.size());
  while (count > 0 && inputs[static_cast<size_t>(count - 1)] == kNoValue) --count;
  return count;
}

std::int64_t Graph::opset() const {
  auto it = opsets.find("");
  if (it == opsets.end()) it = opsets.find("ai.onnx");
  return it == opsets.end() ? 0 : it->second;
}

ValueId Graph::addValue(Value value) {
  values.push_back(std::move(value));
  return static_cast<ValueId>(values.size() - 1);
}

ValueId Graph::find(const std::string& name) const {
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i].name == name) return static_cast<ValueId>(i);
  return kNoValue;
}

std::string Graph::uniqueName(const std::string& base) const {
  std::string name = base;
  for (int k = 1; find(name) != kNoValue; ++k) name = base + "_" + std::to_string(k);
  return name;
}

ValueId Graph::addConstant(const std::string& base, Tensor tensor) {
  Value v;
  v.name = uniqueName(base);
  v.type.dtype = tensor.dtype();
  v.type.shape = tensor.shape();
  v.type.dim_params.assign(v.type.shape.size(), "");
  v.type.rank_known = true;
  v.constant = std::move(tensor);
  return addValue(std::move(v));
}

std::vector<std::vector<int>> Graph::users() const {
  std::vector<std::vector<int>> out(values.size());
  for (size_t n = 0; n < nodes.size(); ++n)
    for (ValueId id : nodes[n].inputs)
      if (id != kNoValue && (out[static_cast<size_t>(id)].empty() || out[static_cast<size_t>(id)].back() != static_cast<int>(n)))
        out[static_cast<size_t>(id)].push_back(static_cast<int>(n));
  return out;
}

bool Graph::isOutput(ValueId id) const { return std::find(outputs.begin(), outputs.end(), id) != outputs.end(); }

void Graph::replaceUses(ValueId from, ValueId to) {
  for (Node& node : nodes)
    for (ValueId& id : node.inputs)
      if (id == from) id = to;
  for (ValueId& id : outputs)
    if (id == from) id = to;
}

void Graph::compact() {
  std::vector<char> live(values.size(), 0);
  auto mark = [&](ValueId id) {
    if (id != kNoValue) live[static_cast<size_t>(id)] = 1;
  };
  for (ValueId id : inputs) mark(id);
  for (ValueId id : outputs) mark(id);
  for (const Node& node : nodes) {
    for (ValueId id : node.inputs) mark(id);
    for (ValueId id : node.outputs) mark(id);
  }
  std::vector<ValueId> renumber(values.size(), kNoValue);
  std::vector<Value> kept;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!live[i]) continue;
    renumber[i] = static_cast<ValueId>(kept.size());
    kept.push_back(std::move(values[i]));
  }
  values = std::move(kept);
  auto map = [&](ValueId& id) {
    if (id != kNoValue) id = renumber[static_cast<size_t>(id)];
  };
  for (ValueId& id : inputs) map(id);
  for (ValueId& id : outputs) map(id);
  for (Node& node : nodes) {
    for (ValueId& id : node.inputs) map(id);
    for (ValueId& id : node.outputs) map(id);
  }
}

}  // namespace tessera::ir
