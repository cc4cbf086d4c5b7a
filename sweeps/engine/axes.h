// Reading the `axes:` mapping of a sweep spec (internal to sweep_spec.cpp).
//
// An axis key is one dotted key path, or several tied paths that take their
// values together:
//   pe_array.rows: [8, 16, 32]                          one key
//   pe_array.[rows,cols]: [[8, 8], [16, 16]]            tied, common prefix
//   "[precision.weight_bits, compiler.quant]": [[8, int8], [16, fp16]]
//                                                      tied, any keys (quoted: a
//                                                      plain key cannot start with '[')
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hw/spec/yaml_reader.h"
#include "hw/support/expected.h"
#include "sweeps/engine/sweep_spec.h"

namespace tessera::sweep::detail {

/// Parsed axis key: the full paths and where each starts in the key text.
struct AxisKeyParse {
  std::vector<std::string> paths;
  std::vector<std::size_t> offsets;
  std::optional<std::size_t> error_offset;  ///< set on a syntax error
  std::string error;
};

/// Splits an axis key into paths (syntax only; no schema check).
AxisKeyParse parseAxisKey(const std::string& key);

/// The matrix layer names of the sweep's model, for a per-layer precision
/// axis (called only when there is one); an error is reported at the axis key.
using LayerNamesSource = std::function<Expected<std::vector<std::string>>()>;

/// Reads every axis of `axes` (a mapping), reporting each problem located;
/// a per-layer precision axis expands into one axis per layer (its summary
/// into `layer_precision`). Returns nullopt when any axis was bad.
std::optional<std::vector<Axis>> readAxes(hw::YamlDiagnostics& diagnostics, const YAML::Node& axes,
                                          const LayerNamesSource& layer_names,
                                          std::optional<LayerPrecisionAxis>& layer_precision);

/// Errors at a character offset inside a scalar node (for keys and constraints).
void errorInScalar(hw::YamlDiagnostics& diagnostics, const YAML::Node& scalar, std::size_t offset, std::string message,
                   std::vector<std::string> notes = {});

}  // namespace tessera::sweep::detail
