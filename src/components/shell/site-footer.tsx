import { Link } from '@tanstack/react-router'
import { memo, type ReactNode, useSyncExternalStore } from 'react'
import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { LogoMark } from '../icons'
import { pageLinks } from './nav-links'
import { SocialLinks } from './social-links'

export const firstCopyrightYear = 2000

export function copyrightLine(currentYear: number, organisation: string): string {
  return `© ${firstCopyrightYear}–${currentYear} ${organisation}. World of Warcraft is a trademark of Blizzard Entertainment, Inc.; this site is not affiliated with Blizzard.`
}

/**
 * `extraLinks` lets a feature (cookie settings) add its own entry without the shell knowing it.
 * Memoised, like the header: the root redraws on every change of the address (a tracker filter
 * writes one), which changes nothing here. Pass `extraLinks` as one element made once.
 */
export const SiteFooter = memo(function SiteFooter({ extraLinks }: { extraLinks?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <LogoMark size={28} />
          <span className="brand-title">{siteConfig.title}</span>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {pageLinks.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
            <li>
              <ExternalLink href={siteConfig.feedbackUrl}>Feedback</ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteConfig.termsUrl}>Terms &amp; Policies</ExternalLink>
            </li>
            {extraLinks}
          </ul>
        </nav>
        <SocialLinks />
        <Copyright />
      </div>
    </footer>
  )
})

const noSubscription = () => () => {}
const clockYear = () => new Date().getFullYear()

// While React hydrates, it must render what the prerendered HTML holds, the year of the build,
// or a page built last December would fail to hydrate in January. The HTML carries that year in
// an attribute; once hydrated, the browser's clock gives the current one.
function prerenderedYear(): number {
  if (typeof document === 'undefined') return clockYear()
  const year = Number(document.querySelector('.copyright[data-year]')?.getAttribute('data-year'))
  return Number.isInteger(year) && year > 0 ? year : clockYear()
}

function Copyright() {
  const year = useSyncExternalStore(noSubscription, clockYear, prerenderedYear)
  return (
    <p className="copyright" data-year={year}>
      {copyrightLine(year, siteConfig.organisation)}
    </p>
  )
}
