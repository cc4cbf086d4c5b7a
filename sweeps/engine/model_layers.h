// The matrix layers of a sweep model, for a per-layer precision axis.
//
// Loading a sweep that has `compiler.layer_precision` imports its model and
// runs the default pipeline once to learn the layer names the quantizer
// selects layers by (the model's variants are prepared later, per point,
// by models.h; the names are the same there: pruning renames nothing).
#pragma once

#include <string>
#include <vector>

#include "hw/support/expected.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// Names of the matrix layers (Conv, ConvTranspose, Gemm, MatMul) of an ONNX
/// sweep model after the default pipeline, in graph order: the layers a
/// per-layer precision axis chooses for (quant::matrixLayerNames()).
Expected<std::vector<std::string>> modelMatrixLayers(const SweepModel& model);

}  // namespace tessera::sweep
