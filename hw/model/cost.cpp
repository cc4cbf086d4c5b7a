// Analytical cost model: cycles, DRAM and buffer traffic, energy of one layer.
//
// Spatial mapping on an R x C array (one "fold" = one occupancy of the array):
//   weight-stationary: reduction (c x r x s) on rows, k on cols,
//                      output pixels (n x p x q) streamed;
//   output-stationary: output pixels on rows, k on cols, reduction streamed;
//   input-stationary:  reduction on rows, output pixels (their im2col input
//                      windows) on cols, k streamed.
// With A elements on rows, B on cols and L streamed, a tile has
//   folds = ceil(A/R) * ceil(B/C),
// except that a spatial kernel's reduction folds as a Program can fold it:
// tap by tap, ceil(c/R) folds a tap (a buffer row holds one pixel's
// channels, not an im2col row), or a few consecutive taps of a kernel row
// per fold when 2c <= R (reductionAxis).
// Weight- and input-stationary arrays hold their stationary operand in
// double-buffered PE registers: the next fold's operand shifts in (one row
// per cycle, as many cycles as the fold occupies rows) while the current
// fold streams, so the folds of a tile run back to back and the pipeline
// fills and drains once per tile:
//   cycles = ceil(B/C) * sum over row folds f of max(L, rows_f) + a + b - 1,
// with a = min(A, R), b = min(B, C). A deeper pipeline (a bigger array) can
// therefore cost up to (extra rows + extra cols) cycles per tile on short
// streams, and saves folds on long ones.
// Output-stationary PEs hold the sums, which must drain before the next fold:
//   cycles = sum over folds of (L + used_rows + used_cols - 1)
//          = ceil(A/R)*ceil(B/C)*(L-1) + ceil(B/C)*A + ceil(A/R)*B.
// Fill/drain counts the occupied sub-array (unused PEs are bypassed), so a
// larger array is never slower. A tiling has at most two tile sizes per
// dimension, so the sums run over at most 2 x 2 x 8 tile classes.
//
// DRAM: each operand moves (bytes of one full pass) x (re-fetch factor of the
// loop order, mapping.h); memory cycles = bytes / bytes_per_cycle +
// latency_cycles x tile transfers, shared by dram.outstanding_transfers in
// flight (timing.h dramCycles); cycles = max(compute, memory) when double
// buffered, else their sum. Energy = performed MACs x mac_energy_pj + buffer
// bytes x read_energy_pj_per_byte (writes priced as reads) + DRAM bytes x
// energy_pj_per_byte. A layer whose LayerShape gives DRAM element widths
// (per-layer precision narrower than the datapath) moves its operands in
// DRAM at those widths; buffers, array and MAC energy stay at the spec's.
#include "hw/model/cost.h"

#include "hw/model/timing.h"
#include "hw/isa/isa.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <tuple>

