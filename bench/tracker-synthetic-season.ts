// A season dataset n times larger than the real one, for the tracker benchmark: every trinket
// copied n times with a new id and a numbered name, and every guide's ranking rating each copy as
// it rates the original; everything else unchanged, so it still passes the dataset schema.

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function multiplySeason(season: unknown, times: number): unknown {
  if (!isRecord(season) || !Array.isArray(season.trinkets)) {
    throw new Error('The season dataset has no trinkets to multiply')
  }
  const trinkets: unknown[] = []
  // Far above any real item id, and unique per copy.
  const copyId = (copy: number, id: number) =>
    copy === 0 ? id : 10_000_000 + copy * 1_000_000 + id
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
