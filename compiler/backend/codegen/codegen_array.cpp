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
// result's pixel), except for operands their producers stored in place (a
// kernel with Kernel::concat_slot stores its result this same way, at its
// slot's offset: placeConcatOperands). A pooling pass then reads the whole
// result (the scratch).
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
#include <optional>

#include "compiler/backend/codegen/codegen_array_emitter.h"
#include "hw/model/cost.h"

namespace tessera::backend::detail {

Status ArrayEmitter::setup() {
  auto geometry = kernelGeometry(em_.spec(), kernel_, plan_);
  if (!geometry) return geometry.status();
  Geometry& g = geo_;
  g = *geometry;
  const MemoryPlan& mem = em_.memory();
  auto in = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_input)].name);
  if (!in) return in.status();
  g.input = *in;
  // The shape's images must fit the tensor DRAM holds: a kernel graph read from
  // a file can state a batch its tensors do not have (caught here, before
  // emitting the tiles, not when the first address past DRAM fails to encode).
  if (const std::int64_t needed = g.N * g.H * g.W * g.in_pix; needed > g.input->bytes)
    return kernelError(kernel_, fmt::format("its shape (n={}, {}x{} pixels of {} bytes) reads {} bytes of '{}', which "
                                            "holds {}",
                                            g.N, g.H, g.W, g.in_pix, needed, g.input->name, g.input->bytes));
  if (plan_.array_rhs >= 0) {
    auto rhs = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_rhs)].name);
    if (!rhs) return rhs.status();
    g.rhs = *rhs;
  } else {
    auto w = regionOf(mem, kernel_, kernel_.weights[static_cast<size_t>(plan_.array_weight)].name);
    if (!w) return w.status();
    g.weights = *w;
  }
  if (plan_.pool) {
    g.result = mem.scratch(kernel_.id);
    if (!g.result) return kernelError(kernel_, "internal error: pooling kernel without a scratch region");
  } else {
    auto r = regionOf(mem, kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
    if (!r) return r.status();
    g.result = *r;
  }
  for (const VectorStep& step : plan_.chain) {
    const Region* region = nullptr;
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
  Geometry& g = geo_;
  auto choice = chooseTile(em_.spec(), em_.partition(), kernel_, plan_, mapping, g);
  if (!choice) return choice.status();
  const Extents e = choice->e;
  order_ = choice->order;
  mode_ = choice->mode;
  memory_bound_ = choice->memory_bound;
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
  // A Concat's copy (after the tiles) loads what an earlier kernel stored:
  // its wait for that STORE goes through a VECTOR ahead of the tiles' and a
  // COMPUTE before the last two tiles, so the copy loads as soon as the
  // load unit reaches it, under the array's last tiles. Before the first
  // tile the COMPUTE would hold the array until the kernel before has stored
  // (SqueezeNet's features.3/expand3x3 on edge_16x16_int8: 485 cycles);
  // after the last one it would hold the copy behind every tile
  // (features.6-12/expand3x3 on tpu_v1_like; SqueezeNet there 334,870
  // simulated cycles with the COMPUTE after the tiles, 324,503 with it here).
  // The same early wait serves the second tile's output slot, which the
  // kernel before's last tile left (SqueezeNet there 322,717).
  em_.watchStores(plan_.copiesConcat() ? concatSources() : std::vector<std::string>{}, tile_count > 1);
  const std::vector<char> reloads = slotRowReloads(g, ks.size(), ns.size() * ps.size() * qs.size(), input_outer);
  std::vector<PlannedTile> planned;
  for (std::int64_t gi = 0; gi < g.G; ++gi)
    for (size_t a = 0; a < outer; ++a)
      for (size_t b = 0; b < inner; ++b) {
        const size_t kt = input_outer ? b : a, pix = input_outer ? a : b;
        const size_t qt = pix % qs.size(), pt = pix / qs.size() % ps.size(), nt = pix / qs.size() / ps.size();
        planned.push_back({gi, Origin{ns[nt].first, ks[kt].first, ps[pt].first, qs[qt].first},
                           Extents{ns[nt].second, ks[kt].second, e.tc, ps[pt].second, qs[qt].second}});
      }
  ahead_of_ = aheadWindows(planned);
  planned_ = std::move(planned);
  for (size_t index = 0; index < planned_.size(); ++index) {
    rows_reused_ = !reloads[index];
    waits_previous_store_ = reloads[index] || index + 3 >= tile_count || reloads[index + 3];
    tile_index_ = index;
    if (plan_.copiesConcat() && index + 2 >= std::max<size_t>(2, tile_count)) em_.relayWatchedStores();
    const PlannedTile& t = planned_[index];
    if (Status s = emitTile(t.gi, t.o, t.e); !s.ok()) return s;
  }
  if (plan_.copiesConcat())
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
      if (Status s = loadWindowAhead(step->input_slot); !s.ok()) return s;
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

Layout ArrayEmitter::stepLayout(const Layout& whole, const Extents& e, std::int64_t c0, std::int64_t t0) const {
  Extents ce = e;
  ce.tc = std::min(e.tc, geo_.C - c0);
  ce.tt = std::min(geo_.tap_tile, geo_.R * geo_.S - t0);
  Layout l = layoutFor(geo_, ce, whole.mode);
  l.lead = whole.lead;  // every step's runs cover the tile's rows alike
  return l;
}

std::string ArrayEmitter::windowKey(std::int64_t gi, const Origin& o, const Extents& e, std::int64_t c0,
                                    std::int64_t tc, RunMode mode) const {
  return fmt::format("{}:{}:{}:{}:{}:{}:{}:{}:{}:{}:{}", part_, gi, o.n, e.tn, o.p, e.tp, o.q, e.tq, c0, tc,
                     name(mode));
}

// Windows ahead: a window that several tiles share in a row (the k tiles of
// an input-reuse kernel's pixel tile, a batched product's k tiles of one
// matrix) keeps its slot while the next window waits for the load unit to
// reach it, behind the last shared tile's weights: one tile ahead of the
// array, less than a long window's LOAD takes (BERT's attention scores on
// edge_16x16_fp16: the next head's queries, 1,024 cycles, behind tiles of
// 512). So the next window takes its slot at the first shared tile and its
// pieces load over the shared tiles, a share per tile after the tile's
// own loads; the tile that reads it waits for the last share. Only kernels
// of one reduction step per tile without activation operands, whose input
// ring then holds just the two windows, and not memory-bound by the tile
// search's cost (TileChoice::memory_bound): there the shares only add DRAM
// latencies where one transfer is in flight (BERT's attention products on
// scalesim_32x32_ws ran 4 % slower).
std::vector<std::int64_t> ArrayEmitter::aheadWindows(const std::vector<PlannedTile>& tiles) const {
  const Geometry& g = geo_;
  std::vector<std::int64_t> ahead(tiles.size(), -1);
  if (!em_.windowsAhead() || memory_bound_ || tiles.empty() || g.act_operands > 0 || tiles.front().e.tc < g.C ||
      g.tap_tile < g.R * g.S)
    return ahead;
  std::vector<std::string> keys;
  for (const PlannedTile& t : tiles)
    keys.push_back(windowKey(t.gi, t.o, t.e, 0, std::min(t.e.tc, g.C),
                             stepLayout(bestLayout(g, t.e, em_.partition()), t.e, 0, 0).mode));
  size_t start = 0;
  for (size_t i = 1; i < tiles.size(); ++i) {
    if (keys[i] == keys[i - 1]) continue;
    if (i - start >= 2)
      for (size_t j = start; j < i; ++j) ahead[j] = static_cast<std::int64_t>(i);
    start = i;
  }
  return ahead;
}

/// Buffer rows from one plane's first row to the next (Transfer::row_plane_stride, 0 read as rows x row_stride).
static std::int64_t planeRows(const Transfer& t) {
  return t.row_plane_stride != 0 ? t.row_plane_stride : t.rows * std::max<std::int64_t>(t.row_stride, 1);
}

// The window's transfers, merged as one step would load them, dealt over
// the run's tiles in shares of about equal bytes. Transfers of several
// planes are halved by planes while there are fewer transfers than tiles
// (BERT's queries are one LOAD of four channel chunks); a share boundary
// inside a merged transfer would cost a LOAD more (the folded taps of the
// Fashion-MNIST CNN's first layer on tiny_4x4_int8: 149 more).
std::vector<std::vector<TransferMerger::Merged>> ArrayEmitter::shareAhead(std::vector<TransferMerger::Merged> loads,
                                                                          size_t count) const {
  auto bytes = [&](const Transfer& t) {
    return static_cast<double>(t.rows * t.planes * packedBytes(t.elements, geo_.abits));
  };
  while (loads.size() < count) {
    auto widest = std::max_element(loads.begin(), loads.end(), [&](const auto& a, const auto& b) {
      return (a.transfer.planes > 1 ? bytes(a.transfer) : 0) < (b.transfer.planes > 1 ? bytes(b.transfer) : 0);
    });
    if (widest == loads.end() || widest->transfer.planes <= 1) break;
    Transfer second = widest->transfer;
    const std::int64_t half = widest->transfer.planes / 2;
    widest->transfer.planes = half;
    second.planes -= half;
    second.dram += half * second.plane_stride;
    second.row += half * planeRows(second);
    for (Transfer* t : {&widest->transfer, &second})
      if (t->planes == 1) t->plane_stride = t->row_plane_stride = 0;
    loads.insert(widest + 1, TransferMerger::Merged{second, std::nullopt});
  }
  double total = 0;
  for (const TransferMerger::Merged& m : loads) total += bytes(m.transfer);
  std::vector<std::vector<TransferMerger::Merged>> shares(count);
  double sum = 0;
  for (const TransferMerger::Merged& m : loads) {
    const double at = total > 0 ? sum / total * static_cast<double>(count) : 0.0;
    shares[std::min(count - 1, static_cast<size_t>(at))].push_back(m);
    sum += bytes(m.transfer);
  }
  return shares;
}

Status ArrayEmitter::loadWindowAhead(int current_slot) {
  const std::int64_t target = ahead_of_[tile_index_];
  if (target < 0) return {};
  const size_t tile = static_cast<size_t>(target);
  if (!ahead_ || ahead_->tile != tile) {  // the run's first tile
    const PlannedTile& t = planned_[tile];
    const std::int64_t tc = std::min(t.e.tc, geo_.C);
    const Layout l = stepLayout(bestLayout(geo_, t.e, em_.partition()), t.e, 0, 0);
    AheadWindow w{
        tile, tile_index_, windowKey(t.gi, t.o, t.e, 0, tc, l.mode), em_.acquire(Ring::kInput, current_slot), {}};
    std::vector<TransferMerger::Merged> pieces;
    em_.captureLoads(&pieces);
    const Status s = loadWindow(l, t.gi, t.o, 0, tc, w.slot);
    em_.captureLoads(nullptr);
    if (!s.ok()) return s;
    w.groups = shareAhead(em_.merged(pieces), tile - tile_index_);
    ahead_ = std::move(w);
  }
  em_.loadAhead(ahead_->groups[tile_index_ - ahead_->first]);
  return {};
}

Expected<ArrayEmitter::ReductionStep> ArrayEmitter::beginReductionStep(std::int64_t gi, const Origin& o,
                                                                       const Extents& e, std::int64_t c0,
                                                                       std::int64_t t0, const OutputSlot& out) {
  ReductionStep st;
  st.c0 = c0;
  st.tc = std::min(e.tc, geo_.C - c0);
  st.t0 = t0;
  st.l = stepLayout(out.layout, e, c0, t0);
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
  const std::string ikey = windowKey(gi, o, e, c0, st.tc, st.l.mode);
  st.weight_slot = em_.reusable(Ring::kWeight, wkey);
  st.input_slot = em_.reusable(Ring::kInput, ikey);
  if (st.input_slot < 0 && ahead_ && ahead_->tile == tile_index_ && ahead_->key == ikey) {  // loaded ahead (run())
    st.input_slot = ahead_->slot;
    em_.remember(Ring::kInput, ikey, st.input_slot);
    em_.waitAhead();
    ahead_.reset();
  }
  st.window_reused = st.input_slot >= 0;
  auto weights = [&]() -> Status {
    if (st.weight_slot >= 0) return {};
    st.weight_slot = em_.acquire(Ring::kWeight);
    if (Status s = loadWeights(st.l, gi, o, c0, st.tc, t0, st.weight_slot); !s.ok()) return s;
    em_.remember(Ring::kWeight, wkey, st.weight_slot);
    return {};
  };
  auto window = [&]() -> Status {
    if (st.input_slot >= 0) return {};
    st.input_slot = em_.acquire(Ring::kInput);
    if (Status s = loadWindow(st.l, gi, o, c0, st.tc, st.input_slot); !s.ok()) return s;
    em_.remember(Ring::kInput, ikey, st.input_slot);
    return {};
  };
  // The load unit runs in order: a load waiting for its slot's readers holds
  // up the loads behind it. The one whose slot was read by an earlier step
  // (frees first) goes first: a new window behind weights that wait for the
  // last k tile's computes would idle the array once those end.
  const bool window_first = st.weight_slot < 0 && st.input_slot < 0 &&
                            em_.nextSlotReadStep(Ring::kInput) < em_.nextSlotReadStep(Ring::kWeight);
  if (window_first)
    if (Status s = window(); !s.ok()) return s;
  if (Status s = weights(); !s.ok()) return s;
  if (Status s = window(); !s.ok()) return s;  // nothing when loaded first
  return st;
}

FoldedPiece foldedPiece(const Geometry& g, std::int64_t column, std::int64_t s0, std::int64_t taps, bool row_padding) {
  const std::int64_t x = column * g.sw + s0 - g.pad_l;
  if (x >= g.W || x + taps <= 0) return g.skip_padding ? FoldedPiece::kSkip : FoldedPiece::kFold;
  return row_padding || (x >= 0 && x + taps <= g.W) ? FoldedPiece::kFold : FoldedPiece::kTapByTap;
}

std::vector<char> foldedRowsRead(const Geometry& g, const Origin& o, std::int64_t tq, std::int64_t wp,
                                 bool row_padding, std::int64_t count) {
  std::vector<char> read(static_cast<size_t>(std::max<std::int64_t>(count, 0)), 0);
  auto mark = [&](std::int64_t s, std::int64_t q) {  // tap s of output column o.q + q (emitComputes' input row)
    const std::int64_t w = q + s * g.dw / g.sw;
    if (s * g.dw % g.sw == wp && w >= 0 && w < count) read[static_cast<size_t>(w)] = 1;
  };
  for (std::int64_t s0 = 0; s0 < g.S; s0 += g.taps) {
    const std::int64_t taps = std::min(g.taps, g.S - s0);
    for (std::int64_t q = 0; q < tq; ++q) switch (foldedPiece(g, o.q + q, s0, taps, row_padding)) {
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
    auto kind = [&](std::int64_t q) { return foldedPiece(g, o.q + q, s0, taps, row_padding); };
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
      // edge_16x16_int8, 884,619 cycles, 890,843 with the parts). Every k
      // fold of a step before the next step: the tile's first computes then
      // all start sums (none reads them), so the previous tiles' STOREs
      // reading the output bank's port hold up no COMPUTE there, and the
      // order interlock waits once per step where a partial fold follows a
      // full one (docs/systemc.md).
      for (std::int64_t step = 0; step < l.steps; ++step)
        for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
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
  // fold's channels) differ per fold. A fused bias_add is the requantize
  // after it (VECTOR bias): its row the first of the requantize's per fold
  // (before the multipliers and shifts), or, with the scale in immediates,
  // the requantize's one operand row.
  const Geometry& g = geo_;
  const Layout& l = out.layout;
  int b = 0, a = 0, c = 0;
  // After a fused bias_add: its bias rows' index b, or -1 when they are the per-lane requantize's own.
  std::optional<int> fused;
  for (const VectorStep& step : plan_.chain) {
    const bool fold_row = foldRowOperand(step);
    if (step.fused) {
      fused = g.lane_bias ? -1 : b++;
      continue;
    }
    const bool per_fold = fold_row || step.operand.kind == OperandKind::kRequantize || fused;
    for (std::int64_t kf = 0; kf < (per_fold ? l.kfolds : 1); ++kf) {
      isa::VectorFields f;
      f.op = step.op;
      f.src_buffer = f.dst_buffer = hw::BufferKind::kOutput;
      f.src_row = f.dst_row = static_cast<std::uint64_t>(out.sums_row + kf * l.rows_kf);
      f.lanes = static_cast<std::uint64_t>(per_fold || l.kfolds == 1 ? kFold(l, kf) : g.kw);
      f.count = static_cast<std::uint64_t>(per_fold ? l.rows_kf : l.kfolds * l.rows_kf);
      switch (fold_row ? OperandKind::kBias : step.operand.kind) {
        case OperandKind::kBias:  // a bias, or a mul's broadcast constant (per_lane): the fold's one row
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = static_cast<std::uint64_t>(out.base + b * l.kfolds + kf);
          f.per_lane = step.op == hw::VectorOp::kMul;
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
        case OperandKind::kRequantize:  // the fold's rows: a fused bias, the multipliers, the shifts
          f.operand_buffer = hw::BufferKind::kOutput;
          f.operand_row = static_cast<std::uint64_t>(out.requantize + g.requantizeStride() * kf);
          break;
        case OperandKind::kNone:
          if (fused && *fused >= 0) {
            f.operand_buffer = hw::BufferKind::kOutput;
            f.operand_row = static_cast<std::uint64_t>(out.base + *fused * l.kfolds + kf);
          }
          break;
      }
      setImmediates(em_.spec(), step, f);
      f.bias = fused.has_value();
      em_.vector(f);
    }
    fused.reset();
    if (fold_row) ++b;
    if (step.operand.kind == OperandKind::kActivation) ++a;
    if (step.operand.kind == OperandKind::kConstant && !fold_row) ++c;
  }
}


Status emitArrayKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan,
                       const hw::model::Mapping& mapping, int part, std::string& mapping_text) {
  if (kernel.banded) return emitBandedKernel(emitter, kernel, plan, mapping_text);
  return ArrayEmitter(emitter, kernel, plan, part).run(mapping, mapping_text);
}

}  // namespace tessera::backend::detail
