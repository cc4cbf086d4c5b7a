// toJson(): an Estimate as estimate.json (see estimate.h).
#include "compiler/backend/map/estimate.h"

namespace tessera::backend {

nlohmann::json toJson(const Estimate& estimate) {
  nlohmann::json layers = nlohmann::json::array();
  for (const LayerEstimate& l : estimate.layers) {
    layers.push_back({{"name", l.name},
                      {"op", l.op},
                      {"kind", name(l.kind)},
                      {"macs", l.macs},
                      {"effective_macs", l.effective_macs},
                      {"cycles", l.cycles},
                      {"compute_cycles", l.compute_cycles},
                      {"vector_cycles", l.vector_cycles},
                      {"memory_cycles", l.memory_cycles},
                      {"dram_bytes", l.dram_bytes},
                      {"energy_pj", l.energy_pj},
                      {"utilization", l.utilization},
                      {"bound", name(l.bound)},
                      {"operational_intensity", l.operational_intensity},
                      {"attained_ops_per_second", l.attained_ops_per_second},
                      {"lower_bound_cycles", l.lower_bound_cycles},
                      {"mapping", l.mapping},
                      {"host_ops", l.host_ops}});
  }
  const EstimateTotals& t = estimate.totals;
  return {{"model", estimate.model},
          {"source", estimate.source},
          {"pipeline", estimate.pipeline},
          {"spec", estimate.spec_name},
          {"spec_fingerprint", estimate.spec_fingerprint},
          {"objective", name(estimate.objective)},
          {"fidelity", "analytical"},
          {"layers", layers},
          {"totals",
           {{"cycles", t.cycles},
            {"macs", t.macs},
            {"dram_bytes", t.dram_bytes},
            {"energy_pj", t.energy_pj},
            {"area_um2", t.area_um2},
            {"latency_us", t.latency_us},
            {"peak_activation_bytes", t.peak_activation_bytes},
            {"naive_activation_bytes", t.naive_activation_bytes},
            {"weight_bytes", t.weight_bytes},
            {"lower_bound_cycles", t.lower_bound_cycles},
            {"utilization", t.utilization},
            {"host_kernels", t.host_kernels}}}};
}

}  // namespace tessera::backend
