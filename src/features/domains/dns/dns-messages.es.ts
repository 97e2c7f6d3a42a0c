import type { Translation } from '../../../lib/i18n/messages'
import type { dnsMessages } from './dns-messages'

export const es: Translation<typeof dnsMessages> = {
  namespace: 'dns',
  messages: {
    checkDns: 'Comprobar DNS',
    checking: 'Comprobando el DNS de {domain}…',
    problems: {
      '=0': 'DNS de {domain} comprobado: no se encontraron problemas.',
      one: 'DNS de {domain} comprobado: se encontró {count} problema.',
      other: 'DNS de {domain} comprobado: se encontraron {count} problemas.',
    },
    asks: 'Pide al resolvedor DNS sobre HTTPS ({resolver}) los registros CNAME, A, AAAA y CAA de {domain}, tal como los ve internet ahora.',
    autoRecheck:
      'Mientras esta página esté abierta, se vuelve a comprobar sola hasta que el registro coincida: a los 5 minutos y luego cada 30 minutos, como mucho {max} veces ({questions} preguntas DNS como mucho cada vez).',
    ok: 'Correcto',
    bad: 'Problema',
    unsure: 'Incierto',
    checkedWith:
      'Comprobado {ago} con {resolver}. Los resolvedores pueden conservar una respuesta antigua durante el tiempo que indique su TTL.',
    changedSince: 'El valor CNAME cambió después: vuelva a comprobar.',
    cnameMatching: 'CNAME encontrado y coincidente',
    cnameMatchingDetail: '{name} apunta a {target}, el host de la plataforma.',
    aliasInPlace: 'ALIAS o ANAME configurado',
    aliasInPlaceDetail:
      '{name} responde con las direcciones propias del host de la plataforma ({addresses}), como lo hace un registro ALIAS o ANAME para {target}.',
    recordMissing: 'Falta el registro',
    aliasOrAname: 'ALIAS o ANAME',
    recordMissingDetail:
      '{name} aún no tiene registro CNAME, A ni AAAA. Añada el registro {recordType} de la tabla. Si lo añadió hace poco, espere: la propagación puede tardar hasta {hours} horas.',
    elsewhere: 'El CNAME apunta a otro sitio',
    thePlatformHost: 'el host de la plataforma',
    elsewhereDetail:
      '{name} apunta a {target}, no a {host}. Cambie el valor del registro a exactamente {host}, o la verificación fallará.',
    apexCname: 'Un CNAME en el dominio raíz',
    apexCnameDetail:
      '{name} tiene un registro CNAME (a {target}). Un CNAME no puede estar en un dominio raíz junto a sus registros SOA y NS, y allí rompe el correo. Sustitúyalo por un registro ALIAS o ANAME con el valor {host}.',
    noDomain: 'El dominio no existe en el DNS',
    noDomainDetail:
      '{name} no existe en el DNS (NXDOMAIN), y ningún registro puede arreglarlo. Compruebe que está bien escrito, que está registrado y que el registrador lo delega en los servidores de nombres de su proveedor de DNS.',
    otherRecords: 'Otros registros en el nombre',
    otherRecordsDetail:
      '{name} ya tiene otros registros ({types}): un CNAME no puede estar junto a ellos, y su proveedor de DNS lo rechazará. Eliminarlos puede romper el correo: trasládelos o use otro nombre.',
    inTheWay: 'Direcciones que estorban al CNAME',
    inTheWayDetail:
      '{name} responde con direcciones propias ({addresses}), no a través de un CNAME, y no son las del host de la plataforma. Si su proveedor de DNS hace de proxy para este nombre (el proxy de una CDN activado), desactívelo para {label}. Si no, elimine los registros A, AAAA y cualquier otro de {label} y luego añada el CNAME.',
    cachedFor: 'Las cachés guardan las direcciones viejas {ttl} s (su TTL).',
    wildcard: 'Solo responde un registro comodín',
    wildcardDetail:
      '{name} no tiene registros propios: sus direcciones ({addresses}) vienen de un registro comodín (*) superior. No hay nada que eliminar: añada el CNAME de {label}, que tiene prioridad sobre el comodín.',
    flattened: 'Su proveedor de DNS oculta el CNAME',
    flattenedDetail:
      '{name} responde con las direcciones propias del host de la plataforma ({addresses}), pero no se ve ningún CNAME: su proveedor de DNS lo aplana o hace de proxy, y la verificación busca el CNAME en sí. Desactive el proxy o el aplanamiento para {label}.',
    cannotCompare: 'No se puede comparar el registro',
    cannotCompareDetail:
      '{name} apunta a {found}, pero no había con qué compararlo: ningún valor CNAME, o uno del que el resolvedor no encontró direcciones. Revise el valor en Valor del registro y vuelva a comprobar.',
    aliasUnsure: 'No se puede confirmar el ALIAS o ANAME',
    aliasUnsureDetail:
      '{name} responde con {addresses}; el host de la plataforma responde ahora con {platformAddresses}. Tras una CDN, las direcciones rotan o cambian por región, así que puede estar bien. Compruébelo en su proveedor de DNS: @ debe tener un registro ALIAS o ANAME con el valor {host} y ningún registro A ni AAAA de un servidor antiguo.',
    recordUnknown: 'No se puede valorar el registro',
    recordUnknownDetail:
      'Las consultas de {name} fallaron (vea más abajo), así que aún no hay nada que valorar.',
    lookupsFailed: 'Algunas consultas fallaron',
    lookupsFailedNote:
      'El resto de este informe es válido. Las autoridades de certificación no emiten mientras estas consultas fallen.',
    notAsked: '{type} en {query} sin consultar: máximo 16 preguntas.',
    lookupFailed: 'No se pudo consultar {type} en {query} ({rcode}).',
    serversDown:
      'Puede que los servidores de nombres del dominio estén caídos o mal configurados.',
    dnssecBroken:
      'Con la validación DNSSEC desactivada sí se pudieron consultar: el DNSSEC del dominio está roto. La causa clásica es un registro DS que quedó en el registrador tras cambiar de proveedor de DNS: elimínelo allí o firme la zona en el nuevo proveedor.',
    caaLooked: 'Se consultó CAA en {names}.',
    whereOwn: 'Los registros CAA de {name}',
    wherePointsTo: 'Los registros CAA de {at}, al que apunta {name},',
    whereInherits: 'Los registros CAA de {at}, que {name} hereda,',
    caaNoLimit: 'CAA no limita los certificados',
    caaNoLimitDetail:
      'Ningún registro CAA «issue» se aplica a {name}, así que cualquier autoridad de certificación puede emitir, incluida la de la plataforma.',
    caaListed: 'CAA solo permite algunas autoridades de certificación',
    caaListedDetail:
      '{where} solo permiten: {allowed}. Compárelas con la autoridad de certificación de la plataforma (la indica su panel o su documentación): si no está entre ellas, no se podrá emitir ningún certificado.',
    caaAllows: 'CAA permite la autoridad de certificación de la plataforma',
    caaAllowsDetail:
      '{where} permiten: {allowed}. La autoridad de la plataforma, {authority}, debe estar entre ellas, y lo está.',
    caaUnreadable: 'Registros CAA que no se pueden leer',
    caaUnreadableDetail:
      '{where} incluyen registros que no se pueden leer, así que no es seguro si permiten la autoridad de la plataforma. Revíselos en su proveedor de DNS.',
    caaBlocksEvery: 'CAA bloquea todas las autoridades de certificación',
    caaBlocksEveryDetail:
      '{where} no permiten ninguna autoridad de certificación (un «issue» de «;», o una etiqueta crítica que las autoridades no conocen). Elimine ese registro o añada un registro CAA «issue» que nombre la autoridad de la plataforma.',
    caaBlocksPlatform: 'CAA bloquea la autoridad de la plataforma',
    caaBlocksPlatformDetail:
      '{where} solo permiten: {allowed}. La autoridad de la plataforma, {authority}, debe estar entre ellas o no se podrá emitir ningún certificado. Añada este registro:',
    caaTheirs:
      'Esos registros son de {at}, que usted no gestiona, y ningún registro CAA puede estar junto a un CNAME: consulte a la plataforma.',
    caaFailed: 'No se pudo consultar CAA',
    caaFailedDetail:
      'La consulta CAA de {at} falló (vea más abajo). Las autoridades de certificación no emiten mientras falle.',
    unexpected: 'Comprobar DNS no pudo terminar: recargue la página.',
    unreachable:
      'No se pudo contactar con el resolvedor DNS sobre HTTPS en {host}. Compruebe que este dispositivo tiene conexión; puede que el resolvedor esté caído o bloquee esta aplicación. Inténtelo de nuevo o elija otro resolvedor más abajo.',
    resolverBusy:
      'El resolvedor DNS sobre HTTPS en {host} está saturado, lento o con problemas. Se pasa: inténtelo de nuevo en un minuto.',
    retry: 'Reintentar',
    notDnsJson:
      'El resolvedor DNS sobre HTTPS en {host} no respondió con datos DNS en formato JSON (application/dns-json). Revise el ajuste del resolvedor más abajo.',
    dnsSettings: 'Ajustes de DNS',
    cnameValue: 'Valor CNAME',
    cnameValueHint:
      'El host de la plataforma que el panel muestra como valor del registro, en Project settings → Domains después de Add domain. El mensaje para su proveedor de DNS, las líneas de archivo de zona y Comprobar DNS lo usan. {build} Se guarda en este navegador, para {project}.',
    buildValue: 'El valor de esta versión es {value}; si queda vacío, se usa.',
    buildNoValue: 'Esta versión no tiene un valor propio.',
    resolverLabel: 'Resolvedor DNS sobre HTTPS',
    resolverHint:
      'Un resolvedor público que responda en JSON (application/dns-json), como https://dns.google/resolve. Solo recibe los nombres comprobados, nunca la clave de API. Si se deja vacío: {default}.',
    save: 'Guardar ajustes de DNS',
    saved:
      'Guardado. Los registros y Comprobar DNS usan {value}; Comprobar DNS consulta {resolver}.',
    savedNoValue:
      'Guardado, sin valor CNAME: escriba el que muestra el panel de la plataforma para verlo en los registros. Comprobar DNS consulta {resolver}.',
    resolverNotUrl: 'Escriba una URL completa que empiece por https://',
    resolverNotHttps: 'Use https:// (http:// solo para uno en este equipo)',
    resolverExtra: 'Escriba solo la URL, sin credenciales, ? ni #',
    demoDns:
      'El modo de demostración responde a Comprobar DNS con registros de ejemplo de este navegador, sea cual sea el resolvedor. Pruebe shop.example.com, www.example.org, example.com o mail.example.com.',
  },
}
