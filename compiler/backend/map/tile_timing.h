// The tile-level timing terms the estimate adds to the analytical model's
// layer cost for the Program codegen emits: DRAM latencies a channel waits
// out, tile counts, the STOREs after a kernel's last LOAD, the output banks'
// and weight slots' chains, the array's order interlock (estimate.cpp uses
// them; pipeline_ends.cpp joins kernels).
#pragma once

#include <cstdint>

#include "hw/model/cost.h"
#include "hw/spec/spec.h"

namespace tessera::backend::tile_timing {

/// The DRAM latencies `transfers` transfers of one channel, started
/// together, wait out beyond the first: one for each further window of the
/// transfers the channel keeps in flight (with one, every transfer's).
double latenciesBeyondOne(const hw::Spec& spec, double transfers);

/// Tiles of `tile` (<= 0: the whole extent) along `extent`.
double tileCount(std::int64_t extent, std::int64_t tile);

/// Output tiles of `m` over `shape`: its groups times its tiles of n, k, p and q.
double outputTiles(const hw::model::LayerShape& shape, const hw::model::Mapping& m);

/// True when one tile of `m` covers every pixel (n x p x q) of `shape`.
bool onePixelTile(const hw::model::LayerShape& shape, const hw::model::Mapping& m);

/// With one transfer in flight, the STOREs that follow the kernel's last
/// LOAD with no LOAD between them, when more than the last tile's: 0 else.
/// Two output tiles of one pixel tile: the second tile's weights go to the
/// other weight slot at once, so both tiles' LOADs go before the first
/// tile's results are ready, and both STOREs (`last_stores` each) follow.
/// No LOAD hides their latencies, and the first one's DRAM time runs while
/// the last tile computes (MobileNetV2's features.8 conv.0 on tpu_v1_like,
/// 64 -> 384 channels on 14 x 14: 3,118 simulated cycles, where charging
/// the last tile's work after the hidden latencies made 3,609). With more
/// tiles a STORE lands between LOADs as their slots free.
double serialTailStores(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                        double stores, double last_stores);

/// The array's time as its output banks let it run. Codegen deals the
/// output slots round two banks, so the tile two later accumulates in the
/// bank whose results the vector unit and the STORE still read. Per output
/// tile: its array stream a (every reduction fold), the fill and drain f of
/// its folds, its vector pass v and its STORE's bus time s. The bank's read
/// port is free for the tile two later after a + f + v + s, less that
/// tile's first reduction fold a1, which writes its sums without reading
/// them; two tiles take at least that. Period max(a, v, (a + f + v + s - a1) / 2).
double outputBankChain(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                       double array_stream, double vector_cycles, double store_bytes);

/// A pixel tile's weight LOADs: one a step of (group, k, c, taps) tiles.
double weightSteps(const hw::model::LayerShape& shape, const hw::model::Mapping& m);

/// The chain through the two weight slots (kWeightSlots; codegen takes them
/// in turn, one a step) when one pixel tile covers the layer, so every step
/// of (k, c, taps) tiles loads its weights: step s's LOAD waits until step
/// s - 2's computes have completed, and its computes until its weights are
/// in. Two steps then take a DRAM latency, a step's weight bytes and a
/// step's computes (its stream, then its fill and drain), one after the
/// other, however fast DRAM streams (EfficientNet-B0's SE `fc2`, 28 -> 672
/// channels on one pixel: 2,020 simulated cycles where max(compute, DRAM)
/// and the ends give 1,622). The chain ends in the last step, whose k, c
/// and taps tiles may be partial: its weights and stream are that share of
/// a full step's (`fc1`, 672 -> 28 channels in c tiles of 256, 256 and 160:
/// 1,091 cycles of chain simulated on tpu_v1_like). `compute_cycles` holds
/// every step's fill and drain, `fill_drain_cycles` of it. Returned without
/// the ends (pipelineEnds: the first LOADs' latency, the first step's
/// weights, which load under the previous kernel unless the kernel starts a
/// segment, and the input; the last fold's drain, vector ops and STORE).
/// With two steps the slots hold both steps' weights: the chain is the
/// second step's loads or the first's stream, then the second step's
/// computes. 0 with one step (its weights and computes are the ends and the
/// compute time).
double weightSlotChain(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m,
                       double compute_cycles, double fill_drain_cycles);

/// The array's order interlock (timing.h, ArrayOrder) on a layer of one
/// pixel tile, whose COMPUTEs each stream its d = n x p x q pixels through
/// one fold: sums leave the array in order, so a fold of fewer rows than
/// the one before it (a c tile's last, partial fold: c tile % rows rows)
/// starts only once its sums would leave after the full fold's. Codegen runs
/// every k fold of a reduction step before the next step (codegen_array.cpp,
/// emitComputes), so that happens once per k tile and c tile with such a
/// fold (EfficientNet-B0's SE `fc2`, 20 -> 480 channels: 9 cycles once,
/// where k fold by k fold it was 9 on each of its 30 folds). 0 for other
/// layers (the weight-stationary and input-stationary dataflows only). Not
/// in the mapper's cost, as not in the estimate's compute time before: the
/// estimate adds it to the Program's.
double orderWaitCycles(const hw::Spec& spec, const hw::model::LayerShape& shape, const hw::model::Mapping& m);

}  // namespace tessera::backend::tile_timing
