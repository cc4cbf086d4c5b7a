// Post-training quantization rewrite: QDQ (int8), QDQ + Clip (int4), Round/Clip (int16), Cast pairs (fp16/bf16).
#include "compiler/quant/quantize.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

#include "compiler/ir/verifier.h"
#include "compiler/passes/registry.h"
#include "hw/support/text.h"

namespace tessera::quant {
namespace {

Status graphError(const ir::Graph& graph, const std::string& message, const std::string& code = "") {
  Diagnostic d;
  d.location.file = graph.source;
  d.message = message;
  d.code = code;
  return Status::error(d);
}

/// real = scale * (q - zero_point), q in [qmin, qmax].
struct Affine {
  float scale = 1.0f;
  std::int32_t zero_point = 0;
  std::int64_t qmin = 0, qmax = 0;
};

Affine affineFor(float lo, float hi, int bits, bool symmetric) {
  lo = std::min(lo, 0.0f);
  hi = std::max(hi, 0.0f);
  Affine a;
  if (symmetric) {
    a.qmax = (std::int64_t{1} << (bits - 1)) - 1;
    a.qmin = -a.qmax - 1;
    a.scale = std::max(-lo, hi) / static_cast<float>(a.qmax);
  } else {
    a.qmin = 0;
    a.qmax = (std::int64_t{1} << bits) - 1;
    a.scale = (hi - lo) / static_cast<float>(a.qmax);
  }
  if (!(a.scale > 0.0f) || !std::isfinite(a.scale)) a.scale = 1.0f;  // all-zero (or broken) range
  if (!symmetric)
    a.zero_point = static_cast<std::int32_t>(std::clamp<double>(std::nearbyint(-lo / a.scale), 0.0, static_cast<double>(a.qmax)));
  return a;
}

bool isMatrixOp(const ir::Node& n) {
  return n.domain.empty() && (n.op_type == "Conv" || n.op_type == "ConvTranspose" || n.op_type == "Gemm" || n.op_type == "MatMul");
}

/// Output-channel axis of a constant weight input, or -1 for per tensor.
int weightAxis(const ir::Node& node, int input, const ir::Tensor& w) {
  if (input != 1 || w.rank() < 2) return -1;
  if (node.op_type == "Conv") return 0;
  if (node.op_type == "ConvTranspose") return node.attrInt("group", 1) == 1 ? 1 : -1;
  if (node.op_type == "Gemm") return node.attrInt("transB", 0) != 0 ? 0 : 1;
  return w.rank() - 1;  // MatMul [.., K, N]: per column
}

ir::Tensor scalarF32(float v) {
  ir::Tensor t(ir::DType::kF32, {});
  t.data<float>()[0] = v;
  return t;
}

/// The name a layer is reported and selected by: its node's, else its output's.
std::string layerName(const ir::Graph& graph, const ir::Node& node) {
  if (!node.name.empty() || node.outputs.empty() || node.outputs[0] == ir::kNoValue) return node.name;
  return graph.value(node.outputs[0]).name;
}

/// Every override must name a matrix op of the graph.
Status checkLayerNames(const ir::Graph& graph, const LayerPrecision& layers) {
  const std::vector<std::string> names = matrixLayerNames(graph);
  std::vector<Diagnostic> errors;
  for (const auto& [name, precision] : layers) {
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    Diagnostic d;
    d.location.file = graph.source;
    d.message =
        fmt::format("layer precision for '{}': no Conv, ConvTranspose, Gemm or MatMul layer has this name", name);
    if (std::optional<std::string> close = closestMatch(name, names))
      d.notes.push_back(fmt::format("did you mean '{}'?", *close));
    else
      d.notes.push_back(fmt::format("the {} layers are: {}", names.size(), join(names, ", ")));
    errors.push_back(std::move(d));
  }
  return Status(std::move(errors));
}

class Rewriter {
 public:
  Rewriter(ir::Graph& graph, const Calibration& calibration, const QuantizeOptions& options)
      : g_(graph), calibration_(calibration), options_(options) {}

