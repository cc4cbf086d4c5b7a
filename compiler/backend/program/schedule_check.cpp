// Schedule checker: token simulation, critical path, races and address checks (see schedule_check.h).
#include "compiler/backend/program/schedule_check.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <unordered_map>

#include "compiler/backend/codegen/schedule.h"
#include "hw/isa/encode.h"
#include "hw/model/banks.h"

namespace tessera::backend {
namespace {

using isa::Opcode;
using isa::Stage;

/// Instructions of each stage known complete.
using Clock = std::array<std::uint32_t, 4>;

Clock join(const Clock& a, const Clock& b) {
  Clock c;
  for (int i = 0; i < 4; ++i)
    c[static_cast<size_t>(i)] = std::max(a[static_cast<size_t>(i)], b[static_cast<size_t>(i)]);
  return c;
}

/// One access's identity: stage and index within that stage's own order.
struct Access {
  int stage = -1;
  std::uint32_t index = 0;
};

/// Last write and, per stage, the last read since it.
struct Cell {
  Access write;
  std::array<std::int64_t, 4> reads{-1, -1, -1, -1};
};

class RaceTracker {
 public:
  RaceTracker(const hw::Spec& spec, const Program& program, CheckReport& report, std::size_t max_errors)
      : spec_(spec), program_(program), report_(report), max_errors_(max_errors) {
    for (int b = 0; b < 3; ++b)
      rows_[static_cast<size_t>(b)].resize(static_cast<size_t>(spec.buffer(static_cast<hw::BufferKind>(b)).total_rows));
  }

  void error(std::size_t instruction, const std::string& message) {
    ++report_.error_count;
    if (report_.errors.size() < max_errors_)
      report_.errors.push_back(fmt::format("instruction {} ({}): {}", instruction,
                                           isa::toAssembly(program_.instruction(instruction)), message));
  }

  /// Checks one access against the cell's history and records it.
  void access(Cell& cell, const Access& who, const Clock& clock, bool write, std::size_t instruction,
              const std::string& what) {
    auto ordered = [&](const Access& before) {
      if (before.stage < 0) return true;
      if (before.stage == who.stage) return true;  // program order within a stage
      return clock[static_cast<size_t>(before.stage)] > before.index;
    };
    if (!ordered(cell.write))
      error(instruction, fmt::format("{} races with an earlier write by the {} stage", what,
                                     isa::name(static_cast<Stage>(cell.write.stage))));
    if (write) {
      for (int s = 0; s < 4; ++s)
        if (cell.reads[static_cast<size_t>(s)] >= 0 &&
            !ordered({s, static_cast<std::uint32_t>(cell.reads[static_cast<size_t>(s)])}))
          error(instruction,
                fmt::format("{} overwrites data the {} stage may still read", what, isa::name(static_cast<Stage>(s))));
      cell.write = who;
      cell.reads = {-1, -1, -1, -1};
    } else {
      cell.reads[static_cast<size_t>(who.stage)] = who.index;
    }
  }

  /// Rows [first, first + count) of `buffer`; false (an error recorded) when they leave the buffer.
  bool rows(hw::BufferKind buffer, std::uint64_t first, std::uint64_t count, const Access& who, const Clock& clock,
            bool write, std::size_t instruction, const char* field) {
    auto& cells = rows_[static_cast<size_t>(buffer)];
    if (first + count > cells.size()) {
      error(instruction, fmt::format("{} rows [{}, {}) exceed the {} buffer's {} rows", field, first, first + count,
                                     hw::name(buffer), cells.size()));
      return false;
    }
    if (!check_) return true;
    for (std::uint64_t r = first; r < first + count; ++r)
      access(cells[r], who, clock, write, instruction, fmt::format("{} row {}:{}", field, hw::name(buffer), r));
    return true;
  }

