import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/http/api-error'
import { dnsTransport } from './dns-transport'
import { provideDemoDns } from './demo-dns'

afterEach(() => provideDemoDns(null))

describe('dnsTransport', () => {
  it('is the network in live mode, whatever demo mode provides', async () => {
    const provider = vi.fn(() => Promise.resolve(fetch))
    provideDemoDns(provider)
    expect(await dnsTransport(false, 'edge.example.test')).toBeUndefined()
    expect(provider).not.toHaveBeenCalled()
  })

  it('is demo mode’s answers, for the CNAME value in use', async () => {
    const answers = () => Promise.resolve(Response.json({ Status: 0 }))
    const provider = vi.fn(() => Promise.resolve(answers))
    provideDemoDns(provider)
    expect(await dnsTransport(true, 'edge.example.test')).toBe(answers)
    expect(provider).toHaveBeenCalledWith('edge.example.test')
  })

  it('says demo mode is unavailable when its answers cannot load', async () => {
    const missing = dnsTransport(true, null)
    await expect(missing).rejects.toBeInstanceOf(ApiError)
    await expect(missing).rejects.toMatchObject({
      kind: 'config',
      code: 'demo_unavailable',
    })
    provideDemoDns(() => Promise.reject(new Error('offline')))
    await expect(dnsTransport(true, null)).rejects.toMatchObject({
      code: 'demo_unavailable',
    })
  })
})