namespace tessera::hw::model {
namespace {

/// A dimension cut into tiles: `full` tiles of `tile` and maybe one of `rem`.
struct Split {
  std::int64_t tile = 0;
  std::int64_t full = 0;
  std::int64_t rem = 0;
  std::int64_t tiles = 0;
};

/// The tile size a mapping's `tile` means along a dimension of `dim`.
std::int64_t clampTile(std::int64_t dim, std::int64_t tile) { return tile <= 0 || tile > dim ? dim : tile; }

Split split(std::int64_t dim, std::int64_t tile) {
  tile = clampTile(dim, tile);
  Split s;
  s.tile = tile;
  s.full = dim / tile;
  s.rem = dim % tile;
  s.tiles = s.full + (s.rem > 0 ? 1 : 0);
  return s;
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

/// Tiles of one size along an array axis.
struct AxisClass {
  double count = 0;   ///< tiles of this size
  double size = 0;    ///< elements per tile
  double folds = 0;   ///< folds per tile on the edge
  double occupied = 0;///< min(size, edge): array rows/cols the tile occupies
  double last = 0;    ///< rows/cols the tile's last fold occupies
  double partial = 1; ///< folds per tile that occupy `last` (the others occupy `occupied`)
  /// Pixel tiles (weight-stationary): output rows of `line` pixels each, a
  /// buffer row pitch of `pitch` >= line apart in the input window (0: one run).
  std::int64_t line = 0, lines = 1, pitch = 0;
};

/// Sums over all tiles along one array axis: tile count, elements, folds on
/// an edge; and the (at most 8) tile classes they come from.
struct AxisSums {
  double count = 0;
  double size = 0;
  double folds = 0;
  AxisClass classes[8];
  int class_count = 0;
  void add(double n, std::int64_t tile_size, std::int64_t edge) {
    count += n;
    size += n * static_cast<double>(tile_size);
    const double f = edge > 0 ? static_cast<double>(ceilDiv(tile_size, edge)) : 0;
    folds += n * f;
    classes[class_count++] = {n, static_cast<double>(tile_size), f,
                              static_cast<double>(edge > 0 ? std::min(tile_size, edge) : tile_size),
                              static_cast<double>(edge > 0 ? tile_size - (ceilDiv(tile_size, edge) - 1) * edge
                                                           : tile_size)};
  }
  /// `n` tiles of `tile_size` elements in `folds` folds each, `partial` of
  /// them occupying `last` rows/cols and the others `full`.
  void addFolds(double n, std::int64_t tile_size, std::int64_t folds, std::int64_t full, std::int64_t last,
                std::int64_t partial) {
    count += n;
    size += n * static_cast<double>(tile_size);
    this->folds += n * static_cast<double>(folds);
    classes[class_count++] = {n, static_cast<double>(tile_size), static_cast<double>(folds), static_cast<double>(full),
                              static_cast<double>(last), static_cast<double>(partial)};
  }
};


/// Axis of output pixels (n x p x q); sizes are products, so up to 8 classes.
AxisSums pixelAxis(const Split& n, const Split& p, const Split& q, std::int64_t edge) {
  AxisSums sums;
  const std::int64_t ns[2] = {n.tile, n.rem}, nc[2] = {n.full, n.rem > 0 ? 1 : 0};
  const std::int64_t ps[2] = {p.tile, p.rem}, pc[2] = {p.full, p.rem > 0 ? 1 : 0};
  const std::int64_t qs[2] = {q.tile, q.rem}, qc[2] = {q.full, q.rem > 0 ? 1 : 0};
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      for (int l = 0; l < 2; ++l) {
        const std::int64_t count = nc[i] * pc[j] * qc[l];
        if (count == 0) continue;
        sums.add(static_cast<double>(count), ns[i] * ps[j] * qs[l], edge);
        sums.classes[sums.class_count - 1].line = qs[l];
        sums.classes[sums.class_count - 1].lines = ns[i] * ps[j];
      }
    }
  }
  return sums;
}

/// Axis of one dimension whose tile size is scaled by `elements_per_unit`,
/// then thinned by `density` (rounded up per tile).
AxisSums plainAxis(const Split& d, std::int64_t elements_per_unit, double density, std::int64_t edge) {
  AxisSums sums;
  const std::int64_t sizes[2] = {d.tile, d.rem}, counts[2] = {d.full, d.rem > 0 ? 1 : 0};
  for (int i = 0; i < 2; ++i) {
    if (counts[i] == 0) continue;
    std::int64_t size = sizes[i] * elements_per_unit;
    if (density < 1.0) size = static_cast<std::int64_t>(std::ceil(static_cast<double>(size) * density));
    sums.add(static_cast<double>(counts[i]), size, edge);
  }
  return sums;
}

/// The reduction of weight- and input-stationary arrays on the rows, as a
/// Program can fold it (compiler/backend/codegen): a 1x1 kernel's channels
/// in folds of `edge` rows; a spatial kernel tap by tap, since a buffer row
/// holds one pixel's channels: ceil(c / edge) folds a tap, the last of each
/// tap short when c is not a multiple of the edge (a 3-channel stem's 3x3
/// taps are 9 folds of 3 rows, not 2 of 16 and 11 as an im2col'd input
/// would allow). A tile of all of a few channels (2 c <= edge, one group,
/// whole bytes) folds `taps` consecutive taps of a kernel row instead (one
/// buffer row holds a strip of pixels): taps = ceil(S / ceil(S / m)), m =
/// min(edge / c, S), ceil(S / taps) folds a kernel row. Skipped zero weights
/// (density < 1) keep the im2col count.
AxisSums reductionAxis(const LayerShape& layer, const Split& c, double density, std::int64_t edge,
                       double activation_bytes) {
  const std::int64_t rs = layer.r * layer.s;
  if (rs == 1 || density < 1.0 || edge <= 0) return plainAxis(c, rs, density, edge);
  AxisSums sums;
  const std::int64_t sizes[2] = {c.tile, c.rem}, counts[2] = {c.full, c.rem > 0 ? 1 : 0};
  const auto bits = static_cast<std::int64_t>(std::llround(activation_bytes * 8));
  for (int i = 0; i < 2; ++i) {
    if (counts[i] == 0) continue;
    const std::int64_t cs = sizes[i];
    const auto n = static_cast<double>(counts[i]);
    const std::int64_t taps = foldedTaps(layer.s, edge / cs);
    if (layer.g == 1 && cs == layer.c && layer.dilation_w == 1 && 2 * cs <= edge && cs * bits % 8 == 0 && taps > 1) {
      const std::int64_t groups = ceilDiv(layer.s, taps);
      const std::int64_t last = (layer.s - (groups - 1) * taps) * cs;
      sums.addFolds(n, cs * rs, layer.r * groups, taps * cs, last, last == taps * cs ? 0 : layer.r);
    } else {
      const std::int64_t per_tap = ceilDiv(cs, edge), last = cs - (per_tap - 1) * edge;
      sums.addFolds(n, cs * rs, rs * per_tap, std::min(cs, edge), last, last == std::min(cs, edge) ? 0 : rs);
    }
  }
  return sums;
}

/// Padded input rows summed over `tiles` output-row tiles covering `out`
/// rows, each output row reading `extent`: a tile's window spans its rows'
/// extents, or (a stride longer than the extent: a 1 x 1 kernel of stride 2)
/// only the rows some output reads, which is all a Program loads (its
/// window keeps the stride phases a tap reads, codegen_array.cpp).
double summedInputExtent(std::int64_t out, std::int64_t tiles, std::int64_t stride, std::int64_t extent) {
  if (stride >= extent) return static_cast<double>(out * extent);
  return static_cast<double>(stride * (out - tiles) + tiles * extent);
}


/// DRAM bytes per dense weight element as the spec stores weights (`wb`: bytes of one dense weight).
double storedWeightBytesPerElement(const Sparsity& sp, double wb, double density) {
  switch (sp.weight_format) {
    case WeightFormat::kDense: return wb;
    case WeightFormat::kBitmask: return wb * density + 1.0 / 8.0;
    case WeightFormat::kNOfM: {
      const double kept = static_cast<double>(sp.n) / sp.m;
      if (density > kept) return wb;  // not n:m sparse: stored and run dense
      const double index_bytes = std::bit_width(static_cast<unsigned>(sp.m - 1)) / 8.0;
      return kept * (wb + index_bytes);
    }
  }
  return wb;
}

/// Fraction of the dense reduction the array streams (computeDensity()).
double densityOf(const Sparsity& sp, const LayerShape& layer) {
  if (!sp.skip_zero_weights) return 1.0;
  switch (sp.weight_format) {
    case WeightFormat::kDense: return 1.0;
    case WeightFormat::kBitmask: return layer.weight_density;  // ideal load balance
    case WeightFormat::kNOfM: {
      const double kept = static_cast<double>(sp.n) / sp.m;
      return layer.weight_density <= kept ? kept : 1.0;
    }
  }
  return 1.0;
}

}  // namespace

