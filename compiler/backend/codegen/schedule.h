// Scheduling: dependency tokens synthesized from requirements, and the
// order in which the instruction stream presents instructions to the stages.
//
// Codegen appends instructions to four per-stage streams (load, compute,
// vector, store: each stage executes its own in order) and states
// requirements: "this instruction may start only after that instruction of
// a neighbouring stage has completed". schedule() turns them into the ISA's
// tokens (VTA semantics, isa.h): per queue (ordered pair of neighbours) it
// keeps the requirements not already implied by an earlier one (consumers
// in order, producers strictly increasing), marks push on each kept
// producer and pop on its consumer, so the k-th pop consumes exactly the
// k-th push and every queue ends empty. A requirement between non-neighbours
// is the caller's business: it routes it through the stage in between with
// no-op relay instructions (codegen.h).
//
// The stream order only matters to the fetch unit, which dispatches in
// order into bounded per-stage queues; it must be a topological order of the
// dependencies or a full queue can deadlock fetch. With `interleave`, the
// four stages are first simulated with unbounded queues and each
// instruction's timing (hw/model/timing.h), and each unit
// (kernel) is emitted in order of simulated start time (ties: load first):
// the loads of tile i+1 come before the compute of tile i exactly when they
// can run during it, and an instruction that must wait (a load for a buffer
// slot still in use) comes after the instructions it waits for, so it never
// fills a queue ahead of them. Start times respect every dependency, so the
// order is topological. Without `interleave`, instructions keep the order
// codegen generated them (tile by tile).
//
// Instructions are encoded as they are emitted (IsaLayout::words words
// each): a ResNet-50 program is then tens of MB instead of hundreds, and a
// field that does not fit is caught where codegen produced it. Token flags
// are patched into the words afterwards.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/model/timing.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// An instruction by stage and position in that stage's own stream.
struct StageRef {
  isa::Stage stage = isa::Stage::kLoad;
  std::uint32_t index = 0;
};

/// Instructions of one unit (a kernel, or a segment's halt) in the final stream.
struct UnitRange {
  int unit = -1;
  std::size_t first = 0;
  std::size_t count = 0;
};

/// The scheduled stream.
struct ScheduledStream {
  std::vector<std::uint64_t> code;  ///< encoded instructions in stream order
  std::vector<UnitRange> units;     ///< in stream order
  std::int64_t requirements = 0;    ///< stated by codegen
  std::int64_t tokens = 0;          ///< push/pop pairs after pruning implied requirements
};

/// Per-stage instruction streams plus requirements; see the file comment.
class StageStreams {
 public:
  /// `windows`: instructions each stage may have in flight
  /// (hw::model::transferWindow; orders the stream as the timing rule runs it).
  explicit StageStreams(const isa::IsaLayout& layout, std::array<std::size_t, 4> windows = unlimited());
  /// No stage limits the instructions it has in flight.
  static std::array<std::size_t, 4> unlimited() {
    std::array<std::size_t, 4> w;
    w.fill(std::numeric_limits<std::size_t>::max());
    return w;
  }

  /// Starts a unit: instructions appended from now on belong to it.
  void beginUnit(int unit);
  /// Encodes and appends to the stage of the opcode; returns where it went.
  /// `timing`: its estimated timing (orders the stream). An instruction
  /// that does not encode is remembered and reported by schedule().
  StageRef emit(const isa::Instruction& instruction, hw::model::UnitTiming timing = {});
  /// `consumer` starts only after `producer` (a neighbouring stage) completed.
  void require(StageRef consumer, StageRef producer);
  /// Instructions in one stage so far.
  std::uint32_t size(isa::Stage stage) const {
    return static_cast<std::uint32_t>(stages_[static_cast<size_t>(stage)].size());
  }
  /// Total instructions.
  std::size_t total() const { return stages_[0].size() + stages_[1].size() + stages_[2].size() + stages_[3].size(); }

  /// Synthesizes tokens and orders the stream. Errors (an instruction that
  /// did not encode, a requirement between non-neighbours, a dependency
  /// cycle) are compiler bugs, reported rather than asserted.
  Expected<ScheduledStream> schedule(bool interleave);

 private:
  struct Requirement {
    std::uint32_t consumer;
    std::uint32_t producer;
  };
  struct Unit {
    int unit;
    std::array<std::uint32_t, 4> begin;  ///< per-stage start
    std::size_t generated_begin;         ///< start in generation order
  };
  /// Source (index in the producing stage) of each pop, per stage and side (-1: none).
  struct PopSources {
    std::array<std::vector<std::int32_t>, 4> prev, next;
  };
  void setFlag(std::uint32_t position, isa::Field flag);
  /// Sets the push and pop flags for queue q's requirements: per consumer the
  /// strongest, skipping those an earlier pop implies (counted in out.tokens).
  Status placeTokens(int q, PopSources& pops, ScheduledStream& out);
  /// Each instruction's simulated start time with unbounded queues (a HALT waits for every stage).
  Expected<std::vector<std::uint64_t>> startTimes(const PopSources& pops) const;
  /// Per unit, the four stage sequences merged by start time (ties: load, compute, vector, store) into out.
  void mergeByStart(const std::vector<std::uint64_t>& start, ScheduledStream& out) const;

  const isa::IsaLayout& layout_;
  std::size_t words_per_ = 1;
  std::array<std::size_t, 4> windows_;
  std::vector<std::uint64_t> code_;                   ///< encoded, in generation order
  std::vector<std::uint32_t> issue_, latency_;        ///< estimated timing, in generation order
  std::array<std::vector<std::uint32_t>, 4> stages_;  ///< per stage: positions in generation order
  std::array<std::vector<Requirement>, 6> queues_;    ///< see queueIndex() in schedule.cpp
  std::vector<Unit> units_;
  std::int64_t requirement_count_ = 0;
  bool non_neighbours_ = false;
  std::vector<Diagnostic> encode_errors_;
};

}  // namespace tessera::backend
