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

}  // namespace tessera::isa
