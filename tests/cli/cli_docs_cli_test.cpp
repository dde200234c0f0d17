// The shell completions and the man page the build writes (apps/cli/docs) against the CLI's own
// help: every command `nonet --help` lists and every option each `nonet COMMAND --help` lists
// is in each of them, and the man page has the exit codes.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_process.hpp"

namespace nonet::testing {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string docs_file(const std::string& relative) {
  return read_file(std::string(NONET_CLI_DOCS_DIR) + "/" + relative);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Entries of a help section ("Subcommands:", "Options:"): the first word of each line that
// starts with two spaces and then no space.
std::vector<std::string> help_entries(const std::string& help, const std::string& section) {
  std::vector<std::string> entries;
  bool inside = false;
  for (const auto& line : lines_of(help)) {
    if (line == section) {
      inside = true;
    } else if (inside && line.size() > 2 && line.compare(0, 2, "  ") == 0 && line[2] != ' ') {
      entries.push_back(line.substr(2, line.find(' ', 2) - 2));
    } else if (inside && line.empty()) {
      break;
    }
  }
  return entries;
}

// "-l,--limit" -> "-l", "--limit".
std::vector<std::string> option_names(const std::string& entry) {
  std::vector<std::string> names;
  std::istringstream in(entry);
  for (std::string name; std::getline(in, name, ',');) names.push_back(name);
  return names;
}

// The text from the line starting with `start` to the next line starting with `end` (or the
// end of the text).
std::string section(const std::string& text, const std::string& start, const std::string& end) {
  const std::size_t from = text.find("\n" + start);
  if (from == std::string::npos) return {};
  const std::size_t to = text.find("\n" + end, from + 1);
  return text.substr(from, to == std::string::npos ? std::string::npos : to - from);
}

// The words after the first "compgen -W '": what the first word after `nonet` completes to.
std::vector<std::string> first_word_choices(const std::string& bash) {
  const std::size_t from = bash.find("compgen -W '");
  if (from == std::string::npos) return {};
  const std::size_t start = from + 12;
  std::istringstream in(bash.substr(start, bash.find('\'', start) - start));
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// A zsh arm "  COMMAND)" up to its ";;".
std::string zsh_arm(const std::string& zsh, const std::string& command) {
  const std::size_t from = zsh.find("\n  " + command + ")\n");
  if (from == std::string::npos) return {};
  return zsh.substr(from, zsh.find(";;", from) - from);
}

std::string roff_name(const std::string& name) {
  std::string escaped;
  for (const char c : name) escaped += c == '-' ? std::string("\\-") : std::string(1, c);
  return "\\fB" + escaped + "\\fR";
}

struct CommandOptions {
  std::string command;
  std::vector<std::string> names;
};

std::vector<CommandOptions> every_command_and_option() {
  std::vector<CommandOptions> all;
  for (const auto& command : help_entries(run_nonet({"--help"}).out, "Subcommands:")) {
    const auto help = run_nonet({command, "--help"});
    EXPECT_EQ(help.exit_code, 0) << command;
    CommandOptions entry{command, {}};
    for (const auto& option : help_entries(help.out, "Options:")) {
      for (const auto& name : option_names(option)) entry.names.push_back(name);
    }
    all.push_back(entry);
  }
  return all;
}

TEST(CliDocs, BashCompletionHasEveryCommandAndOption) {
  const std::string bash = docs_file("bash-completion/completions/nonet");
  ASSERT_FALSE(bash.empty()) << "not written: " << NONET_CLI_DOCS_DIR;
  for (const auto& [command, names] : every_command_and_option()) {
    const auto choices = first_word_choices(bash);
    EXPECT_NE(std::find(choices.begin(), choices.end(), command), choices.end()) << command;
    if (command == "help") continue;  // completes command names
    const std::string arm = section(bash, "  " + command + ") options=", "  ");
    ASSERT_FALSE(arm.empty()) << command;
    for (const auto& name : names) {
      EXPECT_TRUE(arm.find(" " + name + " ") != std::string::npos ||
                  arm.find("'" + name + " ") != std::string::npos ||
                  arm.find(" " + name + "'") != std::string::npos)
          << command << " " << name << "\n"
          << arm;
    }
  }
}

TEST(CliDocs, ZshCompletionHasEveryCommandAndOption) {
  const std::string zsh = docs_file("zsh/site-functions/_nonet");
  ASSERT_EQ(zsh.rfind("#compdef nonet\n", 0), 0u) << zsh.substr(0, 100);
  for (const auto& [command, names] : every_command_and_option()) {
    EXPECT_NE(zsh.find("    '" + command + ":"), std::string::npos) << command;
    if (command == "help") continue;
    const std::string arm = zsh_arm(zsh, command);
    ASSERT_FALSE(arm.empty()) << command;
    for (const auto& name : names) {
      EXPECT_NE(arm.find("'" + name + "["), std::string::npos) << command << " " << name;
    }
  }
}

TEST(CliDocs, FishCompletionHasEveryCommandAndOption) {
  const std::string fish = docs_file("fish/vendor_completions.d/nonet.fish");
  for (const auto& [command, names] : every_command_and_option()) {
    EXPECT_NE(fish.find("-a " + command + " -d"), std::string::npos) << command;
    if (command == "help") continue;
    std::string lines;
    for (const auto& line : lines_of(fish)) {
      if (line.find("'__fish_seen_subcommand_from " + command + "'") != std::string::npos) {
        lines += line + "\n";
      }
    }
    for (const auto& name : names) {
      const std::string flag = name.size() == 2 ? "-s " + name.substr(1) : "-l " + name.substr(2);
      EXPECT_NE(lines.find(" " + flag + " "), std::string::npos) << command << " " << name;
    }
  }
}

TEST(CliDocs, ManPageHasEveryCommandOptionAndExitCode) {
  const std::string man = docs_file("man/man1/nonet.1");
  ASSERT_NE(man.find("\n.TH NONET 1 "), std::string::npos) << man.substr(0, 200);
  for (const auto& [command, names] : every_command_and_option()) {
    const std::string part = section(man, ".SS \"nonet " + command + "\"", ".S");
    ASSERT_FALSE(part.empty()) << command;
    for (const auto& name : names) {
      EXPECT_NE(part.find(roff_name(name)), std::string::npos) << command << " " << name;
    }
  }
  const std::string exit_status = section(man, ".SH EXIT STATUS", ".SH");
  for (const char* code :
       {".B 0\nevery puzzle was fine", ".B 1\nat least one puzzle", ".B 2\nusage or I/O error"}) {
    EXPECT_NE(exit_status.find(code), std::string::npos) << code << "\n" << exit_status;
  }
}

}  // namespace
}  // namespace nonet::testing
