// DRAM image: constant values laid out as codegen's LOADs read them (see dram_image.h).
#include "compiler/backend/program/dram_image.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <map>

#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/immediates.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/plan/memory_plan.h"
#include "compiler/backend/map/pack.h"
#include "compiler/backend/map/toeplitz.h"
#include "compiler/ir/half.h"
#include "hw/isa/encode.h"
#include "hw/isa/weight_codec.h"
#include "hw/support/diagnostic.h"
#include "hw/support/packed.h"

namespace tessera::backend {
namespace {

// ---- elements -------------------------------------------------------------

/// How one element is stored: its width and whether the bits are a float.
struct ElementFormat {
  int bits = 8;
  hw::NumberFormat format = hw::NumberFormat::kInt;
  bool isFloat() const { return format != hw::NumberFormat::kInt; }
};

ElementFormat weightFormat(const hw::Spec& spec) {
  return {spec.params().precision.weight_bits, spec.params().precision.number_format};
}
ElementFormat accumulatorFormat(const hw::Spec& spec) {
  return {spec.params().precision.accumulator_bits, spec.params().precision.number_format};
}

/// The stored bits of a real value in a float format (32 bits: IEEE fp32).
std::int64_t floatCode(double value, const ElementFormat& f) {
  const auto v = static_cast<float>(value);
  if (f.bits == 32) return ir::floatBits(v);
  return f.format == hw::NumberFormat::kBf16 ? ir::floatToBf16(v) : ir::floatToHalf(v);
}

/// The value of stored code `code` (sign-extended integer, or float bits).
double valueOf(std::int64_t code, const ElementFormat& f) {
  if (!f.isFloat()) return static_cast<double>(code);
  const auto bits = static_cast<std::uint32_t>(code) & (f.bits == 32 ? 0xffffffffu : 0xffffu);
  if (f.bits == 32) return ir::bitsFloat(bits);
  return f.format == hw::NumberFormat::kBf16 ? ir::bf16ToFloat(static_cast<std::uint16_t>(bits))
                                             : ir::halfToFloat(static_cast<std::uint16_t>(bits));
}

// ---- values ---------------------------------------------------------------

enum class Role { kWeight, kBias, kOperand };

Status kernelImageError(const KernelGraph& graph, const Kernel& kernel, const std::string& message) {
  return Status::error(fileError(graph.source, fmt::format("kernel '{}' ({}): {}", kernel.name, kernel.ops, message)));
}

/// Channel of flat element `i` along `axis` of `shape` (per-channel quantization).
std::int64_t channelOf(const ir::Shape& shape, int axis, std::int64_t i) {
  if (axis < 0 || axis >= static_cast<int>(shape.size())) return 0;
  std::int64_t inner = 1;
  for (size_t d = static_cast<size_t>(axis) + 1; d < shape.size(); ++d) inner *= shape[d];
  return i / inner % shape[static_cast<size_t>(axis)];
}

/// Stored codes of every element of constant `ref` (flat order) in `role`.
Expected<std::vector<std::int64_t>> codesOf(const hw::Spec& spec, const KernelGraph& graph, const Kernel& kernel,
                                            const TensorRef& ref, Role role) {
  const ir::Graph& ir = *graph.source_graph;
  if (ref.value < 0 || ref.value >= static_cast<ir::ValueId>(ir.values.size()) || !ir.value(ref.value).constant)
    return kernelImageError(graph, kernel, fmt::format("constant '{}' has no data in the graph", ref.name));
  const ir::Value& value = ir.value(ref.value);
  const ir::Tensor& t = *value.constant;
  const ElementFormat f = role == Role::kWeight ? weightFormat(spec) : accumulatorFormat(spec);
  std::vector<std::int64_t> codes(static_cast<size_t>(t.size()));
  if (f.isFloat()) {
    for (std::int64_t i = 0; i < t.size(); ++i) codes[static_cast<size_t>(i)] = floatCode(t.at(i), f);
    return codes;
  }
  const std::int64_t lo = -(std::int64_t{1} << (f.bits - 1)), hi = (std::int64_t{1} << (f.bits - 1)) - 1;
  const bool is_float = ir::isFloat(t.dtype());
  const ir::QuantParams* q = value.quant && !value.quant->scale.empty() ? &*value.quant : nullptr;
  const std::vector<double>& acc = kernel.accumulator_scales;
  if (is_float && !q && !(role == Role::kBias && !acc.empty()))
    return kernelImageError(graph, kernel,
                            fmt::format("constant '{}' is float without a quantization scale; an integer spec "
                                        "needs its integers (run tessera quantize first)",
                                        ref.name));
  for (std::int64_t i = 0; i < t.size(); ++i) {
    std::int64_t code = 0;
    if (!is_float) {
      code = t.intAt(i);
    } else if (q) {
      // The model's own grid: q = round(v / scale) + zero point, which must dequantize back exactly.
      const std::int64_t ch = q->scale.size() == 1 ? 0 : channelOf(t.shape(), q->axis, i);
      const float scale = q->scale[static_cast<size_t>(std::min<std::int64_t>(ch, std::ssize(q->scale) - 1))];
      const std::int32_t zp =
          q->zero_point.empty() ? 0 : q->zero_point[static_cast<size_t>(std::min<std::int64_t>(ch, std::ssize(q->zero_point) - 1))];
      const auto v = static_cast<float>(t.at(i));
      code = static_cast<std::int64_t>(std::nearbyint(static_cast<double>(v) / scale)) + zp;
      if (static_cast<float>(code - zp) * scale != v)
        return kernelImageError(graph, kernel,
                                fmt::format("constant '{}' element {} = {} is not on its quantization grid (scale {}, "
                                            "zero point {}): nearest integer {} dequantizes to {}",
                                            ref.name, i, v, scale, zp, code, static_cast<float>(code - zp) * scale));
    } else {
      // A float bias of a quantized model, at the accumulator scale s_x * s_w.
      const double scale = acc[static_cast<size_t>(acc.size() == 1 ? 0 : i % std::ssize(acc))];
      code = static_cast<std::int64_t>(std::nearbyint(t.at(i) / scale));
    }
    if (code < lo || code > hi)
      return kernelImageError(graph, kernel,
                              fmt::format("constant '{}' element {} = {} does not fit {} bits: the model is "
                                          "quantized for wider integers than the spec stores (tessera quantize "
                                          "--precision int{} for this spec)",
                                          ref.name, i, code, f.bits, f.bits));
    codes[static_cast<size_t>(i)] = code;
  }
  return codes;
}

/// The array weights of a (packed) kernel as codegen multiplies them:
/// code(group, output channel, r, s, reduction channel) of the stored matrix.
class ArrayWeights {
 public:
  static Expected<ArrayWeights> of(const hw::Spec& spec, const KernelGraph& graph, const Kernel& kernel,
                                   const TensorRef& ref) {
    ArrayWeights w;
    w.shape_ = kernel.shape;
    auto codes = codesOf(spec, graph, kernel, ref, Role::kWeight);
    if (!codes) return codes.status();
    w.codes_ = std::move(codes).value();
    const ir::Graph& ir = *graph.source_graph;
    const ir::Tensor& t = *ir.value(ref.value).constant;
    const ir::Node* node = nullptr;
    int input = -1;
    for (int n : kernel.nodes)
      for (size_t k = 0; k < ir.nodes[static_cast<size_t>(n)].inputs.size(); ++k)
        if (ir.nodes[static_cast<size_t>(n)].inputs[k] == ref.value && !node) {
          node = &ir.nodes[static_cast<size_t>(n)];
          input = static_cast<int>(k);
        }
    if (!node) return kernelImageError(graph, kernel, fmt::format("no node of the kernel reads '{}'", ref.name));
    const hw::model::LayerShape& l = kernel.shape;
    if (kernel.kind == KernelKind::kConv) {
      // [O, C/g, R, S]; packed: c' = P * c, k' = P * k (pack.h).
      if (t.rank() != 4 || t.dim(2) != l.r || t.dim(3) != l.s || l.c % t.dim(1) != 0 || t.dim(0) != l.g * l.k)
        return kernelImageError(graph, kernel,
                                fmt::format("weight '{}' {} is not the [O, C/g, R, S] of the convolution", ref.name,
                                            ir::formatShape(t.shape())));
      w.conv_c_ = t.dim(1);
      w.packing_ = l.c / t.dim(1);
      return w;
    }
    // Products: B [..., K, N] (Gemm transB: [N, K]); a constant A is not a weight codegen streams.
    const bool gemm_b = node->op_type == "Gemm" && input == 1;
    const bool matmul_b = (node->op_type == "MatMul" || node->op_type == "MatMulInteger") && input == 1;
    const bool qlinear_b = node->op_type == "QLinearMatMul" && input == 3;
    if (!gemm_b && !matmul_b && !qlinear_b)
      return kernelImageError(graph, kernel,
                              fmt::format("weight '{}' is input {} of {}; only a constant B is stored", ref.name, input,
                                          node->op_type));
    if (t.size() != l.c * l.k || t.rank() < 1)
      return kernelImageError(graph, kernel,
                              fmt::format("weight '{}' {} is not a {} x {} matrix", ref.name,
                                          ir::formatShape(t.shape()), l.c, l.k));
    w.transposed_ = gemm_b && node->attrInt("transB", 0) != 0;
    w.flattened_ = kernel.flattened_input;
    return w;
  }

