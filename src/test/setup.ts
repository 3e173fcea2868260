// Component tests (jsdom) get Testing Library's DOM matchers (toBeVisible, toHaveAttribute…) and
// an unmount after each test. Node-only test files, most of them, skip both: they do not need
// React DOM loaded before they start.
import { afterEach } from 'vitest'

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
