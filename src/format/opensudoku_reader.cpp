// OpenSudoku's XML: <game data="..."/> elements (version 1 under <opensudoku>, version 2 inside
// <folder> elements), data holding 81 digits, 0 for a blank. Everything else in the file
// (names, authors, folders, game state) is not a puzzle and is passed over.
#include "format/text_readers.hpp"

namespace nonet::detail {
namespace {

bool is_name_end(char c) {
  return c == ' ' || c == '\t' || c == '/' || c == '>';
}

}  // namespace

std::size_t find_xml_game(std::string_view text, std::size_t from) {
  constexpr std::string_view kTag = "<game";
  while (true) {
    const auto at = text.find(kTag, from);
    if (at == std::string_view::npos) return at;
    const auto after = at + kTag.size();
    if (after >= text.size() || is_name_end(text[after])) return at;
    from = after;  // <games>, <gameplay>: another element
  }
}

XmlGame read_xml_game(std::string_view text, std::size_t start) {
  XmlGame game;
  game.column = start + 1;
  auto end = text.find('>', start);
  if (end == std::string_view::npos) end = text.size();
  const auto element = text.substr(start, end - start);
  std::size_t from = 0;
  while (true) {
    const auto at = element.find("data", from);
    if (at == std::string_view::npos) return game;
    from = at + 4;
    if (!is_name_end(element[at - 1]) && element[at - 1] != '\n') continue;
    auto i = element.find_first_not_of(" \t", from);
    if (i == std::string_view::npos || element[i] != '=') continue;
    i = element.find_first_not_of(" \t", i + 1);
    if (i == std::string_view::npos || (element[i] != '"' && element[i] != '\'')) continue;
    const auto close = element.find(element[i], i + 1);
    if (close == std::string_view::npos) continue;
    game.data = element.substr(i + 1, close - i - 1);
    game.data_column = start + i + 2;
    return game;
  }
}

}  // namespace nonet::detail
