// The header navigation from 992 px up. Radix NavigationMenu opens the Tools dropdown on hover
// and by keyboard and keeps its items in the page's tab order; opening on focus and a click that
// never shuts a menu the player has only just seen are added here.
import { Link } from '@tanstack/react-router'
import { NavigationMenu } from 'radix-ui'
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { ChevronDownIcon } from '../icons'
import { pageLinks } from './nav-links'
import { desktopNavLabel } from './static-desktop-nav'
import { ToolMenuList } from './tool-menu-list'

const toolsValue = 'tools'

export function DesktopNav() {
  const [value, setValue] = useState('')
  // A click only closes a menu that an earlier click opened. Radix toggles on every click, so a
  // click on a menu the pointer had just opened by hovering, or the tap whose focus opened it on
  // a touch screen, would shut it at once.
  const openedByClick = useRef(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const open = () => setValue(toolsValue)
  const close = () => {
    openedByClick.current = false
    setValue('')
  }
  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault() // skips Radix's own toggle
    if (value === toolsValue && openedByClick.current) {
      close()
    } else {
      openedByClick.current = true
      open()
    }
  }

  // The navigation hydrates from its own chunk, after the page has painted. Radix opens on
  // pointer movement, so a pointer that came to rest on Tools before then would wait for the
  // next move, and focus that arrived before the code did fired no handler: open for either now,
  // as the hover or the keyboard asked. The browser learns that the new Tools is under a resting
  // pointer only at a following frame, so the hover is asked again two frames on: without that,
  // the plain menu the player was reading closed under the pointer on a busy machine.
  useEffect(() => {
    const trigger = triggerRef.current
    if (!trigger) return
    const openIfAsked = () => {
      if (trigger.matches(':hover') || document.activeElement === trigger) setValue(toolsValue)
    }
    openIfAsked()
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(openIfAsked)
    })
    return () => cancelAnimationFrame(frame)
  }, [])

  // Radix puts an aria-hidden "focus proxy" in the tab order beside an open trigger, to lead
  // focus into content rendered elsewhere (radix-ui/primitives#3085). Our content follows the
  // trigger, so Tab reaches it without the proxy; out of the tab order, the proxy is no longer a
  // focusable element hidden from screen readers. Radix still focuses it by script when Tab
  // leaves the menu, which is all it is needed for. Radix offers no option to leave the proxy out
  // (no public API for it), hence this one edit of an element Radix renders.
  useLayoutEffect(() => {
    if (value !== toolsValue) return
    for (const proxy of triggerRef.current?.parentElement?.querySelectorAll(
      ':scope > [aria-hidden="true"][tabindex="0"]',
    ) ?? []) {
      proxy.setAttribute('tabindex', '-1')
    }
  }, [value])

  return (
    <NavigationMenu.Root
      className="desktop-nav desktop-only"
      value={value}
      onValueChange={(next) => (next ? setValue(next) : close())}
      delayDuration={0}
      aria-label={desktopNavLabel}
    >
      <NavigationMenu.List className="desktop-nav-list">
        <NavigationMenu.Item
          value={toolsValue}
          className="tools-menu-item"
          // Focus that moves on past the menu (Tab to Change Log) closes it, as it opened on focus;
          // an open menu would otherwise cover the page while the keyboard works elsewhere.
          onBlur={(event) => {
            const next = event.relatedTarget
            if (
              value === toolsValue &&
              !(next instanceof Node && event.currentTarget.contains(next))
            )
              close()
          }}
        >
          <NavigationMenu.Trigger
            ref={triggerRef}
            className="nav-link tools-trigger"
            onFocus={open}
            onClick={onTriggerClick}
            onKeyDown={(event) => {
              // Tab from an open Tools goes into the menu through Radix's focus proxy (out of the
              // tab order, see above), which puts the entries back in the tab order and focuses
              // the first; a plain Tab could skip the whole menu.
              if (event.key !== 'Tab' || event.shiftKey || value !== toolsValue) return
              const proxy = event.currentTarget.parentElement?.querySelector<HTMLElement>(
                ':scope > [aria-hidden="true"][tabindex]',
              )
              if (proxy) {
                event.preventDefault()
                proxy.focus()
              }
            }}
          >
            Tools <ChevronDownIcon size={16} />
          </NavigationMenu.Trigger>
          {/* .menu-content sits 16 px below the trigger: the specification's dropdown offset. */}
          <NavigationMenu.Content className="menu-content">
            <ToolMenuList
              wrapLink={(link) => (
                <NavigationMenu.Link asChild onSelect={close}>
                  {link}
                </NavigationMenu.Link>
              )}
            />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {pageLinks.map((page) => (
          <NavigationMenu.Item key={page.to}>
            <NavigationMenu.Link asChild>
              <Link to={page.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                {page.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <ExternalLink href={siteConfig.feedbackUrl} className="nav-link" showIcon>
              Feedback
            </ExternalLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
