// The player's board: the puzzle's givens, the digits entered and the pencil marks written by
// hand, with undo and redo. Bookkeeping only: which digits are candidates, clash or are right is
// asked of the API (api.js).

export const CELL_COUNT = 81;

/** "r1c1" .. "r9c9", the names the API uses for cells. */
export function cellName(index) {
  return `r${Math.floor(index / 9) + 1}c${(index % 9) + 1}`;
}

/** The index 0..80 of a cell name, or -1. */
export function cellIndex(name) {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  return match ? (Number(match[1]) - 1) * 9 + Number(match[2]) - 1 : -1;
}

/** The digits of an 81-character line, 0 for an empty cell. */
export function lineDigits(line) {
  return [...line].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

/** Pencil marks as 9-bit masks (bit d-1 for digit d) of the empty cells of a 729-character line. */
export function marksFromLine(marksLine, values) {
  const masks = new Array(CELL_COUNT).fill(0);
  for (let cell = 0; cell < CELL_COUNT; ++cell) {
    if (values[cell] !== 0) continue;
    for (let digit = 1; digit <= 9; ++digit) {
      if (marksLine[cell * 9 + digit - 1] === String(digit)) masks[cell] |= 1 << (digit - 1);
    }
  }
  return masks;
}

export function maskDigits(mask) {
  const digits = [];
  for (let digit = 1; digit <= 9; ++digit) if (mask & (1 << (digit - 1))) digits.push(digit);
  return digits;
}

export class Board {
  constructor() {
    this.load('.'.repeat(CELL_COUNT));
  }

  /** A new puzzle: its givens from an 81-character line; entries, marks and history cleared. */
  load(line) {
    this.givens = lineDigits(line);
    this.entries = new Array(CELL_COUNT).fill(0);
    this.marks = new Array(CELL_COUNT).fill(0);
    this.autoMarks = true;
    this.undoStack = [];
    this.redoStack = [];
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  value(cell) {
    return this.givens[cell] || this.entries[cell];
  }

  values() {
    return this.givens.map((given, cell) => given || this.entries[cell]);
  }

  /** The givens alone as an 81-character line: the puzzle, to solve, rate, explain or share. */
  puzzleLine() {
    return this.givens.map((digit) => (digit ? String(digit) : '.')).join('');
  }

  /** Givens and entries as an 81-character line. */
  boardLine() {
    return this.values().map((digit) => (digit ? String(digit) : '.')).join('');
  }

  /**
   * The board with the hand-written marks as a 729-character marks line (docs/formats.md):
   * a filled cell holds its digit at its place, an empty one its marks.
   */
  marksLine() {
    let line = '';
    for (let cell = 0; cell < CELL_COUNT; ++cell) {
      const value = this.value(cell);
      for (let digit = 1; digit <= 9; ++digit) {
        const shown = value ? value === digit : (this.marks[cell] & (1 << (digit - 1))) !== 0;
        line += shown ? String(digit) : '.';
      }
    }
    return line;
  }

  /** True when the marks are the player's own and every empty cell has at least one. */
  hasFullManualMarks() {
    if (this.autoMarks) return false;
    return this.values().every((value, cell) => value !== 0 || this.marks[cell] !== 0);
  }

  canUndo() {
    return this.undoStack.length > 0;
  }

  canRedo() {
    return this.redoStack.length > 0;
  }

  undo() {
    if (!this.canUndo()) return false;
    this.redoStack.push(this.snapshot());
    this.restore(this.undoStack.pop());
    return true;
  }

  redo() {
    if (!this.canRedo()) return false;
    this.undoStack.push(this.snapshot());
    this.restore(this.redoStack.pop());
    return true;
  }

  /** Puts `digit` (0 clears) in a cell that is not a given; false when nothing changed. */
  enter(cell, digit) {
    if (this.isGiven(cell)) return false;
    return this.change(() => {
      this.entries[cell] = digit;
    });
  }

  /**
   * Adds or removes a hand-written mark. While the marks shown are the automatic ones
   * (`autoCandidates`, from the API), they become the player's own first.
   */
  toggleMark(cell, digit, autoCandidates) {
    if (this.value(cell) !== 0) return false;
    return this.change(() => {
      this.takeOverMarks(autoCandidates);
      this.marks[cell] ^= 1 << (digit - 1);
    });
  }

  /** Shows the automatic candidates (true) or the hand-written marks (false). */
  setAutoMarks(on) {
    return this.change(() => {
      this.autoMarks = on;
    });
  }

  /** Carries out a step of the API (a hint): its placements entered, its eliminations erased. */
  applyStep(step, autoCandidates) {
    return this.change(() => {
      for (const placement of step.placements) {
        const cell = cellIndex(placement.cell);
        if (!this.isGiven(cell)) this.entries[cell] = placement.digit;
      }
      if (step.eliminations.length > 0) this.takeOverMarks(autoCandidates);
      for (const elimination of step.eliminations) {
        this.marks[cellIndex(elimination.cell)] &= ~(1 << (elimination.digit - 1));
      }
    });
  }

  takeOverMarks(autoCandidates) {
    if (!this.autoMarks) return;
    this.marks = [...autoCandidates];
    this.autoMarks = false;
  }

  snapshot() {
    return { entries: [...this.entries], marks: [...this.marks], autoMarks: this.autoMarks };
  }

  restore(state) {
    this.entries = state.entries;
    this.marks = state.marks;
    this.autoMarks = state.autoMarks;
  }

  // Runs `edit`; when it changed the board, the state before it goes on the undo stack.
  change(edit) {
    const before = this.snapshot();
    edit();
    if (JSON.stringify(before) === JSON.stringify(this.snapshot())) return false;
    this.undoStack.push(before);
    this.redoStack = [];
    return true;
  }
}

/** The cells of a house named as the API names it ("row 4", "column 7", "box 6"); [] otherwise. */
export function houseCells(name) {
  const match = /^(row|column|box) ([1-9])$/.exec(name);
  if (!match) return [];
  const n = Number(match[2]) - 1;
  const cells = [];
  for (let i = 0; i < 9; ++i) {
    if (match[1] === 'row') cells.push(n * 9 + i);
    else if (match[1] === 'column') cells.push(i * 9 + n);
    else cells.push((Math.floor(n / 3) * 3 + Math.floor(i / 3)) * 9 + (n % 3) * 3 + (i % 3));
  }
  return cells;
}
