// Compressed weight blocks: the N:M and bitmask encodings of dram.bin.
//
// What a weight LOAD of a compressed block brings into the weight buffer and
// what a COMPUTE preloading from it decompresses (docs/backend.md "DRAM
// layout"). The one definition the DRAM-image writer
// (compiler/backend/program/dram_image) and the functional core
// (hw/sim/functional) share, so the two cannot drift. A block is `rows` x
// `cols` codes, row-major: dense reduction rows, each the fold's output
// channels at the weight width (integer formats two's complement, float
// formats their bits). Encodings:
//   dense    rows of packedBytes(cols, weight bits);
//   N:M      per group of m consecutive rows (the last one shorter): n value
//            rows, then the group's n x cols indices (bit_width(m - 1) bits
//            each, slot-major, padded to a byte); a column with fewer than n
//            nonzeros pads with value 0 at the lowest unused positions;
//   bitmask  a mask of rows x cols bits (low bits first, padded to a byte),
//            then the nonzero values in row-major order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::isa {

/// How a weight block is stored.
enum class WeightEncoding {
  kDense,    ///< rows of the fold's output channels at the weight precision
  kNOfM,     ///< per group of m rows: n value rows, then their n x cols indices (spec sparsity n_of_m)
  kBitmask,  ///< a bit per element, then the nonzero values (spec sparsity bitmask)
};

/// N:M geometry of a spec: n kept of every m rows, index width.
struct NofMGeometry {
  std::int64_t n = 2;
  std::int64_t m = 4;
  int index_bits = 2;  ///< bit_width(m - 1)
  /// Bytes of one group of a block `cols` wide: n value rows, then the n x cols indices.
  std::int64_t groupBytes(std::int64_t cols, int weight_bits) const;
};

/// The N:M geometry of `spec`'s sparsity section.
NofMGeometry nOfMGeometry(const hw::Spec& spec);

/// Bytes a block of `rows` x `cols` takes under `encoding` (bitmask: with `nonzeros` values).
std::int64_t encodedBlockBytes(const hw::Spec& spec, WeightEncoding encoding, std::int64_t rows, std::int64_t cols,
                               std::int64_t nonzeros);

/// How a kernel's weights are stored on `spec`: dense when they do not
/// compress (`compression` = stored / dense bytes >= 1, e.g. weights that
/// break the N:M pattern), else in the spec's sparse format.
inline WeightEncoding weightEncoding(const hw::Spec& spec, double compression) {
  if (compression >= 1.0) return WeightEncoding::kDense;
  return spec.params().sparsity.weight_format == hw::WeightFormat::kNOfM ? WeightEncoding::kNOfM
                                                                          : WeightEncoding::kBitmask;
}

/// Encodes `codes` (rows x cols, row-major). When the codes break the
/// encoding (an N:M group holding more than n nonzeros in a column),
/// `problem` says where and the bytes are incomplete.
std::vector<std::uint8_t> encodeWeightBlock(const hw::Spec& spec, WeightEncoding encoding, std::int64_t rows,
                                            std::int64_t cols, const std::vector<std::int64_t>& codes,
                                            std::string& problem);

/// Decodes the rows x cols codes of a block from `bytes` (`available` of
/// them), sign-extended on integer formats. Error: the block needs more bytes
/// than are available; the message starts with `where` (the block).
Expected<std::vector<std::int64_t>> decodeWeightBlock(const hw::Spec& spec, WeightEncoding encoding,
                                                      std::int64_t rows, std::int64_t cols,
                                                      const std::uint8_t* bytes, std::int64_t available,
                                                      const std::string& where);

/// One entry of the weight-encoding table the accelerator IP reads
/// (hw/sim/tlm/accelerator_ip.h, ENCODING_TABLE; `tessera compile` writes it
/// as encodings.bin): from instruction `first` on, a COMPUTE preloading
/// weights decodes them as `encoding`. Before the first entry: dense.
struct EncodingChange {
  std::uint64_t first = 0;
  WeightEncoding encoding = WeightEncoding::kDense;
  bool operator==(const EncodingChange&) const = default;
};
/// Bytes of one table entry: `first` then the encoding (0 dense, 1 N:M,
/// 2 bitmask), each a little-endian 64-bit word.
inline constexpr std::size_t kEncodingEntryBytes = 16;

/// The table's bytes.
std::string encodeEncodingTable(const std::vector<EncodingChange>& changes);
/// A table's entries from its bytes. Errors name `file` and the entry: a
/// length that is not whole entries, an encoding that is not 0-2, a `first`
/// not above the previous entry's.
Expected<std::vector<EncodingChange>> decodeEncodingTable(const std::string& bytes, const std::string& file);
/// One kernel of a Program: its instructions [first, first + count) and the
/// encoding its weights are stored in.
struct KernelEncoding {
  std::uint64_t first = 0, count = 0;
  WeightEncoding encoding = WeightEncoding::kDense;
};
/// The table of a Program whose kernels are `kernels` (contiguous, in stream
/// order): a COMPUTE decodes as the last kernel with instructions begun at
/// or before it, dense before the first; an entry wherever that changes.
std::vector<EncodingChange> encodingChanges(const std::vector<KernelEncoding>& kernels);
/// Instruction `index`'s encoding under `changes` (entries in order of `first`).
WeightEncoding encodingAt(const std::vector<EncodingChange>& changes, std::uint64_t index);
/// Each of `instructions` instructions' encoding under `changes`. Errors name
/// the entry: a `first` not below `instructions`, an encoding `spec` does not
/// store (N:M only on an n_of_m spec, bitmask only on a bitmask one).
Expected<std::vector<WeightEncoding>> encodingsPerInstruction(const hw::Spec& spec,
                                                              const std::vector<EncodingChange>& changes,
                                                              std::uint64_t instructions);

}  // namespace tessera::isa
