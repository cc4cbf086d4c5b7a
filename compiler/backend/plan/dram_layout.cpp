// DRAM layouts of weights, constants and activations (see dram_layout.h).
#include "compiler/backend/plan/dram_layout.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

#include "compiler/backend/map/toeplitz.h"
#include "hw/isa/weight_codec.h"

namespace tessera::backend {

WeightLayout weightLayout(const hw::Spec& spec, const Kernel& kernel) {
  const hw::model::LayerShape& l = kernel.shape;
  const int bits = spec.params().precision.weight_bits;
  WeightLayout w;
  if (kernel.banded) {  // the bands (map/toeplitz.h): per channel and kernel row, a span x J block per window offset
    if (const std::optional<BandedGeometry> g = bandedGeometry(spec, kernel)) {
      w.dense_rows = g->C * g->channelBandRows();
      w.row_elements = g->band_cols;
      w.dense_row_bytes = packedBytes(g->band_cols, bits);
      w.bytes = w.dense_rows * w.dense_row_bytes;
      return w;
    }
  }
  w.dense_rows = l.g * l.r * l.s * l.c;
  w.row_elements = l.k;
  w.dense_row_bytes = packedBytes(l.k, bits);
  // Same rule as hw::model::storedWeightBytes, with the real counts: bitmask
  // keeps the nonzeros plus one bit per weight; N:M keeps n of every m with
  // an index each, but only when the mask really is N:M.
  const hw::Sparsity& sp = spec.params().sparsity;
  const double wb = bits / 8.0;
  const WeightSparsity& s = kernel.sparsity;
  if (s.elements > 0 && kernel.weights_constant) {
    switch (sp.weight_format) {
      case hw::WeightFormat::kDense: break;
      case hw::WeightFormat::kBitmask: w.compression = std::min(1.0, (wb * s.density() + 1.0 / 8.0) / wb); break;
      case hw::WeightFormat::kNOfM:
        if (storesNofM(spec, kernel)) {
          const double index_bytes = std::bit_width(static_cast<unsigned>(sp.m - 1)) / 8.0;
          w.compression = std::min(1.0, static_cast<double>(sp.n) / sp.m * (wb + index_bytes) / wb);
          w.exact_ratio = w.compression < 1.0;
        }
        break;
    }
  }
  w.bytes = static_cast<std::int64_t>(std::ceil(static_cast<double>(w.dense_rows * w.dense_row_bytes) * w.compression));
  // A compressed block moves as whole buffer rows, which can run up to one
  // row past its compressed end: one row of slack keeps the last one inside.
  if (w.compression < 1.0) w.bytes += w.dense_row_bytes;
  return w;
}

NofMAlignment nOfMAlignment(const hw::Spec& spec) {
  const hw::Sparsity& sp = spec.params().sparsity;
  if (sp.weight_format != hw::WeightFormat::kNOfM || sp.m < 1 || sp.n < 1) return {};
  const isa::NofMGeometry nm = isa::nOfMGeometry(spec);
  const std::int64_t wbits = spec.params().precision.weight_bits;
  // cols: cols * wbits and cols * n * index_bits whole bytes.
  const std::int64_t k = std::lcm(8 / std::gcd<std::int64_t>(8, wbits), 8 / std::gcd<std::int64_t>(8, nm.n * nm.index_bits));
  // rows: whole groups whose bytes, (rows / m) * n * cols * (wbits + index_bits) / 8,
  // are whole rows of cols * wbits / 8 bytes.
  const std::int64_t c = nm.m * (wbits / std::gcd<std::int64_t>(wbits, nm.n * (wbits + nm.index_bits)));
  return {k, c};
}

bool storesNofM(const hw::Spec& spec, const Kernel& kernel) {
  const hw::Sparsity& sp = spec.params().sparsity;
  const NofMAlignment a = nOfMAlignment(spec);
  return sp.weight_format == hw::WeightFormat::kNOfM && kernel.weights_constant && kernel.sparsity.elements > 0 &&
         kernel.sparsity.satisfiesNofM(sp.n, sp.m) && kernel.shape.c % sp.m == 0 && kernel.shape.c % a.c == 0 &&
         kernel.shape.k % a.k == 0 && spec.params().pe_array.rows >= a.c && spec.params().pe_array.cols >= a.k &&
         kernel.flattened_input.empty();
}

std::int64_t storedWeightRows(const WeightLayout& layout, std::int64_t dense_rows) {
  if (layout.compression >= 1.0) return dense_rows;
  if (layout.exact_ratio) return std::llround(static_cast<double>(dense_rows) * layout.compression);
  return std::max<std::int64_t>(
      1, static_cast<std::int64_t>(std::ceil(static_cast<double>(dense_rows) * layout.compression)));
}

std::int64_t compressedOffset(const WeightLayout& layout, std::int64_t dense) {
  if (layout.compression >= 1.0) return dense;
  if (layout.exact_ratio) return std::llround(static_cast<double>(dense) * layout.compression);
  return static_cast<std::int64_t>(std::floor(static_cast<double>(dense) * layout.compression));
}

std::int64_t tiledWeightOffset(const hw::Spec& spec, const Kernel& kernel, const WeightTiling& tiling, std::int64_t gi,
                               std::int64_t k0, std::int64_t c0, std::int64_t kf) {
  const hw::model::LayerShape& l = kernel.shape;
  const int bits = spec.params().precision.weight_bits;
  const std::int64_t rs = l.r * l.s;
  const std::int64_t tk = std::min(tiling.tile_k, l.k - k0), tc = std::min(tiling.tile_c, l.c - c0);
  // Folds start on whole bytes (codegen keeps fold widths byte-aligned), so
  // the packed bytes of a prefix of channels are exact.
  return gi * rs * l.c * packedBytes(l.k, bits) + rs * l.c * packedBytes(k0, bits) + rs * c0 * packedBytes(tk, bits) +
         rs * tc * packedBytes(kf * tiling.fold_k, bits);
}

std::vector<int> producers(const ir::Graph& g) {
  std::vector<int> producer(g.values.size(), -1);
  for (size_t n = 0; n < g.nodes.size(); ++n)
    for (ir::ValueId id : g.nodes[n].outputs)
      if (id != ir::kNoValue) producer[static_cast<size_t>(id)] = static_cast<int>(n);
  return producer;
}

ir::ValueId storedValue(const hw::Spec& spec, const ir::Graph& g, const std::vector<int>& producer, ir::ValueId id) {
  const int made_by = producer[static_cast<size_t>(id)];
  if (made_by >= 0 && g.nodes[static_cast<size_t>(made_by)].op_type == "DequantizeLinear" &&
      spec.params().precision.number_format == hw::NumberFormat::kInt)
    return g.nodes[static_cast<size_t>(made_by)].inputs[0];
  return id;
}

std::int64_t pixelBytes(const hw::Spec& spec, std::int64_t channels) {
  return packedBytes(channels, spec.params().precision.activation_bits);
}

std::int64_t activationBytes(const hw::Spec& spec, std::int64_t elements, std::int64_t channels) {
  if (channels <= 0 || elements % channels != 0) return packedBytes(elements, spec.params().precision.activation_bits);
  return elements / channels * pixelBytes(spec, channels);
}

std::int64_t constantBytes(const hw::Spec& spec, std::int64_t elements) {
  const std::int64_t row = spec.derived().output.elements_per_row;
  return packedBytes(std::max(elements, row), spec.params().precision.accumulator_bits);
}

}  // namespace tessera::backend
