// Merging shard databases: `tessera sweep merge OUT IN1 IN2 ...`.
//
// Every input must hold the same sweep (checkSameSweep: same schema version,
// sweep name, fidelity and definition). Points are copied by key; a key
// already in OUT (from another input, or an overlapping shard) is kept once
// with its own layers. A key whose copies disagree on status or results is
// kept from the first input that has it and counted in `conflicts`.
#pragma once

#include <filesystem>
#include <vector>

#include "hw/support/expected.h"

namespace tessera::sweep {

struct MergeSummary {
  std::int64_t inputs = 0;
  std::int64_t points_read = 0;   ///< rows over all inputs
  std::int64_t points_added = 0;  ///< new keys written to OUT
  std::int64_t duplicates = 0;    ///< identical copies skipped
  std::int64_t conflicts = 0;     ///< same key, different values (first kept)
  std::int64_t points_total = 0;  ///< rows of OUT afterwards
};

/// Merges `inputs` into `out` (created if missing; if it exists it must hold the same sweep).
Expected<MergeSummary> mergeStores(const std::filesystem::path& out, const std::vector<std::filesystem::path>& inputs);

}  // namespace tessera::sweep
