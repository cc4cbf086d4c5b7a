// Conversion between ONNX TensorProto (and .pb files) and ir::Tensor.
//
// Hostile input policy: declared dims are never trusted for allocation; the
// payload size must match them before any buffer is made, and external data
// must resolve to a file inside the model's folder.
#pragma once

#include <onnx/onnx_pb.h>

#include <filesystem>
#include <string>

#include "compiler/ir/tensor.h"
#include "hw/support/expected.h"

namespace tessera::onnx_io {

/// Largest tensor accepted from a file (elements x bytes).
inline constexpr std::int64_t kMaxTensorBytes = std::int64_t{4} << 30;

/// Decodes a TensorProto. `model_dir` (may be empty) is where external data
/// may live; `where` names the tensor in messages (e.g. "initializer 'w'").
Expected<ir::Tensor> tensorFromProto(const onnx::TensorProto& proto, const std::filesystem::path& model_dir,
                                     const std::string& source, const std::string& where);

/// Replaces external data by raw_data read from `model_dir`, refusing any
/// location that escapes it (absolute paths, "..", symlinks out) and ranges
/// that do not match the dims. No-op for tensors stored inline.
Status inlineExternalData(onnx::TensorProto& proto, const std::filesystem::path& model_dir, const std::string& source,
                          const std::string& where);

/// Encodes a tensor as a TensorProto with raw_data (i4 is widened to int8).
onnx::TensorProto tensorToProto(const ir::Tensor& tensor, const std::string& name);

/// A tensor read from a .pb file, with the name stored in it.
struct NamedTensor {
  std::string name;
  ir::Tensor tensor;
};

/// Reads one TensorProto file (ONNX test_data_set layout).
Expected<NamedTensor> readTensorFile(const std::filesystem::path& file);

/// Writes one TensorProto file.
Status writeTensorFile(const std::filesystem::path& file, const ir::Tensor& tensor, const std::string& name);

}  // namespace tessera::onnx_io
