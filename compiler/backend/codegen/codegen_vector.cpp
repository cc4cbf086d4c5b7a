// Vector-only kernels, reductions, pooling passes and data movement, as instructions.
//
// Rows: an elementwise kernel sees its tensors flat, as rows of W = min(lanes,
// PE rows, PE cols) elements (activations in input-buffer rows, results in
// output-buffer rows, so W fits both). Per tile: LOAD the source rows (and
// operand rows) into an input slot, run the ops (the first from the input
// rows into the output slot, the rest in place), STORE the result rows.
// A reduction (Softmax, ReduceSum/Mean/Max over trailing axes: rows x extent,
// KernelPlan::reduction) runs transposed: per tile of W reductions, one
// transposing LOAD puts element i of reduction t0 + e in input row i, lane
// e; reduce_max / reduce_sum reduce each lane down the rows into one row,
// bias_add and a per_lane mul broadcast that row back, and a transposing
// STORE (Softmax) or a one-row STORE (Reduce*) writes the result
// (docs/backend.md, "How codegen uses the ISA"). Pooling: each tile is a block
// of output rows of one channel chunk; one LOAD per window position and
// output row gathers the inputs at the pooling stride into consecutive rows
// (padding from the zero row), and max/avg of consecutive blocks reduces the
// window. Data movement follows its copy runs (data_movement.h): each run
// is one input row (a LOAD, a transposing one-row LOAD for a strided or
// replicated source, or zero-row padding), copied to the output slot by the
// vector unit (copyOp()) and stored as one contiguous row of the output.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "compiler/backend/codegen/codegen_internal.h"
#include "hw/isa/fixed_point.h"

namespace tessera::backend::detail {
namespace {

/// Elements per vector row: fits lanes and both buffers' rows, whole bytes at sub-byte precision.
Expected<std::int64_t> rowElements(const hw::Spec& spec, const Kernel& kernel) {
  if (const std::int64_t w = spec.derived().vector_row_elements; w > 0) return w;
  return kernelError(kernel,
                     fmt::format("no vector row of {}-bit values is whole bytes",
                                 spec.params().precision.activation_bits),
                     "unsupported");
}

/// Splits [0, total) rows into DRAM transfers of `width` elements (the last may be shorter).
void rowsOf(std::int64_t first_row, std::int64_t rows, std::int64_t total_elements, std::int64_t width,
            const std::function<void(std::int64_t row, std::int64_t count, std::int64_t elements)>& emit) {
  const std::int64_t full_rows =
      std::max<std::int64_t>(0, std::min(first_row + rows, total_elements / width) - first_row);
  if (full_rows > 0) emit(first_row, full_rows, width);
  const std::int64_t last = first_row + full_rows;
  if (last < first_row + rows && last * width < total_elements) emit(last, 1, total_elements - last * width);
}

class FlatEmitter {
 public:
  FlatEmitter(Emitter& em, const Kernel& kernel, const KernelPlan& plan) : em_(em), kernel_(kernel), plan_(plan) {}

  Status run() {
    auto w = rowElements(em_.spec(), kernel_);
    if (!w) return w.status();
    width_ = *w;
    abits_ = em_.spec().params().precision.activation_bits;
    accbits_ = em_.spec().params().precision.accumulator_bits;
    if (plan_.mode == PlanMode::kCopy) return copy();
    return plan_.reduction ? reduction() : chain();
  }

 private:
  Status chain();
  Status reduction();
  Status copy();

