// ProgramImage: what a hardware model loads to run a compiled model, and the
// one reader and writer of its files, program.bin, dram.bin and encodings.bin.
//
// The compiler writes these files (with program.s, memory_map.json and
// estimate.json beside them); the functional core, the runtime, the SystemC
// model and any RTL testbench read them through this header alone, so the
// byte layout exists exactly once.
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
// dram.bin (little-endian; the constant part of DRAM: weights pre-tiled and
// compressed, constants, the zero row; docs/backend.md "DRAM layout"):
//   offset 0   8 bytes  magic "TSRADRM1"
//          8   u32      format version (kDramImageVersion)
//         12   u32      fingerprint length L
//         16   L bytes  spec fingerprint (UTF-8, no terminator)
//       16+L   u64      DRAM address of the first byte
//       24+L   u64      byte count N
//       32+L   N bytes  the image
//
// encodings.bin (only when some kernel's weights are stored compressed; the
// accelerator IP's ENCODING_TABLE, hw/sim/tlm/accelerator_ip.h): 16-byte
// entries, each a u64 first instruction and a u64 encoding (0 dense, 1 N:M,
// 2 bitmask: isa::WeightEncoding) from that instruction on; firsts rising;
// dense before the first entry (isa::decodeEncodingTable).
//
// Readers never guess: a wrong magic, another version, another spec's
// fingerprint, another instruction width, a size that does not add up or an
// instruction that does not decode is an error naming the file and the byte
// offset (and the instruction index).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "hw/isa/isa.h"
#include "hw/isa/weight_codec.h"
#include "hw/support/expected.h"

namespace tessera::isa {

/// Version written to and required from program.bin. 2: LOAD/STORE carry
/// `planes` and `dram_plane_stride_bytes` (3-D transfers, isa.h), appended
/// after the 2-D fields. 3: LOAD/STORE also carry `row_plane_stride` (the
/// buffer rows between planes). 4: LOAD/STORE carry `transpose` and VECTOR
/// `per_lane` (one bit each, appended last). 5: a VECTOR row may be wider
/// than the vector unit's lanes (in beats) and than a buffer's rows (it spans
/// several; isa.h, VectorFields), its `lanes` field as wide as the widest
/// row. 6: LOAD/STORE carry `row_stride` (buffer rows between the rows of a
/// plane, appended last). 7: VECTOR carries `bias` (a requantize that adds
/// a bias row first, appended last). Older files are rejected, not
/// reinterpreted: the reader never guesses what an older layout meant, and
/// the instruction width may differ.
inline constexpr std::uint32_t kProgramBinaryVersion = 7;
/// The 8-byte magic at the start of program.bin.
inline constexpr char kProgramMagic[8] = {'T', 'S', 'R', 'A', 'P', 'R', 'G', '1'};
/// Version written to and required from dram.bin.
inline constexpr std::uint32_t kDramImageVersion = 1;
/// The 8-byte magic at the start of dram.bin.
inline constexpr char kDramImageMagic[8] = {'T', 'S', 'R', 'A', 'D', 'R', 'M', '1'};

/// The constant part of DRAM: `bytes` from DRAM address `base_address` on.
struct DramContents {
  std::uint64_t base_address = 0;
  std::vector<std::uint8_t> bytes;
  bool operator==(const DramContents&) const = default;
};

/// A compiled model as the hardware sees it.
struct ProgramImage {
  std::string spec_fingerprint;       ///< the hw::Spec the Program was compiled for
  int instruction_bits = 0;           ///< a multiple of 64
  std::vector<std::uint64_t> code;    ///< instruction_bits / 64 words per instruction, in stream order
  std::optional<DramContents> dram;   ///< dram.bin (absent: e.g. a float model on an integer spec)
  /// encodings.bin: where the weights COMPUTEs preload are stored compressed
  /// (the accelerator IP's ENCODING_TABLE); empty, and no file, when every
  /// kernel's weights are dense.
  std::vector<EncodingChange> encodings;

  /// 64-bit words per instruction.
  std::size_t words() const { return static_cast<std::size_t>(instruction_bits / 64); }
  /// Number of instructions.
  std::size_t size() const { return words() > 0 ? code.size() / words() : 0; }
  /// The words of instruction `i`.
  std::span<const std::uint64_t> encoded(std::size_t i) const { return {code.data() + i * words(), words()}; }
  bool operator==(const ProgramImage&) const = default;
};

/// program.bin bytes of `image` (dram is not part of it).
std::string encodeProgramBinary(const ProgramImage& image);
/// dram.bin bytes of `contents`, compiled for `spec_fingerprint`.
std::string encodeDramBinary(const std::string& spec_fingerprint, const DramContents& contents);

/// Reads program.bin bytes for `layout` (fingerprint, width and every
/// instruction checked); the result has no dram. Errors name `file` and the byte offset.
Expected<ProgramImage> decodeProgramBinary(const std::string& bytes, const IsaLayout& layout,
                                           const std::string& file = "program.bin");
/// Reads dram.bin bytes; its fingerprint must be `spec_fingerprint`. Errors name `file` and the byte offset.
Expected<DramContents> decodeDramBinary(const std::string& bytes, const std::string& spec_fingerprint,
                                        const std::string& file = "dram.bin");

/// Writes `dir`/program.bin and, when `image.dram` is set, `dir`/dram.bin;
/// otherwise removes a dram.bin left there, so a folder never pairs one
/// model's program with another's constants. Creates `dir` if needed.
Status writeProgramImage(const ProgramImage& image, const std::filesystem::path& dir);
/// Reads `dir`/program.bin and, if present, `dir`/dram.bin for `layout`.
Expected<ProgramImage> readProgramImage(const std::filesystem::path& dir, const IsaLayout& layout);

/// Reads a whole file as bytes; an error names it when it cannot be read.
Expected<std::string> readFileBytes(const std::filesystem::path& file);

}  // namespace tessera::isa
