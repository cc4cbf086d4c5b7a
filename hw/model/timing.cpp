// The timing of one instruction (timing.h): the dispatch from an instruction to its unit's rule.
#include "hw/model/timing.h"

namespace tessera::hw::model {

UnitTiming instructionTiming(const Spec& spec, const isa::Instruction& in) {
  switch (in.opcode) {
    case isa::Opcode::kLoad:
    case isa::Opcode::kStore:
      if (in.transfer.rows == 0) return {};
      return transferTiming(spec, transferBytes(spec, in));
    case isa::Opcode::kCompute: {
      const isa::ComputeFields& c = in.compute;
      return computeTiming(spec.params().pe_array.dataflow, static_cast<std::int64_t>(c.depth),
                           static_cast<std::int64_t>(c.tile_rows), static_cast<std::int64_t>(c.tile_cols),
                           c.preload_weights);
    }
    case isa::Opcode::kVector:
      return vectorTiming(static_cast<std::int64_t>(in.vector.count * isa::vectorRowCycles(spec, in.vector)));
    case isa::Opcode::kHalt: return {};
  }
  return {};
}

double transferBytes(const Spec& spec, const isa::Instruction& in) {
  if ((in.opcode != isa::Opcode::kLoad && in.opcode != isa::Opcode::kStore) || in.transfer.rows == 0) return 0;
  const int bits = isa::transferElementBits(spec, in.opcode == isa::Opcode::kLoad, in.transfer.buffer);
  return static_cast<double>(isa::bufferRows(in.transfer) * in.transfer.elements) * bits / 8.0;
}

}  // namespace tessera::hw::model
