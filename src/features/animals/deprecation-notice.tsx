import { useMemo } from 'react'
import { Why } from '../../components/why'
import { useMessages } from '../../lib/i18n/use-messages'
import { animalMessages } from './animal-messages'
import {
  GET_PET_REMOVAL,
  readDeprecationDate,
  type TimeLeft,
  timeUntilRemoval,
} from './deprecation'

/** The operation by its name in the API description: not words to translate. */
const GET_PET = 'GET /pets/{petId}'

/** "4 years and 2 months", "34 days": the time left, worded in the chosen language. */
function useTimeLeftText(): (left: TimeLeft) => string {
  const { t } = useMessages(animalMessages)
  return (left) => {
    if ('days' in left) return t('days', { count: left.days })
    const { years, months } = left
    if (years > 0 && months > 0)
      return t('yearsAndMonths', {
        years: t('years', { count: years }),
        months: t('months', { count: months }),
      })
    return years > 0
      ? t('years', { count: years })
      : t('months', { count: months })
  }
}

/** The animal lookup's deprecation: a short line while it works, a notice once removed. */
export function DeprecationNotice({
  removed = false,
  deprecation = null,
  sunset = null,
}: {
  removed?: boolean
  deprecation?: string | null
  sunset?: string | null
}) {
  const { t, rich, locale } = useMessages(animalMessages)
  const timeLeft = useTimeLeftText()
  // English writes "5 December 2030", as the API's notice does.
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(/^en(-|$)/.test(locale) ? 'en-GB' : locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }),
    [locale],
  )
  const date = dates.format(GET_PET_REMOVAL)
  // The headers as the server sent them, by their names in HTTP.
  const since = readDeprecationDate(deprecation)
  const deprecationCode = deprecation && (
    <code>{`Deprecation: ${deprecation}`}</code>
  )
  const deprecationHeader =
    deprecationCode && since
      ? rich('deprecatedSince', {
          header: deprecationCode,
          date: dates.format(since),
        })
      : deprecationCode
  const sunsetHeader = sunset && <code>{`Sunset: ${sunset}`}</code>
  return (
    // A short line while the lookup still works; the HTTP detail behind Why?.
    // Once removed it is a notice: it says why the page shows less.
    <aside
      className={removed ? 'notice warn deprecation' : 'deprecation-line'}
      aria-labelledby="deprecation-title"
    >
      <p>
        <strong id="deprecation-title" className="deprecation-title">
          {t('deprecated')}
        </strong>{' '}
        {t(removed ? 'removed' : 'willBeRemoved', {
          date,
          left: timeLeft(timeUntilRemoval()),
        })}
      </p>
      <Why>
        <p>{rich('operationWhy', { operation: <code>{GET_PET}</code> })}</p>
        {(deprecationHeader || sunsetHeader) && (
          <p>
            {deprecationHeader && sunsetHeader
              ? rich('serverSaysBoth', {
                  deprecation: deprecationHeader,
                  sunset: sunsetHeader,
                })
              : rich('serverSays', {
                  header: deprecationHeader || sunsetHeader,
                })}
          </p>
        )}
      </Why>
    </aside>
  )
}
