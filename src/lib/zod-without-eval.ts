// zod speeds up object parsing by compiling parsers with `new Function`, and probes for that the
// first time a schema is built. The server's Content Security Policy forbids eval, so the probe
// fails and the browser reports a violation on every page. Telling zod up front to skip it keeps
// the policy's violation reports meaningful. The client entry imports this first of all.
import { config } from 'zod/v4/core'

config({ jitless: true })
