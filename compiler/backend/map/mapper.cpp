// Mapping search (see mapper.h).
//
// Search space per layer:
//   tile_k, tile_c: the whole dimension, ceil(dim / t) for t in a geometric
//     set of tile counts, and multiples of the array edge the dimension is
//     spread over (so folds are full), down to 1 (tile_c: whole bytes of
//     sub-byte activations, where the tile's reads start);
//   pixels (n, p, q): for each (tile_k, tile_c, buffering) the largest pixel
//     tile that still fits the input and output buffers (whole q first, then
//     the most rows p, then n), and the same with half the rows: larger
//     pixel tiles never cost more DRAM traffic or transfers, so the search
//     does not enumerate every smaller one;
//   all three loop orders; single and double buffering. Float formats keep
//   a spatial kernel's channels whole (one summation order) and tile its
//   taps where the weights overflow a slot (Mapping::tile_taps).
// About 1-2 thousand evaluate() calls per layer, tens of microseconds.
#include "compiler/backend/map/mapper.h"

#include "hw/model/timing.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <vector>

#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using hw::model::LayerShape;
using hw::model::LoopOrder;
using hw::model::Mapping;

std::vector<std::int64_t> tileCandidates(std::int64_t dim, std::int64_t edge) {
  std::vector<std::int64_t> c = {dim, 1};
  static const int kCounts[] = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 128, 256, 512};
  for (int t : kCounts)
    if (t < dim) c.push_back((dim + t - 1) / t);
  if (edge > 1)
    for (std::int64_t m = edge; m < dim; m *= 2) c.push_back(m);
  std::sort(c.begin(), c.end(), std::greater<>());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

/// Spatial edges the reduction (c) and the output channels (k) are spread over.
std::pair<std::int64_t, std::int64_t> edges(const hw::Spec& spec) {
  const auto& a = spec.params().pe_array;
  switch (a.dataflow) {
    case hw::Dataflow::kWeightStationary: return {a.rows, a.cols};
    case hw::Dataflow::kOutputStationary: return {1, a.cols};
    case hw::Dataflow::kInputStationary: return {a.rows, 1};
  }
  return {1, 1};
}

double score(const hw::model::LayerCost& cost, Objective objective) {
  switch (objective) {
    case Objective::kLatency: return cost.cycles;
    case Objective::kEnergy: return cost.energy_pj;
    case Objective::kEdp: return cost.cycles * cost.energy_pj;
  }
  return cost.cycles;
}

/// Tie-break: the other figure of merit, then fewer DRAM bytes.
bool better(const hw::model::LayerCost& a, const hw::model::LayerCost& b, Objective objective) {
  const double sa = score(a, objective), sb = score(b, objective);
  if (sa != sb) return sa < sb;
  const double ta = objective == Objective::kLatency ? a.energy_pj : a.cycles;
  const double tb = objective == Objective::kLatency ? b.energy_pj : b.cycles;
  if (ta != tb) return ta < tb;
  return a.dram_read_bytes + a.dram_write_bytes < b.dram_read_bytes + b.dram_write_bytes;
}

struct Fit {
  double input = 0, weight = 0, output = 0;  // capacity per tile, bytes
};

class Search {
 public:
  /// `record`, when given, receives every fitting candidate in evaluation
  /// order; `memo`, when given, holds the work of mappings on
  /// hw::model::workParams(spec) and `layer` (looked up, and filled in).
  Search(const hw::Spec& spec, const LayerShape& layer, Objective objective,
         MappingCache::Candidates* record = nullptr, WorkMemo::Table* memo = nullptr)
      : spec_(spec), layer_(layer), objective_(objective), record_(record), memo_(memo) {
    if (memo_) params_ = hw::model::workParams(spec);
    const auto& d = spec.derived();
    ab_ = d.activation_bytes_per_element;
    accb_ = d.accumulator_bytes_per_element;
    // Tiles hold weights at the datapath's width (a layer stored narrower in DRAM is widened on its way in).
    LayerShape buffered = layer;
    buffered.weight_dram_bits = 0;
    wb_ = hw::model::storedWeightBytes(spec, buffered) / static_cast<double>(layer.weightElements());
    weight_row_ = std::max<std::int64_t>(spec.derived().weight.elements_per_row, 1);
  }