  /// The buffer side of a transfer: `planes` blocks of `rows` rows, row_plane_stride
  /// apart, their rows row_stride apart (isa::bufferRow); one range when contiguous.
  void transferRows(const isa::TransferFields& t, const Access& who, const Clock& clock, bool write,
                    std::size_t instruction, const char* field) {
    if (isa::contiguousRows(t)) {
      rows(t.buffer, t.row_address, isa::bufferRows(t), who, clock, write, instruction, field);
      return;
    }
    const bool adjacent = isa::rowStride(t) == 1;
    for (std::uint64_t p = 0; p < isa::planeCount(t); ++p)
      for (std::uint64_t r = 0; r < (adjacent ? 1 : t.rows); ++r)
        if (!rows(t.buffer, isa::bufferRow(t, p, r), adjacent ? t.rows : 1, who, clock, write, instruction, field))
          return;
  }

  /// The DRAM side of a transfer: `planes` blocks `plane_stride` apart of `rows` rows `stride` apart.
  void dram(const isa::TransferFields& t, std::uint64_t row_bytes, const Access& who, const Clock& clock, bool write,
            std::size_t instruction) {
    const std::uint64_t address = t.dram_address, rows = t.rows, stride = t.dram_stride_bytes;
    // Planes at the same address touch the same bytes again (a replicated zero row).
    const std::uint64_t planes = t.dram_plane_stride_bytes == 0 ? 1 : isa::planeCount(t);
    const std::uint64_t plane_stride = t.dram_plane_stride_bytes;
    if (rows == 0 || row_bytes == 0) return;
    // Every plane inside one region of the plan: the rows of a plane stay in
    // one tensor; planes may gather several (both operands of an add are two
    // planes of one LOAD when their rows sit back to back in the buffer).
    // The whole span is tried first: most transfers read one tensor.
    // Transposed: element e of every row sits e * stride further, the rows one element apart.
    const std::uint64_t element_bytes = t.transpose ? std::max<std::uint64_t>(row_bytes / t.elements, 1) : 0;
    const std::uint64_t plane_span =
        t.transpose ? (t.elements - 1) * stride + rows * element_bytes : (rows - 1) * stride + row_bytes;
    const std::uint64_t end = address + (planes - 1) * plane_stride + plane_span;
    std::vector<const Region*> regions;
    if (const Region* whole = regionHolding(address, end)) {
      regions.push_back(whole);
    } else {
      for (std::uint64_t p = 0; p < planes; ++p) {
        const std::uint64_t first = address + p * plane_stride;
        const Region* region = regionHolding(first, first + plane_span);
        if (!region) {
          error(instruction, fmt::format("DRAM bytes [{:#x}, {:#x}){} are not inside one region of the memory plan",
                                         first, first + plane_span, planes > 1 ? fmt::format(" (plane {})", p) : ""));
          return;
        }
        regions.push_back(region);
      }
    }
    for (const Region* region : regions)
      if (write && (region->kind == RegionKind::kWeight || region->kind == RegionKind::kConstant ||
                    region->kind == RegionKind::kZero)) {
        error(instruction, fmt::format("writes the constant region '{}'", region->name));
        return;
      }
    if (!check_) return;
    if (t.transpose) {
      for (std::uint64_t p = 0; p < planes; ++p)
        for (std::uint64_t e = 0; e < t.elements; ++e) {
          const std::uint64_t a = address + p * plane_stride + e * stride;
          for (std::uint64_t g = a / kGranule; g <= (a + rows * element_bytes - 1) / kGranule; ++g)
            access(dram_[g], who, clock, write, instruction, fmt::format("DRAM {:#x}", g * kGranule));
        }
      return;
    }
    for (std::uint64_t p = 0; p < planes; ++p)
      for (std::uint64_t r = 0; r < rows; ++r) {
        const std::uint64_t a = address + p * plane_stride + r * stride;
        for (std::uint64_t g = a / kGranule; g <= (a + row_bytes - 1) / kGranule; ++g)
          access(dram_[g], who, clock, write, instruction, fmt::format("DRAM {:#x}", g * kGranule));
        if (stride == 0) break;  // the same bytes again
      }
  }

  void setCheck(bool check) { check_ = check; }

