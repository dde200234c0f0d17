// The page: wires the board, the controls and the API together. Every Sudoku answer (candidates,
// clashes, solution, hints, explanations, rating, new puzzles, reading pasted text) comes from
// the API; this file only keeps track of what the player did and shows it.
import { callApi } from './api.js';
import { Board, CELL_COUNT, cellIndex, lineDigits, marksFromLine } from './board.js';
import { BoardView, emptyDisplay } from './board_view.js';
import { ExplainWalk } from './explain.js';
import { StagedHint } from './hint.js';

const $ = (id) => document.getElementById(id);

const board = new Board();
const hint = new StagedHint();
const ui = {
  selected: 0,
  pencil: false,
  autoCandidates: new Array(CELL_COUNT).fill(0),
  conflicts: new Set(),
  wrong: new Set(),
  walk: null, // the explain view's ExplainWalk while it is open
  reads: 0, // /api/read calls made: an answer older than the last is dropped
};
let view = null;

function say(text) {
  $('message').textContent = text;
}

function describeError(error) {
  return error.detail?.text || error.message;
}

// Runs an API action with its button disabled; an API refusal becomes the message.
async function withButton(button, action) {
  button.disabled = true;
  try {
    await action();
  } catch (error) {
    say(describeError(error));
  } finally {
    button.disabled = false;
    render();
  }
}

function shareUrl() {
  return `${location.origin}/?puzzle=${board.puzzleLine()}`;
}

function render() {
  const display = emptyDisplay();
  display.givens = board.givens.map((given) => given !== 0);
  if (ui.walk) {
    display.values = ui.walk.values();
    Object.assign(display, ui.walk.highlights() ?? {});
  } else {
    display.values = board.values();
    display.marks = board.autoMarks ? ui.autoCandidates : board.marks;
    display.selected = ui.selected;
    display.conflicts = ui.conflicts;
    display.wrong = ui.wrong;
    if (hint.active) Object.assign(display, hint.highlights());
  }
  view.render(display);

  const exploring = ui.walk !== null;
  $('undo').disabled = exploring || !board.canUndo();
  $('redo').disabled = exploring || !board.canRedo();
  $('pencil').setAttribute('aria-pressed', String(ui.pencil));
  $('auto-marks').checked = board.autoMarks;
  $('export-line').value = board.boardLine();
  $('share-url').value = shareUrl();
  $('hint-panel').hidden = !hint.active;
  $('explain-panel').hidden = !exploring;
  if (hint.active) {
    $('hint-text').textContent = hint.text();
    $('hint-more').disabled = hint.stage >= 3;
    $('hint-apply').disabled = hint.stage < 3;
  }
  if (exploring) {
    $('explain-text').textContent = ui.walk.text();
    $('explain-back').disabled = ui.walk.atStart;
    $('explain-forward').disabled = ui.walk.atEnd;
  }
}

// Asks the API for the candidates and clashes of the board as it is now.
async function refreshBoard() {
  const call = ++ui.reads;
  try {
    const read = await callApi('read', { puzzle: board.boardLine() });
    if (call !== ui.reads) return;
    ui.autoCandidates = marksFromLine(read.marks, lineDigits(read.puzzle));
    ui.conflicts = new Set(read.conflicts.flatMap((conflict) => conflict.cells.map(cellIndex)));
    if (read.conflicts.length > 0) {
      const first = read.conflicts[0];
      say(`Clash: ${first.digit} twice in ${first.house} (${first.cells.join(' and ')}).`);
    }
  } catch (error) {
    if (call === ui.reads) say(describeError(error));
  }
  render();
}

function boardChanged() {
  ui.wrong = new Set();
  hint.clear();
  render();
  return refreshBoard();
}

function loadPuzzle(line, what) {
  board.load(line);
  ui.walk = null;
  ui.selected = 0;
  $('rating').textContent = 'Not rated';
  history.replaceState(null, '', `/?puzzle=${board.puzzleLine()}`);
  const givens = board.givens.filter((digit) => digit !== 0).length;
  say(`${what}: ${givens} givens.`);
  return boardChanged();
}

