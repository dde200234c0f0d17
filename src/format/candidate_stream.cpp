// CandidateParser: parse_candidate_puzzles() over a stream. Text is held back only until a line
// shows that everything before it is complete, so memory stays bounded by the longest record.
#include <algorithm>
#include <string>

#include "nonet/candidate_format.hpp"

namespace nonet {
namespace {

constexpr std::size_t kLineFormLength = 81;
constexpr std::size_t kMarksLength = 729;

// A line of framing characters (the candidate reader's is_frame_line()) may be the top border of
// a pencil-mark grid on the lines that follow, or of a pretty grid: the whole text gives it to
// that grid, so it cannot end what came before, whatever its length ("+---...---+" can be 81
// characters long).
bool is_frame_line(std::string_view line) {
  return line.find_first_not_of(" \t|+-.:*='") == std::string_view::npos;
}

// A line after which no record goes on: blank, or holding a whole one-line puzzle or marks line
// as its first field (not a grid's border or row, which hold '|' or '+').
bool ends_records(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return true;
  if (is_frame_line(line)) {
    return false;
  }
  const std::size_t end = line.find_first_of(" \t", start);
  const std::size_t length = (end == std::string_view::npos ? line.size() : end) - start;
  const std::string_view field = line.substr(start, length);
  if (field.find_first_of("|+") != std::string_view::npos) {
    return false;
  }
  return length == kLineFormLength || length == kMarksLength;
}

bool is_empty_input(const CandidateRecord& record) {
  return !record.ok() && record.error->message.starts_with("empty input");
}

}  // namespace

void CandidateParser::push(std::string_view bytes, std::vector<CandidateRecord>& out) {
  while (!bytes.empty()) {
    const std::size_t newline = bytes.find('\n');
    const std::string_view piece = bytes.substr(0, newline);
    if (!line_too_long_) {
      if (line_.size() + piece.size() > kMaxLineLength) {
        line_too_long_ = true;
        line_.clear();
        line_.shrink_to_fit();
      } else {
        line_.append(piece);
      }
    }
    if (newline == std::string_view::npos) return;
    end_line(out);
    bytes.remove_prefix(newline + 1);
  }
}

void CandidateParser::end_line(std::vector<CandidateRecord>& out) {
  if (line_too_long_) {
    read_pending(out);
    CandidateRecord record;
    record.line = line_number_;
    record.error =
        Error{ErrorCode::bad_input,
              "line is longer than " + std::to_string(kMaxLineLength) + " bytes; not read",
              line_number_, 0, std::nullopt};
    out.push_back(std::move(record));
    any_record_ = true;
    line_too_long_ = false;
    pending_first_line_ = line_number_ + 1;
  } else {
    if (pending_.empty()) pending_first_line_ = line_number_;
    pending_ += line_;
    pending_ += '\n';
    if (ends_records(line_) || pending_.size() >= kMaxPendingBytes) read_pending(out);
  }
  line_.clear();
  ++line_number_;
}

void CandidateParser::read_pending(std::vector<CandidateRecord>& out) {
  if (pending_.empty()) return;
  std::size_t offset = pending_first_line_ - 1;
  // A byte-order mark is one only at the very start of the stream; the reader would skip one at
  // the start of any later chunk, so such a chunk is read after a line break (the whole text has
  // one there too) to be refused as it is in the whole text.
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (offset > 0 && pending_.starts_with(kByteOrderMark)) {
    pending_.insert(pending_.begin(), '\n');
    --offset;
  }
  for (CandidateRecord& record : parse_candidate_puzzles(pending_)) {
    if (is_empty_input(record)) continue;  // only blank lines and comments
    record.line += offset;
    if (record.error && record.error->line != 0) record.error->line += offset;
    out.push_back(std::move(record));
    any_record_ = true;
  }
  pending_.clear();
  if (pending_.capacity() > kMaxPendingBytes) pending_.shrink_to_fit();
}

void CandidateParser::finish(std::vector<CandidateRecord>& out) {
  if (!line_.empty() || line_too_long_) end_line(out);
  read_pending(out);
  if (!any_record_) {
    CandidateRecord empty;
    empty.error = Error{ErrorCode::bad_input, "empty input: no puzzle found", 0, 0, std::nullopt};
    out.push_back(std::move(empty));
    any_record_ = true;
  }
}

}  // namespace nonet