 private:
  /// The smallest region of the plan holding DRAM bytes [first, end), or nullptr.
  const Region* regionHolding(std::uint64_t first, std::uint64_t end) const {
    const Region* region = nullptr;
    for (const Region& r : program_.memory.regions)
      if (first >= static_cast<std::uint64_t>(r.offset_bytes) &&
          end <= static_cast<std::uint64_t>(r.offset_bytes + std::max<std::int64_t>(r.bytes, 1)) &&
          (!region || r.bytes < region->bytes))
        region = &r;
    return region;
  }

  static constexpr std::uint64_t kGranule = 16;
  const hw::Spec& spec_;
  const Program& program_;
  CheckReport& report_;
  std::size_t max_errors_;
  bool check_ = true;
  std::array<std::vector<Cell>, 3> rows_;
  std::unordered_map<std::uint64_t, Cell> dram_;
};

int queueOf(int producer, int consumer) { return producer < consumer ? 2 * producer : 2 * consumer + 1; }

hw::model::UnitTiming timing(const hw::Spec& spec, const isa::Instruction& in, bool weighted) {
  return weighted ? hw::model::instructionTiming(spec, in) : hw::model::UnitTiming{};
}

/// The replay of a Program on the four stages, one time step at a time:
/// completions (in order per stage; their token pushes land), starts (a free
/// stage whose next instruction's tokens are there), fetch (into per-stage
/// queues). Every started instruction's effects are checked (RaceTracker).
class Replay {
 public:
  Replay(const hw::Spec& spec, const Program& program, const CheckOptions& options, CheckReport& report)
      : spec_(spec),
        options_(options),
        report_(report),
        instructions_(program.decoded()),
        tracker_(spec, program, report, options.max_errors),
        compression_(instructions_.size(), 1.0) {
    tracker_.setCheck(options.check_races);
    for (const ProgramKernel& k : program.kernels)
      for (std::size_t i = k.first; i < k.first + k.count && i < instructions_.size(); ++i)
        compression_[i] = k.weight_compression;
  }

  /// True once every instruction has completed.
  bool done() const { return executed_ == instructions_.size(); }

  /// Completions at the current time, in order per stage: their pushes land.
  void complete() {
    for (int s = 0; s < 4; ++s) {
      const size_t si = static_cast<size_t>(s);
      while (!in_flight_[si].empty() && in_flight_[si].front().done_at <= t_) {
        const InFlight done = in_flight_[si].front();
        in_flight_[si].pop_front();
        const isa::Instruction& in = instructions_[done.instruction];
        Clock after = done.clock;
        after[si] = completed_[si] + 1;
        if (in.deps.push_prev && s > 0) tokens_[static_cast<size_t>(queueOf(s, s - 1))].push_back(after);
        if (in.deps.push_next && s < 3) tokens_[static_cast<size_t>(queueOf(s, s + 1))].push_back(after);
        stage_clock_[si] = join(stage_clock_[si], after);
        ++completed_[si];
        if (in.opcode == Opcode::kHalt) {
          // The segment is over: every stage has drained, so everything before is known to all.
          Clock all{};
          for (const Clock& c : stage_clock_) all = join(all, c);
          stage_clock_.fill(all);
          halt_pending_ = false;
        }
        ++executed_;
        report_.steps = std::max(report_.steps, t_);
      }
    }
  }

