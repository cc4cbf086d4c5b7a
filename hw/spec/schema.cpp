// The config schema table (see schema.h): one row per field of the YAML.
#include "hw/spec/schema.h"

#include <fmt/format.h>

#include <algorithm>

#include "hw/support/text.h"

// Each row names only the members it sets (designated initializers); the
// rest keep their defaults on purpose, which GCC 12 still warns about.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace tessera::hw {
namespace {

FieldValue toValue(int value) { return std::int64_t{value}; }
FieldValue toValue(std::int64_t value) { return value; }
FieldValue toValue(double value) { return value; }
FieldValue toValue(bool value) { return value; }
FieldValue toValue(const std::string& value) { return value; }
template <class Enum>
  requires std::is_enum_v<Enum>
FieldValue toValue(Enum value) {
  return std::string(name(value));
}
FieldValue toValue(const std::vector<VectorOp>& ops) {
  std::vector<std::string> words;
  for (VectorOp op : ops) words.emplace_back(name(op));
  return words;
}

const std::vector<std::string>& namesOf(Dataflow) { return dataflowNames(); }
const std::vector<std::string>& namesOf(NumberFormat) { return numberFormatNames(); }
const std::vector<std::string>& namesOf(WeightFormat) { return weightFormatNames(); }

int indexOf(const std::vector<std::string>& names, const std::string& word) {
  return static_cast<int>(std::find(names.begin(), names.end(), word) - names.begin());
}

void fromValue(const FieldValue& v, int& out) { out = static_cast<int>(std::get<std::int64_t>(v)); }
void fromValue(const FieldValue& v, std::int64_t& out) { out = std::get<std::int64_t>(v); }
void fromValue(const FieldValue& v, double& out) { out = std::get<double>(v); }
void fromValue(const FieldValue& v, bool& out) { out = std::get<bool>(v); }
void fromValue(const FieldValue& v, std::string& out) { out = std::get<std::string>(v); }
template <class Enum>
  requires std::is_enum_v<Enum>
void fromValue(const FieldValue& v, Enum& out) {
  out = static_cast<Enum>(indexOf(namesOf(out), std::get<std::string>(v)));
}
void fromValue(const FieldValue& v, std::vector<VectorOp>& out) {
  out.clear();
  for (const std::string& word : std::get<std::vector<std::string>>(v))
    out.push_back(static_cast<VectorOp>(indexOf(vectorOpNames(), word)));
}

/// Accessors of the SpecParams member reached through `Members`, e.g.
/// member<&SpecParams::pe_array, &PeArray::rows>().
template <auto... Members>
FieldAccess member() {
  return {[](const SpecParams& p) -> FieldValue { return toValue((p .* ... .* Members)); },
          [](SpecParams& p, const FieldValue& v) { fromValue(v, (p .* ... .* Members)); }};
}

using K = FieldKind;

std::vector<ConfigField> buildTable() {
  constexpr std::int64_t kMaxBufferBytes = std::int64_t{4} << 30;
  constexpr std::int64_t kMaxDramBytes = std::int64_t{1} << 40;
  std::vector<ConfigField> t = {
      {.path = "schema_version", .kind = K::kInteger, .access = member<&SpecParams::schema_version>(),
       .allowed_integers = {1}, .doc = "checked first; nothing else is read if it is wrong", .read_by = ReadBy::kCode,
       .generated = {"SCHEMA_VERSION", "accelerator YAML schema version"}, .sweep_axis = false},
      {.path = "name", .kind = K::kString, .access = member<&SpecParams::name>(), .pattern = "[A-Za-z0-9_.-]+",
       .pattern_expected = "letters, digits, '_', '.' or '-' only (it names files)",
       .doc = "labels outputs; not part of the fingerprint", .canonical = CanonicalForm::kLabel},
      {.path = "description", .kind = K::kString, .access = member<&SpecParams::description>(),
       .default_value = std::string(), .doc = "free text", .canonical = CanonicalForm::kLabel},
      {.path = "clock_mhz", .kind = K::kNumber, .access = member<&SpecParams::clock_mhz>(), .max_number = 100000,
       .doc = "array clock in MHz", .generated = {"CLOCK_KHZ", "array clock in kHz", 1000},
       .results_column = "clock_mhz"},
      {.path = "technology_nm", .kind = K::kInteger, .access = member<&SpecParams::technology_nm>(), .min_integer = 3,
       .max_integer = 250, .doc = "process node in nm; scales the energy table"},
      {.path = "pe_array.rows", .kind = K::kInteger, .access = member<&SpecParams::pe_array, &PeArray::rows>(),
       .min_integer = 1, .max_integer = 4096, .doc = "PE array rows", .generated = {"PE_ROWS", "PE array rows"},
       .results_column = "pe_rows"},
      {.path = "pe_array.cols", .kind = K::kInteger, .access = member<&SpecParams::pe_array, &PeArray::cols>(),
       .min_integer = 1, .max_integer = 4096, .doc = "PE array columns",
       .generated = {"PE_COLS", "PE array columns"}, .results_column = "pe_cols"},
      {.path = "pe_array.dataflow", .kind = K::kWord, .access = member<&SpecParams::pe_array, &PeArray::dataflow>(),
       .words = dataflowNames(), .doc = "which operand stays in the PEs",
       .generated = {"DATAFLOW", "0 weight-, 1 output-, 2 input-stationary"}, .results_column = "dataflow"},
      {.path = "precision.weight_bits", .kind = K::kInteger,
       .access = member<&SpecParams::precision, &Precision::weight_bits>(), .allowed_integers = {4, 8, 16},
       .doc = "bits per weight", .generated = {"WEIGHT_BITS", "bits per weight"}, .results_column = "weight_bits"},
      {.path = "precision.activation_bits", .kind = K::kInteger,
       .access = member<&SpecParams::precision, &Precision::activation_bits>(), .allowed_integers = {4, 8, 16},
       .doc = "bits per activation", .generated = {"ACTIVATION_BITS", "bits per activation"},
       .results_column = "activation_bits"},
      {.path = "precision.accumulator_bits", .kind = K::kInteger,
       .access = member<&SpecParams::precision, &Precision::accumulator_bits>(), .allowed_integers = {16, 32},
       .doc = "bits per accumulator", .generated = {"ACCUMULATOR_BITS", "bits per accumulator"}},
      {.path = "precision.number_format", .kind = K::kWord,
       .access = member<&SpecParams::precision, &Precision::number_format>(), .words = numberFormatNames(),
       .doc = "arithmetic of the PE array", .generated = {"NUMBER_FORMAT", "0 int, 1 fp16, 2 bf16"},
       .results_column = "number_format"},
  };
  // Three rows per buffer; member<> needs the buffer as a constant, hence the accessors as arguments.
  auto buffer = [&t](const std::string& label, FieldAccess bytes, FieldAccess banks, FieldAccess double_buffered) {
    const std::string prefix = "buffers." + label + ".";
    std::string upper = label;
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    t.push_back({.path = prefix + "bytes", .kind = K::kBytes, .access = bytes, .min_integer = 1,
                 .max_integer = kMaxBufferBytes, .doc = "buffer size in bytes (output is the accumulator buffer)",
                 .generated = {upper + "_BUFFER_BYTES", label + " buffer size in bytes"},
                 .results_column = label + "_buffer_bytes"});
    t.push_back({.path = prefix + "banks", .kind = K::kInteger, .access = banks, .min_integer = 1, .max_integer = 1024,
                 .doc = "banks; must divide the buffer into whole rows",
                 .generated = {upper + "_BUFFER_BANKS", label + " buffer bank count"}});
    t.push_back({.path = prefix + "double_buffered", .kind = K::kBoolean, .access = double_buffered,
                 .doc = "halves the space one tile may use",
                 .generated = {upper + "_BUFFER_DOUBLE_BUFFERED", "1 when split into two halves"}});
  };
  buffer("input", member<&SpecParams::input_buffer, &BufferParams::bytes>(),
         member<&SpecParams::input_buffer, &BufferParams::banks>(),
         member<&SpecParams::input_buffer, &BufferParams::double_buffered>());
  buffer("weight", member<&SpecParams::weight_buffer, &BufferParams::bytes>(),
         member<&SpecParams::weight_buffer, &BufferParams::banks>(),
         member<&SpecParams::weight_buffer, &BufferParams::double_buffered>());
  buffer("output", member<&SpecParams::output_buffer, &BufferParams::bytes>(),
         member<&SpecParams::output_buffer, &BufferParams::banks>(),
         member<&SpecParams::output_buffer, &BufferParams::double_buffered>());
  const std::vector<ConfigField> rest = {
      {.path = "vector_unit.lanes", .kind = K::kInteger, .access = member<&SpecParams::vector_unit, &VectorUnit::lanes>(),
       .min_integer = 1, .max_integer = 65536, .doc = "vector unit lanes",
       .generated = {"VECTOR_LANES", "vector unit lanes"}},
      {.path = "vector_unit.operations", .kind = K::kWordList,
       .access = member<&SpecParams::vector_unit, &VectorUnit::operations>(), .words = vectorOpNames(),
       .min_words = 1, .doc = "operations the vector unit supports, no repeats",
       .generated = {"VECTOR_OP_MASK", "bit i set when vector op i is supported (order of hw::VectorOp)"}},
      {.path = "dram.bytes", .kind = K::kBytes, .access = member<&SpecParams::dram, &Dram::bytes>(),
       .min_integer = std::int64_t{1} << 20, .max_integer = kMaxDramBytes,
       .doc = "DRAM capacity in bytes; sets the DRAM address width",
       .generated = {"DRAM_BYTES", "DRAM capacity in bytes"}},
      {.path = "dram.bytes_per_cycle", .kind = K::kNumber, .access = member<&SpecParams::dram, &Dram::bytes_per_cycle>(),
       .max_number = 1e6, .doc = "sustained DRAM bandwidth in bytes per array-clock cycle",
       .generated = {"DRAM_BYTES_PER_CYCLE_MILLI", "DRAM bandwidth in 1/1000 bytes per cycle", 1000},
       .results_column = "dram_bytes_per_cycle"},
      {.path = "dram.latency_cycles", .kind = K::kInteger, .access = member<&SpecParams::dram, &Dram::latency_cycles>(),
       .min_integer = 0, .max_integer = 1000000, .doc = "first-byte latency of one DRAM request in cycles",
       .generated = {"DRAM_LATENCY_CYCLES", "DRAM first-byte latency in cycles"}},
      {.path = "dram.energy_pj_per_byte", .kind = K::kNumber,
       .access = member<&SpecParams::dram, &Dram::energy_pj_per_byte>(), .max_number = 1e5,
       .doc = "DRAM access energy in pJ per byte"},
      {.path = "sparsity.weight_format", .kind = K::kWord,
       .access = member<&SpecParams::sparsity, &Sparsity::weight_format>(), .words = weightFormatNames(),
       .doc = "how weights are stored", .generated = {"WEIGHT_FORMAT", "0 dense, 1 bitmask, 2 n_of_m"},
       .results_column = "weight_format"},
      {.path = "sparsity.n", .kind = K::kInteger, .access = member<&SpecParams::sparsity, &Sparsity::n>(),
       .min_integer = 1, .max_integer = 15, .doc = "nonzeros kept per group (n_of_m only; n < m)",
       .read_by = ReadBy::kCode, .generated = {"SPARSITY_N", "nonzeros kept per group (n_of_m), else 0"}},
      {.path = "sparsity.m", .kind = K::kInteger, .access = member<&SpecParams::sparsity, &Sparsity::m>(),
       .allowed_integers = {2, 4, 8, 16}, .doc = "group size (n_of_m only)", .read_by = ReadBy::kCode,
       .generated = {"SPARSITY_M", "group size (n_of_m), else 0"}},
      {.path = "sparsity.skip_zero_weights", .kind = K::kBoolean,
       .access = member<&SpecParams::sparsity, &Sparsity::skip_zero_weights>(),
       .doc = "compute skips zero weights (needs a sparse weight_format)",
       .generated = {"SKIP_ZERO_WEIGHTS", "1 when compute skips zero weights"}},
      {.path = "sparsity.zero_gating", .kind = K::kBoolean,
       .access = member<&SpecParams::sparsity, &Sparsity::zero_gating>(),
       .doc = "PEs gate their clock on zero operands (energy, not cycles)",
       .generated = {"ZERO_GATING", "1 when PEs gate on zero operands"}},
      {.path = "energy_table", .kind = K::kString, .access = member<&SpecParams::energy, &EnergyTable::file>(),
       .doc = "energy/area table, path relative to the config's folder", .read_by = ReadBy::kCode},
      {.path = "dram.outstanding_transfers", .kind = K::kInteger,
       .access = member<&SpecParams::dram, &Dram::outstanding_transfers>(), .min_integer = 1, .max_integer = 1024,
       .default_value = std::int64_t{1},
       .doc = "transfers (LOAD/STORE instructions) each DMA channel keeps in flight; 1: each waits for the last byte of the one before",
       .canonical = CanonicalForm::kWhenNotDefault, .summary = SummaryForm::kSection,
       .generated = {"DRAM_OUTSTANDING_TRANSFERS", "transfers each DMA channel keeps in flight"}},
      {.path = "control.fetch_width_instructions", .kind = K::kInteger,
       .access = member<&SpecParams::control, &Control::fetch_width_instructions>(), .min_integer = 1,
       .max_integer = 64, .default_value = std::int64_t{4},
       .doc = "instructions the fetch unit dispatches into the stage queues per cycle",
       .canonical = CanonicalForm::kWhenNotDefault, .summary = SummaryForm::kSection,
       .generated = {"FETCH_WIDTH_INSTRUCTIONS", "instructions fetched into the stage queues per cycle"},
       .results_column = "fetch_width_instructions"},
      {.path = "control.queue_depth_instructions", .kind = K::kInteger,
       .access = member<&SpecParams::control, &Control::queue_depth_instructions>(), .min_integer = 1,
       .max_integer = 65536, .default_value = std::int64_t{16},
       .doc = "command-queue entries of each stage (load, compute, vector, store)",
       .canonical = CanonicalForm::kWhenNotDefault, .summary = SummaryForm::kSection,
       .generated = {"QUEUE_DEPTH_INSTRUCTIONS", "command-queue entries of each stage"},
       .results_column = "queue_depth_instructions"},
  };
  t.insert(t.end(), rest.begin(), rest.end());
  return t;
}

}  // namespace

