import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeasonDataset, Spec } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { copyOfSeason, season, trinketNamed } from '../model/test-dataset'
import { byGuidePicks, specPicks, verdictRuns, verdictSource, verdictText } from './guide-picks'

function spec(classSlug: string, specSlug: string, dataset: SeasonDataset = season): Spec {
  const found = seasonIndex(dataset).specBySlug(classSlug, specSlug)
  if (!found) throw new Error(`${classSlug}/${specSlug}`)
  return found
}

const affliction = spec('warlock', 'affliction')
const said = (picks: ReturnType<typeof specPicks>, name: string) =>
  (picks.verdicts.get(trinketNamed(name).id) ?? []).map((v) => verdictText(v))

describe("the guides' verdicts for a spec", () => {
  it('shows every publisher, disagreements included, never averaged into one word', () => {
    const picks = specPicks(season, affliction, 'Affliction Warlock')
    expect(said(picks, "Freightrunner's Flask")).toEqual(['maxroll: S', 'Icy Veins: B'])
    expect(said(picks, "Gebbo's Bottomless Bag")).toEqual([
      'Wowhead: best in slot',
      'maxroll: S',
      'Icy Veins: S',
    ])
  })

  it('says a usage share in players’ words', () => {
    const arcane = spec('mage', 'arcane')
    const picks = specPicks(season, arcane, 'Arcane Mage')
    expect(said(picks, "Freightrunner's Flask")).toContain(
      '92% of top Arcane Mages (241 of 325 copies at Hero 6/6; worn over Myth raid trinkets)',
    )
  })

  it('gives a spec with only best-in-slot picks those picks and nothing more', () => {
    const fire = spec('mage', 'fire')
    const picks = specPicks(season, fire, 'Fire Mage')
    expect(picks.rankings.map((r) => r.kind)).toEqual(['best-in-slot'])
    expect([...picks.verdicts.values()].flat().every((v) => v.points >= 4)).toBe(true)
  })

  it('ignores a ranking written for another season', () => {
    const dataset = copyOfSeason()
    const old = dataset.guideRankings.find(
      (r) => r.specId === affliction.id && r.kind === 'tier-list',
    )
    if (!old) throw new Error('fixture')
    old.seasonId = 'midnight-s1'
    const picks = specPicks(dataset, spec('warlock', 'affliction', dataset), 'Affliction Warlock')
    expect(picks.rankings).not.toContain(old)
  })

  it("keeps maxroll's Junkyard as a verdict, scored at the bottom, not as unrated", () => {
    const vengeance = spec('demon-hunter', 'vengeance')
    const picks = specPicks(season, vengeance, 'Vengeance Demon Hunter')
    const tumor = trinketNamed('Tumor of the Swarm').id
    expect(said(picks, 'Tumor of the Swarm')).toContain('maxroll: Junkyard')
    expect(picks.verdicts.get(tumor)?.find((v) => v.ranking.publisher === 'maxroll')?.points).toBe(
      0,
    )
  })

  it('keeps both places of a trinket rated under two conditions, each with its note', () => {
    const havoc = spec('demon-hunter', 'havoc')
    const picks = specPicks(season, havoc, 'Havoc Demon Hunter')
    expect(said(picks, 'Ruby Whelp Shell')).toContain('maxroll: B (Trained) · Junkyard (Untrained)')
    // The condition is the player's to meet: the better place counts.
    const maxroll = picks.verdicts
      .get(trinketNamed('Ruby Whelp Shell').id)
      ?.find((v) => v.ranking.publisher === 'maxroll')
    expect(maxroll?.points).toBe(3)
  })

  it("shows each item's note with its verdict", () => {
    const blood = spec('death-knight', 'blood')
    const picks = specPicks(season, blood, 'Blood Death Knight')
    expect(said(picks, "Sszorak's Ferocity")).toContain(
      'Icy Veins: A (Mythic+ only, per Icy Veins)',
    )
    expect(said(picks, "Voracious Heart of Ula'tek")).toContain('Archon: S (Archon BiS pick)')
  })

  it('says which list a verdict is from where the publisher has two for the spec', () => {
    const destruction = spec('warlock', 'destruction')
    const picks = specPicks(season, destruction, 'Destruction Warlock')
    const fang = picks.verdicts.get(trinketNamed('Fang of Umbral Malignance').id) ?? []
    const runs = verdictRuns(fang).map((run) =>
      run.map((v, index) => verdictText(v, index === 0)).join(' · '),
    )
    expect(runs.find((run) => run.startsWith('maxroll'))).toMatch(
      /^maxroll raid: [A-Z]\w* · Mythic\+: [A-Z]\w*$/,
    )
  })

  it("labels Restoration Shaman's Wowhead tier note as a tier note, not best in slot", () => {
    const shaman = spec('shaman', 'restoration')
    const picks = specPicks(season, shaman, 'Restoration Shaman')
    expect(said(picks, "Gebbo's Bottomless Bag")).toContain('Wowhead trinket tier note: S')
    expect(said(picks, "Gebbo's Bottomless Bag")).not.toContain('Wowhead: best in slot')
    // Its best-in-slot table's own picks stay best in slot.
    expect(said(picks, 'Soulcoiler Ritual Vessel')).toContain('Wowhead: best in slot')
  })

  it('names the publisher, the date and what it measures', () => {
    const picks = specPicks(season, affliction, 'Affliction Warlock')
    const maxroll = picks.verdicts
      .get(trinketNamed("Freightrunner's Flask").id)
      ?.find((v) => v.ranking.publisher === 'maxroll')
    expect(maxroll && verdictSource(maxroll)).toBe(
      "maxroll, 11 August 2026; the trinket tiers of maxroll's spec guide, written for the patch before sims.",
    )
  })
})