WorkParams workParams(const Spec& spec) {
  const SpecParams& p = spec.params();
  const DerivedValues& d = spec.derived();
  WorkParams w;
  w.rows = p.pe_array.rows;
  w.cols = p.pe_array.cols;
  w.dataflow = p.pe_array.dataflow;
  w.activation_bytes_per_element = d.activation_bytes_per_element;
  w.accumulator_bytes_per_element = d.accumulator_bytes_per_element;
  w.weight_bytes_per_element = d.weight_bytes_per_element;
  w.sparsity = p.sparsity;
  w.mac_energy_pj = d.mac_energy_pj;
  w.dram_energy_pj_per_byte = p.dram.energy_pj_per_byte;
  return w;
}

namespace {
auto tie(const WorkParams& w) {
  return std::tie(w.rows, w.cols, w.dataflow, w.activation_bytes_per_element, w.accumulator_bytes_per_element,
                  w.weight_bytes_per_element, w.sparsity.weight_format, w.sparsity.n, w.sparsity.m,
                  w.sparsity.skip_zero_weights, w.sparsity.zero_gating, w.mac_energy_pj, w.dram_energy_pj_per_byte);
}
}  // namespace

bool operator==(const WorkParams& a, const WorkParams& b) { return tie(a) == tie(b); }
bool operator<(const WorkParams& a, const WorkParams& b) { return tie(a) < tie(b); }

double computeDensity(const Spec& spec, const LayerShape& layer) { return densityOf(spec.params().sparsity, layer); }

double storedWeightBytes(const WorkParams& params, const LayerShape& layer) {
  return static_cast<double>(layer.weightElements()) *
         storedWeightBytesPerElement(params.sparsity,
                                     dramBytesPerElement(layer.weight_dram_bits, params.weight_bytes_per_element),
                                     layer.weight_density);
}

double storedWeightBytes(const Spec& spec, const LayerShape& layer) { return storedWeightBytes(workParams(spec), layer); }

double tileCapacityBytes(const Spec& spec, BufferKind kind, bool double_buffered) {
  const BufferGeometry& geometry = spec.buffer(kind);
  if (!double_buffered) return static_cast<double>(geometry.bytes);
  // Hardware ping-pong halves, or the mapping splits a single buffer itself.
  return static_cast<double>(geometry.usable_bytes < geometry.bytes ? geometry.usable_bytes : geometry.bytes / 2);
}

namespace {

/// The largest (full) tile of `mapping` on `layer`, each extent clamped to the layer's.
struct FullTile {
  std::int64_t n, k, c, p, q;
  std::int64_t taps;  ///< of the kernel's R x S per reduction tile (Mapping::tile_taps)
  /// Input elements the tile reads: its channels over the window of its outputs.
  double inputElements(const LayerShape& layer) const {
    return static_cast<double>(n * c * layer.inputRowsFor(p) * layer.inputColsFor(q));
  }
  /// Of those, the ones a window LOADs: a stride past the kernel's extent
  /// skips rows and columns (a 1 x 1 stride-2 projection reads every other
  /// one), as the lower bound counts them (lowerBoundCycles).
  double loadedInputElements(const LayerShape& layer) const {
    return static_cast<double>(n * c * std::min(layer.inputRowsFor(p), p * layer.inputRowsFor(1)) *
                               std::min(layer.inputColsFor(q), q * layer.inputColsFor(1)));
  }
};

FullTile fullTile(const LayerShape& layer, const Mapping& mapping) {
  return {clampTile(layer.n, mapping.tile_n), clampTile(layer.k, mapping.tile_k), clampTile(layer.c, mapping.tile_c),
          clampTile(layer.p, mapping.tile_p), clampTile(layer.q, mapping.tile_q),
          clampTile(layer.r * layer.s, mapping.tile_taps)};
}

}  // namespace

