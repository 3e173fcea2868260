// The FAQ's questions and answers. Every game fact in an answer is read from the season dataset
// and every site setting from src/config/site.ts at render, so an answer never goes stale.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ExternalLink } from '~/components/external-link'
import { FactMark } from '~/components/fact-mark'
import { siteConfig } from '~/config/site'
import { dungeons, trackByName, trackStepLabel } from '~/domain/season/lookups'
import type { Provenance, RewardItemLevel, SeasonDataset } from '~/domain/season/schema'
import { formatDate } from '~/lib/format-date'
import { withReadableDates } from '~/lib/note-dates'
import { countOf, listInWords } from '~/lib/words'
import { tabOfQuestion } from './faq-tabs'

type AnswerProps = { dataset: SeasonDataset }

export type FaqQuestion = {
  slug: string
  question: string
  Answer: (props: AnswerProps) => ReactNode
}

export type FaqTab = { slug: string; label: string; questions: FaqQuestion[] }

const regionNames = { us: 'the Americas', eu: 'Europe', kr: 'Korea', tw: 'Taiwan', cn: 'China' }
type RegionCode = keyof typeof regionNames

const chatCommunity = siteConfig.social.find((link) => link.kind === 'chatCommunity')

function instanceNames(dataset: SeasonDataset, kind: SeasonDataset['instances'][number]['kind']) {
  return dataset.instances.filter((instance) => instance.kind === kind).map((i) => i.name)
}

/** The reasons behind facts that are not confirmed, each once, for "how sure is this" answers. */
function uncertainNotes(provenances: readonly Provenance[]) {
  const notes = new Map<string, Provenance['certainty']>()
  for (const provenance of provenances) {
    if (provenance.certainty !== 'confirmed' && provenance.note !== undefined) {
      notes.set(provenance.note, provenance.certainty)
    }
  }
  return [...notes].map(([note, certainty]) => ({ note, certainty }))
}

function FeedbackLink({ children }: { children: ReactNode }) {
  return <ExternalLink href={siteConfig.feedbackUrl}>{children}</ExternalLink>
}

const chatName = chatCommunity?.label ?? 'our chat community'

// ---- General -------------------------------------------------------------------------------------

function WhatIsVaultwise({ dataset }: AnswerProps) {
  const { season } = dataset
  return (
    <p>
      Vaultwise is a free companion site for World of Warcraft players, run by{' '}
      {siteConfig.organisation}. It covers {season.name} (patch {season.patch}
      {season.patchName ? `, ${season.patchName}` : ''}): the{' '}
      <Link to="/trinket-tracker/">Trinket Tracker</Link> shows which trinkets your spec can use,
      where they drop and at what item level, and the{' '}
      <Link to="/seasonal-overview/">Seasonal Overview</Link> puts the dungeon pool, the raid,
      upgrade tracks, keystone rewards and the Great Vault on one page. A Loot Table is coming soon.
    </p>
  )
}

function NeedAnAccount() {
  return (
    <p>
      No. There is no sign-in and nothing to install. What you choose in the Trinket Tracker (your
      class, your spec and the trinkets you pick) is kept in the page address, so a bookmark or a
      link pasted into your group chat opens exactly the same view.
    </p>
  )
}

function IsItOfficial() {
  return (
    <p>
      No. Vaultwise is made by players at {siteConfig.organisation} and is not affiliated with
      Blizzard Entertainment. World of Warcraft and its item and boss names are trademarks of
      Blizzard Entertainment, Inc.
    </p>
  )
}

function GiveFeedback() {
  return (
    <>
      <p>
        Tell us on <FeedbackLink>our {chatName} feedback channel</FeedbackLink>. The quickest
        reports to check say which page and which item or number look wrong, and where you saw the
        right value: a hotfix note, the in-game tooltip or a guide.
      </p>
      <p>
        We check each report against our sources before changing the data. Every fix you would
        notice is listed in the <Link to="/change-log/">Change Log</Link>.
      </p>
    </>
  )
}

// ---- Trinket Tracker -----------------------------------------------------------------------------

