// Program: program.s, memory_map.json and the image the hardware reads (program.h).
#include "compiler/backend/program/program.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <cstring>
#include <fstream>
#include <sstream>

#include "hw/isa/encode.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
isa::Instruction Program::instruction(std::size_t i) const {
  auto in = isa::decode(layout, encoded(i));
  return in ? *in : isa::Instruction{};  // unreachable: codegen validated every word
}

std::vector<isa::Instruction> Program::decoded() const {
  std::vector<isa::Instruction> out;
  out.reserve(size());
  for (std::size_t i = 0; i < size(); ++i) out.push_back(instruction(i));
  return out;
}

isa::ProgramImage programImage(const Program& program, const isa::DramContents* dram) {
  isa::ProgramImage image;
  image.spec_fingerprint = program.spec_fingerprint;
  image.instruction_bits = program.layout.instruction_bits;
  image.code = program.code;
  if (dram != nullptr) image.dram = *dram;
  std::vector<isa::KernelEncoding> kernels;
  for (const ProgramKernel& k : program.kernels) kernels.push_back({k.first, k.count, k.weight_encoding});
  image.encodings = isa::encodingChanges(kernels);
  return image;
}

std::string programAssembly(const Program& program) {
  const std::size_t n = program.size();
  std::array<std::int64_t, isa::kOpcodeCount> counts{};
  const isa::FieldLayout& opcode = program.layout.formats[0].fields[0];
  for (std::size_t i = 0; i < n; ++i)
    ++counts[static_cast<size_t>((program.encoded(i)[0] >> opcode.lsb) & ((1u << opcode.bits) - 1))];
  std::string out;
  out.reserve(n * 100);
  out += "; Tessera program\n";
  out += fmt::format("; model: {} ({})\n", program.model, program.source);
  out += fmt::format("; spec: {} {}\n", program.spec_name, program.spec_fingerprint);
  out += fmt::format("; pipeline: {}\n", program.pipeline);
  out +=
      fmt::format("; instructions: {} (load {}, store {}, compute {}, vector {}, halt {}), {} tokens, {} segment(s)\n",
                  n, counts[0], counts[1], counts[2], counts[3], counts[4], program.tokens, program.segments.size());
  for (const std::string& note : program.notes) out += "; note: " + note + "\n";
  std::vector<const ProgramKernel*> starts(n + 1, nullptr);
  for (const ProgramKernel& k : program.kernels)
    if (k.count > 0) starts[k.first] = &k;
  for (std::size_t i = 0; i < n; ++i) {
    const isa::Instruction in = program.instruction(i);
    if (const ProgramKernel* k = starts[i]) {
      out += fmt::format("; kernel {} ({})", k->name, k->ops);
      if (!k->mapping.empty()) out += " " + k->mapping;
      out += "\n";
    }
    if (in.opcode == isa::Opcode::kHalt) {
      out += "; segment end";
      for (const ProgramKernel& k : program.kernels)
        if (!k.host_ops.empty() && k.count > 0 && k.first + k.count == i)
          out += fmt::format(": host runs {} of kernel {}", fmt::join(k.host_ops, ", "), k.name);
      out += "\n";
    }
    isa::appendAssembly(out, in);
    out += '\n';
  }
  return out;
}

nlohmann::json memoryMapJson(const Program& program) {
  const MemoryPlan& m = program.memory;
  nlohmann::json regions = nlohmann::json::array();
  for (const Region& r : m.regions)
    regions.push_back({{"name", r.name},
                       {"kind", name(r.kind)},
                       {"offset", r.offset_bytes},
                       {"bytes", r.bytes},
                       {"first_kernel", r.first_kernel},
                       {"last_kernel", r.last_kernel}});
  nlohmann::json kernels = nlohmann::json::array();
  for (const ProgramKernel& k : program.kernels)
    kernels.push_back({{"name", k.name},
                       {"ops", k.ops},
                       {"kind", name(k.kind)},
                       {"first_instruction", k.first},
                       {"instructions", k.count},
                       {"segment", k.segment},
                       {"mapping", k.mapping},
                       {"tiles", k.tiles},
                       {"steps", k.steps},
                       {"host_ops", k.host_ops}});
  return {{"model", program.model},
          {"source", program.source},
          {"pipeline", program.pipeline},
          {"spec", program.spec_name},
          {"spec_fingerprint", program.spec_fingerprint},
          {"alignment_bytes", kRegionAlignmentBytes},
          {"regions", regions},
          {"kernels", kernels},
          {"totals",
           {{"constant_bytes", m.constant_bytes},
            {"weight_bytes", m.weight_bytes},
            {"activation_base", m.activation_base},
            {"peak_activation_bytes", m.peak_activation_bytes},
            {"naive_activation_bytes", m.naive_activation_bytes},
            {"live_activation_bytes", m.live_activation_bytes},
            {"total_bytes", m.total_bytes},
            {"instructions", program.size()},
            {"segments", program.segments.size()}}}};
}

Status writeProgramText(const Program& program, const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::error(fileError(dir.string(), "cannot create the output folder: " + ec.message()));
  auto write = [&](const std::string& file, const std::string& text) -> Status {
    const std::filesystem::path path = dir / file;
    std::ofstream out(path);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) return Status::error(fileError(path.string(), "cannot write"));
    return {};
  };
  if (Status s = write("program.s", programAssembly(program)); !s.ok()) return s;
  return write("memory_map.json", memoryMapJson(program).dump(2) + "\n");
}

}  // namespace tessera::backend
