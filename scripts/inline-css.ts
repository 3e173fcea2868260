// Puts each page's stylesheets into its HTML, so the first response can paint on its own: no
// render-blocking round trip for CSS, and the first paint comes before any script runs. Within
// the first-round-trip budget only (14 KB compressed, what a new TCP connection delivers at once).
//
// The <link> stays, marked `disabled` (browsers then do not fetch it), because React looks the
// stylesheet up by that link when it hydrates: without it React would insert and fetch it again.

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi

function hrefOf(tag: string): string | undefined {
  return /\shref="([^"]+)"/i.exec(tag)?.[1]
}

/** CSS that is only safe to move when it cannot close the <style> or depend on its own URL. */
export function canInline(css: string): boolean {
  if (/<\/style/i.test(css)) return false
  for (const [, url = ''] of css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)) {
    if (!/^(data:|\/|https?:|#)/i.test(url)) return false
  }
  return true
}

export type InlineResult = { html: string; inlined: string[]; keptAsLinks: string[] }

export function inlineStylesheets(
  html: string,
  cssFor: (href: string) => string | undefined,
  fitsBudget: (html: string) => boolean,
): InlineResult {
  let result = html
  const inlined: string[] = []
  const keptAsLinks: string[] = []
  for (const [tag] of html.matchAll(stylesheetLink)) {
    const href = hrefOf(tag)
    const css = href === undefined ? undefined : cssFor(href)
    if (href === undefined || css === undefined || !canInline(css) || /\sdisabled\b/i.test(tag)) {
      if (href !== undefined) keptAsLinks.push(href)
      continue
    }
    const disabledTag = tag.replace(/\s*\/?>$/, ' disabled/>')
    const candidate = result.replace(
      tag,
      `<style data-inlined-from="${href}">${css}</style>${disabledTag}`,
    )
    if (fitsBudget(candidate)) {
      result = candidate
      inlined.push(href)
    } else {
      keptAsLinks.push(href)
    }
  }
  return { html: result, inlined, keptAsLinks }
}