  bool inputFits(std::int64_t n, std::int64_t c, std::int64_t p, std::int64_t q, const Fit& fit) const {
    return static_cast<double>(n * c * layer_.inputRowsFor(p) * layer_.inputColsFor(q)) * ab_ <= fit.input;
  }
  bool outputFits(std::int64_t n, std::int64_t k, std::int64_t p, std::int64_t q, const Fit& fit) const {
    return static_cast<double>(n * k * p * q) * accb_ <= fit.output;
  }

  /// Largest pixel tile (n, p, q) fitting with tile_k and tile_c; false if even 1x1x1 does not fit.
  bool largestPixels(std::int64_t k, std::int64_t c, const Fit& fit, Mapping& m) const {
    std::int64_t q = layer_.q;
    while (q > 1 && !(inputFits(1, c, 1, q, fit) && outputFits(1, k, 1, q, fit))) q = (q + 1) / 2;
    if (!(inputFits(1, c, 1, q, fit) && outputFits(1, k, 1, q, fit))) return false;
    // Rows: binary search for the most that fit (the need grows monotonically with p).
    std::int64_t lo = 1, hi = layer_.p;
    while (lo < hi) {
      const std::int64_t mid = (lo + hi + 1) / 2;
      if (inputFits(1, c, mid, q, fit) && outputFits(1, k, mid, q, fit))
        lo = mid;
      else
        hi = mid - 1;
    }
    std::int64_t n = 1;
    if (lo == layer_.p && q == layer_.q) {
      std::int64_t nlo = 1, nhi = layer_.n;
      while (nlo < nhi) {
        const std::int64_t mid = (nlo + nhi + 1) / 2;
        if (inputFits(mid, c, lo, q, fit) && outputFits(mid, k, lo, q, fit))
          nlo = mid;
        else
          nhi = mid - 1;
      }
      n = nlo;
    }
    m.tile_n = n;
    m.tile_p = lo;
    m.tile_q = q;
    return true;
  }

  /// hw::model::evaluate(), through the memo when there is one (the same
  /// bits either way, except that the memo's costs leave the roofline figures
  /// to run(), for the chosen mapping); `slot` is the index of (tile_c, tile_k) in run().
  hw::model::LayerCost costOf(const Mapping& m, std::size_t slot) {
    if (!memo_) return hw::model::evaluate(spec_, layer_, m);
    WorkMemo::Slot& met = (*memo_)[slot];
    const auto same = [&](const WorkMemo::PixelWork& w) {
      return w.tile_n == m.tile_n && w.tile_p == m.tile_p && w.tile_q == m.tile_q && w.tile_taps == m.tile_taps;
    };
    WorkMemo::PixelWork* found = nullptr;
    for (std::size_t i = 0; i < met.used && !found; ++i)
      if (same(met.first[i])) found = &met.first[i];
    for (std::size_t i = 0; i < met.more.size() && !found; ++i)
      if (same(met.more[i])) found = &met.more[i];
    if (!found) {
      found = met.used < 2 ? &met.first[met.used++] : &met.more.emplace_back();
      found->tile_n = m.tile_n;
      found->tile_p = m.tile_p;
      found->tile_q = m.tile_q;
      found->tile_taps = m.tile_taps;
    }
    const int o = m.order == LoopOrder::kWeightReuse ? 0 : 1;
    if (!found->known[o]) {
      found->work[o] = hw::model::evaluateWork(params_, layer_, m);
      found->known[o] = true;
    }
    return hw::model::mappingCostWithoutRoofline(spec_, layer_, m, found->work[o]);
  }

  void consider(const Mapping& m, std::size_t slot, MappingChoice& best, bool& found) {
    // The orders codegen emits. kPartialSumSpill stays in hw::model for
    // analysis, but the ISA has no accumulator-precision STORE to spill sums
    // with, so a compiled Program could not follow it (see mapper.h).
    for (LoopOrder order : {LoopOrder::kWeightReuse, LoopOrder::kInputReuse}) {
      Mapping candidate = m;
      candidate.order = order;
      const hw::model::LayerCost cost = costOf(candidate, slot);
      ++evaluated_;
      if (!cost.fits) continue;
      if (record_)
        record_->fitting.push_back({candidate, cost.compute_cycles, cost.dram_read_bytes, cost.dram_write_bytes,
                                    cost.dram_transfers, cost.store_transfers, cost.energy_pj});
      if (!found || better(cost, best.cost, objective_)) {
        best.mapping = candidate;
        best.cost = cost;
        found = true;
      }
    }
  }

