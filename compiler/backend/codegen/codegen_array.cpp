// Array kernels: tiles of a (grouped) convolution or matrix product, as instructions.
//
// Scratchpad layout of one tile (docs/backend.md has the picture):
//   input slot   the tile's padded input window, channel-chunked: row
//                (chunk, n, h-phase, w-phase, h', w') holds <= PE-rows
//                channels of input pixel (h' * stride_h + h-phase,
//                w' * stride_w + w-phase); splitting rows and columns into
//                stride phases makes the pixels one kernel offset (r, s)
//                needs for consecutive outputs consecutive rows, so one
//                COMPUTE streams a whole output row (or more) for any stride.
//                Vector operands shaped like the output follow the window
//                in its slot when both fit (else in a second input slot),
//                loaded in the tile's last step.
//   weight slot  blocks (k fold, r, s, chunk) of <= PE-rows reduction rows
//                of <= PE-cols output channels.
//   output slot  bias rows (one per k fold), constant operand rows, a
//                per-channel requantize's rows (per k fold its multiplier
//                row then its shift row, one 2-plane LOAD from the kernel's
//                "<kernel>/requantize" constant), then the sums: row
//                (k fold, n, p, q) at n * opn + p * opp + q.
// Runs: a COMPUTE streams `depth` consecutive input rows to consecutive
// output rows. kLine streams one output row (depth q); kImage all rows of
// an image and kWhole the whole tile, computing (and never storing) junk
// rows where the window's extra columns sit; codegen picks the cheapest by
// the timing rule (runCycles: a weight-stationary line run costs its depth,
// the pipeline's fill hidden behind the next COMPUTE, so it beats the junk
// of the wider runs; an output-stationary run pays its fill and drain).
// Result: pixels of KernelPlan::result_channels; after a Concat (kernel_plan.h)
// the array stores its own channels at their offset in each pixel and a copy
// pass then moves each other operand's channels into theirs: per channel
// chunk of a vector row and run of pixels, one LOAD (stride: the operand's
// pixel), a copy through the vector unit (copyOp) and one STORE (stride: the
// result's pixel). A pooling pass then reads the whole result (the scratch).
// Transfers are stated per window row (and phase), weight block, operand
// row and output row; the Emitter merges them into one 3-D LOAD/STORE per
// run of equally shaped blocks whose buffer rows follow on and whose DRAM
// starts are equally spaced (an unpadded window: one LOAD per channel
// chunk, or one for all chunks when its rows are also contiguous in DRAM).
// Padding columns interleave zero rows with the data rows; the merger keeps
// both runs pending and stacks each with a buffer plane stride (window rows
// a pitch apart), so a padded window is a few LOADs per channel chunk: its
// data rows, the zero runs between them, and the first and last zero runs.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>

#include "compiler/backend/codegen/codegen_array_emitter.h"
#include "hw/model/cost.h"

