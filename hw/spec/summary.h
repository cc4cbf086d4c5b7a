// Human-readable and JSON summaries of a Spec (what `tessera validate` prints).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "hw/spec/spec.h"

namespace tessera::hw {

/// A multi-line, aligned summary of the parameters and derived values.
std::string summaryText(const Spec& spec);

/// The same summary as JSON, for scripts and the results store.
nlohmann::ordered_json summaryJson(const Spec& spec);

}  // namespace tessera::hw
