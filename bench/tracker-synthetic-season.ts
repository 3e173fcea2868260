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

/** A ranking's or a sim set's `items`, each repeated for every copy of its trinket. */
function withItemsCopied(times: number) {
  return (record: unknown) => {
    if (!isRecord(record) || !Array.isArray(record.items)) return record
    const items = record.items as Json[]
    return {
      ...record,
      items: Array.from({ length: times }, (_, copy) =>
        items.map((item) => ({ ...item, itemId: copyId(copy, Number(item.itemId)) })),
      ).flat(),
    }
  }
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
  const guideRankings = rankings.map(withItemsCopied(times))
  return { ...season, trinkets, guideRankings }
}

/** One spec's sims (data/sims/<class>/<spec>.json) for the multiplied dataset. */
export function multiplySpecSims(sims: unknown, times: number): unknown {
  if (!isRecord(sims) || !Array.isArray(sims.sets)) throw new Error("Not a spec's sims")
  return {
    ...sims,
    sets: sims.sets.map(withItemsCopied(times)),
  }
}
