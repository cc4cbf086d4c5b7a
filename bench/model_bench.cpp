// model_bench: analytical-model evaluations per second on one core.
//
//   model_bench [CONFIG.yaml] [--seconds S]
//
// Evaluates ResNet-50 (batch 1, 224x224) layer shapes x a grid of mappings
// (tile sizes x loop orders x double buffering) with hw::model::evaluate and
// prints one JSON line {"config", "layers", "mappings", "evaluations",
// "seconds", "evaluations_per_second", "fitting", "best_cycles_sum"}.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "hw/model/cost.h"
#include "hw/spec/loader.h"
#include "hw/support/diagnostic.h"

namespace {

using tessera::hw::model::conv2d;
using tessera::hw::model::Conv2dParams;
using tessera::hw::model::LayerShape;
using tessera::hw::model::LoopOrder;
using tessera::hw::model::Mapping;

std::vector<LayerShape> resnet50Layers() {
  std::vector<LayerShape> layers;
  auto conv = [&](std::int64_t cin, std::int64_t cout, std::int64_t hw, std::int64_t kernel, std::int64_t stride) {
    layers.push_back(conv2d(Conv2dParams{.in_channels = cin, .out_channels = cout, .in_h = hw, .in_w = hw,
                                         .kernel_h = kernel, .kernel_w = kernel, .stride = stride,
                                         .pad = kernel / 2}));
  };
  conv(3, 64, 224, 7, 2);                       // conv1
  const std::int64_t widths[4] = {64, 128, 256, 512}, sizes[4] = {56, 28, 14, 7};
  std::int64_t in = 64;
  for (int stage = 0; stage < 4; ++stage) {
    const std::int64_t w = widths[stage], out = 4 * w, size = sizes[stage];
    const std::int64_t first_size = stage == 0 ? size : 2 * size;
    conv(in, w, first_size, 1, 1);             // first block's reduce
    conv(w, w, first_size, 3, stage == 0 ? 1 : 2);  // v1.5: stride in the 3x3
    conv(in, out, first_size, 1, stage == 0 ? 1 : 2);  // projection shortcut
    conv(out, w, size, 1, 1);                  // later blocks' reduce
    conv(w, w, size, 3, 1);
    conv(w, out, size, 1, 1);                  // expand
    in = out;
  }
  layers.push_back(tessera::hw::model::gemm(1, 1000, 2048));  // fc
  return layers;
}

std::vector<Mapping> mappingGrid() {
  std::vector<Mapping> mappings;
  for (std::int64_t k : {8, 16, 32, 64, 128, 0})
    for (std::int64_t c : {8, 16, 32, 64, 0})
      for (std::int64_t p : {1, 7, 14, 0})
        for (std::int64_t q : {7, 14, 0})
          for (LoopOrder order : {LoopOrder::kWeightReuse, LoopOrder::kInputReuse, LoopOrder::kPartialSumSpill})
            for (bool db : {true, false})
              mappings.push_back(Mapping{.tile_n = 1, .tile_k = k, .tile_c = c, .tile_p = p, .tile_q = q,
                                         .order = order, .double_buffered = db});
  return mappings;
}

}  // namespace

int main(int argc, char** argv) {
  std::string config = "configs/edge_16x16_int8.yaml";
  double seconds = 1.0;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--seconds" && i + 1 < argc) {
      seconds = std::atof(argv[++i]);
    } else {
      config = arg;
    }
  }
  auto spec = tessera::hw::loadSpecFile(config);
  if (!spec) {
    std::fputs(tessera::render(spec.status().diagnostics()).c_str(), stderr);
    return 1;
  }
  const std::vector<LayerShape> layers = resnet50Layers();
  const std::vector<Mapping> mappings = mappingGrid();

  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  std::int64_t evaluations = 0, fitting = 0;
  double best_sum = 0, elapsed = 0;
  do {
    best_sum = 0;
    for (const LayerShape& layer : layers) {
      double best = 1e300;
      for (const Mapping& mapping : mappings) {
        const auto cost = tessera::hw::model::evaluate(*spec, layer, mapping);
        if (cost.fits) {
          ++fitting;
          if (cost.cycles < best) best = cost.cycles;
        }
      }
      best_sum += best;
      evaluations += static_cast<std::int64_t>(mappings.size());
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  } while (elapsed < seconds);

  std::printf(
      "{\"config\": \"%s\", \"layers\": %zu, \"mappings\": %zu, \"evaluations\": %lld, \"seconds\": %.3f, "
      "\"evaluations_per_second\": %.0f, \"fitting\": %lld, \"best_cycles_sum\": %.0f}\n",
      config.c_str(), layers.size(), mappings.size(), static_cast<long long>(evaluations), elapsed,
      static_cast<double>(evaluations) / elapsed, static_cast<long long>(fitting), best_sum);
  return 0;
}
