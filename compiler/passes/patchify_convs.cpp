// patchify-convs: a convolution over non-overlapping windows of many taps
// becomes a matrix product of patches by weights.
//
//   %y = Conv(%x [N,C,H,W], %w [K,C,R,S], %b) {kernel = strides = [R,S], no padding}
//     ->  %p = Reshape(%x, [N,C,H/R,R,W/S,S]) ; Transpose(perm [0,2,4,1,3,5])
//             ; Reshape([N*(H/R)*(W/S), C*R*S])                     (one row per patch)
//         %m = MatMul(%p, %wt [C*R*S, K]) (+ %b)                    (wt: w reshaped and transposed)
//         %y = Reshape(%m, [N,H/R,W/S,K]) ; Transpose(perm [0,3,1,2])
//
// and likewise ConvInteger(xq, w, x_zp) (after lower-to-integer) becomes
// MatMulInteger(patches, wt, x_zp), its int32 result feeding the same
// Requantize. Every patch element meets the weight it met in the
// convolution, so the integer sums are equal; float sums are equal up to the
// order of additions.
//
// Why: the backend's convolution keeps a window's R*S taps as buffer rows of
// one tile, so a window of 1,024 taps (ViT-B/32's 32x32 patch embedding)
// needs more rows than a buffer slot holds on 32x32 arrays, while the
// product streams the same values as patch rows. Applies when the window
// has at least kMinTaps taps (R*S >= 64): smaller patch convolutions (the
// 2x2 and 4x4 ones of ConvNeXt and Swin) fit every reference config and keep
// the convolution path. Requires a static input shape divisible by the
// window, group 1, dilation 1, no padding (pads 0, auto_pad NOTSET or VALID)
// and constant weights (and bias).
#include <fmt/format.h>

#include <cstring>

#include "compiler/passes/pass.h"
#include "compiler/passes/registry.h"

namespace tessera::passes {
namespace {

constexpr const char* kFlag = "patchify-convs";
constexpr std::int64_t kMinTaps = 64;

class PatchifyConvs : public Pass {
 public:
  Status run(ir::Graph& graph, PassContext& context) override {
    std::vector<ir::Node> rewritten;
    rewritten.reserve(graph.nodes.size());
    std::vector<ir::Node> nodes = std::move(graph.nodes);
    graph.nodes.clear();
    for (ir::Node& node : nodes) {
      if (!matches(graph, node)) {
        rewritten.push_back(std::move(node));
        continue;
      }
      for (ir::Node& n : patchify(graph, node)) rewritten.push_back(std::move(n));
      context.count(kFlag, node.op_type == "Conv" ? "convs-rewritten" : "integer-convs-rewritten");
    }
    graph.nodes = std::move(rewritten);
    return Status();
  }

 private:
  static bool matches(const ir::Graph& graph, const ir::Node& node) {
    const bool conv = node.op_type == "Conv", integer = node.op_type == "ConvInteger";
    if (!node.domain.empty() || (!conv && !integer) || node.inputs.size() < 2 || node.outputs.size() != 1) return false;
    if (node.attrInt("group", 1) != 1) return false;
    if (node.has("auto_pad") && node.attrString("auto_pad", "NOTSET") != "NOTSET" &&
        node.attrString("auto_pad", "NOTSET") != "VALID")
      return false;
    const ir::Value& x = graph.value(node.inputs[0]);
    const ir::Value& w = graph.value(node.inputs[1]);
    if (!w.constant || w.constant->rank() != 4 || !x.type.rank_known || x.type.shape.size() != 4) return false;
    for (std::int64_t d : x.type.shape)
      if (d <= 0) return false;
    if (conv && node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue && !graph.value(node.inputs[2]).constant)
      return false;
    if (integer && node.inputs.size() > 3 && node.inputs[3] != ir::kNoValue) return false;  // weight zero point
    const std::int64_t r = w.constant->dim(2), s = w.constant->dim(3);
    const std::vector<std::int64_t> kernel = {r, s};
    if (node.has("kernel_shape") && node.attrInts("kernel_shape") != kernel) return false;
    if (!node.has("strides") || node.attrInts("strides") != kernel) return false;
    if (node.has("dilations") && node.attrInts("dilations") != std::vector<std::int64_t>{1, 1}) return false;
    if (node.has("pads") && node.attrInts("pads") != std::vector<std::int64_t>{0, 0, 0, 0}) return false;
    if (w.constant->dim(1) != x.type.shape[1]) return false;
    return r * s >= kMinTaps && x.type.shape[2] % r == 0 && x.type.shape[3] % s == 0;
  }

  static ir::ValueId value(ir::Graph& graph, const std::string& base, ir::DType dtype, ir::Shape shape) {
    ir::Value v;
    v.name = graph.uniqueName(base);
    v.type.dtype = dtype;
    v.type.shape = std::move(shape);
    v.type.dim_params.assign(v.type.shape.size(), "");
    v.type.rank_known = true;
    return graph.addValue(std::move(v));
  }