  /// Code of output channel `k` (in group `g`) at reduction row (r, s, c).
  std::int64_t at(std::int64_t g, std::int64_t k, std::int64_t r, std::int64_t s, std::int64_t c) const {
    const hw::model::LayerShape& l = shape_;
    if (packing_ == 1)  // an ordinary convolution (the common case: no divisions)
      return codes_[static_cast<size_t>((((g * l.k + k) * conv_c_ + c) * l.r + r) * l.s + s)];
    if (packing_ > 0) {
      const std::int64_t kg = l.k / packing_;  // model output channels per model group
      if (c / conv_c_ != k / kg) return 0;     // off the block diagonal
      const std::int64_t o = g * l.k + k;
      return codes_[static_cast<size_t>(((o * conv_c_ + c % conv_c_) * l.r + r) * l.s + s)];
    }
    std::int64_t row = c;
    if (flattened_.size() == 3) {  // stored (h, w, c) order, the model's (c, h, w)
      const std::int64_t ch = flattened_[0], hw = flattened_[1] * flattened_[2];
      row = (c % ch) * hw + c / ch;
    }
    return codes_[static_cast<size_t>(transposed_ ? k * l.c + row : row * l.k + k)];
  }

 private:
  hw::model::LayerShape shape_;
  std::vector<std::int64_t> codes_;
  std::int64_t packing_ = 0, conv_c_ = 1;  ///< conv: groups packed, model input channels per group
  bool transposed_ = false;
  std::vector<std::int64_t> flattened_;
};

// ---- blocks ---------------------------------------------------------------

/// Packed kernels and plans, as generateProgram makes them.
struct Compiled {
  KernelGraph packed;
  std::vector<KernelPlan> plans;
};

Expected<Compiled> compiledKernels(const hw::Spec& spec, const KernelGraph& graph) {
  Compiled c;
  std::optional<KernelGraph> fitted = codegenGraph(spec, graph);
  c.packed = fitted ? std::move(*fitted) : graph;
  for (const Kernel& k : c.packed.kernels) {
    auto plan = planKernel(spec, k);
    if (!plan) return plan.status();
    c.plans.push_back(std::move(plan).value());
  }
  return c;
}

/// The weight tiling a kernel's mapping records ("tile n,k,c,p,q=... kfold=F ...").
Expected<WeightTiling> tilingOf(const KernelGraph& graph, const Kernel& kernel, const std::string& mapping) {
  long long n = 0, k = 0, c = 0, p = 0, q = 0, fold = 0;
  const size_t at = mapping.find("kfold=");
  if (std::sscanf(mapping.c_str(), "tile n,k,c,p,q=%lld,%lld,%lld,%lld,%lld", &n, &k, &c, &p, &q) != 5 ||
      at == std::string::npos || std::sscanf(mapping.c_str() + at, "kfold=%lld", &fold) != 1 || k < 1 || c < 1 ||
      fold < 1)
    return kernelImageError(graph, kernel, fmt::format("mapping '{}' does not state the weight tiling", mapping));
  return WeightTiling{k, c, fold};
}

/// Blocks of kernel `i` (array kernel with constant weights), in dense order.
Expected<std::vector<WeightBlock>> blocksOf(const hw::Spec& spec, const KernelGraph& graph, const Compiled& c,
                                            const Program& program, size_t i) {
  const Kernel& kernel = c.packed.kernels[i];
  const KernelPlan& plan = c.plans[i];
  std::vector<WeightBlock> out;
  if (plan.mode != PlanMode::kArray || plan.array_weight < 0 || kernel.banded) return out;  // bands: writeBands
  const std::string& name = kernel.weights[static_cast<size_t>(plan.array_weight)].name;
  const Region* region = program.memory.find(name);
  if (!region) return kernelImageError(graph, kernel, fmt::format("weight '{}' has no DRAM region", name));
  auto tiling = tilingOf(graph, kernel, program.kernels[i].mapping);
  if (!tiling) return tiling.status();
  const WeightLayout wl = weightLayout(spec, kernel);
  const hw::model::LayerShape& l = kernel.shape;
  const int wbits = spec.params().precision.weight_bits;
  for (std::int64_t g = 0; g < l.g; ++g)
    for (std::int64_t k0 = 0; k0 < l.k; k0 += tiling->tile_k)
      for (std::int64_t c0 = 0; c0 < l.c; c0 += tiling->tile_c) {
        const std::int64_t tk = std::min(tiling->tile_k, l.k - k0), tc = std::min(tiling->tile_c, l.c - c0);
        for (std::int64_t kf = 0; kf * tiling->fold_k < tk; ++kf) {
          WeightBlock b;
          b.kernel = static_cast<int>(i);
          b.region = name;
          b.group = g, b.k0 = k0, b.c0 = c0, b.fold = kf;
          b.first_channel = k0 + kf * tiling->fold_k;
          b.rows = l.r * l.s * tc;
          b.cols = std::min(tiling->fold_k, tk - kf * tiling->fold_k);
          b.address_bytes =
              region->offset_bytes + compressedOffset(wl, tiledWeightOffset(spec, kernel, *tiling, g, k0, c0, kf));
          b.load_bytes = storedWeightRows(wl, b.rows) * packedBytes(b.cols, wbits);
          b.encoding = isa::weightEncoding(spec, wl.compression);
          if (!out.empty()) out.back().slot_bytes = b.address_bytes - out.back().address_bytes;
          out.push_back(b);
        }
      }
  if (!out.empty()) out.back().slot_bytes = region->offset_bytes + wl.bytes - out.back().address_bytes;
  return out;
}

/// Encodes a block of rows x cols codes (row-major); error text in `problem` when it cannot be.
Expected<std::vector<std::uint8_t>> encodeBlock(const hw::Spec& spec, const WeightBlock& b,
                                                const std::vector<std::int64_t>& codes, std::string& problem) {
  return isa::encodeWeightBlock(spec, b.encoding, b.rows, b.cols, codes, problem);
}

/// Codes of block `b` read back from `bytes` (the image from the block's address on).
Expected<std::vector<std::int64_t>> decodeBlockCodes(const hw::Spec& spec, const WeightBlock& b,
                                                     const std::uint8_t* bytes, std::int64_t available) {
  return isa::decodeWeightBlock(spec, b.encoding, b.rows, b.cols, bytes, available,
                                fmt::format("weight block at byte {} of '{}'", b.address_bytes, b.region));
}

/// Region index containing DRAM address `address` among the sorted constant regions; -1 if none.
int regionAt(const std::vector<std::pair<std::int64_t, int>>& starts, const MemoryPlan& memory,
             std::int64_t address) {
  auto it = std::upper_bound(starts.begin(), starts.end(), std::make_pair(address, 1 << 30));
  if (it == starts.begin()) return -1;
  --it;
  const Region& r = memory.regions[static_cast<size_t>(it->second)];
  return address < r.offset_bytes + std::max<std::int64_t>(r.bytes, 1) ? it->second : -1;
}

// ---- the image ------------------------------------------------------------

/// A constant a vector step reads: its region's name, its values in stored
/// order and its tensor (nullptr: one the plan makes, a requantize's).
struct ConstantValues {
  std::string name;
  std::vector<std::int64_t> values;
  const TensorRef* ref = nullptr;
};

/// A 4-D [n, c, h, w] operand is stored channel-last, like the activations it meets.
void toChannelsLast(const ir::Value& value, std::vector<std::int64_t>& values) {
  const ir::Shape shape = value.constant->shape();
  if (shape.size() != 4 || value.layout != ir::Layout::kDefault || shape[1] <= 1 || shape[2] * shape[3] <= 1) return;
  std::vector<std::int64_t> nhwc(values.size());
  const std::int64_t C = shape[1], HW = shape[2] * shape[3];
  for (size_t e = 0; e < values.size(); ++e) {
    const auto x = static_cast<std::int64_t>(e);
    const std::int64_t n = x / (C * HW), ch = x / HW % C, pix = x % HW;
    nhwc[static_cast<size_t>((n * HW + pix) * C + ch)] = values[e];
  }
  values = std::move(nhwc);
}

/// Writes dram.bin's constant part: the array weights block by block, then
/// the vector steps' constants; then checks that no LOAD reads a region left
/// zero. Call the steps in that order (constants skip shared weights).
class ImageWriter {
 public:
  ImageWriter(const hw::Spec& spec, const KernelGraph& graph, const Program& program, const Compiled& c)
      : spec_(spec), graph_(graph), program_(program), c_(c), memory_(program.memory), acc_(accumulatorFormat(spec)) {
    image_.spec_fingerprint = program.spec_fingerprint;
    image_.contents.bytes.assign(static_cast<size_t>(memory_.activation_base), 0);
  }

