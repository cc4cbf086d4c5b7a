// Progress lines: counts, percentage, rate, ETA and outcome notes.
#include "sweeps/engine/progress.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

namespace tessera::sweep {
namespace {

TEST(Progress, CountsAndNotes) {
  std::ostringstream out;
  Progress progress(10, out, /*terminal=*/false, std::chrono::hours(1));
  progress.skipped();
  progress.skipped();
  progress.finished("ok");
  progress.finished("failed");
  progress.finished("rejected");
  const std::string line = progress.line();
  EXPECT_NE(line.find("5/10  50.0%"), std::string::npos) << line;
  EXPECT_NE(line.find("points/s"), std::string::npos) << line;
  EXPECT_NE(line.find("(2 already stored, 1 failed, 1 rejected)"), std::string::npos) << line;
  EXPECT_EQ(line.find("infeasible"), std::string::npos);
  EXPECT_TRUE(out.str().empty()) << "no line before the interval";
  progress.finish();
  EXPECT_EQ(out.str().rfind("[", 0), 0u) << "a plain line, no carriage return";
  EXPECT_NE(out.str().find("5/10  50.0%"), std::string::npos);
  EXPECT_EQ(out.str().back(), '\n');
  EXPECT_EQ(progress.done(), 5);
  EXPECT_EQ(progress.computed(), 3);
}

TEST(Progress, TerminalRedrawsInPlace) {
  std::ostringstream out;
  Progress progress(1, out, /*terminal=*/true);
  progress.finished("ok");
  progress.finish();
  EXPECT_EQ(out.str().rfind("\r\033[K[", 0), 0u);
  EXPECT_NE(out.str().find("1/1 100.0%"), std::string::npos);
}

TEST(Progress, Durations) {
  EXPECT_EQ(formatDuration(12.4), "12s");
  EXPECT_EQ(formatDuration(187), "3m07s");
  EXPECT_EQ(formatDuration(3720), "1h02m");
  EXPECT_EQ(formatDuration(NAN), "?");
}

}  // namespace
}  // namespace tessera::sweep
