// Elementwise kernels that move or make data: Cast, CastLike, Identity, Dropout, Constant, ConstantOfShape.
#include <fmt/format.h>

#include <cstring>
#include <map>
#include <variant>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/elementwise_common.h"

namespace tessera::exec::elementwise {
namespace {

/// Cast-1..5 name the target type with a string ("FLOAT", "INT64", ...).
std::optional<DType> dtypeFromOnnxName(const std::string& name) {
  static const std::map<std::string, DType> kNames = {
      {"FLOAT", DType::kF32},  {"FLOAT16", DType::kF16}, {"BFLOAT16", DType::kBF16}, {"DOUBLE", DType::kF64},
      {"INT8", DType::kI8},    {"INT16", DType::kI16},   {"INT32", DType::kI32},     {"INT64", DType::kI64},
      {"UINT8", DType::kU8},   {"UINT16", DType::kU16},  {"UINT32", DType::kU32},    {"UINT64", DType::kU64},
      {"BOOL", DType::kBool}};
  auto it = kNames.find(name);
  return it == kNames.end() ? std::nullopt : std::optional<DType>(it->second);
}

/// Cast to bf16 keeps the upper 16 bits of the f32 value (round toward
/// zero), as ONNX's reference does for the opsets this build reads (its
/// backend tests up to ONNX 1.13 expect truncation); NaN stays a quiet NaN.
/// castTensor rounds to nearest even, which those tests reject.
Tensor castToBf16(const Tensor& tensor) {
  const Tensor f32 = castTensor(tensor, DType::kF32);
  Tensor out(DType::kBF16, f32.shape());
  const float* in = f32.data<float>();
  std::uint16_t* o = out.data<std::uint16_t>();
  for (std::int64_t i = 0; i < f32.size(); ++i) {
    const std::uint32_t bits = ir::floatBits(in[i]);
    const bool nan = (bits & 0x7fffffffu) > 0x7f800000u;
    o[i] = static_cast<std::uint16_t>(nan ? ((bits >> 16) | 0x40u) : (bits >> 16));
  }
  return out;
}

/// ONNX Cast: castTensor, except for the bf16 rounding above.
Tensor castOnnx(const Tensor& tensor, DType to) {
  if (to == DType::kBF16 && tensor.dtype() != DType::kBF16) return castToBf16(tensor);
  return castTensor(tensor, to);
}

Status castKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  auto it = ctx.node.attributes.find("to");
  if (it == ctx.node.attributes.end()) return ctx.error("missing required attribute 'to'");
  std::optional<DType> to;
  if (const auto* code = std::get_if<std::int64_t>(&it->second)) {
    to = ir::dtypeFromOnnx(static_cast<int>(*code));
    if (!to) return ctx.unsupported(fmt::format("cast to ONNX element type {} (strings and complex are not supported)", *code));
  } else if (const auto* name = std::get_if<std::string>(&it->second)) {
    to = dtypeFromOnnxName(*name);
    if (!to) return ctx.unsupported(fmt::format("cast to element type '{}'", *name));
  } else {
    return ctx.error("attribute 'to' must be an int (or a type name before opset 6)");
  }
  return setOutput(ctx, castOnnx(*ctx.input(0), *to));
}

Status castLikeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 2, 2); !s.ok()) return s;
  return setOutput(ctx, castOnnx(*ctx.input(0), ctx.input(1)->dtype()));
}

Status identityKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  return setOutput(ctx, *ctx.input(0));
}

/// A tensor of `shape` with every element equal to one(1): the Dropout mask.
Tensor filledWithOnes(DType dtype, const Shape& shape) {
  Tensor one = castTensor([] {
    Tensor t(DType::kF32, {});
    t.data<float>()[0] = 1.0f;
    return t;
  }(), dtype);
  Tensor out(dtype, shape);
  const size_t bytes = static_cast<size_t>(ir::storageBytes(dtype));
  for (std::int64_t i = 0; i < out.size(); ++i) std::memcpy(out.bytes() + static_cast<size_t>(i) * bytes, one.bytes(), bytes);
  return out;
}

