import { defineMessages } from '../i18n/messages'

/**
 * An error answer's sentence, by its status and what its body was. Only
 * error-answer.ts imports these, so they load with the first error answer
 * (decision 004); each ApiError carries them to the screen.
 */
export const errorAnswerMessages = defineMessages('errorAnswer', {
  s400: 'The server rejected the request as invalid',
  s401: 'The API key was refused',
  s403: 'The API key is not allowed to do this',
  s404: 'Not found',
  s408: 'The server timed out waiting for the request',
  s429: 'Too many requests',
  s500: 'The server had an internal error',
  s502: 'A gateway between you and the server failed (502)',
  s503: 'The server is unavailable right now (503)',
  s504: 'A gateway between you and the server timed out (504)',
  other: 'The server answered with HTTP {status}',
  noDetails: '{problem} (answered with no details).',
  webPage:
    '{problem} (answered with a web page instead of an API error, so a proxy or gateway may be involved).',
  notAnError: '{problem} (answered with a body that is not an API error).',
})
