// Estimate: per-kernel and total cycles, traffic, energy and area of a
// KernelGraph on one hardware point, at analytical fidelity.
//
// Array kernels take the mapping searchMapping() chooses; their vector
// post-ops run on the vector unit as the array drains (overlapped), so a
// kernel costs max(array, vector, memory) cycles when the spec
// double-buffers. Vector-only kernels cost ceil(elements / lanes) cycles per
// vector op plus their DRAM traffic. A kernel whose vector ops the spec's
// vector unit lacks, or a kHost kernel, runs those ops on the host: the
// estimate charges its DRAM round trip and lists the ops in `host_ops`; the
// host's own compute time is not modelled (reported, never hidden).
// Activation tensors move at the spec's activation precision, weights at its
// weight precision (compressed per its sparsity format from the real masks),
// except where per-layer precision (EstimateOptions::layer_bits) stores a
// layer narrower in DRAM.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/map/mapper.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// What bounds a kernel.
enum class KernelBound { kCompute, kMemory, kVector, kHost, kNone };
/// "compute", "memory", "vector", "host", "none".
std::string_view name(KernelBound bound);

struct LayerEstimate {
  std::string name;
  std::string op;  ///< the group's ops, "Conv+Relu"
  KernelKind kind = KernelKind::kElementwise;
  std::int64_t macs = 0;
  double cycles = 0;
  double compute_cycles = 0;  ///< array, incl. fill/drain per fold
  double vector_cycles = 0;
  int vector_passes = 0;  ///< vector-unit passes over the kernel's data, as codegen emits them (vectorPasses())
  double memory_cycles = 0;
  double dram_bytes = 0;
  double energy_pj = 0;
  double utilization = 0;  ///< effective MACs / (rows * cols * cycles)
  KernelBound bound = KernelBound::kNone;
  double effective_macs = 0;         ///< MACs the array performs (fewer when it skips zero weights)
  double operational_intensity = 0;  ///< performed ops per DRAM byte (2 per effective MAC)
  double attained_ops_per_second = 0;
  double lower_bound_cycles = 0;      ///< max(MACs / PEs, compulsory bytes / bandwidth)
  std::string mapping;                ///< "tile n,k,c,p,q=... order=... db" or ""
  std::vector<std::string> host_ops;  ///< ops left to the host
  /// Array kernels: the pipeline's ends (hw::model::pipelineEnds), in `cycles`
  /// where they overlap nothing: the prologue less what of it loads before
  /// the previous kernel's last STORE in the same segment (estimate.cpp,
  /// addPipelineEnds), the epilogue when the next kernel reads its result or
  /// it ends a segment (else the neighbour's work hides it).
  double prologue_cycles = 0;
  double prologue_weight_cycles = 0;  ///< the weights' share of prologue_cycles
  /// A kernel whose steps are one group each (g >= 2; one k, c and taps
  /// tile): the second step's window LOAD (its bytes, and its latency with
  /// one transfer in flight), which the load unit issues ahead of that
  /// step's weights (pipeline_ends.cpp). 0 otherwise.
  double prologue_next_window_cycles = 0;
  /// With one transfer in flight, the latency of the weights' LOAD, which
  /// runs ahead of the kernel with their bytes (the LOAD channel's time).
  double prologue_weight_latency_cycles = 0;
  /// At a segment's start, what the first step's LOADs (weights, window, the
  /// first tile's slot rows) add to the prologue's one latency when fewer
  /// transfers fit in flight (with one, each waits out its own); within a
  /// segment they load under the kernel ahead.
  double prologue_serial_cycles = 0;
  /// Within a segment, when the kernel reads the kernel ahead's result: its
  /// window's and first slot's LOADs wait for that kernel's last STORE (its
  /// weights do not), so what they add to the prologue's one latency when
  /// fewer transfers fit in flight (tpu_v1_like: the SE `fc1`'s bias after
  /// its input, 100 cycles).
  double prologue_reading_serial_cycles = 0;
  double epilogue_cycles = 0;
  double epilogue_memory_cycles = 0;  ///< the end a memory-bound kernel exposes (PipelineEnds::epilogue_memory)
  /// With one transfer in flight, the DRAM time of the STOREs ahead of the
  /// last tile's that follow the kernel's last LOAD: the last tile's work
  /// (epilogue_memory_cycles) runs under them (tile_timing.h, serialTailStores).
  double epilogue_store_cycles = 0;
  /// With one transfer in flight, one output tile's STORE on the bus (its
  /// latency and bytes): the last tile's STORE also waits for the STORE of
  /// the tile before it, which the next kernel's first LOAD delays
  /// (pipeline_ends.cpp). 0 with more in flight.
  double tile_store_cycles = 0;
  bool double_buffered = false;       ///< the mapping's: memory overlaps compute (cycles is their max)
  double weight_steps = 0;            ///< array kernels: the weight LOADs of one pixel tile (g x k, c, taps tiles)
  /// Array kernels whose every step loads its weights (one pixel tile): the
  /// chain through the two weight slots without the ends (tile_timing.h,
  /// weightSlotChain); 0 when it does not apply.
  double weight_chain_cycles = 0;
  /// Array kernels of one pixel tile: every step loads its weights, one after the other.
  bool one_pixel_tile = false;
  /// The part of the kernel's end the next kernel's first LOADs can
  /// overlap. Array kernels: fetch dispatches in program order, so they
  /// issue once the compute queue holds the kernel's last COMPUTEs
  /// (ProgramTiling::tail_compute_cycles); then the array drains and the
  /// vector passes run. A pooling or reduction pass: its last tile's vector
  /// rows, after its last LOAD; its last STORE waits for the bus they take.
  /// 0: not known (no limit).
  double fetch_window_cycles = 0;
};

