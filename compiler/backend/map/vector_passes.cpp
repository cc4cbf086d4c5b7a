// The estimate's vector passes (see vector_passes.h).
#include "compiler/backend/map/vector_passes.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/plan/dram_layout.h"
#include "hw/model/timing.h"

namespace tessera::backend {

StreamPass streamPass(const hw::Spec& spec, double tiles, double load_bytes, double loads, double store_bytes,
                      double stores, double vector_rows) {
  const hw::Dram& dram = spec.params().dram;
  StreamPass pass;
  pass.memory_cycles = hw::model::dramChannelCycles(spec, load_bytes, loads, store_bytes, stores);
  const double tile_load = dram.latency_cycles + load_bytes / tiles / dram.bytes_per_cycle;
  const double tile_vector = vector_rows / tiles;
  const double slot_bound = tiles * tile_load / static_cast<double>(kInputSlots - 1);
  const double store_end = dram.latency_cycles + store_bytes / stores / dram.bytes_per_cycle;
  const double window = static_cast<double>(hw::model::outstandingTransfers(spec));
  const double load_data = load_bytes / dram.bytes_per_cycle;
  const double load_stream = window <= 1 ? load_data + loads * dram.latency_cycles
                                         : std::max(load_data + dram.latency_cycles,
                                                    (load_data + loads * dram.latency_cycles) / window);
  pass.cycles = std::max({vector_rows + tile_load + store_end, pass.memory_cycles + tile_vector,
                          slot_bound + tile_vector + store_end, load_stream + tile_vector + store_end});
  pass.last_tile_vector = tile_vector;
  return pass;
}

PoolPass poolPass(const hw::Spec& spec, const KernelPlan& plan, double activation_bytes) {
  const hw::model::LayerShape& w = plan.pool->window;
  const double windows = static_cast<double>(w.r * w.s);
  // Chunks of a vector row (the codegen's width: lanes, PE rows and cols, the least).
  const double width = static_cast<double>(
      std::max<std::int64_t>(1, spec.derived().vector_row_elements > 0 ? spec.derived().vector_row_elements
                                                                        : spec.params().vector_unit.lanes));
  const double chunks = std::ceil(static_cast<double>(w.g) / width);
  const double pixels = static_cast<double>(w.n * w.p * w.q);
  const double pooled = pixels * static_cast<double>(w.g) * activation_bytes;
  const hw::Dram& dram = spec.params().dram;
  PoolPass pass;
  pass.vector_rows = chunks * pixels * (std::max(windows, 2.0) - 1 + static_cast<double>(plan.after_pool.size()));
  pass.vector_cycles = pass.vector_rows;
  const double loaded = windows * pooled;
  pass.dram_bytes = loaded + pooled;
  const std::optional<PoolTiling> tiling = poolTiling(partitionBuffers(spec), w, plan.pool->global());
  const double tiles =
      std::max(1.0, chunks * static_cast<double>(w.n) * static_cast<double>(tiling ? tiling->tiles : 1));
  // A tile's LOADs as codegen's merger joins its pieces (poolPassLoads);
  // one in blocks stores once; a tile of whole output rows stores in one
  // STORE, else one a row.
  const bool global = plan.pool->global();
  const double tile_loads =
      tiling ? static_cast<double>(poolPassLoads(*tiling, *plan.pool, pixelBytes(spec, w.g),
                                                 static_cast<std::int64_t>(width)))
             : 0.0;
  const double loads = std::max(1.0, chunks * static_cast<double>(w.n) * tile_loads);
  const double stores = tiling && tiling->blocks ? std::max(1.0, chunks * static_cast<double>(w.n))
                        : !tiling || global || tiling->q == w.q ? tiles
                                                                : tiles * static_cast<double>(tiling->p);
  const StreamPass stream = streamPass(spec, tiles, loaded, loads, pooled, stores, pass.vector_rows);
  pass.memory_cycles = stream.memory_cycles;
  pass.cycles = stream.cycles;
  pass.last_tile_vector = stream.last_tile_vector;
  pass.energy_pj =
      pass.dram_bytes * dram.energy_pj_per_byte + pass.vector_rows * width * spec.derived().vector_op_energy_pj;
  return pass;
}

CopyPass concatCopyPass(const hw::Spec& spec, const KernelPlan& plan, const Kernel& kernel, double activation_bytes) {
  CopyPass pass;
  if (!plan.concat) return pass;
  const double width = static_cast<double>(std::max<std::int64_t>(1, spec.derived().vector_row_elements));
  const BufferPartition slots = partitionBuffers(spec);
  const double pixels = static_cast<double>(kernel.shape.n * kernel.shape.p * kernel.shape.q);
  const double tile_rows =
      static_cast<double>(std::max<std::int64_t>(1, std::min(slots.input.rows, slots.output.rows)));
  double tiles = 0;
  for (const GroupConcat::Part& part : plan.concat->parts) {
    const double chunks = std::ceil(static_cast<double>(part.channels) / width);
    tiles += chunks * std::ceil(pixels / tile_rows);
    pass.bytes += pixels * static_cast<double>(part.channels) * activation_bytes;
    pass.vector_rows += chunks * pixels;
  }
  if (tiles <= 0) return pass;
  pass.cycles = streamPass(spec, tiles, pass.bytes, tiles, pass.bytes, tiles, pass.vector_rows).cycles;
  return pass;
}

double chainConstantElements(const std::vector<VectorStep>& chain, const Kernel& run, double slot_row_elements,
                             double requantize_elements) {
  double elements = 0;
  std::set<int> loaded;
  for (const VectorStep& step : chain) {
    const int w = step.operand.index;
    if ((step.operand.kind != OperandKind::kBias && step.operand.kind != OperandKind::kConstant) || w < 0 ||
        static_cast<std::size_t>(w) >= run.weights.size() || !loaded.insert(w).second)
      continue;
    const bool fold_row =
        step.operand.kind == OperandKind::kBias || (step.operand.broadcast && step.op == hw::VectorOp::kMul);
    elements += fold_row && slot_row_elements >= 0 ? slot_row_elements
                                                   : static_cast<double>(run.weights[static_cast<size_t>(w)].elements);
  }
  if (requantize_elements > 0) elements += slot_row_elements >= 0 ? 2.0 * slot_row_elements : requantize_elements;
  return elements;
}

}  // namespace tessera::backend
