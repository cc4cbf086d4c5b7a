// Program writers and the program.bin reader (formats in program.h).
#include "compiler/backend/program.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <cstring>
#include <fstream>
#include <sstream>

#include "compiler/isa/encode.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

void putU32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}
void putU64(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

/// Little-endian reader over a byte string with located errors.
class Reader {
 public:
  Reader(const std::string& bytes, const std::string& file) : bytes_(bytes), file_(file) {}
  bool has(std::size_t n) const { return bytes_.size() - pos_ >= n; }
  std::uint64_t get(int n) {
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i)
      v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[pos_ + static_cast<size_t>(i)])) << (8 * i);
    pos_ += static_cast<size_t>(n);
    return v;
  }
  std::string take(std::size_t n) {
    std::string s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  std::size_t pos() const { return pos_; }
  std::size_t remaining() const { return bytes_.size() - pos_; }
  Status error(const std::string& message) const {
    return Status::error(fileError(file_, fmt::format("byte {}: {}", pos_, message)));
  }

 private:
  const std::string& bytes_;
  std::string file_;
  std::size_t pos_ = 0;
};

}  // namespace

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

Expected<std::string> encodeProgramBinary(const Program& program) {
  std::string out(kProgramMagic, sizeof(kProgramMagic));
  putU32(out, kProgramBinaryVersion);
  putU32(out, static_cast<std::uint32_t>(program.layout.instruction_bits));
  putU64(out, program.size());
  putU32(out, static_cast<std::uint32_t>(program.spec_fingerprint.size()));
  out += program.spec_fingerprint;
  const std::size_t header = out.size();
  out.resize(header + program.code.size() * 8);
  char* at = out.data() + header;
  for (std::uint64_t w : program.code)
    for (int b = 0; b < 8; ++b) *at++ = static_cast<char>((w >> (8 * b)) & 0xff);
  return out;
}

Expected<ProgramBinary> decodeProgramBinary(const std::string& bytes, const isa::IsaLayout& layout,
                                            const std::string& file) {
  Reader in(bytes, file);
  ProgramBinary result;
  if (!in.has(28)) return in.error("too short for the program.bin header (28 bytes)");
  if (in.take(8) != std::string(kProgramMagic, sizeof(kProgramMagic))) return in.error("not a Tessera program (magic)");
  result.version = static_cast<std::uint32_t>(in.get(4));
  if (result.version != kProgramBinaryVersion)
    return in.error(
        fmt::format("format version {}, this build reads only version {}{}; recompile the model", result.version,
                    kProgramBinaryVersion,
                    result.version == 1   ? " (version 1 has 2-D LOAD/STORE, without the planes fields)"
                    : result.version == 2 ? " (version 2 has LOAD/STORE without row_plane_stride)"
                    : result.version == 3 ? " (version 3 has no transpose flag on LOAD/STORE and no per_lane on VECTOR)"
                                          : ""));
  result.instruction_bits = static_cast<std::uint32_t>(in.get(4));
  const std::uint64_t count = in.get(8);
  const std::uint64_t fp_length = in.get(4);
  if (!in.has(fp_length)) return in.error("fingerprint runs past the end of the file");
  result.spec_fingerprint = in.take(fp_length);
  if (result.spec_fingerprint != layout.spec_fingerprint)
    return in.error(fmt::format("compiled for '{}', not for '{}'", result.spec_fingerprint, layout.spec_fingerprint));
  if (static_cast<int>(result.instruction_bits) != layout.instruction_bits)
    return in.error(
        fmt::format("{}-bit instructions, the spec's layout has {}", result.instruction_bits, layout.instruction_bits));
  const std::size_t words = static_cast<size_t>(layout.words);
  if (in.remaining() != count * words * 8)
    return in.error(fmt::format("expected {} instructions of {} bytes ({} bytes), found {} bytes", count, words * 8,
                                count * words * 8, in.remaining()));
  result.instructions.reserve(count);
  std::vector<std::uint64_t> buffer(words);
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::size_t at = in.pos();
    for (std::size_t w = 0; w < words; ++w) buffer[w] = in.get(8);
    auto decoded = isa::decode(layout, buffer);
    if (!decoded)
      return Status::error(fileError(
          file, fmt::format("byte {}: instruction {}: {}", at, i, decoded.status().diagnostics().front().message)));
    result.instructions.push_back(*decoded);
  }
  return result;
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

Status writeProgramFiles(const Program& program, const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::error(fileError(dir.string(), "cannot create the output folder: " + ec.message()));
  auto bin = encodeProgramBinary(program);
  if (!bin) return bin.status();
  auto write = [&](const std::string& file, const std::string& text, bool binary) -> Status {
    const std::filesystem::path path = dir / file;
    std::ofstream out(path, binary ? std::ios::binary : std::ios::out);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) return Status::error(fileError(path.string(), "cannot write"));
    return {};
  };
  if (Status s = write("program.bin", *bin, true); !s.ok()) return s;
  if (Status s = write("program.s", programAssembly(program), false); !s.ok()) return s;
  return write("memory_map.json", memoryMapJson(program).dump(2) + "\n", false);
}

Expected<ProgramBinary> readProgramBinary(const std::filesystem::path& file, const isa::IsaLayout& layout) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return Status::error(fileError(file.string(), "cannot open"));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return decodeProgramBinary(buffer.str(), layout, file.string());
}

}  // namespace tessera::backend
