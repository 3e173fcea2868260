// @vitest-environment jsdom
// The hotfix guard: values made before a trinket's last change say so where they are shown, and
// nothing else does.

import { readdirSync, readFileSync } from 'node:fs'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Trinket } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { changedSince } from '~/domain/season/trinket-changes'
import { parseSpecSims, type SpecSims } from '~/domain/sims/schema'
import { season, trinketNamed } from './model/test-dataset'
import { specPicks } from './rankings/guide-picks'
import { GuideVerdictDetails, GuideVerdicts } from './rankings/guide-verdicts'
import { SimDetails } from './sims/sim-chart'
import { fightSimsOf, shownSimValue } from './sims/sim-value'
import { SimValueLine } from './sims/sim-value-line'
import { testCharacter, testTrinket, testUpgrades } from './upgrades/test-upgrades'
import { valuesBeforeChange } from './upgrades/upgrade-words'

// jsdom's import.meta.url is not a file address: the tests run from the project's folder.
const simsDir = `${process.cwd()}/data/sims`
function simsOf(path: string): SpecSims {
  return parseSpecSims(JSON.parse(readFileSync(`${simsDir}/${path}.json`, 'utf8')), path)
}
const changed = ['Ruby Whelp Shell', 'Seed of Radiant Hope', 'Unstable Felheart Crystal']
const frost = fightSimsOf(season, simsOf('death-knight/frost'), 'single-target')
if (!frost) throw new Error('no Frost sims')
const at = (level: number) =>
  ({
    kind: 'drop',
    drop: { itemLevel: level, track: null, certainty: 'confirmed' },
  }) as unknown as Parameters<typeof shownSimValue>[1]

/** Frost's single-target sim value line of a trinket at item level 300. */
const renderFrostValue = (trinket: Trinket) =>
  render(
    <SimValueLine
      sims={frost}
      shown={shownSimValue(frost.curves.get(trinket.id), at(300))}
      trinket={trinket}
    />,
  )

function restorationShamanPicks() {
  const shaman = seasonIndex(season).specBySlug('shaman', 'restoration')
  if (!shaman) throw new Error('fixture')
  return specPicks(season, shaman, 'Restoration Shaman')
}

describe('the hotfix guard', () => {
  it('records a change for the three trinkets the 22 Sep tuning changed, and for no other', () => {
    expect(season.trinkets.filter((t) => t.lastChanged).map((t) => t.name)).toEqual(
      expect.arrayContaining(changed),
    )
    expect(season.trinkets.filter((t) => t.lastChanged)).toHaveLength(3)
  })

  it('marks a sim value simmed before the trinket changed, with the dates', () => {
    const ruby = trinketNamed('Ruby Whelp Shell')
    renderFrostValue(ruby)
    fireEvent.click(screen.getByRole('button', { name: 'disputed' }))
    expect(screen.getByRole('note')).toHaveTextContent(
      'Disputed. Simmed 9 Sep, before its 22 Sep rework.',
    )
  })

  it('leaves a value of a trinket that did not change unmarked', () => {
    const other = season.trinkets.find((t) => !t.lastChanged && frost.curves.has(t.id))
    if (!other) throw new Error('fixture')
    renderFrostValue(other)
    expect(screen.queryByRole('button', { name: 'disputed' })).toBeNull()
  })

  it('marks only the changed trinkets among every published sim value', () => {
    const marked = new Set<string>()
    for (const classDir of readdirSync(simsDir)) {
      for (const file of readdirSync(`${simsDir}/${classDir}`)) {
        const sims = simsOf(`${classDir}/${file.replace(/\.json$/, '')}`)
        for (const set of sims.sets) {
          for (const item of set.items) {
            const trinket = seasonIndex(season).trinketById(item.itemId)
            if (changedSince(trinket, set.simmedAt)) marked.add(trinket?.name ?? '')
          }
        }
      }
    }
    // Seed of Radiant Hope is in no spec's published list.
    expect([...marked].sort()).toEqual(['Ruby Whelp Shell', 'Unstable Felheart Crystal'])
  })

  it("marks a row's verdicts given before the change, once, naming who and when", () => {
    const picks = restorationShamanPicks()
    const ruby = trinketNamed('Ruby Whelp Shell')
    render(<GuideVerdicts verdicts={picks.verdicts.get(ruby.id)} trinket={ruby} />)
    const marks = screen.getAllByRole('button', { name: 'disputed' })
    expect(marks).toHaveLength(1)
    fireEvent.click(marks[0] as HTMLElement)
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Disputed\. Rated 5 Sep \(.*Method.*\) and 21 Sep \(Wowhead trinket tier note\), before its 22 Sep rework\.$/,
    )
  })

  it('leaves verdicts newer than the change, or of an unchanged trinket, unmarked', () => {
    const picks = restorationShamanPicks()
    const soulcoiler = trinketNamed('Soulcoiler Ritual Vessel')
    render(<GuideVerdicts verdicts={picks.verdicts.get(soulcoiler.id)} trinket={soulcoiler} />)
    expect(screen.queryByRole('button', { name: 'disputed' })).toBeNull()
    const ruby = trinketNamed('Ruby Whelp Shell')
    const later = [...(picks.verdicts.get(ruby.id) ?? [])].map((v) => ({
      ...v,
      ranking: { ...v.ranking, date: '2026-10-05' },
    }))
    render(<GuideVerdicts verdicts={later} trinket={ruby} />)
    expect(screen.queryByRole('button', { name: 'disputed' })).toBeNull()
  })

  it('marks an upgrade answer that uses a value simmed before the change, and no other', () => {
    const ruby = trinketNamed('Ruby Whelp Shell')
    const other = season.trinkets.find((t) => !t.lastChanged && frost.curves.has(t.id))
    if (!other) throw new Error('fixture')
    const upgrades = testUpgrades(
      testCharacter({
        classSlug: 'death-knight',
        specSlug: 'frost',
        trinkets: [
          testTrinket({ id: other.id, where: 'equipped', slot: 1, itemLevel: 292 }),
          testTrinket({ id: ruby.id, where: 'vault', itemLevel: 315 }),
          testTrinket({ id: other.id, where: 'bags', itemLevel: 315 }),
        ],
      }),
      frost,
      undefined,
      [],
    )
    const [vaultRuby] = upgrades.vault
    const [bagOther] = upgrades.bags
    if (!vaultRuby || !bagOther) throw new Error('fixture')
    expect(valuesBeforeChange(season, vaultRuby.answer)).toBe(
      'Uses values simmed 9 Sep, before the 22 Sep rework of Ruby Whelp Shell.',
    )
    expect(valuesBeforeChange(season, bagOther.answer)).toBeUndefined()
  })

  it("says it in a trinket's details too, for its verdicts and its sims", () => {
    const shaman = seasonIndex(season).specBySlug('shaman', 'restoration')
    if (!shaman) throw new Error('fixture')
    const ruby = trinketNamed('Ruby Whelp Shell')
    const picks = specPicks(season, shaman, 'Restoration Shaman')
    render(<GuideVerdictDetails verdicts={picks.verdicts.get(ruby.id)} trinket={ruby} />)
    expect(screen.getByText(/^Rated 5 Sep .* before its 22 Sep rework\.$/)).toBeInTheDocument()
    render(
      <SimDetails
        dataset={season}
        specName="Frost Death Knight"
        sims={simsOf('death-knight/frost')}
        itemId={ruby.id}
      />,
    )
    expect(screen.getByText(/Simmed 9 Sep, before its 22 Sep rework\./)).toBeInTheDocument()
  })
})
