// Synthetic results stores in the exact schema of sweeps/SCHEMA.md.
//
// Cost model (per layer, weight-stationary, square R x R array at 1 GHz,
// 16 DRAM bytes per cycle): compute = MACs actually performed / (R^2 x
// MACs-per-PE-per-cycle x spatial utilisation) + fill/drain per fold;
// DRAM bytes = the cheaper of two loop orders, each refetching the other
// operand once per tile of the half (double-buffered) buffer; cycles =
// max(compute, memory). Energy = MACs + SRAM + DRAM + leakage (area x time).
#include "tests/reports/results_fixture.h"

#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

namespace tessera::testing {
namespace {

constexpr double kClockMhz = 1000.0;
constexpr double kDramBytesPerCycle = 16.0;
constexpr std::int64_t kOutputBufferBytes = 64 * 1024;
constexpr double kDramPjPerByte = 100.0;
constexpr double kSramPjPerByte = 0.8;
constexpr double kLeakagePjPerCyclePerMm2 = 20.0;
constexpr double kSramUm2PerByte = 0.6;
constexpr double kControlUm2 = 150000.0;

/// Numeric properties of one precision setting.
struct Precision {
  int weight_bits = 8;
  int activation_bits = 8;
  std::string number_format = "int";
  double macs_per_pe_per_cycle = 1;
  double mac_pj = 0;
  double pe_um2 = 0;
  double accuracy_drop = 0;
};

Precision precisionOf(const std::string& name) {
  if (name == "fp16") return {16, 16, "fp", 0.5, 0.9, 1800, 0.0005};
  if (name == "bf16") return {16, 16, "bf", 0.5, 0.8, 1300, 0.002};
  if (name == "int16") return {16, 16, "int", 0.5, 0.7, 1400, 0.0008};
  if (name == "int4") return {4, 8, "int", 2.0, 0.06, 250, 0.045};
  return {8, 8, "int", 1.0, 0.2, 500, 0.004};  // int8
}

/// Weight density, whether zeros follow an N:M pattern, and the accuracy it costs.
struct Pruning {
  double density = 1.0;
  bool n_of_m = false;
  int m = 1;
  double accuracy_drop = 0.0;
};

Pruning pruningOf(const std::string& text) {
  Pruning p;
  if (text.empty()) return p;
  if (const auto colon = text.find(':'); colon != std::string::npos) {
    const int n = std::stoi(text.substr(0, colon));
    p.m = std::stoi(text.substr(colon + 1));
    p.density = static_cast<double>(n) / p.m;
    p.n_of_m = true;
    p.accuracy_drop = 0.16 * std::pow(1.0 - p.density, 2.5);
    return p;
  }
  p.density = std::stod(text.substr(text.find('=') + 1));
  p.accuracy_drop = 0.12 * std::pow(1.0 - p.density, 2.2);
  return p;
}

struct LayerRow {
  FixtureLayer layer;
  std::string kind, bound;
  double macs = 0, cycles = 0, compute_cycles = 0, vector_cycles = 0, memory_cycles = 0, dram_bytes = 0;
  double energy_pj = 0, utilization = 0, intensity = 0, attained = 0, lower_bound = 0, effective_macs = 0;
  double activation_bytes = 0;
};

double ceilDiv(double a, double b) { return std::ceil(a / b); }

/// Cost of one layer; `area_mm2` charges leakage for the time it takes.
LayerRow costOf(const FixtureLayer& layer, std::int64_t array, const Precision& precision, const Pruning& pruning,
                std::int64_t weight_buffer, std::int64_t input_buffer, double area_mm2) {
  LayerRow row;
  row.layer = layer;
  const double a = static_cast<double>(array);
  const double act_bytes = precision.activation_bits / 8.0;
  if (layer.vector) {
    const double elements = static_cast<double>(layer.m);
    row.kind = "vector";
    row.dram_bytes = 2 * elements * act_bytes;
    row.vector_cycles = elements * 4 / a;  // four operations per element on `array` lanes
    row.memory_cycles = row.dram_bytes / kDramBytesPerCycle;
    row.cycles = std::max(row.vector_cycles, row.memory_cycles);
    row.bound = row.vector_cycles >= row.memory_cycles ? "vector" : "memory";
    row.intensity = elements * 4 / row.dram_bytes;
    row.attained = elements * 4 / (row.cycles / (kClockMhz * 1e6));
    row.lower_bound = row.cycles;
    row.energy_pj = elements * 1.0 + row.dram_bytes * kDramPjPerByte;
    row.activation_bytes = row.dram_bytes;
  } else {
    const double m = static_cast<double>(layer.m), c = static_cast<double>(layer.c), k = static_cast<double>(layer.k);
    row.kind = "compute";
    row.macs = m * c * k;
    const double skipped = pruning.n_of_m ? pruning.density : std::min(1.0, pruning.density + 0.25);
    row.effective_macs = row.macs * skipped;
    const double fold_k = ceilDiv(k, a), fold_c = ceilDiv(c, a);
    const double spatial = (k / (fold_k * a)) * (c / (fold_c * a));
    row.compute_cycles =
        row.effective_macs / (a * a * precision.macs_per_pe_per_cycle * spatial) + fold_k * fold_c * 2 * a;
    const double metadata =
        pruning.density >= 1.0 ? 0.0 : (pruning.n_of_m ? pruning.density * std::log2(pruning.m) / 8 : 1.0 / 8);
    const double weight_bytes = c * k * (precision.weight_bits / 8.0 * pruning.density + metadata);
    const double input_bytes = m * c * act_bytes / (layer.op == "Conv" ? 9.0 : 1.0);  // im2col re-reads a 3x3 window
    const double output_bytes = m * k * act_bytes;
    const double weights_outer = weight_bytes + input_bytes * ceilDiv(weight_bytes, weight_buffer / 2.0) + output_bytes;
    const double inputs_outer = input_bytes + weight_bytes * ceilDiv(input_bytes, input_buffer / 2.0) + output_bytes;
    row.dram_bytes = std::min(weights_outer, inputs_outer);
    row.memory_cycles = row.dram_bytes / kDramBytesPerCycle;
    row.cycles = std::max(row.compute_cycles, row.memory_cycles);
    row.bound = row.compute_cycles >= row.memory_cycles ? "compute" : "memory";
    row.utilization = row.effective_macs / (a * a * precision.macs_per_pe_per_cycle * row.cycles);
    row.intensity = 2 * row.macs / row.dram_bytes;
    row.attained = 2 * row.macs / (row.cycles / (kClockMhz * 1e6));
    row.lower_bound = std::max(row.effective_macs / (a * a * precision.macs_per_pe_per_cycle),
                               (weight_bytes + input_bytes + output_bytes) / kDramBytesPerCycle);
    const double sram_bytes = 2 * row.effective_macs * act_bytes / a + weight_bytes + output_bytes;
    const double sram_scale = std::sqrt(static_cast<double>(weight_buffer + input_buffer) / (128.0 * 1024));
    row.energy_pj = row.effective_macs * precision.mac_pj + sram_bytes * kSramPjPerByte * sram_scale +
                    row.dram_bytes * kDramPjPerByte;
    row.activation_bytes = input_bytes + output_bytes;
  }
  row.energy_pj += row.cycles * area_mm2 * kLeakagePjPerCyclePerMm2;
  return row;
}

/// Why no tiling fits, or "" when one does: a column group of weights needs its whole reduction resident.
std::string infeasibility(const FixtureModel& model, std::int64_t array, const Precision& precision,
                          std::int64_t weight_buffer) {
  for (const FixtureLayer& layer : model.layers) {
    if (layer.vector) continue;
    const double tile =
        static_cast<double>(layer.c) * static_cast<double>(std::min(layer.k, array)) * precision.weight_bits / 8;
    if (tile > static_cast<double>(weight_buffer) / 2)
      return fmt::format(
          "mapping: layer '{}' ({}): no tiling fits the weight buffer: the smallest weight tile needs {} bytes, "
          "the buffer holds {} bytes per tile (double-buffered)",
          layer.name, layer.op, static_cast<std::int64_t>(tile), weight_buffer / 2);
  }
  return "";
}

std::string hex64(const std::string& text) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ull;
  return fmt::format("{:016x}", h);
}

struct Closer {
  void operator()(sqlite3* db) const { sqlite3_close(db); }
};
struct Finalizer {
  void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using Statement = std::unique_ptr<sqlite3_stmt, Finalizer>;

Status sqlError(sqlite3* db, const std::string& path, const std::string& what) {
  return Status::error(fileError(path, fmt::format("{}: {}", what, sqlite3_errmsg(db))));
}

constexpr const char* kSchema = R"sql(
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE points (
  point_key TEXT PRIMARY KEY, point_index INTEGER NOT NULL, fidelity TEXT NOT NULL, status TEXT NOT NULL, error TEXT,
  params TEXT NOT NULL, spec_name TEXT, spec_fingerprint TEXT, model TEXT NOT NULL, model_hash TEXT NOT NULL,
  compiler_options TEXT NOT NULL,
  pe_rows INTEGER, pe_cols INTEGER, dataflow TEXT, weight_bits INTEGER, activation_bits INTEGER, number_format TEXT,
  input_buffer_bytes INTEGER, weight_buffer_bytes INTEGER, output_buffer_bytes INTEGER,
  dram_bytes_per_cycle REAL, clock_mhz REAL, weight_format TEXT, peak_ops_per_second REAL, dram_bytes_per_second REAL,
  quant_precision TEXT, quant_method TEXT, pruning TEXT, weight_density REAL,
  cycles REAL, latency_us REAL, energy_pj REAL, area_um2 REAL, macs INTEGER, dram_bytes REAL, utilization REAL,
  peak_activation_bytes INTEGER, lower_bound_cycles REAL, host_kernels INTEGER,
  accuracy REAL, agreement_with_fp32 REAL, elapsed_ms REAL, finished_at TEXT);
CREATE TABLE layers (
  point_key TEXT NOT NULL, idx INTEGER NOT NULL, name TEXT, op TEXT, kind TEXT, macs INTEGER,
  cycles REAL, compute_cycles REAL, vector_cycles REAL, memory_cycles REAL, dram_bytes REAL, energy_pj REAL,
  utilization REAL, bound TEXT, operational_intensity REAL, attained_ops_per_second REAL, lower_bound_cycles REAL,
  PRIMARY KEY (point_key, idx));
)sql";

constexpr const char* kInsertPoint =
    "INSERT INTO points VALUES "
    "(?1,?2,'analytical',?3,?4,?5,?6,?7,?8,?9,?10,?11,?11,'weight_stationary',?12,?13,?14,?15,?16,?17,"
    "?18,?19,?20,?21,?22,?23,'percentile',?24,?25,?26,?27,?28,?29,?30,?31,?32,?33,?34,0,?35,?36,?37,'2026-11-21T12:00:"
    "00Z')";
constexpr const char* kInsertLayer =
    "INSERT INTO layers VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17)";

void bindText(sqlite3_stmt* s, int i, const std::string& text) {
  if (text.empty())
    sqlite3_bind_null(s, i);
  else
    sqlite3_bind_text(s, i, text.c_str(), -1, SQLITE_TRANSIENT);
}

/// A point's totals and layer rows (no rows: failed or infeasible).
struct Evaluated {
  FixturePoint point;
  Precision precision;
  Pruning pruning;
  std::vector<LayerRow> rows;
  double cycles = 0, dram_bytes = 0, lower_bound = 0, effective_macs = 0, macs = 0, peak_activation_bytes = 0;
  double agreement = 0;
};

Evaluated evaluate(const FixtureGrid& grid, const FixtureModel& model, const FixturePoint& setting) {
  Evaluated e;
  e.point = setting;
  e.precision = precisionOf(setting.precision);
  e.pruning = pruningOf(setting.pruning);
  FixturePoint& point = e.point;
  const std::int64_t array = point.array_size;
  point.area_um2 =
      static_cast<double>(array * array) * e.precision.pe_um2 +
      static_cast<double>(point.weight_buffer_bytes + point.input_buffer_bytes + kOutputBufferBytes) * kSramUm2PerByte +
      kControlUm2;
  const bool has_attention = std::any_of(model.layers.begin(), model.layers.end(), [](const FixtureLayer& l) {
    return l.name.find("attn/softmax") != std::string::npos;
  });
  if (grid.fail_int4_n_of_m_attention && point.precision == "int4" && e.pruning.n_of_m && has_attention) {
    point.status = "failed";
    point.error = fmt::format(
        "compile: node 'enc0/attn/softmax' (Softmax, opset 17): int4 weights with {} pruning leave no int8 path "
        "into the softmax; expected int8 or wider activations",
        point.pruning);
    return e;
  }
  if (std::string why = infeasibility(model, array, e.precision, point.weight_buffer_bytes); !why.empty()) {
    point.status = "infeasible";
    point.error = why;
    return e;
  }
  for (const FixtureLayer& layer : model.layers) {
    e.rows.push_back(costOf(layer, array, e.precision, e.pruning, point.weight_buffer_bytes, point.input_buffer_bytes,
                            point.area_um2 / 1e6));
    const LayerRow& r = e.rows.back();
    e.cycles += r.cycles;
    point.energy_pj += r.energy_pj;
    e.dram_bytes += r.dram_bytes;
    e.lower_bound += r.lower_bound;
    e.effective_macs += r.effective_macs;
    e.macs += r.macs;
    e.peak_activation_bytes = std::max(e.peak_activation_bytes, r.activation_bytes);
  }
  point.latency_us = e.cycles / kClockMhz;
  const double drop = e.precision.accuracy_drop * model.quantization_sensitivity + e.pruning.accuracy_drop;
  point.accuracy = model.fp32_accuracy - drop;
  e.agreement = std::min(1.0, 1.0 - 1.3 * drop);
  if (point.area_um2 > grid.area_limit_um2) {
    point.status = "rejected";
    point.error =
        fmt::format("constraint area_um2 <= {:.0f} failed: area_um2 = {:.0f}", grid.area_limit_um2, point.area_um2);
  }
  return e;
}

/// Inserts the point row and its layer rows; false on a SQLite error.
bool writePoint(sqlite3_stmt* p, sqlite3_stmt* l, const FixtureGrid& grid, const FixtureModel& model,
                const Evaluated& e) {
  const FixturePoint& point = e.point;
  const std::int64_t array = point.array_size;
  const std::string prune = point.pruning.empty() ? "none" : point.pruning;
  const std::string options =
      fmt::format("quant={},method=percentile;prune={};objective=latency", point.precision, prune);
  const std::string fingerprint =
      fmt::format("ws{0}x{0}_w{1}a{2}_i{3}K_w{4}K", array, e.precision.weight_bits, e.precision.activation_bits,
                  point.input_buffer_bytes / 1024, point.weight_buffer_bytes / 1024);
  const std::string key = hex64(fmt::format("{}|{}|{}|analytical", fingerprint, model.name, options));
  nlohmann::ordered_json params;
  params["model"] = model.name;
  params["pe_array.rows"] = array;
  params["pe_array.cols"] = array;
  params["buffers.weight.bytes"] = point.weight_buffer_bytes;
  params["buffers.input.bytes"] = point.input_buffer_bytes;
  params["quant.precision"] = point.precision;
  params["prune"] = prune;
  const double pes = static_cast<double>(array * array);
  const bool has = !e.rows.empty();
  sqlite3_reset(p);
  sqlite3_clear_bindings(p);  // unbound parameters are NULL: the results of failed and infeasible points
  bindText(p, 1, key);
  sqlite3_bind_int64(p, 2, point.point_index);
  bindText(p, 3, point.status);
  bindText(p, 4, point.error);
  bindText(p, 5, params.dump());
  bindText(p, 6, fmt::format("{}_{}x{}", grid.sweep, array, array));
  bindText(p, 7, fingerprint);
  bindText(p, 8, model.name);
  bindText(p, 9, hex64(model.name));
  bindText(p, 10, options);
  sqlite3_bind_int64(p, 11, array);
  sqlite3_bind_int(p, 12, e.precision.weight_bits);
  sqlite3_bind_int(p, 13, e.precision.activation_bits);
  bindText(p, 14, e.precision.number_format);
  sqlite3_bind_int64(p, 15, point.input_buffer_bytes);
  sqlite3_bind_int64(p, 16, point.weight_buffer_bytes);
  sqlite3_bind_int64(p, 17, kOutputBufferBytes);
  sqlite3_bind_double(p, 18, kDramBytesPerCycle);
  sqlite3_bind_double(p, 19, kClockMhz);
  bindText(p, 20, e.pruning.density >= 1.0 ? "dense" : (e.pruning.n_of_m ? "n_of_m" : "bitmap"));
  sqlite3_bind_double(p, 21, 2.0 * pes * e.precision.macs_per_pe_per_cycle * kClockMhz * 1e6);
  sqlite3_bind_double(p, 22, kDramBytesPerCycle * kClockMhz * 1e6);
  bindText(p, 23, point.precision);
  bindText(p, 24, point.pruning);
  sqlite3_bind_double(p, 25, e.pruning.density);
  sqlite3_bind_double(p, 29, point.area_um2);
  sqlite3_bind_double(p, 37, 0.05 * static_cast<double>(model.layers.size()));
  if (has) {
    sqlite3_bind_double(p, 26, e.cycles);
    sqlite3_bind_double(p, 27, point.latency_us);
    sqlite3_bind_double(p, 28, point.energy_pj);
    sqlite3_bind_int64(p, 30, static_cast<std::int64_t>(e.macs));
    sqlite3_bind_double(p, 31, e.dram_bytes);
    sqlite3_bind_double(p, 32, e.effective_macs / (pes * e.precision.macs_per_pe_per_cycle * e.cycles));
    sqlite3_bind_int64(p, 33, static_cast<std::int64_t>(e.peak_activation_bytes));
    sqlite3_bind_double(p, 34, e.lower_bound);
    sqlite3_bind_double(p, 35, point.accuracy);
    sqlite3_bind_double(p, 36, e.agreement);
  }
  if (sqlite3_step(p) != SQLITE_DONE) return false;
  for (size_t i = 0; i < e.rows.size(); ++i) {
    const LayerRow& r = e.rows[i];
    sqlite3_reset(l);
    bindText(l, 1, key);
    sqlite3_bind_int64(l, 2, static_cast<std::int64_t>(i));
    bindText(l, 3, r.layer.name);
    bindText(l, 4, r.layer.op);
    bindText(l, 5, r.kind);
    sqlite3_bind_int64(l, 6, static_cast<std::int64_t>(r.macs));
    const double values[] = {r.cycles,     r.compute_cycles, r.vector_cycles, r.memory_cycles,
                             r.dram_bytes, r.energy_pj,      r.utilization};
    for (int v = 0; v < 7; ++v) sqlite3_bind_double(l, 7 + v, values[v]);
    bindText(l, 14, r.bound);
    sqlite3_bind_double(l, 15, r.intensity);
    sqlite3_bind_double(l, 16, r.attained);
    sqlite3_bind_double(l, 17, r.lower_bound);
    if (sqlite3_step(l) != SQLITE_DONE) return false;
  }
  return true;
}

FixtureLayer gemm(std::string name, std::string op, std::int64_t m, std::int64_t c, std::int64_t k) {
  return {std::move(name), std::move(op), false, m, c, k};
}
FixtureLayer elementwise(std::string name, std::string op, std::int64_t elements) {
  return {std::move(name), std::move(op), true, elements, 1, 1};
}

}  // namespace

