// The instruction layout as generated parameters, for RTL decoders.
//
// `tessera gen` appends these to the SystemVerilog package and the C++
// target header (hw/spec/generate.h: hw/spec cannot see hw/isa, so the
// values come in from here). Every number is read from the IsaLayout that
// encode() and decode() use, never restated: the RTL's decoder and the
// encoder cannot drift.
#pragma once

#include <filesystem>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/spec/generate.h"

namespace tessera::isa {

/// ISA_INSTRUCTION_BITS, ISA_INSTRUCTION_WORDS, ISA_OPCODE_<OP> (each
/// opcode's value), then for COMPUTE ISA_COMPUTE_USED_BITS and, per field
/// in encoding order, ISA_COMPUTE_<FIELD>_LSB and ISA_COMPUTE_<FIELD>_BITS.
std::vector<hw::TargetParameter> layoutParameters(const IsaLayout& layout);

/// What `tessera gen` writes: hw::writeGeneratedFiles with layoutParameters(layoutFor(spec)) appended.
Status writeGeneratedFilesWithLayout(const hw::Spec& spec, const std::filesystem::path& out_dir);

}  // namespace tessera::isa
