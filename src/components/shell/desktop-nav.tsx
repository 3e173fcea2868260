// The header navigation from 992 px up. Radix NavigationMenu opens the Tools dropdown on hover
// and by keyboard and keeps its items in the page's tab order; opening on focus is added for
// people without a mouse.
import { Link } from '@tanstack/react-router'
import { NavigationMenu } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { ChevronDownIcon } from '../icons'
import { pageLinks, toolLinks } from './nav-links'

const toolsValue = 'tools'

export function DesktopNav() {
  const [value, setValue] = useState('')
  const close = () => setValue('')
  const triggerRef = useRef<HTMLButtonElement>(null)

  // The navigation hydrates from its own chunk, a moment after the page. Radix opens on pointer
  // movement, so a pointer that came to rest on Tools before then would wait for the next move:
  // open for it now, as the hover asked.
  useEffect(() => {
    if (triggerRef.current?.matches(':hover')) setValue(toolsValue)
  }, [])

  return (
    <NavigationMenu.Root
      className="desktop-nav desktop-only"
      value={value}
      onValueChange={setValue}
      delayDuration={0}
      aria-label="Main"
    >
      <NavigationMenu.List className="desktop-nav-list">
        <NavigationMenu.Item value={toolsValue} className="tools-menu-item">
          <NavigationMenu.Trigger
            ref={triggerRef}
            className="nav-link tools-trigger"
            onFocus={() => setValue(toolsValue)}
          >
            Tools <ChevronDownIcon size={16} />
          </NavigationMenu.Trigger>
          {/* .menu-content sits 16 px below the trigger: the specification's dropdown offset. */}
          <NavigationMenu.Content className="menu-content">
            <ul className="menu-list">
              {toolLinks.map((tool) => (
                <li key={tool.label}>
                  {tool.disabled ? (
                    <span className="menu-item is-disabled" aria-disabled="true">
                      {tool.label}
                    </span>
                  ) : (
                    <NavigationMenu.Link asChild onSelect={close}>
                      <Link
                        to={tool.to}
                        className="menu-item"
                        activeProps={{ 'aria-current': 'page' }}
                      >
                        {tool.label}
                      </Link>
                    </NavigationMenu.Link>
                  )}
                </li>
              ))}
            </ul>
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
