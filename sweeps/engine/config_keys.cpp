// The sweepable config keys (see config_keys.h); word lists come from hw::Spec.
#include "sweeps/engine/config_keys.h"

#include "hw/spec/spec.h"
#include "hw/support/text.h"

namespace tessera::sweep {

const std::vector<ConfigKey>& configKeys() {
  static const std::vector<ConfigKey> keys = [] {
    std::vector<ConfigKey> k = {
        {"name", ValueKind::kString, {}},
        {"description", ValueKind::kString, {}},
        {"clock_mhz", ValueKind::kNumber, {}},
        {"technology_nm", ValueKind::kInteger, {}},
        {"pe_array.rows", ValueKind::kInteger, {}},
        {"pe_array.cols", ValueKind::kInteger, {}},
        {"pe_array.dataflow", ValueKind::kWord, hw::dataflowNames()},
        {"precision.weight_bits", ValueKind::kInteger, {}},
        {"precision.activation_bits", ValueKind::kInteger, {}},
        {"precision.accumulator_bits", ValueKind::kInteger, {}},
        {"precision.number_format", ValueKind::kWord, hw::numberFormatNames()},
    };
    for (const char* buffer : {"input", "weight", "output"}) {
      const std::string prefix = std::string("buffers.") + buffer + ".";
      k.push_back({prefix + "bytes", ValueKind::kBytes, {}});
      k.push_back({prefix + "banks", ValueKind::kInteger, {}});
      k.push_back({prefix + "double_buffered", ValueKind::kBoolean, {}});
    }
    const std::vector<ConfigKey> rest = {
        {"vector_unit.lanes", ValueKind::kInteger, {}},
        {"vector_unit.operations", ValueKind::kWordList, hw::vectorOpNames()},
        {"dram.bytes", ValueKind::kBytes, {}},
        {"dram.bytes_per_cycle", ValueKind::kNumber, {}},
        {"dram.latency_cycles", ValueKind::kInteger, {}},
        {"dram.energy_pj_per_byte", ValueKind::kNumber, {}},
        {"sparsity.weight_format", ValueKind::kWord, hw::weightFormatNames()},
        {"sparsity.n", ValueKind::kInteger, {}},
        {"sparsity.m", ValueKind::kInteger, {}},
        {"sparsity.skip_zero_weights", ValueKind::kBoolean, {}},
        {"sparsity.zero_gating", ValueKind::kBoolean, {}},
        {"energy_table", ValueKind::kString, {}},
    };
    k.insert(k.end(), rest.begin(), rest.end());
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
