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
  // Column weight buses after the top skew: column c carries W[index][c] c cycles after it was presented.
  logic                 wbus_valid [COLS];
  logic [ROW_SEL_W-1:0] wbus_index [COLS];
  logic [WEIGHT_W-1:0]  wbus_data  [COLS];

  for (genvar c = 0; c < COLS; ++c) begin : g_wskew
    if (c == 0) begin : g_now
      assign wbus_valid[c] = wt_valid;
      assign wbus_index[c] = wt_index;
      assign wbus_data[c] = wt_row[c];
    end else begin : g_delay
      logic                 valid [c];
      logic [ROW_SEL_W-1:0] index [c];
      logic [WEIGHT_W-1:0]  data  [c];
      always_ff @(posedge clk) begin
        valid[0] <= wt_valid;
        index[0] <= wt_index;
        data[0] <= wt_row[c];
        for (int k = 1; k < c; ++k) begin
          valid[k] <= valid[k-1];
          index[k] <= index[k-1];
          data[k] <= data[k-1];
        end
      end
      assign wbus_valid[c] = valid[c-1];
      assign wbus_index[c] = index[c-1];
      assign wbus_data[c] = data[c-1];
    end
  end

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

    for (genvar c = 0; c < COLS; ++c) begin : g_col
      tessera_pe #(.WEIGHT_W(WEIGHT_W), .ACT_W(ACT_W), .ACC_W(ACC_W), .GATE_ZEROS(GATE_ZEROS)) pe (
        .clk,
        .act_in(c == 0 ? skewed[r] : act[r][c == 0 ? 0 : c-1]),
        .wt_load(wbus_valid[c] && int'(wbus_index[c]) == r),
        .wt_in(wbus_data[c]),
        .psum_in(r == 0 ? '0 : psum[r == 0 ? 0 : r-1][c]),
        .act_out(act[r][c]),
        .psum_out(psum[r][c]));
    end
  end

  for (genvar c = 0; c < COLS; ++c) begin : g_tap
    assign col_sum[c] = psum[tap_row[c]][c];
  end
endmodule
