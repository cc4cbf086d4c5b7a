// TimedExecutor: the runtime's segments on the SystemC model (hw/sim/tlm),
// so `tessera sim` reuses everything `tessera run` does (inputs, host ops
// between segments, outputs) and adds time.
//
// Each segment is one run of the timed model; segments follow each other
// (the HALT that ends one has drained every unit), so the accelerator's
// cycles are their sum. The host's work between segments is not timed: the
// report counts its ops, it does not invent their cycles.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "compiler/backend/program/program.h"
#include "compiler/runtime/runtime.h"
#include "hw/model/activity.h"
#include "hw/model/banks.h"
#include "hw/sim/tlm/timed_core.h"

namespace tessera::runtime {

/// One kernel's span on the accelerator: from its first instruction's start
/// to its last one's completion (cycles from the model's first segment).
/// Neighbouring kernels of a segment overlap (the next one's loads start
/// while this one computes), so the spans do not add up to the total;
/// `attributed` does: the cycles from the later of its start and the end of
/// the kernels before it in the segment to its own end, what it adds to the
/// segment's time (the analytical estimate's per-layer cycles add up the same way).
struct KernelCycles {
  int index = 0;
  std::string name;
  std::size_t segment = 0;
  std::int64_t start = 0;
  std::int64_t end = 0;
  std::int64_t attributed = 0;
  std::int64_t instructions = 0;
  std::int64_t array_busy_cycles = 0;  ///< its COMPUTEs' issue cycles
  std::int64_t dma_busy_cycles = 0;    ///< its LOADs' and STOREs' issue cycles
  std::int64_t stall_cycles = 0;       ///< its instructions' waits at their queue's head (tokens, drain, interlock)
  hw::model::Activity activity;        ///< what its instructions moved and computed (hw/model/activity.h)
  double energy_pj = 0;                ///< its activity's energy, from the spec's energy table
};

/// One instruction on its unit, for a trace.
struct TraceSlice {
  std::size_t instruction = 0;  ///< program.bin index
  isa::Opcode opcode = isa::Opcode::kHalt;
  std::int64_t start = 0;       ///< cycles from the model's first segment
  std::int64_t issue = 0;
  std::int64_t done = 0;
  int kernel = -1;              ///< manifest kernel index (-1: none, e.g. HALT)
};

/// Everything the timed runs measured, summed over segments.
struct TimedReport {
  std::int64_t cycles = 0;                      ///< accelerator cycles, all segments
  std::vector<std::int64_t> segment_cycles;     ///< per segment run, in order
  std::array<sim::tlm::UnitStats, 4> units{};   ///< indexed by isa::Stage
  std::int64_t dram_bytes_read = 0;
  std::int64_t dram_bytes_written = 0;
  std::int64_t dram_transactions = 0;
  std::int64_t instructions = 0;
  std::int64_t compute_unit_clocks = 0;         ///< clocked_compute: the unit's clock edges
  hw::model::Activity activity;                 ///< every instruction's MACs, lane ops, buffer and DRAM bytes
  hw::model::Energy energy;                     ///< of `activity`, by component
  hw::model::BankConflicts bank_waits;          ///< cycles units waited for a bank port another held (hw/model/banks.h)
  std::vector<KernelCycles> kernels;            ///< kernels with instructions, in Program order
  std::vector<TraceSlice> trace;                ///< when tracing
};

/// Runs each segment on the SystemC model (sim::tlm::runTimed).
class TimedExecutor : public SegmentExecutor {
 public:
  /// `trace`: keep every instruction's slice (memory grows with the Program).
  explicit TimedExecutor(bool trace = false) : trace_(trace) {}

  Status execute(const hw::Spec& spec, const Manifest& manifest, const isa::ProgramImage& image, std::size_t segment,
                 sim::FunctionalCore& core) override;

  const TimedReport& report() const { return report_; }

  /// Called after each segment with its index and the report so far (a progress line).
  std::function<void(std::size_t segment, const TimedReport&)> after_segment;

  /// Every COMPUTE on the process's clocked compute unit (sim::tlm::TimedRun::
  /// clocked_compute), e.g. the Verilated RTL (`tessera sim --rtl`).
  bool clocked_compute = false;

 private:
  bool trace_;
  TimedReport report_;
};

/// A whole Program on the SystemC model, timing only (no data: data never
/// changes timing), as one run; its kernels by the estimate's layer index. What
/// `tessera compile --sim` and sweeps at `fidelity: systemc` measure. Not
/// reentrant (one SystemC kernel per process): callers on several threads
/// serialize it. `trace`: keep every instruction's slice (TimedReport::trace).
Expected<TimedReport> simulateTiming(const hw::Spec& spec, const backend::Program& program, bool trace = false);

/// sim_stats.json: total, per segment and per kernel cycles, per unit busy
/// and stall cycles by cause, DRAM bytes, buffer bytes read and written, MACs
/// and energy by component (per kernel too); `run` adds the host's share (op
/// counts, untimed).
nlohmann::ordered_json simStatsJson(const TimedReport& report, const RunReport& run, const Manifest& manifest);

/// Writes a Chrome trace-event document (Perfetto, chrome://tracing): one
/// track per unit, one slice per instruction, 1 µs on the time axis = 1
/// cycle. Streamed event by event: memory does not grow with the Program.
void writeTrace(std::ostream& out, const TimedReport& report, const Manifest& manifest);

/// Writes a VCD file (GTKWave) of unit activity from the trace: per unit a
/// `busy` wire (high for each instruction's issue cycles) and the 32-bit
/// program.bin index of the instruction it is busy with (x when idle);
/// 1 ns = 1 cycle. Streamed change by change.
void writeVcd(std::ostream& out, const TimedReport& report, const Manifest& manifest);

}  // namespace tessera::runtime