FixtureModel fixtureCnn() {
  return {"fmnist_cnn",
          {gemm("conv1", "Conv", 28 * 28, 1 * 9, 32), elementwise("relu1", "Relu", 28 * 28 * 32),
           gemm("conv2", "Conv", 28 * 28, 32 * 9, 32), elementwise("pool1", "MaxPool", 28 * 28 * 32),
           gemm("conv3", "Conv", 14 * 14, 32 * 9, 64), gemm("conv4", "Conv", 14 * 14, 64 * 9, 64),
           elementwise("pool2", "MaxPool", 14 * 14 * 64), gemm("fc1", "Gemm", 1, 3136, 128),
           gemm("fc2", "Gemm", 1, 128, 10), elementwise("softmax", "Softmax", 10)},
          0.912};
}

FixtureModel fixtureTransformer() {
  FixtureModel model{"bert_tiny_2l", {}, 0.874, 1.5};
  constexpr std::int64_t kSeq = 128, kHidden = 256, kHeads = 4, kFfn = 1024;
  for (int e = 0; e < 2; ++e) {
    const std::string p = fmt::format("enc{}/", e);
    model.layers.push_back(gemm(p + "qkv", "MatMul", kSeq, kHidden, 3 * kHidden));
    model.layers.push_back(gemm(p + "attn/scores", "MatMul", kSeq * kHeads, kHidden / kHeads, kSeq));
    model.layers.push_back(elementwise(p + "attn/softmax", "Softmax", kSeq * kSeq * kHeads));
    model.layers.push_back(gemm(p + "attn/context", "MatMul", kSeq * kHeads, kSeq, kHidden / kHeads));
    model.layers.push_back(gemm(p + "attn/out", "MatMul", kSeq, kHidden, kHidden));
    model.layers.push_back(elementwise(p + "ln1", "LayerNormalization", kSeq * kHidden));
    model.layers.push_back(gemm(p + "ffn/up", "MatMul", kSeq, kHidden, kFfn));
    model.layers.push_back(elementwise(p + "ffn/gelu", "Gelu", kSeq * kFfn));
    model.layers.push_back(gemm(p + "ffn/down", "MatMul", kSeq, kFfn, kHidden));
    model.layers.push_back(elementwise(p + "ln2", "LayerNormalization", kSeq * kHidden));
  }
  model.layers.push_back(gemm("classifier", "Gemm", 1, kHidden, 2));
  return model;
}

