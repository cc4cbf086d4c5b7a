// Stable, diffable text form of the graph IR (`tessera import --print-ir`).
#pragma once

#include <string>

#include "compiler/ir/graph.h"

namespace tessera::ir {

/// Text form: header, inputs, constants, one line per node, outputs. Stable
/// across runs (attributes sorted by name, floats in shortest round-trip form).
std::string printGraph(const Graph& graph);

/// An attribute in IR text form ("[1,1]", "\"SAME_UPPER\"", "tensor<f32[3]>(...)").
std::string formatAttribute(const Attribute& attribute);

/// "f32[1,3,224,224]", "f32[?,10]", "f32[*]" for an unknown rank.
std::string formatType(const TensorType& type);

}  // namespace tessera::ir
