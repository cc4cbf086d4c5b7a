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
//            i's skew (cycle t + i), rides a per-row delay line so W[i][j]
//            reaches PE(i, j) with that first input (`wt_load`, see
//            tessera_pe: the wavefront is the double buffer);
//   sums     flow down each column from zero at row 0: the sum of x[d] over
//            rows 0..r is at the output of PE(r, j) in cycle t + r + j + 1.
// `tap_row[j]` selects which row's sum column j reports on `col_sum[j]`:
// a tile of R rows is read at row R - 1, so unused rows below it are
// bypassed (fill/drain counts the occupied sub-array, hw/model/timing.h).
//
// Parameters default to the generated package and stay overridable.
module tessera_array
  import tessera_params_pkg::*;
#(
  parameter int ROWS = PE_ROWS,
  parameter int COLS = PE_COLS,
  parameter int WEIGHT_W = WEIGHT_BITS,
  parameter int ACT_W = ACTIVATION_BITS,
  parameter int ACC_W = ACCUMULATOR_BITS,
  parameter bit GATE_ZEROS = ZERO_GATING != 0,
  localparam int ROW_SEL_W = ROWS > 1 ? $clog2(ROWS) : 1
) (
  input  logic                                 clk,
  input  logic [ROWS-1:0][ACT_W-1:0]           in_row,
  input  logic                                 wt_valid,
  input  logic [ROW_SEL_W-1:0]                 wt_index,
  input  logic [COLS-1:0][WEIGHT_W-1:0]        wt_row,
  input  logic [COLS-1:0][ROW_SEL_W-1:0]       tap_row,
  output logic [COLS-1:0][ACC_W-1:0]           col_sum
);
  // Activations and sums between PEs; index [r][c] is PE(r, c)'s output.
  logic signed [ACT_W-1:0] act   [ROWS][COLS];
  logic signed [ACC_W-1:0] psum  [ROWS][COLS];
  // Input skew: row r's element after r cycles.
  logic signed [ACT_W-1:0] skewed [ROWS];
  // Weight delay lines: wline[r][k] is row r's weight row k cycles after it
  // was presented, wload[r][k] its valid bit.
  logic [COLS-1:0][WEIGHT_W-1:0] wline [ROWS][COLS];
  logic                          wload [ROWS][COLS];

  for (genvar r = 0; r < ROWS; ++r) begin : g_row
    if (r == 0) begin : g_noskew
      assign skewed[r] = in_row[r];
    end else begin : g_skew
      logic signed [ACT_W-1:0] delay [r];
      always_ff @(posedge clk) begin
        delay[0] <= in_row[r];
        for (int k = 1; k < r; ++k) delay[k] <= delay[k-1];
      end
      assign skewed[r] = delay[r-1];
    end

    assign wline[r][0] = wt_row;
    assign wload[r][0] = wt_valid && int'(wt_index) == r;
    for (genvar k = 1; k < COLS; ++k) begin : g_wline
      always_ff @(posedge clk) begin
        wline[r][k] <= wline[r][k-1];
        wload[r][k] <= wload[r][k-1];
      end
    end

    for (genvar c = 0; c < COLS; ++c) begin : g_col
      tessera_pe #(.WEIGHT_W(WEIGHT_W), .ACT_W(ACT_W), .ACC_W(ACC_W), .GATE_ZEROS(GATE_ZEROS)) pe (
        .clk,
        .act_in(c == 0 ? skewed[r] : act[r][c == 0 ? 0 : c-1]),
        .wt_load(wload[r][c]),
        .wt_in(wline[r][c][c]),
        .psum_in(r == 0 ? '0 : psum[r == 0 ? 0 : r-1][c]),
        .act_out(act[r][c]),
        .psum_out(psum[r][c]));
    end
  end

  for (genvar c = 0; c < COLS; ++c) begin : g_tap
    assign col_sum[c] = psum[tap_row[c]][c];
  end
endmodule
