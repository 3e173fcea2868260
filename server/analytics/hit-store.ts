// Tracking hits in an embedded SQLite database (better-sqlite3, WAL). Only what the summary and
// an operator need is kept: no IP address, no user agent.
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { TrackingHit } from './hit'
import type { SummaryRange } from './summary-range'

export type AnalyticsSummary = {
  from: string
  to: string
  pageViews: Array<{ path: string; views: number }>
  outlinks: Array<{ url: string; clicks: number }>
  totals: { pageViews: number; outlinks: number; heartbeats: number; visitors: number }
}

export type HitStore = {
  add(hit: TrackingHit, receivedAt: number): void
  summary(range: SummaryRange): AnalyticsSummary
  /** Deletes the hits received before `cutoff`; returns how many. */
  deleteOlderThan(cutoff: number): number
  close(): void
}

const schema = `
  CREATE TABLE IF NOT EXISTS hits (
    id INTEGER PRIMARY KEY,
    received_at INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('pageview', 'outlink', 'ping')),
    url TEXT NOT NULL,
    path TEXT NOT NULL,
    action_name TEXT,
    referrer TEXT,
    link TEXT,
    visitor_id TEXT,
    page_view_id TEXT
  );
  CREATE INDEX IF NOT EXISTS hits_by_kind_and_time ON hits (kind, received_at);
`

/**
 * The database holds visitor ids and the pages they saw: the folders the server creates for it
 * are its user's alone, and so is the file (SQLite gives its -wal and -shm files the same mode).
 */
const privateFolderMode = 0o700
const privateFileMode = 0o600

/**
 * Creates the missing folders above the database file one level at a time. mkdirSync's
 * `recursive` option loops forever on some paths (under /proc, for one), pinning the server.
 */
function ensureFolder(folder: string) {
  const missing: string[] = []
  let existing = folder
  while (!existsSync(existing)) {
    missing.unshift(existing)
    const parent = path.dirname(existing)
    if (parent === existing) break
    existing = parent
  }
  if (!statSync(existing).isDirectory()) throw new Error(`${existing} is not a folder`)
  for (const dir of missing) {
    try {
      mkdirSync(dir, privateFolderMode)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'an unknown error'
      throw new Error(`the folder ${dir} cannot be created (${code})`)
    }
  }
}

/** Opens (creating if needed) the database; throws an Error whose message is a short reason. */
export function openHitStore(file: string): HitStore {
  ensureFolder(path.dirname(path.resolve(file)))
  // Created here with its mode, where SQLite would create it readable by everyone (0644). An
  // existing file keeps the mode its operator gave it.
  if (!existsSync(file)) closeSync(openSync(file, 'a', privateFileMode))
  const db = new Database(file)
  try {
    // WAL lets the summary read while hits are written; NORMAL sync is safe with WAL against a
    // crash of the server (only a power cut may lose the last hits).
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('busy_timeout = 5000')
    db.exec(schema)
    // Take the write lock once, so a read-only file fails now rather than on the first hit.
    db.exec('BEGIN IMMEDIATE; ROLLBACK')
  } catch (error) {
    db.close()
    throw error
  }

  const insert = db.prepare(`
    INSERT INTO hits (received_at, kind, url, path, action_name, referrer, link, visitor_id, page_view_id)
    VALUES (@receivedAt, @kind, @url, @path, @actionName, @referrer, @link, @visitorId, @pageViewId)
  `)
  const pageViewsByPath = db.prepare<[number, number], { path: string; views: number }>(`
    SELECT path, COUNT(*) AS views FROM hits
    WHERE kind = 'pageview' AND received_at BETWEEN ? AND ?
    GROUP BY path ORDER BY views DESC, path
  `)
  const outlinksByUrl = db.prepare<[number, number], { url: string; clicks: number }>(`
    SELECT link AS url, COUNT(*) AS clicks FROM hits
    WHERE kind = 'outlink' AND received_at BETWEEN ? AND ?
    GROUP BY link ORDER BY clicks DESC, link
  `)
  const totals = db.prepare<
    [number, number],
    { pageViews: number; outlinks: number; heartbeats: number; visitors: number }
  >(`
    SELECT
      COUNT(*) FILTER (WHERE kind = 'pageview') AS pageViews,
      COUNT(*) FILTER (WHERE kind = 'outlink') AS outlinks,
      COUNT(*) FILTER (WHERE kind = 'ping') AS heartbeats,
      COUNT(DISTINCT visitor_id) FILTER (WHERE kind = 'pageview') AS visitors
    FROM hits WHERE received_at BETWEEN ? AND ?
  `)
  // Naming the kinds lets SQLite use the (kind, received_at) index rather than scan the table.
  const deleteBefore = db.prepare<[number]>(`
    DELETE FROM hits WHERE kind IN ('pageview', 'outlink', 'ping') AND received_at < ?
  `)

  return {
    add(hit, receivedAt) {
      insert.run({
        receivedAt,
        kind: hit.kind,
        url: hit.url,
        path: hit.path,
        actionName: hit.actionName ?? null,
        referrer: hit.referrer ?? null,
        link: hit.link ?? null,
        visitorId: hit.visitorId ?? null,
        pageViewId: hit.pageViewId ?? null,
      })
    },
    summary({ from, to }) {
      return {
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        pageViews: pageViewsByPath.all(from, to),
        outlinks: outlinksByUrl.all(from, to),
        totals: totals.get(from, to) ?? { pageViews: 0, outlinks: 0, heartbeats: 0, visitors: 0 },
      }
    },
    deleteOlderThan(cutoff) {
      return deleteBefore.run(cutoff).changes
    },
    close() {
      db.close()
    },
  }
}
