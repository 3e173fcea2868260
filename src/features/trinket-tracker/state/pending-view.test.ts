import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  linkNamesRemembered,
  namesAnyOf,
  pendingViewAttribute,
  pendingViewScript,
  setPendingViewMarks,
} from './pending-view'
import {
  parsePrerenderedSpecAttribute,
  prerenderedSpecAttributeValue,
  prerenderedSpecOf,
} from './prerendered-spec'
import {
  formerRememberedStorageKey,
  rememberedKeys,
  rememberedStorageKey,
} from './remembered-tracker'
import { trackerSearchKeys } from './tracker-search'

const linkNamesOwnAttribute = 'data-tracker-link-own'
const pendingTrackedAttribute = 'data-tracker-pending-tracked'

/**
 * Runs the inline script as the browser would, against an address and this browser's storage;
 * returns the attributes it set on the root element. It runs in a context of its own holding only
 * the globals a page gives it, so a script that leaned on anything of its module would set nothing.
 */
function runWithStorage(
  pageSpec: Parameters<typeof pendingViewScript>[0],
  search: string,
  storage: () => Pick<Storage, 'getItem'>,
): Map<string, string> {
  const attributes = new Map<string, string>()
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  runInNewContext(pendingViewScript(pageSpec), {
    location: { search },
    document,
    get localStorage() {
      return storage()
    },
    URLSearchParams,
  })
  return attributes
}

/** The script run with `remembered` stored under `storageKey`. */
function run(
  pageSpec: Parameters<typeof pendingViewScript>[0],
  search: string,
  remembered: unknown = null,
  storageKey = rememberedStorageKey,
): Map<string, string> {
  return runWithStorage(pageSpec, search, () => ({
    getItem: (key: string) =>
      key === storageKey && remembered !== null ? JSON.stringify(remembered) : null,
  }))
}

/** Whether the script marked the page as waiting for its view. */
function marks(pageSpec: Parameters<typeof pendingViewScript>[0], search: string): boolean {
  return run(pageSpec, search).has(pendingViewAttribute)
}

const fireMage = { wowClass: 'mage', wowSpec: 'fire' }

