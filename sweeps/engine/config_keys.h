// The config keys a sweep axis may set, and the value each one takes.
//
// The keys are the fields of the schema table (hw/spec/schema.h) marked as
// sweep axes, so a sweep file is checked before anything runs (an unknown key
// is a located error with "did you mean"; a value of the wrong kind is caught
// in the sweep file, not once per point). Ranges and combinations stay the
// loader's job: a point the loader rejects is recorded as failed with the
// loader's message. tests/sweeps/engine/config_keys_test.cpp checks that the
// loader reads every key here and every key of every config under configs/ is here.
#pragma once

#include <string>
#include <vector>

#include "hw/spec/schema.h"

namespace tessera::sweep {

/// What a config key holds, as far as a sweep checks it up front.
using ValueKind = hw::FieldKind;

/// One sweepable leaf of the config schema.
struct ConfigKey {
  std::string path;  ///< dotted, e.g. "buffers.weight.bytes"
  ValueKind kind = ValueKind::kString;
  std::vector<std::string> words;  ///< kWord, kWordList: the spellings allowed
};

/// Every leaf of the config schema except schema_version, in schema order.
const std::vector<ConfigKey>& configKeys();

/// The key with this dotted path, or nullptr.
const ConfigKey* findConfigKey(const std::string& path);

/// "an integer", "a byte count such as 64KiB", "one of a, b, c", ...
std::string describe(const ConfigKey& key);

}  // namespace tessera::sweep
