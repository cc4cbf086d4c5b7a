// IR verifier: structural invariants every pass must preserve.
#pragma once

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::ir {

/// Checks: value ids in range; every value defined exactly once (graph
/// input, constant, or one node output); every node input defined before its
/// use (topological order); graph outputs defined; constants' data matches
/// their type; channels-last (NHWC) values are used as layout.h says.
/// Errors name the node, its op type and the value.
Status verifyGraph(const Graph& graph);

}  // namespace tessera::ir
