// Sweep constraints (see constraint.h).
#include "sweeps/engine/constraint.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "hw/support/text.h"

namespace tessera::sweep {
namespace {

bool isMetricChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

bool Constraint::holds(double value) const {
  switch (comparison) {
    case Comparison::kLess: return value < bound;
    case Comparison::kLessEqual: return value <= bound;
    case Comparison::kGreater: return value > bound;
    case Comparison::kGreaterEqual: return value >= bound;
  }
  return false;
}

const std::vector<std::string>& specMetrics() {
  static const std::vector<std::string> metrics = {"area_um2",           "peak_ops_per_second", "dram_bytes_per_second",
                                                   "ridge_ops_per_byte", "peak_macs_per_cycle", "sram_bytes"};
  return metrics;
}

const std::vector<std::string>& resultMetrics() {
  static const std::vector<std::string> metrics = {
      "latency_us",  "cycles",   "energy_pj",           "dram_bytes",
      "utilization", "accuracy", "agreement_with_fp32", "peak_activation_bytes"};
  return metrics;
}

double specMetricValue(const hw::Spec& spec, const std::string& metric) {
  const hw::DerivedValues& d = spec.derived();
  const hw::SpecParams& p = spec.params();
  if (metric == "area_um2") return d.total_area_um2;
  if (metric == "peak_ops_per_second") return d.peak_ops_per_second;
  if (metric == "dram_bytes_per_second") return d.dram_bytes_per_second;
  if (metric == "ridge_ops_per_byte") return d.ridge_ops_per_byte;
  if (metric == "peak_macs_per_cycle") return static_cast<double>(d.peak_macs_per_cycle);
  if (metric == "sram_bytes")
    return static_cast<double>(p.input_buffer.bytes + p.weight_buffer.bytes + p.output_buffer.bytes);
  return std::nan("");
}

ConstraintParse parseConstraint(const std::string& text) {
  ConstraintParse out;
  auto fail = [&](std::size_t offset, std::string message, std::vector<std::string> notes = {}) {
    out.error_offset = offset;
    out.error = std::move(message);
    out.notes = std::move(notes);
    return out;
  };
  std::size_t i = 0;
  auto skipSpace = [&] {
    while (i < text.size() && text[i] == ' ') ++i;
  };
  skipSpace();
  const std::size_t metric_begin = i;
  while (i < text.size() && isMetricChar(text[i])) ++i;
  Constraint c;
  c.text = text;
  c.metric = text.substr(metric_begin, i - metric_begin);
  std::vector<std::string> all = specMetrics();
  all.insert(all.end(), resultMetrics().begin(), resultMetrics().end());
  if (c.metric.empty())
    return fail(metric_begin, "expected 'metric op number', e.g. 'area_um2 <= 5e6'", {"metrics: " + join(all, ", ")});
  const bool known_spec = std::find(specMetrics().begin(), specMetrics().end(), c.metric) != specMetrics().end();
  const bool known_result =
      std::find(resultMetrics().begin(), resultMetrics().end(), c.metric) != resultMetrics().end();
  if (!known_spec && !known_result) {
    std::vector<std::string> notes;
    if (auto close = closestMatch(c.metric, all))
      notes.push_back(fmt::format("did you mean '{}'?", *close));
    else
      notes.push_back("metrics: " + join(all, ", "));
    return fail(metric_begin, fmt::format("unknown metric '{}'", c.metric), notes);
  }
  c.on_spec = known_spec;
  skipSpace();
  const std::size_t op_begin = i;
  if (text.compare(i, 2, "<=") == 0)
    c.comparison = Comparison::kLessEqual, i += 2;
  else if (text.compare(i, 2, ">=") == 0)
    c.comparison = Comparison::kGreaterEqual, i += 2;
  else if (text.compare(i, 1, "<") == 0)
    c.comparison = Comparison::kLess, i += 1;
  else if (text.compare(i, 1, ">") == 0)
    c.comparison = Comparison::kGreater, i += 1;
  else
    return fail(op_begin, fmt::format("expected a comparison <, <=, > or >= after '{}', got '{}'", c.metric,
                                      i < text.size() ? text.substr(i) : std::string("nothing")));
  skipSpace();
  const std::size_t number_begin = i;
  std::size_t number_end = text.find(' ', i);
  if (number_end == std::string::npos) number_end = text.size();
  const std::string number = text.substr(number_begin, number_end - number_begin);
  double value = 0;
  auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (number.empty() || ec != std::errc() || ptr != number.data() + number.size() || !std::isfinite(value))
    return fail(number_begin, fmt::format("expected a number such as 5e6 or 0.85, got '{}'",
                                          number.empty() ? std::string("nothing") : number));
  c.bound = value;
  i = number_end;
  skipSpace();
  if (i < text.size()) return fail(i, fmt::format("unexpected '{}' after the number", text.substr(i)));
  out.constraint = std::move(c);
  return out;
}

std::string describeFailure(const Constraint& constraint, double value) {
  return fmt::format("constraint '{}' not met: {} = {:g}", constraint.text, constraint.metric, value);
}

}  // namespace tessera::sweep
