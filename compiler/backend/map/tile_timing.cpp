// Tile-level timing terms of the estimate (see tile_timing.h).
#include "compiler/backend/map/tile_timing.h"

#include <algorithm>
#include <cmath>

#include "compiler/backend/codegen/codegen.h"
#include "hw/model/timing.h"

namespace tessera::backend::tile_timing {

double latenciesBeyondOne(const hw::Spec& spec, double transfers) {
  const auto window = static_cast<double>(hw::model::outstandingTransfers(spec));
  return static_cast<double>(spec.params().dram.latency_cycles) * (std::ceil(transfers / window) - 1.0);
}

double tileCount(std::int64_t extent, std::int64_t tile) {
  return tile <= 0 || tile >= extent ? 1.0 : std::ceil(static_cast<double>(extent) / static_cast<double>(tile));
}

double outputTiles(const hw::model::LayerShape& shape, const hw::model::Mapping& m) {
  return static_cast<double>(std::max<std::int64_t>(1, shape.g)) * tileCount(shape.n, m.tile_n) *
         tileCount(shape.k, m.tile_k) * tileCount(shape.p, m.tile_p) * tileCount(shape.q, m.tile_q);
}

bool onePixelTile(const hw::model::LayerShape& shape, const hw::model::Mapping& m) {
  const auto cover = [](std::int64_t extent, std::int64_t tile) { return tile <= 0 || tile >= extent; };
  return cover(shape.n, m.tile_n) && cover(shape.p, m.tile_p) && cover(shape.q, m.tile_q);
}

double serialTailStores(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                        double stores, double last_stores) {
  if (hw::model::outstandingTransfers(spec) > 1 || !onePixelTile(shape, m)) return 0.0;
  return stores == 2 * last_stores ? stores : 0.0;
}

double outputBankChain(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                       double array_stream, double vector_cycles, double store_bytes) {
  const double tiles = outputTiles(shape, m);
  if (tiles <= 1) return 0;
  const hw::PeArray& pe = spec.params().pe_array;
  const std::int64_t reduction = std::min(shape.c, m.tile_c > 0 ? m.tile_c : shape.c) * shape.r * shape.s;
  const double folds = std::ceil(static_cast<double>(reduction) / static_cast<double>(pe.rows));
  const double a = array_stream / tiles, v = vector_cycles / tiles;
  const double f = static_cast<double>(
      hw::model::fillDrainCycles(std::min<std::int64_t>(reduction, pe.rows), std::min<std::int64_t>(shape.k, pe.cols)));
  const double s = store_bytes / tiles / spec.params().dram.bytes_per_cycle;
  const double a1 = a / std::max(1.0, folds);
  return tiles * std::max({a, v, (a + f + v + s - a1) / 2.0});
}

double weightSteps(const hw::model::LayerShape& shape, const hw::model::Mapping& m) {
  return static_cast<double>(std::max<std::int64_t>(1, shape.g)) * tileCount(shape.k, m.tile_k) *
         tileCount(shape.c, m.tile_c) * tileCount(shape.r * shape.s, m.tile_taps);
}

double weightSlotChain(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                       double compute_cycles, double fill_drain_cycles) {
  if (!onePixelTile(shape, m)) return 0.0;
  const double steps = weightSteps(shape, m);
  if (steps < 2.0 || !m.double_buffered) return 0.0;
  const hw::Dram& dram = spec.params().dram;
  // The last tile along an axis: its share of a full tile.
  const auto last = [](std::int64_t extent, std::int64_t tile) {
    const std::int64_t rest = tile > 0 && tile < extent ? extent % tile : 0;
    return rest == 0 ? 1.0 : static_cast<double>(rest) / static_cast<double>(tile);
  };
  const auto full = [](double tiles, double last_share) { return tiles - 1.0 + last_share; };
  const double fk = last(shape.k, m.tile_k), fc = last(shape.c, m.tile_c), ft = last(shape.r * shape.s, m.tile_taps);
  const double g = static_cast<double>(std::max<std::int64_t>(1, shape.g));
  const double kt = tileCount(shape.k, m.tile_k), ct = tileCount(shape.c, m.tile_c),
               tt = tileCount(shape.r * shape.s, m.tile_taps);
  // A full step's weight bytes (k x c x taps) and stream (its c x taps rows; k is the array's columns).
  const double weights = hw::model::storedWeightBytes(spec, shape) / dram.bytes_per_cycle /
                         (g * full(kt, fk) * full(ct, fc) * full(tt, ft));
  const double stream = (compute_cycles - fill_drain_cycles) / (g * kt * full(ct, fc) * full(tt, ft));
  const double step = stream + fill_drain_cycles / steps;
  if (steps == 2.0) {
    // Both steps' weights fit the slots: the second step accumulates
    // behind the first's stream (whose fill and drain it overlaps) once its
    // weights and, a c tile on, its window are in. With one transfer in
    // flight they load after the first step's input and bias, each waiting
    // out a latency (EfficientNet-B0's SE `fc1`, 480 -> 20 channels in c
    // tiles of 256 and 224 on tpu_v1_like: 1,091 cycles simulated, where
    // two whole steps gave 1,291); else they load with them.
    const double one = hw::model::outstandingTransfers(spec) <= 1 ? 1.0 : 0.0;
    double window = 0;
    if (ct > 1.0) {
      const double ab =
          hw::model::dramBytesPerElement(shape.input_dram_bits, spec.derived().activation_bytes_per_element);
      window = static_cast<double>(shape.n) * fc * static_cast<double>(m.tile_c) *
               static_cast<double>(shape.inputRowsFor(shape.p) * shape.inputColsFor(shape.q)) * ab /
               dram.bytes_per_cycle;
    }
    const double loads = one * (ct > 1.0 ? 2.0 : 1.0) * dram.latency_cycles + weights * fk * fc * ft + window;
    return std::max(stream, loads) + step - stream * (1.0 - fc * ft);
  }
  const double pairs = std::ceil(steps / 2.0);
  const double chain = (pairs - 1.0) * (dram.latency_cycles + weights + step) + step +
                       (std::fmod(steps, 2.0) == 0.0 ? step : 0.0);
  return chain - weights * (1.0 - fk * fc * ft) - stream * (1.0 - fc * ft);
}

double orderWaitCycles(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m) {
  const hw::PeArray& pe = spec.params().pe_array;
  if (pe.dataflow == hw::Dataflow::kOutputStationary) return 0.0;
  if (!onePixelTile(shape, m)) return 0.0;
  if (shape.r * shape.s != 1) return 0.0;  // taps fold with the channels: not this layer's COMPUTEs
  const std::int64_t rows = pe.rows, d = shape.n * shape.p * shape.q;
  const std::int64_t c_tile = m.tile_c <= 0 ? shape.c : std::min(m.tile_c, shape.c);
  const std::int64_t partial = c_tile % rows;
  if (c_tile <= rows || partial == 0) return 0.0;
  const std::int64_t offset_full = std::max<std::int64_t>(0, rows - d);
  const std::int64_t offset_partial = std::max<std::int64_t>(0, partial - d);
  const std::int64_t wait = offset_full + d + rows - offset_partial - partial - std::max(rows, d);
  if (wait <= 0) return 0.0;
  const double c_tiles = static_cast<double>(shape.c / c_tile);  // whole c tiles (the last may be smaller)
  return static_cast<double>(std::max<std::int64_t>(1, shape.g)) * tileCount(shape.k, m.tile_k) * c_tiles *
         static_cast<double>(wait);
}

}  // namespace tessera::backend::tile_timing