  static ir::Node op(const std::string& name, const std::string& type, std::vector<ir::ValueId> inputs,
                     ir::ValueId output) {
    ir::Node n;
    n.name = name;
    n.op_type = type;
    n.inputs = std::move(inputs);
    n.outputs = {output};
    return n;
  }

  static ir::ValueId shapeConstant(ir::Graph& graph, const std::string& base, const std::vector<std::int64_t>& dims) {
    ir::Tensor t(ir::DType::kI64, {static_cast<std::int64_t>(dims.size())});
    for (size_t i = 0; i < dims.size(); ++i) t.data<std::int64_t>()[i] = dims[i];
    return graph.addConstant(base, std::move(t));
  }

  static std::vector<ir::Node> patchify(ir::Graph& graph, const ir::Node& node) {
    const bool integer = node.op_type == "ConvInteger";
    const ir::Value x = graph.value(node.inputs[0]);
    const ir::Tensor& w = *graph.value(node.inputs[1]).constant;
    const ir::ValueId y = node.outputs[0];
    const ir::DType out_dtype = graph.value(y).type.dtype == ir::DType::kUndefined
                                    ? (integer ? ir::DType::kI32 : x.type.dtype)
                                    : graph.value(y).type.dtype;
    const std::int64_t n = x.type.shape[0], c = x.type.shape[1], h = x.type.shape[2], wd = x.type.shape[3];
    const std::int64_t k = w.dim(0), r = w.dim(2), s = w.dim(3), oh = h / r, ow = wd / s, depth = c * r * s;
    const std::string base = node.name.empty() ? graph.value(y).name : node.name;

    // The weights as a [C*R*S, K] matrix: wt[(ci, ri, si)][ko] = w[ko][ci][ri][si].
    ir::Tensor wt(w.dtype(), {depth, k});
    const std::size_t bytes = ir::storageBytes(w.dtype());
    for (std::int64_t ko = 0; ko < k; ++ko)
      for (std::int64_t e = 0; e < depth; ++e)
        std::memcpy(wt.bytes() + static_cast<std::size_t>(e * k + ko) * bytes,
                    w.bytes() + static_cast<std::size_t>(ko * depth + e) * bytes, bytes);
    const ir::ValueId wt_id = graph.addConstant(graph.value(node.inputs[1]).name + "_patches", std::move(wt));

    std::vector<ir::Node> out;
    const ir::ValueId split = value(graph, base + "_windows", x.type.dtype, {n, c, oh, r, ow, s});
    out.push_back(op(base + "_windows", "Reshape",
                     {node.inputs[0], shapeConstant(graph, base + "_windows_shape", {n, c, oh, r, ow, s})}, split));
    const ir::ValueId grouped = value(graph, base + "_patch_major", x.type.dtype, {n, oh, ow, c, r, s});
    out.push_back(op(base + "_patch_major", "Transpose", {split}, grouped));
    out.back().attributes["perm"] = std::vector<std::int64_t>{0, 2, 4, 1, 3, 5};
    const ir::ValueId patches = value(graph, base + "_patches", x.type.dtype, {n * oh * ow, depth});
    out.push_back(op(base + "_patches", "Reshape",
                     {grouped, shapeConstant(graph, base + "_patches_shape", {n * oh * ow, depth})}, patches));

    ir::ValueId product = value(graph, base + "_product", out_dtype, {n * oh * ow, k});
    if (integer) {
      std::vector<ir::ValueId> inputs = {patches, wt_id};
      if (node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue) inputs.push_back(node.inputs[2]);
      out.push_back(op(base + "_product", "MatMulInteger", inputs, product));
    } else {
      out.push_back(op(base + "_product", "MatMul", {patches, wt_id}, product));
      if (node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue) {
        const ir::ValueId biased = value(graph, base + "_biased", out_dtype, {n * oh * ow, k});
        out.push_back(op(base + "_bias", "Add", {product, node.inputs[2]}, biased));
        product = biased;
      }
    }
    const ir::ValueId pixels = value(graph, base + "_pixels", out_dtype, {n, oh, ow, k});
    out.push_back(op(base + "_pixels", "Reshape", {product, shapeConstant(graph, base + "_pixels_shape", {n, oh, ow, k})},
                     pixels));
    out.push_back(op(base + "_channels_first", "Transpose", {pixels}, y));
    out.back().attributes["perm"] = std::vector<std::int64_t>{0, 3, 1, 2};
    for (ir::Node& o : out) o.fusion_group = node.fusion_group;
    return out;
  }
};

}  // namespace

const PassInfo kPatchifyConvsPass = {
    "patchify-convs",
    "Rewrite a convolution over non-overlapping windows of >= 64 taps (kernel = stride, no padding) as "
    "patches x weights (MatMul / MatMulInteger)",
    [](const PassOptions& o) { return createWithoutOptions<PatchifyConvs>("patchify-convs", o); }};

}  // namespace tessera::passes
