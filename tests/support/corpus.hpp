// Reading the puzzle corpora of NONET_DATA_DIR in tests: a deterministic, evenly spread sample
// of one file, or a skipped test when the file is absent (a failed one in CI: data_files.hpp).
//
//   NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles3_magictour_top1465", 40);
//   for (const auto& entry : corpus.sample) { ... entry.puzzle ... entry.line ... }
//
// The reader is deliberately independent of the library's parser (the format module is tested on
// its own): a puzzle line is a first field of 81 characters, '1'..'9' for givens and '.' or '0'
// for blanks, optionally followed by whitespace and anything (the ratings of ser-rated-*.txt).
// Blank lines and lines starting with '#' are skipped; LF and CRLF line ends are both accepted.
// Any other line makes the read fail with the file's name and line number.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"
#include "support/data_files.hpp"

namespace nonet::test {

/// True for builds whose search runs at full speed: optimised and without sanitizers. Tests size
/// their samples with this (the seed backtracker runs ~70x slower in Debug + ASan/UBSan).
inline constexpr bool kOptimizedBuild =
#if !defined(NDEBUG) || defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
    false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
    false;
#else
    true;
#endif
#else
    true;
#endif

/// `optimized` in an optimised build, else `debug`; either is multiplied by the environment
/// variable NONET_SAMPLE_SCALE when set (e.g. NONET_SAMPLE_SCALE=20 for a soak run), never
/// below 1.
inline std::size_t sample_size(std::size_t optimized, std::size_t debug) {
  std::size_t n = kOptimizedBuild ? optimized : debug;
  if (const char* scale = std::getenv("NONET_SAMPLE_SCALE"); scale != nullptr && *scale != 0) {
    const double factor = std::strtod(scale, nullptr);
    if (factor > 0) n = static_cast<std::size_t>(static_cast<double>(n) * factor + 0.5);
  }
  return n == 0 ? 1 : n;
}

struct CorpusEntry {
  std::size_t line = 0;   // 1-based line number in the file
  std::size_t index = 0;  // 0-based position among the file's puzzles
  Grid puzzle;
};

struct CorpusSample {
  std::string path;
  std::size_t total = 0;  // puzzles in the whole file
  std::vector<CorpusEntry> sample;
};

/// Parses one puzzle field: 81 characters of '1'..'9', '.' or '0'.
inline std::optional<Grid> parse_puzzle_field(std::string_view field) {
  if (field.size() != static_cast<std::size_t>(kCellCount)) return std::nullopt;
  std::array<std::uint8_t, kCellCount> values{};
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char ch = field[i];
    if (ch >= '1' && ch <= '9') {
      values[i] = static_cast<std::uint8_t>(ch - '0');
    } else if (ch != '.' && ch != '0') {
      return std::nullopt;
    }
  }
  return Grid::from_values(values);
}

/// The stride sample of `count` out of `total` items: index floor(k * total / count) for
/// k = 0..count-1, i.e. the first item and then evenly spread; every item when count >= total.
inline std::vector<std::size_t> stride_indices(std::size_t total, std::size_t count) {
  std::vector<std::size_t> indices;
  if (count >= total) {
    for (std::size_t i = 0; i < total; ++i) indices.push_back(i);
    return indices;
  }
  for (std::size_t k = 0; k < count; ++k) indices.push_back(k * total / count);
  return indices;
}

/// Reads `file_name` from the data directory and keeps `count` puzzles spread evenly over it
/// (see stride_indices). nullopt when the file does not exist; throws std::runtime_error on a
/// line that is not a puzzle.
inline std::optional<CorpusSample> read_corpus_sample(std::string_view file_name,
                                                      std::size_t count) {
  CorpusSample corpus;
  corpus.path = data_path(file_name);
  std::ifstream in(corpus.path, std::ios::binary);
  if (!in) return std::nullopt;

  std::vector<CorpusEntry> all;
  std::string line;
  std::size_t line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    std::string_view text(line);
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    if (text.empty() || text.front() == '#') continue;
    const auto field = text.substr(0, text.find_first_of(" \t"));
    const auto grid = parse_puzzle_field(field);
    if (!grid) {
      throw std::runtime_error(corpus.path + ":" + std::to_string(line_number) +
                               ": not an 81-character puzzle");
    }
    all.push_back(CorpusEntry{line_number, all.size(), *grid});
  }
  corpus.total = all.size();
  for (const auto i : stride_indices(all.size(), count)) corpus.sample.push_back(all[i]);
  return corpus;
}

/// `puzzle` with the digit of `solution` given in every `step`-th cell from r1c1 (cells 0, step,
/// 2 * step, ...): the same solution, with more givens.
inline Grid with_solution_every(const Grid& puzzle, const Grid& solution, int step) {
  Grid more = puzzle;
  for (int i = 0; i < kCellCount; i += step) more.set(Cell(i), Digit(solution.value(Cell(i))));
  return more;
}

/// "puzzles3_magictour_top1465:17" for failure messages.
inline std::string where(const CorpusSample& corpus, const CorpusEntry& entry) {
  const auto slash = corpus.path.find_last_of('/');
  return corpus.path.substr(slash == std::string::npos ? 0 : slash + 1) + ":" +
         std::to_string(entry.line) + " " + entry.puzzle.to_line();
}

}  // namespace nonet::test

/// Declares `const nonet::test::CorpusSample& var` holding a sample of `count` puzzles of
/// `file_name`, or skips the current test when the file is absent (fails it in CI:
/// NONET_MISSING_DATA). For test bodies
/// and fixtures' SetUp (it returns from the enclosing void function on skip).
#define NONET_READ_CORPUS_OR_SKIP(var, file_name, count)                             \
  const auto var##_read = ::nonet::test::read_corpus_sample((file_name), (count));   \
  if (!var##_read) {                                                                 \
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path(file_name)); \
  }                                                                                  \
  const ::nonet::test::CorpusSample& var = *var##_read
