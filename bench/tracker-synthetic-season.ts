// A season dataset n times larger than the real one, for the tracker benchmark: every trinket
// copied n times with a new id and a numbered name, every guide's ranking rating each copy as it
// rates the original, and a spec's sims giving each copy the original's curve; everything else
// unchanged, so both still pass their schemas.

type Json = Record<string, unknown>

/** Far above any real item id, and unique per copy. */
const copyId = (copy: number, id: number) => (copy === 0 ? id : 10_000_000 + copy * 1_000_000 + id)

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function multiplySeason(season: unknown, times: number): unknown {
  if (!isRecord(season) || !Array.isArray(season.trinkets)) {
    throw new Error('The season dataset has no trinkets to multiply')
  }
  const trinkets: unknown[] = []
  for (let copy = 0; copy < times; copy++) {
    for (const trinket of season.trinkets) {
      if (!isRecord(trinket) || typeof trinket.id !== 'number') continue
      trinkets.push(
        copy === 0
          ? trinket
          : {
              ...trinket,
              id: copyId(copy, trinket.id),
              name: `${String(trinket.name)} ${copy + 1}`,
            },
      )
    }
  }
  const rankings = Array.isArray(season.guideRankings) ? season.guideRankings : []
  const guideRankings = rankings.map((ranking) => {
    if (!isRecord(ranking) || !Array.isArray(ranking.items)) return ranking
    const items = ranking.items as Json[]
    return {
      ...ranking,
      items: Array.from({ length: times }, (_, copy) =>
        items.map((item) => ({ ...item, itemId: copyId(copy, Number(item.itemId)) })),
      ).flat(),
    }
  })
  return { ...season, trinkets, guideRankings }
}

/** One spec's sims (data/sims/<class>/<spec>.json) for the multiplied dataset. */
export function multiplySpecSims(sims: unknown, times: number): unknown {
  if (!isRecord(sims) || !Array.isArray(sims.sets)) throw new Error("Not a spec's sims")
  return {
    ...sims,
    sets: sims.sets.map((set) => {
      if (!isRecord(set) || !Array.isArray(set.items)) return set
      const items = set.items as Json[]
      return {
        ...set,
        items: Array.from({ length: times }, (_, copy) =>
          items.map((item) => ({ ...item, itemId: copyId(copy, Number(item.itemId)) })),
        ).flat(),
      }
    }),
  }
}
