// Array kernels' transfers: the LOADs of a tile's input window, weight
// blocks and operand rows, and the STOREs of its results (placed by the
// result's view, pixel by pixel, and a Concat's other parts). The layout they
// fill is described at the top of codegen_array.cpp.
#include <fmt/format.h>

#include <algorithm>

#include "compiler/backend/codegen/codegen_array_emitter.h"

namespace tessera::backend::detail {

Status windowPieces(const Kernel& kernel, const Geometry& g, const Layout& l, std::int64_t gi, const Origin& o,
                    std::int64_t c0, std::int64_t tc, const WindowPlace& at, bool chunks_inner,
                    const WindowSink& sink) {
  // One window row of one stride phase and channel chunk: zero rows, data
  // rows, zero rows, each given to `sink` (with true for data rows).
  auto phaseRow = [&](const WindowSink& sink, std::int64_t cc, std::int64_t n, std::int64_t hp, std::int64_t hq,
                      std::int64_t wp) -> Status {
    // Folded taps: a row holds the strip of `taps` pixels from its own (its
    // first pixel is the row's pixel), cut at the image's right edge.
    const std::int64_t width = g.taps > 1 ? g.taps * tc : std::min(g.cw, tc - cc * g.cw);
    auto channel = byteOffset(kernel, (g.conv ? gi * g.C : 0) + c0 + cc * g.cw, g.abits);
    if (!channel) return channel.status();
    const std::int64_t h_abs = o.p * g.sh + hp + hq * g.sh - g.pad_t;
    const std::int64_t count = ceilDiv(l.win - wp, g.sw);
    const std::int64_t row = at.base_row + cc * l.pitch_chunk + n * l.pitch_n + l.phaseRow(hp, wp) + hq * l.pitch_p;
    const std::int64_t w0 = o.q * g.sw + wp - g.pad_l;  // input column of w' = 0
    std::int64_t lo = 0, hi = 0;
    if (h_abs >= 0 && h_abs < g.H) {
      lo = std::clamp(ceilDiv(-w0, g.sw), std::int64_t{0}, count);
      hi = std::clamp(ceilDiv(g.W - w0, g.sw), lo, count);
    }
    if (g.skip_padding && (h_abs < 0 || h_abs >= g.H)) return {};  // never read (emitComputes)
    // Folded taps: only the rows the COMPUTEs read (a stride phase other
    // than the tap groups' first is read at the image's edges only, tap by
    // tap); each piece below is cut to its runs of such rows.
    std::vector<char> read;
    if (g.taps > 1) read = foldedRowsRead(g, o, l.e.tq, wp, h_abs < 0 || h_abs >= g.H, count);
    const WindowSink cut = [&](const Transfer& t, bool data) {
      if (read.empty()) return sink(t, data);
      const std::int64_t first = t.row - row;
      for (std::int64_t a = first; a < first + t.rows;) {
        if (!read[static_cast<size_t>(a)]) {
          ++a;
          continue;
        }
        std::int64_t b = a;
        while (b < first + t.rows && read[static_cast<size_t>(b)]) ++b;
        Transfer part = t;
        part.row = row + a;
        part.rows = b - a;
        part.dram = t.dram + (a - first) * t.stride;
        sink(part, data);
        a = b;
      }
    };
    Transfer zeros{hw::BufferKind::kInput, row, g.skip_padding ? 0 : lo, width, at.zero_offset, 0};
    cut(zeros, false);
    // Rows [lo, full) hold whole strips; each row from `full` to hi a cut one.
    const std::int64_t full = g.taps > 1 ? std::clamp(ceilDiv(g.W - g.taps + 1 - w0, g.sw), lo, hi) : hi;
    const std::int64_t pixel0 = ((g.conv ? o.n + n : gi * g.N + o.n + n) * g.H + h_abs) * g.W + w0;
    if (full > lo)
      cut({hw::BufferKind::kInput, row + lo, full - lo, width,
           at.input_offset + (pixel0 + lo * g.sw) * g.in_pix + *channel, g.sw * g.in_pix},
          true);
    for (std::int64_t w = full; w < hi; ++w)
      cut({hw::BufferKind::kInput, row + w, 1, (g.W - (w0 + w * g.sw)) * tc,
           at.input_offset + (pixel0 + w * g.sw) * g.in_pix + *channel, g.sw * g.in_pix},
          true);
    cut({hw::BufferKind::kInput, row + hi, g.skip_padding ? 0 : count - hi, width, at.zero_offset, 0}, false);
    return {};
  };
  for (std::int64_t outer = 0; outer < (chunks_inner ? 1 : l.chunks); ++outer)
    for (std::int64_t n = 0; n < l.e.tn; ++n)
      for (std::int64_t hp = 0; hp < g.sh; ++hp) {
        if ((l.h_used >> hp & 1) == 0) continue;
        for (std::int64_t hq = 0; hq * g.sh + hp < l.hin; ++hq)
          for (std::int64_t wp = 0; wp < g.sw; ++wp) {
            if ((l.w_used >> wp & 1) == 0) continue;
            for (std::int64_t inner = 0; inner < (chunks_inner ? l.chunks : 1); ++inner)
              if (Status s = phaseRow(sink, chunks_inner ? inner : outer, n, hp, hq, wp); !s.ok()) return s;
          }
      }
  return {};
}

Expected<WindowLoads> windowLoads(const Kernel& kernel, const Geometry& g, const Layout& l, std::int64_t gi,
                                  const Origin& o, std::int64_t c0, std::int64_t tc, const WindowPlace& at) {
  // The merger stacks equally shaped pieces as planes of one LOAD: stating
  // the chunks innermost stacks a phase row's chunks (DRAM one chunk apart),
  // otherwise the window rows of one chunk. Each LOAD costs a DRAM latency,
  // so the order whose pieces merge into fewer LOADs is taken (ties: window
  // rows of one chunk).
  double bytes = 0;  // the same pieces in either order: counted on the first
  auto count = [&](bool chunks_inner) -> Expected<std::int64_t> {
    TransferMerger merger;
    std::vector<TransferMerger::Merged> done;
    Status s = windowPieces(kernel, g, l, gi, o, c0, tc, at, chunks_inner, [&](const Transfer& t, bool) {
      if (t.rows <= 0) return;
      if (!chunks_inner) bytes += static_cast<double>(t.rows * t.elements) * g.abits / 8.0;
      merger.add(t, std::nullopt, done);
    });
    if (!s.ok()) return s;
    merger.flush(done);
    return static_cast<std::int64_t>(done.size());
  };
  auto outer = count(false);
  if (!outer) return outer.status();
  WindowLoads loads{*outer, bytes, false};
  if (l.chunks > 1) {
    auto inner = count(true);
    if (!inner) return inner.status();
    if (*inner < *outer) loads = {*inner, bytes, true};
  }
  return loads;
}

Status ArrayEmitter::loadWindow(const Layout& l, std::int64_t gi, const Origin& o, std::int64_t c0, std::int64_t tc,
                                int slot) {
  const Region& zero = em_.memory().regions[static_cast<size_t>(em_.memory().zero_region)];
  const WindowPlace at{em_.slotBase(Ring::kInput, slot), geo_.input->offset_bytes, zero.offset_bytes};
  auto loads = windowLoads(kernel_, geo_, l, gi, o, c0, tc, at);
  if (!loads) return loads.status();
  return windowPieces(kernel_, geo_, l, gi, o, c0, tc, at, loads->chunks_inner,
                      [&](const Transfer& t, bool activation) { em_.load(t, activation); });
}

Status ArrayEmitter::loadWeights(const Layout& l, std::int64_t gi, const Origin& o, std::int64_t c0, std::int64_t tc,
                                 std::int64_t t0, int slot) {
  const Geometry& g = geo_;
  const std::int64_t base = em_.slotBase(Ring::kWeight, slot);
  for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
    const std::int64_t row = base + kf * l.fold_rows;
    if (g.weights) {
      // Pre-tiled (dram_layout.h): the fold's reduction rows are one contiguous
      // block, tap by tap; a tap tile (dense weights only) starts t0 taps in.
      const std::int64_t dense = tiledWeightOffset(em_.spec(), kernel_, tiling_, gi, o.k, c0, kf) +
                                 t0 * tc * packedBytes(kFold(l, kf), g.wbits);
      em_.load({hw::BufferKind::kWeight, row, l.fold_rows, kFold(l, kf),
                g.weights->offset_bytes + compressedOffset(g.wl, dense), packedBytes(kFold(l, kf), g.wbits)},
               false);
    } else {
      auto col = byteOffset(kernel_, o.k + kf * g.kw, g.abits);
      if (!col) return col.status();
      em_.load({hw::BufferKind::kWeight, row, tc, kFold(l, kf),
                g.rhs->offset_bytes + (gi * g.C + c0) * g.rhs_row + *col, g.rhs_row},
               true);
    }
  }
  return {};
}

