// Which section of the overview the reader is in, for the table of contents to highlight.
import { useEffect, useState } from 'react'

/**
 * The id of the last section whose top has scrolled past the upper part of the window. Null until
 * the browser reports (and on the server), so the prerendered page highlights nothing.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const sections = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
    const pick = () => {
      // The header covers the top; a section counts as entered a little below it.
      const line = window.innerHeight * 0.25
      let found: string | null = null
      for (const section of sections)
        if (section.getBoundingClientRect().top <= line) found = section.id
      setCurrent(found ?? sections[0]?.id ?? null)
    }
    const observer = new IntersectionObserver(pick, {
      rootMargin: '0px 0px -75% 0px',
      threshold: [0, 1],
    })
    for (const section of sections) observer.observe(section)
    pick()
    return () => observer.disconnect()
  }, [ids])

  return current
}
