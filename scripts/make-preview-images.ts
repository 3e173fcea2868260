// `npx tsx scripts/make-preview-images.ts`: draws the site's 1200×630 link preview images (Open
// Graph and Twitter cards) with Chromium from src/config/site.ts, the logo in public/favicon.svg,
// the design tokens and the season's name in data/season.json, and writes them to public/og/. Run
// it after re-branding or at a new season, and commit what it writes. (Each spec's tracker card
// is drawn at build instead: scripts/spec-pages.ts.)
import path from 'node:path'
import season from '../data/season.json' with { type: 'json' }
import { siteConfig } from '../src/config/site'
import { defaultPreviewImage } from '../src/lib/page-head'
import { drawPreviewCards, type PreviewCard } from './preview-cards'

const publicDir = path.resolve(import.meta.dirname, '..', 'public')
// One stripe per class, in the game's class colours: the card reads as "for every spec" at a glance.
const everyClass = season.classes.map((wowClass) => wowClass.color)

const cards: PreviewCard[] = [
  {
    image: defaultPreviewImage,
    kicker: `${season.season.name} · patch ${season.season.patch}`,
    headline: siteConfig.title,
    text: siteConfig.tagline,
    stripes: everyClass,
  },
  {
    // The image src/routes/_season-data/trinket-tracker.tsx names in its head.
    image: '/og/trinket-tracker.png',
    kicker: `${siteConfig.title} · ${season.season.name}`,
    headline: 'Trinket Tracker',
    text: 'Every trinket your spec can use: where it drops, at what item level, and which key or boss to farm.',
    stripes: everyClass,
  },
]

await drawPreviewCards(cards, publicDir)
console.log(`make-preview-images: wrote ${cards.map((card) => `public${card.image}`).join(', ')}`)
