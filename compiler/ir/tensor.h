// Tensor: a typed, dense, row-major array with shared immutable storage.
//
// Copies share storage (cheap, like a view), so Reshape or Identity cost
// nothing. Policy: a tensor is written only right after it is created, by
// the code that created it; shared tensors are never mutated.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "compiler/ir/dtype.h"

namespace tessera::ir {

using Shape = std::vector<std::int64_t>;

/// Product of the dimensions (1 for a scalar); -1 if any dim is negative or
/// the product exceeds 2^62.
std::int64_t elementCount(const Shape& shape);
/// "[1,3,224,224]"
std::string formatShape(const Shape& shape);


class Tensor {
 public:
  Tensor() = default;
  /// A zero-filled tensor. `shape` must have a valid element count.
  Tensor(DType dtype, Shape shape);
  /// A tensor sharing `other`'s storage with a new shape of equal element count.
  static Tensor reshaped(const Tensor& other, Shape shape);
  /// A tensor sharing `other`'s storage, read as `dtype` (same storage bytes).
  static Tensor reinterpreted(const Tensor& other, DType dtype);

  DType dtype() const { return dtype_; }
  const Shape& shape() const { return shape_; }
  int rank() const { return static_cast<int>(shape_.size()); }
  std::int64_t dim(int axis) const { return shape_[static_cast<size_t>(axis)]; }
  std::int64_t size() const { return size_; }
  std::size_t byteSize() const { return static_cast<std::size_t>(size_) * static_cast<std::size_t>(storageBytes(dtype_)); }
  bool defined() const { return dtype_ != DType::kUndefined; }

  /// Typed element pointers; T must be the storage type of dtype() (see DType).
  template <class T> T* data() { return reinterpret_cast<T*>(bytes()); }
  template <class T> const T* data() const { return reinterpret_cast<const T*>(bytes()); }
  std::byte* bytes() { return storage_ ? storage_->data() : nullptr; }
  const std::byte* bytes() const { return storage_ ? storage_->data() : nullptr; }

  /// Element i converted to double (for tests, printing and small shape tensors).
  double at(std::int64_t i) const;
  /// Element i as int64 (integers, bool; floats truncate).
  std::int64_t intAt(std::int64_t i) const;

 private:
  DType dtype_ = DType::kUndefined;
  Shape shape_;
  std::int64_t size_ = 0;
  std::shared_ptr<std::vector<std::byte>> storage_;
};

}  // namespace tessera::ir
