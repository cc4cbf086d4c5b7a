// What a results database records about its sweep: the meta rows, and the
// model hashes that go into every point key.
#pragma once

#include <string>
#include <vector>

#include "hw/support/expected.h"
#include "sweeps/engine/store.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep {

/// The model hash: SHA-256 of the model file, and for a model with an eval
/// set also of its inputs, labels and calibration sample count (accuracy
/// depends on them).
Expected<std::string> modelHash(const SweepModel& model);

/// The meta rows of a sweep's database: SCHEMA.md's keys plus `definition`,
/// a hash of everything that decides the points (base config, model hashes,
/// axes, sampling, constraints, store_layers, pass pipeline, fidelity), so
/// all shards of one sweep agree on it and any edit changes it; and readable
/// `models`, `sampling`, `constraints`, `store_layers`, `points_total`.
StoreMeta sweepMeta(const SweepSpec& spec, const std::vector<std::string>& model_hashes);

}  // namespace tessera::sweep
