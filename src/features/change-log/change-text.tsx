// Renders a change's inline formatting (code, bold, emphasis, links) parsed at build time.
import type { ReactNode } from 'react'
import { ExternalLink } from '~/components/external-link'
import type { Inline } from './parse-changelog'
import { isSitePath } from './site-path'

export function ChangeText({ nodes }: { nodes: readonly Inline[] }) {
  // Nodes never move or change after the build, so their position is a stable key.
  return nodes.map((node, index) => renderNode(node, index))
}

function renderNode(node: Inline, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text
    case 'code':
      return isSitePath(node.text) ? (
        <a key={key} href={node.text}>
          <code>{node.text}</code>
        </a>
      ) : (
        <code key={key}>{node.text}</code>
      )
    case 'strong':
      return (
        <strong key={key}>
          <ChangeText nodes={node.children} />
        </strong>
      )
    case 'emphasis':
      return (
        <em key={key}>
          <ChangeText nodes={node.children} />
        </em>
      )
    case 'link':
      return /^https?:/i.test(node.href) ? (
        <ExternalLink key={key} href={node.href}>
          <ChangeText nodes={node.children} />
        </ExternalLink>
      ) : (
        <a key={key} href={node.href}>
          <ChangeText nodes={node.children} />
        </a>
      )
  }
}