describe('the pending-view script', () => {
  it('on the bare page, marks any address with a tracker parameter', () => {
    expect(marks({}, '')).toBe(false)
    expect(marks({}, '?utm_source=chat')).toBe(false)
    expect(marks({}, '?wowClass=mage&wowSpec=fire')).toBe(true)
    expect(marks({}, '?items=1')).toBe(true)
  })

  it("on a spec's page, marks only an address that asks for more than the page shows", () => {
    expect(marks(fireMage, '?wowClass=mage&wowSpec=fire')).toBe(false)
    expect(marks(fireMage, '?wowSpec=fire&wowClass=mage&utm_source=chat')).toBe(false)
    expect(marks(fireMage, '?wowClass=mage&wowSpec=fire&items=1')).toBe(true)
    expect(marks(fireMage, '?wowClass=mage&wowSpec=fire&order=picks')).toBe(true)
    expect(marks(fireMage, '?wowClass=mage&wowSpec=frost')).toBe(true)
    expect(marks(fireMage, '?wowClass=mage&wowSpec=fire&wowSpec=fire')).toBe(true)
    expect(marks(fireMage, '?wowClass=mage')).toBe(true)
  })

  it('marks the bare page that will bring back a remembered spec, at the folded picker size', () => {
    const remembered = { wowClass: 'mage', wowSpec: 'frost' }
    expect(run({}, '', remembered).get(pendingViewAttribute)).toBe('spec')
    expect(run({}, '?instance=altar-of-fangs', { items: [1] }).get(pendingViewAttribute)).toBe('')
    expect(run({}, '', null).has(pendingViewAttribute)).toBe(false)
  })

  it('adds the tracked mark when the view to come tracks trinkets, from the link or storage', () => {
    const tracked = (search: string, remembered?: unknown) =>
      run(fireMage, search, remembered).has(pendingTrackedAttribute)
    expect(tracked('?wowClass=mage&wowSpec=fire&items=1')).toBe(true)
    expect(tracked('?wowClass=mage&wowSpec=fire&order=picks')).toBe(false)
    // The page's own view, nothing pending: no mark at all.
    expect(tracked('?wowClass=mage&wowSpec=fire')).toBe(false)
    expect(tracked('', { wowClass: 'mage', wowSpec: 'frost', items: [1, 2] })).toBe(true)
    expect(tracked('', { wowClass: 'mage', wowSpec: 'frost', items: [] })).toBe(false)
    // A link naming its own view wins over what is stored, trackings included.
    expect(tracked('?wowClass=mage&wowSpec=frost', { items: [1] })).toBe(false)
  })

  it('reads what releases before 2026-11-26 stored, under its former key', () => {
    const remembered = { wowClass: 'mage', wowSpec: 'frost' }
    expect(run({}, '', remembered, formerRememberedStorageKey).get(pendingViewAttribute)).toBe(
      'spec',
    )
  })

  it('lets a link that names a remembered parameter win, and says so for the page', () => {
    const remembered = { wowClass: 'mage', wowSpec: 'frost' }
    const shared = run({}, '?wowClass=priest&wowSpec=holy', remembered)
    expect(shared.get(pendingViewAttribute)).toBe('spec')
    expect(shared.has(linkNamesOwnAttribute)).toBe(true)
    expect(run({}, '?items=-1', remembered).has(linkNamesOwnAttribute)).toBe(true)
    expect(run({}, '', remembered).has(linkNamesOwnAttribute)).toBe(false)
    expect(run({}, '?wowClass=priest', { items: [1] }).get(pendingViewAttribute)).toBe('')
  })

  it('marks nothing when storage is switched off, unless the link named its own view', () => {
    const blocked = (search: string) =>
      runWithStorage({}, search, () => {
        throw new Error('SecurityError')
      })
    expect(blocked('?source=raid').size).toBe(0)
    expect(blocked('?wowClass=mage&wowSpec=fire').get(pendingViewAttribute)).toBe('spec')
  })

  it('is setPendingViewMarks itself, run with the tracker’s own keys', () => {
    const script = pendingViewScript({})
    expect(script).toContain(`(${setPendingViewMarks.toString()})(`)
    expect(script).toContain(`,${namesAnyOf.toString()},`)
    for (const key of [...trackerSearchKeys, ...rememberedKeys, rememberedStorageKey]) {
      expect(script).toContain(JSON.stringify(key))
    }
  })

  it('cannot be closed early by what the address says', () => {
    const script = pendingViewScript({ wowClass: '</script><script>alert(1)', wowSpec: 'x' })
    expect(script).not.toContain('</script>')
  })
})

describe('whether the link names its own view (property)', () => {
  it('is the same answer in the page as in the inline script', () => {
    const param = fc.tuple(
      fc.constantFrom(...trackerSearchKeys, 'utm_source', 'tab'),
      fc.constantFrom('', '-1', 'mage', '1,2', '%3Cx'),
    )
    fc.assert(
      fc.property(fc.array(param, { maxLength: 4 }), (params) => {
        const query = `?${params.map(([key, value]) => `${key}=${value}`).join('&')}`
        const named = params.some(([key]) => (rememberedKeys as readonly string[]).includes(key))
        expect(linkNamesRemembered(query)).toBe(named)
        expect(run({}, query).has(linkNamesOwnAttribute)).toBe(named)
      }),
    )
    expect(linkNamesRemembered('?items=-1&wowClass=7')).toBe(true)
    expect(linkNamesRemembered('?instance=altar-of-fangs&q=core')).toBe(false)
  })
})

describe('the prerendered spec', () => {
  it('needs both parameters; the rest apply in the browser', () => {
    expect(prerenderedSpecOf({ wowClass: 'mage' })).toEqual({})
    expect(prerenderedSpecOf({ wowClass: 'mage', wowSpec: 'fire', items: [1] })).toEqual(fireMage)
  })

  it('travels through the root element attribute unchanged', () => {
    expect(prerenderedSpecAttributeValue({})).toBeUndefined()
    expect(parsePrerenderedSpecAttribute(prerenderedSpecAttributeValue(fireMage))).toEqual(fireMage)
    expect(parsePrerenderedSpecAttribute('death-knight/frost')).toEqual({
      wowClass: 'death-knight',
      wowSpec: 'frost',
    })
    for (const value of [null, undefined, '', 'mage', '/fire', 'mage/']) {
      expect(parsePrerenderedSpecAttribute(value)).toEqual({})
    }
  })
})
