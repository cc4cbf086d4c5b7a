// tessera_compute_unit: executes COMPUTE instructions on tessera_array.
//
// Takes one instruction word per accepted cycle (instr_valid && instr_ready),
// decodes it with the field layout `tessera gen` wrote into the package (the
// layout hw/isa encodes with), and runs
//   out[output_row + d][j] (+)= sum over i < tile_rows of
//                               in[input_row + d][i] * W[i][j]
// for d < depth, j < tile_cols, W the tile_rows weight rows from weight_row
// when preload_weights is set (kept for later tiles otherwise).
//
// Memory ports (served by the caller from its buffers; reads are
// combinational, writes land at the clock edge):
//   weight  one row per cycle: row i in cycle s + i when preloading (s: the
//           cycle the instruction is taken); each weight row enters its
//           array row's delay line and reaches PE(i, j) at s + i + j;
//   input   one row per cycle: row d in cycle s + o + d, with o = max(0,
//           tile_rows - depth) when preloading, else 0: the stream ends with
//           the weight load, so every weight is in place before the tile's
//           first input reaches it and after the previous tile's last;
//   output  one element per column per cycle, read and written at the same
//           address: column j of row d in cycle s + o + d + R + j (R:
//           tile_rows), read first when accumulating.
// Timing (hw/model/timing.h, computeTiming): the next instruction is taken
// `issue` = max(depth, tile_rows if preloading) cycles after this one
// (weight-/input-stationary), and `completed` counts it in the cycle its
// last sum is visible, `latency` = issue + tile_rows + tile_cols - 1 cycles
// after it was taken. Output-stationary tiles drain before the next starts:
// the unit takes the next one only when nothing is in flight.
// Two cases cost more than the rule charges and are never emitted by
// codegen: a tile with depth 0 that preloads weights still reads them
// (issue = tile_rows, not 1), and a tile with depth > 0 but zero rows or
// columns takes one cycle more. One interlock keeps the sums in order: a
// tile whose sums would leave the array before the previous tile's last sum
// (fewer rows than the one before, on a short stream) waits until they
// cannot (instr_ready low); docs/rtl.md says when that happens.
// With ZERO_GATING, `zero_products` counts per instruction tag (the low
// TAG_W bits of its number since reset, `accepted` when it was taken) the
// products its rows made with a zero operand among its tile_rows x tile_cols
// PEs, as the PEs gate them; a tag's count restarts when the tag is reused
// and is final when the instruction completes (zero without gating).
module tessera_compute_unit
  import tessera_params_pkg::*;