namespace tessera::backend::detail {

Status ArrayEmitter::setup() {
  const hw::Spec& spec = em_.spec();
  const hw::model::LayerShape& s = kernel_.shape;
  Geometry& g = geo_;
  g.conv = kernel_.kind == KernelKind::kConv;
  g.G = s.g, g.N = s.n, g.K = s.k, g.C = s.c, g.P = s.p, g.Q = s.q, g.R = s.r, g.S = s.s;
  g.sh = s.stride_h, g.sw = s.stride_w, g.dh = s.dilation_h, g.dw = s.dilation_w;
  if (g.conv) {
    g.H = plan_.conv_input.in_h, g.W = plan_.conv_input.in_w;
    g.pad_t = plan_.conv_input.pad_top, g.pad_l = plan_.conv_input.pad_left;
  } else {
    g.P = g.Q = g.R = g.S = g.H = g.W = 1;
  }
  g.tap_tile = g.R * g.S;
  const hw::Precision& pr = spec.params().precision;
  g.abits = pr.activation_bits, g.wbits = pr.weight_bits, g.accbits = pr.accumulator_bits;
  g.pe_rows = spec.params().pe_array.rows, g.pe_cols = spec.params().pe_array.cols;
  g.in_row = std::max<std::int64_t>(spec.derived().input.elements_per_row, 1);
  g.dataflow = spec.params().pe_array.dataflow;
  const MemoryPlan& mem = em_.memory();
  auto in = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_input)].name);
  if (!in) return in.status();
  g.input = *in;
  if (plan_.array_rhs >= 0) {
    auto rhs = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_rhs)].name);
    if (!rhs) return rhs.status();
    g.rhs = *rhs;
    if (g.abits != g.wbits)
      return kernelError(kernel_, "an activation x activation product needs equal weight and activation precision",
                         "unsupported");
    g.rhs_row = pixelBytes(spec, g.K);
  } else {
    auto w = regionOf(mem, kernel_, kernel_.weights[static_cast<size_t>(plan_.array_weight)].name);
    if (!w) return w.status();
    g.weights = *w;
    g.wl = weightLayout(spec, kernel_);
  }
  if (plan_.pool) {
    g.result = mem.scratch(kernel_.id);
    if (!g.result) return kernelError(kernel_, "internal error: pooling kernel without a scratch region");
  } else if (plan_.result >= 0) {
    auto r = regionOf(mem, kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
    if (!r) return r.status();
    g.result = *r;
  } else {
    return kernelError(kernel_, "internal error: array kernel without an output");
  }
  g.in_pix = pixelBytes(spec, g.conv ? g.G * g.C : g.C);
  g.out_pix = pixelBytes(spec, g.conv ? g.G * g.K : g.K);
  g.res_pix = plan_.result_channels > 0 ? pixelBytes(spec, plan_.result_channels) : g.out_pix;
  g.res_channel0 = plan_.concat ? plan_.concat->own_offset : 0;
  g.const_pix = packedBytes(g.conv ? g.G * g.K : g.K, g.accbits);
  for (const VectorStep& step : plan_.chain) {
    const Region* region = nullptr;
    switch (step.operand.kind) {
      case OperandKind::kBias: ++g.bias_operands; break;
      case OperandKind::kConstant: ++g.const_operands; break;
      case OperandKind::kActivation: ++g.act_operands; break;
      case OperandKind::kRequantize: ++g.requantize_operands; break;
      default: break;
    }
    if (step.operand.kind == OperandKind::kBias || step.operand.kind == OperandKind::kConstant) {
      auto r = regionOf(mem, kernel_, kernel_.weights[static_cast<size_t>(step.operand.index)].name);
      if (!r) return r.status();
      region = *r;
    } else if (step.operand.kind == OperandKind::kActivation) {
      auto r = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(step.operand.index)].name);
      if (!r) return r.status();
      region = *r;
    } else if (step.operand.kind == OperandKind::kRequantize) {
      auto r = regionOf(mem, kernel_, requantizeRegionName(kernel_));
      if (!r) return r.status();
      region = *r;
    }
    operand_regions_.push_back(region);
  }
  return {};
}

