// Search-parameter readers shared by every page, as the specification's section 5 says: malformed
// values are dropped, never thrown, so a shared link with a typo still opens the page. A page's
// own parameters are declared with its feature (the tracker's in
// features/trinket-tracker/state/tracker-search.ts).
import { stringifySearchWith } from '@tanstack/react-router'

/** Kept only when it is a string; anything else (number, object, array) is dropped. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function isItemId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}

/**
 * Item ids from a comma-separated string ("1,2,3") or an array of numbers. The router's JSON
 * parser turns a lone "123" into a number, so a single number is accepted too. Pieces that are
 * not whole positive numbers are dropped, duplicates are removed, and an empty result is absent.
 */
export function parseItemIds(value: unknown): number[] | undefined {
  let candidates: unknown[]
  if (typeof value === 'string') candidates = value.split(',')
  else if (typeof value === 'number') candidates = [value]
  else if (Array.isArray(value)) candidates = value
  else return undefined

  // A Set keeps a tampered list of 100,000 ids linear (an array's includes made it quadratic).
  const ids = new Set<number>()
  for (const candidate of candidates) {
    let id: number | undefined
    if (typeof candidate === 'number') id = candidate
    else if (typeof candidate === 'string' && /^\s*\d+\s*$/.test(candidate)) id = Number(candidate)
    if (id !== undefined && isItemId(id)) ids.add(id)
  }
  return ids.size > 0 ? [...ids] : undefined
}

export type FaqSearch = { tab?: string | undefined }

export function validateFaqSearch(raw: unknown): FaqSearch {
  const search = isRecord(raw) ? raw : {}
  return { tab: optionalString(search.tab) }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'number')
}

/** Writes item lists as "1,2,3" instead of the router's default JSON ("%5B1%2C2%5D"). */
export const stringifySearch = stringifySearchWith(
  (value: unknown) => (isNumberList(value) ? value.join(',') : JSON.stringify(value)),
  JSON.parse,
)
