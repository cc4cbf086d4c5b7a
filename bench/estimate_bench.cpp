// estimate_bench: the zoo on one hardware point — time to prepare (import,
// default pipeline, lowering) and to estimate (mapping search, cold and warm
// cache), and compiled latency against the per-layer lower bound
// max(MACs / (rows * cols), compulsory DRAM bytes / bandwidth).
//
//   estimate_bench [CONFIG.yaml] [MODEL.onnx ...]
//
// Without models: every models/cache/zoo/*.onnx. Prints one JSON line per
// model and a last line with the geometric mean of the ratios.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "compiler/backend/map/estimate.h"
#include "compiler/compile.h"
#include "hw/spec/loader.h"

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tessera;
  const std::string config = argc > 1 ? argv[1] : "configs/edge_16x16_int8.yaml";
  std::vector<std::filesystem::path> models;
  for (int i = 2; i < argc; ++i) models.emplace_back(argv[i]);
  if (models.empty()) {
    for (const auto& entry : std::filesystem::directory_iterator("models/cache/zoo"))
      if (entry.path().extension() == ".onnx") models.push_back(entry.path());
    std::sort(models.begin(), models.end());
  }
  Expected<hw::Spec> spec = hw::loadSpecFile(config);
  if (!spec) {
    std::fputs(render(spec.status().diagnostics()).c_str(), stderr);
    return 1;
  }
  double log_sum = 0;
  int count = 0;
  for (const auto& model : models) {
    auto start = std::chrono::steady_clock::now();
    Expected<backend::KernelGraph> graph = backend::prepareModel(model);
    const double prepare_s = secondsSince(start);
    if (!graph) {
      std::fputs(render(graph.status().diagnostics()).c_str(), stderr);
      return 1;
    }
    backend::MappingCache cache;
    compiler::CompileOptions options;
    options.stop = compiler::Stop::kEstimate;
    start = std::chrono::steady_clock::now();
    Expected<compiler::Compiled> cold = compiler::compile(*graph, *spec, options, &cache);
    const double cold_s = secondsSince(start);
    start = std::chrono::steady_clock::now();
    Expected<compiler::Compiled> warm = compiler::compile(*graph, *spec, options, &cache);
    const double warm_s = secondsSince(start);
    if (!cold || !warm) {
      std::fputs(render((cold ? warm : cold).status().diagnostics()).c_str(), stderr);
      return 1;
    }
    const backend::EstimateTotals& t = cold->estimate.totals;
    const double ratio = t.cycles / t.lower_bound_cycles;
    log_sum += std::log(ratio);
    ++count;
    std::printf("%s\n", fmt::format("{{\"model\": \"{}\", \"kernels\": {}, \"prepare_s\": {:.3f}, "
                                    "\"estimate_cold_s\": {:.4f}, \"estimate_warm_s\": {:.5f}, \"cycles\": {:.0f}, "
                                    "\"lower_bound_cycles\": {:.0f}, \"ratio\": {:.3f}, \"utilization\": {:.3f}}}",
                                    model.stem().string(), graph->kernels.size(), prepare_s, cold_s, warm_s, t.cycles,
                                    t.lower_bound_cycles, ratio, t.utilization)
                            .c_str());
  }
  std::printf("%s\n", fmt::format("{{\"config\": \"{}\", \"models\": {}, \"geomean_ratio\": {:.3f}}}", config, count,
                                  count ? std::exp(log_sum / count) : 0.0)
                          .c_str());
  return 0;
}