  Emitter& em_;
  const Kernel& kernel_;
  const KernelPlan& plan_;
  std::int64_t width_ = 1;
  int abits_ = 8, accbits_ = 32;
};

Status FlatEmitter::chain() {
  const MemoryPlan& mem = em_.memory();
  auto src = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_input)].name);
  if (!src) return src.status();
  auto dst = regionOf(mem, kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
  if (!dst) return dst.status();
  const std::int64_t in_elements = kernel_.inputs[static_cast<size_t>(plan_.array_input)].elements;
  const std::int64_t out_elements = kernel_.outputs[static_cast<size_t>(plan_.result)].elements;
  // No OperandKind::kRequantize here: per-lane multipliers need one output
  // channel per lane, which only an array kernel's sums have; a vector
  // kernel's per-channel requantize stays a note (immediates.cpp).
  struct Operand {
    const Region* region = nullptr;
    OperandKind kind = OperandKind::kNone;
    bool broadcast = false;
    std::int64_t elements = 0;
  };
  std::vector<Operand> operands;
  int activations = 0, out_rows_per_row = 1, bias_rows = 0;
  std::vector<std::string> reads = {(*src)->name};
  for (const VectorStep& step : plan_.chain) {
    Operand o;
    o.kind = step.operand.kind;
    if (o.kind == OperandKind::kActivation) {
      auto r = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(step.operand.index)].name);
      if (!r) return r.status();
      o.region = *r;
      o.elements = kernel_.inputs[static_cast<size_t>(step.operand.index)].elements;
      o.broadcast = o.elements < in_elements;
      ++activations;
      reads.push_back(o.region->name);
    } else if (o.kind == OperandKind::kConstant || o.kind == OperandKind::kBias) {
      auto r = regionOf(mem, kernel_, kernel_.weights[static_cast<size_t>(step.operand.index)].name);
      if (!r) return r.status();
      o.region = *r;
      o.elements = kernel_.weights[static_cast<size_t>(step.operand.index)].elements;
      o.broadcast = o.kind == OperandKind::kBias || o.elements < in_elements;
      if (o.kind == OperandKind::kBias)
        ++bias_rows;
      else
        ++out_rows_per_row;
    }
    operands.push_back(o);
  }
  const BufferPartition& p = em_.partition();
  const std::int64_t rows_total = (in_elements + width_ - 1) / width_;
  const std::int64_t out_rows_total = (out_elements + width_ - 1) / width_;
  const std::int64_t tile_rows =
      std::min({p.input.rows / (1 + activations), (p.output.rows - bias_rows) / out_rows_per_row,
                std::max<std::int64_t>(rows_total, 1)});
  if (tile_rows < 1) return kernelError(kernel_, "the vector operands do not fit one output slot");
  em_.drain(reads);
  for (std::int64_t r0 = 0; r0 < rows_total; r0 += tile_rows) {
    const std::int64_t rows = std::min(tile_rows, rows_total - r0);
    em_.beginTile();
    em_.beginStep();
    const int slot = em_.acquire(Ring::kInput);
    em_.vectorReads(slot);
    const std::int64_t in_base = em_.slotBase(Ring::kInput, slot), out_base = em_.outputSlotBase();
    const std::int64_t acc = out_base + bias_rows + (out_rows_per_row - 1) * rows;
    auto loadRows = [&](const Region& region, hw::BufferKind buffer, std::int64_t base, std::int64_t elements, int bits,
                        bool activation) {
      rowsOf(r0, rows, elements, width_, [&](std::int64_t row, std::int64_t count, std::int64_t n) {
        em_.load({buffer, base + row - r0, count, n, region.offset_bytes + row * width_ * bits / 8, width_ * bits / 8},
                 activation);
      });
    };
    loadRows(**src, hw::BufferKind::kInput, in_base, in_elements, abits_, true);
    // Operand rows: activations after the source in the input slot; constants (and
    // bias) in the output slot, a broadcast one as its first row repeated.
    std::vector<std::pair<hw::BufferKind, std::int64_t>> operand_rows(operands.size(), {hw::BufferKind::kInput, 0});
    int a = 0, c = 0, b = 0;
    for (size_t i = 0; i < operands.size(); ++i) {
      const Operand& o = operands[i];
      if (o.kind == OperandKind::kActivation) {
        const std::int64_t base = in_base + (1 + a++) * rows;
        operand_rows[i] = {hw::BufferKind::kInput, base};
        if (o.broadcast)
          em_.load({hw::BufferKind::kInput, base, rows, std::min(width_, o.elements), o.region->offset_bytes, 0}, true);
        else
          loadRows(*o.region, hw::BufferKind::kInput, base, o.elements, abits_, true);
      } else if (o.kind == OperandKind::kBias) {
        const std::int64_t base = out_base + b++;
        operand_rows[i] = {hw::BufferKind::kOutput, base};
        em_.load({hw::BufferKind::kOutput, base, 1, width_, o.region->offset_bytes, 0}, false);
      } else if (o.kind == OperandKind::kConstant) {
        const std::int64_t base = out_base + bias_rows + c++ * rows;
        operand_rows[i] = {hw::BufferKind::kOutput, base};
        if (o.broadcast)
          em_.load({hw::BufferKind::kOutput, base, rows, width_, o.region->offset_bytes, 0}, false);
        else
          loadRows(*o.region, hw::BufferKind::kOutput, base, o.elements, accbits_, false);
      }
    }
    for (size_t i = 0; i < plan_.chain.size(); ++i) {
      const VectorStep& step = plan_.chain[i];
      isa::VectorFields f;
      f.op = step.op;
      f.src_buffer = i == 0 ? hw::BufferKind::kInput : hw::BufferKind::kOutput;
      f.src_row = static_cast<std::uint64_t>(i == 0 ? in_base : acc);
      f.dst_buffer = hw::BufferKind::kOutput;
      f.dst_row = static_cast<std::uint64_t>(acc);
      f.lanes = static_cast<std::uint64_t>(width_);
      f.count = static_cast<std::uint64_t>(rows);
      if (operands[i].kind == OperandKind::kSelf) {
        f.operand_buffer = f.src_buffer;
        f.operand_row = f.src_row;
      } else if (operands[i].kind != OperandKind::kNone) {
        f.operand_buffer = operand_rows[i].first;
        f.operand_row = static_cast<std::uint64_t>(operand_rows[i].second);
      }
      setImmediates(em_.spec(), step, f);
      em_.vector(f);
    }
    // Output rows in proportion (equal for elementwise kernels).
    const std::int64_t o0 = r0 * out_rows_total / rows_total, o1 = (r0 + rows) * out_rows_total / rows_total;
    rowsOf(o0, o1 - o0, out_elements, width_, [&](std::int64_t row, std::int64_t count, std::int64_t n) {
      em_.store({hw::BufferKind::kOutput, acc + row - o0, count, n, (*dst)->offset_bytes + row * width_ * abits_ / 8,
                 width_ * abits_ / 8},
                (*dst)->name);
    });
    em_.endTile();
  }
  return {};
}