/// Dropout at inference: output = input, mask all true. Training mode
/// (training_mode input from opset 12, is_test = 0 before opset 7) draws
/// random numbers, so it is unsupported unless the ratio is 0.
Status dropoutKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, ctx.opset >= 12 ? 3 : 1); !s.ok()) return s;
  const Tensor& x = *ctx.input(0);
  double ratio = ctx.node.attrFloat("ratio", 0.5f);
  bool training = ctx.opset < 7 && ctx.node.attrInt("is_test", 0) == 0;
  if (ctx.opset >= 12) {
    if (const Tensor* r = ctx.input(1)) {
      if (r->size() != 1) return ctx.error(fmt::format("expected a scalar ratio, found shape {}", ir::formatShape(r->shape())));
      ratio = r->at(0);
    }
    const Tensor* mode = ctx.input(2);
    if (mode && mode->size() != 1)
      return ctx.error(fmt::format("expected a scalar training_mode, found shape {}", ir::formatShape(mode->shape())));
    training = mode && mode->at(0) != 0;
  }
  if (training && ratio != 0)
    return ctx.unsupported(fmt::format("training-mode Dropout with ratio {} (random masks are not reproducible)", ratio));
  ctx.outputs[0] = x;
  if (ctx.outputs.size() > 1)
    ctx.outputs[1] = filledWithOnes(ctx.opset >= 10 ? DType::kBool : x.dtype(), x.shape());
  return Status();
}

/// Constant: exactly one of value, value_float(s), value_int(s).
Status constantKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 0, 0); !s.ok()) return s;
  if (ctx.node.attributes.size() != 1)
    return ctx.error(fmt::format("expected exactly one value attribute, found {}", ctx.node.attributes.size()));
  const auto& [name, value] = *ctx.node.attributes.begin();
  if (name == "value") {
    if (const Tensor* t = std::get_if<Tensor>(&value)) return setOutput(ctx, *t);
  } else if (name == "value_float") {
    if (const float* v = std::get_if<float>(&value)) {
      Tensor t(DType::kF32, {});
      t.data<float>()[0] = *v;
      return setOutput(ctx, std::move(t));
    }
  } else if (name == "value_floats") {
    if (const auto* v = std::get_if<std::vector<float>>(&value)) {
      Tensor t(DType::kF32, {static_cast<std::int64_t>(v->size())});
      std::copy(v->begin(), v->end(), t.data<float>());
      return setOutput(ctx, std::move(t));
    }
  } else if (name == "value_int") {
    if (const std::int64_t* v = std::get_if<std::int64_t>(&value)) {
      Tensor t(DType::kI64, {});
      t.data<std::int64_t>()[0] = *v;
      return setOutput(ctx, std::move(t));
    }
  } else if (name == "value_ints") {
    if (const auto* v = std::get_if<std::vector<std::int64_t>>(&value)) {
      Tensor t(DType::kI64, {static_cast<std::int64_t>(v->size())});
      std::copy(v->begin(), v->end(), t.data<std::int64_t>());
      return setOutput(ctx, std::move(t));
    }
  } else if (name == "value_string" || name == "value_strings" || name == "sparse_value") {
    return ctx.unsupported(fmt::format("Constant with attribute '{}' (string and sparse tensors)", name));
  } else {
    return ctx.error(fmt::format("unknown attribute '{}'; expected value, value_float(s) or value_int(s)", name));
  }
  return ctx.error(fmt::format("attribute '{}' has the wrong type", name));
}

/// ConstantOfShape: a tensor of the given shape filled with `value`
/// (a one-element tensor; f32 zero by default).
Status constantOfShapeKernel(KernelContext& ctx) {
  if (Status s = checkArity(ctx, 1, 1); !s.ok()) return s;
  const Tensor& shape_tensor = *ctx.input(0);
  if (!ir::isInteger(shape_tensor.dtype()) || shape_tensor.rank() > 1)
    return ctx.error(fmt::format("expected a 1-D integer shape input, found {} of shape {}", ir::name(shape_tensor.dtype()),
                                 ir::formatShape(shape_tensor.shape())));
  Tensor fill(DType::kF32, {1});
  if (ctx.node.has("value")) {
    const Tensor* value = ctx.node.attrTensor("value");
    if (!value || value->size() != 1) return ctx.error("attribute 'value' must be a one-element tensor");
    fill = *value;
  }
  Expected<Tensor> out = makeOutput(ctx, fill.dtype(), toInt64Vector(shape_tensor));
  if (!out) return out.status();
  Tensor result = std::move(out).value();
  const size_t bytes = static_cast<size_t>(ir::storageBytes(fill.dtype()));
  for (std::int64_t i = 0; i < result.size(); ++i)
    std::memcpy(result.bytes() + static_cast<size_t>(i) * bytes, fill.bytes(), bytes);
  return setOutput(ctx, std::move(result));
}

}  // namespace

void registerMiscKernels(KernelRegistry& registry) {
  registry.add("Cast", castKernel);
  registry.add("CastLike", castLikeKernel);
  registry.add("Identity", identityKernel);
  registry.add("Dropout", dropoutKernel);
  registry.add("Constant", constantKernel);
  registry.add("ConstantOfShape", constantOfShapeKernel);
}

}  // namespace tessera::exec::elementwise
