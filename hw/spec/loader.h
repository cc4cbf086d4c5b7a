// Loading and validating accelerator descriptions (schema version 1).
//
// The loader is the only way to obtain a hw::Spec. It reports every problem
// it finds, each located (file:line:col), naming the key path, what was
// expected and what was found. See configs/README.md for the schema.
#pragma once

#include <filesystem>

#include "hw/spec/spec.h"
#include "hw/spec/yaml_reader.h"
#include "hw/support/expected.h"

namespace tessera::hw {

/// The schema version this build reads.
inline constexpr int kSchemaVersion = 1;

/// Loads, validates and derives a Spec from a YAML file.
Expected<Spec> loadSpecFile(const std::filesystem::path& file);

/// Validates an already parsed document (a sweep may have edited its nodes);
/// relative references resolve against `document.base_dir`.
Expected<Spec> loadSpec(const YamlDocument& document);

/// Loads an energy/area table (configs/energy/*.yaml); every number must cite
/// its source.
Expected<EnergyTable> loadEnergyTableFile(const std::filesystem::path& file);

}  // namespace tessera::hw
