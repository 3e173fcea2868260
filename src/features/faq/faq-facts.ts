// The facts the FAQ's Markdown inserts with `{{name}}`: game facts read from the season dataset
// (data/season.json, validated by the build) and settings from src/config/site.ts, so an answer
// never goes stale and never states a number the data does not hold. Each fact gives Markdown;
// one the data lacks throws, and the build says which answer needs it. Sentences that only exist
// when the data has something to say ("Right now that is the case for…") are facts too.
// Relative imports: the Vite plugin runs this module while the config loads, before `~` exists.
import type { SiteConfig } from '../../config/site-schema.ts'
import { dungeons, trackByName, trackStepLabel } from '../../domain/season/lookups.ts'
import type { Provenance, RewardItemLevel, SeasonDataset } from '../../domain/season/schema.ts'
import { formatDate } from '../../lib/format-date.ts'
import { withReadableDates } from '../../lib/note-dates.ts'
import { countOf, listInWords } from '../../lib/words.ts'
import type { FaqFacts } from './faq-markdown.ts'

/** Dataset text as Markdown that reads as written (CommonMark lets any punctuation be escaped). */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, '\\$&')
}

const code = (text: string) => `\`${text.replace(/`/g, '')}\``
const bulletList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n')

/** The same markup as the FactMark component (a test holds them equal). */
export function factMarkHtml(kind: 'inferred' | 'disputed' | 'unknown'): string {
  const label = { inferred: 'Inferred', disputed: 'Disputed', unknown: 'Unknown' }[kind]
  return `<span class="fact-mark fact-mark-${kind}">${label}</span>`
}

const regionNames = { us: 'the Americas', eu: 'Europe', kr: 'Korea', tw: 'Taiwan', cn: 'China' }
type RegionCode = keyof typeof regionNames

function required<T>(value: T | undefined | null, missing: string): T {
  if (value === undefined || value === null) throw new Error(missing)
  return value
}

/** The reasons behind facts that are not confirmed, each once. */
function uncertainNotes(provenances: readonly Provenance[]) {
  const notes = new Map<string, Provenance['certainty']>()
  for (const provenance of provenances) {
    if (provenance.certainty !== 'confirmed' && provenance.note !== undefined) {
      notes.set(provenance.note, provenance.certainty)
    }
  }
  return [...notes]
}

