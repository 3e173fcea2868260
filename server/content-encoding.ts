// Picks brotli or gzip from a request's Accept-Encoding for responses the server holds in memory
// (the Not Found page); files on disk are negotiated by @fastify/static the same way.

export type PrecompressedEncoding = 'br' | 'gzip'

function qualityOf(directives: Map<string, number>, coding: PrecompressedEncoding): number {
  return directives.get(coding) ?? directives.get('*') ?? 0
}

export function preferredEncoding(
  acceptEncoding: string | undefined,
): PrecompressedEncoding | undefined {
  if (!acceptEncoding) return undefined
  const directives = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!coding) continue
    const qParam = params.find((param) => param.startsWith('q='))
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2))
    directives.set(coding, Number.isFinite(quality) ? quality : 0)
  }
  const br = qualityOf(directives, 'br')
  const gzip = qualityOf(directives, 'gzip')
  if (br <= 0 && gzip <= 0) return undefined
  return br >= gzip ? 'br' : 'gzip'
}
