// Resize (opset 10+) and Upsample (opset 7-9): nearest and linear interpolation, one axis at a time.
//
// Follows the ONNX reference implementation (onnx/backend/test/case/node/resize.py):
// the resized length used in coordinate transforms is scale * input_length
// (not the rounded output length), and a tf_crop_and_resize coordinate
// outside the input gives extrapolation_value.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "compiler/exec/kernel.h"
#include "compiler/exec/kernel_util.h"
#include "compiler/exec/kernels/shape_common.h"

namespace tessera::exec::shape {
namespace {

enum class Coordinates { kHalfPixel, kPytorchHalfPixel, kAlignCorners, kAsymmetric, kTfHalfPixelForNn, kTfCropAndResize };
enum class Rounding { kRoundPreferFloor, kRoundPreferCeil, kFloor, kCeil, kLegacy };

struct ResizePlan {
  bool linear = false;
  Coordinates coordinates = Coordinates::kHalfPixel;
  Rounding rounding = Rounding::kRoundPreferFloor;
  double extrapolation_value = 0;
  std::vector<double> scales;  ///< per axis
  std::vector<double> roi;     ///< [starts..., ends...] for tf_crop_and_resize
  Shape out_shape;
};

/// Source position of output index x along one axis; nullopt means extrapolate.
std::optional<double> sourceCoordinate(const ResizePlan& plan, int axis, std::int64_t x, std::int64_t in_length) {
  const double scale = plan.scales[static_cast<size_t>(axis)];
  const double resized = scale * static_cast<double>(in_length);
  const auto xd = static_cast<double>(x);
  switch (plan.coordinates) {
    case Coordinates::kHalfPixel: return (xd + 0.5) / scale - 0.5;
    case Coordinates::kPytorchHalfPixel: return resized == 1 ? -0.5 : (xd + 0.5) / scale - 0.5;
    case Coordinates::kAlignCorners: return resized == 1 ? 0.0 : xd * static_cast<double>(in_length - 1) / (resized - 1);
    case Coordinates::kAsymmetric: return xd / scale;
    case Coordinates::kTfHalfPixelForNn: return (xd + 0.5) / scale;
    case Coordinates::kTfCropAndResize: {
      const size_t rank = plan.scales.size();
      const double start = plan.roi[static_cast<size_t>(axis)], end = plan.roi[rank + static_cast<size_t>(axis)];
      const auto last = static_cast<double>(in_length - 1);
      const double source = resized == 1 ? (end - start) * last / 2 + start * last
                                         : xd * (end - start) * last / (resized - 1) + start * last;
      if (source < 0 || source > last) return std::nullopt;
      return source;
    }
  }
  return 0.0;
}

/// Taps of one output index: value = w0 * in[i0] + w1 * in[i1].
struct Taps {
  std::int64_t i0 = 0, i1 = 0;
  double w0 = 1, w1 = 0;
  bool extrapolate = false;
};

Taps tapsFor(const ResizePlan& plan, int axis, std::int64_t x, std::int64_t in_length) {
  Taps taps;
  std::optional<double> source = sourceCoordinate(plan, axis, x, in_length);
  if (!source) {
    taps.extrapolate = true;
    return taps;
  }
  const double floor_index = std::floor(*source);
  const double ratio = *source - floor_index;
  auto clampIndex = [in_length](double i) {
    return static_cast<std::int64_t>(std::clamp(i, 0.0, static_cast<double>(in_length - 1)));
  };
  taps.i0 = clampIndex(floor_index);
  taps.i1 = clampIndex(floor_index + 1);
  if (plan.linear) {
    taps.w0 = 1 - ratio;
    taps.w1 = ratio;
    return taps;
  }
  bool take_ceil = false;
  if (ratio != 0) {
    switch (plan.rounding) {
      case Rounding::kRoundPreferFloor: take_ceil = ratio > 0.5; break;
      case Rounding::kRoundPreferCeil: take_ceil = ratio >= 0.5; break;
      case Rounding::kFloor: take_ceil = false; break;
      case Rounding::kCeil: take_ceil = true; break;
      case Rounding::kLegacy: take_ceil = plan.scales[static_cast<size_t>(axis)] < 1; break;
    }
  }
  if (take_ceil) taps.i0 = taps.i1;
  return taps;
}

/// Resizes axis `axis` of `in` (doubles) to plan.out_shape[axis].
Tensor resizeAxis(const ResizePlan& plan, const Tensor& in, int axis) {
  Shape out_shape = in.shape();
  const auto a = static_cast<size_t>(axis);
  out_shape[a] = plan.out_shape[a];
  Tensor out(DType::kF64, out_shape);
  const std::int64_t in_length = in.dim(axis), out_length = out_shape[a];
  const std::int64_t outer = ir::elementCount(Shape(out_shape.begin(), out_shape.begin() + axis));
  const std::int64_t inner = ir::elementCount(Shape(out_shape.begin() + axis + 1, out_shape.end()));
  std::vector<Taps> taps(static_cast<size_t>(out_length));
  for (std::int64_t x = 0; x < out_length; ++x) taps[static_cast<size_t>(x)] = tapsFor(plan, axis, x, in_length);
  const double* src = in.data<double>();
  double* dst = out.data<double>();
  for (std::int64_t o = 0; o < outer; ++o) {
    const double* plane = src + o * in_length * inner;
    for (const Taps& t : taps) {
      if (t.extrapolate) {
        std::fill(dst, dst + inner, plan.extrapolation_value);
      } else if (t.w1 == 0) {
        std::copy(plane + t.i0 * inner, plane + (t.i0 + 1) * inner, dst);
      } else {
        const double* r0 = plane + t.i0 * inner;
        const double* r1 = plane + t.i1 * inner;
        for (std::int64_t j = 0; j < inner; ++j) dst[j] = t.w0 * r0[j] + t.w1 * r1[j];
      }
      dst += inner;
    }
  }
  return out;
}

Status runResize(KernelContext& ctx, const Tensor& data, ResizePlan& plan) {
  Expected<Tensor> check = makeOutput(ctx, data.dtype(), plan.out_shape);
  if (!check) return check.status();
  if (ir::elementCount(plan.out_shape) == 0) return setOutput(ctx, std::move(check).value());
  if (data.size() == 0) return ctx.error(fmt::format("cannot resize an empty input of shape {}", ir::formatShape(data.shape())));
  Tensor current = castTensor(data, DType::kF64);
  for (int axis = data.rank() - 1; axis >= 0; --axis) {
    const bool identity = plan.out_shape[static_cast<size_t>(axis)] == data.dim(axis) &&
                          plan.scales[static_cast<size_t>(axis)] == 1 && plan.coordinates != Coordinates::kTfCropAndResize;
    if (!identity) current = resizeAxis(plan, current, axis);
  }
  return setOutput(ctx, castTensor(current, data.dtype()));
}

/// Reads a float scales tensor with one positive entry per axis.
Expected<std::vector<double>> readScales(const KernelContext& ctx, const Tensor& scales, int rank) {
  if (!ir::isFloat(scales.dtype()) || scales.rank() != 1 || scales.size() != rank)
    return ctx.error(fmt::format("expected {} float scales (one per input axis), found {} of shape {}", rank,
                                 ir::name(scales.dtype()), ir::formatShape(scales.shape())));
  std::vector<double> out;
  for (std::int64_t i = 0; i < scales.size(); ++i) {
    const double s = scales.at(i);
    if (!(s > 0) || !std::isfinite(s)) return ctx.error(fmt::format("scale {} of axis {} must be positive", s, i));
    out.push_back(s);
  }
  return out;
}

/// Output shape floor(input * scale) as in the reference implementation.
Status shapeFromScales(const KernelContext& ctx, const Tensor& data, ResizePlan& plan) {
  plan.out_shape.clear();
  for (int d = 0; d < data.rank(); ++d) {
    const double length = std::floor(static_cast<double>(data.dim(d)) * plan.scales[static_cast<size_t>(d)]);
    if (!(length < static_cast<double>(kMaxOutputElements)))
      return ctx.error(fmt::format("scale {} makes axis {} too large", plan.scales[static_cast<size_t>(d)], d));
    plan.out_shape.push_back(static_cast<std::int64_t>(length));
  }
  return Status();
}

Status setMode(const KernelContext& ctx, ResizePlan& plan) {
  const std::string mode = ctx.node.attrString("mode", "nearest");
  if (mode == "cubic") return ctx.unsupported("Resize mode 'cubic' (only nearest and linear are implemented)");
  if (mode != "nearest" && mode != "linear" && mode != "bilinear")
    return ctx.error(fmt::format("unknown mode '{}'; expected nearest, linear or cubic", mode));
  plan.linear = mode != "nearest";
  return Status();
}

/// Resize-11+: X, roi, scales, sizes; Resize-10: X, scales.
Status resizeKernel(KernelContext& ctx) {
  const bool legacy = ctx.opset < 11;
  if (Status s = checkArity(ctx, legacy ? 2 : 1, legacy ? 2 : 4); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  const int rank = data.rank();
  ResizePlan plan;
  if (Status s = setMode(ctx, plan); !s.ok()) return s;
  if (legacy) {
    plan.coordinates = Coordinates::kAsymmetric;
    plan.rounding = Rounding::kLegacy;
    Expected<std::vector<double>> scales = readScales(ctx, *ctx.input(1), rank);
    if (!scales) return scales.status();
    plan.scales = std::move(scales).value();
    if (Status s = shapeFromScales(ctx, data, plan); !s.ok()) return s;
    return runResize(ctx, data, plan);
  }
  const std::string coordinates = ctx.node.attrString("coordinate_transformation_mode", "half_pixel");
  if (coordinates == "half_pixel") plan.coordinates = Coordinates::kHalfPixel;
  else if (coordinates == "pytorch_half_pixel") plan.coordinates = Coordinates::kPytorchHalfPixel;
  else if (coordinates == "align_corners") plan.coordinates = Coordinates::kAlignCorners;
  else if (coordinates == "asymmetric") plan.coordinates = Coordinates::kAsymmetric;
  else if (coordinates == "tf_half_pixel_for_nn") plan.coordinates = Coordinates::kTfHalfPixelForNn;
  else if (coordinates == "tf_crop_and_resize") plan.coordinates = Coordinates::kTfCropAndResize;
  else return ctx.error(fmt::format("unknown coordinate_transformation_mode '{}'", coordinates));
  const std::string rounding = ctx.node.attrString("nearest_mode", "round_prefer_floor");
  if (rounding == "round_prefer_floor") plan.rounding = Rounding::kRoundPreferFloor;
  else if (rounding == "round_prefer_ceil") plan.rounding = Rounding::kRoundPreferCeil;
  else if (rounding == "floor") plan.rounding = Rounding::kFloor;
  else if (rounding == "ceil") plan.rounding = Rounding::kCeil;
  else return ctx.error(fmt::format("unknown nearest_mode '{}'", rounding));
  plan.extrapolation_value = ctx.node.attrFloat("extrapolation_value", 0.0f);

  const Tensor* scales = ctx.input(2);
  const Tensor* sizes = ctx.input(3);
  if (scales && scales->size() == 0) scales = nullptr;
  if (sizes && sizes->size() == 0) sizes = nullptr;
  if ((scales != nullptr) == (sizes != nullptr))
    return ctx.error("expected exactly one of the scales and sizes inputs to be given and non-empty");
  if (scales) {
    Expected<std::vector<double>> read = readScales(ctx, *scales, rank);
    if (!read) return read.status();
    plan.scales = std::move(read).value();
    if (Status s = shapeFromScales(ctx, data, plan); !s.ok()) return s;
  } else {
    Expected<std::vector<std::int64_t>> read = readInts(ctx, *sizes, "the sizes input");
    if (!read) return read.status();
    if (static_cast<int>(read->size()) != rank)
      return ctx.error(fmt::format("expected {} sizes (one per input axis), found {}", rank, read->size()));
    plan.out_shape = std::move(read).value();
    for (int d = 0; d < rank; ++d)
      plan.scales.push_back(data.dim(d) == 0 ? 1.0
                                             : static_cast<double>(plan.out_shape[static_cast<size_t>(d)]) /
                                                   static_cast<double>(data.dim(d)));
  }
  if (plan.coordinates == Coordinates::kTfCropAndResize) {
    const Tensor* roi = ctx.input(1);
    if (!roi || roi->size() != 2 * rank)
      return ctx.error(fmt::format("tf_crop_and_resize needs an roi input of {} values (starts then ends)", 2 * rank));
    for (std::int64_t i = 0; i < roi->size(); ++i) plan.roi.push_back(roi->at(i));
  }
  return runResize(ctx, data, plan);
}

/// Upsample-7/8 (scales attribute) and -9 (scales input): asymmetric coordinates.
Status upsampleKernel(KernelContext& ctx) {
  if (ctx.opset < 7) return ctx.unsupported("Upsample before opset 7 (height_scale/width_scale attributes)");
  const bool from_input = ctx.opset >= 9;
  if (Status s = checkArity(ctx, from_input ? 2 : 1, from_input ? 2 : 1); !s.ok()) return s;
  const Tensor& data = *ctx.input(0);
  ResizePlan plan;
  if (Status s = setMode(ctx, plan); !s.ok()) return s;
  plan.coordinates = Coordinates::kAsymmetric;
  plan.rounding = Rounding::kFloor;
  if (from_input) {
    Expected<std::vector<double>> scales = readScales(ctx, *ctx.input(1), data.rank());
    if (!scales) return scales.status();
    plan.scales = std::move(scales).value();
  } else {
    const std::vector<float> scales = ctx.node.attrFloats("scales");
    Tensor t(DType::kF32, {static_cast<std::int64_t>(scales.size())});
    std::copy(scales.begin(), scales.end(), t.data<float>());
    Expected<std::vector<double>> read = readScales(ctx, t, data.rank());
    if (!read) return read.status();
    plan.scales = std::move(read).value();
  }
  if (Status s = shapeFromScales(ctx, data, plan); !s.ok()) return s;
  return runResize(ctx, data, plan);
}

}  // namespace

void registerResizeKernels(KernelRegistry& registry) {
  registry.add("Resize", resizeKernel);
  registry.add("Upsample", upsampleKernel);
}

}  // namespace tessera::exec::shape
