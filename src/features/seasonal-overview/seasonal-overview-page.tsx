// The Seasonal Overview: the season's dungeons, raid, tracks and rewards on one page, with a table
// of contents of hash links. Section shells render at once; their contents wait for the dataset
// behind a same-size placeholder (the prerendered HTML already holds them), and the sections below
// the first screen for their code too (gear-sections-code.ts).
import { type ReactNode, Suspense, use, useLayoutEffect, useState } from 'react'
import { CodePart } from '~/components/code-part'
import { formatDate } from '~/lib/format-date'
import { gearSectionsCode } from './gear-sections-code'
import { DungeonPool, LairAndWorldBoss, RaidSection } from './instance-sections'
import { firstSeasonStart } from './overview-model'
import { type OverviewSectionId, overviewSections } from './sections'
import { useCurrentSection } from './use-current-section'
import { useSeasonData } from './use-season-data'
import 'virtual:seasonal-overview/server-ready'
import './seasonal-overview.css'

// Fetched as soon as the page's own code runs (when a link to the overview comes into view, or on
// this page before it hydrates), so the sections are usually there by the time they are drawn.
const gearSectionsSettled = gearSectionsCode.load().then(
  () => {},
  () => {},
)

type GearSections = Awaited<ReturnType<typeof gearSectionsCode.load>>

/** A section whose code comes with the gear sections' chunk. */
function onDemand(id: OverviewSectionId, content: (sections: GearSections) => ReactNode) {
  const title = overviewSections.find((section) => section.id === id)?.title ?? id
  return () => (
    <CodePart
      code={gearSectionsCode}
      what={`The ${title} section`}
      loading={`Loading ${title}…`}
      skeleton={<div className={`section-placeholder placeholder-${id}`} />}
    >
      {content}
    </CodePart>
  )
}

const sectionContent: Record<OverviewSectionId, () => ReactNode> = {
  dungeons: DungeonPool,
  raid: RaidSection,
  'lair-and-world-boss': LairAndWorldBoss,
  'raid-difficulties': onDemand('raid-difficulties', (s) => <s.RaidDifficulties />),
  'upgrade-tracks': onDemand('upgrade-tracks', (s) => <s.UpgradeTracks />),
  'mythic-plus-rewards': onDemand('mythic-plus-rewards', (s) => <s.MythicPlusRewards />),
  'great-vault': onDemand('great-vault', (s) => <s.GreatVault />),
  affixes: onDemand('affixes', (s) => <s.Affixes />),
  'start-dates': onDemand('start-dates', (s) => <s.StartDates />),
}

export function SeasonalOverviewPage() {
  const [afterNavigation] = useState(reachedInBrowser)
  return (
    <div className="page overview">
      <header className="overview-header">
        <h1 className="page-title">Seasonal Overview</h1>
        <Suspense fallback={<div className="season-facts is-loading" />}>
          <SeasonFacts />
        </Suspense>
      </header>
      <div className="overview-layout">
        <TableOfContents />
        <div className="overview-sections">
          {overviewSections.map(({ id, title }) => {
            const Content = sectionContent[id]
            return (
              <section
                key={id}
                id={id}
                className="overview-section"
                aria-labelledby={`${id}-title`}
              >
                <div className="overview-section-head">
                  <h2 id={`${id}-title`} className="overview-section-title">
                    {title}
                  </h2>
                  <BackToContents />
                </div>
                <Suspense fallback={<div className={`section-placeholder placeholder-${id}`} />}>
                  <Content />
                </Suspense>
              </section>
            )
          })}
        </div>
      </div>
      {/* Not in the prerendered page at all: its empty boundary cost bytes of the first HTML. */}
      {afterNavigation && (
        <Suspense fallback={null}>
          <ScrollToSectionWhenDrawn />
        </Suspense>
      )}
    </div>
  )
}

/**
 * Whether the overview was reached by a navigation in the browser rather than opened at its
 * address, read once when the page first draws: from the address the document was opened at, not
 * from the hydration state. The page's code arrives after the rest of the site has hydrated, and
 * read inside ScrollToSectionWhenDrawn's boundary, which React may draw afresh rather than hydrate,
 * the hydration state was once "hydrated" on a first load, and the page scrolled to the section
 * again after the reader had moved on. (useHydrated in the page itself renders it again after
 * hydration, and the sections still waiting for their code lost their prerendered HTML to
 * placeholders.) A document opened here already has the sections' code when it comes back to the
 * page, and the route's loader the dataset, so the sections are drawn at once and the router's own
 * scroll needs no second one.
 */
function reachedInBrowser() {
  if (typeof document === 'undefined') return false
  const [opened] = performance.getEntriesByType('navigation')
  return !opened || new URL(opened.name).pathname !== window.location.pathname
}

/**
 * A page reached in the browser at a section's address (/seasonal-overview/#great-vault, a link in
 * the FAQ): the router scrolls to the section when the page first draws, while the sections above
 * it may still wait for the dataset (the page before may not have needed it) or for their code, each
 * at a placeholder's height; they then grow and push the section down the page. This scrolls to it
 * again once they are all drawn. A first load has no need: the browser scrolls the prerendered page.
 */
function ScrollToSectionWhenDrawn() {
  useSeasonData()
  if (!gearSectionsCode.loaded()) use(gearSectionsSettled)
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return null
}

function SeasonFacts() {
  const { season } = useSeasonData()
  const start = firstSeasonStart(season)
  return (
    <dl className="season-facts">
      <div>
        <dt className="caps-label">Season</dt>
        <dd>{season.name}</dd>
      </div>
      <div>
        <dt className="caps-label">Patch</dt>
        <dd>
          {season.patch}
          {season.patchName && <span className="fact-detail"> {season.patchName}</span>}
        </dd>
      </div>
      <div>
        <dt className="caps-label">Season start</dt>
        <dd>
          {start ? (
            <>
              <time dateTime={start.date}>{formatDate(start.date)}</time>
              <span className="fact-detail"> {start.regions.join(', ')}</span>
            </>
          ) : (
            'Unknown'
          )}
        </dd>
      </div>
      <div>
        <dt className="caps-label">Data as of</dt>
        <dd>
          <time dateTime={season.dataAsOf}>{formatDate(season.dataAsOf)}</time>
        </dd>
      </div>
    </dl>
  )
}

const sectionIds = overviewSections.map((section) => section.id)
const contentsId = 'contents'

/**
 * On phones and tablets the contents stay at the top of a very long page, so each section offers
 * the way back; from 992 px the contents sit beside the sections and this link is hidden.
 */
function BackToContents() {
  return (
    <a href={`#${contentsId}`} className="back-to-contents">
      <span aria-hidden="true">↑ </span>
      <span className="visually-hidden">Back to </span>
      Contents
    </a>
  )
}

function TableOfContents() {
  const current = useCurrentSection(sectionIds)
  return (
    <nav id={contentsId} className="overview-toc" aria-labelledby="overview-toc-title">
      <p id="overview-toc-title" className="overview-toc-title caps-label">
        On this page
      </p>
      <ol className="overview-toc-list">
        {overviewSections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={id === current ? 'location' : undefined}>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
