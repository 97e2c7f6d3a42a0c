import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { subscribeConnection } from '../lib/connection'
import { createQueryClient, dropOtherScopes } from './query-client'

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  useEffect(() => subscribeConnection(() => dropOtherScopes(client)), [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
