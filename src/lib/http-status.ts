// Sentences for HTTP statuses whose body was not an API Error (a proxy page,
// an empty or malformed body). Only an error answer needs them, so the API
// client loads them then, not with the list's first load (decision 004).

const STATUS_TEXT: Record<number, string> = {
  400: 'The server rejected the request as invalid',
  401: 'The API key was refused',
  403: 'The API key is not allowed to do this',
  404: 'Not found',
  408: 'The server timed out waiting for the request',
  429: 'Too many requests',
  500: 'The server had an internal error',
  502: 'A gateway between you and the server failed (502)',
  503: 'The server is unavailable right now (503)',
  504: 'A gateway between you and the server timed out (504)',
}

/** A sentence for a status whose body was not an Error (a proxy page, empty, malformed). */
export function describeStatus(status: number): string {
  return STATUS_TEXT[status] ?? `The server answered with HTTP ${status}`
}
