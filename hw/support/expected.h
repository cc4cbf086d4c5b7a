// Status and Expected<T>: how library code reports failure without exiting.
//
// Policy: library code never calls exit/abort and never asserts on user
// input. A failing call returns every error it found, so a user fixes a bad
// file in one pass instead of one error per run.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "hw/support/diagnostic.h"

namespace tessera {

/// Success, or a non-empty list of diagnostics (at least one an error).
class Status {
 public:
  /// A successful status.
  Status() = default;
  /// A status carrying these diagnostics; it fails if any is an error.
  explicit Status(std::vector<Diagnostic> diagnostics) : diagnostics_(std::move(diagnostics)) {}
  /// A failed status with a single error.
  static Status error(Diagnostic diagnostic) {
    diagnostic.severity = Severity::kError;
    return Status({std::move(diagnostic)});
  }

  /// True when no diagnostic is an error.
  bool ok() const {
    for (const Diagnostic& d : diagnostics_)
      if (d.severity == Severity::kError) return false;
    return true;
  }
  /// Every diagnostic, errors and warnings, in the order found.
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

/// A value of type T, or the failed Status explaining why there is none.
template <class T>
class Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
  Expected(Status status) : status_(std::move(status)) {}  // NOLINT: implicit by design

  /// True when a value is present.
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }

  /// The value; call only when ok().
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T& operator*() const& { return *value_; }
  const T* operator->() const { return &*value_; }

  /// The diagnostics explaining a failure (empty on success).
  const Status& status() const { return status_; }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace tessera
