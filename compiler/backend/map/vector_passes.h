// The estimate's vector passes after an array pass or on their own: the
// pooling pass, a Concat's copy pass, and the stream of tiles both run
// (codegen_vector.cpp emitPoolPass, codegen_array_transfers.cpp
// copyConcatParts), each LOADs into an input slot, vector ops and STOREs.
#pragma once

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// A pass of `tiles` tiles after the array pass (the pooling pass, a
/// Concat's copy), each a LOAD into an input slot, vector ops and STOREs:
/// `load_bytes` in `loads` LOADs, `store_bytes` in `stores` STOREs,
/// `vector_rows` in all. Its DMA time (both channels' windows apart,
/// dramChannelCycles), its vector rows, and the input slots' chain: the LOAD
/// into a slot waits until the slot's last tile, kInputSlots back, is
/// reduced, which the compute unit relays once the next tile's data is in,
/// so a LOAD's latency and bytes repeat every kInputSlots - 1 tiles. With
/// the ends: the first tile's data before any vector op, the last tile's
/// vector rows after its data, and the last STORE's latency and bytes. The
/// LOAD channel's stream, too, ends before the last tile's vector rows and
/// STORE (with one transfer in flight every LOAD waits out its latency:
/// EfficientNet-B0's global average pooling over 14 x 14 x 480 on
/// tpu_v1_like, two tiles, 2,394 cycles of LOADs, then 196 rows and 106
/// cycles of STORE).
struct StreamPass {
  double cycles = 0, memory_cycles = 0;
  double last_tile_vector = 0;  ///< the vector rows after the last LOAD
};

StreamPass streamPass(const hw::Spec& spec, double tiles, double load_bytes, double loads, double store_bytes,
                      double stores, double vector_rows);

/// The pooling pass of an array group that pools (codegen_vector.cpp
/// emitPoolPass): after the array pass has stored the whole result (the
/// scratch), per chunk of `lanes` channels and tile of output pixels
/// (poolTiling) it loads the tile's window rows (one piece per window
/// position and output row, which codegen's merger joins: poolPassLoads;
/// a global pooling's whole window in one), reduces them with
/// window - 1 vector max/avg ops (then the ops after the pooling) and
/// stores the tile. The pass starts after the array pass (it reads the
/// scratch), so its time adds.
struct PoolPass {
  double cycles = 0, vector_cycles = 0, memory_cycles = 0, dram_bytes = 0, vector_rows = 0, energy_pj = 0;
  double last_tile_vector = 0;  ///< the vector rows after the last LOAD
};

PoolPass poolPass(const hw::Spec& spec, const KernelPlan& plan, double activation_bytes);

/// The Concat's other parts, copied after the array pass
/// (codegen_array_transfers.cpp, copyConcatParts): per part, chunk of a
/// vector row's channels and tile of pixels (as many as an input and an
/// output slot hold), a LOAD, one vector copy and a STORE. The pass starts
/// after the array pass's LOADs (estimate.cpp: where that is), so its time
/// adds (SqueezeNet's fire modules: the 64 channels of `expand1x1` behind
/// `features.3/expand3x3`, 24,200 cycles of the DMA) to the array's work
/// from there; its bytes are in the kernel's memory time.
struct CopyPass {
  double cycles = 0, bytes = 0, vector_rows = 0;
};

CopyPass concatCopyPass(const hw::Spec& spec, const KernelPlan& plan, const Kernel& kernel, double activation_bytes);

/// Elements of the constants `chain` loads from DRAM (a Clip's bounds are
/// immediates, not read). A bias, a broadcast constant and a per-channel
/// requantize's multipliers and shifts (`requantize_elements` of both, 0:
/// none) load a k fold's row into each tile's output slot that does not hold
/// it: `slot_row_elements` each (ProgramTiling; < 0 unknown: their elements once).
double chainConstantElements(const std::vector<VectorStep>& chain, const Kernel& run, double slot_row_elements,
                             double requantize_elements);

}  // namespace tessera::backend