Status ArrayEmitter::loadOperandRows(const Layout& l, std::int64_t gi, const Origin& o, const Region& region,
                                     hw::BufferKind buffer, std::int64_t base, int bits, std::int64_t pix,
                                     bool broadcast) {
  const Geometry& g = geo_;
  const bool activation = buffer == hw::BufferKind::kInput;
  for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
    const std::int64_t k = o.k + kf * g.kw;
    if (broadcast) {
      // One row (a per-channel vector, or a scalar stored as a whole row) repeated over the fold.
      std::int64_t col = 0;
      if (region.bytes >= packedBytes(g.G * g.K, bits)) {
        auto c = outChannel(gi, k, bits);
        if (!c) return c.status();
        col = *c;
      }
      em_.load({buffer, base + kf * l.rows_kf, l.rows_kf, kFold(l, kf), region.offset_bytes + col, 0}, activation,
               true);
      continue;
    }
    auto col = outChannel(gi, k, bits);
    if (!col) return col.status();
    const std::int64_t span = activation ? l.res_span : 1;
    for (std::int64_t n = 0; n < l.e.tn; ++n)
      for (std::int64_t p = 0; p < l.e.tp; ++p) {
        const std::int64_t pixel = (image(gi, o.n + n) * g.P + o.p + p) * g.Q + o.q;
        const std::int64_t row = base + (kf * l.rows_kf + n * l.opn + p * l.opp) * span;
        const std::int64_t dram = region.offset_bytes + pixel * pix + *col;
        if (span == 1) {
          em_.load({buffer, row, l.e.tq, kFold(l, kf), dram, pix}, activation, true);
          continue;
        }
        // A fold wider than an input row: each pixel's channels over `span`
        // rows, whole rows then the rest (the merger joins the pixels).
        const std::int64_t whole = kFold(l, kf) / g.in_row, rest = kFold(l, kf) % g.in_row;
        const std::int64_t row_bytes = g.in_row * bits / 8;
        for (std::int64_t q = 0; q < l.e.tq; ++q) {
          if (whole > 0)
            em_.load({buffer, row + q * span, whole, g.in_row, dram + q * pix, row_bytes}, activation, true);
          if (rest > 0)
            em_.load({buffer, row + q * span + whole, 1, rest, dram + q * pix + whole * row_bytes, row_bytes},
                     activation, true);
        }
      }
  }
  return {};
}