  /// Starts: a stage starts its next instruction once it is free (pipelined
  /// instructions overlap: the next may start before this one completes) and
  /// the tokens it pops are there. True when one started.
  bool start() {
    bool started = false;
    wake_ = std::numeric_limits<std::int64_t>::max();
    for (const int s : hw::model::kServeOrder) {
      const size_t si = static_cast<size_t>(s);
      if (free_at_[si] > t_ || queues_[si].empty()) continue;
      const std::size_t i = queues_[si].front();
      const isa::Instruction& in = instructions_[i];
      auto& prev = tokens_[static_cast<size_t>(s > 0 ? queueOf(s - 1, s) : 0)];
      auto& next = tokens_[static_cast<size_t>(s < 3 ? queueOf(s + 1, s) : 0)];
      if (in.opcode == Opcode::kHalt && !drainedBut(s)) continue;
      if (options_.weighted && in_flight_[si].size() >= hw::model::transferWindow(spec_, static_cast<Stage>(s))) continue;
      if (in.deps.pop_prev && (s == 0 || prev.empty())) continue;
      if (in.deps.pop_next && (s == 3 || next.empty())) continue;
      // Weighted, the bank ports (and the DRAM's data bus) it uses must be free of other units (hw/model/banks.h).
      // Weighted, a tile may be held back by the array's order interlock (timing.h, ArrayOrder).
      const hw::model::UnitTiming time = timing(spec_, in, options_.weighted);
      const std::int64_t start =
          options_.weighted && in.opcode == Opcode::kCompute ? order_.earliestStart(in.compute, t_) : t_;
      hw::model::BankUse use;
      if (options_.weighted) {
        use = hw::model::bankUse(spec_, in, in.compute.tile_rows);
        const hw::model::BankPorts::Ask ask{s, t_, start + time.issue, start + use.dram_cycles};
        const hw::model::BankPorts::Free free = ports_.freeAt(use, ask);
        if (free.at > t_) {
          // Kept from claiming by another stage's claim, it asks again next cycle (banks.h).
          wake_ = std::min(wake_, ports_.claim(use, ask, free) ? free.at : t_ + 1);
          continue;
        }
      }
      Clock clock = stage_clock_[si];
      if (in.deps.pop_prev) {
        clock = join(clock, prev.front());
        prev.pop_front();
      }
      if (in.deps.pop_next) {
        clock = join(clock, next.front());
        next.pop_front();
      }
      stage_clock_[si] = clock;
      checkEffects(i, clock, s);
      ++issued_[si];
      queues_[si].pop_front();
      if (options_.weighted && in.opcode == Opcode::kCompute) order_.started(in.compute, start);
      std::int64_t done_at = start + time.latency;
      if (!in_flight_[si].empty()) done_at = std::max(done_at, in_flight_[si].back().done_at);
      in_flight_[si].push_back({i, done_at, clock});
      free_at_[si] = start + time.issue;
      if (options_.weighted) ports_.hold(use, s, start + time.issue, start + use.dram_cycles);
      report_.busy[si] += time.issue;
      started = true;
    }
    return started;
  }

  /// Fetches up to the fetch width into the stages' queues (nothing after a
  /// HALT until it completes). True when one was fetched.
  bool fetch() {
    bool fetched = false;
    const std::size_t n = instructions_.size();
    for (int f = 0; f < spec_.params().control.fetch_width_instructions && pc_ < n && !halt_pending_; ++f) {
      const int s = static_cast<int>(isa::stageOf(instructions_[pc_].opcode));
      auto& q = queues_[static_cast<size_t>(s)];
      if (static_cast<int>(q.size()) >= spec_.params().control.queue_depth_instructions) break;
      if (instructions_[pc_].opcode == Opcode::kHalt) halt_pending_ = true;
      q.push_back(pc_++);
      fetched = true;
    }
    return fetched;
  }

  /// Moves time on: one step after progress, else to the next completion or
  /// free stage. False (the deadlock reported) when nothing can happen any more.
  bool advance(bool progressed) {
    std::int64_t next_done = wake_;  // a stage waiting for a bank port
    for (int s = 0; s < 4; ++s) {
      const size_t si = static_cast<size_t>(s);
      if (!in_flight_[si].empty()) next_done = std::min(next_done, in_flight_[si].front().done_at);
      if (!queues_[si].empty() && free_at_[si] > t_) next_done = std::min(next_done, free_at_[si]);
    }
    if (progressed) {
      ++t_;
      return true;
    }
    if (next_done != std::numeric_limits<std::int64_t>::max()) {
      t_ = std::max(t_ + 1, next_done);
      return true;
    }
    report_.deadlock = true;
    for (int s = 0; s < 4; ++s) {
      const auto& q = queues_[static_cast<size_t>(s)];
      report_.deadlock_detail += fmt::format("{}: {}; ", isa::name(static_cast<Stage>(s)),
                                             q.empty() ? std::string("empty")
                                                       : fmt::format("waits at instruction {} ({})", q.front(),
                                                                     isa::toAssembly(instructions_[q.front()])));
    }
    return false;
  }

