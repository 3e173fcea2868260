// The slide-in panel of the mobile menu, loaded on demand by mobile-menu.tsx. Radix Dialog traps
// focus, closes on Escape and locks page scroll; the CSS plays the 300 ms close animation before
// unmounting.
import { Link, type LinkProps } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { CloseIcon, LogoMark } from '../icons'
import { pageLinks, toolLinks } from './nav-links'
import { SocialLinks } from './social-links'

type MobileMenuSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  contentId: string
  /** The menu button: it lives outside the dialog, so focus is handed back to it by hand. */
  menuButtonRef: RefObject<HTMLButtonElement | null>
}

export function MobileMenuSheet({
  open,
  onOpenChange,
  contentId,
  menuButtonRef,
}: MobileMenuSheetProps) {
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content
          id={contentId}
          className="sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            menuButtonRef.current?.focus()
          }}
        >
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
            <p className="sheet-section-title caps-label">Tools</p>
            <ul className="sheet-links">
              {toolLinks.map((tool) => (
                <li key={tool.label}>
                  {tool.disabled ? (
                    <span className="sheet-link is-disabled">{tool.label}</span>
                  ) : (
                    <SheetLink to={tool.to} label={tool.label} onFollow={close} />
                  )}
                </li>
              ))}
            </ul>
            <p className="sheet-section-title caps-label">Site</p>
            <ul className="sheet-links">
              {pageLinks.map((page) => (
                <li key={page.to}>
                  <SheetLink to={page.to} label={page.label} onFollow={close} />
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

/** A page of the site in the menu: following it closes the menu; the current page is marked. */
function SheetLink({
  to,
  label,
  onFollow,
}: {
  to: LinkProps['to']
  label: string
  onFollow: () => void
}) {
  return (
    <Link
      to={to}
      className="sheet-link"
      onClick={onFollow}
      activeProps={{ 'aria-current': 'page' }}
    >
      {label}
    </Link>
  )
}
