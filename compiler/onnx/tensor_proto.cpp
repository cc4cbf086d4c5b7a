// Conversion between ONNX TensorProto (and .pb files) and ir::Tensor.
#include "compiler/onnx/tensor_proto.h"

#include <fmt/format.h>

#include <cstring>
#include <fstream>
#include <sstream>

namespace tessera::onnx_io {
namespace {

using ir::DType;
using ir::Tensor;

/// Copies a typed repeated field into the tensor's storage, converting to the
/// storage type (ONNX stores int8/16, uint8/16, bool, f16 and bf16 in int32_data).
template <class Field>
void copyField(const Field& field, Tensor& tensor) {
  std::int64_t n = tensor.size();
  switch (tensor.dtype()) {
    case DType::kF32: for (std::int64_t i = 0; i < n; ++i) tensor.data<float>()[i] = static_cast<float>(field[i]); break;
    case DType::kF64: for (std::int64_t i = 0; i < n; ++i) tensor.data<double>()[i] = static_cast<double>(field[i]); break;
    case DType::kI64: for (std::int64_t i = 0; i < n; ++i) tensor.data<std::int64_t>()[i] = static_cast<std::int64_t>(field[i]); break;
    case DType::kI32: for (std::int64_t i = 0; i < n; ++i) tensor.data<std::int32_t>()[i] = static_cast<std::int32_t>(field[i]); break;
    case DType::kI16: for (std::int64_t i = 0; i < n; ++i) tensor.data<std::int16_t>()[i] = static_cast<std::int16_t>(field[i]); break;
    case DType::kI8: case DType::kI4:
      for (std::int64_t i = 0; i < n; ++i) tensor.data<std::int8_t>()[i] = static_cast<std::int8_t>(field[i]);
      break;
    case DType::kU8: case DType::kBool:
      for (std::int64_t i = 0; i < n; ++i) tensor.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(field[i]);
      break;
    case DType::kU16: case DType::kF16: case DType::kBF16:
      for (std::int64_t i = 0; i < n; ++i) tensor.data<std::uint16_t>()[i] = static_cast<std::uint16_t>(field[i]);
      break;
    case DType::kU32: for (std::int64_t i = 0; i < n; ++i) tensor.data<std::uint32_t>()[i] = static_cast<std::uint32_t>(field[i]); break;
    case DType::kU64: for (std::int64_t i = 0; i < n; ++i) tensor.data<std::uint64_t>()[i] = static_cast<std::uint64_t>(field[i]); break;
    case DType::kUndefined: break;
  }
}

Expected<std::string> readExternal(const onnx::TensorProto& proto, const std::filesystem::path& model_dir,
                                   const std::string& source, const std::string& where, std::int64_t expected_bytes) {
  std::string location;
  std::int64_t offset = 0, length = -1;
  for (const auto& entry : proto.external_data()) {
    try {
      if (entry.key() == "location") location = entry.value();
      else if (entry.key() == "offset") offset = std::stoll(entry.value());
      else if (entry.key() == "length") length = std::stoll(entry.value());
    } catch (const std::exception&) {
      return Status::error(fileError(source, fmt::format("{}: external data {} '{}' is not a number", where, entry.key(), entry.value())));
    }
  }
  if (location.empty()) return Status::error(fileError(source, fmt::format("{}: external data without a location", where)));
  if (model_dir.empty())
    return Status::error(fileError(source, fmt::format("{}: external data '{}' but no model folder to read it from", where, location)));
  std::error_code ec;
  std::filesystem::path base = std::filesystem::weakly_canonical(model_dir, ec);
  std::filesystem::path file = std::filesystem::weakly_canonical(model_dir / location, ec);
  auto [base_end, file_it] = std::mismatch(base.begin(), base.end(), file.begin(), file.end());
  if (std::filesystem::path(location).is_absolute() || base_end != base.end() || file == base)
    return Status::error(fileError(source, fmt::format("{}: external data location '{}' escapes the model's folder {}", where,
                                                   location, base.string())));
  if (!std::filesystem::is_regular_file(file, ec))
    return Status::error(fileError(source, fmt::format("{}: external data file '{}' not found", where, location)));
  std::int64_t file_size = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
  if (length < 0) length = file_size - offset;
  if (offset < 0 || length < 0 || offset > file_size || length > file_size - offset)
    return Status::error(fileError(source, fmt::format("{}: external data range offset {} length {} lies outside '{}' ({} bytes)",
                                                   where, offset, length, location, file_size)));
  if (length != expected_bytes)
    return Status::error(fileError(source, fmt::format("{}: external data holds {} bytes, its dims need {}", where, length, expected_bytes)));
  std::ifstream in(file, std::ios::binary);
  in.seekg(offset);
  std::string bytes(static_cast<size_t>(length), '\0');
  in.read(bytes.data(), length);
  if (!in) return Status::error(fileError(source, fmt::format("{}: cannot read external data '{}'", where, location)));
  return bytes;
}

}  // namespace

Expected<Tensor> tensorFromProto(const onnx::TensorProto& proto, const std::filesystem::path& model_dir,
                                 const std::string& source, const std::string& where) {
  std::optional<DType> dtype = ir::dtypeFromOnnx(proto.data_type());
  if (!dtype)
    return Status::error(unsupportedError(source, fmt::format("{}: unsupported tensor data type {} (expected a numeric type)", where,
                                                   proto.data_type())));
  if (proto.has_segment()) return Status::error(unsupportedError(source, fmt::format("{}: segmented tensors are not supported", where)));
  ir::Shape shape(proto.dims().begin(), proto.dims().end());
  std::int64_t count = ir::elementCount(shape);
  std::int64_t element_bytes = ir::storageBytes(*dtype);
  if (count < 0 || count > kMaxTensorBytes / element_bytes)
    return Status::error(fileError(source, fmt::format("{}: dims {} are negative or absurd (more than {} bytes)", where,
                                                   ir::formatShape(shape), kMaxTensorBytes)));
  const std::int64_t bytes = count * element_bytes;

  std::string external;
  const std::string* raw = nullptr;
  if (proto.data_location() == onnx::TensorProto::EXTERNAL) {
    Expected<std::string> data = readExternal(proto, model_dir, source, where, bytes);
    if (!data) return data.status();
    external = std::move(data).value();
    raw = &external;
  } else if (proto.has_raw_data()) {
    raw = &proto.raw_data();
  }
  if (raw) {
    if (static_cast<std::int64_t>(raw->size()) != bytes)
      return Status::error(fileError(source, fmt::format("{}: raw_data holds {} bytes, dims {} of {} need {}", where, raw->size(),
                                                     ir::formatShape(shape), ir::name(*dtype), bytes)));
    Tensor tensor(*dtype, shape);
    if (bytes) std::memcpy(tensor.bytes(), raw->data(), static_cast<size_t>(bytes));
    return tensor;
  }
  auto check = [&](int field_size, const char* field) -> std::optional<Status> {
    if (field_size != count)
      return Status::error(fileError(source, fmt::format("{}: {} holds {} values, dims {} need {}", where, field, field_size,
                                                     ir::formatShape(shape), count)));
    return std::nullopt;
  };
  Tensor tensor(*dtype, shape);
  switch (*dtype) {
    case DType::kF32:
      if (auto s = check(proto.float_data_size(), "float_data")) return *s;
      copyField(proto.float_data(), tensor);
      break;
    case DType::kF64:
      if (auto s = check(proto.double_data_size(), "double_data")) return *s;
      copyField(proto.double_data(), tensor);
      break;
    case DType::kI64:
      if (auto s = check(proto.int64_data_size(), "int64_data")) return *s;
      copyField(proto.int64_data(), tensor);
      break;
    case DType::kU32: case DType::kU64:
      if (auto s = check(proto.uint64_data_size(), "uint64_data")) return *s;
      copyField(proto.uint64_data(), tensor);
      break;
    default:
      if (auto s = check(proto.int32_data_size(), "int32_data")) return *s;
      copyField(proto.int32_data(), tensor);
      break;
  }
  return tensor;
}

Status inlineExternalData(onnx::TensorProto& proto, const std::filesystem::path& model_dir, const std::string& source,
                          const std::string& where) {
  if (proto.data_location() != onnx::TensorProto::EXTERNAL) return Status();
  std::optional<DType> dtype = ir::dtypeFromOnnx(proto.data_type());
  if (!dtype)
    return Status::error(unsupportedError(source, fmt::format("{}: unsupported tensor data type {}", where, proto.data_type())));
  ir::Shape shape(proto.dims().begin(), proto.dims().end());
  std::int64_t count = ir::elementCount(shape);
  std::int64_t element_bytes = ir::storageBytes(*dtype);
  if (count < 0 || count > kMaxTensorBytes / element_bytes)
    return Status::error(fileError(source, fmt::format("{}: dims {} are negative or absurd (more than {} bytes)", where,
                                                   ir::formatShape(shape), kMaxTensorBytes)));
  Expected<std::string> data = readExternal(proto, model_dir, source, where, count * element_bytes);
  if (!data) return data.status();
  proto.set_raw_data(std::move(data).value());
  proto.clear_external_data();
  proto.set_data_location(onnx::TensorProto::DEFAULT);
  return Status();
}

onnx::TensorProto tensorToProto(const Tensor& tensor, const std::string& name) {
  onnx::TensorProto proto;
  proto.set_name(name);
  DType dtype = tensor.dtype() == DType::kI4 ? DType::kI8 : tensor.dtype();
  proto.set_data_type(ir::onnxType(dtype));
  for (std::int64_t d : tensor.shape()) proto.add_dims(d);
  proto.set_raw_data(reinterpret_cast<const char*>(tensor.bytes()), tensor.byteSize());
  return proto;
}

Expected<NamedTensor> readTensorFile(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return Status::error(fileError(file.string(), "cannot open tensor file"));
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string bytes = buffer.str();
  onnx::TensorProto proto;
  if (!proto.ParseFromString(bytes))
    return Status::error(fileError(file.string(), "not a valid ONNX TensorProto (malformed or truncated protobuf)"));
  Expected<Tensor> tensor = tensorFromProto(proto, {}, file.string(), fmt::format("tensor '{}'", proto.name()));
  if (!tensor) return tensor.status();
  return NamedTensor{proto.name(), std::move(tensor).value()};
}

Status writeTensorFile(const std::filesystem::path& file, const Tensor& tensor, const std::string& name) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out || !tensorToProto(tensor, name).SerializeToOstream(&out) || (out.flush(), !out))
    return Status::error(fileError(file.string(), "cannot write tensor file"));
  return Status();
}

}  // namespace tessera::onnx_io