double dramBytesPerElement(int bits, double spec_bytes) { return bits > 0 ? bits / 8.0 : spec_bytes; }

bool oneOutputTile(const LayerShape& layer, const Mapping& mapping) {
  const FullTile t = fullTile(layer, mapping);
  return layer.g == 1 && t.n == layer.n && t.k == layer.k && t.p == layer.p && t.q == layer.q;
}

PipelineEnds pipelineEnds(const Spec& spec, const LayerShape& layer, const Mapping& mapping, int vector_passes,
                          int input_operand_passes) {
  const DerivedValues& d = spec.derived();
  const Dram& dram = spec.params().dram;
  const FullTile t = fullTile(layer, mapping);
  const std::int64_t n = t.n, k = t.k, c = t.c, p = t.p, q = t.q;
  const double input =
      t.loadedInputElements(layer) * dramBytesPerElement(layer.input_dram_bits, d.activation_bytes_per_element);
  // The first COMPUTE waits for its step's weights, every fold of the k tile
  // (codegen loads a step's weights in one LOAD, and a step's computes wait
  // for its loads); the last tile's vector passes and STORE cover every fold
  // of it (its vector group waits for its last COMPUTE): they covered one
  // fold, and EfficientNet-B0's SE `fc2` (one pixel, 144 channels in 9
  // folds) simulated 1.05x its estimate on edge_16x16_int8 (1.00x now).
  const std::int64_t fold = std::min<std::int64_t>(k, spec.params().pe_array.cols);
  const double weights = static_cast<double>(k * c * t.taps) *
                         storedWeightBytesPerElement(spec.params().sparsity,
                                                     dramBytesPerElement(layer.weight_dram_bits, d.weight_bytes_per_element),
                                                     layer.weight_density);
  const double outputs = static_cast<double>(n * k * p * q);
  PipelineEnds ends;
  ends.prologue = dram.latency_cycles + (input + weights) / dram.bytes_per_cycle;
  ends.prologue_weights = weights / dram.bytes_per_cycle;
  // After the last stream the array fills and drains the rows and columns
  // the last tile occupies (the timing rule's, per COMPUTE), then the vector
  // passes run over the tile's folds: a row a pixel when its channels fill
  // fewer lanes (arrayVectorCycles). That is a memory-bound kernel's end
  // after its last LOAD (MobileNetV2's 96 -> 24 projection on tpu_v1_like
  // drains 96 x 24 PEs in 119 cycles, not the array's 511). The compute
  // stream's end charges the whole array's fill and drain where the kernel
  // has more than one tile, a stand-in for the output slots' waits of
  // few-tile kernels (SqueezeNet's expand1x1 on tpu_v1_like: 1.08x with the
  // occupied PEs' there too, tried); one tile's compute time already holds
  // its fill and drain (computeCyclesPerGroup).
  //
  // Where one pixel tile covers the layer and its output tile's STORE is
  // shorter than that fill and drain, no output slot waits for a STORE: the
  // end drains the rows and columns the last COMPUTE occupies, the last k
  // tile's last fold (EfficientNet-B0's SE `fc2`, 48 -> 1,152 channels on
  // one pixel on tpu_v1_like, in k tiles of 768 and 384: its last COMPUTE
  // drains 48 x 128 PEs in 175 cycles, not 511; 2,584 simulated cycles,
  // estimated 2,945 with the whole array's, 2,609 now). A longer STORE keeps
  // the stand-in (MobileNetV2's 64 -> 384 expansions on 14 x 14 there: the
  // last tile's STORE waits for the one before).
  const std::int64_t rows = spec.params().pe_array.rows, cols = spec.params().pe_array.cols;
  const bool one_tile = oneOutputTile(layer, mapping);
  const double occupied = static_cast<double>(fillDrainCycles(std::min(c * t.taps, rows), fold));
  double drain = one_tile ? 0.0 : static_cast<double>(fillDrainCycles(rows, cols));
  const double tile_store =
      outputs * dramBytesPerElement(layer.output_dram_bits, d.activation_bytes_per_element) / dram.bytes_per_cycle;
  if (!one_tile && n == layer.n && p == layer.p && q == layer.q && tile_store < drain) {
    const std::int64_t last_k = layer.k - (layer.k - 1) / k * k;  // the last k tile's channels
    const std::int64_t last_fold = last_k % cols == 0 ? cols : last_k % cols;
    drain = static_cast<double>(fillDrainCycles(std::min(c * t.taps, rows), last_fold));
  }
  const double vector = arrayVectorCycles(spec, n * k * p * q, vector_passes - input_operand_passes, fold) +
                        arrayVectorCycles(spec, n * k * p * q, input_operand_passes, fold, BufferKind::kInput);
  ends.epilogue = drain + vector + dram.latency_cycles + tile_store;
  const double reduction_folds =
      std::ceil(static_cast<double>(c * t.taps) / static_cast<double>(std::max(1, spec.params().pe_array.rows)));
  ends.last_stream = static_cast<double>(n * p * q) * reduction_folds;
  ends.epilogue_memory = occupied + vector + ends.last_stream;
  return ends;
}

