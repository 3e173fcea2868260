import { defaultParseSearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatItemLevelContext, parseItemLevelContext } from '~/domain/season/item-level-context'
import { trinketSourceKinds, trinketUseKinds } from '~/domain/season/trinket-kinds'
import { raidDifficulties, upgradeTrackSlugs } from '~/domain/season/vocabulary'
import { fightStyles } from '~/domain/sims/fight-styles'
import { stringifySearch, validateFaqSearch } from '~/lib/search-params'
import {
  maxSearchTextLength,
  maxTrackedItems,
  tidyTrackerSearch,
  trackerSearchKeys,
  trinketOrders,
  validateTrackerSearch,
} from './tracker-search'

describe('validateTrackerSearch', () => {
  it('keeps string class and spec values', () => {
    expect(validateTrackerSearch({ wowClass: 'death-knight', wowSpec: 'frost' })).toEqual({
      wowClass: 'death-knight',
      wowSpec: 'frost',
    })
  })

  it('drops class and spec values that are not strings', () => {
    expect(validateTrackerSearch({ wowClass: 12, wowSpec: { a: 1 } })).toEqual({})
  })

  it('reads items from a comma-separated string and drops non-numeric pieces', () => {
    expect(validateTrackerSearch({ items: '250214,abc,,270160' })).toEqual({
      items: [250214, 270160],
    })
  })

  it('reads items from an array of numbers', () => {
    expect(validateTrackerSearch({ items: [1, 2, 3] })).toEqual({ items: [1, 2, 3] })
  })

  it('treats items as absent when nothing numeric remains', () => {
    expect(validateTrackerSearch({ items: 'abc,def' })).toEqual({})
    expect(validateTrackerSearch({ items: [] })).toEqual({})
    expect(validateTrackerSearch({ items: true })).toEqual({})
  })

  it('ignores a non-object input', () => {
    expect(validateTrackerSearch(null)).toEqual({})
    expect(validateTrackerSearch('wowClass=mage')).toEqual({})
  })
})

describe('search params in the URL', () => {
  it('writes items as a readable comma list and reads it back', () => {
    const query = stringifySearch({ wowClass: 'death-knight', items: [250214, 270160] })
    expect(query).toBe('?wowClass=death-knight&items=250214%2C270160')
    expect(validateTrackerSearch(defaultParseSearch(query))).toEqual({
      wowClass: 'death-knight',
      items: [250214, 270160],
    })
  })

  it('round-trips a single tracked item', () => {
    const query = stringifySearch({ items: [250214] })
    expect(validateTrackerSearch(defaultParseSearch(query))).toEqual({ items: [250214] })
  })
})

describe('property: any input gives a valid result', () => {
  const anyValue = fc.anything()

  it('never throws and only ever returns well-formed fields', () => {
    fc.assert(
      fc.property(
        fc.record({ wowClass: anyValue, wowSpec: anyValue, items: anyValue }, { requiredKeys: [] }),
        (raw) => {
          const result = validateTrackerSearch(raw)
          // Only the parameters given come back with a value.
          for (const [key, value] of Object.entries(result)) {
            if (value !== undefined) expect(['wowClass', 'wowSpec', 'items']).toContain(key)
          }
          if (result.wowClass !== undefined) expect(typeof result.wowClass).toBe('string')
          if (result.wowSpec !== undefined) expect(typeof result.wowSpec).toBe('string')
          if (result.items !== undefined) {
            expect(result.items.length).toBeGreaterThan(0)
            for (const id of result.items) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
            expect(new Set(result.items).size).toBe(result.items.length)
          }
        },
      ),
    )
  })

  it('what the router hands a page holds no raw value the validation dropped', () => {
    // TanStack Router gives a route `{ ...rawSearch, ...validateSearch(rawSearch) }`.
    // Every parameter the tracker knows, each undefined here.
    const trackerKeys = Object.keys(validateTrackerSearch({}))
    expect(trackerKeys).toEqual(expect.arrayContaining(['wowClass', 'wowSpec', 'items', 'q']))
    const raw = fc.record(
      Object.fromEntries([...trackerKeys, 'tab'].map((key) => [key, anyValue])),
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(raw, (search) => {
        const tracker: Record<string, unknown> = validateTrackerSearch(search)
        const trackerPage: Record<string, unknown> = { ...search, ...tracker }
        for (const key of trackerKeys) expect(trackerPage[key]).toEqual(tracker[key])
        const faq = validateFaqSearch(search)
        expect({ ...search, ...faq }.tab).toBe(faq.tab)
      }),
    )
    expect({ items: -1, ...validateTrackerSearch({ items: -1 }) }.items).toBeUndefined()
  })

  it('any query string the browser might send parses without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = validateTrackerSearch(
          defaultParseSearch(`?items=${query}&wowClass=${query}`),
        )
        expect(result.items === undefined || result.items.length > 0).toBe(true)
      }),
    )
  })
})