export function faqFacts(dataset: SeasonDataset, site: SiteConfig): FaqFacts {
  const { season, crests } = dataset
  const text = markdownText
  const instanceNames = (kind: SeasonDataset['instances'][number]['kind']) =>
    dataset.instances.filter((instance) => instance.kind === kind).map((i) => i.name)
  const withStep = (reward: RewardItemLevel) => {
    const step = trackStepLabel(dataset, reward.track, reward.rank)
    return step ? `${reward.itemLevel} (${step})` : String(reward.itemLevel)
  }
  const mythicPlusCap = () =>
    required(
      dataset.mythicPlus.rewards.find((reward) => reward.andAbove),
      'no Mythic+ reward row holds for the key levels above it',
    )
  const currentRankings = dataset.guideRankings.filter((r) => r.seasonId === season.id)
  const specsRankedBy = (kind: string) =>
    new Set(currentRankings.filter((r) => r.kind === kind).map((r) => r.specId)).size
  const rankingDates = currentRankings.map((r) => r.date).sort()
  const simSource = (unit: string) =>
    required(
      dataset.simSources.find((source) => source.unit === unit),
      `no sim source publishes ${unit}`,
    )
  const mythTrack = () => required(trackByName(dataset, 'Myth'), 'the season has no Myth track')
  const mythTop = () =>
    required(
      mythTrack().steps.reduce<(typeof dataset.upgradeTracks)[number]['steps'][number] | undefined>(
        (a, b) => (a === undefined || b.itemLevel > a.itemLevel ? b : a),
        undefined,
      ),
      'the Myth track has no steps',
    )
  const aboveTrack = () => {
    if (dataset.aboveTrackItemLevels.length === 0) throw new Error('no item goes above its track')
    return dataset.aboveTrackItemLevels
  }
  const regions = Object.keys(regionNames) as RegionCode[]

  return {
    // The site
    organisation: () => text(site.organisation),
    feedbackUrl: () => site.feedbackUrl,
    chatName: () =>
      text(
        site.social.find((link) => link.kind === 'chatCommunity')?.label ?? 'our chat community',
      ),
    consentCookieDays: () => String(site.consentCookies.maxAgeDays),
    analyticsConsentCookie: () => code(site.consentCookies.analytics),
    consentAnsweredCookie: () => code(site.consentCookies.updated),
    visitorCookie: () => code(site.analytics.visitorCookie),
    heartbeatSeconds: () => String(site.analytics.heartbeatSeconds),

    // The marks beside facts no source confirms (the FactMark component's markup)
    inferredMark: () => factMarkHtml('inferred'),
    disputedMark: () => factMarkHtml('disputed'),
    unknownMark: () => factMarkHtml('unknown'),

    // The season
    seasonName: () => text(season.name),
    seasonWithPatch: () =>
      text(
        `${season.name} (patch ${season.patch}${season.patchName ? `, ${season.patchName}` : ''})`,
      ),
    dataAsOf: () => text(formatDate(season.dataAsOf)),
    seasonStartSentences: () => {
      const known = regions.filter((region) => season.startDates[region] !== null)
      const unknown = regions.filter((region) => season.startDates[region] === null)
      const starts = known.map(
        (region) => `${formatDate(season.startDates[region] ?? '')} in ${regionNames[region]}`,
      )
      if (starts.length === 0)
        return text(`None of our sources gives the start of ${season.name} yet.`)
      const later =
        unknown.length > 0
          ? ` The start in ${listInWords(unknown.map((r) => regionNames[r]))} is not in our sources yet.`
          : ''
      return text(`${season.name} starts on ${listInWords(starts)}.${later}`)
    },

    // Trinkets
    trinketCount: () => text(countOf(dataset.trinkets.length, 'trinket', 'trinkets')),
    trinketSources: () =>
      text(
        listInWords([
          `the ${countOf(dungeons(dataset).length, 'Mythic+ dungeon', 'Mythic+ dungeons')}`,
          ...instanceNames('raid').map((name) => `the raid ${name}`),
          ...instanceNames('lair').map((name) => `the lair ${name}`),
          ...(instanceNames('world-bosses').length > 0 ? ['the world bosses'] : []),
        ]),
      ),
    unknownGapsSentence: () => {
      const noLowestLevel = dataset.trinkets.filter((t) => t.itemLevel.min === null).length
      const unknownEffect = dataset.trinkets.filter((t) => t.effect === null).length
      const unnamedBosses = dataset.instances
        .flatMap((instance) => instance.encounters)
        .filter((encounter) => encounter.name === null).length
      const gaps = [
        noLowestLevel > 0 &&
          `the lowest drop level of ${countOf(noLowestLevel, 'trinket', 'trinkets')}`,
        unknownEffect > 0 && `the effect of ${countOf(unknownEffect, 'trinket', 'trinkets')}`,
        unnamedBosses > 0 && `the name of ${countOf(unnamedBosses, 'boss', 'bosses')}`,
      ].filter((gap) => typeof gap === 'string')
      return gaps.length > 0 ? text(` Right now that is the case for ${listInWords(gaps)}.`) : ''
    },
    correctionsSentence: () => {
      const corrected = dataset.trinkets.filter((t) => t.corrections.length > 0).length
      return corrected > 0
        ? text(
            `${countOf(corrected, 'trinket has', 'trinkets have')} been corrected by a later official fix since the first source; the tracker shows the corrected values.`,
          )
        : ''
    },

    // Item levels, tracks and crests
    trackNames: () => text(listInWords(dataset.upgradeTracks.map((t) => t.name))),
    trackStepCount: () =>
      String(required(dataset.upgradeTracks[0], 'the season has no upgrade track').steps.length),
    raidDifficultyTracks: () =>
      text(dataset.raidDifficulties.map((d) => `${d.name} → ${d.track}`).join(', ')),
    aboveTrackSentences: () =>
      text(
        dataset.aboveTrackItemLevels
          .map(
            (above) =>
              ` ${above.label} (${above.itemLevel}) goes above the track: ${above.appliesTo}.`,
          )
          .join(''),
      ),
    aboveTrackList: () =>
      bulletList(
        aboveTrack().map(
          (above) =>
            `**${text(`${above.label} (${above.itemLevel})`)}**: ${text(above.appliesTo)}.`,
        ),
      ),
    mythTrackName: () => text(mythTrack().name),
    mythTrackTop: () => {
      const top = mythTop()
      return text(`${top.itemLevel} (${trackStepLabel(dataset, mythTrack().name, top.rank) ?? ''})`)
    },
    mythicPlusChestCap: () => text(withStep(mythicPlusCap().endOfDungeon)),
    mythicPlusCapKeyLevel: () => String(mythicPlusCap().keyLevel),
    mythicPlusVaultCap: () => text(withStep(mythicPlusCap().vault)),
    itemLevelCaveats: () => {
      const caveats = uncertainNotes([
        ...dataset.upgradeTracks.map((track) => track.provenance),
        ...dataset.mythicPlus.rewards.map((reward) => reward.provenance),
      ])
      if (caveats.length === 0) return ''
      const items = caveats.map(
        ([note, certainty]) =>
          `${factMarkHtml(certainty === 'disputed' ? 'disputed' : 'inferred')} ${text(withReadableDates(note))}`,
      )
      return `Not every number is confirmed yet:\n\n${bulletList(items)}`
    },
    crestFamily: () => text(crests.family),
    crestReplaces: () => (crests.replaces ? text(`; it replaces ${crests.replaces}`) : ''),
    crestBands: () =>
      bulletList(
        dataset.upgradeTracks.map((track) =>
          text(`${track.crest.name}: ${track.crest.band.from} to ${track.crest.band.to}`),
        ),
      ),
    crestCostAndCap: () => {
      // The step cost is the crest plan's own rule (upgradeRules), never a second copy of it.
      const cost = `An upgrade step costs ${dataset.upgradeRules.crestsPerStep} crests.`
      const cap =
        crests.weeklyCap === null
          ? ''
          : crests.capLiftedWeekOf === null
            ? ` The weekly cap is ${crests.weeklyCap}.`
            : ` The weekly cap is ${crests.weeklyCap}, lifted from the week of ${formatDate(crests.capLiftedWeekOf)}.`
      return text(cost + cap)
    },

    // Guides' rankings
    rankingPublishers: () =>
      text(listInWords([...new Set(currentRankings.map((r) => r.publisher))])),
    specsWithBestInSlot: () => text(countOf(specsRankedBy('best-in-slot'), 'spec', 'specs')),
    specsWithTierLists: () => text(countOf(specsRankedBy('tier-list'), 'spec has', 'specs have')),
    specsWithUsage: () => text(countOf(specsRankedBy('usage'), 'spec has', 'specs have')),
    rankingDateRange: () => {
      const first = required(rankingDates[0], 'no guide ranking is dated this season')
      return text(`${formatDate(first)} to ${formatDate(rankingDates.at(-1) ?? first)}`)
    },

    // Published sim values
    dpsSimPublisher: () => text(simSource('dps-percent').publisher),
    dpsSimUrl: () => simSource('dps-percent').url,
    dpsSimSpecs: () =>
      text(
        countOf(
          simSource('dps-percent').specIds.length,
          'damage or tank spec',
          'damage and tank specs',
        ),
      ),
    dpsSimDate: () => text(formatDate(simSource('dps-percent').capturedDate)),
    dpsSimSimulator: () => {
      const { simulator } = simSource('dps-percent')
      return simulator ? text(`, simmed with ${simulator}`) : ''
    },
    healerSimPublisher: () => text(simSource('qe-score').publisher),
    healerSimUrl: () => simSource('qe-score').url,
    healerSimSpecs: () =>
      text(countOf(simSource('qe-score').specIds.length, 'healer spec', 'healer specs')),
    healerSimDate: () => text(formatDate(simSource('qe-score').capturedDate)),
    specsWithoutSimsSentence: () => {
      const covered = new Set(dataset.simSources.flatMap((source) => source.specIds))
      const without = dataset.specs
        .filter((spec) => !covered.has(spec.id))
        .map((spec) => {
          const wowClass = dataset.classes.find((c) => c.slug === spec.classSlug)
          return `${spec.name} ${wowClass?.name ?? ''}`.trim()
        })
      return without.length > 0
        ? text(
            `No publisher has numbers for ${listInWords(without)} this season, so those specs show the guides' verdicts only.`,
          )
        : ''
    },
  }
}