  /// The report's totals: instructions executed, tokens left in each queue.
  void finish() {
    report_.executed = static_cast<std::int64_t>(executed_);
    for (int q = 0; q < 6; ++q)
      report_.tokens_left[static_cast<size_t>(q)] = static_cast<std::int64_t>(tokens_[static_cast<size_t>(q)].size());
  }

 private:
  /// An instruction started, not completed (completion is in order).
  struct InFlight {
    std::size_t instruction;
    std::int64_t done_at;
    Clock clock;  // at its start
  };

  /// True when every stage but `stage` is idle and empty (a HALT may start).
  bool drainedBut(int stage) const {
    bool drained = true;
    for (int o = 0; o < 4; ++o)
      drained = drained && in_flight_[static_cast<size_t>(o)].empty() &&
                (o == stage || queues_[static_cast<size_t>(o)].empty());
    return drained;
  }

  /// Checks what instruction i, started by `stage` at `clock`, reads and writes.
  void checkEffects(std::size_t i, const Clock& clock, int stage) {
    const isa::Instruction& in = instructions_[i];
    const Access who{stage, issued_[static_cast<size_t>(stage)]};
    switch (in.opcode) {
      case Opcode::kLoad:
      case Opcode::kStore: checkTransfer(i, in, who, clock); break;
      case Opcode::kCompute: checkCompute(i, in.compute, who, clock); break;
      case Opcode::kVector: checkVector(i, in.vector, who, clock); break;
      case Opcode::kHalt: break;
    }
  }

  /// A LOAD or STORE: row width, element size, its buffer rows and DRAM bytes.
  void checkTransfer(std::size_t i, const isa::Instruction& in, const Access& who, const Clock& clock) {
    const hw::SpecParams& hw = spec_.params();
    const auto& tr = in.transfer;
    const hw::BufferGeometry& g = spec_.buffer(tr.buffer);
    if (tr.elements > static_cast<std::uint64_t>(g.elements_per_row))
      tracker_.error(i, fmt::format("{} elements per row, the {} buffer's rows hold {}", tr.elements,
                                    hw::name(tr.buffer), g.elements_per_row));
    int bits = tr.buffer == hw::BufferKind::kWeight ? hw.precision.weight_bits : hw.precision.activation_bits;
    if (in.opcode == Opcode::kLoad && tr.buffer == hw::BufferKind::kOutput) bits = hw.precision.accumulator_bits;
    if (tr.transpose && bits % 8 != 0)
      tracker_.error(i, fmt::format("a transposing transfer of {}-bit elements (whole bytes only)", bits));
    const std::uint64_t row_bytes = (tr.elements * static_cast<std::uint64_t>(bits) + 7) / 8;
    const bool load = in.opcode == Opcode::kLoad;
    tracker_.transferRows(tr, who, clock, load, i, load ? "load" : "store");
    tracker_.dram(tr, row_bytes, who, clock, !load, i);
  }

  /// A COMPUTE: tile size, the input rows, the (compressed) weight rows and the sums.
  void checkCompute(std::size_t i, const isa::ComputeFields& c, const Access& who, const Clock& clock) {
    const hw::SpecParams& hw = spec_.params();
    if (c.tile_rows > static_cast<std::uint64_t>(hw.pe_array.rows) ||
        c.tile_cols > static_cast<std::uint64_t>(hw.pe_array.cols))
      tracker_.error(i, fmt::format("a {}x{} tile on a {}x{} array", c.tile_rows, c.tile_cols, hw.pe_array.rows,
                                    hw.pe_array.cols));
    if (c.depth == 0) return;
    tracker_.rows(hw::BufferKind::kInput, c.input_row, c.depth, who, clock, false, i, "compute input");
    if (c.preload_weights) {
      const double k = compression_[i];
      const std::uint64_t rows =
          k >= 1.0
              ? c.tile_rows
              : std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::ceil(static_cast<double>(c.tile_rows) * k)));
      tracker_.rows(hw::BufferKind::kWeight, c.weight_row, rows, who, clock, false, i, "compute weight");
    }
    if (c.accumulate)
      tracker_.rows(hw::BufferKind::kOutput, c.output_row, c.depth, who, clock, false, i, "compute sum");
    tracker_.rows(hw::BufferKind::kOutput, c.output_row, c.depth, who, clock, true, i, "compute sum");
  }

