import { Link } from 'wouter'
import { PageTitle } from '../components/page-title'
import { useMessages } from '../lib/i18n/use-messages'
import { layoutMessages } from './layout-messages'
import { notFoundMessages } from './not-found-messages'

export function NotFoundPage() {
  const { t } = useMessages(notFoundMessages)
  const layout = useMessages(layoutMessages)
  return (
    <section className="panel">
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('text')}</p>
      <p>
        <Link to="/animals">{layout.t('toAnimals')}</Link>
      </p>
    </section>
  )
}
