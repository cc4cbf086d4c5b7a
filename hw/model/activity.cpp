// Per-instruction activity and energy (see activity.h).
#include "hw/model/activity.h"

#include "hw/model/timing.h"

namespace tessera::hw::model {

Activity& Activity::operator+=(const Activity& o) {
  macs += o.macs;
  zero_products += o.zero_products;
  lane_ops += o.lane_ops;
  for (size_t b = 0; b < 3; ++b) {
    buffer_read_bytes[b] += o.buffer_read_bytes[b];
    buffer_write_bytes[b] += o.buffer_write_bytes[b];
  }
  dram_read_bytes += o.dram_read_bytes;
  dram_write_bytes += o.dram_write_bytes;
  return *this;
}

namespace {

double bytesOf(double elements, int bits) { return elements * bits / 8.0; }

}  // namespace

Activity instructionActivity(const Spec& spec, const isa::Instruction& in) {
  Activity a;
  auto bits = [&](BufferKind b) { return spec.buffer(b).element_bits; };
  auto at = [](BufferKind b) { return static_cast<size_t>(b); };
  switch (in.opcode) {
    case isa::Opcode::kLoad:
    case isa::Opcode::kStore: {
      const isa::TransferFields& t = in.transfer;
      const bool load = in.opcode == isa::Opcode::kLoad;
      const double bytes = transferBytes(spec, in);
      if (load) {
        a.dram_read_bytes = bytes;
        a.buffer_write_bytes[at(t.buffer)] = bytes;
      } else {
        a.dram_write_bytes = bytes;
        a.buffer_read_bytes[at(t.buffer)] = bytes;
      }
      break;
    }
    case isa::Opcode::kCompute: {
      const isa::ComputeFields& c = in.compute;
      const double depth = static_cast<double>(c.depth), rows = static_cast<double>(c.tile_rows),
                   cols = static_cast<double>(c.tile_cols);
      a.macs = depth * rows * cols;
      a.buffer_read_bytes[at(BufferKind::kInput)] = bytesOf(depth * rows, bits(BufferKind::kInput));
      if (c.preload_weights) a.buffer_read_bytes[at(BufferKind::kWeight)] = bytesOf(rows * cols, bits(BufferKind::kWeight));
      const double sums = bytesOf(depth * cols, bits(BufferKind::kOutput));
      a.buffer_write_bytes[at(BufferKind::kOutput)] = sums;
      if (c.accumulate) a.buffer_read_bytes[at(BufferKind::kOutput)] = sums;
      break;
    }
    case isa::Opcode::kVector: {
      const isa::VectorFields& v = in.vector;
      const double lanes = static_cast<double>(v.lanes), count = static_cast<double>(v.count);
      a.lane_ops = count * lanes;
      a.buffer_read_bytes[at(v.src_buffer)] += bytesOf(count * lanes, bits(v.src_buffer));
      a.buffer_read_bytes[at(v.operand_buffer)] +=
          bytesOf(static_cast<double>(isa::vectorOperandRows(v)) * lanes, bits(v.operand_buffer));
      a.buffer_write_bytes[at(v.dst_buffer)] += bytesOf(count * lanes, bits(v.dst_buffer));
      break;
    }
    case isa::Opcode::kHalt: break;
  }
  return a;
}

Energy energyOf(const Spec& spec, const Activity& a) {
  const DerivedValues& d = spec.derived();
  Energy e;
  e.mac_pj = (a.macs - (spec.params().sparsity.zero_gating ? a.zero_products : 0.0)) * d.mac_energy_pj;
  const std::array<double, 3> per_byte = {d.input.read_energy_pj_per_byte, d.weight.read_energy_pj_per_byte,
                                          d.output.read_energy_pj_per_byte};
  for (size_t b = 0; b < 3; ++b) e.buffer_pj[b] = (a.buffer_read_bytes[b] + a.buffer_write_bytes[b]) * per_byte[b];
  e.dram_pj = (a.dram_read_bytes + a.dram_write_bytes) * spec.params().dram.energy_pj_per_byte;
  e.vector_pj = a.lane_ops * d.vector_op_energy_pj;
  return e;
}

}  // namespace tessera::hw::model
