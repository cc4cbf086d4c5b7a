// Progress bar (see progress.h).
#include "sweeps/engine/progress.h"

#include <fmt/format.h>

#include <cmath>
#include <vector>

namespace tessera::sweep {

Progress::Progress(std::int64_t total, std::ostream& out, bool terminal, std::chrono::milliseconds log_interval)
    : total_(total),
      out_(out),
      terminal_(terminal),
      interval_(terminal ? std::chrono::milliseconds(100) : log_interval),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

void Progress::skipped() {
  ++skipped_;
  tick();
}

void Progress::finished(const std::string& status) {
  ++computed_;
  if (status == "failed")
    ++failed_;
  else if (status == "infeasible")
    ++infeasible_;
  else if (status == "rejected")
    ++rejected_;
  tick();
}

void Progress::tick() {
  const auto now = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> lock(draw_mutex_, std::try_to_lock);
  if (!lock.owns_lock() || now - last_draw_ < interval_) return;
  last_draw_ = now;
  draw(false);
}

void Progress::finish() {
  std::lock_guard<std::mutex> lock(draw_mutex_);
  draw(true);
}

std::string formatDuration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const auto s = static_cast<std::int64_t>(std::llround(seconds));
  if (s >= 3600) return fmt::format("{}h{:02d}m", s / 3600, (s % 3600) / 60);
  if (s >= 60) return fmt::format("{}m{:02d}s", s / 60, s % 60);
  return fmt::format("{}s", s);
}

std::string Progress::line() const {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::int64_t done = skipped_ + computed_;
  const double fraction = total_ > 0 ? static_cast<double>(done) / static_cast<double>(total_) : 1.0;
  constexpr int kWidth = 24;
  const int filled = static_cast<int>(fraction * kWidth);
  std::string bar(static_cast<std::size_t>(filled), '=');
  if (filled < kWidth) bar += '>' + std::string(static_cast<std::size_t>(kWidth - filled - 1), ' ');
  const double rate = elapsed > 0 ? static_cast<double>(computed_) / elapsed : 0.0;
  const double eta = rate > 0 ? static_cast<double>(total_ - done) / rate : NAN;
  std::string text = fmt::format("[{}] {}/{} {:5.1f}%  {:.1f} points/s  ETA {}", bar, done, total_, 100.0 * fraction,
                                 rate, done == total_ ? "0s" : formatDuration(eta));
  std::vector<std::string> notes;
  if (skipped_ > 0) notes.push_back(fmt::format("{} already stored", skipped_.load()));
  if (failed_ > 0) notes.push_back(fmt::format("{} failed", failed_.load()));
  if (infeasible_ > 0) notes.push_back(fmt::format("{} infeasible", infeasible_.load()));
  if (rejected_ > 0) notes.push_back(fmt::format("{} rejected", rejected_.load()));
  if (!notes.empty()) {
    text += "  (";
    for (std::size_t i = 0; i < notes.size(); ++i) text += (i ? ", " : "") + notes[i];
    text += ")";
  }
  return text;
}

void Progress::draw(bool final) {
  if (terminal_)
    out_ << "\r\033[K" << line() << (final ? "\n" : "") << std::flush;
  else
    out_ << line() << "\n" << std::flush;
}

}  // namespace tessera::sweep
