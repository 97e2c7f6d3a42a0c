import { useEffect, useMemo } from 'react'
import { encode } from 'uqr'
import { StatusBadge } from '../../../components/status-badge'
import { useMessages } from '../../../lib/i18n/use-messages'
import type { Pet } from '../../../lib/pets/pet-schemas'
import { useDisplayName } from '../../../components/use-display-name'
import { cardsMessages } from './cards-messages'
import './kennel-cards.css'

/** The absolute address of an animal's page in this desk, base path included: what a card's QR code opens. */
export function animalPageUrl(
  id: string,
  origin = window.location.origin,
  basePath = import.meta.env.BASE_URL,
): string {
  const base = basePath.replace(/\/+$/, '')
  return new URL(`${base}/animals/${encodeURIComponent(id)}`, origin).href
}

/** The SVG path of a QR code's dark modules, one unit square each. */
function qrPath(text: string): { size: number; d: string } {
  // M: a little more error correction than the default, for cards that get
  // scuffed or laminated; a border of 2 modules is enough on a white card.
  const qr = encode(text, { ecc: 'M', border: 2 })
  const parts: string[] = []
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return { size: qr.size, d: parts.join('') }
}

/** A QR code as SVG; its text is exposed as its accessible name and `data-qr-text`. */
function QrCode({ text }: { text: string }) {
  const { t } = useMessages(cardsMessages)
  const { size, d } = useMemo(() => qrPath(text), [text])
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={t('qrCode', { url: text })}
      data-qr-text={text}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}

export function KennelCard({
  pet,
  category,
}: {
  pet: Pet
  /** The category as shown: its name and ID when named, else the ID. */
  category: string
}) {
  const { t } = useMessages(cardsMessages)
  const displayName = useDisplayName()
  const url = animalPageUrl(pet.id)
  return (
    <article
      className="kennel-card"
      aria-label={t('card', { name: displayName(pet) })}
    >
      <h2 className="kennel-card-name">{displayName(pet)}</h2>
      <div className="kennel-card-body">
        <dl className="kennel-card-facts">
          <div>
            <dt>{t('id')}</dt>
            {/* A 19-digit ID fits on one line of a printed card when smaller; a broken one is easy to misread. */}
            <dd
              className={
                pet.id.length > 12
                  ? 'kennel-card-id kennel-card-id-long'
                  : 'kennel-card-id'
              }
            >
              {pet.id}
            </dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd>{category}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>
              <StatusBadge status={pet.status} />
            </dd>
          </div>
        </dl>
        <QrCode text={url} />
      </div>
      <p className="kennel-card-hint">{t('scan')}</p>
    </article>
  )
}

export function KennelCards({
  pets,
  categoryOf,
}: {
  pets: readonly Pet[]
  categoryOf: (pet: Pet) => string
}) {
  const { t } = useMessages(cardsMessages)
  return (
    <ul className="kennel-cards" aria-label={t('title')}>
      {pets.map((pet) => (
        <li key={pet.id}>
          <KennelCard pet={pet} category={categoryOf(pet)} />
        </li>
      ))}
    </ul>
  )
}

/**
 * One animal's card, printed as soon as it is drawn (the animal page's Print
 * card). `request` counts presses, so each press prints once.
 */
export function PrintOneCard({
  pet,
  category,
  request,
}: {
  pet: Pet
  category: string
  request: number
}) {
  useEffect(() => {
    if (request > 0) window.print()
  }, [request])
  return <KennelCards pets={[pet]} categoryOf={() => category} />
}
