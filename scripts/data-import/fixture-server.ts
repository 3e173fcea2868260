// Test support: a loopback HTTP server that answers like the Blizzard Game Data API, from fixture
// files and from a mirror of a dataset (so a test can start from "the API agrees" and change one thing).

import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SeasonDataset } from '../../src/domain/season/schema'
import { seasonIndex } from '../../src/domain/season/season-index'
import {
  type ItemMediaResponse,
  type ItemResponse,
  journalEncounterSchema,
  type PlayableSpecializationResponse,
} from './api-schemas'

export interface Reply {
  status: number
  headers?: Record<string, string>
  body?: unknown
  /** Never answer (a hung server). */
  hang?: boolean
  /** Close the connection without answering (a network error). */
  drop?: boolean
  /** Sent as they are instead of a JSON body (an image). */
  bytes?: Uint8Array
  /** A body that never ends: chunks of this many bytes until the client hangs up. */
  endless?: number
}

/**
 * Paths under this prefix stand for a public host (the game's render host, a sim publisher's
 * site): no token, no namespace.
 */
export const RENDER_PREFIX = '/render/'

/** Keyed "GET /data/wow/item/123" or "POST /token"; a list answers in turn, repeating its last reply. */
export type Routes = Map<string, Reply | Reply[]>

export const FIXTURE_CLIENT_ID = 'fixture-client'
export const FIXTURE_CLIENT_SECRET = 'fixture-secret'
const FIXTURE_TOKEN = 'fixture-access-token'

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'))
}

const href = (path: string) => ({ href: `https://us.api.blizzard.com${path}?namespace=static-us` })
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function cooldownText(seconds: number | null): string {
  if (seconds === null) return ''
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  const parts = [minutes > 0 ? `${minutes} Min` : '', rest > 0 ? `${rest} Sec` : ''].filter(Boolean)
  return ` (${parts.join(', ')} Cooldown)`
}

/** API answers that agree with every fact in the dataset. */
export function mirrorRoutes(dataset: SeasonDataset): Routes {
  const routes: Routes = new Map()
  const ok = (body: unknown): Reply => ({ status: 200, body })
  for (const instance of dataset.instances) {
    for (const encounter of instance.encounters) {
      const loot = dataset.trinkets.filter((t) =>
        t.sources.some((s) => s.encounterId === encounter.id),
      )
      const body = {
        _links: { self: href(`/data/wow/journal-encounter/${encounter.id}`) },
        id: encounter.id,
        ...(encounter.name === null ? {} : { name: encounter.name }),
        items: loot.map((t, i) => ({
          id: 90_000 + i,
          item: { key: href(`/data/wow/item/${t.id}`), name: t.name, id: t.id },
        })),
        instance: {
          key: href(`/data/wow/journal-instance/${instance.id}`),
          name: instance.name,
          id: instance.id,
        },
        category: {
          type:
            instance.kind === 'raid'
              ? 'RAID'
              : instance.kind === 'dungeon'
                ? 'DUNGEON'
                : 'WORLD_BOSS',
        },
      }
      // Checked here because the documented extras (_links, key) are beyond the importer's types.
      journalEncounterSchema.parse(body)
      routes.set(`GET /data/wow/journal-encounter/${encounter.id}`, ok(body))
    }
  }
  for (const trinket of dataset.trinkets) {
    const spells =
      trinket.onUse === null
        ? undefined
        : [
            {
              spell: { key: href('/data/wow/spell/1'), name: trinket.name, id: 1 },
              description: trinket.onUse
                ? `Use: Does something useful.${cooldownText(trinket.effect?.kind === 'on-use' ? trinket.effect.cooldownSeconds : null)}`
                : 'Equip: Your attacks have a chance to do something useful.',
            },
          ]
    const item: ItemResponse & Record<string, unknown> = {
      id: trinket.id,
      name: trinket.name,
      quality: { type: trinket.quality.toUpperCase(), name: titleCase(trinket.quality) },
      level: 1,
      inventory_type: { type: 'TRINKET', name: 'Trinket' },
      item_class: { id: 4, name: 'Armor' },
      item_subclass: { id: 0, name: 'Miscellaneous' },
      preview_item: {
        stats: trinket.primaryStats.map((stat) => ({
          type: { type: stat.toUpperCase(), name: titleCase(stat) },
          value: 100,
        })),
        ...(spells ? { spells } : {}),
      },
    }
    routes.set(`GET /data/wow/item/${trinket.id}`, ok(item))
    const media: ItemMediaResponse = {
      id: trinket.id,
      assets:
        trinket.icon.name === null
          ? []
          : [
              {
                key: 'icon',
                value: `https://render.worldofwarcraft.com/us/icons/56/${trinket.icon.name}.jpg`,
                ...(trinket.icon.fileId === null ? {} : { file_data_id: trinket.icon.fileId }),
              },
            ],
    }
    routes.set(`GET /data/wow/media/item/${trinket.id}`, ok(media))
  }
  const roleType = { tank: 'TANK', healer: 'HEALER', damage: 'DAMAGE' } as const
  for (const spec of dataset.specs) {
    const wowClass = seasonIndex(dataset).classBySlug(spec.classSlug)
    const body: PlayableSpecializationResponse = {
      id: spec.id,
      name: spec.name,
      ...(wowClass ? { playable_class: { id: wowClass.id, name: wowClass.name } } : {}),
      role: { type: roleType[spec.role], name: titleCase(spec.role) },
      primary_stat_type: {
        type: spec.primaryStat.toUpperCase(),
        name: titleCase(spec.primaryStat),
      },
    }
    routes.set(`GET /data/wow/playable-specialization/${spec.id}`, ok(body))
  }
  return routes
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}