Status FlatEmitter::reduction() {
  const MemoryPlan& mem = em_.memory();
  const ReductionPlan& r = *plan_.reduction;
  auto src = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(plan_.array_input)].name);
  if (!src) return src.status();
  auto dst = regionOf(mem, kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
  if (!dst) return dst.status();
  const std::int64_t eb = abits_ / 8, extent = r.extent;
  em_.drain({(*src)->name});
  for (std::int64_t t0 = 0; t0 < r.rows; t0 += width_) {
    const std::int64_t lanes = std::min(width_, r.rows - t0);
    em_.beginTile();
    em_.beginStep();
    const int slot = em_.acquire(Ring::kInput);
    em_.vectorReads(slot);
    const std::int64_t in = em_.slotBase(Ring::kInput, slot), out = em_.outputSlotBase();
    // Input row i, lane e = element i of reduction t0 + e.
    Transfer load{hw::BufferKind::kInput, in, extent, lanes, (*src)->offset_bytes + t0 * extent * eb, extent * eb};
    load.transpose = true;
    em_.load(load, true);
    auto op = [&](const VectorStep& step, hw::BufferKind src_buffer, std::int64_t from, std::int64_t operand,
                  std::int64_t to, std::int64_t count) {
      isa::VectorFields f;
      f.op = step.op;
      f.src_buffer = src_buffer;
      f.src_row = static_cast<std::uint64_t>(from);
      if (step.operand.kind != OperandKind::kNone) {
        f.operand_buffer = hw::BufferKind::kOutput;
        f.operand_row = static_cast<std::uint64_t>(operand);
      }
      f.dst_buffer = hw::BufferKind::kOutput;
      f.dst_row = static_cast<std::uint64_t>(to);
      f.lanes = static_cast<std::uint64_t>(lanes);
      f.count = static_cast<std::uint64_t>(count);
      f.multiplier = static_cast<std::uint64_t>(step.immediates.multiplier);
      f.per_lane = step.op == hw::VectorOp::kMul;  // the one row of 1 / sum, broadcast to every row
      em_.vector(f);
    };
    const std::vector<VectorStep>& c = plan_.chain;
    if (r.softmax) {
      // Rows [out, out + extent): e^(x - max), then the result; out + extent: -max; out + extent + 1: 1 / sum.
      const std::int64_t neg_max = out + extent, inv_sum = out + extent + 1;
      op(c[0], hw::BufferKind::kInput, in, 0, neg_max, extent);           // reduce_max, times -1
      op(c[1], hw::BufferKind::kInput, in, neg_max, out, extent);         // bias_add: x - max
      op(c[2], hw::BufferKind::kOutput, out, 0, out, extent);             // exp
      op(c[3], hw::BufferKind::kOutput, out, 0, inv_sum, extent);         // reduce_sum
      op(c[4], hw::BufferKind::kOutput, inv_sum, 0, inv_sum, 1);          // reciprocal
      op(c[5], hw::BufferKind::kOutput, out, inv_sum, out, extent);       // mul, per lane
      Transfer store{hw::BufferKind::kOutput, out, extent, lanes, (*dst)->offset_bytes + t0 * extent * eb, extent * eb};
      store.transpose = true;
      em_.store(store, (*dst)->name);
    } else {
      op(c[0], hw::BufferKind::kInput, in, 0, out, extent);  // one element per lane
      em_.store({hw::BufferKind::kOutput, out, 1, lanes, (*dst)->offset_bytes + t0 * eb, lanes * eb}, (*dst)->name);
    }
    em_.endTile();
  }
  return {};
}