Status ArrayEmitter::run(const hw::model::Mapping& mapping, std::string& mapping_text) {
  if (Status s = setup(); !s.ok()) return s;
  const hw::Spec& spec = em_.spec();
  Geometry& g = geo_;
  auto clampTile = [](std::int64_t tile, std::int64_t dim) { return tile <= 0 || tile > dim ? dim : tile; };
  Extents e{clampTile(mapping.tile_n, g.N), clampTile(mapping.tile_k, g.K), clampTile(mapping.tile_c, g.C),
            clampTile(mapping.tile_p, g.P), clampTile(mapping.tile_q, g.Q)};
  order_ = mapping.order;
  // Tap tiles (a float kernel's weights overflow a slot; mapper.cpp): dense
  // constant weights only, whose fold block is one run of rows tap by tap.
  if (mapping.tile_taps > 0 && mapping.tile_taps < g.R * g.S && g.weights && g.wl.compression >= 1.0) {
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
    if (plan_.placement) {  // every k fold inside one block of the result's placement (kernel_plan.h)
      const std::int64_t run = plan_.placement->run;
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
  const BufferPartition& p = em_.partition();
  const std::int64_t overhead =
      spec.params().dram.latency_cycles / static_cast<std::int64_t>(hw::model::outstandingTransfers(spec)) +
      g.pe_rows + g.pe_cols;
  struct Candidate {
    Extents e;
    std::int64_t kw = 1, cw = 1;
    RunMode mode = RunMode::kLine;
    double cycles = 0;
  };
  hw::model::LayerShape shape = kernel_.shape;
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
  if (g.conv && g.G == 1 && g.weights && g.wl.compression >= 1.0 && g.dw == 1 && g.S > 1 && 2 * g.C <= g.pe_rows &&
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
                                        (x.tk % g.kw != 0 ? 2 : 0));
        const double memory =
            hw::model::evaluate(spec, shape, {x.tn, x.tk, x.tc, x.tp, x.tq, order_, true, tile_taps}).memory_cycles +
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
          if (!best || cycles < best->cycles) best = Candidate{x, g.kw, g.cw, mode, cycles};
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
    return kernelError(kernel_, fmt::format("the smallest tile needs {} rows of the {} buffer, a slot holds {}",
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
  e = best->e;
  g.kw = best->kw;
  g.cw = best->cw;
  mode_ = best->mode;
  tiling_ = {e.tk, e.tc, g.kw};
  mapping_text = fmt::format("tile n,k,c,p,q={},{},{},{},{} order={} run={} kfold={} chunk={}", e.tn, e.tk, e.tc, e.tp,
                             e.tq, hw::model::name(order_), name(mode_), g.kw, g.cw);
  if (g.taps > 1) mapping_text += fmt::format(" taps={}", g.taps);
  if (g.tap_tile < g.R * g.S) mapping_text += fmt::format(" tap_tile={}", g.tap_tile);

  std::vector<std::string> reads = {g.input->name};
  if (g.rhs) reads.push_back(g.rhs->name);
  for (size_t i = 0; i < plan_.chain.size(); ++i)
    if (plan_.chain[i].operand.kind == OperandKind::kActivation) reads.push_back(operand_regions_[i]->name);
  em_.drain(reads);

  auto tiles = [](std::int64_t dim, std::int64_t tile) {
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (std::int64_t start = 0; start < dim; start += tile) out.emplace_back(start, std::min(tile, dim - start));
    return out;
  };
  const auto ns = tiles(g.N, e.tn), ks = tiles(g.K, e.tk), ps = tiles(g.P, e.tp), qs = tiles(g.Q, e.tq);
  const bool input_outer = order_ == hw::model::LoopOrder::kInputReuse;
  const size_t outer = input_outer ? ns.size() * ps.size() * qs.size() : ks.size();
  const size_t inner = input_outer ? ks.size() : ns.size() * ps.size() * qs.size();
  // Bias and requantize rows (constant rows, per pixel, excluded) load into
  // a tile's output slot once per k tile: tile i finds them there when tile
  // i - kOutputSlots, the slot's last, had its k tile. A tile that loads
  // nothing there waits for the store kStoreLag tiles back instead of the
  // previous one (codegen.h), except three tiles before one that loads (and
  // the kernel's last three, before the next kernel's first): that tile's
  // loads learn the store of its slot's last tile from them. An array
  // kernel without such rows (a product of two activations) waits for the
  // previous tile's store on every tile: its last three must, and the lag of
  // 2 on the others gained nothing (BERT on edge_16x16_int8: 894,540 cycles,
  // 895,406 with it).
  const size_t tile_count = static_cast<size_t>(g.G) * outer * inner;
  auto kTileOf = [&](size_t i) {
    return std::pair{i / (outer * inner), input_outer ? i % inner : i % (outer * inner) / inner};
  };
  const bool slot_rows = g.bias_operands + g.requantize_operands > 0 && g.const_operands == 0;
  std::vector<char> reloads(tile_count, 1);
  for (size_t i = kOutputSlots; slot_rows && i < tile_count; ++i)
    reloads[i] = kTileOf(i) != kTileOf(i - kOutputSlots);
  size_t index = 0;
  for (std::int64_t gi = 0; gi < g.G; ++gi) {
    for (size_t a = 0; a < outer; ++a)
      for (size_t b = 0; b < inner; ++b, ++index) {
        rows_reused_ = !reloads[index];
        waits_previous_store_ = reloads[index] || index + 3 >= tile_count || reloads[index + 3];
        const size_t kt = input_outer ? b : a, pix = input_outer ? a : b;
        const size_t qt = pix % qs.size(), pt = pix / qs.size() % ps.size(), nt = pix / qs.size() / ps.size();
        const Origin origin{ns[nt].first, ks[kt].first, ps[pt].first, qs[qt].first};
        const Extents ext{ns[nt].second, ks[kt].second, e.tc, ps[pt].second, qs[qt].second};
        if (Status s = emitTile(gi, origin, ext); !s.ok()) return s;
      }
  }
  if (plan_.concat)
    if (Status s = copyConcatParts(); !s.ok()) return s;
  if (plan_.pool) {
    const Region* out = nullptr;
    auto r = regionOf(em_.memory(), kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
    if (!r) return r.status();
    out = *r;
    return emitPoolPass(em_, kernel_, plan_, *g.result, *out);
  }
  return {};
}

namespace {

/// Runs of a tile: a COMPUTE streams `depth` input rows of image n from output row p.
struct TileRun {
  std::int64_t n, p, depth;
};

/// The runs of a tile of extents `e` in layout `l` (see the file comment).
std::vector<TileRun> tileRuns(const Layout& l, const Extents& e) {
  std::vector<TileRun> runs;
  switch (l.mode) {
    case RunMode::kLine:
      for (std::int64_t n = 0; n < e.tn; ++n)
        for (std::int64_t p = 0; p < e.tp; ++p) runs.push_back({n, p, e.tq});
      break;
    case RunMode::kImage:
      for (std::int64_t n = 0; n < e.tn; ++n) runs.push_back({n, 0, (e.tp - 1) * l.pitch_p + e.tq});
      break;
    case RunMode::kWhole: runs.push_back({0, 0, l.rows_kf}); break;
    case RunMode::kLead:  // the lead of the first image (it preloads), then rows
      runs.push_back({0, 0, (l.lead - 1) * l.pitch_p + e.tq});
      for (std::int64_t n = 0; n < e.tn; ++n)
        for (std::int64_t p = n == 0 ? l.lead : 0; p < e.tp; ++p) runs.push_back({n, p, e.tq});
      break;
  }
  return runs;
}

}  // namespace

Status ArrayEmitter::emitTile(std::int64_t gi, const Origin& o, const Extents& e) {
  em_.beginTile();
  const OutputSlot out = outputSlot(e);
  // Channel tiles, or tap tiles of all channels (Geometry::tap_tile): one window, the weights per tap tile.
  for (std::int64_t c0 = 0; c0 < geo_.C; c0 += e.tc)
    for (std::int64_t t0 = 0; t0 < geo_.R * geo_.S; t0 += geo_.tap_tile) {
      auto step = beginReductionStep(gi, o, e, c0, t0, out);
      if (!step) return step.status();
      if (step->last)
        if (auto slot = loadVectorOperands(*step, gi, o, out); !slot) return slot.status();
      emitComputes(*step, o, e, out.sums_row);
    }
  emitChain(out);
  if (Status s = storeTile(gi, o, e, out); !s.ok()) return s;
  if (waits_previous_store_) em_.waitPreviousStore();
  em_.endTile();
  return {};
}

ArrayEmitter::OutputSlot ArrayEmitter::outputSlot(const Extents& e) const {
  OutputSlot out;
  out.layout = bestLayout(geo_, e, em_.partition());
  out.base = em_.outputSlotBase();
  out.requantize = out.base + out.layout.bias_rows + out.layout.const_rows;
  out.sums_row = out.requantize + out.layout.requantize_rows;
  return out;
}

Expected<ArrayEmitter::ReductionStep> ArrayEmitter::beginReductionStep(std::int64_t gi, const Origin& o,
                                                                       const Extents& e, std::int64_t c0,
                                                                       std::int64_t t0, const OutputSlot& out) {
  ReductionStep st;
  st.c0 = c0;
  st.tc = std::min(e.tc, geo_.C - c0);
  st.t0 = t0;
  Extents ce = e;
  ce.tc = st.tc;
  ce.tt = std::min(geo_.tap_tile, geo_.R * geo_.S - t0);
  st.l = layoutFor(geo_, ce, out.layout.mode);
  st.l.lead = out.layout.lead;  // every step's runs cover the tile's rows alike
  st.first = c0 == 0 && t0 == 0;
  st.last = c0 + e.tc >= geo_.C && t0 + geo_.tap_tile >= geo_.R * geo_.S;
  // The rows of one k tile stay in the slot for its later tiles (before the
  // sums; a tile of another layout loads them again). Constant rows load every tile.
  const std::string rows_key = fmt::format("{}:{}:{}:{}:{}:{}:{}:{}", part_, gi, o.k, e.tk, st.l.kfolds,
                                           st.l.bias_rows, st.l.const_rows, st.l.requantize_rows);
  const bool rows_held = st.first && rows_reused_ && em_.holdsOutputRows(rows_key);
  em_.beginStep(!rows_held);
  if (st.first && !rows_held) {
    em_.rememberOutputRows(rows_key);
    if (Status s = loadSumOperands(st.l, gi, o, out); !s.ok()) return s;
  }
  const std::string wkey = fmt::format("{}:{}:{}:{}:{}:{}:{}", part_, gi, o.k, e.tk, c0, st.tc, t0);
  st.weight_slot = em_.reusable(Ring::kWeight, wkey);
  if (st.weight_slot < 0) {
    st.weight_slot = em_.acquire(Ring::kWeight);
    if (Status s = loadWeights(st.l, gi, o, c0, st.tc, t0, st.weight_slot); !s.ok()) return s;
    em_.remember(Ring::kWeight, wkey, st.weight_slot);
  }
  const std::string ikey = fmt::format("{}:{}:{}:{}:{}:{}:{}:{}:{}:{}:{}", part_, gi, o.n, e.tn, o.p, e.tp, o.q, e.tq,
                                       c0, st.tc, name(st.l.mode));
  st.input_slot = em_.reusable(Ring::kInput, ikey);
  st.window_reused = st.input_slot >= 0;
  if (st.input_slot < 0) {
    st.input_slot = em_.acquire(Ring::kInput);
    if (Status s = loadWindow(st.l, gi, o, c0, st.tc, st.input_slot); !s.ok()) return s;
    em_.remember(Ring::kInput, ikey, st.input_slot);
  }
  return st;
}

ArrayEmitter::FoldedPiece ArrayEmitter::foldedPiece(std::int64_t column, std::int64_t s0, std::int64_t taps,
                                                     bool row_padding) const {
  const Geometry& g = geo_;
  const std::int64_t x = column * g.sw + s0 - g.pad_l;
  if (x >= g.W || x + taps <= 0) return g.skip_padding ? FoldedPiece::kSkip : FoldedPiece::kFold;
  return row_padding || (x >= 0 && x + taps <= g.W) ? FoldedPiece::kFold : FoldedPiece::kTapByTap;
}

std::vector<char> ArrayEmitter::foldedRowsRead(const Origin& o, std::int64_t tq, std::int64_t wp, bool row_padding,
                                               std::int64_t count) const {
  const Geometry& g = geo_;
  std::vector<char> read(static_cast<size_t>(std::max<std::int64_t>(count, 0)), 0);
  auto mark = [&](std::int64_t s, std::int64_t q) {  // tap s of output column o.q + q (emitComputes' input row)
    const std::int64_t w = q + s * g.dw / g.sw;
    if (s * g.dw % g.sw == wp && w >= 0 && w < count) read[static_cast<size_t>(w)] = 1;
  };
  for (std::int64_t s0 = 0; s0 < g.S; s0 += g.taps) {
    const std::int64_t taps = std::min(g.taps, g.S - s0);
    for (std::int64_t q = 0; q < tq; ++q) switch (foldedPiece(o.q + q, s0, taps, row_padding)) {
        case FoldedPiece::kFold: mark(s0, q); break;
        case FoldedPiece::kSkip: break;
        case FoldedPiece::kTapByTap:
          for (std::int64_t s = s0; s < s0 + taps; ++s) {
            const std::int64_t x = (o.q + q) * g.sw + s - g.pad_l;
            if (!(g.skip_padding && (x < 0 || x >= g.W))) mark(s, q);
          }
          break;
      }
  }
  return read;
}

void ArrayEmitter::emitComputes(const ReductionStep& st, const Origin& o, const Extents& e, std::int64_t sums_row) {
  const Geometry& g = geo_;
  const Layout& l = st.l;
  const std::vector<TileRun> runs = tileRuns(l, e);
  const std::int64_t in_base = em_.slotBase(Ring::kInput, st.input_slot);
  const std::int64_t wt_base = em_.slotBase(Ring::kWeight, st.weight_slot);
  std::int64_t last_weight_row = -1, last_tile_rows = -1;
  // One COMPUTE: `taps` taps from tap s of kernel row r (taps x channels
  // reduction rows; one tap: channel chunk cc) over `depth` outputs from
  // output column q of the run.
  auto piece = [&](std::int64_t kf, std::int64_t cc, std::int64_t r, std::int64_t s, std::int64_t taps,
                   const TileRun& run, std::int64_t q, std::int64_t depth, bool fresh, bool preload) {
    const std::int64_t hp = r * g.dh % g.sh, wp = s * g.dw % g.sw;
    isa::ComputeFields f;
    f.input_row = static_cast<std::uint64_t>(in_base + cc * l.pitch_chunk + run.n * l.pitch_n + l.phaseRow(hp, wp) +
                                             (run.p + r * g.dh / g.sh) * l.pitch_p + s * g.dw / g.sw + q);
    const std::int64_t local = (r * g.S + s - st.t0) * st.tc + cc * g.cw;  // dense reduction row within the block
    const std::int64_t stored = g.weights ? compressedOffset(g.wl, local) : local;
    f.weight_row = static_cast<std::uint64_t>(wt_base + kf * l.fold_rows + stored);
    f.output_row = static_cast<std::uint64_t>(sums_row + kf * l.rows_kf + run.n * l.opn + run.p * l.opp + q);
    f.tile_rows = static_cast<std::uint64_t>(g.taps > 1 ? taps * st.tc : std::min(g.cw, st.tc - cc * g.cw));
    f.tile_cols = static_cast<std::uint64_t>(kFold(l, kf));
    f.depth = static_cast<std::uint64_t>(depth);
    f.accumulate = !fresh;
    // The stationary weights change with the rows a piece reduces (folded taps).
    f.preload_weights = preload || static_cast<std::int64_t>(f.weight_row) != last_weight_row ||
                        static_cast<std::int64_t>(f.tile_rows) != last_tile_rows;
    last_weight_row = static_cast<std::int64_t>(f.weight_row);
    last_tile_rows = static_cast<std::int64_t>(f.tile_rows);
    em_.compute(f, st.input_slot, st.weight_slot);
  };
  // Folded taps: which (k fold, run, output column) sums are written yet,
  // since pieces skip padding and cover the columns of a run unevenly.
  std::vector<char> written;
  if (g.taps > 1) written.assign(static_cast<size_t>(l.kfolds) * runs.size() * static_cast<size_t>(e.tq), 0);
  // `part` (folded taps): kAllPieces, kStrips (the strips only) or j >= 0
  // (the columns run tap by tap, their tap s0 + j only).
  constexpr std::int64_t kAllPieces = -2, kStrips = -1;
  auto emit = [&](std::int64_t kf, std::int64_t step, size_t ri, bool preload, std::int64_t part) {
    const TileRun& run = runs[ri];
    if (g.taps == 1) {
      const std::int64_t cc = step % l.chunks, rs = st.t0 + step / l.chunks;
      piece(kf, cc, rs / g.S, rs % g.S, 1, run, 0, run.depth, st.first && step == 0, preload);
      return;
    }
    // Folded taps [s0, s0 + taps) of kernel row r, over the run's output
    // columns (one output row: folded taps run in lines). A strip inside the
    // image reduces in one piece. One straddling the image's left or right
    // edge would read the neighbouring row's pixels (or, cut, stale
    // elements), so that column runs tap by tap (the row of the tap's pixel
    // holds it first). With skip_padding, taps on padding are not run at all
    // (they add zero) and padding is never loaded; otherwise they read zero
    // rows. The first piece to reach a column writes its sum, the rest add.
    const std::int64_t r = step / g.tap_groups, s0 = step % g.tap_groups * g.taps;
    const std::int64_t taps = std::min(g.taps, g.S - s0);
    const std::int64_t h = (o.p + run.p) * g.sh + r * g.dh - g.pad_t;
    const bool row_padding = h < 0 || h >= g.H;
    if (g.skip_padding && row_padding) return;
    char* done = written.data() + (static_cast<size_t>(kf) * runs.size() + ri) * static_cast<size_t>(e.tq);
    using enum FoldedPiece;
    auto kind = [&](std::int64_t q) { return foldedPiece(o.q + q, s0, taps, row_padding); };
    for (std::int64_t q = 0; q < run.depth;) {
      const FoldedPiece k = kind(q);
      std::int64_t end = q + 1;
      if (k == kFold)
        while (end < run.depth && kind(end) == kFold && done[end] == done[q]) ++end;
      if (k == kFold && (part == kAllPieces || part == kStrips)) {
        piece(kf, 0, r, s0, taps, run, q, end - q, st.first && !done[q], preload);
        std::fill(done + q, done + end, 1);
        preload = false;
      } else if (k == kTapByTap && part != kStrips) {
        for (std::int64_t s = s0; s < s0 + taps; ++s) {
          if (part >= 0 && s != s0 + part) continue;
          const std::int64_t x = (o.q + q) * g.sw + s - g.pad_l;
          if (g.skip_padding && (x < 0 || x >= g.W)) continue;
          piece(kf, 0, r, s, 1, run, q, 1, st.first && !done[q], preload);
          done[q] = 1;  // (its taps in order: the part of tap s0 + j runs after those before it)
          preload = false;
        }
      }
      q = end;
    }
  };
  switch (em_.spec().params().pe_array.dataflow) {
    case hw::Dataflow::kWeightStationary:
      // Folded taps over several runs: every run's strips (one set of
      // weights), then the columns at the image's edges tap by tap, tap after
      // tap, so the stationary weights change once per part, not at every
      // edge column of every run (tpu_v1_like preloads 144 rows for each). A
      // column's pieces keep their order, and so its sum. A tile of one run
      // keeps its columns' order (measured: ResNet-18's stem on
      // edge_16x16_int8, 884,619 cycles, 890,843 with the parts).
      for (std::int64_t kf = 0; kf < l.kfolds; ++kf)
        for (std::int64_t step = 0; step < l.steps; ++step) {
          if (g.taps == 1 || runs.size() == 1) {
            for (size_t i = 0; i < runs.size(); ++i) emit(kf, step, i, i == 0, kAllPieces);
            continue;
          }
          for (size_t i = 0; i < runs.size(); ++i) emit(kf, step, i, i == 0, kStrips);
          for (std::int64_t j = 0; j < g.taps; ++j)
            for (size_t i = 0; i < runs.size(); ++i) emit(kf, step, i, false, j);
        }
      break;
    case hw::Dataflow::kOutputStationary:
      for (std::int64_t kf = 0; kf < l.kfolds; ++kf)
        for (size_t i = 0; i < runs.size(); ++i)
          for (std::int64_t step = 0; step < l.steps; ++step) emit(kf, step, i, true, kAllPieces);
      break;
    case hw::Dataflow::kInputStationary:
      for (size_t i = 0; i < runs.size(); ++i)
        for (std::int64_t step = 0; step < l.steps; ++step)
          for (std::int64_t kf = 0; kf < l.kfolds; ++kf) emit(kf, step, i, true, kAllPieces);
      break;
  }
}

void ArrayEmitter::emitChain(const OutputSlot& out) {
  // Vector ops in place on the sums: one instruction over every k fold (their
  // rows are contiguous; lanes past a short last fold compute unused values),
  // except bias_add and a per-channel requantize, whose operand rows (the
  // fold's channels) differ per fold.
  const Geometry& g = geo_;
  const Layout& l = out.layout;
  int b = 0, a = 0, c = 0;
  for (const VectorStep& step : plan_.chain) {
    const bool per_fold = step.operand.kind == OperandKind::kBias || step.operand.kind == OperandKind::kRequantize;
    for (std::int64_t kf = 0; kf < (per_fold ? l.kfolds : 1); ++kf) {
      isa::VectorFields f;
      f.op = step.op;
      f.src_buffer = f.dst_buffer = hw::BufferKind::kOutput;
      f.src_row = f.dst_row = static_cast<std::uint64_t>(out.sums_row + kf * l.rows_kf);
      f.lanes = static_cast<std::uint64_t>(per_fold || l.kfolds == 1 ? kFold(l, kf) : g.kw);
      f.count = static_cast<std::uint64_t>(per_fold ? l.rows_kf : l.kfolds * l.rows_kf);
      switch (step.operand.kind) {
        case OperandKind::kBias:
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = static_cast<std::uint64_t>(out.base + b * l.kfolds + kf);
          break;
        case OperandKind::kActivation:
          f.operand_buffer = hw::BufferKind::kInput;
          f.operand_row =
              static_cast<std::uint64_t>(residual_row_ + a * l.kfolds * l.rows_kf * l.res_span);
          break;
        case OperandKind::kConstant:
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = static_cast<std::uint64_t>(out.base + l.bias_rows + c * l.kfolds * l.rows_kf);
          break;
        case OperandKind::kSelf:
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = f.src_row;
          break;
        case OperandKind::kRequantize:  // the fold's multiplier row; its shift row follows (per_lane)
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = static_cast<std::uint64_t>(out.requantize + 2 * kf);
          break;
        case OperandKind::kNone: break;
      }
      setImmediates(em_.spec(), step, f);
      em_.vector(f);
    }
    if (step.operand.kind == OperandKind::kBias) ++b;
    if (step.operand.kind == OperandKind::kActivation) ++a;
    if (step.operand.kind == OperandKind::kConstant) ++c;
  }
}


Status emitArrayKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan,
                       const hw::model::Mapping& mapping, int part, std::string& mapping_text) {
  if (kernel.banded) return emitBandedKernel(emitter, kernel, plan, mapping_text);
  return ArrayEmitter(emitter, kernel, plan, part).run(mapping, mapping_text);
}

}  // namespace tessera::backend::detail
