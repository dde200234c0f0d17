// A step of the API (a hint or a step of an explanation) shown on the board, and the staged
// hint: 1 the technique and the house to look at, 2 the exact cells and digits, 3 the move.
import { cellIndex, houseCells } from './board.js';

function addDigit(map, cellNameText, digit) {
  const cell = cellIndex(cellNameText);
  if (cell < 0) return;
  if (!map.has(cell)) map.set(cell, new Set());
  map.get(cell).add(digit);
}

/** The houses a step says to look at: where its pattern lies, else the houses it covers. */
export function stepHouses(step) {
  const proof = step.proof ?? {};
  if (proof.houses?.length) return proof.houses;
  return proof.cover_houses ?? [];
}

/**
 * The highlights of `step` up to `stage` (1 region, 2 cells and digits, 3 the move), as the
 * fields of a board display (board_view.js).
 */
export function stepHighlights(step, stage) {
  const highlights = { region: new Set(), pattern: new Map(), eliminated: new Map(), placed: new Map() };
  for (const house of stepHouses(step)) for (const cell of houseCells(house)) highlights.region.add(cell);
  if (stage >= 2) {
    const pattern = step.proof?.pattern ?? [];
    for (const candidate of pattern) addDigit(highlights.pattern, candidate.cell, candidate.digit);
    if (pattern.length === 0) {
      for (const cell of step.cells) for (const digit of step.digits) addDigit(highlights.pattern, cell, digit);
    }
  }
  if (stage >= 3) {
    for (const { cell, digit } of step.eliminations) addDigit(highlights.eliminated, cell, digit);
    for (const { cell, digit } of step.placements) addDigit(highlights.placed, cell, digit);
  }
  return highlights;
}

/** What a stage of a hint says. */
export function stageText(step, stage) {
  const houses = stepHouses(step);
  const where = houses.length ? `look at ${houses.join(', ')}` : 'look at the highlighted cells';
  if (stage === 1) return `${step.technique}: ${where}.`;
  if (stage === 2) {
    return `${step.technique}: cells ${step.cells.join(', ')}, digit${step.digits.length > 1 ? 's' : ''} ${step.digits.join(', ')}.`;
  }
  return step.text;
}

/** The staged hint in progress: a step and how much of it is shown. */
export class StagedHint {
  constructor() {
    this.clear();
  }

  clear() {
    this.step = null;
    this.stage = 0;
  }

  get active() {
    return this.step !== null;
  }

  begin(step) {
    this.step = step;
    this.stage = 1;
  }

  /** Shows one stage more; false once the move is shown. */
  advance() {
    if (!this.active || this.stage >= 3) return false;
    this.stage += 1;
    return true;
  }

  highlights() {
    return stepHighlights(this.step, this.stage);
  }

  text() {
    return stageText(this.step, this.stage);
  }
}
