// Post-training quantization: QDQ rewrite (int8, int4), float emulation (int16, fp16, bf16), SQNR and top-1.
//
// The rewrite targets the matrix ops (Conv, ConvTranspose, Gemm, MatMul):
// every float activation entering one and every constant float weight. Each
// layer gets the default precision or its own (mixed precision per layer);
// a layer's precision is that of its inputs (activation and weights).
//  - int8: activation -> QuantizeLinear -> DequantizeLinear (ONNX semantics;
//    symmetric: int8, zero point 0; asymmetric: uint8 with a zero point);
//    weights become int8 constants (symmetric, per tensor or per output
//    channel) read through DequantizeLinear; a 1-D constant bias becomes an
//    int32 constant with scale s_in * s_w[c], zero point 0.
//  - int4: ONNX has no 4-bit QuantizeLinear at opset <= 17, so int4 values
//    travel in int8/uint8 containers: QuantizeLinear -> Clip(-8, 7) (or
//    Clip(0, 15) asymmetric) -> DequantizeLinear, weights int8 constants in
//    [-7, 7]. Standard ops only, so other tools read the model, and
//    lower-to-integer turns it into integer ops saturating to 4 bits.
//  - int16: no 16-bit QuantizeLinear at opset <= 17 either; emulated in float
//    with standard ops: Mul(Clip(Round(Div(x, s)), lo, hi), s); weights are
//    quantized offline into a float constant. Bias stays float.
//  - fp16/bf16: Cast(to f16|bf16) -> Cast(to f32) around each weight and
//    activation (round to nearest even); as the default precision also on
//    the model's float inputs and outputs and an activation Add's skip input
//    (what a float accelerator's DRAM holds in the format).
//  - fp32 (per layer only useful in a mixed configuration): left as is.
// A residual Add (one input the sums of a matrix op read by nothing else,
// ResNet's and MobileNetV2's blocks) gets its other input quantized at that
// layer's integer precision (int4, int8), so the block computes on integers
// end to end (lower-to-integer turns it into tessera.ScaledAdd).
// QuantParams are recorded on the quantized values (the int8/uint8 tensors,
// the int4 Clip outputs, the int16-emulated Clip outputs and weights).
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "compiler/quant/calibrate.h"
#include "hw/support/expected.h"

namespace tessera::quant {

enum class Precision { kFp32, kInt4, kInt8, kInt16, kFp16, kBf16 };

/// Precision by layer name (the node's name, or its output's name when the
/// node has none), overriding the default for those layers.
using LayerPrecision = std::map<std::string, Precision>;

struct QuantizeOptions {
  Precision precision = Precision::kInt8;  ///< every layer not named in `layers`
  LayerPrecision layers;                   ///< mixed precision: per-layer overrides
  CalibMethod method = CalibMethod::kPercentile;
  double percentile = 99.99;
  bool symmetric = true;     ///< activations; weights are always symmetric
  bool per_channel = false;  ///< weights, along the output channel
};

/// int4, int8, int16, fp16, bf16 or fp32 (fp32: leave the layer in float).
Expected<Precision> parsePrecision(const std::string& text);
/// "conv1=int4,fc2=fp16": layer name = precision, comma-separated.
Expected<LayerPrecision> parseLayerPrecision(const std::string& text);
/// A JSON object {"conv1": "int4", "fc2": "fp16"} read from `file`.
Expected<LayerPrecision> readLayerPrecisionFile(const std::filesystem::path& file);
/// Names of the layers the rewrite targets (Conv, ConvTranspose, Gemm,
/// MatMul), in graph order: the names a LayerPrecision may use.
std::vector<std::string> matrixLayerNames(const ir::Graph& graph);
/// Bits of an integer precision (4, 8, 16); 0 for fp32/fp16/bf16.
int integerBits(Precision precision);
/// True when some layer gets an integer precision, which needs a calibration.
bool needsCalibration(const QuantizeOptions& options);
Expected<CalibMethod> parseMethod(const std::string& text);
std::string precisionName(Precision precision);
std::string methodName(CalibMethod method);
/// "precision=int8,method=percentile(99.99),symmetric,per-tensor", plus
/// ",layers=conv1:int4;fc2:fp16" for per-layer overrides.
std::string describe(const QuantizeOptions& options);

/// One rewritten matrix op.
struct QuantizedLayer {
  std::string name;     ///< node name (its output's name if the node has none)
  std::string op_type;
  std::string output;   ///< name of its output value, same in both graphs
  Precision precision = Precision::kInt8;
};

struct QuantizeResult {
  ir::Graph graph;
  std::vector<QuantizedLayer> layers;
};

/// Rewrites a copy of `graph`. Integer precisions need a calibration of the
/// same graph; a layer override naming no matrix op is an error.
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

/// Graph output 0 of a reference and a test graph on the same samples.
struct OutputComparison {
  std::vector<std::int64_t> reference, test;  ///< argmax over the last axis, as predictions()
  double sqnr_db = 0.0;                       ///< of the test output against the reference; +inf if equal
  std::int64_t reference_classes = 0;         ///< distinct reference predictions (agreement means little if 1)
};

/// Runs both graphs batch by batch (batchFor) and compares output 0.
Expected<OutputComparison> compareOutputs(const ir::Graph& reference, const ir::Graph& test, const ir::Tensor& samples,
                                          std::int64_t batch_size = 50, int threads = 1);

/// Argmax of graph output 0 over its last axis: one per sample for [N,
/// classes], one per position for [N, ..., classes] (e.g. per token of a
/// sequence), in row-major order. Runs batchFor(graph, batch_size) samples at a time.
Expected<std::vector<std::int64_t>> predictions(const ir::Graph& graph, const ir::Tensor& samples,
                                                std::int64_t batch_size = 50, int threads = 1);

/// Top-1 of `test` predictions: agreement with the `reference` predictions
/// (the fp32 model's) and, with labels, accuracy of both. The one place
/// accuracy is scored: `tessera quantize`, `tessera sparsify` and sweeps use it.
struct PredictionScore {
  std::int64_t predictions = 0;
  double agreement_with_reference = 0;     ///< fraction of predictions equal to the reference's
  std::optional<double> accuracy;          ///< fraction equal to the labels (when given)
  std::optional<double> reference_accuracy;
};
/// Scores `test` against `reference` (same length) and `labels` (empty: none; else the same length).
PredictionScore scorePredictions(const std::vector<std::int64_t>& reference, const std::vector<std::int64_t>& test,
                                 const std::vector<std::int64_t>& labels = {});

/// Reads a labels file: a 1-D integer TensorProto of `count` elements (one
/// per prediction). Errors name the file and what was found.
Expected<std::vector<std::int64_t>> readLabels(const std::filesystem::path& file, std::int64_t count);

}  // namespace tessera::quant
