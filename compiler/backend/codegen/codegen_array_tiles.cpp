// Tiling of array kernels: the kernel's fixed geometry and the tile codegen
// emits from the mapper's (codegen_array_layout.h). The estimate prices the
// same tile (codegen.h, programTiling), so the Program and the figures a
// sweep reports describe one tiling.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/codegen/codegen_array_layout.h"
#include "hw/model/cost.h"

namespace tessera::backend {
namespace detail {
namespace {

/// The transfers a k tile of `tk` columns loads its weights in (and stores
/// its results in), folds `kw` wide: its full folds as one, a narrower last
/// fold (tk % kw) as one more (TransferMerger).
std::int64_t foldGroups(std::int64_t tk, std::int64_t kw) { return (tk >= kw ? 1 : 0) + (tk % kw != 0 ? 1 : 0); }

}  // namespace

Expected<Geometry> kernelGeometry(const hw::Spec& spec, const Kernel& kernel, const KernelPlan& plan) {
  const hw::model::LayerShape& s = kernel.shape;
  Geometry g;
  g.conv = kernel.kind == KernelKind::kConv;
  g.G = s.g, g.N = s.n, g.K = s.k, g.C = s.c, g.P = s.p, g.Q = s.q, g.R = s.r, g.S = s.s;
  g.sh = s.stride_h, g.sw = s.stride_w, g.dh = s.dilation_h, g.dw = s.dilation_w;
  if (g.sh > kMaxStride || g.sw > kMaxStride)
    return kernelError(kernel,
                       fmt::format("stride {}x{}: the array's window layout takes strides up to {}", g.sh, g.sw,
                                   kMaxStride),
                       "unsupported");
  if (g.conv) {
    g.H = plan.conv_input.in_h, g.W = plan.conv_input.in_w;
    g.pad_t = plan.conv_input.pad_top, g.pad_l = plan.conv_input.pad_left;
  } else {
    g.P = g.Q = g.R = g.S = g.H = g.W = 1;
  }
  g.tap_tile = g.R * g.S;
  const hw::Precision& pr = spec.params().precision;
  g.abits = pr.activation_bits, g.wbits = pr.weight_bits, g.accbits = pr.accumulator_bits;
  g.pe_rows = spec.params().pe_array.rows, g.pe_cols = spec.params().pe_array.cols;
  g.in_row = std::max<std::int64_t>(spec.derived().input.elements_per_row, 1);
  g.dataflow = spec.params().pe_array.dataflow;
  if (plan.array_rhs >= 0) {
    if (g.abits != g.wbits)
      return kernelError(kernel, "an activation x activation product needs equal weight and activation precision",
                         "unsupported");
    g.rhs_row = pixelBytes(spec, g.K);
  } else {
    g.constant_weights = true;
    g.wl = weightLayout(spec, kernel);
  }
  if (!plan.pool && plan.result < 0) return kernelError(kernel, "internal error: array kernel without an output");
  g.in_pix = pixelBytes(spec, g.conv ? g.G * g.C : g.C);
  g.out_pix = pixelBytes(spec, g.conv ? g.G * g.K : g.K);
  g.res_pix = plan.result_channels > 0 ? pixelBytes(spec, plan.result_channels) : g.out_pix;
  g.res_channel0 = plan.concat ? plan.concat->own_offset : 0;
  g.const_pix = packedBytes(g.conv ? g.G * g.K : g.K, g.accbits);
  for (size_t i = 0; i < plan.chain.size(); ++i) {
    const VectorStep& step = plan.chain[i];
    if (foldRowOperand(step)) {
      ++g.bias_operands;
      if (step.fused && plan.chain[i + 1].operand.kind == OperandKind::kRequantize) g.lane_bias = 1;
      continue;
    }
    switch (step.operand.kind) {
      case OperandKind::kConstant: ++g.const_operands; break;
      case OperandKind::kActivation: ++g.act_operands; break;
      case OperandKind::kRequantize: ++g.requantize_operands; break;
      default: break;
    }
  }
  return g;
}

Expected<TileChoice> chooseTile(const hw::Spec& spec, const BufferPartition& p, const Kernel& kernel,
                                const KernelPlan& plan, const hw::model::Mapping& mapping, Geometry& g) {
  auto clampTile = [](std::int64_t tile, std::int64_t dim) { return tile <= 0 || tile > dim ? dim : tile; };
  Extents e{clampTile(mapping.tile_n, g.N), clampTile(mapping.tile_k, g.K), clampTile(mapping.tile_c, g.C),
            clampTile(mapping.tile_p, g.P), clampTile(mapping.tile_q, g.Q)};
  TileChoice choice;
  choice.order = mapping.order;
  // Tap tiles (a float kernel's weights overflow a slot; mapper.cpp): dense
  // constant weights only, whose fold block is one run of rows tap by tap.
  if (mapping.tile_taps > 0 && mapping.tile_taps < g.R * g.S && g.constant_weights && g.wl.compression >= 1.0) {
    g.tap_tile = mapping.tile_taps;
    e.tc = g.C;
  }
  // Folds and tiles of k and c must start on whole bytes in DRAM (sub-byte precisions).
  const std::int64_t align = std::max<std::int64_t>(8 / std::gcd(8, std::min(g.wbits, g.abits)), 1);
  auto alignDown = [&](std::int64_t v, std::int64_t dim) { return v < dim && v >= align ? v - v % align : v; };
  const NofMAlignment nm = nOfMAlignment(spec);
  // The widest k fold: the array's columns (a VECTOR row wider than the
  // vector unit's lanes runs in beats; a residual operand's row spans
  // input-buffer rows: isa.h, VectorFields).
  const std::int64_t widest_fold = std::min(g.pe_cols, spec.derived().vector_row_max_elements);
  auto setFolds = [&](Extents& x) {
    x.tk = alignDown(x.tk, g.K);
    x.tc = alignDown(x.tc, g.C);
    g.kw = std::min(widest_fold, x.tk);
    g.kw = alignDown(g.kw, x.tk);
    if (plan.placement) {  // every k fold inside one block of the result's placement (kernelplan.h)
      const std::int64_t run = plan.placement->run;
      if (x.tk > run) x.tk -= x.tk % run;
      while (run % x.tk != 0) --x.tk;
      g.kw = std::min(g.kw, x.tk);
      while (g.kw > 1 && (run % g.kw != 0 || x.tk % g.kw != 0 || g.kw * g.abits % 8 != 0)) --g.kw;
    }
    g.cw = alignDown(std::min(g.pe_rows, x.tc), x.tc);
    if (g.wl.exact_ratio) {  // N:M keeps its ratio exact only on aligned folds and chunks (dram_layout.h)
      auto alignNm = [](std::int64_t v, std::int64_t a, std::int64_t dim) {
        return v >= dim ? dim : std::max(a, v - v % a);
      };
      x.tk = alignNm(x.tk, nm.k, g.K);
      x.tc = alignNm(x.tc, nm.c, g.C);
      g.kw = alignNm(g.kw, nm.k, x.tk);
      g.cw = alignNm(g.cw, nm.c, x.tc);
    }
  };
  // Candidates: the mapper's tile with every halving of p and k, k also rounded up to whole folds (the extents
  // that decide the output slot's rows), in every run mode; when none fits,
  // q, n and c are halved too. Keep the fewest estimated cycles: the array's
  // (runCycles, the timing rule's busy time, plus a per-tile overhead)
  // against DRAM's for that tiling (hw::model::evaluate).
  const std::int64_t overhead =
      spec.params().dram.latency_cycles / static_cast<std::int64_t>(hw::model::outstandingTransfers(spec)) +
      g.pe_rows + g.pe_cols;
  struct Candidate {
    Extents e;
    std::int64_t kw = 1, cw = 1;
    RunMode mode = RunMode::kLine;
    double cycles = 0;
    bool memory_bound = false;
  };
  hw::model::LayerShape shape = kernel.shape;
  shape.weight_density = 1.0;
  auto halvings = [](std::int64_t v) {
    std::vector<std::int64_t> out;
    for (;; v = (v + 1) / 2) {
      out.push_back(v);
      if (v <= 1) break;
    }
    return out;
  };
  // A few-channel convolution folds taps of the kernel's width onto the
  // array's rows (Geometry::taps): fewest COMPUTE groups along the width,
  // then the fewest taps per group (the least DRAM); one image row's strips
  // are contiguous in DRAM only when the whole pixel is in the tile (tc = C)
  // and pixels are packed without padding. Line runs only: a strip that
  // straddles the image's edge is split per tap (emitComputes), which only a
  // run of one output row can do.
  std::int64_t fold_taps = 1;
  if (g.conv && g.G == 1 && g.constant_weights && g.wl.compression >= 1.0 && g.dw == 1 && g.S > 1 && 2 * g.C <= g.pe_rows &&
      g.C * g.abits % 8 == 0 && pixelBytes(spec, g.C) * 8 == g.C * g.abits) {
    fold_taps = hw::model::foldedTaps(
        g.S, std::min(g.pe_rows / g.C, spec.derived().input.row_bytes * 8 / (g.C * g.abits)));
  }
  std::optional<Candidate> best;
  Layout smallest;
  // The most output rows (at most `most`) whose line-run tile fits the
  // slots with extents `x` (fit shrinks with rows); 0 if not even one does.
  auto mostRows = [&](Extents x, std::int64_t most) {
    std::int64_t lo = 0, hi = most;
    while (lo < hi) {
      x.tp = (lo + hi + 1) / 2;
      if (fits(layoutFor(g, x, RunMode::kLine), p))
        lo = x.tp;
      else
        hi = x.tp - 1;
    }
    return lo;
  };
  // A halving of k rounded up to whole folds is a candidate too (144
  // channels on 16 columns: 48 a tile, three full folds, where the halving
  // 36 computes a fold of 4 columns in every tile).
  auto kTiles = [&](std::int64_t tk) {
    std::vector<std::int64_t> out = halvings(tk);
    for (size_t i = 0, n = out.size(); i < n; ++i)
      if (const std::int64_t up = std::min(g.K, ceilDiv(out[i], widest_fold) * widest_fold);
          std::ranges::find(out, up) == out.end())
        out.push_back(up);
    return out;
  };
  // A kernel's first step loads before its first COMPUTE with nothing of the
  // kernel to hide behind: its input window and weights are the pipeline's
  // fill, paid once. A kernel of one tile whose weights fill a slot (a
  // squeeze-and-excitation layer on a 1x1 map) loads them all, then computes;
  // cut into reduction steps, step s + 1 loads while step s computes.
  const hw::Dram& dram = spec.params().dram;
  auto fill = [&](const Layout& l) {
    return static_cast<double>(dram.latency_cycles) +
           static_cast<double>(l.in_rows * spec.derived().input.row_bytes + l.wt_rows * spec.derived().weight.row_bytes) /
               dram.bytes_per_cycle;
  };
  // Reduction tiles: the mapper's, then halvings down to the array's rows
  // (whole-kernel taps only, as the fallback below halves c), for two
  // reasons only: a kernel of one output tile (the fill above), and more
  // output rows a tile than fit with the mapper's reduction tile (a window of
  // fewer channels: fewer pixel tiles, each fetching the weights again;
  // ResNet-18's layer4.0.conv1 fits its whole 7 x 7 map with 128 channels a
  // step, 2 rows with 256). Otherwise the split only adds steps, each
  // re-fetching the input per k tile, which this cost does not see well
  // (BERT's fc2 took 16-channel steps and 1.4x the cycles); and where
  // nothing fits the mapper's reduction tile, the fallback below halves q
  // and n before c (the GPT block's projections on tiny_4x4_int8 split c
  // instead and became DMA-bound, 1.35x).
  // A float kernel of several taps keeps the mapper's reduction tile: its
  // sums run tap by tap with the channels innermost (the ordered reference,
  // docs/backend.md "Float semantics"), and channel steps would reorder them.
  const bool reorders = spec.params().precision.number_format != hw::NumberFormat::kInt && g.R * g.S > 1;
  auto cTiles = [&](std::int64_t tc) {
    std::vector<std::int64_t> out = halvings(tc);
    for (std::int64_t c = g.pe_rows; c < tc; c += g.pe_rows)
      if (std::ranges::find(out, c) == out.end()) out.push_back(c);
    std::erase_if(out, [&](std::int64_t c) { return c != tc && (g.taps > 1 || reorders || c < g.pe_rows); });
    return out;
  };
  auto search = [&](Extents base) {
  const bool one_tile = ceilDiv(g.N, base.tn) * ceilDiv(g.K, base.tk) * ceilDiv(g.P, base.tp) * ceilDiv(g.Q, base.tq) == 1;
  // Pixels of one tile and one fold short of all the output channels (a
  // squeeze-and-excitation layer on a 1 x 1 map, 48 channels on 32 columns,
  // whose mapper's k tile of whole weight rows is 32): all of them in one
  // tile are a candidate too, whose reduction steps load while the array
  // computes (the fill above), where two tiles each load all their weights
  // before their first COMPUTE. (A classifier of 1,000 outputs is not: its
  // one tile's vector pass and store would follow its last step alone.)
  const bool whole_k_candidate = ceilDiv(g.N, base.tn) * ceilDiv(g.P, base.tp) * ceilDiv(g.Q, base.tq) == 1 &&
                              g.K > base.tk && g.K <= base.tk + widest_fold;
  std::vector<std::int64_t> k_tiles = kTiles(base.tk);
  if (whole_k_candidate && std::ranges::find(k_tiles, g.K) == k_tiles.end()) k_tiles.push_back(g.K);
  std::map<std::int64_t, std::int64_t> fitted_rows;  // per k tile: the most output rows fitting with base.tc
  for (;;) {
    for (std::int64_t tc : cTiles(base.tc))
    for (std::int64_t tk : k_tiles) {
      // Every halving of the mapper's rows, and the most rows that fit this
      // k tile (the mapper sized its tile for other slot sizes; fewer pixel
      // tiles fetch weights fewer times, and tap tiles fetch them per pixel tile).
      Extents folded = base;
      folded.tk = tk;
      folded.tc = tc;
      setFolds(folded);
      std::vector<std::int64_t> rows = halvings(base.tp);
      if (const std::int64_t most = mostRows(folded, base.tp); most > 0 && std::ranges::find(rows, most) == rows.end())
        rows.push_back(most);
      for (std::int64_t tp : rows) {
        Extents x = base;
        x.tp = tp;
        x.tk = tk;
        x.tc = tc;
        setFolds(x);
        const double tiles = static_cast<double>(g.G * ceilDiv(g.N, x.tn) * ceilDiv(g.K, x.tk) * ceilDiv(g.P, x.tp) *
                                                 ceilDiv(g.Q, x.tq) * ceilDiv(g.C, x.tc) *
                                                 ceilDiv(g.R * g.S, g.tap_tile));
        const std::int64_t tile_taps = g.tap_tile < g.R * g.S ? g.tap_tile : 0;
        // The model counts a tile's weight, input and output transfers; each
        // tile also loads its bias / requantize rows, and a k tile that ends
        // in a narrower fold splits its weight and store transfers in two.
        const double extra_transfers =
            tiles * static_cast<double>((g.bias_operands + g.requantize_operands > 0 ? 1 : 0) +
                                        2 * (foldGroups(x.tk, g.kw) - 1));
        const double memory =
            hw::model::evaluate(spec, shape, {x.tn, x.tk, x.tc, x.tp, x.tq, choice.order, true, tile_taps}).memory_cycles +
            extra_transfers * static_cast<double>(spec.params().dram.latency_cycles) /
                static_cast<double>(hw::model::outstandingTransfers(spec));
        for (RunMode mode : {RunMode::kLine, RunMode::kImage, RunMode::kWhole, RunMode::kLead}) {
          if (g.taps > 1 && mode != RunMode::kLine) continue;
          if (mode == RunMode::kLead && g.dataflow != hw::Dataflow::kWeightStationary) continue;
          const Layout l = layoutFor(g, x, mode);
          if (mode == RunMode::kLead && (l.lead <= 1 || l.lead >= x.tp)) continue;  // a line or an image run
          if (mode != RunMode::kLead) smallest = l;
          if (!fits(l, p)) continue;
          const double compute = tiles * static_cast<double>(l.kfolds * l.steps * runCycles(l, g) + overhead);
          if (x.tc == base.tc) {
            std::int64_t& most = fitted_rows[tk];
            most = std::max(most, x.tp);
          } else if (!(one_tile || (whole_k_candidate && x.tk >= g.K)) &&
                     (fitted_rows[tk] == 0 || x.tp <= fitted_rows[tk])) {
            continue;
          }
          const double cycles = std::max(compute, memory) + fill(l);
          if (!best || cycles < best->cycles) best = Candidate{x, g.kw, g.cw, mode, cycles, memory > compute};
        }
      }
    }
    if (best) break;
    // A weight block no slot holds shrinks by its reduction channels first:
    // fewer pixels would not shrink it, and each pixel tile would fetch every
    // weight again (tpu_v1_like's 3 x 3 convolutions went one output column
    // a tile, 13x the DRAM traffic of the estimate's mapping).
    Extents probe = base;
    setFolds(probe);
    if (layoutFor(g, probe, RunMode::kLine).wt_rows > p.weight.rows && base.tc > 1 && g.taps == 1)
      base.tc = (base.tc + 1) / 2;
    else if (base.tq > 1)
      base.tq = (base.tq + 1) / 2;
    else if (base.tn > 1)
      base.tn = (base.tn + 1) / 2;
    else if (base.tc > 1 && g.taps == 1)
      base.tc = (base.tc + 1) / 2;
    else
      break;
  }
  };
  if (fold_taps > 1 && g.tap_tile == g.R * g.S) {
    g.taps = fold_taps;
    g.tap_groups = ceilDiv(g.S, fold_taps);
    // Folded taps skip padding (neither loaded nor reduced) when every
    // output row and column has a tap inside the image, so each sum is
    // written by some COMPUTE.
    auto covered = [](std::int64_t outputs, std::int64_t stride, std::int64_t taps, std::int64_t dilation,
                      std::int64_t pad, std::int64_t extent) {
      for (std::int64_t o = 0; o < outputs; ++o) {
        bool any = false;
        for (std::int64_t t = 0; t < taps && !any; ++t) {
          const std::int64_t i = o * stride + t * dilation - pad;
          any = i >= 0 && i < extent;
        }
        if (!any) return false;
      }
      return true;
    };
    g.skip_padding = covered(g.P, g.sh, g.R, g.dh, g.pad_t, g.H) && covered(g.Q, g.sw, g.S, g.dw, g.pad_l, g.W);
    Extents whole = e;
    whole.tc = g.C;
    search(whole);
  }
  if (!best) {
    g.taps = 1;
    g.tap_groups = g.S;
    g.skip_padding = false;
    search(e);
  }
  if (!best) {
    const Layout& l = smallest;
    const bool input = l.in_rows > p.input.rows || l.res_rows > p.input.rows, weight = l.wt_rows > p.weight.rows;
    return kernelError(kernel, fmt::format("the smallest tile needs {} rows of the {} buffer, a slot holds {}",
                                            input    ? std::max(l.in_rows, l.res_rows)
                                            : weight ? l.wt_rows
                                                     : l.out_rows,
                                            input    ? "input"
                                            : weight ? "weight"
                                                     : "output",
                                            input    ? p.input.rows
                                            : weight ? p.weight.rows
                                                     : p.output.rows));
  }
  choice.e = best->e;
  choice.mode = best->mode;
  choice.memory_bound = best->memory_bound;
  g.kw = best->kw;
  g.cw = best->cw;
  return choice;
}

}  // namespace detail

struct ProgramTilingMemo::Entries {
  struct Key {
    detail::Geometry geometry;
    std::int64_t placement_run = -1;
    hw::model::LayerShape shape;
    hw::model::Mapping mapping;
    bool operator==(const Key&) const = default;
  };
  std::vector<std::pair<Key, ProgramTiling>> list;
};

ProgramTilingMemo::ProgramTilingMemo() : entries_(std::make_unique<Entries>()) {}
ProgramTilingMemo::~ProgramTilingMemo() = default;

namespace {

/// ProgramTiling::folded_edge_cycles of tiles of extents `e` (ArrayEmitter::
/// emitComputes: per k fold, kernel row and tap group, each tap's part over
/// the tile's output rows; a padded row counts as any other).
double foldedEdgeCycles(const detail::Geometry& g, const detail::Extents& e) {
  if (g.taps <= 1 || g.dataflow != hw::Dataflow::kWeightStationary) return 0.0;
  const double kfolds = static_cast<double>(g.G) * static_cast<double>(detail::ceilDiv(g.K, e.tk)) *
                        static_cast<double>(detail::ceilDiv(e.tk, g.kw));
  const double tiles_np = static_cast<double>(detail::ceilDiv(g.N, e.tn) * detail::ceilDiv(g.P, e.tp));
  const double lines = static_cast<double>(g.N * g.P);  // output rows over the n and p tiles
  double cycles = 0;
  for (std::int64_t q0 = 0; q0 < g.Q; q0 += e.tq) {
    const std::int64_t tq = std::min(e.tq, g.Q - q0);
    for (std::int64_t s0 = 0; s0 < g.S; s0 += g.taps) {
      const std::int64_t taps = std::min(g.taps, g.S - s0);
      for (std::int64_t j = 0; j < taps; ++j) {
        std::int64_t pieces = 0;  // edge columns whose tap s0 + j runs
        for (std::int64_t q = q0; q < q0 + tq; ++q) {
          if (detail::foldedPiece(g, q, s0, taps, false) != detail::FoldedPiece::kTapByTap) continue;
          const std::int64_t x = q * g.sw + s0 + j - g.pad_l;
          if (!(g.skip_padding && (x < 0 || x >= g.W))) ++pieces;
        }
        if (pieces == 0) continue;
        const double rows = static_cast<double>(std::min(g.cw, e.tc));
        cycles += static_cast<double>(g.R) * kfolds *
                  (tiles_np * (rows - 1.0) + static_cast<double>(pieces) * lines);
      }
    }
  }
  return cycles;
}

Expected<ProgramTiling> searchTiling(const hw::Spec& spec, const Kernel& kernel, const KernelPlan& plan,
                                     const hw::model::Mapping& mapping, detail::Geometry g) {
  using detail::Extents, detail::Layout;
  const BufferPartition partition = partitionBuffers(spec);
  auto choice = detail::chooseTile(spec, partition, kernel, plan, mapping, g);
  if (!choice) return choice.status();
  const Extents& e = choice->e;
  ProgramTiling out;
  out.mapping = mapping;
  out.mapping.tile_n = e.tn, out.mapping.tile_k = e.tk, out.mapping.tile_c = e.tc;
  out.mapping.tile_p = e.tp, out.mapping.tile_q = e.tq;
  out.mapping.order = choice->order;
  out.mapping.tile_taps = g.tap_tile < g.R * g.S ? g.tap_tile : 0;
  out.tail_compute_cycles = static_cast<double>(detail::tailComputeCycles(
      detail::layoutFor(g, e, choice->mode), g, spec.params().control.queue_depth_instructions));
  out.folded_edge_cycles = foldedEdgeCycles(g, e);
  const std::int64_t k_tiles = detail::ceilDiv(g.K, e.tk), last_tk = g.K - (k_tiles - 1) * e.tk;
  out.loads_per_fold_group =
      static_cast<double>((k_tiles - 1) * detail::foldGroups(e.tk, g.kw) + detail::foldGroups(last_tk, g.kw)) /
      static_cast<double>(k_tiles);
  // A bias the per-lane requantize adds loads with its rows (a third plane).
  out.first_slot_loads = static_cast<double>((g.bias_operands - g.lane_bias) * detail::foldGroups(e.tk, g.kw) +
                                             g.requantize_operands * detail::foldGroups(std::min(e.tk, g.K), g.kw));
  const auto pixel_tiles =
      static_cast<size_t>(detail::ceilDiv(g.N, e.tn) * detail::ceilDiv(g.P, e.tp) * detail::ceilDiv(g.Q, e.tq));
  const std::vector<char> reloads = detail::slotRowReloads(g, static_cast<size_t>(k_tiles), pixel_tiles,
                                                           choice->order == hw::model::LoopOrder::kInputReuse);
  const auto reloading = static_cast<double>(std::ranges::count(reloads, 1));
  out.slot_row_loads = out.first_slot_loads * reloading;
  out.slot_row_elements = reloading * static_cast<double>(g.K) / static_cast<double>(k_tiles);
  out.tile_operands = g.act_operands + g.const_operands;
  if (g.act_operands > 0 && g.taps == 1) {
    Extents last = e;  // the last channel tile
    last.tc = g.C - (detail::ceilDiv(g.C, e.tc) - 1) * e.tc;
    const Layout whole = detail::bestLayout(g, e, partition);  // as ArrayEmitter::stepLayout lays out the step
    Layout l = detail::layoutFor(g, last, whole.mode);
    l.lead = whole.lead;
    if (l.steps == 1 && l.kfolds == 1 && detail::tileRuns(l, last).size() == 1)
      out.relayed_compute_cycles = static_cast<double>(
          detail::runCycles(l, g) + hw::model::fillDrainCycles(std::min(g.cw, last.tc), std::min(g.kw, e.tk)));
  }
  if (!g.conv) return out;  // a product's rows: one LOAD a window
  // The windows of group 0 (the others load alike), each at its tile's
  // layout, as ArrayEmitter::emitTile loads them; offsets are relative (the
  // merger sees only their spacing), the zero region after the input. Tiles
  // of full extent whose window lies inside the map load alike (their pieces
  // differ by a DRAM offset only): one of them stands for all.
  struct Class {
    std::int64_t start = 0, count = 0;
  };
  auto classes = [](std::int64_t out, std::int64_t tile, std::int64_t stride, std::int64_t taps,
                    std::int64_t dilation, std::int64_t pad, std::int64_t size) {
    std::vector<Class> list;
    std::int64_t inner = -1;  // index in `list` of the tiles inside the map
    for (std::int64_t start = 0; start < out; start += tile) {
      const std::int64_t extent = std::min(tile, out - start);
      const std::int64_t first = start * stride - pad, last = first + (extent - 1) * stride + (taps - 1) * dilation;
      if (extent == tile && first >= 0 && last < size) {
        if (inner < 0) {
          inner = static_cast<std::int64_t>(list.size());
          list.push_back({start, 0});
        }
        ++list[static_cast<size_t>(inner)].count;
      } else {
        list.push_back({start, 1});
      }
    }
    return list;
  };
  const std::vector<Class> ns = classes(g.N, e.tn, 1, 1, 1, 0, g.N);
  const std::vector<Class> ps = classes(g.P, e.tp, g.sh, g.R, g.dh, g.pad_t, g.H);
  const std::vector<Class> qs = classes(g.Q, e.tq, g.sw, g.S, g.dw, g.pad_l, g.W);
  const std::vector<Class> cs = classes(g.C, e.tc, 1, 1, 1, 0, g.C);
  const detail::WindowPlace at{0, 0, g.N * g.H * g.W * g.in_pix + 64};
  double windows = 0, loads = 0, bytes = 0;
  for (const Class& n : ns)
    for (const Class& p : ps)
      for (const Class& q : qs) {
        const Extents tile{std::min(e.tn, g.N - n.start), e.tk, e.tc, std::min(e.tp, g.P - p.start),
                           std::min(e.tq, g.Q - q.start)};
        const detail::RunMode mode = detail::bestLayout(g, tile, partition).mode;
        for (const Class& c : cs) {
          Extents step = tile;
          step.tc = std::min(e.tc, g.C - c.start);
          step.tt = g.tap_tile;
          const Layout l = detail::layoutFor(g, step, mode);
          auto w = detail::windowLoads(kernel, g, l, 0, {n.start, 0, p.start, q.start}, c.start, step.tc, at);
          if (!w) return w.status();
          const double count = static_cast<double>(n.count * p.count * q.count * c.count);
          windows += count;
          loads += count * static_cast<double>(w->loads);
          bytes += count * w->bytes;
        }
      }
  if (windows > 0) {
    out.loads_per_window = loads / windows;
    out.bytes_per_window = bytes / windows;
  }
  return out;
}

}  // namespace

Expected<ProgramTiling> programTiling(const hw::Spec& spec, const Kernel& kernel, const KernelPlan& plan,
                                      const hw::model::Mapping& mapping, ProgramTilingMemo* memo) {
  auto geometry = detail::kernelGeometry(spec, kernel, plan);
  if (!geometry) return geometry.status();
  if (!memo) return searchTiling(spec, kernel, plan, mapping, *geometry);
  // chooseTile and windowLoads read the kernel's geometry, its shape and
  // result placement and the mapping (the kernel itself only to name it in
  // an error), so an equal key is an equal result.
  ProgramTilingMemo::Entries::Key key{*geometry, plan.placement ? plan.placement->run : -1, kernel.shape, mapping};
  for (const auto& [known, tiling] : memo->entries().list)
    if (known == key) return tiling;
  auto tiling = searchTiling(spec, kernel, plan, mapping, *geometry);
  if (tiling) memo->entries().list.emplace_back(std::move(key), *tiling);
  return tiling;
}

}  // namespace tessera::backend