double lowerBoundCycles(const Spec& spec, const LayerShape& layer) {
  const DerivedValues& d = spec.derived();
  const double compute = static_cast<double>(layer.macs()) * computeDensity(spec, layer) /
                         static_cast<double>(d.peak_macs_per_cycle);
  // Input rows actually touched: all padded rows, or P x extent when the stride skips rows.
  const double rows = static_cast<double>(std::min(layer.inputRowsFor(layer.p), layer.p * layer.inputRowsFor(1)));
  const double cols = static_cast<double>(std::min(layer.inputColsFor(layer.q), layer.q * layer.inputColsFor(1)));
  const double input = static_cast<double>(layer.g * layer.n * layer.c) * rows * cols *
                       dramBytesPerElement(layer.input_dram_bits, d.activation_bytes_per_element);
  const double output = static_cast<double>(layer.outputElements()) *
                        dramBytesPerElement(layer.output_dram_bits, d.activation_bytes_per_element);
  const double bytes = storedWeightBytes(spec, layer) + input + output;
  return std::max(compute, bytes / spec.params().dram.bytes_per_cycle);
}

namespace {

/// A layer's dimensions cut into a mapping's tiles.
struct Tiling {
  Split n, k, c, p, q;
  std::int64_t tap_tiles = 1;  ///< reduction tiles of taps per channel tile (Mapping::tile_taps)
};

/// Step 1: whether the largest (full) tile of each operand fits its buffer;
/// the first that does not is named in `cost`.
void checkFit(const Spec& spec, const LayerShape& layer, const Mapping& mapping, LayerCost& cost) {
  const DerivedValues& d = spec.derived();
  const double ab = d.activation_bytes_per_element, accb = d.accumulator_bytes_per_element;
  const double stored_wb =
      storedWeightBytesPerElement(spec.params().sparsity, d.weight_bytes_per_element, layer.weight_density);
  const FullTile t = fullTile(layer, mapping);
  const std::int64_t n = t.n, k = t.k, c = t.c, p = t.p, q = t.q;
  const bool double_buffered = mapping.double_buffered;
  const double need[3] = {t.inputElements(layer) * ab,
                          static_cast<double>(k * c * t.taps) * stored_wb, static_cast<double>(n * k * p * q) * accb};
  const BufferKind kinds[3] = {BufferKind::kInput, BufferKind::kWeight, BufferKind::kOutput};
  for (int i = 0; i < 3 && cost.fits; ++i) {
    const double have = tileCapacityBytes(spec, kinds[i], double_buffered);
    if (need[i] > have) {
      cost.fits = false;
      cost.overflow_buffer = kinds[i];
      cost.overflow_needed_bytes = need[i];
      cost.overflow_available_bytes = have;
    }
  }
}

/// The array's work per group: A on rows, B on cols, L streamed (see the
/// file comment), and the elements the array reads and updates.
struct ArrayWork {
  AxisSums a, b, l;
  double input_reads = 0, weight_reads = 0, updates = 0;
};

/// Step 2: the axes and operand traffic of the spec's dataflow.
ArrayWork arrayWork(const WorkParams& params, const LayerShape& layer, const Tiling& t, double density) {
  const std::int64_t rows = params.rows, cols = params.cols;
  const std::int64_t rs = layer.r * layer.s;
  ArrayWork w;
  AxisSums &a = w.a, &b = w.b, &l = w.l;
  switch (params.dataflow) {
    case Dataflow::kWeightStationary:
      a = reductionAxis(layer, t.c, density, rows, params.activation_bytes_per_element);
      b = plainAxis(t.k, 1, 1.0, cols);
      l = pixelAxis(t.n, t.p, t.q, 0);
      for (int i = 0; i < l.class_count; ++i) {  // the window's row pitch (codegen's stride phases)
        AxisClass& cls = l.classes[i];
        cls.pitch = ceilDiv(layer.inputColsFor(cls.line), layer.stride_w);
      }
      w.input_reads = b.folds * l.size * a.size;
      w.weight_reads = a.size * b.size * l.count;
      w.updates = a.folds * l.size * b.size;
      break;
    case Dataflow::kOutputStationary:
      a = pixelAxis(t.n, t.p, t.q, rows);
      b = plainAxis(t.k, 1, 1.0, cols);
      l = plainAxis(t.c, rs, density, 0);
      w.input_reads = b.folds * a.size * l.size;
      w.weight_reads = a.folds * b.size * l.size;
      w.updates = a.size * b.size * l.count;
      break;
    case Dataflow::kInputStationary:
      a = reductionAxis(layer, t.c, density, rows, params.activation_bytes_per_element);
      b = pixelAxis(t.n, t.p, t.q, cols);
      l = plainAxis(t.k, 1, 1.0, 0);
      w.input_reads = a.size * b.size * l.count;
      w.weight_reads = b.folds * l.size * a.size;
      w.updates = a.folds * b.size * l.size;
      break;
  }
  return w;
}

/// Busy cycles of one weight-stationary fold that preloads `rows` rows and
/// streams the pixel tile `l`. A Program streams a tile's output rows in
/// COMPUTE runs (compiler/backend/codegen: lines, or a first run of m rows
/// with the window's junk columns between them), and only the first carries
/// the preload, busy max(its depth, rows): a line shorter than the rows
/// would wait for it, so it takes the cheapest first run.
double foldCycles(const AxisClass& l, std::int64_t rows) {
  const auto depth = static_cast<std::int64_t>(l.size);
  // One run, rows at least as long as the preload, or no junk between rows (1x1 kernels, GEMMs): one stream.
  if (l.pitch <= l.line || l.lines <= 1 || l.line >= rows) return static_cast<double>(std::max(depth, rows));
  return static_cast<double>(firstRun(rows, l.line, l.lines, l.pitch).cycles);
}

/// Step 3: compute cycles per group. Every fold is one COMPUTE of the timing
/// rule (timing.h): summed over the tile classes, full folds (rows x cols)
/// and the last fold of each axis. Every term is an integer below 2^53, so
/// the sums are exact.
double computeCyclesPerGroup(const WorkParams& params, const ArrayWork& w, double& fill_drain) {
  const std::int64_t rows = params.rows, cols = params.cols;
  const Dataflow dataflow = params.dataflow;
  double cycles = 0;
  for (int i = 0; i < w.a.class_count; ++i) {
    const AxisClass& ca = w.a.classes[i];
    for (int j = 0; j < w.b.class_count; ++j) {
      const AxisClass& cb = w.b.classes[j];
      for (int k = 0; k < w.l.class_count; ++k) {
        const AxisClass& cl = w.l.classes[k];
        const double tiles = ca.count * cb.count * cl.count;
        const auto depth = static_cast<std::int64_t>(cl.size);
        const auto last_rows = static_cast<std::int64_t>(ca.last), last_cols = static_cast<std::int64_t>(cb.last);
        if (dataflow == Dataflow::kOutputStationary) {
          // The sums drain after every fold: each fold pays its own fill and drain.
          auto fold = [&](std::int64_t r, std::int64_t c) {
            return static_cast<double>(computeTiming(dataflow, depth, r, c, true).issue);
          };
          cycles += tiles * ((ca.folds - 1) * (cb.folds - 1) * fold(rows, cols) + (ca.folds - 1) * fold(rows, last_cols) +
                             (cb.folds - 1) * fold(last_rows, cols) + fold(last_rows, last_cols));
        } else {
          // Folds run back to back (each streams L vectors or waits for the
          // next fold's rows to shift in); the pipeline fills and drains once per tile.
          const auto full_rows = static_cast<std::int64_t>(ca.folds > ca.partial ? ca.occupied : rows);
          auto fold = [&](std::int64_t r) {
            return dataflow == Dataflow::kWeightStationary
                       ? foldCycles(cl, r)
                       : static_cast<double>(computeTiming(dataflow, depth, r, cols, true).issue);
          };
          const double per_b_fold = (ca.folds - ca.partial) * fold(full_rows) + ca.partial * fold(last_rows);
          const double tile_fill = static_cast<double>(
              fillDrainCycles(static_cast<std::int64_t>(ca.occupied), static_cast<std::int64_t>(cb.occupied)));
          cycles += tiles * (cb.folds * per_b_fold + tile_fill);
          fill_drain += tiles * tile_fill;
        }
      }
    }
  }
  return cycles;
}

/// DRAM bytes of the weights, the inputs and the spilled partial sums.
struct DramTraffic {
  double weight_bytes = 0, input_bytes = 0, psum_bytes = 0;
};

/// Step 4: DRAM traffic, one full pass of each operand times the loop
/// order's re-fetch factor, into `work` (bytes, transfers).
DramTraffic dramTraffic(const WorkParams& params, const LayerShape& layer, const Tiling& t, LoopOrder order,
                        MappingWork& work) {
  const double in_b = dramBytesPerElement(layer.input_dram_bits, params.activation_bytes_per_element);
  const double out_b = dramBytesPerElement(layer.output_dram_bits, params.activation_bytes_per_element);
  const double accb = params.accumulator_bytes_per_element;
  const double groups = static_cast<double>(layer.g);
  const double tk = static_cast<double>(t.k.tiles), tc = static_cast<double>(t.c.tiles);
  // Weight tiles per k tile: channel tiles x tap tiles. Tap tiles share one
  // window (all channels), so inputs re-fetch per channel tile only.
  const double tr = tc * static_cast<double>(t.tap_tiles);
  const double tpix = static_cast<double>(t.n.tiles * t.p.tiles * t.q.tiles);
  const double weight_pass = storedWeightBytes(params, layer);
  const double input_pass = groups * static_cast<double>(layer.n * layer.c) *
                            summedInputExtent(layer.p, t.p.tiles, layer.stride_h, layer.inputRowsFor(1)) *
                            summedInputExtent(layer.q, t.q.tiles, layer.stride_w, layer.inputColsFor(1)) * in_b;
  const double output_pass = static_cast<double>(layer.outputElements()) * out_b;
  double weight_factor = 1, input_factor = 1, spills = 0;
  switch (order) {
    case LoopOrder::kWeightReuse:
      weight_factor = tr == 1 ? 1 : tpix;
      input_factor = (tc == 1 && tpix == 1) ? 1 : tk;
      break;
    case LoopOrder::kInputReuse:
      input_factor = tc == 1 ? 1 : tk;
      weight_factor = (tr == 1 && tk == 1) ? 1 : tpix;
      break;
    case LoopOrder::kPartialSumSpill:
      input_factor = (tc == 1 && tpix == 1) ? 1 : tk;
      spills = tpix == 1 ? 0 : tr - 1;
      break;
  }
  DramTraffic traffic;
  traffic.psum_bytes = spills * static_cast<double>(layer.outputElements()) * accb;
  traffic.weight_bytes = weight_pass * weight_factor;
  traffic.input_bytes = input_pass * input_factor;
  work.dram_read_bytes = traffic.weight_bytes + traffic.input_bytes + traffic.psum_bytes;
  work.input_read_bytes = traffic.input_bytes;
  work.dram_write_bytes = output_pass + traffic.psum_bytes;
  work.input_transfers = groups * input_factor * tpix * tc;
  work.store_transfers = groups * tk * tpix * (1 + spills);
  work.dram_transfers =
      groups * (weight_factor * tk * tr + tk * tpix * spills) + work.store_transfers + work.input_transfers;
  return traffic;
}

/// Step 5: buffer bytes (DRAM reads land in them; the array reads operands
/// and read-modify-writes sums), MAC and DRAM energy (zero-gated MACs cost
/// nothing; skipped ones are never performed). Buffer energy depends on the
/// buffers: mappingCost() prices the bytes.
void bufferTraffic(const WorkParams& params, const LayerShape& layer, const ArrayWork& w, const DramTraffic& traffic,
                   double density, MappingWork& work) {
  const double ab = params.activation_bytes_per_element, accb = params.accumulator_bytes_per_element;
  const double wb = params.weight_bytes_per_element;
  const double groups = static_cast<double>(layer.g);
  const double in_read = groups * w.input_reads * ab, w_read = groups * w.weight_reads * wb;
  const double out_rmw = groups * w.updates * accb;
  // DRAM reads land in the buffers at the datapath's widths: a layer stored narrower in DRAM is widened by the DMA.
  const double in_write = traffic.input_bytes * ab / dramBytesPerElement(layer.input_dram_bits, ab);
  const double w_write = traffic.weight_bytes * wb / dramBytesPerElement(layer.weight_dram_bits, wb);
  const double out_write = out_rmw + traffic.psum_bytes;
  work.buffer_read_bytes = in_read + w_read + out_rmw;
  work.buffer_write_bytes = in_write + w_write + out_write;
  work.input_buffer_bytes = in_read + in_write;
  work.weight_buffer_bytes = w_read + w_write;
  work.output_buffer_bytes = out_rmw + out_write;
  const double gated_density = params.sparsity.zero_gating ? layer.weight_density : density;
  work.mac_energy_pj = static_cast<double>(work.macs) * gated_density * params.mac_energy_pj;
  work.dram_energy_pj = (work.dram_read_bytes + work.dram_write_bytes) * params.dram_energy_pj_per_byte;
}

Tiling tiling(const LayerShape& layer, const Mapping& mapping) {
  const std::int64_t rs = layer.r * layer.s, taps = clampTile(rs, mapping.tile_taps);
  return {split(layer.n, mapping.tile_n), split(layer.k, mapping.tile_k), split(layer.c, mapping.tile_c),
          split(layer.p, mapping.tile_p), split(layer.q, mapping.tile_q), (rs + taps - 1) / taps};
}

}  // namespace

