// The explain view: the whole logical path of the API's /api/explain, stepped forward and back.
// The board before step i is the start with the placements of the steps before it.
import { cellIndex } from './board.js';
import { stepHighlights } from './hint.js';

export class ExplainWalk {
  /** `path`: the answer of /api/explain; `startValues`: the 81 digits it started from. */
  constructor(path, startValues) {
    this.path = path;
    this.steps = path.steps;
    this.startValues = startValues;
    this.index = 0;
  }

  get atStart() {
    return this.index === 0;
  }

  /** Past the last step: the board the path ends on. */
  get atEnd() {
    return this.index >= this.steps.length;
  }

  forward() {
    if (this.atEnd) return false;
    this.index += 1;
    return true;
  }

  back() {
    if (this.atStart) return false;
    this.index -= 1;
    return true;
  }

  /** The digits on the board before the current step. */
  values() {
    const values = [...this.startValues];
    for (const step of this.steps.slice(0, this.index)) {
      for (const { cell, digit } of step.placements) values[cellIndex(cell)] = digit;
    }
    return values;
  }

  highlights() {
    return this.atEnd ? null : stepHighlights(this.steps[this.index], 3);
  }

  /** Where the walk is and what the step says. */
  text() {
    if (this.atEnd) {
      const end = this.path.solved ? 'solved' : 'the techniques ran out before the end';
      return `End of the path (${this.steps.length} steps): ${end}.`;
    }
    return `Step ${this.index + 1} of ${this.steps.length}: ${this.steps[this.index].text}`;
  }
}