Status FlatEmitter::copy() {
  const MemoryPlan& mem = em_.memory();
  auto op = copyOp(em_.spec());
  if (!op)
    return kernelError(kernel_, "the vector unit has neither max_pool nor clip to copy rows with", "unsupported");
  auto dst = regionOf(mem, kernel_, kernel_.outputs[static_cast<size_t>(plan_.result)].name);
  if (!dst) return dst.status();
  std::vector<const Region*> sources;
  std::vector<std::string> reads;
  for (int input : kernel_.movement.operands) {
    auto src = regionOf(mem, kernel_, kernel_.inputs[static_cast<size_t>(input)].name);
    if (!src) return src.status();
    sources.push_back(*src);
    reads.push_back((*src)->name);
  }
  const Region& zero = mem.regions[static_cast<size_t>(mem.zero_region)];
  em_.drain(reads);
  const BufferPartition& p = em_.partition();
  const std::int64_t tile_rows = std::min(p.input.rows, p.output.rows);
  const std::vector<CopyRun>& runs = plan_.copy_runs;
  auto bytes = [&](std::int64_t elements) { return elements * abits_ / 8; };
  for (std::size_t r0 = 0; r0 < runs.size(); r0 += static_cast<std::size_t>(tile_rows)) {
    const auto rows = static_cast<std::int64_t>(std::min<std::size_t>(static_cast<std::size_t>(tile_rows), runs.size() - r0));
    em_.beginTile();
    em_.beginStep();
    const int slot = em_.acquire(Ring::kInput);
    em_.vectorReads(slot);
    const std::int64_t in_base = em_.slotBase(Ring::kInput, slot), out_base = em_.outputSlotBase();
    for (std::int64_t i = 0; i < rows; ++i) {
      const CopyRun& run = runs[r0 + static_cast<std::size_t>(i)];
      if (run.operand < 0) {
        em_.load({hw::BufferKind::kInput, in_base + i, 1, run.elements, zero.offset_bytes, 0}, false);
        continue;
      }
      const std::int64_t at = sources[static_cast<size_t>(run.operand)]->offset_bytes + bytes(run.source);
      Transfer t{hw::BufferKind::kInput, in_base + i, 1, run.elements, at, bytes(run.elements)};
      if (run.source_stride != 1 && run.elements > 1) {  // element e at e * stride: a transposing one-row LOAD
        t.stride = bytes(run.source_stride);
        t.transpose = true;
      }
      em_.load(t, true);
    }
    em_.vector(copyRows(*op, in_base, out_base, width_, rows));
    for (std::int64_t i = 0; i < rows; ++i) {
      const CopyRun& run = runs[r0 + static_cast<std::size_t>(i)];
      em_.store({hw::BufferKind::kOutput, out_base + i, 1, run.elements, (*dst)->offset_bytes + bytes(run.output),
                 bytes(run.elements)},
                (*dst)->name);
    }
    em_.endTile();
  }
  return {};
}

