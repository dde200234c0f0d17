// nonet-cli-docs-writer: writes the shell completions and the man page from the references
// nonet and nonet-serve print (cli_reference.hpp). Run by the build; not installed.
//
//   nonet-cli-docs-writer OUTPUT_DIR EXECUTABLE...
//
// Each executable is run with --print-cli-reference; the files go below OUTPUT_DIR as they go
// below share/ when installed.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>

#include <sstream>
#include <string>

#include "cli_model.hpp"
#include "writers.hpp"

namespace {

using Writer = void (*)(const nonet::cli_docs::CliModel&, std::ostream&);

void write_file(const std::filesystem::path& path, const nonet::cli_docs::CliModel& model,
                Writer writer) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream out(path);
  writer(model, out);
  out.close();
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string reference_of(const std::string& executable) {
  const std::string command = "'" + executable + "' --print-cli-reference";
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("cannot run " + executable);
  std::string text;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) text.append(buffer, n);
  if (::pclose(pipe) != 0) throw std::runtime_error(executable + " --print-cli-reference failed");
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace nonet::cli_docs;
  if (argc < 3) {
    std::fputs("usage: nonet-cli-docs-writer OUTPUT_DIR EXECUTABLE...\n", stderr);
    return 2;
  }
  try {
    CliModel model;
    for (int i = 2; i < argc; ++i) {
      std::istringstream in(reference_of(argv[i]));
      read_cli_reference(in, model);
    }
    if (model.commands.empty()) throw std::runtime_error("the references name no command");
    const std::filesystem::path dir = argv[1];
    write_file(dir / "bash-completion/completions/nonet", model, write_bash_completion);
    write_file(dir / "zsh/site-functions/_nonet", model, write_zsh_completion);
    write_file(dir / "fish/vendor_completions.d/nonet.fish", model, write_fish_completion);
    write_file(dir / "man/man1/nonet.1", model, write_man_page);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nonet-cli-docs-writer: %s\n", e.what());
    return 1;
  }
  return 0;
}
