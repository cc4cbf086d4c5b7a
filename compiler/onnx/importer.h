// ONNX import: protobuf -> checker -> shape inference -> graph IR -> verifier.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>
#include <string>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::onnx_io {

/// Opsets of the default domain this build reads.
inline constexpr std::int64_t kMinOpset = 1;
inline constexpr std::int64_t kMaxOpset = 17;
/// Largest model file accepted (protobuf's own limit is 2 GiB).
inline constexpr std::int64_t kMaxModelBytes = std::int64_t{2} << 30;

struct ImportOptions {
  bool run_checker = true;      ///< onnx::checker::check_model
  bool infer_shapes = true;     ///< onnx shape inference, strict: a mismatch is an error
  /// > 0: every graph input dimension the model leaves open (a dim_param, or
  /// no value) is set to this before shape inference, so shapes computed from
  /// it (a Reshape's target built by Shape -> Concat) become static. What a
  /// compile for one batch size needs (LowerOptions::unknown_dim).
  std::int64_t bind_open_dims = 0;
  /// Graph inputs given a whole static shape (before bind_open_dims): the
  /// rank and the model's fixed dimensions must agree, or import fails naming the input.
  std::map<std::string, std::vector<std::int64_t>> input_shapes;
};

/// Imports a model file. External data may only come from the model's folder.
Expected<ir::Graph> importOnnxFile(const std::filesystem::path& file, const ImportOptions& options = {});

/// Imports a serialized model held in memory; `model_dir` bounds external data.
Expected<ir::Graph> importOnnxBytes(const std::string& bytes, const std::string& display,
                                    const std::filesystem::path& model_dir, const ImportOptions& options = {});

}  // namespace tessera::onnx_io
