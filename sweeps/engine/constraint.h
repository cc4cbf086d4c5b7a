// Sweep constraints: "metric op number", checked on the hardware before a
// point runs (spec-derived metrics) or on its results afterwards.
//
//   area_um2 <= 5e6          spec-derived: a failing point is never estimated
//   latency_us < 2000        result: the point is estimated, stored, and marked rejected
//
// A point that fails a constraint is stored with status `rejected` and the
// constraint and value in `error`, so a report can still show what was cut.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hw/spec/spec.h"

namespace tessera::sweep {

enum class Comparison { kLess, kLessEqual, kGreater, kGreaterEqual };

/// One parsed constraint.
struct Constraint {
  std::string text;    ///< as written
  std::string metric;  ///< e.g. "area_um2"
  Comparison comparison = Comparison::kLessEqual;
  double bound = 0;
  bool on_spec = false;  ///< true: checked before the point runs

  /// True when `value` satisfies the constraint.
  bool holds(double value) const;
};

/// Metrics computed from hw::Spec alone (checked before a point runs).
const std::vector<std::string>& specMetrics();
/// Metrics of a point's results (checked after it runs).
const std::vector<std::string>& resultMetrics();

/// The value of a spec metric on `spec` (specMetrics() names only).
double specMetricValue(const hw::Spec& spec, const std::string& metric);

/// Outcome of parsing: a constraint, or an error at a character offset.
struct ConstraintParse {
  std::optional<Constraint> constraint;
  std::size_t error_offset = 0;  ///< 0-based, into the text
  std::string error;
  std::vector<std::string> notes;
};

/// Parses "metric op number" (op: <, <=, >, >=; number: 5e6, 0.85, 1000).
ConstraintParse parseConstraint(const std::string& text);

/// "area_um2 <= 5e+06 failed: 6.1e+06".
std::string describeFailure(const Constraint& constraint, double value);

}  // namespace tessera::sweep
