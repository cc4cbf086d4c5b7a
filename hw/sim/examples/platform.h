// A minimal SystemC virtual platform around the accelerator IP
// (hw/sim/tlm/accelerator_ip.h): a TLM memory and a host that loads a
// Program and DRAM contents, starts the accelerator through its registers,
// waits for the interrupt and reads DRAM back. The example program
// (virtual_platform.cpp) and the IP's tests use it.
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "hw/sim/tlm/accelerator_ip.h"

namespace tessera::sim::examples {

/// Byte-addressed memory with one port for the host and one for the accelerator.
class Memory : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<Memory> host_port;
  tlm_utils::simple_target_socket<Memory> device_port;
  std::vector<std::uint8_t> bytes;
  sc_core::sc_time latency;  ///< per transaction

  Memory(sc_core::sc_module_name name, std::size_t size, sc_core::sc_time latency_per_transaction)
      : sc_core::sc_module(name), host_port("host_port"), device_port("device_port"), bytes(size),
        latency(latency_per_transaction) {
    host_port.register_b_transport(this, &Memory::transport);
    device_port.register_b_transport(this, &Memory::transport);
  }

 private:
  void transport(::tlm::tlm_generic_payload& p, sc_core::sc_time& delay) {
    const std::uint64_t end = p.get_address() + p.get_data_length();
    if (end < p.get_address() || end > bytes.size() || p.get_byte_enable_ptr()) {
      p.set_response_status(::tlm::TLM_ADDRESS_ERROR_RESPONSE);
      return;
    }
    if (p.is_read()) std::memcpy(p.get_data_ptr(), bytes.data() + p.get_address(), p.get_data_length());
    else std::memcpy(bytes.data() + p.get_address(), p.get_data_ptr(), p.get_data_length());
    delay += latency;
    p.set_response_status(::tlm::TLM_OK_RESPONSE);
  }
};

/// What the host does in one job.
struct Job {
  std::vector<std::uint64_t> code;    ///< instruction words (program.bin's)
  std::uint64_t instructions = 0;
  std::vector<std::uint8_t> dram;     ///< the accelerator's DRAM window as it starts
  std::uint64_t program_address = 0;  ///< where the host puts the code
  std::uint64_t dram_base = 0;        ///< where the host puts the window
  std::string encodings;              ///< the weight-encoding table (encodings.bin's bytes; empty: dense)
  std::uint64_t encoding_table = 0;   ///< where the host puts it
  // Results:
  std::uint64_t status = 0, cycles = 0, error_instruction = 0, instruction_words = 0;
  bool interrupted = false;
  std::vector<std::uint8_t> dram_after;
  sc_core::sc_time started, finished;
};

/// The host: one SC_THREAD that runs `job` when go() is called, then stops.
class Host : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(Host);
  tlm_utils::simple_initiator_socket<Host> memory;
  tlm_utils::simple_initiator_socket<Host> device;  ///< the accelerator's registers
  sc_core::sc_in<bool> irq;
  Job* job = nullptr;

  explicit Host(sc_core::sc_module_name name) : sc_core::sc_module(name), memory("memory"), device("device"), irq("irq") {
    SC_THREAD(run);
  }
  /// Runs `j` at the next sc_start().
  void go(Job& j) {
    job = &j;
    go_.notify(sc_core::SC_ZERO_TIME);
  }

 private:
  using Register = tessera::sim::tlm::Register;

  bool access(tlm_utils::simple_initiator_socket<Host>& socket, bool read, std::uint64_t address, void* data,
              std::size_t bytes) {
    ::tlm::tlm_generic_payload p;
    p.set_command(read ? ::tlm::TLM_READ_COMMAND : ::tlm::TLM_WRITE_COMMAND);
    p.set_address(address);
    p.set_data_ptr(static_cast<unsigned char*>(data));
    p.set_data_length(static_cast<unsigned>(bytes));
    p.set_streaming_width(static_cast<unsigned>(bytes));
    p.set_byte_enable_ptr(nullptr);
    p.set_response_status(::tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    socket->b_transport(p, delay);
    wait(delay);
    return !p.is_response_error();
  }
  void write(Register r, std::uint64_t value) { access(device, false, static_cast<std::uint64_t>(r), &value, 8); }
  std::uint64_t read(Register r) {
    std::uint64_t value = 0;
    access(device, true, static_cast<std::uint64_t>(r), &value, 8);
    return value;
  }

  void run() {
    for (;;) {
      wait(go_);
      Job& j = *job;
      access(memory, false, j.program_address, j.code.data(), j.code.size() * 8);
      access(memory, false, j.dram_base, j.dram.data(), j.dram.size());
      write(Register::kProgramAddress, j.program_address);
      write(Register::kProgramCount, j.instructions);
      write(Register::kDramBase, j.dram_base);
      write(Register::kDramBytes, j.dram.size());
      if (!j.encodings.empty()) access(memory, false, j.encoding_table, j.encodings.data(), j.encodings.size());
      write(Register::kEncodingTable, j.encoding_table);
      write(Register::kEncodingEntries, j.encodings.size() / tessera::isa::kEncodingEntryBytes);
      j.instruction_words = read(Register::kInstructionWords);
      j.started = sc_core::sc_time_stamp();
      write(Register::kControl, tessera::sim::tlm::kControlStart);
      if (!irq.read()) wait(irq.posedge_event());
      j.finished = sc_core::sc_time_stamp();
      j.interrupted = irq.read();
      j.status = read(Register::kStatus);
      j.cycles = read(Register::kCycles);
      j.error_instruction = read(Register::kErrorInstruction);
      j.dram_after.assign(j.dram.size(), 0);
      access(memory, true, j.dram_base, j.dram_after.data(), j.dram_after.size());
      write(Register::kControl, tessera::sim::tlm::kControlAcknowledge);
    }
  }

  sc_core::sc_event go_;
};

/// Memory, host and accelerator IP wired together.
struct Platform {
  Memory memory;
  Host host;
  tessera::sim::tlm::AcceleratorIp accelerator;
  sc_core::sc_signal<bool> irq;

  Platform(const std::string& name, const hw::Spec& spec, std::size_t memory_bytes)
      : memory((name + "_memory").c_str(), memory_bytes, sc_core::sc_time(10, sc_core::SC_NS)),
        host((name + "_host").c_str()),
        accelerator((name + "_accelerator").c_str(), spec),
        irq((name + "_irq").c_str()) {
    host.memory.bind(memory.host_port);
    host.device.bind(accelerator.registers);
    accelerator.memory.bind(memory.device_port);
    accelerator.irq.bind(irq);
    host.irq.bind(irq);
  }
  /// Runs one job to the end (sc_start() until no event is left).
  void run(Job& job) {
    // Initialize first: a notification made before the first sc_start() finds no thread waiting.
    if (sc_core::sc_get_status() == sc_core::SC_ELABORATION) sc_core::sc_start(sc_core::SC_ZERO_TIME);
    host.go(job);
    sc_core::sc_start();
  }
};

}  // namespace tessera::sim::examples
