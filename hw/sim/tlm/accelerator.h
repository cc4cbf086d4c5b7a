// The accelerator as a SystemC module: fetch, four unit queues, the load,
// compute, vector and store units with the token queues between neighbours,
// and two DMA channels into a DRAM target (dram_target.h).
//
// Every process is an SC_THREAD in loosely-timed style (wait on events and
// on durations; no clock). One cycle is cycleTime() of simulated time. Within
// one cycle the order is the schedule checker's (compiler/backend/program/
// schedule_check.h), so both replay a Program to the same cycle:
//   completions   an instruction completes at max(start + latency, the
//                 previous completion of its unit) and its pushes land then;
//   starts        a unit starts its queue's head once free (start + issue of
//                 the previous one), once the head was dispatched in an
//                 earlier cycle, once every token it pops is there (HALT:
//                 once every other unit has drained) and once no other unit
//                 holds a scratchpad bank port it uses (hw/model/banks.h);
//                 units asking for ports in one cycle are served in stage
//                 order by an arbiter that decides once nothing else is
//                 pending in that cycle (arbitrate());
//   fetch         up to fetch_width instructions per cycle, in stream order,
//                 into the queues; it stops at a full queue (and sees the
//                 space a start frees in the same cycle) and after a HALT
//                 until the HALT completes.
// The unit thread applies the instruction's effect (FunctionalCore::execute)
// at its start; the Program's tokens order every access that could race (the
// schedule checker proves it), so the values are those of stream order.
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "hw/model/banks.h"
#include "hw/model/timing.h"
#include "hw/sim/functional.h"
#include "hw/sim/tlm/clocked_unit.h"
#include "hw/sim/tlm/dram_target.h"
#include "hw/sim/tlm/timed_core.h"

namespace tessera::sim::tlm {

/// One cycle of the array clock in simulated time (a function: an sc_time
/// must not be built before SystemC's kernel exists).
inline sc_core::sc_time cycleTime() { return sc_core::sc_time(1, sc_core::SC_NS); }

/// The accelerator: built once per process (timed_core.cpp), one run at a time.
class Accelerator : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(Accelerator);
  explicit Accelerator(sc_core::sc_module_name name);

  /// Prepares a run (state cleared, time measured from now) and wakes fetch.
  /// Call between sc_start()s only; `run`, `spec` and `core` must outlive it.
  void begin(const hw::Spec& spec, const TimedRun& run, FunctionalCore& core);
  /// After sc_start() returned, or after finished(): the stats, or the error
  /// (the first failure, else a deadlock naming every unit's head and what it waits for).
  Expected<TimedStats> finish();
  /// Notified when the run's last instruction completes or the run fails,
  /// a deadlock included (found once no process of the run has a duration
  /// pending and nothing is in flight, so inside a larger simulation too).
  const sc_core::sc_event& finished() const { return finished_; }
  /// The index (program.bin's) of the instruction the run failed at, if it failed at one.
  std::optional<std::size_t> failedIndex() const { return failed_index_; }
  /// Runs with TimedRun::clocked_compute put their COMPUTEs on `unit`
  /// (clocked_unit.h); before elaboration only. The accelerator does not own it.
  void attach(ClockedComputeUnit* unit) { clocked_ = unit; }
  const ClockedComputeUnit* clockedUnit() const { return clocked_; }

 private:
  struct Entry {
    std::size_t index = 0;         ///< instruction within the run
    std::int64_t dispatched = 0;   ///< cycle fetch put it in the queue
  };
  struct InFlight {
    std::size_t index = 0;
    std::int64_t done = 0;       ///< kClocked: when the clocked compute unit completes it
    std::uint64_t serial = 0;
    std::uint64_t ordinal = 0;   ///< kClocked: the unit's completed() count once it is done
  };
  static constexpr std::int64_t kClocked = -1;

  /// A unit's request to the bank arbiter: the ports its head uses.
  struct PortRequest {
    bool pending = false;
    bool granted = false;
    hw::model::BankUse use;
    std::int64_t until = 0;    ///< cycle the instruction's issue interval ends if granted now
    std::int64_t dram_until = 0;  ///< cycle a transfer's hold on the DRAM's data bus ends if granted now
    hw::model::BankPorts::Free free;  ///< when denied: when and what frees
    bool claimed = false;             ///< when denied: its claim stands (else it asks again next cycle)
  };