  Status run(std::vector<QuantizedLayer>& layers) {
    const std::vector<std::vector<int>> users = g_.users();
    std::vector<int> producer(g_.values.size(), -1);
    for (size_t n = 0; n < g_.nodes.size(); ++n)
      for (ir::ValueId id : g_.nodes[n].outputs)
        if (id != ir::kNoValue) producer[static_cast<size_t>(id)] = static_cast<int>(n);
    std::vector<int> own(g_.nodes.size(), -1);  // residual Add -> the input it keeps as sums
    std::vector<int> own_bits(g_.nodes.size(), 0);
    std::vector<bool> quantize_sum(g_.nodes.size(), false);  // residual sums read by a float op
    std::map<int, int> residual_of_matrix;                     // matrix op -> the residual Add it feeds
    const bool float_format = options_.precision == Precision::kFp16 || options_.precision == Precision::kBf16;
    // Float formats: an Add of two activations reads them as DRAM holds them
    // (in the format), except the one its matrix op's sums feed directly.
    std::map<int, int> float_add_kept;  // Add -> that input (-1: none)
    for (size_t n = 0; float_format && n < g_.nodes.size(); ++n) {
      const ir::Node& add = g_.nodes[n];
      if (!add.domain.empty() || add.op_type != "Add" || add.inputs.size() != 2) continue;
      int kept = -1;
      bool activations = true;
      for (size_t k = 0; k < 2; ++k) {
        const ir::ValueId id = add.inputs[k];
        activations = activations && id != ir::kNoValue && !g_.value(id).constant &&
                      g_.value(id).type.dtype == ir::DType::kF32;
        if (activations && matrixBehind(id, producer, users) >= 0) kept = static_cast<int>(k);
      }
      if (activations) float_add_kept[static_cast<int>(n)] = kept;
    }
    for (size_t n = 0; n < g_.nodes.size(); ++n) {
      int matrix = -1;
      residualOf(n, producer, users, own[n], own_bits[n], matrix);
      if (own[n] >= 0) residual_of_matrix[matrix] = static_cast<int>(n);
      const std::vector<ir::ValueId>& out = g_.nodes[n].outputs;
      quantize_sum[n] = own[n] >= 0 && out.size() == 1 && (g_.isOutput(out[0]) || readByFloatOp(out[0], users));
    }
    // Float formats: a value more than one op reads ends its kernel (fuse
    // joins an op to its producer's group only through a sole reader), and
    // the kernel stores it in the format; when the array computed it (a
    // matrix product's result, through the elementwise ops fused after it),
    // every reader reads it so (PaddleOCR's hard-swish x * Clip(x + 3, 0, 6) / 6
    // and its squeeze-excitation's gating read a convolution's result twice).
    // So does an op the host runs on float points (Sub, Div, Neg, Pow, whose
    // vector ops stand only for their cost; Erf, which has no vector form)
    // reading a product's result (BERT's and GPT's GELU: Div reads fc1's).
    std::set<ir::ValueId> stored_for_host;
    static const std::set<std::string> kHostOnFloat = {"Sub", "Div", "Neg", "Pow", "Erf"};
    static const std::set<std::string> kElementwise = {"Add", "Mul", "Clip", "Relu"};
    std::function<bool(ir::ValueId, int)> arrayResult = [&](ir::ValueId id, int depth) {
      const int p = producer[static_cast<size_t>(id)];
      if (p < 0 || depth > 8) return false;
      const ir::Node& node = g_.nodes[static_cast<size_t>(p)];
      if (isMatrixOp(node)) return true;
      if (!node.domain.empty() || !kElementwise.count(node.op_type)) return false;
      for (ir::ValueId in : node.inputs)
        if (in != ir::kNoValue && !g_.value(in).constant && users[static_cast<size_t>(in)].size() == 1 &&
            !g_.isOutput(in) && arrayResult(in, depth + 1))
          return true;
      return false;
    };
    for (size_t v = 0; float_format && v < g_.values.size(); ++v) {
      const auto id = static_cast<ir::ValueId>(v);
      if (!g_.value(id).constant && g_.value(id).type.dtype == ir::DType::kF32 && users[v].size() > 1 &&
          arrayResult(id, 0))
        stored_for_host.insert(id);
    }
    for (size_t n = 0; float_format && n < g_.nodes.size(); ++n) {
      const ir::Node& node = g_.nodes[n];
      if (!node.domain.empty() || !kHostOnFloat.count(node.op_type)) continue;
      for (ir::ValueId id : node.inputs)
        if (id != ir::kNoValue && !g_.value(id).constant && g_.value(id).type.dtype == ir::DType::kF32 &&
            matrixProducer(id, producer, nullptr) >= 0)
          stored_for_host.insert(id);
    }
    std::vector<ir::Node> original = std::move(g_.nodes);
    // A float format's hardware holds every tensor in DRAM in that format:
    // the model's float inputs are read on it (its outputs, below, too).
    std::map<ir::ValueId, ir::ValueId> cast_inputs;
    if (float_format)
      for (ir::ValueId in : g_.inputs)
        if (g_.value(in).type.dtype == ir::DType::kF32) cast_inputs[in] = castPair(in, options_.precision);
    for (ir::Node& node : original)
      for (ir::ValueId& id : node.inputs)
        if (auto it = cast_inputs.find(id); it != cast_inputs.end()) id = it->second;
    for (size_t n = 0; n < original.size(); ++n) {
      ir::Node& node = original[n];
      // The residual operands of the Add this matrix op feeds are quantized
      // before it, so lower-to-integer finds them defined where the fused
      // kernel starts (a transformer's skip value is defined before its branch).
      if (auto it = residual_of_matrix.find(static_cast<int>(n)); it != residual_of_matrix.end()) {
        const ir::Node& add = original[static_cast<size_t>(it->second)];
        for (size_t k = 0; k < add.inputs.size(); ++k) {
          const int p = producer[static_cast<size_t>(add.inputs[k])];
          if (static_cast<int>(k) == own[static_cast<size_t>(it->second)] || p >= static_cast<int>(n)) continue;
          Expected<ir::ValueId> q = activation(add.inputs[k], own_bits[static_cast<size_t>(it->second)], nullptr);
          if (!q) return q.status();
        }
      }
      if (auto it = float_add_kept.find(static_cast<int>(n)); it != float_add_kept.end())
        for (size_t k = 0; k < node.inputs.size(); ++k)
          if (static_cast<int>(k) != it->second) node.inputs[k] = castPair(node.inputs[k], options_.precision);
      for (ir::ValueId& id : node.inputs)
        if (stored_for_host.count(id)) id = castPair(id, options_.precision);
      // Float formats: a normalization, reduction or average pooling reads its
      // input from DRAM (a kernel of its own, or a pooling's scratch, which
      // the array's kernel stored in the format).
      static const std::set<std::string> kReadsStored = {"Softmax",   "LogSoftmax", "LayerNormalization",
                                                         "ReduceMean", "ReduceSum", "ReduceMax",
                                                         "AveragePool", "GlobalAveragePool"};
      if (float_format && node.domain.empty() && kReadsStored.count(node.op_type) && !node.inputs.empty() &&
          node.inputs[0] != ir::kNoValue && g_.value(node.inputs[0]).type.dtype == ir::DType::kF32 &&
          !g_.value(node.inputs[0]).constant)
        node.inputs[0] = castPair(node.inputs[0], options_.precision);
      for (size_t k = 0; own[n] >= 0 && k < node.inputs.size(); ++k) {
        if (static_cast<int>(k) == own[n]) continue;
        Expected<ir::ValueId> q = activation(node.inputs[k], own_bits[n], nullptr);
        if (!q) return q.status();
        node.inputs[k] = *q;
      }
      // A Concat of activations: every input on the Concat's own grid, so
      // the concatenated integers are the quantized Concat (SqueezeNet's fire
      // modules; lower-to-integer concatenates the integers).
      const int concat_bits = integerBits(options_.precision);
      if (node.domain.empty() && node.op_type == "Concat" && concat_bits > 0 && concat_bits <= 8 &&
          !node.outputs.empty() && calibration_.stats.count(g_.value(node.outputs[0]).name)) {
        bool activations = true;
        for (ir::ValueId id : node.inputs)
          activations &= id != ir::kNoValue && !g_.value(id).constant && g_.value(id).type.dtype == ir::DType::kF32;
        for (size_t k = 0; activations && k < node.inputs.size(); ++k) {
          Expected<ir::ValueId> q = activation(node.inputs[k], concat_bits, nullptr, node.outputs[0]);
          if (!q) return q.status();
          node.inputs[k] = *q;
        }
      }
      // A global average pooling reads quantized activations too (its
      // producer's kernel then stores integers; lower-to-integer sums them).
      const int pool_bits = integerBits(options_.precision);
      if (node.domain.empty() && node.op_type == "GlobalAveragePool" && pool_bits > 0 && pool_bits <= 8 &&
          !node.inputs.empty() && g_.value(node.inputs[0]).type.dtype == ir::DType::kF32 &&
          !g_.value(node.inputs[0]).constant) {
        Expected<ir::ValueId> q = activation(node.inputs[0], pool_bits, nullptr);
        if (!q) return q.status();
        node.inputs[0] = *q;
      }
      // A max pooling of an activation other readers quantize too (GoogLeNet's
      // inception branch 4 pools the block input its convolutions read):
      // it reads the quantized activation, and its result keeps that grid.
      // Max pooling commutes with a monotone quantization, so lower-to-integer
      // pools the integers. (With the pooling as its only reader, the
      // activation stays float: lower-to-integer fuses the pooling into the
      // producing layer's requantize chain, as in ResNet's stem.)
      if (node.domain.empty() && node.op_type == "MaxPool" && pool_bits > 0 && pool_bits <= 8 &&
          (node.outputs.size() == 1 || node.outputs[1] == ir::kNoValue) && !node.inputs.empty() &&
          g_.value(node.inputs[0]).type.dtype == ir::DType::kF32 && !g_.value(node.inputs[0]).constant &&
          users[static_cast<size_t>(node.inputs[0])].size() > 1 &&
          calibration_.stats.count(g_.value(gridSource(node.inputs[0])).name)) {
        const ir::ValueId source = gridSource(node.inputs[0]);
        Expected<ir::ValueId> q = activation(node.inputs[0], pool_bits, nullptr);
        if (!q) return q.status();
        node.inputs[0] = *q;
        grid_source_[node.outputs[0]] = source;
      }
      if (isMatrixOp(node)) {
        const std::string name = layerName(g_, node);
        auto it = options_.layers.find(name);
        const Precision precision = it == options_.layers.end() ? options_.precision : it->second;
        if (Status s = rewrite(node, precision); !s.ok()) return s;
        ir::ValueId out = node.outputs.empty() ? ir::kNoValue : node.outputs[0];
        layers.push_back({name, node.op_type, out == ir::kNoValue ? "" : g_.value(out).name, precision});
      }
      const ir::ValueId sum = quantize_sum[n] ? node.outputs[0] : ir::kNoValue;
      emitted_.push_back(std::move(node));
      if (quantize_sum[n]) {
        Expected<ir::ValueId> q = activation(sum, own_bits[n], nullptr);
        if (!q) return q.status();
        quantized_sums_[sum] = *q;
      }
    }
    // Readers of a quantized residual sum read its dequantized value (those
    // that quantize it themselves share the same QDQ).
    for (ir::Node& node : emitted_) {
      if (node.op_type == "QuantizeLinear" && !node.inputs.empty() && quantized_sums_.count(node.inputs[0])) continue;
      for (ir::ValueId& id : node.inputs)
        if (auto it = quantized_sums_.find(id); it != quantized_sums_.end()) id = it->second;
    }
    // A quantized residual sum that is a graph output (a transformer block's
    // residual stream): the model's output is its dequantized value, under the
    // output's name.
    for (ir::ValueId& out : g_.outputs) {
      auto it = quantized_sums_.find(out);
      if (it == quantized_sums_.end()) continue;
      const std::string name = g_.value(out).name;
      g_.value(out).name = g_.uniqueName(name + "_sum");
      g_.value(it->second).name = name;
      out = it->second;
    }
    // Float formats: each float output as the hardware stores it, under its own name.
    for (ir::ValueId& out : g_.outputs) {
      if (!float_format || g_.value(out).type.dtype != ir::DType::kF32) continue;
      const std::string name = g_.value(out).name;
      g_.value(out).name = g_.uniqueName(name + "_fp32");
      const ir::ValueId cast = castPair(out, options_.precision);
      g_.value(cast).name = name;
      out = cast;
    }
    g_.nodes = std::move(emitted_);
    return Status();
  }