FixtureModel fixtureResnet50() {
  FixtureModel model{"resnet50", {gemm("conv1", "Conv", 112 * 112, 3 * 49, 64)}, 0.761};
  const int blocks[4] = {3, 4, 6, 3};
  std::int64_t in_channels = 64, size = 56;
  for (int stage = 0; stage < 4; ++stage) {
    const std::int64_t width = 64 << stage, out_channels = width * 4;
    for (int b = 0; b < blocks[stage]; ++b) {
      const std::string p = fmt::format("layer{}.{}.", stage + 1, b);
      const std::int64_t out_size = (b == 0 && stage > 0) ? size / 2 : size;
      model.layers.push_back(gemm(p + "conv1", "Conv", size * size, in_channels, width));
      model.layers.push_back(gemm(p + "conv2", "Conv", out_size * out_size, width * 9, width));
      model.layers.push_back(gemm(p + "conv3", "Conv", out_size * out_size, width, out_channels));
      if (b == 0)
        model.layers.push_back(gemm(p + "downsample", "Conv", out_size * out_size, in_channels, out_channels));
      in_channels = out_channels;
      size = out_size;
    }
  }
  model.layers.push_back(gemm("fc", "Gemm", 1, 2048, 1000));
  return model;
}

Expected<std::vector<FixturePoint>> writeResultsStore(const std::string& path, const FixtureGrid& grid) {
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ec);
  sqlite3* raw = nullptr;
  if (sqlite3_open(path.c_str(), &raw) != SQLITE_OK) return sqlError(raw, path, "cannot create");
  std::unique_ptr<sqlite3, Closer> db(raw);
  if (sqlite3_exec(raw, "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr) != SQLITE_OK ||
      sqlite3_exec(raw, kSchema, nullptr, nullptr, nullptr) != SQLITE_OK ||
      sqlite3_exec(raw, "BEGIN", nullptr, nullptr, nullptr) != SQLITE_OK)
    return sqlError(raw, path, "cannot create the schema");
  nlohmann::ordered_json axes;
  axes["model"] = nlohmann::json::array();
  for (const FixtureModel& model : grid.models) axes["model"].push_back(model.name);
  axes["pe_array.rows"] = grid.array_sizes;
  axes["pe_array.cols"] = grid.array_sizes;
  axes["buffers.weight.bytes"] = grid.weight_buffer_bytes;
  axes["buffers.input.bytes"] = grid.input_buffer_bytes;
  axes["quant.precision"] = grid.precisions;
  axes["prune"] = grid.prunings;
  const std::vector<std::pair<std::string, std::string>> meta = {
      {"schema_version", "1"},
      {"sweep", grid.sweep},
      {"spec_file", fmt::format("sweeps/{}.yaml", grid.sweep)},
      {"base_config", "configs/edge_16x16_int8.yaml"},
      {"fidelity", "analytical"},
      {"objectives", R"(["latency","energy","area"])"},
      {"axes", axes.dump()},
      {"created", "2026-11-21T12:00:00Z"},
      {"tessera_version", "0.1.0"}};
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(raw, "INSERT INTO meta VALUES (?1, ?2)", -1, &s, nullptr);
  Statement insert_meta(s);
  for (const auto& [key, value] : meta) {
    sqlite3_reset(s);
    bindText(s, 1, key);
    bindText(s, 2, value);
    if (sqlite3_step(s) != SQLITE_DONE) return sqlError(raw, path, "cannot write meta");
  }
  if (sqlite3_prepare_v2(raw, kInsertPoint, -1, &s, nullptr) != SQLITE_OK)
    return sqlError(raw, path, "bad point insert");
  Statement insert_point(s);
  if (sqlite3_prepare_v2(raw, kInsertLayer, -1, &s, nullptr) != SQLITE_OK)
    return sqlError(raw, path, "bad layer insert");
  Statement insert_layer(s);

  std::vector<FixturePoint> points;
  for (const std::int64_t array : grid.array_sizes)
    for (const std::int64_t wbuf : grid.weight_buffer_bytes)
      for (const std::int64_t ibuf : grid.input_buffer_bytes)
        for (const std::string& precision : grid.precisions)
          for (const std::string& pruning : grid.prunings)
            for (const FixtureModel& model : grid.models) {
              const FixturePoint setting{static_cast<std::int64_t>(points.size()),
                                         model.name,
                                         "ok",
                                         "",
                                         precision,
                                         pruning,
                                         array,
                                         wbuf,
                                         ibuf};
              Evaluated evaluated = evaluate(grid, model, setting);
              if (!writePoint(insert_point.get(), insert_layer.get(), grid, model, evaluated))
                return sqlError(raw, path, fmt::format("cannot write point {}", setting.point_index));
              points.push_back(evaluated.point);
            }
  if (sqlite3_exec(raw, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) return sqlError(raw, path, "cannot commit");
  return points;
}

FixtureGrid testGrid() {
  FixtureGrid grid;
  grid.sweep = "report_fixture";
  grid.models = {fixtureCnn(), fixtureTransformer()};
  grid.array_sizes = {8, 16, 32};
  grid.weight_buffer_bytes = {64 * 1024, 256 * 1024};
  grid.input_buffer_bytes = {32 * 1024, 128 * 1024};
  grid.precisions = {"int16", "int8", "int4"};
  grid.prunings = {"", "density=0.5", "2:4"};
  grid.area_limit_um2 = 1.5e6;
  return grid;
}

FixtureGrid narrowGrid() {
  FixtureGrid grid;
  grid.sweep = "narrow_fixture";
  grid.models = {fixtureCnn()};
  grid.array_sizes = {8, 16};
  grid.weight_buffer_bytes = {256 * 1024};
  grid.input_buffer_bytes = {64 * 1024};
  grid.precisions = {"int8"};
  grid.prunings = {""};
  return grid;
}

FixtureGrid largeGrid() {
  FixtureGrid grid;
  grid.sweep = "large_fixture";
  grid.models = {fixtureResnet50(), fixtureTransformer()};
  grid.array_sizes = {8, 16, 32, 64, 128};
  grid.weight_buffer_bytes = {64 * 1024, 128 * 1024, 256 * 1024, 512 * 1024, 1024 * 1024};
  grid.input_buffer_bytes = {32 * 1024, 64 * 1024, 128 * 1024, 256 * 1024};
  grid.precisions = {"fp16", "bf16", "int16", "int8", "int4"};
  grid.prunings = {
      "",    "density=0.9", "density=0.8", "density=0.7", "density=0.6", "density=0.5", "density=0.4", "density=0.3",
      "2:4", "1:4"};
  grid.area_limit_um2 = 12e6;
  return grid;
}

}  // namespace tessera::testing
