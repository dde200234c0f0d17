// The files written from the command line's model: bash, zsh and fish completions and the man
// page (nonet.1).
#pragma once

#include <ostream>

#include "cli_model.hpp"

namespace nonet::cli_docs {

void write_bash_completion(const CliModel& model, std::ostream& out);
void write_zsh_completion(const CliModel& model, std::ostream& out);
void write_fish_completion(const CliModel& model, std::ostream& out);
void write_man_page(const CliModel& model, std::ostream& out);

}  // namespace nonet::cli_docs