struct EstimateTotals {
  double cycles = 0;
  std::int64_t macs = 0;
  double dram_bytes = 0;
  double energy_pj = 0;
  double area_um2 = 0;
  double latency_us = 0;
  std::int64_t peak_activation_bytes = 0;   ///< liveness-based DRAM activation footprint
  std::int64_t naive_activation_bytes = 0;  ///< sum of every activation tensor
  std::int64_t weight_bytes = 0;            ///< as stored (packed, compressed)
  double lower_bound_cycles = 0;
  double utilization = 0;
  int host_kernels = 0;  ///< kernels with at least one op left to the host
};

struct Estimate {
  std::string model;
  std::string source;
  std::string pipeline;
  std::string spec_name;
  std::string spec_fingerprint;
  Objective objective = Objective::kLatency;
  std::vector<LayerEstimate> layers;
  EstimateTotals totals;
};

struct EstimateOptions {
  Objective objective = Objective::kLatency;
  /// Per-layer precision: integer bits of named array kernels (the quantizer's
  /// layer names); others run at the spec's precision. A layer may be no
  /// wider than the datapath (the spec's weight and activation bits, integer
  /// format): a wider one is an error with code "layer-precision". A narrower
  /// one is stored packed in DRAM: its weights at its bits, and each
  /// activation tensor at the widest precision any array kernel reads it at
  /// (the producer's requantize writes it on its reader's grid). The DMA
  /// widens operands to the datapath's width on the way into the buffers, so
  /// buffers, array cycles and MAC energy are the spec's; DRAM bytes, DRAM
  /// energy and memory-bound cycles shrink (docs/exploration.md).
  std::map<std::string, int> layer_bits;
};

/// An array kernel's LayerShape as the hardware runs it: the real weight
/// density from the mask, or dense when the mask does not follow the spec's
/// N:M pattern (such weights are stored and run dense).
hw::model::LayerShape hardwareShape(const hw::Spec& spec, const Kernel& kernel);

/// Estimates every kernel; an error names the kernel (and, when it cannot
/// fit, the buffer and the bytes its smallest tile needs).
Expected<Estimate> estimate(const hw::Spec& spec, const KernelGraph& graph, const EstimateOptions& options = {},
                            MappingCache* cache = nullptr);

/// estimate.json (keys documented in docs/backend.md).
nlohmann::json toJson(const Estimate& estimate);

}  // namespace tessera::backend