  /// Array weights, block by block where the LOADs read them.
  Status writeWeights() {
    for (size_t i = 0; i < c_.packed.kernels.size() && i < program_.kernels.size(); ++i)
      if (Status s = writeKernelWeights(i); !s.ok()) return s;
    return {};
  }

  /// Constants: the operands the plans read, at accumulator precision.
  Status writeConstants() {
    for (size_t i = 0; i < c_.packed.kernels.size(); ++i) {
      std::vector<const VectorStep*> steps;
      for (const VectorStep& s : c_.plans[i].chain) steps.push_back(&s);
      for (const VectorStep& s : c_.plans[i].after_pool) steps.push_back(&s);
      for (const VectorStep* step : steps)
        if (Status s = writeConstant(c_.packed.kernels[i], c_.plans[i], *step); !s.ok()) return s;
    }
    return {};
  }

  /// Regions left zero; none of them may be read by a LOAD (their values would be invented).
  Status checkLoads() {
    std::vector<std::pair<std::int64_t, int>> starts;
    for (size_t r = 0; r < memory_.regions.size(); ++r) {
      const Region& region = memory_.regions[r];
      if (region.kind != RegionKind::kWeight && region.kind != RegionKind::kConstant) continue;
      starts.emplace_back(region.offset_bytes, static_cast<int>(r));
      if (!written_.count(region.name)) image_.unread.push_back(region.name);
    }
    std::sort(starts.begin(), starts.end());
    // Only LOADs are decoded: the opcode is the first field of every format (isa.h).
    const isa::FieldLayout& opcode_field = program_.layout.formats[0].fields[0];
    const std::uint64_t opcode_mask = (std::uint64_t{1} << opcode_field.bits) - 1;
    for (std::size_t i = 0; i < program_.size(); ++i) {
      if (((program_.encoded(i)[0] >> opcode_field.lsb) & opcode_mask) !=
          static_cast<std::uint64_t>(isa::Opcode::kLoad))
        continue;
      const isa::Instruction in = program_.instruction(i);
      if (const std::string region = unwrittenRegion(in.transfer, starts); !region.empty()) {
        std::string kernel = "none";
        for (const ProgramKernel& k : program_.kernels)
          if (i >= k.first && i < k.first + k.count) kernel = k.name;
        return Status::error(fileError(
            graph_.source, fmt::format("constant region '{}' is loaded by the program (instruction {}, kernel '{}': {}) "
                                       "but the DRAM image does not know its values (a constant kind dram_image.cpp "
                                       "does not serialize)",
                                       region, i, kernel, isa::toAssembly(in))));
      }
    }
    return {};
  }

