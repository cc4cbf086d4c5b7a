// rewrite-gap's rule, shared with the quantizer and its calibration.
#pragma once

#include "compiler/ir/graph.h"

namespace tessera::passes {

/// True for a default-domain ReduceMean that rewrite-gap turns into a
/// GlobalAveragePool: axes (an attribute, opset < 18) exactly {2,3} of a
/// float input of known rank 4.
bool isSpatialMean(const ir::Graph& graph, const ir::Node& node);

}  // namespace tessera::passes
