// autocannon against the project's server and against the minimal node:http server, one after
// the other, for the same URL and the same bytes.
import autocannon, { type AutocannonResult } from 'autocannon'
import type { LoadFigures, ThroughputResult } from './results-schema'

const headers = { 'accept-encoding': 'br, gzip' }

function figuresOf(result: AutocannonResult): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}

async function bodyOf(url: string): Promise<Buffer> {
  // fetch() would decompress; the comparison is about the bytes on the wire.
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

export async function compareThroughput(
  target: string,
  path: string,
  projectOrigin: string,
  nodeHttpOrigin: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<ThroughputResult> {
  const [projectBody, nodeHttpBody] = await Promise.all([
    bodyOf(`${projectOrigin}${path}`),
    bodyOf(`${nodeHttpOrigin}${path}`),
  ])
  if (!projectBody.equals(nodeHttpBody)) {
    throw new Error(
      `The two servers send different bytes for ${path}: the comparison would be unfair`,
    )
  }
  const run = (origin: string) =>
    autocannon({ url: `${origin}${path}`, connections, duration: seconds, headers })
  const project = figuresOf(await run(projectOrigin))
  const nodeHttp = figuresOf(await run(nodeHttpOrigin))
  console.log(
    `load ${target}: project ${Math.round(project.requestsPerSecond)} req/s, node:http ${Math.round(nodeHttp.requestsPerSecond)} req/s`,
  )
  return {
    target,
    url: path,
    bytes: projectBody.length,
    project,
    nodeHttp,
    ratio: project.requestsPerSecond / nodeHttp.requestsPerSecond,
  }
}