  bool run(MappingChoice& best) {
    bool found = false;
    const auto [c_edge, k_edge] = edges(spec_);
    const std::vector<std::int64_t> ks = tileCandidates(layer_.k, k_edge);
    // The memo's slots are numbered over every channel tile (a function of
    // the layer and the array, both in the memo's key), so a memo shared by
    // points whose buffers or formats drop different tiles below agrees on them.
    const std::vector<std::int64_t> all_cs = tileCandidates(layer_.c, c_edge);
    std::vector<std::int64_t> cs = all_cs;
    // Sub-byte activations: a channel tile other than the whole starts its
    // DRAM reads on a byte (transfers do), so its width is whole bytes.
    const int bits = spec_.params().precision.activation_bits;
    std::erase_if(cs, [&](std::int64_t c) { return c < layer_.c && c * bits % 8 != 0; });
    // Float formats: a channel tile short of the whole would sum a window's
    // taps once per tile (c tile, r, s, c), not in the array's one order
    // (r, s, c), and round differently (hw/sim/functional.h). Channels stay
    // whole; where the whole reduction (c * r * s weight rows) overflows a
    // weight slot (half the buffer: codegen's ping/pong halves,
    // docs/backend.md "Scratchpad"), the kernel's taps are tiled instead
    // (Mapping::tile_taps: the most taps of all channels a slot holds,
    // spread evenly). Only a kernel with more channels than a slot has rows
    // keeps channel tiles.
    const bool float_format = spec_.params().precision.number_format != hw::NumberFormat::kInt;
    const std::int64_t weight_rows = spec_.buffer(hw::BufferKind::kWeight).total_rows / kWeightSlots;
    const double weight_slot_bytes =
        static_cast<double>(weight_rows) * static_cast<double>(spec_.derived().weight.row_bytes);
    const std::int64_t rs = layer_.r * layer_.s;
    const bool ordered = float_format && rs > 1 && layer_.c <= weight_rows;
    if (ordered) std::erase_if(cs, [&](std::int64_t c) { return c < layer_.c; });
    if (memo_ && memo_->empty()) memo_->resize(all_cs.size() * ks.size());
    for (bool db : {true, false}) {
      Fit fit{hw::model::tileCapacityBytes(spec_, hw::BufferKind::kInput, db),
              hw::model::tileCapacityBytes(spec_, hw::BufferKind::kWeight, db),
              hw::model::tileCapacityBytes(spec_, hw::BufferKind::kOutput, db)};
      // A float kernel's reduction tile is the one codegen keeps (see
      // above), so its window and sums must fit codegen's slots, not half a
      // buffer: a window twice a slot's size left codegen one output row a
      // tile, each fetching every weight again (ResNet-18's layer4 on
      // edge_16x16_fp16, 3.4x its estimate). An integer kernel's tile is a
      // starting point codegen re-fits (codegen_array.cpp); sized for the
      // slots here, its Programs got slower.
      if (float_format) {
        const auto slot = [&](hw::BufferKind kind, int slots) {
          return static_cast<double>(spec_.buffer(kind).bytes) / slots;
        };
        fit.input = std::min(fit.input, slot(hw::BufferKind::kInput, kInputSlots));
        fit.output = std::min(fit.output, slot(hw::BufferKind::kOutput, kOutputSlots));
      }
      for (std::size_t ci = 0; ci < cs.size(); ++ci) {
        const std::int64_t c = cs[ci];
        for (std::size_t ki = 0; ki < ks.size(); ++ki) {
          const std::int64_t k = ks[ki];
          // A float tile's weights: a row per reduction row per k fold.
          std::int64_t taps = rs;
          if (float_format) {
            const std::int64_t most = weight_rows / ((k + k_edge - 1) / k_edge * c);
            if (most < 1 || (!ordered && most < rs)) continue;
            if (most < rs) taps = (rs + (rs + most - 1) / most - 1) / ((rs + most - 1) / most);
          }
          const auto c_slot = static_cast<std::size_t>(std::find(all_cs.begin(), all_cs.end(), c) - all_cs.begin());
          const std::size_t slot = c_slot * ks.size() + ki;
          // A weight-buffer row holds one k fold (codegen_array.cpp): a tile
          // of fewer channels than a row still takes whole rows (43 channels
          // on a 256-column array take 256). And a tile's weights are in one
          // of codegen's two weight slots, single-buffered or not: a block
          // that only the whole buffer holds would be cut into channel steps,
          // each fetched again for every pixel tile.
          const std::int64_t k_rows = (k + weight_row_ - 1) / weight_row_ * weight_row_;
          if (static_cast<double>(k_rows * c * taps) * wb_ > std::min(fit.weight, weight_slot_bytes)) continue;
          Mapping m;
          m.tile_k = k;
          m.tile_c = c;
          m.tile_taps = taps < rs ? taps : 0;
          m.double_buffered = db;
          if (!largestPixels(k, c, fit, m)) continue;
          consider(m, slot, best, found);
          if (m.tile_p > 1) {
            Mapping half = m;
            half.tile_p = (m.tile_p + 1) / 2;
            consider(half, slot, best, found);
          }
        }
      }
    }
    if (found && memo_) hw::model::addRoofline(spec_, best.cost);
    best.candidates = evaluated_;
    if (record_) record_->evaluated = evaluated_;
    return found;
  }

