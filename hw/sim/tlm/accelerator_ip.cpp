// The accelerator IP: register map, program fetch, DRAM window, interrupt (see accelerator_ip.h).
#include "hw/sim/tlm/accelerator_ip.h"

#include <fmt/format.h>

#include <cstring>
#include <limits>

#include "hw/isa/encode.h"
#include "hw/isa/weight_codec.h"

namespace tessera::sim::tlm {

AcceleratorIp::AcceleratorIp(sc_core::sc_module_name name, const hw::Spec& spec)
    : sc_core::sc_module(name),
      registers("registers"),
      memory("memory"),
      irq("irq"),
      spec_(spec),
      layout_(isa::layoutFor(spec)),
      accelerator_("accelerator") {
  registers.register_b_transport(this, &AcceleratorIp::access);
  SC_THREAD(runThread);
  SC_METHOD(driveIrq);
  sensitive << irq_changed_;
  dont_initialize();
}

void AcceleratorIp::driveIrq() { irq.write(irq_level_); }

void AcceleratorIp::setIrq(bool level) {
  irq_level_ = level;
  irq_changed_.notify(sc_core::SC_ZERO_TIME);
}

void AcceleratorIp::access(::tlm::tlm_generic_payload& payload, sc_core::sc_time&) {
  const std::uint64_t offset = payload.get_address();
  if (payload.get_data_length() != 8 || payload.get_streaming_width() != 8 || payload.get_byte_enable_ptr()) {
    payload.set_response_status(::tlm::TLM_BURST_ERROR_RESPONSE);
    return;
  }
  if (offset % 8 != 0 || offset > static_cast<std::uint64_t>(Register::kEncodingEntries)) {
    payload.set_response_status(::tlm::TLM_ADDRESS_ERROR_RESPONSE);
    return;
  }
  std::uint64_t value = 0;
  const auto reg = static_cast<Register>(offset);
  if (payload.is_write()) {
    std::memcpy(&value, payload.get_data_ptr(), 8);
    const bool busy = status_ == IpStatus::kBusy;
    switch (reg) {
      case Register::kProgramAddress: if (!busy) program_address_ = value; break;
      case Register::kProgramCount: if (!busy) program_count_ = value; break;
      case Register::kDramBase: if (!busy) dram_base_ = value; break;
      case Register::kDramBytes: if (!busy) dram_bytes_ = value; break;
      case Register::kEncodingTable: if (!busy) encoding_table_ = value; break;
      case Register::kEncodingEntries: if (!busy) encoding_entries_ = value; break;
      case Register::kControl:
        if (value == kControlStart && !busy) {
          status_ = IpStatus::kBusy;
          start_.notify(sc_core::SC_ZERO_TIME);
        } else if (value == kControlAcknowledge && !busy) {
          status_ = IpStatus::kIdle;
          setIrq(false);
        }
        break;
      default: payload.set_response_status(::tlm::TLM_COMMAND_ERROR_RESPONSE); return;  // read-only
    }
  } else {
    switch (reg) {
      case Register::kProgramAddress: value = program_address_; break;
      case Register::kProgramCount: value = program_count_; break;
      case Register::kDramBase: value = dram_base_; break;
      case Register::kDramBytes: value = dram_bytes_; break;
      case Register::kControl: value = 0; break;
      case Register::kStatus: value = static_cast<std::uint64_t>(status_); break;
      case Register::kCycles: value = cycles_; break;
      case Register::kErrorInstruction: value = error_instruction_; break;
      case Register::kInstructionWords: value = static_cast<std::uint64_t>(layout_.words); break;
      case Register::kEncodingTable: value = encoding_table_; break;
      case Register::kEncodingEntries: value = encoding_entries_; break;
    }
    std::memcpy(payload.get_data_ptr(), &value, 8);
  }
  payload.set_response_status(::tlm::TLM_OK_RESPONSE);
}

bool AcceleratorIp::transfer(bool read, std::uint64_t address, std::uint8_t* data, std::size_t bytes) {
  if (bytes == 0) return true;
  ::tlm::tlm_generic_payload payload;
  payload.set_command(read ? ::tlm::TLM_READ_COMMAND : ::tlm::TLM_WRITE_COMMAND);
  payload.set_address(address);
  payload.set_data_ptr(data);
  payload.set_data_length(static_cast<unsigned>(bytes));
  payload.set_streaming_width(static_cast<unsigned>(bytes));
  payload.set_byte_enable_ptr(nullptr);
  payload.set_dmi_allowed(false);
  payload.set_response_status(::tlm::TLM_INCOMPLETE_RESPONSE);
  sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
  memory->b_transport(payload, delay);
  wait(delay);
  return !payload.is_response_error();
}

void AcceleratorIp::end(IpStatus status) {
  status_ = status;
  setIrq(true);
}

void AcceleratorIp::runThread() {
  for (;;) {
    wait(start_);
    last_error_.clear();
    last_stats_ = {};
    error_instruction_ = ~0ull;
    cycles_ = 0;
    const std::size_t words = static_cast<std::size_t>(layout_.words);
    // One transaction each: a generic payload's length is 32 bits; the DRAM
    // window is at most the spec's DRAM.
    const std::uint64_t limit = std::numeric_limits<unsigned>::max();
    if (program_count_ > limit / 8 / words || dram_bytes_ > limit ||
        dram_bytes_ > static_cast<std::uint64_t>(spec_.params().dram.bytes) || encoding_entries_ > program_count_ ||
        encoding_entries_ > limit / isa::kEncodingEntryBytes) {
      last_error_ = fmt::format("PROGRAM_COUNT {}, DRAM_BYTES {} or ENCODING_ENTRIES {} too large (at most {} "
                                "instructions; at most {} bytes and the spec's {}-byte DRAM; at most an entry per "
                                "instruction and {} entries)",
                                program_count_, dram_bytes_, encoding_entries_, limit / 8 / words, limit,
                                spec_.params().dram.bytes, limit / isa::kEncodingEntryBytes);
      end(IpStatus::kError);
      continue;
    }
    std::vector<std::uint64_t> code(program_count_ * words);
    if (!transfer(true, program_address_, reinterpret_cast<std::uint8_t*>(code.data()), code.size() * 8)) {
      last_error_ = fmt::format("reading {} instructions at {:#x} failed", program_count_, program_address_);
      end(IpStatus::kError);
      continue;
    }
    instructions_.clear();
    bool decoded = true;
    for (std::size_t i = 0; i < program_count_ && decoded; ++i) {
      Expected<isa::Instruction> in = isa::decode(layout_, {code.data() + i * words, words});
      if (!in) {
        error_instruction_ = i;
        last_error_ = fmt::format("instruction {}: {}", i,
                                  in.status().diagnostics().empty() ? "" : in.status().diagnostics().front().message);
        decoded = false;
      } else {
        instructions_.push_back(*in);
      }
    }
    if (!decoded) {
      end(IpStatus::kError);
      continue;
    }
    // The weight encodings: one per instruction from the table's entries.
    std::string table(encoding_entries_ * isa::kEncodingEntryBytes, '\0');
    if (!transfer(true, encoding_table_, reinterpret_cast<std::uint8_t*>(table.data()), table.size())) {
      last_error_ = fmt::format("reading {} encoding entries at {:#x} failed", encoding_entries_, encoding_table_);
      end(IpStatus::kError);
      continue;
    }
    // No entries: every COMPUTE dense (TimedRun::encodings empty), nothing to expand.
    Expected<std::vector<isa::EncodingChange>> changes = isa::decodeEncodingTable(table, "ENCODING_TABLE");
    Expected<std::vector<isa::WeightEncoding>> encodings =
        !changes             ? Expected<std::vector<isa::WeightEncoding>>(changes.status())
        : changes->empty() ? Expected<std::vector<isa::WeightEncoding>>(std::vector<isa::WeightEncoding>{})
                             : isa::encodingsPerInstruction(spec_, *changes, program_count_);
    if (!encodings) {
      last_error_ = fmt::format("ENCODING_TABLE: {}", encodings.status().diagnostics().empty()
                                                          ? "bad entry"
                                                          : encodings.status().diagnostics().front().message);
      end(IpStatus::kError);
      continue;
    }
    core_ = std::make_unique<FunctionalCore>(spec_, static_cast<std::int64_t>(dram_bytes_));
    if (!transfer(true, dram_base_, core_->dram().data(), dram_bytes_)) {
      last_error_ = fmt::format("reading the DRAM window [{:#x}, +{}) failed", dram_base_, dram_bytes_);
      end(IpStatus::kError);
      continue;
    }
    run_ = TimedRun{};
    run_.instructions = &instructions_;
    run_.encodings = std::move(encodings).value();
    if (!instructions_.empty()) {
      accelerator_.begin(spec_, run_, *core_);
      wait(accelerator_.finished());
    }
    Expected<TimedStats> stats = instructions_.empty() ? Expected<TimedStats>(TimedStats{}) : accelerator_.finish();
    if (!stats) {
      last_error_ = stats.status().diagnostics().empty() ? "failed" : stats.status().diagnostics().front().message;
      if (accelerator_.failedIndex()) error_instruction_ = *accelerator_.failedIndex();
      end(IpStatus::kError);
      continue;
    }
    last_stats_ = *stats;
    cycles_ = static_cast<std::uint64_t>(stats->cycles);
    if (!transfer(false, dram_base_, core_->dram().data(), dram_bytes_)) {
      last_error_ = fmt::format("writing the DRAM window [{:#x}, +{}) back failed", dram_base_, dram_bytes_);
      end(IpStatus::kError);
      continue;
    }
    end(IpStatus::kDone);
  }
}

}  // namespace tessera::sim::tlm
