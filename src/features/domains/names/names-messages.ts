import { defineMessages } from '../../../lib/i18n/messages'
import type { Speak } from '../../../lib/i18n/use-messages'

/** Why a typed name is not a domain, as the Domain and CNAME value fields say it. */
export const namesMessages = defineMessages('domainNames', {
  empty: 'Enter a domain, for example {example}',
  email: 'Enter the domain only, not an email address, for example {example}',
  ip: 'That is an IP address. Enter a domain name, for example {example}',
  wildcard: 'A wildcard cannot be used. Enter one name, for example {example}',
  characters: 'A domain can contain only letters, digits, hyphens and dots',
  dots: 'Check the dots: a domain has no empty parts, as in example..com or .example.com',
  noEnding: 'Enter the full domain, for example {name}.com or shop.{name}.com',
  invalid: '“{host}” is not a valid domain name. Check for typing mistakes',
  tooLong: 'Too long: at most {max} characters, each part at most {part}',
  hyphen: 'A part cannot start or end with a hyphen, as “{label}” does',
  notPublic:
    '“.{suffix}” is not a public top-level domain, so {name} cannot be reached from the internet',
  publicSuffix:
    '{name} is a public suffix, under which anyone can register names, so it cannot be attached. Enter your own domain, for example example.{name}',
})

/** Why a text is not a domain that can be attached (domain-name.ts): a message's key and its values. */
export interface NameProblem extends Record<string, string | number> {
  code: keyof typeof namesMessages.english
}

/** A problem in words: its code is a message's key (checked here), its values fill the placeholders. */
export function sayProblem<K extends string>(
  t: (key: K, values: never) => string,
  { code, ...values }: { code: K } & Record<string, string | number>,
): string {
  return t(code, values as never)
}

/** A name problem in words; `example` is the name the field suggests. */
export const sayNameProblem = (
  t: Speak<typeof namesMessages.english>['t'],
  problem: NameProblem,
  example = 'shop.example.com',
) => sayProblem(t, { example, ...problem })