  /// The image written (call after the steps).
  DramImage take() { return std::move(image_); }

 private:
  /// Copies `bytes` to DRAM `address` (what: "weight" or "constant", for the error).
  Status place(const Kernel& kernel, const std::string& region, std::int64_t address,
               const std::vector<std::uint8_t>& bytes, const std::string& what) {
    if (address < 0 || address + std::ssize(bytes) > memory_.activation_base)
      return kernelImageError(graph_, kernel, fmt::format("{} of '{}' leaves the constant part of DRAM", what, region));
    std::copy(bytes.begin(), bytes.end(), image_.contents.bytes.begin() + address);
    return {};
  }

  /// Kernel i's weight region: every block encoded at its place (a shared
  /// weight must come out the same for every kernel using it).
  Status writeKernelWeights(size_t i) {
    const Kernel& kernel = c_.packed.kernels[i];
    if (kernel.banded) return writeBands(i);
    auto blocks = blocksOf(spec_, graph_, c_, program_, i);
    if (!blocks) return blocks.status();
    if (blocks->empty()) return {};
    const TensorRef& ref = kernel.weights[static_cast<size_t>(c_.plans[i].array_weight)];
    auto weights = ArrayWeights::of(spec_, graph_, kernel, ref);
    if (!weights) return weights.status();
    const Region& region = *memory_.find(ref.name);
    std::vector<std::uint8_t> bytes(static_cast<size_t>(region.bytes), 0);
    for (const WeightBlock& b : *blocks)
      if (Status s = writeWeightBlock(kernel, *weights, b, region, bytes); !s.ok()) return s;
    auto [it, fresh] = written_.emplace(ref.name, bytes);
    if (!fresh && it->second != bytes)
      return kernelImageError(graph_, kernel,
                              fmt::format("weight '{}' is shared with an earlier kernel tiled differently; one "
                                          "region cannot hold both",
                                          ref.name));
    return place(kernel, ref.name, region.offset_bytes, bytes, "weight");
  }

