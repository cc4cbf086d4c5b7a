// The per-kernel comparison `tessera compile --sim --compare` and `tessera sim
// --compare` print: simulated span, attributed cycles (what the kernel adds
// to its segment's time, runtime::KernelCycles::attributed) and array/DMA busy
// cycles beside the analytical estimate's cycles, array cycles, memory cycles
// and lower bound; the ratio is attributed / estimate. Kernel names are printed whole.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace tessera::cli {

/// One kernel's estimate (estimate.json's layers[k] / backend::LayerEstimate).
struct EstimatedKernel {
  double cycles = 0;
  double array_cycles = 0;   ///< compute_cycles
  double memory_cycles = 0;
  double lower_bound_cycles = 0;
};

/// One kernel as simulated, with its estimate when there is one.
struct CompareRow {
  std::string kernel;
  std::int64_t span_cycles = 0;   ///< first start to last completion
  std::int64_t attributed_cycles = 0;  ///< what it adds to its segment's time
  std::int64_t array_cycles = 0;  ///< COMPUTE issue cycles
  std::int64_t dma_cycles = 0;    ///< LOAD and STORE issue cycles
  std::optional<EstimatedKernel> estimate;
};

/// Prints the rows and a line comparing the array's total busy time with the estimate's.
inline void printCompare(const std::vector<CompareRow>& rows, double lower_bound_total) {
  std::cout << fmt::format("{:<36} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>6}\n", "kernel",
                           "sim_span", "sim", "sim_array", "sim_dma", "est", "est_array", "est_mem", "bound", "ratio");
  double array = 0, estimated_array = 0;
  for (const CompareRow& r : rows) {
    const EstimatedKernel e = r.estimate.value_or(EstimatedKernel{});
    array += static_cast<double>(r.array_cycles);
    estimated_array += e.array_cycles;
    std::cout << fmt::format(
        "{:<36} {:>10} {:>10} {:>10} {:>10} {:>10.0f} {:>10.0f} {:>10.0f} {:>10.0f} {:>6}\n", r.kernel,
        r.span_cycles, r.attributed_cycles, r.array_cycles, r.dma_cycles, e.cycles, e.array_cycles, e.memory_cycles,
        e.lower_bound_cycles,
        e.cycles > 0 ? fmt::format("{:.2f}", static_cast<double>(r.attributed_cycles) / e.cycles) : "-");
  }
  std::cout << fmt::format("array busy: simulated {:.0f}, estimated {:.0f} ({:.2f}x); lower bound {:.0f}\n", array,
                           estimated_array, array / std::max(estimated_array, 1.0), lower_bound_total);
}

}  // namespace tessera::cli
