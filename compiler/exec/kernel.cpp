// Kernel registry and the located error every kernel reports through.
#include "compiler/exec/kernel.h"

#include <fmt/format.h>

#include "compiler/exec/kernels/tessera_ops.h"

namespace tessera::exec {

Status KernelContext::error(const std::string& message) const {
  Diagnostic d;
  d.location.file = graph.source;
  d.message = fmt::format("node '{}' ({}{}, opset {}): {}", node.name, node.domain.empty() ? "" : node.domain + ".",
                          node.op_type, opset, message);
  return Status::error(std::move(d));
}

Status KernelContext::unsupported(const std::string& message) const {
  Status status = error("unsupported: " + message);
  std::vector<Diagnostic> diagnostics = status.diagnostics();
  diagnostics[0].code = "unsupported";
  return Status(std::move(diagnostics));
}

void KernelRegistry::add(const std::string& op_type, Kernel kernel, const std::string& domain) {
  kernels_[{domain, op_type}] = std::move(kernel);
}

const Kernel* KernelRegistry::find(const std::string& domain, const std::string& op_type) const {
  auto it = kernels_.find({domain == "ai.onnx" ? "" : domain, op_type});
  return it == kernels_.end() ? nullptr : &it->second;
}

std::vector<std::string> KernelRegistry::ops() const {
  std::vector<std::string> out;
  for (const auto& [key, kernel] : kernels_) out.push_back(key.first.empty() ? key.second : key.first + "." + key.second);
  return out;
}

const KernelRegistry& defaultKernels() {
  static const KernelRegistry registry = [] {
    KernelRegistry r;
    registerElementwiseKernels(r);
    registerShapeKernels(r);
    registerNnKernels(r);
    registerQuantizedKernels(r);
    registerTesseraKernels(r);
    return r;
  }();
  return registry;
}

}  // namespace tessera::exec
