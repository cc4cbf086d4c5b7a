// DRAM image: the bytes of the constant part of DRAM of a compiled Program.
//
// The memory plan (memory_plan.h, dram_layout.h) fixes where every constant
// lives; this writes what it holds, bytes [0, MemoryPlan::activation_base):
//   array weights  pre-tiled exactly as codegen's weight LOADs read them:
//                  blocks (group, k tile, c tile, k fold) of the tiling the
//                  kernel's `mapping` records, each block its reduction rows
//                  (r, s, c of the c tile), a row the fold's output channels;
//                  grouped convolutions block-diagonal as pack.h runs them,
//                  banded depthwise ones as their bands (map/toeplitz.h); a
//                  product streaming a flattened NCHW map with its rows in
//                  (h, w, c) order (Kernel::flattened_input); compressed per
//                  the spec's sparsity format (docs/backend.md "DRAM layout"
//                  has the N:M and bitmask encodings);
//   constants      bias and vector operands at the accumulator precision, a
//                  row at least (a scalar repeated over the row, a 4-D
//                  [n, c, h, w] operand channel-last like the activations);
//                  regions no instruction loads (host ops' operands, scales
//                  folded into immediates) are left zero and listed; so is
//                  a float operand without a scale on an integer spec (it
//                  meets the float graph input before its QuantizeLinear),
//                  with a note;
//   zero row       zeros.
// Elements: integer formats two's complement at the weight / accumulator
// width, element i of a row at bit i * bits, low bits first (two int4 values
// per byte, the first in the low nibble: hw/sim/functional.h reads them so);
// fp16 / bf16 as their bits (round to nearest even), a 32-bit accumulator of a
// float format as IEEE fp32.
// Values: integer constants as they are; a QDQ model's float constants
// (fold-constants keeps their QuantParams) quantized back with the model's
// own scale and zero point, which must give back exactly the float (else an
// error); a float bias of a quantized model at the accumulator scale
// s_x * s_w (Kernel::accumulator_scales); float formats the values
// converted. A float model on an integer spec has no scales: no image
// (imageBlocker says why), never invented numbers.
//
// dram.bin, the file that holds the image, is written and read by
// hw/isa/program_image.h (with program.bin).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/lower/kernel.h"
#include "compiler/backend/program/program.h"
#include "hw/isa/program_image.h"
#include "hw/isa/weight_codec.h"
#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// Note for a float model on an integer spec: its weights have no integers.
inline constexpr const char* kWeightsNeedQuantizedModel =
    "dram.bin not written: weights need a quantized model: run tessera quantize first";

/// The constant part of DRAM.
struct DramImage {
  std::string spec_fingerprint;
  /// The bytes [base_address, base_address + size): constants, zero row (what dram.bin holds).
  isa::DramContents contents;
  /// Constant regions no instruction loads, left zero (host ops' operands, folded scales).
  std::vector<std::string> unread;
  /// What the user should know: constants left zero because the model states
  /// no integers for them (a float operand of the not yet quantized graph input).
  std::vector<std::string> notes;
};

/// How a kernel's weight blocks are stored (docs/backend.md "DRAM layout"; hw/isa/weight_codec.h).
using WeightEncoding = isa::WeightEncoding;

/// One stored weight block of an array kernel, where codegen's LOAD reads it.
struct WeightBlock {
  int kernel = 0;           ///< KernelGraph / Program kernel index
  std::string region;       ///< the weight's region name
  std::int64_t group = 0;   ///< group of the packed kernel (pack.h)
  std::int64_t k0 = 0;      ///< first output channel of the k tile (in the group)
  std::int64_t c0 = 0;      ///< first reduction channel of the c tile
  std::int64_t fold = 0;    ///< k fold in the tile
  std::int64_t first_channel = 0;  ///< output channel (in the group) of column 0: k0 + fold x fold width
  std::int64_t rows = 0;    ///< dense reduction rows: r * s * (c tile width), in (r, s, c) order
  std::int64_t cols = 0;    ///< output channels of the fold
  std::int64_t address_bytes = 0;  ///< DRAM address of the block as stored
  std::int64_t slot_bytes = 0;     ///< bytes up to the next block (or the region's end)
  std::int64_t load_bytes = 0;     ///< bytes the weight LOAD moves: stored rows x dense row bytes
  WeightEncoding encoding = WeightEncoding::kDense;
};

/// Why no image can be built for `graph` on `spec` without inventing numbers
/// (kWeightsNeedQuantizedModel, or a graph without constant data); nullopt: it can.
std::optional<std::string> imageBlocker(const hw::Spec& spec, const KernelGraph& graph);

/// Every weight block of `program` (compiled from `graph` on `spec`), in
/// DRAM order per kernel. Errors name the kernel (a mapping without its tiling).
Expected<std::vector<WeightBlock>> weightBlocks(const hw::Spec& spec, const KernelGraph& graph,
                                                const Program& program);

/// Builds the image of `program`, compiled from `graph` on `spec`. Errors name
/// the kernel and constant: no quantization known (imageBlocker), a value that
/// does not round-trip or fit its width, a block breaking the N:M pattern or
/// overflowing its slot (bitmask: blocks sit at the average ratio).
Expected<DramImage> buildDramImage(const hw::Spec& spec, const KernelGraph& graph, const Program& program);

/// Dense values of a block read back from the image (decompressed), row-major
/// rows x cols; integer formats their integers, float formats the real values.
Expected<std::vector<double>> decodeWeightBlock(const hw::Spec& spec, const DramImage& image,
                                                const WeightBlock& block);

/// The first `elements` values of the constant region `region` (accumulator precision).
Expected<std::vector<double>> decodeConstant(const hw::Spec& spec, const Program& program, const DramImage& image,
                                             const std::string& region, std::int64_t elements);

}  // namespace tessera::backend