 private:
  Status rewrite(ir::Node& node, Precision precision) {
    if (precision == Precision::kFp32) return Status();
    const int bits = integerBits(precision);
    float input_scale = 0.0f;
    std::vector<float> weight_scales;
    for (size_t k = 0; k < node.inputs.size(); ++k) {
      const ir::ValueId id = node.inputs[k];
      if (id == ir::kNoValue || g_.value(id).type.dtype != ir::DType::kF32) continue;
      const bool is_bias = k == 2;
      if (bits == 0) {
        node.inputs[k] = castPair(id, precision);
        continue;
      }
      if (is_bias) continue;  // handled after the weights
      if (!g_.value(id).constant) {
        Expected<ir::ValueId> q = activation(id, bits, k == 0 ? &input_scale : nullptr);
        if (!q) return q.status();
        node.inputs[k] = *q;
      } else {
        const ir::Tensor& w = *g_.value(id).constant;
        node.inputs[k] = weight(id, options_.per_channel ? weightAxis(node, static_cast<int>(k), w) : -1, bits,
                                k == 1 ? &weight_scales : nullptr);
      }
    }
    if (bits <= 8 && node.inputs.size() > 2 && node.inputs[2] != ir::kNoValue && input_scale > 0.0f &&
        !weight_scales.empty())
      node.inputs[2] = bias(node.inputs[2], input_scale, weight_scales);
    return Status();
  }

