// estimate(): every kernel of a KernelGraph on one hardware point (see estimate.h).
#include "compiler/backend/map/estimate.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "compiler/backend/codegen/codegen.h"
#include "compiler/backend/map/pack.h"
#include "compiler/backend/map/pipeline_ends.h"
#include "compiler/backend/map/tile_timing.h"
#include "compiler/backend/map/toeplitz.h"
#include "compiler/backend/map/vector_passes.h"
#include "compiler/backend/plan/dram_layout.h"
#include "compiler/backend/plan/immediates.h"
#include "compiler/backend/plan/kernel_plan.h"
#include "compiler/backend/plan/memory_plan.h"
#include "hw/model/cost.h"
#include "hw/model/timing.h"
#include "hw/support/diagnostic.h"

namespace tessera::backend {
namespace {

using hw::VectorOp;
using namespace tile_timing;

std::string mappingText(const hw::model::Mapping& m) {
  return fmt::format("tile n,k,c,p,q={},{},{},{},{}{} order={}{}", m.tile_n, m.tile_k, m.tile_c, m.tile_p, m.tile_q,
                     m.tile_taps > 0 ? fmt::format(" tap_tile={}", m.tile_taps) : "", hw::model::name(m.order),
                     m.double_buffered ? " double-buffered" : "");
}

/// The plan codegen emits for `kernel` (kernel_plan.h: the accelerator's ops,
/// requantize placed and Relu/Clip folded; vectorPasses() its vector passes),
/// and the ops it leaves to the host, each named once.
Expected<KernelPlan> placeVectorOps(const hw::Spec& spec, const Kernel& kernel, std::vector<std::string>& host) {
  auto plan = planKernel(spec, kernel);
  if (!plan) return plan.status();
  for (const std::string& op : plan->host_ops)
    if (std::find(host.begin(), host.end(), op) == host.end()) host.push_back(op);
  return plan;
}

double sumElements(const std::vector<TensorRef>& refs, size_t skip = 0) {
  double total = 0;
  for (size_t i = skip; i < refs.size(); ++i) total += static_cast<double>(refs[i].elements);
  return total;
}

/// DRAM element widths of activation tensors under per-layer precision
/// (EstimateOptions::layer_bits): each tensor an array kernel reads as an
/// operand is stored at the widest precision its array readers compute in (a
/// reader without an entry computes at the spec's activation bits); every
/// other tensor at the spec's activation width. A view's output is its input
/// under a new name. Without layer_bits every tensor is at the spec's width.
class TensorWidths {
 public:
  TensorWidths(const hw::Spec& spec, const KernelGraph& graph, const std::map<std::string, int>& layer_bits)
      : spec_bytes_(spec.derived().activation_bytes_per_element), layer_bits_(layer_bits) {
    if (layer_bits.empty()) return;
    const int spec_bits = spec.params().precision.activation_bits;
    for (const Kernel& k : graph.kernels)
      if (k.kind == KernelKind::kView && !k.inputs.empty())
        for (const TensorRef& t : k.outputs) alias_[t.name] = root(k.inputs.front().name);
    std::map<std::string, int> widest;
    for (const Kernel& k : graph.kernels) {
      if (k.kind != KernelKind::kConv && k.kind != KernelKind::kMatMul) continue;
      auto assigned = layer_bits.find(k.name);
      const int bits = assigned == layer_bits.end() ? spec_bits : assigned->second;
      const std::size_t operands = k.weights_constant ? 1 : 2;
      for (std::size_t i = 0; i < operands && i < k.inputs.size(); ++i) {
        int& w = widest[root(k.inputs[i].name)];
        w = std::max(w, bits);
      }
    }
    for (const auto& [name, bits] : widest)
      if (bits != spec_bits) bits_[name] = bits;
  }

  /// DRAM bits of tensor `name`, or 0 when it is at the spec's width.
  int bitsOf(const std::string& name) const {
    auto it = bits_.find(root(name));
    return it == bits_.end() ? 0 : it->second;
  }
  /// DRAM bytes of one element of `name`.
  double bytesPerElement(const std::string& name) const {
    const int bits = bitsOf(name);
    return bits > 0 ? bits / 8.0 : spec_bytes_;
  }
  /// DRAM bytes of `refs` from index `skip` on.
  double bytes(const std::vector<TensorRef>& refs, size_t skip = 0) const {
    double total = 0;
    for (size_t i = skip; i < refs.size(); ++i)
      total += static_cast<double>(refs[i].elements) * bytesPerElement(refs[i].name);
    return total;
  }
  /// `shape` of array kernel `kernel` with the DRAM widths of its operands (0 where they are the spec's).
  hw::model::LayerShape withWidths(const hw::Spec& spec, const Kernel& kernel, hw::model::LayerShape shape) const {
    if (layer_bits_.empty()) return shape;
    if (auto it = layer_bits_.find(kernel.name);
        it != layer_bits_.end() && kernel.weights_constant && it->second != spec.params().precision.weight_bits)
      shape.weight_dram_bits = it->second;
    if (!kernel.inputs.empty()) shape.input_dram_bits = bitsOf(kernel.inputs[0].name);
    if (!kernel.weights_constant && kernel.inputs.size() > 1) shape.weight_dram_bits = bitsOf(kernel.inputs[1].name);
    if (!kernel.outputs.empty()) shape.output_dram_bits = bitsOf(kernel.outputs[0].name);
    return shape;
  }

