// Banks an instruction uses and the cycles two units share a bank port (banks.h).
#include "hw/model/banks.h"

#include <algorithm>
#include <bit>

#include "hw/model/timing.h"

namespace tessera::hw::model {
namespace {

/// Bits of the banks holding rows [first, first + count) of `buffer`.
std::uint64_t banksOf(const Spec& spec, BufferKind buffer, std::uint64_t first, std::uint64_t count) {
  if (count == 0) return 0;
  const BufferGeometry& g = spec.buffer(buffer);
  const auto banks = static_cast<std::uint64_t>(std::clamp(g.banks, 1, 64));
  const auto depth = static_cast<std::uint64_t>(std::max<std::int64_t>(1, g.bank_depth_rows));
  const std::uint64_t lo = std::min(first / depth, banks - 1), hi = std::min((first + count - 1) / depth, banks - 1);
  std::uint64_t bits = 0;
  for (std::uint64_t b = lo; b <= hi; ++b) bits |= std::uint64_t{1} << b;
  return bits;
}

}  // namespace

BankUse bankUse(const Spec& spec, const isa::Instruction& in, std::uint64_t weight_rows) {
  BankUse u;
  switch (in.opcode) {
    case isa::Opcode::kLoad:
    case isa::Opcode::kStore: {
      const isa::TransferFields& t = in.transfer;
      const Port port = in.opcode == isa::Opcode::kLoad ? Port::kWrite : Port::kRead;
      if (isa::rowStride(t) == 1) {
        u.at(t.buffer, port) |= banksOf(spec, t.buffer, t.row_address, isa::bufferSpan(t));
      } else {
        // Rows row_stride apart: the banks of each row, until every bank is
        // counted. Rows past the buffer (an error the functional core reports)
        // count as its last bank, as banksOf clamps them, and end the walk.
        const auto total = static_cast<std::uint64_t>(spec.buffer(t.buffer).total_rows);
        const std::uint64_t all = banksOf(spec, t.buffer, 0, total);
        std::uint64_t& used = u.at(t.buffer, port);
        for (std::uint64_t p = 0; p < isa::planeCount(t) && used != all; ++p)
          for (std::uint64_t r = 0; r < t.rows && used != all; ++r) {
            const std::uint64_t row = isa::bufferRow(t, p, r);
            used |= banksOf(spec, t.buffer, row, 1);
            if (row >= total) break;
          }
      }
      if (t.rows > 0) u.dram_cycles = dramBusCycles(spec, transferBytes(spec, in));
      break;
    }
    case isa::Opcode::kCompute: {
      const isa::ComputeFields& c = in.compute;
      if (c.depth == 0) break;
      u.at(BufferKind::kInput, Port::kRead) |= banksOf(spec, BufferKind::kInput, c.input_row, c.depth);
      if (c.preload_weights)
        u.at(BufferKind::kWeight, Port::kRead) |= banksOf(spec, BufferKind::kWeight, c.weight_row, weight_rows);
      if (c.accumulate) u.at(BufferKind::kOutput, Port::kRead) |= banksOf(spec, BufferKind::kOutput, c.output_row, c.depth);
      u.at(BufferKind::kOutput, Port::kWrite) |= banksOf(spec, BufferKind::kOutput, c.output_row, c.depth);
      break;
    }
    case isa::Opcode::kVector: {
      const isa::VectorFields& v = in.vector;
      if (v.count == 0) break;
      const isa::VectorBufferRows rows = isa::vectorBufferRows(spec, v);
      u.at(v.src_buffer, Port::kRead) |= banksOf(spec, v.src_buffer, v.src_row, rows.src_rows);
      u.at(v.operand_buffer, Port::kRead) |= banksOf(spec, v.operand_buffer, v.operand_row, rows.operand_rows);
      u.at(v.dst_buffer, Port::kWrite) |= banksOf(spec, v.dst_buffer, v.dst_row, rows.dst_rows);
      break;
    }
    case isa::Opcode::kHalt: break;
  }
  return u;
}

bool usesNoPort(const BankUse& use) {
  if (use.dram_cycles > 0) return false;
  for (const auto& ports : use.banks)
    for (std::uint64_t bits : ports)
      if (bits != 0) return false;
  return true;
}

template <typename F>
void BankPorts::eachPort(const BankUse& use, F&& f) {
  for (size_t b = 0; b < 3; ++b)
    for (size_t p = 0; p < 2; ++p)
      for (std::uint64_t bits = use.banks[b][p]; bits != 0; bits &= bits - 1)
        f(b, p, static_cast<size_t>(std::countr_zero(bits)));
}

BankPorts::Free BankPorts::freeAt(const BankUse& use, const Ask& ask) const {
  Free free;
  // A port another unit holds frees when its holder's interval ends; one
  // another unit claimed, for an instruction that would still hold it when
  // the claimant starts, once the claimant has started (a cycle after `now` at the earliest).
  const auto later = [&](const Holder& held, const Holder& claim, std::int64_t until) {
    std::int64_t at = held.unit >= 0 && held.unit != ask.unit ? held.until : 0;
    if (claim.unit >= 0 && claim.unit != ask.unit && until > claim.until)
      at = std::max({at, claim.until, ask.now + 1});
    return at;
  };
  eachPort(use, [&](size_t b, size_t p, size_t bank) {
    if (const std::int64_t at = later(held_[b][p][bank], claimed_[b][p][bank], ask.until); at > free.at)
      free = {at, static_cast<BufferKind>(b), static_cast<Port>(p)};
  });
  if (use.dram_cycles > 0)
    if (const std::int64_t at = later(dram_, dram_claim_, ask.dram_until); at > free.at) free = {at, {}, {}, true};
  return free;
}

bool BankPorts::claim(const BankUse& use, const Ask& ask, const Free& free) {
  const auto other = [&](const Holder& c) { return c.unit >= 0 && c.unit != ask.unit; };
  bool taken = use.dram_cycles > 0 && other(dram_claim_);
  eachPort(use, [&](size_t b, size_t p, size_t bank) { taken = taken || other(claimed_[b][p][bank]); });
  if (taken) return false;
  eachPort(use, [&](size_t b, size_t p, size_t bank) { claimed_[b][p][bank] = {ask.unit, free.at}; });
  if (use.dram_cycles > 0) dram_claim_ = {ask.unit, free.at};
  return true;
}

void BankPorts::hold(const BankUse& use, int unit, std::int64_t until, std::int64_t dram_until) {
  eachPort(use, [&](size_t b, size_t p, size_t bank) {
    held_[b][p][bank] = {unit, until};
    if (claimed_[b][p][bank].unit == unit) claimed_[b][p][bank] = {};
  });
  if (use.dram_cycles > 0) {
    dram_ = {unit, dram_until < 0 ? until : dram_until};
    if (dram_claim_.unit == unit) dram_claim_ = {};
  }
}

void BankPorts::clear() {
  held_ = {};
  claimed_ = {};
  dram_ = {};
  dram_claim_ = {};
}

std::int64_t BankConflicts::total() const {
  std::int64_t t = 0;
  for (const auto& ports : cycles)
    for (std::int64_t c : ports) t += c;
  return t;
}

BankConflictCounter::BankConflictCounter(const Spec& spec) {
  for (BufferKind b : {BufferKind::kInput, BufferKind::kWeight, BufferKind::kOutput}) {
    const auto bi = static_cast<size_t>(b);
    banks_[bi] = std::clamp(spec.buffer(b).banks, 1, 64);
    for (auto& port : edges_[bi]) port.resize(static_cast<size_t>(banks_[bi]));
  }
}

void BankConflictCounter::add(const BankUse& use, std::int64_t start, std::int64_t issue) {
  if (issue <= 0) return;
  for (size_t b = 0; b < 3; ++b)
    for (size_t p = 0; p < 2; ++p)
      for (std::uint64_t bits = use.banks[b][p]; bits != 0; bits &= bits - 1) {
        const auto bank = static_cast<size_t>(std::countr_zero(bits));
        if (bank >= edges_[b][p].size()) continue;
        edges_[b][p][bank].push_back(start * 2 + 1);
        edges_[b][p][bank].push_back((start + issue) * 2);
      }
}

BankConflicts BankConflictCounter::count() {
  BankConflicts out;
  for (size_t b = 0; b < 3; ++b)
    for (size_t p = 0; p < 2; ++p)
      for (std::vector<std::int64_t>& edges : edges_[b][p]) {
        std::sort(edges.begin(), edges.end());  // at one time, closes before opens
        int open = 0;
        std::int64_t since = 0;
        for (std::int64_t e : edges) {
          const std::int64_t at = e >> 1;
          if (open >= 2) out.cycles[b][p] += at - since;
          open += (e & 1) != 0 ? 1 : -1;
          since = at;
        }
        edges.clear();
      }
  return out;
}

}  // namespace tessera::hw::model
