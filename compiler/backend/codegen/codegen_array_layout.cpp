// Tile geometry of array kernels (codegen_array_layout.h).
#include "compiler/backend/codegen/codegen_array_layout.h"

#include <numeric>

namespace tessera::backend::detail {

std::string_view name(RunMode mode) {
  switch (mode) {
    case RunMode::kLine: return "line";
    case RunMode::kImage: return "image";
    case RunMode::kWhole: return "whole";
    case RunMode::kLead: return "lead";
  }
  return "?";
}

std::uint64_t usedPhases(std::int64_t stride, std::int64_t taps, std::int64_t dilation) {
  std::uint64_t used = 0;
  for (std::int64_t t = 0; t < taps; ++t) used |= std::uint64_t{1} << (t * dilation % stride);
  return used;
}

Layout layoutFor(const Geometry& g, const Extents& e, RunMode mode) {
  Layout l;
  l.e = e;
  l.chunks = ceilDiv(e.tc, g.cw);
  l.kfolds = ceilDiv(e.tk, g.kw);
  const std::int64_t step_taps = e.tt > 0 ? e.tt : g.tap_tile;
  l.steps = (g.taps > 1 ? g.R * g.tap_groups : step_taps) * l.chunks;
  l.hin = (e.tp - 1) * g.sh + (g.R - 1) * g.dh + 1;
  l.win = (e.tq - 1) * g.sw + (g.S - 1) * g.dw + 1;
  l.h_used = usedPhases(g.sh, g.R, g.dh);
  l.w_used = usedPhases(g.sw, g.S, g.dw);
  l.nph = std::popcount(l.h_used);
  l.npw = std::popcount(l.w_used);
  l.hph = ceilDiv(l.hin, g.sh);
  l.wph = ceilDiv(l.win, g.sw);
  // Row (h-phase, w-phase, h', w'): one block of hph x wph rows per used
  // phase pair, so consecutive output rows of one tap are wph rows apart
  // (junk: wph - tq rows per output row), not a whole input row of phases.
  l.pitch_p = l.wph;
  l.pitch_phase = l.hph * l.wph;
  l.pitch_n = l.nph * l.npw * l.pitch_phase;
  l.pitch_chunk = e.tn * l.pitch_n;
  l.mode = mode;
  switch (mode) {
    case RunMode::kLine:
      l.opp = e.tq;
      l.opn = e.tp * e.tq;
      break;
    case RunMode::kImage:
      l.opp = l.pitch_p;
      l.opn = (e.tp - 1) * l.pitch_p + e.tq;
      break;
    case RunMode::kWhole:
      l.opp = l.pitch_p;
      l.opn = l.pitch_n;
      break;
    case RunMode::kLead: {
      l.opp = l.pitch_p;
      l.opn = (e.tp - 1) * l.pitch_p + e.tq;
      l.lead = hw::model::firstRun(std::min(g.cw, e.tc), e.tq, e.tp, l.pitch_p).lead;
      break;
    }
  }
  l.rows_kf = (e.tn - 1) * l.opn + (e.tp - 1) * l.opp + e.tq;
  l.fold_rows = g.constant_weights ? storedWeightRows(g.wl, step_taps * e.tc) : e.tc;
  l.in_rows = l.chunks * l.pitch_chunk;
  l.res_span = ceilDiv(std::min(g.kw, e.tk), g.in_row);
  l.res_rows = g.act_operands * l.kfolds * l.rows_kf * l.res_span;
  l.wt_rows = l.kfolds * l.fold_rows;
  l.bias_rows = (g.bias_operands - g.lane_bias) * l.kfolds;
  l.const_rows = g.const_operands * l.kfolds * l.rows_kf;
  l.requantize_rows = g.requantize_operands * g.requantizeStride() * l.kfolds;
  l.out_rows = l.bias_rows + l.const_rows + l.requantize_rows + l.kfolds * l.rows_kf;
  return l;
}

bool fits(const Layout& l, const BufferPartition& p) {
  return l.in_rows <= p.input.rows && l.res_rows <= p.input.rows && l.wt_rows <= p.weight.rows &&
         l.out_rows <= p.output.rows;
}

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

namespace {

/// Busy cycles of each run of one (k fold, reduction step) pass of the tile,
/// by the timing rule (hw/model/timing.h): weight- and input-stationary
/// COMPUTEs are busy max(depth, rows preloaded) and hide the pipeline's fill
/// and drain behind the next one (weight-stationary preloads on the first
/// run of a step only); output-stationary ones drain after every run.
std::vector<std::int64_t> runIssues(const Layout& l, const Geometry& g) {
  const std::int64_t rows = g.taps > 1 ? g.taps * l.e.tc : std::min(g.cw, l.e.tc);
  const std::int64_t cols = std::min(g.kw, l.e.tk);
  const bool ws = g.dataflow == hw::Dataflow::kWeightStationary;
  const std::vector<TileRun> runs = tileRuns(l, l.e);
  std::vector<std::int64_t> issue(runs.size());
  for (size_t i = 0; i < runs.size(); ++i)
    issue[i] = hw::model::computeTiming(g.dataflow, runs[i].depth, rows, cols, i == 0 || !ws).issue;
  return issue;
}

}  // namespace

std::int64_t runCycles(const Layout& l, const Geometry& g) {
  const std::vector<std::int64_t> issue = runIssues(l, g);
  return std::accumulate(issue.begin(), issue.end(), std::int64_t{0});
}

std::int64_t tailComputeCycles(const Layout& l, const Geometry& g, std::int64_t computes) {
  const std::vector<std::int64_t> issue = runIssues(l, g);
  const auto n = static_cast<std::int64_t>(issue.size());
  const std::int64_t passes = l.steps * l.kfolds;
  const std::int64_t whole = std::min(passes, computes / n), rest = whole < passes ? computes - whole * n : 0;
  std::int64_t cycles = 0;
  for (std::int64_t i = 0; i < n; ++i) cycles += issue[static_cast<size_t>(i)] * (whole + (i >= n - rest ? 1 : 0));
  return cycles;
}

/// The cheapest run mode that fits; kLine if none does (the caller checks).
Layout bestLayout(const Geometry& g, const Extents& e, const BufferPartition& p) {
  Layout best = layoutFor(g, e, RunMode::kLine);
  if (g.taps > 1) return best;  // folded taps split runs at the image's edges: one output row per run
  for (RunMode mode : {RunMode::kImage, RunMode::kWhole, RunMode::kLead}) {
    if (mode == RunMode::kLead && g.dataflow != hw::Dataflow::kWeightStationary) continue;
    Layout l = layoutFor(g, e, mode);
    if (mode == RunMode::kLead && (l.lead <= 1 || l.lead >= e.tp)) continue;  // a line or an image run
    // Ties go to the wider run (fewer COMPUTEs); a lead only when it is faster.
    const std::int64_t cycles = runCycles(l, g), least = runCycles(best, g);
    if (fits(l, p) && (cycles < least || (cycles == least && mode != RunMode::kLead))) best = l;
  }
  return best;
}

std::vector<char> slotRowReloads(const Geometry& g, std::size_t k_tiles, std::size_t pixel_tiles, bool input_outer) {
  const size_t outer = input_outer ? pixel_tiles : k_tiles, inner = input_outer ? k_tiles : pixel_tiles;
  const size_t count = static_cast<size_t>(g.G) * outer * inner;
  auto kTileOf = [&](size_t i) {
    return std::pair{i / (outer * inner), input_outer ? i % inner : i % (outer * inner) / inner};
  };
  const bool slot_rows = g.bias_operands + g.requantize_operands > 0 && g.const_operands == 0;
  std::vector<char> reloads(count, 1);
  for (size_t i = kOutputSlots; slot_rows && i < count; ++i) reloads[i] = kTileOf(i) != kTileOf(i - kOutputSlots);
  return reloads;
}

}  // namespace tessera::backend::detail