#(
  localparam int ROW_SEL_W = PE_ROWS > 1 ? $clog2(PE_ROWS) : 1,
  localparam int IN_ADDR_W = ISA_COMPUTE_INPUT_ROW_BITS,
  localparam int WT_ADDR_W = ISA_COMPUTE_WEIGHT_ROW_BITS,
  localparam int OUT_ADDR_W = ISA_COMPUTE_OUTPUT_ROW_BITS,
  localparam int ROWS_W = ISA_COMPUTE_TILE_ROWS_BITS,
  localparam int COLS_W = ISA_COMPUTE_TILE_COLS_BITS,
  localparam int DEPTH_W = ISA_COMPUTE_DEPTH_BITS,
  localparam int TAG_W = $clog2(PE_ROWS + PE_COLS + 2),
  localparam int AGES = PE_ROWS + PE_COLS,  // ages 1 .. AGES-1 of a streamed row
  localparam int TAGS = 2**TAG_W,
  localparam int ZP_W = DEPTH_W + $clog2(PE_ROWS * PE_COLS + 1)  // one instruction's products
) (
  input  logic                                   clk,
  input  logic                                   rst_n,
  // Instruction in (the dependency bits are the caller's: it decides when to offer it).
  input  logic                                   instr_valid,
  /* verilator lint_off UNUSEDSIGNAL */
  input  logic [ISA_INSTRUCTION_BITS-1:0]        instr,
  /* verilator lint_on UNUSEDSIGNAL */
  output logic                                   instr_ready,
  // Status.
  output logic [31:0]                            accepted,   // instructions taken
  output logic [31:0]                            completed,  // instructions whose results are visible (in order)
  output logic                                   busy,       // something taken and not yet completed
  output logic                                   issue_free, // the issue interval of the last one taken is over
  output logic                                   illegal,    // sticky: a word that is not a COMPUTE was offered
  // Input buffer read port.
  output logic                                   in_rd_en,
  output logic [IN_ADDR_W-1:0]                   in_rd_addr,
  input  logic [PE_ROWS-1:0][ACTIVATION_BITS-1:0] in_rd_data,
  // Weight buffer read port.
  output logic                                   wt_rd_en,
  output logic [WT_ADDR_W-1:0]                   wt_rd_addr,
  input  logic [PE_COLS-1:0][WEIGHT_BITS-1:0]    wt_rd_data,
  // Output buffer: one element per column, read (when accumulating) and written at out_addr.
  output logic [PE_COLS-1:0]                     out_rd_en,
  output logic [PE_COLS-1:0]                     out_wr_en,
  output logic [PE_COLS-1:0][OUT_ADDR_W-1:0]     out_addr,
  input  logic [PE_COLS-1:0][ACCUMULATOR_BITS-1:0] out_rd_data,
  output logic [PE_COLS-1:0][ACCUMULATOR_BITS-1:0] out_wr_data,
  // Zero gating's count: tag t's at [t]
  output logic [TAGS-1:0][ZP_W-1:0]              zero_products
);
  // ---- decode (offsets and widths from the package) ----
  logic [ISA_COMPUTE_OPCODE_BITS-1:0] f_opcode;
  logic [IN_ADDR_W-1:0]  f_input_row;
  logic [WT_ADDR_W-1:0]  f_weight_row;
  logic [OUT_ADDR_W-1:0] f_output_row;
  logic [ROWS_W-1:0]     f_rows;
  logic [COLS_W-1:0]     f_cols;
  logic [DEPTH_W-1:0]    f_depth;
  logic                  f_accumulate, f_preload;
  assign f_opcode     = instr[ISA_COMPUTE_OPCODE_LSB +: ISA_COMPUTE_OPCODE_BITS];
  assign f_input_row  = instr[ISA_COMPUTE_INPUT_ROW_LSB +: ISA_COMPUTE_INPUT_ROW_BITS];
  assign f_weight_row = instr[ISA_COMPUTE_WEIGHT_ROW_LSB +: ISA_COMPUTE_WEIGHT_ROW_BITS];
  assign f_output_row = instr[ISA_COMPUTE_OUTPUT_ROW_LSB +: ISA_COMPUTE_OUTPUT_ROW_BITS];
  assign f_rows       = instr[ISA_COMPUTE_TILE_ROWS_LSB +: ISA_COMPUTE_TILE_ROWS_BITS];
  assign f_cols       = instr[ISA_COMPUTE_TILE_COLS_LSB +: ISA_COMPUTE_TILE_COLS_BITS];
  assign f_depth      = instr[ISA_COMPUTE_DEPTH_LSB +: ISA_COMPUTE_DEPTH_BITS];
  assign f_accumulate = instr[ISA_COMPUTE_ACCUMULATE_LSB];
  assign f_preload    = instr[ISA_COMPUTE_PRELOAD_WEIGHTS_LSB];
  wire is_compute = int'(f_opcode) == ISA_OPCODE_COMPUTE;

  // A row's sums leave the array at row max(R, 1) - 1.
  wire [ROWS_W-1:0] f_tap_rows = f_rows == '0 ? ROWS_W'(1) : f_rows;
  // A preloading tile's inputs start so that the last one enters with the
  // last weight row: max(0, rows - depth) cycles after the tile is taken.
  // Output-stationary: the array is empty when a tile starts, so its inputs
  // enter at once, with the weights' wavefront.
  wire [ROWS_W-1:0] f_offset = DATAFLOW != 1 && f_preload && DEPTH_W'(f_rows) > f_depth
                               ? f_rows - ROWS_W'(f_depth) : '0;

  // ---- issue ----
  logic [DEPTH_W-1:0] issue_left;   // cycles before the next instruction may be taken
  logic [ROWS_W:0]    tail;         // cycles until the last streamed row's sums leave column 0
  logic [31:0]        in_flight;    // accepted - completed
  logic               room;
  always_comb begin
    room = issue_left == '0;
    if (DATAFLOW == 1) room = room && in_flight == '0;  // output-stationary: drain first
    else if (f_depth != '0) room = room && ({1'b0, f_offset} + {1'b0, f_tap_rows} > tail);  // sums leave in order
  end
  assign instr_ready = room;
  wire take = instr_valid && instr_ready && is_compute;
  assign in_flight = accepted - completed;
  assign busy = in_flight != '0;
  assign issue_free = issue_left == '0 && (DATAFLOW != 1 || in_flight == '0);

  // ---- streaming state ----
  logic [ROWS_W-1:0]     stream_wait;  // cycles before the first row of the stream enters
  logic [DEPTH_W-1:0]    stream_left;  // rows still to stream after this cycle's
  logic [IN_ADDR_W-1:0]  stream_addr;
  logic [OUT_ADDR_W-1:0] stream_out;
  logic [ROWS_W-1:0]     stream_rows;
  logic [COLS_W-1:0]     stream_cols;
  logic                  stream_acc;
  logic                  stream_macs;
  logic [TAG_W-1:0]      stream_tag;
  logic [ROWS_W-1:0]     load_left;    // weight rows still to read after this cycle's
  logic [WT_ADDR_W-1:0]  load_addr;
  logic [ROW_SEL_W-1:0]  load_index;

  // The row entering the array this cycle (the accepted one's first, or the next of a stream).
  typedef struct packed {
    logic                  valid;
    logic                  last;
    logic                  acc;
    logic                  macs;   // tile_rows > 0: the row's products count
    logic [ROWS_W-1:0]     rows;   // tap at rows - 1 (>= 1)
    logic [COLS_W-1:0]     cols;
    logic [OUT_ADDR_W-1:0] out_row;
    logic [TAG_W-1:0]      tag;
  } slot_t;
  slot_t enter;
  logic [TAG_W-1:0] next_tag;
  assign next_tag = accepted[TAG_W-1:0];

  always_comb begin
    enter = '0;
    in_rd_en = 1'b0;
    in_rd_addr = stream_addr;
    if (take && f_depth != '0 && f_offset == '0) begin
      enter = '{valid: 1'b1, last: f_depth == DEPTH_W'(1), acc: f_accumulate, macs: f_rows != '0, rows: f_tap_rows,
                cols: f_cols, out_row: f_output_row, tag: next_tag};
      in_rd_en = 1'b1;
      in_rd_addr = f_input_row;
    end else if (stream_left != '0 && stream_wait == '0) begin
      enter = '{valid: 1'b1, last: stream_left == DEPTH_W'(1), acc: stream_acc, macs: stream_macs, rows: stream_rows,
                cols: stream_cols, out_row: stream_out, tag: stream_tag};
      in_rd_en = 1'b1;
    end
  end

  logic wt_valid;
  logic [ROW_SEL_W-1:0] wt_index;
  always_comb begin
    wt_valid = 1'b0;
    wt_index = load_index;
    wt_rd_addr = load_addr;
    if (take && f_preload && f_rows != '0) begin
      wt_valid = 1'b1;
      wt_index = '0;
      wt_rd_addr = f_weight_row;
    end else if (load_left != '0) begin
      wt_valid = 1'b1;
    end
  end
  assign wt_rd_en = wt_valid;

  // ---- the array ----
  logic [PE_ROWS-1:0][ACTIVATION_BITS-1:0] array_in;
  logic [PE_COLS-1:0][ROW_SEL_W-1:0] tap_row;
  logic [PE_COLS-1:0][ACCUMULATOR_BITS-1:0] col_sum;
  assign array_in = in_rd_en ? in_rd_data : '0;
  /* verilator lint_off UNUSEDSIGNAL */  // read only with ZERO_GATING
  logic [PE_ROWS*PE_COLS-1:0] gated;
  /* verilator lint_on UNUSEDSIGNAL */
  tessera_array array (.clk, .in_row(array_in), .wt_valid, .wt_index, .wt_row(wt_rd_data), .tap_row, .col_sum, .gated);

  // ---- rows in flight, by age: ages[a] entered the array a cycles ago ----
  slot_t ages [1:AGES-1];
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      for (int a = 1; a < AGES; ++a) ages[a] <= '0;
    end else begin
      ages[1] <= enter;
      for (int a = 2; a < AGES; ++a) ages[a] <= ages[a-1];
    end
  end

  // ---- zero gating's count: PE(i, j) works on the row of age i + j (0: entering) ----
  if (ZERO_GATING != 0) begin : g_zero_count
    always_ff @(posedge clk) begin
      if (!rst_n) begin
        zero_products <= '0;
      end else begin
        logic [TAGS-1:0][ZP_W-1:0] counts;
        slot_t at [0:AGES-1];
        logic [ZP_W-1:0] n;
        at[0] = enter;
        for (int a = 1; a < AGES; ++a) at[a] = ages[a];
        counts = zero_products;
        if (take) counts[next_tag] = '0;
        for (int a = 0; a < AGES - 1; ++a) begin
          n = '0;
          for (int i = 0; i < PE_ROWS; ++i)
            if (a - i >= 0 && a - i < PE_COLS && i < int'(at[a].rows) && a - i < int'(at[a].cols) &&
                gated[i*PE_COLS + a - i])
              n = n + 1'b1;
          if (at[a].valid && at[a].macs) counts[at[a].tag] = counts[at[a].tag] + n;
        end
        zero_products <= counts;
      end
    end
  end else begin : g_no_zero_count
    assign zero_products = '0;
  end

  // Column j reports the row whose sums reach it now: age rows + j.
  logic [PE_COLS-1:0] hit;
  slot_t leaving [PE_COLS];
  logic [PE_COLS-1:0] fin;
  always_comb begin
    for (int j = 0; j < PE_COLS; ++j) begin
      hit[j] = 1'b0;
      leaving[j] = '0;
      for (int a = 1; a < AGES; ++a)
        if (ages[a].valid && int'(ages[a].rows) + j == a) begin
          hit[j] = 1'b1;
          leaving[j] = ages[a];
        end
      tap_row[j] = ROW_SEL_W'(int'(leaving[j].rows) - 1);
    end
  end
  // (A second block: the sums depend on tap_row, which the first one sets.)
  always_comb begin
    for (int j = 0; j < PE_COLS; ++j) begin
      out_addr[j] = leaving[j].out_row;
      out_wr_en[j] = hit[j] && j < int'(leaving[j].cols);
      out_rd_en[j] = out_wr_en[j] && leaving[j].acc;
      out_wr_data[j] = (leaving[j].acc ? out_rd_data[j] : '0) + (leaving[j].rows == '0 ? '0 : col_sum[j]);
      // The last row of a tile leaves its last column: the tile's results are written.
      fin[j] = hit[j] && leaving[j].last && j == (leaving[j].cols == '0 ? 0 : int'(leaving[j].cols) - 1);
    end
  end

  // ---- completion, in order ----
  logic [2**TAG_W-1:0] done_bits;
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      done_bits <= '0;
      completed <= '0;
    end else begin
      logic [2**TAG_W-1:0] bits;
      logic [31:0] count;
      logic more;
      bits = done_bits;
      for (int j = 0; j < PE_COLS; ++j)
        if (fin[j]) bits[leaving[j].tag] = 1'b1;
      if (take && f_depth == '0) bits[next_tag] = 1'b1;
      count = completed;
      more = 1'b1;
      for (int k = 0; k < 2**TAG_W; ++k)
        if (more && bits[count[TAG_W-1:0]]) begin
          bits[count[TAG_W-1:0]] = 1'b0;
          count = count + 1;
        end else begin
          more = 1'b0;
        end
      done_bits <= bits;
      completed <= count;
    end
  end

  // ---- sequencing ----
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      accepted <= '0;
      issue_left <= '0;
      tail <= '0;
      stream_wait <= '0;
      stream_left <= '0;
      load_left <= '0;
      illegal <= 1'b0;
      stream_addr <= '0;
      stream_out <= '0;
      stream_rows <= '0;
      stream_cols <= '0;
      stream_acc <= 1'b0;
      stream_macs <= 1'b0;
      stream_tag <= '0;
      load_addr <= '0;
      load_index <= '0;
    end else begin
      if (instr_valid && instr_ready && !is_compute) illegal <= 1'b1;
      // tail: the entering row's sums leave column 0 after `rows` cycles.
      if (enter.valid && {1'b0, enter.rows} > tail) tail <= {1'b0, enter.rows} - 1'b1;
      else if (tail != '0) tail <= tail - 1'b1;
      if (take) begin
        accepted <= accepted + 1;
        // issue = max(depth, rows if preloading, 1)
        if (f_preload && DEPTH_W'(f_rows) > f_depth) issue_left <= DEPTH_W'(f_rows) - 1'b1;
        else if (f_depth != '0) issue_left <= f_depth - 1'b1;
        else issue_left <= '0;
        if (f_offset == '0) begin  // the first row entered now
          stream_wait <= '0;
          stream_left <= f_depth == '0 ? '0 : f_depth - 1'b1;
          stream_addr <= f_input_row + 1'b1;
          stream_out <= f_output_row + 1'b1;
        end else begin
          stream_wait <= f_offset - 1'b1;
          stream_left <= f_depth;
          stream_addr <= f_input_row;
          stream_out <= f_output_row;
        end
        stream_rows <= f_tap_rows;
        stream_cols <= f_cols;
        stream_acc <= f_accumulate;
        stream_macs <= f_rows != '0;
        stream_tag <= next_tag;
        load_left <= f_preload && f_rows != '0 ? f_rows - 1'b1 : '0;
        load_addr <= f_weight_row + 1'b1;
        load_index <= ROW_SEL_W'(1);
      end else begin
        if (issue_left != '0) issue_left <= issue_left - 1'b1;
        if (stream_wait != '0) begin
          stream_wait <= stream_wait - 1'b1;
        end else if (stream_left != '0) begin
          stream_left <= stream_left - 1'b1;
          stream_addr <= stream_addr + 1'b1;
          stream_out <= stream_out + 1'b1;
        end
        if (load_left != '0) begin
          load_left <= load_left - 1'b1;
          load_addr <= load_addr + 1'b1;
          load_index <= load_index + 1'b1;
        end
      end
    end
  end
endmodule