// --- editing ------------------------------------------------------------------------------

function select(cell) {
  if (ui.walk) return;
  ui.selected = cell;
  render();
  view.focus(cell);
}

function typeDigit(digit) {
  if (ui.walk || ui.selected < 0) return;
  const cell = ui.selected;
  if (board.isGiven(cell)) {
    say('That cell is a given.');
    return;
  }
  const changed = ui.pencil && digit !== 0
    ? board.toggleMark(cell, digit, ui.autoCandidates)
    : board.enter(cell, digit);
  if (changed) boardChanged();
}

function moveSelection(rows, columns) {
  const row = Math.min(8, Math.max(0, Math.floor(ui.selected / 9) + rows));
  const column = Math.min(8, Math.max(0, (ui.selected % 9) + columns));
  select(row * 9 + column);
}

const kArrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const kClearKeys = new Set(['Backspace', 'Delete', '0', '.']);

function onBoardKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (ui.walk && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
    stepExplain(event.key === 'ArrowRight');
  } else if (kArrows[event.key]) {
    moveSelection(...kArrows[event.key]);
  } else if (/^[1-9]$/.test(event.key)) {
    typeDigit(Number(event.key));
  } else if (kClearKeys.has(event.key)) {
    typeDigit(0);
  } else if (event.key === 'p' || event.key === 'P') {
    togglePencil();
  } else {
    return;
  }
  event.preventDefault();
}

function onPageKey(event) {
  if (event.target.closest('input, textarea, select')) return;
  // Keys pressed elsewhere than on the board (after a button, say) still play on it.
  if (!(event.ctrlKey || event.metaKey)) {
    if (!event.target.closest('#board')) onBoardKey(event);
    return;
  }
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) undo();
  else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
  else return;
  event.preventDefault();
}

function undo() {
  if (!ui.walk && board.undo()) boardChanged();
}

function redo() {
  if (!ui.walk && board.redo()) boardChanged();
}

function togglePencil() {
  ui.pencil = !ui.pencil;
  say(ui.pencil ? 'Pencil on: digits toggle marks.' : 'Pencil off: digits fill cells.');
  render();
}

// --- help from the API -----------------------------------------------------------------------

async function check() {
  const answer = await callApi('solve', { puzzle: board.puzzleLine() });
  if (answer.status !== 'unique') {
    say(answer.status === 'multiple' ? 'The puzzle has more than one solution: nothing to check against.'
      : 'The puzzle has no solution.');
    return;
  }
  const solution = lineDigits(answer.solution);
  ui.wrong = new Set();
  let empty = 0;
  for (let cell = 0; cell < CELL_COUNT; ++cell) {
    if (board.isGiven(cell)) continue;
    if (board.entries[cell] === 0) empty += 1;
    else if (board.entries[cell] !== solution[cell]) ui.wrong.add(cell);
  }
  if (ui.wrong.size > 0) say(`${ui.wrong.size} wrong, marked in red; ${empty} empty.`);
  else if (empty > 0) say(`All right so far; ${empty} empty.`);
  else say('Solved. Well done!');
}

async function startHint() {
  ui.walk = null;
  // Hand-written marks go along when every empty cell has some; otherwise the digits alone.
  const withMarks = board.hasFullManualMarks();
  const request = { puzzle: withMarks ? board.marksLine() : board.boardLine() };
  const answer = await callApi('hint', { ...request, stage: 1 });
  hint.clear();
  if (answer.solved) {
    say('The board is full: nothing left to hint.');
  } else if (!answer.step) {
    say(answer.status === 'none'
      ? `No hint: the board as it stands has no solution; check your digits${withMarks ? ' and marks' : ''}.`
      : `No hint: no technique of nonet's applies here (${answer.status}).`);
  } else {
    hint.show(request, 1, answer.step);
    say(hint.text());
  }
}

