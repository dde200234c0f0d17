#include "input_source.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace nonet::cli {
namespace {
constexpr std::size_t kBlockSize = 1 << 20;
}  // namespace

std::optional<InputSource> InputSource::open(const std::string& path, std::string& error) {
  if (path == "-") return InputSource(STDIN_FILENO, "<stdin>", false);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return std::nullopt;
  }
  struct stat info {};
  if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
    ::close(fd);
    error = "cannot read '" + path + "': it is a directory";
    return std::nullopt;
  }
  return InputSource(fd, path, true);
}

InputSource::InputSource(int fd, std::string name, bool owned)
    : fd_(fd), owned_(owned), name_(std::move(name)), buffer_(kBlockSize) {}

InputSource::InputSource(InputSource&& other) noexcept
    : fd_(other.fd_),
      owned_(other.owned_),
      name_(std::move(other.name_)),
      buffer_(std::move(other.buffer_)) {
  other.fd_ = -1;
  other.owned_ = false;
}

InputSource::~InputSource() {
  if (owned_ && fd_ >= 0) ::close(fd_);
}

std::optional<std::string_view> InputSource::read(std::string& error) {
  for (;;) {
    const ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
    if (n >= 0) return std::string_view(buffer_.data(), static_cast<std::size_t>(n));
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      // A parent left the descriptor non-blocking: wait for data as a blocking read would.
      pollfd pfd{fd_, POLLIN, 0};
      ::poll(&pfd, 1, -1);
      continue;
    }
    error = "cannot read '" + name_ + "': " + std::strerror(errno);
    return std::nullopt;
  }
}

bool InputSource::would_block() const {
  pollfd pfd{fd_, POLLIN, 0};
  return ::poll(&pfd, 1, 0) == 0;
}

bool stdin_is_terminal() {
  return ::isatty(STDIN_FILENO) == 1;
}

}  // namespace nonet::cli
