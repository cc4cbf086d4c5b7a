// The sweepable config keys (see config_keys.h), read off the schema table.
#include "sweeps/engine/config_keys.h"

#include "hw/support/text.h"

namespace tessera::sweep {

const std::vector<ConfigKey>& configKeys() {
  static const std::vector<ConfigKey> keys = [] {
    std::vector<ConfigKey> k;
    for (const hw::ConfigField& field : hw::configFields())
      if (field.sweep_axis) k.push_back({field.path, field.kind, field.words});
    return k;
  }();
  return keys;
}

const ConfigKey* findConfigKey(const std::string& path) {
  for (const ConfigKey& key : configKeys())
    if (key.path == path) return &key;
  return nullptr;
}

std::string describe(const ConfigKey& key) {
  switch (key.kind) {
    case ValueKind::kInteger: return "an integer";
    case ValueKind::kNumber: return "a number";
    case ValueKind::kBytes: return "a byte count (an integer, or with a KiB, MiB or GiB suffix)";
    case ValueKind::kBoolean: return "true or false";
    case ValueKind::kWord: return "one of " + join(key.words, ", ");
    case ValueKind::kWordList: return "a list of words from: " + join(key.words, ", ");
    case ValueKind::kString: return "a non-empty string";
  }
  return "";
}

}  // namespace tessera::sweep