Status ArrayEmitter::storeTile(std::int64_t gi, const Origin& o, const Extents& e, const OutputSlot& out) {
  const Geometry& g = geo_;
  const Layout& l = out.layout;
  if (plan_.placement) return storePlaced(gi, o, e, l, out.sums_row);
  for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
    // Into the result's pixels, at the array's own channels (after a Concat's leading operands).
    auto col = byteOffset(kernel_, g.res_channel0 + (g.conv ? gi * g.K : 0) + o.k + kf * g.kw, g.abits);
    if (!col) return col.status();
    for (std::int64_t n = 0; n < e.tn; ++n)
      for (std::int64_t p = 0; p < e.tp; ++p) {
        const std::int64_t pixel = (image(gi, o.n + n) * g.P + o.p + p) * g.Q + o.q;
        em_.store({hw::BufferKind::kOutput, out.sums_row + kf * l.rows_kf + n * l.opn + p * l.opp, e.tq, kFold(l, kf),
                   g.result->offset_bytes + pixel * g.res_pix + *col, g.res_pix},
                  g.result->name);
      }
  }
  return {};
}

/// The stores of a product's tile whose result the group transposes: each
/// k fold of each row where Kernel::result_view sends it. A contiguous
/// placement stores row by row (the merger joins rows a common stride apart);
/// a strided one stores runs of rows the view puts side by side with one
/// transposing STORE each (rows become DRAM columns).
Status ArrayEmitter::storePlaced(std::int64_t gi, const Origin& o, const Extents& e, const Layout& l,
                                 std::int64_t acc_base) {
  const Geometry& g = geo_;
  const ResultView& view = kernel_.result_view;
  const std::int64_t stride = plan_.placement->column_stride;
  auto address = [&](std::int64_t element) -> Expected<std::int64_t> {
    if (element * g.abits % 8 != 0)
      return kernelError(kernel_, fmt::format("the Transpose puts result element {} inside a byte", element));
    return g.result->offset_bytes + element * g.abits / 8;
  };
  for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
    const std::int64_t c0 = o.k + kf * g.kw, width = kFold(l, kf);
    auto at = [&](std::int64_t n) { return view.map(image(gi, o.n + n) * g.K + c0); };
    auto row = [&](std::int64_t n) { return acc_base + kf * l.rows_kf + n * l.opn; };
    for (std::int64_t n = 0; n < e.tn;) {
      const std::int64_t first = at(n);
      auto dram = address(first);
      if (!dram) return dram.status();
      if (stride == 1) {
        // The next row's distance, so the merger can join rows a common stride apart.
        const std::int64_t next = n + 1 < e.tn ? at(n + 1) - first : n > 0 ? first - at(n - 1) : 0;
        const std::int64_t step = next * g.abits / 8;
        em_.store({hw::BufferKind::kOutput, row(n), 1, width, *dram, std::max<std::int64_t>(step, 0)}, g.result->name);
        ++n;
        continue;
      }
      std::int64_t rows = 1;
      while (n + rows < e.tn && at(n + rows) == first + rows && row(n + rows) == row(n) + rows) ++rows;
      Transfer t{hw::BufferKind::kOutput, row(n), rows, width, *dram, stride * g.abits / 8};
      t.transpose = true;
      em_.store(t, g.result->name);
      n += rows;
    }
  }
  return {};
}

