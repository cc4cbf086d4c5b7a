// A compute unit with its own clock inside the accelerator: the Verilated
// RTL compute unit (rtl/glue/cosim_sc.h, `tessera sim --rtl`).
//
// The accelerator's compute unit thread hands it each COMPUTE when the
// instruction starts and then follows it in simulated time: the unit takes
// the word at a clock edge when it has room (its start), reports when it can
// take the next (its issue), and counts completions (its latency). Its clock
// runs only while it has work, so a run still ends when no event is left.
// Cycle c of the accelerator is [c, c + 1) cycleTime(); the unit's rising
// edge is at c + 1/2 and every call below returns at a cycle boundary, so a
// unit that follows the timing rule replays the TLM compute unit's cycles.
#pragma once

#include <systemc>

#include <cstdint>
#include <string>

#include "hw/isa/isa.h"
#include "hw/sim/functional.h"
#include "hw/support/expected.h"

namespace tessera::sim::tlm {

class ClockedComputeUnit : public sc_core::sc_module {
 public:
  using sc_core::sc_module::sc_module;

  /// hw::Spec::fingerprint() of the spec the unit was built for.
  virtual std::string fingerprint() const = 0;
  /// Serves the unit's memory ports from `core`'s buffers (nullptr: zeros).
  virtual void bind(FunctionalCore* core) = 0;
  /// From a thread, at a cycle boundary: offers `in` until the unit takes it
  /// and returns at the boundary after that edge; an error when the unit
  /// refuses it (checked before it is offered, or flagged illegal) or does
  /// not take it within stallLimit() cycles.
  virtual Status take(const isa::Instruction& in) = 0;
  /// From a thread: returns at the first cycle boundary at which the unit
  /// can take the next instruction; false when it never can (stuck()).
  virtual bool waitFree() = 0;
  /// Instructions the unit completed (results visible), since it was built.
  virtual std::uint64_t completed() const = 0;
  /// Notified at the cycle boundary at which completed() grew, or the unit got stuck.
  virtual const sc_core::sc_event& completion() const = 0;
  /// The unit has work but made no progress for stallLimit() cycles: its clock stopped.
  virtual bool stuck() const = 0;
  /// The products with a zero operand of the `ordinal`-th instruction the
  /// unit completed (1-based, as completed() counts), as the unit's zero
  /// gating counted them; 0 without gating. Asked once per instruction, after
  /// it completed; earlier ordinals are forgotten.
  virtual std::int64_t zeroProducts(std::uint64_t ordinal) = 0;
  /// Rising edges of its clock since its reset.
  virtual std::int64_t clocks() const = 0;

  static constexpr std::int64_t stallLimit() { return std::int64_t{1} << 20; }
};

}  // namespace tessera::sim::tlm