  /// The matrix op whose sums `id` is, directly or through an Add of a
  /// constant (a transformer's bias), each the only reader of the one
  /// before; -1 otherwise.
  int matrixBehind(ir::ValueId id, const std::vector<int>& producer, const std::vector<std::vector<int>>& users) const {
    return matrixProducer(id, producer, &users);
  }

  /// The matrix op whose sums `id` is, directly or through an Add of a
  /// constant; with `users`, each must be the only reader of the one before
  /// and no graph output. -1 otherwise.
  int matrixProducer(ir::ValueId id, const std::vector<int>& producer,
                     const std::vector<std::vector<int>>* users) const {
    auto sole = [&](ir::ValueId v) { return !users || (users->at(static_cast<size_t>(v)).size() == 1 && !g_.isOutput(v)); };
    if (!sole(id)) return -1;
    const int p = producer[static_cast<size_t>(id)];
    if (p < 0) return -1;
    const ir::Node& node = g_.nodes[static_cast<size_t>(p)];
    if (isMatrixOp(node)) return p;
    if (!node.domain.empty() || node.op_type != "Add" || node.inputs.size() != 2) return -1;
    for (size_t k = 0; k < 2; ++k) {
      const ir::ValueId bias = node.inputs[1 - k], sums = node.inputs[k];
      if (bias == ir::kNoValue || sums == ir::kNoValue || !g_.value(bias).constant || g_.value(sums).constant) continue;
      const int q = producer[static_cast<size_t>(sums)];
      if (q >= 0 && isMatrixOp(g_.nodes[static_cast<size_t>(q)]) && sole(sums)) return q;
    }
    return -1;
  }

