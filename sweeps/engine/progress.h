// Progress of a sweep on stderr: done/total, points per second, ETA.
//
// On a terminal one line is redrawn in place (at most 10 times a second);
// otherwise (a log file, CI) a plain line is printed every `log_interval`
// so the log stays short. Points found already stored count as done but not
// in the rate, which measures this run's work.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <ostream>
#include <string>

namespace tessera::sweep {

class Progress {
 public:
  /// `total` points to account for; `terminal` chooses in-place redraws.
  Progress(std::int64_t total, std::ostream& out, bool terminal,
           std::chrono::milliseconds log_interval = std::chrono::seconds(5));

  /// One point found already stored.
  void skipped();
  /// One point computed this run, with its status (ok, failed, infeasible, rejected).
  void finished(const std::string& status);
  /// Redraws if the interval has passed (any thread).
  void tick();
  /// Draws the final line and ends it.
  void finish();

  /// The current line, e.g. "[=====>    ] 120/300 40.0%  85.3 points/s  ETA 2s  (3 failed)".
  std::string line() const;

  std::int64_t done() const { return skipped_ + computed_; }
  std::int64_t computed() const { return computed_; }

 private:
  void draw(bool final);

  const std::int64_t total_;
  std::ostream& out_;
  const bool terminal_;
  const std::chrono::milliseconds interval_;
  const std::chrono::steady_clock::time_point start_;
  std::atomic<std::int64_t> skipped_{0}, computed_{0}, failed_{0}, infeasible_{0}, rejected_{0};
  std::mutex draw_mutex_;
  std::chrono::steady_clock::time_point last_draw_;
};

/// "1h02m", "3m07s", "12s".
std::string formatDuration(double seconds);

}  // namespace tessera::sweep