/// The 1 / terms scale of avg_pool's last sum over a `terms`-element window
/// (isa::averageScale) as a fixed-point multiplier (none for max_pool).
Expected<isa::VectorFields> poolScale(hw::VectorOp op, std::int64_t terms) {
  isa::VectorFields scale;
  if (op != hw::VectorOp::kAvgPool) return scale;
  auto m = isa::averageScale(terms);
  if (!m) return m.status();
  scale.multiplier = static_cast<std::uint64_t>(m->multiplier);
  scale.shift = m->shift;
  return scale;
}

/// A window covering the whole unpadded input (global pooling) too large to
/// gather: per image and channel chunk, blocks of input pixels are loaded
/// whole and reduced by halving into the tile's output slot (accumulator
/// rows: sums of activations do not fit activation rows), and each block's
/// row is folded into the running result in the previous tile's output
/// slot, which only the vector unit touches in between.
/// A pooling pass loads nothing into its output slots: a tile's vector ops
/// wait for the store as many tiles back as the slots allow (codegen.h; a
/// STORE completes a DRAM latency after it starts, and with the default lag
/// of 2 a pass whose tiles take less than half that waited for it).
constexpr int kPoolStoreLag = kOutputSlots - 1;

Status emitGlobalPool(Emitter& em, const Kernel& kernel, const KernelPlan& plan, const Region& source,
                      const Region& destination, std::int64_t width) {
  const hw::Spec& spec = em.spec();
  const PoolPlan& pool = *plan.pool;
  const hw::model::LayerShape& w = pool.window;
  const int abits = spec.params().precision.activation_bits;
  const std::int64_t pix = pixelBytes(spec, w.g), pixels = pool.input.in_h * pool.input.in_w;
  const std::int64_t block = poolTiling(em.partition(), w, true)->block;
  auto scale = poolScale(pool.op, pixels);
  if (!scale) return scale.status();
  em.drain({source.name});
  for (std::int64_t n = 0; n < w.n; ++n)
    for (std::int64_t c0 = 0; c0 < w.g; c0 += width) {
      const std::int64_t lanes = std::min(width, w.g - c0);
      auto channel = byteOffset(kernel, c0, abits);
      if (!channel) return channel.status();
      std::int64_t previous = -1;  // output row of the running result (previous tile's slot)
      for (std::int64_t b0 = 0; b0 < pixels; b0 += block) {
        const std::int64_t rows = std::min(block, pixels - b0);
        const bool last = b0 + rows >= pixels;
        em.beginTile();
        em.storeLag(kPoolStoreLag);
        em.relayEarly();
        em.beginStep(false);  // nothing loads into the output slot
        const int slot = em.acquire(Ring::kInput);
        em.vectorReads(slot);
        const std::int64_t in = em.slotBase(Ring::kInput, slot), out = em.outputSlotBase();
        em.load(
            {hw::BufferKind::kInput, in, rows, lanes, source.offset_bytes + (n * pixels + b0) * pix + *channel, pix},
            true);
        // The block is reduced into this tile's output slot, accumulator-wide
        // (avg_pool's partial sums outgrow activations; max_pool takes the
        // same path): rows [0, h) op rows [live - h, live), an odd middle row
        // folded into row 0, then row 0 into the running result. The last op
        // of the last block scales the sum (avg_pool).
        std::vector<isa::VectorFields> ops;
        auto op = [&](hw::BufferKind src_buffer, std::int64_t src, hw::BufferKind operand_buffer, std::int64_t operand,
                      std::int64_t count) {
          isa::VectorFields f;
          f.op = pool.op;
          f.src_buffer = src_buffer;
          f.src_row = static_cast<std::uint64_t>(src);
          f.operand_buffer = operand_buffer;
          f.operand_row = static_cast<std::uint64_t>(operand);
          f.dst_buffer = hw::BufferKind::kOutput;
          f.dst_row = static_cast<std::uint64_t>(out);
          f.lanes = static_cast<std::uint64_t>(lanes);
          f.count = static_cast<std::uint64_t>(count);
          ops.push_back(f);
        };
        constexpr hw::BufferKind kIn = hw::BufferKind::kInput, kOut = hw::BufferKind::kOutput;
        if (rows == 1) {  // a single pixel: into the running result, or (the whole image) twice, scaled by 1/2
          if (previous < 0)
            op(kIn, in, kIn, in, 1);
          else
            op(kOut, previous, kIn, in, 1);
        } else {
          const std::int64_t half = rows / 2;
          op(kIn, in, kIn, in + rows - half, half);
          if (rows % 2 != 0) op(kOut, out, kIn, in + half, 1);
          for (std::int64_t live = half; live > 1;) {
            const std::int64_t h = live / 2;
            op(kOut, out, kOut, out + live - h, h);
            live -= h;
          }
          if (previous >= 0) op(kOut, previous, kOut, out, 1);
        }
        if (last) {
          ops.back().multiplier = scale->multiplier;
          ops.back().shift = scale->shift;
        }
        for (const isa::VectorFields& f : ops) em.vector(f);
        for (const VectorStep& step : last ? plan.after_pool : std::vector<VectorStep>{})
          em.vector(inPlaceStep(spec, step, out, lanes, 1));
        if (last)
          em.store({hw::BufferKind::kOutput, out, 1, lanes, destination.offset_bytes + n * pix + *channel, pix},
                   destination.name);
        em.endTile();
        previous = out;
      }
    }
  return {};
}