  /// A banded depthwise kernel's region (map/toeplitz.h): per channel c,
  /// kernel row r and window offset b, band_rows rows of band_cols weights, row i
  /// column j holding w[c][r][i + delta_b - j * stride_w] (zero outside the kernel).
  Status writeBands(size_t i) {
    const Kernel& kernel = c_.packed.kernels[i];
    const std::optional<BandedGeometry> g = bandedGeometry(spec_, kernel);
    if (!g) return kernelImageError(graph_, kernel, "internal error: a banded kernel without its band geometry");
    const TensorRef& ref = kernel.weights[static_cast<size_t>(c_.plans[i].array_weight)];
    auto weights = ArrayWeights::of(spec_, graph_, kernel, ref);
    if (!weights) return weights.status();
    const Region& region = *memory_.find(ref.name);
    const int bits = spec_.params().precision.weight_bits;
    const std::int64_t row_bytes = packedBytes(g->band_cols, bits);
    std::vector<std::uint8_t> bytes(static_cast<size_t>(region.bytes), 0);
    if (g->C * g->channelBandRows() * row_bytes > region.bytes)
      return kernelImageError(graph_, kernel, fmt::format("the bands of '{}' overflow its region", ref.name));
    for (std::int64_t c = 0; c < g->C; ++c)
      for (std::int64_t r = 0; r < g->R; ++r)
        for (int b = 0; b < static_cast<int>(g->deltas.size()); ++b)
          for (std::int64_t row = 0; row < g->band_rows; ++row)
            for (std::int64_t j = 0; j < g->band_cols; ++j) {
              const std::int64_t s = row + g->deltas[static_cast<size_t>(b)] - j * g->sw;
              if (s < 0 || s >= g->S) continue;
              hw::writePacked(bytes.data() + (g->bandRow(c, r, b) + row) * row_bytes, j, bits, weights->at(c, 0, r, s, 0));
            }
    auto [it, fresh] = written_.emplace(ref.name, bytes);
    if (!fresh && it->second != bytes)
      return kernelImageError(graph_, kernel,
                              fmt::format("weight '{}' is shared with an earlier kernel stored differently", ref.name));
    return place(kernel, ref.name, region.offset_bytes, bytes, "weight");
  }