describe('the tracker’s own parameters', () => {
  it('keeps known source, use, instance, boss, search text and item-level values', () => {
    expect(
      validateTrackerSearch({
        source: 'raid',
        use: 'on-use',
        instance: 'altar-of-fangs',
        boss: 2878,
        q: '  coiled   fang ',
        ilvl: 'track-hero-4',
      }),
    ).toEqual({
      source: 'raid',
      use: 'on-use',
      instance: 'altar-of-fangs',
      boss: 2878,
      // A trailing space stays: it is what the search box shows while the player types on.
      q: 'coiled fang ',
      ilvl: 'track-hero-4',
    })
  })

  it('drops unknown or malformed values silently', () => {
    expect(
      validateTrackerSearch({
        source: 'pvp',
        use: 'sometimes',
        instance: 'Altar of Fangs',
        boss: -3,
        q: '   ',
        ilvl: 'key-1',
      }),
    ).toEqual({})
    expect(
      validateTrackerSearch({ source: ['raid'], use: 1, instance: 7, q: {}, ilvl: 10 }),
    ).toEqual({})
  })

  it('reads a number the router made of "q=123" as text', () => {
    expect(validateTrackerSearch(defaultParseSearch('?q=123'))).toEqual({ q: '123' })
  })

  it('caps search text at a sensible length', () => {
    expect(validateTrackerSearch({ q: 'a'.repeat(500) }).q?.length).toBe(maxSearchTextLength)
  })
})

