// Token synthesis from requirements and the load-first stream merge (see schedule.h).
#include "compiler/backend/codegen/schedule.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "hw/isa/encode.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using isa::Stage;

int stageIndex(Stage stage) { return static_cast<int>(stage); }

/// Queue of tokens from `producer` to `consumer`: forward a->a+1 is 2a, backward a+1->a is 2a+1.
int queueIndex(Stage producer, Stage consumer) {
  const int p = stageIndex(producer), c = stageIndex(consumer);
  return p < c ? 2 * p : 2 * c + 1;
}

Status bug(std::string message) {
  return Status::error(fileError("<codegen>", "internal error: " + std::move(message)));
}

}  // namespace

StageStreams::StageStreams(const isa::IsaLayout& layout, std::array<std::size_t, 4> windows)
    : layout_(layout), words_per_(static_cast<std::size_t>(std::max(layout.words, 1))), windows_(windows) {}

void StageStreams::beginUnit(int unit) {
  Unit u{unit, {}, total()};
  for (int s = 0; s < 4; ++s)
    u.begin[static_cast<size_t>(s)] = static_cast<std::uint32_t>(stages_[static_cast<size_t>(s)].size());
  units_.push_back(u);
}

StageRef StageStreams::emit(const isa::Instruction& instruction, hw::model::UnitTiming timing) {
  const std::int64_t issue = std::clamp<std::int64_t>(timing.issue, 1, 1 << 30);
  issue_.push_back(static_cast<std::uint32_t>(issue));
  latency_.push_back(static_cast<std::uint32_t>(std::clamp<std::int64_t>(timing.latency, issue, 1 << 30)));
  const Stage stage = isa::stageOf(instruction.opcode);
  auto& stream = stages_[static_cast<size_t>(stageIndex(stage))];
  const StageRef ref{stage, static_cast<std::uint32_t>(stream.size())};
  const std::size_t position = total();
  stream.push_back(static_cast<std::uint32_t>(position));
  code_.resize(code_.size() + words_per_, 0);
  const std::span<std::uint64_t> words(code_.data() + position * words_per_, words_per_);
  if (Status s = isa::encodeInto(layout_, instruction, words); !s.ok() && encode_errors_.empty()) {
    Diagnostic d = s.diagnostics().front();
    d.message = fmt::format("internal error: instruction {} ({}) does not encode: {}", position,
                            isa::toAssembly(instruction), d.message);
    encode_errors_.push_back(d);
  }
  return ref;
}

void StageStreams::setFlag(std::uint32_t position, isa::Field flag) {
  const int lsb = layout_.formats[0].find(flag)->lsb;  // the flags follow the opcode in every format
  code_[position * words_per_ + static_cast<size_t>(lsb / 64)] |= std::uint64_t{1} << (lsb % 64);
}

void StageStreams::require(StageRef consumer, StageRef producer) {
  ++requirement_count_;
  const int c = stageIndex(consumer.stage), p = stageIndex(producer.stage);
  if (c - p != 1 && p - c != 1) {
    non_neighbours_ = true;
    return;
  }
  queues_[static_cast<size_t>(queueIndex(producer.stage, consumer.stage))].push_back({consumer.index, producer.index});
}

Expected<ScheduledStream> StageStreams::schedule(bool interleave) {
  if (!encode_errors_.empty()) return Status(encode_errors_);
  if (non_neighbours_) return bug("a requirement between stages that are not neighbours");
  ScheduledStream out;
  out.requirements = requirement_count_;
  const std::size_t n = total();
  PopSources pops;
  for (int s = 0; s < 4; ++s) {
    pops.prev[static_cast<size_t>(s)].assign(stages_[static_cast<size_t>(s)].size(), -1);
    pops.next[static_cast<size_t>(s)].assign(stages_[static_cast<size_t>(s)].size(), -1);
  }
  for (int q = 0; q < 6; ++q)
    if (Status s = placeTokens(q, pops, out); !s.ok()) return s;

  if (units_.empty() || units_.front().begin != std::array<std::uint32_t, 4>{})
    return bug("instructions outside any unit");
  if (!interleave) {
    for (size_t u = 0; u < units_.size(); ++u) {
      const std::size_t from = units_[u].generated_begin;
      const std::size_t to = u + 1 < units_.size() ? units_[u + 1].generated_begin : n;
      out.units.push_back({units_[u].unit, from, to - from});
    }
    out.code = std::move(code_);
    return out;
  }
  auto start = startTimes(pops);
  if (!start) return start.status();
  mergeByStart(*start, out);
  return out;
}