/// Where a pooling tile's pieces go: its input slot's first row, the DRAM
/// byte of its channel chunk in the source's pixel 0, the zero row, bytes a
/// pixel and the chunk's channels.
struct PoolPlace {
  std::int64_t in_base = 0, source = 0, zero = 0, pixel_bytes = 0, lanes = 0;
};
/// A pooling tile: output rows [p0, p0 + rows_p) x columns [q0, q0 + rows_q) of image n.
struct PoolTile {
  std::int64_t n = 0, p0 = 0, q0 = 0, rows_p = 0, rows_q = 0;
};

/// The LOAD pieces of one pooling tile, in the emitter's order: per window
/// position and output row, the leading zero run (padding), the inputs at
/// the pooling stride, the trailing zeros. `sink(transfer, activation)`.
template <class Sink>
void poolTilePieces(const PoolPlan& pool, const PoolPlace& at, const PoolTile& t, Sink&& sink) {
  const hw::model::LayerShape& w = pool.window;
  for (std::int64_t i = 0; i < w.r; ++i)
    for (std::int64_t j = 0; j < w.s; ++j)
      for (std::int64_t pp = 0; pp < t.rows_p; ++pp) {
        const std::int64_t row = at.in_base + ((i * w.s + j) * t.rows_p + pp) * t.rows_q;
        const std::int64_t h = (t.p0 + pp) * w.stride_h + i * w.dilation_h - pool.input.pad_top;
        const std::int64_t w0 = t.q0 * w.stride_w + j * w.dilation_w - pool.input.pad_left;
        std::int64_t lo = 0, hi = 0;
        if (h >= 0 && h < pool.input.in_h) {
          auto cdiv = [](std::int64_t a, std::int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); };
          lo = std::clamp(cdiv(-w0, w.stride_w), std::int64_t{0}, t.rows_q);
          hi = std::clamp(cdiv(pool.input.in_w - w0, w.stride_w), lo, t.rows_q);
        }
        sink(Transfer{hw::BufferKind::kInput, row, lo, at.lanes, at.zero, 0}, false);
        if (hi > lo) {
          const std::int64_t pixel = (t.n * pool.input.in_h + h) * pool.input.in_w + w0 + lo * w.stride_w;
          sink(Transfer{hw::BufferKind::kInput, row + lo, hi - lo, at.lanes, at.source + pixel * at.pixel_bytes,
                        w.stride_w * at.pixel_bytes},
               true);
        }
        sink(Transfer{hw::BufferKind::kInput, row + hi, t.rows_q - hi, at.lanes, at.zero, 0}, false);
      }
}

}  // namespace

