// The one Chromium every browser run uses (end-to-end tests, benchmarks, screenshots): Debian's,
// since a browser download cannot work on these machines, launched so that it does nothing of its
// own accord (no sandbox in containers, no GPU, no updates, sync or QUIC probes of its own) and two
// runs of the same thing measure the same thing.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
