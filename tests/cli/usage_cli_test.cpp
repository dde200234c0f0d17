// End-to-end tests of finding one's way in nonet: suggestions for mistyped commands and
// options, `nonet help [COMMAND]`, help wrapped to the terminal's width, exit codes in every
// command's help.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_process.hpp"

namespace nonet::testing {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a terminal's line ends
    lines.push_back(line);
  }
  return lines;
}

std::size_t longest_line(const std::string& text) {
  std::size_t longest = 0;
  for (const auto& line : lines_of(text)) longest = std::max(longest, line.size());
  return longest;
}

// The commands `nonet --help` lists: the lines under "Subcommands:" that start with two spaces
// and a name (a description's continuation starts further in).
std::vector<std::string> listed_commands() {
  const auto help = run_nonet({"--help"});
  std::vector<std::string> commands;
  bool in_list = false;
  for (const auto& line : lines_of(help.out)) {
    if (line == "Subcommands:") {
      in_list = true;
    } else if (in_list && line.size() > 2 && line.compare(0, 2, "  ") == 0 && line[2] != ' ') {
      commands.push_back(line.substr(2, line.find(' ', 2) - 2));
    } else if (in_list && line.empty()) {
      break;
    }
  }
  return commands;
}

// Sets an environment variable for the processes the test starts, and restores it after.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ScopedEnvironment(const ScopedEnvironment&) = delete;
  ScopedEnvironment& operator=(const ScopedEnvironment&) = delete;
  ~ScopedEnvironment() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

bool server_built() {
  return run_nonet({"serve", "--help"}).exit_code == 0;
}

TEST(UsageCli, EveryCommandIsListed) {
  const auto commands = listed_commands();
  for (const char* command : {"solve", "check", "count", "bench", "hint", "explain", "techniques",
                              "selfcheck", "generate", "minimize", "rate", "canon", "transform",
                              "dedup", "convert", "serve", "help"}) {
    EXPECT_NE(std::find(commands.begin(), commands.end(), command), commands.end()) << command;
  }
}

