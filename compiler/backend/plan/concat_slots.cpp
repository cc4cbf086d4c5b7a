// Concat operands stored in place by their producers (see kernel_plan.h, placeConcatOperands).
#include <map>
#include <set>

#include "compiler/backend/plan/kernel_plan.h"

namespace tessera::backend {
namespace {

/// True when kernel `k` stores its whole result itself as pixels of `channels`:
/// a plain (ungrouped, unbanded) convolution, the array's result its one output.
bool storesWholeResult(const hw::Spec& spec, const Kernel& k, std::int64_t channels) {
  if (k.kind != KernelKind::kConv || k.banded || k.shape.g != 1 || k.outputs.size() != 1 || k.concat_slot) return false;
  Expected<KernelPlan> plan = planKernel(spec, k);
  return plan && plan->mode == PlanMode::kArray && plan->result == 0 && !plan->pool && !plan->concat &&
         plan->host_ops.empty() && plan->result_channels == channels;
}

}  // namespace

std::optional<KernelGraph> placeConcatOperands(const hw::Spec& spec, const KernelGraph& graph) {
  std::map<std::string, int> producer, readers;
  for (const Kernel& k : graph.kernels) {
    for (const TensorRef& t : k.outputs) producer[t.name] = k.id;
    for (const TensorRef& t : k.inputs) ++readers[t.name];
  }
  std::set<std::string> graph_outputs;
  for (const TensorRef& t : graph.graph_outputs) graph_outputs.insert(t.name);

  std::optional<KernelGraph> placed;
  for (std::size_t ci = 0; ci < graph.kernels.size(); ++ci) {
    const Kernel& c = graph.kernels[ci];
    if (c.concats.size() != 1 || c.kind != KernelKind::kConv || c.shape.g != 1) continue;
    Expected<KernelPlan> plan = planKernel(spec, c);  // the Concat assembled, its result stored as it is
    if (!plan || !plan->copiesConcat() || plan->result < 0) continue;
    // A pooling kernel assembles the Concat in its scratch; its pass pools that.
    ConcatSlot slot{c.outputs[static_cast<std::size_t>(plan->result)], 0, c.concats.front().channels};
    if (plan->pool) {
      slot.result = TensorRef{ir::kNoValue, scratchRegionName(c), plan->scratch_elements, false};
      slot.scratch_of = c.id;
    }
    const GroupConcat& concat = c.concats.front();
    for (std::size_t p = 0; p < concat.parts.size(); ++p) {
      const GroupConcat::Part& part = concat.parts[p];
      const TensorRef& operand = c.inputs[static_cast<std::size_t>(part.input)];
      const auto made = producer.find(operand.name);
      if (part.in_place || made == producer.end() || static_cast<std::size_t>(made->second) >= ci ||
          readers.at(operand.name) != 1 || graph_outputs.count(operand.name))
        continue;
      const Kernel& k = (placed ? placed->kernels : graph.kernels)[static_cast<std::size_t>(made->second)];
      if (k.outputs.front().name != operand.name || !storesWholeResult(spec, k, part.channels)) continue;
      if (!placed) placed = graph;
      slot.offset = part.offset;
      placed->kernels[static_cast<std::size_t>(made->second)].concat_slot = slot;
      placed->kernels[ci].concats.front().parts[p].in_place = true;
    }
  }
  return placed;
}

}  // namespace tessera::backend