  /// True when a reader of the residual sum `sum` neither quantizes it itself
  /// (a matrix op, another residual Add, a Concat or a pooling reads it
  /// quantized) nor is the activation ResNet's blocks apply before their
  /// readers quantize (Relu, Clip): a LayerNormalization of a transformer's
  /// residual stream. Such a sum is quantized once for all its readers, so
  /// the block's kernel ends on an integer grid (lower-to-integer:
  /// tessera.ScaledAdd then a requantize) and the float reader takes its
  /// dequantized value, as the model then says. A residual sum that is a
  /// graph output is quantized too (the stream a next block would read).
  bool readByFloatOp(ir::ValueId sum, const std::vector<std::vector<int>>& users) const {
    static const std::vector<std::string> quantizing = {"Conv", "ConvTranspose", "Gemm", "MatMul", "Add", "Concat",
                                                        "GlobalAveragePool", "MaxPool", "Relu", "Clip"};
    for (int u : users[static_cast<size_t>(sum)]) {
      const ir::Node& reader = g_.nodes[static_cast<size_t>(u)];
      if (!reader.domain.empty() ||
          std::find(quantizing.begin(), quantizing.end(), reader.op_type) == quantizing.end())
        return true;
    }
    return false;
  }

  /// A residual Add (ResNet's and MobileNetV2's blocks): one input is the
  /// sums of a matrix op (or of its bias Add) whose only reader is the Add
  /// (the value the backend fuses the Add with; the last such input, as fuse
  /// picks it); every other
  /// float activation input is quantized like a matrix op's input, at that
  /// layer's precision (int4 or int8), so integer hardware holds it and the
  /// block's output can be quantized by its producer (lower-to-integer:
  /// tessera.ScaledAdd). Sets `own` to the kept input's index, `bits` and
  /// the matrix op's node index; adds of anything else stay float (own = -1).
  void residualOf(size_t n, const std::vector<int>& producer, const std::vector<std::vector<int>>& users, int& own,
                  int& bits, int& matrix_index) const {
    const ir::Node& add = g_.nodes[n];
    if (!add.domain.empty() || add.op_type != "Add" || add.inputs.size() != 2) return;
    int kept = -1, matrix_node = -1;
    for (size_t k = 0; k < add.inputs.size(); ++k) {
      const ir::ValueId id = add.inputs[k];
      if (id == ir::kNoValue || g_.value(id).constant || g_.value(id).type.dtype != ir::DType::kF32) return;
      const int m = matrixBehind(id, producer, users);
      if (m >= 0) {
        kept = static_cast<int>(k);
        matrix_node = m;
      }
    }
    if (kept < 0 || g_.value(add.inputs[0]).type.shape != g_.value(add.inputs[1]).type.shape) return;
    const ir::Node& matrix = g_.nodes[static_cast<size_t>(matrix_node)];
    auto it = options_.layers.find(layerName(g_, matrix));
    const int b = integerBits(it == options_.layers.end() ? options_.precision : it->second);
    if (b == 0 || b > 8) return;
    own = kept;
    bits = b;
    matrix_index = matrix_node;
  }

  ir::ValueId addValue(const std::string& name, ir::TensorType type, std::optional<ir::Tensor> constant = std::nullopt) {
    ir::Value v;
    v.name = g_.uniqueName(name);
    v.type = std::move(type);
    v.constant = std::move(constant);
    return g_.addValue(std::move(v));
  }

  ir::ValueId addConstant(const std::string& name, ir::Tensor t) { return g_.addConstant(name, std::move(t)); }

  ir::ValueId emit(const std::string& op, const std::vector<ir::ValueId>& inputs, const std::string& out_name,
                   ir::TensorType out_type, std::map<std::string, ir::Attribute> attributes = {}) {
    ir::Node n;
    n.op_type = op;
    n.inputs = inputs;
    n.attributes = std::move(attributes);
    ir::ValueId out = addValue(out_name, std::move(out_type));
    // Same shape as the input (channels-last stays channels-last, see layout.h).
    if (!inputs.empty() && g_.value(inputs[0]).type.shape == g_.value(out).type.shape)
      g_.value(out).layout = g_.value(inputs[0]).layout;
    n.outputs = {out};
    n.name = g_.value(out).name;
    emitted_.push_back(std::move(n));
    return out;
  }

  ir::TensorType typeAs(ir::ValueId id, ir::DType dtype) {
    ir::TensorType t = g_.value(id).type;
    t.dtype = dtype;
    return t;
  }

