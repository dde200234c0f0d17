// Puzzles with what came with them, as the CLI prints them: a generated puzzle's solution and
// rating, the givens that make a puzzle not minimal, the transformation that made a grid.
#include "nonet/serialize.hpp"

namespace nonet {

std::string to_text(const GeneratedPuzzle& generated, Format format, bool with_solution) {
  const std::string rating = generated.rating ? to_text(*generated.rating) : std::string();
  if (format == Format::line) {
    std::string comment = with_solution ? generated.solution.to_line() : std::string();
    if (!rating.empty()) comment += (comment.empty() ? "" : " ") + rating;
    return write_puzzle(generated.puzzle, format, comment);
  }
  // Below the puzzle as comment lines, so that the text reads back as the one puzzle.
  std::string note;
  if (with_solution) note += "solution:\n" + write_puzzle(generated.solution, format);
  if (!rating.empty()) note += "rating " + rating + "\n";
  if (!note.empty()) note.pop_back();
  return annotated_puzzle(generated.puzzle, format, note);
}

std::string minimality_text(std::span<const Cell> removable) {
  if (removable.empty()) return "minimal";
  std::string text = "not minimal:";
  for (const Cell cell : removable) text += " " + cell.name();
  return text + (removable.size() == 1 ? " can go alone" : " can each go alone");
}

std::string write_puzzle(const Grid& grid, Format format, std::string_view comment,
                         const Transform& transform) {
  if (format == Format::line) {
    std::string transform_and_comment = to_string(transform);
    if (!comment.empty()) transform_and_comment += " " + std::string(comment);
    return write_puzzle(grid, format, transform_and_comment);
  }
  return write_puzzle(grid, format, comment) + "# transform: " + to_string(transform) + "\n";
}

}  // namespace nonet
