// Element types of the graph IR and the executor.
#include "compiler/ir/dtype.h"

#include <array>

namespace tessera::ir {
namespace {

struct DTypeInfo {
  DType dtype;
  std::string_view name;
  int storage_bytes;
  int bits;
  int onnx_type;  // TensorProto.DataType
};

constexpr std::array<DTypeInfo, 15> kInfo = {{
    {DType::kUndefined, "undefined", 0, 0, 0},
    {DType::kF32, "f32", 4, 32, 1},
    {DType::kF16, "f16", 2, 16, 10},
    {DType::kBF16, "bf16", 2, 16, 16},
    {DType::kF64, "f64", 8, 64, 11},
    {DType::kI64, "i64", 8, 64, 7},
    {DType::kI32, "i32", 4, 32, 6},
    {DType::kI16, "i16", 2, 16, 5},
    {DType::kI8, "i8", 1, 8, 3},
    {DType::kU8, "u8", 1, 8, 2},
    {DType::kU64, "u64", 8, 64, 13},
    {DType::kU32, "u32", 4, 32, 12},
    {DType::kU16, "u16", 2, 16, 4},
    {DType::kBool, "bool", 1, 8, 9},
    {DType::kI4, "i4", 1, 4, 0},
}};

const DTypeInfo& info(DType dtype) { return kInfo[static_cast<size_t>(dtype)]; }

}  // namespace

std::string_view name(DType dtype) { return info(dtype).name; }
int storageBytes(DType dtype) { return info(dtype).storage_bytes; }
int bits(DType dtype) { return info(dtype).bits; }
bool isFloat(DType d) { return d == DType::kF32 || d == DType::kF16 || d == DType::kBF16 || d == DType::kF64; }
bool isInteger(DType d) { return !isFloat(d) && d != DType::kBool && d != DType::kUndefined; }
int onnxType(DType dtype) { return info(dtype).onnx_type; }

std::optional<DType> dtypeFromName(std::string_view text) {
  for (const DTypeInfo& i : kInfo)
    if (i.name == text && i.dtype != DType::kUndefined) return i.dtype;
  return std::nullopt;
}

std::optional<DType> dtypeFromOnnx(int onnx_type) {
  for (const DTypeInfo& i : kInfo)
    if (i.onnx_type == onnx_type && onnx_type != 0) return i.dtype;
  return std::nullopt;
}

}  // namespace tessera::ir
