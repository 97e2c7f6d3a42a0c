import type { Messages, Plural } from '../lib/i18n/messages'
import type { layoutMessages } from '../app/layout-messages'
import type { demoBannerMessages } from '../app/demo-banner-messages'
import type { languageMessages } from '../features/settings/language/language-messages'
import type { componentsMessages } from '../components/components-messages'
import type { settingsTabsMessages } from '../components/settings-tabs-messages'
import type { waitMessages } from '../components/wait-banner-messages'
import type { quotaMessages } from '../components/quota-meter-messages'
import type { activityMessages } from '../features/activity/activity-messages'
import type { settingsMessages } from '../features/settings/settings-messages'
import type { connectionMessages } from '../features/settings/connection/connection-messages'
import type { planMessages } from '../features/settings/plan/plan-messages'
import type { updateMessages } from '../app/update/update-messages'
import type { categoriesMessages } from '../features/settings/categories/categories-messages'
import type { appearanceMessages } from '../features/settings/appearance/appearance-messages'
import type { demoMessages } from '../features/demo/demo-messages'
import type { dnsMessages } from '../features/domains/dns/dns-messages'
import type { recordsMessages } from '../features/domains/records/records-messages'
import type { domainsMessages } from '../features/domains/domains-messages'
import type { itemMessages } from '../features/domains/item/item-messages'
import type { namesMessages } from '../features/domains/names/names-messages'
import type { httpMessages } from '../lib/http/http-messages'
import type { errorAnswerMessages } from '../lib/http/error-answer-messages'
import type { externalMessages } from '../lib/http/external-messages'
import type { categoryRulesMessages } from '../lib/categories/category-rules-messages'
import type { petFormMessages } from '../lib/pets/pet-form-messages'
import type { sendOutcomeMessages } from '../lib/activity/send-outcome-messages'
import type { animalMessages } from '../features/animals/animal-messages'
import type { addMessages } from '../features/animals/add/add-messages'
import type { litterMessages } from '../features/animals/add/litter/litter-messages'
import type { cardsMessages } from '../features/animals/cards/cards-messages'
import type { importMessages } from '../features/import/import-messages'
import type { checkMessages } from '../features/import/check/check-messages'
import type { resultsMessages } from '../features/import/results/results-messages'
import type { textFileMessages } from '../lib/files/text-file-messages'
import type { listMessages } from '../features/animals/list-messages'
import type { listNotesMessages } from '../features/animals/list-notes-messages'
import type { viewsMessages } from '../features/animals/views/views-messages'
import type { overviewMessages } from '../features/overview/overview-messages'
import type { pagerMessages } from '../components/pager-messages'

// Every feature's messages, by type only (nothing here reaches a bundle), so
// a catalog that lacks a key, has one too many, or gives a plural message as
// plain text fails the build. Register a feature's messages here once.

type Registered =
  | typeof layoutMessages
  | typeof demoBannerMessages
  | typeof languageMessages
  | typeof componentsMessages
  | typeof settingsTabsMessages
  | typeof waitMessages
  | typeof quotaMessages
  | typeof activityMessages
  | typeof settingsMessages
  | typeof connectionMessages
  | typeof planMessages
  | typeof updateMessages
  | typeof categoriesMessages
  | typeof appearanceMessages
  | typeof demoMessages
  | typeof dnsMessages
  | typeof recordsMessages
  | typeof domainsMessages
  | typeof itemMessages
  | typeof namesMessages
  | typeof httpMessages
  | typeof errorAnswerMessages
  | typeof externalMessages
  | typeof categoryRulesMessages
  | typeof petFormMessages
  | typeof sendOutcomeMessages
  | typeof animalMessages
  | typeof addMessages
  | typeof litterMessages
  | typeof cardsMessages
  | typeof importMessages
  | typeof checkMessages
  | typeof resultsMessages
  | typeof textFileMessages
  | typeof listMessages
  | typeof listNotesMessages
  | typeof viewsMessages
  | typeof overviewMessages
  | typeof pagerMessages

type EntriesOf<T> =
  T extends Messages<infer N, infer M>
    ? {
        [K in keyof M & string as `${N}.${K}`]: M[K] extends string
          ? string
          : Plural
      }
    : never

type UnionToIntersection<U> = (
  U extends unknown ? (value: U) => void : never
) extends (value: infer I) => void
  ? I
  : never

/** What a complete catalog holds: every message of every feature. */
export type CompleteCatalog = UnionToIntersection<EntriesOf<Registered>>
