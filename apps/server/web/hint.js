// A step of the API (a hint or a step of an explanation) shown on the board, and the staged
// hint: 1 the technique and the house to look in, 2 the cells and digits of its pattern, 3 the
// move.
import { cellIndex, houseCells } from './board.js';

function addDigit(map, cellNameText, digit) {
  const cell = cellIndex(cellNameText);
  if (cell < 0) return;
  if (!map.has(cell)) map.set(cell, new Set());
  map.get(cell).add(digit);
}

/**
 * The houses a step says to look at: where its pattern lies (a staged hint's `houses` before
 * its last stage), else the houses it covers.
 */
export function stepHouses(step) {
  const proof = step.proof ?? {};
  if (proof.houses?.length) return proof.houses;
  if (step.houses?.length) return step.houses;
  return proof.cover_houses ?? [];
}

// "5r1c2" (a link's end) -> { cell: 'r1c2', digit: 5 }.
function candidateOf(name) {
  return { cell: name.slice(1), digit: Number(name[0]) };
}

/**
 * The highlights of a step as far as the API revealed it at `stage` (1 the region, 2 the
 * pattern's cells and digits, 3 the move), as the fields of a board display (board_view.js).
 */
export function stepHighlights(step, stage) {
  const highlights = { region: new Set(), pattern: new Map(), eliminated: new Map(), placed: new Map() };
  for (const house of stepHouses(step)) for (const cell of houseCells(house)) highlights.region.add(cell);
  if (stage >= 2) {
    const proof = step.proof ?? {};
    const pattern = [...(proof.pattern ?? []), ...(proof.fins ?? [])];
    for (const link of proof.links ?? []) pattern.push(candidateOf(link.from), candidateOf(link.to));
    for (const candidate of pattern) addDigit(highlights.pattern, candidate.cell, candidate.digit);
  }
  if (stage >= 3) {
    for (const { cell, digit } of step.eliminations) addDigit(highlights.eliminated, cell, digit);
    for (const { cell, digit } of step.placements) addDigit(highlights.placed, cell, digit);
  }
  return highlights;
}

/**
 * The staged hint in progress. Each stage is asked of the API (`/api/hint` with `stage`), which
 * reveals only that much: the page never holds more of the step than it shows.
 */
export class StagedHint {
  constructor() {
    this.clear();
  }

  clear() {
    this.request = null;
    this.step = null;
    this.stage = 0;
  }

  get active() {
    return this.step !== null;
  }

  /** The step at `stage`, as the API gave it for `request` (the board the hint is about). */
  show(request, stage, step) {
    this.request = request;
    this.stage = stage;
    this.step = step;
  }

  highlights() {
    return stepHighlights(this.step, this.stage);
  }

  /** The library's words for this stage of the hint. */
  text() {
    return this.step.text;
  }
}