 private:
  const hw::Spec& spec_;
  const LayerShape& layer_;
  std::int64_t weight_row_ = 1;  ///< weights a weight-buffer row holds (the array's columns)
  Objective objective_;
  MappingCache::Candidates* record_ = nullptr;
  WorkMemo::Table* memo_ = nullptr;
  hw::model::WorkParams params_;
  double ab_ = 0, accb_ = 0, wb_ = 0;
  std::int64_t evaluated_ = 0;
};

/// The spec's canonical text without DRAM bandwidth and latency (the key of
/// shared candidates); the whole text if its DRAM line is not found.
std::string bandwidthFreeText(const hw::Spec& spec) {
  const auto& dram = spec.params().dram;
  std::string text = spec.canonicalText();
  const std::size_t at = text.find("\ndram=");
  const std::size_t end = at == std::string::npos ? at : text.find('\n', at + 1);
  if (end == std::string::npos) return text;
  text.replace(at + 1, end - at - 1, fmt::format("dram={}:{}", dram.bytes, dram.energy_pj_per_byte));
  return text;
}

/// Whether `y` is at least as good as `x` at every DRAM bandwidth and
/// latency: no more compute cycles, DRAM bytes, transfers or energy, and
/// double-buffered if `x` is. Memory cycles (bytes / bandwidth + transfers x
/// latency) and cycles (their max or sum with compute) are then no larger
/// either, in floating point too (rounding is monotonic).
bool dominates(const MappingCache::Candidate& y, const MappingCache::Candidate& x) {
  return y.compute_cycles <= x.compute_cycles &&
         y.dram_read_bytes + y.dram_write_bytes <= x.dram_read_bytes + x.dram_write_bytes &&
         y.dram_transfers <= x.dram_transfers && y.energy_pj <= x.energy_pj &&
         (y.mapping.double_buffered || !x.mapping.double_buffered);
}

/// Most candidates kept while pruning; past it the rest are kept unpruned
/// (pruning is an optimisation, and its cost grows with what it keeps).
constexpr std::size_t kMaxPrunedCandidates = 256;

/// Drops every candidate an earlier one dominates. The search keeps its best
/// so far unless a later candidate is strictly better on (score, the other
/// figure, DRAM bytes); a candidate dominated by an earlier one can never be,
/// whatever the objective, bandwidth and latency, so dropping it changes no
/// choice, and re-scoring reads a fraction of the list.
void dropDominated(std::vector<MappingCache::Candidate>& fitting) {
  std::vector<MappingCache::Candidate> kept;
  for (std::size_t i = 0; i < fitting.size(); ++i) {
    if (kept.size() >= kMaxPrunedCandidates) {
      kept.insert(kept.end(), fitting.begin() + static_cast<std::ptrdiff_t>(i), fitting.end());
      break;
    }
    bool dominated = false;
    for (const MappingCache::Candidate& y : kept)
      if (dominates(y, fitting[i])) {
        dominated = true;
        break;
      }
    if (!dominated) kept.push_back(fitting[i]);
  }
  fitting = std::move(kept);
}