std::string_view ConfigField::section() const {
  const std::size_t dot = path.rfind('.');
  return dot == std::string::npos ? std::string_view() : std::string_view(path).substr(0, dot);
}

std::string_view ConfigField::leaf() const {
  const std::size_t dot = path.rfind('.');
  return dot == std::string::npos ? std::string_view(path) : std::string_view(path).substr(dot + 1);
}

const std::vector<ConfigField>& configFields() {
  static const std::vector<ConfigField> table = buildTable();
  return table;
}

const ConfigField* findConfigField(std::string_view path) {
  for (const ConfigField& field : configFields())
    if (field.path == path) return &field;
  return nullptr;
}

std::vector<std::string> optionalSections() {
  std::vector<std::string> sections, required;
  for (const ConfigField& field : configFields()) {
    const std::string top(field.path.substr(0, field.path.find('.')));
    if (top == field.path) continue;
    auto& list = field.optional() ? sections : required;
    if (std::find(list.begin(), list.end(), top) == list.end()) list.push_back(top);
  }
  std::erase_if(sections, [&](const std::string& s) {
    return std::find(required.begin(), required.end(), s) != required.end();
  });
  return sections;
}

std::string formatFieldValue(const FieldValue& value) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::vector<std::string>>) return join(v, ",");
        else if constexpr (std::is_same_v<T, std::string>) return v;
        else return fmt::format("{}", v);
      },
      value);
}

std::int64_t generatedValue(const ConfigField& field, const FieldValue& value) {
  return std::visit(
      [&field](const auto& v) -> std::int64_t {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return v;
        else if constexpr (std::is_same_v<T, double>) return static_cast<std::int64_t>(v * field.generated.scale + 0.5);
        else if constexpr (std::is_same_v<T, bool>) return v ? 1 : 0;
        else if constexpr (std::is_same_v<T, std::string>) return indexOf(field.words, v);
        else {
          std::int64_t mask = 0;
          for (const std::string& word : v) mask |= std::int64_t{1} << indexOf(field.words, word);
          return mask;
        }
      },
      value);
}

}  // namespace tessera::hw
