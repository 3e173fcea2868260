// The class-colour tokens and the dataset's class colours are two copies of the game's values
// (the tracker paints from the dataset, CSS from the tokens): they must not drift apart.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import season from '../../data/season.json'

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')

function token(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1]?.toLowerCase()
}

describe('design tokens', () => {
  it('give every class of the dataset its colour, the same as the dataset', () => {
    for (const wowClass of season.classes) {
      expect(token(`class-${wowClass.slug}`), wowClass.name).toBe(wowClass.color.toLowerCase())
    }
  })
})
