// The filtered trinkets, grouped by where they drop. Long lists render in pages that grow as the
// player scrolls, so a filter change never waits on thousands of rows.
import './trinket-list.css'
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import type { OwnedTrinkets } from '../character/owned'
import { activityFirst, type TrinketGroup } from '../model/trinket-filter'
import { placeKindName, trinketCount } from '../model/trinket-words'
import type { SpecPicks, Verdict } from '../rankings/guide-picks'
import type { FightSims } from '../sims/sim-value'
import type { CharacterUpgrades } from '../upgrades/character-upgrades'
import { upgradesCode } from '../upgrades/upgrades-code'
import { TrinketRow } from './trinket-row'

function elsewhereHeading(context: ItemLevelContext | undefined): string {
  if (context?.kind === 'key') return 'Not from Mythic+ dungeons'
  if (context?.kind === 'raid') return 'Not from the raid'
  return 'Elsewhere'
}

/** One empty list for every unrated row, so memoised rows keep their props. */
const noVerdicts: readonly Verdict[] = []

/** More than a season has, so real data always renders whole once the page has started. */
export const rowsPerPage = 60

/**
 * Rows in the prerendered page and in the first render of the list. The list starts below the
 * picker, the search and the guides' bar, so at 1280 × 800 it begins at the fold and a phone shows
 * none of it; two rows cover a tall desktop window's first look. Fewer rows keep the hydration task
 * short and the page's first response, with its CSS inlined, within the 14 KB a new connection
 * delivers in its first round trip (issues 7 and 21): with three, the two longest spec pages
 * (Restoration Shaman, Affliction Warlock) went over once the phone layout's rules were added.
 * The other rows follow in a background render right after, below the fold, so nothing on screen
 * moves.
 */
export const firstPaintRows = 2

/**
 * After hydration the list grows to its page this many rows at a time, each step a background
 * render of its own. Drawn in one step, a spec's whole list (its rows with their verdicts, sims,
 * marks and icon tiles) was one commit of about 60 ms on these machines, 240 ms at Lighthouse's 4×
 * CPU, most of a spec page's blocking time; a step of 6 rows keeps each commit short. The first
 * screen never shows these rows (see above), so the steps are not seen.
 */
export const rowsPerGrowStep = 6

type TrinketListProps = {
  dataset: SeasonDataset
  groups: TrinketGroup[]
  total: number
  context: ItemLevelContext | undefined
  trackedIds: ReadonlySet<number>
  /** What the imported character has; undefined without one. */
  owned: OwnedTrinkets | undefined
  /** The imported character's upgrades; undefined without them. */
  upgrades: CharacterUpgrades | undefined
  /** The guides' verdicts for the chosen spec; undefined without a spec. */
  picks: SpecPicks | undefined
  /** The chosen spec's sims for the chosen fight; undefined without them. */
  sims: FightSims | undefined
  onToggleTrack: (itemId: number) => void
  onShowDetails: (itemId: number) => void
}

/**
 * Memoised: the page re-renders on every click, the list only when its own inputs change (the
 * "newer view on its way" dimming is the parent's, so a click does not re-render the list).
 */
export const TrinketList = memo(function TrinketList({
  dataset,
  groups: filteredGroups,
  total,
  context,
  trackedIds,
  owned,
  upgrades,
  picks,
  sims,
  onToggleTrack,
  onShowDetails,
}: TrinketListProps) {
  // What drops in the chosen key or raid comes first; the rest follows under its own heading.
  const { groups, elsewhereFrom } = useMemo(
    () => activityFirst(filteredGroups, context),
    [filteredGroups, context],
  )
  const [limit, setLimit] = useState(rowsPerPage)
  const [listFor, setListFor] = useState(groups)
  // A new filter result starts again from the first page (set during render, React's pattern
  // for state derived from props, so the long list never renders even once).
  if (listFor !== groups) {
    setListFor(groups)
    setLimit(rowsPerPage)
  }
  // Effects run only in the browser, after hydration: from then on the list grows a step at a
  // time until it shows its page.
  const [grown, setGrown] = useState(firstPaintRows)
  const goal = Math.min(limit, total)
  useEffect(() => {
    if (grown < goal) startTransition(() => setGrown((rows) => rows + rowsPerGrowStep))
  }, [grown, goal])
  const shownLimit = Math.min(limit, grown)
  const moreRef = useRef<HTMLDivElement>(null)
  const hasMore = total > shownLimit

  useEffect(() => {
    const sentinel = moreRef.current
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) setLimit((n) => n + rowsPerPage)
      },
      { rootMargin: '800px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore])

  // Rows still to be drawn before the list reaches its page: the prerendered page and the first
  // steps after hydration. Their names stand below the rows meanwhile, so the page's first HTML
  // names every trinket of the list (for readers without scripts and for search engines).
  const growing = shownLimit < goal
  let budget = shownLimit
  return (
    <>
      {groups.map((group, index) => {
        if (budget <= 0) return null
        const rows = group.rows.slice(0, budget)
        budget -= rows.length
        const headingId = `group-${group.key}`
        return (
          <section key={group.key} className="trinket-group" aria-labelledby={headingId}>
            {index === elsewhereFrom && (
              <p className="elsewhere-heading">{elsewhereHeading(context)}</p>
            )}
            <h3 className="group-heading" id={headingId}>
              <span className="group-name">
                {group.title ?? group.instance?.name ?? 'Source unknown'}
              </span>
              {group.instance && group.sourceKind && (
                <span className={`group-kind kind-${group.sourceKind}`}>
                  {placeKindName(group.instance.kind)}
                </span>
              )}
              <span className="group-count">{trinketCount(group.rows.length)}</span>
            </h3>
            <ul className="trinket-rows">
              {rows.map(({ entry, drop }) => (
                <TrinketRow
                  key={entry.trinket.id}
                  dataset={dataset}
                  entry={entry}
                  drop={drop}
                  context={context}
                  tracked={trackedIds.has(entry.trinket.id)}
                  owned={owned?.get(entry.trinket.id)}
                  upgrade={
                    upgrades &&
                    upgradesCode.loaded()?.rowUpgrade(upgrades, dataset, context, { entry, drop })
                  }
                  unit={upgrades?.unit}
                  verdicts={picks && (picks.verdicts.get(entry.trinket.id) ?? noVerdicts)}
                  sims={sims}
                  showPlace={group.instance === undefined}
                  onToggleTrack={onToggleTrack}
                  onShowDetails={onShowDetails}
                />
              ))}
            </ul>
          </section>
        )
      })}
      {growing && <RestOfList groups={groups} shown={shownLimit} upTo={goal} />}
      {hasMore && !growing && (
        <div ref={moreRef} className="list-more">
          <button type="button" className="button" onClick={() => setLimit((n) => n + rowsPerPage)}>
            Show more ({total - shownLimit} left)
          </button>
        </div>
      )}
    </>
  )
})

/** The names of the rows after the first `shown`, up to `upTo`: one line, no markup per name. */
function RestOfList({
  groups,
  shown,
  upTo,
}: {
  groups: readonly TrinketGroup[]
  shown: number
  upTo: number
}) {
  const names = groups
    .flatMap((group) => group.rows)
    .slice(shown, upTo)
    .map(({ entry }) => entry.trinket.name)
  return (
    <p className="list-rest">
      <span className="list-rest-label">Also in this list:</span> {names.join(' · ')}
    </p>
  )
}
