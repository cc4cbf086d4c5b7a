// Tensor: typed dense storage shared between copies.
#include "compiler/ir/tensor.h"

#include <fmt/format.h>

#include "compiler/ir/half.h"

namespace tessera::ir {

std::int64_t elementCount(const Shape& shape) {
  std::int64_t count = 1;
  for (std::int64_t d : shape) {
    if (d < 0) return -1;
    if (d != 0 && count > (std::int64_t{1} << 62) / d) return -1;
    count *= d;
  }
  return count;
}

std::string formatShape(const Shape& shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out += ',';
    out += shape[i] < 0 ? std::string("?") : std::to_string(shape[i]);
  }
  return out + "]";
}

Tensor::Tensor(DType dtype, Shape shape) : dtype_(dtype), shape_(std::move(shape)) {
  size_ = elementCount(shape_);
  if (size_ < 0) size_ = 0;
  storage_ = std::make_shared<std::vector<std::byte>>(byteSize());
}

Tensor Tensor::reshaped(const Tensor& other, Shape shape) {
  Tensor t = other;
  t.shape_ = std::move(shape);
  return t;
}

Tensor Tensor::reinterpreted(const Tensor& other, DType dtype) {
  Tensor t = other;
  if (storageBytes(dtype) == storageBytes(other.dtype_)) t.dtype_ = dtype;
  return t;
}

double Tensor::at(std::int64_t i) const {
  switch (dtype_) {
    case DType::kF32: return data<float>()[i];
    case DType::kF64: return data<double>()[i];
    case DType::kF16: return halfToFloat(data<std::uint16_t>()[i]);
    case DType::kBF16: return bf16ToFloat(data<std::uint16_t>()[i]);
    case DType::kI64: return static_cast<double>(data<std::int64_t>()[i]);
    case DType::kI32: return data<std::int32_t>()[i];
    case DType::kI16: return data<std::int16_t>()[i];
    case DType::kI8: case DType::kI4: return data<std::int8_t>()[i];
    case DType::kU8: case DType::kBool: return data<std::uint8_t>()[i];
    case DType::kU16: return data<std::uint16_t>()[i];
    case DType::kU32: return data<std::uint32_t>()[i];
    case DType::kU64: return static_cast<double>(data<std::uint64_t>()[i]);
    case DType::kUndefined: return 0;
  }
  return 0;
}

std::int64_t Tensor::intAt(std::int64_t i) const {
  switch (dtype_) {
    case DType::kI64: return data<std::int64_t>()[i];
    case DType::kU64: return static_cast<std::int64_t>(data<std::uint64_t>()[i]);
    default: return static_cast<std::int64_t>(at(i));
  }
}

}  // namespace tessera::ir
