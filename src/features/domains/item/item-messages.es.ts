import type { Translation } from '../../../lib/i18n/messages'
import type { itemMessages } from './item-messages'

export const es: Translation<typeof itemMessages> = {
  namespace: 'domainItem',
  messages: {
    primary: 'Principal',
    makePrimary: 'Hacer principal',
    remove: 'Quitar',
    punycode: 'Forma Punycode, la que usan el DNS y el panel: {name}',
    status: 'Estado: {status} — {note}',
    recordToAdd: 'Registro DNS que debe añadir',
    steps: 'Pasos',
    stepDone: 'Hecho: ',
    addTitle: 'Añádalo en el panel de la plataforma.',
    addStep:
      'Abra Project settings → Domains y elija Add domain. Escriba {name}. El panel muestra entonces los valores del registro DNS que debe usar: deben ser los de arriba.',
    inDashboard: 'Añadido en el panel de la plataforma',
    recordTitle: 'Añada el registro de arriba en su proveedor de DNS.',
    verifyTitle: 'Verifique.',
    verifyStep:
      'En Project settings → Domains, elija Verify. Tras la verificación, la plataforma emite automáticamente un certificado SSL, normalmente en un par de minutos. Si no llega en 30 minutos, aquí aparecerá qué revisar.',
    markRecordSet: 'Marcar registro como configurado',
    markVerified: 'Marcar como verificado',
    markIssued: 'Marcar certificado como emitido',
    verificationFailed: 'La verificación falló',
    certificateFailed: 'El certificado falló',
    failed:
      'La verificación falló. Lo que suele causarlo está en las notas bajo el registro: otro registro en medio, un valor que no coincide exactamente o un DNS aún sin propagar. Comprobar DNS, más abajo, muestra cuál es. Cuando el registro sea correcto, vuelva a marcarlo como configurado y luego elija Verify en el panel de la plataforma.',
    noCertificate:
      'Sin certificado {elapsed} después de la verificación. Suele tardar un par de minutos. Pasados 30 minutos:',
    confirmVerifies:
      'Confirme que el dominio sigue verificado, en Project settings → Domains. Comprobar DNS, más abajo, muestra si el registro sigue configurado.',
    caa: 'Busque registros CAA que bloqueen la autoridad de certificación: {authority} debe estar permitida. Comprobar DNS, más abajo, los muestra.',
    platformAuthority: 'la de la plataforma (la indica su panel)',
    reverifyStep:
      'Luego elija Re-verify en el panel de la plataforma para iniciar un nuevo intento, y Volver a verificar aquí para empezar de nuevo la espera de 30 minutos.',
    reverify: 'Volver a verificar',
    removeTitle: '¿Quitar {domain}?',
    removeDomain: 'Quitar dominio',
    cancel: 'Cancelar',
    forgetsHere:
      'Este navegador olvida {domain}: su registro, sus pasos y sus comprobaciones aquí. No cambia nada en la plataforma ni en su proveedor de DNS.',
    redirectsGo: {
      one: 'También se quita su redirección.',
      other: 'También se quitan sus {count} redirecciones.',
    },
    primaryMoves: 'Es el dominio principal: {name} pasa a ser el principal.',
    primaryLast:
      'Es el dominio principal y el último: el proyecto se sirve solo en su subdominio de la plataforma.',
    removeInDashboard:
      'La plataforma lo sigue sirviendo hasta que lo quite en su panel: Project settings → Domains, el menú junto al dominio, Remove. El tráfico a él se detiene en cuanto lo haga.',
  },
}