Status emitPoolPass(Emitter& em, const Kernel& kernel, const KernelPlan& plan, const Region& source,
                    const Region& destination) {
  const hw::Spec& spec = em.spec();
  const PoolPlan& pool = *plan.pool;
  const hw::model::LayerShape& w = pool.window;
  auto width = rowElements(spec, kernel);
  if (!width) return width.status();
  const int abits = spec.params().precision.activation_bits;
  const std::int64_t pix = pixelBytes(spec, w.g);
  const std::int64_t windows = w.r * w.s;
  const BufferPartition& p = em.partition();
  // The windows read only pixels of the pooling's input: a source region that
  // cannot hold them all is a plan that disagrees with itself, not a read of
  // a neighbouring region.
  const std::int64_t read_bytes = w.n * pool.input.in_h * pool.input.in_w * pix;
  if (read_bytes > source.bytes)
    return kernelError(kernel, fmt::format("internal error: the pooling reads {} bytes of '{}', which holds {}",
                                           read_bytes, source.name, source.bytes));
  const std::optional<PoolTiling> tiling = poolTiling(p, w, pool.global());
  if (!tiling)
    return kernelError(kernel, fmt::format("a {}-position pooling window needs {} input rows, a slot holds {}",
                                           windows, windows, p.input.rows));
  if (tiling->blocks) return emitGlobalPool(em, kernel, plan, source, destination, *width);
  const std::int64_t tp = tiling->p, tq = tiling->q;
  // avg_pool sums pairs of blocks; the last one scales by 1 / (terms summed).
  auto scale = poolScale(pool.op, windows);
  if (!scale) return scale.status();
  const Region& zero = em.memory().regions[static_cast<size_t>(em.memory().zero_region)];
  em.drain({source.name});
  for (std::int64_t n = 0; n < w.n; ++n)
    for (std::int64_t c0 = 0; c0 < w.g; c0 += *width) {
      const std::int64_t lanes = std::min(*width, w.g - c0);
      auto channel = byteOffset(kernel, c0, abits);
      if (!channel) return channel.status();
      for (std::int64_t p0 = 0; p0 < w.p; p0 += tp)
        for (std::int64_t q0 = 0; q0 < w.q; q0 += tq) {
          const std::int64_t rows_p = std::min(tp, w.p - p0), rows_q = std::min(tq, w.q - q0);
          em.beginTile();
          em.storeLag(kPoolStoreLag);
          em.relayEarly();
          em.beginStep(false);
          const int slot = em.acquire(Ring::kInput);
          em.vectorReads(slot);
          const std::int64_t in_base = em.slotBase(Ring::kInput, slot), out_base = em.outputSlotBase();
          poolTilePieces(pool, {in_base, source.offset_bytes + *channel, zero.offset_bytes, pix, lanes},
                         {n, p0, q0, rows_p, rows_q},
                         [&](const Transfer& t, bool activation) { em.load(t, activation); });
          const std::int64_t block = rows_p * rows_q;
          for (std::int64_t k = 1; k < std::max<std::int64_t>(windows, 2); ++k) {
            isa::VectorFields f;
            f.op = pool.op;
            f.src_buffer = k == 1 ? hw::BufferKind::kInput : hw::BufferKind::kOutput;
            f.src_row = static_cast<std::uint64_t>(k == 1 ? in_base : out_base);
            f.operand_buffer = hw::BufferKind::kInput;
            f.operand_row = static_cast<std::uint64_t>(in_base + std::min(k, windows - 1) * block);
            f.dst_buffer = hw::BufferKind::kOutput;
            f.dst_row = static_cast<std::uint64_t>(out_base);
            f.lanes = static_cast<std::uint64_t>(lanes);
            f.count = static_cast<std::uint64_t>(block);
            if (k + 1 == std::max<std::int64_t>(windows, 2)) {
              f.multiplier = scale->multiplier;
              f.shift = scale->shift;
            }
            em.vector(f);
          }
          for (const VectorStep& step : plan.after_pool) em.vector(inPlaceStep(spec, step, out_base, lanes, block));
          for (std::int64_t pp = 0; pp < rows_p; ++pp) {
            const std::int64_t pixel = (n * w.p + p0 + pp) * w.q + q0;
            em.store({hw::BufferKind::kOutput, out_base + pp * rows_q, rows_q, lanes,
                      destination.offset_bytes + pixel * pix + *channel, pix},
                     destination.name);
          }
          em.endTile();
        }
    }
  return {};
}