  void fetchThread();
  /// Waits until unit `u` may use `in`'s bank ports (granted by arbitrate());
  /// false when the run ended or failed meanwhile.
  bool awaitPorts(int u, const isa::Instruction& in, std::uint64_t generation);
  /// Grants this cycle's port requests in hw::model::kServeOrder, once nothing else is pending at this time.
  void arbitrate();
  void unitThread(int unit);
  void completionThread(int unit);
  bool clocked(const isa::Instruction& in) const;
  void clockedStart(std::size_t index, const isa::Instruction& in, std::int64_t ready);
  bool clockedDone(const InFlight& head);
  /// A process is about to wait on an event: check for a deadlock once the current delta settles.
  void blocking();
  void deadlockCheck();
  Status deadlockStatus() const;

  std::int64_t now() const;
  void waitCycles(std::int64_t cycles);
  const isa::Instruction& instruction(std::size_t index) const { return (*run_->instructions)[index]; }
  bool tokensReady(int unit, const isa::Instruction& in) const;
  bool drainedBut(int unit) const;
  /// A LOAD or STORE through its DMA channel: the cycles the DRAM takes, or an error message.
  std::optional<std::int64_t> dma(int unit, const isa::Instruction& in, std::string& error);
  void fail(std::size_t index, const std::string& message);
  std::string waitsFor(int unit) const;

  ClockedComputeUnit* clocked_ = nullptr;
  std::uint64_t clocked_taken_ = 0;   ///< the unit's completed() count once everything it took completes
  std::int64_t clocked_clocks_ = 0;   ///< the unit's clocks() when the run began

  DramTarget dram_;
  tlm_utils::simple_initiator_socket<Accelerator> load_dma_;
  tlm_utils::simple_initiator_socket<Accelerator> store_dma_;

  const hw::Spec* spec_ = nullptr;
  const TimedRun* run_ = nullptr;
  FunctionalCore* core_ = nullptr;
  sc_core::sc_time base_;
  TimedStats stats_;
  std::optional<Status> failure_;
  std::optional<std::size_t> failed_index_;

  std::array<std::deque<Entry>, 4> queues_;
  std::array<std::deque<InFlight>, 4> in_flight_;
  std::array<std::int64_t, 6> tokens_{};  ///< per queue: l->c, c->l, c->v, v->c, v->s, s->v
  std::array<std::int64_t, 4> last_done_{};
  hw::model::ArrayOrder order_{hw::Dataflow::kWeightStationary};  ///< the compute unit's order interlock
  hw::model::BankPorts ports_;                ///< the scratchpad bank ports each unit holds
  std::array<PortRequest, 4> requests_{};
  int requests_pending_ = 0;
  std::size_t completed_ = 0;
  std::uint64_t serial_ = 0;
  bool halt_pending_ = false;
  bool running_ = false;          ///< a run began and has not completed or failed
  int timed_waits_ = 0;           ///< processes of the run waiting on a duration
  std::uint64_t generation_ = 0;  ///< runs begun; a thread left waiting by a failed run sees it change

  sc_core::sc_event kick_;                        ///< a run begins
  std::array<sc_core::sc_event, 4> dispatched_;   ///< fetch put an instruction in unit u's queue
  sc_core::sc_event dequeued_;                    ///< a unit took its queue's head (space for fetch)
  std::array<sc_core::sc_event, 4> started_;      ///< unit u has a new instruction in flight
  sc_core::sc_event completed_event_;             ///< tokens landed, a unit drained, or a failure
  sc_core::sc_event halt_done_;
  sc_core::sc_event finished_;
  sc_core::sc_event check_;                       ///< a process blocked: look for a deadlock
  sc_core::sc_event arbitrate_;                   ///< a unit asked for bank ports
  std::array<sc_core::sc_event, 4> answered_;     ///< the arbiter answered unit u's request
};

}  // namespace tessera::sim::tlm
