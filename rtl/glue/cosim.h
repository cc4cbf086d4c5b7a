// RTL co-simulation: the Verilated compute unit in place of the SystemC
// model's compute unit (`tessera sim --rtl`).
//
// One Verilated model per hardware point: the build Verilates
// rtl/tessera_compute_unit.sv against the generated package of each point
// in TESSERA_COSIM_POINTS (rtl/CMakeLists.txt) and links them all; a Program
// picks its model by the spec's fingerprint. Each COMPUTE runs on the RTL
// from an idle array to its completion: the RTL reads and writes the
// functional core's buffers (rtl/glue/compute_driver.h), and the cycles it
// took to be ready for the next instruction and to make its results visible
// become the instruction's issue and latency in the SystemC model, which
// overlaps consecutive COMPUTEs as it does its own. The stationary weights
// stay in the RTL's PEs between instructions, as the ISA says.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/model/timing.h"
#include "hw/sim/functional.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::rtl {

/// A Verilated compute unit of one hardware point.
class CosimComputeUnit {
 public:
  virtual ~CosimComputeUnit() = default;
  /// Runs one COMPUTE on the RTL against `core`'s buffers; its issue and
  /// latency in RTL cycles. Errors: a buffer row outside its buffer, more
  /// rows than the preloaded weights, compressed weights (the RTL reads
  /// dense rows), or a unit that never completes.
  virtual Expected<hw::model::UnitTiming> execute(const isa::Instruction& instruction, sim::FunctionalCore& core) = 0;
  /// RTL clock cycles simulated so far.
  virtual std::int64_t cycles() const = 0;
};

/// One hardware point with a Verilated compute unit in this build.
struct CosimPoint {
  std::string name;         ///< config name (configs/<name>.yaml)
  std::string fingerprint;  ///< hw::Spec::fingerprint() of the package it was built from
  std::unique_ptr<CosimComputeUnit> (*make)(const hw::Spec& spec) = nullptr;
};

/// Every point built (rtl/CMakeLists.txt, TESSERA_COSIM_POINTS).
const std::vector<CosimPoint>& cosimPoints();

/// The compute unit Verilated for `spec`, or an error naming the spec's
/// fingerprint and the points this build has.
Expected<std::unique_ptr<CosimComputeUnit>> makeCosimComputeUnit(const hw::Spec& spec);

}  // namespace tessera::rtl
