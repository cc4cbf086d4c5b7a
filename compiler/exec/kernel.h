// Kernels of the reference executor: the interface every op implements.
//
// A kernel reads its inputs, allocates and fills its outputs, and returns a
// Status. It never throws, exits or asserts on model content: a bad attribute
// or shape is an error naming the node, its op type and the opset.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/ir/graph.h"
#include "hw/support/expected.h"

namespace tessera::exec {

using ir::DType;
using ir::Shape;
using ir::Tensor;

/// What one kernel invocation sees.
struct KernelContext {
  const ir::Graph& graph;
  const ir::Node& node;
  std::vector<const Tensor*> inputs;  ///< one per node input; nullptr where omitted
  std::vector<Tensor> outputs;        ///< one per node output; the kernel fills them
  std::int64_t opset = 0;             ///< opset of the node's domain
  int threads = 1;
  bool ordered_float_sums = false;  ///< ExecOptions::ordered_float_sums

  /// Number of inputs given (trailing omitted ones excluded).
  int inputCount() const { return node.inputCount(); }
  /// Input i, or nullptr if omitted or beyond the inputs given.
  const Tensor* input(int i) const {
    return i < static_cast<int>(inputs.size()) ? inputs[static_cast<size_t>(i)] : nullptr;
  }
  /// A failed Status: "<file>: node 'n' (Op, opset k): message".
  Status error(const std::string& message) const;
  /// Like error(), for valid models using a feature this build lacks (an
  /// attribute value, a dtype): code "unsupported", so conformance runs
  /// count it as unsupported rather than wrong.
  Status unsupported(const std::string& message) const;
};

using Kernel = std::function<Status(KernelContext&)>;

/// Kernels by (domain, op type).
class KernelRegistry {
 public:
  void add(const std::string& op_type, Kernel kernel, const std::string& domain = "");
  const Kernel* find(const std::string& domain, const std::string& op_type) const;
  /// "Op" or "domain.Op" for every registered kernel, sorted.
  std::vector<std::string> ops() const;

 private:
  std::map<std::pair<std::string, std::string>, Kernel> kernels_;
};

/// Every kernel the executor knows.
const KernelRegistry& defaultKernels();

// One registration function per kernel family (kernels/*.cpp).
void registerElementwiseKernels(KernelRegistry& registry);  ///< math, activations, Cast, Identity, Constant
void registerShapeKernels(KernelRegistry& registry);        ///< Reshape, Transpose, Concat, Slice, Gather, Pad, Resize, ...
void registerNnKernels(KernelRegistry& registry);           ///< Conv, Gemm, MatMul, pooling, normalization, Softmax, reductions
void registerQuantizedKernels(KernelRegistry& registry);    ///< QuantizeLinear, QLinearConv, MatMulInteger, ...

}  // namespace tessera::exec
