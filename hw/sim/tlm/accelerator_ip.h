// The accelerator as IP for a SystemC virtual platform: a TLM-2.0 target
// socket for its registers, an initiator socket to system memory, and an
// interrupt line, around the timed model (accelerator.h).
//
// Register map (64-bit registers, 8-byte aligned, 8-byte accesses only;
// anything else answers TLM_ADDRESS_ERROR_RESPONSE or TLM_BURST_ERROR_RESPONSE):
//   0x00 PROGRAM_ADDRESS   rw  system address of the first instruction word
//                              (program.bin's instruction words, little-endian)
//   0x08 PROGRAM_COUNT     rw  instructions to run
//   0x10 DRAM_BASE         rw  system address of the accelerator's DRAM byte 0
//   0x18 DRAM_BYTES        rw  size of that DRAM window
//   0x20 CONTROL           w   1: start (ignored while busy); 2: acknowledge
//                              (status back to idle, interrupt low)
//   0x28 STATUS            r   0 idle, 1 busy, 2 done, 3 error
//   0x30 CYCLES            r   accelerator cycles of the last run
//   0x38 ERROR_INSTRUCTION r   the failing instruction's index (error), else all ones
//   0x40 INSTRUCTION_WORDS r   64-bit words per instruction (the spec's ISA)
//   0x48 ENCODING_TABLE    rw  system address of the weight-encoding table
//                              (encodings.bin's 16-byte entries, program_image.h)
//   0x50 ENCODING_ENTRIES  rw  its entries; 0: every COMPUTE's weights are dense
// A run: the IP reads the program words, decodes them (a bad word is an
// error at its index), reads the encoding table (a bad entry is an error
// naming it), copies the DRAM window in, runs the timed model,
// copies the window back, then sets STATUS and raises `irq` until acknowledged.
//
// Memory policy: the accelerator's DRAM is the window of system memory,
// copied in when started and out before the interrupt (the host must not
// touch it while STATUS is busy, as with any DMA device); DRAM time is the
// spec's (the model's DRAM target), not the system memory's. The copies take
// the system memory's delays, outside CYCLES.
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/sim/functional.h"
#include "hw/sim/tlm/accelerator.h"

namespace tessera::sim::tlm {

/// Register offsets (see the map above).
enum class Register : std::uint64_t {
  kProgramAddress = 0x00,
  kProgramCount = 0x08,
  kDramBase = 0x10,
  kDramBytes = 0x18,
  kControl = 0x20,
  kStatus = 0x28,
  kCycles = 0x30,
  kErrorInstruction = 0x38,
  kInstructionWords = 0x40,
  kEncodingTable = 0x48,
  kEncodingEntries = 0x50,
};
/// STATUS values.
enum class IpStatus : std::uint64_t { kIdle = 0, kBusy = 1, kDone = 2, kError = 3 };
/// CONTROL commands.
inline constexpr std::uint64_t kControlStart = 1;
inline constexpr std::uint64_t kControlAcknowledge = 2;

class AcceleratorIp : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(AcceleratorIp);

  tlm_utils::simple_target_socket<AcceleratorIp> registers;  ///< the register map
  tlm_utils::simple_initiator_socket<AcceleratorIp> memory;  ///< to system memory
  sc_core::sc_out<bool> irq;                                 ///< high from done/error until acknowledged

  /// An accelerator of `spec` (kept by reference: it must outlive the module).
  AcceleratorIp(sc_core::sc_module_name name, const hw::Spec& spec);

  /// The last run's error message (empty when it succeeded).
  const std::string& lastError() const { return last_error_; }
  /// The last run's statistics (valid after STATUS done).
  const TimedStats& lastStats() const { return last_stats_; }

 private:
  void access(::tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);
  void runThread();
  /// One read or write of system memory through `memory`; false on an error response.
  bool transfer(bool read, std::uint64_t address, std::uint8_t* data, std::size_t bytes);
  void end(IpStatus status);
  /// The one process that drives `irq` (a signal has one writer): to irq_level_.
  void driveIrq();
  void setIrq(bool level);

  const hw::Spec& spec_;
  const isa::IsaLayout layout_;
  Accelerator accelerator_;
  std::uint64_t program_address_ = 0, program_count_ = 0, dram_base_ = 0, dram_bytes_ = 0;
  std::uint64_t encoding_table_ = 0, encoding_entries_ = 0;
  IpStatus status_ = IpStatus::kIdle;
  std::uint64_t cycles_ = 0;
  std::uint64_t error_instruction_ = ~0ull;
  std::string last_error_;
  TimedStats last_stats_;
  sc_core::sc_event start_;
  sc_core::sc_event irq_changed_;
  bool irq_level_ = false;
  std::vector<isa::Instruction> instructions_;
  std::unique_ptr<FunctionalCore> core_;
  TimedRun run_;
};

}  // namespace tessera::sim::tlm
