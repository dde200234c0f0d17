// What a command line that does not parse gets told: an unknown command or option is named,
// with the nearest real one when it looks like a typing slip (nearest_name.hpp).
#pragma once

#include <string_view>

namespace CLI {
class App;
class ParseError;
}  // namespace CLI

namespace nonet::cli {

/// Prints, on stderr, why `app` rejected its command line: an unknown command or option, or an
/// unexpected argument, in nonet's words, anything else in CLI11's. `program` names the
/// executable ("nonet", "nonet serve"). Returns kExitUsage.
int report_usage_error(CLI::App& app, const CLI::ParseError& error, const char* program);

/// "nonet: unknown command 'slove'; did you mean 'solve'?" for a word that names none of
/// `app`'s commands. Returns kExitUsage.
int report_unknown_command(const CLI::App& app, std::string_view word, const char* program);

}  // namespace nonet::cli
