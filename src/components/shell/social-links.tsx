import { siteConfig } from '~/config/site'
import { ExternalLink } from '../external-link'
import { SocialIcon } from '../icons'

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`social-links ${className ?? ''}`}>
      {siteConfig.social.map((entry) => (
        <li key={entry.kind}>
          <ExternalLink href={entry.url} className="social-link" title={entry.label}>
            <SocialIcon kind={entry.kind} />
            <span className="visually-hidden">{entry.label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
