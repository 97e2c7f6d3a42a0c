import type { Translation } from '../../../lib/i18n/messages'
import type { namesMessages } from './names-messages'

export const es: Translation<typeof namesMessages> = {
  namespace: 'domainNames',
  messages: {
    empty: 'Escriba un dominio, por ejemplo {example}',
    email:
      'Escriba solo el dominio, sin nombre de usuario ni dirección de correo, por ejemplo {example}',
    ip: 'Eso es una dirección IP. Escriba un nombre de dominio, por ejemplo {example}',
    wildcard: 'Sin comodines: escriba un solo nombre, por ejemplo {example}',
    characters: 'Un dominio solo admite letras, dígitos, guiones y puntos',
    dots: 'Revise los puntos: un dominio no tiene partes vacías, como en example..com o .example.com',
    noEnding: 'Falta la terminación: por ejemplo {name}.com o shop.{name}.com',
    invalid: '«{host}» no es un dominio válido. Revise si hay erratas',
    tooLong: 'Demasiado largo: máximo {max} caracteres, y {part} cada parte',
    hyphen:
      'Las partes de un dominio no pueden empezar ni terminar con un guion, como hace «{label}»',
    notPublic:
      '«.{suffix}» no es un dominio de nivel superior público, así que no se puede llegar a {name} desde internet',
    publicSuffix:
      '{name} es un sufijo público, bajo el cual cualquiera puede registrar nombres, así que no se puede asociar. Escriba su propio dominio, por ejemplo example.{name}',
  },
}