  /// A VECTOR: lanes, its source, operand and destination rows.
  void checkVector(std::size_t i, const isa::VectorFields& v, const Access& who, const Clock& clock) {
    const std::int64_t widest = spec_.derived().vector_row_max_elements;
    if (v.lanes > static_cast<std::uint64_t>(widest))
      tracker_.error(i, fmt::format("{} elements per row, a VECTOR row holds at most {} (the widest of the vector "
                                    "unit's lanes and the buffer rows)",
                                    v.lanes, widest));
    if (v.count == 0) return;
    // Rows of a buffer narrower than the VECTOR row span several (isa.h, VectorFields); bias_add and a per_lane
    // mul broadcast one operand row, a per-lane requantize reads a multiplier row then a shift row, reduce_sum /
    // reduce_max write one row whatever `count` is.
    const isa::VectorBufferRows rows = isa::vectorBufferRows(spec_, v);
    tracker_.rows(v.src_buffer, v.src_row, rows.src_rows, who, clock, false, i, "vector source");
    if (rows.operand_rows > 0)
      tracker_.rows(v.operand_buffer, v.operand_row, rows.operand_rows, who, clock, false, i,
                    v.op == hw::VectorOp::kRequantize ? "vector per-lane operand" : "vector operand");
    tracker_.rows(v.dst_buffer, v.dst_row, rows.dst_rows, who, clock, true, i, "vector destination");
  }

  const hw::Spec& spec_;
  const CheckOptions& options_;
  CheckReport& report_;
  const std::vector<isa::Instruction> instructions_;
  RaceTracker tracker_;
  std::vector<double> compression_;  ///< per instruction, its kernel's weight compression
  std::array<std::deque<std::size_t>, 4> queues_;
  std::array<std::deque<Clock>, 6> tokens_;  ///< producer clocks, oldest first
  std::array<std::deque<InFlight>, 4> in_flight_;
  std::array<std::int64_t, 4> free_at_{};     ///< the stage can start its next instruction
  hw::model::ArrayOrder order_{spec_.params().pe_array.dataflow};  ///< weighted: the array's order interlock
  hw::model::BankPorts ports_;                ///< weighted: the bank ports each stage holds
  std::int64_t wake_ = std::numeric_limits<std::int64_t>::max();  ///< when a port a waiting stage needs frees
  std::array<std::uint32_t, 4> issued_{};     ///< per stage, instructions started
  std::array<std::uint32_t, 4> completed_{};  ///< per stage, instructions finished
  std::array<Clock, 4> stage_clock_{};
  std::size_t pc_ = 0;
  std::size_t executed_ = 0;
  bool halt_pending_ = false;
  std::int64_t t_ = 0;
};

}  // namespace

bool CheckReport::ok() const {
  if (deadlock || error_count > 0) return false;
  for (std::int64_t t : tokens_left)
    if (t != 0) return false;
  return true;
}

CheckReport checkProgram(const hw::Spec& spec, const Program& program, const CheckOptions& options) {
  CheckReport report;
  Replay replay(spec, program, options, report);
  while (!replay.done()) {
    replay.complete();
    const bool started = replay.start();
    const bool fetched = replay.fetch();
    if (replay.done() || !replay.advance(fetched || started)) break;
  }
  replay.finish();
  return report;
}

}  // namespace tessera::backend
