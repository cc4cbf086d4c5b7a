// Element types of the graph IR and the executor.
//
// Covers ONNX's numeric types plus int4, which Tessera carries internally
// (one value per byte in memory, packed only when laid out for hardware).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tessera::ir {

/// An element type. Storage: kF16/kBF16 as uint16_t bits, kBool as uint8_t,
/// kI4 as int8_t holding a value in [-8, 7].
enum class DType : std::uint8_t {
  kUndefined, kF32, kF16, kBF16, kF64, kI64, kI32, kI16, kI8, kU8, kU64, kU32, kU16, kBool, kI4,
};

/// Short IR spelling: f32, f16, bf16, f64, i64, ..., bool, i4.
std::string_view name(DType dtype);
/// Parses the short IR spelling.
std::optional<DType> dtypeFromName(std::string_view text);
/// Bytes one element occupies in memory (1 for kI4 and kBool).
int storageBytes(DType dtype);
/// Bits of information per element (4 for kI4).
int bits(DType dtype);
/// True for f32, f16, bf16, f64.
bool isFloat(DType dtype);
/// True for signed and unsigned integers, including i4 (not bool).
bool isInteger(DType dtype);
/// ONNX TensorProto.DataType code -> DType; nullopt for strings, complex, unknown.
std::optional<DType> dtypeFromOnnx(int onnx_type);
/// DType -> ONNX TensorProto.DataType code (i4 has none: returns 0).
int onnxType(DType dtype);

}  // namespace tessera::ir
