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
  output logic [31:0] queue_depth_instructions,
  // The COMPUTE instruction layout the compute unit decodes with.
  output logic [31:0] isa_instruction_bits,
  output logic [31:0] isa_opcode_compute,
  output logic [31:0] isa_compute_used_bits,
  output logic [31:0] isa_compute_opcode_lsb,
  output logic [31:0] isa_compute_opcode_bits,
  output logic [31:0] isa_compute_pop_prev_lsb,
  output logic [31:0] isa_compute_pop_prev_bits,
  output logic [31:0] isa_compute_pop_next_lsb,
  output logic [31:0] isa_compute_pop_next_bits,
  output logic [31:0] isa_compute_push_prev_lsb,
  output logic [31:0] isa_compute_push_prev_bits,
  output logic [31:0] isa_compute_push_next_lsb,
  output logic [31:0] isa_compute_push_next_bits,
  output logic [31:0] isa_compute_input_row_lsb,
  output logic [31:0] isa_compute_input_row_bits,
  output logic [31:0] isa_compute_weight_row_lsb,
  output logic [31:0] isa_compute_weight_row_bits,
  output logic [31:0] isa_compute_output_row_lsb,
  output logic [31:0] isa_compute_output_row_bits,
  output logic [31:0] isa_compute_tile_rows_lsb,
  output logic [31:0] isa_compute_tile_rows_bits,
  output logic [31:0] isa_compute_tile_cols_lsb,
  output logic [31:0] isa_compute_tile_cols_bits,
  output logic [31:0] isa_compute_depth_lsb,
  output logic [31:0] isa_compute_depth_bits,
  output logic [31:0] isa_compute_accumulate_lsb,
  output logic [31:0] isa_compute_accumulate_bits,
  output logic [31:0] isa_compute_preload_weights_lsb,
  output logic [31:0] isa_compute_preload_weights_bits
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
  assign isa_instruction_bits = 32'(ISA_INSTRUCTION_BITS);
  assign isa_opcode_compute = 32'(ISA_OPCODE_COMPUTE);
  assign isa_compute_used_bits = 32'(ISA_COMPUTE_USED_BITS);
  assign isa_compute_opcode_lsb = 32'(ISA_COMPUTE_OPCODE_LSB);
  assign isa_compute_opcode_bits = 32'(ISA_COMPUTE_OPCODE_BITS);
  assign isa_compute_pop_prev_lsb = 32'(ISA_COMPUTE_POP_PREV_LSB);
  assign isa_compute_pop_prev_bits = 32'(ISA_COMPUTE_POP_PREV_BITS);
  assign isa_compute_pop_next_lsb = 32'(ISA_COMPUTE_POP_NEXT_LSB);
  assign isa_compute_pop_next_bits = 32'(ISA_COMPUTE_POP_NEXT_BITS);
  assign isa_compute_push_prev_lsb = 32'(ISA_COMPUTE_PUSH_PREV_LSB);
  assign isa_compute_push_prev_bits = 32'(ISA_COMPUTE_PUSH_PREV_BITS);
  assign isa_compute_push_next_lsb = 32'(ISA_COMPUTE_PUSH_NEXT_LSB);
  assign isa_compute_push_next_bits = 32'(ISA_COMPUTE_PUSH_NEXT_BITS);
  assign isa_compute_input_row_lsb = 32'(ISA_COMPUTE_INPUT_ROW_LSB);
  assign isa_compute_input_row_bits = 32'(ISA_COMPUTE_INPUT_ROW_BITS);
  assign isa_compute_weight_row_lsb = 32'(ISA_COMPUTE_WEIGHT_ROW_LSB);
  assign isa_compute_weight_row_bits = 32'(ISA_COMPUTE_WEIGHT_ROW_BITS);
  assign isa_compute_output_row_lsb = 32'(ISA_COMPUTE_OUTPUT_ROW_LSB);
  assign isa_compute_output_row_bits = 32'(ISA_COMPUTE_OUTPUT_ROW_BITS);
  assign isa_compute_tile_rows_lsb = 32'(ISA_COMPUTE_TILE_ROWS_LSB);
  assign isa_compute_tile_rows_bits = 32'(ISA_COMPUTE_TILE_ROWS_BITS);
  assign isa_compute_tile_cols_lsb = 32'(ISA_COMPUTE_TILE_COLS_LSB);
  assign isa_compute_tile_cols_bits = 32'(ISA_COMPUTE_TILE_COLS_BITS);
  assign isa_compute_depth_lsb = 32'(ISA_COMPUTE_DEPTH_LSB);
  assign isa_compute_depth_bits = 32'(ISA_COMPUTE_DEPTH_BITS);
  assign isa_compute_accumulate_lsb = 32'(ISA_COMPUTE_ACCUMULATE_LSB);
  assign isa_compute_accumulate_bits = 32'(ISA_COMPUTE_ACCUMULATE_BITS);
  assign isa_compute_preload_weights_lsb = 32'(ISA_COMPUTE_PRELOAD_WEIGHTS_LSB);
  assign isa_compute_preload_weights_bits = 32'(ISA_COMPUTE_PRELOAD_WEIGHTS_BITS);
endmodule
