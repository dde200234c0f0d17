// Calls to nonet serve's JSON API (docs/server.md). Every Sudoku answer the page shows comes
// from here: the page itself only keeps track of what the player did.

/** An API refusal: the server's Error object (code, message, line, column, cell). */
export class ApiError extends Error {
  constructor(detail) {
    super(detail.message);
    this.detail = detail;
  }
}

/** POST `body` as JSON to `/api/<name>`; resolves to the answer's JSON, rejects with ApiError. */
export async function callApi(name, body) {
  let response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (failure) {
    throw new ApiError({ code: 'network', message: `the server did not answer (${failure.message})` });
  }
  const answer = await response.json().catch(() => null);
  if (answer === null) {
    throw new ApiError({ code: 'internal', message: `unreadable answer (HTTP ${response.status})` });
  }
  if (!response.ok) throw new ApiError(answer.error ?? { code: 'internal', message: `HTTP ${response.status}` });
  return answer;
}
