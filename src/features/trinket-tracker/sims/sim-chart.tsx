// The details dialog's account of one trinket's published sims for the chosen spec: its curve
// over item levels for each fight the publisher ran, drawn as a small SVG chart from zero, and
// the numbers as published in a table beneath it. Part of the details dialog's own chunk.
import type { SeasonDataset } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { type FightStyle, fightStyleNames } from '~/domain/sims/fight-styles'
import type { SimPoint, SpecSims } from '~/domain/sims/schema'
import { formatDate } from '~/lib/format-date'
import { simmedBeforeChange } from '../ui/before-change'
import { type FightSims, fightSimsOf } from './sim-value'
import { exactSimValue } from './sim-words'

const width = 320
const height = 168
const pad = { left: 44, right: 16, top: 12, bottom: 32 }

type Curve = { fight: FightStyle; points: readonly SimPoint[] }

/** 9.08 → "9%", 35578 → "36k": a tick's label, short. */
function tickLabel(value: number, percent: boolean): string {
  if (percent) return `${Math.round(value)}%`
  return value >= 1000 ? `${Math.round(value / 1000)}k` : String(Math.round(value))
}

function Chart({ curves, percent, title }: { curves: Curve[]; percent: boolean; title: string }) {
  const levels = curves.flatMap((c) => c.points.map((p) => p[0]))
  const minLevel = Math.min(...levels)
  const maxLevel = Math.max(...levels)
  const top = Math.max(...curves.flatMap((c) => c.points.map((p) => p[1])))
  const x = (level: number) =>
    pad.left +
    (maxLevel === minLevel
      ? (width - pad.left - pad.right) / 2
      : ((level - minLevel) / (maxLevel - minLevel)) * (width - pad.left - pad.right))
  const y = (value: number) => pad.top + (1 - value / top) * (height - pad.top - pad.bottom)
  const xTicks = [...new Set([minLevel, maxLevel])]
  return (
    <svg className="sim-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
      <line className="sim-axis" x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
      <line className="sim-grid" x1={pad.left} x2={width - pad.right} y1={y(top)} y2={y(top)} />
      <text className="sim-tick" x={pad.left - 6} y={y(0) + 4} textAnchor="end">
        {tickLabel(0, percent)}
      </text>
      <text className="sim-tick" x={pad.left - 6} y={y(top) + 4} textAnchor="end">
        {tickLabel(top, percent)}
      </text>
      {xTicks.map((level) => (
        <text key={level} className="sim-tick" x={x(level)} y={height - 6} textAnchor="middle">
          {level}
        </text>
      ))}
      {curves.map((curve, index) => (
        <g key={curve.fight} className={`sim-curve sim-curve-${index}`}>
          <polyline points={curve.points.map((p) => `${x(p[0])},${y(p[1])}`).join(' ')} />
          {curve.points.map((p) => (
            <circle key={p[0]} cx={x(p[0])} cy={y(p[1])} r={2.5} />
          ))}
        </g>
      ))}
    </svg>
  )
}

/** "Simmed 9 September 2026", or per fight where dates or playstyles differ. */
function whenSimmed(fights: readonly FightSims[]): string {
  const verb = fights[0]?.source.simulator ? 'Simmed' : 'Read'
  const dates = fights.map((f) => formatDate(f.set.simmedAt.slice(0, 10)))
  const playstyles = fights.map((f) => f.set.playstyle)
  if (new Set(dates).size === 1 && new Set(playstyles).size === 1) {
    return `${verb} ${dates[0]}${playstyles[0] ? ` for the ${playstyles[0]} playstyle` : ''}`
  }
  return fights
    .map(
      (f, i) =>
        `${fightStyleNames[f.fight]}: ${verb.toLowerCase()} ${dates[i]}${f.set.playstyle ? ` for the ${f.set.playstyle} playstyle` : ''}`,
    )
    .join('; ')
}

export function SimDetails({
  dataset,
  specName,
  sims,
  itemId,
}: {
  dataset: SeasonDataset
  specName: string
  /** The spec's sims; null where no publisher has any for the spec. */
  sims: SpecSims | null
  itemId: number
}) {
  if (!sims) {
    return (
      <p className="details-aside">
        No published sims for {specName}: neither Bloodmallet nor QE Live has numbers for it this
        season.
      </p>
    )
  }
  const fights = sims.sets.flatMap((set) => {
    const found = fightSimsOf(dataset, sims, set.fightStyle)
    return found ? [found] : []
  })
  const first = fights[0]
  if (!first) return null
  const { source } = first
  const beforeChange = simmedBeforeChange(
    seasonIndex(dataset).trinketById(itemId),
    first.set.simmedAt,
  )
  const curves = fights.flatMap((f) => {
    const points = f.curves.get(itemId)
    return points ? [{ fight: f.fight, points }] : []
  })
  const missing = fights.filter((f) => !f.curves.has(itemId)).map((f) => fightStyleNames[f.fight])
  const unit =
    source.unit === 'dps-percent'
      ? '% DPS over an empty trinket slot'
      : 'healing score (not a percentage; compare it only with other trinkets for this spec)'
  const levels = [...new Set(curves.flatMap((c) => c.points.map((p) => p[0])))].sort(
    (a, b) => a - b,
  )
  return (
    <>
      <p className="details-aside">
        {source.publisher}, {unit}. {whenSimmed(fights)}
        {source.simulator ? ` with ${source.simulator}` : ''}.
        {beforeChange && curves.length > 0 && (
          <>
            {' '}
            {beforeChange}
            <span className="certainty-text certainty-disputed"> (disputed)</span>
          </>
        )}
      </p>
      {curves.length === 0 ? (
        <p>
          Not in {source.publisher}'s published top 15 for {specName}; that does not make it a bad
          trinket, only one the list leaves out.
        </p>
      ) : (
        <>
          <Chart
            curves={curves}
            percent={source.unit === 'dps-percent'}
            title={`${source.publisher}'s values for ${specName} by item level, ${curves
              .map((c) => fightStyleNames[c.fight].toLowerCase())
              .join(' and ')}`}
          />
          <ul className="sim-legend">
            {curves.map((curve, index) => (
              <li key={curve.fight} className={`sim-curve-${index}`}>
                {fightStyleNames[curve.fight]}
              </li>
            ))}
          </ul>
          <table className="details-table sim-table">
            <thead>
              <tr>
                <th scope="col">Item level</th>
                {curves.map((curve) => (
                  <th key={curve.fight} scope="col">
                    {fightStyleNames[curve.fight]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level}>
                  <th scope="row">{level}</th>
                  {curves.map((curve) => {
                    const point = curve.points.find((p) => p[0] === level)
                    return (
                      <td key={curve.fight}>
                        {point ? exactSimValue(source.unit, point[1]) : 'not simmed'}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {missing.length > 0 && (
            <p className="details-aside">
              Not in {source.publisher}'s top 15 for {missing.join(' or ').toLowerCase()}.
            </p>
          )}
        </>
      )}
    </>
  )
}
