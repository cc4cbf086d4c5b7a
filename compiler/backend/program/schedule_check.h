// Schedule checker: executes a Program's token semantics abstractly.
//
// The model: a fetch unit dispatches instructions in stream order, up to
// the spec's control.fetch_width_instructions per step, into one command
// queue per stage (load, compute, vector, store;
// control.queue_depth_instructions entries each; a full queue stalls fetch).
// Each stage starts its queue's instructions in order: the next starts when
// the stage is free again and every token it pops is available (pop = wait
// for and consume one token from the neighbour's queue); instructions
// complete in order, and pushes land at completion. Unweighted, every
// instruction takes 1 step. Weighted, hw::model::instructionTiming() (hw/model/timing.h) gives
// each an issue interval and a latency from the spec: a transfer occupies
// the DMA for DRAM latency + bytes / bandwidth; a weight- or input-
// stationary COMPUTE frees the array after max(depth, rows preloaded) and
// delivers its sums a fill/drain later, so back-to-back computes overlap as
// hw::model assumes; VECTOR takes count cycles. HALT is a
// barrier: it starts when every other stage has drained, and fetch stops at
// it until it completes (the host runs between segments). Weighted, an
// instruction also waits for the scratchpad bank ports it uses to be free of
// other stages (hw/model/banks.h: a port is held for its holder's issue
// interval; stages asking in one step are served store first: kServeOrder), and a
// LOAD or STORE for the DRAM's data bus, which the two share (held for the
// transfer's bytes; the stage refused it first takes it next).
//
// It reports a deadlock (nothing can start, fetch cannot progress, work
// remains), tokens left in any queue at the end, the critical path (steps
// to completion), and, from vector clocks carried by the tokens, every data
// race: two accesses to the same scratchpad row or DRAM byte, at least one a
// write, from different stages and not ordered by program order plus
// tokens. It also checks every row address against the spec's buffer
// geometry (each plane's rows of a transfer, row_plane_stride apart), lane
// and tile counts
// against the array and vector unit, and that every DRAM access lies inside
// a region of the memory plan (each plane of a transfer inside one region;
// no write touches a constant). An error here is a compiler bug.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/backend/program/program.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// How the checker runs; the fetch width and the queue depth are the spec's
/// (control.fetch_width_instructions, control.queue_depth_instructions).
struct CheckOptions {
  bool weighted = false;      ///< latencies from the spec instead of 1 per instruction
  bool check_races = true;    ///< vector clocks and per-row / per-byte access tracking
  std::size_t max_errors = 20;
};

struct CheckReport {
  bool deadlock = false;
  std::string deadlock_detail;              ///< the stalled stage heads
  std::array<std::int64_t, 6> tokens_left{};  ///< per queue: l->c, c->l, c->v, v->c, v->s, s->v
  std::int64_t executed = 0;
  std::int64_t steps = 0;                   ///< time of the last completion (critical path)
  std::array<std::int64_t, 4> busy{};       ///< time each stage spent executing
  std::vector<std::string> errors;          ///< races, out-of-range addresses (first max_errors)
  std::int64_t error_count = 0;
  bool ok() const;
};

/// Runs the model above over `program` compiled for `spec`.
CheckReport checkProgram(const hw::Spec& spec, const Program& program, const CheckOptions& options = {});

}  // namespace tessera::backend