enum class Rescored { kNoFit, kChosen, kMismatch };

/// Chooses among recorded candidates on `spec`: each one's memory cycles and
/// cycles as hw::model::evaluate() computes them from its bytes, transfers
/// and compute cycles, then the search's own comparison in the search's
/// order, so the choice is the one a fresh search makes. The chosen mapping
/// is evaluated afresh; kMismatch if that disagrees with the re-scoring (the
/// caller then searches afresh; cost.cpp and this function must agree).
Rescored chooseFrom(const hw::Spec& spec, const LayerShape& layer, const MappingCache::Candidates& list,
                    Objective objective, MappingChoice& best) {
  std::size_t chosen = 0;
  hw::model::LayerCost chosen_cost;
  bool found = false;
  for (std::size_t i = 0; i < list.fitting.size(); ++i) {
    const MappingCache::Candidate& c = list.fitting[i];
    hw::model::LayerCost cost;
    cost.compute_cycles = c.compute_cycles;
    cost.dram_read_bytes = c.dram_read_bytes;
    cost.dram_write_bytes = c.dram_write_bytes;
    cost.energy_pj = c.energy_pj;
    cost.memory_cycles = hw::model::dramCycles(spec, cost.dram_read_bytes + cost.dram_write_bytes,
                                               static_cast<double>(c.dram_transfers),
                                               static_cast<double>(c.store_transfers), c.dram_write_bytes);
    cost.cycles = hw::model::overlappedCycles(cost.compute_cycles, cost.memory_cycles, c.mapping.double_buffered);
    if (!found || better(cost, chosen_cost, objective)) {
      chosen = i;
      chosen_cost = cost;
      found = true;
    }
  }
  if (!found) return Rescored::kNoFit;
  best.mapping = list.fitting[chosen].mapping;
  best.cost = hw::model::evaluate(spec, layer, best.mapping);
  best.candidates = list.evaluated;
  const bool same = best.cost.fits && best.cost.cycles == chosen_cost.cycles &&
                    best.cost.energy_pj == chosen_cost.energy_pj &&
                    best.cost.compute_cycles == chosen_cost.compute_cycles;
  return same ? Rescored::kChosen : Rescored::kMismatch;
}

}  // namespace

std::string_view name(Objective objective) {
  switch (objective) {
    case Objective::kLatency: return "latency";
    case Objective::kEnergy: return "energy";
    case Objective::kEdp: return "edp";
  }
  return "?";
}

Expected<Objective> parseObjective(const std::string& text) {
  for (Objective o : {Objective::kLatency, Objective::kEnergy, Objective::kEdp})
    if (text == name(o)) return o;
  return Status::error(fileError("--objective", "unknown objective '" + text + "'; expected latency, energy or edp"));
}

bool MappingCache::Key::operator<(const Key& other) const {
  const auto tie = [](const Key& k) {
    const LayerShape& l = k.shape;
    return std::tie(k.spec, l.n, l.k, l.c, l.g, l.p, l.q, l.r, l.s, l.stride_h, l.stride_w, l.dilation_h,
                    l.dilation_w, l.weight_density, l.weight_dram_bits, l.input_dram_bits,
                    l.output_dram_bits, k.objective);
  };
  return tie(*this) < tie(other);
}

bool WorkMemo::Key::operator<(const Key& other) const {
  const auto tie = [](const Key& k) {
    const LayerShape& l = k.layer;
    return std::tie(l.n, l.k, l.c, l.g, l.p, l.q, l.r, l.s, l.stride_h, l.stride_w, l.dilation_h, l.dilation_w,
                    l.weight_density, l.weight_dram_bits, l.input_dram_bits, l.output_dram_bits);
  };
  if (params < other.params) return true;
  if (other.params < params) return false;
  return tie(*this) < tie(other);
}

WorkMemo::Table& WorkMemo::table(const hw::model::WorkParams& params, const LayerShape& layer) {
  Key key{params, layer};
  if (auto it = tables_.find(key); it != tables_.end()) return *it->second;
  std::unique_ptr<Table> table;
  if (auto it = older_tables_.find(key); it != older_tables_.end()) {
    table = std::move(it->second);
    older_tables_.erase(it);
  } else {
    table = std::make_unique<Table>();
  }
  if (tables_.size() >= kTableGeneration) {
    older_tables_ = std::move(tables_);
    tables_.clear();
  }
  return *tables_.emplace(key, std::move(table)).first->second;
}