Status emitVectorKernel(Emitter& emitter, const Kernel& kernel, const KernelPlan& plan) {
  if (plan.mode == PlanMode::kVector && plan.pool) {
    auto src = regionOf(emitter.memory(), kernel, kernel.inputs[static_cast<size_t>(plan.array_input)].name);
    if (!src) return src.status();
    auto dst = regionOf(emitter.memory(), kernel, kernel.outputs[static_cast<size_t>(plan.result)].name);
    if (!dst) return dst.status();
    return emitPoolPass(emitter, kernel, plan, **src, **dst);
  }
  return FlatEmitter(emitter, kernel, plan).run();
}

}  // namespace tessera::backend::detail

namespace tessera::backend {

std::int64_t poolPassLoads(const PoolTiling& tiling, const PoolPlan& pool, std::int64_t pixel_bytes,
                           std::int64_t lanes) {
  const hw::model::LayerShape& w = pool.window;
  if (tiling.blocks) return tiling.tiles;  // one LOAD a block
  // Offsets relative to the source (the merger sees only their spacing), the zero row after it.
  const detail::PoolPlace at{0, 0, w.n * pool.input.in_h * pool.input.in_w * pixel_bytes + 64, pixel_bytes, lanes};
  std::int64_t loads = 0;
  for (std::int64_t p0 = 0; p0 < w.p; p0 += tiling.p)
    for (std::int64_t q0 = 0; q0 < w.q; q0 += tiling.q) {
      detail::TransferMerger merger;
      std::vector<detail::TransferMerger::Merged> done;
      const detail::PoolTile tile{0, p0, q0, std::min(tiling.p, w.p - p0), std::min(tiling.q, w.q - q0)};
      detail::poolTilePieces(pool, at, tile, [&](const detail::Transfer& t, bool) {
        if (t.rows > 0) merger.add(t, std::nullopt, done);
      });
      merger.flush(done);
      loads += static_cast<std::int64_t>(done.size());
    }
  return loads;
}

}  // namespace tessera::backend
