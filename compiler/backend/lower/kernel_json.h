// kernels.json: the kernel graph as a stored, inspectable file.
//
// `tessera lower MODEL --emit kernels.json` writes what lowering hands the
// backend (every Kernel field: shapes, vector ops and their quantization
// parameters, data movement, host ops, the weight-sparsity summary, the
// tensors each kernel reads and writes) and `tessera compile --kernels
// kernels.json` compiles it into the same Program as `tessera compile MODEL`.
// The DRAM image needs the constants' data, which the JSON describes (name,
// dtype, shape, layout, QuantParams, where its bytes are) but does not hold:
// the raw bytes sit in a companion file beside it, `<stem>.constants.bin`
// (kernels.json -> kernels.constants.bin), checked by size and FNV-1a hash.
// Format and rationale: docs/backend.md ("kernels.json").
#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "compiler/backend/lower/kernel.h"
#include "hw/support/expected.h"

namespace tessera::backend {

/// The "format" key's value of a kernels.json.
inline constexpr const char* kKernelJsonFormat = "tessera.kernels";
/// The format version written and the only one read.
inline constexpr int kKernelJsonVersion = 1;

/// The companion constants file of `json_file`: the same folder and stem, ".constants.bin".
std::filesystem::path constantsFileFor(const std::filesystem::path& json_file);

/// kernels.json of `graph` and the bytes of its companion constants file
/// (empty when the graph has no source graph, e.g. a SCALE-Sim topology).
struct KernelJson {
  nlohmann::ordered_json json;          ///< keys in the order of the structs they come from
  std::vector<std::uint8_t> constants;  ///< the companion file's bytes
};

/// Serializes `graph`; `constants_file` is the companion's name as the JSON records it.
KernelJson toKernelJson(const KernelGraph& graph, const std::string& constants_file);

/// Writes `json_file` and its companion constants file (when the graph has constants).
Status writeKernelGraph(const KernelGraph& graph, const std::filesystem::path& json_file);

/// Parses a kernels.json document; `constants` are the companion's bytes
/// (ignored when the document has no constants). Errors name `file` and the
/// JSON path: "kernels.json: kernels[3].shape.k: expected an integer >= 1".
Expected<KernelGraph> fromKernelJson(const nlohmann::json& json, const std::vector<std::uint8_t>& constants,
                                     const std::string& file);

/// Reads `json_file` and its companion constants file into a KernelGraph
/// that compiles exactly like the one that was written.
Expected<KernelGraph> readKernelGraph(const std::filesystem::path& json_file);

}  // namespace tessera::backend
