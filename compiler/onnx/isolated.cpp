// Runs a function in a forked child process and returns what it produced.
#include "compiler/onnx/isolated.h"

#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

namespace tessera::onnx_io {
namespace {

bool writeAll(int fd, const char* data, size_t size) {
  while (size > 0) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

Expected<std::string> runIsolated(const std::function<ChildResult()>& work, const std::string& source,
                                  const std::string& what, int timeout_seconds) {
  int fds[2];
  if (::pipe(fds) != 0) return Status::error(fileError(source, fmt::format("{}: cannot create a pipe", what)));
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return Status::error(fileError(source, fmt::format("{}: cannot fork", what)));
  }
  if (pid == 0) {  // child: run, send "O"/"E" + bytes, exit without running destructors
    ::close(fds[0]);
    ChildResult result;
    try {
      result = work();
    } catch (const std::exception& e) {
      result = {false, e.what()};
    } catch (...) {
      result = {false, "unknown exception"};
    }
    std::string message = (result.ok ? "O" : "E") + result.bytes;
    bool written = writeAll(fds[1], message.data(), message.size());
    ::_exit(written ? 0 : 3);
  }
  ::close(fds[1]);
  std::string received;
  char buffer[65536];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_seconds);
  bool timed_out = false;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    int ready = ::poll(&p, 1, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    ssize_t n = ::read(fds[0], buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    received.append(buffer, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  if (timed_out) ::kill(pid, SIGKILL);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out)
    return Status::error(fileError(source, fmt::format("{} did not finish within {} s; the model is malformed or too large", what,
                                                   timeout_seconds)));
  if (WIFSIGNALED(status))
    return Status::error(fileError(source, fmt::format("{} crashed on this model (signal {}: {}); libonnx does this on some "
                                                   "malformed models", what, WTERMSIG(status), ::strsignal(WTERMSIG(status)))));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || received.empty())
    return Status::error(fileError(source, fmt::format("{} failed without a result", what)));
  if (received[0] == 'E') return Status::error(fileError(source, fmt::format("{}: {}", what, received.substr(1))));
  return received.substr(1);
}

}  // namespace tessera::onnx_io
