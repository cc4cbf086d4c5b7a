// RTL co-simulation: the Verilated compute unit in place of the SystemC
// model's compute unit (`tessera sim --rtl`, `tessera check`).
//
// One Verilated model per hardware point: the build Verilates
// rtl/tessera_compute_unit.sv as a SystemC module (--sc) against the
// generated package of each point in TESSERA_COSIM_POINTS
// (rtl/CMakeLists.txt) and links them all; a Program picks its model by the
// spec's fingerprint. The module sits beside the accelerator's units as its
// clocked compute unit (hw/sim/tlm/clocked_unit.h, rtl/glue/cosim_sc.h): it
// takes each COMPUTE when the compute unit starts it, computes on the
// functional core's buffers cycle by cycle, and its own handshake decides
// when the instruction was taken, when the next may follow and when its
// results are visible, so consecutive COMPUTEs overlap inside the RTL. The
// stationary weights stay in the RTL's PEs between instructions, as the ISA
// says.
#pragma once

#include <string>
#include <vector>

#include "hw/sim/tlm/timed_core.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::rtl {

/// One hardware point with a Verilated compute unit in this build.
struct CosimPoint {
  std::string name;         ///< config name (configs/<name>.yaml)
  std::string fingerprint;  ///< hw::Spec::fingerprint() of the package it was built from
  /// Creates the unit's SystemC module (before elaboration only).
  sim::tlm::ClockedComputeUnit* (*make)(const hw::Spec& spec) = nullptr;
};

/// Every point built (rtl/CMakeLists.txt, TESSERA_COSIM_POINTS).
const std::vector<CosimPoint>& cosimPoints();

/// Makes the Verilated compute unit of `spec` this process's clocked compute
/// unit (sim::tlm::setClockedComputeUnit), so runs with
/// TimedRun::clocked_compute put every COMPUTE on the RTL. Call before the
/// process's first timed run. Errors: a float spec, a spec this build has no
/// unit for (naming its fingerprint and the points built), a second call.
Status useRtlComputeUnit(const hw::Spec& spec);

}  // namespace tessera::rtl
