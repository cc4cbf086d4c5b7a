// The matrix layers of a sweep model (see model_layers.h).
#include "sweeps/engine/model_layers.h"

#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/quantize.h"

namespace tessera::sweep {

Expected<std::vector<std::string>> modelMatrixLayers(const SweepModel& model) {
  Expected<ir::Graph> graph = onnx_io::importOnnxFile(model.file);
  if (!graph) return graph.status();
  passes::PassContext context;
  passes::PipelineOptions options;
  options.verify_each = false;  // the passes' own tests verify after every pass
  if (Status s = passes::runPipeline(graph.value(), passes::defaultPipeline(), context, options); !s.ok()) return s;
  return quant::matrixLayerNames(*graph);
}

}  // namespace tessera::sweep
