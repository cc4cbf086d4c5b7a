// Reference executor: runs a graph node by node with the registered kernels.
//
// This is the golden model the rest of Tessera is checked against: simple,
// exact where ONNX is exact, and fast enough for the zoo (conv and GEMM go
// through BLAS). Intermediate tensors are freed after their last use.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "compiler/exec/kernel.h"

namespace tessera::exec {

struct ExecOptions {
  int threads = 1;  ///< BLAS and kernel threads
  /// fp32 Conv, Gemm and MatMul sum their products one at a time, each
  /// accumulation a fused multiply-add from +0, in a fixed order: over k
  /// (Gemm, MatMul); over the window's taps (kd, kh, kw), the group's
  /// channels innermost (Conv); bias / C added after. The order a MAC array
  /// computes a float reduction in (hw/sim/functional.h), so float Programs
  /// compare bit for bit. Off: BLAS, whose order is its own.
  bool ordered_float_sums = false;
};

/// Errors for every node whose (domain, op type) has no kernel, or nothing.
Status checkSupported(const ir::Graph& graph, const KernelRegistry& registry = defaultKernels());

/// Runs one node: `inputs` holds one tensor per node input (nullptr where
/// omitted), `outputs` receives one per node output. A channels-last
/// Conv/pooling input is converted around the NCHW kernels. What execute()
/// does for every node; a runtime that runs some nodes of a graph on the
/// host calls it directly.
Status runNode(const ir::Graph& graph, const ir::Node& node, std::vector<const Tensor*> inputs,
               std::vector<Tensor>& outputs, const ExecOptions& options = {});

/// Runs the graph. `inputs` maps graph input names to tensors; every graph
/// input must be given, with its declared dtype and a shape matching the
/// declared static dims. Returns the graph outputs in order.
Expected<std::vector<Tensor>> execute(const ir::Graph& graph, const std::map<std::string, Tensor>& inputs,
                                      const ExecOptions& options = {});

}  // namespace tessera::exec
