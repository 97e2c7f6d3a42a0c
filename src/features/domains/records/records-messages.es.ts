import type { Translation } from '../../../lib/i18n/messages'
import type { recordsMessages } from './records-messages'

export const es: Translation<typeof recordsMessages> = {
  namespace: 'records',
  messages: {
    export: 'Exportar',
    zoneLines: 'Líneas de archivo de zona',
    zoneLinesHint:
      'Los registros de arriba en formato de archivo de zona, un bloque $ORIGIN por zona. Las líneas que empiezan por ; son comentarios: el ALIAS o ANAME de un dominio raíz es uno, porque los archivos de zona no admiten ese tipo, así que añádalo a mano.',
    copyZoneLines: 'Copiar líneas de archivo de zona',
    redirects: 'Redirecciones',
    redirectsIntro:
      'Un dominio antiguo puede redirigir al principal: quienes lo abran serán enviados a este. Sigue necesitando su propio registro DNS y su certificado, porque la plataforma responde en él para enviarlos: mantenga su registro.',
    redirectAdded:
      'Se añadió una redirección de {from} a {to} ({status}). Configúrela también en el panel de la plataforma.',
    redirectRemoved: 'Redirección de {from} quitada: ya sirve el proyecto.',
    redirectsTable: 'Tabla de redirecciones',
    copyRedirects: 'Copiar redirecciones (CSV)',
    from: 'Desde',
    to: 'Hacia',
    status: 'Código',
    actions: 'Acciones',
    removeRedirect: 'Quitar redirección',
    removeRedirectFrom: 'Quitar redirección de {from}',
    notKnownYet:
      'El valor del registro, el host de la plataforma, aún no se conoce: escríbalo en Ajustes de DNS, más abajo',
    apexNote:
      'Un dominio raíz necesita un registro ALIAS o ANAME, no un CNAME. No todos los proveedores de DNS los admiten: busque cualquiera de los dos nombres en el suyo. Si no tiene ninguno, asocie en su lugar un subdominio como www.{domain}. El nombre @ representa al propio {domain}; algunos proveedores piden dejar el campo vacío, o el nombre completo.',
    hostNote:
      'El nombre {host} es la parte anterior a {apex}; algunos proveedores piden {name}.',
    mustMatch:
      'El valor debe coincidir exactamente con {value}, tal como lo muestra el panel de la plataforma.',
    hostInTheWay:
      'Un CNAME no puede estar junto a ningún otro registro: un registro A, AAAA u otro existente en {host} lo bloquea y hace fallar la verificación. Trasládelo o elimínelo primero.',
    copyForProvider: 'Copiar mensaje',
    forProviderSubdomain:
      'Añadir CNAME {host} → {value}, TTL {ttl}; eliminar cualquier registro A, AAAA u otro en {host}.',
    forProviderApex:
      'Añadir ALIAS (o ANAME) @ → {value} para {domain}, TTL {ttl}; eliminar cualquier registro A o AAAA en @ (mantener sus registros NS, MX y TXT).',
    propagation: 'Un cambio de DNS puede tardar hasta {hours} h en propagarse.',
    needTwo: 'Añada al menos dos dominios para redirigir uno al otro.',
    chooseDomain: 'Elija un dominio',
    primaryOption: '{name} (principal)',
    addRedirect: 'Añadir redirección',
    status301: '301 Movido permanentemente',
    status302: '302 Encontrado',
    status307: '307 Redirección temporal',
    status308: '308 Redirección permanente',
    statusHint:
      '301 y 308 son definitivos: los navegadores y los buscadores los recuerdan y pasan al nuevo dominio. 302 y 307 son provisionales: no se recuerda nada. 307 y 308 además pasan sin cambios los formularios enviados al dominio antiguo.',
    chooseFrom: 'Elija el dominio desde el que redirigir',
    chooseTo: 'Elija el dominio hacia el que redirigir',
    sameEnds: 'Elija un dominio distinto: Desde y Hacia son el mismo',
    loop: 'Eso crearía un bucle: {to} ya redirige a {from}',
    alreadyRedirects: '{from} ya redirige a {to}; quite antes esa redirección',
    primaryAway: '{from} es el principal: haga principal otro dominio antes',
    chainInto:
      'Eso crearía una cadena: {into} ya redirige a {from}. Redirija {into} directamente a {to}',
    chainOnward:
      'Eso crearía una cadena: {to} ya redirige a {onward}. Redirija directamente a {onward}',
  },
}