describe("the guides' picks order", () => {
  const picks = specPicks(season, affliction, 'Affliction Warlock')
  const names = (ids: number[]) => ids.map((id) => season.trinkets.find((t) => t.id === id)?.name)
  const byName = (a: number, b: number) =>
    String(names([a])[0]).localeCompare(String(names([b])[0]))
  const order = byGuidePicks<number>(
    picks,
    (id) => id,
    () => 289,
    byName,
  )

  it('puts the highest mean first, more agreement before less, the unrated last', () => {
    const ids = season.trinkets.filter((t) => t.specIds.includes(affliction.id)).map((t) => t.id)
    const sorted = names([...ids].sort(order))
    // Bottomless Bag: 5, 5, 5; Emblem: 5, 5, 4; Vile Vial: 4 (an alternative pick), 5, 4.
    expect(sorted.slice(0, 3)).toEqual([
      "Gebbo's Bottomless Bag",
      'Stormbound Emblem of Dazar',
      'Vile Vial of Volatile Venom',
    ])
    // Flask: maxroll S (5) and Icy Veins B (3), mean 4.
    const flask = sorted.indexOf("Freightrunner's Flask")
    const unrated = sorted.findIndex((name) => !picks.scores.has(trinketNamed(String(name)).id))
    expect(flask).toBeGreaterThan(2)
    expect(unrated === -1 || unrated > flask).toBe(true)
  })

  it('breaks an equal score by item level, then by the usual order', () => {
    const even = {
      rankings: [],
      top: [],
      verdicts: new Map(),
      scores: new Map([
        [1, 4],
        [2, 4],
        [3, 4],
      ]),
    }
    const levels: Record<number, number | null> = { 1: 289, 2: 302, 3: null }
    const sorted = [3, 1, 2].sort(
      byGuidePicks<number>(
        even,
        (id) => id,
        (id) => levels[id] ?? null,
        (a, b) => a - b,
      ),
    )
    expect(sorted).toEqual([2, 1, 3])
  })

  it('names the top five picks, best first', () => {
    expect(picks.top.map((t) => t.name)).toEqual([
      "Gebbo's Bottomless Bag",
      'Stormbound Emblem of Dazar',
      'Vile Vial of Volatile Venom',
      // Both mean 4 from one or two guides: two guides agree on the Flask.
      "Freightrunner's Flask",
      "Wavecaller's Seastone",
    ])
  })

  it('is a consistent order: every rated trinket before every unrated one, whatever the input', () => {
    const ids = season.trinkets.map((t) => t.id)
    fc.assert(
      fc.property(fc.shuffledSubarray(ids), (subset) => {
        const sorted = [...subset].sort(order)
        const firstUnrated = sorted.findIndex((id) => !picks.scores.has(id))
        const rated = sorted.filter((id) => picks.scores.has(id))
        const scores = rated.map((id) => picks.scores.get(id) ?? 0)
        return (
          (firstUnrated === -1 ||
            sorted.slice(firstUnrated).every((id) => !picks.scores.has(id))) &&
          scores.every((score, i) => i === 0 || score <= (scores[i - 1] ?? 0))
        )
      }),
    )
  })
})
