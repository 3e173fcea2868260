// Real characters, answered (issue #41): exports as players paste them, with bag lines the addon
// wrote without a name comment, a worn trinket no publisher simmed, a copy already owned, a spec
// without sims and an export from an earlier patch. Each export in test-exports/ says where it
// comes from.
import { readFileSync } from 'node:fs'
import { expect, failOnPageErrors, type Tracker, test } from './fixtures'

const exportFile = (name: string) =>
  readFileSync(
    new URL(`../src/features/trinket-tracker/character/test-exports/${name}`, import.meta.url),
    'utf8',
  )

failOnPageErrors()

/** The box's list of every trinket, opened where a phone folds it. */
async function allTrinkets(tracker: Tracker) {
  const box = tracker.page.locator('.character-card')
  const all = box.locator('details.your-trinkets-details')
  if ((await all.getAttribute('open')) === null) await all.locator('summary').click()
  return box
}

test('a real 12.1 Fury export: comment-less bag trinkets named and levelled, and numbers despite an unsimmed worn trinket', async ({
  tracker,
}) => {
  await tracker.open('?ilvl=key-12')
  await tracker.importCharacter(exportFile('fury-warrior-12-1.txt'))
  await expect(tracker.heading('Fury Warrior')).toBeVisible()
  const box = await allTrinkets(tracker)
  // Names from the site's tables, levels, tracks and ranks from the bonus ids.
  for (const text of [
    'Ophidian Bone Whistle (292) · Champion 1/6 · world',
    'Ultradon Cuirass (282) · Veteran 2/6 · delve',
    'Drum of Renewed Bonds (305) · Hero 1/6 · delve',
    "Effigy of Ula'tek's Faithful (311) · Hero 3/6",
  ]) {
    await expect(box).toContainText(text)
  }
  await expect(box).not.toContainText('level unknown')
  await expect(box).not.toContainText('not known to this site')
  // The Effigy has no value for Fury: the drops still get a number, over the Keepsake.
  await expect(box).toContainText(
    /Best to farm: .+, At least \+(<0\.1|\d+\.\d)% DPS over your Glorious Crusader's Keepsake \(308\); your Effigy of Ula'tek's Faithful has no published value/,
  )
  await expect(box).not.toContainText('No trinket in your vault or bags is a known upgrade over')
  await expect(tracker.page.locator('.upgrade-line').first()).toBeVisible()
})

test('a Preservation export: the 334 Bag in the bags is the best upgrade, and no farm advice for it', async ({
  tracker,
}) => {
  await tracker.open('?ilvl=raid-heroic')
  await tracker.importCharacter(exportFile('preservation-evoker-12-1-adapted.txt'))
  await expect(tracker.heading('Preservation Evoker')).toBeVisible()
  const box = tracker.page.locator('.character-card')
  await expect(box).toContainText(
    "Your best upgrade: Gebbo's Bottomless Bag in your bags (334), At least +2,999 QE score over your Hex Lord's Dooming Idol (344); your Stormbound Emblem of Dazar is not simmed at 321 (lowest 334)",
  )
  // Heroic gives the Bag at 318 at most: the copy in the bags is better, so it is no farm goal.
  await expect(box).not.toContainText("Best to farm: Gebbo's Bottomless Bag")
  const all = await allTrinkets(tracker)
  await expect(all).toContainText("Gebbo's Bottomless Bag (334) · Myth 6/6 · Season 2 raid")
  await expect(all).toContainText('Level read from its bonus ids')
  await expect(all).toContainText("Hex Lord's Dooming Idol (344) · Myth 9")
})

test('a spec without published sims still lists its vault and bags with levels and tracks', async ({
  tracker,
}) => {
  await tracker.open()
  await tracker.importCharacter(`druid="Ursoc"
level=90
spec=guardian
# Tumor of the Swarm (305)
trinket1=,id=250245,bonus_id=6652/12841

### Weekly Reward Choices
#
# Tumor of the Swarm (318)
# trinket1=,id=250245,bonus_id=6652/12845
#
### End of Weekly Reward Choices
`)
  await expect(tracker.heading('Guardian Druid')).toBeVisible()
  const box = await allTrinkets(tracker)
  await expect(box).toContainText('No publisher has sims for Guardian Druid')
  await expect(box).toContainText('Tumor of the Swarm (318) · Hero 5/6')
  await expect(box).toContainText('+13 item levels against the copy you wear')
  await expect(box).toContainText(
    'Great Vault: Tumor of the Swarm (318, Hero 5/6, +13 over the copy you wear).',
  )
})

test('an export from an earlier patch says so at the top, in one sentence', async ({ tracker }) => {
  await tracker.open()
  await tracker.importCharacter(exportFile('marksmanship-hunter.txt'))
  await expect(tracker.heading('Marksmanship Hunter')).toBeVisible()
  await expect(tracker.page.locator('.upgrade-season')).toHaveText(
    /^This export was made in patch 12\.0\.5\.67823, before Midnight Season 2 \(patch 12\.1\): .+no crest plan is made/,
  )
})