std::unique_ptr<WorkMemo> MappingCache::borrowWorkMemo() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (free_memos_.empty()) return std::make_unique<WorkMemo>();
  std::unique_ptr<WorkMemo> memo = std::move(free_memos_.back());
  free_memos_.pop_back();
  return memo;
}

void MappingCache::giveBack(std::unique_ptr<WorkMemo> memo) {
  std::lock_guard<std::mutex> lock(mutex_);
  free_memos_.push_back(std::move(memo));
}

bool MappingCache::find(const Key& key, MappingChoice& out) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = entries_.find(key);
  if (it == entries_.end()) return false;
  out = it->second;
  out.from_cache = true;
  ++hits_;
  return true;
}

void MappingCache::insert(const Key& key, const MappingChoice& value) {
  std::lock_guard<std::mutex> lock(mutex_);
  entries_.emplace(key, value);
}

std::size_t MappingCache::size() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return entries_.size();
}

std::shared_ptr<const MappingCache::Candidates> MappingCache::findCandidates(const Key& key) const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = candidates_.find(key); it != candidates_.end()) return it->second;
  if (auto it = older_candidates_.find(key); it != older_candidates_.end()) return it->second;
  return nullptr;
}

void MappingCache::insertCandidates(const Key& key, std::shared_ptr<const Candidates> candidates) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (candidates_.size() >= kCandidateGeneration) {
    older_candidates_ = std::move(candidates_);
    candidates_.clear();
  }
  candidates_.emplace(key, std::move(candidates));
}

NoFit smallestTileOverflow(const hw::Spec& spec, const LayerShape& layer) {
  Mapping m;
  m.tile_n = m.tile_k = m.tile_c = m.tile_p = m.tile_q = 1;
  m.double_buffered = false;
  const hw::model::LayerCost cost = hw::model::evaluate(spec, layer, m);
  if (cost.fits) return {};
  return {cost.overflow_buffer, cost.overflow_needed_bytes, cost.overflow_available_bytes};
}

Expected<MappingChoice> searchMapping(const hw::Spec& spec, const LayerShape& layer, Objective objective,
                                      MappingCache* cache) {
  // The whole canonical text, not the fingerprint: its hash suffix is short,
  // and two points of one sweep must never share a cache entry by collision.
  MappingCache::Key key{cache ? spec.canonicalText() : std::string(), layer, objective};
  MappingChoice best;
  if (cache && cache->find(key, best)) return best;
  bool found = false;
  bool searched = false;
  if (cache) {
    MappingCache::Key shared{bandwidthFreeText(spec), layer, objective};
    if (std::shared_ptr<const MappingCache::Candidates> list = cache->findCandidates(shared)) {
      const Rescored rescored = chooseFrom(spec, layer, *list, objective, best);
      found = rescored == Rescored::kChosen;
      searched = rescored != Rescored::kMismatch;
    } else {
      auto fresh = std::make_shared<MappingCache::Candidates>();
      std::unique_ptr<WorkMemo> memo = cache->borrowWorkMemo();
      WorkMemo::Table& work = memo->table(hw::model::workParams(spec), layer);
      found = Search(spec, layer, objective, fresh.get(), &work).run(best);
      cache->giveBack(std::move(memo));
      searched = true;
      dropDominated(fresh->fitting);
      cache->insertCandidates(shared, std::move(fresh));
    }
  }
  if (!searched) {
    best = MappingChoice();
    found = Search(spec, layer, objective).run(best);
  }
  if (!found) {
    const NoFit no = smallestTileOverflow(spec, layer);
    Diagnostic diag = fileError(
        spec.params().name,
        "no tiling fits: the smallest tile needs " + std::to_string(static_cast<std::int64_t>(no.needed_bytes)) +
            " bytes in the " + std::string(hw::name(no.buffer)) + " buffer, which has " +
            std::to_string(static_cast<std::int64_t>(no.available_bytes)));
    diag.code = "no-fit";  // an infeasible hardware point, not a broken input
    return Status::error(diag);
  }
  if (cache) cache->insert(key, best);
  return best;
}

}  // namespace tessera::backend
