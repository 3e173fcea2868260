// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { earlyTapRecorder, takeEarlyTap } from './early-tap'

describe('early taps', () => {
  it('remembers a tap on a marked control before the code loaded, and answers it once', () => {
    document.body.innerHTML =
      '<button data-early-tap="menu"><svg><path></path></svg></button><button>Other</button>'
    new Function(earlyTapRecorder)()
    document.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(takeEarlyTap('menu')).toBe(true)
    expect(takeEarlyTap('menu')).toBe(false)
  })

  it('ignores taps elsewhere', () => {
    document.body.innerHTML = '<button data-early-tap="menu"></button><button id="x">Other</button>'
    document.getElementById('x')?.click()
    expect(takeEarlyTap('menu')).toBe(false)
  })
})
