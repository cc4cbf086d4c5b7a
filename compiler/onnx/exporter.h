// ONNX export: graph IR -> ModelProto, so other tools can read what Tessera
// produced (optimized or quantized models).
//
// The pipeline that produced the graph is recorded in the model's
// metadata_props under "tessera.pipeline", so any result can be reproduced.
// Tessera-domain ops (e.g. tessera.Gelu) are exported in domain "tessera"
// with an opset import for it; int4 tensors are widened to int8.
#pragma once

#include <onnx/onnx_pb.h>

#include <filesystem>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::onnx_io {

/// Builds a ModelProto (IR version 8) from the graph.
Expected<onnx::ModelProto> exportOnnxModel(const ir::Graph& graph);

/// Writes the graph as an .onnx file.
Status exportOnnxFile(const ir::Graph& graph, const std::filesystem::path& file);

}  // namespace tessera::onnx_io
