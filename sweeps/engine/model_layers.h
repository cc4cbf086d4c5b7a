// The matrix layers of a sweep model, for a per-layer precision axis.
//
// Loading a sweep that has `compiler.layer_precision` imports its model and
// runs the default pipeline once to learn the layer names the quantizer
// selects layers by (the model's variants are prepared later, per point,
// by models.h; the names are the same there: pruning renames nothing).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// The model imported (its graph inputs bound to `input_shapes` when given,
/// as `tessera compile --input-shape` binds them) and run through the default
/// pipeline (raised to opset 13 first when older, for the quantizer): what lowering, calibration and the quantizer start from. The
/// import holds `import_lock` when given (see models.cpp: libonnx's checker forks).
Expected<ir::Graph> optimisedModel(const SweepModel& model,
                                   const std::map<std::string, std::vector<std::int64_t>>& input_shapes = {},
                                   std::mutex* import_lock = nullptr);

/// Names of the matrix layers (Conv, ConvTranspose, Gemm, MatMul) of an ONNX
/// sweep model after the default pipeline, in graph order: the layers a
/// per-layer precision axis chooses for (quant::matrixLayerNames()).
Expected<std::vector<std::string>> modelMatrixLayers(const SweepModel& model);

}  // namespace tessera::sweep
