// Everything public in nonet, in one include.
#pragma once

#include "nonet/batch.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/candidates.hpp"
#include "nonet/canon.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/grid.hpp"
#include "nonet/leetcode.hpp"
#include "nonet/logic.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "nonet/types.hpp"
#include "nonet/version.hpp"
