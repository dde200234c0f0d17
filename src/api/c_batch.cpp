// nonet_batch(): the library's ordered pipeline over a caller's text; each record is answered by
// a library call and written by the serialiser, then handed to the caller's callback in order.
#include <array>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/batch.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "serialize/json_values.hpp"

namespace {

using nonet::capi::fail;

enum class Command { solve, check, count, rate };

std::optional<Command> command_named(std::string_view name) {
  if (name == "solve") return Command::solve;
  if (name == "check") return Command::check;
  if (name == "count") return Command::count;
  if (name == "rate") return Command::rate;
  return std::nullopt;
}

struct Settings {
  Command command = Command::solve;
  std::size_t limit = 0;
  int max_level = 5;
  bool json = true;  // fill each record's JSON
  // The batch's stop and deadline without its progress callback: records are worked on by many
  // threads at once, and the callback must never be called concurrently.
  nonet::RunControl record_control;
  const nonet::BatchRater* rater = nullptr;
};

// A short text held in place, NUL-terminated: a grid's line, a status, a count, a rating. A
// batch of easy puzzles would otherwise spend as much on allocating these as on solving.
class ShortText {
 public:
  static constexpr std::size_t kCapacity = nonet::kCellCount;

  ShortText& operator=(std::string_view text) {
    if (text.size() > kCapacity) throw std::logic_error("internal error: answer text too long");
    std::memcpy(chars_.data(), text.data(), text.size());
    chars_[text.size()] = '\0';
    size_ = text.size();
    return *this;
  }
  void set_line(const nonet::Grid& grid) {
    grid.write_line(chars_.data());
    chars_[nonet::kCellCount] = '\0';
    size_ = nonet::kCellCount;
  }
  [[nodiscard]] const char* c_str() const { return chars_.data(); }
  [[nodiscard]] std::string_view view() const { return {chars_.data(), size_}; }

 private:
  std::array<char, kCapacity + 1> chars_{};
  std::size_t size_ = 0;
};

// One record's answer, made on a worker and handed to the caller on the calling thread.
struct Answer {
  std::size_t line = 0;
  ShortText puzzle{};
  std::optional<nonet::Error> error{};
  ShortText text{};
  std::string json{};
};

struct Answers {
  std::vector<Answer> records;

  void add_failure(std::string_view input, const nonet::PuzzleRecord& record,
                   const nonet::Error& error) {
    Answer answer{.line = record.line, .error = error};
    answer.json = nonet::json_record({.input = input, .line = record.line},
                                     {nonet::json_object_member("error", nonet::to_json(error))});
    records.push_back(std::move(answer));
  }
  void clear() { records.clear(); }
};

// Library results report "why not" at no line; a record's error belongs at its line.
std::optional<nonet::Error> at_line(std::optional<nonet::Error> error, std::size_t line) {
  if (error && error->line == 0) error->line = line;
  return error;
}

nonet::Error stopped(nonet::ErrorCode reason, std::string_view what, std::size_t line) {
  return {.code = reason, .message = nonet::capi::stopped_message(reason, what), .line = line};
}

// The command's answer (`text`, `error`) and the fields of its JSON object (when the settings
// ask for JSON), for a record that is a puzzle.
nlohmann::json answer_puzzle(const Settings& settings, const nonet::PuzzleRecord& record,
                             Answer& answer) {
  switch (settings.command) {
    case Command::solve: {
      const nonet::SolveResult result = nonet::solve(record.grid);
      answer.error = at_line(nonet::why_not_unique(result), record.line);
      if (nonet::has_solution(result.status)) {
        answer.text.set_line(result.solution);
      }
      return settings.json ? nonet::detail::solve_value(result) : nlohmann::json::object();
    }
    case Command::check: {
      const nonet::CheckResult result = nonet::check(record);
      answer.error = at_line(result.error, record.line);
      answer.text = nonet::status_name(result.status);
      return settings.json ? nonet::detail::check_value(result) : nlohmann::json::object();
    }
    case Command::count: {
      answer.error = record.error;
      if (answer.error) return nlohmann::json::object();
      const nonet::CountResult counted =
          nonet::count_solutions(record.grid, settings.limit, settings.record_control);
      // Clashing givens have no solution: only then are they worth looking for.
      if (counted.count == 0 && !counted.stop_reason) answer.error = nonet::check_givens(record);
      if (answer.error) return nlohmann::json::object();
      if (counted.stop_reason) {
        answer.error = stopped(*counted.stop_reason, "the count", record.line);
        return nlohmann::json::object();
      }
      answer.text = std::to_string(counted.count);
      return settings.json ? nonet::detail::count_value(counted.count, settings.limit)
                           : nlohmann::json::object();
    }
    case Command::rate:
      break;
  }
  // SE ratings need exactly one solution: say why a puzzle has not, as nonet_rate() does.
  answer.error = at_line(nonet::check(record).error, record.line);
  if (answer.error) return nlohmann::json::object();
  const nonet::SeRating rating = settings.rater->rate(
      record.grid, {.max_level = settings.max_level, .control = settings.record_control});
  if (rating.stop_reason) answer.error = stopped(*rating.stop_reason, "the rating", record.line);
  answer.text = nonet::to_text(rating);
  return settings.json ? nonet::detail::se_rating_value(rating) : nlohmann::json::object();
}

void answer_record(const Settings& settings, std::string_view input,
                   const nonet::PuzzleRecord& record, Answers& out) {
  if (!record.ok()) {
    out.add_failure(input, record, *record.error);
    return;
  }
  Answer answer{.line = record.line};
  answer.puzzle.set_line(record.grid);
  nlohmann::json result = answer_puzzle(settings, record, answer);
  if (!settings.json) {
    out.records.push_back(std::move(answer));
    return;
  }
  // The record built as one value and printed once: the same object as json_record() of the
  // members' texts, without printing each and reading it back (which cost 4x the search).
  nlohmann::json json = {{"input", input}, {"line", record.line}, {"puzzle", answer.puzzle.view()}};
  json.update(result);
  json["error"] = nonet::detail::optional_error_value(answer.error);
  answer.json = nonet::detail::dump(json);
  out.records.push_back(std::move(answer));
}

// The settings for `options` (NULL: the defaults), or nullopt with `error` filled.
std::optional<Settings> read_settings(const char* command, const nonet_batch_options* options,
                                      nonet_error* error) {
  if (command == nullptr) {
    fail(error, NONET_E_INVALID_ARGUMENT, "command is NULL");
    return std::nullopt;
  }
  const std::optional<Command> named = command_named(command);
  if (!named) {
    fail(error, NONET_E_INVALID_ARGUMENT,
         "command must be solve, check, count or rate, got '" +
             nonet::escape_control(std::string_view(command).substr(0, 40)) + "'");
    return std::nullopt;
  }
  nonet_batch_options chosen;
  nonet_batch_options_init(&chosen);
  if (options != nullptr) chosen = *options;
  if (chosen.limit < 1) {
    fail(error, NONET_E_INVALID_ARGUMENT, "limit must be at least 1");
    return std::nullopt;
  }
  if (chosen.max_level < 0 || chosen.max_level > 5) {
    fail(error, NONET_E_INVALID_ARGUMENT,
         "max_level must be 0..5, got " + std::to_string(chosen.max_level));
    return std::nullopt;
  }
  Settings settings;
  settings.command = *named;
  settings.limit = static_cast<std::size_t>(chosen.limit);
  settings.max_level = chosen.max_level;
  settings.json = chosen.json != 0;
  return settings;
}

}  // namespace

