import type { Translation } from '../../lib/i18n/messages'
import type { domainsMessages } from './domains-messages'

export const es: Translation<typeof domainsMessages> = {
  namespace: 'domains',
  messages: {
    pageTitle: 'Dominios propios · Ajustes',
    settings: 'Ajustes',
    heading: 'Dominios propios',
    intro:
      'Un proyecto se publica en un subdominio de la plataforma. Con un plan de pago puede servirlo en su propio dominio. Esta página sigue con usted el procedimiento del panel de la plataforma y comprueba el DNS por usted. Lo que registre aquí se guarda en este navegador, para {project}.',
    demoNote:
      'Demostración: el valor CNAME de aquí, {sample}, es de ejemplo, así que cada paso y Comprobar DNS se pueden probar con los dominios de la demostración. Una versión real muestra el host de su plataforma; también puede escribir el que muestra el panel de la plataforma en Ajustes de DNS, más abajo.',
    noValueNote:
      'Esta versión no incluye el valor CNAME (el host de la plataforma), así que los registros de aquí aún no pueden mostrarlo. Escriba el valor que muestra el panel de la plataforma en Project settings → Domains, en Ajustes de DNS, más abajo.',
    notPersisted:
      'Este navegador no deja que Adoption Desk guarde datos, así que lo que registre aquí se pierde al cerrar o recargar la página.',
    prerequisitesIntro:
      'Un dominio propio necesita un plan de pago, acceso a los ajustes de DNS del dominio (normalmente en el registrador), donde añadirá un registro, y un proyecto que se haya desplegado correctamente al menos una vez, como muestra el panel de la plataforma.',
    choosePlan: '¿Ya lo mejoró? Elija su plan en Ajustes',
    addTitle: 'Añadir un dominio',
    domain: 'Dominio',
    domainHint:
      'Un dominio o subdominio que sea suyo, como shop.example.com o example.co.uk. Puede pegar una dirección completa: se quitan el https:// y todo lo que va después del nombre.',
    addDomain: 'Añadir dominio',
    alreadyListed: '{name} ya está en la lista',
    needsPaidPlan:
      'Los dominios propios necesitan un plan de pago (Pro o superior); su plan es {plan}. No se puede asociar un dominio hasta que se mejore el plan',
    addedDomain: 'Se añadió {name}. Su registro y sus pasos están más abajo.',
    yourDomains: 'Sus dominios',
    cannotBePrimary:
      '{name} redirige a {to}, así que no puede ser el principal. Quite primero esa redirección (en Redirecciones).',
    nowPrimary: '{name} es ahora principal. Hágalo también en el panel.',
    removed: 'Se quitó {name}.',
    removedWithRedirects: 'Se quitó {name} y sus redirecciones: {count}.',
    noDomains:
      'Aún no hay dominios. Cuando añada uno, aquí lo seguirá paso a paso: añadido en el panel de la plataforma, su registro DNS configurado en su proveedor de DNS, verificado y con su certificado emitido.',
    copied: 'Copiado: {text}',
    copyByHand: 'No se puede copiar. Seleccione el texto y cópielo: {text}',
    added: 'Añadido',
    'record-set': 'Registro configurado',
    verified: 'Verificado',
    'certificate-issued': 'Certificado emitido',
    'needs-attention': 'Requiere atención',
    lessThanMinute: 'menos de un minuto',
    minutes: '{count} min',
    hours: '{count} h',
    days: { one: '{count} día', other: '{count} días' },
    justNow: 'ahora mismo',
    ago: 'hace {elapsed}',
    notePropagating: '{ago}; la propagación puede tardar hasta {hours} h',
    notePropagated: '{ago}; ya pasaron las {hours} h de propagación',
  },
}
