// Home: what Vaultwise is, its tools, the season at a glance and the newest changes.

import { glance } from 'virtual:season-glance'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FactMark } from '~/components/fact-mark'
import { siteConfig } from '~/config/site'
import { formatDate } from '~/lib/format-date'
import { countOf } from '~/lib/words'
import './home.css'

type HomePageProps = {
  /** The newest Change Log entries; the route passes them in from the change-log feature. */
  latestChanges: ReactNode
}

export function HomePage({ latestChanges }: HomePageProps) {
  return (
    <div className="page home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="page-title">
          {siteConfig.title}
        </h1>
        <p className="lede">{siteConfig.description}</p>
      </section>

      <section className="home-section" aria-labelledby="tools-title">
        <h2 id="tools-title" className="home-section-title">
          Tools
        </h2>
        <ul className="tool-cards">
          <ToolCard to="/trinket-tracker/" name="Trinket Tracker">
            Pick your class and spec to see every trinket of the season you can use, where it drops
            and at what item level. Paste your <code>/simc</code> export there to see your best
            upgrades from your vault, your bags and this week's runs, and by how much.
          </ToolCard>
          <ToolCard to="/seasonal-overview/" name="Seasonal Overview">
            The dungeon pool, the raid in kill order, upgrade tracks, keystone rewards and the Great
            Vault on one page.
          </ToolCard>
          <li className="tool-card is-disabled">
            <h3 className="tool-card-title">
              Loot Table <span className="soon-badge">(Soon™)</span>
            </h3>
            <p>Every drop of the season in one table. Not available yet.</p>
          </li>
        </ul>
      </section>

      <section className="home-section" aria-labelledby="glance-title">
        <h2 id="glance-title" className="home-section-title">
          Season at a glance
        </h2>
        <SeasonGlance />
      </section>

      <section className="home-section" aria-labelledby="changes-title">
        <h2 id="changes-title" className="home-section-title">
          Latest changes
        </h2>
        {latestChanges}
        <p className="home-more">
          <Link to="/change-log/">Full Change Log</Link>
        </p>
      </section>
    </div>
  )
}

/** A tool the site has: its name links to it. */
function ToolCard({
  to,
  name,
  children,
}: {
  to: LinkProps['to']
  name: string
  children: ReactNode
}) {
  return (
    <li className="tool-card">
      <h3 className="tool-card-title">
        <Link to={to} className="tool-card-link">
          {name}
        </Link>
      </h3>
      <p>{children}</p>
    </li>
  )
}

function SeasonGlance() {
  const { season, figures, dungeons, raids } = glance
  return (
    <div className="glance">
      <p className="glance-season">
        <strong>{season.name}</strong>, patch {season.patch}
        {season.patchName && ` (${season.patchName})`}. Data as of{' '}
        <time dateTime={season.dataAsOf}>{formatDate(season.dataAsOf)}</time>.
      </p>
      <ul className="glance-figures">
        {figures.map((figure) => (
          <li key={figure.label} className="glance-figure">
            <span className="caps-label">{figure.label}</span>
            <span className="glance-figure-value">
              {figure.value}
              {figure.certainty !== 'confirmed' && <FactMark kind={figure.certainty} />}
            </span>
            <span className="glance-figure-detail">{figure.detail}</span>
          </li>
        ))}
      </ul>
      <div className="glance-columns">
        <div className="glance-block">
          <h3 className="glance-block-title">
            Mythic+ dungeons{' '}
            <span className="glance-count">{countOf(dungeons.length, 'dungeon', 'dungeons')}</span>
          </h3>
          <ul className="glance-names">
            {dungeons.map((dungeon) => (
              <li key={dungeon.id}>{dungeon.name}</li>
            ))}
          </ul>
          <Link to="/seasonal-overview/" hash="dungeons" className="glance-link">
            Bosses and trinkets of each dungeon
          </Link>
        </div>
        {raids.map((raid) => (
          <div key={raid.id} className="glance-block">
            <h3 className="glance-block-title">
              Raid: {raid.name}{' '}
              <span className="glance-count">{countOf(raid.bosses.length, 'boss', 'bosses')}</span>
            </h3>
            <ol className="glance-names">
              {raid.bosses.map((boss) => (
                <li key={boss.id}>{boss.name}</li>
              ))}
            </ol>
            <Link to="/seasonal-overview/" hash="raid" className="glance-link">
              The raid in kill order, with its trinkets
            </Link>
          </div>
        ))}
      </div>
    </div>
  )
}
