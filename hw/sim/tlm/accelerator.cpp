// The accelerator module: fetch, unit and completion threads, DMA (see accelerator.h).
#include "hw/sim/tlm/accelerator.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "hw/isa/encode.h"
#include "hw/model/timing.h"

namespace tessera::sim::tlm {
namespace {

using isa::Opcode;

/// The token queue from `producer` to its neighbour `consumer` (the checker's numbering).
int queueOf(int producer, int consumer) { return producer < consumer ? 2 * producer : 2 * consumer + 1; }

}  // namespace

Accelerator::Accelerator(sc_core::sc_module_name name)
    : sc_core::sc_module(name), dram_("dram"), load_dma_("load_dma"), store_dma_("store_dma") {
  load_dma_.bind(dram_.load_port);
  store_dma_.bind(dram_.store_port);
  SC_THREAD(fetchThread);
  SC_METHOD(deadlockCheck);
  sensitive << check_;
  dont_initialize();
  SC_METHOD(arbitrate);
  sensitive << arbitrate_;
  dont_initialize();
  for (int u = 0; u < 4; ++u) {
    sc_core::sc_spawn_options options;
    sc_core::sc_spawn([this, u] { unitThread(u); }, fmt::format("unit_{}", isa::name(static_cast<isa::Stage>(u))).c_str(),
                      &options);
    sc_core::sc_spawn([this, u] { completionThread(u); },
                      fmt::format("complete_{}", isa::name(static_cast<isa::Stage>(u))).c_str(), &options);
  }
}

void Accelerator::begin(const hw::Spec& spec, const TimedRun& run, FunctionalCore& core) {
  spec_ = &spec;
  run_ = &run;
  core_ = &core;
  base_ = sc_core::sc_time_stamp();
  stats_ = {};
  stats_.times.assign(run.instructions->size(), {});
  failure_.reset();
  failed_index_.reset();
  for (auto& q : queues_) q.clear();
  for (auto& f : in_flight_) f.clear();
  tokens_.fill(0);
  last_done_.fill(0);
  order_ = hw::model::ArrayOrder(spec.params().pe_array.dataflow);
  ports_.clear();
  requests_ = {};
  requests_pending_ = 0;
  completed_ = 0;
  halt_pending_ = false;
  timed_waits_ = 0;
  running_ = true;
  ++generation_;
  dram_.bind(spec, core.dram(), cycleTime());
  if (clocked_) {
    clocked_->bind(run.clocked_compute ? &core : nullptr);
    clocked_taken_ = clocked_->completed();
    clocked_clocks_ = clocked_->clocks();
  }
  kick_.notify(sc_core::SC_ZERO_TIME);
}

std::int64_t Accelerator::now() const {
  return static_cast<std::int64_t>((sc_core::sc_time_stamp() - base_) / cycleTime());
}

void Accelerator::waitCycles(std::int64_t cycles) {
  if (cycles <= 0) return;
  ++timed_waits_;
  wait(cycleTime() * static_cast<double>(cycles));
  --timed_waits_;
}

void Accelerator::blocking() {
  if (running_) check_.notify(sc_core::SC_ZERO_TIME);
}

// Every process of the run waits on an event only another of them notifies,
// or on a duration; with no duration pending and nothing in flight, nothing
// will ever happen again: a deadlock, found in the delta after the last
// process blocked (the same moment the checker reports it).
void Accelerator::deadlockCheck() {
  if (!running_ || failure_ || completed_ == run_->instructions->size() || timed_waits_ > 0 || requests_pending_ > 0)
    return;
  for (const auto& f : in_flight_)
    if (!f.empty()) return;
  failure_ = deadlockStatus();
  running_ = false;
  completed_event_.notify();
  for (auto& e : dispatched_) e.notify();
  dequeued_.notify();
  halt_done_.notify();
  finished_.notify(sc_core::SC_ZERO_TIME);
}

Status Accelerator::deadlockStatus() const {
  std::string detail;
  for (int u = 0; u < 4; ++u) detail += fmt::format("; {}: {}", isa::name(static_cast<isa::Stage>(u)), waitsFor(u));
  return Status::error(fileError("", fmt::format("deadlock after {} of {} instructions at cycle {}{}", completed_,
                                                 run_->instructions->size(), now(), detail)));
}

void Accelerator::fail(std::size_t index, const std::string& message) {
  if (failure_) return;
  running_ = false;
  const std::size_t at = run_->first_index + index;
  failed_index_ = at;
  const std::string where = run_->where ? run_->where(at) : fmt::format("instruction {}", at);
  failure_ = Status::error(fileError("", fmt::format("{}: {}: {}", where, isa::toAssembly(instruction(index)), message)));
  completed_event_.notify();
  for (auto& e : dispatched_) e.notify();
  dequeued_.notify();
  halt_done_.notify();
  finished_.notify(sc_core::SC_ZERO_TIME);
}

// Fetch: up to fetch_width per cycle, in order; a full queue or a pending
// HALT stops it (it resumes in the same cycle when a start frees space).
void Accelerator::fetchThread() {
  std::uint64_t seen = 0;
  for (;;) {
    if (seen == generation_) wait(kick_);
    seen = generation_;
    const std::size_t n = run_->instructions->size();
    const int width = spec_->params().control.fetch_width_instructions;
    const auto depth = static_cast<std::size_t>(spec_->params().control.queue_depth_instructions);
    std::size_t pc = 0;
    std::int64_t cycle = -1;
    int budget = 0;
    while (pc < n && !failure_ && seen == generation_) {
      if (now() != cycle) {
        cycle = now();
        budget = width;
      }
      while (budget > 0 && pc < n && !halt_pending_) {
        const int u = static_cast<int>(isa::stageOf(instruction(pc).opcode));
        if (queues_[static_cast<size_t>(u)].size() >= depth) break;
        if (instruction(pc).opcode == Opcode::kHalt) halt_pending_ = true;
        queues_[static_cast<size_t>(u)].push_back({pc++, cycle});
        dispatched_[static_cast<size_t>(u)].notify();
        --budget;
      }
      if (pc == n) break;
      if (budget == 0) {
        waitCycles(1);
      } else if (halt_pending_) {
        while (halt_pending_ && !failure_ && seen == generation_) {
          blocking();
          wait(halt_done_ | kick_);
        }
      } else {
        const int u = static_cast<int>(isa::stageOf(instruction(pc).opcode));
        const std::int64_t from = now();
        while (queues_[static_cast<size_t>(u)].size() >= depth && !failure_ && seen == generation_) {
          blocking();
          wait(dequeued_ | kick_);
        }
        if (seen == generation_) stats_.units[static_cast<size_t>(u)].queue_full_cycles += now() - from;
      }
    }
  }
}

bool Accelerator::tokensReady(int u, const isa::Instruction& in) const {
  if (in.deps.pop_prev && (u == 0 || tokens_[static_cast<size_t>(queueOf(u - 1, u))] == 0)) return false;
  if (in.deps.pop_next && (u == 3 || tokens_[static_cast<size_t>(queueOf(u + 1, u))] == 0)) return false;
  return true;
}

bool Accelerator::drainedBut(int u) const {
  for (int o = 0; o < 4; ++o)
    if (!in_flight_[static_cast<size_t>(o)].empty() || (o != u && !queues_[static_cast<size_t>(o)].empty()))
      return false;
  return true;
}

std::optional<std::int64_t> Accelerator::dma(int u, const isa::Instruction& in, std::string& error) {
  const isa::TransferFields& t = in.transfer;
  const bool load = in.opcode == Opcode::kLoad;
  const int bits = isa::transferElementBits(*spec_, load, t.buffer);
  const double bytes = hw::model::transferBytes(*spec_, in);
  // The DRAM span: the last byte of the last plane's last row (a transposed
  // row is a DRAM column: element e at e * stride).
  const std::uint64_t row_bytes = (t.elements * static_cast<std::uint64_t>(bits) + 7) / 8;
  const std::uint64_t element_bytes = std::max<std::uint64_t>(static_cast<std::uint64_t>(bits) / 8, 1);
  const std::uint64_t plane_span = t.transpose
                                       ? (t.elements == 0 ? 0 : (t.elements - 1) * t.dram_stride_bytes) + t.rows * element_bytes
                                       : (t.rows - 1) * t.dram_stride_bytes + row_bytes;
  const std::uint64_t span = (isa::planeCount(t) - 1) * t.dram_plane_stride_bytes + plane_span;

  // A generic payload's length is 32 bits: a longer span cannot be one transaction (nor fit any DRAM this models).
  if (span > std::numeric_limits<unsigned>::max() || t.dram_address > core_->dram().size()) {
    error = fmt::format("DRAM bytes [{:#x}, +{}) outside the {}-byte DRAM", t.dram_address, span, core_->dram().size());
    return std::nullopt;
  }
  ::tlm::tlm_generic_payload payload;
  TransferExtension moved;
  moved.bytes = bytes;
  std::vector<std::uint8_t>& dram = core_->dram();
  payload.set_command(load ? ::tlm::TLM_READ_COMMAND : ::tlm::TLM_WRITE_COMMAND);
  payload.set_address(t.dram_address);
  payload.set_data_length(static_cast<unsigned>(span));
  payload.set_streaming_width(static_cast<unsigned>(span));
  payload.set_data_ptr(t.dram_address < dram.size() ? dram.data() + t.dram_address : dram.data());
  payload.set_byte_enable_ptr(nullptr);
  payload.set_dmi_allowed(false);
  payload.set_response_status(::tlm::TLM_INCOMPLETE_RESPONSE);
  payload.set_extension(&moved);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  (u == static_cast<int>(isa::Stage::kLoad) ? load_dma_ : store_dma_)->b_transport(payload, delay);
  payload.clear_extension(&moved);
  if (payload.is_response_error()) {
    error = fmt::format("DRAM bytes [{:#x}, {:#x}) outside the {}-byte DRAM ({})", t.dram_address,
                        t.dram_address + span, dram.size(), payload.get_response_string());
    return std::nullopt;
  }
  return static_cast<std::int64_t>(std::llround(delay / cycleTime()));
}

// A unit: its queue's head starts once dispatched a cycle earlier, the unit
// free and its tokens there; effect now, busy `issue`, completion after `latency`.
void Accelerator::unitThread(int u) {
  const size_t ui = static_cast<size_t>(u);
  UnitStats& stats = stats_.units[ui];
  for (;;) {
    while (queues_[ui].empty() || failure_) {
      blocking();
      wait(dispatched_[ui]);
    }
    const std::uint64_t generation = generation_;
    const Entry head = queues_[ui].front();
    if (now() <= head.dispatched) waitCycles(head.dispatched + 1 - now());
    const isa::Instruction& in = instruction(head.index);
    const bool halt = in.opcode == Opcode::kHalt;
    const std::int64_t ready = now();
    // A DMA channel keeping several transfers in flight starts one only while
    // fewer than dram.outstanding_transfers are (the timing rule's window).
    const std::size_t window = hw::model::transferWindow(*spec_, static_cast<isa::Stage>(u));
    while (generation == generation_ && !failure_ && in_flight_[ui].size() >= window) {
      blocking();
      wait(completed_event_ | kick_);
    }
    const std::int64_t open = now();
    // A deadlocked run leaves this wait pending: a new run (generation) abandons `in`.
    while (generation == generation_ && !failure_ && !(tokensReady(u, in) && (!halt || drainedBut(u)))) {
      blocking();
      wait(completed_event_ | kick_);
    }
    if (generation != generation_ || failure_) continue;
    stats.window_wait_cycles += open - ready;
    (halt ? stats.drain_wait_cycles : stats.token_wait_cycles) += now() - open;
    if (!awaitPorts(u, in, generation)) continue;
    if (in.deps.pop_prev) --tokens_[static_cast<size_t>(queueOf(u - 1, u))];
    if (in.deps.pop_next) --tokens_[static_cast<size_t>(queueOf(u + 1, u))];
    queues_[ui].pop_front();
    dequeued_.notify();

    if (!run_->encodings.empty()) core_->setWeightEncoding(run_->encodings[head.index]);
    if (clocked(in)) {
      clockedStart(head.index, in, ready);
      continue;
    }
    if (in.opcode == Opcode::kCompute) {
      const std::int64_t earliest = order_.earliestStart(in.compute, now());
      stats.interlock_cycles += earliest - now();
      waitCycles(earliest - now());
      if (generation != generation_ || failure_) continue;
      order_.started(in.compute, now());
    }
    hw::model::UnitTiming time = hw::model::instructionTiming(*spec_, in);
    if (Status s = run_->apply_effects ? core_->execute(in) : Status(); !s.ok()) {
      fail(head.index, s.diagnostics().empty() ? "refused" : s.diagnostics().front().message);
      continue;
    }
    if (run_->applied && run_->apply_effects)
      if (Status s = run_->applied(head.index); !s.ok()) {
        fail(head.index, s.diagnostics().empty() ? "refused" : s.diagnostics().front().message);
        continue;
      }
    if ((in.opcode == Opcode::kLoad || in.opcode == Opcode::kStore) && in.transfer.rows > 0) {
      std::string error;
      const std::optional<std::int64_t> dram_cycles = dma(u, in, error);
      if (!dram_cycles) {
        fail(head.index, error);
        continue;
      }
      // The target's delay is when the data is there; with transfers in
      // flight the channel is busy only for the bytes (the rule's issue).
      const bool serial = hw::model::outstandingTransfers(*spec_) == 1;
      time = {serial ? *dram_cycles : time.issue, *dram_cycles};
      if (serial) stats.dram_latency_cycles += spec_->params().dram.latency_cycles;
    }
    const std::int64_t start = now();
    const std::int64_t done = std::max(start + time.latency, last_done_[ui]);
    last_done_[ui] = done;
    in_flight_[ui].push_back({head.index, done, ++serial_});
    started_[ui].notify();
    stats_.times[head.index] = {start, time.issue, done, start - ready};
    ++stats.instructions;
    stats.busy_cycles += time.issue;
    waitCycles(time.issue);
  }
}

// Bank ports: the unit asks the arbiter, which answers once every unit that
// can ask in this cycle has; denied, it asks again when the port frees.
bool Accelerator::awaitPorts(int u, const isa::Instruction& in, std::uint64_t generation) {
  const size_t ui = static_cast<size_t>(u);
  PortRequest& r = requests_[ui];
  r.use = hw::model::bankUse(*spec_, in, in.compute.tile_rows);
  if (hw::model::usesNoPort(r.use)) return true;
  for (;;) {
    const std::int64_t start = in.opcode == Opcode::kCompute ? order_.earliestStart(in.compute, now()) : now();
    r.until = start + hw::model::instructionTiming(*spec_, in).issue;
    r.dram_until = start + r.use.dram_cycles;
    r.pending = true;
    ++requests_pending_;
    arbitrate_.notify(sc_core::SC_ZERO_TIME);
    while (r.pending && generation == generation_ && !failure_) wait(answered_[ui] | kick_);
    if (generation != generation_ || failure_) return false;
    if (r.granted) break;
    // Kept from claiming by another unit's claim, it asks again next cycle (banks.h).
    const std::int64_t waited = r.claimed ? r.free.at - now() : 1;
    if (r.free.dram) {
      stats_.units[ui].dram_bus_wait_cycles += waited;
    } else {
      stats_.bank_waits.cycles[static_cast<size_t>(r.free.buffer)][static_cast<size_t>(r.free.port)] += waited;
      stats_.units[ui].bank_wait_cycles += waited;
    }
    waitCycles(waited);
    if (generation != generation_ || failure_) return false;
  }
  return true;
}

// The arbiter runs in the last delta of a cycle: while anything else is
// pending at this time (a completion landing tokens, a unit still deciding),
// it looks again one delta later, so every request of the cycle is in.
void Accelerator::arbitrate() {
  if (requests_pending_ == 0) return;
  if (sc_core::sc_pending_activity_at_current_time()) {
    arbitrate_.notify(sc_core::SC_ZERO_TIME);
    return;
  }
  for (const int u : hw::model::kServeOrder) {
    PortRequest& r = requests_[static_cast<size_t>(u)];
    if (!r.pending) continue;
    const hw::model::BankPorts::Ask ask{u, now(), r.until, r.dram_until};
    r.free = ports_.freeAt(r.use, ask);
    r.granted = r.free.at <= now();
    if (r.granted)
      ports_.hold(r.use, u, r.until, r.dram_until);
    else
      r.claimed = ports_.claim(r.use, ask, r.free);
    r.pending = false;
    --requests_pending_;
    answered_[static_cast<size_t>(u)].notify();
  }
}

// Completion, in order per unit: at `done` the pushes land.
void Accelerator::completionThread(int u) {
  const size_t ui = static_cast<size_t>(u);
  for (;;) {
    while (in_flight_[ui].empty()) {
      blocking();
      wait(started_[ui]);
    }
    const InFlight head = in_flight_[ui].front();
    if (head.done == kClocked) {
      if (!clockedDone(head)) continue;
    } else if (now() < head.done) {
      waitCycles(head.done - now());
    }
    if (in_flight_[ui].empty() || in_flight_[ui].front().serial != head.serial) continue;  // a new run cleared it
    in_flight_[ui].pop_front();
    const isa::Instruction& in = instruction(head.index);
    if (in.deps.push_prev && u > 0) ++tokens_[static_cast<size_t>(queueOf(u, u - 1))];
    if (in.deps.push_next && u < 3) ++tokens_[static_cast<size_t>(queueOf(u, u + 1))];
    ++completed_;
    stats_.cycles = std::max(stats_.cycles, now());
    if (in.opcode == Opcode::kHalt) {
      halt_pending_ = false;
      halt_done_.notify();
    }
    completed_event_.notify();
    if (completed_ == run_->instructions->size()) {
      running_ = false;
      finished_.notify(sc_core::SC_ZERO_TIME);
    }
  }
}

bool Accelerator::clocked(const isa::Instruction& in) const {
  return clocked_ && run_->clocked_compute && run_->apply_effects && in.opcode == Opcode::kCompute;
}

// A COMPUTE on the clocked compute unit: it starts in the cycle the unit
// takes it, the unit is busy until it can take the next one, and it
// completes when the unit says so (clockedDone). The unit's clock runs
// meanwhile, so these waits are progress to the deadlock check.
void Accelerator::clockedStart(std::size_t index, const isa::Instruction& in, std::int64_t ready) {
  const auto ui = static_cast<size_t>(isa::Stage::kCompute);
  const std::int64_t offered = now();
  ++timed_waits_;
  const Status taken = clocked_->take(in);
  --timed_waits_;
  if (!taken.ok()) {
    fail(index, taken.diagnostics().empty() ? "the compute unit refused it" : taken.diagnostics().front().message);
    return;
  }
  const std::int64_t start = now() - 1;  // take() returns at the boundary after the edge that took it
  // The unit keeps the array's order itself; the order's record is what the
  // next COMPUTE's bank-port claim starts from (awaitPorts), as on the timed
  // unit: without it a claim started before the unit would take the COMPUTE,
  // and a LOAD into the bank went a cycle earlier under --rtl.
  order_.started(in.compute, start);
  stats_.units[ui].interlock_cycles += start - offered;
  in_flight_[ui].push_back({index, kClocked, ++serial_, ++clocked_taken_});
  started_[ui].notify();
  ++timed_waits_;
  const bool free = clocked_->waitFree();
  --timed_waits_;
  stats_.times[index].start = start;
  stats_.times[index].issue = now() - start;
  stats_.times[index].waited = start - ready;
  ++stats_.units[ui].instructions;
  stats_.units[ui].busy_cycles += now() - start;
  if (!free) fail(index, fmt::format("the compute unit made no progress for {} cycles", ClockedComputeUnit::stallLimit()));
}

// The completion thread's wait for a clocked COMPUTE; false when the unit
// got stuck (the run fails there and the entry is dropped).
bool Accelerator::clockedDone(const InFlight& head) {
  const auto ui = static_cast<size_t>(isa::Stage::kCompute);
  ++timed_waits_;
  while (clocked_->completed() < head.ordinal && !clocked_->stuck()) wait(clocked_->completion());
  --timed_waits_;
  if (clocked_->completed() < head.ordinal) {
    fail(head.index, fmt::format("the compute unit did not complete it ({} cycles without progress)",
                                 ClockedComputeUnit::stallLimit()));
    if (!in_flight_[ui].empty() && in_flight_[ui].front().serial == head.serial) in_flight_[ui].pop_front();
    return false;
  }
  const std::int64_t done = std::max(now(), last_done_[ui]);
  last_done_[ui] = done;
  stats_.times[head.index].done = done;
  if (core_) core_->addZeroProducts(clocked_->zeroProducts(head.ordinal));  // the RTL's gating count
  if (run_->applied && !failure_)
    if (Status s = run_->applied(head.index); !s.ok())
      fail(head.index, s.diagnostics().empty() ? "refused" : s.diagnostics().front().message);
  return true;
}

std::string Accelerator::waitsFor(int u) const {
  const auto& q = queues_[static_cast<size_t>(u)];
  if (q.empty()) return "empty";
  const isa::Instruction& in = instruction(q.front().index);
  std::string what;
  if (in.deps.pop_prev && (u == 0 || tokens_[static_cast<size_t>(queueOf(u - 1, u))] == 0))
    what = u == 0 ? "a token from before the load unit (none exists)"
                  : fmt::format("a token from the {} unit", isa::name(static_cast<isa::Stage>(u - 1)));
  else if (in.deps.pop_next && (u == 3 || tokens_[static_cast<size_t>(queueOf(u + 1, u))] == 0))
    what = u == 3 ? "a token from after the store unit (none exists)"
                  : fmt::format("a token from the {} unit", isa::name(static_cast<isa::Stage>(u + 1)));
  else if (in.opcode == Opcode::kHalt)
    what = "the other units to drain";
  else
    what = "nothing (ready)";
  const std::size_t at = run_->first_index + q.front().index;
  const std::string where = run_->where ? run_->where(at) : fmt::format("instruction {}", at);
  return fmt::format("{} ({}) waits for {}", where, isa::toAssembly(in), what);
}

Expected<TimedStats> Accelerator::finish() {
  if (failure_) return *failure_;
  if (completed_ != run_->instructions->size()) return deadlockStatus();
  stats_.dram_bytes_read = dram_.bytes_read;
  stats_.dram_bytes_written = dram_.bytes_written;
  stats_.dram_transactions = dram_.transactions;
  if (clocked_ && run_->clocked_compute) stats_.compute_unit_clocks = clocked_->clocks() - clocked_clocks_;
  return stats_;
}

}  // namespace tessera::sim::tlm

/// libsystemc's own main() calls sc_main; Tessera's programs have their own
/// main and drive the kernel through runTimed() or a platform of their own,
/// so this entry point exists only to satisfy the library's reference (it is
/// here, beside the module every user links, not in a file a linker may skip)
/// and refuses to run.
int sc_main(int, char*[]) { return 1; }