  /// One weight block, encoded into its slot of the region's `bytes`.
  Status writeWeightBlock(const Kernel& kernel, const ArrayWeights& weights, const WeightBlock& b, const Region& region,
                          std::vector<std::uint8_t>& bytes) const {
    const std::int64_t tc = b.rows / (kernel.shape.r * kernel.shape.s);
    std::vector<std::int64_t> codes(static_cast<size_t>(b.rows * b.cols));
    for (std::int64_t row = 0; row < b.rows; ++row) {
      const std::int64_t rs = row / tc, cc = row % tc;
      for (std::int64_t j = 0; j < b.cols; ++j)
        codes[static_cast<size_t>(row * b.cols + j)] =
            weights.at(b.group, b.first_channel + j, rs / kernel.shape.s, rs % kernel.shape.s, b.c0 + cc);
    }
    std::string problem;
    auto encoded = encodeBlock(spec_, b, codes, problem);
    const std::string where =
        fmt::format("weight block (group {}, k tile at {}, c tile at {}, k fold {})", b.group, b.k0, b.c0, b.fold);
    if (!problem.empty()) return kernelImageError(graph_, kernel, fmt::format("{}: {}", where, problem));
    if (std::ssize(*encoded) > b.slot_bytes)
      return kernelImageError(
          graph_, kernel,
          fmt::format("{}: {} stored bytes overflow its {}-byte slot (the layout places blocks at the region's "
                      "average compression ratio)",
                      where, encoded->size(), b.slot_bytes));
    std::copy(encoded->begin(), encoded->end(), bytes.begin() + (b.address_bytes - region.offset_bytes));
    return {};
  }

  /// A float constant without a scale on an integer spec (a bias gets the accumulator scale when known).
  bool unquantized(const Kernel& kernel, const TensorRef& ref, bool bias) const {
    if (acc_.isFloat() || ref.value < 0 || !graph_.source_graph->value(ref.value).constant) return false;
    const ir::Value& v = graph_.source_graph->value(ref.value);
    return ir::isFloat(v.constant->dtype()) && (!v.quant || v.quant->scale.empty()) &&
           !(bias && !kernel.accumulator_scales.empty());
  }

