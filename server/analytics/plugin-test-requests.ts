// What the analytics plugin's tests send it: hits shaped as the site's tracker sends them, and
// the summary they read back.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

export const trackerPath = '/api/analytics/track'
export const summaryPath = '/api/analytics/summary'

export function hit(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    idsite: '6',
    rec: '1',
    url: 'https://vaultwise.gg/faq/',
    action_name: 'FAQ · Vaultwise',
    urlref: '',
    _id: '0123456789abcdef',
    pv_id: 'Ab3dE6',
    rand: 'r4nd0m',
    apiv: '1',
    ...extra,
  })
}

/** As navigator.sendBeacon(path, new URLSearchParams(...)) sends it. */
export function beacon(app: FastifyInstance, params: URLSearchParams) {
  return app.inject({
    method: 'POST',
    url: trackerPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    payload: params.toString(),
  })
}

export async function summary(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `${summaryPath}${query}` })
  expect(response.statusCode).toBe(200)
  return response.json()
}
