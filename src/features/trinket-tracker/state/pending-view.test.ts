import { describe, expect, it } from 'vitest'
import { pendingViewAttribute, pendingViewScript } from './pending-view'
import {
  parsePrerenderedSpecAttribute,
  prerenderedSpecAttributeValue,
  prerenderedSpecOf,
} from './prerendered-spec'
import { rememberedStorageKey } from './remembered-tracker'

/**
 * Runs the inline script as the browser would, against an address and what this browser
 * remembers; returns the attributes it set on the root element.
 */
function run(
  pageSpec: Parameters<typeof pendingViewScript>[0],
  search: string,
  remembered: unknown = null,
): Map<string, string> {
  const attributes = new Map<string, string>()
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  const localStorage = {
    getItem: (key: string) =>
      key === rememberedStorageKey && remembered !== null ? JSON.stringify(remembered) : null,
  }
  new Function('location', 'document', 'localStorage', pendingViewScript(pageSpec))(
    { search },
    document,
    localStorage,
  )
  return attributes
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

  it('lets a link that names a remembered parameter win, and says so for the page', () => {
    const remembered = { wowClass: 'mage', wowSpec: 'frost' }
    const shared = run({}, '?wowClass=priest&wowSpec=holy', remembered)
    expect(shared.get(pendingViewAttribute)).toBe('spec')
    expect(shared.has('data-tracker-link-own')).toBe(true)
    expect(run({}, '?items=-1', remembered).has('data-tracker-link-own')).toBe(true)
    expect(run({}, '', remembered).has('data-tracker-link-own')).toBe(false)
  })

  it('cannot be closed early by what the address says', () => {
    const script = pendingViewScript({ wowClass: '</script><script>alert(1)', wowSpec: 'x' })
    expect(script).not.toContain('</script>')
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