extern "C" {

void nonet_batch_options_init(nonet_batch_options* options) {
  if (options == nullptr) return;
  *options = nonet_batch_options{};
  options->limit = 1000;
  options->max_level = 5;
  options->json = 1;
}

int nonet_batch(const char* text, size_t size, const char* command,
                const nonet_batch_options* options, nonet_record_fn on_record, void* user,
                const nonet_control* control, nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (text == nullptr && size != 0) {
      return fail(error, NONET_E_INVALID_ARGUMENT, "text is NULL with a size");
    }
    if (on_record == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "on_record is NULL");
    std::optional<Settings> settings = read_settings(command, options, error);
    if (!settings) return error != nullptr ? error->code : NONET_E_INVALID_ARGUMENT;

    nonet::BatchOptions batch;
    batch.threads = options != nullptr ? options->threads : 0;
    // A rating can take seconds: one a chunk keeps the threads evenly busy.
    if (settings->command == Command::rate) batch.chunk_size = 1;
    batch.control = run_control(control);
    settings->record_control = batch.control;
    settings->record_control.progress = nullptr;
    const nonet::BatchRater rater(nonet::detail::batch_threads(batch));
    settings->rater = &rater;

    std::vector<std::unique_ptr<nonet::InputSource>> inputs;
    // The caller's text is read where it is: it stays valid for the whole call.
    inputs.push_back(
        nonet::view_input(size == 0 ? std::string_view() : std::string_view(text, size), "<text>"));
    nonet::RecordReader reader(std::move(inputs));
    unsigned long long index = 0;
    bool caller_stopped = false;
    const nonet::BatchOutcome outcome = nonet::run_batch<Answers>(
        reader, batch,
        [&](std::string_view input, const nonet::PuzzleRecord& record, Answers& out) {
          answer_record(*settings, input, record, out);
        },
        [&](const nonet::RecordChunk&, const Answers& out) {
          for (const Answer& answer : out.records) {
            nonet_record record{};
            record.index = index++;
            record.line = answer.line;
            clear_error(&record.error);
            if (answer.error) fail(&record.error, *answer.error);
            record.puzzle = answer.puzzle.c_str();
            record.text = answer.text.c_str();
            record.json = settings->json ? answer.json.c_str() : "";
            if (on_record(user, &record) != 0) {
              caller_stopped = true;
              return false;
            }
          }
          return true;
        });
    if (caller_stopped) return fail(error, NONET_E_CANCELLED, "on_record stopped the batch");
    if (outcome.stop_reason) return fail_stopped(error, *outcome.stop_reason, "the batch");
    return NONET_OK;
  });
}

}  // extern "C"
