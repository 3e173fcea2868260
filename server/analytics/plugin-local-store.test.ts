// The analytics tracker endpoint storing hits in its local SQLite database, and what it refuses.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { beacon, hit, summary, trackerPath } from './plugin-test-requests'
import { dir, makeApp, prepareAnalyticsApps } from './plugin-test-setup'

prepareAnalyticsApps()

describe('tracker endpoint, stored locally', () => {
  it('stores page views and outlinks and the summary counts them', async () => {
    const app = await makeApp()
    for (const params of [
      hit(),
      hit({ url: 'https://vaultwise.gg/faq/?tab=data' }),
      hit({ url: 'https://vaultwise.gg/' }),
      hit({ link: 'https://discord.gg/vaultwise' }),
      hit({ ping: '1' }),
    ]) {
      expect((await beacon(app, params)).statusCode).toBe(204)
    }
    expect(await summary(app)).toEqual({
      from: '2026-02-13T12:00:00.000Z',
      to: '2026-03-15T12:00:00.000Z',
      pageViews: [
        { path: '/faq/', views: 2 },
        { path: '/', views: 1 },
      ],
      outlinks: [{ url: 'https://discord.gg/vaultwise', clicks: 1 }],
      totals: { pageViews: 3, outlinks: 1, heartbeats: 1, visitors: 1 },
    })
  })

  it('accepts the hit as text/plain and as a GET query string', async () => {
    const app = await makeApp()
    const plain = await app.inject({
      method: 'POST',
      url: trackerPath,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: hit().toString(),
    })
    expect(plain.statusCode).toBe(204)
    const get = await app.inject({ method: 'GET', url: `${trackerPath}?${hit().toString()}` })
    expect(get.statusCode).toBe(204)
    expect((await summary(app)).totals.pageViews).toBe(2)
  })

  it('answers malformed or oversized hits with 400 and stores none of them', async () => {
    const app = await makeApp()
    const withoutUrl = hit()
    withoutUrl.delete('url')
    const withoutRec = hit()
    withoutRec.delete('rec')
    const bad = [
      beacon(app, hit({ idsite: '7' })),
      beacon(app, withoutUrl),
      beacon(app, withoutRec),
      beacon(app, hit({ url: 'not a url' })),
      beacon(app, hit({ link: 'javascript:alert(1)' })),
      beacon(app, new URLSearchParams(`${hit()}&url=https%3A%2F%2Fevil.example%2F`)),
      beacon(app, hit({ action_name: 'x'.repeat(9000) })),
      app.inject({ method: 'GET', url: `${trackerPath}?${hit({ rand: 'y'.repeat(9000) })}` }),
      app.inject({ method: 'POST', url: trackerPath, payload: { idsite: 6, rec: 1 } }),
      app.inject({
        method: 'POST',
        url: trackerPath,
        headers: { 'content-type': 'image/png' },
        payload: 'x',
      }),
      app.inject({ method: 'GET', url: trackerPath }),
    ]
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toHaveProperty('error')
    }
    expect((await summary(app)).totals).toEqual({
      pageViews: 0,
      outlinks: 0,
      heartbeats: 0,
      visitors: 0,
    })
  })

  it('says what is wrong in one sentence', async () => {
    const app = await makeApp()
    const response = await beacon(app, hit({ idsite: '99' }))
    expect(response.json()).toEqual({ error: 'Unknown idsite 99.' })
  })

  it('keeps hits in a SQLite file that outlives the server', async () => {
    const databaseFile = path.join(dir, 'kept.sqlite')
    const first = await makeApp({ databaseFile })
    await beacon(first, hit())
    await first.close()
    expect(existsSync(databaseFile)).toBe(true)
    const raw = new Database(databaseFile, { readonly: true })
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
    raw.close()
    const second = await makeApp({ databaseFile })
    expect((await summary(second)).totals.pageViews).toBe(1)
  })

  it('opens the database at start, creating its folders, readable by the server alone', async () => {
    const databaseFile = path.join(dir, 'a', 'b', 'analytics.sqlite')
    const app = await makeApp({ databaseFile })
    await beacon(app, hit())
    const mode = (file: string) => statSync(file).mode & 0o777
    // Visitor ids and the pages they saw: no other user of the machine may read them.
    expect(mode(databaseFile)).toBe(0o600)
    expect(mode(`${databaseFile}-wal`)).toBe(0o600)
    expect(mode(path.join(dir, 'a'))).toBe(0o700)
    expect(mode(path.join(dir, 'a', 'b'))).toBe(0o700)
  })

  it('counts every spelling of a page under one path', async () => {
    const app = await makeApp()
    for (const url of [
      'https://vaultwise.gg/faq/',
      'https://vaultwise.gg/Faq/',
      'https://vaultwise.gg/FAQ/?tab=data',
      'https://vaultwise.gg/%66aq/',
    ]) {
      expect((await beacon(app, hit({ url }))).statusCode, url).toBe(204)
    }
    expect((await summary(app)).pageViews).toEqual([{ path: '/faq/', views: 4 }])
  })

  it('refuses a page title with control characters', async () => {
    const app = await makeApp()
    for (const title of ['FAQ\nSet-Cookie: x', 'FAQ\u001b[31m', 'FAQ\u0000']) {
      const response = await beacon(app, hit({ action_name: title }))
      expect(response.statusCode, JSON.stringify(title)).toBe(400)
    }
    expect((await summary(app)).totals.pageViews).toBe(0)
  })

  it('reports outlinks as web addresses with markup characters encoded, never as markup', async () => {
    const app = await makeApp()
    const link = 'https://discord.gg/"><script>alert(1)</script>'
    expect((await beacon(app, hit({ link }))).statusCode).toBe(204)
    expect((await beacon(app, hit({ link: 'javascript:alert(1)' }))).statusCode).toBe(400)
    const { outlinks } = await summary(app)
    expect(outlinks).toEqual([
      { url: 'https://discord.gg/%22%3E%3Cscript%3Ealert(1)%3C/script%3E', clicks: 1 },
    ])
    expect(JSON.stringify(outlinks)).not.toMatch(/[<>"]script/)
  })

  it('never repeats a parameter name in its answer', async () => {
    const app = await makeApp()
    const response = await beacon(
      app,
      new URLSearchParams(`${hit()}&%3Cscript%3E=1&%3Cscript%3E=2`),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'A parameter is given twice.' })
  })
})
