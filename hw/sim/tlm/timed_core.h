// The timed model's interface: run a stream of instructions on the SystemC
// accelerator (accelerator.h) against a FunctionalCore, and what it measured.
//
// This header has no SystemC in it, so callers (the runtime's TimedExecutor,
// tests) build without SystemC's headers. The model is described in
// docs/systemc.md; in short: a fetch unit dispatches instructions in stream
// order into one queue per unit (control.queue_depth_instructions entries,
// control.fetch_width_instructions per cycle); the load, compute, vector and
// store units start their queue's instructions in order once free and once
// the dependency tokens they pop are there; a unit is busy for the timing
// rule's `issue` (hw/model/timing.h) and its tokens land after `latency`;
// LOAD and STORE go through a DMA channel as TLM-2.0 transactions to a DRAM
// target whose delay is hw::model::transferTiming. Each instruction's effect
// is FunctionalCore::execute(), called at the cycle the instruction starts.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/isa/weight_codec.h"
#include "hw/model/banks.h"
#include "hw/model/timing.h"
#include "hw/sim/functional.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::sim::tlm {

/// Cycles one unit spent, by what it was doing (each in cycles of the array clock).
struct UnitStats {
  std::int64_t instructions = 0;       ///< instructions started
  std::int64_t busy_cycles = 0;        ///< sum of the timing rule's issue intervals
  std::int64_t token_wait_cycles = 0;  ///< head instruction dispatched, unit free, a token it pops not yet pushed
  std::int64_t drain_wait_cycles = 0;  ///< HALT waiting for the other units to drain
  std::int64_t queue_full_cycles = 0;  ///< fetch blocked because this unit's queue was full
  std::int64_t dram_latency_cycles = 0;  ///< load/store, one transfer in flight: of busy_cycles, waiting for DRAM's first byte
  std::int64_t window_wait_cycles = 0;   ///< load/store: head waiting for one of dram.outstanding_transfers in flight to complete
  std::int64_t bank_wait_cycles = 0;  ///< head ready, a scratchpad bank port it uses held by another unit
  std::int64_t dram_bus_wait_cycles = 0;  ///< load/store: head ready, the DRAM's data bus held by the other channel
  std::int64_t interlock_cycles = 0;  ///< compute: a tile held back until the previous tile's sums left the array
                                      ///< (hw::model::ArrayOrder; a clocked unit: offered, not yet taken)
};

/// When one instruction ran (cycles from the start of its segment).
struct InstructionTime {
  std::int64_t start = -1;  ///< cycle it started (-1: never)
  std::int64_t issue = 0;   ///< cycles its unit was busy with it
  std::int64_t done = -1;   ///< cycle its results (tokens) became visible
  std::int64_t waited = 0;  ///< cycles at its queue's head before it started (tokens, drain, the array's interlock)
};

/// What one run measured.
struct TimedStats {
  std::int64_t cycles = 0;  ///< the last completion (the segment's critical path)
  std::array<UnitStats, 4> units{};  ///< indexed by isa::Stage
  std::int64_t dram_bytes_read = 0;
  std::int64_t dram_bytes_written = 0;
  std::int64_t dram_transactions = 0;
  std::vector<InstructionTime> times;  ///< per instruction of the run, in stream order
  hw::model::BankConflicts bank_waits;  ///< cycles units waited for a bank port, by the port's buffer and kind
  std::int64_t compute_unit_clocks = 0;  ///< TimedRun::clocked_compute: the unit's clock edges in the run
};

/// One run: `instructions` in stream order; `first_index` is the first one's
/// index in program.bin (errors name program.bin's indices); `encodings`
/// (empty or one per instruction) is how the weights a COMPUTE preloads are
/// stored (FunctionalCore::setWeightEncoding), set as each instruction starts.
struct TimedRun {
  const std::vector<isa::Instruction>* instructions = nullptr;
  std::size_t first_index = 0;
  std::vector<isa::WeightEncoding> encodings;
  /// false: timing only, FunctionalCore::execute is not called (a Program
  /// without its data: a float model compiled for an integer spec has no
  /// dram.bin). The DRAM target still checks every span against core.dram().
  /// The cycles are the same either way: data never changes timing.
  bool apply_effects = true;
  /// Names instruction `index` (program.bin's) in errors; empty: "instruction N".
  std::function<std::string(std::size_t index)> where;
  /// When set (and apply_effects), every COMPUTE runs on the clocked compute
  /// unit (setClockedComputeUnit, e.g. the Verilated RTL, `tessera sim
  /// --rtl`) instead of FunctionalCore::execute and the timing rule: the
  /// unit computes on the core's buffers in simulated time and says when it
  /// took the instruction, when it could take the next and when it completed.
  bool clocked_compute = false;
  /// When set (and apply_effects), called with the instruction's index in
  /// `instructions` right after its effect was applied to the core, at its
  /// start (a clocked COMPUTE: at its completion), e.g. to read DRAM once a
  /// kernel's last instruction has run; its error fails the run there.
  std::function<Status(std::size_t index)> applied;
};

/// Runs `run` on the SystemC model of `spec`, its effects applied to `core`.
/// Errors name the instruction (program.bin index and assembly): an effect
/// the functional core refuses, a DRAM transaction outside DRAM, or a
/// deadlock (each unit and what it waits for). Policy: the SystemC kernel is
/// elaborated once per process and each run continues its simulated time
/// (docs/systemc.md, "One elaboration, many runs"); the stats are relative to
/// the run's start. Not reentrant: one run at a time per process. A process
/// that builds its own SystemC platform (AcceleratorIp) must not call this:
/// the first call elaborates, after which no module can be created.
Expected<TimedStats> runTimed(const hw::Spec& spec, const TimedRun& run, FunctionalCore& core);

class ClockedComputeUnit;  // clocked_unit.h

/// Makes the compute unit runs with TimedRun::clocked_compute use: `make`
/// creates its module when this process's accelerator is elaborated (the
/// first runTimed), since no module can be created after that. An error when
/// that already happened or a unit was set already. A run with
/// clocked_compute fails unless the unit was built for its spec's fingerprint.
Status setClockedComputeUnit(std::function<ClockedComputeUnit*()> make);

}  // namespace tessera::sim::tlm
