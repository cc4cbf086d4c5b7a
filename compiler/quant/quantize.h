// Post-training quantization: QDQ rewrite (int8), float emulation (int16, fp16, bf16), SQNR and top-1.
//
// The rewrite targets the matrix ops (Conv, ConvTranspose, Gemm, MatMul):
// every float activation entering one and every constant float weight.
//  - int8: activation -> QuantizeLinear -> DequantizeLinear (ONNX semantics;
//    symmetric: int8, zero point 0; asymmetric: uint8 with a zero point);
//    weights become int8 constants (symmetric, per tensor or per output
//    channel) read through DequantizeLinear; a 1-D constant bias becomes an
//    int32 constant with scale s_in * s_w[c], zero point 0.
//  - int16: ONNX has no 16-bit QuantizeLinear at opset <= 17, so it is
//    emulated in float with standard ops: Mul(Clip(Round(Div(x, s)), lo, hi), s);
//    weights are quantized offline into a float constant. Bias stays float.
//  - fp16/bf16: Cast(to f16|bf16) -> Cast(to f32) around each weight and
//    activation (round to nearest even).
// QuantParams are recorded on the quantized values (the int8/uint8 tensors,
// the int16-emulated Clip outputs and weights). int4 is not done yet.
#pragma once

#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "compiler/quant/calibrate.h"
#include "hw/support/expected.h"

namespace tessera::quant {

enum class Precision { kInt8, kInt16, kFp16, kBf16 };

struct QuantizeOptions {
  Precision precision = Precision::kInt8;
  CalibMethod method = CalibMethod::kPercentile;
  double percentile = 99.99;
  bool symmetric = true;     ///< activations; weights are always symmetric
  bool per_channel = false;  ///< weights, along the output channel
};

Expected<Precision> parsePrecision(const std::string& text);
Expected<CalibMethod> parseMethod(const std::string& text);
std::string precisionName(Precision precision);
std::string methodName(CalibMethod method);
/// "precision=int8,method=percentile(99.99),symmetric,per-tensor"
std::string describe(const QuantizeOptions& options);

/// One rewritten matrix op.
struct QuantizedLayer {
  std::string name;     ///< node name (its output's name if the node has none)
  std::string op_type;
  std::string output;   ///< name of its output value, same in both graphs
};

struct QuantizeResult {
  ir::Graph graph;
  std::vector<QuantizedLayer> layers;
};

/// Rewrites a copy of `graph`. int8/int16 need a calibration of the same graph.
Expected<QuantizeResult> quantizeGraph(const ir::Graph& graph, const Calibration& calibration,
                                       const QuantizeOptions& options);

struct LayerSqnr {
  std::string name;
  double sqnr_db = 0.0;  ///< +inf when the outputs are identical
};

/// SQNR_dB = 10 log10(sum ref^2 / sum (ref - q)^2) of each layer output over
/// `samples`, reference = `fp32`, test = `quantized`.
Expected<std::vector<LayerSqnr>> layerSqnr(const ir::Graph& fp32, const QuantizeResult& quantized,
                                           const ir::Tensor& samples, std::int64_t batch_size = 50, int threads = 1);

/// Argmax of graph output 0 per sample (output shaped [N, classes]).
Expected<std::vector<std::int64_t>> predictions(const ir::Graph& graph, const ir::Tensor& samples,
                                                std::int64_t batch_size = 50, int threads = 1);

}  // namespace tessera::quant
