// Runs the built `nonet` binary as a child process, feeding stdin and capturing stdout, stderr
// and the exit code, for end-to-end tests.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace nonet::testing {

struct ProcessResult {
  int exit_code = -1;  // 128 + signal when killed by a signal
  std::string out;
  std::string err;
};

inline std::string cli_path() {
  return NONET_CLI_PATH;
}

class Child {
 public:
  explicit Child(const std::vector<std::string>& args) {
    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
      throw std::runtime_error("pipe failed");
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    std::vector<std::string> argv_storage{cli_path()};
    argv_storage.insert(argv_storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_storage) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
      throw std::runtime_error("spawn failed");
    }
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    close(err[1]);
    stdin_ = in[1];
    stdout_ = out[0];
    stderr_ = err[0];
    signal(SIGPIPE, SIG_IGN);  // a child that exits early must not kill the test
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  ~Child() {
    for (int fd : {stdin_, stdout_, stderr_}) {
      if (fd >= 0) close(fd);
    }
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  void write_stdin(const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(stdin_, text.data() + done, text.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }
  void close_stdin() {
    if (stdin_ >= 0) close(stdin_);
    stdin_ = -1;
  }

  /// The child's process id (for /proc/PID); -1 once it has been waited for.
  [[nodiscard]] pid_t pid() const { return pid_; }

  /// Sends the child a signal (SIGTERM, SIGINT), to see how it stops.
  void send_signal(int signal_number) {
    if (pid_ > 0) kill(pid_, signal_number);
  }

  /// Waits up to `timeout_ms` for the child to exit and returns its exit code (128 + signal when
  /// killed by one); kills it and returns -1 when it is still running then.
  int wait_for_exit(int timeout_ms) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) != pid_) {
      if (std::chrono::steady_clock::now() > deadline) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
        return -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

  /// Reads stdout until it holds `lines` newlines or `timeout_ms` pass; returns what was read.
  std::string read_stdout_lines(int lines, int timeout_ms) {
    std::string text;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    auto count = [&] { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); };
    while (count() < lines) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                            deadline - std::chrono::steady_clock::now())
                            .count();
      if (left <= 0) break;
      pollfd pfd{stdout_, POLLIN, 0};
      if (poll(&pfd, 1, static_cast<int>(left)) <= 0) break;
      char buffer[4096];
      const ssize_t n = read(stdout_, buffer, sizeof buffer);
      if (n <= 0) break;
      text.append(buffer, static_cast<std::size_t>(n));
    }
    return text;
  }

  /// Closes stdin (if still open), reads both outputs to the end and waits for the exit code.
  ProcessResult finish(std::string already_read = {}, bool close_input = true) {
    if (close_input) close_stdin();
    ProcessResult result;
    result.out = std::move(already_read);
    pollfd fds[2] = {{stdout_, POLLIN, 0}, {stderr_, POLLIN, 0}};
    int open_count = 2;
    while (open_count > 0) {
      if (poll(fds, 2, 60'000) <= 0) break;
      for (int i = 0; i < 2; ++i) {
        if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP))) continue;
        char buffer[65536];
        const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
        if (n <= 0) {
          fds[i].fd = -1;
          --open_count;
        } else {
          (i == 0 ? result.out : result.err).append(buffer, static_cast<std::size_t>(n));
        }
      }
    }
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return result;
  }

 private:
  pid_t pid_ = -1;
  int stdin_ = -1, stdout_ = -1, stderr_ = -1;
};

/// Runs nonet with `args`, `input` on stdin, to the end.
inline ProcessResult run_nonet(const std::vector<std::string>& args,
                               const std::string& input = {}) {
  Child child(args);
  // Large inputs are written while the output is drained, so neither side blocks forever.
  if (input.size() < 32768) {
    child.write_stdin(input);
    return child.finish();
  }
  ProcessResult result;
  std::thread writer([&] {
    child.write_stdin(input);
    child.close_stdin();
  });
  result = child.finish({}, /*close_input=*/false);  // the writer closes it when done
  writer.join();
  return result;
}

/// Runs nonet with its stdin and stdout on a terminal (a pseudo-terminal) `columns` wide (0: a
/// terminal that reports no size); returns what it printed there and its exit code. A run still
/// going after `seconds` is killed.
inline ProcessResult run_nonet_on_terminal(const std::vector<std::string>& args,
                                           unsigned short columns = 0, int seconds = 10) {
  int master = -1;
  winsize size{};
  size.ws_col = columns;
  size.ws_row = columns == 0 ? 0 : 24;
  const pid_t pid = forkpty(&master, nullptr, nullptr, &size);
  if (pid < 0) throw std::runtime_error("forkpty failed");
  if (pid == 0) {
    std::vector<std::string> argv_storage{cli_path()};
    argv_storage.insert(argv_storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_storage) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  ProcessResult result;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  for (;;) {
    pollfd pfd{master, POLLIN, 0};
    if (poll(&pfd, 1, 200) > 0) {
      char buffer[4096];
      const ssize_t n = read(master, buffer, sizeof buffer);
      if (n <= 0) break;  // the child closed the terminal (EIO)
      result.out.append(buffer, static_cast<std::size_t>(n));
      continue;
    }
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) {
      result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      close(master);
      return result;
    }
    if (std::chrono::steady_clock::now() > deadline) {  // waiting silently: what must not happen
      kill(pid, SIGKILL);
      break;
    }
  }
  int status = 0;
  waitpid(pid, &status, 0);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  close(master);
  return result;
}

}  // namespace nonet::testing