export interface FixtureServer {
  apiBase: string
  oauthUrl: string
  /** Every request as "METHOD /path", in arrival order. */
  requests: string[]
  close: () => Promise<void>
}

export async function startFixtureServer(routes: Routes, region = 'us'): Promise<FixtureServer> {
  const requests: string[] = []
  const answer = (key: string): Reply | undefined => {
    const reply = routes.get(key)
    if (!Array.isArray(reply)) return reply
    return reply.length > 1 ? reply.shift() : reply[0]
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const key = `${request.method} ${url.pathname}`
    requests.push(key)
    const send = (reply: Reply) => {
      if (reply.hang) return
      if (reply.drop) {
        request.socket.destroy()
        return
      }
      if (reply.endless) {
        const chunk = Buffer.alloc(reply.endless, 0x20)
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        const more = () => {
          while (!response.destroyed && response.write(chunk)) {}
          if (!response.destroyed) response.once('drain', more)
        }
        response.on('close', () => response.removeAllListeners('drain'))
        more()
        return
      }
      if (reply.bytes) {
        response.writeHead(reply.status, { 'content-type': 'image/jpeg', ...reply.headers })
        response.end(reply.bytes)
        return
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
    }
    if (key === 'POST /token') {
      const body = await readBody(request)
      const expected = `Basic ${Buffer.from(`${FIXTURE_CLIENT_ID}:${FIXTURE_CLIENT_SECRET}`).toString('base64')}`
      const override = answer(key)
      if (override) return send(override)
      if (
        request.headers.authorization !== expected ||
        !body.includes('grant_type=client_credentials')
      ) {
        return send({
          status: 401,
          body: { error: 'invalid_client', error_description: 'Bad client credentials' },
        })
      }
      return send({
        status: 200,
        body: {
          access_token: FIXTURE_TOKEN,
          token_type: 'bearer',
          expires_in: 86_399,
          sub: FIXTURE_CLIENT_ID,
        },
      })
    }
    if (url.pathname.startsWith(RENDER_PREFIX)) {
      if (request.headers.authorization !== undefined) {
        // The importer must not hand its token to another host.
        return send({ status: 400, body: { detail: 'unexpected authorization header' } })
      }
      return send(answer(key) ?? { status: 404, body: { detail: 'Not Found' } })
    }
    if (request.headers.authorization !== `Bearer ${FIXTURE_TOKEN}`) {
      return send({
        status: 401,
        body: { code: 401, type: 'BLZWEBAPI00000401', detail: 'Unauthorized' },
      })
    }
    // The real API answers 404 when the namespace is missing or of another region.
    const reply =
      url.searchParams.get('namespace') === `static-${region}` && url.searchParams.has('locale')
        ? answer(key)
        : undefined
    send(
      reply ?? { status: 404, body: { code: 404, type: 'BLZWEBAPI00000404', detail: 'Not Found' } },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address: string | AddressInfo | null = server.address()
  if (address === null || typeof address === 'string') throw new Error('fixture server has no port')
  const { port } = address
  const apiBase = `http://127.0.0.1:${port}`
  return {
    apiBase,
    oauthUrl: `${apiBase}/token`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
