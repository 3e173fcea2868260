// Below 992 px the navigation lives in a left slide-in panel. Radix Dialog traps focus, closes
// on Escape and locks page scroll; the CSS plays the 300 ms close animation before unmounting.
import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { CloseIcon, LogoMark, MenuIcon } from '../icons'
import { pageLinks, toolLinks } from './nav-links'
import { SocialLinks } from './social-links'

export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button menu-button" aria-label="Open menu">
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content className="sheet" aria-describedby={undefined}>
          <div className="sheet-header">
            <Link to="/" className="brand" onClick={close}>
              <LogoMark size={28} />
              <span className="brand-title">{siteConfig.title}</span>
            </Link>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <nav aria-label="Menu">
            <p className="sheet-section-title">Tools</p>
            <ul className="sheet-links">
              {toolLinks.map((tool) => (
                <li key={tool.label}>
                  {tool.disabled ? (
                    <span className="sheet-link is-disabled" aria-disabled="true">
                      {tool.label}
                    </span>
                  ) : (
                    <Link
                      to={tool.to}
                      className="sheet-link"
                      onClick={close}
                      activeProps={{ 'aria-current': 'page' }}
                    >
                      {tool.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <p className="sheet-section-title">Site</p>
            <ul className="sheet-links">
              {pageLinks.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    className="sheet-link"
                    onClick={close}
                    activeProps={{ 'aria-current': 'page' }}
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
              <li>
                <ExternalLink href={siteConfig.feedbackUrl} className="sheet-link" showIcon>
                  Feedback
                </ExternalLink>
              </li>
            </ul>
          </nav>
          <SocialLinks className="sheet-social" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