  /// x -> Cast(f16|bf16) -> Cast(f32), shared by every reader of that precision.
  ir::ValueId castPair(ir::ValueId x, Precision precision) {
    const std::pair<ir::ValueId, int> key{x, precision == Precision::kBf16 ? -2 : -1};
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    if (cast_outputs_.count(key)) return x;  // already in that format
    const bool bf = precision == Precision::kBf16;
    const ir::DType low = bf ? ir::DType::kBF16 : ir::DType::kF16;
    const std::string base = g_.value(x).name + (bf ? "_bf16" : "_fp16");
    ir::ValueId source = x;
    if (bf) {  // Cast to bf16 truncates at opset <= 17: round to 8 significant bits first (Veltkamp split)
      const ir::TensorType f = typeAs(x, ir::DType::kF32);
      ir::ValueId c = emit("Mul", {x, addConstant(base + "_split", scalarF32(65537.0f))}, base + "_split_c", f);
      ir::ValueId d = emit("Sub", {c, x}, base + "_split_d", f);
      source = emit("Sub", {c, d}, base + "_rne", f);
    }
    ir::ValueId narrow = emit("Cast", {source}, base, typeAs(x, low), {{"to", std::int64_t{ir::onnxType(low)}}});
    ir::ValueId wide = emit("Cast", {narrow}, base + "_f32", typeAs(x, ir::DType::kF32),
                            {{"to", std::int64_t{ir::onnxType(ir::DType::kF32)}}});
    cast_outputs_.insert({wide, key.second});
    return cache_[key] = wide;
  }

  /// Activation QDQ (int8), QDQ + Clip (int4) or Round/Clip emulation
  /// (int16), shared by every reader of the same width.
  /// `grid_of` (optional): quantize on that value's calibrated grid instead
  /// of x's own (a Concat's inputs on the Concat's grid).
  /// The value whose calibration gives `x` its grid: x's own, or for the
  /// result of a max pooling of a quantized activation, that activation's.
  ir::ValueId gridSource(ir::ValueId x) const {
    auto it = grid_source_.find(x);
    return it == grid_source_.end() ? x : it->second;
  }

  Expected<ir::ValueId> activation(ir::ValueId x, int bits, float* scale_out, ir::ValueId grid_of = ir::kNoValue) {
    if (grid_of == ir::kNoValue && gridSource(x) != x) grid_of = gridSource(x);
    const std::string name = g_.value(x).name;  // a copy: adding values may move the vector
    const std::string stats_name = grid_of == ir::kNoValue ? name : g_.value(grid_of).name;
    auto stats = calibration_.stats.find(stats_name);
    if (stats == calibration_.stats.end())
      return graphError(g_, fmt::format("no calibration statistics for value '{}' (calibrate this same graph)",
                                        stats_name));
    auto [lo, hi] = calibratedRange(stats->second, options_.method, options_.percentile);
    const Affine a = affineFor(lo, hi, bits, options_.symmetric);
    if (scale_out) *scale_out = a.scale;
    // Readers share one rewrite per (value, width, grid).
    const std::pair<ir::ValueId, int> key{x, grid_of == ir::kNoValue ? bits : bits + 64 * (static_cast<int>(grid_of) + 1)};
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    ir::QuantParams params{{a.scale}, {a.zero_point}, -1, bits};
    const std::string suffix = bits == 8 ? "" : fmt::format("_int{}", bits);
    if (bits <= 8) {
      const ir::DType qtype = options_.symmetric ? ir::DType::kI8 : ir::DType::kU8;
      auto small = [&](std::int64_t v) {  // a scalar of the container dtype
        ir::Tensor t(qtype, {});
        if (qtype == ir::DType::kI8)
          t.data<std::int8_t>()[0] = static_cast<std::int8_t>(v);
        else
          t.data<std::uint8_t>()[0] = static_cast<std::uint8_t>(v);
        return t;
      };
      ir::ValueId s = addConstant(name + suffix + "_scale", scalarF32(a.scale));
      ir::ValueId z = addConstant(name + suffix + "_zero_point", small(a.zero_point));
      ir::ValueId q = emit("QuantizeLinear", {x, s, z}, name + suffix + "_quantized", typeAs(x, qtype));
      g_.value(q).quant = params;
      if (bits < 8) {  // saturate to the narrow range inside the 8-bit container
        ir::ValueId lo = addConstant(name + suffix + "_qmin", small(a.qmin));
        ir::ValueId hi = addConstant(name + suffix + "_qmax", small(a.qmax));
        q = emit("Clip", {q, lo, hi}, name + suffix, typeAs(x, qtype));
        g_.value(q).quant = params;
      }
      return cache_[key] =
                 emit("DequantizeLinear", {q, s, z}, name + suffix + "_dequantized", typeAs(x, ir::DType::kF32));
    }
    // int16: Mul(Clip(Round(Div(x, s)), qmin - zp, qmax - zp), s)
    ir::ValueId s = addConstant(name + "_scale", scalarF32(a.scale));
    ir::ValueId lo_c = addConstant(name + "_qmin", scalarF32(static_cast<float>(a.qmin - a.zero_point)));
    ir::ValueId hi_c = addConstant(name + "_qmax", scalarF32(static_cast<float>(a.qmax - a.zero_point)));
    const ir::TensorType f = typeAs(x, ir::DType::kF32);
    ir::ValueId div = emit("Div", {x, s}, name + "_div_scale", f);
    ir::ValueId rnd = emit("Round", {div}, name + "_round", f);
    ir::ValueId clip = emit("Clip", {rnd, lo_c, hi_c}, name + "_int16", f);
    g_.value(clip).quant = params;
    return cache_[key] = emit("Mul", {clip, s}, name + "_dequantized", f);
  }

