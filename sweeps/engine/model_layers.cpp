// The matrix layers of a sweep model (see model_layers.h).
#include "sweeps/engine/model_layers.h"

#include <fmt/format.h>

#include "compiler/onnx/importer.h"
#include "compiler/passes/pass.h"
#include "compiler/quant/quantize.h"

namespace tessera::sweep {

namespace {
constexpr std::int64_t kQuantizerOpset = 13;
}  // namespace

Expected<ir::Graph> optimisedModel(const SweepModel& model,
                                   const std::map<std::string, std::vector<std::int64_t>>& input_shapes,
                                   std::mutex* import_lock) {
  onnx_io::ImportOptions import_options;
  import_options.input_shapes = input_shapes;
  Expected<ir::Graph> graph = [&] {
    std::unique_lock<std::mutex> lock;
    if (import_lock) lock = std::unique_lock<std::mutex>(*import_lock);
    return onnx_io::importOnnxFile(model.file, import_options);
  }();
  if (!graph) return graph.status();
  passes::PassContext context;
  passes::PipelineOptions options;
  options.verify_each = false;  // the passes' own tests verify after every pass
  // The quantizer writes opset-13 QuantizeLinear (per-channel axis, int4 and
  // int16 ranges); an older model is raised first, an exact rewrite (same
  // outputs, same layer names), so every precision can be measured on it.
  const std::string pipeline =
      (graph->opset() < kQuantizerOpset ? fmt::format("upgrade-opset{{to={}}},", kQuantizerOpset) : std::string()) +
      passes::defaultPipeline();
  if (Status s = passes::runPipeline(graph.value(), pipeline, context, options); !s.ok()) return s;
  return graph;
}

Expected<std::vector<std::string>> modelMatrixLayers(const SweepModel& model) {
  Expected<ir::Graph> graph = optimisedModel(model);
  if (!graph) return graph.status();
  return quant::matrixLayerNames(*graph);
}

}  // namespace tessera::sweep