Status StageStreams::placeTokens(int q, PopSources& pops, ScheduledStream& out) {
  auto& reqs = queues_[static_cast<size_t>(q)];
  const int low = q / 2;
  const bool forward = q % 2 == 0;
  const int producer = forward ? low : low + 1, consumer = forward ? low + 1 : low;
  const auto& pstream = stages_[static_cast<size_t>(producer)];
  const auto& cstream = stages_[static_cast<size_t>(consumer)];
  if (!std::is_sorted(reqs.begin(), reqs.end(), [](const Requirement& a, const Requirement& b) {
        return a.consumer != b.consumer ? a.consumer < b.consumer : a.producer < b.producer;
      }))
    std::sort(reqs.begin(), reqs.end(), [](const Requirement& a, const Requirement& b) {
      return a.consumer != b.consumer ? a.consumer < b.consumer : a.producer < b.producer;
    });
  std::int64_t last_producer = -1, pending_consumer = -1, pending_producer = -1;
  auto commit = [&]() -> Status {
    if (pending_consumer < 0) return {};
    if (pending_consumer >= static_cast<std::int64_t>(cstream.size()) ||
        pending_producer >= static_cast<std::int64_t>(pstream.size()))
      return bug("requirement names an instruction that was never emitted");
    const std::uint32_t c = cstream[static_cast<size_t>(pending_consumer)];
    const std::uint32_t p = pstream[static_cast<size_t>(pending_producer)];
    setFlag(c, forward ? isa::Field::kPopPrev : isa::Field::kPopNext);
    setFlag(p, forward ? isa::Field::kPushNext : isa::Field::kPushPrev);
    (forward ? pops.prev : pops.next)[static_cast<size_t>(consumer)][static_cast<size_t>(pending_consumer)] =
        static_cast<std::int32_t>(pending_producer);
    ++out.tokens;
    pending_consumer = -1;
    return {};
  };
  for (const Requirement& r : reqs) {
    if (static_cast<std::int64_t>(r.producer) <= last_producer) continue;  // implied by an earlier pop
    if (static_cast<std::int64_t>(r.consumer) == pending_consumer) {
      pending_producer = last_producer = r.producer;  // the stronger requirement of the same consumer
      continue;
    }
    if (Status s = commit(); !s.ok()) return s;
    pending_consumer = r.consumer;
    pending_producer = last_producer = r.producer;
  }
  return commit();
}

