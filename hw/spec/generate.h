// Generators: the SystemVerilog parameter package and the C++ target header.
//
// Both are rendered from one list, targetParameters() (the config fields the
// schema table marks as generated, then derived values), so the RTL, the C++
// simulator and the compiler read identical numbers. Generation is an explicit
// build step (`tessera gen CONFIG --out DIR`); nothing is written as a side
// effect of loading a Spec.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "hw/spec/spec.h"
#include "hw/support/expected.h"

namespace tessera::hw {

/// One integer hardware parameter as the generated files name it.
struct TargetParameter {
  std::string name;      ///< UPPER_SNAKE, e.g. "PE_ROWS"
  std::int64_t value = 0;
  std::string comment;   ///< one line, units included
};

/// Every integer parameter the RTL and the C++ target need, in a fixed order.
std::vector<TargetParameter> targetParameters(const Spec& spec);

/// `package tessera_params_pkg;` with one localparam per target parameter,
/// then one per parameter of `extra` (values derived outside hw/spec, such
/// as hw/isa's instruction layout: hw/spec cannot depend on hw/isa).
std::string generateSvPackage(const Spec& spec, const std::vector<TargetParameter>& extra = {});

/// `namespace tessera::target` with one constexpr per target parameter (then `extra`'s).
std::string generateCppTarget(const Spec& spec, const std::vector<TargetParameter>& extra = {});

/// File names `tessera gen` writes.
inline constexpr const char* kSvPackageFile = "tessera_params_pkg.sv";
inline constexpr const char* kCppTargetFile = "tessera_target.h";
inline constexpr const char* kSpecJsonFile = "spec.json";

/// Writes the package, the header (both with `extra` appended) and spec.json
/// into `out_dir` (created if needed); a file is rewritten only when its
/// content changes.
Status writeGeneratedFiles(const Spec& spec, const std::filesystem::path& out_dir,
                           const std::vector<TargetParameter>& extra = {});

}  // namespace tessera::hw
