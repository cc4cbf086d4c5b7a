// Mapping search: the best tiling and loop order of one layer on one spec.
//
// The search enumerates, for each dimension of the LayerShape, a small set
// of candidate tile sizes (multiples of the array edge that divide the
// dimension well, the whole dimension, and powers of two in between), the
// loop orders codegen can emit (weight_reuse, input_reuse: partial sums
// stay on chip; the model's partial_sum_spill needs a STORE of
// accumulator-precision sums the ISA does not have) and, where the spec
// double-buffers, both buffering
// choices; it keeps the fitting mapping that minimises the objective under
// hw::model::evaluate(). Results are cached by (spec fingerprint, layer
// shape, objective): a sweep re-uses them across identical layers and points.
// The fitting candidates are cached too, by the spec without its DRAM
// bandwidth and latency: those two enter only a candidate's memory cycles,
// so hardware points that differ only in them share one enumeration and
// re-score it (the choice is exactly the one a fresh search makes).
// Across buffer sizes, a search looks up each candidate's work
// (hw::model::evaluateWork(): keyed by exactly the spec fields it reads,
// hw::model::WorkParams) in a WorkMemo instead of evaluating it again, and
// prices it for the spec at hand (hw::model::mappingCost()).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "hw/model/cost.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// The slots codegen cuts each scratchpad buffer into (codegen.h, the file
/// comment): a tile's input window, weight block and sums each sit in one.
inline constexpr int kInputSlots = 4;
inline constexpr int kWeightSlots = 2;
inline constexpr int kOutputSlots = 4;

/// What "best" means.
enum class Objective { kLatency, kEnergy, kEdp };

/// "latency", "energy", "edp".
std::string_view name(Objective objective);
/// Parses the spelling above; the error lists the accepted words.
Expected<Objective> parseObjective(const std::string& text);

/// The chosen mapping and its cost.
struct MappingChoice {
  hw::model::Mapping mapping;
  hw::model::LayerCost cost;
  std::int64_t candidates = 0;  ///< mappings evaluated
  bool from_cache = false;
};

/// Why no mapping fits: the smallest tile still overflows this buffer.
struct NoFit {
  hw::BufferKind buffer = hw::BufferKind::kInput;
  double needed_bytes = 0;
  double available_bytes = 0;
};

/// The work of mappings already evaluated, by WorkParams, layer and mapping
/// tiles and loop order (evaluateWork() reads nothing else of a mapping; not
/// its buffering). Used by one search at a time, so lookups take no lock;
/// MappingCache lends them out. Keeps the tables of the most recent
/// (params, layer) pairs only (two generations of kTableGeneration).
class WorkMemo {
 public:
  /// The work of one pixel tile under each loop order the search tries.
  struct PixelWork {
    std::int64_t tile_n = 0, tile_p = 0, tile_q = 0, tile_taps = 0;
    bool known[2] = {false, false};
    hw::model::MappingWork work[2];  ///< weight_reuse, input_reuse
  };
  /// The pixel tiles met so far with one (tile_c, tile_k): the first two
  /// inline (most slots never see more, and a search walks the slots in
  /// order, so they sit in one array), the rest beside.
  struct Slot {
    PixelWork first[2];
    std::size_t used = 0;  ///< of `first`
    std::vector<PixelWork> more;
  };
  /// For one (params, layer): by the search's index of (tile_c, tile_k) (a
  /// function of the layer, the array and the activation width alone).
  using Table = std::vector<Slot>;
  /// The table of `params` x `layer`, empty when new.
  Table& table(const hw::model::WorkParams& params, const hw::model::LayerShape& layer);
  /// Tables per generation.
  static constexpr std::size_t kTableGeneration = 64;

 private:
  struct Key {
    hw::model::WorkParams params;
    hw::model::LayerShape layer;
    bool operator<(const Key& other) const;
  };
  std::map<Key, std::unique_ptr<Table>> tables_, older_tables_;
};

/// Thread-safe cache of search results.
class MappingCache {
 public:
  struct Key {
    std::string spec;  ///< hw::Spec::canonicalText(): every result-affecting parameter
    hw::model::LayerShape shape;
    Objective objective;
    bool operator<(const Key& other) const;
  };
  bool find(const Key& key, MappingChoice& out) const;
  void insert(const Key& key, const MappingChoice& value);
  std::size_t size() const;
  std::int64_t hits() const { return hits_; }

  /// One fitting candidate: what the choice reads besides DRAM bandwidth and latency.
  struct Candidate {
    hw::model::Mapping mapping;
    double compute_cycles = 0;
    double dram_read_bytes = 0, dram_write_bytes = 0;
    std::int64_t dram_transfers = 0, store_transfers = 0;
    double energy_pj = 0;
  };
  /// Every fitting candidate of one search, in the order the search evaluates them.
  struct Candidates {
    std::vector<Candidate> fitting;
    std::int64_t evaluated = 0;  ///< mappings evaluated, fitting or not
  };
  /// Candidates for `key` (its `spec` without DRAM bandwidth and latency), or null.
  std::shared_ptr<const Candidates> findCandidates(const Key& key) const;
  /// Keeps the candidates of the most recent searches only (two generations
  /// of kCandidateGeneration entries): a sweep meets the points that share
  /// them one after the other, and the lists are large.
  void insertCandidates(const Key& key, std::shared_ptr<const Candidates> candidates);
  /// Entries per generation of the candidate cache.
  static constexpr std::size_t kCandidateGeneration = 256;

  /// A WorkMemo no other thread holds until it is given back (a new one when none is free).
  std::unique_ptr<WorkMemo> borrowWorkMemo();
  void giveBack(std::unique_ptr<WorkMemo> memo);

 private:
  mutable std::mutex mutex_;
  std::map<Key, MappingChoice> entries_;
  mutable std::int64_t hits_ = 0;
  std::map<Key, std::shared_ptr<const Candidates>> candidates_, older_candidates_;
  std::vector<std::unique_ptr<WorkMemo>> free_memos_;
};

/// Best mapping of `layer` on `spec`; when nothing fits, an error (code
/// "no-fit") names the buffer and the bytes its smallest tile needs. `cache` may be null.
Expected<MappingChoice> searchMapping(const hw::Spec& spec, const hw::model::LayerShape& layer, Objective objective,
                                      MappingCache* cache = nullptr);

/// Smallest-tile overflow of `layer` on `spec` (for error messages); nullopt-like
/// (needed_bytes == 0) when the smallest tile fits.
NoFit smallestTileOverflow(const hw::Spec& spec, const hw::model::LayerShape& layer);

}  // namespace tessera::backend
