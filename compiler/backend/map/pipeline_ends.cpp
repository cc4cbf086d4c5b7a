// Pipeline ends between an estimate's kernels (see pipeline_ends.h).
#include "compiler/backend/map/pipeline_ends.h"

#include <algorithm>
#include <map>
#include <string>

namespace tessera::backend {
namespace {

/// Sets a kernel's cycles; its rates per cycle scale with them.
void rescale(LayerEstimate& e, double cycles) {
  if (e.cycles <= 0 || cycles <= 0) return;
  const double scale = e.cycles / cycles;
  e.cycles = cycles;
  e.utilization *= scale;
  e.attained_ops_per_second *= scale;
}

/// Within a segment the load unit runs ahead into the next kernel: the
/// next kernel's LOADs in `ahead` take the DRAM bus before this kernel's
/// last STORE (BERT's k projection on tpu_v1_like: its input and 64 KiB
/// weight tile load between q's last two stores). The bus time they take
/// beyond this kernel's idle bus time (cycles - memory) lands in this
/// kernel's cycles, and the next kernel's DRAM stream is that much shorter,
/// down to its `floors` (its compute stream and ends).
template <typename EndsSegment>
void handOver(const std::vector<std::size_t>& order, const EndsSegment& endsSegment, const std::vector<double>& ahead,
              const std::vector<double>& floors, std::vector<LayerEstimate>& layers) {
  std::vector<double> cycles(layers.size());
  for (std::size_t i = 0; i < layers.size(); ++i) cycles[i] = layers[i].cycles;
  for (std::size_t o = 0; o + 1 < order.size(); ++o) {
    const std::size_t i = order[o], j = order[o + 1];
    const LayerEstimate& next = layers[j];
    if (endsSegment(i) || next.prologue_cycles <= 0 || layers[i].cycles <= 0) continue;
    double idle = std::max(0.0, layers[i].cycles - layers[i].memory_cycles);
    if (layers[i].fetch_window_cycles > 0) idle = std::min(idle, layers[i].fetch_window_cycles);
    const double stream = std::max(0.0, next.cycles - floors[j]);
    cycles[i] += std::max(0.0, ahead[j] - idle);
    // A kernel of more weight steps than slots over several pixel tiles
    // has DRAM stream bubbles where its weights wait for a slot, which its
    // floor does not hold: it is not shortened. One pixel tile has no such
    // bubbles, with a weight slots' chain or pooled (a pooled kernel has no
    // chain: SqueezeNet's classifier on tpu_v1_like, 21,065 simulated
    // cycles, estimated 24,589 unshortened).
    // With one transfer in flight the LOAD channel also waited out the
    // weights' latency ahead (EfficientNet-B0's SE `fc1` on
    // scalesim_32x32_ws: its weights' LOAD, 220 cycles, runs whole under
    // the pooling ahead of it).
    const double channel = ahead[j] + (ahead[j] > 0 ? next.prologue_weight_latency_cycles : 0.0);
    if (next.weight_steps <= 2 || next.one_pixel_tile) cycles[j] -= std::min(channel, stream);
  }
  for (std::size_t i = 0; i < layers.size(); ++i) rescale(layers[i], cycles[i]);
}

}  // namespace

/// Adds each array kernel's pipeline ends (LayerEstimate::prologue_cycles,
/// epilogue_cycles) to its cycles where no neighbour hides them. Kernels run
/// in graph order; a view is its input under another name; a kernel the host
/// finishes (or runs) ends a segment, which the next one starts afresh.
void addPipelineEnds(const KernelGraph& graph, std::vector<LayerEstimate>& layers) {
  std::map<std::string, std::string> alias;  // view output -> the tensor it names
  const auto root = [&](const std::string& name) {
    auto it = alias.find(name);
    return it == alias.end() ? name : it->second;
  };
  std::vector<std::size_t> order;  // kernels that run, in order
  std::map<std::string, std::size_t> producer;
  for (std::size_t i = 0; i < graph.kernels.size(); ++i) {
    const Kernel& k = graph.kernels[i];
    if (k.kind == KernelKind::kView) {
      if (!k.inputs.empty())
        for (const TensorRef& t : k.outputs) alias[t.name] = root(k.inputs.front().name);
      continue;
    }
    order.push_back(i);
    for (const TensorRef& t : k.outputs) producer[t.name] = i;
  }
  // A Concat operand its producer stores in place (GroupConcat::Part::in_place)
  // still counts as read: the Concat's kernel follows that producer as it
  // followed its copy's source (SqueezeNet's features.9/expand3x3 on
  // tpu_v1_like: its first window waits for expand1x1's last vector group,
  // which waits for its first STORE). As unread, expand1x1 went to 0.93x on
  // edge_16x16_int8 and 1.12-1.22x on tpu_v1_like (tried).
  const auto reads = [&](std::size_t reader, std::size_t writer) {
    for (const TensorRef& t : graph.kernels[reader].inputs)
      if (auto it = producer.find(root(t.name)); it != producer.end() && it->second == writer) return true;
    return false;
  };
  const auto endsSegment = [&](std::size_t i) { return !layers[i].host_ops.empty(); };
  // What of each kernel's first step loads before the kernel ahead of it
  // stores its last result (0 at a segment's start): behind a kernel it
  // reads, its weights; else its first LOAD and, when that ends before the
  // kernel ahead finishes its last tile's work (epilogue_memory), the second.
  // The weights go first unless the kernel ahead loaded weights step by step
  // (its last window's slot was read before its last weights' slot:
  // codegen_array.cpp, window_first). With both, a kernel whose second step
  // loads a window of its own loads it too, before that step's weights,
  // whose slot the kernel ahead's last step still reads (BERT's attention
  // scores on tpu_v1_like: the second head's queries go ahead of the v
  // projection's last STORE; v ran 1.16x its estimate without them).
  std::vector<double> ahead(layers.size(), 0.0);
  for (std::size_t o = 1; o < order.size(); ++o) {
    const std::size_t i = order[o];
    const LayerEstimate& e = layers[i];
    const LayerEstimate& before = layers[order[o - 1]];
    if (endsSegment(order[o - 1]) || e.prologue_cycles <= 0) continue;
    const double weights = e.prologue_weight_cycles, window = e.prologue_cycles - weights;
    if (reads(i, order[o - 1])) {
      ahead[i] = weights;
      continue;
    }
    const double first = before.weight_steps >= 2 ? window : weights;
    const bool both = before.epilogue_memory_cycles <= 0 ||
                      first < before.epilogue_memory_cycles + before.tile_store_cycles;
    ahead[i] = both ? e.prologue_cycles + e.prologue_next_window_cycles : first;
  }
  // Each kernel's cycles without its DRAM stream: its compute stream and ends.
  std::vector<double> floors(layers.size());
  for (std::size_t i = 0; i < layers.size(); ++i) floors[i] = layers[i].cycles;
  // The end a compute-bound kernel hands to the next kernel (below).
  std::vector<double> handed(layers.size(), 0.0);
  for (std::size_t o = 0; o < order.size(); ++o) {
    const std::size_t i = order[o];
    LayerEstimate& e = layers[i];
    if (e.prologue_cycles <= 0 && e.epilogue_cycles <= 0) continue;
    const bool last = o + 1 == order.size() || endsSegment(i) || reads(order[o + 1], i);
    // A compute-bound kernel whose result the next kernel does not read
    // keeps its end (the last tile's drain, vector ops and STORE): the next
    // kernel's array work, its operands loaded ahead, runs under it, and is
    // that much shorter, down to its work (GPT's `attn/MatMul` after the v
    // projection on edge_16x16_int8 starts 1,602 cycles before v's last
    // STORE ends). A memory-bound kernel's end hides under the next
    // kernel's LOADs instead (handOver).
    const bool hands = !last && e.bound == KernelBound::kCompute;
    if (hands) handed[order[o + 1]] = e.epilogue_cycles;
    const bool keeps_end = last || hands;
    // What loaded before the kernel ahead finished overlaps it; behind a
    // kernel it reads, its window and first slot rows wait for that kernel's last STORE.
    const bool starts = o == 0 || endsSegment(order[o - 1]);
    double serial = 0;
    if (starts)
      serial = e.prologue_serial_cycles;
    else if (reads(i, order[o - 1]))
      serial = e.prologue_reading_serial_cycles;
    const double ends = std::max(0.0, e.prologue_cycles - ahead[i]) + serial + (keeps_end ? e.epilogue_cycles : 0.0);
    double added = ends;
    // The ends above are the compute stream's: its first tile's loads and its
    // last tile's store. The DRAM time already holds those bytes, so what a
    // memory-bound kernel adds is the work after its last load
    // (epilogue_memory); the kernel takes the longer of the two streams.
    const double work = std::max(e.compute_cycles, e.vector_cycles);
    if (e.double_buffered) {
      const double core = std::max(work, e.memory_cycles);
      // STOREs of earlier tiles that follow the last LOAD run under the last tile's work.
      const double end = std::max(0.0, e.epilogue_memory_cycles - e.epilogue_store_cycles);
      added = std::max(work + added, e.memory_cycles + (keeps_end ? end : 0.0)) - core;
    }
    // The weight slots' chain holds the ends the compute stream has.
    if (e.weight_chain_cycles > 0) added = std::max(added, e.weight_chain_cycles + ends - e.cycles);
    if (added > 0 && e.cycles > 0) rescale(e, e.cycles + added);
    // A memory-bound kernel's array fills and drains each tile while the
    // next tile's LOADs stream: where the weight slots' chain applies it is
    // the compute stream (EfficientNet-B0's 80 -> 480 channel expansions on
    // tpu_v1_like: their weights' LOAD, 548 cycles, loads whole under the
    // kernel ahead, where the array's every fill and drain kept 334 of it).
    if (e.double_buffered)
      floors[i] = (e.bound == KernelBound::kMemory && e.weight_chain_cycles > 0 ? e.weight_chain_cycles
                                                                                : std::max(work, e.weight_chain_cycles)) +
                  ends;
  }
  for (std::size_t i = 0; i < layers.size(); ++i) {
    LayerEstimate& e = layers[i];
    const double cut = std::min(handed[i], std::max(e.compute_cycles, e.vector_cycles));
    if (cut > 0 && e.cycles > cut) rescale(e, e.cycles - cut);
  }
  handOver(order, endsSegment, ahead, floors, layers);
}

}  // namespace tessera::backend