MappingWork evaluateWork(const WorkParams& params, const LayerShape& layer, const Mapping& mapping) {
  const Tiling t = tiling(layer, mapping);
  const double density = densityOf(params.sparsity, layer);
  MappingWork work;
  work.macs = layer.macs();
  work.effective_macs = static_cast<double>(work.macs) * density;
  const ArrayWork array = arrayWork(params, layer, t, density);
  double fill_drain = 0;
  work.compute_cycles = static_cast<double>(layer.g) * computeCyclesPerGroup(params, array, fill_drain);
  work.tile_fill_drain_cycles = static_cast<double>(layer.g) * fill_drain;
  const DramTraffic traffic = dramTraffic(params, layer, t, mapping.order, work);
  bufferTraffic(params, layer, array, traffic, density, work);
  return work;
}

LayerCost mappingCostWithoutRoofline(const Spec& spec, const LayerShape& layer, const Mapping& mapping,
                                     const MappingWork& work) {
  const DerivedValues& d = spec.derived();
  LayerCost cost;
  cost.macs = work.macs;
  cost.effective_macs = work.effective_macs;
  checkFit(spec, layer, mapping, cost);
  cost.compute_cycles = work.compute_cycles;
  cost.tile_fill_drain_cycles = work.tile_fill_drain_cycles;
  cost.dram_read_bytes = work.dram_read_bytes;
  cost.input_read_bytes = work.input_read_bytes;
  cost.dram_write_bytes = work.dram_write_bytes;
  cost.dram_transfers = static_cast<std::int64_t>(work.dram_transfers);
  cost.input_transfers = static_cast<std::int64_t>(work.input_transfers);
  cost.store_transfers = static_cast<std::int64_t>(work.store_transfers);
  cost.memory_cycles =
      dramCycles(spec, cost.dram_read_bytes + cost.dram_write_bytes, work.dram_transfers, work.store_transfers,
                 cost.dram_write_bytes);
  cost.cycles = overlappedCycles(cost.compute_cycles, cost.memory_cycles, mapping.double_buffered);
  cost.bound = cost.compute_cycles >= cost.memory_cycles ? Bound::kCompute : Bound::kMemory;
  cost.buffer_read_bytes = work.buffer_read_bytes;
  cost.buffer_write_bytes = work.buffer_write_bytes;
  cost.mac_energy_pj = work.mac_energy_pj;
  cost.sram_energy_pj = work.input_buffer_bytes * d.input.read_energy_pj_per_byte +
                        work.weight_buffer_bytes * d.weight.read_energy_pj_per_byte +
                        work.output_buffer_bytes * d.output.read_energy_pj_per_byte;
  cost.dram_energy_pj = work.dram_energy_pj;
  cost.energy_pj = cost.mac_energy_pj + cost.sram_energy_pj + cost.dram_energy_pj;
  return cost;
}

