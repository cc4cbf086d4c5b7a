// Program: the compiled model, the contract between compiler and hardware models.
//
// A Program holds the ISA layout of its hardware point, the instruction
// stream, which instructions belong to which kernel, the DRAM memory plan
// and the provenance (spec fingerprint, pipeline). Writers produce the three
// files `tessera compile` emits besides estimate.json:
//
// program.bin and dram.bin, what the hardware reads, are written and read
// by hw/isa/program_image.h alone (programImage() below makes the image).
//
// program.s: a header of `;` comments, then per kernel `; kernel NAME (OPS)`
// and its instructions in isa::toAssembly form (isa::parseAssembly reads
// every instruction line back).
//
// memory_map.json: every DRAM region (name, kind, offset, bytes, live range
// in kernel indices) and the totals, incl. peak activation bytes against the
// naive sum of all activation tensors.
//
// dram.bin holds the bytes of the constant part of DRAM the Program reads
// (weights pre-tiled and compressed, constants, the zero row); its builder is
// in dram_image.h.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/plan/memory_plan.h"
#include "hw/isa/isa.h"
#include "hw/isa/weight_codec.h"
#include "hw/isa/program_image.h"
#include "hw/support/expected.h"

namespace tessera::backend {

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
  /// How those weights are stored (isa::weightEncoding of the spec and weight_compression).
  isa::WeightEncoding weight_encoding = isa::WeightEncoding::kDense;
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

/// program.bin, dram.bin and encodings.bin as the hardware reads them: the
/// Program's instructions, when given the constant part of DRAM, and where
/// kernels' weights are stored compressed (an entry where a kernel's
/// encoding differs from the one before; none when all are dense).
isa::ProgramImage programImage(const Program& program, const isa::DramContents* dram = nullptr);
/// The program.s text.
std::string programAssembly(const Program& program);
/// memory_map.json.
nlohmann::json memoryMapJson(const Program& program);
/// Writes the readable files, program.s and memory_map.json, into `dir` (created if needed).
Status writeProgramText(const Program& program, const std::filesystem::path& dir);

}  // namespace tessera::backend
