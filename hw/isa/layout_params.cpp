// The instruction layout as generated parameters (see layout_params.h).
#include "hw/isa/layout_params.h"

#include <fmt/format.h>

#include <cctype>
#include <string>

namespace tessera::isa {
namespace {

std::string upper(std::string_view name) {
  std::string out(name);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::vector<hw::TargetParameter> layoutParameters(const IsaLayout& layout) {
  std::vector<hw::TargetParameter> out;
  out.push_back({"ISA_INSTRUCTION_BITS", layout.instruction_bits, "bits of one instruction (every opcode)"});
  out.push_back({"ISA_INSTRUCTION_WORDS", layout.words, "64-bit little-endian words of one instruction"});
  for (const OpcodeFormat& format : layout.formats)
    out.push_back({"ISA_OPCODE_" + upper(name(format.opcode)), static_cast<int>(format.opcode),
                   fmt::format("opcode value of {}", name(format.opcode))});
  const OpcodeFormat& compute = layout.format(Opcode::kCompute);
  out.push_back({"ISA_COMPUTE_USED_BITS", compute.used_bits, "compute: bits used by fields; the rest are zero"});
  for (const FieldLayout& f : compute.fields) {
    const std::string field = upper(f.name);
    out.push_back({"ISA_COMPUTE_" + field + "_LSB", f.lsb, fmt::format("compute: first bit of '{}'", f.name)});
    out.push_back({"ISA_COMPUTE_" + field + "_BITS", f.bits,
                   fmt::format("compute: bits of '{}'{}", f.name, f.is_signed ? " (signed)" : "")});
  }
  return out;
}

Status writeGeneratedFilesWithLayout(const hw::Spec& spec, const std::filesystem::path& out_dir) {
  return hw::writeGeneratedFiles(spec, out_dir, layoutParameters(layoutFor(spec)));
}

}  // namespace tessera::isa
