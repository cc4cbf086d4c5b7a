// hw::Spec: the accelerator description, the one source of truth for hardware.
//
// A Spec is built only by the loader (loader.h) from a validated YAML file and
// never changes afterwards. Every derived number (peak throughput, buffer
// geometry, ISA field widths, energy and area figures) is computed once, in
// computeDerived(), so no consumer re-derives or copies a hardware number.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::hw {

/// Which operand stays in the PEs while the others stream through.
enum class Dataflow { kWeightStationary, kOutputStationary, kInputStationary };
/// Arithmetic of the PE array.
enum class NumberFormat { kInt, kFp16, kBf16 };
/// How weights are stored in DRAM and the weight buffer.
enum class WeightFormat { kDense, kBitmask, kNOfM };
/// The three on-chip buffers.
enum class BufferKind { kInput, kWeight, kOutput };

/// Operations a vector unit may support; names are the YAML spellings.
enum class VectorOp {
  kBiasAdd, kRequantize, kRelu, kLeakyRelu, kClip, kSigmoid, kTanh, kHardSigmoid, kHardSwish, kGelu,
  kAdd, kMul, kMaxPool, kAvgPool, kExp, kReciprocal, kRsqrt, kReduceSum, kReduceMax,
};

/// YAML spelling of each enum value, in declaration order.
const std::vector<std::string>& dataflowNames();
const std::vector<std::string>& numberFormatNames();
const std::vector<std::string>& weightFormatNames();
const std::vector<std::string>& vectorOpNames();
std::string_view name(Dataflow dataflow);
std::string_view name(NumberFormat format);
std::string_view name(WeightFormat format);
std::string_view name(VectorOp op);
std::string_view name(BufferKind kind);

/// Shape and dataflow of the PE array.
struct PeArray {
  int rows = 0;
  int cols = 0;
  Dataflow dataflow = Dataflow::kWeightStationary;
};

/// Operand and accumulator widths and the arithmetic format.
struct Precision {
  int weight_bits = 0;
  int activation_bits = 0;
  int accumulator_bits = 0;
  NumberFormat number_format = NumberFormat::kInt;
};

/// One on-chip buffer as the user described it.
struct BufferParams {
  std::int64_t bytes = 0;
  int banks = 0;
  bool double_buffered = false;
};

/// The vector (post-processing) unit.
struct VectorUnit {
  int lanes = 0;
  std::vector<VectorOp> operations;  ///< in the order the file lists them
  bool supports(VectorOp op) const;
};

/// Off-chip memory.
struct Dram {
  std::int64_t bytes = 0;             ///< capacity; sets the DRAM address width
  double bytes_per_cycle = 0;         ///< sustained bandwidth at the array clock
  int latency_cycles = 0;             ///< first-byte latency of one request
  double energy_pj_per_byte = 0;
  int outstanding_transfers = 1;      ///< LOAD/STOREs each DMA channel keeps in flight (1: one at a time)
};

/// Sparsity support in hardware.
struct Sparsity {
  WeightFormat weight_format = WeightFormat::kDense;
  int n = 0;                          ///< nonzeros kept per group (n_of_m only)
  int m = 0;                          ///< group size (n_of_m only)
  bool skip_zero_weights = false;     ///< compute skips zero weights (needs a sparse format)
  bool zero_gating = false;           ///< PEs gate their clock on zero operands (saves energy, not cycles)
};

/// The control path: how the fetch unit feeds the per-stage command queues.
struct Control {
  int fetch_width_instructions = 4;   ///< instructions dispatched into the stage queues per cycle
  int queue_depth_instructions = 16;  ///< command-queue entries of each stage (load, compute, vector, store)
};

/// Energy and area of one arithmetic operation at the table's technology node.
struct OperationCost {
  double energy_pj = 0;
  double area_um2 = 0;
};

/// One SRAM size and the energy of a 64-bit read from it.
struct SramEnergyPoint {
  std::int64_t bytes = 0;
  double read_energy_pj_per_64bit = 0;
};

/// The cost table a config references (configs/energy/*.yaml).
struct EnergyTable {
  std::string name;
  std::string file;                   ///< path as resolved from the config
  int technology_nm = 0;              ///< node the numbers were measured at
  double energy_scale_exponent = 0;   ///< energy ~ (node / technology_nm)^exponent
  double area_scale_exponent = 0;     ///< area ~ (node / technology_nm)^exponent
  std::vector<std::pair<std::string, OperationCost>> operations;  ///< e.g. "int8_mult"
  std::vector<SramEnergyPoint> sram_read;                        ///< ascending by bytes
  double sram_bitcell_area_um2 = 0;
  double sram_array_efficiency = 0;   ///< bitcell area / macro area

  const OperationCost* find(std::string_view operation) const;
};

/// Everything the YAML file states, after validation.
struct SpecParams {
  int schema_version = 1;
  std::string name;
  std::string description;
  double clock_mhz = 0;
  int technology_nm = 0;
  PeArray pe_array;
  Precision precision;
  BufferParams input_buffer, weight_buffer, output_buffer;
  VectorUnit vector_unit;
  Dram dram;
  Sparsity sparsity;
  EnergyTable energy;
  Control control;
};