describe('item-level context (ilvl)', () => {
  it('writes a leading zero away: key-07 becomes key-7', () => {
    expect(validateTrackerSearch({ ilvl: 'key-07' })).toEqual({ ilvl: 'key-7' })
  })

  it('round-trips every context it accepts (property)', () => {
    const context = fc.oneof(
      fc
        .constantFrom(0, ...Array.from({ length: 19 }, (_, i) => i + 2))
        .map((keyLevel) => ({ kind: 'key' as const, keyLevel })),
      fc
        .constantFrom(...raidDifficulties)
        .map((difficulty) => ({ kind: 'raid' as const, difficulty })),
      fc
        .record({
          track: fc.constantFrom(...upgradeTrackSlugs),
          step: fc.integer({ min: 1, max: 12 }),
        })
        .map(({ track, step }) => ({ kind: 'track' as const, track, step })),
    )
    fc.assert(
      fc.property(context, (value) => {
        const text = formatItemLevelContext(value)
        expect(parseItemLevelContext(text)).toEqual(value)
        const query = stringifySearch({ ilvl: text })
        expect(validateTrackerSearch(defaultParseSearch(query))).toEqual({ ilvl: text })
      }),
    )
  })

  it('never throws on any value of the tracker’s parameters, and keeps only valid ones (property)', () => {
    // Every value the validator accepts is among the generated ones (each choice list in full,
    // `use=unknown` and the orders and fights included), beside arbitrary junk.
    const accepted = [
      ...trinketSourceKinds,
      ...trinketUseKinds,
      ...trinketOrders,
      ...fightStyles,
      'key-0',
      'key-10',
      'key-20',
      'raid-heroic',
      'track-myth-6',
      'altar-of-fangs',
      'mage',
      'fire',
      '2878',
      '1,2,3',
      ' coiled  fang ',
    ]
    const anyValue = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom(...accepted),
      fc.array(fc.integer()),
    )
    const anySearch = fc.record(
      Object.fromEntries(trackerSearchKeys.map((key) => [key, anyValue])) as Record<
        (typeof trackerSearchKeys)[number],
        typeof anyValue
      >,
      { requiredKeys: [] },
    )
    const seen = new Set<unknown>()
    fc.assert(
      fc.property(anySearch, (raw) => {
        const result = validateTrackerSearch(raw)
        if (result.source !== undefined) expect(trinketSourceKinds).toContain(result.source)
        if (result.use !== undefined) {
          expect(trinketUseKinds).toContain(result.use)
          seen.add(result.use)
        }
        if (result.order !== undefined)
          expect(['picks', 'sims', 'upgrades']).toContain(result.order)
        if (result.fight !== undefined) expect(fightStyles).toContain(result.fight)
        if (result.instance !== undefined) expect(result.instance).toMatch(/^[a-z0-9-]+$/)
        if (result.boss !== undefined) expect(Number.isSafeInteger(result.boss)).toBe(true)
        if (result.items !== undefined) {
          expect(result.items.length).toBeGreaterThan(0)
          expect(result.items.length).toBeLessThanOrEqual(maxTrackedItems)
          expect(new Set(result.items).size).toBe(result.items.length)
        }
        if (result.q !== undefined) {
          expect(result.q.length).toBeGreaterThan(0)
          expect(result.q.length).toBeLessThanOrEqual(maxSearchTextLength)
          expect(result.q).toBe(result.q.trimStart())
          expect(result.q).not.toMatch(/\s\s/)
        }
        if (result.ilvl !== undefined) expect(parseItemLevelContext(result.ilvl)).toBeDefined()
        // Already canonical: read again, or written to an address and read back, it is the same.
        expect(validateTrackerSearch(result)).toEqual(result)
        const written = stringifySearch(tidyTrackerSearch(result))
        expect(validateTrackerSearch(defaultParseSearch(written))).toEqual(result)
      }),
      {
        numRuns: 500,
        // Each accepted value once for certain, whatever the random runs draw.
        examples: accepted.map((value): [Record<string, unknown>] => [
          Object.fromEntries(trackerSearchKeys.map((key) => [key, value])),
        ]),
      },
    )
    // The runs reach every use the validator accepts, `unknown` included.
    expect([...seen].sort()).toEqual([...trinketUseKinds].sort())
  })

  it('any query string the browser might send for them parses without throwing (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const encoded = encodeURIComponent(text)
        const result = validateTrackerSearch(
          defaultParseSearch(`?source=${encoded}&ilvl=${encoded}&q=${encoded}&boss=${encoded}`),
        )
        expect(typeof result).toBe('object')
      }),
    )
  })
})

describe('links to the tracker', () => {
  it('write parameters in one order, leaving out absent values and empty lists', () => {
    const tidy = tidyTrackerSearch({
      ilvl: 'key-10',
      q: undefined,
      items: [],
      wowSpec: 'fire',
      wowClass: 'mage',
      source: 'dungeon',
    })
    expect(Object.keys(tidy)).toEqual(['wowClass', 'wowSpec', 'source', 'ilvl'])
    expect(stringifySearch(tidy)).toBe('?wowClass=mage&wowSpec=fire&source=dungeon&ilvl=key-10')
  })

  it('the validator answers every parameter the order knows, and no other (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        expect(Object.keys(validateTrackerSearch(raw))).toEqual(trackerSearchKeys)
      }),
    )
  })
})