// The next stage of the hint, asked of the API for the same board.
async function moreHint() {
  if (!hint.active || hint.stage >= 3) return;
  const stage = hint.stage + 1;
  const answer = await callApi('hint', { ...hint.request, stage });
  if (!answer.step) throw new Error('the server found no hint this time');
  hint.show(hint.request, stage, answer.step);
  say(hint.text());
}

function applyHint() {
  if (!hint.active || hint.stage < 3) return;
  const effect = hint.step.effect;
  board.applyStep(hint.step, ui.autoCandidates);
  boardChanged();
  say(`Applied ${effect}.`);
}

async function startExplain() {
  hint.clear();
  say('Explaining…');
  const path = await callApi('explain', { puzzle: board.puzzleLine() });
  ui.walk = new ExplainWalk(path, lineDigits(board.puzzleLine()));
  say(ui.walk.text());
}

function stepExplain(forward) {
  if (!ui.walk) return;
  if (forward ? ui.walk.forward() : ui.walk.back()) say(ui.walk.text());
  render();
}

async function rate() {
  $('rating').textContent = 'Rating…';
  const rating = await callApi('rate', { puzzle: board.puzzleLine() });
  const text = rating.status === 'rated'
    ? `SE rating ${rating.er.toFixed(1)} (ER) / ${rating.ep.toFixed(1)} (EP) / ${rating.ed.toFixed(1)} (ED) · ${rating.level}`
    : `Not rated: ${rating.status}`;
  $('rating').textContent = text;
  say(text);
}

async function generate() {
  say('Generating…');
  const request = { count: 1, symmetry: $('symmetry').value };
  if ($('level').value) request.difficulty = $('level').value;
  const answer = await callApi('generate', request);
  if (answer.puzzles.length === 0) {
    say('No puzzle was made within the attempts; try again or another symmetry.');
    return;
  }
  await loadPuzzle(answer.puzzles[0].puzzle, `New ${$('level').value || 'puzzle'}`);
}

async function importText() {
  const read = await callApi('read', { puzzle: $('import-text').value });
  await loadPuzzle(read.puzzle, 'Imported');
}

// --- start -----------------------------------------------------------------------------------

function wire() {
  view = new BoardView($('board'), select);
  $('board').addEventListener('keydown', onBoardKey);
  document.addEventListener('keydown', onPageKey);
  for (const button of document.querySelectorAll('.pad button')) {
    button.addEventListener('click', () => {
      typeDigit(Number(button.dataset.digit));
      view.focus(ui.selected);
    });
  }
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('pencil').addEventListener('click', togglePencil);
  $('auto-marks').addEventListener('change', (event) => {
    if (board.setAutoMarks(event.target.checked)) boardChanged();
  });
  $('check').addEventListener('click', (event) => withButton(event.target, check));
  $('hint').addEventListener('click', (event) => withButton(event.target, startHint));
  $('hint-more').addEventListener('click', (event) => withButton(event.target, moreHint));
  $('hint-apply').addEventListener('click', applyHint);
  $('hint-close').addEventListener('click', () => {
    hint.clear();
    render();
  });
  $('explain').addEventListener('click', (event) => withButton(event.target, startExplain));
  $('explain-back').addEventListener('click', () => stepExplain(false));
  $('explain-forward').addEventListener('click', () => stepExplain(true));
  $('explain-close').addEventListener('click', () => {
    ui.walk = null;
    render();
  });
  $('rate').addEventListener('click', (event) => withButton(event.target, rate));
  $('generate').addEventListener('click', (event) => withButton(event.target, generate));
  $('import').addEventListener('click', (event) => withButton(event.target, importText));
}

async function start() {
  wire();
  render();
  const shared = new URLSearchParams(location.search).get('puzzle');
  try {
    if (shared) {
      const read = await callApi('read', { puzzle: shared });
      await loadPuzzle(read.puzzle, 'Shared puzzle');
    } else {
      await generate();
    }
  } catch (error) {
    say(describeError(error));
  }
  document.body.dataset.ready = 'true';
}

start();
