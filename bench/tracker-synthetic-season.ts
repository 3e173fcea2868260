// A season dataset n times larger than the real one, for the tracker benchmark: every trinket
// copied n times with a new id and a numbered name, everything else unchanged, so it still
// passes the dataset schema the app checks it against.

type Json = Record<string, unknown>

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
              // Far above any real item id, and unique per copy.
              id: 10_000_000 + copy * 1_000_000 + trinket.id,
              name: `${String(trinket.name)} ${copy + 1}`,
            },
      )
    }
  }
  return { ...season, trinkets }
}
