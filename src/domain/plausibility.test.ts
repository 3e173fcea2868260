// The rules every importer and the integrity checks share: what a publisher's value may be, and
// how a refusal reads (one line naming the file, the field and the value, safe for a terminal).
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  gameId,
  itemLevelIn,
  parseOrRefuse,
  pastDate,
  pastDateTime,
  publisherName,
  publisherTag,
  qeScore,
  simcHash,
  simValuePercent,
  terminalSafe,
} from './plausibility'

const today = () => new Date('2026-11-26T12:00:00Z')
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

describe('plausibility rules', () => {
  it('takes real dates up to today and refuses impossible or future ones', () => {
    expect(ok(pastDateTime(today), '2026-11-20 02:11')).toBe(true)
    expect(ok(pastDate(today), '2026-11-26')).toBe(true)
    expect(ok(pastDate(today), '9999-12-31')).toBe(false)
    expect(ok(pastDateTime(today), '2026-99-99 99:99')).toBe(false)
    expect(ok(pastDate(today), '2026-02-30')).toBe(false)
    expect(ok(pastDateTime(today), '2026-11-28 12:01')).toBe(false)
    expect(ok(pastDate(today), '1999-01-01')).toBe(false)
  })

  it('bounds values: item levels to the season, gains to a few dozen percent, ids above 0', () => {
    const level = itemLevelIn({ min: 266, max: 344 })
    expect(ok(level, 334)).toBe(true)
    expect(ok(level, 99_999_999_999)).toBe(false)
    expect(ok(level, 250)).toBe(false)
    expect(ok(simValuePercent, 14.36)).toBe(true)
    expect(ok(simValuePercent, 99_999_900)).toBe(false)
    expect(ok(simValuePercent, 0)).toBe(false)
    expect(ok(qeScore, 42_292)).toBe(true)
    expect(ok(qeScore, 1e12)).toBe(false)
    expect(ok(gameId, 0)).toBe(false)
    expect(ok(gameId, -5)).toBe(false)
    expect(ok(gameId, 2 ** 40)).toBe(false)
  })

  it('takes real names in any script and refuses markup, line breaks and control characters', () => {
    for (const name of [
      "Hex Lord's Dooming Idol",
      'Ruby Whelp Shell [St]',
      'Yu’lon',
      '공허의 인장',
    ])
      expect(ok(publisherName, name)).toBe(true)
    for (const name of [
      '<img src=x onerror=alert(1)>',
      'Vial\nof Venom',
      'Vial \u001b[1A\u001b[2Kof Venom',
      'Vial\u202eof Venom',
      ' Vial',
      '',
      'x'.repeat(101),
    ])
      expect(ok(publisherName, name)).toBe(false)
    expect(ok(publisherTag, 'High PvP')).toBe(true)
    expect(ok(simcHash, 'c0ffee1')).toBe(true)
    expect(ok(simcHash, 'c0ffee1<script>')).toBe(false)
    expect(ok(simcHash, 'abc\ndef0')).toBe(false)
  })
})

describe('parseOrRefuse', () => {
  const schema = z.object({
    sets: z.array(z.object({ name: publisherName, simmedAt: pastDateTime(today) })),
  })
  it('refuses in one line naming the origin, the field and the value, escaped', () => {
    const value = { sets: [{ name: 'Vial \u001b[2K\nof Venom', simmedAt: '9999-12-31 00:00' }] }
    let message = ''
    try {
      parseOrRefuse(schema, value, 'mage_fire.json')
    } catch (error) {
      message = error instanceof Error ? error.message : ''
    }
    expect(message).toBe(
      'mage_fire.json: sets[0].name is "Vial \\u001b[2K\\nof Venom", a name holds letters, digits, spaces and ’:,.!?&()[]/+- only (and 1 more problem).',
    )
    expect(message).not.toMatch(/\p{Cc}/u)
  })

  it('names a record key that breaks its rule', () => {
    const levels = z.record(z.string().regex(/^\d{1,4}$/, 'an item level'), z.number())
    expect(() =>
      parseOrRefuse(z.object({ data: levels }), { data: { '99999999999': 1 } }, 'f'),
    ).toThrow(/^f: data has the key "99999999999", an item level\.$/)
  })
})

describe('terminalSafe', () => {
  it('keeps line breaks and writes out escape codes and direction marks', () => {
    expect(terminalSafe('a\u001b[1A\u001b[2Kb\r\nc\u202ed\n')).toBe(
      'a\\u001b[1A\\u001b[2Kb\\u000d\nc\\u202ed\n',
    )
  })
})
