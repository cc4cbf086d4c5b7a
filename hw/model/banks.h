// Banked scratchpads: the banks an instruction reads and writes, and the
// cycles in which two units want the same port of the same bank.
//
// A buffer of `banks` banks keeps rows [b * bank_depth_rows, (b + 1) *
// bank_depth_rows) in bank b (the row address's top bits select the bank,
// BufferGeometry::bank_select_bits). Each bank is a 1R1W SRAM: one read and
// one write port. An instruction uses the ports of the banks its rows fall in
// for the cycles its unit is busy with it (the timing rule's issue interval):
//   LOAD     writes its buffer rows          STORE    reads its buffer rows
//   COMPUTE  reads its input rows, its weight rows when it preloads them and
//            its sums when it accumulates; writes its sums
//   VECTOR   reads its source and operand rows, writes its destination rows
// (the rows the schedule checker's race tracker checks). A conflict is two
// units' instructions on one bank port at once (on edge_16x16_int8 mostly
// COMPUTE and VECTOR in the output buffer, whose three slots straddle its
// two banks: docs/systemc.md).
//
// What is charged: an instruction holds every port it uses from the cycle
// its unit takes it until its issue interval ends (BankPorts). An instruction
// of another unit that needs a held port waits until it is free; units asking
// in the same cycle are served store first, then load, compute and vector
// (kServeOrder): a STORE frees an output slot and moves results that are
// done, so a STORE and a LOAD wanting the idle bus in one cycle go in that
// order (GPT's v projection on edge_16x16_int8 ends 128 cycles earlier, its
// last STORE no longer behind the next kernel's LOAD).
// The schedule checker and the SystemC model both apply this rule, so they
// still agree to the cycle (docs/systemc.md, "Banked scratchpads").
// BankConflictCounter counts cycles in which two units held one port: under
// the rule it finds none, which the tests check on whole models.
//
// The DRAM's data bus is one more such port, shared by the LOAD and STORE
// channels: a transfer holds it for its bytes at the DRAM's bandwidth
// (dramBusCycles, timing.h) from the cycle it starts, so the two channels
// together move at most `dram.bytes_per_cycle` a cycle, as the analytical
// model and the lower bound count them. With one transfer in flight a
// channel is busy for the latency and the bytes; the bus is held for the
// bytes, from the start.
//
// A unit that waits is served before units that ask later (claim): refused,
// it claims every port it uses (and the bus) for the cycle they are all free,
// unless another unit claimed one of them first. Until that cycle another
// unit may take a claimed port only for an instruction that frees it by then
// (conservative backfilling), so the claimant starts exactly then. A unit
// streaming one-cycle instructions through a port therefore cannot keep a
// waiting unit off it, and a STORE that waits for a bank port does not keep
// a LOAD off the idle bus meanwhile. Claims are all or nothing, so no two
// units wait for each other.
// A unit that another unit's claim kept from claiming asks again the next
// cycle, in the checker and the SystemC model alike (they asked at
// different cycles, and SqueezeNet on scalesim_32x32_ws ran 90 cycles apart).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/spec/spec.h"

