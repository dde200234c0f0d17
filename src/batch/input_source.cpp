// Inputs read in large blocks: files, standard input, descriptors and strings.
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "nonet/batch.hpp"

namespace nonet {
namespace {

// Large enough that a system call costs nothing per puzzle (800 81-character lines), small
// enough that a short run does not pay for touching pages it never fills.
constexpr std::size_t kBlockSize = std::size_t{1} << 16;

Error io_error(std::string message) {
  return Error{ErrorCode::io_error, std::move(message), 0, 0, std::nullopt};
}

// A descriptor, or a path opened at the first read (so that a long list of files does not hold
// them all open). The block buffer lives only while there is something to read.
class DescriptorSource final : public InputSource {
 public:
  DescriptorSource(int fd, std::string name, bool owned)
      : InputSource(std::move(name)), fd_(fd), owned_(owned), opened_(true) {}
  explicit DescriptorSource(std::string path)
      : InputSource(path), path_(std::move(path)), owned_(true), opened_(false) {}
  ~DescriptorSource() override { close_input(); }

  InputBlock read() override {
    if (!opened_) open_path();
    if (open_error_) return {{}, open_error_};
    if (fd_ < 0) return {};  // read to the end already
    // Not zero-filled: read() writes what is read, and nothing else of it is looked at.
    if (!buffer_) buffer_ = std::make_unique_for_overwrite<char[]>(kBlockSize);
    for (;;) {
      const ssize_t n = ::read(fd_, buffer_.get(), kBlockSize);
      if (n > 0) return {std::string_view(buffer_.get(), static_cast<std::size_t>(n)), {}};
      if (n == 0) {
        close_input();
        return {};
      }
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {
        // A parent left the descriptor non-blocking: wait for data as a blocking read would.
        pollfd pfd{fd_, POLLIN, 0};
        ::poll(&pfd, 1, -1);
        continue;
      }
      const Error error =
          io_error("cannot read '" + escape_control(name()) + "': " + std::strerror(errno));
      close_input();
      return {{}, error};
    }
  }

  bool ready(std::chrono::milliseconds timeout) override {
    if (!opened_ || fd_ < 0) return true;
    pollfd pfd{fd_, POLLIN, 0};
    const int n = ::poll(&pfd, 1, static_cast<int>(timeout.count()));
    if (n < 0) return errno != EINTR;  // other failures: let read() report them
    return n > 0;
  }

 private:
  void open_path() {
    opened_ = true;
    fd_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) {
      open_error_ =
          io_error("cannot open '" + escape_control(path_) + "': " + std::strerror(errno));
      return;
    }
    struct stat info {};
    if (::fstat(fd_, &info) == 0 && S_ISDIR(info.st_mode)) {
      close_input();
      open_error_ = io_error("cannot read '" + escape_control(path_) + "': it is a directory");
    }
  }

  void close_input() {
    if (owned_ && fd_ >= 0) ::close(fd_);
    fd_ = -1;
    buffer_.reset();
  }

  std::string path_;
  int fd_ = -1;
  bool owned_ = false;
  bool opened_ = false;
  std::optional<Error> open_error_;
  std::unique_ptr<char[]> buffer_;
};

// Text in memory, its own or the caller's, handed out in blocks so that a large text is parsed
// a block at a time.
class StringSource final : public InputSource {
 public:
  StringSource(std::string text, std::string name)
      : InputSource(std::move(name)), owned_(std::move(text)), text_(owned_) {}
  StringSource(std::string_view text, std::string name)
      : InputSource(std::move(name)), text_(text) {}

  InputBlock read() override {
    const std::string_view block = text_.substr(0, kBlockSize);
    text_.remove_prefix(block.size());
    if (block.empty()) owned_ = {};  // the end: the text is no longer needed
    return {block, {}};
  }

 private:
  std::string owned_;
  std::string_view text_;  // what is left to read
};

}  // namespace

std::unique_ptr<InputSource> file_input(std::string path) {
  if (path == "-") return std::make_unique<DescriptorSource>(STDIN_FILENO, "<stdin>", false);
  return std::make_unique<DescriptorSource>(std::move(path));
}

std::unique_ptr<InputSource> descriptor_input(int fd, std::string name, bool take_ownership) {
  return std::make_unique<DescriptorSource>(fd, std::move(name), take_ownership);
}

std::unique_ptr<InputSource> string_input(std::string text, std::string name) {
  return std::make_unique<StringSource>(std::move(text), std::move(name));
}

std::unique_ptr<InputSource> view_input(std::string_view text, std::string name) {
  return std::make_unique<StringSource>(text, std::move(name));
}

}  // namespace nonet
