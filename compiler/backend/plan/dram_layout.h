// DRAM layouts: how the compiler stores weights, constants and activations.
//
// One place decides the byte layout of every tensor the Program touches, so
// the memory plan (sizes) and codegen (addresses) cannot disagree:
//   activations  channel-last (NHWC; a matrix row-major), each pixel's
//                channels packed at the activation precision and the pixel
//                padded to whole bytes (int4 with an odd channel count);
//   array weights pre-tiled for the kernel's tiling (the mapping codegen
//                reports): blocks in the order (group, k tile, c tile, k fold),
//                each block the fold's rows (r, s, c of the c tile), a row the
//                fold's output channels packed at the weight precision. A block
//                is then one contiguous transfer, exactly the rows of the
//                weight slot. The region is compressed per the spec's sparsity
//                format by the ratio the real masks allow. A grouped
//                convolution is stored as the array runs it (pack.h): packed
//                groups as one block-diagonal group, zeros included; a
//                banded depthwise one (map/toeplitz.h) as its bands, per
//                channel, kernel row and window offset `span` rows of J;
//   constants    (bias, vector-op operands) at the accumulator precision,
//                at least one output-buffer row long (a scalar is stored
//                pre-broadcast to a row, so a vector op can read it as one);
//                a per-channel requantize's constant is its k multipliers,
//                then its k shifts (immediates.h ChannelRequantize).
#pragma once

#include <cstdint>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "hw/spec/spec.h"

namespace tessera::backend {

/// Bytes of `elements` values of `bits` each, packed (rounded up to a byte).
constexpr std::int64_t packedBytes(std::int64_t elements, int bits) { return (elements * bits + 7) / 8; }

/// DRAM layout of an array kernel's constant weights.
struct WeightLayout {
  std::int64_t dense_rows = 0;       ///< g * r * s * c reduction rows
  std::int64_t row_elements = 0;     ///< k output channels per row
  std::int64_t dense_row_bytes = 0;  ///< one dense row, padded to whole bytes
  /// Stored bytes per dense byte: 1 when dense (or when the mask does not fit
  /// the spec's N:M pattern), below 1 for a compressing format.
  double compression = 1.0;
  /// N:M: the ratio is exact on every block and chunk (nOfMAlignment), so
  /// scaled offsets round to the integer they are; bitmask: an average.
  bool exact_ratio = false;
  /// The region: dense_rows x dense_row_bytes x compression, plus one dense
  /// row when compressed (blocks move as whole rows and may run one row past
  /// their compressed end).
  std::int64_t bytes = 0;
  bool operator==(const WeightLayout&) const = default;
};

/// The tiling weights are stored in: k tile, c tile and k fold widths.
struct WeightTiling {
  std::int64_t tile_k = 1;
  std::int64_t tile_c = 1;
  std::int64_t fold_k = 1;
};

/// Byte offset (dense, before compression) of the block of fold `kf` of the
/// tile (group gi, first channel k0, first reduction channel c0) in a region
/// pre-tiled by `tiling`; rows of that block are `packedBytes(fold width)` apart.
std::int64_t tiledWeightOffset(const hw::Spec& spec, const Kernel& kernel, const WeightTiling& tiling, std::int64_t gi,
                               std::int64_t k0, std::int64_t c0, std::int64_t kf);

/// What N:M storage needs of a tiling so that the layout's ratio is exact on
/// every block, not just on average (weight_codec.h: each group of m rows
/// stores n value rows, then n x cols indices padded to a byte): every k fold
/// width (the block's cols) a multiple of `k`, so the indices fill whole
/// bytes; every chunk of reduction rows one COMPUTE preloads (a multiple of
/// the c tile's and the chunk's width) a multiple of `c`, so its groups end
/// on a whole weight-buffer row and the next chunk's decode starts on a row.
/// 2:4 at int8: k 2, c 8; at int4: k 2, c 4. {1, 1} when the spec is not N:M.
struct NofMAlignment {
  std::int64_t k = 1;
  std::int64_t c = 1;
};
NofMAlignment nOfMAlignment(const hw::Spec& spec);

/// True when `kernel`'s weights are stored N:M-compressed on `spec`: the
/// format is n_of_m, the measured mask keeps at most n of every m along the
/// reduction channels, and those groups are m consecutive stored rows of a
/// block: c a multiple of m (a 1-channel conv's rows are its taps, which the
/// mask never grouped) and the rows in the model's order (no flattened_input
/// permutation); and k and c are multiples of nOfMAlignment, so a tiling can
/// keep the ratio exact (else the kernel is stored dense). estimate's
/// hardwareShape uses the same rule.
bool storesNofM(const hw::Spec& spec, const Kernel& kernel);

/// The layout of `kernel`'s array weights on `spec` (kernel.shape, kernel.sparsity).
WeightLayout weightLayout(const hw::Spec& spec, const Kernel& kernel);

/// Weight-buffer rows a block of `dense_rows` reduction rows occupies as stored.
std::int64_t storedWeightRows(const WeightLayout& layout, std::int64_t dense_rows);

/// A dense offset (bytes, or rows within a block) scaled by the compression
/// ratio (compressed blocks sit at their dense offset times the ratio; see
/// docs/backend.md): exact for N:M, rounded down for bitmask.
std::int64_t compressedOffset(const WeightLayout& layout, std::int64_t dense);

/// The graph node writing each value of `g` (-1: none).
std::vector<int> producers(const ir::Graph& g);

/// The value whose integers DRAM holds for value `id`: on an integer spec a
/// DequantizeLinear's output is its input (the identity on the stored
/// integers); otherwise `id` itself. `producer` is producers(g).
ir::ValueId storedValue(const hw::Spec& spec, const ir::Graph& g, const std::vector<int>& producer, ir::ValueId id);

/// Bytes of one pixel of `channels` activations.
std::int64_t pixelBytes(const hw::Spec& spec, std::int64_t channels);

/// Bytes of an activation tensor of `elements`, stored as pixels of `channels`
/// (channels <= 0: unknown, packed flat).
std::int64_t activationBytes(const hw::Spec& spec, std::int64_t elements, std::int64_t channels);

/// Bytes of a constant of `elements` at accumulator precision, at least one output-buffer row.
std::int64_t constantBytes(const hw::Spec& spec, std::int64_t elements);

/// Bytes of a per-channel requantize constant of `channels` output channels:
/// a constant of 2 * channels elements (the multipliers, then the shifts).
inline std::int64_t requantizeConstantBytes(const hw::Spec& spec, std::int64_t channels) {
  return constantBytes(spec, 2 * channels);
}

/// Byte offset of the shift row in a per-channel requantize constant: right
/// after the `channels` multipliers at accumulator precision (the DRAM plane
/// stride of the LOAD that brings a fold's multiplier and shift rows).
inline std::int64_t requantizeShiftOffset(const hw::Spec& spec, std::int64_t channels) {
  return packedBytes(channels, spec.params().precision.accumulator_bits);
}

}  // namespace tessera::backend
