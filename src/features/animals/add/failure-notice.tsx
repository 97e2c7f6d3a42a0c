import { Link } from 'wouter'
import type { Failure } from './send-failure'

/** Why the animal was not added, or that it may have been, and what to do next. */
export function FailureNotice({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case 'refused':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The API key was refused</strong>, so the animal was not
            added. The server said: “{failure.message}”
          </p>
          <p>
            <Link to="/settings">Check the API key in Settings</Link>. What you
            typed is kept here.
          </p>
        </div>
      )
    case 'not-created':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The animal was not added.</strong> {failure.message}
          </p>
        </div>
      )
    case 'unknown':
      return (
        <div role="alert" className="notice bad">
          <p>
            <strong>The animal may or may not have been added.</strong>{' '}
            {failure.message}
          </p>
          <p>
            <Link to="/animals">Check the list</Link> before trying again, so it
            is not added twice. What you typed is kept here.
          </p>
        </div>
      )
  }
}
