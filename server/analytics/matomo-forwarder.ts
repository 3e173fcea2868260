// With MATOMO_URL set the server is a proxy in front of Matomo: each accepted hit goes on to
// matomo.php with the visitor's IP and user agent, as Matomo expects from a proxy.

export type MatomoTarget = {
  /** Base URL of the Matomo installation, e.g. https://matomo.example.org/ */
  url: string
  /** A token with write access to the site: lets Matomo take the visitor IP from `cip`. */
  token?: string
  timeoutMs?: number
}

export type Visitor = { ip: string; userAgent?: string; acceptLanguage?: string }

export function matomoEndpoint(baseUrl: string): string {
  return new URL('matomo.php', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href
}

/** Resolves when Matomo accepted the hit; rejects with a reason otherwise. */
export async function forwardToMatomo(
  target: MatomoTarget,
  params: URLSearchParams,
  visitor: Visitor,
): Promise<void> {
  const body = new URLSearchParams(params)
  if (target.token) {
    // Matomo only believes a proxy-supplied IP (cip) when the request is authenticated.
    body.set('cip', visitor.ip)
    body.set('token_auth', target.token)
  }
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    // Matomo reads these when configured to trust this server as a proxy (proxy_client_headers).
    'X-Forwarded-For': visitor.ip,
  }
  if (visitor.userAgent) headers['User-Agent'] = visitor.userAgent
  if (visitor.acceptLanguage) headers['Accept-Language'] = visitor.acceptLanguage

  const response = await fetch(matomoEndpoint(target.url), {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(target.timeoutMs ?? 5000),
  })
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`Matomo answered HTTP ${response.status}`)
}
