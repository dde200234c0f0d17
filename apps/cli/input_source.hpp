// Reading an input (a file or standard input) in large blocks, for streaming.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::cli {

class InputSource {
 public:
  /// Opens a file, or standard input for "-". On failure returns nullopt and sets `error`.
  static std::optional<InputSource> open(const std::string& path, std::string& error);

  InputSource(InputSource&& other) noexcept;
  InputSource& operator=(InputSource&&) = delete;
  InputSource(const InputSource&) = delete;
  InputSource& operator=(const InputSource&) = delete;
  ~InputSource();

  /// The name used in messages: the path, or "<stdin>".
  [[nodiscard]] const std::string& name() const { return name_; }

  /// Reads the next block; empty at the end of input. On a read error returns nullopt and
  /// sets `error`.
  std::optional<std::string_view> read(std::string& error);

  /// True when a read() now would wait for more input (a pipe or terminal with nothing ready).
  [[nodiscard]] bool would_block() const;

 private:
  InputSource(int fd, std::string name, bool owned);

  int fd_ = -1;
  bool owned_ = false;
  std::string name_;
  std::vector<char> buffer_;
};

/// True when standard input is a terminal (nobody piped anything in).
[[nodiscard]] bool stdin_is_terminal();

}  // namespace nonet::cli