  /// The constant `step` reads and its accumulator-precision values in stored
  /// order; nullopt when there is none to write (no constant operand, one
  /// written already, or one left zero with a note).
  Expected<std::optional<ConstantValues>> constantOf(const Kernel& kernel, const KernelPlan& plan,
                                                     const VectorStep& step) {
    ConstantValues k;
    switch (step.operand.kind) {
      case OperandKind::kBias:
      case OperandKind::kConstant: {
        k.ref = &kernel.weights[static_cast<size_t>(step.operand.index)];
        k.name = k.ref->name;
        if (written_.count(k.name)) return std::optional<ConstantValues>{};
        if (unquantized(kernel, *k.ref, step.operand.kind == OperandKind::kBias)) {
          // The data it meets are not quantized either (the float graph input
          // before its QuantizeLinear): no integers exist, none are invented.
          image_.notes.push_back(
              fmt::format("dram.bin: constant '{}' of kernel '{}' is float without a "
                          "quantization scale on an integer spec; left zero",
                          k.name, kernel.name));
          written_.emplace(k.name, std::vector<std::uint8_t>{});
          return std::optional<ConstantValues>{};
        }
        auto codes = codesOf(spec_, graph_, kernel, *k.ref,
                             step.operand.kind == OperandKind::kBias ? Role::kBias : Role::kOperand);
        if (!codes) return codes.status();
        k.values = std::move(codes).value();
        return std::optional<ConstantValues>(std::move(k));
      }
      case OperandKind::kRequantize:
        // Per-channel requantize (immediates.h ChannelRequantize): the multipliers, then the shifts.
        k.name = requantizeRegionName(kernel);
        if (const std::optional<ChannelRequantize> rq = channelRequantize(plan)) {
          k.values.assign(rq->multipliers.begin(), rq->multipliers.end());
          k.values.insert(k.values.end(), rq->shifts.begin(), rq->shifts.end());
        }
        return std::optional<ConstantValues>(std::move(k));
      default: return std::optional<ConstantValues>{};
    }
  }

  /// The constant `step` reads, packed at accumulator precision (at least one
  /// output row; a single value fills it) into its region.
  Status writeConstant(const Kernel& kernel, const KernelPlan& plan, const VectorStep& step) {
    auto constant = constantOf(kernel, plan, step);
    if (!constant) return constant.status();
    if (!*constant) return {};
    ConstantValues& k = *constant.value();
    const std::string& name = k.name;
    std::vector<std::int64_t>& values = k.values;
    const Region* region = memory_.find(name);
    if (!region) return kernelImageError(graph_, kernel, fmt::format("constant '{}' has no DRAM region", name));
    if (k.ref) toChannelsLast(graph_.source_graph->value(k.ref->value), values);
    const std::int64_t row_elements = spec_.derived().output.elements_per_row;
    const std::int64_t count = std::max<std::int64_t>(std::ssize(values), row_elements);
    std::vector<std::uint8_t> bytes(static_cast<size_t>(packedBytes(count, acc_.bits)), 0);
    for (std::int64_t e = 0; e < count; ++e) {
      const std::int64_t code = values.size() == 1       ? values.front()
                                : e < std::ssize(values) ? values[static_cast<size_t>(e)]
                                                         : 0;
      hw::writePacked(bytes.data(), e, acc_.bits, code);
    }
    if (std::ssize(bytes) > region->bytes)
      return kernelImageError(
          graph_, kernel,
          fmt::format("constant '{}' needs {} bytes, its region has {}", name, bytes.size(), region->bytes));
    written_.emplace(name, bytes);
    return place(kernel, name, region->offset_bytes, bytes, "constant");
  }

  /// A LOAD: every DRAM row it reads below the activations lies in a region
  /// written; else the first region it reads that was not.
  std::string unwrittenRegion(const isa::TransferFields& t, const std::vector<std::pair<std::int64_t, int>>& starts) const {
    const std::uint64_t planes = std::max<std::uint64_t>(t.planes, 1);
    for (std::uint64_t p = 0; p < planes && t.rows > 0; ++p)
      for (std::uint64_t r = 0; r < t.rows; ++r) {
        const auto address =
            static_cast<std::int64_t>(t.dram_address + p * t.dram_plane_stride_bytes + r * t.dram_stride_bytes);
        if (address >= memory_.activation_base) break;
        const int hit = regionAt(starts, memory_, address);
        if (hit >= 0 && !written_.count(memory_.regions[static_cast<size_t>(hit)].name))
          return memory_.regions[static_cast<size_t>(hit)].name;
      }
    return {};
  }

