// The results store: one SQLite database per sweep (schema in sweeps/SCHEMA.md).
//
// Crash safety: the database runs in WAL mode and every write() is one
// transaction holding whole points (a point row and all its layer rows), so a
// sweep killed at any instant leaves complete points only; re-running it
// skips their keys. synchronous=NORMAL is enough with WAL: a committed
// transaction is in the WAL file before commit returns, so a killed process
// (SIGKILL, OOM, Ctrl-C) loses nothing committed and never corrupts the
// database; only an OS crash or power loss can drop the last commits, and
// those points are simply run again on resume. FULL would fsync on every
// commit, which costs more than the estimate of a point.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hw/spec/schema.h"
#include "hw/support/expected.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tessera::sweep {

/// Schema version this build writes and reads (meta key schema_version).
inline constexpr int kStoreSchemaVersion = 1;

/// One row of `layers`.
struct LayerRecord {
  std::int64_t idx = 0;
  std::string name, op, kind;
  std::int64_t macs = 0;
  double cycles = 0, compute_cycles = 0, vector_cycles = 0, memory_cycles = 0;
  double dram_bytes = 0, energy_pj = 0, utilization = 0;
  std::string bound;
  double operational_intensity = 0, attained_ops_per_second = 0, lower_bound_cycles = 0;
  /// fidelity systemc: the kernel on the SystemC model (span, array and DMA busy, waits, energy)
  std::optional<double> sim_cycles, sim_array_cycles, sim_dma_cycles, sim_stall_cycles, sim_energy_pj;
};

/// One row of `points` (columns as in SCHEMA.md; nullopt is NULL) and its layers.
struct PointRecord {
  std::string point_key;
  std::int64_t point_index = 0;
  std::string fidelity;
  std::string status;  ///< ok | failed | infeasible | rejected
  std::optional<std::string> error;
  std::string params;  ///< JSON object
  std::optional<std::string> spec_name, spec_fingerprint;
  std::string model, model_hash, compiler_options;
  /// Hardware point: configColumns() name -> value (absent is NULL).
  std::map<std::string, hw::FieldValue> config;
  std::optional<double> peak_ops_per_second, dram_bytes_per_second;
  std::optional<std::string> quant_precision, quant_method, pruning;
  std::optional<double> weight_density;
  /// Per-layer precision (compiler.layer_precision): JSON object layer -> precision, in the model's layer order.
  std::optional<std::string> layer_precision;
  std::optional<double> cycles, latency_us, energy_pj, area_um2;
  std::optional<std::int64_t> macs;
  std::optional<double> dram_bytes, utilization;
  std::optional<std::int64_t> peak_activation_bytes;
  std::optional<double> lower_bound_cycles;
  std::optional<std::int64_t> host_kernels;
  /// fidelity systemc: the compiled Program on the SystemC model, timing only
  std::optional<double> sim_cycles, sim_latency_us, sim_energy_pj, sim_dram_bytes, sim_array_busy_cycles,
      sim_stall_cycles;
  std::optional<std::int64_t> sim_instructions;
  std::optional<double> sim_ms;
  std::optional<double> accuracy, agreement_with_fp32;
  std::optional<double> elapsed_ms;
  std::optional<std::string> finished_at;
  std::vector<LayerRecord> layers;
};

/// What a search reads back of one stored point (search.h).
struct StoredOutcome {
  std::string status;  ///< ok | failed | infeasible | rejected
  std::optional<std::string> error;
  std::vector<std::optional<double>> values;  ///< the requested columns (NULL: nullopt)
};

/// The `meta` table as key -> value.
using StoreMeta = std::map<std::string, std::string>;

/// Meta keys two databases (or a database and a sweep) must agree on to hold
/// the same sweep: schema_version, sweep, fidelity, definition.
const std::vector<std::string>& identityMetaKeys();

/// Ok when `a` and `b` agree on every identity key; otherwise one error
/// naming each key that differs, with both values.
Status checkSameSweep(const StoreMeta& a, const std::string& a_name, const StoreMeta& b, const std::string& b_name);

/// The CREATE TABLE statements of SCHEMA.md.
const std::string& schemaSql();

/// The config fields copied into `points` (the schema table's results
/// columns), in schema order; they sit between compiler_options and
/// peak_ops_per_second.
const std::vector<const hw::ConfigField*>& configColumns();

/// Column names of `points` and `layers`, in schema order.
const std::vector<std::string>& pointColumns();
const std::vector<std::string>& layerColumns();

/// An open results database.
class ResultsStore {
 public:
  ~ResultsStore();
  ResultsStore(const ResultsStore&) = delete;
  ResultsStore& operator=(const ResultsStore&) = delete;

  /// Opens `file` for a sweep run: creates it (and its folder) with the
  /// schema and `meta`, or reopens it after checking checkSameSweep(); on
  /// reopening, keys outside the identity are updated to `meta`'s values
  /// except `created`.
  static Expected<std::unique_ptr<ResultsStore>> openForSweep(const std::filesystem::path& file, const StoreMeta& meta);
  /// Opens an existing database (read-only or for merging into).
  static Expected<std::unique_ptr<ResultsStore>> openExisting(const std::filesystem::path& file, bool read_only);
  /// Creates a new database with the schema and `meta`; error if it exists.
  static Expected<std::unique_ptr<ResultsStore>> create(const std::filesystem::path& file, const StoreMeta& meta);

  /// Every meta key and value.
  Expected<StoreMeta> meta();
  /// Sets one meta key (e.g. search_convergence, written at the end of a search).
  Status setMeta(const std::string& key, const std::string& value);
  /// point_key -> status of every stored point.
  Expected<std::map<std::string, std::string>> statuses();
  /// Status, error and the REAL `columns` (names from the schema, never user text) of the point with `key`;
  /// nullopt when it is not stored.
  Expected<std::optional<StoredOutcome>> outcome(const std::string& key, const std::vector<std::string>& columns);
  /// Number of rows of `points`.
  Expected<std::int64_t> countPoints();

  /// Writes whole points in one transaction. A key already stored is left as
  /// it is (with its layers) unless `replace`, which swaps in the new row and
  /// layers. Returns how many points were new.
  Expected<std::int64_t> write(const std::vector<PointRecord>& points, bool replace = false);

  /// The raw handle (queries in pareto.cpp, merge.cpp, tests).
  sqlite3* handle() { return db_; }
  const std::string& path() const { return path_; }

 private:
  ResultsStore(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
  Status prepareWriters();
  /// Adds the columns a store written before they existed lacks (config
  /// fields, the sim_ results; NULL for its old points), so it keeps taking points.
  Status addMissingColumns();

  sqlite3* db_ = nullptr;
  std::string path_;
  sqlite3_stmt* insert_point_ = nullptr;
  sqlite3_stmt* replace_point_ = nullptr;
  sqlite3_stmt* delete_layers_ = nullptr;
  sqlite3_stmt* insert_layer_ = nullptr;
};

/// Runs one statement without results; the error names the file and SQLite's message.
Status execSql(sqlite3* db, const std::string& file, const std::string& sql);

/// Current UTC time as ISO 8601 with milliseconds, e.g. 2026-11-21T14:03:07.123Z.
std::string isoTimeNow();

}  // namespace tessera::sweep
