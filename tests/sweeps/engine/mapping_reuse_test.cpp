// Mapping candidates shared across DRAM bandwidths and latencies (the sweep's
// MappingCache) choose exactly what a fresh search without any cache chooses:
// the same mapping and, field by field, the same cost, for every objective,
// on array shapes, buffers and bandwidths where the choice changes. The
// work of mappings shared across specs with equal hw::model::WorkParams
// (the cache's WorkMemo) does too, on specs that vary every field of it.
#include <gtest/gtest.h>

#include "compiler/backend/map/mapper.h"
#include "hw/spec/loader.h"
#include "sweeps/engine/points.h"

namespace tessera::sweep {
namespace {

/// The edge config with `settings` (key path -> scalar) applied, as a sweep point builds it.
hw::Spec edgeSpec(const std::vector<std::pair<std::string, std::string>>& settings) {
  Expected<hw::YamlDocument> base = hw::parseYamlFile("configs/edge_16x16_int8.yaml");
  EXPECT_TRUE(base.ok());
  PointSettings point;
  for (const auto& [path, value] : settings) point.config.emplace_back(path, AxisValue::scalar(value));
  Expected<hw::Spec> spec = hw::loadSpec(applySettings(*base, point));
  EXPECT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  return std::move(spec).value();
}

hw::model::LayerShape conv(std::int64_t k, std::int64_t c, std::int64_t pq, std::int64_t rs, std::int64_t stride) {
  hw::model::LayerShape l;
  l.k = k;
  l.c = c;
  l.p = l.q = pq;
  l.r = l.s = rs;
  l.stride_h = l.stride_w = stride;
  return l;
}

void expectSameCost(const hw::model::LayerCost& a, const hw::model::LayerCost& b) {
  EXPECT_EQ(a.compute_cycles, b.compute_cycles);
  EXPECT_EQ(a.memory_cycles, b.memory_cycles);
  EXPECT_EQ(a.cycles, b.cycles);
  EXPECT_EQ(a.dram_read_bytes, b.dram_read_bytes);
  EXPECT_EQ(a.dram_write_bytes, b.dram_write_bytes);
  EXPECT_EQ(a.buffer_read_bytes, b.buffer_read_bytes);
  EXPECT_EQ(a.dram_transfers, b.dram_transfers);
  EXPECT_EQ(a.energy_pj, b.energy_pj);
  EXPECT_EQ(a.utilization, b.utilization);
  EXPECT_EQ(a.attained_ops_per_second, b.attained_ops_per_second);
  EXPECT_EQ(a.bound, b.bound);
}

TEST(MappingReuse, SharedCandidatesChooseWhatAFreshSearchChooses) {
  const std::vector<hw::model::LayerShape> layers = {conv(64, 3, 112, 7, 2), conv(256, 64, 56, 1, 1),
                                                     conv(128, 128, 28, 3, 1), conv(512, 256, 7, 3, 1),
                                                     conv(1000, 2048, 1, 1, 1)};
  backend::MappingCache cache;
  int compared = 0, differing_choices = 0;
  for (const char* rows : {"8", "32"}) {
    for (const char* weight : {"64KiB", "512KiB"}) {
      for (backend::Objective objective :
           {backend::Objective::kLatency, backend::Objective::kEnergy, backend::Objective::kEdp}) {
        for (const hw::model::LayerShape& layer : layers) {
          std::optional<hw::model::Mapping> first;
          for (const char* bandwidth : {"2", "8", "64", "512"}) {
            for (const char* latency : {"10", "400"}) {
              const hw::Spec spec = edgeSpec({{"pe_array.rows", rows},
                                              {"buffers.weight.bytes", weight},
                                              {"dram.bytes_per_cycle", bandwidth},
                                              {"dram.latency_cycles", latency}});
              Expected<backend::MappingChoice> fresh = backend::searchMapping(spec, layer, objective, nullptr);
              Expected<backend::MappingChoice> shared = backend::searchMapping(spec, layer, objective, &cache);
              ASSERT_EQ(fresh.ok(), shared.ok());
              if (!fresh) continue;
              const hw::model::Mapping& a = fresh->mapping;
              const hw::model::Mapping& b = shared->mapping;
              EXPECT_EQ(std::tie(a.tile_n, a.tile_k, a.tile_c, a.tile_p, a.tile_q, a.order, a.double_buffered),
                        std::tie(b.tile_n, b.tile_k, b.tile_c, b.tile_p, b.tile_q, b.order, b.double_buffered))
                  << "rows " << rows << " weight " << weight << " bandwidth " << bandwidth << " latency " << latency;
              expectSameCost(fresh->cost, shared->cost);
              EXPECT_EQ(fresh->candidates, shared->candidates);
              ++compared;
              if (first && std::tie(first->tile_k, first->tile_c, first->tile_p, first->double_buffered) !=
                               std::tie(a.tile_k, a.tile_c, a.tile_p, a.double_buffered))
                ++differing_choices;
              if (!first) first = a;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 400);
  // The bandwidth changes the choice often enough for the re-scoring to matter.
  EXPECT_GT(differing_choices, 20);
}

// A float point keeps a spatial conv's channels whole when its reduction fits
// a weight slot, so the channel tiles a search tries depend on the weight
// buffer, which the shared work (keyed by the array and formats) does not
// know. A large buffer first (fewer tiles), then a small one: the small one
// must neither read past the work the large one left nor choose differently
// from a fresh search (it crashed the explore_resnet50 grid before).
TEST(MappingReuse, FloatPointsWithOtherWeightBuffersShareWorkSafely) {
  const std::vector<hw::model::LayerShape> layers = {conv(512, 256, 7, 3, 1), conv(128, 128, 28, 3, 1),
                                                     conv(64, 3, 112, 7, 2)};
  backend::MappingCache cache;
  int compared = 0;
  for (const hw::model::LayerShape& layer : layers) {
    for (const char* weight : {"512KiB", "64KiB", "256KiB", "32KiB"}) {
      const hw::Spec spec = edgeSpec({{"precision.weight_bits", "16"},
                                      {"precision.activation_bits", "16"},
                                      {"precision.number_format", "fp16"},
                                      {"buffers.weight.bytes", weight}});
      Expected<backend::MappingChoice> fresh = backend::searchMapping(spec, layer, backend::Objective::kLatency, nullptr);
      Expected<backend::MappingChoice> shared = backend::searchMapping(spec, layer, backend::Objective::kLatency, &cache);
      ASSERT_EQ(fresh.ok(), shared.ok()) << weight;
      if (!fresh) continue;
      EXPECT_EQ(fresh->mapping.tile_c, shared->mapping.tile_c) << weight;
      EXPECT_EQ(fresh->mapping.tile_k, shared->mapping.tile_k) << weight;
      EXPECT_EQ(fresh->mapping.tile_p, shared->mapping.tile_p) << weight;
      expectSameCost(fresh->cost, shared->cost);
      ++compared;
    }
  }
  EXPECT_GE(compared, 8);
}

TEST(MappingReuse, SharedWorkChoosesWhatAFreshSearchChooses) {
  // One cache for every spec, so each search meets the work other specs left:
  // specs that differ in a WorkParams field (array, dataflow, precision,
  // sparsity) must not share it, specs that differ only in buffers and DRAM must.
  std::vector<hw::model::LayerShape> layers = {conv(64, 3, 112, 7, 2), conv(256, 64, 56, 1, 1),
                                               conv(128, 128, 28, 3, 1), conv(512, 256, 7, 3, 1)};
  layers[2].weight_density = 0.5;  // n:m sparse enough for the 2:4 specs
  using Settings = std::vector<std::pair<std::string, std::string>>;
  const std::vector<Settings> sparsities = {
      {{"sparsity.weight_format", "dense"}, {"sparsity.skip_zero_weights", "false"}, {"sparsity.zero_gating", "false"}},
      {{"sparsity.weight_format", "n_of_m"},
       {"sparsity.n", "2"},
       {"sparsity.m", "4"},
       {"sparsity.skip_zero_weights", "true"},
       {"sparsity.zero_gating", "true"}}};
  const std::vector<Settings> buffers = {
      {{"buffers.input.bytes", "64KiB"}, {"buffers.weight.bytes", "64KiB"}, {"buffers.output.bytes", "128KiB"}},
      {{"buffers.input.bytes", "512KiB"}, {"buffers.weight.bytes", "64KiB"}, {"buffers.output.bytes", "2MiB"}},
      {{"buffers.input.bytes", "64KiB"}, {"buffers.weight.bytes", "512KiB"}, {"buffers.output.bytes", "128KiB"}},
      {{"buffers.input.bytes", "512KiB"}, {"buffers.weight.bytes", "512KiB"}, {"buffers.output.bytes", "2MiB"}}};
  backend::MappingCache cache;
  int compared = 0, differing_choices = 0;
  for (const char* rows : {"8", "32"}) {
    for (const char* dataflow : {"weight_stationary", "output_stationary", "input_stationary"}) {
      for (const char* bits : {"8", "4"}) {
        for (const Settings& sparsity : sparsities) {
          for (const hw::model::LayerShape& layer : layers) {
            for (backend::Objective objective :
                 {backend::Objective::kLatency, backend::Objective::kEnergy, backend::Objective::kEdp}) {
              std::optional<hw::model::Mapping> first;
              for (const Settings& buffer : buffers) {
                for (const char* bandwidth : {"8", "64"}) {
                  Settings settings = {{"pe_array.rows", rows},
                                       {"pe_array.dataflow", dataflow},
                                       {"precision.weight_bits", bits},
                                       {"precision.activation_bits", bits},
                                       {"dram.bytes_per_cycle", bandwidth}};
                  settings.insert(settings.end(), sparsity.begin(), sparsity.end());
                  settings.insert(settings.end(), buffer.begin(), buffer.end());
                  const hw::Spec spec = edgeSpec(settings);
                  Expected<backend::MappingChoice> fresh = backend::searchMapping(spec, layer, objective, nullptr);
                  Expected<backend::MappingChoice> shared = backend::searchMapping(spec, layer, objective, &cache);
                  ASSERT_EQ(fresh.ok(), shared.ok()) << spec.canonicalText();
                  if (!fresh) continue;
                  const hw::model::Mapping& a = fresh->mapping;
                  const hw::model::Mapping& b = shared->mapping;
                  EXPECT_EQ(std::tie(a.tile_n, a.tile_k, a.tile_c, a.tile_p, a.tile_q, a.order, a.double_buffered),
                            std::tie(b.tile_n, b.tile_k, b.tile_c, b.tile_p, b.tile_q, b.order, b.double_buffered))
                      << spec.canonicalText();
                  expectSameCost(fresh->cost, shared->cost);
                  EXPECT_EQ(fresh->candidates, shared->candidates);
                  ++compared;
                  if (first && std::tie(first->tile_k, first->tile_c, first->tile_p, first->tile_q,
                                        first->double_buffered) !=
                                   std::tie(a.tile_k, a.tile_c, a.tile_p, a.tile_q, a.double_buffered))
                    ++differing_choices;
                  if (!first) first = a;
                }
              }
            }
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 1000);
  // The buffers change the choice often enough for the shared work to matter.
  EXPECT_GT(differing_choices, 100);
}

}  // namespace
}  // namespace tessera::sweep
