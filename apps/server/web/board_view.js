// Draws the 9x9 board. Each cell is an element with data-cell="rRcC" whose text is its digit or
// nothing: pencil marks are drawn by CSS from data-d attributes (::before), so they never show in
// the cell's textContent.
import { CELL_COUNT, cellName, maskDigits } from './board.js';

/**
 * What to draw: `values` (81 digits, 0 empty), `givens` (81 booleans), `marks` (81 masks) and
 * the highlights, each a Set of cell indexes or a Map from cell index to a Set of digits.
 */
export function emptyDisplay() {
  return {
    values: new Array(CELL_COUNT).fill(0),
    givens: new Array(CELL_COUNT).fill(false),
    marks: new Array(CELL_COUNT).fill(0),
    selected: -1,
    conflicts: new Set(),
    wrong: new Set(),
    region: new Set(),
    pattern: new Map(),
    eliminated: new Map(),
    placed: new Map(),
  };
}

export class BoardView {
  /** Builds the cells inside `container`; `onPick(cell)` is called when one is clicked or tapped. */
  constructor(container, onPick) {
    this.cells = [];
    for (let row = 0; row < 9; ++row) {
      const rowElement = document.createElement('div');
      rowElement.setAttribute('role', 'row');
      rowElement.className = 'board-row';
      for (let column = 0; column < 9; ++column) {
        const index = row * 9 + column;
        const cell = document.createElement('div');
        cell.className = `cell r${row + 1} c${column + 1}`;
        cell.dataset.cell = cellName(index);
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = -1;
        const marks = document.createElement('span');
        marks.className = 'marks';
        marks.setAttribute('aria-hidden', 'true');
        for (let d = 1; d <= 9; ++d) marks.appendChild(document.createElement('span'));
        cell.append(marks);
        cell.addEventListener('pointerdown', () => onPick(index));
        rowElement.appendChild(cell);
        this.cells.push({ element: cell, marks: [...marks.children] });
      }
      container.appendChild(rowElement);
    }
  }

  focus(cell) {
    this.cells[cell]?.element.focus({ preventScroll: true });
  }

  render(display) {
    this.cells.forEach(({ element, marks }, index) => {
      const value = display.values[index];
      // The cell's own text node is its digit: nothing else in the cell holds text.
      const text = value ? String(value) : '';
      const textNode = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      if (text && !textNode) element.prepend(document.createTextNode(text));
      else if (textNode && textNode.data !== text) {
        if (text) textNode.data = text;
        else textNode.remove();
      }
      const classes = element.classList;
      classes.toggle('given', display.givens[index]);
      classes.toggle('entry', value !== 0 && !display.givens[index]);
      classes.toggle('selected', display.selected === index);
      classes.toggle('conflict', display.conflicts.has(index));
      classes.toggle('wrong', display.wrong.has(index));
      classes.toggle('region', display.region.has(index));
      classes.toggle('pattern-cell', display.pattern.has(index));
      classes.toggle('target-cell', display.eliminated.has(index) || display.placed.has(index));
      element.tabIndex = display.selected === index || (display.selected < 0 && index === 0) ? 0 : -1;

      const shown = value ? [] : maskDigits(display.marks[index]);
      marks.forEach((mark, slot) => {
        const digit = slot + 1;
        const state = display.placed.get(index)?.has(digit) ? 'placed'
          : display.eliminated.get(index)?.has(digit) ? 'eliminated'
          : display.pattern.get(index)?.has(digit) ? 'pattern'
          : shown.includes(digit) ? 'mark' : '';
        if (state && !value) mark.dataset.d = String(digit);
        else delete mark.dataset.d;
        mark.className = state && !value ? state : '';
      });
      // A placement still to be made is drawn full size, by CSS: it is not the cell's text.
      const placing = !value && display.placed.has(index) ? [...display.placed.get(index)][0] : 0;
      if (placing) element.dataset.placing = String(placing);
      else delete element.dataset.placing;
      element.setAttribute('aria-label', describeCell(index, value, display, shown, placing));
      element.setAttribute('aria-selected', String(display.selected === index));
    });
  }
}

function describeCell(index, value, display, marks, placing) {
  const parts = [cellName(index)];
  if (value) parts.push(display.givens[index] ? `given ${value}` : `${value}`);
  else parts.push(marks.length ? `empty, marks ${marks.join(' ')}` : 'empty');
  if (display.conflicts.has(index)) parts.push('clashes');
  if (display.wrong.has(index)) parts.push('wrong');
  if (display.region.has(index) || display.pattern.has(index)) parts.push('highlighted');
  if (placing) parts.push(`${placing} goes here`);
  for (const digit of display.eliminated.get(index) ?? []) parts.push(`${digit} is removed`);
  return parts.join(', ');
}
