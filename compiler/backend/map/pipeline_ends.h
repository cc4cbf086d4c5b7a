// The estimate's pipeline ends between kernels: each array kernel's
// prologue and epilogue where no neighbour hides them, and the loads the
// next kernel issues ahead of a kernel's last STORE (estimate.cpp calls
// addPipelineEnds once the layers are estimated).
#pragma once

#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/map/estimate.h"

namespace tessera::backend {

/// Adds each array kernel's pipeline ends to `layers` (one per kernel of
/// `graph`, in its order) and moves the loads that run ahead across kernel
/// boundaries (pipeline_ends.cpp).
void addPipelineEnds(const KernelGraph& graph, std::vector<LayerEstimate>& layers);

}  // namespace tessera::backend
