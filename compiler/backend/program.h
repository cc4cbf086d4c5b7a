// Program: the compiled model, the contract between compiler and hardware models.
//
// A Program holds the ISA layout of its hardware point, the instruction
// stream, which instructions belong to which kernel, the DRAM memory plan
// and the provenance (spec fingerprint, pipeline). Writers produce the three
// files `tessera compile` emits besides estimate.json:
//
// program.bin (little-endian throughout):
//   offset 0   8 bytes  magic "TSRAPRG1"
//          8   u32      format version (kProgramBinaryVersion)
//         12   u32      instruction_bits (a multiple of 64; IsaLayout::instruction_bits)
//         16   u64      instruction count
//         24   u32      fingerprint length L
//         28   L bytes  spec fingerprint (UTF-8, no terminator)
//       28+L   count x (instruction_bits / 64) u64 words, instruction after
//              instruction, each encoded by isa::encode (bit i of an
//              instruction is bit i % 64 of its word i / 64)
// Nothing else: segment boundaries are the HALT instructions; kernel
// attribution lives in program.s and memory_map.json.
//
// program.s: a header of `;` comments, then per kernel `; kernel NAME (OPS)`
// and its instructions in isa::toAssembly form (isa::parseAssembly reads
// every instruction line back).
//
// memory_map.json: every DRAM region (name, kind, offset, bytes, live range
// in kernel indices) and the totals, incl. peak activation bytes against the
// naive sum of all activation tensors.
//
// dram.bin, the fourth file `tessera compile` writes, holds the bytes of the
// constant part of DRAM the Program reads (weights pre-tiled and compressed,
// constants, the zero row); its format and builder are in dram_image.h.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "compiler/backend/kernel.h"
#include "compiler/backend/kernel_plan.h"
#include "compiler/backend/memory_plan.h"
#include "compiler/isa/isa.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Version written to and required from program.bin. 2: LOAD/STORE carry
/// `planes` and `dram_plane_stride_bytes` (3-D transfers, isa.h), appended
/// after the 2-D fields. 3: LOAD/STORE also carry `row_plane_stride` (the
/// buffer rows between planes). 4: LOAD/STORE carry `transpose` and VECTOR
/// `per_lane` (one bit each, appended last). Older files (version 1: 2-D
/// transfers; version 2: planes always contiguous in the buffer) are
/// rejected, not reinterpreted: the reader never guesses what an older
/// layout meant, and the instruction width may differ.
inline constexpr std::uint32_t kProgramBinaryVersion = 4;
/// The 8-byte magic at the start of program.bin.
inline constexpr char kProgramMagic[8] = {'T', 'S', 'R', 'A', 'P', 'R', 'G', '1'};

/// One kernel's share of the program.
struct ProgramKernel {
  int kernel = 0;                      ///< KernelGraph index
  std::string name;
  std::string ops;
  KernelKind kind = KernelKind::kElementwise;
  PlanMode mode = PlanMode::kNone;
  std::size_t first = 0;               ///< first instruction in the stream
  std::size_t count = 0;               ///< instructions (contiguous)
  int segment = 0;
  std::vector<std::string> host_ops;   ///< the host runs these after the segment ends
  std::string mapping;                 ///< array kernels: the tiling codegen used
  std::int64_t tiles = 0;              ///< output tiles (vector/store groups)
  std::int64_t steps = 0;              ///< load/compute groups
  /// Stored / dense weight bytes (below 1 under a compressing sparsity format):
  /// a COMPUTE of tile_rows reduction rows reads ceil(tile_rows x this) weight rows.
  double weight_compression = 1.0;
};

/// A run of instructions the accelerator executes without the host; ends with HALT.
struct ProgramSegment {
  std::size_t first = 0;
  std::size_t count = 0;
};

/// The compiled model.
struct Program {
  isa::IsaLayout layout;
  std::string spec_name;
  std::string spec_fingerprint;
  std::string model;
  std::string source;
  std::string pipeline;
  /// The instructions, encoded (layout.words words each, in stream order);
  /// encoded as codegen emits them, so a large model stays compact.
  std::vector<std::uint64_t> code;
  std::vector<ProgramKernel> kernels;
  std::vector<ProgramSegment> segments;
  MemoryPlan memory;
  std::vector<std::string> notes;      ///< what the user should know (host fallbacks, inferred geometry)
  std::int64_t requirements = 0;       ///< dependencies codegen stated
  std::int64_t tokens = 0;             ///< push/pop pairs after pruning implied ones

  /// Number of instructions.
  std::size_t size() const { return layout.words > 0 ? code.size() / static_cast<std::size_t>(layout.words) : 0; }
  /// The words of instruction `i`.
  std::span<const std::uint64_t> encoded(std::size_t i) const {
    return {code.data() + i * static_cast<std::size_t>(layout.words), static_cast<std::size_t>(layout.words)};
  }
  /// Instruction `i`, decoded (the words were validated when codegen encoded them).
  isa::Instruction instruction(std::size_t i) const;
  /// Every instruction, decoded (for tests and checkers of small programs).
  std::vector<isa::Instruction> decoded() const;
};

/// program.bin contents as read back.
struct ProgramBinary {
  std::uint32_t version = 0;
  std::uint32_t instruction_bits = 0;
  std::string spec_fingerprint;
  std::vector<isa::Instruction> instructions;
};

/// Encodes every instruction into program.bin bytes (see the file comment).
Expected<std::string> encodeProgramBinary(const Program& program);
/// Reads program.bin bytes; `layout` must be the spec's (its fingerprint and
/// width are checked). Errors name `file` and the byte offset.
Expected<ProgramBinary> decodeProgramBinary(const std::string& bytes, const isa::IsaLayout& layout,
                                            const std::string& file = "program.bin");
/// The program.s text.
std::string programAssembly(const Program& program);
/// memory_map.json.
nlohmann::json memoryMapJson(const Program& program);
/// Writes program.bin, program.s and memory_map.json into `dir` (created if needed).
Status writeProgramFiles(const Program& program, const std::filesystem::path& dir);
/// Reads `file` as program.bin.
Expected<ProgramBinary> readProgramBinary(const std::filesystem::path& file, const isa::IsaLayout& layout);

}  // namespace tessera::backend