  /// Constant weight: int8 constant (int4: values in [-7, 7]) +
  /// DequantizeLinear, or (int16) a float constant holding the dequantized
  /// values. Always symmetric (narrow range: -qmax..qmax).
  ir::ValueId weight(ir::ValueId id, int axis, int bits, std::vector<float>* scales_out) {
    const ir::Tensor& w = *g_.value(id).constant;
    const std::string name = g_.value(id).name;
    const std::int64_t len = axis < 0 ? 1 : w.dim(axis);
    std::int64_t inner = 1;
    for (int d = axis + 1; axis >= 0 && d < w.rank(); ++d) inner *= w.dim(d);
    std::vector<float> amax(static_cast<size_t>(len), 0.0f);
    const float* x = w.data<float>();
    for (std::int64_t i = 0; i < w.size(); ++i) {
      const size_t c = static_cast<size_t>(axis < 0 ? 0 : (i / inner) % len);
      if (std::isfinite(x[i])) amax[c] = std::max(amax[c], std::fabs(x[i]));
    }
    ir::QuantParams params;
    params.axis = axis;
    params.bits = bits;
    for (float m : amax) params.scale.push_back(affineFor(-m, m, bits, true).scale);
    params.zero_point.assign(params.scale.size(), 0);
    if (scales_out) *scales_out = params.scale;
    const double qmax = static_cast<double>((std::int64_t{1} << (bits - 1)) - 1);
    auto quantized = [&](std::int64_t i) {
      const size_t c = static_cast<size_t>(axis < 0 ? 0 : (i / inner) % len);
      return std::clamp(std::nearbyint(static_cast<double>(x[i]) / params.scale[c]), -qmax, qmax);
    };
    if (bits == 16) {
      ir::Tensor fake(ir::DType::kF32, w.shape());
      for (std::int64_t i = 0; i < w.size(); ++i)
        fake.data<float>()[i] = static_cast<float>(quantized(i)) * params.scale[static_cast<size_t>(axis < 0 ? 0 : (i / inner) % len)];
      ir::ValueId out = addConstant(name + "_int16", std::move(fake));
      g_.value(out).quant = params;
      return out;
    }
    ir::Tensor q(ir::DType::kI8, w.shape());
    for (std::int64_t i = 0; i < w.size(); ++i) q.data<std::int8_t>()[i] = static_cast<std::int8_t>(quantized(i));
    const std::string suffix = bits == 8 ? "" : fmt::format("_int{}", bits);
    ir::ValueId qid = addConstant(name + suffix + "_quantized", std::move(q));
    g_.value(qid).quant = params;
    ir::Tensor scale(ir::DType::kF32, axis < 0 ? ir::Shape{} : ir::Shape{len});
    std::copy(params.scale.begin(), params.scale.end(), scale.data<float>());
    ir::Tensor zp(ir::DType::kI8, scale.shape());
    ir::ValueId s = addConstant(name + suffix + "_scale", std::move(scale));
    ir::ValueId z = addConstant(name + suffix + "_zero_point", std::move(zp));
    std::map<std::string, ir::Attribute> attrs;
    if (axis >= 0) attrs["axis"] = std::int64_t{axis};
    return emit("DequantizeLinear", {qid, s, z}, name + suffix + "_dequantized", typeAs(id, ir::DType::kF32), attrs);
  }

  /// 1-D constant bias -> int32 constant with scale s_in * s_w[c] + DequantizeLinear; else unchanged.
  ir::ValueId bias(ir::ValueId id, float input_scale, const std::vector<float>& weight_scales) {
    const ir::Value& v = g_.value(id);
    if (!v.constant || v.constant->rank() != 1) return id;
    const ir::Tensor& b = *v.constant;
    const bool per_channel = weight_scales.size() > 1;
    if (per_channel && static_cast<std::int64_t>(weight_scales.size()) != b.size()) return id;
    ir::QuantParams params;
    params.axis = per_channel ? 0 : -1;
    for (float sw : weight_scales) params.scale.push_back(input_scale * sw);
    params.zero_point.assign(params.scale.size(), 0);
    ir::Tensor q(ir::DType::kI32, b.shape());
    for (std::int64_t i = 0; i < b.size(); ++i) {
      const double r = std::nearbyint(b.data<float>()[i] / static_cast<double>(params.scale[per_channel ? static_cast<size_t>(i) : 0]));
      if (!std::isfinite(r) || std::fabs(r) > 2147483647.0) return id;  // does not fit: keep the float bias
      q.data<std::int32_t>()[i] = static_cast<std::int32_t>(r);
    }
    const std::string name = v.name;
    ir::TensorType type = v.type;
    ir::ValueId qid = addConstant(name + "_quantized", std::move(q));
    g_.value(qid).quant = params;
    ir::Tensor scale(ir::DType::kF32, per_channel ? ir::Shape{b.size()} : ir::Shape{});
    std::copy(params.scale.begin(), params.scale.end(), scale.data<float>());
    ir::ValueId s = addConstant(name + "_scale", std::move(scale));
    std::map<std::string, ir::Attribute> attrs;
    if (per_channel) attrs["axis"] = std::int64_t{0};
    return emit("DequantizeLinear", {qid, s}, name + "_dequantized", type, attrs);
  }

