import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseDomainInput } from '../names/domain-name'
import { zoneFile } from './records'
import { redirectsCsv } from './redirects'
import { RedirectTable } from './redirects-section'
import { ZoneExport } from './zone-export'

// The two buttons that copy a whole list (the redirects as CSV, the zone-file
// lines) put exactly that text on the clipboard and say so beside them.

function attached(name: string) {
  const parsed = parseDomainInput(name)
  if (!parsed.ok) throw new Error(parsed.problem.code)
  return { ...parsed.domain, status: 'added' as const, events: [] }
}

/** The element whose whole text is `text`, line breaks and all. */
const saying = (text: string) =>
  screen.getByText((_, element) => element?.textContent === text)

it('copies the redirects as CSV and the zone-file lines, each saying what it copied', async () => {
  const user = userEvent.setup()
  const redirects = [
    { from: 'old.example.com', to: 'example.com', status: 301, addedAt: 0 },
  ] as const
  const domains = [attached('shop.example.com')]
  render(
    <>
      <RedirectTable
        redirects={redirects}
        shown={(name) => name}
        onRemove={() => undefined}
      />
      <ZoneExport domains={domains} platformHost="desk.platform.test" />
    </>,
  )
  await user.click(screen.getByRole('button', { name: 'Copy redirects (CSV)' }))
  const csv = redirectsCsv(redirects)
  expect(await navigator.clipboard.readText()).toBe(csv)
  expect(saying(`Copied: ${csv}`)).toHaveAttribute('role', 'status')

  await user.click(screen.getByRole('button', { name: 'Copy zone-file lines' }))
  const lines = zoneFile(domains, 'desk.platform.test')
  expect(await navigator.clipboard.readText()).toBe(lines)
  expect(saying(`Copied: ${lines}`)).toHaveAttribute('role', 'status')
})
