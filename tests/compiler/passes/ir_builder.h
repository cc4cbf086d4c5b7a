// IrBuilder: small graphs written directly in IR, for pass tests.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"

namespace tessera::passes::test_support {

/// Builds a graph value by value; every value gets a fully known type.
struct Builder {
  ir::Graph graph;

  explicit Builder(std::int64_t opset = 17) {
    graph.name = "test";
    graph.opsets[""] = opset;
    graph.source = "test";
  }
  /// A graph input.
  ir::ValueId input(const std::string& name, ir::Shape shape, ir::DType dtype = ir::DType::kF32) {
    ir::Value v;
    v.name = name;
    v.type = {dtype, shape, std::vector<std::string>(shape.size()), true};
    v.is_graph_input = true;
    ir::ValueId id = graph.addValue(v);
    graph.inputs.push_back(id);
    return id;
  }
  /// An f32 constant of this shape filled with `values` (row-major).
  ir::ValueId constant(const std::string& name, ir::Shape shape, std::vector<float> values) {
    ir::Tensor t(ir::DType::kF32, shape);
    for (size_t i = 0; i < values.size(); ++i) t.data<float>()[i] = values[i];
    return addConstant(name, t);
  }
  /// A scalar f32 constant.
  ir::ValueId constant(const std::string& name, float value) { return constant(name, {}, {value}); }
  /// A 1-D i64 constant (shapes, axes).
  ir::ValueId shapeConstant(const std::string& name, std::vector<std::int64_t> values) {
    ir::Tensor t(ir::DType::kI64, {static_cast<std::int64_t>(values.size())});
    for (size_t i = 0; i < values.size(); ++i) t.data<std::int64_t>()[i] = values[i];
    return addConstant(name, t);
  }
  /// A node with one output named `out` (node name `out` + "_node").
  ir::ValueId node(const std::string& op, std::vector<ir::ValueId> inputs, const std::string& out, ir::Shape shape,
                   std::map<std::string, ir::Attribute> attributes = {}, ir::DType dtype = ir::DType::kF32) {
    ir::Value v;
    v.name = out;
    v.type = {dtype, shape, std::vector<std::string>(shape.size()), true};
    ir::ValueId id = graph.addValue(v);
    ir::Node n;
    n.name = out + "_node";
    n.op_type = op;
    n.inputs = std::move(inputs);
    n.outputs = {id};
    n.attributes = std::move(attributes);
    graph.nodes.push_back(n);
    return id;
  }

  /// A constant holding `t` (any dtype).
  ir::ValueId addConstant(const std::string& name, const ir::Tensor& t) {
    ir::Value v;
    v.name = name;
    v.type = {t.dtype(), t.shape(), std::vector<std::string>(t.shape().size()), true};
    v.constant = t;
    return graph.addValue(v);
  }
};

}  // namespace tessera::passes::test_support