TEST(UsageCli, AMistypedCommandGetsTheNearest) {
  auto r = run_nonet({"slove"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "nonet: unknown command 'slove'; did you mean 'solve'?\n"
            "Run 'nonet help' for the list of commands.\n");
  r = run_nonet({"expalin", "x.txt"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown command 'expalin'; did you mean 'explain'?"), std::string::npos)
      << r.err;
  r = run_nonet({"canonn"});
  EXPECT_NE(r.err.find("did you mean 'canon'?"), std::string::npos) << r.err;
}

TEST(UsageCli, NothingCloseGetsNoSuggestion) {
  const auto r = run_nonet({"frobnicate"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "nonet: unknown command 'frobnicate'\nRun 'nonet help' for the list of commands.\n");
}

TEST(UsageCli, AMistypedOptionGetsTheNearestOfItsCommand) {
  auto r = run_nonet({"solve", "--limt", "2"}, "");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "nonet solve: unknown option '--limt'; did you mean '--limit'?\n"
            "Run 'nonet solve --help' for its options.\n");
  r = run_nonet({"solve", "--limt=2"}, "");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown option '--limt'; did you mean '--limit'?"), std::string::npos)
      << r.err;
  r = run_nonet({"count", "--thraeds", "2"}, "");
  EXPECT_NE(r.err.find("nonet count: unknown option '--thraeds'; did you mean '--threads'?"),
            std::string::npos)
      << r.err;
  r = run_nonet({"--verison"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "nonet: unknown option '--verison'; did you mean '--version'?\n"
            "Run 'nonet --help' for its options.\n");
}

TEST(UsageCli, AnOptionNothingLikeAnyGetsNoSuggestion) {
  const auto r = run_nonet({"solve", "--frobnicate"}, "");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "nonet solve: unknown option '--frobnicate'\n"
            "Run 'nonet solve --help' for its options.\n");
}

TEST(UsageCli, AWordACommandTakesNoneOfIsUnexpected) {
  const auto r = run_nonet({"techniques", "extra"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "nonet techniques: unexpected argument 'extra'\n"
            "Run 'nonet techniques --help' for its usage.\n");
}

TEST(UsageCli, ServeSuggestsItsOwnOptions) {
  if (!server_built()) GTEST_SKIP() << "nonet-serve was not built";
  const auto r = run_nonet({"serve", "--prot", "0"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "nonet serve: unknown option '--prot'; did you mean '--port'?\n"
            "Run 'nonet serve --help' for its options.\n");
}

TEST(UsageCli, HelpCommandPrintsWhatHelpOptionsPrint) {
  auto help = run_nonet({"help"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_EQ(help.out, run_nonet({"--help"}).out);
  EXPECT_NE(help.out.find("Usage: nonet [OPTIONS] SUBCOMMAND"), std::string::npos) << help.out;
  for (const auto& command : listed_commands()) {
    if (command == "serve") continue;
    help = run_nonet({"help", command});
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_EQ(help.err, "") << command;
    EXPECT_EQ(help.out, run_nonet({command, "--help"}).out) << command;
    EXPECT_NE(help.out.find("Usage: nonet " + command), std::string::npos) << help.out;
  }
}

TEST(UsageCli, HelpServeIsTheServersOwnHelp) {
  if (!server_built()) GTEST_SKIP() << "nonet-serve was not built";
  const auto help = run_nonet({"help", "serve"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_EQ(help.out, run_nonet({"serve", "--help"}).out);
  EXPECT_NE(help.out.find("--port"), std::string::npos) << help.out;
}

TEST(UsageCli, HelpOfAnUnknownCommandSuggests) {
  const auto r = run_nonet({"help", "slove"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "nonet: unknown command 'slove'; did you mean 'solve'?\n"
            "Run 'nonet help' for the list of commands.\n");
}

TEST(UsageCli, EveryCommandsHelpEndsWithTheExitCodes) {
  for (const auto& command : listed_commands()) {
    const auto help = run_nonet({command, "--help"});
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_NE(help.out.find("Exit codes:\n  0  "), std::string::npos) << command << help.out;
    EXPECT_NE(help.out.find("\n  2  usage"), std::string::npos) << command << help.out;
  }
}

TEST(UsageCli, HelpIsWrappedToColumnsWhenPiped) {
  ScopedEnvironment columns("COLUMNS", "60");
  std::vector<std::string> commands = listed_commands();
  commands.emplace_back();  // nonet --help itself
  for (const auto& command : commands) {
    std::vector<std::string> args{"--help"};
    if (!command.empty()) args.insert(args.begin(), command);
    const auto help = run_nonet(args);
    ASSERT_EQ(help.exit_code, 0) << command;
    for (const auto& line : lines_of(help.out)) {
      EXPECT_LE(line.size(), 60u) << command << ": " << line;
    }
  }
}

TEST(UsageCli, ContinuationLinesStayUnderTheDescriptionColumn) {
  ScopedEnvironment columns("COLUMNS", "60");
  const auto help = run_nonet({"solve", "--help"});
  const auto lines = lines_of(help.out);
  const auto limit = std::find_if(lines.begin(), lines.end(), [](const std::string& line) {
    return line.find("--limit") != std::string::npos;
  });
  ASSERT_NE(limit, lines.end()) << help.out;
  ASSERT_NE(limit + 1, lines.end());
  // --limit's description takes several lines, each continuing at the description column.
  const std::string& next = *(limit + 1);
  EXPECT_EQ(next.find_first_not_of(' '), 30u) << next;
}

TEST(UsageCli, HelpIsEightyColumnsWithoutATerminalOrColumns) {
  ScopedEnvironment columns("COLUMNS", nullptr);
  const auto help = run_nonet({"solve", "--help"});
  EXPECT_LE(longest_line(help.out), 80u) << help.out;
  EXPECT_GT(longest_line(help.out), 60u) << help.out;
}

TEST(UsageCli, HelpOnATerminalTakesItsWidth) {
  ScopedEnvironment columns("COLUMNS", "50");  // the terminal's own size comes first
  const auto help = run_nonet_on_terminal({"solve", "--help"}, 120);
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_LE(longest_line(help.out), 120u) << help.out;
  EXPECT_GT(longest_line(help.out), 100u) << help.out;
}

}  // namespace
}  // namespace nonet::testing
