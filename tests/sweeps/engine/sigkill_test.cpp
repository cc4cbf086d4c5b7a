// Crash safety: `tessera sweep` killed with SIGKILL midway (twice), then
// re-run, stores every point exactly once with the values of a run that was
// never interrupted; a search sweep, killed and re-run the same way, ends
// with exactly the points and values of an uninterrupted search.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "store_compare.h"

#ifndef TESSERA_BINARY
#error "TESSERA_BINARY must name the tessera executable"
#endif

namespace tessera::sweep {
namespace {

namespace fs = std::filesystem;
using testing::queryInt;
using testing::tableRows;

const char* kSweep = "tests/sweeps/data/sigkill.yaml";
constexpr std::int64_t kPoints = 2160;

pid_t start(const fs::path& out, const char* sweep = kSweep) {
  const std::string out_text = out.string();
  pid_t pid = ::fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ::execl(TESSERA_BINARY, TESSERA_BINARY, "sweep", sweep, "-j", "2", "--out", out_text.c_str(), "--quiet",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  return pid;
}

int waitFor(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return status;
}

std::int64_t stored(const fs::path& out) { return fs::exists(out) ? queryInt(out, "SELECT COUNT(*) FROM points") : 0; }

/// Starts the sweep and SIGKILLs it once `more` points beyond those already
/// stored are in the database; returns how many are stored after it died.
std::int64_t runAndKill(const fs::path& out, std::int64_t more, const char* sweep = kSweep) {
  const std::int64_t before = stored(out);
  const pid_t pid = start(out, sweep);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (std::chrono::steady_clock::now() < deadline && stored(out) < before + more)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ::kill(pid, SIGKILL);
  const int status = waitFor(pid);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "the sweep ended before it was killed";
  return stored(out);
}

TEST(SigKill, EveryPointExactlyOnceWithTheUninterruptedValues) {
  const fs::path dir = fs::temp_directory_path() / ("tessera_sigkill_test_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path killed = dir / "killed.sqlite";
  const fs::path clean = dir / "clean.sqlite";

  const std::int64_t first = runAndKill(killed, 100);
  EXPECT_GE(first, 100);
  EXPECT_LT(first, kPoints) << "killed midway";
  const std::int64_t second = runAndKill(killed, 100);
  EXPECT_GE(second, first + 100) << "the second run resumed and added points";
  EXPECT_LT(second, kPoints);
  // Whatever was committed is whole: every stored point has all its layers.
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(*) FROM layers"), 4 * second);

  ASSERT_EQ(waitFor(start(killed)), 0);
  ASSERT_EQ(waitFor(start(clean)), 0);
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(*) FROM points"), kPoints);
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(DISTINCT point_key) FROM points"), kPoints);
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(DISTINCT point_index) FROM points"), kPoints);
  EXPECT_EQ(queryInt(killed, "SELECT MAX(point_index) FROM points"), kPoints - 1);
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(*) FROM layers"), 4 * kPoints);
  EXPECT_EQ(queryInt(killed, "SELECT COUNT(*) FROM points WHERE status != 'ok'"), 0);
  EXPECT_EQ(tableRows(killed, "points", "point_key"), tableRows(clean, "points", "point_key"));
  EXPECT_EQ(tableRows(killed, "layers", "point_key, idx"), tableRows(clean, "layers", "point_key, idx"));
  EXPECT_EQ(tableRows(killed, "pragma_integrity_check", "1", {}), std::vector<std::string>{"integrity_check=ok|"});
  fs::remove_all(dir);
}

TEST(SigKill, ASearchResumesToTheUninterruptedSearch) {
  const char* search = "tests/sweeps/data/sigkill_search.yaml";  // NSGA-II, 1,200 of the 2,160 points
  constexpr std::int64_t kBudget = 1200;
  const fs::path dir = fs::temp_directory_path() / ("tessera_sigkill_search_test_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path killed = dir / "killed.sqlite";
  const fs::path clean = dir / "clean.sqlite";

  const std::int64_t first = runAndKill(killed, 100, search);
  EXPECT_LT(first, kBudget) << "killed midway";
  const std::int64_t second = runAndKill(killed, 100, search);
  EXPECT_GE(second, first + 100) << "the second run resumed and added points";
  EXPECT_LT(second, kBudget);

  ASSERT_EQ(waitFor(start(killed, search)), 0);
  ASSERT_EQ(waitFor(start(clean, search)), 0);
  EXPECT_EQ(queryInt(clean, "SELECT COUNT(*) FROM points"), kBudget);
  EXPECT_EQ(tableRows(killed, "points", "point_key"), tableRows(clean, "points", "point_key"));
  EXPECT_EQ(tableRows(killed, "layers", "point_key, idx"), tableRows(clean, "layers", "point_key, idx"));
  EXPECT_EQ(tableRows(killed, "pragma_integrity_check", "1", {}), std::vector<std::string>{"integrity_check=ok|"});
  fs::remove_all(dir);
}

}  // namespace
}  // namespace tessera::sweep