namespace tessera::hw::model {

enum class Port { kRead = 0, kWrite = 1 };

/// The order in which units (isa::Stage values) asking in one cycle are served.
inline constexpr std::array<int, 4> kServeOrder{
    static_cast<int>(isa::Stage::kStore), static_cast<int>(isa::Stage::kLoad), static_cast<int>(isa::Stage::kCompute),
    static_cast<int>(isa::Stage::kVector)};

/// The banks (bit b: bank b) an instruction uses, per buffer and port.
struct BankUse {
  std::array<std::array<std::uint64_t, 2>, 3> banks{};  ///< [BufferKind][Port]
  std::int64_t dram_cycles = 0;  ///< cycles a LOAD or STORE holds the DRAM's data bus (0: it does not use it)
  std::uint64_t& at(BufferKind b, Port p) { return banks[static_cast<size_t>(b)][static_cast<size_t>(p)]; }
  std::uint64_t at(BufferKind b, Port p) const { return banks[static_cast<size_t>(b)][static_cast<size_t>(p)]; }
};

/// The banks `in` uses on `spec` (rows past the buffer count as its last bank;
/// `weight_rows` for a COMPUTE that preloads: the rows its weights take, compressed).
BankUse bankUse(const Spec& spec, const isa::Instruction& in, std::uint64_t weight_rows);

/// Cycles per buffer and port (summed over banks): with more than one unit on
/// one port of one bank (BankConflictCounter), or that units waited for one (BankPorts).
struct BankConflicts {
  std::array<std::array<std::int64_t, 2>, 3> cycles{};  ///< [BufferKind][Port]
  std::int64_t total() const;
};

/// The ports the four units hold and claim, and when each frees (the charged rule, above).
class BankPorts {
 public:
  /// When an instruction of `unit` using `use` may start: the first cycle at
  /// which no other unit holds one of its ports (nor claimed one it would
  /// still hold then), and the buffer and port that frees last (the stall's
  /// cause). `at` is 0 when nothing it needs was ever held.
  struct Free {
    std::int64_t at = 0;
    BufferKind buffer = BufferKind::kInput;
    Port port = Port::kRead;
    bool dram = false;  ///< what frees last is the DRAM's data bus (buffer and port then unused)
  };
  /// An instruction asking at cycle `now`: granted, it would hold its bank
  /// ports until `until` and the DRAM's bus until `dram_until` (exclusive).
  struct Ask {
    int unit = 0;
    std::int64_t now = 0;
    std::int64_t until = 0;
    std::int64_t dram_until = 0;
  };
  Free freeAt(const BankUse& use, const Ask& ask) const;
  /// `ask` was refused until `free.at`: it claims every port of `use` and
  /// the bus for that cycle, unless another unit claimed one of them first
  /// (false: it asks again the next cycle).
  bool claim(const BankUse& use, const Ask& ask, const Free& free);
  /// `unit` holds `use`'s bank ports until cycle `until` (exclusive) and, if
  /// it uses it, the DRAM's data bus until `dram_until` (-1: `until`); its claims are spent.
  void hold(const BankUse& use, int unit, std::int64_t until, std::int64_t dram_until = -1);
  /// Nothing held or claimed (a new run: cycles count from 0 again).
  void clear();

 private:
  struct Holder {
    int unit = -1;
    std::int64_t until = 0;  ///< a holder: when it frees; a claim: when the claimant starts
  };
  /// Calls f(buffer, port, bank) (indices of held_ and claimed_) for each bank port of `use`.
  template <typename F>
  static void eachPort(const BankUse& use, F&& f);
  std::array<std::array<std::array<Holder, 64>, 2>, 3> held_{};     ///< [BufferKind][Port][bank]
  std::array<std::array<std::array<Holder, 64>, 2>, 3> claimed_{};  ///< [BufferKind][Port][bank]
  Holder dram_;        ///< the DRAM's data bus
  Holder dram_claim_;  ///< who claimed the bus, and when it starts
};

/// True when `use` names no port and no DRAM bus (HALT, a no-op COMPUTE or VECTOR).
bool usesNoPort(const BankUse& use);

/// Counts conflict cycles from instructions added in any order. A unit's
/// instructions never overlap (its issue intervals follow each other), so
/// two intervals open on one port are two units.
class BankConflictCounter {
 public:
  explicit BankConflictCounter(const Spec& spec);
  /// An instruction that used `use` for [start, start + issue).
  void add(const BankUse& use, std::int64_t start, std::int64_t issue);
  /// The cycles with two or more intervals open on one port of one bank.
  BankConflicts count();

 private:
  int banks_[3] = {1, 1, 1};
  /// Per buffer, port and bank: interval edges as time * 2 + (1: opens, 0: closes).
  std::array<std::array<std::vector<std::vector<std::int64_t>>, 2>, 3> edges_;
};


}  // namespace tessera::hw::model
