import { expect, it } from 'vitest'
import { loadDemoDns } from './demo-dns'

it('gives Check DNS demo answers in the page, pointing at the CNAME value in use', async () => {
  const transport = await loadDemoDns('edge.example.test')
  const answer = await transport(
    'https://cloudflare-dns.com/dns-query?name=shop.example.com&type=CNAME',
    { headers: { Accept: 'application/dns-json' } },
  )
  expect(await answer.json()).toMatchObject({
    Answer: [{ data: 'edge.example.test.' }],
  })
})