void addRoofline(const Spec& spec, LayerCost& cost) {
  const SpecParams& hw = spec.params();
  // The roofline counts operations the array performs (skipped zeros are not).
  const double ops = 2.0 * cost.effective_macs;
  cost.utilization = cost.effective_macs / (static_cast<double>(hw.pe_array.rows * hw.pe_array.cols) * cost.cycles);
  cost.operational_intensity_ops_per_byte = ops / (cost.dram_read_bytes + cost.dram_write_bytes);
  cost.attained_ops_per_second = ops / (cost.cycles / (hw.clock_mhz * 1e6));
}

LayerCost mappingCost(const Spec& spec, const LayerShape& layer, const Mapping& mapping, const MappingWork& work) {
  LayerCost cost = mappingCostWithoutRoofline(spec, layer, mapping, work);
  addRoofline(spec, cost);
  return cost;
}

LayerCost evaluate(const Spec& spec, const LayerShape& layer, const Mapping& mapping) {
  return mappingCost(spec, layer, mapping, evaluateWork(workParams(spec), layer, mapping));
}

double vectorCycles(const Spec& spec, std::int64_t elements, int ops) {
  // Rows of the spec's vector row width, one row per cycle (timing.h, vectorTiming).
  const std::int64_t width = std::max<std::int64_t>(spec.derived().vector_row_elements, 1);
  return static_cast<double>(ops) * static_cast<double>((elements + width - 1) / width);
}

