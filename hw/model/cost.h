// Analytical cost of one layer under one mapping on one hardware point.
//
// evaluate() is a pure function of (spec, layer, mapping): no I/O, no
// allocation, a few hundred arithmetic operations, so a mapper can call it
// millions of times per second. The equations and the spatial mapping of
// each dataflow are documented at the top of cost.cpp.
#pragma once

#include <cstdint>

#include "hw/model/layer.h"
#include "hw/model/mapping.h"
#include "hw/spec/spec.h"

namespace tessera::hw::model {

/// What limits a layer: the PE array or DRAM.
enum class Bound { kCompute, kMemory };

/// Cycles, traffic and energy of one layer under one mapping.
struct LayerCost {
  double compute_cycles = 0;          ///< PE array busy, incl. per-fold fill and drain
  double tile_fill_drain_cycles = 0;  ///< of compute_cycles, a weight-/input-stationary tile's fill and drain
  double memory_cycles = 0;           ///< DRAM transfer time incl. per-transfer latency
  double cycles = 0;                  ///< max(compute, memory) double-buffered, else the sum
  double dram_read_bytes = 0;
  double input_read_bytes = 0;        ///< of them, the input windows' (every re-fetch)
  double dram_write_bytes = 0;
  double buffer_read_bytes = 0;       ///< all three on-chip buffers
  double buffer_write_bytes = 0;
  std::int64_t macs = 0;              ///< of the dense layer
  double effective_macs = 0;          ///< MACs the array performs (fewer when it skips zero weights)
  std::int64_t dram_transfers = 0;    ///< tile loads and stores, each paying DRAM latency
  std::int64_t input_transfers = 0;   ///< of them, input window loads (one a window)
  std::int64_t store_transfers = 0;   ///< of them, stores (results and spilled partial sums)
  double energy_pj = 0;               ///< mac + sram + dram
  double mac_energy_pj = 0;
  double sram_energy_pj = 0;
  double dram_energy_pj = 0;
  double utilization = 0;             ///< effective MACs / (rows * cols * cycles)
  double operational_intensity_ops_per_byte = 0;  ///< 2 * effective MACs / DRAM bytes
  double attained_ops_per_second = 0;             ///< 2 * effective MACs / time at the spec's clock
  Bound bound = Bound::kCompute;
  bool fits = true;                   ///< every tile fits its buffer
  BufferKind overflow_buffer = BufferKind::kInput;  ///< first buffer that overflows (when !fits)
  double overflow_needed_bytes = 0;   ///< bytes that buffer's tile needs (when !fits)
  double overflow_available_bytes = 0;///< bytes it has per tile (when !fits)
};

/// Cost of `layer` under `mapping` on `spec`. Precondition: layer.valid().
/// The same as mappingCost(spec, layer, mapping, evaluateWork(workParams(spec), layer, mapping)).
LayerCost evaluate(const Spec& spec, const LayerShape& layer, const Mapping& mapping);

/// The part of a layer's pipeline that overlaps nothing when the layer
/// starts and ends with nothing in flight (the closed form's max(compute,
/// memory) assumes a steady state): before the array starts, its first
/// input tile and the weights of its first step (every fold of the k tile:
/// codegen loads a step's weights in one LOAD and the step's computes wait
/// for it) arrive, one DRAM latency plus their bytes over the bandwidth;
/// after its last stream the array drains (the whole array's fill/drain; a
/// one-tile layer's results leave after its occupied part, which its compute
/// time holds), the vector unit makes `vector_passes` passes over that
/// fold's outputs and a STORE writes them (a latency plus their bytes).
struct PipelineEnds {
  double prologue = 0;
  double epilogue = 0;
  /// The weights' share of the prologue (their bytes over the bandwidth):
  /// behind a kernel whose result this one reads, the weights load while
  /// that kernel finishes, and only the input's share is exposed.
  double prologue_weights = 0;
  /// What a memory-bound kernel exposes at its end: its DRAM time already
  /// holds the last tile's loads and its store, so only the work between
  /// them is left: the last fold's compute (its stream over the tile's
  /// reduction folds), the array's fill/drain and the vector passes.
  double epilogue_memory = 0;
  /// epilogue_memory's compute: the last fold's stream over the tile's reduction folds.
  double last_stream = 0;
};
/// True when one output tile of `mapping` (every pixel and output channel,
/// one group) covers `layer`: its results leave after its own fill and drain.
bool oneOutputTile(const LayerShape& layer, const Mapping& mapping);

/// Bytes of one element stored in DRAM at `bits` (a layer's own width), or `spec_bytes` when bits is 0.
double dramBytesPerElement(int bits, double spec_bytes);

/// `input_operand_passes` of the `vector_passes` read a row-wise operand
/// from the input buffer (arrayVectorCycles).
PipelineEnds pipelineEnds(const Spec& spec, const LayerShape& layer, const Mapping& mapping, int vector_passes,
                          int input_operand_passes = 0);

/// Every field of a spec that evaluateWork() reads: the array, the element
/// sizes, sparsity, MAC and DRAM energy. Not the buffers (they enter only
/// the fit and the buffer energies) and not DRAM bandwidth and latency (they
/// enter only memory cycles), nor the clock. evaluateWork() takes this
/// struct instead of the spec, so the compiler keeps it complete: hardware
/// points with equal WorkParams have equal work for every layer and mapping.
struct WorkParams {
  std::int64_t rows = 0, cols = 0;
  Dataflow dataflow = Dataflow::kWeightStationary;
  double activation_bytes_per_element = 0;
  double accumulator_bytes_per_element = 0;
  double weight_bytes_per_element = 0;
  Sparsity sparsity;
  double mac_energy_pj = 0;
  double dram_energy_pj_per_byte = 0;
};
/// The WorkParams of `spec`.
WorkParams workParams(const Spec& spec);
/// Field-by-field equality and a strict order (cache keys).
bool operator==(const WorkParams& a, const WorkParams& b);
bool operator<(const WorkParams& a, const WorkParams& b);

/// What a mapping costs whatever the buffers and DRAM timing: cycles of the
/// array, DRAM traffic and transfers, the bytes each buffer reads and writes,
/// MAC and DRAM energy.
struct MappingWork {
  double compute_cycles = 0;
  double tile_fill_drain_cycles = 0;  ///< of compute_cycles, a weight-/input-stationary tile's fill and drain
  double dram_read_bytes = 0, dram_write_bytes = 0;
  double input_read_bytes = 0;  ///< of dram_read_bytes, the input windows'
  double dram_transfers = 0;  ///< an integer, kept as the double memory cycles are computed from
  double input_transfers = 0;  ///< of them, input window loads
  double store_transfers = 0;  ///< of them, stores
  double input_buffer_bytes = 0, weight_buffer_bytes = 0, output_buffer_bytes = 0;  ///< read + written, each buffer
  double buffer_read_bytes = 0, buffer_write_bytes = 0;
  std::int64_t macs = 0;
  double effective_macs = 0;
  double mac_energy_pj = 0, dram_energy_pj = 0;
};
/// The work of `layer` under `mapping` on an array described by `params`.
MappingWork evaluateWork(const WorkParams& params, const LayerShape& layer, const Mapping& mapping);
/// The cost of `mapping` on `spec` from its work (which must be
/// evaluateWork(workParams(spec), layer, mapping)): the fit, memory cycles,
/// buffer energy and the roofline figures; bit for bit what evaluate() returns.
LayerCost mappingCost(const Spec& spec, const LayerShape& layer, const Mapping& mapping, const MappingWork& work);
/// mappingCost() without the roofline figures (utilization, operational
/// intensity, attained ops/s: left 0), which a search does not compare
/// candidates by; addRoofline() then gives exactly mappingCost().
LayerCost mappingCostWithoutRoofline(const Spec& spec, const LayerShape& layer, const Mapping& mapping,
                                     const MappingWork& work);
void addRoofline(const Spec& spec, LayerCost& cost);

/// Cost of work the vector unit does alone (pooling, elementwise, softmax,
/// layernorm pieces, data movement): `ops` passes over `elements` elements,
/// `read_bytes` in from DRAM and `write_bytes` out, streamed through the input
/// buffer in tiles of its per-tile capacity (double-buffered when the spec
/// double-buffers it). ops = 0 is a pure copy (DMA only).
struct VectorCost {
  double vector_cycles = 0;   ///< ops x ceil(elements / vector row width)
  double memory_cycles = 0;   ///< bytes / bandwidth + latency per tile transfer
  double cycles = 0;          ///< max of the two when double-buffered, else the sum
  double dram_bytes = 0;
  std::int64_t transfers = 0;
  double energy_pj = 0;       ///< lane ops + buffer traffic + DRAM
};
VectorCost evaluateVector(const Spec& spec, std::int64_t elements, int ops, double read_bytes, double write_bytes);

/// Vector-unit cycles of `ops` passes over `elements` elements, in rows of
/// the spec's vector row width (DerivedValues::vector_row_elements), as codegen emits them.
double vectorCycles(const Spec& spec, std::int64_t elements, int ops);

/// The same for an array kernel's chain, which codegen runs on the sums in
/// rows of one k fold (up to the array's columns, at most
/// vector_row_max_elements): a row of `fold` elements costs
/// isa::vectorRowCycles (ceil(fold / lanes) beats), so a pass moves fold /
/// beats elements a cycle: the lanes on edge_8x32_int8 (32 columns, 16
/// lanes), where vector-only rows hold 8. `channels` (> 0): the chain's
/// elements a pixel; fewer than a fold fill only that much of each row, and
/// a pass still takes a row's cycles a pixel (MobileNetV2's 32 -> 16
/// projection on tpu_v1_like: 16 of 256 lanes, a cycle a pixel).
/// `operand`: where a row-wise operand's rows are (another activation's,
/// a residual, load into the input buffer, whose rows may be narrower:
/// 8 elements on edge_8x32_int8, 4 beats a row of 32 sums).
double arrayVectorCycles(const Spec& spec, std::int64_t elements, int ops, std::int64_t channels = 0,
                         BufferKind operand = BufferKind::kOutput);

/// Physical limit: max(effective MACs / (rows * cols), compulsory DRAM bytes / bytes_per_cycle),
/// where compulsory bytes move each tensor once. Never above evaluate().cycles.
double lowerBoundCycles(const Spec& spec, const LayerShape& layer);

/// Bytes a tile may use in one buffer: half of it when the mapping double-buffers.
double tileCapacityBytes(const Spec& spec, BufferKind kind, bool double_buffered);

/// Fraction of the dense reduction the array streams: below 1 only when the
/// spec skips zero weights and the layer's weights suit its sparse format.
double computeDensity(const Spec& spec, const LayerShape& layer);

/// DRAM bytes of the layer's weights as the spec stores them (sparse formats incl. metadata).
double storedWeightBytes(const Spec& spec, const LayerShape& layer);
/// The same from the fields evaluateWork() reads.
double storedWeightBytes(const WorkParams& params, const LayerShape& layer);

}  // namespace tessera::hw::model