  ir::Graph& g_;
  const Calibration& calibration_;
  const QuantizeOptions& options_;
  std::vector<ir::Node> emitted_;
  /// (value, integer bits or -1 fp16 / -2 bf16) -> the rewritten value, so
  /// readers of one precision share one rewrite.
  std::map<std::pair<ir::ValueId, int>, ir::ValueId> cache_;
  std::set<std::pair<ir::ValueId, int>> cast_outputs_;  ///< castPair results (value, -1 / -2): in that format
  std::map<ir::ValueId, ir::ValueId> grid_source_;  ///< max pooling result -> the activation it pools
  std::map<ir::ValueId, ir::ValueId> quantized_sums_;  ///< residual sum read by a float op -> its dequantized value
};

/// Lowest default-domain opset the rewrite for `precision` may use.
std::int64_t opsetNeeded(Precision precision, bool per_channel) {
  switch (precision) {
    case Precision::kFp32: return 1;
    case Precision::kInt4: return per_channel ? 13 : 12;  // per-axis Q/DQ came in 13, integer Clip in 12
    case Precision::kInt8: return per_channel ? 13 : 10;
    case Precision::kInt16: return 11;  // Round, Clip with inputs
    case Precision::kFp16: return 6;    // Cast with an integer 'to'
    case Precision::kBf16: return 13;   // bfloat16 in Cast
  }
  return 13;
}

}  // namespace

std::vector<std::string> matrixLayerNames(const ir::Graph& graph) {
  std::vector<std::string> names;
  for (const ir::Node& node : graph.nodes)
    if (isMatrixOp(node)) names.push_back(layerName(graph, node));
  return names;
}

Expected<QuantizeResult> quantizeGraph(const ir::Graph& graph, const Calibration& calibration, const QuantizeOptions& options) {
  if (Status s = checkLayerNames(graph, options.layers); !s.ok()) return s;
  std::int64_t needed = opsetNeeded(options.precision, options.per_channel);
  for (const auto& [name, precision] : options.layers)
    needed = std::max(needed, opsetNeeded(precision, options.per_channel));
  if (graph.opset() < needed)
    return graphError(graph, fmt::format("{} quantization needs opset >= {}, the model has opset {}", describe(options),
                                         needed, graph.opset()), "unsupported");
  QuantizeResult result{graph, {}};
  // Two rewrites first, so that what reads an activation is what integer
  // hardware computes: a copy (an Identity, a Dropout that drops nothing, a
  // 1x1 pooling such as AlexNet's adaptive pooling of a 6x6 map) goes, so
  // the layer before it ends in a quantize; a mean over height and width
  // (ShuffleNetV2's and MnasNet's x.mean([2, 3])) becomes a global average
  // pooling, whose input is quantized like any pooling's, so lower-to-integer
  // sums integers. Names are kept, so the calibration still applies (a
  // removed copy's readers now read its input: that input takes the copy's
  // statistics, the same values, when it has none of its own); the rewrites
  // that changed something are recorded in the pipeline.
  Calibration observed = calibration;
  std::string rewritten;
  if (integerBits(options.precision) > 0) {
    std::vector<std::pair<std::string, std::string>> copies;  // a node remove-identity may drop: output, input
    for (const ir::Node& node : graph.nodes)
      if (node.domain.empty() && !node.inputs.empty() && node.inputs[0] != ir::kNoValue && !node.outputs.empty() &&
          node.outputs[0] != ir::kNoValue)
        copies.emplace_back(graph.value(node.outputs[0]).name, graph.value(node.inputs[0]).name);
    for (const passes::PassInfo* info : {&passes::kRemoveIdentityPass, &passes::kRewriteGapPass}) {
      passes::PassContext context;
      Expected<std::unique_ptr<passes::Pass>> pass = info->create({});
      if (!pass) return pass.status();
      if (Status s = (*pass)->run(result.graph, context); !s.ok()) return s;
      if (!context.statistics.empty()) rewritten += info->flag + ",";
    }
    for (const auto& [output, input] : copies) {
      auto stats = observed.stats.find(output);
      if (stats != observed.stats.end() && result.graph.find(output) == ir::kNoValue && !observed.stats.count(input))
        observed.stats.emplace(input, stats->second);
    }
  }
  Rewriter rewriter(result.graph, observed, options);
  if (Status s = rewriter.run(result.layers); !s.ok()) return s;
  result.graph.compact();  // drop the float weights the rewrite replaced
  result.graph.pipeline +=
      (result.graph.pipeline.empty() ? "" : ",") + rewritten + std::string("quantize{") + describe(options) + "}";
  if (Status s = ir::verifyGraph(result.graph); !s.ok()) return s;
  return result;
}

}  // namespace tessera::quant
