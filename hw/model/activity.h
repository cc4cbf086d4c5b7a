// What one instruction moves and computes, and what it costs in energy: the
// per-instruction form of the analytical model's traffic and energy rule.
//
// cost.cpp prices a layer's traffic in aggregate (average tiles, closed
// form); a simulator that runs the Program counts the same quantities
// instruction by instruction with instructionActivity and prices them with
// the same energyOf, so the two differ only in what was counted, never in
// what a byte or a MAC costs:
//   MAC        mac_energy_pj per multiply-accumulate the array performs
//              (with sparsity.zero_gating, not for a product with a zero
//              operand: Activity::zero_products, counted from the data)
//   buffers    each buffer's read_energy_pj_per_byte per byte read or
//              written (writes priced as reads, as in cost.cpp)
//   DRAM       the DRAM's energy_pj_per_byte per byte read or written
//   vector     vector_op_energy_pj per lane operation
// What an instruction counts (the instruction's fields, never its data):
//   LOAD       DRAM bytes read = buffer bytes written (rows x elements at
//              the transfer's element width)
//   STORE      buffer bytes read = DRAM bytes written
//   COMPUTE    depth x tile rows x tile cols MACs; depth x tile rows input
//              elements read; tile rows x tile cols weights read when it
//              preloads; depth x tile cols sums written, and read first
//              when it accumulates
//   VECTOR     count x lanes lane operations; the source rows and operand
//              rows read, the destination rows written, each at its
//              buffer's element width
#pragma once

#include <array>
#include <cstdint>

#include "hw/isa/isa.h"
#include "hw/spec/spec.h"

namespace tessera::hw::model {

/// Counts of one instruction (or a sum of them).
struct Activity {
  double macs = 0;      ///< multiply-accumulates on the array
  /// Of `macs`, those with a zero operand: counted from the data by a
  /// simulator that has it (0 otherwise); with sparsity.zero_gating they cost no MAC energy.
  double zero_products = 0;
  double lane_ops = 0;  ///< vector-unit lane operations
  std::array<double, 3> buffer_read_bytes{};   ///< by hw::BufferKind (input, weight, output)
  std::array<double, 3> buffer_write_bytes{};  ///< by hw::BufferKind
  double dram_read_bytes = 0;
  double dram_write_bytes = 0;
  Activity& operator+=(const Activity& o);
};

/// Energy of an activity, by component (pJ).
struct Energy {
  double mac_pj = 0;
  std::array<double, 3> buffer_pj{};  ///< by hw::BufferKind
  double dram_pj = 0;
  double vector_pj = 0;
  double total() const { return mac_pj + buffer_pj[0] + buffer_pj[1] + buffer_pj[2] + dram_pj + vector_pj; }
};

/// What `in` moves and computes on `spec` (see the table above).
Activity instructionActivity(const Spec& spec, const isa::Instruction& in);

/// The energy of `a` on `spec`, from the spec's energy table.
Energy energyOf(const Spec& spec, const Activity& a);

}  // namespace tessera::hw::model
