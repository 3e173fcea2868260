// The part of autocannon's API the project uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export type AutocannonOptions = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
  }

  export type AutocannonResult = {
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
    connections: number
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
}
