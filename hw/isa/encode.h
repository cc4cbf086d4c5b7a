// Binary encoding, decoding and one-line assembly of Tessera instructions.
//
// encode() and decode() are exact inverses for every valid instruction of a
// layout; neither truncates nor guesses: a value that does not fit its field,
// a field set outside its opcode, an unknown opcode, non-zero reserved bits or
// a dependency bit towards a stage that does not exist are all errors.
// Assembly is for people and golden files: toAssembly() prints every field of
// the opcode, parseAssembly() requires every one, so print -> parse is exact.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/support/expected.h"

namespace tessera::isa {

/// Checks what the bit widths cannot express: fields of other opcodes are
/// default, dependency bits name an existing neighbour, store reads only the
/// input or output buffer, the vector op is supported, and each row address
/// fits the row address bits of the buffer it names.
Status validate(const IsaLayout& layout, const Instruction& instruction);

/// Encodes one instruction into `layout.words` words (see isa.h for bit order).
Expected<std::vector<std::uint64_t>> encode(const IsaLayout& layout, const Instruction& instruction);
/// encode() into caller-provided storage of exactly `layout.words` words (no allocation).
Status encodeInto(const IsaLayout& layout, const Instruction& instruction, std::span<std::uint64_t> words);

/// Decodes one instruction from exactly `layout.words` words.
Expected<Instruction> decode(const IsaLayout& layout, std::span<const std::uint64_t> words);

/// One readable line, e.g.
/// `load.wt   dram=0x1000 stride=64 row=12 rows=16 elems=16 planes=3 pstride=4096 rpstride=0  [push->compute]`.
std::string toAssembly(const Instruction& instruction);
/// toAssembly() appended to `out` (no newline), for writers of many lines.
void appendAssembly(std::string& out, const Instruction& instruction);

/// Parses one line printed by toAssembly(); errors are located at `file`:`line_number`:column.
Expected<Instruction> parseAssembly(std::string_view line, std::string_view file = "<assembly>",
                                    int line_number = 1);

}  // namespace tessera::isa