  const hw::Spec& spec_;
  const KernelGraph& graph_;
  const Program& program_;
  const Compiled& c_;
  const MemoryPlan& memory_;
  const ElementFormat acc_;  ///< constants' format
  DramImage image_;
  std::map<std::string, std::vector<std::uint8_t>> written_;  ///< region -> its bytes (a shared weight: same bytes)
};

}  // namespace

std::optional<std::string> imageBlocker(const hw::Spec& spec, const KernelGraph& graph) {
  if (!graph.source_graph) return std::string("dram.bin not written: the model has no constant data (a topology file)");
  if (spec.params().precision.number_format != hw::NumberFormat::kInt) return std::nullopt;
  const ir::Graph& ir = *graph.source_graph;
  for (const Kernel& k : graph.kernels) {
    if ((k.kind != KernelKind::kConv && k.kind != KernelKind::kMatMul) || !k.weights_constant) continue;
    for (const TensorRef& w : k.weights) {
      if (w.elements != k.shape.weightElements() || w.value < 0 || !ir.value(w.value).constant) continue;
      const ir::Value& v = ir.value(w.value);
      if (ir::isFloat(v.constant->dtype()) && (!v.quant || v.quant->scale.empty()))
        return std::string(kWeightsNeedQuantizedModel);
    }
  }
  return std::nullopt;
}

Expected<std::vector<WeightBlock>> weightBlocks(const hw::Spec& spec, const KernelGraph& graph,
                                                const Program& program) {
  auto c = compiledKernels(spec, graph);
  if (!c) return c.status();
  std::vector<WeightBlock> all;
  for (size_t i = 0; i < c->packed.kernels.size() && i < program.kernels.size(); ++i) {
    auto blocks = blocksOf(spec, graph, *c, program, i);
    if (!blocks) return blocks.status();
    all.insert(all.end(), blocks->begin(), blocks->end());
  }
  return all;
}

Expected<DramImage> buildDramImage(const hw::Spec& spec, const KernelGraph& graph, const Program& program) {
  if (auto blocked = imageBlocker(spec, graph)) return Status::error(fileError(graph.source, *blocked));
  auto compiled = compiledKernels(spec, graph);
  if (!compiled) return compiled.status();
  ImageWriter writer(spec, graph, program, *compiled);
  if (Status s = writer.writeWeights(); !s.ok()) return s;
  if (Status s = writer.writeConstants(); !s.ok()) return s;
  if (Status s = writer.checkLoads(); !s.ok()) return s;
  return writer.take();
}

Expected<std::vector<double>> decodeWeightBlock(const hw::Spec& spec, const DramImage& image,
                                                const WeightBlock& block) {
  const std::int64_t offset = block.address_bytes - static_cast<std::int64_t>(image.contents.base_address);
  if (offset < 0 || offset > std::ssize(image.contents.bytes))
    return Status::error(fileError("dram.bin", fmt::format("weight block at byte {} of '{}' is outside the image",
                                                           block.address_bytes, block.region)));
  auto codes = decodeBlockCodes(spec, block, image.contents.bytes.data() + offset, std::ssize(image.contents.bytes) - offset);
  if (!codes) return codes.status();
  std::vector<double> values;
  values.reserve(codes->size());
  for (std::int64_t code : *codes) values.push_back(valueOf(code, weightFormat(spec)));
  return values;
}

Expected<std::vector<double>> decodeConstant(const hw::Spec& spec, const Program& program, const DramImage& image,
                                             const std::string& region, std::int64_t elements) {
  const Region* r = program.memory.find(region);
  const ElementFormat acc = accumulatorFormat(spec);
  if (!r) return Status::error(fileError("dram.bin", fmt::format("no region '{}'", region)));
  const std::int64_t offset = r->offset_bytes - static_cast<std::int64_t>(image.contents.base_address);
  if (offset < 0 || offset + packedBytes(elements, acc.bits) > std::ssize(image.contents.bytes) ||
      packedBytes(elements, acc.bits) > r->bytes)
    return Status::error(fileError("dram.bin", fmt::format("{} elements of '{}' run past its region or the image",
                                                           elements, region)));
  std::vector<double> values;
  for (std::int64_t e = 0; e < elements; ++e)
    values.push_back(valueOf(hw::readPacked(image.contents.bytes.data() + offset, e, acc.bits, !acc.isFloat()), acc));
  return values;
}

}  // namespace tessera::backend
