import { Link } from '@tanstack/react-router'

/** The specification's plain "Not Found", with a way back so the player is not left stranded. */
export function NotFound() {
  return (
    <div className="page not-found">
      <h1 className="page-title">Not Found</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  )
}
