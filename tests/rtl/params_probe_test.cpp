// Co-simulation check of the one-source-of-truth rule: the parameters the
// Verilated RTL actually sees (read back through rtl/tessera_params_probe.sv,
// built against the generated package) equal the values of hw::Spec, and the
// COMPUTE layout it decodes with equals hw/isa's encoder's.
#include <gtest/gtest.h>
#include <verilated.h>

#include "Vprobe_edge_16x16_int8.h"
#include "Vprobe_tiny_4x4_int8.h"
#include "hw/isa/isa.h"
#include "hw/spec/loader.h"

namespace tessera::hw {
namespace {

template <class Probe>
void expectProbeMatches(const std::string& config) {
  Expected<Spec> spec = loadSpecFile("configs/" + config + ".yaml");
  ASSERT_TRUE(spec.ok()) << render(spec.status().diagnostics());
  VerilatedContext context;
  Probe probe(&context);
  probe.eval();
  const SpecParams& p = spec->params();
  const DerivedValues& d = spec->derived();
  EXPECT_EQ(probe.pe_rows, static_cast<unsigned>(p.pe_array.rows));
  EXPECT_EQ(probe.pe_cols, static_cast<unsigned>(p.pe_array.cols));
  EXPECT_EQ(probe.dataflow, static_cast<unsigned>(p.pe_array.dataflow));
  EXPECT_EQ(probe.weight_bits, static_cast<unsigned>(p.precision.weight_bits));
  EXPECT_EQ(probe.activation_bits, static_cast<unsigned>(p.precision.activation_bits));
  EXPECT_EQ(probe.accumulator_bits, static_cast<unsigned>(p.precision.accumulator_bits));
  EXPECT_EQ(probe.input_buffer_rows, static_cast<unsigned>(d.input.total_rows));
  EXPECT_EQ(probe.weight_buffer_rows, static_cast<unsigned>(d.weight.total_rows));
  EXPECT_EQ(probe.output_buffer_rows, static_cast<unsigned>(d.output.total_rows));
  EXPECT_EQ(probe.vector_lanes, static_cast<unsigned>(p.vector_unit.lanes));
  EXPECT_EQ(probe.isa_dram_addr_bits, static_cast<unsigned>(d.isa.dram_address_bits));
  EXPECT_EQ(probe.isa_scratchpad_row_addr_bits, static_cast<unsigned>(d.isa.scratchpad_row_address_bits));
  EXPECT_EQ(probe.vector_row_elements, static_cast<unsigned>(d.vector_row_elements));
  EXPECT_EQ(probe.fetch_width_instructions, static_cast<unsigned>(p.control.fetch_width_instructions));
  EXPECT_EQ(probe.queue_depth_instructions, static_cast<unsigned>(p.control.queue_depth_instructions));
  // The instruction layout the RTL decodes COMPUTE with equals the encoder's.
  const isa::IsaLayout layout = isa::layoutFor(*spec);
  const isa::OpcodeFormat& compute = layout.format(isa::Opcode::kCompute);
  EXPECT_EQ(probe.isa_instruction_bits, static_cast<unsigned>(layout.instruction_bits));
  EXPECT_EQ(probe.isa_opcode_compute, static_cast<unsigned>(isa::Opcode::kCompute));
  EXPECT_EQ(probe.isa_compute_used_bits, static_cast<unsigned>(compute.used_bits));
  auto expectField = [&](isa::Field field, unsigned lsb, unsigned bits) {
    const isa::FieldLayout* f = compute.find(field);
    ASSERT_NE(f, nullptr) << isa::name(field);
    EXPECT_EQ(lsb, static_cast<unsigned>(f->lsb)) << isa::name(field);
    EXPECT_EQ(bits, static_cast<unsigned>(f->bits)) << isa::name(field);
  };
  expectField(isa::Field::kOpcode, probe.isa_compute_opcode_lsb, probe.isa_compute_opcode_bits);
  expectField(isa::Field::kPopPrev, probe.isa_compute_pop_prev_lsb, probe.isa_compute_pop_prev_bits);
  expectField(isa::Field::kPopNext, probe.isa_compute_pop_next_lsb, probe.isa_compute_pop_next_bits);
  expectField(isa::Field::kPushPrev, probe.isa_compute_push_prev_lsb, probe.isa_compute_push_prev_bits);
  expectField(isa::Field::kPushNext, probe.isa_compute_push_next_lsb, probe.isa_compute_push_next_bits);
  expectField(isa::Field::kInputRow, probe.isa_compute_input_row_lsb, probe.isa_compute_input_row_bits);
  expectField(isa::Field::kWeightRow, probe.isa_compute_weight_row_lsb, probe.isa_compute_weight_row_bits);
  expectField(isa::Field::kOutputRow, probe.isa_compute_output_row_lsb, probe.isa_compute_output_row_bits);
  expectField(isa::Field::kTileRows, probe.isa_compute_tile_rows_lsb, probe.isa_compute_tile_rows_bits);
  expectField(isa::Field::kTileCols, probe.isa_compute_tile_cols_lsb, probe.isa_compute_tile_cols_bits);
  expectField(isa::Field::kDepth, probe.isa_compute_depth_lsb, probe.isa_compute_depth_bits);
  expectField(isa::Field::kAccumulate, probe.isa_compute_accumulate_lsb, probe.isa_compute_accumulate_bits);
  expectField(isa::Field::kPreloadWeights, probe.isa_compute_preload_weights_lsb, probe.isa_compute_preload_weights_bits);
  EXPECT_EQ(compute.fields.size(), 13u) << "a new COMPUTE field needs a probe port";
  probe.final();
}

TEST(RtlParams, Tiny4x4ProbeMatchesSpec) { expectProbeMatches<Vprobe_tiny_4x4_int8>("tiny_4x4_int8"); }
TEST(RtlParams, Edge16x16ProbeMatchesSpec) { expectProbeMatches<Vprobe_edge_16x16_int8>("edge_16x16_int8"); }

}  // namespace
}  // namespace tessera::hw
