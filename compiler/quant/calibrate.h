// Calibration: run the reference executor on sample inputs and record activation ranges.
//
// The values observed are the float activations entering or leaving
// Conv/ConvTranspose/Gemm/MatMul, plus the graph inputs. For each one the
// calibration keeps min/max and a histogram of |x| (kBins bins over the
// running |max|; when a batch exceeds the range, the range doubles and
// adjacent bins merge, so the histogram stays exact at its resolution).
// Intermediates are observed by executing a copy of the graph in which they
// are marked as extra graph outputs.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::quant {

/// How a calibrated range becomes a quantization range.
enum class CalibMethod { kMinMax, kPercentile };

/// Running statistics of one activation.
struct TensorStats {
  float min = 0.0f;
  float max = 0.0f;
  double hist_range = 0.0;           ///< the histogram covers |x| in [0, hist_range]
  std::vector<std::int64_t> histogram;  ///< counts of |x| per bin
  std::int64_t count = 0;            ///< elements seen
};

struct Calibration {
  std::map<std::string, TensorStats> stats;  ///< by value name
  std::int64_t samples = 0;
};

struct CalibrationOptions {
  std::int64_t batch_size = 50;
  int bins = 2048;
  int threads = 1;
};

/// The float, non-constant values calibration observes (see the file comment).
std::vector<ir::ValueId> valuesToObserve(const ir::Graph& graph);

/// The graph's single runtime input, or an error naming the inputs (graphs
/// with several runtime inputs are not calibrated yet).
Expected<ir::ValueId> singleInput(const ir::Graph& graph);

/// Reads one or more TensorProto files and concatenates them along dim 0
/// (the batch). Each must match the graph input's dtype and static dims; a
/// non-empty tensor name must equal the input's name. `max_samples` > 0 keeps
/// only the first samples.
Expected<ir::Tensor> loadSamples(const ir::Graph& graph, const std::vector<std::filesystem::path>& files,
                                 std::int64_t max_samples = 0);

/// `count` deterministic pseudo-random samples for the graph's single float
/// runtime input, for models without real data (the zoo's random-weight
/// models): N(0, 1) by Box-Muller from a 64-bit Mersenne Twister seeded with
/// `seed`, so the same seed gives the same samples on every platform. Every
/// dim but the batch (dim 0) must be static.
Expected<ir::Tensor> randomSamples(const ir::Graph& graph, std::int64_t count, std::uint64_t seed);

/// Samples per executor run: the model's batch when its dim 0 is fixed,
/// else `requested` (at least 1).
std::int64_t batchFor(const ir::Graph& graph, std::int64_t requested);

/// Rows [begin, end) of a tensor along dim 0 (a copy).
ir::Tensor sliceRows(const ir::Tensor& tensor, std::int64_t begin, std::int64_t end);

/// Runs `graph` on one batch and returns the named values (in order).
Expected<std::vector<ir::Tensor>> runObserving(const ir::Graph& graph, const ir::Tensor& batch,
                                               const std::vector<std::string>& names, int threads = 1);

/// Calibrates every value of valuesToObserve() on `samples` (dim 0 = batch).
Expected<Calibration> calibrate(const ir::Graph& graph, const ir::Tensor& samples,
                                const CalibrationOptions& options = {});

/// Real range [lo, hi] to quantize a calibrated value over: the observed
/// min/max, or for kPercentile the |x| percentile clipped to min/max.
std::pair<float, float> calibratedRange(const TensorStats& stats, CalibMethod method, double percentile);

}  // namespace tessera::quant
