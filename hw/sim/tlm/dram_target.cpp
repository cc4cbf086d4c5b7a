// The DRAM target: span check, transferTiming delay, byte counts (see dram_target.h).
#include "hw/sim/tlm/dram_target.h"

#include <cmath>

#include "hw/model/timing.h"

namespace tessera::sim::tlm {

DramTarget::DramTarget(sc_core::sc_module_name name)
    : sc_core::sc_module(name), load_port("load_port"), store_port("store_port") {
  load_port.register_b_transport(this, &DramTarget::transport);
  store_port.register_b_transport(this, &DramTarget::transport);
}

void DramTarget::bind(const hw::Spec& spec, std::vector<std::uint8_t>& dram, sc_core::sc_time cycle) {
  spec_ = &spec;
  dram_ = &dram;
  cycle_ = cycle;
  bytes_read = bytes_written = transactions = 0;
}

void DramTarget::transport(::tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) {
  const std::uint64_t end = payload.get_address() + payload.get_data_length();
  if (!spec_ || end < payload.get_address() || end > dram_->size()) {
    payload.set_response_status(::tlm::TLM_ADDRESS_ERROR_RESPONSE);
    return;
  }
  const TransferExtension* moved = payload.get_extension<TransferExtension>();
  const double bytes = moved ? moved->bytes : static_cast<double>(payload.get_data_length());
  delay += cycle_ * static_cast<double>(hw::model::transferTiming(*spec_, bytes).latency);
  const auto whole = static_cast<std::int64_t>(std::ceil(bytes));
  (payload.is_read() ? bytes_read : bytes_written) += whole;
  ++transactions;
  payload.set_response_status(::tlm::TLM_OK_RESPONSE);
}

}  // namespace tessera::sim::tlm
