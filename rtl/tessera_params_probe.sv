// tessera_params_probe: exposes the generated hardware parameters as ports.
//
// The RTL takes every parameter from the generated tessera_params_pkg and
// nothing else. This probe lets a Verilated test read the values the RTL
// actually sees and compare them with hw::Spec, so the package and the spec
// cannot drift unnoticed.
module tessera_params_probe
  import tessera_params_pkg::*;
(
  output logic [31:0] pe_rows,
  output logic [31:0] pe_cols,
  output logic [31:0] dataflow,
  output logic [31:0] weight_bits,
  output logic [31:0] activation_bits,
  output logic [31:0] accumulator_bits,
  output logic [31:0] input_buffer_rows,
  output logic [31:0] weight_buffer_rows,
  output logic [31:0] output_buffer_rows,
  output logic [31:0] vector_lanes,
  output logic [31:0] isa_dram_addr_bits,
  output logic [31:0] isa_scratchpad_row_addr_bits,
  output logic [31:0] vector_row_elements,
  output logic [31:0] fetch_width_instructions,
  output logic [31:0] queue_depth_instructions
);
  assign pe_rows = 32'(PE_ROWS);
  assign pe_cols = 32'(PE_COLS);
  assign dataflow = 32'(DATAFLOW);
  assign weight_bits = 32'(WEIGHT_BITS);
  assign activation_bits = 32'(ACTIVATION_BITS);
  assign accumulator_bits = 32'(ACCUMULATOR_BITS);
  assign input_buffer_rows = 32'(INPUT_BUFFER_ROWS);
  assign weight_buffer_rows = 32'(WEIGHT_BUFFER_ROWS);
  assign output_buffer_rows = 32'(OUTPUT_BUFFER_ROWS);
  assign vector_lanes = 32'(VECTOR_LANES);
  assign isa_dram_addr_bits = 32'(ISA_DRAM_ADDR_BITS);
  assign isa_scratchpad_row_addr_bits = 32'(ISA_SCRATCHPAD_ROW_ADDR_BITS);
  assign vector_row_elements = 32'(VECTOR_ROW_ELEMENTS);
  assign fetch_width_instructions = 32'(FETCH_WIDTH_INSTRUCTIONS);
  assign queue_depth_instructions = 32'(QUEUE_DEPTH_INSTRUCTIONS);
endmodule
