import { describe, expect, it } from 'vitest'
import { pageSpecAttributeValue, pageSpecOf, parsePageSpecAttribute } from './page-spec'
import { pendingViewAttribute, pendingViewScript } from './pending-view'

/** Runs the inline script as the browser would, against an address; says whether it marked the page. */
function marks(pageSpec: Parameters<typeof pendingViewScript>[0], search: string): boolean {
  const attributes = new Set<string>()
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } }
  new Function('location', 'document', pendingViewScript(pageSpec))({ search }, document)
  return attributes.has(pendingViewAttribute)
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

  it('cannot be closed early by what the address says', () => {
    const script = pendingViewScript({ wowClass: '</script><script>alert(1)', wowSpec: 'x' })
    expect(script).not.toContain('</script>')
  })
})

describe('the page spec', () => {
  it('needs both parameters and keeps one object per spec', () => {
    expect(pageSpecOf({ wowClass: 'mage' })).toEqual({})
    expect(pageSpecOf({ wowClass: 'mage', wowSpec: 'fire', items: [1] })).toEqual(fireMage)
    expect(pageSpecOf({ wowClass: 'mage', wowSpec: 'fire' })).toBe(
      pageSpecOf({ wowSpec: 'fire', wowClass: 'mage', order: 'picks' }),
    )
  })

  it('travels through the root element attribute unchanged', () => {
    expect(pageSpecAttributeValue({})).toBeUndefined()
    expect(parsePageSpecAttribute(pageSpecAttributeValue(fireMage))).toBe(pageSpecOf(fireMage))
    expect(parsePageSpecAttribute('death-knight/frost')).toEqual({
      wowClass: 'death-knight',
      wowSpec: 'frost',
    })
    for (const value of [null, undefined, '', 'mage', '/fire', 'mage/']) {
      expect(parsePageSpecAttribute(value)).toEqual({})
    }
  })
})