std::vector<std::string> ArrayEmitter::concatSources() const {
  std::vector<std::string> names;
  for (const GroupConcat::Part& part : plan_.concat->parts)
    if (auto source = regionOf(em_.memory(), kernel_, kernel_.inputs[static_cast<size_t>(part.input)].name))
      names.push_back((*source)->name);
  return names;
}

Status ArrayEmitter::copyConcatParts() {
  const hw::Spec& spec = em_.spec();
  const Geometry& g = geo_;
  const std::optional<isa::VectorFields> op = copyOp(spec);
  if (!op) return kernelError(kernel_, "internal error: a Concat planned without a copy op");
  // One vector row, as vector kernels' rows (the plan checked that one is whole bytes).
  const std::int64_t width = std::max<std::int64_t>(spec.derived().vector_row_elements, 1);
  const BufferPartition& slots = em_.partition();
  const std::int64_t pixels = g.N * g.P * g.Q, tile_rows = std::min(slots.input.rows, slots.output.rows);
  for (const GroupConcat::Part& part : plan_.concat->parts) {
    auto source = regionOf(em_.memory(), kernel_, kernel_.inputs[static_cast<size_t>(part.input)].name);
    if (!source) return source.status();
    em_.drain({(*source)->name});
    const std::int64_t src_pix = pixelBytes(spec, part.channels);
    for (std::int64_t c0 = 0; c0 < part.channels; c0 += width) {
      const std::int64_t lanes = std::min(width, part.channels - c0);
      auto from = byteOffset(kernel_, c0, g.abits);
      if (!from) return from.status();
      auto to = byteOffset(kernel_, part.offset + c0, g.abits);
      if (!to) return to.status();
      for (std::int64_t x0 = 0; x0 < pixels; x0 += tile_rows) {
        const std::int64_t rows = std::min(tile_rows, pixels - x0);
        em_.beginTile();
        em_.beginStep();
        const int slot = em_.acquire(Ring::kInput);
        em_.vectorReads(slot);
        const std::int64_t in_base = em_.slotBase(Ring::kInput, slot), out_base = em_.outputSlotBase();
        em_.load(
            {hw::BufferKind::kInput, in_base, rows, lanes, (*source)->offset_bytes + x0 * src_pix + *from, src_pix},
            true);
        em_.vector(copyRows(*op, in_base, out_base, lanes, rows));
        em_.store(
            {hw::BufferKind::kOutput, out_base, rows, lanes, g.result->offset_bytes + x0 * g.res_pix + *to, g.res_pix},
            g.result->name);
        em_.endTile();
      }
    }
  }
  return {};
}

