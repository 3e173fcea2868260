// Below 992 px the navigation lives in a left slide-in panel. Only the menu button is part of
// every page's first load: the panel and Radix Dialog behind it (focus trap, scroll lock) are
// fetched when the browser is idle on a phone or tablet, or at the latest on the first touch,
// hover or focus of the button. Desktops, which never show the button, never fetch them.
import { useEffect, useId, useRef, useState } from 'react'
import { desktopNavQuery } from '~/lib/breakpoints'
import { codeOnDemand } from '~/lib/code-on-demand'
import { earlyTapAttribute, takeEarlyTap } from '~/lib/early-tap'
import { whenIdle } from '~/lib/when-idle'
import { MenuIcon } from '../icons'

type SheetModule = typeof import('./mobile-menu-sheet')

const sheetCode = codeOnDemand(() => import('./mobile-menu-sheet'))

/** Starts loading the panel once; every attempt after a failed load fetches it again. */
function loadSheet(): Promise<SheetModule> {
  sheetCode.retryIfFailed()
  return sheetCode.load()
}

export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [sheet, setSheet] = useState<SheetModule | undefined>(undefined)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()

  const prepare = () => {
    if (sheet) return
    loadSheet().then(setSheet, () => {
      // Offline or a stale deploy: the button stays, and the next tap tries again.
    })
  }

  // A tap on the button before the page's code arrived opens the menu now.
  useEffect(() => {
    if (!takeEarlyTap('menu')) return
    loadSheet().then(setSheet, () => {})
    setOpen(true)
  }, [])

  useEffect(() => {
    if (window.matchMedia(desktopNavQuery).matches) return
    return whenIdle(() => {
      loadSheet().then(setSheet, () => {})
    })
  }, [])

  // Turning a tablet or widening the window to 992 px hides the menu button and shows the header
  // navigation: an open panel would be left over it, with the page unable to scroll.
  useEffect(() => {
    const desktop = window.matchMedia(desktopNavQuery)
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false)
    }
    desktop.addEventListener('change', closeOnDesktop)
    return () => desktop.removeEventListener('change', closeOnDesktop)
  }, [])

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className="icon-button menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        {...{ [earlyTapAttribute]: 'menu' }}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare()
          setOpen(true)
        }}
      >
        <MenuIcon size={24} />
      </button>
      {sheet && (
        <sheet.MobileMenuSheet
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          menuButtonRef={menuButtonRef}
        />
      )}
    </>
  )
}