 private:
  std::string root(const std::string& name) const {
    auto it = alias_.find(name);
    return it == alias_.end() ? name : it->second;
  }
  double spec_bytes_;
  const std::map<std::string, int>& layer_bits_;
  std::map<std::string, std::string> alias_;
  std::map<std::string, int> bits_;
};

/// Checks per-layer precision against the datapath: every named layer an
/// array kernel, integer, and no wider than the spec's weight and activation bits.
Status checkLayerBits(const hw::Spec& spec, const KernelGraph& graph, const std::map<std::string, int>& layer_bits) {
  const hw::Precision& p = spec.params().precision;
  std::vector<Diagnostic> errors;
  auto fail = [&](std::string message) {
    Diagnostic d;
    d.code = "layer-precision";
    d.location.file = graph.source;
    d.message = std::move(message);
    errors.push_back(std::move(d));
  };
  for (const auto& [name, bits] : layer_bits) {
    auto kernel = std::find_if(graph.kernels.begin(), graph.kernels.end(), [&](const Kernel& k) {
      return k.name == name && (k.kind == KernelKind::kConv || k.kind == KernelKind::kMatMul);
    });
    if (kernel == graph.kernels.end())
      fail(fmt::format("per-layer precision names '{}', which is no array kernel of the model", name));
    else if (p.number_format != hw::NumberFormat::kInt)
      fail(fmt::format("layer '{}' at int{} needs an integer datapath; {} computes in {}", name, bits,
                       spec.params().name, hw::name(p.number_format)));
    else if (bits > p.weight_bits || bits > p.activation_bits)
      fail(
          fmt::format("layer '{}' at int{} is wider than the datapath of {} ({}-bit weights, {}-bit activations): "
                      "the spec's widths are the widest it computes",
                      name, bits, spec.params().name, p.weight_bits, p.activation_bits));
  }
  return Status(std::move(errors));
}

/// The estimate of a depthwise kernel the array runs banded (toeplitz.h):
/// bandedCost's cycles, bytes and pipeline ends; the model's MACs, all of
/// them performed (the bands' zeros are not counted, as a packing's are not).
Status estimateBanded(const hw::Spec& spec, const Kernel& kernel, const Kernel& run, const TensorWidths& widths,
                      LayerEstimate& e) {
  const std::optional<BandedGeometry> g = bandedGeometry(spec, run);
  if (!g) return Status::error(fileError("<kernel>", fmt::format("layer '{}' ({}): internal error: a banded kernel "
                                                                "without its band geometry",
                                                                kernel.name, kernel.ops)));
  auto plan = placeVectorOps(spec, run, e.host_ops);
  if (!plan) return plan.status();
  e.vector_passes = vectorPasses(*plan);
  const BandedCost b = bandedCost(spec, *g, e.vector_passes);
  const hw::DerivedValues& d = spec.derived();
  const hw::model::LayerShape model_shape = widths.withWidths(spec, kernel, hardwareShape(spec, kernel));
  e.macs = kernel.shape.macs();
  e.effective_macs = static_cast<double>(model_shape.macs());
  e.compute_cycles = b.compute_cycles;
  e.vector_cycles = b.vector_cycles;
  e.memory_cycles = b.memory_cycles;
  e.dram_bytes = b.input_bytes + b.weight_bytes + b.bias_bytes + b.output_bytes;
  const double array = e.compute_cycles + b.interlock_cycles + b.slot_wait_cycles;
  e.cycles = std::max({array, e.memory_cycles, e.vector_cycles});
  // Priced as the Program's instructions count (the band's zeros are MACs
  // the array performs; with zero gating they cost nothing, as the
  // simulator finds from the data).
  hw::model::Activity activity = bandedActivity(spec, *g, b, plan->chain);
  if (spec.params().sparsity.zero_gating) activity.zero_products = activity.macs - e.effective_macs;
  e.energy_pj = hw::model::energyOf(spec, activity).total();
  e.prologue_cycles = b.fill_cycles;
  e.prologue_weight_cycles = b.prologue_weights;
  e.epilogue_cycles = b.epilogue;
  e.epilogue_memory_cycles = b.epilogue_memory;
  e.double_buffered = true;
  e.lower_bound_cycles = hw::model::lowerBoundCycles(spec, model_shape);
  e.utilization = e.effective_macs / (static_cast<double>(d.peak_macs_per_cycle) * e.cycles);
  e.mapping = bandedText(*g);
  e.bound = e.cycles == array             ? KernelBound::kCompute
            : e.cycles == e.vector_cycles ? KernelBound::kVector
                                          : KernelBound::kMemory;
  return {};
}

Expected<LayerEstimate> estimateKernel(const hw::Spec& spec, const Kernel& kernel, const EstimateOptions& options,
                                       const TensorWidths& widths, MappingCache* cache, ProgramTilingMemo& tilings) {
  const hw::SpecParams& hw = spec.params();
  const hw::DerivedValues& d = spec.derived();
  const double ab = d.activation_bytes_per_element, wb = d.weight_bytes_per_element;
  const double bw = hw.dram.bytes_per_cycle;
  LayerEstimate e;
  e.name = kernel.name;
  e.op = kernel.ops;
  e.kind = kernel.kind;
  e.host_ops = kernel.host_ops;
  if (kernel.kind == KernelKind::kView) return e;

  if (kernel.kind == KernelKind::kConv || kernel.kind == KernelKind::kMatMul) {
    // Cost the kernel as the array runs it (grouped convolutions packed, pack.h);
    // report the model's MACs and bound.
    const Kernel run = packGroups(spec, kernel);
    if (run.banded) {
      if (Status s = estimateBanded(spec, kernel, run, widths, e); !s.ok()) return s;
    } else {
      const hw::model::LayerShape shape = widths.withWidths(spec, kernel, hardwareShape(spec, run));
      const hw::model::LayerShape model_shape = widths.withWidths(spec, kernel, hardwareShape(spec, kernel));
      auto choice = searchMapping(spec, shape, options.objective, cache);
      if (!choice) {
        Diagnostic diag = choice.status().diagnostics().front();
        diag.message = "layer '" + kernel.name + "' (" + kernel.ops + "): " + diag.message;
        return Status::error(diag);
      }
      auto plan = placeVectorOps(spec, run, e.host_ops);
      if (!plan) return plan.status();
      // Price the tile the Program has: codegen re-fits the mapper's to its
      // buffer slots (codegen.h, programTiling), which hold a quarter of an
      // input buffer where the mapper sized the window for half of one. A
      // kernel codegen cannot tile keeps the mapper's (its compile fails).
      // Its input windows take the Program's LOADs each (a padded or strided
      // window is several; the model counts one a window), every one a DRAM latency.
      hw::model::Mapping mapping = choice->mapping;
      hw::model::LayerCost c = choice->cost;
      double tail_compute = 0, first_loads = 1, last_stores = 1, end_latencies = 0, tail_store_cycles = 0;
      double relayed_compute = 0;
      double slot_row_elements = -1;  // unknown without the Program's tiling: each operand's elements once
      if (auto tiled = programTiling(spec, run, *plan, mapping, &tilings); tiled) {
        tail_compute = tiled->tail_compute_cycles;
        relayed_compute = tiled->relayed_compute_cycles;
        slot_row_elements = tiled->slot_row_elements;
        first_loads = tiled->loads_per_fold_group + tiled->loads_per_window + tiled->first_slot_loads;
        last_stores = tiled->loads_per_fold_group;
        if (tiled->mapping != mapping) {
          mapping = tiled->mapping;
          c = hw::model::evaluate(spec, shape, mapping);
        }
        c.compute_cycles += tiled->folded_edge_cycles;
        // A k tile ending in a narrower fold loads its weights and stores its results in two transfers each.
        const double split = tiled->loads_per_fold_group - 1.0;
        const auto store_transfers = static_cast<double>(c.store_transfers);
        const double weight_transfers =
            static_cast<double>(c.dram_transfers - c.input_transfers - c.store_transfers) * (1.0 + split);
        c.store_transfers = static_cast<std::int64_t>(std::llround(store_transfers * (1.0 + split)));
        // The operands' rows load too: the bias and requantize rows of a k
        // tile into its output slot, a residual's rows as many times as the
        // results store. With one transfer in flight each waits out a DRAM
        // latency the STOREs do not hide (ResNet-50's layer1.1 conv3 on
        // scalesim_32x32_ws, 458 LOADs to 224 STOREs); with N in flight
        // their few rows' latencies overlap the weights' and windows'
        // transfers (counted, EfficientNet-B0's SE fc2 on edge_8x32_int8
        // went from 0.98 to 0.91 of its simulated cycles).
        const double operand_loads =
            hw::model::outstandingTransfers(spec) <= 1
                ? tiled->slot_row_loads + tiled->tile_operands * static_cast<double>(c.store_transfers)
                : 0.0;
        const double transfers = weight_transfers + static_cast<double>(c.store_transfers) +
                                 static_cast<double>(c.input_transfers) * tiled->loads_per_window + operand_loads;
        // The windows' bytes as codegen loads them (the model counts each input pixel once a window).
        if (tiled->bytes_per_window > 0) {
          const double windows_read = static_cast<double>(c.input_transfers) * tiled->bytes_per_window;
          c.dram_read_bytes += windows_read - c.input_read_bytes;
          c.input_read_bytes = windows_read;
        }
        // The bus holds a transfer whole: while a step's weights stream, the
        // windows' short LOADs wait, and theirs is the latency-bound time
        // of transfers in flight. The two classes' times add.
        const double weight_bytes = c.dram_read_bytes - c.input_read_bytes;
        // One transfer in flight a channel: the DRAM time overlaps the two
        // channels' latencies (serialDramCycles), but the last tile's
        // STOREs follow every LOAD, so theirs show after the LOADs' (the
        // end of a memory-bound kernel, after its last tile's work); with
        // two output tiles of one pixel tile, both tiles' (serialTailStores).
        const double stores = static_cast<double>(c.store_transfers);
        const double tail = serialTailStores(spec, shape, mapping, stores, last_stores);
        const double tail_bytes = tail > 0 ? c.dram_write_bytes * tail / stores : 0.0;
        if (tail > 0)
          tail_store_cycles = (tail - last_stores) * (hw.dram.latency_cycles + tail_bytes / tail / bw);
        else if (hw::model::outstandingTransfers(spec) <= 1)
          end_latencies = (std::max(transfers - stores + last_stores, stores) - std::max(transfers - stores, stores)) *
                          hw.dram.latency_cycles;
        c.memory_cycles = hw::model::dramCycles(spec, c.dram_read_bytes + c.dram_write_bytes - tail_bytes,
                                                transfers - tail, stores - tail, c.dram_write_bytes - tail_bytes) +
                          hw::model::serialDramCycles(spec, 0.0, 0.0, tail_bytes, tail);
        if (weight_transfers > 0 && weight_bytes > 0)
          c.memory_cycles = std::max(
              c.memory_cycles,
              weight_bytes / spec.params().dram.bytes_per_cycle +
                  hw::model::dramCycles(spec, c.input_read_bytes + c.dram_write_bytes, transfers - weight_transfers,
                                        static_cast<double>(c.store_transfers), c.dram_write_bytes));
      }
      const int vector_ops = vectorPasses(*plan);
      e.vector_passes = vector_ops;
      // A per-channel requantize reads a multiplier and a shift per output channel (memory_plan.h).
      const std::optional<ChannelRequantize> requantize = channelRequantize(*plan);
      const double requantize_elements = requantize ? 2.0 * static_cast<double>(requantize->multipliers.size()) : 0.0;
      // The model prices the array's operands; add the group's other reads
      // (residual inputs, bias, per-channel requantize values) and correct the write when the group pools.
      // The array's operands are the first input and the weights, or the first
      // two inputs (a MatMul of two activations prices the second as its weights).
      // A group the host finishes (plan->host_ops) reads only the activations
      // its accelerator steps use and writes the array's result for the host;
      // the host's ops and their tensors are not the accelerator's time.
      const int array_inputs = kernel.weights_constant ? 1 : 2;
      const bool host_finishes = !plan->host_ops.empty();
      // Concat operands their producers store in place: neither read nor written here.
      std::vector<TensorRef> in_place;
      for (const GroupConcat& concat : kernel.concats)
        for (const GroupConcat::Part& part : concat.parts)
          if (part.in_place) in_place.push_back(kernel.inputs[static_cast<size_t>(part.input)]);
      double activation_read = widths.bytes(kernel.inputs, array_inputs) - widths.bytes(in_place);
      if (host_finishes) {
        std::set<int> read;
        for (const VectorStep& step : plan->chain)
          if (step.operand.kind == OperandKind::kActivation && step.operand.index >= array_inputs)
            read.insert(step.operand.index);
        std::vector<TensorRef> refs;
        for (int i : read)
          if (static_cast<std::size_t>(i) < kernel.inputs.size()) refs.push_back(kernel.inputs[static_cast<size_t>(i)]);
        activation_read = widths.bytes(refs);
      }
      const double extra_read =  // constants at the sums' width
          activation_read + chainConstantElements(plan->chain, run, slot_row_elements, requantize_elements) *
                                d.accumulator_bytes_per_element;
      const double out_b = hw::model::dramBytesPerElement(shape.output_dram_bits, ab);
      const double priced = static_cast<double>(shape.outputElements()) * out_b;
      const double written =
          kernel.outputs.empty() || host_finishes ? priced : widths.bytes(kernel.outputs) - widths.bytes(in_place);
      // A pooling group stores the whole result (the scratch) and a pooling
      // pass writes the pooled output after it (poolPass); else the group writes its outputs.
      const PoolPass pass = plan->pool ? poolPass(spec, *plan, ab) : PoolPass{};
      const double write_delta = plan->pool ? 0.0 : written - priced;
      e.macs = kernel.shape.macs();
      // MACs of the model the array performs (a packed kernel's padding zeros are not counted).
      e.effective_macs = std::min(c.effective_macs, static_cast<double>(model_shape.macs()) * model_shape.weight_density);
      e.compute_cycles = c.compute_cycles + orderWaitCycles(spec, shape, mapping);
      const std::int64_t vector_elements =
          host_finishes && plan->array_elements > 0 ? std::min(kernel.vector_elements, plan->array_elements)
                                                    : kernel.vector_elements;
      // Elements a pixel: the chain's rows hold the array's channels (a Concat's copy, the other parts').
      const std::int64_t pixels = std::max<std::int64_t>(1, shape.g * shape.n * shape.p * shape.q);
      // A residual's rows load into the input buffer; its add takes that buffer's rows' beats.
      int input_operand_passes = 0;
      for (const VectorStep& step : plan->chain)
        if (step.operand.kind == OperandKind::kActivation && isa::rowwiseOperand(step.op)) ++input_operand_passes;
      const std::int64_t channels = std::max<std::int64_t>(1, vector_elements / pixels);
      e.vector_cycles =
          hw::model::arrayVectorCycles(spec, vector_elements, vector_ops - input_operand_passes, channels) +
          hw::model::arrayVectorCycles(spec, vector_elements, input_operand_passes, channels, hw::BufferKind::kInput);
      e.dram_bytes = std::max(0.0, c.dram_read_bytes + c.dram_write_bytes + extra_read + write_delta);
      e.memory_cycles = std::max(0.0, c.memory_cycles + (extra_read + write_delta) / bw);
      // The array streams its tiles back to back: a tile's fill and drain
      // (in the model's compute time) delays only its results, and shows
      // where they wait for the vector unit or for the DRAM bus their STORE
      // shares with the windows' LOADs (the output slot frees once that
      // STORE has read it). Charged in the square of the share of the
      // array's time the busier of the two is occupied: a tile's results
      // wait where that unit is busy as they drain and still holds the
      // slot's previous results (MobileNetV2's `features.5-7/conv.0` on
      // edge_8x32_int8, the bus busy 72 % of the array's time: 19,617
      // simulated cycles, estimated 20,791 in the share, 20,460 in its
      // square). The share counts the bus for the bytes it moves, not
      // the DRAM stream's time, which with one transfer in flight also
      // holds a latency per transfer that keeps no STORE off the bus
      // (tpu_v1_like's packed depthwise layers, whose array streams tile
      // after tile: MobileNetV2's `features.8-11/conv.1.0` run 17,635
      // cycles, estimated 18,642 by the stream's time, 18,404 by the bus's).
      // One output tile has no next tile to
      // stream under its fill and drain: its reduction steps accumulate back
      // to back and the last one's shows whole (EfficientNet-B0's SE `fc1`,
      // 240 -> 10 channels on one pixel, one COMPUTE: 801 simulated cycles on
      // tpu_v1_like, where the share left 581).
      const double full_compute = e.compute_cycles;
      // So do the k tiles of one pixel, a step each, with transfers in
      // flight: no output slot waits for a STORE (nor a STORE for the one
      // before, codegen.cpp endTile), and each step's weights load ahead
      // (EfficientNet-B0's SE `fc2`, 10 -> 240 channels in k tiles of 128 and
      // 112 on edge_16x16_int8: 492 simulated cycles, 528 estimated with
      // both tiles' fill and drain, 515 now).
      const bool pixel_k_tiles = hw::model::outstandingTransfers(spec) > 1 && shape.n * shape.p * shape.q == 1 &&
                                 weightSteps(shape, mapping) == outputTiles(shape, mapping);
      if (hw::model::oneOutputTile(shape, mapping) || pixel_k_tiles) {
        e.compute_cycles -= c.tile_fill_drain_cycles * (1.0 - 1.0 / std::max(1.0, weightSteps(shape, mapping)));
      } else if (e.compute_cycles > 0) {
        const double busy = std::min(1.0, std::max(e.dram_bytes / bw, e.vector_cycles) / e.compute_cycles);
        e.compute_cycles -= c.tile_fill_drain_cycles * (1.0 - busy * busy);
      }
      e.compute_cycles = std::max(e.compute_cycles,
                                  outputBankChain(spec, shape, mapping, c.compute_cycles - c.tile_fill_drain_cycles,
                                                  e.vector_cycles, c.dram_write_bytes + write_delta));
      const bool db = mapping.double_buffered;
      e.cycles = db ? std::max({e.compute_cycles, e.memory_cycles, e.vector_cycles})
                    : std::max(e.compute_cycles + e.memory_cycles, e.vector_cycles);
      // A vector pass reads its source and writes its result in the output
      // buffer (a residual's rows from the input buffer), as the simulator counts it.
      const double passes_elements = static_cast<double>(vector_ops) * static_cast<double>(vector_elements);
      e.energy_pj = c.energy_pj + (extra_read + write_delta) * hw.dram.energy_pj_per_byte +
                    passes_elements * d.vector_op_energy_pj +
                    2.0 * passes_elements * d.accumulator_bytes_per_element * d.output.read_energy_pj_per_byte +
                    static_cast<double>(input_operand_passes) * static_cast<double>(vector_elements) * ab *
                        d.input.read_energy_pj_per_byte;
      const hw::model::PipelineEnds ends =
          hw::model::pipelineEnds(spec, shape, mapping, vector_ops, input_operand_passes);
      e.prologue_cycles = ends.prologue;
      e.prologue_serial_cycles = latenciesBeyondOne(spec, first_loads);
      e.prologue_reading_serial_cycles = latenciesBeyondOne(spec, first_loads - last_stores);
      e.prologue_weight_cycles = ends.prologue_weights;
      // A step a group (attention's heads): each step loads its own window (pipeline_ends.cpp).
      if (shape.g >= 2 && tileCount(shape.k, mapping.tile_k) == 1 && tileCount(shape.c, mapping.tile_c) == 1 &&
          tileCount(shape.r * shape.s, mapping.tile_taps) == 1)
        e.prologue_next_window_cycles = ends.prologue - ends.prologue_weights -
                                        (hw::model::outstandingTransfers(spec) <= 1 ? 0.0 : hw.dram.latency_cycles);
      if (hw::model::outstandingTransfers(spec) <= 1 && ends.prologue_weights > 0)
        e.prologue_weight_latency_cycles = hw.dram.latency_cycles;
      // The last tile's STOREs (two where its k tile ends in a narrower fold) share the transfers in flight.
      e.epilogue_cycles = ends.epilogue + latenciesBeyondOne(spec, last_stores);
      e.epilogue_memory_cycles = ends.epilogue_memory + end_latencies;
      // A tile's last step of one COMPUTE runs under its residual's LOADs
      // (ProgramTiling::relayed_compute_cycles): the end after the last LOAD
      // is that much shorter (GPT's `out/MatMul` on tpu_v1_like: its 767
      // cycles of stream, fill and drain under the residual's 482).
      if (relayed_compute > 0) {
        const double residual = static_cast<double>(input_operand_passes * shape.outputElements()) /
                                    outputTiles(shape, mapping) * out_b / bw +
                                (hw::model::outstandingTransfers(spec) <= 1 ? hw.dram.latency_cycles : 0.0);
        e.epilogue_memory_cycles = std::max(0.0, e.epilogue_memory_cycles - std::min(residual, relayed_compute));
      }
      e.epilogue_store_cycles = tail_store_cycles;
      if (hw::model::outstandingTransfers(spec) <= 1 && !hw::model::oneOutputTile(shape, mapping))
        e.tile_store_cycles = hw.dram.latency_cycles + c.dram_write_bytes / outputTiles(shape, mapping) / bw;
      e.double_buffered = db;
      e.weight_steps = weightSteps(shape, mapping);
      e.one_pixel_tile = onePixelTile(shape, mapping);
      if (tail_compute > 0) e.fetch_window_cycles = tail_compute + ends.epilogue_memory - ends.last_stream;
      // One pixel tile: the last LOAD is the last step's weights, and that
      // step's computes (every tap and fold of it, with their fill and
      // drain) follow it.
      if (onePixelTile(shape, mapping) && e.weight_steps >= 2) {
        const double stream = ends.last_stream + static_cast<double>(hw::model::fillDrainCycles(
                                                     spec.params().pe_array.rows, spec.params().pe_array.cols));
        e.epilogue_memory_cycles += std::max(0.0, e.compute_cycles / e.weight_steps - stream);
      }
      if (!plan->pool)
        e.weight_chain_cycles = weightSlotChain(spec, shape, mapping, full_compute, c.tile_fill_drain_cycles);
      // The copy follows the array's work (its bytes are in the memory time
      // already: a memory-bound kernel's DMA moves them after the array's);
      // the pooling pass starts once the scratch is written: its time adds.
      // Its LOADs wait for the load unit, which reaches them after the
      // tiles' LOADs, and for their source, relayed before the last two
      // tiles. With one transfer in flight (tpu_v1_like: SqueezeNet's
      // expand3x3) the loads run that far ahead and the copy starts under
      // those two tiles; with more (the edge configs) the simulated copy
      // starts after them as before the relay moved (starting it under them
      // there took 6-8 SqueezeNet kernels from 0.98x to 1.04-1.11x, tried).
      const CopyPass copy = concatCopyPass(spec, *plan, kernel, ab);
      if (copy.cycles > 0) {
        const double before = hw::model::outstandingTransfers(spec) > 1
                                  ? 1.0
                                  : 1.0 - std::min(1.0, 2.0 / outputTiles(shape, mapping));
        e.cycles = std::max(e.cycles, std::max(e.compute_cycles, e.vector_cycles) * before + copy.cycles);
      }
      e.vector_cycles += copy.vector_rows;
      e.cycles += pass.cycles;
      e.vector_cycles += pass.vector_cycles;
      e.memory_cycles += pass.memory_cycles;
      e.dram_bytes += pass.dram_bytes;
      e.energy_pj += pass.energy_pj;
      e.lower_bound_cycles = hw::model::lowerBoundCycles(spec, model_shape);
      e.utilization = e.effective_macs / (static_cast<double>(d.peak_macs_per_cycle) * e.cycles);
      e.mapping = mappingText(mapping);
      if (e.cycles == e.compute_cycles)
        e.bound = KernelBound::kCompute;
      else if (e.cycles == e.vector_cycles)
        e.bound = KernelBound::kVector;
      else
        e.bound = KernelBound::kMemory;
    }
  } else {
    const double read = widths.bytes(kernel.inputs) + sumElements(kernel.weights) * wb;
    const double write = widths.bytes(kernel.outputs);
    auto plan = placeVectorOps(spec, kernel, e.host_ops);
    if (!plan) return plan.status();
    const int vector_ops = vectorPasses(*plan);
    e.vector_passes = vector_ops;
    const bool on_host = !e.host_ops.empty();
    const hw::model::VectorCost v = hw::model::evaluateVector(spec, kernel.vector_elements, vector_ops, read, write);
    e.vector_cycles = v.vector_cycles;
    e.memory_cycles = v.memory_cycles;
    e.dram_bytes = v.dram_bytes;
    e.cycles = v.cycles;
    e.energy_pj = v.energy_pj;
    e.lower_bound_cycles = v.dram_bytes / bw;
    if (plan->mode == PlanMode::kVector && plan->reduction && !on_host) {
      // A reduction runs transposed (codegen_vector.cpp, reduction()): a
      // tile of W reductions is one LOAD of extent rows, its ops down those
      // rows (Softmax's reciprocal on the one row of sums) and one STORE.
      const ReductionPlan& r = *plan->reduction;
      const double width = static_cast<double>(std::max<std::int64_t>(1, d.vector_row_elements));
      const double tiles = std::ceil(static_cast<double>(r.rows) / width);
      const double extent = static_cast<double>(r.extent);
      e.vector_cycles = tiles * (r.softmax ? 5.0 * extent + 1.0 : extent);
      const StreamPass pass = streamPass(spec, tiles, read, tiles, write, tiles, e.vector_cycles);
      e.memory_cycles = pass.memory_cycles;
      e.cycles = pass.cycles;
      e.fetch_window_cycles = std::max(1.0, pass.last_tile_vector);
    }
    if (plan->mode == PlanMode::kVector && plan->pool && !on_host) {
      // A pooling kernel runs as the pooling pass (codegen_vector.cpp emitPoolPass).
      const PoolPass pass = poolPass(spec, *plan, ab);
      e.vector_cycles = pass.vector_cycles;
      e.memory_cycles = pass.memory_cycles;
      e.dram_bytes = pass.dram_bytes;
      e.cycles = pass.cycles;
      e.energy_pj = pass.energy_pj;
      e.fetch_window_cycles = std::max(1.0, pass.last_tile_vector);
    }
    if (on_host)
      e.bound = KernelBound::kHost;
    else
      e.bound = e.vector_cycles > e.memory_cycles ? KernelBound::kVector : KernelBound::kMemory;
    if (plan->mode == PlanMode::kNone) {
      // Every op on the host: the accelerator moves and computes nothing of
      // it (its time is the host's, which `tessera sim` reports apart), so
      // neither its cycles nor a lower bound on them.
      e.vector_cycles = e.memory_cycles = e.dram_bytes = e.cycles = e.energy_pj = e.lower_bound_cycles = 0;
    }
  }
  const double ops = 2.0 * e.effective_macs;  // the roofline counts performed operations
  e.operational_intensity = e.dram_bytes > 0 ? ops / e.dram_bytes : 0;
  e.attained_ops_per_second = e.cycles > 0 ? ops / (e.cycles / (hw.clock_mhz * 1e6)) : 0;
  return e;
}

/// Most bytes of activations live at once in DRAM (graph inputs and outputs
/// included), and the naive sum of them all. Each tensor lives from its
/// producer to its last reader; a view's output is its input under a new name.
std::pair<std::int64_t, std::int64_t> activationFootprint(const KernelGraph& graph, const TensorWidths& widths) {
  const int end = static_cast<int>(graph.kernels.size());
  const auto bytes = [&](const TensorRef& t) {
    return static_cast<std::int64_t>(std::ceil(static_cast<double>(t.elements) * widths.bytesPerElement(t.name)));
  };
  std::map<std::string, LiveTensor> lives;
  std::map<std::string, std::string> alias;  // view output -> the tensor it names
  const auto root = [&](const std::string& name) {
    auto it = alias.find(name);
    return it == alias.end() ? name : it->second;
  };
  for (const TensorRef& t : graph.graph_inputs) lives[t.name] = {bytes(t), 0, 0};
  for (const Kernel& k : graph.kernels) {
    for (const TensorRef& t : k.inputs)
      if (auto it = lives.find(root(t.name)); it != lives.end()) it->second.last = std::max(it->second.last, k.id);
    for (const TensorRef& t : k.outputs) {
      if (k.kind == KernelKind::kView && !k.inputs.empty()) {
        alias[t.name] = root(k.inputs.front().name);
        continue;
      }
      lives[t.name] = {bytes(t), k.id, k.id};
    }
  }
  for (const TensorRef& t : graph.graph_outputs)
    if (auto it = lives.find(root(t.name)); it != lives.end()) it->second.last = end;
  std::vector<LiveTensor> all;
  std::int64_t naive = 0;
  for (const auto& [name, life] : lives) {
    naive += life.bytes;
    all.push_back(life);
  }
  return {liveBytesPeak(all), naive};
}

}  // namespace

hw::model::LayerShape hardwareShape(const hw::Spec& spec, const Kernel& kernel) {
  hw::model::LayerShape shape = kernel.shape;
  shape.weight_density = 1.0;
  if (!kernel.weights_constant || kernel.sparsity.elements == 0) return shape;
  const double density = std::max(kernel.sparsity.density(), 1e-6);
  const hw::Sparsity& sp = spec.params().sparsity;
  if (sp.weight_format == hw::WeightFormat::kNOfM && !storesNofM(spec, kernel)) return shape;  // dram_layout.h
  shape.weight_density = std::min(1.0, density);
  return shape;
}

std::string_view name(KernelBound bound) {
  switch (bound) {
    case KernelBound::kCompute: return "compute";
    case KernelBound::kMemory: return "memory";
    case KernelBound::kVector: return "vector";
    case KernelBound::kHost: return "host";
    case KernelBound::kNone: return "none";
  }
  return "?";
}

Expected<Estimate> estimate(const hw::Spec& spec, const KernelGraph& model, const EstimateOptions& options,
                            MappingCache* cache) {
  const std::optional<KernelGraph> placed = placeConcatOperands(spec, model);  // as codegen plans it
  const KernelGraph& graph = placed ? *placed : model;
  Estimate result;
  result.model = graph.model;
  result.source = graph.source;
  result.pipeline = graph.pipeline;
  result.spec_name = spec.params().name;
  result.spec_fingerprint = spec.fingerprint();
  result.objective = options.objective;
  EstimateTotals& t = result.totals;
  if (Status s = checkLayerBits(spec, graph, options.layer_bits); !s.ok()) return s;
  const TensorWidths widths(spec, graph, options.layer_bits);
  double effective_macs = 0;
  ProgramTilingMemo tilings;  // a model's repeated layers share codegen's tile search
  for (const Kernel& kernel : graph.kernels) {
    auto layer = estimateKernel(spec, kernel, options, widths, cache, tilings);
    if (!layer) {
      Diagnostic diag = layer.status().diagnostics().front();
      if (diag.location.file.empty() || diag.location.file == spec.params().name || diag.location.file == "<kernel>")
        diag.location.file = graph.source;  // "<kernel>": a kernel plan's error (placeVectorOps)
      return Status::error(diag);
    }
    result.layers.push_back(std::move(*layer));
  }
  addPipelineEnds(graph, result.layers);
  for (LayerEstimate* layer = result.layers.data(); layer != result.layers.data() + result.layers.size(); ++layer) {
    t.cycles += layer->cycles;
    t.macs += layer->macs;
    t.dram_bytes += layer->dram_bytes;
    t.energy_pj += layer->energy_pj;
    t.lower_bound_cycles += layer->lower_bound_cycles;
    effective_macs += layer->utilization * layer->cycles * static_cast<double>(spec.derived().peak_macs_per_cycle);
    if (!layer->host_ops.empty()) ++t.host_kernels;
  }
  for (const Kernel& kernel : graph.kernels)
    if (kernel.kind == KernelKind::kConv || kernel.kind == KernelKind::kMatMul)
      if (kernel.weights_constant)
        t.weight_bytes += static_cast<std::int64_t>(std::ceil(hw::model::storedWeightBytes(
            spec, widths.withWidths(spec, kernel, hardwareShape(spec, packGroups(spec, kernel))))));
  t.area_um2 = spec.derived().total_area_um2;
  t.latency_us = t.cycles / spec.params().clock_mhz;
  t.utilization =
      t.cycles > 0 ? effective_macs / (static_cast<double>(spec.derived().peak_macs_per_cycle) * t.cycles) : 0;
  std::tie(t.peak_activation_bytes, t.naive_activation_bytes) = activationFootprint(graph, widths);
  return result;
}

}  // namespace tessera::backend