/// Layout of one buffer derived from its size, banking and the array edge.
/// A "row" is one array-edge vector: what the buffer delivers per cycle.
struct BufferGeometry {
  std::int64_t bytes = 0;
  int banks = 0;
  int element_bits = 0;               ///< activation, weight or accumulator bits
  int elements_per_row = 0;           ///< array rows (input) or cols (weight, output)
  std::int64_t row_bytes = 0;
  std::int64_t bank_bytes = 0;
  std::int64_t bank_depth_rows = 0;   ///< rows per bank
  std::int64_t total_rows = 0;
  std::int64_t capacity_elements = 0;
  std::int64_t tile_bytes = 0;        ///< one rows x cols array tile of this element
  std::int64_t usable_bytes = 0;      ///< per tile buffer: bytes/2 when double-buffered
  int row_address_bits = 0;           ///< bits to address any row of the buffer
  int bank_select_bits = 0;
  double read_energy_pj_per_byte = 0; ///< from the SRAM table at the bank size, scaled
  double area_um2 = 0;
};

/// Field widths of the instruction set that depend on the hardware point.
struct IsaFieldWidths {
  int dram_address_bits = 0;          ///< byte address into DRAM
  int input_row_address_bits = 0;
  int weight_row_address_bits = 0;
  int output_row_address_bits = 0;
  int scratchpad_row_address_bits = 0;///< widest of the three, for a shared field
  int buffer_select_bits = 2;         ///< input, weight, output
  int tile_rows_bits = 0;             ///< encodes 1..rows
  int tile_cols_bits = 0;             ///< encodes 1..cols
  int vector_lanes_bits = 0;          ///< encodes 1..vector_row_max_elements
  int vector_op_bits = 0;             ///< selects one supported vector op
};

/// Values computed once from SpecParams.
struct DerivedValues {
  std::int64_t peak_macs_per_cycle = 0;
  double peak_ops_per_second = 0;     ///< 2 ops per MAC
  double dram_bytes_per_second = 0;
  double ridge_ops_per_byte = 0;      ///< roofline knee: peak ops per cycle / DRAM bytes per cycle
  double weight_bytes_per_element = 0;
  double activation_bytes_per_element = 0;
  double accumulator_bytes_per_element = 0;
  /// Elements per vector row of vector-only kernels: min(lanes, PE rows, PE
  /// cols), lowered until the row is whole bytes (0 when no width is).
  std::int64_t vector_row_elements = 0;
  /// The widest row a VECTOR may name: max(lanes, PE rows, PE cols), the
  /// vector unit's lanes or a buffer row, whichever is wider. A row wider
  /// than the lanes runs in beats; a row wider than a buffer's rows spans
  /// several of them (isa.h, VectorFields).
  std::int64_t vector_row_max_elements = 0;
  BufferGeometry input, weight, output;
  IsaFieldWidths isa;
  double energy_scale = 0;            ///< technology scaling applied to table energies
  double area_scale = 0;              ///< technology scaling applied to table areas
  double mac_energy_pj = 0;           ///< one multiply + one accumulate at this precision and node
  double pe_area_um2 = 0;             ///< multiplier + accumulator adder
  double array_area_um2 = 0;
  double vector_unit_area_um2 = 0;    ///< per lane: a 32-bit multiplier and adder (requantize)
  double vector_op_energy_pj = 0;     ///< one lane operation: a 32-bit multiply and add, scaled
  double sram_area_um2 = 0;
  double total_area_um2 = 0;
};

/// The immutable, validated accelerator description.
class Spec {
 public:
  /// Builds a Spec from parameters the loader has validated; computes every
  /// derived value. Only the loader calls this.
  static Spec fromValidatedParams(SpecParams params);

  const SpecParams& params() const { return params_; }
  const DerivedValues& derived() const { return derived_; }
  /// Readable and unique: e.g. "ws16x16_w8a8acc32_i64K_w256K_o64K_bw16-1a2b3c4d";
  /// the suffix hashes every parameter the prefix leaves out.
  const std::string& fingerprint() const { return fingerprint_; }
  /// Geometry of one buffer.
  const BufferGeometry& buffer(BufferKind kind) const;
  /// Canonical text of every result-affecting parameter (hashed into the fingerprint).
  /// Built once with the Spec: sweeps key caches and points by it for every layer.
  const std::string& canonicalText() const { return canonical_text_; }

 private:
  explicit Spec(SpecParams params);
  std::string buildCanonicalText() const;

  SpecParams params_;
  DerivedValues derived_;
  std::string canonical_text_;
  std::string fingerprint_;
};

/// One tile-sized chunk of a buffer: bytes of a rows x cols tile of `element_bits`.
std::int64_t tileBytes(int rows, int cols, int element_bits);

}  // namespace tessera::hw
