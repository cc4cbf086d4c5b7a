// tessera_array: ROWS x COLS systolic array of tessera_pe.
//
// Computes out[d][j] = sum over i < R of x[d][i] * W[i][j] for one input
// row x[d] per cycle (the COMPUTE of hw/isa/isa.h). Row i of the array
// holds reduction index i, column j output column j:
//   inputs   `in_row` enters each cycle; element i is delayed i cycles (the
//            skew) and then moves right one PE per cycle, so x[d][i] is in
//            PE(i, j) at cycle t + i + j when x[d] entered at cycle t;
//   weights  weight row i, presented on `wt_row` with `wt_valid` and
//            `wt_index` = i in the cycle the tile's first input enters row
//            i's skew (cycle t + i) or earlier, enters a delay line of c
//            cycles at the top of column c and is then broadcast down the
//            column with its row index, so W[i][c] reaches PE(i, c) at cycle
//            t + i + c (`wt_load`, see tessera_pe): C(C-1)/2 delay registers
//            for the whole array, shared by every row;
//   sums     flow down each column from zero at row 0: the sum of x[d] over
//            rows 0..r is at the output of PE(r, j) in cycle t + r + j + 1.
// `tap_row[j]` selects which row's sum column j reports on `col_sum[j]`:
// a tile of R rows is read at row R - 1, so unused rows below it are
// bypassed (fill/drain counts the occupied sub-array, hw/model/timing.h).
// `gated` reports which PEs' products are forced to zero this cycle
// (GATE_ZEROS; PE(r, c) at bit r * COLS + c).
//
// Parameters default to the generated package and stay overridable.
// (Package-qualified defaults, no header import: Yosys 0.23 reads these.)
module tessera_array #(
  parameter int ROWS = tessera_params_pkg::PE_ROWS,
  parameter int COLS = tessera_params_pkg::PE_COLS,
  parameter int WEIGHT_W = tessera_params_pkg::WEIGHT_BITS,
  parameter int ACT_W = tessera_params_pkg::ACTIVATION_BITS,
  parameter int ACC_W = tessera_params_pkg::ACCUMULATOR_BITS,
  parameter bit GATE_ZEROS = tessera_params_pkg::ZERO_GATING != 0,
  localparam int ROW_SEL_W = ROWS > 1 ? $clog2(ROWS) : 1
) (
  input  logic                                 clk,
  input  logic [ROWS*ACT_W-1:0]                in_row,   // element r at [r*ACT_W +: ACT_W]
  input  logic                                 wt_valid,
  input  logic [ROW_SEL_W-1:0]                 wt_index,
  input  logic [COLS*WEIGHT_W-1:0]             wt_row,   // element c at [c*WEIGHT_W +: WEIGHT_W]
  input  logic [COLS*ROW_SEL_W-1:0]            tap_row,  // column c's at [c*ROW_SEL_W +: ROW_SEL_W]
  output logic [COLS*ACC_W-1:0]                col_sum,  // column c's at [c*ACC_W +: ACC_W]
  output logic [ROWS*COLS-1:0]                 gated     // PE(r, c)'s at r * COLS + c
);
  // Flat vectors (Yosys 0.23 reads no multi-dimensional ports): PE(r, c)'s
  // activation and sum outputs at index r * COLS + c; skew outputs at r;
  // the column weight buses at c.
  /* verilator lint_off UNUSEDSIGNAL */  // the last column's activations leave the array unused
  logic [ROWS*COLS*ACT_W-1:0] act;
  /* verilator lint_on UNUSEDSIGNAL */
  logic [ROWS*COLS*ACC_W-1:0] psum;
  logic [ROWS*ACT_W-1:0]      skewed;
  logic [COLS-1:0]            wbus_valid;
  logic [COLS*ROW_SEL_W-1:0]  wbus_index;
  logic [COLS*WEIGHT_W-1:0]   wbus_data;

  // Column c's weights reach the column bus c cycles after they were presented.
  for (genvar c = 0; c < COLS; c = c + 1) begin : g_wskew
    if (c == 0) begin : g_now
      assign wbus_valid[c] = wt_valid;
      assign wbus_index[c*ROW_SEL_W +: ROW_SEL_W] = wt_index;
      assign wbus_data[c*WEIGHT_W +: WEIGHT_W] = wt_row[c*WEIGHT_W +: WEIGHT_W];
    end else begin : g_delay
      logic [c-1:0]              valid;
      logic [c*ROW_SEL_W-1:0]    index;
      logic [c*WEIGHT_W-1:0]     data;
      if (c == 1) begin : g_one
        always_ff @(posedge clk) begin
          valid <= wt_valid;
          index <= wt_index;
          data <= wt_row[c*WEIGHT_W +: WEIGHT_W];
        end
      end else begin : g_chain
        always_ff @(posedge clk) begin
          valid <= {valid[c-2:0], wt_valid};
          index <= {index[(c-1)*ROW_SEL_W-1:0], wt_index};
          data <= {data[(c-1)*WEIGHT_W-1:0], wt_row[c*WEIGHT_W +: WEIGHT_W]};
        end
      end
      assign wbus_valid[c] = valid[c-1];
      assign wbus_index[c*ROW_SEL_W +: ROW_SEL_W] = index[(c-1)*ROW_SEL_W +: ROW_SEL_W];
      assign wbus_data[c*WEIGHT_W +: WEIGHT_W] = data[(c-1)*WEIGHT_W +: WEIGHT_W];
    end
  end

  for (genvar r = 0; r < ROWS; r = r + 1) begin : g_row
    localparam logic [ROW_SEL_W-1:0] ROW_INDEX = ROW_SEL_W'(r);
    if (r == 0) begin : g_noskew
      assign skewed[0 +: ACT_W] = in_row[0 +: ACT_W];
    end else if (r == 1) begin : g_skew_one
      logic [ACT_W-1:0] delay;
      always_ff @(posedge clk) delay <= in_row[r*ACT_W +: ACT_W];
      assign skewed[r*ACT_W +: ACT_W] = delay;
    end else begin : g_skew
      logic [r*ACT_W-1:0] delay;
      always_ff @(posedge clk) delay <= {delay[(r-1)*ACT_W-1:0], in_row[r*ACT_W +: ACT_W]};
      assign skewed[r*ACT_W +: ACT_W] = delay[(r-1)*ACT_W +: ACT_W];
    end

    for (genvar c = 0; c < COLS; c = c + 1) begin : g_col
      logic [ACT_W-1:0] act_in;
      logic [ACC_W-1:0] psum_in;
      if (c == 0) begin : g_left
        assign act_in = skewed[r*ACT_W +: ACT_W];
      end else begin : g_inner
        assign act_in = act[(r*COLS + c - 1)*ACT_W +: ACT_W];
      end
      if (r == 0) begin : g_top
        assign psum_in = '0;
      end else begin : g_below
        assign psum_in = psum[((r-1)*COLS + c)*ACC_W +: ACC_W];
      end
      tessera_pe #(.WEIGHT_W(WEIGHT_W), .ACT_W(ACT_W), .ACC_W(ACC_W), .GATE_ZEROS(GATE_ZEROS)) pe (
        .clk,
        .act_in,
        .wt_load(wbus_valid[c] && wbus_index[c*ROW_SEL_W +: ROW_SEL_W] == ROW_INDEX),
        .wt_in(wbus_data[c*WEIGHT_W +: WEIGHT_W]),
        .psum_in,
        .act_out(act[(r*COLS + c)*ACT_W +: ACT_W]),
        .psum_out(psum[(r*COLS + c)*ACC_W +: ACC_W]),
        .gated(gated[r*COLS + c]));
    end
  end

  // Column c reports the sum of row tap_row[c] (a tile's last row), selected
  // from the column's own sums (a narrow select: the simulator's hot path).
  for (genvar c = 0; c < COLS; c = c + 1) begin : g_tap
    logic [ROWS*ACC_W-1:0] column;
    for (genvar r = 0; r < ROWS; r = r + 1) begin : g_gather
      assign column[r*ACC_W +: ACC_W] = psum[(r*COLS + c)*ACC_W +: ACC_W];
    end
    wire [31:0] tap = 32'(tap_row[c*ROW_SEL_W +: ROW_SEL_W]);
    assign col_sum[c*ACC_W +: ACC_W] = column[tap*ACC_W +: ACC_W];
  end
endmodule