function WhichTrinkets({ dataset }: AnswerProps) {
  const places = [
    `the ${countOf(dungeons(dataset).length, 'Mythic+ dungeon', 'Mythic+ dungeons')}`,
    ...instanceNames(dataset, 'raid').map((name) => `the raid ${name}`),
    ...instanceNames(dataset, 'lair').map((name) => `the lair ${name}`),
    ...(instanceNames(dataset, 'world-bosses').length > 0 ? ['the world bosses'] : []),
  ]
  return (
    <>
      <p>
        Every trinket of {dataset.season.name} that your spec can loot:{' '}
        {countOf(dataset.trinkets.length, 'trinket', 'trinkets')} in all, from {listInWords(places)}
        .
      </p>
      <p>
        Which specs can loot a trinket is read from the in-game Encounter Journal and cross-checked
        with community loot files, so a trinket only shows up for you when the game would let your
        spec take it from the boss.
      </p>
    </>
  )
}

function HowItemLevelsWork({ dataset }: AnswerProps) {
  const tracks = dataset.upgradeTracks
  const stepCount = tracks[0]?.steps.length ?? 0
  const cap = dataset.mythicPlus.rewards.find((reward) => reward.andAbove)
  const withStep = (reward: RewardItemLevel) => {
    const step = trackStepLabel(dataset, reward.track, reward.rank)
    return step ? `${reward.itemLevel} (${step})` : String(reward.itemLevel)
  }
  const caveats = uncertainNotes([
    ...tracks.map((track) => track.provenance),
    ...dataset.mythicPlus.rewards.map((reward) => reward.provenance),
  ])
  return (
    <>
      <p>
        Every piece of gear sits on an upgrade track: {listInWords(tracks.map((t) => t.name))}, each
        with {stepCount} steps. Where an item drops decides its track and its first step; crests
        then upgrade it one step at a time, up to the top of its track.
      </p>
      <ul>
        <li>
          Raid: the difficulty picks the track (
          {dataset.raidDifficulties.map((d) => `${d.name} → ${d.track}`).join(', ')}).
          {dataset.aboveTrackItemLevels.map((above) => (
            <span key={above.label}>
              {' '}
              {above.label} ({above.itemLevel}) goes above the track: {above.appliesTo}.
            </span>
          ))}
        </li>
        {cap && (
          <li>
            Mythic+: the end-of-dungeon chest rises with the key level up to{' '}
            {withStep(cap.endOfDungeon)} from +{cap.keyLevel}, and the Great Vault up to{' '}
            {withStep(cap.vault)}. The full table is in the{' '}
            <Link to="/seasonal-overview/" hash="mythic-plus-rewards">
              Seasonal Overview
            </Link>
            .
          </li>
        )}
        <li>
          A trinket's range runs from the lowest item level it drops at to the highest it can reach
          with upgrades. Where no source gives the lowest level, the tracker says unknown.
        </li>
      </ul>
      {caveats.length > 0 && (
        <>
          <p>Not every number is confirmed yet:</p>
          <ul>
            {caveats.map(({ note, certainty }) => (
              <li key={note}>
                <FactMark kind={certainty === 'disputed' ? 'disputed' : 'inferred'} />{' '}
                {withReadableDates(note)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

function WhyUnknown({ dataset }: AnswerProps) {
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
  return (
    <>
      <p>
        Because we never guess. When none of our sources gives a fact, the page says{' '}
        <FactMark kind="unknown" /> instead of filling in a plausible number.
        {gaps.length > 0 && ` Right now that is the case for ${listInWords(gaps)}.`}
      </p>
      <p>
        Facts that are worked out rather than read, or that sources disagree on, are marked too: see{' '}
        <QuestionLink slug="what-do-the-marks-mean">what the marks mean</QuestionLink>.
      </p>
    </>
  )
}

function WhereRankingsComeFrom({ dataset }: AnswerProps) {
  const current = dataset.guideRankings.filter((r) => r.seasonId === dataset.season.id)
  const publishers = [...new Set(current.map((r) => r.publisher))]
  const specsWith = (kind: string) =>
    new Set(current.filter((r) => r.kind === kind).map((r) => r.specId)).size
  const dates = current.map((r) => r.date).sort()
  return (
    <>
      <p>
        From the guides players already read: {listInWords(publishers)}. Each row of the{' '}
        <Link to="/trinket-tracker/">Trinket Tracker</Link> says what each of them says for your
        spec, side by side, and links to the publisher; the details of a trinket say when each list
        was last updated and what it measures. Where two guides disagree, you see both.
      </p>
      <p>
        Every spec has best-in-slot picks ({countOf(specsWith('best-in-slot'), 'spec', 'specs')});{' '}
        {countOf(specsWith('tier-list'), 'spec has', 'specs have')} full tier lists, and{' '}
        {countOf(specsWith('usage'), 'spec has', 'specs have')} a count of what top players wear. A
        trinket no guide rates says so; we never make a rating up, and a list written for another
        season is not shown. The lists we show are dated{' '}
        {dates.length > 0 && `${formatDate(dates[0] ?? '')} to ${formatDate(dates.at(-1) ?? '')}`}.
        Simulated numbers are not rankings: the rows show them apart, see{' '}
        <QuestionLink slug="where-do-the-sim-values-come-from">
          where the sim values come from
        </QuestionLink>
        .
      </p>
      <p>
        The “Guides' picks” order turns each verdict into points (S or a best-in-slot pick 5, A or
        an alternative pick 4, B 3, C 2, D 1, F 0; a share of top players, that share of 5) and puts
        the highest average first. Equal averages go to the trinket more guides rate, then to the
        higher item level in the content you chose.
      </p>
    </>
  )
}

function WhereSimValuesComeFrom({ dataset }: AnswerProps) {
  const sources = dataset.simSources
  const covered = new Set(sources.flatMap((source) => source.specIds))
  const without = dataset.specs
    .filter((spec) => !covered.has(spec.id))
    .map((spec) => {
      const wowClass = dataset.classes.find((c) => c.slug === spec.classSlug)
      return `${spec.name} ${wowClass?.name ?? ''}`.trim()
    })
  const bloodmallet = sources.find((s) => s.unit === 'dps-percent')
  const qe = sources.find((s) => s.unit === 'qe-score')
  return (
    <>
      <p>
        From two publishers players already use.{' '}
        {bloodmallet && (
          <>
            <ExternalLink href={bloodmallet.url}>{bloodmallet.publisher}</ExternalLink>'s
            SimulationCraft charts give, for{' '}
            {countOf(bloodmallet.specIds.length, 'damage or tank spec', 'damage and tank specs')},
            how much DPS a trinket adds at each item level, on one target and on five (a Patchwerk
            fight: a boss that stands still, not a real encounter); read{' '}
            {formatDate(bloodmallet.capturedDate)}
            {bloodmallet.simulator ? `, simmed with ${bloodmallet.simulator}` : ''}.{' '}
          </>
        )}
        {qe && (
          <>
            <ExternalLink href={qe.url}>{qe.publisher}</ExternalLink> scores trinkets for{' '}
            {countOf(qe.specIds.length, 'healer spec', 'healer specs')}, for its Raid and Dungeon
            profiles; read {formatDate(qe.capturedDate)}.
          </>
        )}{' '}
        {without.length > 0 &&
          `No publisher has numbers for ${listInWords(without)} this season, so those specs show the guides' verdicts only.`}
      </p>
      <p>
        “Over an empty slot” means the sim compares a character wearing the trinket with the same
        character wearing nothing in that slot. +8% is what the trinket adds against no trinket, not
        against the one you wear: to see if it is an upgrade, compare its value with your own
        trinket's, each at its item level. A QE Live score is not a percentage and is never shown as
        “% DPS”; compare it only with other trinkets for the same healer spec and content.
      </p>
      <p>
        A row shows the value at the item level it shows in the content you chose. Publishers sim a
        few item levels; between two of them the row shows the nearest lower one and says which, and
        below the lowest it shows none: we never stretch a curve past what was published or fill in
        a number. With no content chosen, a row shows the values at both ends of its item levels.
        Each publisher lists a spec's top 15 trinkets; one missing from the list is not necessarily
        a bad trinket.
      </p>
      <p>
        The numbers are a snapshot, copied as published on the dates above: hotfixes and simulator
        changes since are not in them. They are second hand, read from an addon's copy of the
        publishers' charts, and they are part of Vaultwise's own data: your browser loads them from
        Vaultwise, never from the publishers, and the site never fetches them while you use it.
      </p>
    </>
  )
}

function ShareSelection() {
  return (
    <p>
      Yes. Copy the address from your browser while the tracker shows your class, spec and picked
      trinkets, and send it: it opens the same view for anyone, no account needed.
    </p>
  )
}

function ImportCharacter() {
  return (
    <>
      <p>
        Yes. Type <code>/simc</code> in game (it needs the SimulationCraft addon), copy all of its
        text, paste it into <strong>Your character</strong> on the tracker and press Import. The
        tracker then shows your spec, marks the trinkets you have equipped or in your bags with
        their item level, says what the chosen key, raid difficulty or upgrade step would add to
        each (for example “+13 item levels from the +10 vault”, or “No upgrade”), and leaves out of
        the farm plan the trinkets you already have at that level or higher.
      </p>
      <p>
        The other way, the tracked panel copies SimulationCraft profile sets (one comparison per
        trinket) or a “Gear from Bags” block for Raidbots' Top Gear, at the chosen item level. Your
        character stays in your browser:{' '}
        <QuestionLink slug="what-happens-to-my-simc-export">see what happens to it</QuestionLink>.
      </p>
    </>
  )
}

function SimcExportPrivacy() {
  return (
    <p>
      It never leaves your browser. The tracker reads the export on your device and keeps only your
      class, spec, character name and the trinkets it found (with their item levels) in this
      browser's local storage. It is not sent to our server or anyone else, and it is never put in
      the address, so a link you share does not carry it. <strong>Forget my character</strong> on
      the tracker deletes it; clearing your browser's site data does too.
    </p>
  )
}

// ---- Seasonal Overview ---------------------------------------------------------------------------

function WhatOverviewShows() {
  return (
    <>
      <p>
        The whole season on one page: the Mythic+ dungeons with each boss's trinkets, the raid in
        kill order, the lair and the world boss, which raid difficulty gives which upgrade track,
        every track's item levels and crests, Mythic+ rewards by key level, the Great Vault rules,
        the affixes and the start dates by region.
      </p>
      <p>
        Each section has its own link (for example{' '}
        <Link to="/seasonal-overview/" hash="great-vault">
          the Great Vault
        </Link>
        ), and every dungeon links to the Trinket Tracker showing just its trinkets.
      </p>
    </>
  )
}

function WhatMarksMean() {
  return (
    <>
      <ul className="faq-marks">
        <li>
          <FactMark kind="inferred" /> worked out from other facts (for example from the steps of
          the other tracks) rather than read in a source.
        </li>
        <li>
          <FactMark kind="disputed" /> our sources disagree on it; take the value as the best
          reading until a patch or play data settles it.
        </li>
        <li>
          <FactMark kind="unknown" /> no source we have gives it yet.
        </li>
      </ul>
      <p>
        Inferred and disputed facts always come with a note saying why. When a patch or a hotfix
        settles the question, the mark goes and the Change Log says so.
      </p>
    </>
  )
}

function SeasonStart({ dataset }: AnswerProps) {
  const { season } = dataset
  const regions = Object.keys(regionNames) as RegionCode[]
  const known = regions.filter((region) => season.startDates[region] !== null)
  const unknown = regions.filter((region) => season.startDates[region] === null)
  const starts = known.map(
    (region) => `${formatDate(season.startDates[region] ?? '')} in ${regionNames[region]}`,
  )
  return (
    <>
      <p>
        {starts.length > 0
          ? `${season.name} starts on ${listInWords(starts)}.`
          : `None of our sources gives the start of ${season.name} yet.`}
        {unknown.length > 0 &&
          starts.length > 0 &&
          ` The start in ${listInWords(unknown.map((r) => regionNames[r]))} is not in our sources yet.`}
      </p>
      <p>
        The dates by region, with the patch release, are in the{' '}
        <Link to="/seasonal-overview/" hash="start-dates">
          Seasonal Overview
        </Link>
        .
      </p>
    </>
  )
}

function AboveTheTrack({ dataset }: AnswerProps) {
  const myth = trackByName(dataset, 'Myth')
  const top = myth?.steps.reduce((a, b) => (b.itemLevel > a.itemLevel ? b : a))
  if (dataset.aboveTrackItemLevels.length === 0) {
    return <p>This season no item goes above the top step of its track.</p>
  }
  return (
    <>
      {myth && top && (
        <p>
          The {myth.name} track ends at {top.itemLevel} (
          {trackStepLabel(dataset, myth.name, top.rank)}
          ), but a few items drop higher than that:
        </p>
      )}
      <ul>
        {dataset.aboveTrackItemLevels.map((above) => (
          <li key={above.label}>
            <strong>
              {above.label} ({above.itemLevel})
            </strong>
            : {above.appliesTo}.
          </li>
        ))}
      </ul>
    </>
  )
}

function HowCrestsWork({ dataset }: AnswerProps) {
  const { crests } = dataset
  return (
    <>
      <p>
        This season's crest family is {crests.family}
        {crests.replaces ? `; it replaces ${crests.replaces}` : ''}. Each track has its own crest,
        which upgrades items through one band of item levels:
      </p>
      <ul>
        {dataset.upgradeTracks.map((track) => (
          <li key={track.name}>
            {track.crest.name}: {track.crest.band.from} to {track.crest.band.to}
          </li>
        ))}
      </ul>
      <p>
        {crests.costPerUpgrade !== null
          ? `An upgrade step costs ${crests.costPerUpgrade} crests. `
          : 'What an upgrade step costs is not in our sources yet. '}
        {crests.weeklyCap !== null && `The weekly cap is ${crests.weeklyCap}`}
        {crests.weeklyCap !== null && crests.capLiftedWeekOf !== null
          ? `, lifted from the week of ${formatDate(crests.capLiftedWeekOf)}.`
          : crests.weeklyCap !== null && '.'}
      </p>
    </>
  )
}

// ---- Data & Privacy ------------------------------------------------------------------------------

function WhereDataComesFrom() {
  return (
    <>
      <p>
        From one season dataset that we compile from the in-game Encounter Journal (bosses, loot and
        which specs can take each trinket), Blizzard's patch and hotfix notes, and community gearing
        guides and loot databases (item levels, tracks and rewards). Every fact records where it was
        read.
      </p>
      <p>
        After a patch we refresh it from Blizzard's Game Data API with our importer, which never
        blanks a fact it cannot read and shows us every change before it goes live. Facts that are
        worked out or that sources disagree on are{' '}
        <QuestionLink slug="what-do-the-marks-mean">marked</QuestionLink> on the pages.
      </p>
    </>
  )
}

function HowFresh({ dataset }: AnswerProps) {
  const corrected = dataset.trinkets.filter((t) => t.corrections.length > 0).length
  return (
    <>
      <p>
        The data is true as of <strong>{formatDate(dataset.season.dataAsOf)}</strong>: the date of
        the newest source in it. Each patch or hotfix that changes a trinket, a track or a reward
        leads to a refresh, and the <Link to="/change-log/">Change Log</Link> lists what changed.
      </p>
      {corrected > 0 && (
        <p>
          {countOf(corrected, 'trinket has', 'trinkets have')} been corrected by a later official
          fix since the first source; the tracker shows the corrected values.
        </p>
      )}
    </>
  )
}

function WhatSiteStores() {
  const { consentCookies, analytics } = siteConfig
  return (
    <>
      <p>
        There are no accounts and no sign-in. In your browser the site keeps at most three cookies,
        each for {consentCookies.maxAgeDays} days:
      </p>
      <ul>
        <li>
          <code>{consentCookies.analytics}</code>: your answer to the cookie banner (
          <code>true</code> after Accept, <code>false</code> after Deny).
        </li>
        <li>
          <code>{consentCookies.updated}</code>: that you have answered, so the banner stays away.
        </li>
        <li>
          <code>{siteConfig.analytics.visitorCookie}</code>: only after you click Accept, a random
          visitor number, so that your visits count as one visitor. It is deleted as soon as you
          choose Deny.
        </li>
      </ul>
      <p>
        If you import your character into the Trinket Tracker, it is kept in this browser's local
        storage only, never sent to us or put in a link, until you press{' '}
        <strong>Forget my character</strong> (
        <QuestionLink slug="what-happens-to-my-simc-export">more</QuestionLink>).
      </p>
      <p>
        What is measured, only after Accept: which pages are viewed, which links to other sites are
        clicked, and a heartbeat every {analytics.heartbeatSeconds} seconds while a page is open
        (how long pages are read). What for: to see which tools and pages players use and where they
        leave, so we know what to improve and what to build next. The counts are kept on our own
        server and read by the Vaultwise team.
      </p>
      <p>
        The banner's sentence (“…analyze site usage, and assist in our marketing efforts”) is the
        standard cookie-banner wording our organisation uses on its sites, so it is the same here.
        On Vaultwise, “marketing” means no more than the counts above: knowing which pages are read.
        There are no ads, no advertising or social-media trackers, and nothing is sold.
      </p>
    </>
  )
}

function WhatTrackerRemembers() {
  return (
    <>
      <p>
        The Trinket Tracker remembers your last class and spec, the trinkets you track and the item
        level you chose, so the menu's link brings you back to them. They are kept in your browser's
        local storage, not in a cookie: they never leave your device, are not sent to our server,
        and do not depend on the cookie banner, since you asked for them by using the tracker.
      </p>
      <p>
        A link with its own spec or trackings (a shared link, say) always shows what it says.{' '}
        <strong>Start over</strong> above the list clears what the tracker remembers.
      </p>
    </>
  )
}

function ChangeCookieChoice() {
  return (
    <p>
      Click <strong>Cookie settings</strong> at the bottom of any page. The cookie banner comes
      back, and your new answer (Accept or Deny) counts from that moment: Deny stops the counting at
      once and deletes the visitor cookie.
    </p>
  )
}

export const faqTabs: FaqTab[] = [
  {
    slug: 'general',
    label: 'General',
    questions: [
      { slug: 'what-is-vaultwise', question: 'What is Vaultwise?', Answer: WhatIsVaultwise },
      {
        slug: 'do-i-need-an-account',
        question: 'Do I need an account?',
        Answer: NeedAnAccount,
      },
      {
        slug: 'is-vaultwise-official',
        question: 'Is Vaultwise made by Blizzard?',
        Answer: IsItOfficial,
      },
      {
        slug: 'how-do-i-give-feedback',
        question: 'How do I report a mistake or suggest something?',
        Answer: GiveFeedback,
      },
    ],
  },
  {
    slug: 'trinket-tracker',
    label: 'Trinket Tracker',
    questions: [
      {
        slug: 'which-trinkets-are-listed',
        question: 'Which trinkets does the tracker show for my spec?',
        Answer: WhichTrinkets,
      },
      {
        slug: 'how-are-item-levels-worked-out',
        question: 'How are the item levels worked out?',
        Answer: HowItemLevelsWork,
      },
      {
        slug: 'why-does-it-say-unknown',
        question: 'Why does a trinket say “unknown”?',
        Answer: WhyUnknown,
      },
      {
        slug: 'where-do-the-rankings-come-from',
        question: 'Where do the rankings come from?',
        Answer: WhereRankingsComeFrom,
      },
      {
        slug: 'where-do-the-sim-values-come-from',
        question: 'Where do the sim values come from?',
        Answer: WhereSimValuesComeFrom,
      },
      {
        slug: 'can-i-share-my-selection',
        question: 'Can I share what I picked?',
        Answer: ShareSelection,
      },
      {
        slug: 'can-i-import-my-character',
        question: 'Can I bring in my character from SimulationCraft?',
        Answer: ImportCharacter,
      },
    ],
  },
  {
    slug: 'seasonal-overview',
    label: 'Seasonal Overview',
    questions: [
      {
        slug: 'what-does-the-overview-show',
        question: 'What does the Seasonal Overview show?',
        Answer: WhatOverviewShows,
      },
      {
        slug: 'what-do-the-marks-mean',
        question: 'What do “Inferred”, “Disputed” and “Unknown” mean?',
        Answer: WhatMarksMean,
      },
      {
        slug: 'when-does-the-season-start',
        question: 'When does the season start?',
        Answer: SeasonStart,
      },
      {
        slug: 'why-do-some-items-go-above-the-track',
        question: 'Why do some raid items go above the top of the Myth track?',
        Answer: AboveTheTrack,
      },
      {
        slug: 'how-do-crests-work',
        question: 'How do crests work this season?',
        Answer: HowCrestsWork,
      },
    ],
  },
  {
    slug: 'data-privacy',
    label: 'Data & Privacy',
    questions: [
      {
        slug: 'where-does-the-data-come-from',
        question: 'Where does the data come from?',
        Answer: WhereDataComesFrom,
      },
      { slug: 'how-fresh-is-the-data', question: 'How fresh is the data?', Answer: HowFresh },
      {
        slug: 'what-does-the-site-store',
        question: 'What does the site store about me?',
        Answer: WhatSiteStores,
      },
      {
        slug: 'what-does-the-tracker-remember',
        question: 'What does the Trinket Tracker remember between visits?',
        Answer: WhatTrackerRemembers,
      },
      {
        slug: 'what-happens-to-my-simc-export',
        question: 'What happens to the SimulationCraft export I paste?',
        Answer: SimcExportPrivacy,
      },
      {
        slug: 'how-do-i-change-my-cookie-choice',
        question: 'How do I change my cookie choice?',
        Answer: ChangeCookieChoice,
      },
    ],
  },
]

/** A link to another answer that also opens the tab it is in. */
function QuestionLink({ slug, children }: { slug: string; children: ReactNode }) {
  const tab = tabOfQuestion(faqTabs, slug)
  return (
    <Link to="/faq/" search={tab ? { tab } : {}} hash={slug} resetScroll={false}>
      {children}
    </Link>
  )
}