double arrayVectorCycles(const Spec& spec, std::int64_t elements, int ops, std::int64_t channels, BufferKind operand) {
  if (ops <= 0) return 0;
  // One row of a k fold's sums, in place in the output buffer, priced by the ISA's rule.
  isa::VectorFields row;
  row.op = operand == BufferKind::kOutput ? VectorOp::kRelu : VectorOp::kAdd;
  row.src_buffer = row.dst_buffer = BufferKind::kOutput;
  row.operand_buffer = operand;
  const std::int64_t fold =
      std::max<std::int64_t>(std::min<std::int64_t>(spec.params().pe_array.cols, spec.derived().vector_row_max_elements), 1);
  row.lanes = static_cast<std::uint64_t>(fold);
  row.count = 1;
  if (channels > 0 && channels < fold) {
    // Rows of `channels` sums: a pass takes a row's cycles per pixel however few lanes it fills.
    row.lanes = static_cast<std::uint64_t>(channels);
    const double pixels = std::ceil(static_cast<double>(elements) / static_cast<double>(channels));
    return static_cast<double>(ops) * pixels * static_cast<double>(isa::vectorRowCycles(spec, row));
  }
  const double per_cycle = static_cast<double>(row.lanes) / static_cast<double>(isa::vectorRowCycles(spec, row));
  return static_cast<double>(ops) * std::ceil(static_cast<double>(elements) / per_cycle);
}

VectorCost evaluateVector(const Spec& spec, std::int64_t elements, int ops, double read_bytes, double write_bytes) {
  const SpecParams& hw = spec.params();
  const DerivedValues& d = spec.derived();
  const bool db = hw.input_buffer.double_buffered;
  const double tile = tileCapacityBytes(spec, BufferKind::kInput, db);
  VectorCost cost;
  cost.vector_cycles = vectorCycles(spec, elements, ops);
  cost.dram_bytes = read_bytes + write_bytes;
  const double tiles = std::max(1.0, std::ceil(std::max(read_bytes, write_bytes) / tile));
  cost.transfers = static_cast<std::int64_t>(tiles) * 2;  // one load and one store per tile
  // Every latency counts (no store_transfers): a vector pass's few LOADs run
  // ahead into its free slots and its STOREs follow its ops, so the two
  // channels barely overlap (EfficientNet-B0's pools on tpu_v1_like:
  // simulated span = DMA busy time).
  cost.memory_cycles = dramCycles(spec, cost.dram_bytes, static_cast<double>(cost.transfers), 0, 0);
  cost.cycles = overlappedCycles(cost.vector_cycles, cost.memory_cycles, db);
  // Every byte lands in the buffer and is read back once per op (at least once to store it).
  const double buffer_bytes = cost.dram_bytes + read_bytes * std::max(ops, 1);
  cost.energy_pj = static_cast<double>(ops) * static_cast<double>(elements) * d.vector_op_energy_pj +
                   buffer_bytes * d.input.read_energy_pj_per_byte + cost.dram_bytes * hw.dram.energy_pj_per_byte;
  return cost;
}

}  // namespace tessera::hw::model