Status ArrayEmitter::loadSumOperands(const Layout& l, std::int64_t gi, const Origin& o, const OutputSlot& out) {
  const Geometry& g = geo_;
  const std::int64_t rq_stride = g.requantizeStride();
  const std::int64_t shifts = requantizeShiftOffset(em_.spec(), g.conv ? g.G * g.K : g.K);
  // A per-channel requantize's region, and the bias it adds (Geometry::lane_bias), whose rows are
  // a fold's first: one plane before the multipliers where the memory plan put it that far before
  // them, else LOADs of their own.
  const Region *requantize = nullptr, *lane_bias = nullptr;
  for (size_t i = 0; i < plan_.chain.size(); ++i) {
    if (plan_.chain[i].operand.kind == OperandKind::kRequantize) requantize = operand_regions_[i];
    if (plan_.chain[i].fused && g.lane_bias) lane_bias = operand_regions_[i];
  }
  const bool bias_plane = lane_bias && requantize && lane_bias->bytes == shifts &&
                          requantize->offset_bytes == lane_bias->offset_bytes + shifts;
  int b = 0;
  for (size_t i = 0; i < plan_.chain.size(); ++i)
    if (foldRowOperand(plan_.chain[i])) {
      const Region& r = *operand_regions_[i];
      const bool lane = &r == lane_bias;
      if (lane && bias_plane) continue;
      for (std::int64_t kf = 0; kf < l.kfolds; ++kf) {
        std::int64_t col = 0;
        if (r.bytes >= packedBytes(g.G * g.K, g.accbits)) {
          auto c = outChannel(gi, o.k + kf * g.kw, g.accbits);
          if (!c) return c.status();
          col = *c;
        }
        // A fused bias's one-row LOADs state no row stride, as the requantize's own.
        const std::int64_t row = lane ? out.requantize + kf * rq_stride : out.base + b * l.kfolds + kf;
        em_.load({hw::BufferKind::kOutput, row, 1, kFold(l, kf), r.offset_bytes + col, lane ? 0 : g.kw * g.accbits / 8},
                 false, true);
      }
      if (!lane) ++b;
    }
  if (!requantize) return {};
  // Per k fold its channels' multipliers and, one shift row further
  // (channels x accumulator bytes in DRAM), their shifts: two planes, three
  // with the bias before them. The full folds (consecutive channels) are one
  // transfer, rows rq_stride apart; a narrower last fold is one more.
  // A LOAD a fold raced the previous tile's STORE for the bus and
  // blocked the output bank behind it (MobileNetV2's quantized
  // features.5-7/conv.0: 23,223 -> 22,872 cycles).
  const std::int64_t first_row = lane_bias && !bias_plane ? 1 : 0;  // of a fold's rows, the transfer's first
  const std::int64_t dram = bias_plane ? lane_bias->offset_bytes : requantize->offset_bytes;
  auto transfer = [&](std::int64_t kf, std::int64_t rows, std::int64_t elements, std::int64_t channel_bytes) {
    Transfer t{hw::BufferKind::kOutput, out.requantize + rq_stride * kf + first_row, rows, elements,
               dram + channel_bytes,    rows > 1 ? g.kw * g.accbits / 8 : 0};
    t.planes = bias_plane ? 3 : 2;
    t.plane_stride = shifts;
    if (rows > 1) {
      t.row_stride = rq_stride;
      t.row_plane_stride = 1;
    }
    return t;
  };
  std::int64_t full = 0;
  auto c0 = outChannel(gi, o.k, g.accbits);
  if (!c0) return c0.status();
  while (full < l.kfolds && kFold(l, full) == g.kw) {
    auto c = outChannel(gi, o.k + full * g.kw, g.accbits);
    if (!c) return c.status();
    if (*c != *c0 + full * g.kw * g.accbits / 8) break;
    ++full;
  }
  if (full > 1)
    em_.load(transfer(0, full, g.kw, *c0), false, true);
  else
    full = 0;
  for (std::int64_t kf = full; kf < l.kfolds; ++kf) {
    auto c = outChannel(gi, o.k + kf * g.kw, g.accbits);
    if (!c) return c.status();
    em_.load(transfer(kf, 1, kFold(l, kf), *c), false, true);
  }
  return {};
}

