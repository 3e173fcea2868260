import { Link } from '@tanstack/react-router'
import { pageLinks, toolLinks } from './shell/nav-links'

/** What each tool answers, in a player's words, so the way back says where it leads. */
const toolHints: Record<string, string> = {
  '/trinket-tracker/':
    'Which trinket is best for your spec, where it drops and at what item level.',
  '/seasonal-overview/':
    'Dungeons, the raid, item levels by key and difficulty, and the Great Vault.',
}

/**
 * The specification's plain "Not Found", with the ways back: the tools, the home page and a
 * trinket search. The search is a plain form, so it works on the prerendered 404 page before (or
 * without) its scripts: the tracker reads `?q=`.
 */
export function NotFound() {
  return (
    <div className="page not-found">
      <h1 className="page-title">Not Found</h1>
      <p className="lede">
        There is no page at this address. The link may be mistyped, or the page may have moved.
      </p>
      <nav aria-label="Ways back">
        <ul className="not-found-links">
          {toolLinks.map((tool) =>
            tool.disabled ? null : (
              <li key={tool.to}>
                <Link to={tool.to}>{tool.label}</Link>
                <span>{toolHints[tool.to]}</span>
              </li>
            ),
          )}
          <li>
            <Link to="/">Home page</Link>
            <span>What is new this season and in the site.</span>
          </li>
          {pageLinks.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="not-found-search" action="/trinket-tracker/" method="get">
        <label htmlFor="not-found-q">Looking for a trinket? Search it by name</label>
        <div className="not-found-search-row">
          <input
            id="not-found-q"
            name="q"
            type="search"
            maxLength={60}
            placeholder="e.g. Lightspire"
          />
          <button type="submit" className="button">
            Search the tracker
          </button>
        </div>
      </form>
    </div>
  )
}
