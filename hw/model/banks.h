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
// in the same cycle are served in stage order (load, compute, vector, store).
// The schedule checker and the SystemC model both apply this rule, so they
// still agree to the cycle (docs/systemc.md, "Banked scratchpads").
// BankConflictCounter counts cycles in which two units held one port: under
// the rule it finds none, which the tests check on whole models.
//
// The DRAM's data bus is one more such port, shared by the LOAD and STORE
// channels: a transfer holds it for its bytes at the DRAM's bandwidth
// (dramBusCycles, timing.h) from the cycle it starts, so the two channels
// together move at most `dram.bytes_per_cycle` a cycle, as the analytical
// model and the lower bound count them. A transfer waits while the other
// channel holds it, and the channel that waited for it first takes it
// next (reserveDram): a LOAD asking while a STORE waits for the bus lets
// the STORE go first, so a channel streaming back to back cannot keep the
// other off the bus. With one
// transfer in flight a channel is busy for the latency and the bytes; the
// bus is held for the bytes, from the start.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/spec/spec.h"

namespace tessera::hw::model {

enum class Port { kRead = 0, kWrite = 1 };

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

/// The ports the four units hold, and when each frees (the charged rule, above).
class BankPorts {
 public:
  /// When an instruction of `unit` using `use` may start: the first cycle at
  /// which no other unit holds one of its ports, and the buffer and port held
  /// longest (the stall's cause). `at` is 0 when nothing it needs was ever held.
  struct Free {
    std::int64_t at = 0;
    BufferKind buffer = BufferKind::kInput;
    Port port = Port::kRead;
    bool dram = false;  ///< what frees last is the DRAM's data bus (buffer and port then unused)
  };
  /// `now`: the cycle it asks; the DRAM's bus, free at `now` but reserved
  /// by another unit, is free for it one cycle later at the earliest.
  Free freeAt(const BankUse& use, int unit, std::int64_t now = 0) const;
  /// `unit` was refused the DRAM's bus: it takes it next (unless another unit reserved it first).
  void reserveDram(int unit) {
    if (dram_waiting_ < 0) dram_waiting_ = unit;
  }
  /// `unit` holds `use`'s bank ports until cycle `until` (exclusive) and, if
  /// it uses it, the DRAM's data bus until `dram_until` (-1: `until`).
  void hold(const BankUse& use, int unit, std::int64_t until, std::int64_t dram_until = -1);
  /// Nothing held (a new run: cycles count from 0 again).
  void clear();

 private:
  struct Holder {
    int unit = -1;
    std::int64_t until = 0;
  };
  std::array<std::array<std::array<Holder, 64>, 2>, 3> held_{};  ///< [BufferKind][Port][bank]
  Holder dram_;  ///< the DRAM's data bus
  int dram_waiting_ = -1;  ///< the unit that takes the bus next (reserveDram), -1: none
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