Expected<int> ArrayEmitter::loadVectorOperands(const ReductionStep& st, std::int64_t gi, const Origin& o,
                                               const OutputSlot& out) {
  const Geometry& g = geo_;
  const Layout& l = st.l;
  int residual_slot = -1;
  if (g.act_operands > 0) {
    // Behind the window in its own slot when both fit (a slot per tile keeps
    // the next tiles' windows loading while this one computes); else a
    // second slot. Not behind a reused window: nothing would order the
    // rewrite after the previous tile's vector ops read its rows.
    const bool behind = !st.window_reused && l.in_rows + l.res_rows <= em_.partition().input.rows;
    residual_slot = behind ? st.input_slot : em_.acquire(Ring::kInput, st.input_slot);
    residual_row_ = em_.slotBase(Ring::kInput, residual_slot) + (behind ? l.in_rows : 0);
    em_.vectorReads(residual_slot);
  }
  int a = 0, c = 0;
  for (size_t i = 0; i < plan_.chain.size(); ++i) {
    const Operand& op = plan_.chain[i].operand;
    if (op.kind == OperandKind::kActivation) {
      const std::int64_t base = residual_row_ + a++ * l.kfolds * l.rows_kf * l.res_span;
      if (Status s =
              loadOperandRows(l, gi, o, *operand_regions_[i], hw::BufferKind::kInput, base, g.abits, g.out_pix, false);
          !s.ok())
        return s;
    } else if (op.kind == OperandKind::kConstant && !foldRowOperand(plan_.chain[i])) {
      const std::int64_t base = out.base + l.bias_rows + c++ * l.kfolds * l.rows_kf;
      if (Status s = loadOperandRows(l, gi, o, *operand_regions_[i], hw::BufferKind::kOutput, base, g.accbits,
                                     g.const_pix, op.broadcast);
          !s.ok())
        return s;
    }
  }
  return residual_slot;
}

}  // namespace tessera::backend::detail
