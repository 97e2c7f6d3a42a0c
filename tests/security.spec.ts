import {
  addAnimalThroughApi,
  connectToMockServer,
  expect,
  MOCK_URL,
  mockServer,
  test,
} from './fixtures'

const HOSTILE_NAMES = [
  '<script>window.__xss = 1</script>',
  '"><img src=x onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3">',
  'javascript:window.__xss = 4//',
  '{{constructor.constructor("window.__xss = 5")()}}',
]

test('script-like names from the server are shown as text on every page and run nothing', async ({
  page,
}) => {
  await mockServer.reset()
  for (const name of HOSTILE_NAMES) await addAnimalThroughApi(name)
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`)
  })
  // Before the look-up's removal date, whatever today's date is.
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') })
  await connectToMockServer(page)

  // The list.
  await page.getByRole('link', { name: 'Animals' }).click()
  for (const name of HOSTILE_NAMES)
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible()

  // Each animal's page, opened from the list and looked up by ID (the deprecated call).
  for (const name of HOSTILE_NAMES) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await page.goBack()
  }
  await page.goto('/animals/1001')
  await expect(
    page.getByRole('heading', { name: HOSTILE_NAMES[0], level: 1 }),
  ).toBeVisible()

  // The duplicate check and the add confirmation echo the name as text.
  await page.goto('/animals/new')
  await page.getByLabel('Name').fill(HOSTILE_NAMES[1] ?? '')
  await page.getByLabel('Category ID').fill('1')
  await expect(page.getByText(/^Already listed:/)).toContainText(
    HOSTILE_NAMES[1] ?? '',
  )
  await page.getByRole('button', { name: 'Add anyway', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: `${HOSTILE_NAMES[1] ?? ''} was added` }),
  ).toBeVisible()

  expect(
    await page.evaluate(() => (window as { __xss?: number }).__xss),
  ).toBeUndefined()
  expect(
    await page
      .locator('main img, main svg:not([aria-hidden]), main script')
      .count(),
  ).toBe(0)
})

test('the API key stays out of URLs, the console, error messages and localStorage', async ({
  page,
}) => {
  const key = 'sk_test_adoption_desk'
  const urls: string[] = []
  const consoleText: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('console', (message) => consoleText.push(message.text()))
  page.on('pageerror', (error) => consoleText.push(error.message))
  await mockServer.reset()

  await connectToMockServer(page, key)
  await page.getByRole('link', { name: 'Animals' }).click()
  await expect(page.getByText('Showing 20 animals.')).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Adopted' })
  await page.goto('/animals/5')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Errors too: a refused key, and a refusal whose message holds the key as
  // it was sent, read while each one shows.
  const onScreen = () => page.evaluate(() => document.body.innerText)
  await mockServer.fault(
    { kind: 'unauthorized' },
    { method: 'GET', path: '/pets', query: { status: 'pending' } },
  )
  await page.goto('/animals?status=pending')
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await onScreen()).not.toContain(key)
  await mockServer.fault(
    // JSON with `/` escaped: a key without one is echoed exactly as sent.
    { kind: 'echo-key', encoding: 'json-slash' },
    { method: 'POST', path: '/pets' },
  )
  await page.goto('/animals/new')
  await page.getByLabel('Name').fill('Key Keeper')
  await page.getByLabel('Category ID').fill('1')
  await page.getByRole('button', { name: 'Add animal' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'The server did not accept it: The key •••• may not do this.',
  )
  expect(await onScreen()).not.toContain(key)
  await page.goto('/settings')
  await expect(page.getByText('Saved key: •••• desk')).toBeVisible()

  // Requests did go out (with the key, in a header): none carried it elsewhere.
  expect(urls.filter((url) => url.startsWith(MOCK_URL)).length).toBeGreaterThan(
    3,
  )
  expect(urls.filter((url) => url.includes(key))).toEqual([])
  expect(consoleText.filter((text) => text.includes(key))).toEqual([])
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(key)
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(
    key,
  )
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(
    key,
  )
  const received = await mockServer.requests()
  expect(received.map((request) => request.status)).toContain(401)
  expect(received.filter((request) => request.path.includes(key))).toEqual([])

  // Only "Remember on this device" puts it in localStorage.
  await page.getByLabel('Remember on this device').check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(key)
  expect(
    await page.evaluate(() => JSON.stringify(sessionStorage)),
  ).not.toContain(key)
})

test('the build is served with a Content-Security-Policy that forbids framing and inline script', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/animals')
  const header = response?.headers()['content-security-policy'] ?? ''
  expect(header).toContain("script-src 'self'")
  expect(header).toContain("frame-ancestors 'none'")
  expect(header).toContain("object-src 'none'")
  expect(header).toContain(MOCK_URL)
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(meta).toContain("script-src 'self'")
  // An inline script is refused (the fixture would also fail on the violation it reports).
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inline = true'
    document.head.append(script)
    return (window as { __inline?: boolean }).__inline === true
  })
  expect(ran).toBe(false)
  // The one violation this test caused on purpose is reported, and only it.
  await expect
    .poll(() =>
      consoleErrors.some((text) =>
        text.includes('CSP violation: script-src-elem blocked inline'),
      ),
    )
    .toBe(true)
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/inline/i.test(text)),
  )
})

test('search engines are asked to keep out: robots.txt disallows all, every page says noindex', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  const rules = (await robots.text())
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
  expect(rules).toEqual(['User-agent: *', 'Disallow: /'])

  for (const path of ['/animals', '/animals/new', '/settings', '/nowhere']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    )
  }
})