Expected<std::vector<std::uint64_t>> StageStreams::startTimes(const PopSources& pops) const {
  const std::size_t n = total();
  std::vector<std::uint64_t> start(n, 0);
  std::array<std::uint32_t, 4> cursor{};
  std::array<std::uint64_t, 4> free{};  // a stage can issue again
  std::array<std::uint64_t, 4> last{};  // its last instruction completes (in order)
  std::vector<std::uint64_t> end(n, 0);
  const std::uint32_t halt = static_cast<std::uint32_t>(isa::Opcode::kHalt);
  const isa::FieldLayout& opcode = layout_.formats[0].fields[0];
  const auto isHalt = [&](std::uint32_t at) {
    return ((code_[at * words_per_] >> opcode.lsb) & ((1u << opcode.bits) - 1)) == halt;
  };
  // Nothing after a HALT is fetched until it completes: an instruction
  // generated after the next HALT waits for it (else the next segment's
  // first loads would seem to start under the previous segment, and its
  // later ones to wait for the HALT).
  std::vector<std::uint32_t> halts;
  for (const auto& stage : stages_)
    for (std::uint32_t at : stage)
      if (isHalt(at)) halts.push_back(at);
  std::sort(halts.begin(), halts.end());
  std::size_t next_halt = 0;
  std::size_t done = 0;
  while (done < n) {
    bool progress = false;
    for (int s = 0; s < 4; ++s) {
      const size_t si = static_cast<size_t>(s);
      while (cursor[si] < stages_[si].size()) {
        const std::int32_t prev = pops.prev[si][cursor[si]], next = pops.next[si][cursor[si]];
        if (prev >= 0 && static_cast<std::uint32_t>(prev) >= cursor[si - 1]) break;
        if (next >= 0 && static_cast<std::uint32_t>(next) >= cursor[si + 1]) break;
        const std::uint32_t at = stages_[si][cursor[si]];
        if (next_halt < halts.size() && at > halts[next_halt]) break;
        std::uint64_t t = free[si];
        if (prev >= 0) t = std::max(t, end[stages_[si - 1][static_cast<size_t>(prev)]]);
        if (next >= 0) t = std::max(t, end[stages_[si + 1][static_cast<size_t>(next)]]);
        // A stage keeps at most windows_ instructions in flight (timing.h transferWindow).
        if (cursor[si] >= windows_[si]) t = std::max(t, end[stages_[si][cursor[si] - windows_[si]]]);
        if (isHalt(at)) {
          bool drained = true;  // every other stage has issued all it has before the halt
          for (int o = 0; o < 3; ++o) {
            const size_t oi = static_cast<size_t>(o);
            drained = drained && (cursor[oi] == stages_[oi].size() || stages_[oi][cursor[oi]] > at);
          }
          if (!drained) break;
          ++next_halt;
          t = std::max({t, free[0], free[1], free[2], last[0], last[1], last[2]});
          start[at] = t;
          end[at] = t + latency_[at];
          free.fill(end[at]);
          last.fill(end[at]);
        } else {
          start[at] = t;
          end[at] = std::max(t + latency_[at], last[si]);
          free[si] = t + issue_[at];
          last[si] = end[at];
        }
        ++cursor[si];
        ++done;
        progress = true;
      }
    }
    if (!progress)
      return bug(fmt::format("dependency cycle (load {}, compute {}, vector {}, store {})", cursor[0], cursor[1],
                             cursor[2], cursor[3]));
  }
  return start;
}

void StageStreams::mergeByStart(const std::vector<std::uint64_t>& start, ScheduledStream& out) const {
  const std::size_t n = total();
  std::vector<std::uint32_t> order;
  order.reserve(n);
  std::array<std::uint32_t, 4> cursor{};
  for (size_t u = 0; u < units_.size(); ++u) {
    const std::size_t unit_start = order.size();
    std::array<std::uint32_t, 4> stop{};
    for (int s = 0; s < 4; ++s)
      stop[static_cast<size_t>(s)] = u + 1 < units_.size() ? units_[u + 1].begin[static_cast<size_t>(s)]
                                                           : static_cast<std::uint32_t>(stages_[static_cast<size_t>(s)].size());
    for (;;) {
      int pick = -1;
      std::uint64_t best = 0;
      for (int s = 0; s < 4; ++s) {
        const size_t si = static_cast<size_t>(s);
        if (cursor[si] >= stop[si]) continue;
        const std::uint64_t t = start[stages_[si][cursor[si]]];
        if (pick < 0 || t < best) {
          pick = s;
          best = t;
        }
      }
      if (pick < 0) break;
      order.push_back(stages_[static_cast<size_t>(pick)][cursor[static_cast<size_t>(pick)]++]);
    }
    out.units.push_back({units_[u].unit, unit_start, order.size() - unit_start});
  }
  out.code.resize(code_.size());
  for (std::size_t k = 0; k < n; ++k)
    std::copy_n(code_.data() + order[k] * words_per_, words_per_, out.code.data() + k * words_per_);
}

}  // namespace tessera::backend
