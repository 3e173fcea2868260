// What the guides say, as the tracker shows it: a trinket row's verdicts, the spec's top picks
// above the list, and the details dialog's full account.
import './guide-verdicts.css'
import { Fragment, memo, useMemo } from 'react'
import { ExternalLink } from '~/components/external-link'
import { Tooltip } from '~/components/tooltip'
import type { SeasonDataset, Trinket } from '~/domain/season/schema'
import { formatDate } from '~/lib/format-date'
import { trinketIndex } from '../model/trinket-filter'
import { dropText } from '../model/trinket-words'
import { trackedPanelId } from '../planner/tracked-panel'
import { BeforeChangeMark } from '../ui/before-change'
import { TrinketIcon } from '../ui/trinket-icon'
import {
  listName,
  ratedBeforeChange,
  type SpecPicks,
  type Verdict,
  verdictRuns,
  verdictSource,
  verdictText,
} from './guide-picks'

export const notRated = 'Not rated by the guides we follow'

/** A trinket's verdicts, for its row and for its details dialog alike. */
type VerdictsProps = {
  verdicts: readonly Verdict[] | undefined
  /** The trinket: verdicts given before its last change say so. */
  trinket: Pick<Trinket, 'lastChanged'>
}

/** A row's verdicts: one small link per publisher's list, with who, when and what in its tooltip. */
export function GuideVerdicts({ verdicts, trinket }: VerdictsProps) {
  if (!verdicts) return null
  if (verdicts.length === 0) return <p className="guide-verdicts is-unrated">{notRated}</p>
  const older = ratedBeforeChange(verdicts, trinket)
  return (
    <ul className="guide-verdicts" aria-label="What the guides say">
      {verdictRuns(verdicts).map((run) => (
        <li key={verdictKey(run[0])}>
          {run.map((verdict, index) => (
            <Fragment key={verdictKey(verdict)}>
              {index > 0 && ' · '}
              <Tooltip
                sideOffset={6}
                content={<span className="verdict-tip">{verdictSource(verdict)}</span>}
              >
                <ExternalLink
                  href={verdict.ranking.url}
                  className={`verdict verdict-points-${Math.round(verdict.points)}`}
                >
                  {verdictText(verdict, index === 0)}
                </ExternalLink>
              </Tooltip>
            </Fragment>
          ))}
        </li>
      ))}
      {older && (
        <li>
          <BeforeChangeMark note={older} />
        </li>
      )}
    </ul>
  )
}

function verdictKey(verdict: Verdict | undefined): string {
  const ranking = verdict?.ranking
  return `${ranking?.publisher}-${ranking?.kind}-${ranking?.list}-${ranking?.date}`
}

/** "Top picks for Fire Mage": the best-rated trinkets, where each drops, and a way to farm them. */
export const TopPicks = memo(function TopPicks({
  dataset,
  specName,
  picks,
  trackedIds,
  onTrackAll,
}: {
  dataset: SeasonDataset
  specName: string
  picks: SpecPicks
  trackedIds: ReadonlySet<number>
  onTrackAll: (itemIds: readonly number[]) => void
}) {
  const top = useMemo(() => {
    const drops = new Map(trinketIndex(dataset).map((entry) => [entry.trinket.id, entry.drops]))
    return picks.top.map((trinket) => ({
      trinket,
      where: dropText(drops.get(trinket.id)?.[0]),
      older: ratedBeforeChange(picks.verdicts.get(trinket.id), trinket),
    }))
  }, [dataset, picks])
  if (top.length === 0) return null
  const allTracked = top.every(({ trinket }) => trackedIds.has(trinket.id))
  return (
    <section className="top-picks" aria-labelledby="top-picks-heading">
      <h3 className="top-picks-title" id="top-picks-heading">
        Top picks for {specName}
      </h3>
      <ol className="top-picks-list">
        {top.map(({ trinket, where, older }) => (
          <li key={trinket.id}>
            <TrinketIcon trinket={trinket} inline />
            <span className={`top-pick-name quality-${trinket.quality}`}>{trinket.name}</span>
            <BeforeChangeMark note={older} />
            <span className="top-pick-where">{where}</span>
          </li>
        ))}
      </ol>
      {allTracked ? (
        <a className="top-picks-action" href={`#${trackedPanelId}`}>
          See where to farm them ↓
        </a>
      ) : (
        <button
          type="button"
          className="button button-small top-picks-action"
          onClick={() => onTrackAll(top.map(({ trinket }) => trinket.id))}
        >
          Track them and plan the farm
        </button>
      )}
    </section>
  )
})

/** The details dialog's account: every verdict with its publisher, date and what it measures. */
export function GuideVerdictDetails({ verdicts, trinket }: VerdictsProps) {
  if (!verdicts) return null
  if (verdicts.length === 0) return <p>{notRated}.</p>
  const older = ratedBeforeChange(verdicts, trinket)
  return (
    <>
      {older && (
        <p className="details-aside">
          {older}
          <span className="certainty-text certainty-disputed"> (disputed)</span>
        </p>
      )}
      <ul className="details-verdicts">
        {verdicts.map((verdict) => (
          <li key={verdictKey(verdict)}>
            <strong>{verdictText(verdict)}</strong>
            <span className="details-verdict-source">
              <ExternalLink href={verdict.ranking.url} showIcon>
                {listName(verdict.ranking)}
              </ExternalLink>
              , <time dateTime={verdict.ranking.date}>{formatDate(verdict.ranking.date)}</time>:{' '}
              {verdict.ranking.kind === 'usage'
                ? `${verdict.ranking.measures} (${verdict.ranking.population})`
                : verdict.ranking.measures}
              {verdict.ranking.kind === 'tier-list' && verdict.ranking.tiers.length > 1
                ? `, tiers ${verdict.ranking.tiers.join(', ')}, best first`
                : ''}
              .
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
