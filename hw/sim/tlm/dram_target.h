// The DRAM as a TLM-2.0 target: one port per DMA channel (load, store), each
// transaction delayed by the timing rule's transferTiming (hw/model/timing.h).
//
// A transaction stands for one LOAD or STORE: address and length are the DRAM
// span it touches (first to last byte), the command says read or write, and a
// TransferExtension carries the bytes it moves (its rows x elements at the
// element width; a strided transfer moves fewer bytes than its span). The
// target checks the span against the DRAM size, answers with
// TLM_ADDRESS_ERROR_RESPONSE outside it, adds the transfer's time to the
// delay (loosely timed: b_transport returns at once, the initiator waits) and
// counts the bytes. The memory itself is the FunctionalCore's DRAM: the
// elements are moved by FunctionalCore::execute, the one definition of what a
// strided, transposing or sub-byte transfer does; the payload's data pointer
// is that DRAM at the span's first byte.
//
// The two ports share the DRAM's data bus, but not here: a unit takes the
// bus before it issues a transfer, as it takes its bank ports
// (hw/model/banks.h, BankPorts; the schedule checker applies the same rule),
// so a transaction that reaches the target has the bus and is only delayed.
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include <cstdint>
#include <vector>

#include "hw/spec/spec.h"

namespace tessera::sim::tlm {

/// The bytes a transfer moves (may be fractional: an odd count of int4 elements).
struct TransferExtension : ::tlm::tlm_extension<TransferExtension> {
  double bytes = 0;
  ::tlm::tlm_extension_base* clone() const override { return new TransferExtension(*this); }
  void copy_from(const ::tlm::tlm_extension_base& other) override {
    bytes = static_cast<const TransferExtension&>(other).bytes;
  }
};

/// The DRAM target; `spec` and the DRAM vector are set per run (bind()).
class DramTarget : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<DramTarget> load_port;   ///< the load unit's DMA channel
  tlm_utils::simple_target_socket<DramTarget> store_port;  ///< the store unit's DMA channel

  explicit DramTarget(sc_core::sc_module_name name);

  /// The spec whose DRAM timing applies and the memory transactions address, until the next bind().
  void bind(const hw::Spec& spec, std::vector<std::uint8_t>& dram, sc_core::sc_time cycle);

  std::int64_t bytes_read = 0;
  std::int64_t bytes_written = 0;
  std::int64_t transactions = 0;

 private:
  void transport(::tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);

  const hw::Spec* spec_ = nullptr;
  std::vector<std::uint8_t>* dram_ = nullptr;
  sc_core::sc_time cycle_;
};

}  // namespace tessera::sim::tlm
