// tessera_pe: one processing element of the systolic array.
//
// A signed multiply-accumulate: psum_out <= psum_in + act * weight, the
// product of a WEIGHT_W-bit weight and an ACT_W-bit activation added at
// ACC_W bits (two's complement, wrapping as sim::FunctionalCore's sums do).
// The activation moves one PE to the right per cycle, the partial sum one PE
// down. With GATE_ZEROS the multiplier's result is forced to zero (its
// inputs held) when either operand is zero: the same sums, fewer toggles;
// `gated` says so for this cycle's product (the compute unit counts the
// gated products of each instruction: zero gating's energy).
//
// Stationary weight, double-buffered against the wavefront: `wt_load`
// arrives together with the first activation of a tile that brings new
// weights, carrying this PE's next weight on `wt_in`. That cycle's MAC
// already uses the new weight and the register keeps it; until then the PE
// keeps computing with the previous tile's weight. So a PE right of or below
// the wavefront still works on the old tile while the PEs it passed work on
// the new one: the array holds two tiles' weights at once, and the next
// tile's weights shift in while the current one streams (hw/model/timing.h).
//
// Every default comes from the generated package; the parameters stay
// overridable so a synthesis script can build PEs of other precisions.
// (Package-qualified defaults, no header import: Yosys 0.23 reads these.)
module tessera_pe #(
  parameter int WEIGHT_W = tessera_params_pkg::WEIGHT_BITS,
  parameter int ACT_W = tessera_params_pkg::ACTIVATION_BITS,
  parameter int ACC_W = tessera_params_pkg::ACCUMULATOR_BITS,
  parameter bit GATE_ZEROS = tessera_params_pkg::ZERO_GATING != 0
) (
  input  logic                     clk,
  input  logic signed [ACT_W-1:0]  act_in,
  input  logic                     wt_load,    // this cycle's activation starts a tile with new weights
  input  logic signed [WEIGHT_W-1:0] wt_in,    // the new tile's weight (with wt_load)
  input  logic signed [ACC_W-1:0]  psum_in,
  output logic signed [ACT_W-1:0]  act_out,
  output logic signed [ACC_W-1:0]  psum_out,
  output logic                     gated       // this cycle's product is forced to zero (GATE_ZEROS only)
);
  localparam int PROD_W = ACT_W + WEIGHT_W;

  logic signed [WEIGHT_W-1:0] weight;     // the stationary register
  logic signed [WEIGHT_W-1:0] weight_now; // the weight of this cycle's MAC
  logic signed [PROD_W-1:0]   product;
  logic signed [ACC_W-1:0]    addend;     // the product at the accumulator's width

  assign weight_now = wt_load ? wt_in : weight;
  assign gated = GATE_ZEROS && (act_in == '0 || weight_now == '0);

  // Both operands sign-extended to the product's width (explicitly: Verilator's
  // -Wall and Yosys 0.23 both read it the same way).
  always_comb begin
    if (gated) product = '0;
    else product = $signed({{WEIGHT_W{act_in[ACT_W-1]}}, act_in}) * $signed({{ACT_W{weight_now[WEIGHT_W-1]}}, weight_now});
  end
  if (ACC_W > PROD_W) begin : g_extend
    assign addend = {{(ACC_W - PROD_W){product[PROD_W-1]}}, product};
  end else if (ACC_W == PROD_W) begin : g_same
    assign addend = product;
  end else begin : g_wrap
    assign addend = product[ACC_W-1:0];
  end

  always_ff @(posedge clk) begin
    weight <= weight_now;
    act_out <= act_in;
    psum_out <= psum_in + addend;
  end
endmodule
